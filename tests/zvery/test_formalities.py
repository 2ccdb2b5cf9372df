"""Zvery's formalities: a decision with one answer and nothing to weigh is `forced`, with its
reason as a log line (engine/core/decisions.py), so the table takes it for the player; and a go
with nothing but the pass says the true reason - which creature cannot act, and why.

The forced kinds: a go with nothing to pay (the pass), a dice keyword with no die it can change
(let go), the aim of a skill with one creature in reach, and the last mutation at stake to take.
Every other decision - and these with more than one answer - is the player's.
"""
from __future__ import annotations

import random

import pytest

from engine import api
from engine.core.messages import msg, term
from engine.games.zvery.rules import RULES

from ..words import english
from .test_battle import choose, find_skill, plain, wild_battle
from .test_choices import asked, fighting, first_battle, played

FORCED = {"go", "keyword", "target", "draft"}


def forced(m: api.Match) -> str | None:
    reason = m.decision()["forced"]
    return english(reason, "zvery") if reason is not None else None


# --- the reason nothing can be paid ------------------------------------------------------------------------
def test_a_creature_bleeding_out_is_named_as_the_reason_nothing_can_be_paid():
    """A playtester read "no skill can be paid" with five dice in hand: the real reason was Umbral
    Fox at -2 health, bleeding out (seed 3's random game)."""
    m = played(3, 126)
    b = m.view(0)["battle"]
    [fox] = [f for f in b["fighters"] if f["side"] == m.decision()["about"]["side"] and not f["gone"]]
    assert (fox["card"], fox["health"], b["pools"][fox["side"]]) == ("umbral_fox", -2, [6, 1, 5, 4, 6])
    reason = "Umbral Fox is bleeding out at -2 health and can use no skill"
    assert asked(m)[:2] == ("go", f"Seat 1: nothing to pay ({reason}) - pass")
    assert forced(m) == f"Nothing can be paid ({reason}): Seat 1 passes."


def test_each_creature_says_what_keeps_it_idle():
    m = played(5, 38)
    assert asked(m)[1] == ("Seat 1: nothing to pay (Zap Finch's unused skills cannot be paid with 4 and 5; Flux "
                           "Beetle is bleeding out at -3 health and can use no skill) - pass")
    m = played(27, 293)
    assert asked(m)[1] == "Seat 1: nothing to pay (Geode Golem carries stun 3 and the dice left sum only 2) - pass"
    assert sum(m.view(0)["battle"]["pools"][m.decision()["about"]["side"]]) == 2


def test_a_creature_whose_skills_are_all_used_says_so():
    """Each skill once per creature per turn (ruling 13): with dice left, the skill is spent."""
    key = find_skill("any", "damage")
    state, _ = wild_battle(plain(0, 0, skills=[key]), plain(1, -1, health=30))
    state.phase = "battle"
    state.rng.script([3] * 10)
    ev: list[dict] = []
    for action in ("fight", "use 1 1", "die 1", "target 2"):
        choose(state, action, ev)
    d = RULES.decision(state)
    assert d["kind"] == "go" and [c["action"] for c in d["choices"]] == ["pass"] and state.battle.pools[0] == [3] * 4
    creature = english(msg("{c}", c=term("creature", state.battle.fighters[0].card)), "zvery")
    assert english(d["prompt"], "zvery") == (f"Seat 1: nothing more to pay ({creature} has used each of its skills "
                                             "this turn) - end your go")


def test_no_dice_after_a_catch_is_the_reason_and_the_pass_is_taken():
    m = first_battle()
    m.force_dice([1, 2, 3, 1, 1])
    m.act("catch 2")
    m.act("done")  # the missed throw's dice taken back: no combat dice after a catch
    assert asked(m)[:2] == ("go", "Seat 2: nothing to pay (no combat dice after a catch this turn) - pass")
    assert forced(m) == "Nothing can be paid (no combat dice after a catch this turn): Seat 2 passes."
    assert english(api.tell("zvery", m.act("pass")[0])["text"], "zvery") == (
        "Seat 2 uses no skill this go and is out for the rest of the turn.")


def test_after_a_skill_a_go_with_nothing_more_to_pay_ends_by_itself():
    m = fighting("use 1 3", "die 1", "die 2", "target 2", "target 2", "use 1 2", "die 1", "target 2", "use 1 1", "die 1")
    while m.decision()["kind"] == "keyword":
        m.act("done")
    assert m.legal_actions() == ["pass"] and m.view(0)["battle"]["acted"]
    reason = "Fusion Drake's unused skills cannot be paid with 2"  # Corona's powerup 18 is beyond one 2
    assert asked(m)[1] == f"Seat 2: nothing more to pay ({reason}) - end your go"
    assert forced(m) == f"Nothing more can be paid ({reason}): Seat 2 ends the go."


def test_a_go_with_a_skill_to_pay_or_a_stun_to_lift_is_the_players():
    assert forced(fighting()) is None and asked(fighting())[1] == "Seat 2: your go"
    m = fighting("use 1 3", "die 1", "die 2", "target 2", "target 2", "pass")  # the wild side may lift its stun
    assert m.legal_actions() == ["unstun 2", "pass"] and forced(m) is None


# --- the other formalities ---------------------------------------------------------------------------------
def test_one_creature_in_reach_is_aimed_at_for_the_player():
    m = fighting("use 1 3", "die 1", "die 2")
    assert m.legal_actions() == ["target 2"]
    assert forced(m) == "Only Hush Moth is in reach: Seat 2 aims at it."


def test_the_last_mutation_at_stake_is_taken_for_the_player():
    m = played(3, 6)
    assert m.legal_actions() == ["take 1"]
    assert forced(m) == "Only Sugar Bloom is left at stake: Seat 2 takes it."


def test_a_keyword_with_no_die_to_change_is_let_go_and_one_with_a_die_is_the_players():
    m = first_battle()
    m.force_dice([6, 6, 6, 6, 6, 1, 1, 1, 1, 1])
    m.act("fight")  # Fusion Drake's after-roll increment: nothing to raise on five 6s
    assert m.decision()["kind"] == "keyword" and m.legal_actions() == ["done"]
    assert forced(m) == "No die Increment can change: Seat 2 lets it go."
    m = first_battle()
    m.force_dice([6, 5, 4, 3, 2, 1, 1, 1, 1, 1])
    m.act("fight")
    assert m.decision()["kind"] == "keyword" and forced(m) is None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_decision_is_forced_exactly_when_it_is_a_formality_with_one_answer(seed):
    m = api.new_match("zvery", seed, ["human", "human"])
    pick = random.Random(seed)
    seen = set()
    while m.result() is None:
        d, legal = m.decision(), m.legal_actions()
        assert (d["forced"] is not None) == (d["kind"] in FORCED and len(legal) == 1), (d["kind"], legal)
        if d["forced"] is not None:
            seen.add(d["kind"])
            assert english(d["forced"], "zvery").endswith(".")
        m.act(pick.choice(legal))
    assert "go" in seen

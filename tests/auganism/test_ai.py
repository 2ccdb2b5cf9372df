"""The computer's Auganism: every level plays legal moves to the end, and the hard level (ISMCTS
over determinized worlds) decides the same whatever the cards it cannot see are."""
from __future__ import annotations

import random

import pytest

from engine import api
from engine.games.auganism.content import content
from tests.computer_play import play_to_the_end


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_legal_moves_to_the_end(level):
    play_to_the_end(api.new_match("auganism", 4, [f"ai:{level}", "ai:easy"]))


def _at_a_decision(seed: int):
    m = api.new_match("auganism", seed, ["human", "human"])
    chooser = random.Random(seed)
    while len(m.legal_actions()) < 2 or m.to_move() != 0 or len(m.log) < 6:
        m.act(chooser.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_decides_the_same_whatever_the_other_hand_and_the_decks_hold(seed):
    a, b = _at_a_decision(seed), _at_a_decision(seed)
    foe = b.state.players[1]
    pool = foe.hand + foe.deck.pile
    pool = pool[len(foe.hand):] + pool[:len(foe.hand)]  # the hand dealt from what was the deck
    foe.hand, foe.deck.pile = pool[:len(foe.hand)], pool[len(foe.hand):]
    mine = b.state.players[0]
    mine.deck.pile = sorted(mine.deck.pile)
    assert a.view(0) == b.view(0) and a.state.players[1].hand != b.state.players[1].hand
    a.seats[0] = b.seats[0] = "ai:hard"
    assert a.suggest(0) == b.suggest(0)


def _spends_nothing(m, action: str) -> bool:
    """An augment after which every number of the battle is as without it: a card of no Sword
    and no Shield, or a response that leaves the battle ending the same (who falls, each blow's
    Health left)."""
    card = content().monsters[action.split(" ", 1)[1]]
    if not card.sword and not card.shield:
        return True
    if m.decision()["kind"] != "response":
        return False

    def end(told):
        return told["battle"]["winner"], [blow["health"] for blow in told["battle"]["blows"]]

    return end(m.forecast(action)) == end(m.forecast("done"))


def _wasted(m, seat: int) -> list[str]:
    """The choices open now that spend a card or a power for nothing: an augment that adds
    nothing (`_spends_nothing`), a hero's power or a monster's effect that would change nothing
    (effects.futile), an EVP card that leaves the score as it is (no effect when placed)."""
    from engine.games.auganism import stats
    from engine.games.auganism.effects import power_futile

    out = []
    for a in m.legal_actions():
        if a.startswith("augment ") and _spends_nothing(m, a) or a in ("hero", "use") and power_futile(m.state, seat, a):
            out.append(a)
        elif a.startswith("evp ") and m.forecast(a)["evp"] == stats.evp_score(m.state, seat) and \
                not any(e.when == "evp" for e in content().monsters[a.split()[1]].effects):
            out.append(a)
    return out


def _mixed(level: str, seeds):
    """Each position of games between two `level` computers whose moves mix the level's own with
    random ones (reaching choices its own play avoids): (seed, match, seat, the level's choice).
    The game goes on with that choice, or a random one, once the caller has looked."""
    for seed in seeds:
        m = api.new_match("auganism", seed, [f"ai:{level}", f"ai:{level}"])
        chooser = random.Random(seed)
        while m.result() is None:
            seat, hint = m.to_move(), m.suggest(m.to_move())
            yield seed, m, seat, hint
            m.act(hint if chooser.random() < 0.7 else chooser.choice(m.legal_actions()))


@pytest.mark.parametrize("level, seeds", [("normal", range(16)), ("hard", range(4))])
def test_the_searching_levels_never_spend_a_card_or_a_power_for_nothing(level, seeds):
    """Issue 28: a player saw the computer "augment with a card that adds nothing", and the hint
    (the normal level's) offered the same: "Abyssal Leviathan gives no Sword or Shield, so ...";
    it said to use the Warlord's +3 Attack before there was a monster to take it (the power did
    nothing and rested four turns), and "+0 EVP takes your EVP score to 0". Games mixing the
    level's moves with random ones reach many such choices; the level takes none of them."""
    tempted = 0
    for seed, m, seat, hint in _mixed(level, seeds):
        wasted = _wasted(m, seat)
        tempted += bool(wasted)
        assert hint not in wasted, (seed, m.decision()["kind"], hint)
    assert tempted > 10, tempted


def test_easy_spends_no_power_that_would_change_nothing():
    """Easy keeps its character (it augments and feeds the EVP Zone by rule of thumb), but its
    first rule, "use the hero and the monster's effect as soon as they are ready", no longer
    spends a power on nothing."""
    from engine.games.auganism.effects import power_futile

    tempted = 0
    for seed, m, seat, hint in _mixed("easy", range(16)):
        futile = [a for a in ("hero", "use") if a in m.legal_actions() and power_futile(m.state, seat, a)]
        tempted += bool(futile)
        assert hint not in futile, (seed, m.decision()["kind"], hint)
    assert tempted > 10, tempted


def test_normal_answers_a_battle_with_the_card_that_saves_its_monster():
    """The heuristic kept its last card while that card would have turned the battle, and the
    hint said "as things stand: you lose the battle; your hand keeps its cards". Normal's
    answer is never one after which the battle ends worse than after another."""
    from engine.games.auganism.advice import _standing

    answered = 0
    for seed, m, seat, hint in _mixed("normal", range(16)):
        if m.decision()["kind"] == "response" and hint in m.legal_actions() and hint != "hero" and hint != "use":
            answers = [a for a in m.legal_actions() if a.startswith("augment ") or a == "done"]
            best = max(_standing(m.forecast(a)["battle"], seat) for a in answers)
            assert _standing(m.forecast(hint)["battle"], seat) == best, (seed, hint, answers)
            answered += len(answers) > 1
    assert answered > 10, answered

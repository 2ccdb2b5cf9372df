"""Why a Zvery hint is good (advice.py): every kind of decision gets a reason in the rules'
numbers, never in the search's; and no hint leaves a creature to die that a heal could save."""
from __future__ import annotations

import pytest

from engine import api
from engine.core.messages import problems
from engine.games.zvery import ai, battle, forecast
from engine.games.zvery.catching import threshold
from engine.games.zvery.content import content
from engine.games.zvery.rules import RULES
from engine.games.zvery.state import Beast
from engine.games.zvery.state import clone as clone_state
from tests.words import english

from .test_battle import choose, find_skill, plain
from .test_battle import wild_battle as _wild_battle

SEARCH_WORDS = ("computer", "search", "simulat", "playout", "play-out", "tried")


def _hinted(seed: int, kind: str, seat: int = 0, level: str = "normal"):
    """The first position of a seeded game (both seats taking the computer's hint) where `seat`
    decides a `kind` with more than one answer open: the match, the hint and its reason in English."""
    m = api.new_match("zvery", seed, [f"ai:{level}", f"ai:{level}"])
    for _ in range(1500):
        if m.result() is not None:
            break
        hint = m.suggest(m.to_move())
        if m.to_move() == seat and m.decision()["kind"] == kind and len(m.legal_actions()) > 1:
            return m, hint, english(m.why(seat, hint), "zvery")
        m.act(hint)
    pytest.skip(f"no {kind} decision in seed {seed}")


def first_picker(seed: int) -> int:
    """The seat that picks a starter first in a seeded game."""
    return api.new_match("zvery", seed, ["ai:normal", "ai:normal"]).to_move()


def first_current(seed: int) -> int:
    """The current player of the first battle of a seeded game."""
    m = api.new_match("zvery", seed, ["ai:normal", "ai:normal"])
    while m.view(0)["phase"] == "starter":
        m.act(m.suggest(m.to_move()))
    return m.view(0)["current"]


def wild_battle(me, wild):
    """test_battle's wild battle, with the game in its battle phase (where `why` looks)."""
    state, ev = _wild_battle(me, wild)
    state.phase = "battle"
    return state, ev


def test_the_starter_hinted_is_the_one_with_the_most_health_and_the_reason_says_the_numbers():
    m, hint, why = _hinted(3, "starter", seat=first_picker(3))
    c = content().creatures
    card = hint.split()[1]
    assert c[card].health == max(c[x].health for x in m.state.starters)
    assert f"{c[card].name} has the most health of the starters: {c[card].health}" in why


def test_a_wild_creature_hinted_is_the_lowest_level_and_the_reason_names_its_level():
    m, hint, why = _hinted(1, "choose_wild", seat=first_current(1))
    card = content().creatures[m.state.wild[int(hint.split()[1]) - 1].card]
    assert card.level == min(content().creatures[w.card].level for w in m.state.wild)
    assert f"{card.name} is level {card.level}, the lowest in the wild row" in why


def test_the_creature_fielded_is_the_sturdiest_and_the_reason_gives_its_health():
    seat = first_current(2)
    m, hint, why = _hinted(2, "choose_own", seat=seat)
    roster = m.state.players[seat].roster
    beast = roster[int(hint.split()[1]) - 1]
    assert beast.max_health() == max(b.max_health() for b in roster)
    assert f"is your sturdiest creature, with {beast.max_health()} health" in why


def test_a_catch_reason_gives_the_threshold_and_its_exact_chance():
    state, _ = wild_battle(plain(0, 0), plain(1, -1, health=2))
    frame = state.battle.frames[-1]
    f = state.battle.fighters[1]
    rate = content().creatures[f.card].catchrate
    chance = round(100 * forecast.catch_chance(rate, 2, []))
    said = english(RULES.why(clone_state(state), 0, "catch 2"), "zvery")
    assert said == f"a catch needs {threshold(rate, 2)} on the dice (catchrate {rate} plus health 2): {chance}% now"
    fight = english(RULES.why(clone_state(state), 0, "fight"), "zvery")
    assert f"needs {threshold(rate, 2)}" in fight and f"only {chance}% now" in fight
    assert frame["kind"] == "catch_choice"


def test_dice_left_on_a_creature_beat_a_fresh_roll_only_above_its_average():
    assert ai.leave_choice({"rolled": [2, 5, 4]}) == "leave 2"
    assert ai.leave_choice({"rolled": [1, 3, 2]}) == "done"
    state, _ = wild_battle(plain(0, 0), plain(1, -1, health=9))
    state.battle.frames.append({"kind": "leave", "side": 0, "target": 1, "rolled": [2, 5]})
    said = english(RULES.why(clone_state(state), 0, "leave 2"), "zvery")
    assert "the 5 beats the 3.5 a die rolled again averages" in said


def _go(me_skills=(), my_health=10, second=None, wild_health=10, dice=(6, 6, 6, 6, 6)):
    """A wild battle at the current player's first go, its dice `dice`, with an optional second
    own fighter `second` (a Fighter)."""
    me = plain(0, 0, my_health, me_skills)
    mine = [me] + ([second] if second else [])
    state, _ = wild_battle(me, plain(1, -1, wild_health))
    if second:
        second.slot = 1
        state.players[0].roster.append(Beast(second.card))
        state.battle.fighters.insert(1, second)
    state.rng.script([*dice, 1, 1, 1, 1, 1])
    choose(state, "fight", [])
    assert state.battle.frames[-1]["kind"] == "go" and len(mine) == len(battle.team(state.battle, 0))
    return state


def test_a_skill_reason_gives_the_damage_after_fortitude_and_when_the_foe_falls():
    key = find_skill("any", "damage")
    amount = int(battle.skill(key).effects[0].amount)
    state = _go([key], wild_health=amount)
    said = english(RULES.why(clone_state(state), 0, "use 1 1"), "zvery")
    assert f"{amount} damage takes" in said and f"from {amount} to 0 health: it bleeds out" in said


def test_a_pass_after_a_skill_says_the_dice_are_kept_for_another_go():
    state = _go([find_skill("any", "damage")])
    state.battle.acted = True
    said = english(RULES.why(clone_state(state), 0, "pass"), "zvery")
    assert said.startswith("you have used a skill this go, so ending it keeps your dice (6, 6")


def test_the_target_hinted_is_never_a_foe_already_bleeding_out_while_another_stands():
    key = find_skill("any", "damage")
    state = _go([key])
    b = state.battle
    b.fighters.append(plain(1, -1, 7, card=b.fighters[1].card))
    b.fighters[1].health = -2  # bleeding out: it dies at the next step unless healed
    frame = {"kind": "target", "side": 0, "user": 0, "effect": battle.plain(battle.skill(key).effects[0]),
             "paid": 6, "then": []}
    assert ai.aim(b, frame, ["target 2", "target 3"]) == "target 3"
    b.frames.append(frame)
    said = english(RULES.why(clone_state(state), 0, "target 3"), "zvery")
    assert "a foe already bleeding out dies at the next \"creatures die\" step unless healed" in said


def test_a_creature_bleeding_out_that_a_heal_can_save_is_healed_first_at_every_level():
    """The safety rule: a hint never leaves one of your creatures to die at the next
    "creatures die" step while a skill open now would heal it back above 0."""
    heal, hit = "sweet_mend/0", find_skill("exact", "damage")  # the heal: as much as the dice paid, one of yours
    hurt = plain(0, 0, 10, [hit])
    state = _go([hit, heal], second=hurt)
    hurt.health = -1
    legal = RULES.legal_actions(state)
    assert "use 1 2" in legal and "use 1 1" in legal
    assert ai.rescues(state.battle, 0, legal) == ["use 1 2"]
    for level in ("easy", "normal", "hard"):
        assert ai.suggest(clone_state(state), 0, level, 5) == "use 1 2", level
    said = english(RULES.why(clone_state(state), 0, "use 1 2"), "zvery")
    assert "out of bleeding" in said


@pytest.mark.parametrize("seed", [0, 1])
def test_seeded_games_every_hint_has_a_reason_in_the_rules_words(seed):
    """Every hint where more than one move is open, in a whole game, has a reason: a
    well-formed message whose English names no search; and no hint passes by a rescue."""
    m = api.new_match("zvery", seed, ["human", "ai:easy"], {"battles": 3})
    hints = 0
    for _ in range(3000):
        if m.result() is not None:
            break
        seat, hint = m.to_move(), m.suggest(m.to_move())
        if seat == 0 and len(m.legal_actions()) > 1:
            hints += 1
            told = m.why(seat, hint)
            assert told is not None and not problems(told), (m.decision()["kind"], hint)
            said = english(told, "zvery").lower()
            assert not [w for w in SEARCH_WORDS if w in said], said
            if m.decision()["kind"] == "go":
                rescue = ai.rescues(m.state.battle, m.decision()["about"]["side"], m.legal_actions())
                assert not rescue or hint in rescue
        m.act(hint)
    assert hints > 40

"""The forecast (forecast.py) says what a choice in a fight will do, and it is what happens.

Each forecast is checked against the rules themselves: the choice is played on a copy of the
match with every die still to come forced in turn (all six faces of one die, all 36 of two),
and the Life lost counted; the forecast's chances must be those frequencies exactly.
"""
from __future__ import annotations

import itertools

import pytest

from engine import api

from .table import about, asked, outcomes, put, quiet, run

BLUE_ZOMBIE = "b1"  # toughness 2


def _copy(m: api.Match) -> api.Match:
    """A twin of an arranged position (its state was set by hand, so its log does not replay it)."""
    return m.clone()


def _life(m: api.Match, token: str) -> int:
    s = m.state
    if token == "slayer":
        return s.slayer.life
    if token == "nec":
        return max(0, s.nec.life)
    return 1 if s.position(token) is not None else 0


def _finish(m: api.Match, die: int | None) -> None:
    """Play the fight out: keep die `die` of the slayer's roll (the one a Luck change was on,
    else the best for him), let every other roll stand."""
    for _ in range(12):
        if asked(m)["kind"] != "roll" or "att" not in (about(m)["context"] or {}):
            return  # the fight is over
        legal = m.legal_actions()
        if "accept" in legal:
            m.act("accept")
        elif die is not None and f"keep {die}" in legal:
            m.act(f"keep {die}")
            die = None
        else:
            return


def _lost(m: api.Match, action: str, forced: list[int], defender: str, keep_after: int | None) -> int:
    twin = _copy(m)
    before = _life(twin, defender)
    twin.force_dice(forced)
    twin.act(action)
    _finish(twin, keep_after)
    return before - _life(twin, defender)


def _frequencies(m: api.Match, action: str, defender: str, unknown: int, keep_after: int | None) -> dict[int, float]:
    counts: dict[int, int] = {}
    combos = list(itertools.product(range(1, 7), repeat=unknown))
    for dice in combos:
        lost = _lost(m, action, list(dice), defender, keep_after)
        counts[lost] = counts.get(lost, 0) + 1
    return {k: round(v / len(combos), 4) for k, v in sorted(counts.items())}


def _chances(outcome: dict) -> dict[int, float]:
    return {lost: p for lost, p in outcome["chances"]}


def _attacking(zombie: str, hand: list[int], life: int = 5):
    """The slayer next to `zombie`, his attack roll (the Hand forced) waiting for his choice."""
    m = quiet()
    m.state.slayer.life = life
    put(m, zombie, (2, 3))
    m.force_dice(hand)
    run(m, f"attack {zombie}")
    assert asked(m)["kind"] == "roll" and about(m)["purpose"] == "melee"
    return m


def test_keeping_a_die_forecasts_the_chance_to_destroy_the_zombie():
    m = _attacking(BLUE_ZOMBIE, [6, 5, 4, 2, 1])
    forecast = outcomes(m)
    for i in range(5):
        outcome = forecast[f"keep {i}"]
        assert outcome["def"] == BLUE_ZOMBIE and outcome["toughness"] == 2
        assert _chances(outcome) == _frequencies(m, f"keep {i}", BLUE_ZOMBIE, 1, None)


def test_luck_on_the_zombies_defense_die_is_offered_where_it_could_wound_with_its_forecast():
    """The players' case: turning a blue zombie's defense down still did 0 damage (toughness 2).
    That change is no longer offered (luck.py); turning it up and a reroll are, each forecast."""
    m = _attacking(BLUE_ZOMBIE, [4, 4, 4, 4, 4])
    m.force_dice([5])
    run(m, "keep 0")  # Ludwig's 4: 4 melee; the zombie defends with its 5: 4 defense
    p = about(m)
    assert p["purpose"] == "defense" and p["owners"] == [BLUE_ZOMBIE]
    assert "luck down 0" not in m.legal_actions()  # its 4: 3 defense, 1 strength, still no damage
    forecast = outcomes(m)
    for action in ("accept", "luck up 0"):
        exact = _lost(m, action, [], BLUE_ZOMBIE, None)
        assert forecast[action]["chances"] == [[exact, 1.0]], action
        assert forecast[action]["strength"] is not None and forecast[action]["defense"] is not None
    assert _chances(forecast["luck up 0"]) == {1: 1.0}
    assert _chances(forecast["luck reroll 0"]) == _frequencies(m, "luck reroll 0", BLUE_ZOMBIE, 1, None)


def test_luck_on_the_slayers_own_attack_die():
    m = _attacking("v1", [3, 3, 2, 2, 1])
    forecast = outcomes(m)
    for i, how in ((0, "up"), (2, "down"), (4, "up")):
        action = f"luck {how} {i}"
        assert _chances(forecast[action]) == _frequencies(m, action, "v1", 1, keep_after=i), action


@pytest.mark.parametrize("life", [1, 2])
def test_a_zombie_attack_forecasts_the_slayers_wounds(life):
    """A green zombie's attack die waits for the player's Luck; the slayer's Hand (one die per
    Life) is still to roll, and he keeps his best die."""
    m = quiet(options={"zombie_ties": "dice"})
    m.state.slayer.life = life
    put(m, "g1", (2, 3))
    m.force_dice([5])  # 3 melee, its most: turned up (2 melee) or down (2 melee), Luck could spare him
    run(m, "end")
    assert asked(m)["kind"] == "roll" and about(m)["owners"] == ["g1"] and "accept" in m.legal_actions()
    forecast = outcomes(m)
    for action in ("accept", "luck up 0", "luck down 0"):
        expected = {}
        for hand in itertools.product(range(1, 7), repeat=life):
            twin = _copy(m)
            before = _life(twin, "slayer")
            twin.force_dice(list(hand))  # the slayer's defense, rolled once the attack stands
            twin.act(action)
            if asked(twin)["kind"] == "roll" and "accept" in twin.legal_actions():
                twin.act("accept")
            best = None
            for keep in sorted(a for a in twin.legal_actions() if a.startswith("keep")):
                trial = _copy(twin)
                trial.act(keep)
                lost = before - _life(trial, "slayer")
                best = lost if best is None else min(best, lost)
            expected[best] = expected.get(best, 0) + 1
        total = 6 ** life
        assert _chances(forecast[action]) == {k: round(v / total, 4) for k, v in sorted(expected.items())}


def test_the_turn_offers_the_odds_of_each_attack():
    m = quiet()
    put(m, BLUE_ZOMBIE, (2, 3))
    odds = outcomes(m)
    assert set(odds) == {a for a in m.legal_actions() if a.startswith(("attack", "skill assault"))}
    outcome = odds[f"attack {BLUE_ZOMBIE}"]
    assert outcome["def"] == BLUE_ZOMBIE and abs(sum(p for _, p in outcome["chances"]) - 1) < 1e-3
    # the slayer keeps his best die of five, then the zombie rolls: checked by the rules
    m.state.slayer.life = 1
    one_die = outcomes(m)[f"attack {BLUE_ZOMBIE}"]
    frequencies: dict[int, int] = {}
    for hand, block in itertools.product(range(1, 7), repeat=2):
        twin = _copy(m)
        twin.force_dice([hand, block])
        twin.act(f"attack {BLUE_ZOMBIE}")
        _finish(twin, 0)
        lost = 1 - _life(twin, BLUE_ZOMBIE)
        frequencies[lost] = frequencies.get(lost, 0) + 1
    assert _chances(one_die) == {k: round(v / 36, 4) for k, v in sorted(frequencies.items())}


def test_choosing_block_or_defend_forecasts_the_wounds():
    """With Block, a zombie's attack first asks how to defend; each answer has its chances."""
    m = quiet(options={"zombie_ties": "dice"})
    m.state.slayer.life = 2
    m.state.slayer.skills.append("block")
    m.state.slayer.luck = 0  # no Luck: the zombie's die stands at once
    put(m, "g1", (2, 3))
    m.force_dice([6])
    run(m, "end")
    forecast = outcomes(m)
    assert asked(m)["kind"] == "attack" and set(forecast) == {"defend", "skill block"}
    for option in ("defend", "skill block"):
        expected: dict[int, int] = {}
        for hand in itertools.product(range(1, 7), repeat=2):
            twin = _copy(m)
            before = _life(twin, "slayer")
            twin.force_dice(list(hand))
            twin.act(option)
            best = min(before - _life(_played(twin, keep), "slayer")
                       for keep in [a for a in twin.legal_actions() if a.startswith("keep")] or [None])
            expected[best] = expected.get(best, 0) + 1
        assert _chances(forecast[option]) == {k: round(v / 36, 4) for k, v in sorted(expected.items())}


def _played(m: api.Match, action: str | None) -> api.Match:
    twin = _copy(m)
    if action:
        twin.act(action)
    return twin

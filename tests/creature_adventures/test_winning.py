"""The three ways to win, and the Colosseum's rules on the way to Domination."""
from __future__ import annotations

from engine.core.deck import Deck
from engine.games.creature_adventures import growth
from engine.games.creature_adventures.state import WARLORD

from .table import at, creature, fight_wild, of, p, ready, run, team


def _all_sigils(m, seat: int) -> None:
    for s in ("power", "speed", "wisdom"):
        growth.give_sigil(m.state, s, seat, [], source="test")


def test_domination_three_champions_on_consecutive_turns_win_the_throne():
    m = ready()
    team(m, 0, creature("Titan", attack=60, hp=200))
    _all_sigils(m, 0)
    at(m, 0, "gloamwood_1")
    m.force_dice([1, 1])
    run(m, "roll")
    m.force_dice([6])  # one Wilderness space on the way: a 6 is safe
    run(m, "go gloamwood_2")
    assert p(m, 0).pos == "colosseum" and m.legal_actions() == ["enter", "leave"]
    p(m, 1).exhausted = True  # the other player sits out, so the runner's turns follow each other
    m.force_dice([2])
    ev = run(m, "enter", "strike")
    assert of(ev, "colosseum")[0]["won"] == 1 and m.state.runner == 0
    for won in (2, 3):
        assert m.state.turn == 0 and m.legal_actions()[0] == "fight" and "roll" not in m.legal_actions()
        p(m, 1).exhausted = True
        run(m, "fight")
        while m.state.phase == "battle":
            m.force_dice([2])
            run(m, "strike")
        assert m.state.stage == won
    assert m.result()["reason"] == "domination" and m.result()["winners"] == [0]


def test_the_colosseum_needs_all_three_sigils():
    m = ready()
    growth.give_sigil(m.state, "power", 0, [], source="test")
    growth.give_sigil(m.state, "speed", 0, [], source="test")
    at(m, 0, "gloamwood_1")
    m.force_dice([1, 1, 6])
    run(m, "roll", "go gloamwood_2")
    assert p(m, 0).pos == "colosseum" and m.state.phase != "colosseum" and m.state.turn == 1


def test_a_vigilant_player_may_attack_the_runner_and_takes_the_sigils_and_the_colosseum():
    m = ready()
    _all_sigils(m, 1)
    m.state.runner, m.state.stage = 1, 1
    at(m, 1, "colosseum")
    team(m, 0, creature("Challenger", attack=60))
    at(m, 0, "gloamwood_1")
    assert p(m, 0).creatures[0].strength("attack") == 60 and m.state.vigilant(0)
    m.force_dice([1, 1, 6])
    run(m, "roll", "go gloamwood_2")
    assert m.legal_actions() == ["attack 2", "leave"]
    run(m, "attack 2", "pick 1")
    while m.state.battle is not None:
        m.force_dice([5])
        run(m, m.legal_actions()[0] if m.state.battle.stage == "replace" else "strike")
    assert m.state.held(0) == ["power", "speed", "wisdom"]
    assert m.state.runner == 0 and m.state.stage == 0 and p(m, 0).exhausted
    assert p(m, 1).pos == "home_2" and m.state.vigilant(1)


def _runner_facing_the_emperor(m) -> None:
    """Seat 0 holds all three sigils and has beaten two champions; one weak creature is left."""
    _all_sigils(m, 0)
    m.state.runner, m.state.stage = 0, 2
    at(m, 0, "colosseum")
    team(m, 0, creature("Weakling", attack=1, hp=1))


def test_a_runner_knocked_out_by_a_champion_goes_home_keeping_the_sigils():
    m = ready()
    _runner_facing_the_emperor(m)
    m.force_dice([7])  # the Strike draws a counterstrike: the Weakling is knocked out
    ev = run(m, "fight", "strike")
    assert of(ev, "battle_over")[0]["how"] == "knocked_out"
    assert m.state.held(0) == ["power", "speed", "wisdom"] and not of(ev, "sigil_returns")
    assert m.state.runner == -1 and m.state.stage == 0
    assert p(m, 0).pos == "home_1" and not m.state.vigilant(1)
    assert [e["type"] for e in ev if e["type"] in ("colosseum_fallen", "sent_home")] == ["colosseum_fallen", "sent_home"]


def test_a_runner_who_forfeits_to_a_champion_goes_home_and_the_sigils_return_to_their_warlords():
    """Single Player Combat: "Forfeit – Admit defeat and return Home. Any Sigils held return to Warlords"."""
    m = ready()
    _runner_facing_the_emperor(m)
    ev = run(m, "fight", "forfeit")
    assert m.state.sigils == {"power": WARLORD, "speed": WARLORD, "wisdom": WARLORD}
    assert sorted(e["sigil"] for e in of(ev, "sigil_returns")) == ["power", "speed", "wisdom"]
    assert all(e["seat"] == 0 for e in of(ev, "sigil_returns"))
    assert p(m, 0).power_free == 0 and p(m, 0).peace_on == -1
    assert m.state.runner == -1 and m.state.stage == 0 and not m.state.vigilant(1)
    assert p(m, 0).pos == "home_1" and of(ev, "sent_home")[0]["seat"] == 0
    assert of(ev, "colosseum_fallen")[0]["won"] == 2


def test_collector_the_15th_catch_wins_at_once():
    m = ready()
    p(m, 0).catches = 14
    fight_wild(m, 0, creature("Wild", card="fernfox"))
    m.state.battle.sides[1].npc[0].hp = 1
    m.force_dice([10])
    run(m, "pick 1", "catch")
    assert m.result()["reason"] == "collector" and m.result()["winners"] == [0]
    assert m.legal_actions() == [] and m.to_move() is None


def test_survivalist_begins_when_the_creature_deck_is_empty():
    m = ready(seats=3)
    m.state.deck = Deck([])
    _all_sigils(m, 1)
    at(m, 0, "old_bridge")
    m.force_dice([1, 1])
    ev = run(m, "roll", "go north_road_3")
    assert of(ev, "survival") and m.state.survival
    assert m.state.phase == "battle" and m.state.battle.kind == "duel"
    assert [s.seat for s in m.state.battle.sides] == [1, 2]  # the next player duels the one after
    assert not m.state.has(1, "speed")  # all sigils are inactive


def test_survivalist_the_victor_collects_the_losers_creatures_and_the_last_standing_wins():
    m = ready(seats=3)
    m.state.deck = Deck([])
    team(m, 1, creature("Champ", attack=80), creature("Spare"))
    team(m, 2, creature("Loser A"), creature("Loser B"))
    at(m, 0, "old_bridge")
    m.force_dice([1, 1])
    run(m, "roll", "go north_road_3", "pick 1", "pick 1")  # the duel: seat 2 against seat 3
    m.force_dice([2, 1, 2])  # Loser A falls, Loser B (sent in) misses, Loser B falls
    run(m, "strike", "strike", "strike")
    assert p(m, 2).out and m.state.phase == "keep" and m.to_move() == 1
    offered = m.decision()["about"]
    assert (offered["offer"]["name"], offered["offer"]["hp"], offered["more"]) == ("Loser A", 10, 1)
    run(m, "keep")
    assert (m.decision()["about"]["offer"]["name"], m.decision()["about"]["more"]) == ("Loser B", 0)
    run(m, "release")
    assert [f.name for f in p(m, 1).creatures] == ["Champ", "Spare", "Loser A"]
    assert m.state.battle.kind == "duel" and [s.seat for s in m.state.battle.sides] == [1, 0]
    m.force_dice([1])
    run(m, "pick 1", "pick 1", "strike", "forfeit")  # seat 1 gives up the last duel
    assert p(m, 0).out and m.legal_actions() == ["keep 1", "keep 2", "keep 3", "release"]
    run(m, "release", "release", "release")
    assert m.result()["reason"] == "survivalist" and m.result()["winners"] == [1]

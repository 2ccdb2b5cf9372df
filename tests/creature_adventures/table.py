"""Staging positions for rule tests: a real match from new_match, then players, creatures and
places arranged by hand, as a player would set up an example on the table.

Tests then play through Match.act with dice forced by Match.force_dice, so every rule runs for
real. Creature slots and seats in actions are 1-based, as the action strings are.
"""
from __future__ import annotations

from engine import api
from engine.games.creature_adventures import battle
from engine.games.creature_adventures.state import Fighter


def ready(seats: int = 2, seed: int = 1, turn: int = 0) -> api.Match:
    """A match at the start of `turn`'s turn (getting ready), everyone at Home."""
    m = api.new_match("creature_adventures", seed, ["human"] * seats)
    s = m.state
    s.order = list(range(seats))
    s.turn, s.phase, s.pending, s.todo, s.battle = turn, "turn", {}, [], None
    return m


def creature(name: str = "Tester", attack: int = 3, defense: int = 1, hp: int = 10, ability: str = "",
             card: str = "") -> Fighter:
    return Fighter(name, "common", attack, defense, hp, hp, ability, card=card)


def team(m: api.Match, seat: int, *fighters: Fighter) -> None:
    m.state.players[seat].creatures = list(fighters)


def at(m: api.Match, seat: int, space: str) -> None:
    m.state.players[seat].pos = space


def at_the_thieves(m: api.Match, bank: int) -> None:
    """Seat 1's move ended at the Thieves' den with `bank` points banked: the stake is asked."""
    m.state.players[0].bank = bank
    m.state.phase = "thieves"


def at_the_thorn_gate(hp: int, seat: int = 0) -> api.Match:
    """`seat` rolls a 5 at the Thorn Gate, its first creature at `hp`: the road on (no footsteps),
    or the Thornwood (up to 5). Every sigil is held, so no Warlord draws anyone anywhere."""
    m = ready()
    at(m, seat, "thorn_gate")
    m.state.sigils = dict.fromkeys(m.state.sigils, 1)
    p(m, seat).bank = 0
    p(m, seat).creatures[0].hp = hp
    m.force_dice([2, 3])
    run(m, "roll")
    return m


def fight_wild(m: api.Match, seat: int, wild: Fighter, kind: str = "wild") -> list[dict]:
    """Start a battle against an NPC creature as the end of a move would."""
    ev: list[dict] = []
    m.state.todo = ["end"]
    battle.start(m.state, kind, seat, ev, npc=[wild], name=wild.name)
    return ev


def fight_player(m: api.Match, aggressor: int, defender: int) -> list[dict]:
    ev: list[dict] = []
    m.state.todo = ["end"]
    battle.start(m.state, "pvp", aggressor, ev, foe=defender, name=f"Seat {defender + 1}")
    return ev


def run(m: api.Match, *actions: str) -> list[dict]:
    events: list[dict] = []
    for a in actions:
        events += m.act(a)
    return events


def of(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def p(m: api.Match, seat: int):
    return m.state.players[seat]

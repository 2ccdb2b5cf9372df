"""Setting an EverZone table for a rule test.

The rule tests play through `Match.act` like any client, but they need exact cards: a 12-attack
army against an 8-defense one. `made_up` adds cards with chosen numbers to the loaded content for
one test (and takes them out again); `lay` puts instances of any card into a seat's hand, field
or supports; `at_turn` plays the setup and the first deployment with no cards deployed, on a
location of the test's choosing, so a test starts at the first turn's orders. The helpers find
their moves among the decision's choices by verb and names (Match.decision), as a table does.
"""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.match import Match
from engine.games.everzone.content import Effect, Location, Support, Unit, content
from engine.games.everzone.rules import RULES
from engine.games.everzone.state import Slot

FIELD = "test_field"  # a land location, three turns of 20 resources


def unit(card_id: str, attack: int, defense: int, range_: int, resources: int, *, race: str = "numan",
         places=("land",), ability: Effect | None = None, leader: bool = False) -> Unit:
    return Unit(card_id, card_id.replace("_", " ").title(), race, leader, attack, defense, range_, resources,
                tuple(places), ability, "A card made up for a test.")


def support(card_id: str, resources: int, effect: Effect, *, race: str = "numan", attack: int = 0,
            defense: int = 0, range_: int = 0) -> Support:
    return Support(card_id, card_id.replace("_", " ").title(), race, resources, attack, defense, range_, effect,
                   "A card made up for a test.")


@pytest.fixture
def made_up():
    """add(card) puts a made-up card or location into the content for this test only."""
    c = content()
    added: list[tuple[dict, str]] = []

    def add(card):
        table = c.locations if isinstance(card, Location) else c.units if isinstance(card, Unit) else c.supports
        table[card.id] = card
        added.append((table, card.id))
        return card.id

    add(Location(FIELD, "Test Field", "land", False, (20, 20, 20), "A place made up for a test."))
    yield add
    for table, key in added:
        table.pop(key, None)


def war(seats: int = 2, seed: int = 1, **options) -> Match:
    names = ["human"] * seats
    return Match(RULES, seed, names, RULES.check_options(names, options))


def choose(m: Match, *verbs: str, **names) -> bool:
    """Take the first choice open now with the first of `verbs` that has one (and, if given,
    naming these things); False when none has."""
    for verb in verbs:
        for c in m.decision()["choices"]:
            if c["verb"] == verb and all(c["names"].get(k) == v for k, v in names.items()):
                m.act(c["action"])
                return True
    return False


def finish_setup(m: Match, leaders: dict | None = None) -> None:
    """Every seat takes a leader (its race's first, or the one given) and the first three
    locations offered, and seals."""
    while m.state.phase == "setup":
        wanted = (leaders or {}).get(m.to_move())
        if not choose(m, "choose_leader", **({"card": wanted} if wanted else {})):
            choose(m, "pick_location", "seal")


def at_turn(m: Match, location: str = FIELD, targets: dict | None = None) -> None:
    """From setup to the first turn's orders on `location`; hands stay as dealt and nothing is
    deployed. Three players pick the race tokens given ({seat: target seat})."""
    finish_setup(m)
    m.state.location = location
    while m.state.phase == "prepare":
        seat = m.to_move()
        if not choose(m, "pick_token", **({"seat": targets[seat]} if targets else {})):
            choose(m, "draw", "seal")


_made = [0]


def lay(m: Match, seat: int, card_id: str, where: str = "field", status: str = "down", uid: str = "") -> str:
    """A new instance of a card in a seat's hand, field (face down, active or off) or supports."""
    state = m.state
    _made[0] += 1
    uid = uid or f"{seat}:t{_made[0]}"
    state.cards[uid] = card_id
    p = state.players[seat]
    if where == "hand":
        p.hand.append(uid)
    elif where == "supports":
        p.supports.append(uid)
    else:
        state.deployed += 1
        p.field.append(Slot(f"{seat}.{len(p.field) + 1}", uid, status=status, order=state.deployed,
                            shown=status != "down"))
    if state.sealed and str(seat) in state.before:
        from engine.games.everzone.state import player_data

        state.before[str(seat)] = player_data(p)
    return uid


def clear(m: Match, seat: int) -> None:
    """Empty a seat's hand (but the leader), field and supports: the test lays what it needs."""
    p = m.state.players[seat]
    p.hand = [u for u in p.hand if u == p.leader]
    p.field, p.supports = [], []
    if m.state.sealed:
        from engine.games.everzone.state import player_data

        m.state.before[str(seat)] = player_data(p)


def orders(m: Match, seat: int, *actions: str) -> list[dict]:
    """The seat enters these actions and seals; returns every event."""
    assert m.to_move() == seat, f"seat {m.to_move()} is to move, not {seat}"
    events = []
    for action in actions:
        events += m.act(action)
    seal = next(c["action"] for c in m.decision()["choices"] if c["verb"] == "seal")
    return events + m.act(seal)


def with_ability(card_id: str, effect: Effect) -> Unit:
    return replace(content().units[card_id], ability=effect)

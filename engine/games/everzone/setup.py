"""Setting a war up (rulebook: "Setup", "Leader card", "Location cards"; rulings 3, 4, 26).

Each seat's army deck comes with the options, whole (a ready-made deck's id is expanded when the
options are checked), so a saved game replays even if a player later edits or deletes the deck.
Every card gets an instance id and each deck is shuffled; the secret setup round (leaders and
locations) is then open. The number of seats decides the game: two players, three players, or
2v2 teams (seats 1 and 3 against 2 and 4).
"""
from __future__ import annotations

from ...core.deck import Deck, instances
from ...core.errors import BadOptions
from ...core.rng import Rng
from . import rounds
from .content import RACES, content, deck_problems, ready_made
from .state import DUEL, TEAMS, THREE, Player, Side, State

COMMAND_POINTS = (10, 20, 30)
MODES = {2: DUEL, 3: THREE, 4: TEAMS}


def check_options(seats: list[str], options: dict) -> dict:
    """{"command": 10 | 20 | 30, "decks": [deck id or {"name", "race", "cards"} per seat]}."""
    unknown = sorted(set(options) - {"command", "decks"})
    if unknown:
        raise BadOptions(f"unknown option {unknown[0]!r} for EverZone")
    if len(seats) not in MODES:
        raise BadOptions(f"EverZone is for 2, 3 or 4 players (2v2), not {len(seats)}")
    command = options.get("command", 20)
    if command not in COMMAND_POINTS or isinstance(command, bool):
        raise BadOptions(f"command points are 10, 20 or 30, not {command!r}")
    decks = options.get("decks") or default_decks(len(seats))
    if not isinstance(decks, list) or len(decks) != len(seats):
        raise BadOptions(f"give one deck per seat ({len(seats)})")
    whole = [_whole(d, i) for i, d in enumerate(decks)]
    if len(seats) == 3 and len({d["race"] for d in whole}) != 3:
        raise BadOptions("in the three-player game each player commands a different race")
    return {"command": command, "decks": whole}


def default_decks(seats: int) -> list[str]:
    """Seat by seat through the races, each race's first ready-made deck, then its second."""
    out = []
    for seat in range(seats):
        race = RACES[seat % len(RACES)]
        mine = [d.id for d in content().decks.values() if d.race == race]
        out.append(mine[(seat // len(RACES)) % len(mine)])
    return out


def _whole(deck, seat: int) -> dict:
    if isinstance(deck, str):
        found = content().decks.get(deck)
        if found is None:
            raise BadOptions(f"seat {seat + 1}: there is no ready-made deck {deck!r}")
        return {"name": found.name, "race": found.race, "cards": dict(found.cards)}
    if not isinstance(deck, dict) or not isinstance(deck.get("cards"), dict) or deck.get("race") not in RACES:
        raise BadOptions(f"seat {seat + 1}: a deck is an id or {{\"race\": ..., \"cards\": {{card: count}}}}")
    problems = deck_problems(deck["race"], deck["cards"])
    if problems:
        raise BadOptions(f"seat {seat + 1}'s deck: {problems[0]}")
    return {"name": str(deck.get("name", "Army deck")), "race": deck["race"], "cards": dict(deck["cards"])}


def new_state(seed: int, seats: list[str], options: dict, ev: list[dict]) -> State:
    rng = Rng(seed)
    cards: dict[str, str] = {}
    players = []
    for seat, deck in enumerate(options["decks"]):
        uids = instances(seat, deck["cards"], cards)
        players.append(Player(seat, deck["race"], deck["name"], Deck.shuffled(uids, rng)))
    mode = MODES[len(seats)]
    groups = [[0, 2], [1, 3]] if mode == TEAMS else [[s] for s in range(len(seats))]
    sides = [Side(g, options["command"]) for g in groups]
    state = State(rng, mode, players, sides, cards, options["command"])
    ev.append({"type": "war", "mode": mode, "command": options["command"], "picks": rounds.PICKS,
               "decks": [{"name": d["name"], "race": d["race"], "id": ready_made(d["name"], d["race"])}
                         for d in options["decks"]]})
    rounds.start(state, ev)
    return state

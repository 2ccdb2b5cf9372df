"""Setting a duel up (rulebook: "Before the duel starts, both players draw 2 cards each and
their Hero cards are revealed"; rulings 1-3, 25).

Each seat's deck comes with the options, whole (a ready-made deck's id is expanded when the
options are checked), so a saved game replays even if a player later edits or deletes the deck.
Every card gets an instance id, the decks are shuffled, a coin toss picks the first seat, both
heroes are revealed, everyone draws two, and the first turn begins.
"""
from __future__ import annotations

from ...core.deck import Deck, instances
from ...core.errors import BadOptions
from ...core.rng import Rng
from . import effects, turn
from .content import content, deck_problems
from .meta import LIMITS
from .state import Player, State

OPENING_HAND = 2


def check_options(seats: list[str], options: dict) -> dict:
    """{"decks": [deck id or {"hero", "cards"} per seat], "tag": bool} -> the same, decks whole."""
    unknown = sorted(set(options) - {"decks", "tag"})
    if unknown:
        raise BadOptions(f"unknown option {unknown[0]!r} for Auganism")
    tag = bool(options.get("tag", False))
    wanted = 4 if tag else 2
    if len(seats) != wanted:
        raise BadOptions(f"{'a tag battle' if tag else 'a duel'} is for {wanted} players, not {len(seats)}")
    ready = list(content().decks.values())
    decks = options.get("decks") or [ready[i % len(ready)].id for i in range(wanted)]
    if not isinstance(decks, list) or len(decks) != wanted:
        raise BadOptions(f"give one deck per seat ({wanted})")
    return {"decks": [_whole(d, i) for i, d in enumerate(decks)], "tag": tag}


def _whole(deck, seat: int) -> dict:
    if isinstance(deck, str):
        found = content().decks.get(deck)
        if found is None:
            raise BadOptions(f"seat {seat + 1}: there is no ready-made deck {deck!r}")
        return {"id": found.id, "hero": found.hero, "cards": dict(found.cards)}
    if not isinstance(deck, dict) or not isinstance(deck.get("cards"), dict):
        raise BadOptions(f"seat {seat + 1}: a deck is an id or {{\"hero\": ..., \"cards\": {{card: count}}}}")
    problems = deck_problems(deck["cards"], deck.get("hero", ""))
    if problems:
        raise BadOptions(f"seat {seat + 1}'s deck: {problems[0]}")
    whole = {"hero": deck["hero"], "cards": dict(deck["cards"])}
    if deck.get("id") in content().decks:  # a ready-made deck, as a save keeps it: named by the catalog
        return {"id": deck["id"], **whole}
    return {"name": str(deck.get("name", "Deck")), **whole}


def _deck_named(deck: dict) -> dict:
    """How the opening names a deck: a ready-made one by its id (its name is the catalog's, in
    each player's language), a player's own by the name they gave it."""
    return {"id": deck["id"]} if "id" in deck else {"name": deck.get("name", "")}


def new_state(seed: int, seats: list[str], options: dict, ev: list[dict]) -> State:
    rng = Rng(seed)
    cards: dict[str, str] = {}
    players = []
    for seat, deck in enumerate(options["decks"]):
        uids = instances(seat, deck["cards"], cards)
        players.append(Player(seat, deck["hero"], Deck.shuffled(uids, rng)))
    state = State(rng, players, cards, tag=options["tag"])
    state.current = rng.below(2)  # ruling 3 (in a tag battle: which team's first seat opens)
    ev.append({"type": "heroes", "heroes": [p.hero for p in players], "decks": [_deck_named(d) for d in options["decks"]],
               "tag": state.tag, "team_wins": LIMITS["team_wins"]})
    ev.append({"type": "first", "seat": state.current})
    for p in players:
        effects.draw(state, p.seat, OPENING_HAND, ev)
    turn.begin(state, ev)
    return state

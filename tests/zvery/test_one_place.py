"""Every Zvery creature card lies in exactly one place after every action (issue 13), and
so does every ability and mutation card.

The places a creature can be: a face-down level deck, the level-2 starters on offer, the wild
row, a player's roster, the discard pile. A battle's fighters are not a place: they are the
battle's record of creatures that lie in one of those. Games are played through engine.api by
the computer for both seats, with a random legal action now and then so that catches, releases
and odd choices come up too.
"""
from __future__ import annotations

import random

import pytest

from engine import api
from engine.games.zvery.content import content
from engine.games.zvery.state import State

C = content()


def creature_places(state: State) -> list[tuple[str, str]]:
    """(place, creature card) for every creature card in the game, wherever it lies."""
    out = [(f"level {n} deck", card) for n, deck in state.levels.items() for card in deck.pile + deck.discards]
    out += [("starters", card) for card in state.starters]
    out += [("wild row", beast.card) for beast in state.wild]
    out += [(f"roster {p.seat}", beast.card) for p in state.players for beast in p.roster]
    out += [("discard", card) for card in state.discard if card in C.creatures]
    return out


def ability_places(state: State) -> list[tuple[str, str]]:
    """(place, ability card) for every ability card: the ability deck, beneath a creature, the discard."""
    out = [("ability deck", card) for card in state.abilities.pile + state.abilities.discards]
    out += [("wild row", a) for beast in state.wild for a in beast.abilities]
    out += [(f"roster {p.seat}", a) for p in state.players for beast in p.roster for a in beast.abilities]
    out += [("discard", card) for card in state.discard if card in C.abilities]
    return out


def mutation_places(state: State) -> list[tuple[str, str]]:
    """(place, mutation card) for every mutation card: the mutation deck, face up, the mutation
    discard pile, on a creature, at stake in a wild battle, won and waiting to be drafted or placed."""
    out = [("mutation deck", card) for card in state.mutations.pile + state.mutations.discards]
    out += [("face up", card) for card in state.open_mutations]
    out += [("mutation discard", card) for card in state.mutation_discard]
    out += [("on a creature", m) for beast in state.wild + [x for p in state.players for x in p.roster]
            for m in beast.mutations]
    if state.phase == "battle" and state.battle.kind == "wild":
        out += [("at stake", card) for card in state.battle.at_stake]
    if state.phase in ("release", "draft", "place"):
        out += [("won", card) for card in state.pending["pool"] + [m for got in state.pending["got"] for m in got]]
    return out


def misplaced(places: list[tuple[str, str]], every: list[str]) -> str:
    """What is wrong with where the cards lie: a card in two places, or a card missing; '' if nothing."""
    where: dict[str, list[str]] = {}
    for place, card in places:
        where.setdefault(card, []).append(place)
    twice = {card: at for card, at in where.items() if len(at) > 1}
    missing = sorted(set(every) - set(where))
    extra = sorted(set(where) - set(every))
    return "; ".join(filter(None, [f"in two places: {twice}" if twice else "",
                                   f"missing: {missing}" if missing else "", f"unknown: {extra}" if extra else ""]))


def shared_objects(state: State) -> list[str]:
    """Creatures held by one object in two lists (a change to one would show in the other)."""
    seen: dict[int, str] = {}
    shared = []
    for place, beasts in [("wild row", state.wild)] + [(f"roster {p.seat}", p.roster) for p in state.players]:
        for beast in beasts:
            if id(beast) in seen:
                shared.append(f"{beast.card} in {seen[id(beast)]} and {place}")
            seen[id(beast)] = place
    return shared


def gone_but_in_the_row(state: State) -> list[str]:
    """Wild creatures caught, or killed in a battle now over, that still lie in the wild row: a
    caught one is its catcher's at once (ruling 17), and the rulebook (3.1.10) sends the dead to
    the discard pile when the battle ends, before the mutations are distributed."""
    b = state.battle
    if b is None or b.kind != "wild":
        return []
    gone = {f.card: f.gone for f in b.fighters if f.side == 1 and left_the_row(state, f)}
    return [f"{beast.card} ({gone[beast.card]})" for beast in state.wild if beast.card in gone]


def left_the_row(state: State, f) -> bool:
    """A caught creature leaves the wild row at once; a dead one when the battle is over."""
    return f.gone == "caught" or (f.gone == "dead" and state.phase != "battle")


def fighters_astray(state: State) -> list[str]:
    """Wild fighters whose slot does not point at their creature in the wild row (the table
    finds a fighter's card, and marks the row after a battle, by these slots); the slot of one
    that has left the row is -1."""
    b = state.battle
    if b is None or b.kind != "wild":
        return []
    return [f"{f.card} at {f.slot}" for f in b.fighters if f.side == 1 and not (
        f.slot == -1 if left_the_row(state, f) else 0 <= f.slot < len(state.wild)
        and state.wild[f.slot].card == f.card)]


@pytest.mark.parametrize("seed", range(1, 9))
def test_every_card_is_in_exactly_one_place_after_every_action(seed):
    m = api.new_match("zvery", seed=seed, seats=["ai:easy", "ai:easy"])
    chooser = random.Random(seed)
    every = {creature_places: sorted(C.creatures), ability_places: sorted(C.abilities),
             mutation_places: sorted(C.mutations)}
    for step in range(5000):
        if m.result() is not None:
            break
        legal = m.legal_actions()
        action = chooser.choice(legal) if chooser.random() < 0.3 else m.suggest(m.to_move())
        m.act(action)
        where = f"seed {seed}, action {step + 1} ({action!r}), phase {m.state.phase}"
        for places, cards in every.items():
            assert not misplaced(places(m.state), cards), f"{where}: {misplaced(places(m.state), cards)}"
        assert not shared_objects(m.state), f"{where}: {shared_objects(m.state)}"
        assert not gone_but_in_the_row(m.state), f"{where}: {gone_but_in_the_row(m.state)}"
        assert not fighters_astray(m.state), f"{where}: {fighters_astray(m.state)}"
    assert m.result() is not None

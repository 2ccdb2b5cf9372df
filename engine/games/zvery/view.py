"""What a seat may see of Zvery: everything on the table. Hidden: the order of the face-down
decks (only their sizes show) and future dice; nothing in Zvery is held in a hand.

The decision waiting - the phase's picks so far, a battle's frames - is not the table: a table
learns it from Match.decision() (its kind, choices and "about", kinds.py)."""
from __future__ import annotations

from dataclasses import asdict

from .state import Battle, State


def view(state: State, seat: int | None) -> dict:
    b = state.battle
    return {
        "game": "zvery",
        "phase": state.phase,
        "current": state.current,
        "battles": state.battles,
        "final_after": state.final_after,  # the final battle comes after this many battles at the latest
        "picking": state.picking,
        "starters": list(state.starters),
        "players": [{"seat": p.seat, "roster": [asdict(x) for x in p.roster]} for p in state.players],
        "wild": [asdict(w) for w in state.wild],
        "open_mutations": list(state.open_mutations),
        "decks": {**{f"level_{n}": len(d) for n, d in state.levels.items()},
                  "abilities": len(state.abilities), "mutations": len(state.mutations)},
        "discard": list(state.discard),
        "mutation_discard": list(state.mutation_discard),
        "battle": _battle(b),
        "result": state.result,
    }


def _battle(b: Battle | None) -> dict | None:
    """The battle on the table: its fighters, dice pools, turn and stage, without its frames."""
    if b is None:
        return None
    shown = asdict(b)
    del shown["frames"]
    return shown

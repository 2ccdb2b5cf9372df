"""What the table shows: the whole game but the order of the town deck.

Zombie Slayer is solo and every die is rolled in the open, so every seat (and an onlooker)
sees the same picture; only the deck's order stays face down. What the game waits for is not
in the view: the table reads it from Match.decision() (decisions.py).
"""
from __future__ import annotations

from .content import content
from .state import BORDER_SIDES, State
from .words import slayer


def view(state: State, seat: int | None) -> dict:
    s = state.slayer
    c = content()
    return {
        "game": "zombie_slayer",
        "turn": state.turn,
        "phase": state.phase,
        "boss": state.boss,
        "options": dict(state.options),
        "tiles": [{"at": list(at), "tile": p.tile, "rot": p.rot, "border": BORDER_SIDES[p.rot], "visited": p.visited}
                  for at, p in sorted(state.tiles.items())],
        "deck": len(state.deck),
        "slayer": {
            "name": s.name, "token": s.token, "faces": list(s.faces), "pos": list(s.pos), "life": s.life,
            "hand": s.hand, "luck": s.luck, "skills": list(s.skills), "items": list(s.items),
            "slots": s.slots(), "townsmen": s.townsmen, "xp": s.xp, "cp": s.cp, "actions": s.actions,
            "barrage": s.barrage, "attacked": s.attacked, "defense_mod": s.defense_mod, "dash": s.dash,
            "accuracy": s.accuracy, "guard": s.guard, "searched": s.searched, "window": list(s.window),
            "owed_move": s.owed_move, "named": slayer(state),
        },
        "zombies": [{"id": z.id, "colour": z.colour, "pos": list(z.pos)} for z in state.on_board()],
        "pool": {col: sum(1 for z in state.zombies.values() if z.colour == col and z.pos is None) for col in c.zombies},
        "followers": [{"id": f.id, "pos": list(f.pos) if f.pos else None,
                       "actions": f.actions} for f in state.company()],
        "necromancer": None if state.nec.pos is None else {
            "pos": list(state.nec.pos), "life": max(0, state.nec.life), "dead": state.nec.dead},
        "dung": [list(d) for d in sorted(state.dung)],
        "result": state.result,
    }

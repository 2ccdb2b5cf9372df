"""What the table shows: the whole game but the order of the town deck.

Zombie Slayer is solo and every die is rolled in the open, so every seat (and an onlooker)
sees the same picture; only the deck's order stays face down.
"""
from __future__ import annotations

from .combat import defense_options, name_of
from .content import content
from .forecast import guard_outcomes, roll_outcomes, turn_odds
from .state import BORDER_SIDES, State
from .steps import waiting
from .turn import turn_actions


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
            "owed_move": s.owed_move,
        },
        "zombies": [{"id": z.id, "colour": z.colour, "pos": list(z.pos)} for z in state.on_board()],
        "pool": {col: sum(1 for z in state.zombies.values() if z.colour == col and z.pos is None) for col in c.zombies},
        "followers": [{"id": f.id, "name": c.followers[f.id].name, "pos": list(f.pos) if f.pos else None,
                       "actions": f.actions} for f in state.company()],
        "necromancer": None if state.nec.pos is None else {
            "pos": list(state.nec.pos), "life": max(0, state.nec.life), "dead": state.nec.dead},
        "dung": [list(d) for d in sorted(state.dung)],
        "pending": pending(state),
        "result": state.result,
    }


def pending(state: State) -> dict:
    """The decision the game waits for, described for the screen."""
    frame = waiting(state)
    if state.result is not None:
        return {"kind": "over"}
    if frame is None:  # "odds": what each attack on offer may do (forecast.py)
        return {"kind": "turn", "odds": turn_odds(state, turn_actions(state))}
    k = frame["kind"]
    if k == "roll":  # "forecast": what each answer does to the fight the roll belongs to
        return {"kind": "roll", "purpose": frame["purpose"], "owners": frame["owners"], "dice": list(frame["dice"]),
                "keep": frame["keep"], "endure": frame["endure"],
                "luck": frame["luck"] and state.slayer.luck > 0,
                "context": _context(state), "forecast": roll_outcomes(state)}
    if k == "attack":
        a = frame["a"]
        return {"kind": "defend", "att": frame["att"], "name": name_of(state, frame["att"]),
                "attack": a["dice"] if a else None, "options": defense_options(state, frame),
                "forecast": guard_outcomes(state)}
    if k == "zombies":
        ask = frame["ask"] or {}
        return {"kind": ask.get("what", "zombies"), "options": ask.get("options", []), "zombie": frame["current"]}
    if k == "explore":
        return {"kind": "place", "tile": frame["card"], "from": frame["tile"], "side": frame["sides"][0] if frame["sides"] else None,
                "options": frame["options"]}
    if k == "search":
        ask = frame["ask"] or {}
        return {"kind": ask.get("what", "search"), "options": ask.get("options", []), "found": frame.get("found")}
    if k == "dash":
        return {"kind": "dash", "stage": frame["stage"], "left": frame["left"]}
    return {"kind": k}


def _context(state: State) -> dict | None:
    """The step under a roll (an attack's sides), so the screen can say what the roll is for."""
    if len(state.stack) < 2:
        return None
    below = state.stack[-2]
    if below["kind"] == "attack":
        return {"att": below["att"], "def": below["def"], "mode": below["mode"], "skill": below["skill"],
                "guard": below["guard"], "a": below["a"]}
    if below["kind"] == "search":  # the treasure die reads the card the search found
        return {"kind": "search", "card": below.get("card")}
    return {"kind": below["kind"]}

"""What a seat may see of Creature Adventures: almost everything.

Hidden: the creature deck's order (only its size shows) and, between two players, a battle
pick not yet revealed: the other seat (and an onlooker) sees only that a creature was picked.

Besides the state, a battle's view carries what each choice of the side to move will do, worked
out by the rules (its `forecast`), so a table shows consequences without a second copy of the
rules. What the game waits for is not in the view: the table asks Match.decision() (the kinds
in decisions.py), whose "about" tells the rest of a decision (the ways a move can end, what the
Shaman would heal, the creature on offer).
"""
from __future__ import annotations

from . import aftermath, forecast, growth, terms
from . import battle as battle_rules
from .content import content
from .state import Battle, Fighter, Player, State


def fighter_view(f: Fighter) -> dict:
    """A creature as a table shows it; "id" is what the table names it by (terms.ident)."""
    return {"name": f.name, "id": terms.ident(f), "tier": f.tier, "ability": f.ability, "card": f.card, "hp": f.hp, "max_hp": f.max_hp,
            "attack": f.strength("attack"), "defense": f.strength("defense"), "points": list(f.points),
            "power": list(f.power), "down": f.down}


def _player(state: State, p: Player) -> dict:
    return {
        "seat": p.seat, "pos": p.pos, "level": p.level, "exp": p.exp, "exp_needed": growth.exp_needed(p),
        "bank": p.bank, "catches": p.catches, "artifacts": dict(p.artifacts), "charges": p.charges,
        "astral": p.astral > 0, "power_free": p.power_free,
        "peace_on": p.peace_on, "peace_used": p.peace_used, "exhausted": p.exhausted, "rally": p.rally,
        "out": p.out, "vigilant": state.vigilant(p.seat), "sigils": state.held(p.seat),
        "footsteps": p.footsteps, "creatures": [fighter_view(f) for f in p.creatures],
        "prices": {a: growth.next_cost(p, a) for a in ("fortify", "tailwind", "ascension", "shoes", "bandage")},
    }


def _battle(state: State, b: Battle, seat: int | None, revealed: bool = False) -> dict:
    sides = []
    for i, s in enumerate(b.sides):
        f = b.fighter(state, i)
        sides.append({
            "seat": s.seat, "active": s.active, "npc": [fighter_view(x) for x in s.npc],
            "picked": s.pick >= 0, "pick": s.pick if (s.pick >= 0 and (revealed or seat == s.seat)) else -1,
            "fighter": fighter_view(f) if f else None,
            "attack": battle_rules.effective(state, b, i, "attack") if f else 0,
            "defense": battle_rules.effective(state, b, i, "defense") if f else 0,
            "boost_attack": s.boost_attack, "boost_defense": s.boost_defense, "dodging": s.dodging,
            "knocked": s.knocked, "temp": s.temp if s.temp_on == s.active else 0,
        })
    wild = b.fighter(state, 1) if b.kind == "wild" else None
    return {"kind": b.kind, "name": b.name, "stage": b.stage, "mover": b.mover, "extra": b.extra,
            "stake": b.stake, "sigil": b.sigil, "rounds": b.rounds, "sides": sides,
            "champion": content().champions[state.stage].id if b.kind == "champion" else "",
            "catch_need": battle_rules.catch_need(wild) if wild else None,
            "forecast": forecast.battle(state)}


def view(state: State, seat: int | None, revealed: bool = False) -> dict:
    """What `seat` sees; `revealed`: each battle pick too, before it is shown (a finished
    game's replay, face up)."""
    board = content().board
    out = {
        "game": "creature_adventures",
        "phase": state.phase,
        "turn": state.turn,
        "turns": state.turns,
        "order": list(state.order),
        "players": [_player(state, p) for p in state.players],
        "sigils": dict(state.sigils),
        "deck": len(state.deck),
        "discard": len(state.discard),
        "runner": state.runner,
        "stage": state.stage,
        "survival": state.survival,
        "battle": _battle(state, state.battle, seat, revealed) if state.battle else None,
        "result": state.result,
        "board": board.name,
        "catches_to_win": aftermath.catches_to_win(state),
    }
    return out


def reveal(state: State, seat: int | None) -> dict:
    return view(state, seat, revealed=True)

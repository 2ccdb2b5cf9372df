"""What a choice would do, counted before it is made: the table shows it before the click.

`outcome(state, action)` carries the action out on a copy of the state with the rules
themselves (turn.step: the summon, the EVP card, the evolution, the augment, an effect), and
reads what it leaves: both duellists' Attack, Shield and Health (stats.py counts them as a
battle would), the mover's EVP score, and - where the choice leads to a battle - the battle
fought on the copy as the numbers stand (battle.fight): each blow and who wins. Nothing is
guessed: whatever the rules do, the forecast does, and the real state is never touched.

A forecast knows only what the table shows. A battle's outcome may still change while the
defender can respond from a hand nobody else sees: `open` says so, and a table words it as
"unless they respond". Effects that draw cards draw on the copy; what is drawn changes no
number the forecast reports.
"""
from __future__ import annotations

from . import battle, stats, turn
from .state import State, clone

#: The choices a forecast is counted for: the others change no number it reports.
VERBS = ("summon", "evp", "evolve", "augment", "battle", "done", "hero", "use")


def outcome(state: State, action: str) -> dict:
    """{"seat": the mover, "monsters": {str(seat): monster or None} for both duellists
    (string keys: the forecast goes into the view, which is JSON), "evp": the
    mover's EVP score after, "battle": a battle forecast or None}. A monster is {"card",
    "stage" (from 1), "attack", "shield", "health", "top" (its stage's full Health)}."""
    twin = clone(state)
    seat = turn.mover(twin)
    word = action.partition(" ")[0]
    if word not in ("battle", "done", "skip"):
        turn.step(twin, action, [])
    duel = (twin.current, twin.opponent(twin.current))
    fights = word in ("battle", "done") or twin.phase == "response" or (word == "augment" and _both_summoned(twin))
    return {"seat": seat, "monsters": {str(s): monster(twin, s) for s in duel}, "evp": stats.evp_score(twin, seat),
            "battle": fight(twin, open_=word != "done") if fights and _both_summoned(twin) else None}


def monster(state: State, seat: int) -> dict | None:
    """The seat's summoned monster as a battle would count it now."""
    s = state.players[seat].summoned
    if s is None:
        return None
    top = stats.stage(state, seat)
    return {"card": state.card(s.uid), "stage": s.stage + 1, "attack": stats.battle_attack(state, seat),
            "shield": stats.battle_shield(state, seat), "health": s.health, "top": top.health}


def fight(state: State, open_: bool = True) -> dict:
    """The battle of the turn player against the defender, fought on a copy as things stand:
    {"attacker", "defender", "attack": [attacker's, defender's], "shield": [...], "blows": [{"seat",
    "target", "attack", "shield", "damage", "health"}], "winner": seat or None, "open": whether the
    defender may still respond (`open_` and a response is left to them), "pierced": [whether the
    attacker's Shield counts as 0, the defender's] (a pierce: "against your Shield 0" with a
    Shield card just played read as a wrong sum)}."""
    twin = clone(state)
    defender = twin.opponent(twin.current)
    responses = [a for a in turn.response_choices(twin) if a != "done"] if open_ else []
    ev: list[dict] = []
    battle.fight(twin, ev)
    head = next(e for e in ev if e["type"] == "battle")
    won = next((e for e in ev if e["type"] == "battle_won"), None)
    return {"attacker": head["attacker"], "defender": head["defender"], "attack": head["attack"],
            "shield": head["shield"], "pierced": head["pierced"],
            "blows": [{k: e[k] for k in ("seat", "target", "attack", "shield", "damage", "health")}
                      for e in ev if e["type"] == "strike"],
            "winner": won["seat"] if won else None, "open": bool(responses) and defender is not None}


def _both_summoned(state: State) -> bool:
    return all(state.players[s].summoned is not None for s in (state.current, state.opponent(state.current)))

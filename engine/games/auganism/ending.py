"""How a duel ends: three battles won (five for a team in a tag battle), nothing to summon, or
the stalemate rule (ruling 19). Each sets `state.result` and the phase "over" and says so in an
event; `result()["reason"]` names the rule.
"""
from __future__ import annotations

from .meta import LIMITS
from .state import State

WINS = LIMITS["wins"]  # the numbers a player is told: meta.py
TEAM_WINS = LIMITS["team_wins"]
QUIET_TURNS = LIMITS["quiet_turns"]
MAX_TURNS = LIMITS["max_turns"]


def _finish(state: State, winners: list[int], reason: str, ev: list[dict], **why) -> None:
    """The end, and why in numbers (`why`: the stalemate's turn and quiet count, the sides'
    battles won and Health; the seat with nothing to summon), and every seat's battles won, so
    that the end tells itself."""
    state.result = {"winners": sorted(winners), "reason": reason,
                    "wins": [p.wins for p in state.players], "turns": state.turn}
    state.phase = "over"
    ev.append({"type": "game_over", "winners": sorted(winners), "reason": reason, "tag": state.tag,
               "limits": {"wins": WINS, "team_wins": TEAM_WINS}, "wins": [p.wins for p in state.players], **why})


def team_of(state: State, seat: int) -> list[int]:
    """The seats that win together: one seat in a duel, the two partners in a tag battle."""
    return [seat, state.partner(seat)] if state.tag else [seat]


def three_wins(state: State, seat: int, ev: list[dict]) -> bool:
    """The battle just won was the last one needed (3 for a player, 5 for a team)."""
    if state.tag:
        if state.team_wins(state.team(seat)) >= TEAM_WINS:
            _finish(state, team_of(state, seat), "five team wins", ev)
            return True
        return False
    if state.players[seat].wins >= WINS:
        _finish(state, [seat], "three wins", ev)
        return True
    return False


def nothing_to_summon(state: State, seat: int, ev: list[dict]) -> None:
    """Ruling 5: the seat (and, in a tag battle, its team) loses."""
    winner = state.opponent(seat)
    ev.append({"type": "nothing_to_summon", "seat": seat})
    _finish(state, team_of(state, winner), "nothing to summon", ev, loser=seat)


def end_of_turn(state: State, ev: list[dict]) -> bool:
    """Ruling 19, checked as each turn ends: True when the duel is over. The turn's end tells
    the count the rule keeps: the quiet turns in a row once every deck is empty, the turn."""
    empty = all(len(p.deck) == 0 for p in state.players)
    if empty:
        state.quiet = 0 if state.hurt else state.quiet + 1
    ev.append({"type": "turn_end", "seat": state.current, "turn": state.turn, "decks_empty": empty,
               "quiet": state.quiet, "quiet_turns": QUIET_TURNS, "max_turns": MAX_TURNS})
    if state.quiet >= QUIET_TURNS or state.turn >= MAX_TURNS:
        _stalemate(state, ev)
        return True
    return False


def _stalemate(state: State, ev: list[dict]) -> None:
    """More battles won; then more Health left on the summoned monster(s); else a draw."""
    sides = [0, 1]
    wins = [state.team_wins(t) if state.tag else state.players[t].wins for t in sides]
    health = [sum(p.summoned.health for p in state.players if p.summoned and p.seat % 2 == t) for t in sides]
    why = {"turn": state.turn, "max_turns": MAX_TURNS, "quiet": state.quiet, "quiet_turns": QUIET_TURNS,
           "wins_by_side": wins, "health_by_side": health}
    for scores in (wins, health):
        if scores[0] != scores[1]:
            best = 0 if scores[0] > scores[1] else 1
            _finish(state, team_of(state, best), "stalemate", ev, **why)
            return
    _finish(state, [], "stalemate", ev, **why)

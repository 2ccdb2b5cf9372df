"""What a seat may see of Auganism.

Open on the table: heroes and their cooldowns, summoned monsters with their stage and Health,
augments, EVP Zones (captured cards included), graveyards, wins, the sizes of decks and hands.
Hidden: the cards in another player's hand and the order of every deck (a seat does not see
its own deck either). An onlooker (seat None) sees no hand at all. Cards are named by card id;
instance ids, which say nothing about the card, let a table follow one card around.
"""
from __future__ import annotations

from . import stats
from .state import Player, State


def view(state: State, seat: int | None, revealed: bool = False) -> dict:
    """What `seat` sees; `revealed`: every hand too (a finished game's replay, face up)."""
    return {
        "game": "auganism",
        "tag": state.tag,
        "turn": state.turn,
        "current": state.current,
        "phase": state.phase,
        "defender": state.opponent(state.current),
        "players": [_player(state, p, p.seat if revealed else seat) for p in state.players],
        "result": state.result,
        "quiet": state.quiet,
    }


def reveal(state: State, seat: int | None) -> dict:
    return view(state, seat, revealed=True)


def _player(state: State, p: Player, seat: int | None) -> dict:
    s = p.summoned
    summoned = None
    if s is not None:
        summoned = {"card": state.card(s.uid), "uid": s.uid, "stage": s.stage + 1, "health": s.health,
                    "attack": stats.stage(state, p.seat).attack, "attack_boost": s.attack_boost,
                    "shield_boost": s.shield_boost, "pierce": s.pierce, "evolved": s.evolved}
    mine = seat == p.seat
    return {
        "seat": p.seat,
        "hero": p.hero,
        "hero_wait": p.hero_wait,
        "summoned": summoned,
        "augments": [state.card(u) for u in p.augments],
        "evp_zone": [{"card": state.card(u), "uid": u} for u in p.evp_zone],
        "evp": stats.evp_score(state, p.seat),
        "evp_bonus": p.evp_bonus,
        "discount": p.discount,
        "graveyard": [state.card(u) for u in p.graveyard],
        "deck": len(p.deck),
        "hand": [{"card": state.card(u), "uid": u} for u in p.hand] if mine else None,
        "hand_size": len(p.hand),
        "wins": p.wins,
        "used": list(p.used),
        "attack": stats.battle_attack(state, p.seat),
        "shield": stats.battle_shield(state, p.seat),
    }

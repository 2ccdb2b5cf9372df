"""How strong the computer is: seeded games between levels (and against random play).

The figures the issues ask for: over 100 seeded games with the first seat alternating and
draws (games that do not end) counted as losses, the easy level must beat random play in at
least 70% and the harder level must beat the easy one in at least 60%. Both levels are set by
iteration counts, so these numbers are the same on any machine.
"""
from __future__ import annotations

import random
import time

from .games import two_player_games

GAMES = 100
MAX_ACTIONS = 8000
SEED_BASE = 10_000


def _options(game: str, index: int) -> dict:
    """EverZone's races are not equally strong in every pairing, and a lopsided pairing would
    measure the decks, not the computer: both seats get the same ready-made deck, the six in turn
    (each twice, once for each seat)."""
    if game != "everzone":
        return {}
    from engine.games.everzone.content import content

    decks = list(content().decks)
    deck = decks[(index // 2) % len(decks)]
    return {"decks": [deck, deck]}


def _play(game: str, seed: int, players: list[str], options: dict | None = None) -> dict | None:
    """One game; players are "random" or an AI level. Returns the result (None: no ending)."""
    from engine import api

    seats = ["human" if p == "random" else f"ai:{p}" for p in players]
    m = api.new_match(game, seed, seats, options)
    chooser = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if m.result() is not None:
            return m.result()
        seat = m.to_move()
        m.act(chooser.choice(m.legal_actions()) if players[seat] == "random" else m.suggest(seat))
    return None


def win_rate(game: str, level: str, against: str, games: int = GAMES) -> tuple[int, dict]:
    """Wins of `level` over `games` two-seat games against `against`, seats alternating."""
    wins, reasons = 0, {}
    for i in range(games):
        first = i % 2 == 0
        players = [level, against] if first else [against, level]
        result = _play(game, SEED_BASE + i, players, _options(game, i))
        seat = 0 if first else 1
        wins += bool(result and result["winners"] == [seat])
        reason = result["reason"] if result else "no ending"
        reasons[reason] = reasons.get(reason, 0) + 1
    return wins, reasons


def strength() -> list[tuple]:
    rows = []
    for game in two_player_games():
        for level, against, aim in (("easy", "random", 70), ("hard", "easy", 60)):
            t0 = time.perf_counter()
            wins, reasons = win_rate(game, level, against)
            took = time.perf_counter() - t0
            how = ", ".join(f"{n} {r}" for r, n in sorted(reasons.items()))
            rows.append((f"{game}: {level} beats {against} ({GAMES} games; endings: {how})", 100 * wins / GAMES,
                         "%", f"aim >= {aim}%: {'met' if 100 * wins >= aim * GAMES else 'NOT MET'} ({took:.0f} s)"))
    return rows

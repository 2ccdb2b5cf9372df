"""One seeded game of the strength bench (bench/strength.py): the computer's levels and the
outside reference (bench/reference.py) seated by the game's number, played through the public
API, each move timed. Kept apart from the bench's reporting because the games it has played are
kept under a fingerprint of this file (among others): a change to how they are counted or
printed should not play them again.
"""
from __future__ import annotations

import time

MAX_ACTIONS = 6000
SEED_BASE = 10_000
LEVELS = ("easy", "normal", "hard")


def _options(game: str, index: int) -> dict:
    """EverZone's races are not equally strong in every pairing, and a lopsided pairing would
    measure the decks, not the players: both seats get the same ready-made deck, the six in turn
    (each twice, once for each seat)."""
    if game != "everzone":
        return {}
    from engine.games.everzone.content import content

    decks = list(content().decks)
    deck = decks[(index // 2) % len(decks)]
    return {"decks": [deck, deck]}


def _seat_kind(player: str) -> str:
    return f"ai:{player}" if player in LEVELS else "human"


def play(game: str, sides: list[str], index: int) -> dict:
    """Game `index` between `sides` (one: solo): who won, why, and each side's time per move
    (CPU and wall, in s). The first side takes the first seat in even games."""
    from engine import api

    from .reference import ReferenceBot

    seated = sides if index % 2 == 0 else sides[::-1]  # seated[seat] plays that seat
    seed = SEED_BASE + index
    match = api.new_match(game, seed, [_seat_kind(p) for p in seated], _options(game, index))
    bots = {p: ReferenceBot(len(seated), int(p.split(":")[1]), seed * 7 + i)
            for i, p in enumerate(seated) if p.startswith("ismcts:")}
    times: dict[str, list[tuple[float, float]]] = {p: [] for p in sides}
    for _ in range(MAX_ACTIONS):
        if match.result() is not None:
            break
        seat = match.to_move()
        player = seated[seat]
        if len(match.legal_actions()) == 1:
            match.act(match.legal_actions()[0])
            continue
        cpu, wall = time.thread_time(), time.perf_counter()
        action = bots[player].choose(match) if player in bots else match.suggest(seat)
        times[player].append((time.thread_time() - cpu, time.perf_counter() - wall))
        match.act(action)
    result = match.result()
    winners = [seated[s] for s in result["winners"]] if result else []
    return {"index": index, "winners": winners, "reason": result["reason"] if result else "no ending",
            "times": times}

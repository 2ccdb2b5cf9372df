"""Shared by the games' computer tests: a match played to its end by the seats' own levels."""
from __future__ import annotations


def play_to_the_end(match, limit: int = 5000) -> None:
    """Each seat's computer moves until the game ends; every move must be legal, and it must end."""
    for _ in range(limit):
        if match.result() is not None:
            break
        action = match.suggest(match.to_move())
        assert action in match.legal_actions()
        match.act(action)
    assert match.result() is not None

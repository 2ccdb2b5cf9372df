"""The pass-and-play cover for this game: the shared seat cover (widgets/pass_screen.py) with the
seat's pawn on it."""
from __future__ import annotations

from typing import Any

from ..widgets import pass_screen
from . import pictures


class SeatPassScreen(pass_screen.SeatPassScreen):
    def __init__(self, app: Any, name: str, **kwargs: Any) -> None:
        super().__init__(app, name, picture=lambda size: pictures.token(self.seat or 0, size), **kwargs)

"""Zvery's table: the market, the two rosters as cards, the battle mat, the dice tray, the log.

(The module list is written once the table is complete.)
"""
from __future__ import annotations

from typing import Any


def play_scene(app: Any, session: Any):
    from .play import PlayScene

    return PlayScene(app, session)

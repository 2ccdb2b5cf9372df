"""Creature Adventures' table: the Vale of Sigils, the battle mat, the player panels, the log.

Modules, one concept each:
    play.py         the scene: refresh from the engine, clicks -> the engine's choices, the computer, passing
    prompt.py       the engine's decision + view + local mode -> a Decision (words, buttons, clickable things)
    ways.py         the ways a move can go, as the move's decision tells them
    encounters.py   the encounter cards' words and choices (Shaman, Thieves, Warlord, Colosseum, ...)
    sheet.py        drawing an encounter card and placing its buttons
    shop.py         the Shop window (artifacts)
    odds.py         the places' chances written out, from the engine's d10 tables
    forecasts.py    what a battle choice will do, in words (from the engine's forecast)
    forecast_box.py the box over the choice pointed at, saying so
    table.py        the table as shown: the view, lagging the engine while events play
    animator.py     engine events -> tweens on the table, the dice, the wheel and effects
    layout.py       where everything sits; board pixels <-> screen
    board.py        drawing the board, the trail and the pawns; hit-testing spaces and pawns
    arena.py        the battle mat
    wheel.py        the percentile wheel for every d10 chance
    dicebox.py      the d6 rolls in the felt tray
    panels.py       the player panels and their tooltips
    bars.py         HP and EXP bars, stat chips
    words.py        names and phrases shared by all of the above; the engine's terms named
    seats.py        seat colours, shapes and names
    pictures.py     the art from assets/creature_adventures, scaled and cached
    board_art.py    a stand-in board drawn from the data when the picture is missing
    ending.py       the end screen: who won, and which way
    handover.py     the pass-and-play cover: "Alice's turn"
    help.py         the player's guide window (docs/help/creature_adventures.md)
    card_face.py    the closer look: a creature, place, artifact or sigil drawn large, with its words
"""
from __future__ import annotations

from typing import Any


def play_scene(app: Any, session: Any):
    from .play import PlayScene

    return PlayScene(app, session)

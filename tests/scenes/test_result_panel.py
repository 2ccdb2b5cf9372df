"""The result panel's sheet: its words are set at each width and size it may take, but the
parchment under them - painted anew for each size, some 12 ms - is composed once, for the
layout chosen, not for every one tried (up to three in each of its rooms, in the frame a move
ended)."""
from __future__ import annotations

import pygame

from scenes.widgets import art
from scenes.widgets.result_panel import ResultPanel

LONG = "The wild creature's roll: " + ", ".join(f"die {n} shows {n % 6 + 1}" for n in range(30)) + "."


def test_the_sheet_is_composed_once_for_the_layout_chosen(app, monkeypatch):
    sheets = []
    panel_sheet = art.parchment_panel
    monkeypatch.setattr(art, "parchment_panel", lambda size, radius=10: sheets.append(size) or panel_sheet(size, radius))
    panels = [{"title": {"t": "A battle won"}, "lines": [{"t": LONG}] * 3, "seat": 0, "tone": None}]
    rooms = [(pygame.Rect(0, 0, 300, 120), 280), (pygame.Rect(700, 0, 320, 140), 300)]  # neither holds it
    panel = ResultPanel(panels, lambda message: message["t"], rooms, "normal", (1024, 640))
    assert sheets == [(panel.image.get_width() - 12, panel.image.get_height() - 14)]  # its shadow round it
    assert panel.rect.h > 140  # the tallest room's smallest type, whole: nothing is left out

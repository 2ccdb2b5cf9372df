"""A row of buttons too wide for its room gives up its margins before any label: Creature
Adventures' battle row at 1024x640 was squeezed in proportion and cut "Inner Peace +4" (the
outcome tour's screen-text check: "needs 126 px and has 117")."""
from __future__ import annotations

from scenes.table_scene import _row_widths

LABELS = [40, 40, 40, 40, 126]  # four short labels (their buttons at least 104 px) and "Inner Peace +4"


def test_a_row_that_fits_keeps_its_margins():
    assert _row_widths([52, 86], [6, 8], 600) == [104, 126]


def test_a_tight_row_keeps_every_label_whole():
    room = 450  # not enough for every margin; enough for every label
    widths = _row_widths(LABELS, [10] * len(LABELS), room)
    assert sum(widths) <= room
    assert all(w >= t + 8 for w, t in zip(widths, LABELS, strict=True)), widths  # the theme's borders and a hair


def test_only_a_row_too_long_for_its_labels_is_squeezed_in_proportion():
    widths = _row_widths(LABELS, [10] * len(LABELS), 300)
    assert sum(widths) <= 300 + 48 and min(widths) >= 48


def test_a_row_too_narrow_for_its_labels_takes_their_short_ones():
    """EverZone's deploy bar at 1024x640 with three players cut "Attack Player 1 (Numan)" (the
    journey's screen-text check: "needs 211 px and has 206"); a player's name may be 24 letters."""
    import types

    import pygame

    from scenes.choice import Button
    from scenes.table_scene import TableScene
    from scenes.widgets import art

    pygame.init()
    placed: list[tuple[pygame.Rect, Button]] = []
    table = types.SimpleNamespace(_button=lambda rect, b: placed.append((rect, b)))
    long_one = Button("Attack Alessandra Bianchi-Rossi (Numan)", "token 0", "Pick the Numan token",
                      short="Attack Numan")
    other = Button("Redraw", "", "Only before the first card is deployed", enabled=False)
    TableScene.place_row(table, [long_one, other], pygame.Rect(0, 0, 1000, 60))
    assert [b.label for _, b in placed] == [long_one.label, "Redraw"]  # room enough: the whole label

    placed.clear()
    TableScene.place_row(table, [long_one, other], pygame.Rect(0, 0, 260, 60))
    assert [b.label for _, b in placed] == ["Attack Numan", "Redraw"]
    assert placed[0][1].tip == "Pick the Numan token"  # what it does, said whole
    assert placed[0][0].w >= 16 + art.button_font().size("Attack Numan")[0]  # the short label whole

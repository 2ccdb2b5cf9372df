"""Every word the game can say is drawn by its fonts, never as an empty box.

A playtester met a box for an arrow in EverZone's Surrender dialog (the widgets' Noto Sans has no
arrow), and EB Garamond's bold face has no accented letter, so every Italian title with an "è"
drew one (widgets/art.py now draws such a text in the regular face made bold). Each string of
every catalog, English and Italian, is checked against the widgets' font and each face of the
table's serif.
"""
from __future__ import annotations

import importlib.resources
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from scenes.widgets import art

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"


def _strings() -> dict[str, str]:
    """Every character any catalog holds, with one string it is in."""
    found: dict[str, str] = {}
    for path in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        with path.open("rb") as f:
            catalog = read_po(f)
        for message in catalog:
            texts = [message.id] if isinstance(message.id, str) else list(message.id)
            texts += [message.string] if isinstance(message.string, str) else list(message.string or ())
            for text in texts:
                for ch in text or "":
                    if not ch.isspace():
                        found.setdefault(ch, f"{path.parent.parent.name}/{path.name}: {text[:70]!r}")
    return found


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    resource = importlib.resources.files("pygame_gui.data") / "NotoSans-Regular.ttf"
    with importlib.resources.as_file(resource) as path:
        widgets = pygame.font.Font(str(path), 16)
    return {"the widgets' Noto Sans": widgets, "serif": art.serif(16), "serif italic": art.serif(16, "italic"),
            "serif bold": art.serif(16, "bold")}


def test_every_character_of_every_catalog_is_in_every_font(fonts):
    strings = _strings()
    missing = [f"{name} has no {ch!r} (U+{ord(ch):04X}), in {where}"
               for name, font in fonts.items() for ch, where in strings.items()
               if not art.has_glyphs(font, ch) and not (name == "serif bold" and _drawn_bold(font, ch))]
    assert not missing, "\n".join(missing)


def _drawn_bold(font, ch: str) -> bool:
    """The bold face draws `ch` through its regular-made-bold fallback."""
    fallback = getattr(font, "fallback", None)
    return fallback is not None and art.has_glyphs(fallback, ch)

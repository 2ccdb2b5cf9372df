"""Every line of text Creature Adventures' table writes, where it lands on the window.

tests/scenes/screen_text.py records what `art.text` writes straight onto the window. This
table also writes on sheets it renders once and then blits (the player panels, the banner, an
encounter card, the battle mat); `AllText` records those too and places them where the table
shows them, so the shared checks (`screen_text.off_window`, `overlapping`, `cut_widgets`) see
every word the player sees. The mat's words count as written on the window each time the mat is
drawn, as they were when it was drawn straight onto it: the wheel and a forecast box drawn over
the mat then cover them.
"""
from __future__ import annotations

from typing import Any

import pygame

from scenes.creature_adventures import forecast_box, wheel
from scenes.creature_adventures.arena import Arena
from scenes.widgets import art
from tests.scenes import screen_text

SMALLEST = 12  # px: the height of the smallest type a player should have to read (an 11-12 px font)

#: The table's opaque panels, drawn over whatever was written beneath (each returns its box).
OPAQUE = [(forecast_box, "backdrop"), (wheel, "backdrop")]


class AllText(screen_text.WrittenText):
    """Records each line `art.text` writes on the window, on a part of it, or on a sheet."""

    def __init__(self) -> None:
        super().__init__()
        # id(sheet) -> (the sheet, its lines as (words, rect, the sheet's bounds)); the sheet is held so
        # that its id is not given to another surface while its lines are kept
        self.sheets: dict[int, tuple[pygame.Surface, list[tuple[str, pygame.Rect, pygame.Rect, bool]]]] = {}
        self.tiny: list[str] = []  # this frame's lines on the window in too small a type
        self.mat: tuple[Any, list] = (None, [])  # the battle mat's picture, and its lines

    def __enter__(self) -> AllText:
        self._original = original = art.text

        def text(surface, words, font, colour, **kwargs):
            rect = original(surface, words, font, colour, **kwargs)
            if words.strip():
                self._note(surface, words, pygame.Rect(rect), font.get_height())
            return rect

        art.text = text
        self._arena_draw = Arena.draw
        Arena.draw = self._drawing_the_mat(Arena.draw)
        self._covers = []
        for module, name in OPAQUE:
            self._covers.append((module, name, getattr(module, name)))
            setattr(module, name, self._covering(getattr(module, name)))
        return self

    def __exit__(self, *exc) -> None:
        super().__exit__(*exc)
        Arena.draw = self._arena_draw
        for module, name, original in self._covers:
            setattr(module, name, original)

    def _drawing_the_mat(self, original):
        """The mat's picture blitted onto the window: its lines (recorded when it was composed)
        are written there now."""
        def draw(arena, surface, shown, *args, **kwargs):
            original(arena, surface, shown, *args, **kwargs)
            image = arena._image
            composed = self.sheets.pop(id(image), None)
            if composed is not None and composed[0] is image:
                self.mat = (image, composed[1])
            if shown.battle is not None and image is self.mat[0] and surface is pygame.display.get_surface():
                for words, rect, _, small in self.mat[1]:
                    self.lines.append((words, rect.move(arena.rect.topleft)))
                    self.tiny += [words] if small else []
        return draw

    def _covering(self, original):
        """An opaque panel drawn over the window hides the words written beneath it before."""
        def draw(surface, *args, **kwargs):
            box = original(surface, *args, **kwargs)
            if surface is pygame.display.get_surface() and box is not None:
                self.lines = [(w, r) for w, r in self.lines if not r.colliderect(box)]
            return box
        return draw

    def _note(self, surface: pygame.Surface, words: str, rect: pygame.Rect, height: int) -> None:
        window = pygame.display.get_surface()
        small = height < SMALLEST
        if surface is window:
            self.lines.append((words, rect))
            self.tiny += [words] if small else []
        elif surface.get_parent() is not None and surface.get_abs_parent() is window:
            self.lines.append((words, rect.move(surface.get_abs_offset())))
            self.tiny += [words] if small else []
        else:
            entry = self.sheets.get(id(surface))
            if entry is None or entry[0] is not surface:
                entry = self.sheets[id(surface)] = (surface, [])
            entry[1].append((words, rect, surface.get_rect(), small))

    def clear(self) -> None:
        """A new frame: the window's lines go; the sheets' stay (they are rendered once, shown often)."""
        self.lines.clear()
        self.tiny.clear()

    def too_small(self, placed: list[tuple[Any, tuple[int, int]]]) -> list[str]:
        """Lines written in type too small to read (under SMALLEST px high)."""
        on_sheets = [words for sheet, _ in placed for words, _, _, small in self._lines_of(sheet) if small]
        return [f"{words!r} is written smaller than {SMALLEST} px" for words in self.tiny + on_sheets]

    def on_sheets(self, placed: list[tuple[Any, tuple[int, int]]]) -> list[tuple[str, pygame.Rect]]:
        """The lines of the sheets shown now - (sheet surface, where its top-left is on the window) -
        in window coordinates."""
        shown = {id(sheet) for sheet, _ in placed}
        self.sheets = {key: entry for key, entry in self.sheets.items() if key in shown}  # the rest are gone
        out = []
        for sheet, at in placed:
            for words, rect, _, _ in self._lines_of(sheet):
                out.append((words, rect.move(at)))
        return out

    def _lines_of(self, sheet: pygame.Surface) -> list[tuple[str, pygame.Rect, pygame.Rect, bool]]:
        entry = self.sheets.get(id(sheet))
        return entry[1] if entry is not None and entry[0] is sheet else []

    def off_their_sheet(self, placed: list[tuple[Any, tuple[int, int]]]) -> list[str]:
        """Lines that run off the paper of the sheet they are written on (a parchment sheet's
        paper is inset from its picture by its shadow: 6 px left and right, 4 above, 10 below)."""
        found = []
        for sheet, _ in placed:
            for words, rect, bounds, _ in self._lines_of(sheet):
                paper = pygame.Rect(6, 4, bounds.w - 12, bounds.h - 14)
                if not paper.contains(rect):
                    found.append(f"{words!r} runs off its sheet at {tuple(rect)} (paper {tuple(paper)})")
        return found


def shown_sheets(scene) -> list[tuple[Any, tuple[int, int]]]:
    """The rendered sheets the table shows now and where: the panels, the banner, the card."""
    out = []
    for panel in scene.panels:
        if panel._image is not None:
            out.append((panel._image, (panel.rect.x - 6, panel.rect.y - 4)))
    if scene.banner._image is not None:
        out.append((scene.banner._image, (scene.banner.rect.x - 6, scene.banner.rect.y - 4)))
    if scene.card is not None and scene.sheet._image is not None:
        out.append((scene.sheet._image, (scene.sheet.rect.x - 6, scene.sheet.rect.y - 4)))
    return out


def every_line(scene, written: AllText) -> list[tuple[str, pygame.Rect]]:
    return written.lines + written.on_sheets(shown_sheets(scene))


def touching(lines: list[tuple[str, pygame.Rect]]) -> list[str]:
    """Two lines whose letters meet at all (the shared check lets a quarter of the smaller line
    be covered; a name running into a number beside it is already unreadable)."""
    found = []
    boxes = [(w, r.inflate(-2, -r.h // 3)) for w, r in lines]
    for i, (a, ra) in enumerate(boxes):
        for b, rb in boxes[i + 1:]:
            cut = ra.clip(rb)
            if cut.w > 2 and cut.h > 2 and not (a == b and ra == rb):
                found.append(f"{a!r} at {tuple(ra)} touches {b!r} at {tuple(rb)}")
    return found


def problems(app, scene, written: AllText) -> list[str]:
    """Everything unreadable on the table now: off the window, off its sheet, written over, cut."""
    lines = every_line(scene, written)
    placed = shown_sheets(scene)
    return (screen_text.off_window(lines, app.size) + written.off_their_sheet(placed)
            + touching(lines) + screen_text.cut_widgets(app) + written.too_small(placed))

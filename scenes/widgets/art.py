"""The shell's procedural art: the wooden table, parchment, gilt frames and the serif font.

No artwork ships with the rulebooks, so backgrounds are painted by code (Pillow's noise and
gradients, which run in C, then handed to pygame). Every texture is seeded, so the table looks
the same on every start, and cached per size, so a frame costs one blit.
"""
from __future__ import annotations

import functools
import importlib.resources
import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from .. import games, shorten
from . import read_ahead

if TYPE_CHECKING:
    from PIL import Image

log = logging.getLogger(__name__)

WOOD_DARK = (38, 25, 17)
WOOD_LIGHT = (98, 66, 42)
PARCHMENT_DARK = (229, 213, 175)
PARCHMENT_LIGHT = (247, 239, 216)
GOLD = (214, 176, 104)
GOLD_BRIGHT = (240, 214, 150)
INK = (46, 33, 24)
INK_SOFT = (75, 60, 45)
CREAM = (243, 230, 200)

_FONT_FILES = {
    "regular": "EBGaramond12-Regular.ttf",
    "bold": "EBGaramond12-Bold.ttf",
    "italic": "EBGaramond12-Italic.ttf",
}


_fonts: dict[tuple[str, int, str], pygame.font.Font] = {}


def cached_font(key: tuple[str, int, str], load) -> pygame.font.Font:
    """A font from the cache, reloaded when pygame's font module was restarted since (a
    Font object dies with the module that made it)."""
    font = _fonts.get(key)
    if font is not None:
        try:
            font.get_height()
            return font
        except pygame.error:
            _fonts.clear()
    if not pygame.font.get_init():
        pygame.font.init()
    font = _fonts[key] = load()
    return font


def is_open(key: tuple[str, int, str]) -> bool:
    """Is the font `key` names open (and alive)?"""
    font = _fonts.get(key)
    if font is None:
        return False
    try:
        font.get_height()
    except pygame.error:
        return False
    return True


def serif(size: int, style: str = "regular") -> pygame.font.Font:
    """EB Garamond (assets/fonts, OFL) for titles and card names; pygame's font if missing."""
    size = max(6, int(size))
    return cached_font(("serif", size, style), lambda: _load_serif(size, style))


class _BoldFace(pygame.font.Font):
    """EB Garamond 12's bold face, which lacks the accented letters and the typographic marks (è,
    à, ù, -, ..., quotes): every Italian title with one drew an empty box. A text it cannot draw
    whole is drawn - and measured - in the regular face made bold instead."""

    regular: Path | None = None  # the regular face's file, made bold when the bold face lacks a letter
    _fallback: pygame.font.Font | None = None

    @property
    def fallback(self) -> pygame.font.Font | None:
        """The regular face made bold, opened the first time a text needs it (most never do,
        and the menu's first frame would pay for opening it at every size)."""
        if self._fallback is None and self.regular is not None:
            self._fallback = pygame.font.Font(self.regular, self.point_size)
            self._fallback.set_bold(True)
        return self._fallback

    def _face(self, text: str) -> pygame.font.Font:
        if self.regular is None or not text or has_glyphs(self, text):
            return super()
        return self.fallback

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # noqa: D102 - pygame's
        face = self._face(str(text))
        if face is self.fallback:
            return face.render(text, antialias, color, bgcolor, wraplength)
        return super().render(text, antialias, color, bgcolor, wraplength)

    def size(self, text):  # noqa: D102 - pygame's
        face = self._face(str(text))
        return face.size(text) if face is self.fallback else super().size(text)


def _load_serif(size: int, style: str) -> pygame.font.Font:
    path = games.assets_dir() / "fonts" / _FONT_FILES.get(style, _FONT_FILES["regular"])
    try:
        if style == "bold":
            face = _BoldFace(path, size)
            face.regular = games.assets_dir() / "fonts" / _FONT_FILES["regular"]
            return face
        return pygame.font.Font(path, size)
    except (OSError, pygame.error, FileNotFoundError):
        log.warning("font %s is missing; using pygame's default font", path)
        font = pygame.font.Font(None, int(size * 1.3))
        font.set_bold(style == "bold")
        font.set_italic(style == "italic")
        return font


def ui_font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """Noto Sans as bundled with pygame-gui: the widgets' font, to measure text for layouts
    (`bold`: its bold face, which pygame-gui draws a <b> text in, some 5% wider; `italic`: its
    italic face)."""
    style = "bold" if bold else "italic" if italic else "regular"
    return cached_font(("ui", int(size), style), lambda: _load_ui_font(int(size), style))


def button_font() -> pygame.font.Font:
    """The buttons' own face (assets/theme.json: "button", Noto Sans 17 bold), to measure a
    button's label with: the regular face, 8% narrower, laid out EverZone's "Attack Player 1
    (Numan)" 18 px too narrow for its words."""
    return ui_font(17, bold=True)


def _load_ui_font(size: int, style: str = "regular") -> pygame.font.Font:
    return _toolkit_font(f"NotoSans-{style.title()}.ttf", size)


def mono_font(size: int) -> pygame.font.Font:
    """Fira Code as bundled with pygame-gui (its symbols' face): for a version's number, whose
    digits must not be read as letters. A face with small tables: its first use costs a quarter
    of a Noto Sans face's (0.5 ms against 2.2, in the menu's first frame)."""
    return cached_font(("mono", int(size), "regular"), lambda: _toolkit_font("FiraCode-Regular.ttf", int(size)))


def _toolkit_font(name: str, size: int) -> pygame.font.Font:
    resource = importlib.resources.files("pygame_gui.data") / name
    with importlib.resources.as_file(resource) as path:
        return pygame.font.Font(str(path), size)


_WOODS: dict[tuple[int, int], pygame.Surface] = {}  # the table tops kept, per size
WOODS_KEPT = 8


def wood(size: tuple[int, int]) -> pygame.Surface:
    """A dark wooden table top, darker towards the edges: the tileable planks drawn by
    tools/make_art.py, laid edge to edge. Kept per size, so a frame costs one blit."""
    size = (max(1, size[0]), max(1, size[1]))
    kept = _WOODS.get(size)
    if kept is None:
        if len(_WOODS) >= WOODS_KEPT:
            _WOODS.pop(next(iter(_WOODS)))
        kept = _WOODS[size] = pygame.Surface(size)
        _paint_wood(kept)
    return kept


def lay_table(surface: pygame.Surface, keep: bool = True) -> None:
    """Cover `surface` with the table top: the one kept at its size; with `keep` False and none
    kept yet, painted straight onto it instead. The menu's first frame is drawn so: the copy to
    keep is another surface the size of the window, its memory touched for the first time (some
    2.5 ms of the start), and the frames after it can pay for that."""
    size = surface.get_size()
    if keep or size in _WOODS:
        surface.blit(wood(size), (0, 0))
    else:
        _paint_wood(surface)


def forget_woods() -> None:
    """Drop the table tops kept (a test's start afresh)."""
    _WOODS.clear()


def _paint_wood(surface: pygame.Surface) -> None:
    """The planks laid edge to edge over all of `surface`, darkened towards its edges."""
    width, height = surface.get_size()
    tile = _table_tile()
    if tile is None:  # the asset is missing: draw the planks here instead
        from PIL import ImageOps

        grain = _stretched_noise((width, height), seed=11, across=max(4, width // 150), down=max(40, height // 2))
        wood_img = _planks(ImageOps.colorize(grain, WOOD_DARK, WOOD_LIGHT), plank=max(90, height // 6))
        surface.blit(_to_surface(_vignette(wood_img, strength=0.55)), (0, 0))
        return
    for x in range(0, width, tile.get_width()):
        for y in range(0, height, tile.get_height()):
            surface.blit(tile, (x, y))
    _darken_edges(surface, 0.55)


VIGNETTE_BAND = 64  # rows of the table's vignette enlarged at a time
VIGNETTE_STEP = 4  # the vignette is enlarged smoothly to a quarter of the width, then by repeating pixels


def _darken_edges(surface: pygame.Surface, strength: float) -> None:
    """Multiply `surface` by the vignette mask enlarged to its size, a band of rows at a time.

    The mask is stretched to the surface's height first (a column as narrow as the mask), then
    each band across - smoothly to a quarter of the width, and by repeating each pixel four
    times the rest of the way - into small buffers used again for every band: within a grey
    level of enlarging the mask smoothly to the whole window at once (the gradient moves a level
    in some five pixels), for 40% less work, and without a second window-sized surface.
    Memory the process touches for the first time is what the first frame paid for most there
    (some 5 ms for a 1280x800 surface on a busy machine)."""
    width, height = surface.get_size()
    mask = _vignette_mask(strength)
    column = pygame.transform.smoothscale(mask, (mask.get_width(), height))
    narrow_width = -(-width // VIGNETTE_STEP)
    narrow = band = None
    for top in range(0, height, VIGNETTE_BAND):
        rows = min(VIGNETTE_BAND, height - top)
        if band is None or rows != band.get_height():  # the first band, and the last (shorter)
            narrow = pygame.Surface((narrow_width, rows))
            band = pygame.Surface((narrow_width * VIGNETTE_STEP, rows))
        pygame.transform.smoothscale(column.subsurface((0, top, column.get_width(), rows)), narrow.get_size(), narrow)
        pygame.transform.scale(narrow, band.get_size(), band)
        surface.blit(band, (0, top), area=pygame.Rect(0, 0, width, rows), special_flags=pygame.BLEND_RGB_MULT)


@functools.lru_cache(maxsize=1)
def _table_tile() -> pygame.Surface | None:
    try:
        tile = read_ahead.load(games.table_top_path())
    except (FileNotFoundError, pygame.error):
        return None
    return tile.convert() if pygame.display.get_surface() else tile


@functools.lru_cache(maxsize=4)
def _vignette_mask(strength: float, side: int = 24) -> pygame.Surface:
    """A small grey mask, white in the middle and darker to the rim, to be scaled and multiplied
    (smoothscale makes a smooth gradient of 24 steps; 48 cost the first frame 3 ms of set_at)."""
    centre = (side - 1) / 2

    def grey(x: int, y: int) -> int:
        d = min(1.0, (((x - centre) / centre) ** 2 + ((y - centre) / centre) ** 2) / 2) ** 0.5
        return int(255 * (1 - strength * d * d))

    levels = bytes(grey(x, y) for y in range(side) for x in range(side))  # (one bytes, not 576 set_at)
    mask = pygame.Surface((side, side))  # (in the surfaces' own format, which smoothscale keeps)
    mask.blit(pygame.image.frombytes(bytes(v for level in levels for v in (level, level, level)), (side, side), "RGB"),
              (0, 0))
    return mask


@functools.lru_cache(maxsize=16)
def parchment(size: tuple[int, int]) -> pygame.Surface:
    """Aged paper: broad soft stains, fine fibres, a darker rim.

    The paper is cut from a taller sheet of the same width (`_paper`), and only its rim is
    made at the size asked: a result panel or a banner takes the height its words need, a new
    one at nearly every move, and painting each whole cost 5-6 ms in the frame it first showed;
    cut, it costs 2. (The stains are a fixed 60 px across however large the sheet, so a cut
    looks as a sheet painted at its size does.)"""
    width, height = max(1, size[0]), max(1, size[1])
    sheet = paper_sheet(width, height)
    paper = sheet.crop((0, 0, width, height)) if sheet.height != height else sheet
    return _to_surface(_vignette(paper, strength=0.18))


PAPER_STOCK = 128  # a sheet is painted to a multiple of this height
_SHEETS: dict[int, Image.Image] = {}  # per width, the tallest sheet painted
SHEETS_KEPT = 8


def paper_sheet(width: int, height: int) -> Image.Image:
    """A sheet of paper `width` across and at least `height` tall, painted when none is yet
    (a table paints ahead the sheets its result panels will be cut from: ResultPanel.prepare)."""
    sheet = _SHEETS.get(width)
    if sheet is None or sheet.height < height:
        if len(_SHEETS) >= SHEETS_KEPT:
            _SHEETS.pop(next(iter(_SHEETS)))
        sheet = _SHEETS[width] = _paper(width, -(-height // PAPER_STOCK) * PAPER_STOCK)
    return sheet


def _paper(width: int, height: int) -> Image.Image:
    """A sheet of paper, stains and fibres, without its rim."""
    from PIL import Image, ImageChops, ImageFilter, ImageOps  # Pillow is slow to import: only where it paints

    stains = Image.effect_noise((max(2, width // 60), max(2, height // 60)), 40)
    stains = stains.resize((width, height), Image.Resampling.BICUBIC).filter(ImageFilter.GaussianBlur(8))
    paper = ImageOps.colorize(ImageOps.autocontrast(stains, cutoff=1), PARCHMENT_DARK, PARCHMENT_LIGHT)
    fibres = Image.effect_noise((width, max(1, height // 3)), 10).resize((width, height), Image.Resampling.BILINEAR)
    fibres = fibres.point(lambda v: 235 + (v - 128) // 6)
    return ImageChops.multiply(paper, Image.merge("RGB", (fibres, fibres, fibres)))


@functools.lru_cache(maxsize=16)
def parchment_panel(size: tuple[int, int], radius: int = 10) -> pygame.Surface:
    """A rounded parchment sheet with a gilt double frame and a soft drop shadow, ready to blit
    at (x - 6, y - 4) for a sheet whose body is at (x, y)."""
    width, height = size
    sheet = pygame.Surface((width + 12, height + 14), pygame.SRCALPHA)
    shadow = pygame.Rect(6, 10, width, height)
    pygame.draw.rect(sheet, (0, 0, 0, 90), shadow.inflate(6, 6), border_radius=radius + 3)
    body = pygame.Rect(6, 4, width, height)
    paper = parchment((width, height)).copy()
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    paper = paper.convert_alpha() if pygame.display.get_surface() else paper
    paper.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    sheet.blit(paper, body)
    gilt_frame(sheet, body, radius)
    return sheet


@functools.lru_cache(maxsize=32)
def soft_shadow(size: tuple[int, int], radius: int = 12, blur: int = 10, alpha: int = 150) -> pygame.Surface:
    """A blurred dark rounded rectangle to lay under a card or sheet; it is `2 * blur` larger
    than `size` on each axis, so blit it at (x - blur, y - blur) plus any offset.

    The blur is done at a quarter of the size and scaled back up: a shadow has no detail to
    lose, and it costs a sixteenth (a big card's shadow took 20 ms of start-up)."""
    width, height = size[0] + 2 * blur, size[1] + 2 * blur
    k = SHADOW_SHRINK if min(size) >= 8 * SHADOW_SHRINK else 1
    small = pygame.Surface((max(1, width // k), max(1, height // k)), pygame.SRCALPHA)
    body = pygame.Rect(blur // k, blur // k, max(1, size[0] // k), max(1, size[1] // k))
    pygame.draw.rect(small, (0, 0, 0, alpha), body, border_radius=max(1, radius // k))
    soft = pygame.transform.gaussian_blur(small, max(1, blur // (2 * k)))
    return soft if k == 1 else pygame.transform.smoothscale(soft, (width, height))


SHADOW_SHRINK = 4


def fitting_serif(words: str, width: int, size: int, style: str = "bold", smallest: int = 14) -> pygame.font.Font:
    """The largest serif font, from `size` down to `smallest`, in which `words` fit `width`; in
    the regular face when the asked one lacks a character of `words` (the bold has no arrow)."""
    style, size = _fitting(words, width, size, style, smallest)
    return serif(size, style)


def fitting_size(words: str, width: int, size: int, style: str = "bold", smallest: int = 14) -> int:
    """The size `fitting_serif` would choose: for a row of captions set in one size."""
    return _fitting(words, width, size, style, smallest)[1]


class Kept(dict):
    """A memo of what a table makes at every frame from the same inputs (a fitting, a
    rendering, a wrapping): kept once made, and started afresh when it holds `most`, so a long
    game's thousands of log lines never add up to more than a few MB."""

    def __init__(self, most: int) -> None:
        super().__init__()
        self.most = most

    def made(self, key: tuple, make: Callable[[], Any]) -> Any:
        found = self.get(key)
        if found is None:
            if len(self) >= self.most:
                self.clear()
            found = self[key] = make()
        return found


_FITTING = Kept(4000)  # the faces and sizes chosen (a few hundred KB at most)


def _fitting(words: str, width: int, size: int, style: str, smallest: int) -> tuple[str, int]:
    """The face and size `fitting_serif` chooses, chosen once for the same words and room: the
    tables fit their card names, plates and captions at every frame, and measuring them again
    (the letters checked against the face, each size tried drawn) was a tenth of a Zvery frame.
    The faces are the same files for the whole run, so a choice never goes stale."""
    def choose() -> tuple[str, int]:
        face = _style_for(words, size, style)
        return face, _fitting_size(words, width, size, face, smallest)

    return _FITTING.made((words, width, size, style, smallest), choose)


def _style_for(words: str, size: int, style: str) -> str:
    return style if style == "regular" or has_glyphs(serif(size, style), words) else "regular"


def _fitting_size(words: str, width: int, size: int, style: str, smallest: int) -> int:
    """The largest size from `size` down to `smallest` in which `words` fit `width`. A width
    grows with the size nearly in proportion, so the size a measure points to is tried, then
    the sizes just above it, rather than every size downwards: each size tried is a font opened
    and its letters drawn, and the menu's first frame paid for a dozen."""
    too_big = size + 1
    while size > smallest:
        measured = serif(size, style).size(words)[0]
        if measured <= width:
            while size + 1 < too_big and serif(size + 1, style).size(words)[0] <= width:
                size += 1
            return size
        too_big = size
        size = max(smallest, min(size - 1, size * width // max(1, measured)))
    return smallest


def has_glyphs(font: pygame.font.Font, words: str) -> bool:
    """Does `font` draw every character of `words` (rather than its empty box)?"""
    missing = font.metrics("\x01")[0]  # a control character: the font's box for what it lacks
    return all(m != missing for ch, m in zip(words, font.metrics(words)) if not ch.isspace())


def gilt_frame(surface: pygame.Surface, rect: pygame.Rect, radius: int = 10) -> None:
    """A thin double gold line: the house style for cards and panels."""
    pygame.draw.rect(surface, (120, 86, 48), rect, width=2, border_radius=radius)
    inner = rect.inflate(-10, -10)
    pygame.draw.rect(surface, GOLD, inner, width=1, border_radius=max(2, radius - 4))


def text(
    surface: pygame.Surface,
    words: str,
    font: pygame.font.Font,
    colour: tuple[int, int, int],
    *,
    shadow: tuple[int, int, int] | None = None,
    **anchor: tuple[int, int],
) -> pygame.Rect:
    """Blit one line of text (with an optional 2 px drop shadow); returns its rect. The one
    keyword left is where it goes, as a pygame.Rect anchor (center, topleft, midtop,
    midleft, midright, midbottom, ...). Tables draw the same words every frame, so each
    rendering is kept (`rendered`)."""
    image = rendered(words, font, colour)
    rect = image.get_rect()
    for name, point in anchor.items():
        if point is not None:
            setattr(rect, name, point)
    if shadow is not None:
        surface.blit(_recoloured(image, (words, font, tuple(shadow))), rect.move(2, 2))
    surface.blit(image, rect)
    return rect


_RENDERED = Kept(4000)  # renderings (a few MB at most)


def rendered(words: str, font: pygame.font.Font, colour: tuple) -> pygame.Surface:
    """`font.render(words, True, colour)`, rendered once. Fonts are shared objects (`serif`,
    `sans`), so the font object itself is part of the key."""
    return _RENDERED.made((words, font, tuple(colour)), lambda: font.render(words, True, colour))


def _recoloured(image: pygame.Surface, key: tuple) -> pygame.Surface:
    """The rendering `key` (words, font, colour) names, made from `image` - the same words in
    the same font in another colour - rather than rendered again: an antialiased rendering is
    its colour everywhere, the letters' shapes in its alpha alone, so the colour is swapped and
    the alpha kept. A title's shadow cost a second rendering (2 ms for the menu's title)."""
    def recolour() -> pygame.Surface:
        found = image.copy()
        found.fill((0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)  # RGB to black, alpha kept
        found.fill(key[2][:3], special_flags=pygame.BLEND_RGB_ADD)
        return found

    return _RENDERED.made(key, recolour)


ELLIPSIS = "\u2026"


def ellipsized(words: str, font: pygame.font.Font, width: int) -> str:
    """`words` cut to fit `width` in `font`, ending in an ellipsis (at least one letter stays):
    a name or a line too long for its place is cut, never drawn in smaller type (in logarithmic
    time: scenes/shorten.py)."""
    return shorten.ellipsized(words, width, lambda text: font.size(text)[0], ELLIPSIS, least=1)


def fitted(words: str, font: pygame.font.Font, width: int) -> str:
    """`words` whole when they fit `width` in `font`, else ellipsized (which always cuts)."""
    return words if font.size(words)[0] <= width else ellipsized(words, font, width)


def wrap(words: str, font: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap to a pixel width (a word longer than the width gets its own line).

    The tables wrap the same card texts and captions at every frame, so each wrapping is kept
    (per words, font and width); and a new one - a banner's help line tried at four sizes, a
    log's sentence - finds each line's last word by halving rather than measuring the line
    again word by word: a text gets no narrower for a word more, so the longest run of words
    that fits is the one the word-by-word wrap ends its line with."""
    return list(_WRAPPED.made((words, font, width), lambda: tuple(_wrapped(words.split(), font, width))))


_WRAPPED = Kept(2000)  # wrappings


def _wrapped(words: list[str], font: pygame.font.Font, width: int) -> list[str]:
    lines = []
    start = 0
    while start < len(words):
        fits, too_many = start + 1, len(words) + 1  # a line holds its first word, however long
        while too_many - fits > 1:
            middle = (fits + too_many) // 2
            if font.size(" ".join(words[start:middle]))[0] <= width:
                fits = middle
            else:
                too_many = middle
        lines.append(" ".join(words[start:fits]))
        start = fits
    return lines


def fit_cover(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Scale an image to cover `size` (cropping the overflow, keeping the aspect)."""
    width, height = size
    scale = max(width / max(1, image.get_width()), height / max(1, image.get_height()))
    scaled = pygame.transform.smoothscale(
        image, (max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale)))
    )
    crop = pygame.Rect(0, 0, width, height)
    crop.center = scaled.get_rect().center
    return scaled.subsurface(crop.clip(scaled.get_rect())).copy()


def fit_art(image: pygame.Surface, size: tuple[int, int], tolerance: float = 0.08) -> pygame.Surface:
    """Title art for a frame of `size`: cropped to cover it when the shapes nearly match;
    otherwise shown whole, over a blurred, darkened copy of itself filling the frame - art is
    never cut mid-word."""
    width, height = size
    ratio = (image.get_width() / max(1, image.get_height())) / (width / max(1, height))
    if abs(ratio - 1.0) <= tolerance:
        return fit_cover(image, size)
    backdrop = fit_cover(image, (max(1, width // 8), max(1, height // 8)))
    backdrop = pygame.transform.smoothscale(backdrop, (width, height))
    darken(backdrop, 120)
    scale = min(width / max(1, image.get_width()), height / max(1, image.get_height()))
    whole = pygame.transform.smoothscale(
        image, (max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale))))
    backdrop.blit(whole, whole.get_rect(center=(width // 2, height // 2)))
    return backdrop


def darken(surface: pygame.Surface, alpha: int) -> None:
    """Lay a translucent black veil over the whole surface (modal backdrops)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


def _stretched_noise(size: tuple[int, int], seed: int, across: int, down: int) -> Image.Image:
    """Grey noise stretched along x: the long fibres of wood grain."""
    from PIL import Image, ImageChops, ImageOps  # Pillow is slow to import: only where it paints

    rng = random.Random(seed)
    small = Image.new("L", (across, down))
    small.putdata([rng.randrange(256) for _ in range(across * down)])
    grain = small.resize(size, Image.Resampling.BICUBIC)
    fine = Image.effect_noise((max(2, size[0] // 40), size[1]), 40).resize(size, Image.Resampling.BILINEAR)
    return ImageOps.autocontrast(ImageChops.blend(grain, fine, 0.3), cutoff=1)


def _planks(image: Image.Image, plank: int) -> Image.Image:
    """Dark seams between horizontal planks, each plank a little lighter or darker."""
    from PIL import Image, ImageChops  # Pillow is slow to import: only where it paints

    rng = random.Random(7)
    width, height = image.size
    tones = [255 - rng.randrange(45) for _ in range(height // plank + 1)]
    pixels = [120 if y % plank < 2 else tones[y // plank] for y in range(height)]
    column = Image.new("L", (1, height))
    column.putdata(pixels)
    shade = column.resize((width, height), Image.Resampling.NEAREST)
    return ImageChops.multiply(image, Image.merge("RGB", (shade, shade, shade)))


def _vignette(image: Image.Image, strength: float) -> Image.Image:
    """Darken towards the corners: the eye rests on the middle of the table."""
    from PIL import Image, ImageChops  # Pillow is slow to import: only where it paints

    radial = Image.radial_gradient("L").resize(image.size, Image.Resampling.BILINEAR)
    light = radial.point(lambda v: int(255 - strength * 255 * (v / 255) ** 2.2))
    return ImageChops.multiply(image, Image.merge("RGB", (light, light, light)))


def _to_surface(image: Image.Image) -> pygame.Surface:
    surface = pygame.image.frombytes(image.convert("RGB").tobytes(), image.size, "RGB")
    return surface.convert() if pygame.display.get_surface() else surface

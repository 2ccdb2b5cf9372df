"""The box's components as surfaces: town cards, tokens, icons, treasure cards.

Pictures come from assets/zombie_slayer (drawn by tools/make_art.py). A town card's art leaves
its green border strip plain; the card's six dieagram faces are painted onto that strip here,
at run time, so the colour-blind setting can change them, and only then is the card turned by
its rotation - exactly as the physical card lies on the table. Every surface is made once per
(what, size, colour-blind) and cached: the board blits, it never scales per frame. Loading,
scaling and the missing-file policy are every game's (widgets/images.py); a missing picture
is drawn here as a plain stand-in, so a half-finished asset folder never stops the game.
"""
from __future__ import annotations

import pygame

from ..palette import TOKENS
from ..widgets import art, images
from ..widgets.dice import draw_face
from .layout import CELL, FRAME, SQ

ROOT = "zombie_slayer"
SKILL_FILES = {"aimed": "aimed_shot", "endure": "endure_pain", "knockback": "knock_back"}
ITEM_TOKENS = {"torch": "torch", "dung": "dung", "life": "potion_life", "accuracy": "potion_accuracy",
               "defense": "potion_defense"}
ZOMBIE_TOKENS = {"v": "zombie_violet", "g": "zombie_green", "b": "zombie_blue"}
image = images.load  # assets/<relative>, loaded once; None when it is not there (yet)


# --- tokens ------------------------------------------------------------------------------------
def token_name(token_id: str, slayer_token: str = "slayer_ludwig") -> str:
    """The picture of a token id from a view: "slayer", "v3", "nec", "bron"..."""
    if token_id == "slayer":
        return slayer_token
    if token_id == "nec":
        return "necromancer"
    if token_id[:1] in ZOMBIE_TOKENS and token_id[1:].isdigit():
        return ZOMBIE_TOKENS[token_id[0]]
    return token_id


def token_rim(name: str) -> tuple[int, int, int]:
    for colour in ("violet", "green", "blue"):
        if colour in name:
            return TOKENS[colour]
    if name == "necromancer":
        return TOKENS["necromancer"]
    if name.startswith("slayer"):
        return TOKENS["slayer"]
    if name in ITEM_TOKENS.values():
        return TOKENS["item"]
    return TOKENS["follower"]


@images.table_art(maxsize=512)
def token(name: str, px: int) -> pygame.Surface:
    """A round counter `px` wide (assets/zombie_slayer/tokens/<name>.png, or a stand-in)."""
    px = max(8, int(px))
    source = image(f"{ROOT}/tokens/{name}.png")
    if source is not None:
        return images.scaled(source, (px, px))
    return _stand_in_token(name, px)


def _stand_in_token(name: str, px: int) -> pygame.Surface:
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    rim = token_rim(name)
    pygame.draw.circle(surf, (20, 14, 10), (px / 2, px / 2 + 1), px / 2)
    pygame.draw.circle(surf, rim, (px / 2, px / 2), px / 2 - 1)
    pygame.draw.circle(surf, (238, 226, 198), (px / 2, px / 2), px * 0.38)
    letters = "".join(w[0] for w in name.replace("_", " ").split()[-1:]).upper() or "?"
    font = art.serif(max(8, int(px * 0.45)), "bold")
    text = font.render(letters, True, (40, 30, 24))
    surf.blit(text, text.get_rect(center=(px / 2, px / 2)))
    return images.prepare(surf)


@images.table_art(maxsize=64)
def token_shadow(px: int) -> pygame.Surface:
    px = max(8, int(px))
    m = max(2, px // 8)
    surf = pygame.Surface((px + 2 * m, px + 2 * m), pygame.SRCALPHA)
    pygame.draw.circle(surf, (0, 0, 0, 110), (px / 2 + m, px / 2 + m), px / 2)
    return images.prepare(pygame.transform.gaussian_blur(surf, max(1, m // 2)))


def item_token(item: str, px: int) -> pygame.Surface:
    return token(ITEM_TOKENS.get(item, item), px)


# --- icons and cards -----------------------------------------------------------------------------
@images.table_art(maxsize=64)
def skill_icon(skill: str, px: int) -> pygame.Surface:
    """A skill's reminder token (engine ids: aimed, endure, knockback map to the art's names)."""
    source = image(f"{ROOT}/skills/{SKILL_FILES.get(skill, skill)}.png")
    if source is not None:
        return images.scaled(source, (px, px))
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    pygame.draw.rect(surf, (52, 120, 70), surf.get_rect(), border_radius=px // 5)
    pygame.draw.rect(surf, (214, 176, 104), surf.get_rect(), width=2, border_radius=px // 5)
    font = art.serif(max(8, int(px * 0.42)), "bold")
    words = {"aimed": "AS", "endure": "EP", "knockback": "KB"}.get(skill, skill[:2].title())
    text = font.render(words, True, (250, 240, 214))
    surf.blit(text, text.get_rect(center=(px / 2, px / 2)))
    return images.prepare(surf)


@images.table_art(maxsize=8)
def treasure_card(card: str, width: int) -> pygame.Surface | None:
    """assets/zombie_slayer/cards/<card>.png scaled to `width`, or None if not drawn yet."""
    source = image(f"{ROOT}/cards/{card}.png")
    if source is None:
        return None
    w, h = source.get_size()
    return images.scaled(source, (width, max(1, round(h * width / w))))


@images.table_art(maxsize=32)
def board_piece(name: str, px: int) -> pygame.Surface | None:
    """assets/zombie_slayer/board/<name>.png (dung heap, highlights) scaled square, or None."""
    source = image(f"{ROOT}/board/{name}.png")
    return None if source is None else images.scaled(source, (px, px))


# --- town cards ----------------------------------------------------------------------------------
def _native_card(tile: str, faces: tuple[tuple[str, ...], ...], colorblind: bool, kind: str) -> pygame.Surface:
    """The card at 440 px, native orientation, with its dieagram painted on the border strip."""
    source = images.read(f"{ROOT}/tiles/{tile}.png")  # read afresh: only the composed card is kept
    surf = source if source is not None else _stand_in_card(tile)
    if kind != "centre":
        face_px = FRAME - 5
        for k, pips in enumerate(faces):
            cy = FRAME + SQ * k + SQ // 2
            rect = pygame.Rect(0, 0, face_px, face_px)
            rect.center = (CELL - FRAME // 2, cy)
            draw_face(surf, rect, list(pips), colorblind=colorblind)
    return surf


def _stand_in_card(tile: str) -> pygame.Surface:
    surf = pygame.Surface((CELL, CELL))
    surf.fill((92, 92, 100))
    for i in range(7):
        pygame.draw.line(surf, (70, 70, 78), (FRAME + SQ * i, FRAME), (FRAME + SQ * i, CELL - FRAME))
        pygame.draw.line(surf, (70, 70, 78), (FRAME, FRAME + SQ * i), (CELL - FRAME, FRAME + SQ * i))
    pygame.draw.rect(surf, (60, 120, 60), pygame.Rect(CELL - FRAME, 0, FRAME, CELL))
    font = art.serif(28, "bold")
    text = font.render(tile.replace("_", " ").title(), True, (240, 230, 210))
    surf.blit(text, text.get_rect(center=(CELL // 2, CELL // 2)))
    return surf


class CardCache:
    """Composed, turned and scaled town cards, one surface per (tile, rot, size, colour-blind).

    The native composition (art + dieagram) is kept too, so a new zoom level costs one
    rotate and one smoothscale, not a re-paint.
    """

    def __init__(self) -> None:
        self._native: dict[tuple, pygame.Surface] = {}
        self._sized: dict[tuple, pygame.Surface] = {}

    def card(self, tile: str, rot: int, px: int, colorblind: bool, faces, kind: str) -> pygame.Surface:
        key = (tile, rot % 4, px, colorblind)
        hit = self._sized.get(key)
        if hit is not None:
            return hit
        native_key = (tile, colorblind)
        native = self._native.get(native_key)
        if native is None:
            native = self._native[native_key] = _native_card(tile, faces, colorblind, kind)
        turned = pygame.transform.rotate(native, -90 * (rot % 4)) if rot % 4 else native
        sized = images.scaled(turned, (px, px))
        sized = images.prepare(sized)
        if len(self._sized) > 400:
            self._sized.clear()
        self._sized[key] = sized
        return sized

    def read_ahead(self, tiles: list[str], colorblind: bool) -> None:
        """Have the art of these cards, in this order, decoded on another thread, but for the
        ones already composed (images.read_soon)."""
        images.read_soon(f"{ROOT}/tiles/{tile}.png" for tile in tiles if (tile, colorblind) not in self._native)

    def clear(self) -> None:
        self._native.clear()
        self._sized.clear()

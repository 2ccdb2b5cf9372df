"""The main menu: the Gamenight title, one card per game, Continue, Load, Settings, Quit.

Game cards are drawn by us (title art from assets/<game>/title.png, or a drawn card with the
title when a game has none yet) and react to hover, click and the keyboard (arrows + Enter).
"Continue" appears only when an unfinished game is autosaved, and says which and when.
The layout is computed from the window size, so the menu resizes cleanly.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel

from . import games, launch, storage
from .ui_scene import UIScene
from .widgets import art, dialogs

log = logging.getLogger(__name__)

CARD_ASPECT = 3 / 5  # height / width: a game box lid, the shape of the games' title art
MAX_CARD_WIDTH = 420
CAPTION = 62  # room under a card for its title and player count
GAP = 28
BANDS = [(122, 34, 30), (38, 86, 58), (36, 60, 110), (92, 48, 110), (150, 98, 30)]


@dataclass
class GameCard:
    """One game on the menu: where it is and what it shows."""

    game: str
    title: str
    players: str
    rect: pygame.Rect
    error: str | None = None


def players_text(info: dict) -> str:
    """'1 player', '2 players', '2-4 players'; '2 or 4 players' when the variants skip the
    counts between (Auganism: a duel, or a tag battle for four)."""
    low, high = (list(info.get("players") or [1, 1]) + [1, 1])[:2]
    if low == high:
        return f"{low} player" if low == 1 else f"{low} players"
    seats = sorted({int(v.get("seats", 0)) for v in info.get("variants") or [] if isinstance(v, dict)})
    if seats and seats == [low, high] and high - low > 1:
        return f"{low} or {high} players"
    return f"{low}\u2013{high} players"


class MenuScene(UIScene):
    """The first screen."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.cards: list[GameCard] = []
        self.hovered: int | None = None
        self.focused: int | None = None
        self._pressed: int | None = None
        self.load_error: str | None = None
        self.autosave: storage.Autosave | None = None
        self.buttons: dict[str, UIButton] = {}
        self._art: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}

    # --- building ----------------------------------------------------------------------------
    def on_uncover(self) -> None:
        super().on_uncover()
        self.rebuild()  # a game may have been autosaved or finished meanwhile

    def build(self, root: Any, size: tuple[int, int]) -> None:
        self.autosave = self._find_autosave()
        self.cards = self._layout_cards(self._game_entries(), size)
        self._build_buttons(root, size)

    def _find_autosave(self) -> storage.Autosave | None:
        entry = storage.latest_autosave()
        try:
            known = games.engine_api().games()
        except games.GameUnavailable:
            return None
        return entry if entry is not None and entry.game in known else None

    def _game_entries(self) -> list[tuple[str, str, str, str | None]]:
        try:
            ids = games.engine_api().games()
        except games.GameUnavailable as exc:
            self.load_error = str(exc)
            return []
        self.load_error = None
        return [self._entry(game) for game in ids]

    @staticmethod
    def _entry(game: str) -> tuple[str, str, str, str | None]:
        try:
            info = games.engine_api().info(game)
            return game, str(info["title"]), players_text(info), None
        except Exception as exc:  # one broken game must not take the menu down
            log.exception("api.info(%r) failed", game)
            return game, game.replace("_", " ").title(), "unavailable", f"{exc}"

    def _layout_cards(self, entries: list[tuple[str, str, str, str | None]], size: tuple[int, int]) -> list[GameCard]:
        if not entries:
            return []
        width, height = size
        top, bottom = int(height * 0.27), int(height * 0.80)
        columns, card_w, card_h = _grid(len(entries), width - 120, bottom - top)
        rows = -(-len(entries) // columns)
        block_h = rows * (card_h + CAPTION) + (rows - 1) * GAP // 2
        y0 = top + max(0, (bottom - top - block_h) // 2)
        cards = []
        for index, (game, title, players, error) in enumerate(entries):
            row, col = divmod(index, columns)
            in_row = min(columns, len(entries) - row * columns)
            row_w = in_row * card_w + (in_row - 1) * GAP
            x = (width - row_w) // 2 + col * (card_w + GAP)
            y = y0 + row * (card_h + CAPTION + GAP // 2)
            cards.append(GameCard(game, title, players, pygame.Rect(x, y, card_w, card_h), error))
        return cards

    def _build_buttons(self, root: Any, size: tuple[int, int]) -> None:
        width, height = size
        specs = [("load", "Load\u2026", "Open a saved game"),
                 ("settings", "Settings", "Animation speed, sound, window, colour-blind symbols, names"),
                 ("quit", "Quit", "Close Gamenight (your game is autosaved)")]
        if self.autosave is not None:
            specs.insert(0, ("continue", "Continue", self._continue_tip()))
        button_w, button_h, gap = 190, 50, 18
        row_w = len(specs) * button_w + (len(specs) - 1) * gap
        x, y = (width - row_w) // 2, height - int(height * 0.12) - button_h // 2
        self.buttons = {}
        for key, label, tip in specs:
            self.buttons[key] = UIButton(
                pygame.Rect(x, y, button_w, button_h), label, self.manager, container=root,
                tool_tip_text=tip, object_id="#primary" if key == "continue" else None,
            )
            x += button_w + gap
        if self.autosave is not None:
            note = f"{games.title(self.autosave.game)} \u00b7 autosaved {storage.describe_time(self.autosave.saved_at)}"
            left = self.buttons["continue"].relative_rect
            UILabel(pygame.Rect(left.centerx - 220, left.bottom + 6, 440, 26), note, self.manager,
                    container=root, object_id=ObjectID("#continue_note", "@light_hint"))

    def _continue_tip(self) -> str:
        assert self.autosave is not None
        return f"Resume {games.title(self.autosave.game)} where you left it"

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(event.ui_element)
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = self._card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self._card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self._card_at(event.pos)
            if index is not None and index == self._pressed:
                self.open_game(index)
            self._pressed = None
        elif event.type == pygame.KEYDOWN and not dialogs.modal_open(self.manager):
            self._on_key(event.key)

    def _on_button(self, element: Any) -> None:
        key = next((k for k, b in self.buttons.items() if b is element), None)
        if key is None:
            return
        self.app.sound.play("click")
        if key == "continue":
            self.continue_game()
        elif key == "load":
            dialogs.load_game(self.manager, on_loaded=lambda match, path: launch.resume(self.app, match))
        elif key == "settings":
            from .settings import SettingsScene

            self.app.stack.push(SettingsScene(self.app))
        elif key == "quit":
            self.app.quit()

    def _on_key(self, key: int) -> None:
        if not self.cards:
            return
        if key in (pygame.K_RIGHT, pygame.K_TAB):
            self.focused = 0 if self.focused is None else (self.focused + 1) % len(self.cards)
        elif key == pygame.K_LEFT:
            self.focused = len(self.cards) - 1 if self.focused is None else (self.focused - 1) % len(self.cards)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focused is not None:
            self.open_game(self.focused)

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        for index, card in enumerate(self.cards):
            if card.rect.collidepoint(pos):
                return index
        return None

    # --- actions -----------------------------------------------------------------------------
    def open_game(self, index: int) -> None:
        """A card was chosen: the new-game setup for that game."""
        card = self.cards[index]
        self.app.sound.play("card")
        if card.error is not None:
            dialogs.message(self.manager, card.title, f"{card.title} cannot be played: {card.error}")
            return
        from .setup import SetupScene

        try:
            scene = SetupScene(self.app, card.game)
        except games.GameUnavailable as exc:
            dialogs.message(self.manager, card.title, str(exc))
            return
        self.app.stack.push(scene)

    def continue_game(self) -> None:
        """Resume the latest autosave (or the one before it, when the latest is damaged)."""
        if self.autosave is None:
            return
        try:
            resumed = storage.load_autosave(self.autosave.game)
        except storage.SaveError as exc:
            dialogs.message(self.manager, "Cannot continue", str(exc))
            return
        launch.resume(self.app, resumed.match, warning=resumed.warning)

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(art.wood((width, height)), (0, 0))
        self._draw_title(surface, width, height)
        for index, card in enumerate(self.cards):
            self._draw_card(surface, card, lifted=index in (self.hovered, self.focused))
        if self.load_error:
            lines = art.wrap(self.load_error, art.serif(26), width - 200)
            for i, line in enumerate(lines):
                art.text(surface, line, art.serif(26), art.CREAM, center=(width // 2, int(height * 0.45) + i * 34))

    @staticmethod
    def _draw_title(surface: pygame.Surface, width: int, height: int) -> None:
        size = max(48, min(120, int(height * 0.13)))
        centre_y = int(height * 0.12)
        art.text(surface, "Gamenight", art.serif(size, "bold"), art.GOLD_BRIGHT,
                 center=(width // 2, centre_y), shadow=(12, 8, 4))
        sub = art.serif(max(18, size // 4), "italic")
        art.text(surface, "tabletop games for one table", sub, art.CREAM,
                 center=(width // 2, centre_y + size // 2 + sub.get_height() // 2 + 4))

    def _draw_card(self, surface: pygame.Surface, card: GameCard, lifted: bool) -> None:
        rect = card.rect.move(0, -8 if lifted else 0)
        blur = 14
        shadow = art.soft_shadow(card.rect.size, 12, blur, 170 if lifted else 130)
        surface.blit(shadow, (card.rect.x - blur, card.rect.y - blur + (10 if lifted else 6)))
        surface.blit(self._card_face(card), rect)
        if lifted:
            pygame.draw.rect(surface, art.GOLD_BRIGHT, rect.inflate(6, 6), width=3, border_radius=14)
        room = card.rect.width + GAP - 8
        title_font = art.fitting_serif(card.title, room, max(20, min(30, rect.width // 7)))
        art.text(surface, card.title, title_font, art.CREAM, center=(rect.centerx, card.rect.bottom + 22),
                 shadow=(10, 6, 3))
        art.text(surface, card.players, art.serif(20, "italic"), (214, 196, 160),
                 center=(rect.centerx, card.rect.bottom + 48))

    def _card_face(self, card: GameCard) -> pygame.Surface:
        key = (card.game, card.rect.size)
        if key not in self._art:
            self._art[key] = _card_face(card, self.cards.index(card))
        return self._art[key]


def _grid(count: int, width: int, height: int) -> tuple[int, int, int]:
    """(columns, card width, card height) for `count` cards in the given area."""
    best = (1, 100, 133)
    for columns in range(1, count + 1):
        rows = -(-count // columns)
        card_w = min(MAX_CARD_WIDTH, (width - (columns - 1) * GAP) // columns)
        card_h = int(card_w * CARD_ASPECT)
        room = (height - rows * CAPTION - (rows - 1) * GAP // 2) // rows
        if card_h > room:
            card_h = max(60, room)
            card_w = int(card_h / CARD_ASPECT)
        if card_w > best[1]:
            best = (columns, card_w, card_h)
    return best


def _card_face(card: GameCard, index: int) -> pygame.Surface:
    """The title art, or a drawn card with the game's title when there is none."""
    face = pygame.Surface(card.rect.size, pygame.SRCALPHA)
    path = games.title_art_path(card.game)
    image = None
    if path is not None:
        try:
            image = pygame.image.load(str(path))
        except (pygame.error, OSError):
            log.warning("title art %s cannot be read; drawing a card instead", path)
    if image is not None:
        face.blit(art.fit_art(image, card.rect.size), (0, 0))
    else:
        _draw_plain_face(face, card, BANDS[index % len(BANDS)])
    _round_corners(face, 12)
    art.gilt_frame(face, face.get_rect(), 12)
    return face


def _draw_plain_face(face: pygame.Surface, card: GameCard, band: tuple[int, int, int]) -> None:
    """A box lid drawn from the title: a coloured seal with the initial, the name beside it."""
    width, height = face.get_size()
    face.blit(art.parchment((width, height)), (0, 0))
    radius = int(min(width * 0.16, height * 0.32))
    emblem = (int(width * 0.08) + radius, height // 2)
    pygame.draw.circle(face, band, emblem, radius)
    pygame.draw.circle(face, art.GOLD, emblem, radius, width=3)
    pygame.draw.circle(face, art.GOLD, emblem, max(1, radius - 8), width=1)
    art.text(face, card.title[:1], art.serif(int(radius * 1.3), "bold"), art.CREAM,
             center=(emblem[0], emblem[1] + radius // 12))
    left = emblem[0] + radius + int(width * 0.06)
    room = width - left - int(width * 0.06)
    font = art.serif(max(16, min(height // 4, width // 9)), "bold")
    lines = art.wrap(card.title, font, room)
    y = height // 2 - len(lines) * font.get_linesize() // 2
    for line in lines:
        art.text(face, line, font, art.INK, topleft=(left, y))
        y += font.get_linesize()


def _round_corners(face: pygame.Surface, radius: int) -> None:
    mask = pygame.Surface(face.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

"""The main menu: the Gamenight title, one card per game, every unfinished game, Load, History,
Settings, Quit.

Game cards are drawn by us (title art from assets/<game>/title.png, or a drawn card with the
title when a game has none yet) and react to hover, click and the keyboard (arrows + Enter).
Each game keeps its own autosave, so every unfinished game is listed in a "Continue" sheet
beside the cards, the most recently played first: a picture of its table as it was left, the
game, who sits there, how far it went and when; a click picks it up where it was left (Enter or
Space, the latest; Up and Down choose another). Without unfinished games the cards have the
whole window. The layout is computed from the window size, so the menu resizes cleanly.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from engine import __version__

from . import games, i18n, storage, thumbnails
from .i18n import _, ngettext
from .ui_scene import UIScene
from .widgets import art, dialogs, looks
from .widgets.pill import Pill
from .widgets.tooltip import HoverTooltip

if TYPE_CHECKING:
    from . import saved_games

log = logging.getLogger(__name__)

CARD_ASPECT = 3 / 5  # height / width: a game box lid, the shape of the games' title art
MAX_CARD_WIDTH = 420
SIDES = 120  # the room beside the cards, across, when they have the window's width
CAPTION = 62  # room under a card for its title and player count
GAP = 28
LIFT = 8  # how far a card under the pointer (and its "Learn to play") rises
LESSON_HEIGHT = 30
MARGIN = 24  # between the window's edge and the Continue sheet
HEADING = 64  # the Continue sheet's heading
PICTURE_ASPECT = 1.5  # width / height of a picture of a table in the sheet


class GameCard(NamedTuple):
    """One game on the menu: where it is and what it shows. (The menu's records are named
    tuples: a dataclass is made as its module is imported, a millisecond each of the start.)"""

    game: str
    title: str
    players: str
    rect: pygame.Rect
    error: str | None = None


class LessonTag(NamedTuple):
    """A card's "Learn to play": drawn by the menu on the foot of its card (widgets/pill.py),
    one click from the game's tutorial, and lifted with the card under the pointer."""

    game: str
    text: str
    rect: pygame.Rect  # where it is while its card rests
    tip: str


class ResumeRow(NamedTuple):
    """One unfinished game in the Continue sheet: where it is drawn, and its picture there."""

    summary: saved_games.Summary
    rect: pygame.Rect
    picture: pygame.Surface


def players_text(info: dict) -> str:
    """'1 player', '2 players', '2-4 players'; '2 or 4 players' when the variants skip the
    counts between (Auganism: a duel, or a tag battle for four)."""
    low, high = (list(info.get("players") or [1, 1]) + [1, 1])[:2]
    if low == high:
        return ngettext("{n} player", "{n} players", low).format(n=low)
    seats = sorted({int(v.get("seats", 0)) for v in info.get("variants") or [] if isinstance(v, dict)})
    if seats and seats == [low, high] and high - low > 1:
        return _("{low} or {high} players").format(low=low, high=high)
    # TRANSLATORS: a range of player counts, "2–4 players" (an en dash between the two numbers).
    return _("{low}\u2013{high} players").format(low=low, high=high)


class MenuScene(UIScene):
    """The first screen."""

    music = "menu"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.cards: list[GameCard] = []
        self.caption_size = 20  # the titles under the cards, all in one size (set when laid out)
        self.hovered: int | None = None
        self.focused: int | None = None
        self._pressed: int | None = None
        self.load_error: str | None = None
        self.unfinished: list[saved_games.Summary] = []
        self.hosted: set[str] = set()  # the unfinished games hosted online (their record beside the autosave)
        self.rows: list[ResumeRow] = []
        self.sheet: pygame.Rect | None = None  # the Continue sheet, when there are unfinished games
        self.area = pygame.Rect(0, 0, 0, 0)  # where the title, the cards and the buttons go
        self.hovered_row: int | None = None
        self.focused_row: int | None = None
        self._pressed_row: int | None = None
        self.buttons: dict[str, UIButton] = {}
        self.lessons: dict[str, LessonTag] = {}  # game -> its card's "Learn to play"
        self.hovered_lesson: str | None = None
        self._pressed_lesson: str | None = None
        self._lesson_pills: dict[str, Pill] = {}  # the tags' words -> their pill
        self._pointer = (-1, -1)
        self._tip: HoverTooltip | None = None
        self._art: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._table_laid: tuple[int, int] | None = None  # the size the table was last drawn at

    # --- building ----------------------------------------------------------------------------
    def on_enter(self) -> None:
        super().on_enter()
        notices = getattr(self.app, "notices", None)
        if notices:  # a settings file repaired at start: say which and what, once
            dialogs.message(self.manager, _("Settings repaired"), "\n".join(i18n.say(n) for n in notices), width=560)
            notices.clear()

    def on_uncover(self) -> None:
        super().on_uncover()
        self.rebuild()  # a game may have been autosaved or finished meanwhile

    def build(self, root: Any, size: tuple[int, int]) -> None:
        self.unfinished = self._find_unfinished()
        self.hosted = {s.game for s in self.unfinished if storage.online_record_path(s.game).exists()}  # (online games)
        self.sheet, self.rows = self._layout_sheet(size)
        self.area = pygame.Rect(0, 0, self.sheet.x - MARGIN // 3 if self.sheet else size[0], size[1])
        self.cards = self._layout_cards(self._game_entries(), self.area)
        self.caption_size = _caption_size(self.cards)
        self._build_buttons(root, self.area)
        self._build_lessons()
        if self._tip is not None:
            self._tip.kill()
        self._tip = HoverTooltip(self.manager)
        for index in (self.hovered_row, self.focused_row, self._pressed_row):
            if index is not None and index >= len(self.rows):
                self.hovered_row = self.focused_row = self._pressed_row = None

    @staticmethod
    def _find_unfinished() -> list[saved_games.Summary]:
        """Every unfinished game, summed up for the Continue sheet. A first start has none, and
        its menu does not import the summaries' module and the sessions' it reads them with."""
        try:
            if not storage.unfinished_autosaves():
                return []
            from . import saved_games

            return saved_games.unfinished()
        except Exception:  # the menu must open whatever lies in the autosave folder
            log.exception("the unfinished games could not be listed")
            return []

    def _layout_sheet(self, size: tuple[int, int]) -> tuple[pygame.Rect | None, list[ResumeRow]]:
        """The Continue sheet at the right of the window, a row per unfinished game; its first
        row level with the top of the cards when there is room."""
        count = len(self.unfinished)
        if not count:
            return None, []
        width, height = size
        sheet_w = min(480, max(340, int(width * 0.34)))
        room = height - 2 * MARGIN - HEADING - 12
        row_h = max(72, min(130, int(height * 0.14), room // count))
        sheet_h = HEADING + count * row_h + 12
        top = max(MARGIN, min(int(height * 0.27) - HEADING, height - MARGIN - sheet_h))
        sheet = pygame.Rect(width - MARGIN - sheet_w, top, sheet_w, sheet_h)
        pad = _row_padding(row_h)
        picture = (round((row_h - 2 * pad) * PICTURE_ASPECT), row_h - 2 * pad)
        rows = [ResumeRow(summary, pygame.Rect(sheet.x + 8, sheet.y + HEADING + i * row_h, sheet_w - 16, row_h),
                          thumbnails.shown(summary.picture, summary.path, summary.game, summary.title, picture))
                for i, summary in enumerate(self.unfinished)]
        return sheet, rows

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
        api = games.engine_api()
        try:
            info = getattr(api, "listing", api.info)(game)  # (an engine without listings: its info)
            return game, _(str(info["title"])), players_text(info), None
        except Exception as exc:  # one broken game must not take the menu down
            log.exception("api.info(%r) failed", game)
            return game, game.replace("_", " ").title(), _("unavailable"), f"{exc}"

    def _layout_cards(self, entries: list[tuple[str, str, str, str | None]], area: pygame.Rect) -> list[GameCard]:
        if not entries:
            return []
        top, bottom = _card_band(area.height)
        columns, card_w, card_h = _grid(len(entries), area.width - (72 if self.sheet else SIDES), bottom - top)
        rows = -(-len(entries) // columns)
        block_h = rows * (card_h + CAPTION) + (rows - 1) * GAP // 2
        y0 = top + max(0, (bottom - top - block_h) // 2)
        cards = []
        for index, (game, title, players, error) in enumerate(entries):
            row, col = divmod(index, columns)
            in_row = min(columns, len(entries) - row * columns)
            row_w = in_row * card_w + (in_row - 1) * GAP
            x = area.x + (area.width - row_w) // 2 + col * (card_w + GAP)
            y = y0 + row * (card_h + CAPTION + GAP // 2)
            cards.append(GameCard(game, title, players, pygame.Rect(x, y, card_w, card_h), error))
        return cards

    def _build_buttons(self, root: Any, area: pygame.Rect) -> None:
        specs = [("online", _("Online"), _("Play online: host a game for friends elsewhere, or join theirs with a code")),
                 ("load", _("Load\u2026"), _("Your saved games: open, rename, delete, or import a file")),
                 ("history", _("History"),
                  _("Every game you played here: watch one again, share it, see your statistics")),
                 ("settings", _("Settings"), _("Language, animation speed, sound, window, colour-blind symbols, names")),
                 ("quit", _("Quit"), _("Close Gamenight (your games are autosaved)"))]
        gap, button_h = 18, 50
        button_w = min(190, (area.width - 48 - (len(specs) - 1) * gap) // len(specs))
        row_w = len(specs) * button_w + (len(specs) - 1) * gap
        x, y = area.x + (area.width - row_w) // 2, area.height - int(area.height * 0.12) - button_h // 2
        self.buttons = {}
        for key, label, tip in specs:
            self.buttons[key] = UIButton(pygame.Rect(x, y, button_w, button_h), label, self.manager,
                                         container=root, tool_tip_text=tip)
            looks.draw_ahead(self.buttons[key], ())  # the menu's first frame draws no look unshown
            x += button_w + gap

    def _build_lessons(self) -> None:
        """"Learn to play" along the foot of each card of a game with a tutorial: the first
        thing a newcomer looks for, one click from the start. The menu draws them on its cards
        (a button of the theme's #lesson block, as widgets/pill.py draws one)."""
        self.lessons = {}
        long_words, short_words = _("Learn to play"), _("Tutorial")
        pills = {words: Pill(self.manager, ["#lesson", "button"], words) for words in (long_words, short_words)}
        for card in self.cards:
            if card.error is not None or not games.has_tutorial(card.game):
                continue
            room = card.rect.width - 12
            # the words as the card has room for them: a longer language may need the short form
            words = long_words if pills[long_words].width() <= room else short_words
            rect = pygame.Rect(0, 0, min(room, max(150, pills[words].width())), LESSON_HEIGHT)
            rect.midbottom = (card.rect.centerx, card.rect.bottom - 8)
            tip = _("A guided first game of {game}: a narrator explains each rule as it comes up").format(game=card.title)
            self.lessons[card.game] = LessonTag(card.game, words, rect, tip)
        self._lesson_pills = pills

    def _lesson_rect(self, index: int, tag: LessonTag) -> pygame.Rect:
        """Where a card's tag is drawn: lifted with its card when that is hovered or chosen."""
        return tag.rect.move(0, -LIFT) if index in (self.hovered, self.focused) else tag.rect

    def _lesson_at(self, pos: tuple[int, int]) -> str | None:
        """The card whose "Learn to play" is under `pos`; none while a dialog blocks the menu
        (a drawn tag is not a widget, which pygame-gui would keep from the pointer itself)."""
        if dialogs.modal_open(self.manager):
            return None
        for index, card in enumerate(self.cards):
            tag = self.lessons.get(card.game)
            if tag is not None and self._lesson_rect(index, tag).collidepoint(pos):
                return card.game
        return None

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(event.ui_element)
        elif event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            self.hovered = self._card_at(event.pos)
            self.hovered_row = self._row_at(event.pos)
            self.hovered_lesson = self._lesson_at(event.pos)
            if self._tip is not None and self._tip.covers(event.pos):
                self._tip.hide()  # the pointer went onto the tip: out of the way of the next click
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._tip is not None:
                self._tip.hold_until_moved(event.pos)
            self._pressed_lesson = self._lesson_at(event.pos)
            self._pressed = self._card_at(event.pos) if self._pressed_lesson is None else None
            self._pressed_row = self._row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._on_release(event.pos)
        elif event.type == pygame.KEYDOWN and not dialogs.modal_open(self.manager):
            self._on_key(event.key)

    def _on_release(self, pos: tuple[int, int]) -> None:
        """A click ends: it chose what it was pressed on, if it is still over that."""
        lesson, index, row = self._lesson_at(pos), self._card_at(pos), self._row_at(pos)
        pressed_lesson, pressed, pressed_row = self._pressed_lesson, self._pressed, self._pressed_row
        self._pressed_lesson = self._pressed = self._pressed_row = None
        if lesson is not None and lesson == pressed_lesson:
            self.open_lesson(lesson)
        elif index is not None and index == pressed:
            self.open_game(index)
        elif row is not None and row == pressed_row:
            self.continue_game(row)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._tip is not None:
            tag = self.lessons.get(self.hovered_lesson) if self.hovered_lesson else None
            self._tip.update(dt, self._pointer, tag.tip if tag is not None else None)

    def on_exit(self) -> None:
        if self._tip is not None:
            self._tip.kill()
        super().on_exit()

    def on_cover(self, above: Any) -> None:
        if self._tip is not None:
            self._tip.kill()
        self.hovered_lesson = self._pressed_lesson = None
        super().on_cover(above)

    def _on_button(self, element: Any) -> None:
        key = next((k for k, b in self.buttons.items() if b is element), None)
        if key is None:
            return
        self.app.sound.play("click")
        if key == "online":
            from .online_menu import OnlineScene

            self.app.stack.push(OnlineScene(self.app))
        elif key == "load":
            from .saves import SavesScene

            self.app.stack.push(SavesScene(self.app))
        elif key == "history":
            from .history_screen import HistoryScene

            self.app.stack.push(HistoryScene(self.app))
        elif key == "settings":
            from .settings import SettingsScene

            self.app.stack.push(SettingsScene(self.app))
        elif key == "quit":
            self.app.quit()

    def _on_key(self, key: int) -> None:
        """Left, Right and Tab choose a game card, Up and Down an unfinished game; Enter or Space
        opens the one chosen - with none chosen, the latest unfinished game."""
        if key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_LEFT) and self.cards:
            step = -1 if key == pygame.K_LEFT else 1
            start = (0 if step > 0 else len(self.cards) - 1) if self.focused is None else self.focused + step
            self.focused, self.focused_row = start % len(self.cards), None
        elif key in (pygame.K_DOWN, pygame.K_UP) and self.rows:
            step = -1 if key == pygame.K_UP else 1
            start = (0 if step > 0 else len(self.rows) - 1) if self.focused_row is None else self.focused_row + step
            self.focused_row, self.focused = start % len(self.rows), None
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focused is not None:
                self.open_game(self.focused)
            elif self.rows:
                self.continue_game(self.focused_row or 0)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        return next((index for index, row in enumerate(self.rows) if row.rect.collidepoint(pos)), None)

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        for index, card in enumerate(self.cards):
            if card.rect.collidepoint(pos):
                return index
        return None

    # --- actions -----------------------------------------------------------------------------
    def open_lesson(self, game: str) -> None:
        """A card's "Learn to play": the game's tutorial."""
        from .tutorial import open_tutorial

        self.app.sound.play("card")
        open_tutorial(self.app, game)

    def open_game(self, index: int) -> None:
        """A card was chosen: the new-game setup for that game."""
        card = self.cards[index]
        self.app.sound.play("card")
        if card.error is not None:
            dialogs.message(self.manager, card.title, _("{game} cannot be played: {reason}").format(
                game=card.title, reason=card.error))
            return
        from .setup import SetupScene

        try:
            scene = SetupScene(self.app, card.game)
        except games.GameUnavailable as exc:
            dialogs.message(self.manager, card.title, str(exc))
            return
        self.app.stack.push(scene)

    def continue_game(self, index: int = 0) -> None:
        """Resume the index-th unfinished game from its autosave (or the one before it, when
        the latest is damaged)."""
        if not 0 <= index < len(self.rows):
            return
        game = self.rows[index].summary.game
        self.app.sound.play("card")
        try:
            resumed = storage.load_autosave(game)
        except storage.SaveError as exc:
            dialogs.message(self.manager, _("Cannot continue"), str(exc))
            return
        from . import launch

        record = storage.online_record(game)
        if record is not None and launch.resume_online(self.app, resumed.match, record):
            return
        launch.resume(self.app, resumed.match, warning=resumed.warning)

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        art.lay_table(surface, keep=self._table_laid == (width, height))  # (the first frame at a size paints it)
        self._table_laid = (width, height)
        self._draw_title(surface, self.area.centerx, height)
        for index, card in enumerate(self.cards):
            self._draw_card(surface, card, lifted=index in (self.hovered, self.focused))
        if self.load_error:
            lines = art.wrap(self.load_error, art.serif(26), self.area.width - 200)
            for i, line in enumerate(lines):
                art.text(surface, line, art.serif(26), art.CREAM,
                         center=(self.area.centerx, int(height * 0.45) + i * 34))
        if self.sheet is not None:
            self._draw_sheet(surface, self.sheet)
        self._draw_version(surface)

    @staticmethod
    def _draw_version(surface: pygame.Surface) -> None:
        """Which Gamenight this is, small in the corner: what a player quotes in a report, and
        what every save written by it records. (In a monospaced face, as a build is stamped:
        its figures are lining, where the serif's old-style 0 reads as an o.)"""
        art.text(surface, _("Gamenight {version}").format(version=__version__), art.mono_font(14), (186, 166, 132),
                 bottomleft=(14, surface.get_height() - 10))

    @staticmethod
    def _draw_title(surface: pygame.Surface, centre_x: int, height: int) -> None:
        size = max(48, min(120, int(height * 0.13)))
        centre_y = int(height * 0.12)
        art.text(surface, _("Gamenight"), art.serif(size, "bold"), art.GOLD_BRIGHT,
                 center=(centre_x, centre_y), shadow=(12, 8, 4))
        sub = art.serif(max(18, size // 4), "italic")
        art.text(surface, _("tabletop games for one table"), sub, art.CREAM,
                 center=(centre_x, centre_y + size // 2 + sub.get_height() // 2 + 4))

    # --- the Continue sheet --------------------------------------------------------------------
    def _draw_sheet(self, surface: pygame.Surface, sheet: pygame.Rect) -> None:
        surface.blit(art.parchment_panel(sheet.size, radius=14), (sheet.x - 6, sheet.y - 4))
        heading = art.serif(max(28, min(38, surface.get_height() // 28)), "bold")
        left = sheet.x + 22
        drawn = art.text(surface, _("Continue"), heading, art.INK, midleft=(left, sheet.y + HEADING // 2 - 2))
        hint = _("Enter: the latest") if len(self.rows) > 1 else _("Enter to resume")
        hint_font = art.serif(max(15, min(19, surface.get_height() // 56)), "italic")
        if drawn.right + 16 + hint_font.size(hint)[0] <= sheet.right - 22:
            art.text(surface, hint, hint_font, art.INK_SOFT, midright=(sheet.right - 22, drawn.centery + 3))
        pygame.draw.line(surface, art.GOLD, (left, sheet.y + HEADING - 6), (sheet.right - 22, sheet.y + HEADING - 6), 2)
        for index, row in enumerate(self.rows):
            self._draw_row(surface, row, index)

    def _draw_row(self, surface: pygame.Surface, row: ResumeRow, index: int) -> None:
        rect, summary = row.rect, row.summary
        lifted = index in (self.hovered_row, self.focused_row)
        if lifted:
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (255, 250, 230, 120), glow.get_rect(), border_radius=8)
            surface.blit(glow, rect)
            pygame.draw.rect(surface, art.GOLD, rect, width=2, border_radius=8)
        elif index:
            pygame.draw.line(surface, (205, 184, 140), (rect.x + 10, rect.y), (rect.right - 10, rect.y), 1)
        pad = _row_padding(rect.height)
        picture = surface.blit(row.picture, (rect.x + pad, rect.y + pad))
        self._draw_row_words(surface, summary, pygame.Rect(picture.right + 12, rect.y + pad,
                                                           rect.right - picture.right - 22, picture.height))

    def _draw_row_words(self, surface: pygame.Surface, summary: saved_games.Summary, box: pygame.Rect) -> None:
        """The game, who sits there, and how far it went and when, each on a line of its own."""
        from . import saved_games

        big = max(18, min(26, box.height // 4))
        small = max(15, min(20, box.height // 5))
        title = summary.title if summary.game not in self.hosted else \
            _("{game} \u00b7 online").format(game=summary.title)  # (Continue hosts it again: the friends rejoin)
        title_font = art.fitting_serif(title, box.width, big, smallest=15)
        seats_font = art.serif(small)
        if summary.readable:
            names = saved_games.seat_names(self.app.settings, summary.seats, summary.saved_names)
            second = saved_games.seats_line(names, summary.seats, lambda words: seats_font.size(words)[0] <= box.width)
            third = f"{summary.progress} \u00b7 {storage.describe_time(summary.saved_at)}"
        else:
            second, third = _("This autosave is damaged."), _("Click to see why.")
        when_font = art.fitting_serif(third, box.width, small, "italic", smallest=min(small, 14))
        if summary.readable and when_font.size(third)[0] > box.width:  # how far it went, rather than "18 minute..."
            third = summary.progress  # (the sheet lists the newest first; at 1024x640 Zvery's "Before the first battle")
        lines = [(title, title_font, art.INK), (second, seats_font, art.INK_SOFT),
                 (third, when_font, art.INK_SOFT)]
        height = sum(font.get_linesize() for _words, font, _colour in lines)
        y = box.y + max(0, (box.height - height) // 2)
        for words, font, colour in lines:
            art.text(surface, saved_games.cut(words, box.width, lambda text, f=font: f.size(text)[0]), font, colour,
                     topleft=(box.x, y))
            y += font.get_linesize()

    def _draw_card(self, surface: pygame.Surface, card: GameCard, lifted: bool) -> None:
        rect = card.rect.move(0, -LIFT if lifted else 0)
        blur = 14
        shadow = art.soft_shadow(card.rect.size, 12, blur, 170 if lifted else 130)
        surface.blit(shadow, (card.rect.x - blur, card.rect.y - blur + (10 if lifted else 6)))
        surface.blit(self._card_face(card), rect)
        if lifted:
            pygame.draw.rect(surface, art.GOLD_BRIGHT, rect.inflate(6, 6), width=3, border_radius=14)
        tag = self.lessons.get(card.game)
        if tag is not None:
            look = ("active" if self._pressed_lesson == card.game and self.hovered_lesson == card.game
                    else "hovered" if self.hovered_lesson == card.game else "normal")
            self._lesson_pills[tag.text].draw(surface, tag.rect.move(0, rect.y - card.rect.y), look)
        title_font = art.fitting_serif(card.title, _caption_room(card), self.caption_size)
        art.text(surface, card.title, title_font, art.CREAM, center=(rect.centerx, card.rect.bottom + 22),
                 shadow=(10, 6, 3))
        art.text(surface, card.players, art.serif(20, "italic"), (214, 196, 160),
                 center=(rect.centerx, card.rect.bottom + 48))

    def _card_face(self, card: GameCard) -> pygame.Surface:
        key = (card.game, card.rect.size)
        if key not in self._art:
            self._art[key] = _card_face(card)
        return self._art[key]


def widest_card(size: tuple[int, int]) -> int:
    """How wide the menu's cards are at most in a window of `size` (a Continue sheet beside them
    only makes them narrower): which of the lids shipped the first frame will draw, to be read
    ahead as the window opens."""
    try:
        count = len(games.engine_api().games())
    except games.GameUnavailable:
        return MAX_CARD_WIDTH
    top, bottom = _card_band(size[1])
    return _grid(count, size[0] - SIDES, bottom - top)[1] if count else MAX_CARD_WIDTH


def _card_band(height: int) -> tuple[int, int]:
    """Where the cards may go, top to bottom: under the title, over the buttons."""
    return int(height * 0.27), int(height * 0.80)


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


def _caption_room(card: GameCard) -> int:
    return card.rect.width + GAP - 8


def _caption_size(cards: list[GameCard]) -> int:
    """One size for the titles under the cards: the largest in which each fits under its own,
    so that the row reads as one (and the first frame opens one size of the face, not one a
    title). The longest title is fitted first, and each after it from the size the ones before
    left: the rest are then measured in the size they are drawn in, rather than each in the
    largest first (a size whose every letter the face works out, 1-2 ms of the start)."""
    size = min((max(20, min(30, card.rect.width // 7)) for card in cards), default=20)
    for card in sorted(cards, key=lambda card: -len(card.title)):
        size = art.fitting_size(card.title, _caption_room(card), size)
    return size


def _row_padding(row_height: int) -> int:
    return max(6, row_height // 12)


def _card_face(card: GameCard) -> pygame.Surface:
    """The title art, or a drawn card with the game's title when there is none."""
    return thumbnails.framed(thumbnails.game_face(card.game, card.title, card.rect.size), 12)

"""The saves screen: the player's saved games as a list, each with a picture of its table.

Opened from the menu's "Load..." it lists the saves in the saves folder, the newest first - the
name, the game, who sat there, how far it went and when - to open, rename or delete; "Import a
file..." fetches a save from anywhere else on the computer, checks that it loads, and copies it
in. Opened from a table's Menu -> "Save a copy..." (`SavesScene(app, table=scene)`) it offers a
name ("Zvery 26 Nov 15.40") to save the game under, and the same list, where any save may be
replaced by this game (after asking).

Nothing here can lose a game or stop the screen: a save that does not read is listed with the
reason, and can be renamed or deleted; a name that is not a file name, or is another save's, is
refused with a sentence; replacing or deleting asks first; opening a save when the same game has
an unfinished autosave asks first, since playing on would take its place in Continue; a file
that is not a save is never imported. The list scrolls (mouse wheel or its bar) and the layout
is computed from the window size, like the settings and the new-game screens.
"""
from __future__ import annotations

import html
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UILabel, UIScrollingContainer, UITextBox, UITextEntryLine

from . import games, launch, saved_games, storage, thumbnails
from .ui_scene import UIScene
from .widgets import art, dialogs

log = logging.getLogger(__name__)

GAP = 8  # between two saves in the list
PICTURE_ASPECT = 1.5
ACTION_W, ACTION_GAP = 100, 8
SCROLL_BAR = 24  # room kept at the right of the rows for the list's scroll bar


class SavesScene(UIScene):
    """The player's saves. With `table`, the screen saves that table's game (save mode)."""

    def __init__(self, app: Any, table: Any = None) -> None:
        super().__init__(app)
        self.match = table.session.match if table is not None else None
        # The table as it is now, taken before this screen covers it (none in pass-and-play).
        self.picture = thumbnails.of_table(table) if table is not None else None
        self.name = self._offered_name() if self.match is not None else ""
        self.summaries: list[saved_games.Summary] = []
        self.folder_problem: str | None = None
        self.widgets: dict[str, Any] = {}
        self.actions: dict[UIButton, tuple[str, saved_games.Summary]] = {}
        self.list: UIScrollingContainer | None = None
        self.scrolled = 0.0
        self.sheet = pygame.Rect(0, 0, 0, 0)

    @property
    def saving(self) -> bool:
        return self.match is not None

    def _offered_name(self) -> str:
        name = storage.default_save_name(self.match.game)
        try:
            return storage.free_save_name(name)
        except storage.SaveError:
            return name

    # --- layout ------------------------------------------------------------------------------
    def rebuild(self) -> None:
        if self.list is not None and self.list.vert_scroll_bar is not None:
            self.scrolled = self.list.vert_scroll_bar.start_percentage  # stay where the player was
        super().rebuild()

    def build(self, root: Any, size: tuple[int, int]) -> None:
        width, height = size
        self.sheet = pygame.Rect(0, 0, min(width - 60, 1000), height - 30)
        self.sheet.center = (width // 2, height // 2)
        self.widgets, self.actions, self.list = {}, {}, None
        self._build_header(root)
        self._read()
        top = self.sheet.y + 102
        if self.saving:
            top = self._build_name_row(root, top)
        self._build_list(root, pygame.Rect(self.sheet.x + 32, top, self.sheet.width - 64, self.sheet.bottom - 20 - top))

    def _build_header(self, root: Any) -> None:
        right = self.sheet.right - 40
        back_tip = "Back to the game (Esc)" if self.saving else "Back to the menu (Esc)"
        self.widgets["back"] = UIButton(pygame.Rect(right - 130, self.sheet.y + 24, 130, 48), "Back", self.manager,
                                        container=root, tool_tip_text=back_tip)
        if not self.saving:
            self.widgets["import"] = UIButton(
                pygame.Rect(right - 130 - 14 - 190, self.sheet.y + 24, 190, 48), "Import a file\u2026",
                self.manager, container=root,
                tool_tip_text="Copy a save from another folder (a friend's, a backup) into your saves")

    def _build_name_row(self, root: Any, top: int) -> int:
        """What is saved (the picture that goes with it), the name to save it under, and Save;
        returns where the list starts."""
        left, right = self.sheet.x + 40, self.sheet.right - 40
        preview = pygame.Rect(left, top, 108, 72)
        picture = (art.fit_cover(self.picture, preview.size) if self.picture is not None
                   else thumbnails.game_face(self.match.game, games.title(self.match.game), preview.size))
        UIImage(preview, thumbnails.framed(picture), self.manager, container=root)
        x = preview.right + 18
        UILabel(pygame.Rect(x, top + 14, 74, 44), "Name", self.manager, container=root, object_id="@ink_heading")
        entry = UITextEntryLine(pygame.Rect(x + 78, top + 16, right - x - 78 - 164, 40), self.manager,
                                container=root, initial_text=self.name)
        entry.set_text_length_limit(storage.MAX_SAVE_NAME)
        entry.focus()
        self.widgets["name"] = entry
        self.widgets["save"] = UIButton(pygame.Rect(right - 150, top + 14, 150, 44), "Save", self.manager,
                                        container=root, object_id="#primary",
                                        tool_tip_text="Save the game under this name (Enter)")
        if not self.summaries:
            return preview.bottom + 14
        UILabel(pygame.Rect(left, preview.bottom + 8, right - left, 26), "Or replace one of your saves with this game:",
                self.manager, container=root, object_id="@hint")
        return preview.bottom + 40

    def _read(self) -> None:
        try:
            self.summaries, self.folder_problem = saved_games.named(), None
        except storage.SaveError as exc:
            self.summaries, self.folder_problem = [], str(exc)

    def _build_list(self, root: Any, rect: pygame.Rect) -> None:
        if not self.summaries:
            self._build_empty_note(root, rect)
            return
        self.list = UIScrollingContainer(rect, self.manager, container=root, allow_scroll_x=False)
        row_w, row_h = rect.width - SCROLL_BAR, row_height(self.size[1])
        y = 0
        for summary in self.summaries:
            self._build_row(summary, pygame.Rect(0, y, row_w, row_h - GAP))
            y += row_h
        self.list.set_scrollable_area_dimensions((row_w, y))
        if self.list.vert_scroll_bar is not None and self.scrolled:
            self.list.vert_scroll_bar.set_scroll_from_start_percentage(self.scrolled)

    def _build_empty_note(self, root: Any, rect: pygame.Rect) -> None:
        if self.folder_problem:
            words = self.folder_problem
        elif self.saving:
            words = "No saves yet: this one will be the first."
        else:
            words = "No saved games yet. In a game, Menu \u2192 Save a copy\u2026 keeps one here."
        UITextBox(dialogs.as_html(words), pygame.Rect(rect.x, rect.y + 20, rect.width, 90), self.manager,
                  container=root, object_id="@dialog_text")

    def _build_row(self, summary: saved_games.Summary, rect: pygame.Rect) -> None:
        """A band with the save's picture, three lines about it, and its buttons."""
        UIImage(rect, _band(rect.size), self.manager, container=self.list)
        pad = 9
        picture_h = rect.height - 2 * pad
        picture = pygame.Rect(rect.x + pad + 2, rect.y + pad, round(picture_h * PICTURE_ASPECT), picture_h)
        UIImage(picture, thumbnails.shown(summary.picture, summary.path, summary.game, summary.title, picture.size),
                self.manager, container=self.list)
        actions = self._row_actions(summary)
        buttons_x = rect.right - 14 - len(actions) * ACTION_W - (len(actions) - 1) * ACTION_GAP
        words = pygame.Rect(picture.right + 16, rect.y + 6, buttons_x - 16 - picture.right - 16, rect.height - 12)
        self._build_words(summary, words)
        x = buttons_x
        for kind, label, tip, style in actions:
            button = UIButton(pygame.Rect(x, rect.centery - 21, ACTION_W, 42), label, self.manager,
                              container=self.list, tool_tip_text=tip, object_id=style)
            self.actions[button] = (kind, summary)
            x += ACTION_W + ACTION_GAP

    def _row_actions(self, summary: saved_games.Summary) -> list[tuple[str, str, str, str | None]]:
        """(kind, label, tip, style) of each button of a save's row."""
        first = (("replace", "Replace", "Save this game over it (asks first)", "#primary") if self.saving
                 else ("open", "Open", "Play on from this save" if summary.readable else
                       "Why this save cannot be opened", "#primary"))
        return [first, ("rename", "Rename", "Give this save another name", None),
                ("delete", "Delete", "Remove this save (asks first)", "#danger")]

    def _build_words(self, summary: saved_games.Summary, box: pygame.Rect) -> None:
        when = storage.describe_time(summary.saved_at)
        if summary.readable:
            seats = saved_games.seat_names(self.app.settings, summary.seats)
            second_font = self._font("@ink")
            room = box.width - 10 - second_font.size(f"{summary.title} \u00b7 ")[0]
            line = saved_games.seats_line(seats, summary.seats, lambda words: second_font.size(words)[0] <= room)
            second, third = f"{summary.title} \u00b7 {line}", f"{summary.progress} \u00b7 saved {when}"
        else:  # the reason, on two lines if need be (Open tells it whole)
            reason = summary.problem or "This file cannot be opened."
            font = self._font("@ink")
            wrapped = art.wrap(reason, font, box.width - 10) or [reason]
            second, third = wrapped[0], " ".join(wrapped[1:])
        lines = [(summary.name, "@ink_heading", 30), (second, "@ink", 26),
                 (third, "@hint" if summary.readable else "@ink", 24)]
        y = box.y + (box.height - sum(h for *_, h in lines)) // 2
        for words, style, height in lines:
            self._label(pygame.Rect(box.x, y, box.width, height), words, style)
            y += height

    def _label(self, rect: pygame.Rect, words: str, style: str) -> UILabel:
        """A label whose words are cut short (with an ellipsis) rather than spilling."""
        font = self._font(style)
        fitted = saved_games.cut(words, rect.width - 10, lambda text: font.size(text)[0])
        return UILabel(rect, fitted, self.manager, container=self.list, object_id=style)

    def _font(self, style: str) -> Any:
        return self.manager.get_theme().get_font([style, "label"])

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(element)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and element is self.widgets.get("name"):
            self.name = event.text
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and element is self.widgets.get("name"):
            self.save()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not dialogs.takes_escape(self.manager):
            self.close()

    def _on_button(self, element: Any) -> None:
        if element in self.actions:
            kind, summary = self.actions[element]
            self.app.sound.play("click")
            {"open": self.open, "replace": self.replace, "rename": self.rename, "delete": self.delete}[kind](summary)
            return
        key = next((k for k, widget in self.widgets.items() if widget is element), None)
        if key is None:
            return
        self.app.sound.play("click")
        if key == "back":
            self.close()
        elif key == "import":
            dialogs.choose_save_file(self.manager, self.import_file)
        elif key == "save":
            self.save()

    # --- saving a copy -----------------------------------------------------------------------
    def save(self) -> None:
        """Save the table's game under the typed name (asking before replacing a save)."""
        if not self.saving or dialogs.modal_open(self.manager):
            return
        problem = storage.save_name_problem(self.name)
        if problem is not None:
            dialogs.message(self.manager, "Not saved", problem)
            return
        try:
            existing = storage.existing_save(self.name)
        except storage.SaveError as exc:
            dialogs.message(self.manager, "Not saved", str(exc))
            return
        if existing is None:
            self._write(self.name)
            return
        dialogs.confirm(self.manager, "Replace save?",
                        f"\u201c{_stem(existing)}\u201d is already a save. Replace it with this game?",
                        action="Replace", cancel="Keep it", on_confirm=lambda: self._write(self.name))

    def replace(self, summary: saved_games.Summary) -> None:
        about = f" ({summary.title}, {summary.progress}, saved {storage.describe_time(summary.saved_at)})" \
            if summary.readable else ""
        dialogs.confirm(self.manager, "Replace save?",
                        f"\u201c{summary.name}\u201d{about} will be replaced by this game.",
                        action="Replace", cancel="Keep it", on_confirm=lambda: self._write(summary.name))

    def _write(self, name: str) -> None:
        try:
            path = storage.save_named(self.match, name)
        except storage.SaveError as exc:
            dialogs.message(self.manager, "Not saved", str(exc))
            return
        thumbnails.keep(self.picture, storage.picture_path(path))
        self.close()
        dialogs.message(self.manager, "Saved", f"The game is saved as \u201c{_stem(path)}\u201d. "
                                               "Load\u2026 in the main menu opens it.")

    # --- opening, renaming, deleting, importing ----------------------------------------------
    def open(self, summary: saved_games.Summary) -> None:
        """Play on from a save - asking first when it would take an unfinished game's place."""
        try:
            match = storage.load(summary.path)
        except storage.SaveError as exc:
            dialogs.message(self.manager, "Cannot open", str(exc))
            return
        unfinished = _unfinished_other_than(match.game, summary.path)
        if unfinished is None:
            self._play(match)
            return
        dialogs.confirm(
            self.manager, "Open this save?",
            f"You have an unfinished game of {summary.title} (autosaved "
            f"{storage.describe_time(unfinished.saved_at)}). Once you play on from \u201c{summary.name}\u201d, "
            "Continue offers this game instead. To keep the other one, open it from Continue and save a copy "
            "first.", action="Open this save", cancel="Keep it", on_confirm=lambda: self._play(match))

    def _play(self, match: Any) -> None:
        self.app.sound.play("card")
        launch.resume(self.app, match, replace=True)

    def rename(self, summary: saved_games.Summary) -> None:
        NameDialog(self.manager, f"Rename \u201c{summary.name}\u201d", summary.name,
                   check=lambda name: storage.rename_problem(summary.path, name),
                   on_name=lambda name: self._rename(summary, name))

    def _rename(self, summary: saved_games.Summary, name: str) -> None:
        try:
            storage.rename_save(summary.path, name)
        except storage.SaveError as exc:
            dialogs.message(self.manager, "Not renamed", str(exc))
        self.rebuild()

    def delete(self, summary: saved_games.Summary) -> None:
        dialogs.confirm(self.manager, "Delete save?",
                        f"Delete \u201c{summary.name}\u201d? A deleted save cannot be brought back.",
                        action="Delete", cancel="Keep it", on_confirm=lambda: self._delete(summary))

    def _delete(self, summary: saved_games.Summary) -> None:
        try:
            storage.delete_save(summary.path)
        except storage.SaveError as exc:
            dialogs.message(self.manager, "Not deleted", str(exc))
        self.rebuild()

    def import_file(self, path: Path) -> None:
        """A file picked from anywhere: copied in once it loads; a message says why not."""
        try:
            copied = storage.import_save(path)
        except storage.SaveError as exc:
            dialogs.message(self.manager, "Cannot import", str(exc))
            return
        self.scrolled = 0.0  # the newest save, the one imported, is at the top
        self.rebuild()
        dialogs.message(self.manager, "Imported", f"{path.name} is now among your saves, as \u201c{_stem(copied)}\u201d.")

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(art.wood((width, height)), (0, 0))
        surface.blit(art.parchment_panel(self.sheet.size, radius=14), (self.sheet.x - 6, self.sheet.y - 4))
        title = "Save a copy" if self.saving else "Saved games"
        art.text(surface, title, art.serif(46, "bold"), art.INK, topleft=(self.sheet.x + 40, self.sheet.y + 22))
        pygame.draw.line(surface, art.GOLD, (self.sheet.x + 40, self.sheet.y + 86),
                         (self.sheet.right - 40, self.sheet.y + 86), 2)


def row_height(window_height: int) -> int:
    """A save's row, with the gap under it: taller in a taller window, for a larger picture."""
    return max(100, min(140, window_height // 8))


class NameDialog(dialogs.Choosing):
    """Ask for a new name: the field, a sentence saying why a name is refused (the dialog stays
    open until a good one is given, or Cancel), Cancel and Rename. Enter renames, Esc cancels."""

    def __init__(self, manager: pygame_gui.UIManager, title: str, name: str, *,
                 check: Callable[[str], str | None], on_name: Callable[[str], Any]) -> None:
        screen_w, screen_h = manager.window_resolution
        rect = pygame.Rect(0, 0, min(520, screen_w - 40), min(240, screen_h - 40))
        rect.center = (screen_w // 2, screen_h // 2)
        super().__init__(rect, manager, title, {"rename": self._named}, "#dialog")
        self.check, self.on_name = check, on_name
        inner_w, inner_h = self.get_container().get_size()
        self.entry = UITextEntryLine(pygame.Rect(16, 16, inner_w - 32, 40), manager, container=self,
                                     initial_text=name)
        self.entry.set_text_length_limit(storage.MAX_SAVE_NAME + len(storage.SUFFIX))
        self.entry.focus()
        self.problem = UITextBox("", pygame.Rect(12, 60, inner_w - 24, inner_h - 60 - 64), manager, container=self,
                                 object_id="@dialog_text")
        x = inner_w - 16
        for key, label, style in (("rename", "Rename", "#primary"), ("cancel", "Cancel", None)):
            x -= 130
            self.buttons[key] = UIButton(pygame.Rect(x, inner_h - 58, 130, 42), label, manager, container=self,
                                         object_id=style)
            x -= 12
        self.default = "rename"
        self.set_blocking(True)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.choose(self.default)  # Enter in the field (which keeps the key from the window)
            return True
        return super().process_event(event)

    def choose(self, key: str) -> None:
        if key == "rename":
            problem = self.check(self.entry.get_text())
            if problem is not None:
                self.problem.set_text(html.escape(problem, quote=False))
                return
        super().choose(key)

    def _named(self) -> None:
        self.on_name(self.entry.get_text())


def _unfinished_other_than(game: str, save: Path) -> storage.Autosave | None:
    """The unfinished game of `game` that playing on from `save` would replace in Continue, unless
    it is the very same game at the very same moment."""
    entry = next((e for e in storage.unfinished_autosaves() if e.game == game), None)
    if entry is None:
        return None
    try:
        same = entry.path.read_bytes() == save.read_bytes()
    except OSError:
        same = False
    return None if same else entry


def _stem(path: Path) -> str:
    return path.name[: -len(storage.SUFFIX)] if path.name.endswith(storage.SUFFIX) else path.name


def _band(size: tuple[int, int]) -> pygame.Surface:
    """A row's ground: a slightly darker sheet of paper with a thin gilt edge."""
    band = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(band, (214, 194, 150, 110), band.get_rect(), border_radius=8)
    pygame.draw.rect(band, (170, 132, 80), band.get_rect(), width=1, border_radius=8)
    return band

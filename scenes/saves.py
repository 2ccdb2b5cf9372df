"""The saves screen: the player's saved games as a list, each with a picture of its table.

Opened from the menu's "Load..." it lists the saves in the saves folder - the name, the game,
who sat there, how far it went and when - to open, replay (scenes/replay.py), rename or delete,
and with them every unfinished game's autosave, to continue or replay (the menu's Continue,
where a player looking for a game in "Load..." finds it too). The list is the newest first, or
by name, or by game (the choice in the header, kept while the screen is open). "Import a
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
from pygame_gui.elements import UIButton, UIDropDownMenu, UIImage, UILabel, UITextBox, UITextEntryLine

from engine import bounded

from . import games, launch, saved_games, storage, thumbnails
from .i18n import N_, _
from .list_screen import ListScreen, Row
from .widgets import art, dialogs

log = logging.getLogger(__name__)

# The orders of the list (the header's choice), the first the one it opens in.
ORDERS = {"newest": N_("Newest first"), "name": N_("By name"), "game": N_("By game")}


class SavesScene(ListScreen):
    """The player's saves. With `table`, the screen saves that table's game (save mode)."""

    def __init__(self, app: Any, table: Any = None) -> None:
        super().__init__(app)
        self.match = table.session.match if table is not None else None
        # The table as it is now, taken before this screen covers it (none in pass-and-play).
        self.picture = thumbnails.of_table(table) if table is not None else None
        self.name = self._offered_name() if self.match is not None else ""
        self.summaries: list[saved_games.Summary] = []  # the saves
        self.unfinished: list[saved_games.Summary] = []  # the unfinished games' autosaves (not when saving)
        self.listed: list[saved_games.Summary] = []  # both, in the order chosen
        self.order = "newest"
        self.folder_problem: str | None = None

    def title(self) -> str:
        return _("Save a copy") if self.saving else _("Saved games")

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
    def build(self, root: Any, size: tuple[int, int]) -> None:
        self.lay_sheet(size)
        self._build_header(root)
        self._read()
        top = self.sheet.y + 102
        if self.saving:
            top = self._build_name_row(root, top)
        self.listed = sorted_by(self.order, self.summaries + self.unfinished, self.unfinished)
        self.build_rows(root, pygame.Rect(self.sheet.x + 32, top, self.sheet.width - 64, self.sheet.bottom - 20 - top),
                        len(self.listed), lambda index: self._row(self.listed[index]), self._empty_words())

    def _build_header(self, root: Any) -> None:
        back_tip = _("Back to the game (Esc)") if self.saving else _("Back to the menu (Esc)")
        right = self.header_button(root, "back", _("Back"), back_tip, 130, self.sheet.right - 40)
        if not self.saving:
            right = self.header_button(root, "import", _("Import a file\u2026"),
                                       _("Copy a save from another folder (a friend's, a backup) into your saves"),
                                       190, right)
        self._build_order(root, right)

    def _build_order(self, root: Any, right: int) -> None:
        """The choice of the list's order, ending at `right`."""
        font = self.manager.get_theme().get_font(["drop_down_menu"])
        width = max(font.size(_(label))[0] for label in ORDERS.values()) + 64
        menu = UIDropDownMenu([_(label) for label in ORDERS.values()], _(ORDERS[self.order]),
                              pygame.Rect(right - width, self.sheet.y + 28, width, 40), self.manager, container=root)
        menu.set_tooltip(_("How the list is sorted"))
        self.widgets["order"] = menu

    def _build_name_row(self, root: Any, top: int) -> int:
        """What is saved (the picture that goes with it), the name to save it under, and Save;
        returns where the list starts."""
        left, right = self.sheet.x + 40, self.sheet.right - 40
        preview = pygame.Rect(left, top, 108, 72)
        picture = (art.fit_cover(self.picture, preview.size) if self.picture is not None
                   else thumbnails.game_face(self.match.game, games.title(self.match.game), preview.size))
        UIImage(preview, thumbnails.framed(picture), self.manager, container=root)
        x = preview.right + 18
        label_w = max(74, self.font("@ink_heading").size(_("Name"))[0] + 12)
        UILabel(pygame.Rect(x, top + 14, label_w, 44), _("Name"), self.manager, container=root,
                object_id="@ink_heading")
        entry = UITextEntryLine(pygame.Rect(x + label_w + 4, top + 16, right - x - label_w - 4 - 164, 40), self.manager,
                                container=root, initial_text=self.name)
        entry.set_text_length_limit(storage.MAX_SAVE_NAME)
        entry.focus()
        self.widgets["name"] = entry
        self.widgets["save"] = UIButton(pygame.Rect(right - 150, top + 14, 150, 44), _("Save"), self.manager,
                                        container=root, object_id="#primary",
                                        tool_tip_text=_("Save the game under this name (Enter)"))
        if not self.summaries:
            return preview.bottom + 14
        UILabel(pygame.Rect(left, preview.bottom + 8, right - left, 26), _("Or replace one of your saves with this game:"),
                self.manager, container=root, object_id="@hint")
        return preview.bottom + 40

    def _read(self) -> None:
        try:
            self.summaries, self.folder_problem = saved_games.named(), None
        except storage.SaveError as exc:
            self.summaries, self.folder_problem = [], str(exc)
        self.unfinished = [] if self.saving else saved_games.unfinished()

    def _empty_words(self) -> str:
        if self.folder_problem:
            return self.folder_problem
        if self.saving:
            return _("No saves yet: this one will be the first.")
        return _("No saved games yet. In a game, Menu, then Save a copy\u2026 keeps one here.")

    def _row(self, summary: saved_games.Summary) -> Row:
        """A save's row: its picture, three lines about it, and its buttons."""
        autosave = summary in self.unfinished
        return Row(summary, lambda size: thumbnails.shown(summary.picture, summary.path, summary.game, summary.title, size),
                   lambda width: self._lines(summary, width, autosave),
                   self._autosave_actions(summary) if autosave else self._row_actions(summary),
                   hint_is_ink=not summary.readable)

    def _autosave_actions(self, summary: saved_games.Summary) -> list[tuple[str, str, str, str | None]]:
        """(kind, label, tip, style) of each button of an unfinished game's row."""
        watch = [("replay", _("Replay"), _("Watch this game from its first move to where it was left"), None)] \
            if summary.readable else []
        return [("continue", _("Continue"), _("Play on from where this game was left, as Continue in the menu does"),
                 "#primary"), *watch]

    def _row_actions(self, summary: saved_games.Summary) -> list[tuple[str, str, str, str | None]]:
        """(kind, label, tip, style) of each button of a save's row."""
        first = (("replace", _("Replace"), _("Save this game over it (asks first)"), "#primary") if self.saving
                 else ("open", _("Open"), _("Play on from this save") if summary.readable else
                       _("Why this save cannot be opened"), "#primary"))
        watch = [("replay", _("Replay"), _("Watch this game from its first move to this save's"), None)] \
            if summary.readable and not self.saving else []
        return [first, *watch, ("rename", _("Rename"), _("Give this save another name"), None),
                ("delete", _("Delete"), _("Remove this save (asks first)"), "#danger")]

    def _lines(self, summary: saved_games.Summary, width: int, autosave: bool = False) -> tuple[str, str, str]:
        when = storage.describe_time(summary.saved_at)
        name = unfinished_name(summary) if autosave else summary.name
        if summary.readable:
            seats = saved_games.seat_names(self.app.settings, summary.seats, summary.saved_names)
            second_font = self.font("@ink")
            room = width - 10 - second_font.size(f"{summary.title} \u00b7 ")[0]
            line = saved_games.seats_line(seats, summary.seats, lambda words: second_font.size(words)[0] <= room)
            # TRANSLATORS: how far a saved game went and when it was saved: "Turn 6 · saved 5 minutes ago".
            saved = _("{progress} \u00b7 saved {when}").format(progress=summary.progress, when=when)
            if autosave:
                # TRANSLATORS: an unfinished game in the saves: how far it went and when it was last played.
                saved = _("{progress} \u00b7 autosaved {when}").format(progress=summary.progress, when=when)
            return name, f"{summary.title} \u00b7 {line}", saved
        reason = summary.problem or _("This file cannot be opened.")  # on two lines if need be (Open tells it whole)
        wrapped = art.wrap(reason, self.font("@ink"), width - 10) or [reason]
        return name, wrapped[0], " ".join(wrapped[1:])

    # --- input -------------------------------------------------------------------------------
    def on_other(self, event: pygame.event.Event) -> None:
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and element is self.widgets.get("name"):
            self.name = event.text
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and element is self.widgets.get("name"):
            self.save()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and element is self.widgets.get("order"):
            self.order = next((key for key, label in ORDERS.items() if _(label) == event.text), "newest")
            self.scrolled = 0.0  # the first in the new order
            self.rebuild()

    def on_action(self, kind: str, summary: saved_games.Summary) -> None:
        {"open": self.open, "continue": self.continue_game, "replace": self.replace, "replay": self.replay,
         "rename": self.rename, "delete": self.delete}[kind](summary)

    def on_widget(self, key: str) -> None:
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
            dialogs.message(self.manager, _("Not saved"), problem)
            return
        try:
            existing = storage.existing_save(self.name)
        except storage.SaveError as exc:
            dialogs.message(self.manager, _("Not saved"), str(exc))
            return
        if existing is None:
            self._write(self.name)
            return
        dialogs.confirm(self.manager, _("Replace save?"),
                        _("\u201c{name}\u201d is already a save. Replace it with this game?").format(name=_stem(existing)),
                        action=_("Replace"), cancel=_("Keep it"), on_confirm=lambda: self._write(self.name))

    def replace(self, summary: saved_games.Summary) -> None:
        if summary.readable:
            text = _("\u201c{name}\u201d ({game}, {progress}, saved {when}) will be replaced by this game.").format(
                name=summary.name, game=summary.title, progress=summary.progress,
                when=storage.describe_time(summary.saved_at))
        else:
            text = _("\u201c{name}\u201d will be replaced by this game.").format(name=summary.name)
        dialogs.confirm(self.manager, _("Replace save?"), text,
                        action=_("Replace"), cancel=_("Keep it"), on_confirm=lambda: self._write(summary.name))

    def _write(self, name: str) -> None:
        try:
            path = storage.save_named(self.match, name)
        except storage.SaveError as exc:
            dialogs.message(self.manager, _("Not saved"), str(exc))
            return
        thumbnails.keep(self.picture, storage.picture_path(path))
        self.close()
        dialogs.message(self.manager, _("Saved"), _("The game is saved as \u201c{name}\u201d. "
                                                    "Load\u2026 in the main menu opens it.").format(name=_stem(path)))

    # --- opening, renaming, deleting, importing ----------------------------------------------
    def open(self, summary: saved_games.Summary) -> None:
        """Play on from a save - asking first when it would take an unfinished game's place."""
        try:
            match = storage.load(summary.path)
        except storage.SaveError as exc:
            dialogs.message(self.manager, _("Cannot open"), str(exc))
            return
        unfinished = _unfinished_other_than(match.game, summary.path)
        if unfinished is None:
            self._play(match)
            return
        dialogs.confirm(
            self.manager, _("Open this save?"),
            _("You have an unfinished game of {game} (autosaved {when}). Once you play on from \u201c{name}\u201d, "
              "Continue offers this game instead. To keep the other one, open it from Continue and save a copy "
              "first.").format(game=summary.title, when=storage.describe_time(unfinished.saved_at), name=summary.name),
            action=_("Open this save"), cancel=_("Keep it"), on_confirm=lambda: self._play(match))

    def continue_game(self, summary: saved_games.Summary) -> None:
        """Play on in an unfinished game, from its autosave (or the copy before it, when the
        latest is damaged), as the menu's Continue does."""
        try:
            resumed = storage.load_autosave(summary.game)
        except storage.SaveError as exc:
            dialogs.message(self.manager, _("Cannot continue"), str(exc))
            return
        self.app.sound.play("card")
        launch.resume(self.app, resumed.match, warning=resumed.warning, replace=True)

    def replay(self, summary: saved_games.Summary) -> None:
        """The save's game from its first move, at its table (scenes/replay.py)."""
        from . import replay

        replay.open_file(self.app, summary.path)

    def _play(self, match: Any) -> None:
        self.app.sound.play("card")
        launch.resume(self.app, match, replace=True)

    def rename(self, summary: saved_games.Summary) -> None:
        NameDialog(self.manager, _("Rename \u201c{name}\u201d").format(name=summary.name), summary.name,
                   check=lambda name: storage.rename_problem(summary.path, name),
                   on_name=lambda name: self._rename(summary, name))

    def _rename(self, summary: saved_games.Summary, name: str) -> None:
        try:
            storage.rename_save(summary.path, name)
        except storage.SaveError as exc:
            dialogs.message(self.manager, _("Not renamed"), str(exc))
        self.rebuild()

    def delete(self, summary: saved_games.Summary) -> None:
        dialogs.confirm(self.manager, _("Delete save?"),
                        _("Delete \u201c{name}\u201d? A deleted save cannot be brought back.").format(name=summary.name),
                        action=_("Delete"), cancel=_("Keep it"), on_confirm=lambda: self._delete(summary))

    def _delete(self, summary: saved_games.Summary) -> None:
        try:
            storage.delete_save(summary.path)
        except storage.SaveError as exc:
            dialogs.message(self.manager, _("Not deleted"), str(exc))
        self.rebuild()

    def import_file(self, path: Path) -> None:
        """A file picked from anywhere: copied in once it loads; a message says why not."""
        try:
            copied = storage.import_save(path)
        except storage.SaveError as exc:
            dialogs.message(self.manager, _("Cannot import"), str(exc))
            return
        self.scrolled = 0.0  # the newest save, the one imported, is at the top
        self.rebuild()
        dialogs.message(self.manager, _("Imported"), _("{file} is now among your saves, as \u201c{name}\u201d.").format(
            file=path.name, name=_stem(copied)))

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
        for key, label, style in (("rename", _("Rename"), "#primary"), ("cancel", _("Cancel"), None)):
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


def sorted_by(order: str, summaries: list[saved_games.Summary],
              unfinished: list[saved_games.Summary]) -> list[saved_games.Summary]:
    """The saves and unfinished games in `order` (ORDERS): the newest first; by name (an
    unfinished game by the words its row is headed with); by game, the newest first in each."""
    newest = sorted(summaries, key=lambda s: s.saved_at, reverse=True)
    if order == "name":
        return sorted(newest, key=lambda s: (unfinished_name(s) if s in unfinished else s.name).casefold())
    if order == "game":
        return sorted(newest, key=lambda s: s.title.casefold())
    return newest


def unfinished_name(summary: saved_games.Summary) -> str:
    """What an unfinished game's autosave is called in the list."""
    # TRANSLATORS: the heading of an unfinished game's autosave in the list of saves.
    return _("Unfinished game of {game}").format(game=summary.title)


def _unfinished_other_than(game: str, save: Path) -> storage.Autosave | None:
    """The unfinished game of `game` that playing on from `save` would replace in Continue, unless
    it is the very same game at the very same moment."""
    entry = next((e for e in storage.unfinished_autosaves() if e.game == game), None)
    if entry is None:
        return None
    try:
        same = bounded.read_bytes(entry.path, storage.MAX_SAVE_BYTES) == bounded.read_bytes(save, storage.MAX_SAVE_BYTES)
    except (OSError, bounded.Refused):
        same = False
    return None if same else entry


def _stem(path: Path) -> str:
    return path.name[: -len(storage.SUFFIX)] if path.name.endswith(storage.SUFFIX) else path.name

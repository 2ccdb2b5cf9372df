"""The History screen: every game played here, the newest first, to watch again or share.

Opened from the main menu. Each row is one remembered game (scenes/history.py): the table as it
ended, how it ended ("Ann won · Three battles won", "Left unfinished"), the game, its variant
and who played, how long it ran and when. A row's buttons replay it at its own table
(scenes/replay.py), export it as a file a friend can replay, or forget it (after asking). The
games along the top filter the list; Statistics adds them all up; "Replay a file..." watches
any save from anywhere on the computer.

A damaged entry never hides the others: the list says how many could not be read, and Why?
names each file and what is wrong with it.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame
from pygame_gui.elements import UIButton, UILabel

from . import games, history, replay, saved_games, storage, thumbnails
from .i18n import N_, _, ngettext
from .list_screen import ListScreen, Row
from .widgets import dialogs

log = logging.getLogger(__name__)

ALL = ""  # the filter that shows every game


class HistoryScene(ListScreen):
    TITLE = N_("History")

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.shown_game = ALL
        self.entries: list[history.Entry] = []
        self.problems: list[str] = []

    def build(self, root: Any, size: tuple[int, int]) -> None:
        self.lay_sheet(size)
        self.entries, self.problems = history.entries()
        right = self.header_button(root, "back", _("Back"), _("Back to the menu (Esc)"), 120, self.sheet.right - 40)
        right = self.header_button(root, "statistics", _("Statistics"), _("Games played, wins, lengths and endings, "
                                   "game by game"), 150, right, "#primary" if self.entries else None)
        self.header_button(root, "replay_file", _("Replay a file\u2026"), _("Watch any saved game again, from a file "
                           "anywhere on the computer"), 180, right)
        if self.entries and self.shown_game not in {e.game for e in self.entries}:
            self.shown_game = ALL
        top = self._build_filters(root, self.sheet.y + 100)
        rows = [self._row(e) for e in self.entries if self.shown_game in (ALL, e.game)]
        self.build_list(root, pygame.Rect(self.sheet.x + 32, top, self.sheet.width - 64, self.sheet.bottom - 20 - top),
                        rows, _("No games yet. Every game you finish is kept here - and every game you leave "
                                "unfinished for a new one - to watch again, share, and add up in Statistics."))

    def _build_filters(self, root: Any, top: int) -> int:
        """A button per game with history (and All), the one shown selected; the damaged
        entries' note. Returns where the list starts."""
        counts: dict[str, int] = {}
        for entry in self.entries:
            counts[entry.game] = counts.get(entry.game, 0) + 1
        x, y = self.sheet.x + 40, top
        if len(counts) > 1:
            known = games.engine_api().games()
            order = [g for g in known if g in counts] + [g for g in counts if g not in known]
            # TRANSLATORS: a filter of the history: every game, and how many there are.
            choices = [(ALL, _("All ({n})").format(n=len(self.entries)))] + [
                (g, _("{game} ({n})").format(game=games.title(g), n=counts[g])) for g in order]
            font = self.manager.get_theme().get_font(["button"])
            for game, label in choices:
                width = max(80, font.size(label)[0] + 28)
                if x + width > self.sheet.right - 40:  # on to a second row
                    x, y = self.sheet.x + 40, y + 44
                button = UIButton(pygame.Rect(x, y, width, 38), label, self.manager, container=root,
                                  tool_tip_text=_("Every game") if game == ALL else _("Only {game}").format(
                                      game=games.title(game)))
                if game == self.shown_game:
                    button.select()
                self.widgets[f"show:{game}"] = button
                x += width + 8
            y += 46
        if self.problems:
            many = len(self.problems)
            UILabel(pygame.Rect(self.sheet.x + 40, y, self.sheet.width - 80 - 110, 30),
                    ngettext("{n} entry of the history could not be read and is left out.",
                             "{n} entries of the history could not be read and are left out.", many).format(n=many),
                    self.manager, container=root, object_id="@hint")
            self.widgets["why"] = UIButton(pygame.Rect(self.sheet.right - 40 - 100, y - 2, 100, 34), _("Why?"),
                                           self.manager, container=root,
                                           tool_tip_text=_("Which files, and what is wrong"))
            y += 38
        return y

    def _row(self, entry: history.Entry) -> Row:
        title = games.title(entry.game)
        return Row(entry, lambda size: thumbnails.shown(history.picture_path(entry.path), entry.path, entry.game,
                                                        title, size),
                   lambda width: (self._outcome(entry, width), self._who(entry, title, width), _length(entry)),
                   [("replay", _("Replay"), _("Watch this game again, action by action"), "#primary"),
                    ("export", _("Export\u2026"), _("Save this game as a file to share: any Gamenight replays it"), None),
                    ("delete", _("Delete"), _("Forget this game (asks first)"), "#danger")])

    def _outcome(self, entry: history.Entry, width: int) -> str:
        """How the game ended, in the longest form that fits the row's heading."""
        font = self.font("@ink_heading")
        forms = history.outcomes(entry)
        return next((form for form in forms if font.size(form)[0] <= width - 10), forms[-1])

    def _who(self, entry: history.Entry, title: str, width: int) -> str:
        """The game, its variant (unless it only counts the players, as the names do) and who
        played, in the longest form that fits."""
        counts_players = entry.variant.endswith(("player", "players"))
        head = f"{title} \u00b7 {_(entry.variant)} \u00b7 " if entry.variant and not counts_players else f"{title} \u00b7 "
        font = self.font("@ink")
        room = width - 10 - font.size(head)[0]
        return head + saved_games.seats_line(entry.names, entry.seats, lambda words: font.size(words)[0] <= room)

    # --- input -------------------------------------------------------------------------------
    def on_widget(self, key: str) -> None:
        if key == "back":
            self.close()
        elif key == "statistics":
            from .statistics_screen import StatisticsScene

            self.app.stack.push(StatisticsScene(self.app, self.entries))
        elif key == "replay_file":
            dialogs.choose_save_file(self.manager, self.replay_file, title=_("Replay a saved game"), action=_("Replay"))
        elif key == "why":
            dialogs.message(self.manager, _("Left out of the history"), "\n".join(self.problems), width=620)
        elif key.startswith("show:"):
            self.shown_game = key[5:]
            self.scrolled = 0.0
            self.rebuild()

    def on_action(self, kind: str, entry: history.Entry) -> None:
        {"replay": self.watch, "export": self.export, "delete": self.delete}[kind](entry)

    def watch(self, entry: history.Entry) -> None:
        """The entry's replay at its game's table."""
        api = games.engine_api()
        try:
            game = api.open_replay(entry.save)
        except api.BadSave as exc:
            dialogs.message(self.manager, _("Cannot replay"), f"{entry.path.name}: {exc}")
            return
        self.app.sound.play("card")
        replay.open_replay(self.app, game, entry.given_names)

    def replay_file(self, path: Path) -> None:
        replay.open_file(self.app, path)

    def export(self, entry: history.Entry) -> None:
        replay.export(self.manager, entry.save, history.export_name(entry))

    def delete(self, entry: history.Entry) -> None:
        dialogs.confirm(self.manager, _("Forget this game?"),
                        _("{outcome} ({game}, {when}) leaves the history and the statistics for good.").format(
                            outcome=history.outcome(entry), game=games.title(entry.game),
                            when=storage.describe_time(entry.ended)),
                        action=_("Forget it"), cancel=_("Keep it"), on_confirm=lambda: self._delete(entry))

    def _delete(self, entry: history.Entry) -> None:
        try:
            history.forget(entry)
        except OSError as exc:
            dialogs.message(self.manager, _("Not deleted"), _("{file} could not be removed: {reason}.").format(
                file=entry.path.name, reason=exc.strerror or exc))
        self.rebuild()


def _length(entry: history.Entry) -> str:
    turns = ngettext("{n} turn", "{n} turns", entry.turns).format(n=entry.turns)
    actions = ngettext("{n} action", "{n} actions", entry.actions).format(n=entry.actions)
    return f"{turns} \u00b7 {actions} \u00b7 {storage.describe_time(entry.ended)}"

"""The History screen: every game played here, to watch again or share, found by filters.

Opened from the main menu. Each row is one remembered game (scenes/history.py): the table as it
ended, how it ended ("Ann won · Three battles won", "Left unfinished"), the game, its variant
and who played, how long it ran and the day it was played. A row's buttons replay it at its own
table (scenes/replay.py), export it as a file a friend can replay, or forget it (after asking).

Five menus along the top choose what the list shows: a game, who played (a name people were
given, or the computer at a level), a result, a stretch of days, and the order. The list asks
the history for the rows in view only (ListScreen.build_rows), so it opens as fast at 100,000
games as at ten. Statistics adds them all up; "Replay a file..." watches any save from anywhere.

A damaged entry of an old history folder, or a damaged database, never hides the rest: a line
says what was left out, and Why? names each file and what is wrong with it.
"""
from __future__ import annotations

import datetime as _dt
import logging
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

from . import games, history, i18n, replay, saved_games, storage, thumbnails
from .i18n import N_, _, ngettext
from .list_screen import ListScreen, Row
from .session import COMPUTER_NAMES
from .widgets import dialogs

log = logging.getLogger(__name__)

PAGE = 40  # rows asked of the history at a time
RESULT_NAMES = {"": N_("Any result"), "people_won": N_("People won"), "computer_won": N_("Computer won"),
                "unfinished": N_("Unfinished")}
ORDER_NAMES = {"newest": N_("Newest first"), "oldest": N_("Oldest first"), "longest": N_("Longest first"),
               "shortest": N_("Shortest first")}
SPANS = {"": N_("Any day"), "today": N_("Today"), "week": N_("Last 7 days"), "month": N_("Last 30 days"),
         "year": N_("This year"), "last_year": N_("Last year")}
MENUS = ("game", "player", "result", "span", "order")
MENU_PAD = 36  # a menu's width beyond its longest words: its arrow and margins
MENU_PAD_LEAST = 26  # the least of it that still shows the words whole beside the arrow


def span_days(span: str, today: _dt.date) -> tuple[_dt.date | None, _dt.date | None]:
    """The first and last day a span of SPANS covers, counted back from `today`."""
    if span == "today":
        return today, today
    if span == "week":
        return today - _dt.timedelta(days=6), today
    if span == "month":
        return today - _dt.timedelta(days=29), today
    if span == "year":
        return today.replace(month=1, day=1), today
    if span == "last_year":
        return _dt.date(today.year - 1, 1, 1), _dt.date(today.year - 1, 12, 31)
    return None, None


class HistoryScene(ListScreen):
    TITLE = N_("History")

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.choice = {"game": "", "player": "", "result": "", "span": "", "order": "newest"}
        self.problems: list[str] = []
        self.shown = history.Shown()
        self.total = 0
        self._pages: dict[int, list[history.Entry]] = {}

    def build(self, root: Any, size: tuple[int, int]) -> None:
        self.lay_sheet(size)
        self.problems = history.problems()
        kept = history.games_kept()
        if self.choice["game"] and self.choice["game"] not in kept:
            self.choice["game"] = ""
        self.shown = self._shown()
        self.total = history.count(self.shown)
        self._pages = {}
        right = self.header_button(root, "back", _("Back"), _("Back to the menu (Esc)"), 120, self.sheet.right - 40)
        right = self.header_button(root, "statistics", _("Statistics"), _("Games played, wins, streaks, records and "
                                   "time played, game by game"), 150, right, "#primary" if kept else None)
        self.header_button(root, "replay_file", _("Replay a file\u2026"), _("Watch any saved game again, from a file "
                           "anywhere on the computer"), 180, right)
        top = self.sheet.y + 100
        if kept:
            top += self._build_menus(root, top, kept)
        top = self._build_count(root, top, bool(kept))
        area = pygame.Rect(self.sheet.x + 32, top, self.sheet.width - 64, self.sheet.bottom - 20 - top)
        empty = (_("No game matches what is chosen above.") if kept else
                 _("No games yet. Every game you finish is kept here - and every game you leave unfinished for a "
                   "new one - to watch again, share, and add up in Statistics."))
        self.build_rows(root, area, self.total, self._row_at, empty)

    def _shown(self) -> history.Shown:
        since, until = span_days(self.choice["span"], _dt.date.today())
        return history.Shown(game=self.choice["game"], player=self.choice["player"], result=self.choice["result"],
                             since=since, until=until, order=self.choice["order"])

    # --- the menus -----------------------------------------------------------------------------
    def _build_menus(self, root: Any, top: int, kept: dict[str, int]) -> int:
        """The five menus, each as wide as its longest words: in one row, or - when a language's
        words would not fit one row whole - in two (the game, who and the result; then the days
        and the order). Returns the height they take."""
        menus = {"game": self._game_options(kept), "player": self._player_options(),
                 "result": [(_(name), key) for key, name in RESULT_NAMES.items()],
                 "span": [(_(name), key) for key, name in SPANS.items()],
                 "order": [(_(name), key) for key, name in ORDER_NAMES.items()]}
        words = {key: max(self.font("button").size(label)[0] for label, _ident in options)
                 for key, options in menus.items()}
        needs = {key: width + MENU_PAD for key, width in words.items()}
        gap, room = 8, self.sheet.width - 80
        one_row = sum(words.values()) + (MENU_PAD_LEAST + gap) * len(MENUS) - gap <= room
        rows = [list(MENUS)] if one_row else [list(MENUS[:3]), list(MENUS[3:])]
        for row, keys in enumerate(rows):
            widths = _shared_out({key: needs[key] for key in keys}, room - gap * (len(keys) - 1))
            x, y = self.sheet.x + 40, top + row * 48
            for key in keys:
                width = widths[key]
                options = [(self.fitted(label, width - MENU_PAD_LEAST, "button"), ident) for label, ident in menus[key]]
                chosen = next((option for option in options if option[1] == self.choice[key]), options[0])
                self.widgets[f"menu:{key}"] = UIDropDownMenu(options, chosen, pygame.Rect(x, y, width, 40),
                                                             self.manager, container=root, expansion_height_limit=300)
                x += width + gap
        return 48 * len(rows)

    def _game_options(self, kept: dict[str, int]) -> list[tuple[str, str]]:
        known = games.engine_api().games()
        order = [g for g in known if g in kept] + sorted(g for g in kept if g not in known)
        return [(_("All games"), "")] + [(games.title(g), g) for g in order]

    def _player_options(self) -> list[tuple[str, str]]:
        people = [(name, name) for name in history.players()]
        if self.choice["player"] and not self.choice["player"].startswith("ai") and \
                self.choice["player"] not in dict(people):
            people.append((self.choice["player"], self.choice["player"]))
        computers = [(_(COMPUTER_NAMES[level]), f"ai:{level}") for level in ("easy", "normal", "hard")]
        return [(_("Anyone"), "")] + people + computers

    def _build_count(self, root: Any, top: int, any_kept: bool) -> int:
        """How many games are shown, and the note on what was left out; where the list starts."""
        width = self.sheet.width - 80
        if any_kept:
            # TRANSLATORS: how many games the history list shows.
            shown = ngettext("{n} game", "{n} games", self.total).format(n=i18n.number(self.total))
            UILabel(pygame.Rect(self.sheet.x + 40, top, 260, 30), shown, self.manager, container=root,
                    object_id="@ink")
        if self.problems:
            many = len(self.problems)
            note = ngettext("{n} problem with the history: something is left out.",
                            "{n} problems with the history: something is left out.", many).format(n=many)
            left = self.sheet.x + 40 + (270 if any_kept else 0)
            UILabel(pygame.Rect(left, top, self.sheet.x + 40 + width - 110 - left, 30),
                    self.fitted(note, self.sheet.x + 40 + width - 120 - left, "@hint"), self.manager, container=root,
                    object_id="@hint")
            self.widgets["why"] = UIButton(pygame.Rect(self.sheet.right - 40 - 100, top - 2, 100, 34), _("Why?"),
                                           self.manager, container=root,
                                           tool_tip_text=_("Which files, and what is wrong"))
        return top + (36 if any_kept or self.problems else 0)

    # --- the rows ------------------------------------------------------------------------------
    def _entry_at(self, index: int) -> history.Entry | None:
        first = index - index % PAGE
        page = self._pages.get(first)
        if page is None:
            if len(self._pages) > 64:
                self._pages.clear()
            page = self._pages[first] = history.page(self.shown, first, PAGE)
        return page[index - first] if index - first < len(page) else None

    def _row_at(self, index: int) -> Row:
        entry = self._entry_at(index)
        if entry is None:  # a row that does not read, or one gone since the count
            return Row(None, lambda size: thumbnails.game_face(None, "", size),
                       lambda width: (_("This game cannot be read"), "", ""), [])
        title = games.title(entry.game)
        return Row(entry, lambda size: thumbnails.shown_png(("history", entry.id), lambda: history.picture(entry.id),
                                                            entry.game, title, size),
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
    def on_other(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return
        key = next((k[5:] for k, widget in self.widgets.items() if widget is event.ui_element and k.startswith("menu:")),
                   None)
        if key is None or self.choice[key] == event.selected_option_id:
            return
        self.app.sound.play("click")
        self.choice[key] = event.selected_option_id
        self.scrolled = 0.0  # a new list opens at its top
        self.rebuild()

    def on_widget(self, key: str) -> None:
        if key == "back":
            self.close()
        elif key == "statistics":
            from .statistics_screen import StatisticsScene

            self.app.stack.push(StatisticsScene(self.app))
        elif key == "replay_file":
            dialogs.choose_save_file(self.manager, self.replay_file, title=_("Replay a saved game"), action=_("Replay"))
        elif key == "why":
            dialogs.message(self.manager, _("Left out of the history"), "\n".join(self.problems), width=620)

    def on_action(self, kind: str, entry: history.Entry) -> None:
        {"replay": self.watch, "export": self.export, "delete": self.delete}[kind](entry)

    def watch(self, entry: history.Entry) -> None:
        """The entry's replay at its game's table."""
        api = games.engine_api()
        try:
            game = api.open_replay(history.save_of(entry))
        except api.BadSave as exc:
            dialogs.message(self.manager, _("Cannot replay"), _("This game's save cannot be replayed: {reason}").format(
                reason=exc))
            return
        self.app.sound.play("card")
        replay.open_replay(self.app, game, entry.given_names)

    def replay_file(self, path: Path) -> None:
        replay.open_file(self.app, path)

    def export(self, entry: history.Entry) -> None:
        replay.export(self.manager, history.save_of(entry), history.export_name(entry))

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
            dialogs.message(self.manager, _("Not deleted"), _("The game could not be removed from the history: "
                                                              "{reason}.").format(reason=exc))
        self.rebuild()


def _shared_out(needs: dict[str, int], room: int) -> dict[str, int]:
    """Widths for menus that need `needs` in `room`: what each needs, the room left shared out
    evenly; when there is too little, the widest give way first, down to the width of the others."""
    widths = dict(needs)
    while sum(widths.values()) > room:
        widest = max(widths.values())
        others = [w for w in widths.values() if w < widest]
        floor = max(others) if others else 0
        crowd = [key for key, w in widths.items() if w == widest]
        cut = min(widest - floor, -(-(sum(widths.values()) - room) // len(crowd)))
        if cut <= 0:
            break
        for key in crowd:
            widths[key] -= cut
    spare = (room - sum(widths.values())) // len(widths)
    return {key: w + spare for key, w in widths.items()}


def _length(entry: history.Entry) -> str:
    """"31 turns · 212 actions · 42 min · today, 14:05": how long it ran, and when it ended."""
    parts = [ngettext("{n} turn", "{n} turns", entry.turns).format(n=entry.turns),
             ngettext("{n} action", "{n} actions", entry.actions).format(n=entry.actions)]
    if entry.seconds >= 60:
        parts.append(i18n.duration(entry.seconds))
    return " \u00b7 ".join(parts + [storage.describe_time(entry.ended)])

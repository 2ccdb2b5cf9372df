"""The Statistics screen: the history added up, game by game, with small charts.

Opened from History. For each game with history, one panel: how many games (finished and not)
and the time played; who wins them - a bar per seat kind (people, and the computer at each
level) filled to its share of wins; how people fare against each opponent (another person, the
computer at each level); how the finished games ended; how many games were played in each of
the last twelve months; the average length, people's best streak of wins and the one they are
on; and the game's own records (the fewest turns to slay the Necromancer...). The numbers are
scenes/statistics.py's queries over the history's database; this screen only draws them.
"""
from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.elements import UIImage, UIScrollingContainer, UITextBox

from . import games, history, i18n, statistics
from .i18n import N_, _, ngettext
from .list_screen import GAP, SCROLL_BAR, ListScreen, band
from .session import COMPUTER_NAMES
from .widgets import art, dialogs

KIND_NAMES = {"human": N_("People"), "ai": COMPUTER_NAMES["normal"], "ai:easy": COMPUTER_NAMES["easy"],
              "ai:normal": COMPUTER_NAMES["normal"], "ai:hard": COMPUTER_NAMES["hard"]}  # looked up as shown
KIND_ORDER = ["human", "ai:easy", "ai", "ai:normal", "ai:hard"]
TRACK = (214, 194, 150)
WINS = (176, 128, 52)
ENDS = (120, 92, 150)
MONTHS = (84, 120, 96)
LINE = 26  # one bar's row
PAD = 18


class StatisticsScene(ListScreen):
    TITLE = N_("Statistics")

    def __init__(self, app: Any) -> None:
        super().__init__(app)

    def build(self, root: Any, size: tuple[int, int]) -> None:
        self.lay_sheet(size)
        self.header_button(root, "back", _("Back"), _("Back to the history (Esc)"), 120, self.sheet.right - 40)
        area = pygame.Rect(self.sheet.x + 32, self.sheet.y + 100, self.sheet.width - 64, self.sheet.height - 120)
        found = statistics.of()
        if not found:
            UITextBox(dialogs.as_html(_("No games yet: play one to the end, and its numbers are added up here.")),
                      pygame.Rect(area.x, area.y + 20, area.width, 90), self.manager, container=root,
                      object_id="@dialog_text")
            return
        self.list = UIScrollingContainer(area, self.manager, container=root, allow_scroll_x=False)
        known = games.engine_api().games()
        y, inner = 0, area.width - SCROLL_BAR
        for game in [g for g in known if g in found] + [g for g in found if g not in known]:
            panel = draw_panel(found[game], inner)
            UIImage(pygame.Rect(0, y, inner, panel.get_height()), panel, self.manager, container=self.list)
            y += panel.get_height() + GAP
        self.list.set_scrollable_area_dimensions((inner, y))
        if self.list.vert_scroll_bar is not None and self.scrolled:
            self.list.vert_scroll_bar.set_scroll_from_start_percentage(self.scrolled)

    def on_widget(self, key: str) -> None:
        if key == "back":
            self.close()


# --- one game's panel ------------------------------------------------------------------------------
def draw_panel(stats: statistics.GameStatistics, width: int) -> pygame.Surface:
    """A game's numbers and charts on a band of paper `width` wide: two rows of two charts, then
    the lines of averages, streaks and records."""
    records = _by_kind(stats.records)
    against = _by_kind(stats.against)
    endings = stats.endings.most_common()
    top_rows = max(len(records), len(endings), 1)
    solo = stats.game in statistics.VICTORY
    low_rows = max(len(_feat_lines(stats)) if solo else len(against), 1)
    footer = _footer_lines(stats, solo)
    chart_h = 4 * LINE
    height = PAD + 34 + (28 + top_rows * LINE) + 14 + max(28 + low_rows * LINE, 28 + chart_h) + 10 + \
        len(footer) * 24 + PAD
    panel = band((width, height))
    heading, small, body = art.serif(28, "bold"), art.ui_font(14), art.ui_font(15)
    art.text(panel, games.title(stats.game), heading, art.INK, topleft=(PAD, PAD - 4))
    art.text(panel, _counted(stats), body, art.INK_SOFT, topright=(width - PAD, PAD + 6))
    column = (width - 3 * PAD) // 2
    top = PAD + 34
    _chart_title(panel, _("WINS, BY WHO PLAYED"), small, (PAD, top))
    _bars(panel, pygame.Rect(PAD, top, column, top_rows * LINE + 28), [_won(name, r) for name, r in records], WINS, body)
    _chart_title(panel, _("HOW THE GAMES ENDED"), small, (2 * PAD + column, top))
    _bars(panel, pygame.Rect(2 * PAD + column, top, column, top_rows * LINE + 28),
          [(history.ending_name(stats.game, reason), count / max(1, stats.finished), str(count))
           for reason, count in endings], ENDS, body)
    top += 28 + top_rows * LINE + 14
    if solo:  # nobody to play against: the slayer's best runs instead
        _chart_title(panel, _("BEST RUNS"), small, (PAD, top))
        for row, line in enumerate(_feat_lines(stats)):
            art.text(panel, art.fitted(line, body, column), body, art.INK, topleft=(PAD, top + 28 + row * LINE))
    elif against:
        _chart_title(panel, _("PEOPLE AGAINST"), small, (PAD, top))
        _bars(panel, pygame.Rect(PAD, top, column, low_rows * LINE + 28), [_won(name, r) for name, r in against],
              WINS, body)
    else:
        _chart_title(panel, _("PEOPLE AGAINST"), small, (PAD, top))
        art.text(panel, _("No game of people against anyone yet."), body, art.INK, topleft=(PAD, top + 28))
    _chart_title(panel, _("GAMES A MONTH"), small, (2 * PAD + column, top))
    _months(panel, pygame.Rect(2 * PAD + column, top + 28, column, chart_h), stats.months, small)
    y = top + max(28 + low_rows * LINE, 28 + chart_h) + 10
    for line in footer:
        art.text(panel, art.fitted(line, body, width - 2 * PAD), body, art.INK, topleft=(PAD, y))
        y += 24
    return panel


def _by_kind(records: dict[str, statistics.Record]) -> list[tuple[str, statistics.Record]]:
    """Records named and ordered by seat kind: people first, then the computer by level."""
    return [(_(KIND_NAMES[kind]) if kind in KIND_NAMES else kind, record) for kind, record in sorted(
        records.items(), key=lambda item: KIND_ORDER.index(item[0]) if item[0] in KIND_ORDER else 99)]


def _counted(stats: statistics.GameStatistics) -> str:
    words = ngettext("{n} game", "{n} games", stats.games).format(n=i18n.number(stats.games)) + " \u00b7 " + \
        _("{n} finished").format(n=i18n.number(stats.finished))
    if stats.unfinished:
        words += " \u00b7 " + _("{n} left unfinished").format(n=i18n.number(stats.unfinished))
    if stats.seconds >= 60:
        # TRANSLATORS: the time spent at a game's tables, all games together: "12 h 05 min played".
        words += " \u00b7 " + _("{time} played").format(time=i18n.duration(stats.seconds))
    return words




def _chart_title(panel: pygame.Surface, words: str, font, where: tuple[int, int]) -> None:
    art.text(panel, words, font, art.INK_SOFT, topleft=where)


def _won(name: str, record: statistics.Record) -> tuple[str, float, str]:
    # TRANSLATORS: games won of games played, and the share: "6 of 10 · 60%".
    return name, record.share, _("{won} of {played} \u00b7 {share}").format(
        won=i18n.number(record.won), played=i18n.number(record.played), share=f"{record.share:.0%}")


def _bars(panel: pygame.Surface, area: pygame.Rect, bars: list[tuple[str, float, str]], colour, font) -> None:
    """A row per (name, share, figure): the name, a bar filled to the share, the figure. The
    bars of a chart start and end together, so their lengths compare; the names have the room
    the longest needs, up to half the chart."""
    if not bars:
        art.text(panel, _("No finished games yet."), font, art.INK, topleft=(area.x, area.y + 28))
        return
    label_w = min(max(font.size(name)[0] for name, _share, _figure in bars) + 14, area.width // 2)
    figure_w = max(font.size(figure)[0] for _name, _share, figure in bars) + 16
    for row, (name, share, figure) in enumerate(bars):
        y = area.y + 28 + row * LINE + (LINE - 6) // 2
        art.text(panel, art.fitted(name, font, label_w - 8), font, art.INK, midleft=(area.x, y))
        track = pygame.Rect(area.x + label_w, y - (LINE - 12) // 2, area.width - label_w - figure_w, LINE - 12)
        pygame.draw.rect(panel, TRACK, track, border_radius=4)
        if share > 0:
            filled = max(6, round(track.width * min(1.0, share)))
            pygame.draw.rect(panel, colour, (track.x, track.y, filled, track.height), border_radius=4)
        art.text(panel, figure, font, art.INK, midleft=(track.right + 8, y))


def _months(panel: pygame.Surface, area: pygame.Rect, months: list, font) -> None:
    """A column per month, as tall as its share of the busiest month, its count above it and the
    month's short name under it."""
    if not months:
        return
    most = max(count for _first, count in months) or 1
    step = area.width / len(months)
    base = area.bottom - 18
    for index, (first, count) in enumerate(months):
        x = round(area.x + index * step)
        bar_w = max(4, round(step) - 6)
        tall = round((base - area.y - 18) * count / most)
        if count:
            pygame.draw.rect(panel, MONTHS, (x, base - tall, bar_w, tall), border_radius=3)
            art.text(panel, str(count) if count < 1000 else f"{count // 1000}k", font, art.INK,
                     midbottom=(x + bar_w // 2, base - tall - 1))
        pygame.draw.line(panel, TRACK, (x, base), (x + bar_w, base), 2)
        art.text(panel, i18n.month(first.month)[:3], font, art.INK_SOFT, midtop=(x + bar_w // 2, base + 2))


def _footer_lines(stats: statistics.GameStatistics, solo: bool) -> list[str]:
    """The averages and streaks, then (unless the panel shows them as a solo game's best runs)
    the game's records: one sentence a line."""
    if not stats.finished:
        return [_("Finish a game to see how long games run.")]
    first = _("On average {turns} turns and {actions} actions a game").format(
        turns=i18n.decimal(stats.average_turns), actions=f"{stats.average_actions:.0f}")
    if stats.best_streak:
        # TRANSLATORS: people's most wins in a row at a game, and the run they are on now.
        first += " \u00b7 " + ngettext("best streak: {n} win in a row", "best streak: {n} wins in a row",
                                        stats.best_streak).format(n=stats.best_streak)
        if stats.streak:
            first += " \u00b7 " + ngettext("now {n} win in a row", "now {n} wins in a row",
                                            stats.streak).format(n=stats.streak)
    return [first] + ([] if solo else _feat_lines(stats))


def _feat_lines(stats: statistics.GameStatistics) -> list[str]:
    """The game's records, each with its value and the day it was set; a solo game's victory
    not yet won says so."""
    lines = []
    if stats.game in statistics.VICTORY and not stats.endings.get(statistics.VICTORY[stats.game]):
        lines.append(_("{victory}: not yet").format(
            victory=history.ending_name(stats.game, statistics.VICTORY[stats.game])))
    for feat in stats.feats:
        # TRANSLATORS: one of a game's records, its value and the day it was set: "Fewest turns to slay the Necromancer: 12 (3 Nov 2026)".
        lines.append(_("{record}: {value} ({day})").format(record=_(feat.label), value=i18n.number(feat.value),
                                                           day=i18n.date(feat.when)))
    return lines

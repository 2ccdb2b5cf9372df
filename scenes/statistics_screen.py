"""The Statistics screen: the history added up, game by game, with small charts.

Opened from History. For each game with history, one panel: how many games (finished and not),
who wins them - a bar per seat kind (people, and the computer at each level) filled to its
share of wins - how the finished games ended, a bar per ending, and how long a game runs on
average; Zombie Slayer adds the slayer's best: how often the Necromancer fell, in the fewest
turns. The numbers are scenes/statistics.py's; this screen only draws them.
"""
from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.elements import UIImage, UIScrollingContainer, UITextBox

from . import games, history, i18n, saved_games, statistics
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
LINE = 26  # one bar's row
PAD = 18


class StatisticsScene(ListScreen):
    TITLE = N_("Statistics")

    def __init__(self, app: Any, entries: list[history.Entry] | None = None) -> None:
        super().__init__(app)
        self.entries = entries if entries is not None else history.entries()[0]

    def build(self, root: Any, size: tuple[int, int]) -> None:
        self.lay_sheet(size)
        self.header_button(root, "back", _("Back"), _("Back to the history (Esc)"), 120, self.sheet.right - 40)
        area = pygame.Rect(self.sheet.x + 32, self.sheet.y + 100, self.sheet.width - 64, self.sheet.height - 120)
        found = statistics.of(self.entries)
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
    """A game's numbers and charts on a band of paper `width` wide."""
    records = [(_(KIND_NAMES[kind]) if kind in KIND_NAMES else kind, r) for kind, r in sorted(
        stats.records.items(), key=lambda item: KIND_ORDER.index(item[0]) if item[0] in KIND_ORDER else 99)]
    endings = stats.endings.most_common()
    rows = max(len(records), len(endings), 1)
    height = PAD + 34 + 28 + rows * LINE + 36 + PAD
    panel = band((width, height))
    heading, small, body = art.serif(28, "bold"), art.ui_font(14), art.ui_font(15)
    art.text(panel, games.title(stats.game), heading, art.INK, topleft=(PAD, PAD - 4))
    counted = ngettext("{n} game", "{n} games", stats.games).format(n=stats.games) + " \u00b7 " + \
        _("{n} finished").format(n=stats.finished) + \
        (" \u00b7 " + _("{n} left unfinished").format(n=stats.unfinished) if stats.unfinished else "")
    art.text(panel, counted, body, art.INK_SOFT, topright=(width - PAD, PAD + 6))
    top = PAD + 34
    column = (width - 3 * PAD) // 2
    _wins(panel, pygame.Rect(PAD, top, column, rows * LINE + 28), records, small, body)
    _endings(panel, pygame.Rect(2 * PAD + column, top, column, rows * LINE + 28), stats, endings, small, body)
    art.text(panel, _footer(stats), body, art.INK, topleft=(PAD, height - PAD - 22))
    return panel


def _wins(panel: pygame.Surface, area: pygame.Rect, records: list, small, body) -> None:
    art.text(panel, _("WINS, BY WHO PLAYED"), small, art.INK_SOFT, topleft=area.topleft)
    # TRANSLATORS: games won of games played, and the share: "6 of 10 · 60%".
    _bars(panel, area, [(name, r.share, _("{won} of {played} \u00b7 {share}").format(
        won=r.won, played=r.played, share=f"{r.share:.0%}")) for name, r in records], WINS, body)


def _endings(panel: pygame.Surface, area: pygame.Rect, stats, endings: list, small, body) -> None:
    art.text(panel, _("HOW THE GAMES ENDED"), small, art.INK_SOFT, topleft=area.topleft)
    _bars(panel, area, [(history.ending_name(stats.game, reason), count / max(1, stats.finished), str(count))
                        for reason, count in endings], ENDS, body)


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
        words = saved_games.cut(name, label_w - 8, lambda text: font.size(text)[0])
        art.text(panel, words, font, art.INK, midleft=(area.x, y))
        track = pygame.Rect(area.x + label_w, y - (LINE - 12) // 2, area.width - label_w - figure_w, LINE - 12)
        pygame.draw.rect(panel, TRACK, track, border_radius=4)
        if share > 0:
            filled = max(6, round(track.width * min(1.0, share)))
            pygame.draw.rect(panel, colour, (track.x, track.y, filled, track.height), border_radius=4)
        art.text(panel, figure, font, art.INK, midleft=(track.right + 8, y))


def _footer(stats: statistics.GameStatistics) -> str:
    if not stats.finished:
        return _("Finish a game to see how long games run.")
    words = _("On average {turns} turns and {actions} actions a game").format(
        turns=i18n.decimal(stats.average_turns), actions=f"{stats.average_actions:.0f}")
    if stats.game in statistics.VICTORY:
        victory = history.ending_name(stats.game, statistics.VICTORY[stats.game])
        won = stats.endings.get(statistics.VICTORY[stats.game], 0)
        # TRANSLATORS: Zombie Slayer's best: "The Necromancer slain 3 times, the fewest in 12 turns".
        words += " \u00b7 " + (ngettext("{victory} once, the fewest in {turns} turns",
                                        "{victory} {n} times, the fewest in {turns} turns", won).format(
            victory=victory, n=won, turns=stats.best_turns) if won
            else _("{victory}: not yet").format(victory=victory))
    return words

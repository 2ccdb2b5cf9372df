"""Auganism in the new-game screen: a deck for each seat, and the deck builder.

Each seat picks a ready-made deck or one of the player's own (saved_decks.py); the options
carry the whole deck, so a saved game never depends on a deck file that may change later.
"Build a deck..." opens the deck builder in a window over the setup screen: start from a
ready-made deck or from nothing, add and remove cards (at most three of each), pick the hero,
name it and save it. The builder says what keeps a deck from being legal (the engine's
`deck_problems`: 30 cards, at most 3 copies, a hero) and saves only a legal deck; a saved deck
appears in every seat's list at once.
"""
from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UILabel,
    UIScrollingContainer,
    UITextBox,
    UITextEntryLine,
    UIWindow,
)

from engine.games.auganism.content import DECK_SIZE, MAX_COPIES, content, deck_problems

from ..widgets.tooltip import plain
from . import saved_decks

EMPTY = "(an empty deck)"


def deck_choices() -> list[tuple[str, str]]:
    """(label, key) for every deck a seat may play: "ready:<id>" or "saved:<file>"."""
    c = content()
    out = [(f"{d.name} ({c.heroes[d.hero].name})", f"ready:{d.id}") for d in c.decks.values()]
    for s in saved_decks.listing():
        if s.deck is not None and not deck_problems(dict(s.deck.cards), s.deck.hero):
            out.append((f"Yours: {s.deck.name} ({c.heroes[s.deck.hero].name})", f"saved:{s.path.name}"))
    return out


def deck_option(key: str):
    """The options' form of a deck choice: a ready-made id, or the whole saved deck."""
    kind, _, name = key.partition(":")
    if kind == "ready":
        return name
    for s in saved_decks.listing():
        if s.path.name == name and s.deck is not None:
            return {"name": s.deck.name, "hero": s.deck.hero, "cards": dict(s.deck.cards)}
    raise ValueError(f"the saved deck {name!r} is gone; choose another")


class DeckPanel:
    """One deck list per seat and the deck builder's button (setup_panel in scenes/games.py)."""

    def __init__(self, manager, rect: pygame.Rect, variant: dict) -> None:
        self.manager = manager
        self.seats = int(variant.get("seats", 2))
        self.rect = pygame.Rect(rect)
        self.elements: list[Any] = []
        self.menus: list[UIDropDownMenu] = []
        self.builder: DeckBuilder | None = None
        self.picked: list[str] = []
        self._build()

    def _build(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements, self.menus = [], []
        choices = deck_choices()
        keys = [k for _, k in choices]
        if len(self.picked) != self.seats:
            self.picked = [keys[i % len(keys)] for i in range(self.seats)]
        x, y, w = self.rect.x, self.rect.y, self.rect.w
        self.elements.append(UILabel(pygame.Rect(x, y, w, 30), "Decks", self.manager, object_id="@ink_heading"))
        y += 34
        for seat in range(self.seats):
            self.elements.append(UILabel(pygame.Rect(x, y, 70, 34), f"Seat {seat + 1}", self.manager, object_id="@ink"))
            key = self.picked[seat] if self.picked[seat] in keys else keys[0]
            start = next(c for c in choices if c[1] == key)
            menu = UIDropDownMenu(choices, start, pygame.Rect(x + 74, y, w - 74, 34), self.manager,
                                  expansion_height_limit=260)
            self.menus.append(menu)
            self.elements.append(menu)
            y += 42
        y += 6
        self.elements.append(UIButton(pygame.Rect(x, y, min(w, 220), 38), "Build a deck...", self.manager,
                                      tool_tip_text="Make your own deck: 30 cards, at most 3 of each, and a hero",
                                      command=self.open_builder))

    def _remember(self) -> None:
        self.picked = [m.selected_option[1] for m in self.menus]

    def open_builder(self) -> None:
        if self.builder is not None and self.builder.alive():
            return
        self._remember()
        self.builder = DeckBuilder(self.manager, on_saved=self._saved)

    def _saved(self) -> None:
        self._remember()
        self._build()

    def options(self) -> dict:
        self._remember()
        return {"decks": [deck_option(k) for k in self.picked]}

    def set_rect(self, rect: pygame.Rect) -> None:
        self._remember()
        self.rect = pygame.Rect(rect)
        self._build()

    def kill(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements, self.menus = [], []
        if self.builder is not None:
            self.builder.kill()


class DeckBuilder(UIWindow):
    """The deck builder window: every card with its count, the hero, the name, Save."""

    ROW = 30

    def __init__(self, manager, on_saved=None) -> None:
        sw, sh = manager.window_resolution
        rect = pygame.Rect(0, 0, min(900, sw - 40), min(640, sh - 40))
        rect.center = (sw // 2, sh // 2)
        super().__init__(rect, manager, window_display_title="Deck builder", resizable=False)
        self.on_saved = on_saved
        self.counts: dict[str, int] = {}
        self.hero = next(iter(content().heroes))
        self.count_labels: dict[str, UILabel] = {}
        self._build()

    # --- the window's parts ------------------------------------------------------------------------------
    def _build(self) -> None:
        inner = self.get_container().get_rect()
        c = content()
        left_w = int(inner.w * 0.55)
        self.list = UIScrollingContainer(pygame.Rect(8, 8, left_w - 16, inner.h - 16), self.ui_manager,
                                         container=self, allow_scroll_x=False)
        y = 0
        row_w = left_w - 40
        for m in sorted(c.monsters.values(), key=lambda m: (m.family, len(m.stages), m.name)):
            top = m.stages[-1]
            label = f"{m.name}  \u00b7 {len(m.stages)} stage{'s' if len(m.stages) > 1 else ''}, up to {top.attack}/{top.health}"
            UILabel(pygame.Rect(0, y, row_w - 110, self.ROW), label, self.ui_manager, container=self.list,
                    object_id="@ink")
            UIButton(pygame.Rect(row_w - 106, y + 2, 30, self.ROW - 4), "-", self.ui_manager, container=self.list,
                     command=lambda card=m.id: self.change(card, -1), tool_tip_text=f"One {m.name} fewer")
            self.count_labels[m.id] = UILabel(pygame.Rect(row_w - 72, y, 36, self.ROW), "0", self.ui_manager,
                                              container=self.list, object_id="@ink_heading")
            UIButton(pygame.Rect(row_w - 34, y + 2, 30, self.ROW - 4), "+", self.ui_manager, container=self.list,
                     command=lambda card=m.id: self.change(card, 1), tool_tip_text=f"One {m.name} more")
            y += self.ROW
        self.list.set_scrollable_area_dimensions((row_w, y))
        x, w = left_w + 8, inner.w - left_w - 16
        UILabel(pygame.Rect(x, 8, w, 26), "Start from", self.ui_manager, container=self)
        starts = [(d.name, d.id) for d in c.decks.values()] + [(EMPTY, "")]
        self.start_menu = UIDropDownMenu(starts, starts[-1], pygame.Rect(x, 36, w - 90, 32), self.ui_manager,
                                         container=self)
        UIButton(pygame.Rect(x + w - 84, 36, 84, 32), "Copy", self.ui_manager, container=self,
                 command=self.copy_start, tool_tip_text="Start from the chosen deck")
        UILabel(pygame.Rect(x, 78, w, 26), "Hero", self.ui_manager, container=self)
        heroes = [(h.name, h.id) for h in c.heroes.values()]
        self.hero_menu = UIDropDownMenu(heroes, heroes[0], pygame.Rect(x, 106, w, 32), self.ui_manager, container=self)
        UILabel(pygame.Rect(x, 148, w, 26), "Name", self.ui_manager, container=self)
        self.name_entry = UITextEntryLine(pygame.Rect(x, 176, w, 34), self.ui_manager, container=self)
        self.name_entry.set_text("My deck")
        self.status = UITextBox("", pygame.Rect(x, 220, w, inner.h - 290), self.ui_manager, container=self)
        UIButton(pygame.Rect(x, inner.h - 58, w, 44), "Save deck", self.ui_manager, container=self,
                 object_id="#primary", command=self.save)
        self._refresh()

    # --- editing ----------------------------------------------------------------------------------------------
    def change(self, card: str, step: int) -> None:
        n = max(0, min(MAX_COPIES, self.counts.get(card, 0) + step))
        if n:
            self.counts[card] = n
        else:
            self.counts.pop(card, None)
        self._refresh()

    def copy_start(self) -> None:
        deck = content().decks.get(self.start_menu.selected_option[1])
        self.counts = dict(deck.cards) if deck else {}
        if deck:
            self.hero = deck.hero
            self.hero_menu.kill()
            heroes = [(h.name, h.id) for h in content().heroes.values()]
            inner = self.get_container().get_rect()
            left_w = int(inner.w * 0.55)
            self.hero_menu = UIDropDownMenu(heroes, next(h for h in heroes if h[1] == deck.hero),
                                            pygame.Rect(left_w + 8, 106, inner.w - left_w - 16, 32), self.ui_manager,
                                            container=self)
        self._refresh()

    def problems(self) -> list[str]:
        return deck_problems(self.counts, self.hero_menu.selected_option[1])

    def _refresh(self) -> None:
        for card, label in self.count_labels.items():
            label.set_text(str(self.counts.get(card, 0)))
        total = sum(self.counts.values())
        lines = [f"<b>{total} of {DECK_SIZE} cards</b>"]
        problems = self.problems()
        lines += [plain(p) for p in problems] or ["Ready to save: a legal deck."]
        self.status.set_text("<br>".join(lines))

    def save(self) -> None:
        problems = self.problems()
        if problems:
            self._refresh()
            return
        name = self.name_entry.get_text().strip() or "My deck"
        saved_decks.save(name, self.hero_menu.selected_option[1], dict(self.counts))
        self.status.set_text(f"<b>Saved \u201c{plain(name)}\u201d.</b><br>Every seat can now choose it.")
        if self.on_saved:
            self.on_saved()

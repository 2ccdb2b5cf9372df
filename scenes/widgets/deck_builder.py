"""A card game's decks in the new-game screen: a deck for each seat, and the deck builder.

Each seat picks a ready-made deck or one of the player's own (scenes/saved_decks.py); the
options carry the whole deck, so a saved game never depends on a deck file that may change
later. "Build a deck..." opens the builder in a window over the setup screen: start from a
ready-made or saved deck or from nothing, add and remove cards (each card's name shows its
text), make the game's other choices, name the deck and save it. The builder says what keeps the
deck from being legal (the engine's own `deck_problems`) and saves only a legal deck; a saved
deck appears in every seat's list at once. A saved file that no longer reads is listed with its
problem, never a crash.

What differs between games is a small `DeckRules` object (scenes/<game>/deck_panel.py):

* the decks: `content` (the game's content(), whose `decks` are the ready-made ones), `folder`
  (a saved_decks.DeckFolder), `label(deck)` in a seat's list, `option_fields` (what a saved
  deck carries into the options besides its name and cards), `default_keys(seats)`;
* the builder: `picks(chosen)` - the choices besides the cards (Auganism's hero; EverZone's
  race, which `shapes_cards`, and the leader, whose options follow the race), `picks_of(deck)`,
  `rows(chosen)` (the cards that may go in, and headings), `check(counts, chosen)` (the
  problems), `total(counts)`, `make(name, chosen, counts)` (a Deck to save), the tips;
* the panel: `settings(variant)` (options chosen once for the game, such as EverZone's command
  points), `note(variant)` (a rule to keep in mind while choosing) and `describe(deck)` - what a
  deck is and does, for a new player choosing one: the panel writes it under the seats' lists for
  each seat's deck, and follows every change of a list.

A pick that shapes the card list may leave cards in the list that no longer belong (a deck of
another race): the builder asks first, then takes them out.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UILabel,
    UIScrollingContainer,
    UITextBox,
    UITextEntryLine,
    UIWindow,
)

from ..i18n import N_, _, ngettext
from ..saved_decks import DeckFolder
from . import art, dialogs
from .tooltip import plain

EMPTY = N_("(an empty deck)")
SAVED = "saved:"  # the key of a player's deck: "saved:<file name>"
READY = "ready:"  # a ready-made deck in a seat's list: "ready:<deck id>"
MENU_LIMIT = 260  # how far a drop-down list may open
NAME_LIMIT = 60  # a deck's name: what a deck file's name may hold (a longer one would not read back)


@dataclass(frozen=True)
class Pick:
    """A choice the builder makes besides the cards."""

    key: str
    title: str
    options: list[tuple[str, str]]  # (label, value)
    shapes_cards: bool = False  # the card list depends on it: it is placed first


@dataclass(frozen=True)
class Row:
    """A line of the builder's card list: a card (its id and label) or, with no card, a heading."""

    card: str | None
    label: str


@dataclass(frozen=True)
class Setting:
    """A game option chosen once in the panel, beside the decks."""

    key: str
    title: str
    options: list[tuple[str, Any]]  # (label, value)
    default: Any
    tip: str = ""


class DeckRules:
    """What the panel and the builder need to know of one game (see the module's docstring)."""

    folder: DeckFolder
    content: Callable[[], Any]  # the game's content(), with its ready-made `decks` by id
    max_copies = 3
    summary = ""  # the deck rules in a phrase: "30 cards, at most 3 of each, and a hero" (N_: shown with _())
    option_fields: tuple[str, ...] = ()  # the Deck's fields a saved deck carries into the options

    # --- the decks ----------------------------------------------------------------------------------
    def ready(self) -> list:
        return list(self.content().decks.values())

    def name(self, deck) -> str:
        """A deck's name: a player's own as they gave it; a ready-made one as the game names it."""
        return deck.name

    def label(self, deck) -> str:
        return self.name(deck)

    def option(self, deck) -> dict:
        """A saved deck in the options: {"name", <option_fields>, "cards"}."""
        return {"name": deck.name, **{f: getattr(deck, f) for f in self.option_fields}, "cards": dict(deck.cards)}

    def default_keys(self, seats: int) -> list[str]:
        ready = self.ready()
        return [READY + ready[i % len(ready)].id for i in range(seats)]

    def legal(self, deck) -> bool:
        return not self.check(deck.counts(), self.picks_of(deck))

    # --- the builder ---------------------------------------------------------------------------------
    def picks(self, chosen: dict) -> list[Pick]:
        return []

    def picks_of(self, deck) -> dict:
        return {}

    def rows(self, chosen: dict) -> list[Row]:
        raise NotImplementedError

    def check(self, counts: dict[str, int], chosen: dict) -> list[str]:
        raise NotImplementedError

    def total(self, counts: dict[str, int]) -> str:
        n = sum(counts.values())
        return ngettext("{n} card", "{n} cards", n).format(n=n)

    def make(self, name: str, chosen: dict, counts: dict[str, int]):
        raise NotImplementedError

    def card_tip(self, card: str) -> str:
        return plain(card)

    def pick_tip(self, key: str, value: str) -> str | None:
        return None

    def starts(self, chosen: dict) -> list[tuple[str, Any]]:
        """(key, deck) for the decks the builder may start from: those that agree with the
        picks that shape the card list (a ready-made deck's key is its id)."""
        shaping = [p.key for p in self.picks(chosen) if p.shapes_cards]

        def fits(deck) -> bool:
            picks = self.picks_of(deck)
            return all(picks.get(k) == chosen.get(k) for k in shaping)

        out = [(d.id, d) for d in self.ready() if fits(d)]
        out += [(SAVED + s.path.name, s.deck) for s in self.folder.listing()
                if s.deck is not None and fits(s.deck) and self.legal(s.deck)]
        return out

    # --- the panel ------------------------------------------------------------------------------------
    def settings(self, variant: dict) -> list[Setting]:
        return []

    def note(self, variant: dict) -> str:
        return ""

    def describe(self, deck) -> str:
        """What the deck is and does, for a new player choosing one (the text box's HTML)."""
        size = sum(n for _card, n in deck.cards)
        text = getattr(deck, "text", "")
        return f"{plain(text)}<br>" * bool(text) + ngettext("{n} card", "{n} cards", size).format(n=size)

    def deck_of(self, key: str):
        """The deck a seat's list names by `key` ("ready:<id>" or "saved:<file>"), or None."""
        kind, _sep, name = key.partition(":")
        if kind + ":" == READY:
            return self.content().decks.get(name)
        found = self.folder.find(name)
        return found.deck if found is not None else None


def deck_choices(rules: DeckRules) -> list[tuple[str, str]]:
    """(label, key) for every deck a seat may play: "ready:<id>" or "saved:<file>"."""
    out = [(rules.label(d), READY + d.id) for d in rules.ready()]
    for s in rules.folder.listing():
        if s.deck is not None and rules.legal(s.deck):
            out.append((yours(rules.label(s.deck)), SAVED + s.path.name))
    return out


def deck_option(rules: DeckRules, key: str):
    """The options' form of a deck choice: a ready-made id, or the whole saved deck."""
    kind, _sep, name = key.partition(":")
    if kind + ":" == READY:
        return name
    found = rules.folder.find(name)
    if found is None:
        raise ValueError(_("The saved deck {name} is gone; choose another.").format(name=repr(name)))
    return rules.option(found.deck)


def unreadable_note(rules: DeckRules) -> str:
    """A line for the panel when some saved decks do not read (the builder lists why)."""
    bad = sum(1 for s in rules.folder.listing() if s.deck is None)
    if not bad:
        return ""
    return ngettext("{n} saved deck cannot be read; the deck builder says why.",
                    "{n} saved decks cannot be read; the deck builder says why.", bad).format(n=bad)


def yours(name: str) -> str:
    """A deck of the player's own in a list of decks: "Yours: Fire and Ice"."""
    return _("Yours: {name}").format(name=name)


def _seat(seat: int) -> str:
    return _("Seat {number}").format(number=seat + 1)


class DeckPanel:
    """One deck list per seat, the game's settings and the builder's button (setup_panel in
    scenes/games.py). A game subclasses it with its `rules`."""

    rules: DeckRules

    def __init__(self, manager, rect: pygame.Rect, variant: dict) -> None:
        self.manager = manager
        self.variant = dict(variant)
        self.seats = int(variant.get("seats", 2))
        self.rect = pygame.Rect(rect)
        self.elements: list[Any] = []
        self.menus: list[UIDropDownMenu] = []
        self.setting_menus: dict[str, UIDropDownMenu] = {}
        self.values = {s.key: s.default for s in self.rules.settings(self.variant)}
        self.builder: DeckBuilder | None = None
        self.build_button: UIButton | None = None
        self.picked: list[str] = []
        self.notes: DeckNotes | None = None
        self._build()

    def _clear(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements, self.menus, self.setting_menus = [], [], {}

    def _build(self) -> None:
        self._clear()
        choices = deck_choices(self.rules)
        keys = [k for _label, k in choices]
        defaults = self.rules.default_keys(self.seats)
        if len(self.picked) != self.seats:
            self.picked = list(defaults)
        x, y, w = self.rect.x, self.rect.y, self.rect.w
        self.elements.append(UILabel(pygame.Rect(x, y, w, 30), _("Decks"), self.manager, object_id="@ink_heading"))
        y += 34
        seat_w = max(70, max(art.ui_font(17).size(_seat(seat))[0] + 12 for seat in range(self.seats)))
        for seat in range(self.seats):
            self.elements.append(UILabel(pygame.Rect(x, y, seat_w, 34), _seat(seat), self.manager, object_id="@ink"))
            key = next(k for k in (self.picked[seat], defaults[seat], keys[0]) if k in keys)
            start = next(c for c in choices if c[1] == key)
            menu = UIDropDownMenu(choices, start, pygame.Rect(x + seat_w + 4, y, w - seat_w - 4, 34), self.manager,
                                  expansion_height_limit=MENU_LIMIT)
            self.menus.append(menu)
            self.elements.append(menu)
            y += 42
        y += 6
        for setting in self.rules.settings(self.variant):
            y = self._build_setting(setting, x, y, w)
        self.build_button = UIButton(pygame.Rect(x, y, min(w, 220), 38), _("Build a deck..."), self.manager,
                                     tool_tip_text=_("Make your own deck: {rules}").format(rules=_(self.rules.summary)),
                                     command=self.open_builder)
        self.elements.append(self.build_button)
        y += 46
        for note in (self.rules.note(self.variant), unreadable_note(self.rules)):
            for line in art.wrap(note, art.ui_font(16), w) if note else []:
                self.elements.append(UILabel(pygame.Rect(x, y, w, 24), line, self.manager, object_id="@hint"))
                y += 24
        room = self.rect.bottom - y
        if room >= 60:  # the rest of the panel says what each seat's deck is and does
            self.notes = DeckNotes(pygame.Rect(x, y, w, room), self.manager, self)
            self.elements.append(self.notes)

    def described(self) -> str:
        """Each seat's deck, what it is and does (the notes under the lists)."""
        parts = []
        for seat, menu in enumerate(self.menus):
            label, key = menu.selected_option
            deck = self.rules.deck_of(key)
            about = self.rules.describe(deck) if deck is not None else ""
            # TRANSLATORS: a seat and the deck it plays, over what the deck is and does: "Seat 1: Blaze Rush".
            parts.append("<b>" + _("Seat {number}: {deck}").format(number=seat + 1, deck=plain(label)) + f"</b><br>{about}")
        return "<br><br>".join(parts)

    def _build_setting(self, setting: Setting, x: int, y: int, w: int) -> int:
        title = _(setting.title)
        label_w = min(w // 2, art.ui_font(17).size(title)[0] + 16)
        self.elements.append(UILabel(pygame.Rect(x, y, label_w, 34), title, self.manager, object_id="@ink"))
        options = [(_(label), str(i)) for i, (label, _value) in enumerate(setting.options)]
        current = next((i for i, (_label, v) in enumerate(setting.options) if v == self.values[setting.key]), 0)
        menu = UIDropDownMenu(options, options[current], pygame.Rect(x + label_w, y, min(140, w - label_w), 34),
                              self.manager, expansion_height_limit=MENU_LIMIT)
        if setting.tip:
            menu.set_tooltip(_(setting.tip))
        self.setting_menus[setting.key] = menu
        self.elements.append(menu)
        return y + 46

    def _remember(self) -> None:
        self.picked = [m.selected_option[1] for m in self.menus]
        for setting in self.rules.settings(self.variant):
            menu = self.setting_menus.get(setting.key)
            if menu is not None:
                self.values[setting.key] = setting.options[int(menu.selected_option[1])][1]

    def open_builder(self) -> None:
        if self.builder is not None and self.builder.alive():
            return
        self._remember()
        self.builder = DeckBuilder(self.manager, self.rules, on_changed=self._changed)

    def _changed(self) -> None:
        self._remember()
        self._build()

    def options(self) -> dict:
        self._remember()
        return {**self.values, "decks": [deck_option(self.rules, k) for k in self.picked]}

    def set_rect(self, rect: pygame.Rect) -> None:
        self._remember()
        self.rect = pygame.Rect(rect)
        self._build()

    def kill(self) -> None:
        self._clear()
        if self.builder is not None:
            self.builder.kill()


class DeckNotes(UITextBox):
    """What each seat's deck is and does, under the panel's lists: written again whenever a list
    changes (it watches the lists' choices each frame; the setup screen hands the panel no
    events)."""

    def __init__(self, rect: pygame.Rect, manager, panel: DeckPanel) -> None:
        self.panel = panel
        self.shown = self._choices()
        super().__init__(panel.described(), rect, manager)

    def _choices(self) -> tuple:
        return tuple(m.selected_option[1] for m in self.panel.menus)

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        now = self._choices()
        if now != self.shown:
            self.shown = now
            self.set_text(self.panel.described())


class DeckBuilder(UIWindow):
    """The deck builder window: every card that may go in with its count, the picks, a card's
    text, the name, Save. `on_changed()` runs when a deck was saved or deleted."""

    ROW = 30
    SIZE = (1000, 700)
    STATUS_H = 104  # the count and what keeps the deck from being legal: four lines (it scrolls past them)
    PICK_H = 66  # a title and its drop-down
    HELP = N_("Click a card's name to read it.")

    def __init__(self, manager, rules: DeckRules, on_changed: Callable[[], Any] | None = None) -> None:
        sw, sh = manager.window_resolution
        rect = pygame.Rect(0, 0, min(self.SIZE[0], sw - 40), min(self.SIZE[1], sh - 40))
        rect.center = (sw // 2, sh // 2)
        super().__init__(rect, manager, window_display_title=_("Deck builder"), resizable=False)
        self.rules = rules
        self.on_changed = on_changed
        self.counts: dict[str, int] = {}
        self.chosen: dict[str, str] = self._settled({})
        self.rows: list[Row] = []
        self.count_labels: dict[str, UILabel] = {}
        self.plus: dict[str, UIButton] = {}
        self.minus: dict[str, UIButton] = {}
        self.names: dict[str, UIButton] = {}
        self.menus: dict[str, UIDropDownMenu] = {}
        self.menu_rects: dict[str, pygame.Rect] = {}
        self.list: UIScrollingContainer | None = None
        self.unreadable: list[str] = []
        self._build()

    # --- the window's parts ------------------------------------------------------------------------------
    def _build(self) -> None:
        """The card list on the left; on the right the picks, the start, the name, a card's text,
        what keeps the deck from being legal, and Save."""
        inner = self.get_container().get_rect()
        left_w = int(inner.w * 0.56)
        self.list_rect = pygame.Rect(8, 8, left_w - 16, inner.h - 16)
        x, w = left_w + 8, inner.w - left_w - 16
        y = 8
        picks = self.rules.picks(self.chosen)
        for pick in [p for p in picks if p.shapes_cards]:
            y = self._place_pick(pick, x, y, w)
        UILabel(pygame.Rect(x, y, w, 26), _("Start from"), self.ui_manager, container=self)
        self.menu_rects["start"] = pygame.Rect(x, y + 28, w - 180, 32)
        self.copy_button = UIButton(pygame.Rect(x + w - 174, y + 28, 84, 32), _("Copy"), self.ui_manager, container=self,
                                    command=self.copy_start, tool_tip_text=_("Start from the chosen deck"))
        self.delete_button = UIButton(pygame.Rect(x + w - 84, y + 28, 84, 32), _("Delete"), self.ui_manager,
                                      container=self, command=self.delete_start, object_id="#danger",
                                      tool_tip_text=_("Delete the chosen deck of yours"))
        y += self.PICK_H
        for pick in [p for p in picks if not p.shapes_cards]:
            y = self._place_pick(pick, x, y, w)
        UILabel(pygame.Rect(x, y, w, 26), _("Name"), self.ui_manager, container=self)
        self.name_entry = UITextEntryLine(pygame.Rect(x, y + 28, w, 34), self.ui_manager, container=self)
        self.name_entry.set_text_length_limit(NAME_LIMIT)
        self.name_entry.set_text(_("My deck"))
        y += 72
        save_y = inner.h - 58
        status_y = save_y - 8 - self.STATUS_H
        self.detail = UITextBox("", pygame.Rect(x, y, w, status_y - 6 - y), self.ui_manager, container=self,
                                object_id=ObjectID("#card_text", "@log"))
        self.status = UITextBox("", pygame.Rect(x, status_y, w, self.STATUS_H), self.ui_manager, container=self)
        self.save_button = UIButton(pygame.Rect(x, save_y, w, 44), _("Save deck"), self.ui_manager, container=self,
                                    object_id="#primary", command=self.save)
        self._read_folder()
        self._show_picks()
        self._fill_list()
        self._refresh()
        self._intro()

    def _place_pick(self, pick: Pick, x: int, y: int, w: int) -> int:
        UILabel(pygame.Rect(x, y, w, 26), _(pick.title), self.ui_manager, container=self)
        self.menu_rects[pick.key] = pygame.Rect(x, y + 28, w, 32)
        return y + self.PICK_H

    def _menu(self, key: str, options: list[tuple[str, str]], value: str) -> UIDropDownMenu:
        """(Re)make the drop-down `key` with `value` chosen."""
        if key in self.menus:
            self.menus[key].kill()
        start = next((o for o in options if o[1] == value), options[0])
        self.menus[key] = UIDropDownMenu(options, start, pygame.Rect(self.menu_rects[key]), self.ui_manager,
                                         container=self, expansion_height_limit=MENU_LIMIT)
        return self.menus[key]

    def _show_picks(self) -> None:
        """The picks' and the start's drop-downs as `chosen` says."""
        for pick in self.rules.picks(self.chosen):
            self._menu(pick.key, pick.options, self.chosen[pick.key])
        self._show_start("")

    def _show_start(self, value: str) -> None:
        """The "Start from" drop-down: the decks that fit the picks, and nothing."""
        starts = [(yours(deck.name) if key.startswith(SAVED) else self.rules.name(deck), key)
                  for key, deck in self.rules.starts(self.chosen)]
        self._menu("start", starts + [(_(EMPTY), "")], value)
        self._update_delete()

    @property
    def start_menu(self) -> UIDropDownMenu:
        return self.menus["start"]

    def _fill_list(self) -> None:
        """The card list for the current picks."""
        if self.list is not None:
            self.list.kill()
        self.rows = self.rules.rows(self.chosen)
        self.count_labels, self.plus, self.minus, self.names = {}, {}, {}, {}
        self.list = UIScrollingContainer(pygame.Rect(self.list_rect), self.ui_manager, container=self,
                                         allow_scroll_x=False)
        y, row_w = 0, self.list_rect.w - 24
        for row in self.rows:
            if row.card is None:
                UILabel(pygame.Rect(0, y + 4, row_w, self.ROW), row.label, self.ui_manager, container=self.list,
                        object_id="@ink_heading")
                y += self.ROW + 6
                continue
            y = self._card_row(row, y, row_w)
        self.list.set_scrollable_area_dimensions((row_w, y))

    def _card_row(self, row: Row, y: int, row_w: int) -> int:
        card, label = row.card, row.label
        self.names[card] = UIButton(pygame.Rect(0, y + 1, row_w - 110, self.ROW - 2), label, self.ui_manager,
                                    container=self.list, object_id="#card_name",
                                    command=lambda: self.show(card))
        self.minus[card] = UIButton(pygame.Rect(row_w - 106, y + 2, 30, self.ROW - 4), "-", self.ui_manager,
                                    container=self.list, command=lambda: self.change(card, -1),
                                    tool_tip_text=_("One fewer"))
        self.count_labels[card] = UILabel(pygame.Rect(row_w - 72, y, 36, self.ROW), "0", self.ui_manager,
                                          container=self.list, object_id="@ink_heading")
        self.plus[card] = UIButton(pygame.Rect(row_w - 34, y + 2, 30, self.ROW - 4), "+", self.ui_manager,
                                   container=self.list, command=lambda: self.change(card, 1),
                                   tool_tip_text=_("One more (at most {n})").format(n=self.rules.max_copies))
        return y + self.ROW

    def _read_folder(self) -> None:
        self.unreadable = [plain(s.problem) for s in self.rules.folder.listing() if s.deck is None]

    def _intro(self) -> None:
        """The card box before a card is chosen: how to read one, and the saved decks that
        cannot be read, with their problems."""
        lines = [_(self.HELP)]
        if self.unreadable:
            lines += ["", "<b>" + _("Saved decks that cannot be read:") + "</b>"] + self.unreadable
        self.detail.set_text("<br>".join(lines))

    # --- events ----------------------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = super().process_event(event)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            key = next((k for k, m in self.menus.items() if m is event.ui_element), None)
            if key == "start":
                self._update_delete()
            elif key is not None:
                self.pick(key, event.ui_element.selected_option[1])
        elif (event.type == pygame.KEYDOWN and self.alive() and self.window_stack.is_window_at_top(self)
              and not dialogs.modal_open(self.ui_manager)):
            if event.key == pygame.K_ESCAPE:
                if not dialogs.takes_escape(self.ui_manager):
                    self.kill()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return True  # not the setup screen's "Start game" underneath
        return consumed

    # --- editing ----------------------------------------------------------------------------------------------
    def change(self, card: str, step: int) -> None:
        n = max(0, min(self.rules.max_copies, self.counts.get(card, 0) + step))
        if n:
            self.counts[card] = n
        else:
            self.counts.pop(card, None)
        self.show(card)
        self._refresh()

    def show(self, card: str) -> None:
        """A card's text in the card box (right of the list)."""
        self.detail.set_text(self.rules.card_tip(card))

    def pick(self, key: str, value: str) -> None:
        """Choose `value` for the pick `key`; cards that cannot stay are taken out, after asking."""
        chosen = self._settled({**self.chosen, key: value})
        allowed = {r.card for r in self.rules.rows(chosen) if r.card}
        lost = sum(n for card, n in self.counts.items() if card not in allowed)
        if not lost:
            self._apply(chosen)
            return
        pick = next(p for p in self.rules.picks(chosen) if p.key == key)
        label = _(next(lbl for lbl, v in pick.options if v == value))
        held = sum(self.counts.values())
        if lost == held:
            text = ngettext("A {choice} deck cannot hold the card now in the list; it will be taken out.",
                            "A {choice} deck cannot hold the {n} cards now in the list; they will be taken out.", lost)
        else:
            text = ngettext("A {choice} deck cannot hold {n} of the cards now in the list; it will be taken out.",
                            "A {choice} deck cannot hold {n} of the cards now in the list; they will be taken out.",
                            lost)
        # TRANSLATORS: changing a deck's pick, "Change the race to Slurr?" ({pick} is its name in lower case).
        dialogs.confirm(self.ui_manager, _("Change the {pick} to {choice}?").format(pick=_(pick.title).lower(),
                                                                                   choice=label),
                        text.format(choice=label, n=lost),
                        action=_("Change"), on_confirm=lambda: self._apply(chosen), on_cancel=self._show_picks)

    def _apply(self, chosen: dict, counts: dict[str, int] | None = None) -> None:
        shaped = [r.card for r in self.rules.rows(chosen)] != [r.card for r in self.rows]
        self.chosen = chosen
        allowed = {r.card for r in self.rules.rows(chosen) if r.card}
        counts = self.counts if counts is None else counts
        self.counts = {card: n for card, n in counts.items() if card in allowed}
        if shaped:
            self._fill_list()
        self._show_picks()
        for key, value in chosen.items():
            tip = self.rules.pick_tip(key, value)
            if tip:
                self.detail.set_text(tip)
        self._refresh()

    def _settled(self, chosen: dict) -> dict:
        """`chosen` with every pick set to one of its options (the first when it is not)."""
        chosen = dict(chosen)
        for _round in range(2):  # a pick's options may follow an earlier pick (EverZone's leader, the race)
            for pick in self.rules.picks(chosen):
                values = [v for _label, v in pick.options]
                if chosen.get(pick.key) not in values:
                    chosen[pick.key] = values[0]
        return chosen

    def _start_deck(self):
        key = self.start_menu.selected_option[1]
        if key.startswith(SAVED):
            found = self.rules.folder.find(key[len(SAVED):])
            return key, found.deck if found else None
        return key, next((d for d in self.rules.ready() if d.id == key), None)

    def copy_start(self) -> None:
        """Start again from the deck chosen in "Start from" (or from nothing)."""
        key, deck = self._start_deck()
        if deck is None:
            self.counts = {}
            self._refresh()
            return
        if key.startswith(SAVED):  # editing one's own deck: saving it again replaces it
            self.name_entry.set_text(deck.name)
        self._apply(self._settled({**self.chosen, **self.rules.picks_of(deck)}), deck.counts())
        self._show_start(key)  # keep showing what was copied

    def _update_delete(self) -> None:
        if self.start_menu.selected_option[1].startswith(SAVED):
            self.delete_button.enable()
        else:
            self.delete_button.disable()

    def delete_start(self) -> None:
        key, deck = self._start_deck()
        if not key.startswith(SAVED) or deck is None:
            return

        def delete() -> None:
            self.rules.folder.delete(key[len(SAVED):])
            self._set_status(["<b>" + _("Deleted \u201c{name}\u201d.").format(name=plain(deck.name)) + "</b>"])
            self._read_folder()
            self._intro()
            self._show_picks()
            if self.on_changed:
                self.on_changed()

        dialogs.confirm(self.ui_manager, _("Delete this deck?"),
                        _("\u201c{name}\u201d will be gone from every seat's list. A game already started "
                          "with it keeps it.").format(name=deck.name), action=_("Delete"), on_confirm=delete)

    def problems(self) -> list[str]:
        return self.rules.check(self.counts, self.chosen)

    def _refresh(self) -> None:
        for card, label in self.count_labels.items():
            label.set_text(str(self.counts.get(card, 0)))
        lines = [f"<b>{self.rules.total(self.counts)}</b>"]
        lines += [plain(p) for p in self.problems()] or [_("Ready to save: a legal deck.")]
        self._set_status(lines)

    def _set_status(self, lines: list[str]) -> None:
        self.status.set_text("<br>".join(lines))

    def save(self) -> None:
        problems = self.problems()
        if problems:
            self._set_status(["<b>" + _("Not saved: {count}").format(count=self.rules.total(self.counts)) + "</b>"]
                             + [plain(p) for p in problems])
            return
        name = self.name_entry.get_text().strip() or _("My deck")
        if self.rules.folder.path(name).exists():
            dialogs.confirm(self.ui_manager, _("Replace this deck?"),
                            _("You already have a deck saved as \u201c{name}\u201d. Replace it with this one?").format(
                                name=name), action=_("Replace"), on_confirm=lambda: self._write(name))
        else:
            self._write(name)

    def _write(self, name: str) -> None:
        order = [r.card for r in self.rows if r.card in self.counts]
        self.rules.folder.save(self.rules.make(name, self.chosen, {card: self.counts[card] for card in order}))
        self._read_folder()
        self._show_picks()
        self._set_status(["<b>" + _("Saved \u201c{name}\u201d.").format(name=plain(name)) + "</b>",
                          _("Every seat can now choose it.")])
        if self.on_changed:
            self.on_changed()

"""Every text colour reaches WCAG AA contrast (4.5:1) against what it is drawn on.

Why: players could not read the drop-down lists (seat kind, decks, variant, window size,
animation speed). `drop_down_menu.selection_list.button` gave their rows a dark brown
background and no text colours, so pygame-gui's theme inheritance - an element's ids are
looked up from the most to the least specific (`drop_down_menu.selection_list.button`, then
`selection_list.button`, then `button`), then in the theme's "defaults", then in pygame-gui's
own default theme - took the dark ink of the parchment lists: about 1.1:1. A block that sets
only half of a pair breaks like that without anyone noticing, so this test asks pygame-gui
itself which colours it resolves:

* for the widgets the app creates, made here for real so that their `combined_element_ids` are
  the chains pygame-gui uses, state by state;
* for every colour block of assets/theme.json read as the most specific block of those chains
  (what it sets and what it inherits), so that no block can hand a bad pair to a widget made
  later; and every colour block must be reached by some widget here;
* for the text the tables draw themselves with pygame fonts, on the backgrounds it is drawn on.

WCAG 2.1 (1.4.3): contrast = (L1 + 0.05) / (L2 + 0.05), L1 the lighter relative luminance;
text needs 4.5:1. A gradient counts by its worst stop; a translucent colour is laid over what
is under it first. Disabled controls are exempt from 1.4.3, but a greyed-out button, choice or
field still has to be read to know what it is, so disabled text must reach 3:1 (the large-text
threshold): visibly dimmer than live text, never illegible.

Transparent backgrounds (labels, the dialog text, the deck builder's card names) show what the
scene drew behind them. From scenes/*.py and scenes/widgets/*.py:

* PAPER - the parchment sheets of the settings, new-game and deck-choice screens (`art.
  parchment_panel`): labels "@ink", "@ink_heading", "@hint", check-box labels, drop-downs,
  text fields; also the banner, the pass-and-play card and the end sheet, drawn with fonts.
  A label with no class is ink too (the theme's `label` block), as every label sits on paper;
* WOOD - the bare table (`art.wood`): "@light_hint" labels, the play tables' button bar, the
  menu's own titles;
* a window's "dark_bg" (resolved from the theme) - everything inside a window: dialogs, the
  deck builder, the file dialog, the help guide.

Seat names written in their seat's ink (`seats.ink_of`) do not reach 4.5:1 yet; that check is
an expected failure (strict: it fails once fixed, to be switched on) until seats.py is fixed.
"""
from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pygame
import pygame_gui
import pytest
from pygame_gui.core import ObjectID
from pygame_gui.core.colour_parser import parse_colour_or_gradient_string
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UILabel,
    UIScrollingContainer,
    UISelectionList,
    UITextBox,
    UITextEntryLine,
    UIWindow,
)
from pygame_gui.windows import UIFileDialog

from scenes import palette
from scenes.app import theme_path
from scenes.widgets import art, banner, log_lines, log_panel
from scenes.widgets.seats import ink_of, seat_colour

from . import ui

AA = 4.5
DISABLED = 3.0  # disabled text: see the module docstring

Colour = tuple[float, ...]

# The paper's darkest tone where text sits: art.parchment multiplies fibres of about 235/255
# over PARCHMENT_DARK, and its rim shading darkens the margins where labels start by up to 13%
# (the darkest 1% of a painted 900x600 sheet measures (182, 172, 147)).
PAPER_SHADE = 0.8
PAPER = (tuple(c * PAPER_SHADE for c in art.PARCHMENT_DARK), art.PARCHMENT_LIGHT)
WOOD = (art.WOOD_DARK, art.WOOD_LIGHT)  # the darkest and the lightest plank

# Which colours each kind of widget draws its text in, and on, by state.
BUTTON = {
    "normal": ("normal_text", "normal_bg"),
    "hovered": ("hovered_text", "hovered_bg"),
    "selected": ("selected_text", "selected_bg"),
    "active": ("active_text", "active_bg"),
    "disabled": ("disabled_text", "disabled_bg"),
}
PAIRS: dict[str, dict[str, tuple[str, str]]] = {
    "button": BUTTON,
    "check_box": {state: BUTTON[state] for state in ("normal", "hovered", "selected", "disabled")},  # the tick
    "text_entry_line": {
        "normal": ("normal_text", "dark_bg"),
        "selected": ("selected_text", "selected_bg"),
        "disabled": ("disabled_text", "disabled_dark_bg"),
    },
    "text_box": {
        "normal": ("normal_text", "dark_bg"),
        "link": ("link_text", "dark_bg"),
        "link hovered": ("link_hover", "dark_bg"),
        "link selected": ("link_selected", "dark_bg"),
        "selected": ("selected_text", "selected_bg"),
    },
    "label": {"normal": ("normal_text", "dark_bg"), "disabled": ("disabled_text", "dark_bg")},
    "container": {},  # no text of its own (windows, lists): here for the blocks it reaches
}

# Colour blocks no widget here reaches, and why they need no check.
NO_TEXT = {
    "vertical_scroll_bar": "a scroll bar's track: no text (arrow buttons are off)",
    "vertical_scroll_bar.#sliding_button": "a scroll bar's handle: no text",
    "horizontal_scroll_bar": "a scroll bar's track: no text",
    "horizontal_scroll_bar.#sliding_button": "a scroll bar's handle: no text",
    "panel": "no text of its own; the app makes no UIPanel",
    "@invisible": "a transparent panel: no text of its own",
}


# --- colour arithmetic --------------------------------------------------------------------------
def stops(value) -> list[pygame.Color]:
    """A theme colour as a list: itself, or a gradient's stops (premultiplied, as pygame-gui
    keeps them). Plain RGB tuples count as opaque."""
    if isinstance(value, pygame.Color):
        return [value]
    if isinstance(value, tuple):
        return [pygame.Color(*(round(c) for c in value))]
    return [c for c in (value.colour_1, value.colour_2, value.colour_3) if c is not None]


def over(colour: pygame.Color, under: Colour) -> Colour:
    """A premultiplied colour laid over an opaque one."""
    keep = 1 - colour.a / 255
    return tuple(c + u * keep for c, u in zip(tuple(colour)[:3], under[:3], strict=True))


contrast = palette.contrast  # WCAG's ratio of two colours


def worst_contrast(text, ground, backdrop: Iterable[Colour] = ()) -> float | None:
    """The lowest contrast of any stop of `text` over any stop of `ground`, a see-through
    ground laid on each colour of `backdrop` first; None when the ground is see-through and
    nothing is known to be under it."""
    text, ground, backdrop = stops(text), stops(ground), list(backdrop)
    if any(c.a < 255 for c in ground) and not backdrop:
        return None
    grounds = [over(g, b) for g in ground for b in (backdrop or [(0, 0, 0)])]
    return min(contrast(over(t, g), g) for t in text for g in grounds)


# --- the widgets the app makes -----------------------------------------------------------------
@dataclass
class Shown:
    name: str  # what the player would call it
    ids: list[str]  # its combined_element_ids, most specific first
    kind: str  # a key of PAIRS
    backdrop: tuple = ()  # what shows through a transparent background


def shown(element, name: str, kind: str, backdrop: tuple = ()) -> Shown:
    """`element` as checked. pygame-gui's chains repeat ids (the first match wins, so a repeat
    never counts); without repeats, a chain read from any block on is that block's own."""
    return Shown(name, list(dict.fromkeys(element.combined_element_ids)), kind, backdrop)


def window_backdrop(theme, window: UIWindow) -> tuple:
    return tuple(over(c, (0, 0, 0)) for c in stops(theme.get_colour_or_gradient("dark_bg", window.combined_element_ids)))


def expanded(menu: UIDropDownMenu) -> UIDropDownMenu:
    """Open a drop-down as a click on it would, so that its list of rows exists."""
    menu.current_state.should_transition = True
    menu.update(0)
    return menu


def drop_down(manager, name: str, backdrop: tuple, container=None) -> Iterator[Shown]:
    """A drop-down, closed (the chosen row, the arrow) and open (the list, its rows)."""
    menu = UIDropDownMenu(["Human", "Computer (easy)", "Computer (hard)"], "Human", pygame.Rect(20, 20, 260, 36),
                          manager, container=container)
    closed = menu.current_state
    yield shown(closed.selected_option_button, f"{name}: the chosen option", "button", backdrop)
    yield shown(closed.open_button, f"{name}: the arrow", "button", backdrop)
    state = expanded(menu).current_state
    rows = state.options_selection_list
    yield shown(rows, f"{name}: the open list", "container", backdrop)
    yield shown(rows.item_list_container.elements[0], f"{name}: a row of the open list", "button", backdrop)
    yield shown(state.close_button, f"{name}: the arrow, open", "button", backdrop)


def on_the_table(manager) -> Iterator[Shown]:
    """The menu and the play tables: buttons and labels on bare wood, the game log."""
    yield shown(UIButton(pygame.Rect(0, 0, 190, 50), "Load", manager), "button", "button", WOOD)
    yield shown(UIButton(pygame.Rect(0, 0, 190, 50), "Continue", manager, object_id="#primary"), "#primary button",
                "button", WOOD)
    yield shown(UIButton(pygame.Rect(0, 0, 190, 50), "Concede", manager, object_id="#danger"), "#danger button",
                "button", WOOD)
    yield shown(UIButton(pygame.Rect(0, 0, 150, 30), "Learn to play", manager, object_id="#lesson"),
                "#lesson button (on a menu card; its ground is opaque)", "button", WOOD)
    yield shown(UILabel(pygame.Rect(0, 0, 200, 26), "hint", manager, object_id="@light_hint"), "@light_hint label",
                "label", WOOD)
    log = UITextBox("Ada rolls a 6.", pygame.Rect(0, 0, 300, 200), manager, object_id="@log")
    yield shown(log, "the game log (@log)", "text_box", WOOD)


def on_paper(manager) -> Iterator[Shown]:
    """The settings, new-game and deck-choice sheets: labels and controls on parchment."""
    for class_id in ("@ink", "@ink_heading", "@hint", "@centered"):
        label = UILabel(pygame.Rect(0, 0, 200, 30), "Players", manager, object_id=class_id)
        yield shown(label, f"{class_id} label on a sheet", "label", PAPER)
    box = UICheckBox(pygame.Rect(0, 0, 24, 24), "Sound effects", manager)
    yield shown(box, "check box (its tick)", "check_box", PAPER)
    yield shown(box.text_label, "check box label", "label", PAPER)
    yield shown(UITextEntryLine(pygame.Rect(0, 0, 200, 40), manager), "text field", "text_entry_line", PAPER)
    choices = UISelectionList(pygame.Rect(0, 0, 200, 120), ["One", "Two"], manager)
    yield shown(choices, "selection list", "container", PAPER)
    yield shown(choices.item_list_container.elements[0], "selection list row", "button", PAPER)
    yield from drop_down(manager, "drop-down on a sheet", PAPER)


def in_windows(manager) -> Iterator[Shown]:
    """Dialogs, the deck builder and the help guide: everything on a window's own paper."""
    theme = manager.get_theme()
    window = UIWindow(pygame.Rect(0, 0, 700, 560), manager, window_display_title="Deck builder", object_id="#dialog")
    paper = window_backdrop(theme, window)
    yield shown(window, "window", "container", WOOD)
    yield shown(window.title_bar, "window title bar", "button", paper)
    yield shown(window.close_window_button, "window close box", "button", paper)
    yield shown(UILabel(pygame.Rect(0, 0, 200, 26), "Name", manager, container=window), "label in a window",
                "label", paper)
    text = UITextBox("End your turn?", pygame.Rect(0, 0, 300, 80), manager, container=window, object_id="@dialog_text")
    yield shown(text, "dialog text (@dialog_text)", "text_box", paper)
    card = UITextBox("A card", pygame.Rect(0, 0, 300, 80), manager, container=window,
                     object_id=ObjectID("#card_text", "@log"))
    yield shown(card, "deck builder card text (#card_text)", "text_box", paper)
    guide = UITextBox("<a href='x'>Rules</a>", pygame.Rect(0, 0, 300, 80), manager, container=window)
    yield shown(guide, "text box in a window (help, deck status)", "text_box", paper)
    yield shown(UIButton(pygame.Rect(0, 0, 140, 42), "Cancel", manager, container=window), "button in a window",
                "button", paper)
    yield shown(UITextEntryLine(pygame.Rect(0, 0, 200, 34), manager, container=window), "text field in a window",
                "text_entry_line", paper)
    listing = UIScrollingContainer(pygame.Rect(0, 0, 400, 300), manager, container=window, allow_scroll_x=False)
    yield shown(UILabel(pygame.Rect(0, 0, 300, 30), "Creatures", manager, container=listing,
                        object_id="@ink_heading"), "deck builder list heading", "label", paper)
    name = UIButton(pygame.Rect(0, 0, 300, 28), "Fire imp", manager, container=listing, object_id="#card_name")
    yield shown(name, "deck builder card name (#card_name)", "button", paper)
    yield from drop_down(manager, "drop-down in a window", paper, container=window)


def file_dialog(manager, folder: Path) -> Iterator[Shown]:
    """"Save game" / "Load game": pygame-gui's file dialog, with a folder and a save listed."""
    (folder / "older saves").mkdir(exist_ok=True)
    (folder / "zvery.json").write_text("{}", encoding="utf-8")
    dialog = UIFileDialog(pygame.Rect(0, 0, 620, 520), manager, window_title="Load game",
                          initial_file_path=str(folder), allowed_suffixes={".json"})
    paper = window_backdrop(manager.get_theme(), dialog)
    yield shown(dialog.title_bar, "file dialog title bar", "button", paper)
    for button in (dialog.ok_button, dialog.cancel_button, dialog.home_button, dialog.delete_button,
                   dialog.parent_directory_button, dialog.refresh_button):
        yield shown(button, f"file dialog {button.text!r} button", "button", paper)
    yield shown(dialog.file_path_text_line, "file dialog path", "text_entry_line", paper)
    rows = dialog.file_selection_list
    yield shown(rows, "file dialog list", "container", paper)
    for row in rows.item_list_container.elements:
        yield shown(row, f"file dialog row {row.text!r}", "button", paper)


def tooltip(manager) -> Iterator[Shown]:
    tip = manager.create_tool_tip("Roll the dice", (100, 100), (0, 18), None, None)
    yield shown(tip.text_block, "tooltip", "text_box", WOOD)


@pytest.fixture(scope="module")
def widgets(tmp_path_factory):
    """(theme, [Shown]) for a UIManager on assets/theme.json, as the app makes it."""
    pygame.init()
    pygame.display.set_mode((1280, 800))
    manager = pygame_gui.UIManager((1280, 800), str(theme_path()), enable_live_theme_updates=False)
    made = [*on_the_table(manager), *on_paper(manager), *in_windows(manager),
            *file_dialog(manager, tmp_path_factory.mktemp("saves")), *tooltip(manager)]
    yield manager.get_theme(), made
    manager.clear_and_reset()


# --- checking ------------------------------------------------------------------------------------
def theme_blocks() -> dict[str, dict]:
    return json.loads(theme_path().read_text(encoding="utf-8"))


def colour_blocks() -> set[str]:
    return {name for name, block in theme_blocks().items() if "colours" in block or "colors" in block}


def problems(theme, widget: Shown, ids: list[str], backdrop: tuple) -> Iterator[str]:
    """What in `widget`, with its colours looked up along `ids`, is too faint to read."""
    for state, (text_id, ground_id) in PAIRS[widget.kind].items():
        text = theme.get_colour_or_gradient(text_id, ids)
        ground = theme.get_colour_or_gradient(ground_id, ids)
        ratio = worst_contrast(text, ground, backdrop)
        need = DISABLED if state == "disabled" else AA
        if ratio is not None and ratio < need:
            yield (f"{widget.name} [{state}] {ids[0]}: {text_id} {describe(text)} on "
                   f"{ground_id} {describe(ground)} = {ratio:.2f}:1, needs {need}:1")


def describe(value) -> str:
    return ",".join("#{:02x}{:02x}{:02x}{:02x}".format(*c) for c in stops(value))


def test_every_widget_the_app_makes_reads_well_in_every_state(widgets):
    theme, made = widgets
    found = [p for widget in made for p in problems(theme, widget, widget.ids, widget.backdrop)]
    assert not found, "\n".join(found)


def test_every_colour_block_reads_well_as_the_most_specific_block(widgets):
    """Each block with what it inherits: a see-through background is judged where it is used."""
    theme, made = widgets
    blocks = colour_blocks()
    found: set[str] = set()
    for widget in made:
        for start, block in enumerate(widget.ids):
            if block in blocks:
                found.update(problems(theme, widget, widget.ids[start:], ()))
    assert not found, "\n".join(sorted(found))


def test_every_colour_block_of_the_theme_is_checked(widgets):
    _, made = widgets
    reached = {block for widget in made for block in widget.ids}
    unchecked = colour_blocks() - reached - set(NO_TEXT) - {"defaults"}
    assert not unchecked, f"make a widget here that uses {sorted(unchecked)} (or list it in NO_TEXT)"
    assert set(NO_TEXT) <= colour_blocks(), "NO_TEXT names a block the theme no longer has"


def test_every_colour_in_the_theme_parses():
    """pygame-gui draws an unparsable colour (a typo, a bad gradient) in black."""
    bad = [f"{name}.{key} = {value!r}" for name, block in theme_blocks().items()
           for key, value in block.get("colours", {}).items() if parse_colour_or_gradient_string(value) is None]
    assert not bad, bad


def test_a_gradient_counts_by_its_worst_stop_and_a_translucent_colour_by_what_is_under_it():
    ink = pygame.Color("#2e2118")
    gradient = parse_colour_or_gradient_string("#f3e6c8,#5a3c28,90")
    assert worst_contrast(ink, gradient) == pytest.approx(contrast((46, 33, 24), (90, 60, 40)))
    assert worst_contrast(ink, pygame.Color(0, 0, 0, 0)) is None
    assert worst_contrast(ink, pygame.Color(0, 0, 0, 0), [(255, 255, 255)]) > 15
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21)


# --- text the tables draw with pygame fonts ------------------------------------------------------
def drawn_text(theme) -> list[tuple[str, Colour, tuple]]:
    """(where, text colour, the colours it is drawn on) for the shell's own fonts."""
    log = tuple(over(c, (0, 0, 0)) for c in stops(theme.get_colour_or_gradient("dark_bg", ["@log", "text_box"])))
    pairs = [
        ("menu titles, game names, load error (CREAM on the table)", art.CREAM, WOOD),
        ("the menu's big title (GOLD_BRIGHT on the table)", art.GOLD_BRIGHT, WOOD),
        ("sheet titles, names (INK on parchment)", art.INK, PAPER),
        ("subtitles, details and hints (INK_SOFT on parchment)", art.INK_SOFT, PAPER),
        ("the banner title with no seat (banner.ACCENT)", banner.ACCENT, PAPER),
        ("log: quiet lines (log_lines.QUIET)", log_lines.QUIET, log),
        ("log: good news (log_lines.GOOD)", log_lines.GOOD, log),
        ("log: bad news (log_lines.BAD)", log_lines.BAD, log),
        ("log: '... earlier lines' (log_panel.NOTE_COLOUR)", tuple(pygame.Color(log_panel.NOTE_COLOUR))[:3], log),
    ]
    return pairs


def too_faint(pairs: Iterable[tuple[str, Colour, tuple]]) -> list[str]:
    found = []
    for where, colour, ground in pairs:
        ratio = min(contrast(colour, g) for g in ground)
        if ratio < AA:
            found.append(f"{where}: {tuple(round(c) for c in colour)} = {ratio:.2f}:1, needs {AA}:1")
    return found


def test_text_the_tables_draw_reads_well(widgets):
    theme, _ = widgets
    found = too_faint(drawn_text(theme))
    assert not found, "\n".join(found)


def test_seat_names_in_their_seat_ink_read_well_on_parchment():
    """The banner, the pass-and-play card and the end sheet name a seat in `ink_of` its colour."""
    pairs = [(f"seat {seat + 1}'s name in its ink", ink_of(seat_colour(seat)), PAPER)
             for seat in range(len(palette.SEATS))]
    found = too_faint(pairs)
    assert not found, "\n".join(found)


# --- what the player sees -------------------------------------------------------------------------
def test_an_open_drop_down_draws_its_rows_readably(app, shots):
    """The reported bug, on screen: the settings' speed list, open, one row hovered; the
    strongest text pixel of each row against the row's background (saved for people to see)."""
    from scenes.menu import MenuScene
    from scenes.settings import SettingsScene

    app.stack.push(MenuScene(app))
    scene = app.stack.push(SettingsScene(app))
    ui.frames(app)
    menu = scene.widgets["speed"]
    ui.click_element(app, menu)
    rows = menu.current_state.options_selection_list.item_list_container.elements
    was = pygame.mouse.get_pos()
    pygame.mouse.set_pos(rows[-1].rect.center)  # pygame-gui hovers where the mouse is, not where it moved
    try:
        ui.move(app, rows[-1].rect.center)
        assert rows[-1].hovered
        ui.shot(app, shots, "theme_drop_down_open.png")
    finally:
        pygame.mouse.set_pos(was)
    for row in rows:
        assert pixel_contrast(app.surface, row.rect.inflate(-4, -4)) >= AA, row.text


def pixel_contrast(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The contrast between the commonest colour in `rect` (the background) and the pixel
    that stands out from it most (the core of a letter)."""
    pixels = Counter(tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right)
                     for y in range(rect.top, rect.bottom))
    ground = pixels.most_common(1)[0][0]
    return max(contrast(p, ground) for p in pixels)

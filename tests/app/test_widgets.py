"""Shared widgets: the game log, the pass-and-play cover, board tooltips."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from scenes.session import GameSession
from scenes.ui_scene import UIScene
from scenes.widgets import art, log_panel
from scenes.widgets.log_panel import FONT_SIZE, LogPanel, line_html
from scenes.widgets.pass_screen import ARM_DELAY, PassScreen, SeatPassScreen
from scenes.widgets.tooltip import HoverTooltip, plain

from . import ui
from .fake_engine import FakeMatch


class Table(UIScene):
    """A stand-in play scene: a green table with one button and a log."""

    def on_enter(self):
        self.app.warm_up()  # as TableScene does: the log's bold and italic fonts
        super().on_enter()

    def build(self, root, size):
        self.button = pygame_gui.elements.UIButton(pygame.Rect(40, 40, 200, 48), "End turn", self.manager,
                                                   container=root)
        self.log = LogPanel(self.manager, pygame.Rect(size[0] - 380, 20, 360, 400), container=root)

    def draw(self, surface):
        surface.fill((30, 70, 45))


def test_log_shows_the_newest_lines_at_the_bottom_and_caps_its_length(app, shots):
    table = app.stack.push(Table(app))
    log = table.log
    log.add("Ada rolls a 6 and a 2.", colour=(150, 30, 30), bold=True)
    log.add("A zombie <green> shambles\nto C4.")
    assert log.lines == ["Ada rolls a 6 and a 2.", "A zombie <green> shambles", "to C4."]
    ui.frames(app)
    assert "A zombie <green> shambles" in log.shown_text  # a name is words, never markup
    assert log.shown[0].text.startswith("Ada rolls") and log.shown[0].font is art.ui_font(FONT_SIZE, bold=True)
    assert log.shown[0].ink == (150, 30, 30)
    log.max_lines = 1000
    for n in range(1500):
        log.add(f"Turn {n}: the slayer searches the bakery and finds nothing but dust.")
    assert len(log.lines) == 1000 and log.lines[-1].startswith("Turn 1499:")
    ui.frames(app)
    shown = log.shown_text
    assert " ".join(shown.split("\n")[-2:]).endswith("Turn 1499: the slayer searches the bakery and finds nothing but dust.")
    assert "earlier lines (scroll up)" in shown
    assert _fits(log)  # exactly what fits: the strip never draws the whole log
    ui.shot(app, shots, "log_panel.png")


def test_log_scrolls_back_with_the_mouse_wheel(app, shots):
    table = app.stack.push(Table(app))
    table.log.extend([f"line {n}" for n in range(200)])
    ui.frames(app)
    ui.move(app, table.log.box.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False, precise_x=0.0, precise_y=10.0))
    ui.frames(app)
    assert table.log.offset == 30
    shown = table.log.shown_text.split("\n")
    assert "line 169" in shown and "line 199" not in shown and "30 newer lines" in shown[-1]
    ui.shot(app, shots, "log_panel_scrolled.png")
    table.log.add("something new")
    ui.frames(app)
    assert table.log.offset == 0 and table.log.shown_text.endswith("something new")


def test_a_long_older_line_shows_its_opening_rather_than_leaving_the_strip_empty(app, shots):
    """Zombie Slayer at 1024x640: a four-row hint, then one short line, left "... 23 earlier
    lines" over that line and three empty rows."""
    table = app.stack.push(Table(app))
    log = table.log
    log.set_rect(pygame.Rect(40, 120, 300, 118))  # the strip's size at 1024x640: about five rows
    log.extend([f"line {n}" for n in range(20)])
    hint = ("Hint: Move 1 square north-west. Why: 1 step from here to an unexplored card, and no zombie can "
            "reach this square before you strike, so the way stays open for the rest of your turn")
    log.add(hint, colour=(30, 80, 160))
    log.add("Ludwig steps north-west.")
    ui.frames(app)
    shown = log.shown_text
    assert _fits(log) and shown.endswith("Ludwig steps north-west.")
    hint_rows = [row for row in log.shown if row.ink == (30, 80, 160)]
    assert hint_rows and hint_rows[0].text.startswith("Hint: Move 1 square north-west.")
    assert hint_rows[-1].text.endswith("\u2026")  # its opening, cut
    assert "20 earlier lines (scroll up)" in shown  # the hint is shown in part, not counted earlier
    ui.shot(app, shots, "log_panel_opening.png")


EVERZONE_LOG = ((310, 219), (
    ("Battle 1 of 9: Ruins of Magis Prime (Land, 4 turns: 4 / 5 / 7 / 10 resources). Redraw as often as you like, "
     "then deploy units face down.", None, True),
    ("Computer 1 (easy) has sealed the deployment for battle 1.", (110, 95, 78), False),
    ("Computer 2 (easy) has sealed the deployment for battle 1.", (110, 95, 78), False),
    ("Every deployment is sealed, and the battle begins: Ruins of Magis Prime (Land, 4 turns: 4 / 5 / 7 / 10 "
     "resources).", None, True),
    ("Computer 1 (easy) deploys 7 cards face down and keeps 4 cards in hand (40 in the deck).", None, False),
    ("Computer 2 (easy) deploys 7 cards face down and keeps 4 cards in hand (40 in the deck).", None, False)))
AUGANISM_LOG = ((320, 210), tuple((line, (28, 58, 117), False) for line in (
    "Computer 2 (easy) draws 2 cards (28 left in the deck).", "Turn 1: Computer 2 (easy)'s turn.",
    "Computer 2 (easy) draws 1 card (27 left in the deck).",
    "Computer 2 (easy) calls on The Alchemist. Activated: draw 2 cards. Ready again in 3 of Computer 2 (easy)'s turns.",
    "Computer 2 (easy) draws 2 cards (25 left in the deck).", "Computer 2 (easy) summons a monster.")))


@pytest.mark.parametrize("size, lines", [EVERZONE_LOG, AUGANISM_LOG], ids=["everzone", "auganism"])
def test_a_new_line_shows_whole_at_the_bottom_and_renders_only_itself(app, monkeypatch, size, lines):
    """The strip shows each new line whole at its bottom, within its height, and renders only
    that line's rows: the rows already shown are drawn from their renderings. (A pygame-gui
    text box laid the whole strip out again for each line, 2-10 ms in the frame it came; before
    that, EverZone's bold lines measured in the regular face wrapped to a row more than reckoned,
    and the box overflowed.)"""
    made = []

    class Recording(art.Kept):
        def made(self, key, make):
            return super().made(key, lambda: made.append(key[0]) or make())

    monkeypatch.setattr(log_panel, "_ROWS", Recording(600))
    table = app.stack.push(Table(app))
    log = table.log
    log.set_rect(pygame.Rect((40, 120), size))  # the game's log at 1280x720
    log.extend([f"line {n}" for n in range(6)])
    ui.frames(app)
    for line, colour, bold in lines:
        log.add(line, colour, bold)
        made.clear()
        ui.frames(app, 1)
        assert _fits(log), line
        assert " ".join(row.text for row in log.shown).endswith(line), line  # whole, at the bottom
        assert made and all(text in line or "\u2026" in text for text in made), made  # its rows, the notes, an opening


def _fits(log: LogPanel) -> bool:
    """Every row shown lies within the strip's inner height."""
    return len(log.shown) <= log._room()


def test_log_extend_and_clear(app):
    table = app.stack.push(Table(app))
    table.log.extend([f"line {n}" for n in range(5000)])
    assert len(table.log.lines) == table.log.max_lines and table.log.lines[-1] == "line 4999"
    table.log.clear()
    ui.frames(app)
    assert table.log.lines == [] and table.log.shown_text == ""


def test_line_html():
    assert line_html("a & b") == "a &amp; b"
    assert line_html("x", "#102030", bold=True) == "<font color='#102030'><b>x</b></font>"


def test_pass_screen_hides_the_table_until_the_next_player_clicks(app, shots):
    session = GameSession(FakeMatch(1, ["human", "human"]), ["human", "human"], ["Ada", "Grace"],
                          info={"solo": False}, threaded=False, autosave=False)
    table = app.stack.push(Table(app))
    ui.frames(app)
    assert session.needs_pass_screen()
    resumed = []
    cover = app.stack.push(PassScreen(app, "Ada", seat=0, session=session, on_continue=lambda: resumed.append(1)))
    ui.frames(app, 1)
    assert not table.button.visible and not table.log.box.visible
    ui.click(app, (640, 400), settle=1)  # the click that ended the last turn arrives too early
    assert app.stack.top is cover
    ui.frames(app, int(ARM_DELAY * 60) + 2)
    ui.shot(app, shots, "pass_screen.png")
    ui.click(app, (640, 400))
    assert app.stack.top is table and resumed == [1]
    assert table.button.visible and not session.needs_pass_screen()


def test_a_seats_cover_names_the_person_once_by_the_name_the_table_gives_them(app, monkeypatch):
    """Seen in a real window: the cover said "Seat 1's turn" over "Pass the mouse to Player 1",
    two words for one person. It says the person's name, as the table's panels do."""
    written = []
    draw = art.text
    monkeypatch.setattr(art, "text", lambda surface, words, *args, **kwargs:
                        written.append(words) or draw(surface, words, *args, **kwargs))
    app.stack.push(Table(app))
    for name in ("Grace", "Player 2"):
        cover = app.stack.push(SeatPassScreen(app, name, seat=1))
        written.clear()
        ui.frames(app, 2)
        words = set(written)
        assert f"{name}'s turn" in words and f"Pass the mouse to {name}" in words
        assert not any(line.startswith("Seat ") for line in words)
        app.stack.remove(cover)


def test_pass_screen_release_without_press_does_not_dismiss(app):
    app.stack.push(Table(app))
    cover = app.stack.push(PassScreen(app, "A very long player name indeed"))
    ui.frames(app, int(ARM_DELAY * 60) + 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))
    ui.frames(app)
    assert app.stack.top is cover
    ui.key(app, pygame.K_RETURN)
    assert app.stack.top is not cover


def test_hover_tooltip_shows_after_a_rest_and_goes_when_leaving(app, shots):
    app.stack.push(Table(app))
    tip = HoverTooltip(app.manager, delay=0.3)
    pos = (500, 400)
    tip.update(0.0, pos, plain("Green zombie: 1 action, defence 3 <hits on 4+>"))
    tip.update(0.2, pos, plain("Green zombie: 1 action, defence 3 <hits on 4+>"))
    assert not tip.visible
    tip.update(0.2, (503, 401), plain("Green zombie: 1 action, defence 3 <hits on 4+>"))
    assert tip.visible
    ui.frames(app)
    ui.shot(app, shots, "tooltip.png")
    tip.update(0.1, (700, 400), plain("Green zombie: 1 action, defence 3 <hits on 4+>"))
    assert tip.visible  # still over the same thing
    tip.update(0.1, (900, 100), None)
    assert not tip.visible
    tip.kill()


def test_hover_tooltip_waits_for_the_pointer_to_rest(app):
    tip = HoverTooltip(app.manager, delay=0.3)
    for x in range(0, 200, 20):
        tip.update(0.1, (x, 100), "Wall")
    assert not tip.visible


def test_a_transparent_overlay_disables_the_widgets_below_and_uncovering_restores_them(app):
    from scenes.stack import Scene

    class Overlay(Scene):
        transparent = True

    table = app.stack.push(Table(app))
    ui.frames(app)
    app.stack.push(Overlay())
    assert table.button.visible and not table.button.is_enabled
    app.resize((1024, 640))  # rebuilt while covered: still inert
    assert not table.button.is_enabled
    app.stack.pop()
    assert table.button.visible and table.button.is_enabled


def test_a_decisions_new_button_draws_ahead_only_its_hovered_look(app):
    """Its pressed and focused looks are drawn when first shown, not in the frames after it
    appears (they made those frames a table's slowest)."""
    from scenes.widgets import looks

    button = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 180, 44), "End turn", app.manager,
                                          object_id="#primary")
    assert {"selected", "active"} <= set(button.drawable_shape.states_to_redraw_queue)  # pygame-gui's way
    looks.draw_ahead(button)
    assert list(button.drawable_shape.states_to_redraw_queue) == ["hovered"]
    for _ in range(3):
        app.manager.update(1 / 60)
    assert not button.drawable_shape.states["active"].generated
    button.drawable_shape.set_active_state("active")  # pressed: drawn as it is shown
    assert button.drawable_shape.states["active"].generated
    assert button.drawable_shape.get_surface("active").get_size() == (180, 44)


class _Counting:
    """A font that counts its drawings (pygame's Font is a C type: its methods stay as they are)."""

    def __init__(self, font):
        self.font, self.drawn = font, 0

    def render(self, *args, **kwargs):
        self.drawn += 1
        return self.font.render(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.font, name)


def test_pygame_gui_measures_a_text_without_drawing_it_and_to_the_same_size(app):
    """pygame-gui drew every word and trial split of a text only to measure it: a third of a new
    log line's cost. The font's own measure gives the drawing's size."""
    gui_font = app.manager.get_theme().get_font_dictionary().find_font(15, "noto_sans", bold=True)
    counting = _Counting(gui_font._GUIFontPygame__internal_font)
    gui_font._GUIFontPygame__internal_font = counting
    try:
        for text in ("Every deployment is sealed, and the battle begins:", "Più recenti", "à è ì ò ù …"):
            assert gui_font.get_rect(text).size == counting.font.render(text, True, (255, 255, 255)).get_size()
        assert counting.drawn == 0
    finally:
        gui_font._GUIFontPygame__internal_font = counting.font


def test_a_seats_ink_is_worked_out_once_and_reads_on_the_darkest_paper(monkeypatch):
    """Tables name their seats in their inks at every frame: the darkening is reckoned once a
    colour (it stepped through WCAG's contrast each time), and still reaches 4.5:1."""
    from scenes.widgets import seats

    reckoned = []
    original = seats.contrast
    monkeypatch.setattr(seats, "contrast", lambda a, b: reckoned.append(a) or original(a, b))
    seats._ink.cache_clear()
    gold = seats.seat_colour(2)
    ink = seats.ink_of(gold)
    steps = len(reckoned)
    assert steps and original(ink, seats.DARKEST_PAPER) >= seats.READABLE
    assert [seats.ink_of(gold), seats.ink_of(list(gold))] == [ink, ink]
    assert len(reckoned) == steps


def test_a_seats_name_asks_the_session_for_the_names_once():
    """`Names.of` read every seat's name through `session.name`, which works out all the
    names each time: four seats' names were sixteen, at every frame of a table."""
    from scenes.widgets.seats import Names

    class Session:
        seats = ["human", "human", "ai:easy", "ai:easy"]
        asked = 0

        @property
        def names(self):
            self.asked += 1
            return ["Ann", "Bob", "Computer (easy)", "Computer (easy)"]

        def name(self, seat):
            return self.names[seat]

    session = Session()
    assert [Names(session).of(s) for s in range(4)] == ["Ann", "Bob", "Computer 3 (easy)", "Computer 4 (easy)"]
    assert session.asked == 4


def test_a_line_taller_than_the_strip_shows_its_opening_and_says_it_goes_on(app):
    """EverZone's first line at 1024x640 filled the strip and stopped mid-sentence, with
    nothing saying there was more."""
    table = app.stack.push(Table(app))
    log = table.log
    log.set_rect(pygame.Rect(40, 120, 260, 100))
    log.add("A new war: Player 1 (Numan, Numan Vanguard) against Computer (normal) (Slurr, Enoch Swarm), 20 command "
            "points each. First, in secret, each player chooses a leader and 3 locations for the battle deck.")
    ui.frames(app)
    assert _fits(log) and log.shown[0].text.startswith("A new war:")
    assert log.shown[-1].text.endswith("\u2026") and "battle deck" not in log.shown_text


def test_a_line_taller_than_a_strip_that_opens_the_log_says_a_click_reads_on(app):
    """A hint's reason on Creature Adventures' table at 1024x640 stopped at "where creatures a...":
    the strip opens the whole log when clicked, and now its last row says so."""
    table = app.stack.push(Table(app))
    opened = []
    log = table.log
    log.on_click = lambda: opened.append(True)
    log.set_rect(pygame.Rect(40, 120, 260, 2 * (8 + 1) + 5 * log._pitch() + 2))
    log.add("Hint: walk to Thornwood Edge, 4 footsteps. Why: Your creatures are fit (30 of 30 HP) and no Warlord "
            "is worth challenging yet: any road serves until one enters the Wilderness, where creatures are caught.")
    ui.frames(app)
    assert _fits(log) and len(log.shown) == 5 and log.shown[0].text.startswith("Hint:")
    assert log.shown[-2].text.endswith("\u2026") and log.shown[-1].text == "\u2026 click to read on"
    ui.click(app, log.box.rect.center)
    assert opened


def test_the_opening_of_the_very_first_line_takes_the_row_no_note_needs(app):
    """Zvery's strip at 1280x800 showed "Coin toss: Computer (normal) picks a..." over three
    lines and an empty row: the row kept for the note of earlier lines, when there were none."""
    table = app.stack.push(Table(app))
    log = table.log
    room_for_five = 2 * (8 + 1) + 5 * log._pitch() + 2
    log.set_rect(pygame.Rect(40, 120, 260, room_for_five))
    log.add("Coin toss: Computer (normal) picks a side of the coin, and the coin lands on the other, so Player 1 "
            "chooses a starter first and the computer after.")
    log.extend(["Starters on offer.", "A fox.", "A lynx."])
    ui.frames(app)
    assert log._room() == 5 and len(log.shown) == 5, log.shown_text
    assert log.shown[0].text.startswith("Coin toss:") and log.shown[1].text.endswith("\u2026")


def test_a_seats_full_name_gives_its_number_once():
    """Seen in a real window: a four-person game's panels read "Seat 1 · Player 1"."""
    from scenes.widgets.seats import Names

    seats = ["human", "human", "ai:hard"]
    session = GameSession(FakeMatch(1, seats), seats, ["", "Ann", ""], info={"solo": False}, threaded=False,
                          autosave=False)
    names = Names(session)
    assert [names.full(seat) for seat in range(3)] == ["Player 1", "Seat 2 \u00b7 Ann", "Seat 3 \u00b7 Computer (hard)"]

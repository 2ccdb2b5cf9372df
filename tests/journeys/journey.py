"""A player's evening with one game, start to finish: the real app, used as a person uses it.

Players met what no layer's own tests could: a game lost on Continue, a rival's card in view
after the pass screen, captions that never went. A journey drives the whole App from the menu
with real mouse events: it picks the game's card, sets the variant, the seats and the seed on
the setup screen, starts, and plays - every person's move is the computer's hint, clicked where
the table draws it (hands.py), every computer move played by the table's own worker. At seeded
moments it leaves to the menu and comes back through Continue, and resizes the window; people
sharing the screen pass the mouse through the pass screen.

At every frame a `Watch` checks what a player would notice:
* an error screen ("Something went wrong", a table that cannot open);
* a caption or floating number still on the table after its lifetime;
* while a seat is at the table, a card face, preview, tooltip, caption or log line that shows or
  names a card that seat's view hides (tests/scenes/secrets.py);
* text cut by the window or its button, or written over other text (tests/scenes/screen_text.py),
  every few frames and at every decision;
* a move's result panel that is not what the engine told of that move's events (api.results: the
  table never counts a number itself), and a recap that leaves out an action taken away from the
  screen, or its lines (what the recap may not show is in the secret check above).
Coming back through Continue must give the same game (digest) and, with one person at the table,
the same log.
"""
from __future__ import annotations

import contextlib
import random
import weakref
from dataclasses import dataclass, field
from typing import Any

import pygame

from engine import api
from scenes import i18n
from scenes.menu import MenuScene
from scenes.saves import SavesScene
from scenes.setup import KIND_LABEL, SetupScene, variant_label
from scenes.table_scene import TableScene
from scenes.widgets.dialogs import Choosing
from scenes.widgets.pass_screen import PassScreen
from tests.app import ui
from tests.scenes import screen_text, secrets
from tests.scenes.driver import close, make_app

from .hands import hand_for

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
EFFECT_GRACE = 0.5  # seconds past its lifetime a caption may linger (the frame it ends in)
TEXT_EVERY = 12  # frames between two checks of the text on the screen
TROUBLE_TITLES = ("Something went wrong", "Cannot open the game", "Cannot continue", "Cannot load")


@dataclass
class Plan:
    """One journey: which game and how it is set up, and how adventurous the evening is."""

    game: str
    seats: list[str]
    seed: int
    variant: int = 0  # index in api.info(game)["variants"]
    person_moves: int | None = None  # stop after this many; None plays to the end
    leave_chance: float = 0.08  # at a person's move: leave to the menu and Continue
    save_chance: float = 0.05  # at a person's move: save a copy, leave, and load it from the saves screen
    resize_chance: float = 0.05  # at a person's move: the window changes size
    speed: str = "fast"
    size: tuple[int, int] = (1280, 800)
    moments: dict[int, str] | None = None  # at the Nth person's move: "leave", "save" or "resize" (else by chance)
    lesson: bool = False  # the game's tutorial, from its card's "Learn to play" (its own seats and seed)

    @property
    def name(self) -> str:
        if self.lesson:
            return f"{self.game}-lesson-{self.size[0]}x{self.size[1]}"
        kinds = "-".join("p" if s == "human" else "c" for s in self.seats)
        return f"{self.game}-v{self.variant}-{kinds}-s{self.seed}"


@dataclass
class Report:
    problems: list[str] = field(default_factory=list)
    person_moves: int = 0
    computer_moves: int = 0
    left_and_continued: int = 0
    results_shown: int = 0
    results_due: int = 0  # the evening's actions (since its last load) with an outcome to show
    result_kinds: set = field(default_factory=set)  # the event types whose result panels were seen
    recaps_shown: int = 0
    covers_passed: int = 0
    saved_and_loaded: int = 0
    resized: int = 0
    frames: int = 0
    result: dict | None = None


class Watch:
    """Looks at every frame the app draws and notes what a player would notice."""

    def __init__(self, app, game: str, report: Report, words=None) -> None:
        self.app, self.game, self.report = app, game, report
        self.words = words  # a record of every word drawn (tests/pseudo.py's Drawn), read at each text check
        self.clock = 0.0  # seconds the table has been on screen
        self.seen_effects: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # effect -> first seen
        self.shown = secrets.Shown(game)
        self.written = screen_text.WrittenText()
        self.frame_count = 0
        self.noted: set[tuple[str, str, str]] = set()
        self.seen_moments: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # panels and recaps checked
        self._original_frame = app.frame

    def __enter__(self) -> Watch:
        self.shown.__enter__()
        self.written.__enter__()
        self.app.frame = self.frame
        return self

    def __exit__(self, *exc) -> None:
        self.app.frame = self._original_frame
        self.written.__exit__(*exc)
        self.shown.__exit__(*exc)

    def frame(self, dt: float = 1 / 60) -> None:
        self.shown.clear()
        self.written.clear()
        self._original_frame(dt)
        if self.table() in self.app.stack.visible():
            self.clock += dt  # the table's own time: covered (the saves screen, a cover) it stands still
        self.frame_count += 1
        self.report.frames += 1
        self.check(text=self.frame_count % TEXT_EVERY == 0)

    def table(self) -> TableScene | None:
        return next((s for s in reversed(self.app.stack.scenes) if isinstance(s, TableScene)), None)

    def check(self, text: bool) -> None:
        if text and self.words is not None:
            self.words.widgets(self.app)
        self._trouble()
        table = self.table()
        if table is None:
            return
        self._effects(table)
        self._moments(table)
        if not isinstance(self.app.stack.top, PassScreen) and self.app.stack.top is table:
            self._note("secret", secrets.leaks(table, self.shown))
            if text:
                self._note("text", screen_text.problems(self.app, self.written))

    def _trouble(self) -> None:
        for window in self.app.manager.get_window_stack().get_full_stack():
            title = getattr(window, "window_display_title", "") or ""
            if window.alive() and any(title.startswith(t) for t in TROUBLE_TITLES):
                text = getattr(getattr(window, "text_box", None), "html_text", "")
                self._note("error screen", [f"{title}: {text}"])
                window.kill()

    def _effects(self, table: TableScene) -> None:
        for effect in getattr(table.effects, "items", []):
            first = self.seen_effects.setdefault(effect, self.clock)
            if self.clock - first > effect.duration + EFFECT_GRACE:
                self._note("caption", [f"{type(effect).__name__} {getattr(effect, 'text', '')!r} still shown "
                                       f"{self.clock - first:.1f} s after it began (lifetime {effect.duration:.1f} s)"])
                self.seen_effects[effect] = self.clock  # tell it once per lifetime

    def _moments(self, table: TableScene) -> None:
        """Each result panel and recap, once, against the engine's own record of the game."""
        panel, recap = table.moments.panel, table.moments.recap_window
        if panel is not None and panel not in self.seen_moments:
            self.seen_moments[panel] = True
            self.report.results_shown += 1
            self._note("result", result_problems(table, panel))
            self.report.result_kinds |= result_kinds(table, panel)
        if recap is not None and recap not in self.seen_moments:
            self.seen_moments[recap] = True
            self.report.recaps_shown += 1
            self._note("recap", recap_problems(table, recap))

    def _note(self, kind: str, found: list[str]) -> None:
        """Each problem once, with the first frame and window size it was seen at."""
        for item in found:
            size = f"{self.app.size[0]}x{self.app.size[1]}"
            if (kind, item, size) not in self.noted:
                self.noted.add((kind, item, size))
                self.report.problems.append(f"{kind} (frame {self.frame_count}, {size}): {item}")


RECENT = 3  # the last actions a result panel just shown may belong to (the computer may have moved on)
LONGEST_RUN = 12  # the actions a panel may tell at most: a move and the formalities taken after it


def result_problems(table: TableScene, panel) -> list[str]:
    """A result panel is what the engine told of one recent action's events, or of a few in a row
    (a move and the formalities taken after it, shown once the animation has played: in Zvery's
    final battle a skill's damage, then four passes and the deaths they lead to), as the table's
    viewer may see them - every number the engine's, none the table's."""
    if _told_by(table, panel) is None:
        return [f"a result panel that no recent action's events tell: {panel.texts(table.say_as_told)}"]
    return []


def result_kinds(table: TableScene, panel) -> set[str]:
    """The event types whose outcomes `panel` shows (those of the recent actions it tells)."""
    session = table.session
    return {ev["type"] for ev in _told_by(table, panel) or []
            if api.results(session.game, [ev], session.viewer(), session.revealed)}


def _told_by(table: TableScene, panel) -> list[dict] | None:
    """The visible events of the run of recent actions whose results are the panel's, or None."""
    session = table.session
    history = session.match.history
    for end in range(len(history), max(0, len(history) - RECENT), -1):
        for start in range(end - 1, max(-1, end - 1 - LONGEST_RUN), -1):
            shown = [ev for events in history[start:end] for ev in session.visible_events(events)]
            if api.results(session.game, shown, session.viewer(), session.revealed) == panel.panels:
                return shown
    return None


def recap_problems(table: TableScene, window) -> list[str]:
    """The recap lists every action others took since the seat's own last choice (those not
    recapped before), each with every line the log tells that seat of it, in order. A formality
    the table took for the person is no choice of theirs (scenes/recap.py `away`)."""
    from scenes import recap

    match, seat = table.session.match, window.seat
    taken_for = table.moments.taken_for if window.handed_over else ()
    own = [i for i, mover in enumerate(match.movers) if mover == seat and i not in taken_for]
    since = [i for i in range((own[-1] + 1) if own else 0, len(match.movers)) if match.movers[i] != seat]
    problems = []
    if window.positions != since[len(since) - len(window.positions):] or not window.positions:
        problems.append(f"the recap lists actions {window.positions}, not the last of {since}")
    writer = table.new_writer()
    expected = [line.text for line in recap.lines_for(match, window.positions, seat, writer, table.session.name)]
    shown = [line.text for line in window.lines]
    for position in window.positions:
        told = [line.text for line in writer.lines([ev for ev in match.history[position]
                                                    if session_visible(ev, seat)])]
        if not _in_order(told, shown):
            problems.append(f"the recap leaves out what action {position} did: {told}")
    if shown != expected:
        problems.append("the recap's lines are not the log's for that seat")
    return problems


def session_visible(event: dict, seat: int) -> bool:
    from scenes.session import visible_to

    return visible_to(event, seat)


def _in_order(part: list[str], whole: list[str]) -> bool:
    it = iter(whole)
    return all(any(line == other for other in it) for line in part)


# Lines a resumed log holds at least. (The live log keeps up to table_scene.LOG_KEEP; a resumed one, the lines
# the save's last events tell - engine/core/match.py KEPT_EVENTS, counted in events, not lines:
# some 2,600 lines in a long Creature Adventures game.)
READ_BACK = 2000


def _story(lines) -> list[str]:
    """The log's story: its lines but the table's notes (LogLine.note: a forced step's reason, a
    refusal), which belong to the sitting that wrote them and are not written again on a load."""
    return [line.text for line in lines if not line.note]


class Journey:
    """Plays one Plan through the real app."""

    def __init__(self, plan: Plan, words=None) -> None:
        self.plan = plan
        self.words = words
        self.rng = random.Random(plan.seed * 7919 + plan.variant)
        self.report = Report()
        self.app: Any = None
        self.moment_at: int | None = None  # the person move before which the last moment came

    # --- the evening ---------------------------------------------------------------------------
    def run(self) -> Report:
        self.app = make_app(self.plan.speed, self.plan.size)
        self.app.stack.push(self.app.home_scene())
        try:
            with Watch(self.app, self.plan.game, self.report, self.words) as self.watch:
                self.frames(3)
                self.start_from_the_menu()
                self.play()
                self.count_results_due()
        finally:
            close(self.app)
        return self.report

    def count_results_due(self) -> None:
        """How many of the evening's actions the engine tells an outcome of, as the table's viewer
        sees them (a loaded game's earlier actions keep no events: they are not counted)."""
        table = self.watch.table()
        if table is None or table.tutoring:  # (a lesson's narrator tells its outcomes: no panels)
            return
        session = table.session
        self.report.results_due = sum(
            1 for events in session.match.history
            if events and api.results(session.game, session.visible_events(events), session.viewer(), session.revealed))

    def frames(self, n: int = 1, dt: float = 1 / 30) -> None:
        for _ in range(n):
            self.app.frame(dt)

    @property
    def table(self) -> TableScene | None:
        return self.watch.table()

    # --- from the menu to the table ------------------------------------------------------------
    def start_from_the_menu(self) -> None:
        menu = self.app.stack.top
        assert isinstance(menu, MenuScene), f"the app opens on the menu, not {type(menu).__name__}"
        if self.plan.lesson:
            assert self.plan.game in menu.lessons, "a game with a tutorial has Learn to play on its card"
            ui.click_element(self.app, menu.lessons[self.plan.game], settle=4)
            assert self.table is not None and self.table.tutoring, "Learn to play opens the lesson at the table"
            return
        card = next(c for c in menu.cards if c.game == self.plan.game)
        ui.click(self.app, card.rect.center)
        setup = self.app.stack.top
        assert isinstance(setup, SetupScene), "a game's card opens its setup screen"
        variants = api.info(self.plan.game)["variants"]
        if "variant" in setup.widgets and self.plan.variant:
            ui.choose(self.app, setup.widgets["variant"], variant_label(variants[self.plan.variant]))
        for seat, kind in enumerate(self.plan.seats):
            if setup.seat_kinds[seat] != kind:
                ui.choose(self.app, self.app.stack.top.widgets[f"kind{seat}"], i18n._(KIND_LABEL[kind]))
        setup = self.app.stack.top
        assert setup.seat_kinds == self.plan.seats and setup.variant == variants[self.plan.variant]
        ui.click_element(self.app, setup.widgets["seed"])
        ui.key(self.app, pygame.K_a, mod=pygame.KMOD_CTRL)
        ui.type_text(self.app, str(self.plan.seed))
        assert setup.seed_text == str(self.plan.seed), f"the seed typed reads {setup.seed_text!r}"
        ui.click_element(self.app, setup.widgets["start"], settle=4)
        self._confirm()
        assert self.table is not None, "Start game opens the table"

    def _confirm(self) -> None:
        """Yes to "Start a new game?" and the like."""
        for window in self.app.manager.get_window_stack().get_full_stack():
            if isinstance(window, Choosing) and window.alive() and "confirm" in window.buttons:
                ui.click_element(self.app, window.buttons["confirm"], settle=4)

    # --- playing ---------------------------------------------------------------------------------
    def play(self) -> None:
        hand = hand_for(self.plan.game, self.app)
        stalled = covers = at = 0
        while True:
            table = self.table
            assert table is not None, "the table is still open"
            match = table.session.match
            if match.result() is not None:
                self.report.result = match.result()
                self.frames(40)  # the end screen comes and stays readable
                return
            if self.plan.person_moves is not None and self.report.person_moves >= self.plan.person_moves:
                return
            top = self.app.stack.top
            if isinstance(top, PassScreen):
                covers = covers + 1 if len(match.log) == at else 1
                at = len(match.log)
                assert covers < 20, f"cover after cover for seat {top.seat} with no move between: it takes no click"
                self.frames(12)
                ui.click(self.app, (self.app.size[0] // 2, self.app.size[1] // 2))
                self.report.covers_passed += 1
                continue
            if hand.read_recap():  # what happened while away, read, then Continue
                continue
            if self.plan.lesson and top is table and table.waiting_for_next():
                ui.click_element(self.app, hand.button("cmd:next"), settle=2)  # read the narrator: Continue
                continue
            if self._persons_turn(table):
                stalled = 0
                if self.moment_at != self.report.person_moves:
                    self.moment_at = self.report.person_moves
                    if self._moment():
                        continue  # back at the table: its turn again, as the person would wait for it
                before = len(match.log)
                hand.do(self._next_move(table))
                self.report.person_moves += 1
                self.report.computer_moves += sum(1 for m in match.movers[before:] if table.session.is_computer(m))
                continue
            before = len(match.log)
            self.frames(3)
            stalled = 0 if len(match.log) != before or table.animator.busy or table.session.thinking else stalled + 1
            assert stalled < 600, f"nothing happens at the table (decision {getattr(table.decision, 'kind', None)})"

    def _next_move(self, table: TableScene) -> str:
        """The computer's hint - or, in a lesson, what the table marks, which must be the step."""
        match = table.session.match
        if not self.plan.lesson:
            return match.suggest(match.to_move())
        self.frames(1)
        assert table.hint == table.session.expected(), f"the lesson marks {table.hint!r}, not its step"
        return table.hint

    def _persons_turn(self, table: TableScene) -> bool:
        return (self.app.stack.top is table and table.session.is_human_turn() and not table.animator.busy
                and table.interactive and table.decision is not None and not table.passing)

    # --- the moments of an evening -------------------------------------------------------------
    def _moment(self) -> bool:
        """What happens before this move of the person's: as the plan has it, else by chance.
        True when something happened."""
        if self.plan.moments is not None:
            what = self.plan.moments.get(self.report.person_moves)
        elif self.plan.lesson:
            what = "resize" if self.rng.random() < self.plan.resize_chance else None  # a lesson is not saved
        else:
            roll, plan = self.rng.random(), self.plan
            what = ("leave" if roll < plan.leave_chance else
                    "save" if roll < plan.leave_chance + plan.save_chance else
                    "resize" if roll < plan.leave_chance + plan.save_chance + plan.resize_chance else None)
        if what == "leave":
            self.leave_and_continue()
        elif what == "save":
            self.save_and_load()
        elif what == "resize":
            self.resize()
        return what is not None

    def leave_and_continue(self) -> None:
        """Menu, Leave the table; in the main menu, Continue: the same game, the same log."""
        with self.same_game():
            self.from_the_table_menu("leave")
            menu = self.app.stack.top
            assert isinstance(menu, MenuScene), "Leave the table goes to the main menu"
            self.continue_game(menu)
        self.report.left_and_continued += 1

    def save_and_load(self) -> None:
        """Menu, Save a copy, under a name of the person's own; leave; Load... in the main menu
        and Open that save: the same game, the same log."""
        name = f"Evening {self.report.person_moves}"
        with self.same_game():
            self.from_the_table_menu("save")
            saves = self.app.stack.top
            assert isinstance(saves, SavesScene) and saves.saving, "Save a copy opens the saves screen"
            ui.click_element(self.app, saves.widgets["name"])
            ui.key(self.app, pygame.K_a, mod=pygame.KMOD_CTRL)
            ui.type_text(self.app, name)
            ui.click_element(self.app, saves.widgets["save"], settle=4)
            self._dismiss(i18n._("Saved"))
            self.from_the_table_menu("leave")
            menu = self.app.stack.top
            ui.click_element(self.app, menu.buttons["load"], settle=4)
            saves = self.app.stack.top
            assert isinstance(saves, SavesScene) and not saves.saving, "Load... opens the saves screen"
            button = next(b for b, (kind, s) in saves.actions.items() if kind == "open" and s.name == name)
            ui.click_element(self.app, button, settle=6)
            self._confirm()  # "Open this save?" over the game's own autosave: yes
        self.report.saved_and_loaded += 1

    @contextlib.contextmanager
    def same_game(self):
        """Whatever the person does in between, the table that comes back holds the very same
        game and, with one person at the table, its log reads as it did."""
        table = self.table
        digest, lines = table.session.match.digest(), _story(table.log_lines)
        solo_viewer = not table.session.is_pass_and_play()
        yield
        table = self.table
        assert table is not None and self.app.stack.top in (table, *self._covers()), "the table is back"
        assert table.session.match.digest() == digest, "the very same game comes back"
        if solo_viewer:  # the resumed log's lines are the live log's last ones, and enough of them to read back
            resumed = _story(table.log_lines)
            assert resumed == lines[-len(resumed):], "the resumed log reads as the live one"
            assert len(resumed) >= min(len(lines), READ_BACK), "the resumed log reads back far enough"

    def _covers(self) -> list:
        return [s for s in self.app.stack.scenes if isinstance(s, PassScreen)]

    def from_the_table_menu(self, choice: str) -> None:
        ui.click_element(self.app, self.table.widgets["menu"], settle=4)
        windows = [w for w in self.app.manager.get_window_stack().get_full_stack() if w.alive()]
        window = next((w for w in windows if isinstance(w, Choosing) and choice in w.buttons), None)
        assert window is not None, (f"the table's Menu offers no {choice!r}: over the table "
                                    f"{[type(s).__name__ for s in self.app.stack.scenes]}, windows "
                                    f"{[getattr(w, 'window_display_title', type(w).__name__) for w in windows]}")
        ui.click_element(self.app, window.buttons[choice], settle=4)

    def _dismiss(self, title: str) -> None:
        for window in self.app.manager.get_window_stack().get_full_stack():
            if window.alive() and getattr(window, "window_display_title", "") == title:
                ui.click_element(self.app, window.buttons["ok"], settle=3)

    def continue_game(self, menu: MenuScene) -> None:
        """The menu's Continue sheet lists the game just left: a click on its row resumes it."""
        row = next((r for r in menu.rows if r.summary.game == self.plan.game), None)
        assert row is not None, "the menu offers to continue the game just left"
        ui.click(self.app, row.rect.center, settle=6)

    def resize(self) -> None:
        size = self.rng.choice([s for s in SIZES if s != self.app.size])
        self.app.resize(size)
        self.frames(3)
        self.report.resized += 1


def run(plan: Plan, words=None) -> Report:
    """Play `plan`; `words`, a record of every word drawn (tests/pseudo.py), reads the screen too."""
    return Journey(plan, words).run()

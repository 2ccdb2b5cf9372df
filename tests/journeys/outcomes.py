"""A tour of every kind of outcome a game can have, each seen through the real app.

The journeys play evenings; an evening meets the common outcomes (a battle, a catch) and rarely
the rare ones (a follower lost off the edge of the town, the Thieves keeping a stake). A tour
makes sure of each: it first plays the tour's games headlessly - the people's moves the
computer's hint, or now and then (its `wander`) any legal move, the computer's its own - and
notes the first move at which each kind of outcome (each `result_<event>` of the game's story)
reaches the person at the screen. Then, for every kind, it opens a save made a few moves before
it from the main menu's Load..., and plays on through the app, clicking the same moves, until the
outcome has happened: the journey's Watch checks that its result panel is shown with the events'
own numbers, that each recap lists every action taken away from the screen, and that no secret
of another seat is on the screen (journey.py).

The same seed and the same moves make the same game in the app (the computer's moves are the
engine's, seeded by the position), so the outcome the headless game met is met at the table.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine import api
from scenes import storage
from scenes.menu import MenuScene
from scenes.saves import SavesScene
from scenes.session import visible_to
from scenes.widgets.ending import EndScreen
from scenes.widgets.pass_screen import PassScreen
from tests.app import ui

from .hands import hand_for
from .journey import Journey, Plan

LEAD = 2  # moves played at the table before the outcome's own
NEAR = 12  # an outcome this many moves ahead is played on to, not opened from a save


@dataclass(frozen=True)
class Tour:
    """The outcomes of `game` with these seats, met in the games of `plays` ((seed, wander) each:
    the share of the people's moves taken at random instead of the hint)."""

    game: str
    seats: tuple[str, ...]
    plays: tuple[tuple[int, float], ...]
    variant: int = 0  # index in api.info(game)["variants"]
    size: tuple[int, int] = (1024, 640)

    @property
    def name(self) -> str:
        return f"{self.game}-v{self.variant}-{'-'.join('p' if s == 'human' else 'c' for s in self.seats)}"

    def new_match(self, seed: int):
        options = api.info(self.game)["variants"][self.variant]["options"]
        return api.new_match(self.game, seed, list(self.seats), options)


def outcome_kinds(game: str) -> set[str]:
    """Every kind of outcome the game's story shows a result panel for."""
    story = api._story(game)
    return {name[len("result_"):] for name in dir(story) if name.startswith("result_")}


def the_screens_seat(seats: tuple[str, ...], mover: int) -> int:
    """Who looks at the screen as `mover` moves: the one person, or the mover passing the mouse."""
    people = [i for i, kind in enumerate(seats) if kind == "human"]
    return people[0] if len(people) == 1 else mover


def headless(tour: Tour, seed: int, wander: float, limit: int = 4000) -> tuple[list[str], dict[str, int]]:
    """The moves of one of the tour's games, and the move at which each kind of outcome first
    reached the seat at the screen."""
    match = tour.new_match(seed)
    rng = random.Random(seed * 31 + round(wander * 100))
    moves: list[str] = []
    first: dict[str, int] = {}
    while match.result() is None and len(moves) < limit:
        seat = match.to_move()
        person = tour.seats[seat] == "human"
        action = rng.choice(match.legal_actions()) if person and rng.random() < wander else match.suggest(seat)
        reader = the_screens_seat(tour.seats, seat)
        for ev in match.act(action):
            if visible_to(ev, reader) and api.results(tour.game, [ev], reader, False):
                first.setdefault(ev["type"], len(moves))
        moves.append(action)
    return moves, first


class OutcomeTour(Journey):
    """Plays a Tour through the app: a save opened before each outcome, the moves clicked on."""

    def __init__(self, tour: Tour) -> None:
        super().__init__(Plan(tour.game, list(tour.seats), seed=tour.plays[0][0], variant=tour.variant, size=tour.size))
        self.tour = tour
        self.met_headless: set[str] = set()

    def play(self) -> None:
        """(Journey.run's evening: from the menu, every stop of every game of the tour.)"""
        for seed, wander in self.tour.plays:
            moves, first = headless(self.tour, seed, wander)
            stops = sorted(step for kind, step in first.items() if kind not in self.met_headless)
            self.met_headless |= set(first)
            at = None  # the position the table is at, None: no table of this game open
            for step in stops:
                if at is None or not at <= step <= at + NEAR:
                    self.open_save_at(seed, moves, max(0, step - LEAD))
                self.play_to(moves, step + 1)
                if {kind for kind, at_step in first.items() if at_step == step} - self.report.result_kinds:
                    # played on to, in a computer turn that outran the person's patience: its outcomes
                    # went to the recap (scenes/moments.py). Opened from a save, they are watched.
                    self.open_save_at(seed, moves, max(0, step - LEAD))
                    self.play_to(moves, step + 1)
                at = step + 1
            self.leave()

    def start_from_the_menu(self) -> None:
        """A tour starts at the menu; each stop opens its save from there."""

    # --- opening a save from the menu ----------------------------------------------------------------
    def open_save_at(self, seed: int, moves: list[str], position: int) -> None:
        """Save the tour's game `position` moves in, then open it as a person does: (Leave the
        table,) Load... in the main menu, the save's row, Open."""
        match = self.tour.new_match(seed)
        for action in moves[:position]:
            match.act(action)
        name = f"Tour {seed} at {position}"
        storage.save_named(match, name)
        self.leave()
        menu = self.app.stack.top
        assert isinstance(menu, MenuScene), "the tour opens its saves from the main menu"
        ui.click_element(self.app, menu.buttons["load"], settle=4)
        saves = self.app.stack.top
        assert isinstance(saves, SavesScene), "Load... opens the saves screen"
        button = next(b for b, (kind, s) in saves.actions.items() if kind == "open" and s.name == name)
        ui.click_element(self.app, button, settle=6)
        self._confirm()  # "Open this save?" over the autosave of the last stop: yes
        opened = self.table.session.match.log if self.table is not None else None
        assert opened is not None and opened[:position] == match.log, f"the save made {position} moves in opens that game"

    def leave(self) -> None:
        """To the main menu: the table menu's Leave, or a finished game's Main menu."""
        if self.table is None:
            return
        if self.table.session.match.result() is not None:
            self.frames(40)  # the end screen comes
        top = self.app.stack.top
        if isinstance(top, EndScreen):
            ui.click_element(self.app, next(b for b, key in top.buttons.items() if key == "menu"), settle=4)
        else:
            self.take_the_mouse()  # the cover hides the table's Menu: the next person lifts it first
            hand_for(self.tour.game, self.app).read_recap()
            self.from_the_table_menu("leave")
        self.frames(3)
        assert self.table is None, "the tour is back at the main menu"

    def take_the_mouse(self) -> bool:
        """Click the pass-and-play cover away, as the person it names does; False when none is up."""
        if not isinstance(self.app.stack.top, PassScreen):
            return False
        self.frames(12)
        ui.click(self.app, (self.app.size[0] // 2, self.app.size[1] // 2))
        self.report.covers_passed += 1
        return True

    # --- playing on --------------------------------------------------------------------------------
    def play_to(self, moves: list[str], target: int) -> None:
        """Click the people's moves and let the computer make its own until `target` moves are
        made and what they came to has been shown."""
        hand = hand_for(self.tour.game, self.app)
        stalled = 0
        while True:
            table = self.table
            match = table.session.match
            made = len(match.log)
            assert match.log == moves[:made], f"the table's game left the tour's at move {made}"
            if made >= target and not table.animator.busy and not table.moments.pending:
                self.frames(6)  # the last outcome's panel comes up
                return
            if self.take_the_mouse() or hand.read_recap():
                continue
            if match.result() is None and made < target and self._persons_turn(table):
                hand.follow(moves[made:])
                self.report.person_moves += 1
                stalled = 0
            else:
                self.frames(3)
                stalled = 0 if len(match.log) != made or table.animator.busy else stalled + 1
                assert stalled < 600, f"nothing happens at the table at move {made}"


def run_tour(tour: Tour):
    """Play `tour`; its report, and the kinds of outcome its headless games met."""
    trip = OutcomeTour(tour)
    report = trip.run()
    return report, trip.met_headless

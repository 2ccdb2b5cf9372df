"""What a table tells between moves, the same way at every table: results, recaps, forced steps.

Playtesters scored the tables 5-7 of 10 because the engine knew what happened and why, and the
table did not say it. A table now hands every move's events here as it animates them:

* **Results.** The outcomes among them (api.results: a battle, a catch, a clash, a reward, with
  the events' own numbers) are shown once the animation has played, in a result panel
  (widgets/result_panel.py) over the log. At slow and normal speed the panel is held until read:
  the computer's next move and the pass-and-play cover wait for the click or Space that puts it
  away; a person's own click on the table both puts it away and does what it was for.
* **Recaps.** When a person takes the table after others have played - behind the pass-and-play
  cover, after a long computer turn, on Continue - the recap (scenes/recap.py) lists what they
  missed, with "Watch it again".
* **Forced steps.** A decision the engine calls a formality (Match.decision's "forced": one
  answer, nothing to weigh - a pass when nothing can be paid) is taken for the person, its
  reason written in the log (a note of this sitting, LogLine.note: the engine's story, which a
  load writes again, tells the step itself), instead of making everyone click through it.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame
from pygame_gui.elements import UIImage

from . import games, recap
from .i18n import _
from .widgets.log_lines import QUIET
from .widgets.result_panel import HELD_SPEEDS, ResultPanel

log = logging.getLogger(__name__)

PANEL_LAYER = 6  # above the table's widgets (the log, the buttons), under any dialog


class Moments:
    def __init__(self, table: Any) -> None:
        self.table = table
        self.pending: list[dict] = []  # results heard, to show once the animation has played
        self.panel: ResultPanel | None = None
        self._image: UIImage | None = None
        self._forced_at: int | None = None  # the position whose forced step was taken
        self.recapped = 0  # the actions before this position were recapped (or watched) already
        self.unwatched = False  # a computer turn ran out of patience and played on at once
        self.recap_waits = False  # a change of hands' recap, held back while formalities are taken
        self.taken_for: set[int] = set()  # the positions of formalities taken for a person: no choice of theirs
        self.recap_window: recap.RecapWindow | None = None

    # --- results ---------------------------------------------------------------------------------
    def heard(self, events: list[dict]) -> None:
        """Events the table is about to animate (as the person at it may see them). A lesson shows
        no result panels: its narrator tells each outcome in the lesson's words, where a panel
        would lie over them."""
        session = self.table.session
        if self.table.tutoring:
            return
        try:
            self.pending += games.engine_api().results(session.game, events, session.viewer(), session.revealed)
        except Exception:  # a result that cannot be told must never stop the game
            log.exception("the results of %r could not be told", [ev.get("type") for ev in events])

    @property
    def holding(self) -> bool:
        """A result waits to be read: the computer and the pass-and-play cover wait for it."""
        return self.panel is not None and self.panel.held

    @property
    def showing(self) -> bool:
        return self.panel is not None

    @property
    def blocks(self) -> bool:
        """The computer and the pass-and-play cover wait: a result is up to be read, or heard and
        about to be shown at a speed that holds it."""
        return self.holding or (bool(self.pending) and self._speed() in HELD_SPEEDS)

    def _speed(self) -> str:
        """The speed the results go at: the player's, but brief in a replay and at a table of
        computers, where nobody is there to click them away."""
        session = self.table.session
        if self.table.replaying or not session.human_seats():
            return "fast"
        return str(self.table.app.settings.animation_speed)

    def idle(self) -> None:
        """The animation has played: show what it came to, if anything."""
        if not self.pending:
            return
        panels, self.pending = self.pending, []
        self.dismiss()
        self.panel = ResultPanel(panels, self.table.say_as_told, self.table.result_rooms(), self._speed(),
                                 self.table.app.size)
        self._place()

    def last_result_now(self) -> bool:
        """The result panel of the last action that had one, held (`main.py --load SAVE
        --screenshot OUT --show result`); False when no action of the game had a result."""
        session = self.table.session
        for events in reversed(getattr(session.match, "history", [])):
            self.pending = []
            self.heard(session.visible_events(events))
            if self.pending:
                panels, self.pending = self.pending, []
                self.dismiss()
                self.panel = ResultPanel(panels, self.table.say_as_told, self.table.result_rooms(), "normal",
                                         self.table.app.size)
                self._place()
                return True
        return False

    def update(self, dt: float) -> None:
        if self.panel is not None:
            self.panel.update(dt)
            if self.panel.done:
                self.dismiss()

    def dismiss(self) -> bool:
        """Put the panel away (a click, Space, or its time is up); True if one was up."""
        if self.panel is None:
            return False
        held = self.panel.held
        self.panel = None
        if self._image is not None:
            self._image.kill()
            self._image = None
        if held and not self.table.animator.busy:
            self.table.maybe_pass()  # the cover (or a formality) waited for the panel to be read
        return True

    def rebuilt(self) -> None:
        """The table's widgets were made again (a resize, a language): the panel with them."""
        self._image = None
        if self.panel is not None:
            self._place()

    def forget(self) -> None:
        """A new position by a jump or an undo: nothing pending belongs to it."""
        self.pending = []
        self.dismiss()

    def _place(self) -> None:
        root = self.table.root
        if root is None or self.panel is None:
            return
        self._image = _PanelImage(pygame.Rect(self.panel.rect), self.panel.image, self.table.manager, container=root,
                                  starting_height=PANEL_LAYER)
        self._image.on_click = self.dismiss

    # --- forced steps ----------------------------------------------------------------------------
    def take_forced(self) -> bool:
        """The person to move faces a formality: take its one answer, the reason in the log.
        True when it was taken (the table then waits for its animation, not for the person)."""
        table = self.table
        if table.animator.busy:
            return False
        formality = self._formality()
        if formality is None:
            return False
        forced, action = formality
        self._forced_at = len(table.session.match.log)
        self.taken_for.add(self._forced_at)
        table._log(table.say(forced), QUIET)
        table.play(action, confirmed=True, forced=True)
        return True

    def _formality(self) -> tuple[dict, str] | None:
        """The formality the person to move faces, which the table takes for them: (its reason,
        its one answer); None when there is none to take."""
        table, session = self.table, self.table.session
        if table.replaying or table.tutoring or not session.is_human_turn():
            return None  # (a lesson's every step is the learner's own click, as its script says)
        if self._forced_at == len(session.match.log):
            return None  # taken once already (it was refused): leave it to the person
        asked = table.asked()
        forced, choices = asked.get("forced"), asked.get("choices", [])
        return (forced, choices[0]["action"]) if forced and len(choices) == 1 else None

    # --- recaps ----------------------------------------------------------------------------------
    def recap_due(self, handed_over: bool) -> list[int]:
        """The positions a recap for the person to move would list now: after a change of hands
        (`handed_over`: the pass-and-play cover, Continue), everything since their last move;
        otherwise a computer turn that ran out of patience and played on unwatched. [] when there
        is nothing to recap."""
        table, session = self.table, self.table.session
        if table.replaying or table.tutoring or not session.is_human_turn():
            return []
        taken_for = self.taken_for if handed_over else ()  # (a computer's turn is recapped from the person's last move)
        positions = [p for p in recap.away(session.match, session.match.to_move(), taken_for) if p >= self.recapped]
        if handed_over:
            return positions
        movers = session.match.movers
        if not self.unwatched or not all(session.is_computer(movers[p]) for p in positions):
            return []  # (a computer turn watched at its pace, or people handing over in plain sight)
        return positions

    def offer_recap(self, handed_over: bool = False, positions: list[int] | None = None,
                    seat: int | None = None) -> bool:
        """Show the recap if one is due (see recap_due) - or of `positions`, for `seat`; True when
        it opened."""
        table, session = self.table, self.table.session
        if positions is None:
            if self._formality() is not None:  # the person's recap comes with their first real
                self.recap_waits = self.recap_waits or handed_over  # choice: a formality passed
                return False  # the turn on, and the recap stayed up for the next person to read
            handed_over, self.recap_waits = handed_over or self.recap_waits, False
            positions = self.recap_due(handed_over)
        if not positions or self.recap_window is not None:
            return False
        if seat is None:
            seat = session.match.to_move() if session.match.to_move() is not None else session.viewer()
        lines = recap.lines_for(session.match, positions, seat, table.new_writer(), session.name)
        self.recapped = len(session.match.log)
        self.unwatched = False
        if not lines:
            return False
        title = _("While you were away") if handed_over else _("The computer's turn")
        self.recap_window = recap.RecapWindow(table.manager, title, len(positions), lines,
                                              on_watch=lambda: self._watch(seat, positions[0]),
                                              on_close=self._recap_read)
        self.recap_window.seat, self.recap_window.positions = seat, positions
        self.recap_window.handed_over = handed_over
        return True

    def recap_now(self) -> bool:
        """The recap of the last stretch played away from the screen, whether or not one is due
        (`main.py --load SAVE --screenshot OUT --show recap`)."""
        session = self.table.session
        seat = session.match.to_move()
        if seat is None or session.is_computer(seat):
            seat = next(iter(session.human_seats()), 0)
        self.close_recap()
        return self.offer_recap(handed_over=True, positions=recap.last_away(session.match, seat), seat=seat)

    def close_recap(self) -> None:
        if self.recap_window is not None:
            self.recap_window.kill()
            self.recap_window = None

    def _recap_read(self) -> None:
        self.recap_window = None

    def _watch(self, seat: int, position: int) -> None:
        """"Watch it again": the game's replay through `seat`'s eyes from `position` to now."""
        from . import replay as replays

        self.recap_window = None
        table = self.table
        try:
            game = games.engine_api().open_replay(table.session.match.save())
        except Exception:  # the replay is a nicety: the game goes on without it
            log.exception("the recap's replay could not be opened")
            return
        replays.open_replay(table.app, game, table.session.names, position=position, eyes=seat, playing=True)


class _PanelImage(UIImage):
    """The result panel on screen: a click on it puts it away, and goes no further (the log or
    the narrator's page it lies over would take it otherwise)."""

    on_click = None

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.visible and self.rect.collidepoint(event.pos) \
                and self.on_click is not None:
            self.on_click()
            return True
        return super().process_event(event)

"""TableScene: what every game's play scene does the same way, so a new game writes only its table.

A table is a loop of three steps (each game's play.py tells it for its game): `refresh()`
reads the engine once and turns what it waits for into a `Decision`; a click becomes an
action string for `session.act()` (or a local "cmd:" command that only changes the `mode`);
the action's events go to the animator, and when its queue runs dry (`on_idle`) the table
refreshes again. Around that loop, every table behaves alike, and that part lives here:

* the top bar - Menu (save a copy, settings, the guide, leave), Undo, Hint and "?" (the
  guide) - and its buttons' handling; the keys Space (hurry the animations), Esc, Ctrl+Z
  (undo), H (hint) and F1 (the guide);
* `play(action)`: nothing while animating or on another's move, an optional question first
  (`ask_first`, e.g. "End your turn?"), an illegal action logged instead of crashing the
  table, the events (as the mover may see them) handed to the animator;
* undo (the log is written again from the remaining events), the hint (the computer's
  suggestion, marked on the buttons), the decision's buttons as widgets;
* the computer's moves, polled from the session while the table is idle and animated like a
  person's; the pass-and-play cover before each person's turn when people share a screen;
* the log (kept across rebuilds of the widgets), the hover tooltip, sounds, the end screen
  once the game is over, and New game back to the game's setup screen.

A game's PlayScene subclasses it. It creates `self.writer` and `self.animator` (a
widgets.anim_queue.EventQueue) in its __init__, and writes `refresh()` (calling
`show_end_once()` when the game is over and `maybe_pass()` at its end), `draw()`,
`place_buttons()`, `make_end_screen()`, `new_writer()`, `show_help()`, and whichever hooks it
needs (`build` where its layout has no `buttons` and `log` areas, `arrange`, `animate`,
`pointer`, `on_key`, `command`, `acting`/`acted`, `undone`, `leads_to`, ...); the defaults do
nothing.
"""
from __future__ import annotations

import dataclasses
import logging
from collections.abc import Iterator
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from . import games, i18n
from .choice import Button
from .hand import Click
from .i18n import N_, _
from .moments import Moments
from .ui_scene import UIScene
from .widgets import dialogs, looks, online_corner, replay_bar, typecase
from .widgets.help_window import open_game_guide
from .widgets.log_lines import BAD, HINT_INK, LogLine
from .widgets.log_pane import LogPane
from .widgets.log_panel import LogPanel
from .widgets.narrator import Narrator
from .widgets.pass_screen import PassScreen
from .widgets.result_panel import WIDEST, ResultPanel
from .widgets.seats import Names, is_afar
from .widgets.tooltip import HoverTooltip, plain

log = logging.getLogger(__name__)

COMPUTER_PATIENCE = 10.0  # seconds of a computer turn shown at its pace; the rest plays at once (and the recap tells it)
LOG_KEEP = 3000  # lines the log keeps once it passes LOG_MAX
LOG_MAX = 3500


DANGER_NOTE = N_("(Settings, \"Irreversible moves\": these questions can be turned off.)")
LABEL_ROOM = 16  # a top-bar label's padding (#top_bar: 6 px each side), its border and a pixel to spare


def _bar_fits(bar: list, room: int, gap: int, font: Any) -> bool:
    """Do the top bar's labels, in the player's language, fit side by side in `room`?"""
    return sum(font.size(_(label))[0] + LABEL_ROOM for _key, label, _tip, _weight in bar) <= room - gap * (len(bar) - 1)


def _bar_widths(bar: list, room: int, gap: int, font: Any) -> list[int]:
    """The top bar's buttons' widths: shared by their weights, but each at least as wide as its
    label in the player's language needs in the buttons' `font` (a longer language takes room
    from the shorter labels)."""
    room -= gap * (len(bar) - 1)
    needed = [font.size(_(label))[0] + LABEL_ROOM for _key, label, _tip, _weight in bar]
    fixed: dict[int, float] = {}  # the buttons given what their label needs
    while True:
        free = [i for i in range(len(bar)) if i not in fixed]
        spare, weights = room - sum(fixed.values()), sum(bar[i][3] for i in free)
        widths = {**fixed, **{i: spare * bar[i][3] / weights for i in free}}
        short = [i for i in free if widths[i] < needed[i]]
        if not short or len(short) == len(free) or sum(needed) > room:
            return [round(widths[i]) for i in range(len(bar))]
        fixed.update({i: needed[i] for i in short})


def _room_beside(log_box: pygame.Rect, obstacles: list[pygame.Rect], rise: int, screen_w: int) -> pygame.Rect:
    """The room a result panel has around `log_box`: up to `rise` above it and as wide as the
    widest panel, short of every obstacle above the log or beside it (on the screen's side away
    from its edge)."""
    right_side = log_box.centerx > screen_w // 2
    top = log_box.top - rise
    left, right = (log_box.right - max(WIDEST, log_box.w), log_box.right) if right_side else \
        (log_box.left, log_box.left + max(WIDEST, log_box.w))
    for r in obstacles:
        if r.colliderect(log_box):
            continue
        if r.bottom <= log_box.top and r.right > left and r.left < right and r.bottom > top:
            top = r.bottom + 6  # a button above the log: the panel stops under it
    for r in obstacles:
        if r.colliderect(log_box) or r.bottom <= top or r.top >= log_box.bottom:
            continue
        if right_side and r.right <= log_box.left:
            left = max(left, r.right + 6)
        elif not right_side and r.left >= log_box.right:
            right = min(right, r.left - 6)
    return pygame.Rect(left, top, right - left, log_box.bottom - top)


def _ended(sentence: str) -> str:
    """A reason the engine gives as a clause, closed as the log's sentences are."""
    return sentence if sentence.rstrip().endswith((".", "!", "?", "\u2026")) else sentence + "."


class TableScene(UIScene):
    GAME = ""  # the game's id: New game opens its setup screen; its music (scenes/music.py)
    TOOLTIP_WIDTH = 320
    UNDO_TIP = N_("Take back your last move (Ctrl+Z); not past a roll")  # (marked: shown with _())
    UNDO_REFUSED = N_("A die was rolled since: that stays.")
    # how many of the rolls since its last step a lesson's narrator repeats above its words (their
    # picture left with the move; True: the last one)
    LESSON_REPEATS_ROLLS: int = 0
    ARROWS_PAN = False  # the arrow keys move the view (a lesson's Back is then Backspace alone)
    PLAIN_TIPS = False  # the buttons' tips are plain text to escape (else the tooltip's HTML)
    AI_BEAT = 0.0  # seconds of pause after each computer move at normal speed, to follow it
    ANIMATE_UNDER_COVER = True  # animations run on while another scene covers the table
    LESSON_LOOKS = ("cancel",)  # the local commands a lesson never refuses: they only show a choice
    # another way (or put a half-made one away) and send nothing, and looking is how one learns

    @property
    def music(self) -> str:
        """The game's piece, whether played, taught or replayed at this table."""
        return self.GAME

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.replay_bar = replay_bar.ReplayBar(self) if self.replaying else None
        self._decision: Any = None
        self.mode: dict = {}
        self.interactive = False
        self.hint: str | None = None
        self._hint_asked = False  # a hint asked for and still being worked out (show_hint)
        self.hint_label = ""  # the hint in words (label_of), while there is a hint
        self._asked: tuple | None = None  # (match, its log, its decision, (language, action -> label)) as last read
        self._asking: Any = None  # the question open before an irreversible move (one at a time)
        self.widgets: dict[str, Any] = {}
        self.dynamic: dict[Any, str] = {}
        self.tooltip: HoverTooltip | None = None
        self.mouse = (0, 0)
        self.log_lines: list[LogLine] = []
        self.log_panel: LogPanel | None = None
        self.log_pane: LogPane | None = None  # the whole log, full height, while open (L)
        self.narrator: Narrator | None = None  # a tutorial's, where the log would be
        self.corner: online_corner.OnlineCorner | None = None  # an online table's presence and chat
        self.end_shown = False
        self.passing = False
        self.hover: Any = None  # what the pointer rests on (hit-mapped tables)
        self.zoomed: Any = None  # what the big preview shows (tables that have one)
        self.effects: Any = None  # the running captions and floating numbers (widgets.effects.Effects)
        self.held = False  # a computer move was shown and, stepping through, the next waits for a click
        self._planning: list | None = None  # the buttons place_buttons plans, while it runs
        self._built: list = []  # the plan the decision's buttons were last made from
        self._tips_held = False  # the pointer has not moved since a click or new buttons: no tips yet
        self._rolls_told: list[str] = []  # in a lesson, the log's roll lines since the narrator's last page
        self._lesson_rolls: list[str] = []  # the rolls the narrator's page repeats
        self._answers = 0  # the clicks the table has answered (a lesson answers every other too)
        self._pressed: tuple | None = None  # in a lesson, how the table was when the mouse went down
        self.moments = Moments(self)  # the results of moves, forced steps (scenes/moments.py)
        self._computer_shown: float | None = None  # seconds the computer's present run of moves has been shown

    # --- a replay (scenes/replay.py): the same table, watched instead of played ------------------------
    @property
    def replaying(self) -> bool:
        """The table shows a replay: nobody acts, the replay bar runs along its foot."""
        return bool(getattr(self.session, "replaying", False))

    @property
    def size(self) -> tuple[int, int]:
        """The table's part of the window: all of it, but for the replay bar's strip."""
        width, height = self.app.size
        return (width, height - replay_bar.HEIGHT) if self.replaying else (width, height)

    @property
    def decision(self) -> Any:
        """What the table waits for (the game's prompt.Decision); in a replay, told as the
        replay's: whose move it is and the action coming next."""
        return self._decision

    @decision.setter
    def decision(self, value: Any) -> None:
        if self.replay_bar is not None:
            value = self.replay_bar.reword(value)
        elif self.tutoring and getattr(value, "kind", "") == "wait" and self.session.reading():
            who = self.session.name(self.session.match.to_move())  # not "thinking": the lesson waits
            value = dataclasses.replace(value, title=_("{name}'s move is next").format(name=who),
                                        detail=_("Read the narrator's words, then Continue (Space, or a click)."))
        self._decision = value

    def jump_to(self, position: int) -> None:
        """A replay goes to `position` at once (a jump, not a step): the table is laid out and
        the log written again as the game was there, as after an undo."""
        self.animator.skip()
        self.session.seek(position)
        self.mode, self.hint, self.held, self.end_shown = {}, None, False, False
        self.moments.forget()
        self.forget_the_last_person()
        self.undone()
        self.rewrite_log()
        self.refresh()
        self.replay_bar.refresh()

    # --- a tutorial (scenes/tutorial.py): the game's first lesson, played from a script ----------------
    @property
    def tutoring(self) -> bool:
        """The table plays a tutorial: the narrator instead of the log, the step marked."""
        return getattr(self.session, "tutorial", None) is not None

    def follow_the_lesson(self) -> None:
        """The narrator's words of the moment, and - while the learner is to move and nothing
        moves - the step's action marked on the table as a hint is."""
        s = self.session
        if self.narrator is not None and (not self.animator.busy or self.narrator.step is None):
            # (words about a roll wait for it to land; the first words come at once)
            position = s.tutorial.position(s.match)
            if position != self.narrator.step:
                kept = int(self.LESSON_REPEATS_ROLLS)
                self._lesson_rolls, self._rolls_told = (self._rolls_told[-kept:] if kept else []), []
            self.narrator.show(s.narration(), s.progress(), position, self._lesson_rolls)
        expected = s.expected() if not self.animator.busy and not self.passing else None
        if expected is not None and expected != self.hint:
            self.hint, self.hint_label = expected, self.label_of(expected)
            self.hinted(expected)
            self._mark_hint()

    def hurry(self, words: str) -> str:
        """The table's "click or Space to hurry", given in English (the source, marked for the
        catalogs where it is written), in the player's language: in a replay Space plays and
        pauses, so a click alone hurries, and the words without "or Space" are looked up
        instead (HURRY_IN_A_REPLAY marks the usual ones)."""
        if self.replaying:
            words = words.replace(" or press Space", "").replace(" or Space", "")
        said = words.lstrip()  # (spaces that set the words apart are kept, not translated)
        return words[:len(words) - len(said)] + _(said)

    HURRY_IN_A_REPLAY = (N_("(click to hurry)"), N_("Click to hurry"), N_("Click to hurry the animation."))

    def rebuild(self) -> None:
        super().rebuild()
        self.moments.rebuilt()
        if self.log_pane is not None and self.root is not None:
            self.log_pane.build(self.manager, self.root, self.app.size)
        if self.replay_bar is not None and self.root is not None:
            self.replay_bar.build(self.manager, self.root, self.app.size)
            self._apply_cover()  # the bar's widgets hide with the table's

    # --- settings --------------------------------------------------------------------------------------
    def scale(self) -> float:
        if self.replaying:
            return float(self.session.scale)  # the replay bar's speed
        return float(self.app.settings.animation_scale)

    def colorblind(self) -> bool:
        return bool(self.app.settings.colour_blind)

    def sound(self, name: str) -> None:
        try:
            self.app.sound.play(name)
        except Exception:  # sound is a nicety; never let it stop the table
            log.debug("sound %s failed", name, exc_info=True)

    # --- lifecycle -------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        self.app.warm_up()  # the log's fonts and the sounds, when the table is the first screen
        typecase.warm()  # the sizes of type the table sets, before its first frame (once a run)
        games.engine_api().results(self.GAME, [])  # its story's modules, read now rather than at its first line
        self.tooltip = HoverTooltip(self.manager, width=self.TOOLTIP_WIDTH)
        self.arrange()
        self.set_up_table()
        fresh = not self.session.match.log and not self.session.history
        events = self.past_events()
        if fresh:  # a new game: its opening plays out on the table
            self.deal(events)
        else:
            self._log_all(events)
        super().on_enter()
        ResultPanel.prepare(self.result_rooms())  # the paper of its result panels, before its first frame
        if not fresh:
            self.refresh()
            if not self.passing:  # (behind the cover, the recap waits for the person to take the mouse)
                self.moments.offer_recap(handed_over=True)

    def on_exit(self) -> None:
        if self.tooltip is not None:
            self.tooltip.kill()
        self.session.close()
        self.log_panel = self.narrator = None
        super().on_exit()
        from .widgets import images

        images.release()  # the table's pictures leave with it (widgets/images.py)

    def on_uncover(self) -> None:
        super().on_uncover()
        self.apply_settings()
        self.refresh()

    def on_resize(self, size) -> None:
        self.arrange()
        super().on_resize(size)
        ResultPanel.prepare(self.result_rooms())

    def on_language(self) -> None:
        """Every word again in the new language: the cards (their pictures carry their names),
        the buttons, the banner (refresh) and the log, written again from the game's events."""
        from .widgets import images

        images.release()
        if not self.animator.busy:
            self.refresh()
        super().on_language()
        self.rewrite_log()

    def at_rest(self) -> bool:
        """Still only while the game waits for a person - or, stepping through the computer's
        moves, for the person's click: no animation, no caption fading, no computer move due."""
        if self.animator.busy or self.session.thinking or getattr(self.effects, "items", None):
            return False
        if getattr(self.session, "restless", False):
            return False  # (an online guest's connection is down: its frames dial again)
        if self.moments.showing and not self.moments.holding:
            return False  # a result panel going by itself
        if self.replay_bar is not None:
            return self.replay_bar.at_rest()
        return self.session.is_over() or self.session.is_human_turn() or self.waiting_for_next()

    def arrange(self) -> None:
        """Place the table's areas for the window size (on entering and on every resize)."""

    def set_up_table(self) -> None:
        """Lay the table out as the engine has it, before the first frame."""

    def deal(self, events: list[dict]) -> None:
        """A new game: its opening events play out on the table."""
        self.animator.push(events)

    def apply_settings(self) -> None:
        """Back from another scene (the settings, perhaps): take up the speed, colours..."""

    # --- widgets ---------------------------------------------------------------------------------------
    TOP_BAR = [("menu", N_("Menu"), N_("Save, settings, how to play, or leave the table (the game is autosaved)"), 1.0),
               ("undo", N_("Undo"), None, 1.0), ("hint", N_("Hint"), N_("What would the computer do? (H)"), 1.0),
               ("page_back", N_("\u00ab Back"), N_("The narrator's page before this one, as the lesson was then "
                                                    "(Backspace)"), 1.0),
               ("log", N_("Log"), N_("The whole log, full height, with filters (L)"), 0.8),
               ("help", "?", N_("How to play (F1)"), 0.55)]  # (marked: shown with _())

    FOLDS_INTO_MENU = ("help", "log")  # the bar's buttons the Menu also offers, in the order they give way

    def _build_top_bar(self, root, area: pygame.Rect, gap: int) -> None:
        """Menu, Undo, Hint, Log and the guide ("?"), side by side across `area`; saving, the
        settings and leaving are in the Menu. Where a language's words do not fit even in the
        smaller font, "?" and then Log give way: the Menu offers both (and F1 and L open them), so
        no label is ever cut. A replay has no Undo or Hint: nobody plays."""
        bar = [b for b in self.TOP_BAR if not ((self.replaying or self.tutoring) and b[0] in ("undo", "hint"))
               and not (self.tutoring and b[0] == "log")  # (a lesson's narrator is where the log would be)
               and (self.tutoring or b[0] != "page_back")]  # (a lesson's Back, in Undo's place)
        bar, style = self._bar_that_fits(bar, area.w, gap)
        x = area.x
        for (key, label, tip, _weight), width in zip(bar, _bar_widths(bar, area.w, gap, self._bar_font(style)), strict=True):
            tip = self.UNDO_TIP if key == "undo" else tip
            self.widgets[key] = UIButton(pygame.Rect(x, area.y, width, area.h), _(label), self.manager,
                                         container=root, tool_tip_text=_(tip) if tip else None, object_id=style)
            x += width + gap

    def _bar_that_fits(self, bar: list, room: int, gap: int) -> tuple[list, str]:
        """The most of the bar whose labels fit (giving way in FOLDS_INTO_MENU's order, but a
        small "?" comes back where a longer Log had to go), in the larger font if they can."""
        trials = [[b for b in bar if b[0] not in folded]
                  for folded in ((), self.FOLDS_INTO_MENU[:1], self.FOLDS_INTO_MENU[1:], self.FOLDS_INTO_MENU)]
        for trial in trials:
            for style in ("#top_bar", "#top_bar_compact"):
                if _bar_fits(trial, room, gap, self._bar_font(style)):
                    return trial, style
        return trials[-1], "#top_bar_compact"

    def _bar_font(self, style: str) -> Any:
        return self.manager.get_theme().get_font([style, "button"])

    def _build_log(self, root, rect: pygame.Rect) -> None:
        if self.tutoring:  # the lesson is read where the log would be (the log is kept all the same),
            zoom = getattr(getattr(self, "layout", None), "zoom", None)  # and the big preview above it, if any
            if isinstance(zoom, pygame.Rect) and zoom.x == rect.x and 0 <= rect.y - zoom.bottom <= 16:
                rect = rect.union(zoom)
            self.narrator = Narrator(self.manager, rect, container=root)
            return
        self.corner = None
        if online_corner.is_online(self.session) and not self.replaying:  # who is at the table, and the chat
            self.corner = online_corner.OnlineCorner(self.manager, rect, self.session, self.names.of, container=root)
            rect = self.corner.log_rect
        self.log_panel = LogPanel(self.manager, rect, container=root, on_click=self.open_log)
        for line in self.log_lines:
            self.log_panel.add(line.text, line.colour, line.bold)

    def _build_dynamic(self) -> None:
        """The buttons of the moment (the decision's). `place_buttons` plans them; they are made
        again only when the plan changed: a button made anew under a pressed mouse button loses
        the click (pygame-gui presses on the release), which players met as clicks that did
        nothing while the table refreshed."""
        planned: list[tuple[pygame.Rect, Button]] = []
        if self.root is not None:
            self._planning = planned
            try:
                self.place_buttons()
            finally:
                self._planning = None
        plan = [(tuple(rect), b.label, b.action, b.tip, b.primary, b.enabled, b.danger) for rect, b in planned]
        if self.root is None or plan != self._built or not all(w.alive() for w in self.dynamic):
            for button in list(self.dynamic):
                button.kill()
            self.dynamic = {}
            for rect, b in planned:
                self._make_button(rect, b)
            self._built = plan
            self._tips_held = True  # a button that appears under a resting pointer shows no tip
        self._mark_hint()
        self._update_undo()

    RESULT_TIP = N_("Who won, and how.")

    def place_buttons(self) -> None:
        """Make the decision's buttons (with `_button`) where this table shows them. By default:
        the decision's `bar` in a row on `layout.bar`, and "Show the result" once the game is
        over (a decision of kind "over")."""
        d = self.decision
        if d is not None and d.kind == "over" and not self.animator.busy:
            self.place_row([Button(_("Show the result"), "cmd:result", _(self.RESULT_TIP), primary=True)], self.layout.bar)
            return
        if self.waiting_for_next():
            self.place_row([self.next_button()], self.layout.bar)
            return
        if d is None or self.animator.busy or not self.interactive or self.passing:
            return
        self.place_row(d.bar, self.layout.bar)

    def _button(self, rect: pygame.Rect, b: Button) -> None:
        """Plan the button `b` at `rect` (place_buttons calls this; `_build_dynamic` makes it)."""
        self._planning.append((pygame.Rect(rect), self.worded(b)))

    def worded(self, b: Button) -> Button:
        """The button with the rules' words for its action opening its tooltip (labels): a short
        caption ("Surrender", "5") says what it is, the tooltip what exactly it does, in the same
        sentence the Hint uses; the table's own tip follows with what the rules leave unsaid."""
        label = self.labels().get(b.action) if b.action and not b.action.startswith("cmd:") else None
        if not label or label == b.label or b.tip.startswith(label):
            return b
        if not b.tip:
            return dataclasses.replace(b, tip=label)
        joint = "<br>" if "<" in b.tip else ". "
        return dataclasses.replace(b, tip=f"{label}{joint}{b.tip}")

    def _make_button(self, rect: pygame.Rect, b: Button) -> UIButton:
        primary = b.primary and not self._off_the_lesson(b.action)
        object_id = "#primary" if primary else "#danger" if b.danger else None
        tip = (plain(b.tip) if self.PLAIN_TIPS else b.tip) if b.tip else None
        button = UIButton(rect, b.label, self.manager, container=self.root, object_id=object_id, tool_tip_text=tip)
        if not b.enabled:
            button.disable()
        looks.draw_ahead(button)  # its pressed and focused looks when first shown
        self.dynamic[button] = b.action
        return button

    def _towards_the_step(self, cmd: str) -> bool:
        """Is the table's command `cmd` the first click towards the lesson's step?"""
        expected = self.session.expected()
        return expected is None or self.leads_to(f"cmd:{cmd}", expected)

    def _off_the_lesson(self, action: str) -> bool:
        """In a lesson, a button that is not the step's (nor the first click towards it): not lit
        as the usual next move, so nothing outshines what the lesson marks."""
        if not self.tutoring or not action or action.startswith("cmd:next"):
            return False
        expected = self.session.expected()
        return expected is not None and action != expected and not self.leads_to(action, expected)

    def place_row(self, buttons: list[Button], area: pygame.Rect) -> None:
        """The buttons side by side, centred in `area`, each as wide as its label needs (a
        one- or two-character label, a die value, stays narrow); squeezed rather than spilled,
        their margins first (`_row_widths`)."""
        if not buttons:
            return
        from .widgets import art

        font = art.button_font()
        gap = 10
        room = area.w - gap * (len(buttons) - 1)
        if sum(font.size(b.label)[0] + TIGHT for b in buttons) > room:
            buttons = [_shortened(b) for b in buttons]
        widths = _row_widths([font.size(b.label)[0] for b in buttons], [len(b.label) for b in buttons], room)
        total = sum(widths) + gap * (len(widths) - 1)
        x = area.centerx - total // 2
        for b, w in zip(buttons, widths, strict=True):
            self._button(pygame.Rect(x, area.y + (area.h - 44) // 2, w, 44), b)
            x += w + gap

    def _update_undo(self) -> None:
        back = self.widgets.get("page_back")
        if back is not None:
            back.enable() if self.session.page_before() is not None else back.disable()
        undo = self.widgets.get("undo")
        if undo is None:
            return
        possible = self.session.is_human_turn() and not self.animator.busy and self.session.can_undo()
        undo.enable() if possible else undo.disable()

    # --- the log -----------------------------------------------------------------------------------------
    def new_writer(self):
        """A fresh log writer for this game (widgets.log_lines.StoryWriter, the engine telling its story)."""
        raise NotImplementedError

    def past_events(self) -> list[dict]:
        """Everything that happened so far, as the person at the table may see it."""
        return self.session.visible_events(self.session.past_events())

    def on_event(self, ev: dict) -> None:
        """The animator starts playing `ev`: tell it in the log."""
        line = self.writer.line(ev)
        if line is not None:
            self._add_line(line)

    def on_idle(self) -> None:
        """The animator's queue ran dry: read the engine again."""
        self.refresh()

    RESULT_RISE = 120  # pixels a result panel may rise above the log it lies over

    def result_rooms(self) -> list[tuple[pygame.Rect, int]]:
        """Where a move's result panel may lie (scenes/moments.py), best first, each with the
        width it takes when its lines fit so: over the log, which tells the same at length, rising
        from its bottom and widening away from the screen's edge - but never over the table's
        buttons, nor what `result_clear_of` names (a panel over Zombie Slayer's Train button ate the
        click meant for it). A table whose log is short adds a room of its own."""
        return [self.result_area()]

    def result_area(self) -> tuple[pygame.Rect, int]:
        """The room over the log (see result_rooms)."""
        page = self.log_panel or self.narrator
        log_box = getattr(getattr(page, "box", None), "rect", None)
        if not isinstance(log_box, pygame.Rect) or log_box.w < 240:
            width, height = self.app.size
            log_box = pygame.Rect(width - 420, height // 2, 400, height // 2 - 16)
        return _room_beside(log_box, self._result_obstacles(), self.RESULT_RISE, self.app.size[0]), log_box.w

    def _result_obstacles(self) -> list[pygame.Rect]:
        shown = [*self.dynamic, *self.widgets.values()]
        return [pygame.Rect(w.rect) for w in shown if w.alive() and w.visible] + list(self.result_clear_of())

    def result_clear_of(self) -> list[pygame.Rect]:
        """Places a result panel must not cover besides the buttons (a game's dice to click)."""
        return []

    def _log(self, text: str, colour=None, bold: bool = False) -> None:
        """A line of the table's own (a refusal, a hint's reason, a formality's) in the log: a note,
        which belongs to the sitting that wrote it - the log written again from the game's events
        (a load, an undo, the mouse passed on) holds the story alone, as the save does."""
        self._add_line(LogLine(text, colour, bold, note=True))

    def _add_line(self, line: LogLine) -> None:
        self.log_lines.append(line)
        if self.LESSON_REPEATS_ROLLS and self.tutoring and line.kind == "rolls":
            self._rolls_told.append(line.text)
        if len(self.log_lines) > LOG_MAX:
            self.log_lines = self.log_lines[-LOG_KEEP:]
        if self.log_panel is not None:
            self.log_panel.add(line.text, line.colour, line.bold)
        if self.log_pane is not None:
            self.log_pane.render()

    # --- the log pane ----------------------------------------------------------------------------------
    def open_log(self) -> None:
        """The whole log, full height, with its filters (widgets/log_pane.py): the Log button, L,
        or a click on the log's strip."""
        if self.log_pane is not None or self.tutoring or self.root is None:
            return
        self.log_pane = LogPane(self)
        self.log_pane.build(self.manager, self.root, self.app.size)
        if self.tooltip is not None:
            self.tooltip.hide()

    def close_log(self) -> None:
        if self.log_pane is not None:
            self.log_pane.kill()
            self.log_pane = None

    def picture_of(self, kind: str, id: Any) -> pygame.Surface | None:
        """The picture of a thing of the game named in the log (a card, a creature, a tile), shown
        beside the log pane while the pointer rests on its name; None: the game draws none."""
        return None

    def _log_pane_event(self, event) -> bool:
        """The pane's share of the input (True: it took the event): its buttons, the wheel, the
        pointer over names, and clicks on it, which never reach the table beneath."""
        pane = self.log_pane
        if pane is None:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            pressed = pane.pressed(event.ui_element)
            if pressed == "close":
                self.close_log()
            return pressed is not None
        if event.type == pygame.MOUSEWHEEL and pane.rect.collidepoint(self.mouse):
            pane.wheel(event.y)
            return True
        if event.type == pygame.MOUSEMOTION:
            pane.hover(event.pos, self.picture_of)
            return pane.rect.collidepoint(event.pos)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return pane.rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_l):
            self.close_log()
            return True
        return False

    def _log_all(self, events: list[dict]) -> None:
        """The log written from `events`: only the lines it keeps (LOG_KEEP) are told."""
        for line in self.writer.last_lines(events, LOG_KEEP):
            self._add_line(line)

    # --- acting --------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the engine once and rebuild what depends on it (the game's)."""

    def play(self, action: str, confirmed: bool = False, forced: bool = False) -> None:
        """Send an action string, or run a local "cmd:" command. `forced`: a formality taken for
        the person (scenes/moments.py), which Undo goes back past."""
        if not action:
            return
        self._answers += 1
        if action.startswith("cmd:"):
            self._command(action[4:])
            return
        if self.animator.busy or not self.session.is_human_turn():
            return
        if self.tutoring and action != self.session.expected():
            self.refused(action)
            return
        question = None if confirmed or not self.app.settings.ask_before_danger else self.ask_first(action)
        if question:
            if self._asking is None or not self._asking.alive():  # one question at a time, however often asked
                title, text, yes, no = question
                self._asking = dialogs.confirm(self.manager, title, text + "\n\n" + _(DANGER_NOTE), action=yes,
                                               cancel=no, on_confirm=lambda: self.play(action, confirmed=True))
            return
        self.acting(action)
        seat = self.session.match.to_move()
        try:
            events = self.session.act(action, forced=forced)
        except Exception as exc:  # an illegal action must never take the table down
            log.warning("action %r refused: %s", action, exc)
            self._log(_("That is not possible now ({action}).").format(action=action), BAD)
            self.refresh()
            return
        self.acted(action)
        self.hint, self.held = None, False
        if self.tooltip is not None:
            self.tooltip.hold_until_moved(self.mouse)
        self.decision = None
        shown = self.session.visible_events(events, seat)
        self.moments.heard(shown)
        self.animator.push(shown)
        if not self.animator.busy:  # a move that shows nothing: on at once
            self.on_idle()
            return
        self._build_dynamic()

    def refused(self, action: str | None) -> None:
        """A tutorial's learner clicked something else than the step (None: nothing the table
        answers): the narrator names what was clicked and says why the lesson wants its step."""
        self._answers += 1
        step = self.session.step
        why = self.session.why_not(self.clicked_words(action), self.label_of(self.session.expected() or ""))
        if self.narrator is not None:
            self.narrator.refuse(why)
        self.sound("click")
        log.info("tutorial step %s: %r refused", getattr(step, "number", "-"), action)

    def clicked_words(self, action: str | None) -> str | None:
        """What a refused click was, in the words on the table: a move as the rules tell it, a
        table's own button by its label; "" for a click on nothing, None when it has no words."""
        if action is None:
            return ""
        if action.startswith("cmd:"):
            return next((b.text for b, a in self.dynamic.items() if a == action and b.text), None)
        return self.labels().get(action)

    def ask_first(self, action: str) -> tuple[str, str, str, str] | None:
        """A question before sending `action` - (title, text, yes, no) - or None to send it: one
        rule for every move that cannot be taken back (a forfeit, a surrender, a turn ended with
        actions left), asked the same way at every table unless the setting says not to."""
        return None

    def acting(self, action: str) -> None:
        """`action` is about to be sent."""

    def acted(self, action: str) -> None:
        """`action` was accepted (its events are about to play)."""

    def _command(self, cmd: str) -> None:
        words = cmd.split()
        if words[0] == "result":
            self._show_end()
            return
        if words[0] == "next":
            self.release()
            return
        if self.tutoring and words[0] not in self.LESSON_LOOKS and not self._towards_the_step(cmd):
            self.refused(f"cmd:{cmd}")  # a lesson opens no tool it is not about to use
            return
        if words[0] == "cancel":
            self.mode = {}
        elif not self.command(words):
            return
        self.sound("click")
        self.refresh()

    def command(self, words: list[str]) -> bool:
        """A game's local command ("cmd:<words>"); False when it has already moved on (sent an
        action), else the table clicks and refreshes."""
        return True

    def undo(self) -> None:
        if self.animator.busy or self.replaying:  # a replay goes back with its bar (Left arrow)
            return
        if not self.session.undo():
            dialogs.message(self.manager, _("Cannot undo"), _(self.UNDO_REFUSED))
            return
        self.sound("click")
        self.mode, self.hint, self.held = {}, None, False
        self.moments.forget()
        self.undone()
        self.rewrite_log()
        self.refresh()

    def rewrite_log(self) -> None:
        """The log written again from every event the person now at the table may see (after an
        undo; and when the mouse passes to another person, whose eyes must not meet the last
        person's private lines)."""
        self.writer = self.new_writer()
        self.log_lines = []
        if self.log_panel is not None:
            self.log_panel.clear()
        self._log_all(self.past_events())

    def undone(self) -> None:
        """The engine went back: put the table as it now is (the log is rewritten after)."""

    def show_hint(self) -> None:
        """Ask for the hint (session.ask_hint: the hard computer's move for this seat, worked
        out off the drawing thread); `update` marks it on the table once it is ready."""
        if self.animator.busy or not self.session.is_human_turn() or self.decision is None or self.tutoring:
            return  # (a tutorial marks its own step)
        self.session.ask_hint()
        self._hint_asked = True
        self._take_hint()

    def _take_hint(self) -> None:
        """The hint asked for, once the session has it: marked, and explained in the log. A
        move or an undo made meanwhile drops it (it was for a position now gone)."""
        action = self.session.hint()
        self._hint_asked = action is None and self.session.hint_pending
        button = self.widgets.get("hint")
        if button is not None:  # greyed while the hint is worked out: the click was heard
            button.disable() if self._hint_asked else button.enable()
        if action is None:
            return
        if self.animator.busy or self.decision is None:
            return
        self.hint = action
        self.hint_label = self.label_of(action)
        self.hinted(action)
        self._mark_hint()
        explained = self.hint_explained(action) if self.app.settings.explain_hints else ""
        if explained:
            self._log(explained, HINT_INK)

    def hint_explained(self, action: str) -> str:
        """The hint and why, for the log: the engine's reason for the move (Match.why: the rule,
        the odds or the numbers that decide it), else what the move will do as the rules count
        it (the forecast a table shows before a click, `reason`). "" when the rules say
        nothing of it: a reason never describes how the computer searched (the banner shows
        the hint all the same)."""
        why = self.engine_why(action) or self.reason(action)
        if not why and len(self.session.match.legal_actions()) == 1:
            why = _("it is the only move open to you now.")
        return _("Hint: {hint}. Why: {why}").format(hint=self.hint_said(), why=_ended(why)) if why else ""

    def hint_said(self) -> str:
        """The hint in the log's words: its label, or more where the table shows more of it (the
        end of a hinted walk, which the banner names too)."""
        return self.hint_label

    def engine_why(self, action: str) -> str:
        """The engine's reason for the hinted `action`, in the player's words ("" when it has none)."""
        match = self.session.match
        try:
            told = match.why(match.to_move(), action)
        except Exception:  # noqa: BLE001 - a reason is a courtesy: the hint stands without it
            log.exception("the hint's reason failed")
            return ""
        return self.say(told) if told else ""

    def reason(self, action: str) -> str:
        """What `action` will do, in the game's words, from the engine's forecast ("" when the
        rules foresee nothing for it): each game's own."""
        return ""

    def asked(self) -> dict:
        """What the game waits for, as the engine describes it (Match.decision): who decides,
        the kind of decision, its prompt and every choice with the things it names. Read once
        per position (a table asks each frame)."""
        match = self.session.match
        kept = self._asked
        if kept is None or kept[0] is not match or kept[1] != match.log:
            kept = self._asked = (match, list(match.log), match.decision(), None)
        return kept[2]

    def choice_of(self, action: str) -> dict | None:
        """The engine's description of `action` among the choices open now (None if it is not)."""
        return next((c for c in self.asked()["choices"] if c["action"] == action), None)

    def choices_with(self, verb: str) -> list[dict]:
        """The choices open now whose verb is `verb`, in the engine's order."""
        return [c for c in self.asked()["choices"] if c["verb"] == verb]

    def say(self, message: Any) -> str:
        """A message of the engine's in the player's language, seats by their players' names
        and the game's things by their names (`term`)."""
        return i18n.say(message, Names(self.session).of, self.term)

    def say_as_told(self, message: Any) -> str:
        """A message of the engine's story - a result panel's line - named as the log names things
        (its writer's: Zombie Slayer's slayer by name, its zombies by colour)."""
        return i18n.say(message, self.writer.who, self.writer.terms)

    def term(self, kind: str, id: Any) -> str:
        """A thing of the game's content named in the player's language: each game's own."""
        return str(id)

    def labels(self) -> dict[str, str]:
        """Every legal action in the game's words, as the rules describe it (Match.decision's
        choices), a seat named by its player: the table shows the engine's sentence instead of
        re-learning the rule to write its own."""
        asked = self.asked()
        kept = self._asked
        if kept[3] is None or kept[3][0] != i18n.language():
            said = {c["action"]: self.say(c["text"]) for c in asked["choices"]}
            kept = self._asked = (*kept[:3], (i18n.language(), said))
        return kept[3][1]

    def label_of(self, action: str) -> str:
        """One legal action in the game's words (see labels)."""
        return self.labels().get(action, action)

    def hinted(self, action: str) -> None:
        """The hint is `action`: show where it is clicked, beyond its button."""

    def _mark_hint(self) -> None:
        for button, action in self.dynamic.items():
            if (self.hint and (action == self.hint or self.leads_to(action, self.hint))) or (
                    self.tutoring and action == "cmd:next"):  # a lesson's Continue is its step, too
                button.select()
            elif button.is_selected:
                button.unselect()

    def leads_to(self, button_action: str, hint: str) -> bool:
        """Is a button for `button_action` the first click towards the hinted action?"""
        return False

    # --- the end -----------------------------------------------------------------------------------------
    def show_end_once(self) -> bool:
        """The game is over: the end screen, the first time the table sees it so; True if shown."""
        if self.end_shown:
            return False
        self.end_shown = True
        if self.replaying:
            return False  # watching: the result is a button away, the table stays in view
        entry = self.session.history_entry
        if entry is not None:  # the history's picture: the table as the game ended
            from . import history, thumbnails

            png = thumbnails.png_of(thumbnails.of_table(self))
            if png is not None:
                history.keep_picture(entry, png)
        self._show_end()
        return True

    def _show_end(self) -> None:
        screen = self.make_end_screen()
        if not (self.tutoring or self.replaying):  # (a replay's result: its own bar replays it)
            screen.on_replay = self.watch_replay
        if not self.session.offers_new_game:
            screen.on_new = None
        if self.tutoring:  # the lesson's last words on the narrator's page, beside the result
            self.follow_the_lesson()
            screen.new_label = N_("Play a real game")
            if not (self.app.settings.explain_hints or self.app.settings.explain_hints_asked):  # once, on the way out
                screen.on_new = self.offer_explained_hints(screen.on_new)
                screen.on_menu = self.offer_explained_hints(screen.on_menu)
        self.app.stack.push(screen)

    def watch_replay(self) -> None:
        """The game just ended, from its first move, at a table of its own (the end screen's
        "Watch the replay"); leaving it comes back to the end screen over this table."""
        from . import replay

        api = games.engine_api()
        try:
            game = api.open_replay(self.session.final_save())
        except api.BadSave as exc:  # (a game that played cannot fail to replay; if it did, the end screen stays)
            log.exception("the finished game's replay could not be opened")
            dialogs.message(self.manager, _("Cannot replay"), str(exc))
            return
        self.app.sound.play("card")
        replay.open_replay(self.app, game, self.session.names, eyes=self.session.replay_eyes())

    def offer_explained_hints(self, then):
        """After a lesson, on the way to a real game or the menu (`then`): the hints of the
        player's own games may say why, too (Settings: Hints)."""
        def ask() -> None:
            def answered(explain: bool) -> None:
                self.app.settings.explain_hints, self.app.settings.explain_hints_asked = explain, True
                self.app.save_settings()
                then()

            dialogs.confirm(self.manager, _("Hints that say why"),
                            _("In your own games the Hint button (H) marks the move the computer would make. "
                              "It can also say why, in the log: what the move will do, as the rules count it. "
                              "(Settings: Hints, any time.)"),
                            on_confirm=lambda: answered(True), on_cancel=lambda: answered(False),
                            action=_("Explain hints"), cancel=_("Just the hint"),
                            width=520)
        return ask

    def make_end_screen(self):
        """The game's end screen (a widgets.ending.EndScreen), with `_new_game` and go_home."""
        raise NotImplementedError

    def _new_game(self) -> None:
        from .setup import SetupScene

        self.app.go_home()
        try:
            self.app.stack.push(SetupScene(self.app, self.GAME))
        except Exception:
            log.exception("the setup screen failed to open")

    # --- the computer and pass-and-play --------------------------------------------------------------
    def poll_computer(self) -> None:
        """The computer's next move, when the table is idle and waits for it: animated like a
        person's. Stepping through (a setting), each move after the first waits for a click."""
        if self.animator.busy or self.session.is_human_turn() or self.session.is_over() or self.held \
                or self.moments.blocks:
            return
        turn = self.session.poll()
        if turn is None:
            return
        shown = self.session.visible_events(turn.events)
        afar = is_afar(self.session, turn.seat)
        if afar:  # a person afar moves at a person's pace: every move is watched, none recapped
            self._computer_shown = None
        impatient = not afar and self._computer_took_long()
        if not impatient:
            self.moments.heard(shown)
        events = self.computer_moved(turn) + shown
        if self.AI_BEAT:
            events.append({"type": "_beat", "seconds": self.AI_BEAT})  # a breath between computer moves
        self.animator.push(events)
        self.held = bool(self.app.settings.step_computer) and not self.replaying
        self.decision = None
        self._build_dynamic()
        if impatient:  # played at once (last: the skip reads the engine again, and may reach the person's turn)
            self.moments.unwatched = True
            self.animator.skip()  # the recap tells what the person did not watch

    def _computer_took_long(self) -> bool:
        """Has the computer's present run of moves been shown for COMPUTER_PATIENCE seconds
        already? (A Creature Adventures computer turn once kept a person waiting 55 s.) Not when
        the person steps through the computer's moves (Settings), nor in a replay or a lesson."""
        if self._computer_shown is None:
            self._computer_shown = 0.0
        if self.app.settings.step_computer or self.replaying or self.tutoring or not self.session.human_seats():
            return False  # (nobody waits at a table of computers: whoever watches it chose to)
        return self._computer_shown >= COMPUTER_PATIENCE

    def computer_moved(self, turn: Any) -> list[dict]:
        """The table's own events to play before a computer move's (a beat that says what it did,
        in the game's words): by default none."""
        return []

    def waiting_for_next(self) -> bool:
        """A computer move has been shown and the next one waits for the player's click - or, in
        a tutorial, the narrator's words about the rival's next move wait to be read."""
        if self.animator.busy or self.session.is_over() or self.session.is_human_turn():
            return False
        return self.held or (self.tutoring and self.session.reading())

    def next_button(self) -> Button:
        who = self.session.name(self.session.match.to_move())
        if self.tutoring:
            return Button(_("Continue \u00bb"), "cmd:next", _("Read on: {name}'s move comes next (Space, or click "
                                                              "the table).").format(name=who), primary=True)
        return Button(_("Next: {name} \u00bb").format(name=who), "cmd:next",
                      _("The computer's next move (Space, or click the table). Settings: Computer's moves."),
                      primary=True)

    def read_a_moment(self) -> bool:
        """May Space or a click on the table read on? In a lesson, once the narrator's new words
        have been up a moment (Narrator.read_a_moment); the Continue button, clicked on purpose,
        always may. (Words not yet shown - a move hurried by the same keys a moment ago - are
        not read.)"""
        if self.narrator is None:
            return True
        s = self.session
        return self.narrator.step == s.tutorial.position(s.match) and self.narrator.read_a_moment()

    def release(self) -> None:
        """The player has read the last computer move (or the narrator's words): on to the next."""
        self.held = False
        if self.tutoring:
            self.session.read_on()
        self._build_dynamic()

    def maybe_pass(self) -> None:
        """Before a person's turn, when people share the screen: the pass-and-play cover (or
        just a change of hands, when `hand_over_quietly`). A formality waits for the cover like
        any move: taken before it, it handed the table to the next person's eyes with the last
        one still at the screen (their hand and their own lines in the log). And the cover waits
        for the last move to play out: lifted before, the table kept the last person's eyes until
        it had (EverZone's log showed the next person what the last one drew)."""
        session = self.session
        if session.is_human_turn():
            self._computer_shown = None  # the computer's run of moves is over
        if self.moments.blocks or self.animator.busy:
            return  # a result still to read, or a move still playing out for the last person, before the cover
        if not session.needs_pass_screen():
            if not self.moments.take_forced() and self.is_top:  # (a formality: taken for the person)
                self.moments.offer_recap()  # a long computer turn, summed up
            return
        if self.passing or not self.is_top:
            return
        seat = session.match.to_move()
        if self.hand_over_quietly(seat):
            session.handed_to(seat)
            self.refresh()
            return
        self.passing = True
        self.forget_the_last_person()
        self.app.stack.push(self.pass_screen(seat))

    def hand_over_quietly(self, seat: int) -> bool:
        """May `seat` take the mouse without the cover (nothing is hidden from them)?"""
        return False

    def pass_screen(self, seat: int):
        """The cover that hides the table until `seat`'s person clicks."""
        return PassScreen(self.app, self.session.name(seat), seat=seat, session=self.session, on_continue=self._passed)

    def _passed(self) -> None:
        self.passing = False
        self.forget_the_last_person()
        self.refresh()
        if not self.session.needs_pass_screen():  # (a formality taken as the cover lifted may have
            self.moments.offer_recap(handed_over=True)  # passed the turn on: its recap comes with the next cover)

    def forget_the_last_person(self) -> None:
        """The mouse changes hands: nothing the last person pointed at or was shown in passing
        stays on the table - the hover, the big preview, the tooltip, the hint, captions still
        floating - so the next person never glimpses what only the last one could see."""
        self.hover = self.zoomed = self.hint = None
        if self.tooltip is not None:
            self.tooltip.hide()
        if self.effects is not None:
            self.effects.clear()

    # --- input ---------------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._tips_held = False  # the pointer moved: tips of the buttons under it are wanted
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._tips_held = True  # a clicked button's tip would land on what the click opened (the guide's x)
        if event.type == pygame.MOUSEMOTION and self.tooltip is not None and self.tooltip.covers(event.pos):
            self.tooltip.hide()  # the pointer went onto the tip: out of the way of the next click
        if event.type == pygame.MOUSEBUTTONDOWN and self.tooltip is not None:
            self.tooltip.hold_until_moved(event.pos)  # a click puts the tip away, as on any desktop
        if self.replay_bar is not None and self._for_the_replay_bar(event) and self.replay_bar.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self._opens_the_invitations(event):
            return
        if self._log_pane_event(event):
            return
        if self._puts_the_result_away(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.waiting_for_next():
            if self.read_a_moment():
                self.release()  # a click on the table (a widget's click never reaches here) steps on, as Space does
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(event.ui_element)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self.corner is not None \
                and event.ui_element is self.corner.entry:
            self.corner.send()
        elif event.type == pygame.KEYDOWN:
            if not dialogs.modal_open(self.manager) and not (self.corner is not None and self.corner.typing):
                self._key(event)
        else:
            pressed = self._lesson_pressed(event)
            self.pointer(event)
            self._answer_a_click_on_nothing(event, pressed)

    def _opens_the_invitations(self, event) -> bool:
        """A host's click on the presence strip: the codes again, for a friend who must join
        again (their program ended, their code was used up)."""
        invitations = getattr(self.session, "invitations", None)
        if self.corner is None or invitations is None or event.type != pygame.MOUSEBUTTONUP \
                or event.button != 1 or not self.corner.strip_rect.collidepoint(event.pos):
            return False
        from .online_lobby import LobbyScene

        self.app.sound.play("click")
        self.app.stack.push(LobbyScene(self.app, self.session.referee, invitations, at_table=self.session))
        return True

    def _hear_the_table(self) -> None:
        """An online table: carry the network (chat and presence come while a person thinks,
        too), tell in the log what was said and who came or went, draw the strip again."""
        self.session.carry()
        seats = self.session.presence()
        for words, colour, bold in self.corner.heard(seats):
            self._log(words, colour, bold)
        self.corner.redraw(seats)

    def _lesson_pressed(self, event) -> tuple | None:
        """In a lesson, at the learner's step, how the table was as the left button went down on
        it (not on the narrator's page): the answers given so far and its half-made choice."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or not self.tutoring:
            return None
        page = getattr(getattr(self.narrator, "box", None), "rect", None)
        if self.animator.busy or self.passing or self.session.expected() is None or \
                (page is not None and page.collidepoint(event.pos)):
            return None
        return self._answers, self.click_state()

    def _answer_a_click_on_nothing(self, event, pressed: tuple | None) -> None:
        """A lesson answers every click of the learner's: one that sent nothing, refused nothing
        and changed nothing (the bare ground, an unlit card) is told what to click instead, when
        the button comes up - a drag's drop is a click too."""
        if pressed is not None:
            self._pressed = pressed
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed is not None:
            before, self._pressed = self._pressed, None
            if before == (self._answers, self.click_state()) and self.is_top and not dialogs.modal_open(self.manager):
                self.refused(None)

    def click_state(self) -> tuple:
        """What a click may change on the table besides sending a move or a command: a half-made
        choice (`mode`), and what each game keeps of its own (a menu open, a fighter looked at)."""
        return (repr(self.mode),)

    def _puts_the_result_away(self, event) -> bool:
        """A click or Space puts a result panel away; True when that was all it did (a click on the
        panel itself, or Space) - a click elsewhere goes on to do what it was for."""
        panel = self.moments.panel
        if panel is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and not dialogs.modal_open(self.manager):
            self.moments.dismiss()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN or event.type == pygame_gui.UI_BUTTON_PRESSED:
            on_it = event.type == pygame.MOUSEBUTTONDOWN and panel.rect.collidepoint(event.pos)
            self.moments.dismiss()
            return on_it
        return False

    def _for_the_replay_bar(self, event) -> bool:
        """The replay bar hears its widgets, and the keys and the mouse when no dialog is open."""
        return event.type in (pygame_gui.UI_BUTTON_PRESSED, pygame_gui.UI_DROP_DOWN_MENU_CHANGED) \
            or not dialogs.modal_open(self.manager)

    def build(self, root, size) -> None:
        """The widgets of a table whose layout has `buttons` (the top bar) and `log` areas; a
        table laid out otherwise writes its own."""
        self.widgets, self.dynamic = {}, {}
        self._build_top_bar(root, self.layout.buttons, gap=6)
        self._build_log(root, self.layout.log)
        self._build_dynamic()

    def pointer(self, event) -> None:
        """Any other input: the mouse on the table, the game's own widgets."""

    # --- where a person's hand goes (scenes/hand.py) -------------------------------------------
    def reach(self, action: str) -> Iterator[Click]:
        """The clicks that send `action` now, one at a time (each is made before the next is
        worked out): the decision's button for it, else the thing the game's table draws for it.
        LookupError when nothing on the table sends it."""
        button = self.button_for(action)
        if button is not None:
            yield Click(button.rect.center)
        else:
            yield from self.reach_on_table(action)

    def button_for(self, action: str) -> Any:
        """The enabled decision button that sends `action`, or None."""
        return next((b for b, a in self.dynamic.items() if a == action and b.is_enabled), None)

    def reach_on_table(self, action: str) -> Iterator[Click]:
        """The clicks on the table itself (not its buttons) that send `action`; each game's own."""
        raise LookupError(f"nothing on the table sends {action!r}")
        yield  # a generator, like the games' own

    def visible_point(self, key: tuple) -> tuple[int, int]:
        """A point of the thing drawn as `key` that nothing drawn later covers: where a person
        clicks a card half hidden under its neighbour in a fanned row."""
        rect = next((r for r, k in reversed(self.hits) if k[:len(key)] == key), None)
        if rect is None:
            raise LookupError(f"{key} is not drawn")
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.25, 0.1, 0.75, 0.9):
                point = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
                under = self.hit_at(point)
                if under is not None and under[:len(key)] == key:
                    return point
        raise LookupError(f"{key} is drawn but covered everywhere")

    # --- tables that remember where they drew each thing (`self.hits`) -------------------------
    def hit_at(self, pos) -> tuple | None:
        """The key of the topmost thing drawn at `pos` this frame (`self.hits`: (rect, key) pairs
        in drawing order), or None."""
        for rect, key in reversed(getattr(self, "hits", [])):
            if rect.collidepoint(pos):
                return key
        return None

    def point_and_click(self, event, zoomable) -> None:
        """The mouse over a hit-mapped table: moving sets `hover` (and `zoomed` where
        `zoomable(key)`), a left click hurries the animations or goes to `clicked(key)`."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            under = self.hit_at(event.pos)
            if under != self.hover and self.tooltip is not None:
                self.tooltip.hide()  # the last thing's tip must not lie over the next thing clicked
            self.hover = under
            if self.hover is not None and zoomable(self.hover):
                self.zoomed = self.hover
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self.animator.busy:
                self.animator.skip()
                return
            self.clicked(self.hit_at(event.pos))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.look_closely(self.hit_at(event.pos))

    def look_closely(self, key: tuple | None) -> bool:
        """Right-click: the thing drawn as `key` at full size with all its words, if it has any."""
        inspector = self.inspect(key) if key is not None and not self.passing else None
        if inspector is None:
            return False
        if self.tooltip is not None:
            self.tooltip.hide()
        self.app.stack.push(inspector)
        return True

    def inspect(self, key: tuple) -> Any:
        """The closer look (a widgets.inspect.Inspector) at the thing drawn as `key`, or None."""
        return None

    def clicked(self, key: tuple | None) -> None:
        """A left click on the thing drawn under the mouse (None: on nothing)."""

    def card_of(self, key: tuple) -> str | None:
        """The card shown face up by the thing drawn as `key` (None: no card, or a back)."""
        return None

    def face_up(self, card: str | None) -> str | None:
        """`card` if it is drawn face up on the table this frame, else None: the big preview and
        the tooltip show only what the table itself shows to whoever is looking now."""
        if card is None or not any(self.card_of(key) == card for _, key in getattr(self, "hits", [])):
            return None
        return card

    def _on_button(self, element) -> None:
        if element in self.dynamic:
            self.sound("click")
            self.play(self.dynamic[element])
            return
        key = next((k for k, w in self.widgets.items() if w is element), None)
        if key == "menu":
            self.open_menu()
        elif key == "help":
            self.show_help()
        elif key == "undo":
            self.undo()
        elif key == "page_back":
            self.back_a_page()
        elif key == "hint":
            self.show_hint()
        elif key == "log":
            self.open_log()
        elif key is not None:
            self.on_widget(key)

    def open_menu(self) -> None:
        """The game's menu: back to the game, save a copy, the settings, the guide, or leave."""
        if self.replaying:
            self.open_replay_menu()
            return
        if self.tutoring:
            dialogs.choices(self.manager, _("Menu"), [
                ("back", _("Back to the lesson"), _("Esc does the same"), None),
                ("settings", _("Settings\u2026"), _("Language, animation speed, sound, window, colours"),
                 self.open_settings),
                ("help", _("How to play"), _("The game's guide (F1)"), self.show_help),
                ("leave", _("Leave the tutorial"), _("Back to the main menu; it starts again from the beginning"),
                 self.app.go_home)])
            return
        dialogs.choices(self.manager, _("Menu"), [
            ("back", _("Back to the game"), _("Esc does the same"), None),
            ("save", _("Save a copy\u2026"), _("Keep this moment of the game as a file"), self.save_a_copy),
            ("settings", _("Settings\u2026"), _("Language, animation speed, the computer's pace, sound, window, colours"),
             self.open_settings),
            ("log", _("The whole log"), _("Every line of the game, full height, with filters (L)"), self.open_log),
            ("help", _("How to play"), _("The game's guide (F1)"), self.show_help),
            ("leave", _("Leave the table"), _("Back to the main menu; the game is autosaved and Continue brings you "
                                              "back to this very moment"), self.app.go_home),
        ])

    def open_replay_menu(self) -> None:
        dialogs.choices(self.manager, _("Replay"), [
            ("back", _("Back to the replay"), _("Esc does the same"), None),
            ("export", _("Export the game\u2026"), _("The whole game as a file to share: any Gamenight replays it"),
             self.export_replay),
            ("settings", _("Settings\u2026"), _("Language, sound, window, colours"), self.open_settings),
            ("help", _("How to play"), _("The game's guide (F1)"), self.show_help),
            ("leave", _("Leave the replay"), _("Back where you opened it"), self.leave_replay),
        ])

    def export_replay(self) -> None:
        from . import replay

        replay.export(self.manager, self.session.replay.save_text, self.session.export_name())

    def leave_replay(self) -> None:
        """Back to the screen the replay was opened from (the history), or the main menu."""
        if self.stack is not None and len(self.stack) > 1:
            self.close()
        else:
            self.app.go_home()

    def save_a_copy(self) -> None:
        from .saves import SavesScene

        self.app.stack.push(SavesScene(self.app, table=self))

    def open_settings(self) -> None:
        from .settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def show_help(self) -> None:
        """The game's guide (docs/help/<game>.md), each section its tutorial teaches linked to
        the step where the rule is first tried."""
        open_game_guide(self.manager, self.GAME, games.title(self.GAME), fallback=self.guide_fallback(),
                        lessons=self.lessons(), on_lesson=self.open_lesson)

    def guide_fallback(self):
        """What the guide window shows when the guide's file is missing (None: where it belongs)."""
        return None

    def lessons(self) -> dict[str, int]:
        """The guide's sections the game's tutorial teaches, with the step of each ({} when it
        has none, or when its script cannot be read: the guide still opens)."""
        if not games.has_tutorial(self.GAME):
            return {}
        try:
            return games.engine_api().tutorial(self.GAME).lessons()
        except Exception:  # noqa: BLE001 - the guide must open; the script's fault is in the log
            log.exception("the tutorial of %s could not be read for the guide's links", self.GAME)
            return {}

    def open_lesson(self, step: int) -> None:
        """The tutorial at `step` (from the guide's link): over this game, which waits below it -
        or in place of this lesson."""
        from .tutorial import open_tutorial

        if not self.tutoring:
            open_tutorial(self.app, self.GAME, at=step)
            return
        dialogs.confirm(self.manager, _("Go there in the lesson?"),
                        _("The lesson starts again where this rule is taught: the steps before it are played at once."),
                        on_confirm=lambda: open_tutorial(self.app, self.GAME, at=step, replace=True),
                        action=_("Go there"), cancel=_("Stay here"))

    def back_a_page(self) -> None:
        """The lesson's Back (Backspace): the narrator's page before this one, and the game as it
        was there - the lesson opened anew at that page's step, in this table's place (the
        script is replayed to it at once, the way the guide's links open a lesson), so
        whatever was shown since is simply gone and nothing is played backwards."""
        from .tutorial import open_tutorial

        step = self.session.page_before() if self.tutoring else None
        if step is not None:
            self.sound("click")
            open_tutorial(self.app, self.GAME, at=step, replace=True, calm=True)

    def on_widget(self, key: str) -> None:
        """One of the game's own widgets (in `self.widgets`) was pressed."""

    def _key(self, event) -> None:
        k = event.key
        if k == pygame.K_SPACE:
            if self.waiting_for_next() and self.read_a_moment():
                self.release()
            self.animator.skip()
        elif k == pygame.K_ESCAPE:
            self.escape()
        elif k == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif k == pygame.K_h:
            self.show_hint()
        elif k == pygame.K_F1:
            self.show_help()
        elif k == pygame.K_l and not self.tutoring:
            self.open_log()
        elif self.tutoring and (k == pygame.K_BACKSPACE or (k == pygame.K_LEFT and not self.ARROWS_PAN)):
            self.back_a_page()
        else:
            self.on_key(event)

    def escape(self) -> None:
        """Esc: put away a half-made choice."""
        if self.mode:
            self._command("cancel")

    def on_key(self, event) -> None:
        """The game's own keys."""

    # --- per frame -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.corner is not None:
            self._hear_the_table()
        if self.ANIMATE_UNDER_COVER or self.is_top:
            self.animate(dt)
        if not self.animator.busy:
            self.moments.idle()  # what the move came to, once it has played
        self.moments.update(dt)
        if self._computer_shown is not None and not (self.moments.holding or self.held):
            self._computer_shown += dt  # (the time a person reads a result is not time waited)
        if not self.is_top:
            return
        if self.replay_bar is not None:
            self.replay_bar.update(dt)
        if self.tutoring:
            self.follow_the_lesson()
            if self.narrator is not None:
                self.narrator.age += dt
        if self._tips_held:
            for button in [*self.dynamic, *self.widgets.values()]:
                button.hover_time = 0.0  # (pygame-gui shows a tip once hover_time passes its delay)
        self.poll_computer()
        if self._hint_asked:
            self._take_hint()
        if self.tooltip is not None:
            covered = self.animator.busy or dialogs.modal_open(self.manager) or self.log_pane is not None
            # (no tip through a dialog; none from the table over the log pane's filters)
            self.tooltip.update(dt, self.mouse, None if covered else self._tooltip_text())

    def animate(self, dt: float) -> None:
        """Move the animations on by `dt` seconds (the animator, effects, dice)."""
        self.animator.update(dt)

    def _tooltip_text(self) -> str | None:
        """What the mouse is over, for the hover tooltip (None: nothing)."""
        return None


TIGHT = 16  # a button's width beyond its label at the least: the theme's borders


def _shortened(b: Button) -> Button:
    """`b` with its short label, if it has one (its tooltip says it whole: a button's tip tells
    what it does at length, or, without one, its whole label)."""
    if not b.short:
        return b
    return dataclasses.replace(b, label=b.short, tip=b.tip or b.label)


def _row_widths(texts: list[int], lengths: list[int], room: int) -> list[int]:
    """Widths for a row of buttons whose labels are `texts` px wide, in `room` px: each with its
    full margins if they fit; else the margins shrink, each keeping its label whole (a squeeze in
    proportion cut "Inner Peace +4" in Creature Adventures' battle row at 1024x640); only a row
    too long even then is squeezed in proportion."""
    full = [max(104 if n > 2 else 56, t + 40) for t, n in zip(texts, lengths, strict=True)]
    if sum(full) <= room:
        return full
    tight = [t + TIGHT for t in texts]
    if sum(tight) > room:
        return [max(48, w * room // sum(tight)) for w in tight]
    spare, wished = room - sum(tight), [f - t for f, t in zip(full, tight, strict=True)]
    return [t + w * spare // max(1, sum(wished)) for t, w in zip(tight, wished, strict=True)]


"""The replay's controls: a strip along the foot of the table being replayed.

From the left: back to the start, the previous turn, one action back, Play/Pause, one action
on, the next turn, to the end; then the timeline, and whose eyes the table shows and the speed.
The timeline is the whole game left to right: a tick where each turn begins, a gold dot where
dice were rolled, a red diamond where a battle began (the engine's Replay.marks), the part
already seen filled; click or drag along it to go anywhere. Keys: Left/Right one action,
Page Up/Page Down a turn, Home/End, Space Play/Pause.

The bar moves the session (scenes/replay.py) and asks the table to re-lay itself after a jump
(TableScene.jump_to); stepping on is left to the table's computer-move loop, so each action is
animated and logged as the game showed it.
"""
from __future__ import annotations

import bisect
import dataclasses
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UIImage

from ..i18n import N_, _
from ..replay import SPEEDS
from . import art
from .seats import Names

HEIGHT = 52
BUTTON_W, BUTTON_H, GAP = 44, 38, 6
TRACK_INK = (150, 128, 96)  # the timeline is drawn on the bar's parchment
SEEN = (176, 128, 52)
TURN = (75, 60, 45)
ROLL = (206, 150, 30)
BATTLE = (190, 48, 40)
TEXT = (46, 33, 24)

CONTROLS = [  # key, caption, tooltip (looked up in the catalogs as they are shown)
    ("start", "|\u00ab", N_("Back to the start (Home)")),
    ("turn_back", "\u00ab", N_("Back to the start of this turn, or the one before (Page Up)")),
    ("back", "\u2039", N_("One action back (Left arrow)")),
    ("play", N_("Play"), N_("Play the game on at the chosen speed (Space)")),
    ("on", "\u203a", N_("One action on (Right arrow)")),
    ("turn_on", "\u00bb", N_("On to the next turn (Page Down)")),
    ("end", "\u00bb|", N_("To the end of the game (End)")),
]
PAUSE_TIP = N_("Stop here (Space)")
KEYS = {pygame.K_HOME: "start", pygame.K_PAGEUP: "turn_back", pygame.K_LEFT: "back", pygame.K_SPACE: "play",
        pygame.K_RIGHT: "on", pygame.K_PAGEDOWN: "turn_on", pygame.K_END: "end"}
ONLOOKER = N_("Eyes: an onlooker")  # no hand shows
FACE_UP = N_("Everything face up")  # a finished game: every hand and secret


class ReplayBar:
    """The controls of `table` (a TableScene) replaying `table.session` (a ReplaySession)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.session = table.session
        self.widgets: dict[str, Any] = {}
        self.timeline: UIImage | None = None
        self.track = pygame.Rect(0, 0, 0, 0)  # the timeline's track, in window coordinates
        self.dragging = False
        self.waited = 0.0  # seconds since the last action while playing
        self._drawn: tuple | None = None  # what the timeline last showed

    # --- widgets ----------------------------------------------------------------------------------
    def build(self, manager: pygame_gui.UIManager, container: Any, window: tuple[int, int]) -> None:
        width, height = window
        strip = pygame.Rect(0, height - HEIGHT, width, HEIGHT)
        # an image, not a panel: a panel takes the clicks meant for the timeline
        self.widgets = {"strip": UIImage(strip, _strip(strip.size), manager, container=container)}
        y = strip.y + (HEIGHT - BUTTON_H) // 2
        x = 8
        for key, caption, tip in CONTROLS:
            w = 74 if key == "play" else BUTTON_W
            self.widgets[key] = UIButton(pygame.Rect(x, y, w, BUTTON_H), _(caption) if key == "play" else caption,
                                         manager, container=container, tool_tip_text=_(tip),
                                         object_id="#primary" if key == "play" else None)
            x += w + GAP
        font = manager.get_theme().get_font(["drop_down_menu"])
        longest = max(font.size(option)[0] for option in self.eye_options())
        speed_w, eyes_w = 116, min(280, max(160, longest + 56))  # every option readable when it opens
        right = width - 8
        speeds = [_(speed) for speed in SPEEDS]
        speed_w = max(speed_w, max(font.size(option)[0] for option in speeds) + 48)
        self.widgets["speed"] = UIDropDownMenu(speeds, _(self.session.speed), pygame.Rect(right - speed_w, y, speed_w, BUTTON_H),
                                               manager, container=container, object_id="#drop_up")
        right -= speed_w + GAP
        self.widgets["eyes"] = UIDropDownMenu(self.eye_options(), self.eyes_caption(), pygame.Rect(right - eyes_w, y, eyes_w, BUTTON_H),
                                              manager, container=container, object_id="#drop_up")
        right -= eyes_w + GAP
        self.widgets["speed"].set_tooltip(_("How fast the actions play (the animation speed)"))
        self.widgets["eyes"].set_tooltip(_("Whose eyes the table shows: that player's hand, and only what they saw "
                                           "then; once the game is over, everything face up"))
        timeline = pygame.Rect(x + 4, strip.y + 4, max(60, right - x - 8), HEIGHT - 8)
        self.timeline = UIImage(timeline, pygame.Surface(timeline.size, pygame.SRCALPHA), manager, container=container)
        self.track = pygame.Rect(timeline.x + 8, timeline.y + 25, timeline.w - 16, 6)
        self._drawn = None
        self.refresh()

    def eye_options(self) -> list[str]:
        """Each seat's eyes, an onlooker's, and - once the game is over - everything face up."""
        names = Names(self.session)
        seats = [_eyes(names.of(seat)) for seat in range(len(self.session.seats))]
        return seats + [_(ONLOOKER)] + ([_(FACE_UP)] if self.session.can_reveal else [])

    def eyes_caption(self) -> str:
        s = self.session
        if s.revealed:
            return _(FACE_UP)
        return _(ONLOOKER) if s.eyes is None else _eyes(Names(s).of(s.eyes))

    def refresh(self) -> None:
        """Show the position: Play or Pause, which steps are possible, the timeline."""
        s = self.session
        play = self.widgets.get("play")
        if play is None:
            return
        caption = _("Pause") if s.playing else _("Play")
        if play.text != caption:
            play.set_text(caption)
            play.set_tooltip(_(PAUSE_TIP) if s.playing else _(CONTROLS[3][2]))
        for key in ("start", "turn_back", "back"):
            self.widgets[key].enable() if s.position > 0 else self.widgets[key].disable()
        for key in ("on", "turn_on", "end", "play"):
            self.widgets[key].enable() if not s.at_end else self.widgets[key].disable()
        self._draw_timeline()

    def _draw_timeline(self) -> None:
        s, image = self.session, self.timeline
        key = (s.position, len(s.replay), image.rect.size if image else None, _("Turn {turn} of {turns}"))
        if image is None or key == self._drawn:
            return
        self._drawn = key
        surface = pygame.Surface(image.rect.size, pygame.SRCALPHA)
        track = self.track.move(-image.rect.x, -image.rect.y)
        total = max(1, len(s.replay))
        def at(position: int) -> int:
            return track.x + round(track.w * position / total)
        pygame.draw.rect(surface, TRACK_INK, track, border_radius=3)
        pygame.draw.rect(surface, SEEN, (track.x, track.y, at(s.position) - track.x, track.h), border_radius=3)
        def xs(positions: list[int]) -> set[int]:  # each pixel once: a long game's thousands of
            return {at(position) for position in positions}  # marks share a few hundred of them
        for x in xs(s.replay.turn_starts()):
            pygame.draw.line(surface, TURN, (x, track.y - 3), (x, track.bottom + 2))
        for x in xs(s.replay.marks["roll"]):
            pygame.draw.circle(surface, ROLL, (x, track.y - 6), 3)
        y = track.bottom + 5
        for x in xs(s.replay.marks["battle"]):
            pygame.draw.polygon(surface, BATTLE, [(x, y - 4), (x + 4, y), (x, y + 4), (x - 4, y)])
        knob = (at(s.position), track.centery)
        pygame.draw.circle(surface, art.INK, knob, 8)
        pygame.draw.circle(surface, art.GOLD_BRIGHT, knob, 6)
        words = _("Turn {turn} of {turns}").format(turn=s.replay.turn_at(s.position), turns=len(s.replay.turn_starts())) \
            + "  \u00b7  " + _("action {number} of {count}").format(number=s.position, count=len(s.replay))
        surface.blit(art.rendered(words, art.ui_font(13), TEXT), (track.x, -2))
        image.set_image(surface)

    # --- input ----------------------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        """The bar's part of an input event; True when the bar took it."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, w in self.widgets.items() if w is event.ui_element), None)
            if key in dict.fromkeys(k for k, *_ in CONTROLS):
                self.control(key)
                return True
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.widgets.get("speed"):
                self.session.speed = next((speed for speed in SPEEDS if _(speed) == event.text), self.session.speed)
                return True
            if event.ui_element is self.widgets.get("eyes"):
                self.look_through(event.text)
                return True
        elif event.type == pygame.KEYDOWN and event.key in KEYS:
            self.control(KEYS[event.key])
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._on_track(event.pos):
            self.dragging = True
            self.table.jump_to(self._position_at(event.pos[0]))
            return True
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            position = self._position_at(event.pos[0])
            if position != self.session.position:
                self.table.jump_to(position)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        return False

    def _on_track(self, pos: tuple[int, int]) -> bool:
        return self.track.inflate(16, 28).collidepoint(pos)

    def _position_at(self, x: int) -> int:
        share = (x - self.track.x) / max(1, self.track.w)
        return max(0, min(len(self.session.replay), round(share * len(self.session.replay))))

    def control(self, key: str) -> None:
        """One of the controls (a button or its key)."""
        s, table = self.session, self.table
        if key == "play":
            s.playing = not s.playing and not s.at_end
            self.waited = s.gap()  # the first action at once
        elif key == "on":
            s.playing = False
            table.animator.skip()  # the last action shown at once, then the next animated
            s.due = 1
        else:
            s.playing = False
            table.jump_to(self._target(key))
        table.sound("click")
        self.refresh()

    def _target(self, key: str) -> int:
        s = self.session
        starts = s.replay.turn_starts()
        if key == "start":
            return 0
        if key == "end":
            return len(s.replay)
        if key == "back":
            return s.position - 1
        if key == "turn_back":  # the start of this turn - or, at its start, of the one before
            return starts[max(0, bisect.bisect_left(starts, s.position) - 1)]
        later = bisect.bisect_right(starts, s.position)  # turn_on: the first start after here
        return starts[later] if later < len(starts) else len(s.replay)

    def look_through(self, caption: str) -> None:
        """The eyes chosen: the table shows the game as that seat saw it at this point - or,
        face up, everything, from the side of the seat last chosen."""
        s = self.session
        seats = self.eye_options()[:len(s.seats)]
        if caption == _(FACE_UP):
            s.reveal(True)
        else:
            s.reveal(False)
            s.eyes = seats.index(caption) if caption in seats else None
        self.table.jump_to(s.position)

    # --- per frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """While playing: the next action is due a short gap after the last finished."""
        s = self.session
        if s.playing and not self.table.animator.busy and s.due == 0 and not s.at_end:
            self.waited += dt
            if self.waited >= s.gap():
                self.waited = 0.0
                s.due = 1
        self.refresh()

    def at_rest(self) -> bool:
        return not self.session.playing

    def reword(self, decision: Any) -> Any:
        """A decision of the game as the replay tells it: whose move, and what comes next."""
        if decision is None or getattr(decision, "kind", "") == "over":
            return decision
        s = self.session
        mover = s.match.to_move()
        who = Names(s).of(mover) if mover is not None else _("The game")
        upcoming = s.next_words()
        upcoming = self.table.say(upcoming) if upcoming is not None else ""
        title = _("Replay \u00b7 {name} to move").format(name=who) if upcoming else _("Replay \u00b7 the end of the save")
        detail = _("Next: {action}").format(action=upcoming) if upcoming else _("The game was left here.")
        return dataclasses.replace(decision, title=title, detail=detail)


def _eyes(name: str) -> str:
    """"Eyes: Ann": the table shows the game as that seat saw it."""
    return _("Eyes: {name}").format(name=name)


def _strip(size: tuple[int, int]) -> pygame.Surface:
    """The bar's ground: parchment under a gilt line, like the table's panels."""
    surface = art.parchment(size).copy()
    pygame.draw.line(surface, art.WOOD_DARK, (0, 0), (size[0], 0), 3)
    pygame.draw.line(surface, art.GOLD, (0, 3), (size[0], 3), 1)
    return surface

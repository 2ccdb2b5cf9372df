"""An online table's corner: who is at the table, and the chat.

Above the log, a strip names each seat with a dot for its presence - connected, waiting for
its guest, away, reconnecting, or played by the computer - so nobody wonders why the game
stands still. Below the log, a line to type a chat message (Enter sends it). What is said
arrives in the log itself, in the speaker's name, with the game's story: one place to read
what happened and what was said about it. Presence changes are told there too ("Ada is away").

Any session with `presence()`, `chat` and `say()` is online (scenes/online_session.py); a
local table has no corner. The strip is a picture drawn here (like the log's rows) and shown
as a pygame-gui image, so it lies over every table's own drawing without each game making
room for it: the table's log gives up its top and bottom rows instead.
"""
from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.elements import UIImage, UITextEntryLine

from ..i18n import _
from . import art

STRIP = 26  # the presence strip's height, above the log
ENTRY = 34  # the chat line's height, below the log
GAP = 4
CHAT_COLOUR = "#1f4e79"  # chat lines in the log: ink blue, apart from the story's browns

#: Each presence as the strip colours its dot and the log words a change to it.
DOTS = {"connected": (70, 160, 70), "here": (70, 160, 70), "waiting": (214, 160, 50),
        "away": (200, 70, 60), "reconnecting": (214, 160, 50), "computer": (130, 130, 130)}


def is_online(session: Any) -> bool:
    return callable(getattr(session, "presence", None)) and callable(getattr(session, "say", None))


def presence_words(presence: str) -> str:
    """A seat's presence in the player's language, as the strip's tooltip and the log say it."""
    return {"connected": _("connected"), "here": _("at the host's screen"), "waiting": _("not joined yet"),
            "away": _("away"), "reconnecting": _("reconnecting"),
            "computer": _("played by the computer")}.get(presence, presence)


class OnlineCorner:
    """The strip and the chat line around a table's log (see the module)."""

    def __init__(self, manager: Any, log_rect: pygame.Rect, session: Any, name_of: Any,
                 container: Any = None) -> None:
        """`name_of(seat)`: a seat's name as the table says it (a default name in the player's
        language)."""
        self.session, self.name_of = session, name_of
        self.strip_rect = pygame.Rect(log_rect.x, log_rect.y, log_rect.w, STRIP)
        self.log_rect = pygame.Rect(log_rect.x, log_rect.y + STRIP + GAP, log_rect.w,
                                    log_rect.h - STRIP - ENTRY - 2 * GAP)
        entry_rect = pygame.Rect(log_rect.x, self.log_rect.bottom + GAP, log_rect.w, ENTRY)
        self.strip = UIImage(self.strip_rect, pygame.Surface(self.strip_rect.size, pygame.SRCALPHA), manager,
                             container=container)
        self.entry = UITextEntryLine(entry_rect, manager, container=container,
                                     placeholder_text=_("Chat: type, then Enter"))
        self.entry.set_text_length_limit(280)
        self._drawn: list | None = None
        self._chat_told = len(session.chat)  # (lines said before the table opened are in the log already)
        self._presence_told = {s.get("seat"): s.get("presence") for s in session.presence()}
        self.redraw()

    def kill(self) -> None:
        self.strip.kill()
        self.entry.kill()

    @property
    def typing(self) -> bool:
        """Has the chat line the keyboard? (The table's own keys - H, L, Space - wait.)"""
        return self.entry.is_focused

    def send(self) -> None:
        """Enter in the chat line: say it to the table."""
        if self.session.say(self.entry.get_text()):
            self.entry.set_text("")

    def heard(self, seats: list[dict]) -> list[tuple[str, str, bool]]:
        """What the log is to tell since last asked - chat lines, and a seat's comings and
        goings (`seats`: the session's presence now) - each as (words, colour, bold)."""
        lines = []
        for said in self.session.chat[self._chat_told:]:
            who = said.get("name") or _("the host")
            lines.append((_("{name}: {words}").format(name=who, words=said.get("text", "")), CHAT_COLOUR, False))
        self._chat_told = len(self.session.chat)
        for s in seats:
            seat, now = s.get("seat"), s.get("presence")
            was = self._presence_told.get(seat)
            self._presence_told[seat] = now
            if was is not None and now != was and now in ("connected", "away", "computer", "reconnecting"):
                name = self._name(s)
                lines.append((_("{name} is {presence}.").format(name=name, presence=presence_words(now)),
                              CHAT_COLOUR, False))
        return lines

    def redraw(self, seats: list[dict] | None = None) -> None:
        """Draw the strip again when a name or a presence changed (`seats`: the presence)."""
        seats = self.session.presence() if seats is None else seats
        shown = [(s.get("name", ""), s.get("presence", "")) for s in seats]
        if shown == self._drawn:
            return
        self._drawn = shown
        self.strip.set_image(self._picture(seats))
        lines = [f"{self._name(s)}: {presence_words(s.get('presence', ''))}" for s in seats]
        if getattr(self.session, "invitations", None) is not None:
            lines.append("<i>" + _("Click: the codes, for a friend who must join again") + "</i>")
        self.strip.set_tooltip("<br>".join(lines))

    def _name(self, seat: dict) -> str:
        return seat.get("name") or self.name_of(seat.get("seat", 0))

    def _picture(self, seats: list[dict]) -> pygame.Surface:
        w, h = self.strip_rect.size
        picture = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(picture, (*art.PARCHMENT_LIGHT, 235), picture.get_rect(), border_radius=6)
        font = art.ui_font(14, bold=True)
        x, room = 8, w - 8
        each = max(40, (room - 8) // max(1, len(seats)))
        for s in seats:
            colour = DOTS.get(s.get("presence", ""), (130, 130, 130))
            pygame.draw.circle(picture, colour, (x + 6, h // 2), 5)
            name = self._name(s)
            words = name if font.size(name)[0] <= each - 22 else art.ellipsized(name, font, each - 22)
            picture.blit(art.rendered(words, font, art.INK), (x + 16, (h - font.get_height()) // 2))
            x += each
        return picture

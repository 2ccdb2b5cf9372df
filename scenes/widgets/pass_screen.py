"""The pass-and-play cover: "Pass to Alice" over an empty table.

Pushed by a play scene when `session.needs_pass_screen()`; it is opaque, so the table below -
and its widgets - are neither drawn nor clickable, and the next player cannot glimpse the last
player's hand. A click (or Enter/Space) continues: the scene records the hand-over with
`session.handed_to(seat)`, pops itself and calls `on_continue`.

The click that ended the previous player's turn must not also dismiss the cover, so input is
ignored for a moment and a click counts only when both press and release land on the cover.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..i18n import _
from ..stack import Scene
from . import art

ARM_DELAY = 0.35  # seconds before the cover accepts input


class PassScreen(Scene):
    """Hide the table until the named player clicks."""

    transparent = False

    def __init__(
        self,
        app: Any,
        name: str,
        *,
        seat: int | None = None,
        session: Any = None,
        on_continue: Callable[[], Any] | None = None,
        note: str | None = None,
    ) -> None:
        super().__init__()
        self.app = app
        self.name = name
        self.seat = seat
        self.session = session
        self.on_continue = on_continue
        self.note = note
        self._age = 0.0
        self._pressed = False

    @property
    def armed(self) -> bool:
        return self._age >= ARM_DELAY

    def update(self, dt: float) -> None:
        self._age += dt

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.armed:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self.take_the_mouse()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.take_the_mouse()

    def take_the_mouse(self) -> None:
        """The named player is here: lift the cover."""
        if self.session is not None and self.seat is not None:
            self.session.handed_to(self.seat)
        self.app.sound.play("click")
        self.close()
        if self.on_continue is not None:
            self.on_continue()

    def draw_card(self, surface: pygame.Surface, size: tuple[int, int]) -> pygame.Rect:
        """The empty table (bare wood) with a parchment card of at most `size` in the middle;
        returns the card's rect. A game's own cover draws its words on it."""
        width, height = surface.get_size()
        surface.blit(art.wood((width, height)), (0, 0))
        card = pygame.Rect(0, 0, min(size[0], width - 80), min(size[1], height - 80))
        card.center = (width // 2, height // 2)
        surface.blit(art.parchment_panel(card.size, radius=14), (card.x - 6, card.y - 4))
        return card

    def draw(self, surface: pygame.Surface) -> None:
        card = self.draw_card(surface, (560, 300))
        scale = card.height / 300
        # TRANSLATORS: on the pass-and-play cover, over the next player's name in large type.
        art.text(surface, _("Pass the mouse to"), art.serif(round(30 * scale), "italic"), art.INK_SOFT,
                 center=(card.centerx, card.top + round(62 * scale)))
        name_font = art.fitting_serif(self.name, card.width - 60, round(64 * scale), smallest=20)
        art.text(surface, self.name, name_font, art.INK, center=(card.centerx, card.top + round(130 * scale)))
        hint = self.note or (_("Click when you are ready.") if self.armed else "")
        art.text(surface, hint, art.serif(round(24 * scale)), art.INK_SOFT,
                 center=(card.centerx, card.bottom - round(58 * scale)))


class SeatPassScreen(PassScreen):
    """"Alice's turn" in large type, in the seat's colour, with a picture of the game's own
    (a pawn, a creature), so whoever is next recognises their seat across the room. `picture`
    gives that picture at a size in pixels (None: no picture). (It said "Seat 1's turn" over
    "Pass the mouse to Player 1": two words for one person on one card.)"""

    def __init__(self, app: Any, name: str, *, picture: Callable[[int], pygame.Surface | None] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(app, name, **kwargs)
        self.picture = picture

    def draw(self, surface: pygame.Surface) -> None:
        from .seats import ink_of, seat_colour

        card = self.draw_card(surface, (620, 380))
        seat = self.seat if self.seat is not None else 0
        colour = seat_colour(seat)
        pygame.draw.rect(surface, colour, pygame.Rect(card.x + 14, card.y + 14, card.w - 28, 10), border_radius=5)
        scale = card.height / 380
        image = self.picture(round(96 * scale)) if self.picture else None
        if image is not None:
            surface.blit(image, image.get_rect(center=(card.centerx, card.y + round(92 * scale))))
        title = _("{who}'s turn").format(who=self.name)
        art.text(surface, title, art.fitting_serif(title, card.w - 60, round(60 * scale), smallest=24), ink_of(colour),
                 center=(card.centerx, card.y + round(190 * scale)))
        line = _("Pass the mouse to {name}").format(name=self.name)
        art.text(surface, line, art.fitting_serif(line, card.w - 60, round(30 * scale), style="italic", smallest=16),
                 art.INK, center=(card.centerx, card.y + round(250 * scale)))
        hint = self.note if self.armed else ""
        art.text(surface, hint or "", art.serif(round(22 * scale)), art.INK_SOFT,
                 center=(card.centerx, card.bottom - round(50 * scale)))

"""The pass-and-play cover for this game: "Seat 2's turn" in large type, in the seat's colour.

The shared PassScreen hides the table and waits for the named person's click (and records
the hand-over); this one says it the way this table speaks - the seat, its colour and pawn,
the person's name - so that whoever is next recognises their seat across the room.
"""
from __future__ import annotations

import pygame

from ..widgets import art
from ..widgets.pass_screen import PassScreen
from . import pictures
from .seats import ink_of, seat_colour


class SeatPassScreen(PassScreen):
    def draw(self, surface: pygame.Surface) -> None:
        card = self.draw_card(surface, (620, 380))
        seat = self.seat if self.seat is not None else 0
        colour = seat_colour(seat)
        band = pygame.Rect(card.x + 14, card.y + 14, card.w - 28, 10)
        pygame.draw.rect(surface, colour, band, border_radius=5)
        scale = card.height / 380
        pawn = pictures.token(seat, round(96 * scale))
        surface.blit(pawn, pawn.get_rect(center=(card.centerx, card.y + round(92 * scale))))
        title = f"Seat {seat + 1}'s turn"
        art.text(surface, title, art.fitting_serif(title, card.w - 60, round(60 * scale), smallest=24), ink_of(colour),
                 center=(card.centerx, card.y + round(190 * scale)))
        line = f"Pass the mouse to {self.name}"
        art.text(surface, line, art.fitting_serif(line, card.w - 60, round(30 * scale), style="italic", smallest=16),
                 art.INK, center=(card.centerx, card.y + round(250 * scale)))
        hint = self.note if self.armed else ""
        art.text(surface, hint or "", art.serif(round(22 * scale)), art.INK_SOFT,
                 center=(card.centerx, card.bottom - round(50 * scale)))

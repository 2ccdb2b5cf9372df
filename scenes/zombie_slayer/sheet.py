"""The slayer's sheet: the counter in front of the player, drawn on parchment.

Portrait, name and whose turn it is; Life as hearts (and the fanatic townsmen who add dice);
the Luck die showing its value; actions left; experience and creation points; the dieagram's
six faces; the skills as their reminder tokens; the inventory's five slots (dragon dung
fills two); and what lasts until the next turn (Endure Pain, Assault, Dash, potions).
The sheet is painted into one cached surface whenever the game changes, so a frame costs a
blit; hover areas (`tips`) carry the tooltip text, and the dieagram's faces are clickable when
a decision asks for a face (training, an attribute upgrade).
"""
from __future__ import annotations

import math

import pygame

from engine import api

from ..palette import HIGHLIGHT
from ..widgets import art
from ..widgets.dice import draw_face
from ..widgets.tooltip import plain
from . import sprites
from .words import dieagram_of, face_tooltip, item_name, plural, skill_name

INK, SOFT = art.INK, art.INK_SOFT
RED = (176, 36, 30)


def heart(surface, centre, size: float, filled: bool) -> None:
    """A heart from two circles and a triangle (the fonts have no heart glyph)."""
    x, y = centre
    r = size * 0.27
    colour = RED if filled else (196, 178, 150)
    edge = (90, 20, 16) if filled else (140, 120, 96)
    for c in (edge, colour):
        grow = 1.5 if c is edge else 0
        pygame.draw.circle(surface, c, (x - r * 0.95, y - r * 0.35), r + grow)
        pygame.draw.circle(surface, c, (x + r * 0.95, y - r * 0.35), r + grow)
        pygame.draw.polygon(surface, c, [(x - 2 * r - grow, y - r * 0.1), (x + 2 * r + grow, y - r * 0.1),
                                         (x, y + size * 0.45 + grow)])


class SlayerSheet:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 360, 360)
        self.cache: pygame.Surface | None = None
        self.key = None
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.things: list[tuple[pygame.Rect, tuple]] = []  # ("skill", id) / ("item", id): a closer look
        self.face_rects: dict[int, pygame.Rect] = {}
        self.compact = False

    def height_for(self, compact: bool) -> int:
        return 330 if compact else 394  # down to the Items row and a line of notes

    def set_rect(self, rect: pygame.Rect, compact: bool) -> None:
        if pygame.Rect(rect) != self.rect or compact != self.compact:
            self.rect, self.compact = pygame.Rect(rect), compact
            self.cache = None

    def invalidate(self) -> None:
        self.cache = None

    # --- queries -----------------------------------------------------------------------------------
    def tooltip(self, pos) -> str | None:
        for rect, text in self.tips:
            if rect.collidepoint(pos):
                return text
        return None

    def thing_at(self, pos) -> tuple | None:
        """What a right-click on the sheet looks at: a skill, an item, else the whole sheet."""
        if not self.rect.collidepoint(pos):
            return None
        return next((key for rect, key in self.things if rect.collidepoint(pos)), ("sheet",))

    def face_at(self, pos) -> int | None:
        for k, rect in self.face_rects.items():
            if rect.collidepoint(pos):
                return k
        return None

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface, view: dict, phase_text: str, colorblind: bool, decision=None, hover=None) -> None:
        key = (id(view), phase_text, colorblind, self.rect.size, self.compact)
        if self.cache is None or key != self.key:
            self.key = key
            self.cache = self._paint(view, phase_text, colorblind)
        surface.blit(self.cache, self.rect.topleft)
        if decision is not None and decision.faces:
            t = pygame.time.get_ticks() / 1000
            for k, rect in self.face_rects.items():
                if k in decision.faces:
                    glow = 3 + 2 * math.sin(t * 5)
                    colour = HIGHLIGHT if (hover is None or not rect.collidepoint(hover)) else (120, 255, 160)
                    pygame.draw.rect(surface, colour, rect.inflate(glow * 2, glow * 2), width=3, border_radius=9)

    def _paint(self, view: dict, phase_text: str, colorblind: bool) -> pygame.Surface:
        w, h = self.rect.size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(art.parchment_panel((w - 12, h - 14), radius=10), (0, 0))
        self.tips, self.face_rects, self.things = [], {}, []
        s = view["slayer"]
        ox, oy = self.rect.topleft
        pad = 18
        x0, y = pad, 14
        inner = w - 2 * pad
        portrait = 60 if self.compact else 78
        # portrait, name, whose turn
        token = sprites.token(s.get("token") or "slayer_custom", portrait)
        surf.blit(token, (x0, y))
        self._tip(x0, y, portrait, portrait, f"<b>{plain(s['name'])}</b><br>Your slayer. Move him, fight, search.")
        tx = x0 + portrait + 12
        name_font = _fit_font(s["name"], inner - portrait - 12, 24)
        art.text(surf, s["name"], name_font, INK, topleft=(tx, y + 2))
        art.text(surf, phase_text, art.serif(18, "italic"), (120, 40, 20), topleft=(tx, y + 30))
        self._actions(surf, s, tx, y + (52 if not self.compact else 50))
        y += portrait + (10 if not self.compact else 6)
        # life, townsmen, luck
        size = 24
        for i in range(5):
            heart(surf, (x0 + 13 + i * 28, y + 14), size, i < s["life"])
        self._tip(x0, y, 5 * 28, 28, f"<b>Life {s['life']} of 5</b><br>One die in your Hand per Life. At 0 you fall.")
        hx = x0 + 5 * 28 + 6
        if s["townsmen"]:
            img = sprites.token("townsman", 26)
            surf.blit(img, (hx, y + 1))
            art.text(surf, f"x{s['townsmen']}", art.serif(17, "bold"), INK, topleft=(hx + 28, y + 4))
            self._tip(hx, y, 60, 28, f"<b>{plural(s['townsmen'], 'fanatic townsman')}</b><br>+1 die each; a 1 rolled adds "
                      "1, a 6 adds 2. One takes a hit for you. With townsmen you have 1 action a turn.")
        luck_px = 30
        lx = x0 + inner - luck_px - 46
        if s["luck"] > 0:
            draw_face(surf, pygame.Rect(lx, y, luck_px, luck_px), ["empty"] * s["luck"], style="plain")
        else:
            pygame.draw.rect(surf, (150, 130, 105), pygame.Rect(lx, y, luck_px, luck_px), border_radius=6)
        art.text(surf, "Luck", art.serif(17, "bold"), INK, topleft=(lx + luck_px + 6, y + 5))
        self._tip(lx, y, luck_px + 46, luck_px, f"<b>Luck die: {s['luck']}</b><br>Lower it by 1 to reroll any die just "
                  "rolled, or to turn it up or down by 1. It never comes back.")
        y += 34
        # experience
        xp, cp = s["xp"], s["cp"]
        bar = pygame.Rect(x0, y + 6, inner - 120, 10)
        pygame.draw.rect(surf, (200, 184, 150), bar, border_radius=5)
        fill = bar.copy()
        fill.w = round(bar.w * (xp % 10) / 10)
        if fill.w:
            pygame.draw.rect(surf, (200, 150, 60), fill, border_radius=5)
        pygame.draw.rect(surf, (130, 104, 70), bar, width=1, border_radius=5)
        art.text(surf, f"XP {xp}", art.serif(17, "bold"), INK, topleft=(bar.right + 8, y))
        art.text(surf, f"CP {cp}", art.serif(17, "bold"), (30, 100, 40) if cp else SOFT, topleft=(bar.right + 68, y))
        self._tip(x0, y, inner, 22, f"<b>Experience {xp}</b>: 1 per zombie destroyed; every 10 give a creation point "
                  f"({10 - xp % 10} to go).<br><b>Creation points {cp}</b>: spend them with Train (defense 1, melee 2, "
                  "ranged 3, holy 4).")
        y += 28
        # dieagram
        art.text(surf, "Dieagram", art.serif(16, "italic"), SOFT, topleft=(x0, y))
        y += 20
        faces = dieagram_of(view, "slayer")
        gap = 8
        fpx = min(48 if not self.compact else 40, (inner - 5 * gap) // 6)
        for k in range(1, 7):
            r = pygame.Rect(x0 + (k - 1) * (fpx + gap), y, fpx, fpx)
            draw_face(surf, r, faces[k - 1], colorblind=colorblind)
            self.face_rects[k] = r.move(ox, oy)
            extra = " (the skill pip triggers your skills)" if "skill" in faces[k - 1] else ""
            self._tip(r.x, r.y, r.w, r.h, plain(face_tooltip(k, faces[k - 1]) + extra))
        y += fpx + 10
        # skills
        spx = 34 if not self.compact else 30
        art.text(surf, "Skills", art.serif(16, "italic"), SOFT, topleft=(x0, y + spx // 2 - 10))
        sx = x0 + 52
        for skill in s["skills"]:
            surf.blit(sprites.skill_icon(skill, spx), (sx, y))
            sk = api.catalog("zombie_slayer").skills[skill]
            self._tip(sx, y, spx, spx, f"<b>{plain(sk.name)}</b> <i>({plain(sk.when)})</i><br>{plain(sk.text)}"
                      "<br><i>Right-click: a closer look</i>")
            self.things.append((self.tips[-1][0], ("skill", skill)))
            sx += spx + 6
        y += spx + 8
        # inventory
        art.text(surf, "Items", art.serif(16, "italic"), SOFT, topleft=(x0, y + spx // 2 - 10))
        slot = spx + 4
        ix = x0 + 52
        i = 0
        for item in s["items"] + [None] * 5:  # each item in one box as wide as its slots, then the empty ones
            if i >= 5:
                break
            n = api.catalog("zombie_slayer").items[item].slots if item else 1
            r = pygame.Rect(ix + i * (slot + 4), y, slot * n + 4 * (n - 1), slot)
            pygame.draw.rect(surf, (214, 198, 164), r, border_radius=6)
            pygame.draw.rect(surf, (150, 124, 90), r, width=1, border_radius=6)
            i += n
        i = 0
        for item in s["items"]:
            n = api.catalog("zombie_slayer").items[item].slots
            r = pygame.Rect(ix + i * (slot + 4), y, slot * n + 4 * (n - 1), slot)
            img = sprites.item_token(item, slot - 4)
            surf.blit(img, img.get_rect(center=r.center))
            it = api.catalog("zombie_slayer").items[item]
            self._tip(r.x, r.y, r.w, r.h, f"<b>{plain(it.name)}</b> ({plural(it.slots, 'slot')})<br>{plain(it.text)}"
                      "<br><i>Right-click: a closer look</i>")
            self.things.append((self.tips[-1][0], ("item", item)))
            i += n
        art.text(surf, f"{s['slots']}/5", art.serif(15), SOFT, topleft=(ix + 5 * (slot + 4) + 2, y + slot // 2 - 9))
        y += slot + 6
        # what lasts until the next turn
        notes = status_notes(s)
        if notes:
            text = " · ".join(notes)
            for line in art.wrap(text, art.serif(15, "italic"), inner)[: 1 if self.compact else 2]:
                art.text(surf, line, art.serif(15, "italic"), (120, 40, 20), topleft=(x0, y))
                y += 18
        return surf

    def _actions(self, surf, s: dict, x: int, y: int) -> None:
        art.text(surf, "Actions", art.serif(16, "italic"), SOFT, topleft=(x, y))
        ax = x + 58
        total = max(s["actions"], 2 if not s["townsmen"] else 1)
        for i in range(total):
            colour = (200, 150, 60) if i < s["actions"] else (205, 190, 160)
            c = (ax + i * 20 + 8, y + 11)
            pts = [(c[0], c[1] - 8), (c[0] + 7, c[1]), (c[0], c[1] + 8), (c[0] - 7, c[1])]
            pygame.draw.polygon(surf, colour, pts)
            pygame.draw.polygon(surf, (110, 80, 40), pts, 1)
        if s["barrage"]:
            art.text(surf, f"+{s['barrage']} Barrage", art.serif(15, "bold"), (120, 40, 20), topleft=(ax + total * 20 + 6, y + 1))
        self._tip(x, y, 160, 22, f"<b>{plural(s['actions'], 'action')} left</b><br>Move 1 square, attack, use a skill, "
                  "quaff a potion or search: 1 action each.")

    def _tip(self, x: int, y: int, w: int, h: int, text: str) -> None:
        self.tips.append((pygame.Rect(self.rect.x + x, self.rect.y + y, w, h), text))


def status_notes(s: dict) -> list[str]:
    notes = []
    if s["defense_mod"] > 0:
        notes.append(f"defense +{s['defense_mod']} (Endure Pain)")
    elif s["defense_mod"] < 0:
        notes.append(f"defense {s['defense_mod']} (Assault)")
    if s["dash"]:
        notes.append("defense 0 (Dash)")
    if s["accuracy"]:
        notes.append(f"next attack +{s['accuracy']} (potion)")
    if s["guard"]:
        notes.append(f"next defense +{s['guard']} (potion)")
    if s["searched"]:
        notes.append("this card searched")
    return notes


def _fit_font(text: str, width: int, size: int) -> pygame.font.Font:
    while size > 14 and art.serif(size, "bold").size(text)[0] > width:
        size -= 2
    return art.serif(size, "bold")


__all__ = ["SlayerSheet", "status_notes", "heart", "item_name", "skill_name"]

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

from ..i18n import _, language, ngettext
from ..palette import HIGHLIGHT
from ..widgets import art
from ..widgets.dice import draw_face
from ..widgets.tooltip import plain
from . import sprites
from .words import LIMITS, face_tooltip, named, rules, slayer_name

CLOSER = "<br><i>{}</i>"  # a tooltip's last line: right-click for a closer look

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
        key = (id(view), phase_text, colorblind, self.rect.size, self.compact, language())
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
        name = slayer_name(view)
        self._tip(x0, y, portrait, portrait, f"<b>{plain(name)}</b><br>" + plain(_("Your slayer. Move him, fight, search.")))
        tx = x0 + portrait + 12
        art.text(surf, name, _fit_font(name, inner - portrait - 12, 24), INK, topleft=(tx, y + 2))
        art.text(surf, phase_text, art.serif(18, "italic"), (120, 40, 20), topleft=(tx, y + 30))
        self._actions(surf, s, tx, y + (52 if not self.compact else 50))
        y += portrait + (10 if not self.compact else 6)
        # life, townsmen, luck
        size = 24
        most = LIMITS["life"]
        for i in range(most):
            heart(surf, (x0 + 13 + i * 28, y + 14), size, i < s["life"])
        self._tip(x0, y, most * 28, 28, "<b>" + plain(_("Life {life} of {most}").format(life=s["life"], most=most)) +
                  "</b><br>" + plain(_("One die in your Hand per Life. At 0 you fall.")))
        hx = x0 + most * 28 + 6
        if s["townsmen"]:
            img = sprites.token("townsman", 26)
            surf.blit(img, (hx, y + 1))
            art.text(surf, _("x{n}").format(n=s["townsmen"]), art.serif(17, "bold"), INK, topleft=(hx + 28, y + 4))
            townsmen = ngettext("{n} fanatic townsman", "{n} fanatic townsmen", s["townsmen"]).format(n=s["townsmen"])
            self._tip(hx, y, 60, 28, f"<b>{plain(townsmen)}</b><br>" + plain(ngettext(
                "+1 die each; a 1 rolled adds 1, a 6 adds 2. One takes a hit for you. With townsmen you have {n} "
                "action a turn.", "+1 die each; a 1 rolled adds 1, a 6 adds 2. One takes a hit for you. With townsmen "
                "you have {n} actions a turn.",
                LIMITS["townsman_actions"]).format(n=LIMITS["townsman_actions"])))
        luck_px, luck_word = 30, _("Luck")
        word_w = art.serif(17, "bold").size(luck_word)[0] + 6  # the die and its word end at the sheet's edge
        lx = x0 + inner - luck_px - word_w
        if s["luck"] > 0:
            draw_face(surf, pygame.Rect(lx, y, luck_px, luck_px), ["empty"] * s["luck"], style="plain")
        else:
            pygame.draw.rect(surf, (150, 130, 105), pygame.Rect(lx, y, luck_px, luck_px), border_radius=6)
        art.text(surf, luck_word, art.serif(17, "bold"), INK, topleft=(lx + luck_px + 6, y + 5))
        self._tip(lx, y, luck_px + word_w, luck_px, "<b>" + plain(_("Luck die: {luck}").format(luck=s["luck"])) + "</b><br>" +
                  plain(_("Lower it by 1 to reroll any die just rolled, or to turn it up or down by 1. It never comes "
                          "back.")))
        y += 34
        # experience
        xp, cp = s["xp"], s["cp"]
        bar = pygame.Rect(x0, y + 6, inner - 120, 10)
        pygame.draw.rect(surf, (200, 184, 150), bar, border_radius=5)
        fill = bar.copy()
        every = LIMITS["xp_per_cp"]
        fill.w = round(bar.w * (xp % every) / every)
        if fill.w:
            pygame.draw.rect(surf, (200, 150, 60), fill, border_radius=5)
        pygame.draw.rect(surf, (130, 104, 70), bar, width=1, border_radius=5)
        art.text(surf, _("Exp {xp}").format(xp=xp), art.serif(17, "bold"), INK, topleft=(bar.right + 8, y))
        art.text(surf, _("CP {cp}").format(cp=cp), art.serif(17, "bold"), (30, 100, 40) if cp else SOFT,
                 topleft=(bar.right + 68, y))
        costs = _(", ").join(_("{pip} {cost}").format(pip=named("pip", p), cost=c) for p, c in rules.ATTRIBUTE_COST.items())
        self._tip(x0, y, inner, 22, plain(_("Experience {xp}: 1 per zombie destroyed; every {every} give a creation point "
                                            "({left} to go).").format(xp=xp, every=every, left=every - xp % every)) +
                  "<br>" + plain(_("Creation points {cp}: spend them with Train ({costs}).").format(cp=cp, costs=costs)))
        y += 28
        # dieagram
        art.text(surf, _("Dieagram"), art.serif(16, "italic"), SOFT, topleft=(x0, y))
        y += 20
        faces = rules.faces_in_view(view, "slayer")
        gap = 8
        fpx = min(48 if not self.compact else 40, (inner - 5 * gap) // 6)
        for k in range(1, 7):
            r = pygame.Rect(x0 + (k - 1) * (fpx + gap), y, fpx, fpx)
            draw_face(surf, r, faces[k - 1], colorblind=colorblind)
            self.face_rects[k] = r.move(ox, oy)
            said = face_tooltip(k, faces[k - 1])
            if "skill" in faces[k - 1]:
                said = _("{face} (the skill pip triggers your skills)").format(face=said)
            self._tip(r.x, r.y, r.w, r.h, plain(said))
        y += fpx + 10
        # skills
        spx = 34 if not self.compact else 30
        art.text(surf, _("Skills"), art.serif(16, "italic"), SOFT, topleft=(x0, y + spx // 2 - 10))
        sx = x0 + 52
        for skill in s["skills"]:
            surf.blit(sprites.skill_icon(skill, spx), (sx, y))
            self._tip(sx, y, spx, spx, f"<b>{plain(named('skill', skill))}</b> <i>({plain(named('skill', skill, 'when'))})"
                      f"</i><br>{plain(named('skill', skill, 'text'))}" + CLOSER.format(plain(_("Right-click: a closer look"))))
            self.things.append((self.tips[-1][0], ("skill", skill)))
            sx += spx + 6
        y += spx + 8
        # inventory
        art.text(surf, _("Items"), art.serif(16, "italic"), SOFT, topleft=(x0, y + spx // 2 - 10))
        slot = spx + 4
        ix = x0 + 52
        i = 0
        slots = LIMITS["inventory"]
        for item in s["items"] + [None] * slots:  # each item in one box as wide as its slots, then the empty ones
            if i >= slots:
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
            takes = ngettext("{n} slot", "{n} slots", n).format(n=n)
            self._tip(r.x, r.y, r.w, r.h, f"<b>{plain(named('item', item))}</b> ({plain(takes)})<br>"
                      f"{plain(named('item', item, 'text'))}" + CLOSER.format(plain(_("Right-click: a closer look"))))
            self.things.append((self.tips[-1][0], ("item", item)))
            i += n
        art.text(surf, f"{s['slots']}/{slots}", art.serif(15), SOFT, topleft=(ix + slots * (slot + 4) + 2, y + slot // 2 - 9))
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
        art.text(surf, _("Actions"), art.serif(16, "italic"), SOFT, topleft=(x, y))
        ax = x + 58
        total = max(s["actions"], LIMITS["actions"] if not s["townsmen"] else LIMITS["townsman_actions"])
        for i in range(total):
            colour = (200, 150, 60) if i < s["actions"] else (205, 190, 160)
            c = (ax + i * 20 + 8, y + 11)
            pts = [(c[0], c[1] - 8), (c[0] + 7, c[1]), (c[0], c[1] + 8), (c[0] - 7, c[1])]
            pygame.draw.polygon(surf, colour, pts)
            pygame.draw.polygon(surf, (110, 80, 40), pts, 1)
        if s["barrage"]:
            art.text(surf, _("+{n} Barrage").format(n=s["barrage"]), art.serif(15, "bold"), (120, 40, 20),
                     topleft=(ax + total * 20 + 6, y + 1))
        left = ngettext("{n} action left", "{n} actions left", s["actions"]).format(n=s["actions"])
        self._tip(x, y, 160, 22, f"<b>{plain(left)}</b><br>" + plain(_("Move 1 square, attack, use a skill, quaff a potion "
                                                                        "or search: 1 action each.")))

    def _tip(self, x: int, y: int, w: int, h: int, text: str) -> None:
        self.tips.append((pygame.Rect(self.rect.x + x, self.rect.y + y, w, h), text))


def status_notes(s: dict) -> list[str]:
    notes = []
    if s["defense_mod"] > 0:
        notes.append(_("defense +{n} ({skill})").format(n=s["defense_mod"], skill=named("skill", "endure")))
    elif s["defense_mod"] < 0:
        notes.append(_("defense {n} ({skill})").format(n=s["defense_mod"], skill=named("skill", "assault")))
    if s["dash"]:
        notes.append(_("defense 0 ({skill})").format(skill=named("skill", "dash")))
    if s["accuracy"]:
        notes.append(_("next attack +{n} (potion)").format(n=s["accuracy"]))
    if s["guard"]:
        notes.append(_("next defense +{n} (potion)").format(n=s["guard"]))
    if s["searched"]:
        notes.append(_("this card searched"))
    return notes


def _fit_font(text: str, width: int, size: int) -> pygame.font.Font:
    while size > 14 and art.serif(size, "bold").size(text)[0] > width:
        size -= 2
    return art.serif(size, "bold")


__all__ = ["SlayerSheet", "status_notes", "heart"]

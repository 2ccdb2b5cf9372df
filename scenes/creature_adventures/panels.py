"""The player panels down the right: one parchment sheet per seat.

Each says who sits there (name, seat colour and shape), their level and EXP towards the
next, banked points, catches out of the count that wins, the sigils held, artifacts with their levels and
Ascension charges, the conditions on them, and each creature: portrait, name, HP bar, Attack
and Defense with the points on them. The player to move is framed in gold. Every icon and
creature is a hover area with a tooltip, and the creatures of the player getting ready are
click areas. A panel's picture is rendered when what it shows changes, not every frame.
"""
from __future__ import annotations

import pygame

from ..i18n import _, ngettext
from ..widgets import art
from ..widgets.tooltip import plain
from . import pictures, ready
from .bars import hp_bar, hp_text_size, progress_bar, shortened, stat_chip
from .card_face import points_and_ability, sigil_words
from .seats import draw_shape, ink_of, seat_colour, seat_shape, sigil_colour
from .words import LIMITS, about, artifact_levels, name_of, term

GOLD = (226, 180, 70)
#: The faces a panel writes in, made ready as the table is laid out (ready.py): the name, a
#: creature's name and the tags. The level, the counts, EXP, the artifacts' levels and the stat
#: chips are numbers. (A tall window's rows write their names in 16 px and abilities in 12 px
#: italic: those letters are drawn in the table's first frame.)
FACES = ((20, "bold"), (14, "bold"))
NUMBER_FACES = ((17, "bold"), (16, "bold"), (15, "bold"), (13, "bold"), (12, "bold"))
CHIP_BAR = 14  # a creature chip's HP bar's height, at most


def conditions_of(p: dict) -> list[str]:
    out = []
    if p["exhausted"]:
        out.append("exhaustion")
    if p["rally"]:
        out.append("rally_cry")
    if p["vigilant"]:
        out.append("vigilance")
    if p["astral"]:
        out.append("astral_sickness")
    return out


class SeatPanel:
    """One seat's sheet. `draw(...)` renders it into `rect`; `areas` then lists what is under
    the mouse: (rect, kind, value) with kind creature | sigil | artifact | condition | stat | seat."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.areas: list[tuple[pygame.Rect, str, object]] = []
        self._key = None
        self._image: pygame.Surface | None = None
        self.catches_to_win = LIMITS["catches"]

    def invalidate(self) -> None:
        """Render afresh on the next draw (the art or the settings may have changed)."""
        self._key = None

    @staticmethod
    def ready(size: tuple[int, int]) -> None:
        """A panel's parchment at the layout's `size` and the letters of its faces, made as the
        table is laid out (ready.py), not in the table's first frame."""
        art.parchment_panel(size, radius=10)
        ready.letters(serif=FACES, numbers=NUMBER_FACES, sans_numbers=(13, hp_text_size(CHIP_BAR)))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, player: dict, name: str, *, to_move: bool,
             selected: int | None, clickable: set[int], runner: bool, pickable: bool, hover: object,
             catches_to_win: int = LIMITS["catches"]) -> None:
        key = (repr(player), name, tuple(rect), to_move, selected, tuple(sorted(clickable)),  # (repr: 4x json's speed)
               runner, pickable, hover, catches_to_win)
        if key != self._key:
            self._key = key
            self.catches_to_win = catches_to_win  # the game's Creature Master count (15, or the option's)
            self.rect = pygame.Rect(rect)
            self._image = self._render(player, name, to_move, selected, clickable, runner, pickable, hover)
        surface.blit(self._image, (self.rect.x - 6, self.rect.y - 4))

    # --- rendering ---------------------------------------------------------------------------------
    def _render(self, p: dict, name: str, to_move: bool, selected, clickable, runner, pickable, hover) -> pygame.Surface:
        rect = self.rect
        sheet = art.parchment_panel(rect.size, radius=10).copy()
        ox, oy = 6 - rect.x, 4 - rect.y
        self.areas = []
        colour = seat_colour(self.seat)
        stripe = pygame.Rect(rect.x + 6 + ox, rect.y + 6 + oy, 6, rect.h - 12)
        pygame.draw.rect(sheet, colour, stripe, border_radius=3)
        if to_move:
            pygame.draw.rect(sheet, GOLD, pygame.Rect(6, 4, rect.w, rect.h), width=3, border_radius=10)
        if pickable:
            pygame.draw.rect(sheet, (80, 200, 120), pygame.Rect(6, 4, rect.w, rect.h), width=3, border_radius=10)
        compact = rect.h < 190
        x0 = rect.x + 18
        y = rect.y + 8
        y = self._header(sheet, p, name, x0, y, (ox, oy), to_move, runner)
        y = self._stats(sheet, p, x0, y, (ox, oy), compact)
        if p["out"]:
            art.text(sheet, _("Out of the game"), art.serif(18, "italic"), (150, 30, 24), topleft=(x0 + ox, y + oy))
            return sheet
        row_h = (rect.bottom - 8 - y) // 3
        if row_h < 20:  # a small window with four players: the creatures side by side
            width = (rect.right - x0 - 6) // 3
            for slot, c in enumerate(p["creatures"]):
                cell = pygame.Rect(x0 - 4 + slot * width, y, width - 4, rect.bottom - 8 - y)
                self._creature_chip(sheet, slot, c, cell, (ox, oy), selected == slot, slot in clickable, hover)
            return sheet
        row_h = min(66, row_h)
        for slot, c in enumerate(p["creatures"]):
            row = pygame.Rect(x0 - 4, y + slot * row_h, rect.right - x0 - 6, row_h - 2)
            self._creature(sheet, p, slot, c, row, (ox, oy), selected == slot, slot in clickable, hover)
        return sheet

    def _header(self, sheet, p, name, x, y, off, to_move, runner) -> int:
        """The seat's mark and name, its level at the right; "to move" and "in the Colosseum" as
        tags after the name when there is room (the gold frame says "to move" anyway). A name
        never shrinks below 15 px: the level gives up its word first, then the name is cut."""
        ox, oy = off
        h = 24
        draw_shape(sheet, seat_shape(self.seat), (x + 9 + ox, y + h // 2 + oy), 8, seat_colour(self.seat))
        left, right = x + 24, self.rect.right - 12
        level_font = art.serif(17, "bold")
        level = _("Level {n}").format(n=p["level"])
        name_font = art.fitting_serif(name, right - left - 28 - level_font.size(level)[0], 20, smallest=15)
        if name_font.size(name)[0] > right - left - 28 - level_font.size(level)[0]:
            level = str(p["level"])  # the wreath and the number; the tooltip says "Level"
        lrect = art.text(sheet, level, level_font, art.INK, topright=(right + ox, y + 2 + oy))
        sheet.blit(pictures.icon("level", 18), (lrect.x - 20, lrect.y + 1))
        self.areas.append((pygame.Rect(lrect.x - 20 - ox, lrect.y - oy, lrect.w + 20, lrect.h), "stat", "level"))
        room = lrect.x - 26 - ox - left
        label = shortened(name, name_font, room)
        drawn = art.text(sheet, label, name_font, ink_of(seat_colour(self.seat)), topleft=(left + ox, y - 1 + oy))
        self.areas.append((pygame.Rect(x, y, room + 24, h), "seat", self.seat))
        tx = drawn.right + 8
        tags = ([(_("to move"), (120, 80, 10), GOLD)] if to_move else []) + (
            [(_("in the Colosseum"), (250, 240, 220), (150, 30, 24))] if runner else [])
        font = art.serif(14, "bold")
        for tag, ink, fill in tags:
            w = font.size(tag)[0] + 12
            if tx + w > lrect.x - 24:
                break
            pill = pygame.Rect(tx, y + 3 + oy, w, 18)
            pygame.draw.rect(sheet, fill, pill, border_radius=9)
            art.text(sheet, tag, font, ink if fill is not GOLD else (60, 36, 8), center=pill.center)
            tx += w + 6
        return y + h + 2

    def _stats(self, sheet, p, x, y, off, compact) -> int:
        """EXP, points, catches; then sigils, artifacts and conditions (on the same line when compact)."""
        ox, oy = off
        s = 18
        cx = x
        sheet.blit(pictures.icon("exp", s), (cx + ox, y + oy))
        bar = pygame.Rect(cx + s + 3 + ox, y + 5 + oy, 54 if compact else 80, 9)
        progress_bar(sheet, bar, p["exp"], p["exp_needed"])
        need = f"{p['exp']}/{p['exp_needed']}" if p["exp_needed"] else _("max")
        img = art.text(sheet, need, art.ui_font(13), art.INK_SOFT, topleft=(bar.right + 3, y + 1 + oy))
        self.areas.append((pygame.Rect(cx, y, bar.right - ox + img.w + 3 - cx, s), "stat", "exp"))
        cx = bar.right - ox + img.w + 10
        for key, icon_name, value in (("bank", "point", str(p["bank"])), ("catches", "catch", f"{p['catches']}/{self.catches_to_win}")):
            sheet.blit(pictures.icon(icon_name, s), (cx + ox, y + oy))
            num = art.text(sheet, value, art.serif(16, "bold"), art.INK, midleft=(cx + s + 2 + ox, y + s // 2 + oy))
            w = s + 4 + num.w
            self.areas.append((pygame.Rect(cx, y, w, s), "stat", key))
            cx += w + 8
        has_items = p["sigils"] or p["charges"] or any(p["artifacts"].values()) or conditions_of(p)
        if not compact and has_items:
            cx, y = x, y + s + 4
        else:
            cx += 2
        self._items(sheet, p, cx, y, off, s)
        return y + s + 5

    def _items(self, sheet, p, x, y, off, s) -> None:
        ox, oy = off
        right = self.rect.right - 8
        for sigil in p["sigils"]:
            if x + s > right:
                return
            pygame.draw.circle(sheet, sigil_colour(sigil), (x + s // 2 + ox, y + s // 2 + oy), s // 2 + 1)
            sheet.blit(pictures.icon(f"sigil_{sigil}", s), (x + ox, y + oy))
            self.areas.append((pygame.Rect(x, y, s, s), "sigil", sigil))
            x += s + 3
        x += 4 if p["sigils"] else 0
        small = art.serif(12, "bold")
        items = [(a, lvl) for a, lvl in p["artifacts"].items() if lvl] + ([("ascension", p["charges"])] if p["charges"] else [])
        for artifact, level in items:
            if x + s > right:
                return
            sheet.blit(pictures.icon(f"artifact_{artifact}", s), (x + ox, y + oy))
            brect = pygame.Rect((0, 0), small.size(str(level)))
            brect.bottomright = (x + s + 3 + ox, y + s + 2 + oy)
            pygame.draw.circle(sheet, (90, 60, 120), brect.center, max(brect.w, brect.h) // 2 + 1)
            art.text(sheet, str(level), small, (250, 240, 220), center=brect.center)
            self.areas.append((pygame.Rect(x, y, s + 3, s), "artifact", (artifact, level)))
            x += s + 7
        for condition in conditions_of(p):
            if x + s > right:
                return
            sheet.blit(pictures.icon(f"condition_{condition}", s), (x + ox, y + oy))
            self.areas.append((pygame.Rect(x, y, s, s), "condition", condition))
            x += s + 3

    def _creature_chip(self, sheet, slot, c, cell, off, selected, clickable, hover) -> None:
        """A creature in a third of the panel's width: its name across the top (12 px at least,
        shortened if need be), then a small portrait beside its HP bar (the numbers are in its
        tooltip and its closer look)."""
        ox, oy = off
        local = cell.move(ox, oy)
        if selected or clickable:
            pygame.draw.rect(sheet, (250, 214, 110) if selected else (236, 216, 160), local, border_radius=6)
        self.areas.append((cell, "creature", (self.seat, slot)))
        font = art.fitting_serif(name_of(c), local.w - 4, 14, smallest=12)
        art.text(sheet, shortened(name_of(c), font, local.w - 4), font, art.INK if not c["down"] else (120, 100, 90),
                 topleft=(local.x + 2, local.y))
        top = local.y + font.get_height()
        px = max(12, min(local.bottom - top - 1, 30))
        sheet.blit(pictures.creature_portrait(c, px), (local.x + 2, top))
        bar_h = max(8, min(CHIP_BAR, px - 4))
        hp_bar(sheet, pygame.Rect(local.x + px + 5, top + (px - bar_h) // 2, local.right - local.x - px - 7, bar_h),
               c["hp"], c["max_hp"])

    def _creature(self, sheet, p, slot, c, row, off, selected, clickable, hover) -> None:
        ox, oy = off
        local = row.move(ox, oy)
        if selected:
            pygame.draw.rect(sheet, (250, 214, 110), local, border_radius=6)
        elif clickable:
            pygame.draw.rect(sheet, (236, 216, 160), local, border_radius=6)
            if hover == ("creature", (self.seat, slot)):
                pygame.draw.rect(sheet, (214, 176, 104), local, width=2, border_radius=6)
        self.areas.append((row, "creature", (self.seat, slot)))
        px = row.h - 2
        sheet.blit(pictures.creature_portrait(c, px), (local.x + 2, local.y + 1))
        x = local.x + px + 8
        right = local.right - 4
        two_lines = row.h >= 34
        name_w = right - x - (0 if two_lines else 150)
        name = name_of(c)
        font = art.fitting_serif(name, max(40, name_w if two_lines else min(name_w, 140)), 16, smallest=11)
        colour = art.INK if not c["down"] else (120, 100, 90)
        art.text(sheet, name, font, colour, topleft=(x, local.y + (1 if two_lines else (row.h - font.get_height()) // 2)))
        if p["peace_on"] == slot and "wisdom" in p["sigils"]:
            nx = x + font.size(name)[0] + 4
            pygame.draw.circle(sheet, sigil_colour("wisdom"), (nx + 5, local.y + 9), 5)
        chip = max(12, min(16, row.h // 2 - 3))
        if two_lines:
            y2 = local.y + row.h // 2 + 1
            bar = pygame.Rect(x, y2, min(110, right - x - 120), chip)
            sx = bar.right + 8
        else:
            bar = pygame.Rect(right - 150, local.y + (row.h - chip) // 2, 60, chip)
            sx = bar.right + 6
            y2 = bar.y
        hp_bar(sheet, bar, c["hp"], c["max_hp"])
        sx += stat_chip(sheet, (sx, y2), "attack", c["attack"], chip, c["points"][1], c["power"][1]) + 6
        stat_chip(sheet, (sx, y2), "defense", c["defense"], chip, c["points"][2], c["power"][2])
        if two_lines and c.get("ability"):
            art.text(sheet, term("ability", c["ability"]), art.serif(12, "italic"), art.INK_SOFT,
                     topright=(right, local.y + 2))


# --- tooltips --------------------------------------------------------------------------------------------
def tooltip(kind: str, value, player: dict, name: str, action_hint: str = "", catches: int = LIMITS["catches"]) -> str:
    """The words for a hovered icon or creature of a panel."""
    if kind == "creature":
        return creature_tip(player["creatures"][value[1]], player, value[1]) + action_hint
    if kind == "sigil":
        return sigil_words(value)
    if kind == "artifact":
        artifact, level = value
        levels = artifact_levels(artifact)
        if artifact == "ascension":
            held = ngettext("{n} charge", "{n} charges", level).format(n=level)
            return f"<b>{term('artifact', artifact)}</b> - {held}<br>{plain(levels[0])}"
        return _("<b>{artifact}</b>, level {level}").format(artifact=term("artifact", artifact), level=level) + \
            f"<br>{plain(levels[min(level, len(levels)) - 1])}"
    if kind == "condition":
        return f"<b>{term('condition', value)}</b><br>{plain(about('condition', value))}"
    if kind == "stat":
        return _stat_tip(value, player, catches)
    if kind == "seat":
        return _("<b>{player}</b> - seat {n}").format(player=plain(name), n=value + 1) + action_hint
    return ""


def _stat_tip(stat: str, player: dict, catches: int) -> str:
    if stat == "level":
        return _("<b>Level {level}</b> of {top}. Each level banks as many attribute points as its number.").format(
            level=player["level"], top=LIMITS["max_level"])
    if stat == "exp":
        if not player["exp_needed"]:
            return _("<b>EXP</b>: level {top} is the top.").format(top=LIMITS["max_level"])
        return _("<b>EXP</b> {exp} of {needed} for the next level. 1 per creature knocked out in a won battle, "
                 "2 per catch.").format(exp=player["exp"], needed=player["exp_needed"])
    if stat == "bank":
        return ngettext("<b>{n} banked point</b>: spend at the start of a turn on a creature (+{hp} HP, +1 Attack or "
                        "+1 Defense) or on artifacts in the Shop.",
                        "<b>{n} banked points</b>: spend at the start of a turn on a creature (+{hp} HP, +1 Attack or "
                        "+1 Defense) or on artifacts in the Shop.", player["bank"]).format(
            n=player["bank"], hp=LIMITS["hp_per_point"])
    return _("<b>{caught} of {target} catches</b>. Every creature caught counts, kept or released: the catch that "
             "makes {target} wins the game (Collector).").format(caught=player["catches"], target=catches)


def creature_tip(c: dict, player: dict | None = None, slot: int = -1) -> str:
    hp = _("HP {hp}/{top}").format(hp=max(0, c["hp"]), top=c["max_hp"])
    lines = [f"<b>{plain(name_of(c))}</b> - {term('tier', c['tier'])}",
             _("{hp} (knocked out: revive at Home or a Shaman)").format(hp=hp) if c["down"] else hp,
             _("Attack {attack}, Defense {defense}").format(attack=c["attack"], defense=c["defense"])]
    lines += points_and_ability(c)
    if player is not None and player.get("peace_on") == slot and "wisdom" in player.get("sigils", []):
        lines.append(_("<i>Inner Peace</i> heals this creature."))
    return "<br>".join(lines)

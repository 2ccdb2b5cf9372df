"""The dice tray on the table: every roll tumbles here, and the player picks and lucks dice here.

`RollTray` wraps the shared `DiceTray` (felt, tumble, settle) with what Zombie Slayer needs:
a caption that says who rolls for what, a label under each die with what its face counts
for ("4 melee"), and a wooden ledge under the tray with the Luck die and, when Luck may be
spent, three small chips under each die: reroll, +1, -1. The tray stays up while a roll
waits for the player and for a moment after a roll that resolved by itself, then slides away.
"""
from __future__ import annotations

import math

import pygame

from ..i18n import N_, _
from ..palette import HIGHLIGHT
from ..widgets import art
from ..widgets.dice import DiceTray, draw_face
from .words import cap, die_meanings, named, rules, say, the, token_name

LEDGE = 40
CHIP = 22
HOLD = 0.9  # seconds a settled roll stays up when nobody has to choose


#: The tray's caption for a roll that is not a piece's: by what it is for.
CAPTIONS = {"spawn": N_("Spawn dice - one per new card"), "summon": N_("The Temple's dice: who rises"),
            "search": N_("Searching {tile}"), "treasure": N_("Treasure die: the card's row"),
            "ritual": N_("The Necromancer's Ritual of Summoning")}


def caption_for(ev: dict, slayer: str, attack: dict | None = None) -> str:
    """Who rolls for what. A defense says the attack it answers (`attack`: the enemy's roll just
    before it), which the defense roll takes the place of on the tray."""
    owners, purpose = ev["owners"], ev["purpose"]
    owner = owners[0] if owners else "plain"
    if purpose == "defense" and owner == "slayer" and attack is not None:
        hit = short_label(attack["dieagrams"][0][attack["dice"][0] - 1], attack["purpose"], "")
        return _("{slayer} rolls for defense: {token} rolled {hit}").format(
            slayer=(slayer.split() or [""])[0], token=token_name(attack["owners"][0], slayer), hit=hit)
    if purpose in CAPTIONS:
        return _(CAPTIONS[purpose]).format(tile=named("tile", owner[5:]) if owner.startswith("tile:") else "")
    what = say(rules.purpose(purpose))
    if owner == "slayer":
        return _("{slayer} rolls for {purpose}").format(slayer=(slayer.split() or [""])[0], purpose=what)
    return _("{token}: {purpose}").format(token=token_name(owner, slayer), purpose=what)


def short_label(pips: list[str], purpose: str, meaning: str) -> str:
    """A face's meaning made short enough to sit under its die: the main pips of an attack or a
    defense (the green skill pip shows on the die; the tooltip says it), the zombies' colours."""
    if purpose in ("melee", "ranged", "defense"):
        return _("{n} {pip}").format(n=pips.count(purpose), pip=named("pip", purpose))
    if purpose in ("spawn", "summon"):
        colours = [c for c in ("violet", "green", "blue") if c in pips]
        counted = [_("{n} {colour}").format(n=pips.count(c), colour=named("colour", c)) for c in colours]
        return " + ".join(counted + ([cap(named("necromancer", "nec"))] if "necromancer" in pips and purpose == "spawn"
                                     else [])) or meaning
    return meaning


def _an_enemys_attack(ev: dict) -> bool:
    """Is `ev` one enemy's roll of one die to hit the slayer?"""
    owners = ev.get("owners") or []
    return ev["purpose"] in ("melee", "ranged") and len(owners) == 1 and owners[0] not in ("slayer", "plain") \
        and len(ev.get("dieagrams") or []) == 1 and len(ev["dice"]) == 1


class RollTray:
    """The tray and its ledge. The scene sets `rect`, calls update/draw, and asks
    `click(pos, decision)` what a click on a die or a Luck chip means."""

    def __init__(self, colorblind: bool, scale: float) -> None:
        self.tray = DiceTray(pygame.Rect(0, 0, 400, 150), colorblind=colorblind,
                             speed=(1.0 / scale) if scale > 0 else 0.0)
        self.rect = pygame.Rect(0, 0, 400, 150 + LEDGE)
        self.ev: dict | None = None
        self.attack: dict | None = None  # an enemy's attack roll, while the defense against it is on the tray
        self.dice: list[int] = []
        self.grams: list[list[list[str]]] = []
        self.hold = 0.0
        self.shown = 0.0  # 0 hidden .. 1 fully up (slide)
        self.waiting = False  # a decision is open on this roll
        self.luck_value = 0
        self.chips: list[tuple[pygame.Rect, str, str]] = []  # rect, how, action
        self.hover_chip: tuple[pygame.Rect, str, str] | None = None
        self.pointed: int | None = None  # the die under the pointer (or whose Luck coin is)
        self.card: str | None = None  # the treasure card a search found: its die reads its rows
        self.count = 0
        self.scale = scale
        self.leaving = False  # its moment is over: slide away now, whatever else is moving
        self.ribbon_right = 10 ** 6  # the foresight line ends here (the decision's buttons come after)

    # --- settings ---------------------------------------------------------------------------------
    def set_speed(self, scale: float) -> None:
        self.scale = scale
        self.tray.speed = (1.0 / scale) if scale > 0 else 0.0

    def set_colorblind(self, on: bool) -> None:
        self.tray.colorblind = on
        if self.tray.dice_roll:
            self.tray.dice_roll.colorblind = on

    def place(self, board: pygame.Rect) -> None:
        n = max(2, len(self.dice))
        w = min(board.w - 40, max(480, 100 * n + 280))  # room on the ledge for the Luck die
        h = 178  # tall enough for dice whose three Luck coins fit side by side under each
        self.rect = pygame.Rect(0, 0, w, h + LEDGE)
        self.rect.midbottom = (board.centerx, board.bottom - 14)
        self.tray.set_rect(pygame.Rect(self.rect.x, self.rect.y, w, h))

    # --- events --------------------------------------------------------------------------------
    def show_roll(self, ev: dict, slayer: str, board: pygame.Rect) -> None:
        last = self.ev
        self.attack = last if ev["purpose"] == "defense" and last is not None and _an_enemys_attack(last) else None
        self.ev = ev
        self.dice = list(ev["dice"])
        self.grams = ev["dieagrams"]
        self.count += 1
        self.place(board)
        faces = [g[d - 1] for g, d in zip(self.grams, self.dice, strict=False)]
        self.tray.roll(faces, seed=self.count * 7919 + sum(self.dice), caption=caption_for(ev, slayer, self.attack),
                       labels=self._labels())
        self.hold = HOLD * self.scale
        self.shown = 1.0
        self.leaving = False

    def meaning(self, i: int, face: int) -> str:
        """What face `face` of die `i` counts for in this roll."""
        return die_meanings(self.grams[i], self.ev["purpose"], self.card)[face - 1]

    def _labels(self) -> list[str]:
        purpose = self.ev["purpose"] if self.ev else ""
        if purpose == "treasure":  # the card beside the tray marks what the row gives
            return [_("row {n}").format(n=d) for d in self.dice]
        return [short_label(self.grams[i][d - 1], purpose, self.meaning(i, d)) for i, d in enumerate(self.dice[:len(self.grams)])]

    def retell(self, slayer: str) -> None:
        """The roll on the tray in the player's language of the moment (a new one was chosen)."""
        if self.ev is not None:
            self.tray.caption = caption_for(self.ev, slayer, self.attack)
            self.tray.labels = self._labels()

    def luck(self, ev: dict) -> None:
        i = ev["die"]
        if not self.ev or i >= len(self.dice):
            return
        self.dice[i] = ev["after"]
        self.tray.labels = self._labels()
        self.tray.set_faces(i, self.grams[i][ev["after"] - 1])
        self.hold = HOLD * self.scale

    def keep(self, ev: dict) -> None:
        if self.ev and ev["die"] < len(self.dice):
            self.tray.selected = ev["die"]
            self.hold = HOLD * self.scale

    def match(self, waiting: dict | None, view: dict, slayer: str, board: pygame.Rect) -> None:
        """Make sure the tray shows the roll the game waits on (after a load or an undo):
        `waiting` is that roll as the decision tells it (its about), None when no roll waits."""
        if waiting is None:
            self.waiting = False
            return
        self.waiting = True
        if waiting["purpose"] == "treasure":
            self.card = (waiting.get("context") or {}).get("card") or self.card
        if self.ev is None or self.dice != waiting["dice"] or self.ev["owners"] != waiting["owners"]:
            ev = {"owners": waiting["owners"], "purpose": waiting["purpose"],
                  "dice": list(waiting["dice"]), "dieagrams": [rules.faces_in_view(view, o) for o in waiting["owners"]]}
            speed = self.tray.speed
            self.tray.speed = 0.0
            self.show_roll(ev, slayer, board)
            self.tray.speed = speed
        self.tray.selected = None

    # --- per frame -------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.ev is not None and not self.tray.done

    @property
    def visible(self) -> bool:
        return self.ev is not None and self.shown > 0.01

    def update(self, dt: float, animating: bool) -> None:
        self.tray.update(dt)
        if self.waiting or not self.tray.done:
            self.shown = 1.0
            return
        if self.hold > 0 and not self.leaving:
            self.hold -= dt
            return
        if not animating or self.leaving or self.shown < 1.0:
            self.shown = max(0.0, self.shown - dt * 4) if self.scale > 0 else 0.0

    @property
    def moving(self) -> bool:
        """Tumbling, holding a settled roll for a moment, or sliding away."""
        if self.ev is None or not self.visible:
            return False
        return not self.tray.done or (not self.waiting and (self.hold > 0 or self.leaving or self.shown < 1.0))

    def dismiss(self) -> None:
        """The game has moved on to another question: the settled roll slides away at once."""
        if self.visible and not self.waiting and self.tray.done:
            self.leaving = True

    def hide(self) -> None:
        self.shown = 0.0
        self.hold = 0.0

    # --- input -----------------------------------------------------------------------------------
    def die_at(self, pos) -> int | None:
        if not self.visible or not self.tray.done:
            return None
        return self.tray.hit_test(pos)

    def chip_at(self, pos):
        for chip in self.chips:
            if chip[0].collidepoint(pos):
                return chip
        return None

    def hover(self, pos, decision) -> None:
        self.pointed = self.die_at(pos)
        self.tray.hover = self.pointed if decision is not None and decision.keep else None
        self.hover_chip = self.chip_at(pos)
        if self.hover_chip is not None:  # a die's Luck coin points at that die, too
            self.pointed = next((i for i, hows in (decision.luck.items() if decision else ())
                                 if self.hover_chip[2] in hows.values()), self.pointed)

    def pointed_card(self) -> str | None:
        """The town card whose die (spawn, search) is under the pointer, or None."""
        if self.pointed is None or not self.visible or self.ev is None or self.pointed >= len(self.ev["owners"]):
            return None
        owner = self.ev["owners"][self.pointed]
        return owner[5:] if owner.startswith("tile:") else None

    def tooltip(self, pos) -> str | None:
        if self.chip_at(pos) is not None:
            return None  # the line over the tray tells what this coin would do
        i = self.die_at(pos)
        if i is not None and self.ev:
            owner = self.ev["owners"][i]
            who = named("tile", owner[5:]) if owner.startswith("tile:") else \
                _("Your Hand") if owner == "slayer" else cap(the(owner))
            return _("{who}: rolled {face} - {meaning}").format(who=who, face=self.dice[i], meaning=self.meaning(i, self.dice[i]))
        if self._luck_rect().collidepoint(pos):
            return _("The Luck die: {luck}. Lower it by 1 to reroll a die or turn it by 1; it never comes back.").format(
                luck=self.luck_value)
        return None

    # --- drawing --------------------------------------------------------------------------------
    def _luck_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 10, self.rect.bottom - LEDGE + 4, 120, LEDGE - 8)

    def draw(self, surface: pygame.Surface, decision) -> None:
        self.chips = []
        if not self.visible:
            return
        offset = round((1 - self.shown) * (self.rect.h + 30))
        if offset:
            self.rect.y += offset
            self.tray.set_rect(self.tray.rect.move(0, offset))
        ledge = pygame.Rect(self.rect.x + 6, self.rect.bottom - LEDGE - 6, self.rect.w - 12, LEDGE + 6)
        pygame.draw.rect(surface, (54, 34, 20), ledge, border_radius=8)
        pygame.draw.rect(surface, (120, 84, 50), ledge, width=2, border_radius=8)
        self.tray.draw(surface)
        self._draw_luck(surface)
        if decision is not None and decision.luck and self.tray.done and self.waiting:
            self._draw_chips(surface, decision)
        if decision is not None and decision.keep and self.tray.done and self.waiting:
            self._pulse_keepable(surface, decision)
            self._draw_badges(surface, decision)
        if decision is not None and self.tray.done and self.waiting and not offset:
            self._draw_foresight(surface, decision)
        if offset:
            self.rect.y -= offset
            self.tray.set_rect(self.tray.rect.move(0, -offset))

    def _draw_luck(self, surface) -> None:
        box = self._luck_rect()
        size = box.h - 4
        face = pygame.Rect(box.x, box.y + 2, size, size)
        if self.luck_value > 0:
            draw_face(surface, face, ["empty"] * self.luck_value, style="plain")
        else:
            pygame.draw.rect(surface, (90, 70, 50), face, border_radius=6)
        if box.bottom <= surface.get_height():  # not while the tray slides off the window
            word = _("Luck") if self.luck_value else _("no Luck")
            rects = self.tray.dice_roll.die_rects() if self.tray.dice_roll else []
            room = (rects[0].centerx - (3 * (CHIP + 3)) // 2 - 6 if rects else box.right) - face.right - 8
            size = 18
            while size > 12 and art.serif(size, "bold").size(word)[0] > room:  # clear of the first die's Luck coins
                size -= 1
            if art.serif(size, "bold").size(word)[0] <= room:
                art.text(surface, word, art.serif(size, "bold"), (240, 220, 170), topleft=(face.right + 8, box.y + 5))

    def _draw_chips(self, surface, decision) -> None:
        rects = self.tray.dice_roll.die_rects()
        y = self.rect.bottom - LEDGE // 2 - 3
        for i, hows in decision.luck.items():
            if i >= len(rects):
                continue
            cx = rects[i].centerx
            order = [h for h in ("down", "reroll", "up") if h in hows]
            x0 = cx - (len(order) * (CHIP + 3) - 3) / 2
            for k, how in enumerate(order):
                r = pygame.Rect(round(x0 + k * (CHIP + 3)), y - CHIP // 2, CHIP, CHIP)
                chip = (r, how, hows[how])
                self.chips.append(chip)
                hot = self.hover_chip is not None and self.hover_chip[0] == r
                _draw_chip(surface, r, how, hot)

    # --- what a choice will do ------------------------------------------------------------------
    def _draw_badges(self, surface, decision) -> None:
        """Over each die that may be kept, what keeping it does: "67%" to destroy, "unhurt"."""
        font = art.ui_font(15)  # lining figures: the serif's old-style "0" reads as an "o"
        for i, r in enumerate(self.tray.dice_roll.die_rects()):
            seen = decision.previews.get(decision.keep.get(i, ""))
            if seen is None or not seen.badge:
                continue
            text = font.render(seen.badge, True, _good_ink(seen.good))
            box = text.get_rect(midbottom=(r.centerx, r.y - 3)).inflate(10, 0)
            pygame.draw.rect(surface, (24, 16, 10), box, border_radius=box.h // 2)
            surface.blit(text, text.get_rect(center=box.center))

    def foresight(self, decision) -> str:
        """The sentence over the tray: what the die or Luck coin under the pointer will do, else
        what the roll does as it stands."""
        chip = self.hover_chip
        if chip is not None and chip[2] in decision.previews:
            return decision.previews[chip[2]].sentence
        die = self.tray.hover if self.tray.hover is not None else None
        if die is not None and die in decision.keep and decision.keep[die] in decision.previews:
            return decision.previews[decision.keep[die]].sentence
        if decision.accept and decision.accept in decision.previews:
            return decision.previews[decision.accept].sentence
        if decision.legend:
            return decision.legend
        if decision.luck:
            return _("Point at a Luck coin to see what it would change.")
        return ""

    def _draw_foresight(self, surface, decision) -> None:
        text = self.foresight(decision)
        if not text:
            return
        right = min(self.rect.right, self.ribbon_right)
        width = right - self.rect.x - 8
        size, lines = 17, []
        while size >= 13:
            font = art.serif(size, "italic")
            lines = art.wrap(text, font, width - 20)
            if len(lines) <= 2:
                break
            size -= 1
        lines = lines[:2]
        step = font.get_linesize()
        box = pygame.Rect(self.rect.x + 4, 0, width, step * len(lines) + 10)
        box.bottom = self.rect.y - 6
        panel = art.parchment_panel(box.size, radius=8)
        surface.blit(panel, box.topleft)
        for k, line in enumerate(lines):
            art.text(surface, line, font, art.INK, topleft=(box.x + 10, box.y + 5 + k * step))

    def _pulse_keepable(self, surface, decision) -> None:
        t = pygame.time.get_ticks() / 1000
        alpha = int(90 + 60 * math.sin(t * 4))
        for i, r in enumerate(self.tray.dice_roll.die_rects()):
            if i in decision.keep and i != self.tray.hover:
                ring = pygame.Surface((r.w + 12, r.h + 12), pygame.SRCALPHA)
                pygame.draw.rect(ring, (*HIGHLIGHT, alpha), ring.get_rect(), width=3, border_radius=r.w // 4)
                surface.blit(ring, (r.x - 6, r.y - 6))


def _good_ink(good: float | None) -> tuple[int, int, int]:
    """Green when it goes the player's way, amber when it may, a pale red when it cannot."""
    if good is None:
        return (240, 226, 190)
    if good >= 0.5:
        return (150, 228, 140)
    return (244, 200, 110) if good > 0 else (240, 150, 130)


def _draw_chip(surface, r: pygame.Rect, how: str, hot: bool) -> None:
    """A brass coin with a glyph drawn in lines: the fonts have no arrow symbols."""
    base = (236, 200, 110) if hot else (200, 160, 84)
    pygame.draw.circle(surface, (60, 36, 18), r.center, r.w // 2 + 1)
    pygame.draw.circle(surface, base, r.center, r.w // 2 - 1)
    ink = (52, 30, 12)
    cx, cy = r.center
    k = r.w * 0.26
    if how in ("up", "down"):
        pygame.draw.line(surface, ink, (cx - k, cy), (cx + k, cy), 3)
        if how == "up":
            pygame.draw.line(surface, ink, (cx, cy - k), (cx, cy + k), 3)
    else:
        box = pygame.Rect(0, 0, 2 * k + 2, 2 * k + 2)
        box.center = (cx, cy)
        pygame.draw.arc(surface, ink, box, math.radians(60), math.radians(360), 3)
        tip = (cx + k * math.cos(math.radians(60)), cy - k * math.sin(math.radians(60)))
        pygame.draw.polygon(surface, ink, [(tip[0] + 4, tip[1] - 1), (tip[0] - 3, tip[1] - 5), (tip[0] - 1, tip[1] + 4)])

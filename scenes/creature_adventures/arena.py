"""The battle mat: laid over the board while a battle is fought.

Left, the side that started the battle; right, the defender (a wild creature, the Thieves, a
Warlord, a champion or another player). Each half shows who fights there, the creature in
play large (portrait in its tier's frame, name, HP bar, Attack and Defense with Meditate or
Brace boosts and Vigilance, a "dodging" mark, Fortify's shield) and the bench below it. At
the start the player's creatures are laid out to pick from. The side to act is lit. The
middle is for the wheel when a chance is rolled. Strikes lunge, damage flashes red, a
knocked-out creature greys and fades: the animator drives those through `Shown.fx`.
"""
from __future__ import annotations

import pygame

from ..i18n import N_, _
from ..widgets import art
from . import pictures, ready
from .bars import hp_bar, hp_text_size, shortened, stat_chip
from .forecasts import pick_line
from .seats import ink_of, seat_colour, tier_colour
from .table import Shown
from .wheel import CAPTION_H
from .words import LIMITS, about, name_of, term, titled

BUTTON_ROW = 50
FIGHTER_TEXT = 12 + 6 + 26 + 20 + 28 + 28  # under a portrait: frame, gap, name, tier, HP bar, stats
BENCH_H = 74  # the bench and its label


#: The faces the mat writes in, made ready as it is laid out (ready.py): the title (and the
#: wheel's outcome), the sides' headings and the pick's names, the fighter's name (and the wheel's
#: caption), the bench's names and the tags, its italic lines. The stats and the pick's chips are
#: numbers; "VS", "bench" and "choosing..." are the only words of their faces, made whole.
FACES = ((28, "bold"), (20, "bold"), (24, "bold"), (15, "bold"), (15, "italic"))
NUMBER_FACES = ((18, "bold"), (16, "bold"), (12, "bold"))
VS_INK = (120, 80, 40)
FIGHTER_BAR, BENCH_BAR, PICK_BAR = 22, 15, 16  # the HP bars' heights (a bench's at most)
STRIKE_LINE_LEAST = 13  # a pick's Strike line beside the portrait at least this size, else below it
MINI_BAR = 12  # the least HP bar a benched creature's name leaves: the bar still shows its numbers


NPC_LABELS = {"wild": N_("Wild creature"), "thieves": N_("The Thieves"), "warlord": N_("Warlord"),
              "champion": N_("Champion")}


def battle_title(b: dict, names) -> str:
    """"Wild Gale Sparrow", "Vorga Ironhand, Warlord of Power", "Bob attacks Alice"."""
    foe = b["sides"][1]
    if b["kind"] == "wild" and foe["npc"]:
        return _("Wild {creature}").format(creature=name_of(foe["npc"][0]))
    if b["kind"] == "warlord":
        return titled("warlord", b["sigil"])
    if b["kind"] == "champion":
        return titled("champion", b["champion"])
    if foe["seat"] < 0:
        return _("The Thieves")
    first, second = names.of(b["sides"][0]["seat"]), names.of(foe["seat"])
    if b["kind"] == "duel":
        return _("Sudden-death duel: {first} against {second}").format(first=first, second=second)
    return _("{first} attacks {second}").format(first=first, second=second)


class Arena:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.areas: list[tuple[pygame.Rect, str, object]] = []  # (rect, "bench"|"fighter", (side, slot))
        self.buttons_rect = pygame.Rect(0, 0, 0, 0)
        self._shows: str | None = None  # what the mat's picture shows (`_what_it_shows`)
        self._image: pygame.Surface | None = None

    def place(self, board: pygame.Rect) -> None:
        self.rect = board.inflate(-16, -12)
        self.buttons_rect = pygame.Rect(self.rect.x + 16, self.rect.bottom - BUTTON_ROW - 8, self.rect.w - 32, BUTTON_ROW)
        self.ready()
        self.invalidate()

    def ready(self) -> None:
        """Made as the table is laid out, not in the frame the first battle opens: the mat's
        parchment (60-70 ms), the letters of its faces (ready.py) and its few fixed words."""
        self.sheet()
        bars = {hp_text_size(h) for h in (FIGHTER_BAR, BENCH_BAR, PICK_BAR)}
        ready.letters(serif=FACES, numbers=NUMBER_FACES, sans_numbers=tuple(bars))
        for words, face, ink in ((_("VS"), (44, "bold"), VS_INK), (_("bench"), (13, "italic"), art.INK_SOFT),
                                 (_("choosing..."), (20, "italic"), art.INK_SOFT)):
            art.rendered(words, art.serif(*face), ink)

    def invalidate(self) -> None:
        """Compose the mat afresh at its next draw (placed again, or the words' language changed)."""
        self._shows = None

    def sheet(self) -> pygame.Surface:
        """The mat's parchment, at the mat's size (kept by art.parchment_panel)."""
        return art.parchment_panel((self.rect.w - 12, self.rect.h - 14), radius=16)

    @property
    def centre(self) -> tuple[int, int]:
        return (self.rect.centerx, self.rect.y + int(self.rect.h * 0.42))

    def _half_rect(self, side: int) -> pygame.Rect:
        """A side's column (mat coordinates): a little towards the edge, leaving the middle to
        the wheel."""
        width = int(self.rect.w * 0.46)
        x = 4 if side == 0 else self.rect.w - width - 4
        return pygame.Rect(x, 44, width, self.rect.h - 44 - BUTTON_ROW - 14)

    def portrait_point(self, side: int) -> tuple[int, int]:
        """The screen centre of a side's creature portrait (where damage numbers rise)."""
        half = self._half_rect(side)
        return (self.rect.x + half.centerx, self.rect.y + half.y + 34 + self._portrait_px() // 2)

    def caption_point(self, side: int) -> tuple[int, int]:
        """Where a word about a side's creature rises ("knocked out"): the portrait's lower third,
        under the blow's damage number, which is still rising from its centre."""
        x, y = self.portrait_point(side)
        return x, y + self._portrait_px() // 3

    def wheel_spot(self) -> tuple[tuple[int, int], int]:
        """(centre, radius) of the wheel on the mat: as large as fits between the two portraits,
        with its caption band under the sides' headings and its rim above the buttons. Its dark
        disc hides what it stands over (the lower mat, the benches) while it is up."""
        half = self._half_rect(0)
        room = self.rect.w // 2 - (half.centerx + self._portrait_px() // 2 + 6) - 14
        top = self.rect.y + half.y + 28 + 8 + CAPTION_H + 8  # the headings, then the caption band
        bottom = self.rect.y + half.bottom - 6  # over the benches, for the moment of the roll, but not the buttons
        radius = max(56, min(125, room, (bottom - top) // 2))
        return (self.rect.centerx, top + radius), radius

    def draw(self, surface: pygame.Surface, shown: Shown, names, *, viewer: int | None, clickable: set,
             hover: object, alpha: float = 1.0) -> None:
        """The mat as `shown` has it. Its picture is composed when what it shows changes (a blow
        lands, a creature steps in, a strike lunges, the pointer comes onto a creature) and
        blitted whole in the other frames: the wheel spins over a still mat for most of a
        battle, and drawing the mat's forty-odd pieces again in each of those frames was a
        quarter of the frame."""
        if shown.battle is None:
            return
        shows = self._what_it_shows(shown, names, viewer, clickable, hover)
        if shows != self._shows or self._image is None:
            self._image = self._compose(shown, names, viewer, clickable, hover)
            self._shows = shows
        if alpha >= 1:
            surface.blit(self._image, self.rect.topleft)
            return
        self._image.set_alpha(int(255 * alpha))  # fading in or out: the whole mat at once
        surface.blit(self._image, self.rect.topleft)
        self._image.set_alpha(255)

    def _what_it_shows(self, shown: Shown, names, viewer, clickable: set, hover: object) -> str:
        """Everything the mat's picture is drawn from, written out: the battle, both teams,
        the sides' effects of the moment, the names, who looks and what can be clicked. (Written
        out rather than kept as objects: the animator changes the battle in place.)"""
        b = shown.battle
        seats = [s["seat"] for s in b["sides"]]
        return repr((b, shown.team(0), shown.team(1), shown.fx,
                     [(names.of(seat), shown.view["players"][seat]["vigilant"]) for seat in seats if seat >= 0],
                     viewer, sorted(clickable), hover, self.rect))

    def _compose(self, shown: Shown, names, viewer, clickable: set, hover: object) -> pygame.Surface:
        """The mat's picture: its parchment with the battle drawn on it, in the surface the last
        picture was (a new mat-sized surface is memory touched for the first time, 1-3 ms)."""
        b = shown.battle
        self.areas = []
        sheet = self.sheet()
        layer = self._image if self._image is not None and self._image.get_size() == sheet.get_size() \
            else pygame.Surface(sheet.get_size(), pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        layer.blit(sheet, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)  # onto nothing: the sheet exactly
        self._backdrop(layer, b, names)
        half_w = self.rect.w // 2
        for side in (0, 1):
            half = self._half_rect(side)
            self._half(layer, shown, side, half, names, viewer, clickable, hover)
        if b["stage"] not in ("pick",):
            art.text(layer, _("VS"), art.serif(44, "bold"), VS_INK, center=(half_w, int(self.rect.h * 0.42)))
        return layer

    # --- parts ------------------------------------------------------------------------------------
    def _backdrop(self, layer: pygame.Surface, b: dict, names) -> None:
        w = layer.get_width()
        title = battle_title(b, names)
        font = art.fitting_serif(title, w - 200, 28, smallest=16)
        art.text(layer, title, font, art.INK, center=(w // 2, 26))
        if b["rounds"]:
            art.text(layer, _("action {n}").format(n=b["rounds"]), art.serif(15, "italic"), art.INK_SOFT, topleft=(22, 16))
        if b.get("stake"):
            art.text(layer, _("stake: {n}").format(n=b["stake"]), art.serif(15, "italic"), art.INK_SOFT,
                     topright=(w - 24, 16))

    def _half(self, layer, shown: Shown, side: int, half: pygame.Rect, names, viewer, clickable, hover) -> None:
        """One side: who fights there, then the creature in play and its bench (or the pick)."""
        b = shown.battle
        s = b["sides"][side]
        acting = b["mover"] == side and b["stage"] != "over"
        owner = names.of(s["seat"]) if s["seat"] >= 0 else _(NPC_LABELS.get(b["kind"], ""))
        colour = seat_colour(s["seat"]) if s["seat"] >= 0 else (120, 60, 40)
        head = pygame.Rect(half.x + 24, half.y, half.w - 48, 28)
        if acting:
            pygame.draw.rect(layer, (250, 214, 110), head.inflate(8, 4), border_radius=8)
        heading = _("{who}: to act").format(who=owner) if acting else owner
        art.text(layer, heading, art.fitting_serif(_("{who}: to act").format(who=owner), head.w - 10, 20, smallest=12),
                 ink_of(colour), center=head.center)
        fighter = shown.fighter(side)
        body = pygame.Rect(half.x + 20, head.bottom + 6, half.w - 40, half.bottom - head.bottom - 6)
        if fighter is None or (b["stage"] == "pick" and s["seat"] >= 0):
            self._picking(layer, shown, side, body, viewer, clickable, hover)
            return
        self._fighter(layer, shown, side, fighter, body)
        self._bench(layer, shown, side, body, clickable, hover)

    def _portrait_px(self) -> int:
        """As large as the mat allows once the name, HP, stats and the bench have their room
        (small windows get smaller portraits and drop the ability's line, never overlap)."""
        body_h = self.rect.h - 44 - BUTTON_ROW - 14 - 40
        room = body_h - FIGHTER_TEXT - BENCH_H + 4  # the ability's line gives way first (it is in the tier line too)
        return max(56, min(240, room, self.rect.w // 5 + 10))

    def _fighter(self, layer, shown: Shown, side: int, f: dict, body: pygame.Rect) -> None:
        b = shown.battle
        s = b["sides"][side]
        fx = shown.fx[side]
        px = self._portrait_px()
        npc_kind = b["kind"] if s["seat"] < 0 else ""
        lunge = int(fx.lunge * px * 0.35) * (1 if side == 0 else -1)
        frame = pygame.Rect(0, 0, px + 12, px + 12)
        frame.midtop = (body.centerx + lunge, body.y)
        image = pictures.creature_portrait(f, px, npc_kind, grey=f["down"] or fx.fade > 0.5)
        card = pygame.Surface(frame.size, pygame.SRCALPHA)
        pygame.draw.rect(card, tier_colour(f["tier"]), card.get_rect(), border_radius=10)
        pygame.draw.rect(card, (40, 28, 18), card.get_rect(), width=2, border_radius=10)
        card.blit(image, (6, 6))
        if fx.flash > 0:
            red = pygame.Surface(frame.size, pygame.SRCALPHA)
            red.fill((220, 30, 20, int(150 * fx.flash)))
            card.blit(red, (0, 0))
        if fx.fade > 0:
            card.set_alpha(int(255 * (1 - 0.6 * fx.fade)))
        layer.blit(card, frame)
        self.areas.append((frame.move(self.rect.topleft), "fighter", (side, s["active"])))
        if s.get("dodging"):
            self._tag(layer, _("dodging"), (60, 120, 200), (frame.right - 8, frame.y + 8))
        y = frame.bottom + 6
        name = art.fitting_serif(name_of(f), body.w, 24, smallest=14)
        art.text(layer, name_of(f), name, art.INK, center=(body.centerx, y + 12))
        y += 26
        sub = term("tier", f["tier"]) + (f" \u00b7 {term('ability', f['ability'])}" if f.get("ability") else "")
        art.text(layer, sub, art.serif(15, "italic"), art.INK_SOFT, center=(body.centerx, y + 8))
        y += 20
        bar = pygame.Rect(0, 0, min(260, body.w - 20), FIGHTER_BAR)
        bar.midtop = (body.centerx, y)
        hp_bar(layer, bar, f["hp"], f["max_hp"], temp=s.get("temp", 0))
        y += 28
        self._stats(layer, shown, side, f, body.centerx, y, body.bottom - BENCH_H)

    def _stats(self, layer, shown: Shown, side: int, f: dict, cx: int, y: int, bottom: int) -> None:
        """Attack and Defense with boosts; then Vigilance and the ability, as far as room allows."""
        s = shown.battle["sides"][side]
        font = art.serif(18, "bold")
        parts = []
        for attr, icon, boost in (("attack", "attack", s.get("boost_attack", 0)), ("defense", "defense", s.get("boost_defense", 0))):
            value = s.get(attr, f[attr]) if s.get("fighter") and s["fighter"].get("name") == f["name"] else f[attr]
            text = f"{value}" + (f" (+{boost}%)" if boost else "")
            parts.append((icon, text, boost))
        widths = [22 + font.size(t)[0] + 16 for _, t, _ in parts]
        x = cx - sum(widths) // 2
        for (icon, text, boost), w in zip(parts, widths, strict=True):
            layer.blit(pictures.icon(icon, 20), (x, y))
            art.text(layer, text, font, (40, 110, 40) if boost else art.INK, topleft=(x + 22, y - 1))
            x += w
        y += 28
        vigilant = s["seat"] >= 0 and shown.view["players"][s["seat"]]["vigilant"]
        if vigilant and y + 18 <= bottom:
            art.text(layer, _("Vigilance: +{n}% Attack and Defense").format(n=LIMITS["vigilance"]), art.serif(15, "italic"),
                     (40, 110, 40), center=(cx, y))
            y += 20
        if f.get("ability"):
            font = art.serif(15, "italic")
            width = self._half_rect(0).w - 40
            told = _("{ability}: {does}").format(ability=term("ability", f["ability"]), does=about("ability", f["ability"]))
            for line in art.wrap(told, font, width)[:2]:
                if y + 16 > bottom:
                    break
                art.text(layer, line, font, art.INK_SOFT, center=(cx, y))
                y += 18

    def _bench(self, layer, shown: Shown, side: int, body: pygame.Rect, clickable, hover) -> None:
        s = shown.battle["sides"][side]
        team = shown.team(side)
        others = [(slot, c) for slot, c in enumerate(team) if slot != s["active"]]
        if not others:
            return
        size = max(36, min(54, body.h // 8))
        y = body.bottom - size - 8
        gap = 10
        width = min(size + 120, (body.w + 16 - gap * (len(others) - 1)) // len(others))
        total = len(others) * (width + gap) - gap
        x = body.centerx - total // 2
        art.text(layer, _("bench"), art.serif(13, "italic"), art.INK_SOFT, center=(body.centerx, y - 11))
        npc_kind = shown.battle["kind"] if s["seat"] < 0 else ""
        for slot, c in others:
            rect = pygame.Rect(x, y, width, size)
            self._mini(layer, c, rect, (side, slot) in clickable, hover == ("bench", (side, slot)), npc_kind)
            self.areas.append((rect.move(self.rect.topleft), "bench", (side, slot)))
            x += width + gap

    def _mini(self, layer, c: dict, rect: pygame.Rect, clickable: bool, hovered: bool, npc_kind: str) -> None:
        """A benched creature: portrait, its name over its HP bar. A name too long for one line
        takes two where the bench is tall enough ("Bramble Hedge..." at 1024 x 640 read as
        nothing), else it is shortened; the tooltip and a right-click give it whole."""
        if clickable:
            pygame.draw.rect(layer, (250, 214, 110) if hovered else (236, 210, 150), rect.inflate(8, 8), border_radius=8)
        size = rect.h
        layer.blit(pictures.creature_portrait(c, size, npc_kind), rect.topleft)
        room = rect.w - size - 6
        lines, font = _name_lines(name_of(c), room, size - MINI_BAR - 2)
        step = font.get_linesize() - 3
        for row, words in enumerate(lines):
            art.text(layer, words, font, art.INK, topleft=(rect.x + size + 4, rect.y - 1 + row * step))
        bar_h = min(BENCH_BAR, size - font.get_height() - (len(lines) - 1) * step - 2)
        hp_bar(layer, pygame.Rect(rect.x + size + 4, rect.bottom - bar_h, room, bar_h), c["hp"], c["max_hp"],
               text=bar_h >= 12)

    def _picking(self, layer, shown: Shown, side: int, body: pygame.Rect, viewer, clickable, hover) -> None:
        """The opening pick: the picker's creatures to click, or a face-down card for a sealed pick."""
        b = shown.battle
        s = b["sides"][side]
        mine = any(k[0] == side for k in clickable)
        if s["seat"] < 0:
            return
        if not mine and s["picked"] and s["pick"] < 0:
            self._card_back(layer, body, _("A creature is chosen (hidden until both have picked)"))
            return
        if not mine and not s["picked"]:
            art.text(layer, _("choosing..."), art.serif(20, "italic"), art.INK_SOFT, center=(body.centerx, body.y + 80))
            return
        team = shown.team(side)
        row_h = max(48, min(96, (body.h - 10) // max(1, len(team))))
        for slot, c in enumerate(team):
            row = pygame.Rect(body.x, body.y + 6 + slot * row_h, body.w, row_h - 8)
            pickable = (side, slot) in clickable
            self._pick_row(layer, c, row, pickable, hover == ("bench", (side, slot)), s["pick"] == slot,
                           pick_line(b, slot) if pickable else "")
            self.areas.append((row.move(self.rect.topleft), "bench", (side, slot)))

    def _pick_row(self, layer, c: dict, row: pygame.Rect, clickable: bool, hovered: bool, chosen: bool,
                  forecast: str = "") -> None:
        """One creature to pick from: portrait, name, HP, Attack and Defense, ability, and what its
        Strike would do against the foe (`forecast`, when the foe is known and there is room).
        Where that line would not fit beside the portrait (the mat's narrow column at 1024x640
        cut "counter: takes 5" off), the portrait shrinks and the line takes the row's width."""
        if clickable or chosen:
            colour = (250, 214, 110) if hovered or chosen else (236, 216, 160)
            pygame.draw.rect(layer, colour, row, border_radius=8)
        forecast = forecast if row.h >= 72 else ""
        portrait = row.h - 8
        wide = bool(forecast) and art.serif(STRIKE_LINE_LEAST, "italic").size(forecast)[0] > row.right - (
            row.x + portrait + 10) - 8
        if wide:
            portrait -= art.serif(STRIKE_LINE_LEAST, "italic").get_linesize() + 4
        layer.blit(pictures.creature_portrait(c, portrait), (row.x + 4, row.y + 4))
        x = row.x + portrait + 10
        ability = term("ability", c["ability"]) if c.get("ability") and row.h >= 60 else ""
        tag_w = art.serif(14, "italic").size(ability)[0] + 12 if ability else 0
        room = row.right - x - 8 - tag_w
        name = art.fitting_serif(name_of(c), room, 20, smallest=12)
        art.text(layer, shortened(name_of(c), name, room), name, art.INK if not c["down"] else (120, 100, 90),
                 topleft=(x, row.y + 4))
        line = row.y + row.h // 2 + 2
        hp_bar(layer, pygame.Rect(x, line, min(120, row.right - x - 110), PICK_BAR), c["hp"], c["max_hp"])
        sx = x + min(120, row.right - x - 110) + 8
        sx += stat_chip(layer, (sx, line), "attack", c["attack"], 16, c["points"][1], c["power"][1]) + 6
        stat_chip(layer, (sx, line), "defense", c["defense"], 16, c["points"][2], c["power"][2])
        if ability:
            art.text(layer, ability, art.serif(14, "italic"), art.INK_SOFT, topright=(row.right - 8, row.y + 6))
        if forecast:
            left = row.x + 8 if wide else x
            font = art.fitting_serif(forecast, row.right - left - 8, 15, "italic", smallest=12)
            art.text(layer, shortened(forecast, font, row.right - left - 8), font, (40, 90, 40),
                     bottomleft=(left, row.bottom - 3))

    def _card_back(self, layer, body: pygame.Rect, text: str) -> None:
        px = self._portrait_px()
        card = pygame.Rect(0, 0, px * 3 // 4, px)
        card.midtop = (body.centerx, body.y + 10)
        pygame.draw.rect(layer, (90, 60, 40), card, border_radius=10)
        pygame.draw.rect(layer, (214, 176, 104), card.inflate(-12, -12), width=2, border_radius=8)
        art.text(layer, "?", art.serif(px // 2, "bold"), (214, 176, 104), center=card.center)
        for i, line in enumerate(art.wrap(text, art.serif(15, "italic"), body.w - 20)):
            art.text(layer, line, art.serif(15, "italic"), art.INK_SOFT, center=(body.centerx, card.bottom + 16 + 18 * i))

    @staticmethod
    def _tag(layer, text: str, colour, topright) -> None:
        img = art.serif(15, "bold").render(text, True, (250, 244, 230))
        rect = img.get_rect(topright=topright).inflate(12, 4)
        pygame.draw.rect(layer, colour, rect, border_radius=8)
        layer.blit(img, img.get_rect(center=rect.center))

    def at(self, pos) -> tuple[str, object] | None:
        for rect, kind, value in reversed(self.areas):
            if rect.collidepoint(pos):
                return kind, value
        return None


def _name_lines(name: str, room: int, height: int) -> tuple[list[str], pygame.font.Font]:
    """A benched creature's name in `room` pixels across and `height` down: one line, in type
    no smaller than 12; else two lines of whole words, broken where the longer is shortest, in
    the largest type that fits; else one line shortened."""
    font = art.fitting_serif(name, room, 15, smallest=12)
    words = name.split()
    if font.size(name)[0] <= room or len(words) < 2:
        return [name] if font.size(name)[0] <= room else [shortened(name, font, room)], font
    lines = min(([" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words))),
                key=lambda two: max(font.size(line)[0] for line in two))
    longer = max(lines, key=lambda line: font.size(line)[0])
    for largest in range(15, 11, -1):
        two = art.fitting_serif(longer, room, largest, smallest=12)
        if two.size(longer)[0] <= room and two.get_height() + two.get_linesize() - 3 <= height:
            return lines, two
    return [shortened(name, font, room)], font

"""Zvery's pictures made ready before the frame that first shows them.

A picture drawn for the first time - a card at a new size, a parchment plate, a die face, a
font opened at a new size - costs the frame that needs it a few milliseconds, and ten or
twenty when several come at once (the market laid out, a battle opening), which a player sees
as a stutter. So the table prepares them at better moments, as a game preloads its assets:

* when it is laid out (`at_layout`: as it opens, and on a resize), what every game at this
  table draws at this size: the wooden top, the parchment of the panels and plates, the paper
  the cards are cut from, the dice at the tray's and the skill cards' sizes, and the starters
  at every size a card is drawn (which opens the fonts of those sizes, the dearest part of a
  card's first drawing);
* as the game goes on (`Ahead`), the cards the engine has put in play - the rosters, the wild
  creatures and the face-up mutations as they are now - at the sizes they will be drawn
  between battles, in a battle and large, a few in each frame that has time to spare: the
  engine knows them well before the animations bring them onto the table.

Everything is made through the pictures' own caches (cards.py, pictures.py, widgets/art.py,
widgets/dice.py), bounded as they are, and released with the table's pictures.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable

import pygame

from ..widgets import art, card_art
from ..widgets.dice import draw_face
from . import card_plan, cards, skills, stage, words
from .layout import Layout
from .tray import Tray

SCRATCH = pygame.Surface((64, 64), pygame.SRCALPHA)  # dice faces are drawn here only to be cached


def card_sizes(lay: Layout) -> dict[str, set[tuple[int, int]]]:
    """The sizes a creature card is drawn at on this layout, by when: "starters" (while they
    are chosen: the row of starters, a roster's first card), "between" (the rosters and the
    market), "battle" (a side of one or two fighters, face to face or stacked: a wild battle's
    and a small final's) and "zoom" (the card shown large)."""
    found: dict[str, set[tuple[int, int]]] = {}
    for when, starters in (("starters", True), ("between", False)):
        top, market, bottom = lay.between(starters)
        left, _right, whole = stage.market_areas(market)
        found[when] = {stage.roster_card(stage.roster_room(band), 1) for band in (top, bottom)}
        found[when].add(stage.row_card(whole if starters else left))
    found["battle"] = set()
    for teams in ((1, 1), (2, 1), (1, 2), (2, 2)):
        facing = lay.faces_off(teams)
        for side, count in enumerate(teams):
            found["battle"].add(stage.fighter_card(stage.side_room(lay.side_area(side, facing), facing), count,
                                                   facing))
    found["zoom"] = {lay.zoom_card().size}
    return found


def plates(lay: Layout) -> list[tuple[tuple[int, int], int]]:
    """The parchment plates of this layout: (size, corner radius)."""
    bands = [*lay.between(False), *lay.between(True), lay.side_top, lay.side_bottom]
    found = {(stage.plate_rect(band).size, 8) for band in bands}
    found.add((stage.head_rect(lay.side_left).size, 7))
    found |= {(rect.size, 8) for rect in (lay.seat_rect(0), lay.decks, lay.zoom)}
    return sorted(found)


def tile_sizes(lay: Layout) -> set[tuple[int, int]]:
    """The skill cards' sizes: one for each number of skills a page may hold."""
    area = stage.tiles_area(lay.skills)
    return {rect.size for n in range(1, skills.capacity(area) + 1) for rect in skills.layout_tiles(area, n)[:1]}


def dice_sizes(lay: Layout) -> set[int]:
    """The sizes dice are drawn at: in the tray (either arrangement) and on skill cards' slots."""
    found: set[int] = set()
    for rect in (lay.tray_stacked, lay.tray_facing):
        tray = Tray(lambda: 1.0)
        tray.place(rect)
        found |= tray.face_sizes(words.LIMITS["dice"])
    for w, h in tile_sizes(lay):
        found |= {skills.slot_size(pygame.Rect(0, 0, w, h), n) for n in range(1, words.LIMITS["dice"] + 1)}
    return found


FONTS = range(11, 23)  # the sizes of the cards', plates' and panels' words, opened as the table is laid out
LARGE_FONTS = range(23, 35)  # a health die's number, a hit rising from a card: bold, opened ahead
STYLES = ("regular", "bold", "italic")


def at_layout(lay: Layout, starters: Iterable[str]) -> None:
    """What the table's first frame draws, and every game at it (the module's docstring says
    why): the wooden top, the plates, the fonts, the paper and shadows of its card sizes, the
    starters (what else is drawn later is made `Ahead`)."""
    art.wood(lay.size)
    for size, radius in plates(lay):
        art.parchment_panel(size, radius=radius)
    for size in FONTS:
        for style in STYLES:
            art.serif(size, style)
    sizes = card_sizes(lay)
    for size in set().union(*sizes.values()):
        card_art.paper(size)
        art.soft_shadow(size, radius=10, blur=8, alpha=120)
    for size in sizes["starters"]:
        for card in starters:
            creature(card, (), (), size)


def creature(card: str, abilities: tuple[str, ...], mutations: tuple[str, ...], size: tuple[int, int]) -> None:
    """A creature card's body at `size`, laid out and painted (cards.py caches it)."""
    cards.prepare_body(card, abilities, mutations, size)


def in_play(view: dict) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    """The creature cards in play as the engine has them: (card, abilities, mutations), the
    rosters first, then the wild creatures."""
    beasts = [b for p in view["players"] for b in p["roster"]] + list(view["wild"])
    return list(dict.fromkeys((b["card"], tuple(b["abilities"]), tuple(b["mutations"])) for b in beasts))


class Ahead:
    """Pictures to make when a frame has time to spare: each `want`ed once (by its key), made
    by `work` until the frame's time is up, the oldest first. The key says what the picture
    is; making one already made is a cache's hit, so a key made and wanted again costs little."""

    KEPT = 256  # keys remembered as made, and wishes waiting (a table shows a few dozen cards at a handful of sizes)

    def __init__(self) -> None:
        self._queue: dict[Hashable, Callable[[], object]] = {}
        self._made: set[Hashable] = set()

    def want(self, key: Hashable, make: Callable[[], object]) -> None:
        """Make this picture when a frame has time (the stalest wish is dropped when `KEPT` wait:
        on a machine too busy to make them, they do not pile up for the whole game)."""
        if key in self._made or key in self._queue:
            return
        if len(self._queue) >= self.KEPT:
            self._queue.pop(next(iter(self._queue)))
        self._queue[key] = make

    def work(self, until: float) -> None:
        """Make what is wanted until the thread's CPU clock (`time.thread_time`) reads `until`
        (each picture whole: one takes a millisecond or three)."""
        while self._queue and time.thread_time() < until:
            key = next(iter(self._queue))
            self._queue.pop(key)()
            if len(self._made) >= self.KEPT:
                self._made.clear()
            self._made.add(key)

    def forget(self) -> None:
        """The pictures were released (a new language, a new game): make them again when wanted."""
        self._queue.clear()
        self._made.clear()

    def table(self, lay: Layout) -> None:
        """Want what a battle draws at this layout, made long before the first battle: the dice
        at the tray's and the skill cards' sizes, the skill cards' paper, the glow round the
        fighter whose skills are shown, the large numbers."""
        for size in sorted(dice_sizes(lay)):
            for value in range(1, 7):
                self.want(("die", size, value), lambda s=size, v=value: draw_face(
                    SCRATCH, pygame.Rect(0, 0, s, s), ["empty"] * v, style="plain"))
        for size in tile_sizes(lay):
            self.want(("tile", size), lambda s=size: (card_art.paper(s), card_art.veil(s, skills.VEIL),
                                                      art.soft_shadow(s, radius=10, blur=8, alpha=120)))
        for size in card_sizes(lay)["battle"]:
            self.want(("focus", size), lambda s=size: card_art.halo(s, stage.FOCUS))
        for size in LARGE_FONTS:
            self.want(("font", size), lambda s=size: art.serif(s, "bold"))

    def cards_in_play(self, lay: Layout, view: dict) -> None:
        """Want the cards in play at every size they may be drawn at next: the creatures
        (laid out, then painted: two steps, each short) and the face-up mutations."""
        sizes = card_sizes(lay)
        every = sizes["between"] | sizes["battle"] | sizes["zoom"]  # (the starters' sizes are past)
        for card, abilities, mutations in in_play(view):
            for size in sorted(every, key=lambda s: -s[0]):
                self.want(("plan", card, abilities, mutations, size),
                          lambda c=card, a=abilities, m=mutations, s=size: card_plan.plan(c, a, m, s))
                self.want(("body", card, abilities, mutations, size),
                          lambda c=card, a=abilities, m=mutations, s=size: creature(c, a, m, s))
        if view.get("battle") is not None:
            self.battle(lay, view)
        for mutation in view["open_mutations"]:
            for size in sizes["between"] | sizes["zoom"]:
                self.want(("mutation", mutation, size), lambda m=mutation, s=size: cards.prepare_mutation(m, s))

    def battle(self, lay: Layout, view: dict) -> None:
        """Want a battle's fighters drawn once off the table, as the battle will draw them - their
        cards with the health die at their size, and every page of their skill cards - while
        the events before it play."""
        b = view["battle"]
        teams = tuple(sum(1 for f in b["fighters"] if f["side"] == side) for side in (0, 1))
        facing = lay.faces_off(teams)
        for i, f in enumerate(b["fighters"]):
            size = stage.fighter_card(stage.side_room(lay.side_area(f["side"], facing), facing), teams[f["side"]],
                                      facing)
            beast = _beast(view, f)
            face = cards.CardFace.of_fighter(f, beast)
            self.want(("fighter", face.card, face.abilities, face.mutations, face.health, size),
                      lambda fc=face, s=size: cards.draw_card(pygame.Surface(s, pygame.SRCALPHA), pygame.Rect((0, 0), s),
                                                              fc))
            for key, make in skill_cards(lay, i, f):
                self.want(key, make)


def _beast(view: dict, fighter: dict) -> dict | None:
    """The roster (or wild) card behind a fighter (as table.Shown.beast finds it)."""
    cards_ = view["players"][fighter["owner"]]["roster"] if fighter["owner"] >= 0 else view["wild"]
    return cards_[fighter["slot"]] if 0 <= fighter["slot"] < len(cards_) else None


def skill_cards(lay: Layout, index: int, fighter: dict) -> list[tuple[Hashable, Callable[[], object]]]:
    """A fighter's skill cards, each to be drawn once off the table at the size the skills row
    draws it (its words set, the dice on its slots drawn): (key, make) for each."""
    area = stage.tiles_area(lay.skills)
    keys = fighter["skills"]
    found = []
    for page in stage.skill_book(lay.skills, keys):
        for rect, k in zip(skills.layout_tiles(area, len(page)), page, strict=True):
            tile = skills.Tile(pygame.Rect((10, 10), rect.size), index, k, keys[k], words.skill_of(keys[k]),
                               stage.skill_kind(keys[k]), "blocked")
            found.append((("skill", keys[k], rect.size), lambda t=tile: skills.draw_tile(_scratch(t.rect), t)))
    return found


def _scratch(rect: pygame.Rect) -> pygame.Surface:
    """A surface to draw `rect` on (and a margin for its glow), off the table."""
    return pygame.Surface((rect.right + 10, rect.bottom + 10), pygame.SRCALPHA)

"""The closer look: a creature, a place, an artifact or a sigil drawn large, with all its words.

The table draws creatures small (a portrait in a panel, a chip on the bench, a row on an
encounter card) so that the whole game fits the window. A right-click on any of them opens
the shared Inspector (widgets/inspect.py) with a picture drawn here at the size it asks for -
a creature as a card in its tier's colours: its portrait, name, HP, Attack and Defense in
large figures, its ability and its lore - and the words beside it: every number and rule
that applies to it. Places on the board (a Warlord and the creatures they guard, the
Colosseum's champions, a Shaman...) and the artifacts and sigils of the panels and the Shop
open the same way.
"""
from __future__ import annotations

import pygame

from engine import api

from ..i18n import _, ngettext
from ..widgets import art
from ..widgets.tooltip import plain
from . import pictures
from .bars import shortened
from .seats import tier_colour
from .words import GAME, about, artifact_levels, name_of, space_name, term, titled

RATIO = 0.68  # a creature card's width to its height


# --- creatures ------------------------------------------------------------------------------------------
def lore(creature: dict) -> str:
    """A creature's own words from the box: a deck creature's text, or who it serves."""
    if creature.get("card"):
        return about("creature", creature["card"])
    c = api.catalog(GAME)
    for sigil, lord in c.warlords.items():
        if any(f.id == creature.get("id") for f in lord.creatures):
            return _("It fights for {warlord}.").format(warlord=titled("warlord", sigil))
    for champ in c.champions:
        if any(f.id == creature.get("id") for f in champ.creatures):
            return _("A champion's creature: it fights for {champion} in the Colosseum.").format(
                champion=titled("champion", champ.id))
    return ""


def _points(pool: list[int]) -> str:
    """"1 on HP, 2 on Attack"."""
    return _(", ").join(_("{n} on {attribute}").format(n=n, attribute=term("attribute", a))
                        for n, a in zip(pool, ("hp", "attack", "defense"), strict=True) if n)


def creature_words(creature: dict) -> str:
    """Everything about a creature, for the sheet beside its card (the tooltip's markup)."""
    hp = _("HP {hp} of {top}").format(hp=max(0, creature["hp"]), top=creature["max_hp"])
    lines = ["<b>" + _("{tier} creature").format(tier=term("tier", creature["tier"])) + "</b>",
             _("{hp} - knocked out: revive it at your Home or a Shaman").format(hp=hp) if creature.get("down") else hp,
             _("Attack {attack}, Defense {defense}").format(attack=creature["attack"], defense=creature["defense"]),
             *points_and_ability(creature)]
    said = lore(creature)
    if said:
        lines.append(f"<i>{plain(said)}</i>")
    return "<br>".join(lines)


def points_and_ability(creature: dict) -> list[str]:
    """The points on a creature, the Sigil of Power's, and its ability, a line each."""
    points, power = creature.get("points") or [0, 0, 0], creature.get("power") or [0, 0, 0]
    lines = [_("Attribute points: {points}").format(points=_points(points))] if any(points) else []
    if any(power):
        lines.append(_("Sigil of Power points: {points}").format(points=_points(power)))
    if creature.get("ability"):
        lines.append(f"<b>{term('ability', creature['ability'])}</b>: {plain(about('ability', creature['ability']))}")
    return lines


def draw_creature(surface: pygame.Surface, rect: pygame.Rect, creature: dict, npc_kind: str = "") -> None:
    """A creature as a card filling `rect`: frame in its tier's colour, portrait, name and tier,
    HP, Attack and Defense in large figures, and its ability."""
    frame = tier_colour(creature["tier"])
    pygame.draw.rect(surface, frame, rect, border_radius=max(8, rect.w // 18))
    pygame.draw.rect(surface, (40, 28, 18), rect, width=3, border_radius=max(8, rect.w // 18))
    inner = rect.inflate(-rect.w // 12, -rect.w // 12)
    surface.blit(art.parchment(inner.size), inner.topleft)
    pad = max(8, inner.w // 22)
    x, y, w = inner.x + pad, inner.y + pad, inner.w - 2 * pad
    title = art.fitting_serif(name_of(creature), w, max(18, inner.w // 11), smallest=16)
    y = art.text(surface, name_of(creature), title, art.INK, midtop=(inner.centerx, y)).bottom
    sub = term("tier", creature["tier"]) + (f" \u00b7 {term('ability', creature['ability'])}" if creature.get("ability") else "")
    y = art.text(surface, sub, art.serif(max(14, inner.w // 22), "italic"), art.INK_SOFT,
                 midtop=(inner.centerx, y + 2)).bottom + pad // 2
    stats_h = max(40, inner.w // 6)
    ability_h = max(0, inner.bottom - pad - y - w - stats_h - pad)
    px = min(w, inner.bottom - pad - y - stats_h - pad - min(ability_h, inner.h // 6))
    portrait = pictures.creature_portrait(creature, px, npc_kind)
    box = portrait.get_rect(midtop=(inner.centerx, y))
    pygame.draw.rect(surface, (40, 28, 18), box.inflate(6, 6), border_radius=6)
    surface.blit(portrait, box)
    y = box.bottom + pad
    _stats(surface, pygame.Rect(x, y, w, stats_h), creature)
    y += stats_h + pad // 2
    if creature.get("ability") and y < inner.bottom - pad - 16:
        words = _("{ability}: {does}").format(ability=term("ability", creature["ability"]),
                                             does=about("ability", creature["ability"]))
        font = art.serif(max(14, inner.w // 24), "italic")
        for line in art.wrap(words, font, w)[: max(1, (inner.bottom - pad - y) // font.get_linesize())]:
            y = art.text(surface, line, font, art.INK_SOFT, midtop=(inner.centerx, y)).bottom


def _stats(surface: pygame.Surface, area: pygame.Rect, creature: dict) -> None:
    """HP, Attack and Defense side by side, each an icon over a large figure."""
    values = (("hp", f"{max(0, creature['hp'])}/{creature['max_hp']}"), ("attack", str(creature["attack"])),
              ("defense", str(creature["defense"])))
    cell_w = area.w // 3
    icon = max(16, area.h // 2 - 2)
    font = art.serif(max(16, area.h // 2), "bold")
    for i, (name, value) in enumerate(values):
        cell = pygame.Rect(area.x + i * cell_w, area.y, cell_w, area.h)
        pygame.draw.rect(surface, (236, 222, 190), cell.inflate(-6, 0), border_radius=8)
        surface.blit(pictures.icon(name, icon), pictures.icon(name, icon).get_rect(midtop=(cell.centerx, cell.y + 2)))
        art.text(surface, value, font, art.INK, midbottom=(cell.centerx, cell.bottom))


# --- places, artifacts and sigils -------------------------------------------------------------------------
def place_picture(space_id: str) -> str:
    """The place art of a space (spaces/<name>.png)."""
    space = api.catalog("creature_adventures").board.spaces[space_id]
    if space.kind == "warlord":
        return f"warlord_{space.sigil}"
    if space.kind == "home":
        return f"home_{space.seat}"
    return space.kind


def place_words(space_id: str, holder: str = "") -> str:
    """A place with everything that is there: its rule and, for a Warlord, the creatures they
    guard their sigil with; for the Colosseum, its three champions."""
    space = api.catalog(GAME).board.spaces[space_id]
    lines = [f"<b>{term('place', space.kind)}</b>", plain(about("place", space.kind))]
    if space.kind == "warlord":
        lord = api.catalog(GAME).warlords[space.sigil]
        lines.append(_("<b>{warlord}</b> holds the {sigil}: {does}").format(
            warlord=plain(titled("warlord", space.sigil)), sigil=term("sigil", space.sigil),
            does=plain(about("sigil", space.sigil))))
        if holder:
            lines.append("<i>" + _("The sigil is held by {player} now.").format(player=plain(holder)) + "</i>")
        lines += [npc_line(c) for c in lord.creatures]
    elif space.kind == "colosseum":
        for i, champ in enumerate(api.catalog(GAME).champions):
            team = _("; ").join(npc_line(c) for c in champ.creatures)
            lines.append(_("<b>{n}. {champion}</b>: {team}").format(n=i + 1, champion=plain(titled("champion", champ.id)),
                                                                     team=team))
    return "<br>".join(lines)


def npc_line(c) -> str:
    """An opponent's creature (a content entry): "Siegetusk Mammoth: 16 HP, Attack 8, Defense 3, Berserk"."""
    return _("{creature}: {stats}").format(creature=term("creature", c.id), stats=npc_stats(c))


def npc_stats(c) -> str:
    line = _("{hp} HP, Attack {attack}, Defense {defense}").format(hp=c.hp, attack=c.attack, defense=c.defense)
    return _("{stats}, {ability}").format(stats=line, ability=term("ability", c.ability)) if c.ability else line


def draw_place(surface: pygame.Surface, rect: pygame.Rect, space_id: str) -> None:
    """A place as a square plate: its art, its name under it."""
    _plate(surface, rect, pictures.place(place_picture(space_id), min(rect.w, rect.h) * 3 // 4), space_name(space_id))


def artifact_words(artifact: str, level: int) -> str:
    levels = artifact_levels(artifact)
    if artifact == "ascension":
        held = ngettext("{n} charge", "{n} charges", level).format(n=level)
        return f"<b>{held}</b><br>{plain(levels[0])}"
    lines = ["<b>" + (_("Level {level} of {top}").format(level=level, top=len(levels)) if level else _("Not owned")) + "</b>"]
    for i, does in enumerate(levels):
        told = _("Level {n}: (held) {does}") if i < level else _("Level {n}: {does}")
        lines.append(told.format(n=i + 1, does=plain(does)))
    return "<br>".join(lines)


def draw_icon(surface: pygame.Surface, rect: pygame.Rect, name: str, caption: str) -> None:
    """An artifact's or a sigil's icon, large, on a plate with its name."""
    _plate(surface, rect, pictures.icon(name, min(rect.w, rect.h) * 2 // 3), caption)


def sigil_words(sigil: str) -> str:
    return f"<b>{term('sigil', sigil)}</b><br>{plain(about('sigil', sigil))}"


def artifact_name(artifact: str) -> str:
    return term("artifact", artifact)


def _plate(surface: pygame.Surface, rect: pygame.Rect, picture: pygame.Surface, caption: str) -> None:
    side = min(rect.w, rect.h)
    plate = pygame.Rect(0, 0, side, side)
    plate.center = rect.center
    pygame.draw.rect(surface, (120, 86, 48), plate, border_radius=side // 12)
    inner = plate.inflate(-side // 14, -side // 14)
    surface.blit(art.parchment(inner.size), inner.topleft)
    surface.blit(picture, picture.get_rect(midtop=(inner.centerx, inner.y + side // 16)))
    font = art.fitting_serif(caption, inner.w - 20, max(18, side // 12), smallest=16)
    art.text(surface, shortened(caption, font, inner.w - 20), font, art.INK, midbottom=(inner.centerx, inner.bottom - side // 20))

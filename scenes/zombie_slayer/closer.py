"""A closer look at anything on Zombie Slayer's table: right-click it.

The town is drawn small so the streets fit the window; a player who wants to read a card or a
counter right-clicks it and the shared Inspector (widgets/inspect.py) shows it large with all
its words: a town card with what each face of its dieagram spawns and where a search leads; a
zombie, the Necromancer, a follower or the slayer as a counter with its six faces; an item or a
skill with its text; the treasure card held up after a search; the slayer's whole sheet.

Right-click is this table's "more about this" everywhere. On an enemy it can attack, right-click
already opens the menu of skill attacks; that menu ends with "Look closely", so an enemy is
looked at the same way as everything else and nothing the player knew moves.

Each picture is the table's own drawing (the town card cache, the tokens, the dieagram faces,
the treasure card, the sheet), so what is read is what is played.
"""
from __future__ import annotations

from typing import Any

import pygame

from engine import api

from ..i18n import N_, _, ngettext
from ..widgets import art
from ..widgets.dice import draw_face
from ..widgets.inspect import Inspector, drawn
from ..widgets.tooltip import plain
from . import sprites
from .treasure import treasure_card
from .words import (
    LIMITS,
    colour_of,
    face_tooltip,
    is_zombie,
    named,
    pips_text,
    result_words,
    rules,
    say,
    skill_tip,
    slayer_name,
    token_name,
)

KIND_WORDS = {"centre": N_("The market place, where the slayer starts. Zombies never rise here, and it cannot be "
                           "searched."),
              "temple": N_("The Necromancer's lair: he appears on its altar. It cannot be searched."),
              "town": N_("A town card. Zombies rise on it when it joins the town; it can be searched once each "
                         "time you enter it, if no zombie is on it.")}


def town_card(app: Any, view: dict, at: tuple[int, int], cards: sprites.CardCache, colorblind: bool) -> Inspector | None:
    placed = next((t for t in view["tiles"] if tuple(t["at"]) == tuple(at)), None)
    if placed is None:
        return None
    tile = api.catalog("zombie_slayer").tiles[placed["tile"]]
    faces = tuple(tuple(tile.pips(k)) for k in range(1, 7))

    def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        side = min(rect.w, rect.h)
        image = cards.card(tile.id, placed["rot"], side, colorblind, faces, tile.kind)
        surface.blit(image, image.get_rect(center=rect.center))

    lines = [plain(_(KIND_WORDS[tile.kind]))]
    if tile.kind != "centre":
        side = say(rules.SIDE_WORDS[placed["border"]]) if placed["border"] in rules.SIDE_WORDS else placed["border"]
        lines.append("<i>" + plain(_("Its dieagram is on the green border, now to the {side}:").format(side=side)) + "</i>")
        for k in range(1, 7):
            lines.append(plain(_face_words(tile, k)))
    lines.append(plain(_("Explored.") if placed.get("visited") else
                       _("Not entered yet: stepping on it draws new cards around it.")))
    return Inspector(app, named("tile", tile.id), lambda size: drawn(size, picture), "<br>".join(lines), ratio=1.0)


def _face_words(tile, k: int) -> str:
    rise = pips_text(tile.encounter(k), _("nothing rises"))
    found = tile.treasure(k)
    if found:
        return _("{face}: {rise}; a search finds the {card} card.").format(face=k, rise=rise, card=named("card", found))
    return _("{face}: {rise}.").format(face=k, rise=rise)


def counter(app: Any, view: dict, token: str, colorblind: bool) -> Inspector:
    """A zombie, the Necromancer, a follower or the slayer: the counter and its six faces."""
    slayer = view["slayer"]
    name = token_name(token, slayer_name(view))
    image = sprites.token_name(token, slayer.get("token") or "slayer_custom")
    faces = rules.faces_in_view(view, token)

    def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        face = max(24, min(rect.w // 7, rect.h // 6))
        big = min(rect.w, rect.h - face - 30)
        surface.blit(sprites.token(image, big), (rect.centerx - big // 2, rect.y))
        gap = (rect.w - 6 * face) // 7
        y = rect.y + big + 24
        for k in range(6):
            r = pygame.Rect(rect.x + gap + k * (face + gap), y, face, face)
            draw_face(surface, r, faces[k], colorblind=colorblind)
            art.text(surface, str(k + 1), art.serif(max(14, face // 3), "bold"), (240, 226, 190),
                     midtop=(r.centerx, r.bottom + 2))

    lines = [plain(_about(view, token))]
    lines += [plain(face_tooltip(k, f)) for k, f in enumerate(faces, 1)]
    return Inspector(app, name, lambda size: drawn(size, picture), "<br>".join(lines), ratio=0.8)


def _about(view: dict, token: str) -> str:
    c = api.catalog("zombie_slayer")
    if token == "slayer":
        s = view["slayer"]
        return ngettext("Your slayer: Life {life} of {most} (one die in your Hand per Life), Luck {luck}, {n} action "
                        "left this turn.", "Your slayer: Life {life} of {most} (one die in your Hand per Life), Luck "
                        "{luck}, {n} actions left this turn.", s["actions"]).format(
            life=s["life"], most=LIMITS["life"], luck=s["luck"], n=s["actions"])
    if token == "nec":
        nec = view.get("necromancer") or {}
        return _("Life {life}, toughness {toughness}. He never moves or attacks; every zombies' turn he performs the "
                 "Ritual of Summoning. Keeping his 1-face when he defends triggers his skill Already Dead: all damage "
                 "from the attack is negated.").format(
            life=nec.get("life", c.necromancer.life), toughness=c.necromancer.toughness)
    if is_zombie(token):
        z = c.zombies[colour_of(token)]
        return ngettext("{n} action a turn, toughness {toughness}, {life} Life. Keeping its 1-face when it defends "
                        "triggers its skill Already Dead: all damage from the attack is negated.",
                        "{n} actions a turn, toughness {toughness}, {life} Life. Keeping its 1-face when it defends "
                        "triggers its skill Already Dead: all damage from the attack is negated.",
                        z.actions).format(n=z.actions, toughness=z.toughness, life=z.life)
    return _("Your follower: 1 Life, 1 action on your turn (move or attack; Prycille may heal you).")


def _icon(make: Any, key: str):
    """A picture for the inspector: the square icon `make(key, side)`, as large as fits, centred."""
    def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        side = min(rect.w, rect.h)
        surface.blit(make(key, side), (rect.centerx - side // 2, rect.centery - side // 2))
    return lambda size: drawn(size, picture)


def item(app: Any, item_id: str) -> Inspector:
    it = api.catalog("zombie_slayer").items[item_id]
    slots = ngettext("Takes {n} slot of your {slots}.", "Takes {n} slots of your {slots}.", it.slots).format(
        n=it.slots, slots=LIMITS["inventory"])
    text = f"{plain(named('item', item_id, 'text'))}<br><i>{plain(slots)}</i>"
    return Inspector(app, named("item", item_id), _icon(sprites.item_token, item_id), text, ratio=1.0)


def skill(app: Any, skill_id: str) -> Inspector:
    text = "<br>".join([f"<i>{plain(named('skill', skill_id, 'when'))}</i>", plain(named("skill", skill_id, "text")),
                        plain(_("Skills are triggered by the skill pip on your 6-face."))])
    return Inspector(app, named("skill", skill_id), _icon(sprites.skill_icon, skill_id), text, ratio=1.0)


def treasure(app: Any, card: str, row: int | None) -> Inspector:
    cdef = api.catalog("zombie_slayer").cards[card]

    def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        width = min(rect.w, round(rect.h * 300 / 420))
        image = treasure_card(card, row, width)
        surface.blit(image, image.get_rect(center=rect.center))

    lines = [_("A second die picks the row: what you find.")]
    for k, result in enumerate(cdef.results, 1):
        words = _("a {zombie} ambushes you").format(zombie=named("zombie", cdef.zombie)) if result == "zombie" else \
            result_words(card, result)
        lines.append((_("{row}: {find} (this search)") if row == k else _("{row}: {find}")).format(row=k, find=words))
    return Inspector(app, _("The {card} card").format(card=named("card", card)), lambda size: drawn(size, picture),
                     "<br>".join(plain(line) for line in lines), ratio=300 / 420)


def sheet(app: Any, view: dict, painted: pygame.Surface) -> Inspector:
    """The slayer's sheet, large, with every number and rule on it in words."""
    s = view["slayer"]

    def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        w, h = painted.get_size()
        k = min(rect.w / w, rect.h / h)
        image = pygame.transform.smoothscale(painted, (round(w * k), round(h * k)))
        surface.blit(image, image.get_rect(center=rect.center))

    lines = [_("Life {life} of {most}: one die in your Hand per Life.").format(life=s["life"], most=LIMITS["life"]),
             _("Luck {luck}: lower it by 1 to reroll a die or turn it by 1; it never comes back.").format(luck=s["luck"]),
             ngettext("{n} action left; experience {xp}, creation points {cp}.",
                      "{n} actions left; experience {xp}, creation points {cp}.", s["actions"]).format(
                 n=s["actions"], xp=s["xp"], cp=s["cp"])]
    faces = [_("{face}: {pips}").format(face=k, pips=pips_text(f, _("empty")))
             for k, f in enumerate(rules.faces_in_view(view, "slayer"), 1)]
    lines.append(_("Faces: {faces}.").format(faces="; ".join(faces)))
    lines += [skill_tip(k) for k in s["skills"]]
    lines += [_("{item}: {text}").format(item=named("item", k), text=named("item", k, "text")) for k in s["items"]]
    return Inspector(app, slayer_name(view), lambda size: drawn(size, picture), "<br>".join(plain(line) for line in lines),
                     ratio=painted.get_width() / painted.get_height())


def picture(kind: str, thing_id: Any, cards: sprites.CardCache, colorblind: bool) -> pygame.Surface | None:
    """A thing named in the log, as its picture (the log pane's hover): an item or a skill as its
    icon, a treasure card as the card, a town tile as its card; None for anything else."""
    c = api.catalog("zombie_slayer")
    if kind == "item" and thing_id in c.items:
        return sprites.item_token(thing_id, 150)
    if kind == "skill":
        return sprites.skill_icon(thing_id, 150)
    if kind == "card" and thing_id in c.cards:
        return treasure_card(thing_id, None, 210)
    if kind == "tile" and thing_id in c.tiles:
        tile = c.tiles[thing_id]
        return cards.card(tile.id, 0, 220, colorblind, tuple(tuple(tile.pips(k)) for k in range(1, 7)), tile.kind)
    return None

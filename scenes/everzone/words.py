"""EverZone's words: the names of its things, a card's and a location's text, and what a choice
leaves, shared by the cards, the tooltips and the prompt (the log names the game's things by
`term`; its sentences are the engine's story, engine/games/everzone/story.py).

Nothing here is English of its own: the names and texts of the cards, locations and decks, and
the game's vocabulary (races, places, values), are the game's catalog's (assets/locale/<lang>/
LC_MESSAGES/everzone.po, keyed by id: term); what an effect does and a location's facts are the
engine's messages (the rulebook's effect_line and location_words, the words its choices and its
story use too); the sentences are the code's catalog's. Plain Python, no pygame.
"""
from __future__ import annotations

import functools

from engine import api

from .. import i18n
from ..i18n import N_, _, ngettext
from ..widgets.markup import plain

rules = api.rulebook("everzone")
LIMITS = api.info("everzone")["limits"]
STATS = ("attack", "defense", "range", "resources")

#: The rounds (view["phase"]) as the battle strip names them before the first turn (LIMITS filled in).
PHASE_WORDS = {"setup": N_("Secret setup: a leader and {picks} locations"), "prepare": N_("Preparing the battle: draw, "
               "redraw, deploy"), "orders": N_("Orders: activate, play supports, use abilities"),
               "trim": N_("Over the resource limit"), "clash": N_("The clash"), "over": N_("The war is over")}
#: How a war ends (result()["reason"]).
REASON_WORDS = {"last side standing": N_("the last side standing"), "third surrender": N_("a surrender too many"),
                "most command points": N_("the most command points when the battle deck ran out"),
                "armistice": N_("an armistice")}


# --- names ---------------------------------------------------------------------------------------------
def term(kind: str, id) -> str:
    """A thing the engine's messages name, in the player's language: a card, a location, a deck, a
    race, a place ("where": as running text says it), a value ("stat", "attack.short" its
    abbreviation). A card a player added is named as its data names it, else by its id."""
    c = api.catalog("everzone")
    own = (c.units.get(id) or c.supports.get(id)) if kind == "card" else \
        {"location": c.locations, "deck": c.decks}.get(kind, {}).get(id)
    key = f"{own.kind if kind == 'card' and own else kind}.{id}"
    return i18n.term("everzone", key, getattr(own, "name", "") or str(id).replace("_", " ").title())


def flavour(kind: str, id) -> str:
    """A card's ("unit", "support"), location's or deck's line of flavour ("" when it has none)."""
    c = api.catalog("everzone")
    own = {"location": c.locations, "deck": c.decks}[kind].get(id) if kind in ("location", "deck") else _card(id)
    return i18n.term("everzone", f"{kind}.{id}.text", getattr(own, "text", ""))


card_name, location_name, race_name = (functools.partial(term, kind) for kind in ("card", "location", "race"))


def deck_name(deck_id, name: str) -> str:
    """A seat's deck: a ready-made one by its id, a player's own by the name it was given."""
    return term("deck", deck_id) if deck_id else name


def say(message) -> str:
    """An engine message about the game's things (an effect) in the player's language."""
    return i18n.say(message, terms=term)


def values_short(values: dict) -> str:
    """"ATK 12 · DEF 8 · RNG 3 · RES 5" (an army's sums, a card's numbers)."""
    return " \u00b7 ".join(_("{stat} {n}").format(stat=term("stat", f"{s}.short"), n=values[s])
                           for s in STATS if s in values)


def _card(card_id):
    c = api.catalog("everzone")
    return c.units.get(card_id) or c.supports.get(card_id)


# --- a card in words -----------------------------------------------------------------------------------
def effect_text(effect, on: str = "unit") -> str:
    """An effect with its timing, as printed: "When destroyed: goes back to your hand instead of the
    fallen pile." (`on`: a unit's ability, or a support's effect)."""
    return say(rules.effect_line(effect, on))


def card_numbers(card_id) -> str:
    """"ATK 3 · DEF 2 · RNG 1 · RES 2" for a unit; a support's cost and what it adds."""
    card = _card(card_id)
    if card is None:
        return ""
    return values_short({s: getattr(card, s) for s in STATS if card.kind == "unit" or getattr(card, s)
                         or s == "resources"})


def card_text(card_id) -> str:
    """A card in words, one fact a line: name and kind, numbers, where it fights, ability or effect,
    flavour (the last line, when it has one)."""
    card = _card(card_id)
    if card is None:
        return card_name(card_id)
    race = race_name(card.race)
    if card.kind == "support":
        head = _("{card} - {race} support").format(card=card_name(card_id), race=race)
        lines = [head, card_numbers(card_id), effect_text(card.effect, "support")]
    else:
        head = (_("{card} - {race} leader") if card.leader else _("{card} - {race} unit")).format(
            card=card_name(card_id), race=race)
        fights = _("A leader: fights at any location") if card.leader else _("Fights {places}").format(
            places=i18n.join([term("where", p) for p in card.places]))
        lines = [head, card_numbers(card_id), fights] + ([effect_text(card.ability)] if card.ability else [])
    said = flavour(card.kind, card_id)
    return "\n".join(lines + ([said] if said else []))


def card_tip(card_id) -> str:
    """A card's tooltip: its text with the name in bold and the flavour in italics."""
    head, *rest = card_text(card_id).split("\n")
    said = flavour(getattr(_card(card_id), "kind", "unit"), card_id)
    rest = [f"<i>{plain(line)}</i>" if said and line == said else plain(line) for line in rest]
    return "<br>".join([f"<b>{plain(head)}</b>"] + rest)


# --- locations -----------------------------------------------------------------------------------------
def location_tip(location_id) -> str:
    found = api.catalog("everzone").locations[location_id]
    kind = _("a base location") if found.base else _("a reserve location")
    facts = _("{facts} ({kind})").format(facts=say(rules.location_words(location_id)), kind=kind)
    fights = _("Units fight here only if they can fight {where}; leaders fight anywhere.").format(
        where=term("where", found.place))
    lines = [f"<b>{plain(location_name(location_id))}</b>", plain(facts), plain(fights)]
    said = flavour("location", location_id)
    return "<br>".join(lines + ([f"<i>{plain(said)}</i>"] if said else []))


# --- a choice's consequence, before the click (Match.forecast) --------------------------------------------
def order_outcome(told: dict) -> str:
    """What an order leaves: "Resources 7 of 8 (1 to spare) · your army ATK 9 · DEF 7 · RNG 5"."""
    spare = told["limit"] - told["usage"]
    room = _("nothing to spare") if spare == 0 else _("{n} to spare").format(n=spare) if spare > 0 else \
        _("{n} over: take something out").format(n=-spare)
    army = told.get("army")
    if not army:
        return _("Resources {usage} of {limit} ({room})").format(room=room, **told)
    return _("Resources {usage} of {limit} ({room}) \u00b7 your army {army}").format(
        room=room, army=values_short({s: army[s] for s in STATS[:3]}), usage=told["usage"], limit=told["limit"])


def surrender_outcome(told: dict) -> str:
    """"Costs 4 command points (half the enemy's base attack at the last clash): 20 -> 16"."""
    if told["lost"]:
        return _("A surrender too many: you lose the war")
    if not told["cost"]:
        return _("Costs no command points: the enemy's base attack was 0 at the last clash")
    return ngettext("Costs {n} command point (half the enemy's base attack at the last clash): from {before} to {after}",
                    "Costs {n} command points (half the enemy's base attack at the last clash): from {before} to "
                    "{after}", told["cost"]).format(n=told["cost"], before=told["command"] + told["cost"],
                                                    after=told["command"])


def support_change(card_id: str) -> str:
    """What a support adds to the army, and its effect: "+2 ATK to your army; When played: ..."."""
    s = api.catalog("everzone").supports.get(card_id)
    if s is None:
        return ""
    adds = " ".join(_("+{n} {stat}").format(n=getattr(s, k), stat=term("stat", f"{k}.short")) for k in STATS[:3]
                    if getattr(s, k))
    effect = effect_text(s.effect, on="support")
    return _("{adds} to your army; {effect}").format(adds=adds, effect=effect) if adds else effect

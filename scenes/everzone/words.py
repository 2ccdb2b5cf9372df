"""EverZone's words: card, location, race, place and stat names, every effect in a sentence, and
the full text of a card, shared by the table, its tooltips, the prompt bar and the log
(log_text.py).

The engine speaks in ids (`tarvis_marine`, `{ when = "activate", do = "boost", stat = "defense" }`,
`deploy 0:17`); players read words. Everything the table says about the game's vocabulary is
written once here, so a card, its tooltip, the log and the guide (docs/help/everzone.md) say the
same thing the same way. The sentences say what the engine does (engine/games/everzone/effects.py,
armies.py, rounds.py) where a card would be vague. Plain Python, no pygame.

Names
    term(kind, id): a thing the engine's messages name by id (a card, a location, a place, a race);
    card_name(card_id), location_name(id), race_name(race), place_name(place) ("Sea"),
    place_where(place) ("at sea"), stat_name(stat) ("Defense"), stat_short(stat) ("DEF"),
    names(card_ids) ("Tarvis Marine and Orbital Barrage"), join(words), plural(n, word),
    ordinal(n) ("second").

Cards
    effect_text(effect, on="unit") -> "When activated: each of your active units gets +2 Defense
    this turn." (on="support" reads "When played" / "While in play"); do_text(effect) is the same
    without its timing. unit_text(unit), support_text(support), card_text(card_id): a card's full
    text, one fact a line (name and kind, numbers, places, ability or effect, flavour);
    card_tip(card_id) is the same as a tooltip (pygame-gui's HTML subset). location_text(location
    or id) -> "Land, 3 turns: 10 / 20 / 35 resources"; location_full(id) puts the name first.
    values_text({"attack": 12, ...}) -> "Attack 12 · Defense 8 · Range 3 · Resources 5" (an army's
    sums), values_short() the same with ATK / DEF / RNG / RES.

The words of a legal action itself (the prompt's tooltips, the Hint) are the rules' own messages
(Match.decision, through TableScene.labels), put into words with `term` for the things they name.
"""
from __future__ import annotations

import html

from engine import api

rules = api.rulebook("everzone")


RACE_NAMES = {"numan": "Numan", "slurr": "Slurr", "uthron": "Uthron"}
PLACE_NAMES = {"land": "Land", "sea": "Sea", "space": "Space"}
#: Where a unit fights, as a sentence says it: "fights at sea".
PLACE_WHERE = {"land": "on land", "sea": "at sea", "space": "in space"}
STAT_NAMES = {"attack": "Attack", "defense": "Defense", "range": "Range", "resources": "Resources"}
STAT_SHORT = {"attack": "ATK", "defense": "DEF", "range": "RNG", "resources": "RES"}
STATS = ("attack", "defense", "range", "resources")

#: An effect's timing (content.WHENS) on a unit, as printed before what it does.
WHEN_WORDS = {
    "activate": "When activated",
    "static": "While active",
    "destroyed": "When destroyed",
    "choice": "Once per activation, when you choose",
}
#: The same on a support: it is played, then stays in play.
SUPPORT_WHEN_WORDS = {"activate": "When played", "static": "While in play"}
DURATION_WORDS = {"turn": "this turn", "battle": "for the rest of the battle"}

#: The three games (state.mode).
MODE_NAMES = {"duel": "1v1", "three": "Three players", "teams": "2v2"}

#: The rounds (view["phase"]) as a banner may name them.
PHASE_WORDS = {
    "setup": "Secret setup: a leader and three locations",
    "prepare": "Preparing the battle: draw, redraw, deploy",
    "orders": "Orders: activate, play supports, use abilities",
    "trim": "Over the resource limit",
    "clash": "The clash",
    "over": "The war is over",
}

#: How a war ends (result()["reason"]) in words.
REASON_WORDS = {
    "last side standing": "the last side standing",
    "third surrender": "a third surrender",
    "most command points": "the most command points when the battle deck ran out",
    "armistice": "an armistice",
}

_ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")


# --- small helpers ---------------------------------------------------------------------------------
def plural(n: int, word: str, many: str | None = None) -> str:
    """"1 card", "3 cards" (pass `many` for irregular plurals)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def join(items) -> str:
    """"a, b and c" for any words (or "nothing")."""
    items = [str(i) for i in items]
    if not items:
        return "nothing"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def ordinal(n: int) -> str:
    """"first", "second", ... ("11th" past the tenth)."""
    return _ORDINALS[n] if 0 <= n < len(_ORDINALS) else f"{n}th"


def _pretty(ident) -> str:
    return str(ident).replace("_", " ").title() if ident else "Unknown"


# --- names -------------------------------------------------------------------------------------------
def card_name(card_id) -> str:
    c = api.catalog("everzone")
    card = c.units.get(card_id) or c.supports.get(card_id)
    return card.name if card else _pretty(card_id)


def names(card_ids) -> str:
    """"Tarvis Marine, Meraud and Orbital Barrage" (or "nothing")."""
    return join(card_name(c) for c in card_ids)


def location_name(location_id) -> str:
    found = api.catalog("everzone").locations.get(location_id)
    return found.name if found else _pretty(location_id)


def race_name(race) -> str:
    return RACE_NAMES.get(race, _pretty(race))


def place_name(place) -> str:
    return PLACE_NAMES.get(place, _pretty(place))


def place_where(place) -> str:
    """"on land", "at sea", "in space"."""
    return PLACE_WHERE.get(place, f"in {_pretty(place)}")


def places_text(places) -> str:
    """"land and space" (lower case, for a sentence)."""
    return join(place_name(p).lower() for p in places)


def term(kind: str, id) -> str:
    """A thing of EverZone's content, named by its kind and id in an engine's message."""
    return TERMS.get(kind, _pretty)(id)


def stat_name(stat) -> str:
    return STAT_NAMES.get(stat, _pretty(stat))


def stat_short(stat) -> str:
    return STAT_SHORT.get(stat, _pretty(stat)[:3].upper())


#: What the engine's messages name (engine/core/messages.py `term`), by kind.
TERMS = {"card": card_name, "location": location_name, "place": place_name, "race": race_name}


def is_leader(card_id) -> bool:
    unit = api.catalog("everzone").units.get(card_id)
    return bool(unit and unit.leader)


def values_text(values: dict) -> str:
    """An army's sums (or a card's numbers): "Attack 12 · Defense 8 · Range 3 · Resources 5"."""
    return " \u00b7 ".join(f"{stat_name(s)} {values.get(s, 0)}" for s in STATS if s in values)


def values_short(values: dict) -> str:
    """"ATK 12 · DEF 8 · RNG 3 · RES 5"."""
    return " \u00b7 ".join(f"{stat_short(s)} {values.get(s, 0)}" for s in STATS if s in values)


# --- effects -----------------------------------------------------------------------------------------
def _filter(effect: rules.Effect) -> str:
    return f" that can fight {place_where(effect.place)}" if effect.place else ""


def _lasting(effect: rules.Effect) -> str:
    if effect.when == "static":
        return ""
    return " " + DURATION_WORDS.get(effect.duration, DURATION_WORDS["turn"])


def do_text(effect: rules.Effect) -> str:
    """What an effect does, without its timing, as the card says it ("your" is its owner's side;
    "the enemy" the army that side attacks): "each active enemy unit gets -1 Attack this turn"."""
    do, n, static = effect.do, effect.amount, effect.when == "static"
    stat = stat_name(effect.stat) if effect.stat else "to every value"
    if do == "boost":
        who = "each of your units" if static else "each of your active units"
        return f"{who}{_filter(effect)} gets +{n} {stat}{_lasting(effect)}"
    if do == "weaken":
        who = "each enemy unit" if static else "each active enemy unit"
        fall = " (a unit left with 0 Defense is destroyed)" if effect.stat == "defense" else ""
        return f"{who}{_filter(effect)} gets -{n} {stat}{_lasting(effect)}{fall}"
    if do == "drain":
        who = "each enemy unit" if static else "each active enemy unit"
        return f"{who}{_filter(effect)} needs {n} more {'resource' if n == 1 else 'resources'}{_lasting(effect)}"
    if do == "supply":
        return f"your resource limit is {n} higher this turn"
    if do == "damage":
        return f"the enemy loses {plural(n, 'command point')}"
    if do == "repair":
        return f"you regain {plural(n, 'command point')} (never above the number you started with)"
    if do == "shield":
        return f"the first {n} damage to your side this turn is prevented"
    if do == "destroy":
        return f"destroys the enemy's strongest active unit with {n} Defense or less"
    if do == "disable":
        return (f"deactivates the enemy's strongest active unit that needs {plural(n, 'resource')} or less; "
                "it cannot be activated again this battle")
    if do == "draw":
        return f"you draw {plural(n, 'card')}"
    if do == "first":
        return "your army attacks first this turn, whatever the ranges"
    if do == "return":
        return "goes back to your hand instead of the fallen pile"
    if do == "adapt":
        where = place_where(effect.place) if effect.place else "anywhere"
        return f"for the rest of the battle, your units can fight {where} too"
    if do == "swap":
        return ("return one of your other deployed units (even your leader) to your hand and deploy a unit "
                "from your hand face down in its place")
    return f"{_pretty(do).lower()} {n}"


def when_text(effect: rules.Effect, on: str = "unit") -> str:
    """"When activated" (a unit) or "When played" (a support)."""
    if on == "support" and effect.when in SUPPORT_WHEN_WORDS:
        return SUPPORT_WHEN_WORDS[effect.when]
    return WHEN_WORDS.get(effect.when, _pretty(effect.when))


def effect_text(effect: rules.Effect, on: str = "unit") -> str:
    """An effect with its timing, a full sentence: "When destroyed: goes back to your hand instead of
    the fallen pile." `on` is "unit" (an ability) or "support" (its effect)."""
    return f"{when_text(effect, on)}: {do_text(effect)}."


# --- cards -------------------------------------------------------------------------------------------
def unit_text(unit: rules.Unit) -> str:
    """A unit in words, one fact a line: name and kind, numbers, where it fights, ability, flavour."""
    kind = "leader" if unit.leader else "unit"
    lines = [f"{unit.name} - {race_name(unit.race)} {kind}",
             values_text({"attack": unit.attack, "defense": unit.defense, "range": unit.range,
                          "resources": unit.resources})]
    if unit.leader:
        lines.append("A leader: fights at any location")
    else:
        lines.append(f"Fights on {places_text(unit.places)}")
    if unit.ability is not None:
        lines.append(effect_text(unit.ability))
    if unit.text:
        lines.append(unit.text)
    return "\n".join(lines)


def support_text(support: rules.Support) -> str:
    """A support in words: name, its cost and the army values it adds, its effect, flavour."""
    adds = [f"+{getattr(support, s)} {stat_name(s)}" for s in ("attack", "defense", "range") if getattr(support, s)]
    cost = f"Resources {support.resources}"
    if adds:
        cost += f" \u00b7 adds {join(adds)} to your army"
    lines = [f"{support.name} - {race_name(support.race)} support", cost, effect_text(support.effect, "support")]
    if support.text:
        lines.append(support.text)
    return "\n".join(lines)


def card_text(card_id) -> str:
    c = api.catalog("everzone")
    if card_id in c.units:
        return unit_text(c.units[card_id])
    if card_id in c.supports:
        return support_text(c.supports[card_id])
    return card_name(card_id)


def card_numbers(card_id) -> str:
    """"ATK 3, DEF 2, RNG 1, RES 2" for a unit, "RES 3" for a support without values."""
    c = api.catalog("everzone")
    card = c.units.get(card_id) or c.supports.get(card_id)
    if card is None:
        return ""
    stats = STATS if card.kind == "unit" else tuple(s for s in ("attack", "defense", "range") if getattr(card, s))
    parts = [f"{stat_short(s)} {getattr(card, s)}" for s in stats if s != "resources"]
    return ", ".join(parts + [f"RES {card.resources}"])


def _h(text) -> str:
    return html.escape(str(text), quote=False)


def card_tip(card_id) -> str:
    """A card's tooltip: its text with the name in bold and the flavour in italics."""
    c = api.catalog("everzone")
    card = c.units.get(card_id) or c.supports.get(card_id)
    if card is None:
        return f"<b>{_h(card_name(card_id))}</b>"
    head, *rest = card_text(card_id).split("\n")
    if card.text and rest and rest[-1] == card.text:
        rest = [_h(line) for line in rest[:-1]] + [f"<i>{_h(card.text)}</i>"]
    else:
        rest = [_h(line) for line in rest]
    return "<br>".join([f"<b>{_h(head)}</b>"] + rest)


# --- locations ---------------------------------------------------------------------------------------
def _location(location) -> rules.Location | None:
    if isinstance(location, rules.Location):
        return location
    return api.catalog("everzone").locations.get(location)


def location_text(location) -> str:
    """"Land, 3 turns: 10 / 20 / 35 resources" (a Location or its id)."""
    found = _location(location)
    if found is None:
        return "an unknown location"
    limits = " / ".join(str(n) for n in found.turns)
    return f"{place_name(found.place)}, {plural(len(found.turns), 'turn')}: {limits} resources"


def location_full(location) -> str:
    """"Tarvis Highlands (Land, 3 turns: 10 / 20 / 35 resources)"."""
    found = _location(location)
    if found is None:
        return location_name(location)
    return f"{found.name} ({location_text(found)})"


def location_tip(location) -> str:
    found = _location(location)
    if found is None:
        return f"<b>{_h(location_name(location))}</b>"
    kind = "a base location" if found.base else "a reserve location"
    lines = [f"<b>{_h(found.name)}</b>", _h(f"{location_text(found)} ({kind})"),
             _h(f"Units fight here only if they can fight {place_where(found.place)}; leaders fight anywhere.")]
    if found.text:
        lines.append(f"<i>{_h(found.text)}</i>")
    return "<br>".join(lines)


# --- a choice's consequence, before the click (engine/games/everzone/forecast.py) --------------------
def order_outcome(told: dict) -> str:
    """What an order leaves: "Resources 7 of 8 (1 to spare) · your army ATK 9 · DEF 7 · RNG 5"."""
    usage, limit = told["usage"], told["limit"]
    spare = limit - usage
    room = (f"{spare} to spare" if spare > 0 else "nothing to spare" if spare == 0
            else f"{-spare} over: take something out")
    army = told.get("army")
    sums = f" \u00b7 your army {values_short({s: army[s] for s in STATS[:3]})}" if army else ""
    return f"Resources {usage} of {limit} ({room}){sums}"


def surrender_outcome(told: dict) -> str:
    """"Costs 4 command points (20 left -> 16)", or the war on a third surrender."""
    if told["lost"]:
        return "Your third surrender: you lose the war"
    if not told["cost"]:
        return "Costs no command points: the enemy's base attack was 0 at the last clash"
    return (f"Costs {plural(told['cost'], 'command point')} (half the enemy's base attack at the last clash): "
            f"{told['command'] + told['cost']} \u2192 {told['command']}")


def support_change(card_id: str) -> str:
    """What a support adds to the army, and its effect: "+2 ATK to your army; when played: ..."."""
    s = api.catalog("everzone").supports.get(card_id)
    if s is None:
        return ""
    adds = [f"+{getattr(s, k)} {stat_short(k)}" for k in STATS[:3] if getattr(s, k)]
    return (f"{' '.join(adds)} to your army; " if adds else "") + effect_text(s.effect, on="support")

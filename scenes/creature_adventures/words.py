"""Creature Adventures' words: the game's things named in the player's language (`term`, `about`:
the game's catalog, creature_adventures.po, keyed by id), and the phrases the board, the panels,
the cards and the wheel share. The log is the engine's story (engine/games/creature_adventures/
story.py). Plain Python, no pygame.
"""
from __future__ import annotations

from engine import api

from .. import i18n
from ..i18n import N_, _

GAME = "creature_adventures"
rules = api.rulebook(GAME)
LIMITS = api.info(GAME)["limits"]
ARTIFACT_ORDER = ("fortify", "tailwind", "shoes", "bandage", "ascension")  # the Shop's order
ATTRS = ("hp", "attack", "defense")

#: A d10 outcome's word on the wheel's segment (once landed, the engine's words: `outcome_word`).
SHORT = {"unmitigated": N_("hit"), "deflected": N_("deflect"), "counterstrike": N_("counter"), "critical": N_("crit!"),
         "miss": N_("miss"), "none": N_("calm"), "escaped": N_("escape"), "trapped": N_("trapped"), "dodged": N_("dodge"),
         "hit": N_("hit"), "caught": N_("caught"), "1": N_("1 thief"), "2": N_("2 thieves"), "3": N_("3 thieves")}


# --- names -------------------------------------------------------------------------------------------------
def term(kind: str, id) -> str:
    """A thing of the game in the player's language, by kind and id ("creature", "space",
    "warlord", "champion", "sigil", "artifact", "ability", "condition", "place", "tier",
    "attribute"): its catalog's name, else the name its data gives (a player's own creature),
    else its id made readable."""
    if kind == "space":
        return space_name(id)
    return i18n.term(GAME, f"{kind}.{id}", _own(kind, str(id)))


def about(kind: str, id) -> str:
    """What a thing is or does, in the player's language ("" when nothing is said)."""
    own = getattr(api.catalog(GAME).creatures.get(id), "text", "") if kind == "creature" else ""
    return i18n.term(GAME, f"{kind}.{id}.text", own)


def _own(kind: str, id: str) -> str:
    c = api.catalog(GAME)
    if kind == "creature":
        named = c.creatures[id].name if id in c.creatures else {v: k for k, v in c.foe_ids.items()}.get(id)
        if named:
            return named
    elif kind in ("warlord", "champion"):
        found = c.warlords.get(id) if kind == "warlord" else next((o for o in c.champions if o.id == id), None)
        if found is not None:
            return found.name
    return id.replace("_", " ").title()


def titled(kind: str, id: str) -> str:
    """A Warlord or champion with their title: "Vorga Ironhand, Warlord of Power"."""
    title = i18n.term(GAME, f"{kind}.{id}.title", "")
    return _("{name}, {title}").format(name=term(kind, id), title=title) if title else term(kind, id)


def space_name(space_id: str) -> str:
    """A space's name ("Gloam Gate"), or its kind for the nameless stretches of road."""
    space = api.catalog(GAME).board.spaces.get(space_id)
    if space is None:
        return str(space_id).replace("_", " ")
    named = i18n.term(GAME, f"space.{space_id}", space.name)
    return named or (_("the King's Road") if space.kind == "path" else term("place", space.kind))


def artifact_levels(artifact: str) -> list[str]:
    """What each level of an artifact does (Ascension has one: what a charge does)."""
    return [t for t in (i18n.term(GAME, f"artifact.{artifact}.{n}", "") for n in (1, 2, 3)) if t]


def gain(attr: str) -> str:
    """What one attribute point gives: "+2 HP", "+1 Attack", "+1 Defense"."""
    return i18n.say(rules.gain(attr))


def stats(c: dict) -> str:
    """A creature's numbers in a line: "8/10 HP, Attack 4, Defense 1, Venom"."""
    line = _("{hp}/{top} HP, Attack {attack}, Defense {defense}").format(
        hp=max(0, c["hp"]), top=c["max_hp"], attack=c["attack"], defense=c["defense"])
    return _("{stats}, {ability}").format(stats=line, ability=term("ability", c["ability"])) if c.get("ability") else line


# --- outcomes and odds -------------------------------------------------------------------------------------
def outcome_word(outcome: str) -> str:
    return i18n.say(rules.outcome_words(outcome))


def outcome_short(outcome: str) -> str:
    return _(SHORT[outcome]) if outcome in SHORT else outcome


def wild_risk(footsteps: int, deck: int) -> str:
    """What a move's footsteps risk at its end (the engine's Wilderness rule)."""
    return i18n.say(rules.wild_risk(footsteps, deck))


def opponent(ev: dict) -> str:
    """Whom a battle's event is against, when it is not a player (a wild creature, the Thieves, ...)."""
    return i18n.say(rules.opponent(ev), None, term)


def space_tooltip(space_id: str, players_here: list[str]) -> str:
    """What a player hovering a space wants to know: its name, what it is, who stands there."""
    space = api.catalog(GAME).board.spaces[space_id]
    kind = term("place", space.kind)
    if space.kind == "home":
        kind = _("Home of seat {n}").format(n=space.seat)
    elif space.kind == "warlord":
        kind = _("Warlord ({sigil})").format(sigil=term("sigil", space.sigil))
    tip = f"<b>{space_name(space_id)}</b> - {kind}<br>{about('place', space.kind)}"
    if players_here:
        tip += "<br><i>" + _("Here: {players}").format(players=i18n.join(players_here)) + "</i>"
    return tip


def name_of(creature: dict) -> str:
    """A creature of a view (its "id") in the player's language."""
    return term("creature", creature.get("id") or creature.get("name", ""))

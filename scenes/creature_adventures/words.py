"""Names and phrases shared by the banner, the panels, the tooltips, the dialogs and the log.

The engine speaks in ids (`thick_hide`, `shoes`, `home_2`, `strike (against an NPC)`); players
read words. Everything a table says about the game's vocabulary is written once here, so the
log, a tooltip and the help say the same thing in the same way. Plain Python, no pygame.
"""
from __future__ import annotations

from engine import api

rules = api.rulebook("creature_adventures")

SIGIL_NAMES = {"power": "Sigil of Power", "speed": "Sigil of Speed", "wisdom": "Sigil of Wisdom"}
SIGIL_TEXT = {
    "power": "Three extra attribute points, moved freely between your creatures at the start of your turn.",
    "speed": "You act first in every battle with a player; when you attack, you act twice before they answer.",
    "wisdom": "Inner Peace: one chosen creature heals 50% of its HP once a turn, in or out of battle.",
}

ARTIFACT_ORDER = ("fortify", "tailwind", "shoes", "bandage", "ascension")
ARTIFACT_NAMES = {"fortify": "Fortify", "tailwind": "Tailwind", "shoes": "Quiet Shoes",
                  "bandage": "Infinite Bandage", "ascension": "Ascension"}
ARTIFACT_LEVELS = {
    "fortify": ("When a player attacks you, Brace before their first action.",
                "When a player attacks you, Brace or Dodge before their first action.",
                "Also start such a battle with 30% of your creature's HP as a temporary shield."),
    "tailwind": ("Roll twice to move and choose which roll to use.",),
    "shoes": ("One footstep fewer in the Wilderness each move.",
              "Two footsteps fewer in the Wilderness each move.",
              "Three footsteps fewer in the Wilderness each move."),
    "bandage": ("Your creatures heal 5% at the end of each of your turns.",
                "Your creatures heal 10% at the end of each of your turns.",
                "Your creatures heal 20% at the end of each of your turns."),
    "ascension": ("Swap any two players on the board; not again on your next turn (Astral Sickness).",),
}

CONDITION_NAMES = {"exhaustion": "Exhaustion", "rally_cry": "Rally Cry", "vigilance": "Vigilance",
                   "astral_sickness": "Astral Sickness"}
CONDITION_TEXT = {
    "exhaustion": "Attacked another player: loses the next turn.",
    "rally_cry": "Won a battle it did not start: every creature's maximum HP is doubled until the end "
                 "of this player's next turn.",
    "vigilance": "Someone is running the Colosseum: +20% Attack and Defense, and may challenge the runner "
                 "by ending a move on the Colosseum.",
    "astral_sickness": "Cast Ascension: cannot cast it again until the sickness passes.",
}

ABILITY_NAMES = {"thick_hide": "Thick Hide", "venom": "Venom", "regenerate": "Regenerate", "evasive": "Evasive",
                 "berserk": "Berserk", "guardian": "Guardian", "lucky": "Lucky", "swift": "Swift"}
ABILITY_TEXT = {
    "thick_hide": "A critical hit against it counts as a deflected hit.",
    "venom": "Each of its hits deals 1 more damage.",
    "regenerate": "Heals 1 HP each time it lands a hit (never revives).",
    "evasive": "Its Dodge succeeds on 6-10 instead of 7-10.",
    "berserk": "+2 Attack while at half its maximum HP or less.",
    "guardian": "Each hit against it deals 1 less damage (still at least 1).",
    "lucky": "Once per battle, a missed Strike is rolled again.",
    "swift": "Its first Strike in a battle never misses (a 1 counts as an unmitigated hit).",
}

KIND_NAMES = {"path": "Road", "wild": "Wilderness", "home": "Home", "shaman": "Shaman", "thieves": "Thieves",
              "warlord": "Warlord", "colosseum": "Colosseum"}
KIND_TEXT = {
    "path": "A road. Nothing happens here, unless another player stands here when you stop.",
    "wild": "Wilderness: each one you enter leaves a footstep; at the end of the move, roll a d6 "
            "higher than your footsteps or meet a wild creature.",
    "home": "A player's Home. Arriving at your own Home revives your knocked-out creatures at 50% HP; "
            "starting your turn here, you may Rest to heal them all fully.",
    "shaman": "A Shaman heals your creatures for free, once per visit.",
    "thieves": "Thieves: stake up to 3 banked points and fight one to three thieves for EXP.",
    "warlord": "A Warlord guards a sigil. Beat their creatures to take it.",
    "colosseum": "The Colosseum: with all three sigils, fight three champions on three turns to win.",
}

TIER_NAMES = {"common": "Common", "uncommon": "Uncommon", "rare": "Rare", "epic": "Epic", "legendary": "Legendary"}
ATTR_NAMES = {"hp": "HP", "attack": "Attack", "defense": "Defense"}
ATTR_GAIN = {"hp": "+2 HP", "attack": "+1 Attack", "defense": "+1 Defense"}

BATTLE_KINDS = {"wild": "Wild creature", "thieves": "Thieves", "warlord": "Warlord", "champion": "Colosseum",
                "pvp": "Player battle", "duel": "Sudden-death duel"}

#: Short words for outcomes, to fit a wheel segment.
OUTCOME_SHORT = {"unmitigated": "hit", "deflected": "deflect", "counterstrike": "counter", "critical": "crit!",
                 "miss": "miss", "none": "calm", "escaped": "escape", "trapped": "trapped", "dodged": "dodge",
                 "hit": "hit", "caught": "caught", "1": "1 thief", "2": "2 thieves", "3": "3 thieves"}

#: Longer words for an outcome once the wheel has landed.
OUTCOME_WORDS = {"unmitigated": "an unmitigated hit", "deflected": "a deflected hit", "counterstrike": "a counterstrike",
                 "critical": "a critical hit", "miss": "a miss", "none": "no counterstrike", "escaped": "escaped",
                 "trapped": "trapped", "dodged": "dodged", "hit": "not dodged", "caught": "caught",
                 "1": "one thief", "2": "two thieves", "3": "three thieves"}


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def space_name(space_id: str) -> str:
    """A space's name ("Gloam Gate"), or its kind for the nameless stretches of road."""
    space = api.catalog("creature_adventures").board.spaces.get(space_id)
    if space is None:
        return space_id.replace("_", " ")
    if space.name:
        return space.name
    return "the King's Road" if space.kind == "path" else KIND_NAMES.get(space.kind, space.kind)


def short_name(name: str) -> str:
    """A Warlord's or champion's name without the title: "Vorga Ironhand", not "..., Warlord of Power"."""
    return name.split(",")[0]


def _creature_name(card: str) -> str:
    creature = api.catalog("creature_adventures").creatures.get(card)
    return creature.name if creature else card.replace("_", " ")


#: How the engine's messages name the game's things, by kind (engine/.../terms.py): a deck
#: creature by its card, an opponent's creature by its name, a Warlord by the sigil they guard,
#: a champion by their place in the gauntlet.
TERMS = {
    "creature": _creature_name,
    "foe": str,
    "space": space_name,
    "sigil": lambda sigil: SIGIL_NAMES.get(sigil, sigil),
    "attribute": lambda attr: ATTR_NAMES.get(attr, attr),
    "artifact": lambda artifact: ARTIFACT_NAMES.get(artifact, artifact),
    "warlord": lambda sigil: short_name(api.catalog("creature_adventures").warlords[sigil].name),
    "champion": lambda stage: short_name(api.catalog("creature_adventures").champions[int(stage)].name),
}


def term(kind: str, id) -> str:
    """A thing of the game named in the engine's messages (engine/core/messages.py)."""
    name = TERMS.get(kind)
    return name(id) if name else str(id)


def space_tooltip(space_id: str, players_here: list[str]) -> str:
    """What a player hovering a space wants to know: its name, what it is, who stands there."""
    space = api.catalog("creature_adventures").board.spaces[space_id]
    kind = KIND_NAMES.get(space.kind, space.kind)
    if space.kind == "home":
        kind = f"Home of seat {space.seat}"
    elif space.kind == "warlord":
        kind = f"Warlord ({SIGIL_NAMES[space.sigil]})"
    text = f"<b>{space_name(space_id)}</b> - {kind}<br>{KIND_TEXT.get(space.kind, '')}"
    if players_here:
        text += "<br><i>Here: " + ", ".join(players_here) + "</i>"
    return text


def wild_risk(footsteps: int, deck: int) -> str:
    """What a move's footsteps risk at its end, from the engine's Wilderness rule."""
    if not footsteps:
        return "no footsteps: no Wilderness roll."
    meet, faces = rules.wild_odds(footsteps, deck)
    if not meet:
        return f"{plural(footsteps, 'footstep')}, but the creature deck is empty: nothing can appear."
    when = "any roll" if meet == faces else ("a 1" if meet == 1 else f"1-{meet}")
    return f"{plural(footsteps, 'footstep')}: a wild creature appears on {when} of the d6 ({meet} in {faces})."


def outcome_word(outcome: str) -> str:
    return OUTCOME_WORDS.get(outcome, outcome)


def outcome_short(outcome: str) -> str:
    return OUTCOME_SHORT.get(outcome, outcome)

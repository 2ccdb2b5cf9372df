"""Where the Luck die is offered on a roll nobody keeps a die of: only where it could help.

The rulebook lets Luck be spent on any die right after a roll. On the slayer's own Hand every
Luck change is offered beside the dice he may keep: his dice, his choice. A roll nobody keeps a
die of - a zombie's, the Necromancer's, a follower's in a fight - stopped for "Accept roll" on
every die, although Luck could seldom turn it the player's way (a zombie that rolled no melee
cannot hurt him less). So in a fight such a roll offers Luck only on a die that rerolled or
turned could make the blow hurt the enemy more, or the slayer and his followers less (the Life
lost as the fight's forecast counts it, forecast.py). Any other roll (spawn, search, treasure,
the Ritual, Heal) offers every change: each face of its dice reads differently.

When no Luck is left to offer, letting the roll stand is its one answer: a formality, and the
decision says why (`forced`), so the table takes it for the player and writes that in the log.
"""
from __future__ import annotations

from ...core.messages import msg, typed
from .forecast import as_rolled, fight_roll, turned
from .rolls import choices, keeps
from .state import State
from .words import is_enemy, the

FACES = range(1, 7)
EPSILON = 1e-9  # the forecast's chances are rounded to 4 places: a smaller gain is none


def answers(state: State, frame: dict) -> list[str]:
    """The roll's answers (rolls.choices), less the Luck changes that could not help."""
    out = choices(state, frame)
    if frame["keep"] or fight_roll(state) is None:
        return out
    now = life_lost(as_rolled(state))
    return [a for a in out if not a.startswith("luck ") or _helps(state, frame, a, now)]


def allows(state: State, frame: dict, action: str) -> bool:
    """Is `action` one of the roll's answers? As `action in answers(...)`, but a Luck change's
    forecast is worked out for that change alone (answers works one out for each change on
    offer, the better part of a long replay's time). Accepting and keeping a die, most of a
    replay's answers, are checked without listing every Luck change."""
    if action == "accept":
        return not frame["keep"]
    if action.startswith("keep "):
        return action in keeps(frame)
    if action not in choices(state, frame):
        return False
    if frame["keep"] or not action.startswith("luck ") or fight_roll(state) is None:
        return True
    return _helps(state, frame, action, life_lost(as_rolled(state)))


def _helps(state: State, frame: dict, action: str, now: float) -> bool:
    """Whether some face this Luck change could give makes the fight go better for the player."""
    _, how, die = action.split()
    i, before = int(die), frame["dice"][int(die)]
    faces = FACES if how == "reroll" else [before + (1 if how == "up" else -1)]
    wants_more = is_enemy(fight_roll(state)[1]["def"])  # hurting an enemy, or sparing his own
    for face in faces:
        gain = life_lost(turned(state, i, face)) - now
        if (gain if wants_more else -gain) > EPSILON:
            return True
    return False


def life_lost(outcome: dict) -> float:
    """The Life the defender is expected to lose (the outcome's chances, forecast.py)."""
    return sum(lost * p for lost, p in outcome["chances"])


def forced(state: State, frame: dict) -> dict | None:
    """Why letting the roll stand is a formality: no Luck could turn it the player's way (only
    ever asked when it is the roll's one answer)."""
    if frame["keep"]:
        return None
    owner = frame["owners"][0] if frame["owners"] else "plain"
    return msg("No Luck could turn {token}'s roll ({dice}) your way: it stands.", token=the(owner),
               dice=typed(" ".join(map(str, frame["dice"]))))

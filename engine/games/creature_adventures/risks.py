"""What a choice risks, in the rules' own odds: a creature knocked out, a battle lost.

The computer weighs these before anything else it likes about a choice, and the hint's reason
names them (advice.py), so "never into a loss when a safer choice exists" is one definition:

* **A walk** risks a creature when the team has one that a single blow of any wild creature left
  in the deck would knock out (`fragile`: a wild creature's counterstrike deals its whole Attack)
  and the move's end rolls the Wilderness die: the chance is the roll's odds (`wild_danger`). At
  a fork, or between Tailwind's two rolls, a choice risks what the safest way it leaves open
  risks (the computer takes that way at every fork still ahead).
* **A battle against a wild creature, the Thieves, a Warlord or a champion** is lost when the last
  creature standing falls, or the player runs or forfeits (ruling 16: Home, and the sigils back
  to their Warlords). Those never act on their own (ruling 10), so each action's forecast is the
  whole exchange: a Strike's counterstrike, or the answer to anything else on 7-10
  (`battle_loss`). Between players the other side answers with a choice of its own, which no
  forecast counts, so nothing there is rated.
* **Sending a creature in** against such a foe risks it when its own Strike's forecast has it
  knocked out by the counterstrike (`falls_in_play`); another creature that would not fall is
  the safer one.

A creature knocked out while others stand is replaced at once and for free (ruling 15), so in a
battle that goes on it is the battle, not the creature in play, that an action must not throw
away.
"""
from __future__ import annotations

from . import forecast, paths
from .content import content
from .growth import PEACE_PERCENT, percent_healed
from .places import wild_odds
from .state import Battle, Player, State
from .tables import NPC_REPLY, RUN

PERCENT = 100


# --- the walk -------------------------------------------------------------------------------------------
def weakest_wild_attack(state: State) -> int:
    """The lowest Attack among the wild creatures left to draw (0 with the deck empty): the least
    a wild creature's counterstrike deals."""
    creatures = content().creatures
    return min((creatures[c].attack for c in state.deck.pile), default=0)


def fragile_creature(state: State, p: Player):
    """The standing creature with the fewest HP that one blow of any wild creature left would
    knock out, or None."""
    weakest = weakest_wild_attack(state)
    frail = [f for f in p.creatures if 0 < f.hp <= weakest]
    return min(frail, key=lambda f: f.hp) if frail else None


def fragile(state: State, p: Player) -> bool:
    """A standing creature that one blow of any wild creature left in the deck would knock out (the
    deck's make-up is no secret, only its order)."""
    return fragile_creature(state, p) is not None


def wild_danger(state: State, p: Player, footsteps: int) -> float:
    """The chance that a move ending with `footsteps` counters (Quiet Shoes taken off) costs the
    player a creature: the Wilderness roll's odds of a wild creature while the team is `fragile`;
    none otherwise."""
    if not fragile(state, p):
        return 0.0
    meet, faces = wild_odds(footsteps, len(state.deck))
    return meet / faces


def ways_danger(state: State, p: Player, ways: list[paths.Way]) -> float:
    """The risk of the safest of these ways."""
    return min(wild_danger(state, p, w.footsteps) for w in ways)


def fork_ways(state: State, p: Player, space: str) -> list[paths.Way]:
    """The ways the rest of the move can go when the fork's choice is `space`."""
    pend = state.pending
    ways = paths.ways(p.pos, pend["came"], pend["left"], p.footsteps, p.artifacts["shoes"])
    return [w for w in ways if w.forks[0] == space]


def roll_ways(p: Player, steps: int) -> list[paths.Way]:
    """The ways a whole move of `steps` can go from where the player stands."""
    return paths.ways(p.pos, "", steps, 0, p.artifacts["shoes"])


def fork_danger(state: State, p: Player, space: str) -> float:
    """What going towards `space` at a fork risks: its safest way's."""
    return ways_danger(state, p, fork_ways(state, p, space))


def roll_danger(state: State, p: Player, steps: int) -> float:
    """What using a Tailwind roll of `steps` risks: the safest way of that move's."""
    if not fragile(state, p):
        return 0.0
    return ways_danger(state, p, roll_ways(p, steps))


def quietest(ways: list[paths.Way]) -> int:
    """The fewest footsteps any of these ways counts at its end."""
    return min(w.footsteps for w in ways)


# --- a battle against those who never act on their own -----------------------------------------------------
def rated(b: Battle | None) -> bool:
    """A battle whose every action's forecast is the whole exchange: against an NPC, with both
    creatures in play."""
    return b is not None and b.npc_battle and b.stage == "act"


def battle_loss(state: State, action: str) -> int:
    """The chance, in percent, that `action` (a battle action of the player against an NPC) loses
    the battle now: its last creature standing knocked out by the counterstrike or by the NPC's
    answer, or a run that escapes (which is a loss: ruling 16), or a forfeit."""
    b = state.battle
    word, _, arg = action.partition(" ")
    if word == "forfeit":
        return PERCENT
    if word == "strike":
        return sum(row["percent"] for row in forecast.strike(state, b, 0) if row["ends"] == "lost")
    if word == "switch":
        return 0  # the creature switched out still stands
    answered = _answer_loses(state, b, word)
    if word == "catch":
        return (PERCENT - forecast.catch(state, b)) * answered // PERCENT
    if word == "run":
        escaped = RUN.odds()["escaped"]
        return escaped + (PERCENT - escaped) * answered // PERCENT
    return answered


def _answer_loses(state: State, b: Battle, word: str) -> int:
    """The chance the NPC's answer to a non-Strike action knocks out the player's last creature (after
    Inner Peace's heal, when that is the action)."""
    if forecast.others_standing(state, b, 0):
        return 0
    reply = forecast.reply(state, b)
    if reply is None:
        return 0
    mine = b.fighter(state, 0)
    hp = mine.hp
    if word == "peace" and state.players[b.sides[0].seat].peace_on == b.sides[0].active:
        hp += percent_healed(mine, PEACE_PERCENT, revive=False)
    return NPC_REPLY.odds()["counterstrike"] if hp <= reply["damage"] else 0


def falls_in_play(state: State, b: Battle, slot: int) -> bool:
    """Would the player's creature `slot`, sent in against the NPC in play, fall to the
    counterstrike its first Strike can draw? (Its Strike's forecast, as the table shows it.)"""
    twin = forecast.as_if(b, 0, slot)
    return any(row["striker_hp"] <= 0 for row in forecast.strike(state, twin, 0))

"""The end of a move: the Wilderness roll, then whatever stands on the space.

"Places" in the rulebook; rulings 4, 17-21, 24-26 and 33. Order: the wild creature check
first, then the space (Home, Shaman, Thieves, Warlord, Colosseum), or a battle with a player
standing there. Each function either settles the step or opens a choice (a phase) and returns.
"""
from __future__ import annotations

from ...core.choices import choice
from . import aftermath, battle, growth
from .content import content
from .state import NOBODY, WARLORD, Fighter, State
from .tables import SHAMAN_ALL, SHAMAN_ONE, THIEVES
from .terms import SIGIL_NAMES, card_of, plural, seat_name, short_name

WILD_DIE = 6
SHAMAN_SURE_PERCENT = 50
SAFE_SPACES = ("home", "shaman", "warlord", "thieves")  # no battles between players here
MAX_STAKE = 3


# --- the Wilderness ---------------------------------------------------------------------------------------
def footsteps_after_shoes(footsteps: int, shoes: int) -> int:
    """The counters the Wilderness check counts: those gathered, less one per Quiet Shoes level."""
    return max(0, footsteps - shoes)


def footsteps_counted(state: State, seat: int) -> int:
    """Counters gathered this move, less one per Quiet Shoes level."""
    p = state.player(seat)
    return footsteps_after_shoes(p.footsteps, p.artifacts["shoes"])


def meets_wild(face: int, count: int) -> bool:
    """The d6 must beat the footstep counters; a face at or under them meets a wild creature."""
    return face <= count


def wild_odds(count: int, deck: int) -> tuple[int, int]:
    """(faces of the d6 that meet a wild creature, faces in all) for `count` counters, with
    `deck` creatures left to draw (none left: nothing can appear)."""
    if count <= 0 or deck <= 0:
        return 0, WILD_DIE
    return sum(meets_wild(face, count) for face in range(1, WILD_DIE + 1)), WILD_DIE


def wild_check(state: State, seat: int, ev: list[dict]) -> None:
    """Roll the d6: higher than the footstep counters avoids a wild creature."""
    p = state.player(seat)
    count = footsteps_counted(state, seat)
    p.footsteps = 0
    if count <= 0:
        return
    face = state.rng.die(WILD_DIE)
    safe = not meets_wild(face, count)
    ev.append({"type": "roll", "table": "wilderness", "die": 6, "face": face, "need": count + 1,
               "outcome": "safe" if safe else "encounter", "seat": seat, "why": "wilderness", "footsteps": count})
    if safe or not len(state.deck):
        return
    card = content().creatures[state.deck.draw()]
    wild = Fighter(card.name, card.tier, card.attack, card.defense, card.hp, card.hp, card.ability, card=card.id)
    battle.start(state, "wild", seat, ev, npc=[wild], name=f"Wild {card.name}")


# --- the space --------------------------------------------------------------------------------------------
def arrive(state: State, seat: int, ev: list[dict]) -> None:
    p = state.player(seat)
    space = content().board.spaces[p.pos]
    kind = space.kind
    if kind == "home":
        if space.seat == seat + 1:
            growth.arrive_home(state, seat, ev)
        return
    if kind == "shaman":
        state.phase, state.pending = "shaman", {}
    elif kind == "thieves":
        if p.bank > 0:
            state.phase, state.pending = "thieves", {}
        else:
            ev.append({"type": "thieves_ignore", "seat": seat})
    elif kind == "warlord":
        if state.holder(space.sigil) == WARLORD:
            state.phase, state.pending = "warlord", {"sigil": space.sigil}
    elif kind == "colosseum":
        _colosseum(state, seat, ev)
    else:
        _meet_players(state, seat, ev)


def others_here(state: State, seat: int) -> list[int]:
    pos = state.player(seat).pos
    return [q.seat for q in state.players if q.seat != seat and not q.out and q.pos == pos]


def _meet_players(state: State, seat: int, ev: list[dict]) -> None:
    """Ending a move on another player's space starts a battle (the mover picks whom, if several)."""
    here = others_here(state, seat)
    if len(here) == 1:
        attack(state, seat, here[0], ev)
    elif here:
        state.phase, state.pending = "target", {"seats": here, "optional": False}


def attack(state: State, seat: int, foe: int, ev: list[dict]) -> None:
    battle.start(state, "pvp", seat, ev, foe=foe, name=f"Seat {foe + 1}")


def describe_target(action: str, optional: bool) -> dict:
    """Whom to attack; on the Colosseum (`optional`) a Vigilant player may leave the runner be."""
    if action == "leave":
        return choice(action, "leave", "Leave them be: no battle")
    foe = int(action.split()[1]) - 1
    text = f"Challenge {seat_name(foe)}, the Colosseum's runner" if optional else f"Attack {seat_name(foe)}"
    return choice(action, "attack", text, {"seat": foe})


def _colosseum(state: State, seat: int, ev: list[dict]) -> None:
    """With all three sigils, the gauntlet may begin; while it runs, a Vigilant player may attack
    the runner here (ruling 25)."""
    if state.runner != NOBODY and state.runner != seat:
        state.phase, state.pending = "target", {"seats": [state.runner], "optional": True}
    elif state.runner == NOBODY and len(state.held(seat)) == 3:
        state.phase, state.pending = "colosseum", {}
    else:
        _meet_players(state, seat, ev)


def enter_colosseum(state: State, seat: int, ev: list[dict]) -> None:
    state.runner, state.stage = seat, 0
    ev.append({"type": "colosseum_begins", "seat": seat})
    fight_champion(state, seat, ev)


def describe_colosseum(action: str) -> dict:
    """Begin the gauntlet (its first champion at once) or leave."""
    if action == "leave":
        return choice(action, "leave", "Leave the Colosseum for now")
    first = short_name(content().champions[0].name)
    return choice(action, "enter", f"Enter the Colosseum and fight {first}")


def fight_champion(state: State, seat: int, ev: list[dict]) -> None:
    name, team = aftermath.champion_team(state.stage)
    battle.start(state, "champion", seat, ev, npc=team, name=name)


# --- Shaman ----------------------------------------------------------------------------------------------
def shaman_choices(state: State, seat: int) -> list[str]:
    p = state.player(seat)
    hurt = [i for i, f in enumerate(p.creatures) if f.hp < f.max_hp]
    out = [f"shaman sure {i + 1}" for i in hurt] + [f"shaman gamble {i + 1}" for i in hurt]
    if hurt:
        out.append("shaman all")
    return out + ["leave"]


def shaman(state: State, seat: int, action: str, ev: list[dict]) -> None:
    """Free, once per visit: 50% for sure, a gamble on one creature, or a gamble on all
    (ruling 18: percentages of maximum HP; any heal above 0% revives)."""
    p = state.player(seat)
    parts = action.split()
    if parts[0] == "leave":
        return
    how = parts[1]
    if how == "sure":
        targets, percent = [int(parts[2]) - 1], SHAMAN_SURE_PERCENT
    else:
        table = SHAMAN_ALL if how == "all" else SHAMAN_ONE
        face, outcome = table.roll(state.rng)
        ev.append({"type": "roll", "table": table.name, "die": 10, "face": face, "outcome": outcome, "seat": seat,
                   "why": "shaman", "faces": list(table.faces)})
        percent = int(outcome.rstrip("%"))
        targets = list(range(len(p.creatures))) if how == "all" else [int(parts[2]) - 1]
    for i in targets:
        f = p.creatures[i]
        gained = growth.heal_percent(f, percent, revive=True)
        ev.append({"type": "heal", "seat": seat, "creature": f.name, "healed": gained, "hp": f.hp, "where": "shaman"})


def describe_shaman(state: State, seat: int, action: str) -> dict:
    """The Shaman's choices, read as `shaman` reads them; the sure heal says its HP, worked out
    as `shaman` heals. Free: nothing is spent."""
    parts = action.split()
    if parts[0] == "leave":
        return choice(action, "leave", "Walk on without healing")
    how = parts[1]
    if how == "all":
        return choice(action, "shaman_all", "Gamble on all your creatures")
    f = state.player(seat).creatures[int(parts[2]) - 1]
    if how == "gamble":
        return choice(action, "shaman_gamble", f"Gamble on {f.name}", card_of(f))
    heal = growth.percent_healed(f, SHAMAN_SURE_PERCENT, revive=True)
    return choice(action, "shaman_sure", f"Sure heal: {f.name} +{heal} HP (50%)", card_of(f))


def shaman_forecast(state: State, seat: int) -> list[dict]:
    """What each of the Shaman's choices would heal, creature by creature (a creature already at
    full HP gets nothing): the sure 50%, each outcome of the gamble on it, and of the gamble on all."""
    out = []
    for f in state.player(seat).creatures:
        out.append({
            "sure": growth.percent_healed(f, SHAMAN_SURE_PERCENT, revive=True),
            "gamble": {o: growth.percent_healed(f, int(o.rstrip("%")), revive=True) for o in SHAMAN_ONE.odds()},
            "all": {o: growth.percent_healed(f, int(o.rstrip("%")), revive=True) for o in SHAMAN_ALL.odds()},
        })
    return out


# --- Thieves ---------------------------------------------------------------------------------------------
def thieves_choices(state: State, seat: int) -> list[str]:
    return [f"stake {n}" for n in range(min(MAX_STAKE, state.player(seat).bank) + 1)]


def thieves(state: State, seat: int, stake: int, ev: list[dict]) -> None:
    """Stake 1-3 banked points, then roll for one to three thieves; each thief's creature has
    the base strength plus as many attribute points as the player's level (ruling 24)."""
    if stake == 0:
        ev.append({"type": "thieves_declined", "seat": seat})
        return
    p = state.player(seat)
    p.bank -= stake
    face, outcome = THIEVES.roll(state.rng)
    ev.append({"type": "roll", "table": THIEVES.name, "die": 10, "face": face, "outcome": outcome, "seat": seat,
               "why": "thieves", "faces": list(THIEVES.faces)})
    c = content()
    names = list(c.thief_names)
    state.rng.shuffle(names)  # each thief of a band has its own name
    team = [thief_creature(c.thief_base, names[i % len(names)], p.level) for i in range(int(outcome))]
    battle.start(state, "thieves", seat, ev, npc=team, name="The Thieves", stake=stake)


def describe_thieves(action: str) -> dict:
    """A stake of banked points (spent at once, won back with a win), or 0 to walk past."""
    stake = int(action.split()[1])
    if stake == 0:
        return choice(action, "decline", "Decline the Thieves and walk on")
    return choice(action, "stake", f"Stake {plural(stake, 'point')} against the Thieves", cost={"points": stake})


def thief_creature(base, name: str, level: int) -> Fighter:
    """A thief's creature: points go to Attack, HP and Defense in turn, one per player level."""
    f = Fighter(name, "common", base.attack, base.defense, base.hp, base.hp, base.ability)
    for i in range(level):
        growth.raise_attr(f, ("attack", "hp", "defense")[i % 3], f.points)
    return f


# --- Warlords --------------------------------------------------------------------------------------------
def challenge_warlord(state: State, seat: int, sigil: str, ev: list[dict]) -> None:
    """Warlords have fixed strength: their creatures are fresh for every challenger."""
    lord = content().warlords[sigil]
    battle.start(state, "warlord", seat, ev, npc=aftermath.npc_team(lord), name=lord.name, sigil=sigil)


def describe_warlord(action: str, sigil: str) -> dict:
    """Challenge the Warlord who guards `sigil`, or leave."""
    if action == "leave":
        return choice(action, "leave", "Leave the Warlord for another day")
    lord = content().warlords[sigil]
    return choice(action, "challenge", f"Challenge {short_name(lord.name)} for the {SIGIL_NAMES[sigil]}",
                  {"sigil": sigil})

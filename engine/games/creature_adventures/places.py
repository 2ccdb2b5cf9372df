"""The end of a move: the Wilderness roll, then whatever stands on the space.

"Places" in the rulebook; rulings 4, 17-21, 24-26 and 33. Order: the wild creature check
first, then the space (Home, Shaman, Thieves, Warlord, Colosseum), or a battle with a player
standing there. Each function either settles the step or opens a choice (a phase) and returns;
the choices are decisions (decisions.py), registered at the foot: the Shaman, the Thieves, a
Warlord, the Colosseum, and whom to attack.
"""
from __future__ import annotations

from functools import lru_cache

from ...core.choices import choice
from ...core.messages import N_, msg, plural
from ...core.messages import seat as seat_of
from ...core.untold import UNTOLD
from . import aftermath, battle, growth, terms
from .content import content
from .decisions import KINDS
from .meta import LIMITS
from .state import NOBODY, WARLORD, Fighter, State
from .tables import SHAMAN_ALL, SHAMAN_ONE, THIEVES

WILD_DIE = 6
SHAMAN_SURE_PERCENT = 50  # the sure heal: half the creature's full HP (its choice's words say "half")
SAFE_SPACES = ("home", "shaman", "warlord", "thieves")  # no battles between players here
MAX_STAKE = LIMITS["max_stake"]


# --- the Wilderness ---------------------------------------------------------------------------------------
def footsteps_after_shoes(footsteps: int, shoes: int) -> int:
    """The counters the Wilderness check counts: those gathered, less one per Quiet Shoes level."""
    return max(0, footsteps - shoes)


def footsteps_counted(state: State, seat: int) -> int:
    """Counters gathered this move, less one per Quiet Shoes level."""
    p = state.players[seat]
    return footsteps_after_shoes(p.footsteps, p.artifacts["shoes"])


def meets_wild(face: int, count: int) -> bool:
    """The d6 must beat the footstep counters; a face at or under them meets a wild creature."""
    return face <= count


def wild_odds(count: int, deck: int) -> tuple[int, int]:
    """(faces of the d6 that meet a wild creature, faces in all) for `count` counters, with
    `deck` creatures left to draw (none left: nothing can appear)."""
    if count <= 0 or deck <= 0:
        return 0, WILD_DIE
    return faces_meeting(count), WILD_DIE


@lru_cache(maxsize=64)
def faces_meeting(count: int) -> int:
    """The faces of the d6 that meet a wild creature with `count` counters (remembered: every
    Wilderness roll asks, and the answer depends on the count alone)."""
    return sum(meets_wild(face, count) for face in range(1, WILD_DIE + 1))


def wild_risk(footsteps: int, deck: int) -> dict:
    """What a move's footsteps risk at its end, as a message (a way's tooltip on the board)."""
    if not footsteps:
        return msg("no footsteps: no Wilderness roll.")
    meet, faces = wild_odds(footsteps, deck)
    if not meet:
        return plural("{n} footstep, but the creature deck is empty: nothing can appear.",
                      "{n} footsteps, but the creature deck is empty: nothing can appear.", footsteps)
    return wild_chance(footsteps, meet, faces)


def wild_chance(footsteps: int, meet: int, faces: int) -> dict:
    """The odds of a Wilderness roll, as a message: "3 footsteps: a wild creature appears on 1-3
    of the d6 (3 in 6)." (a way's risk before the move, a roll's odds after it)."""
    when = msg("any roll") if meet == faces else msg("a 1") if meet == 1 else msg("1-{top}", top=meet)
    return plural("{n} footstep: a wild creature appears on {when} of the d6 ({meet} in {faces}).",
                  "{n} footsteps: a wild creature appears on {when} of the d6 ({meet} in {faces}).",
                  footsteps, when=when, meet=meet, faces=faces)


def wild_check(state: State, seat: int, ev: list[dict]) -> None:
    """Roll the d6: higher than the footstep counters avoids a wild creature."""
    p = state.players[seat]
    count = footsteps_counted(state, seat)
    p.footsteps = 0
    if count <= 0:
        return
    meet, _ = wild_odds(count, len(state.deck))  # the faces that meet one (the event says the odds)
    face = state.rng.die(WILD_DIE)
    safe = not meets_wild(face, count)
    card = None if safe or not len(state.deck) else content().creatures[state.deck.draw()]
    if ev is not UNTOLD:
        ev.append({"type": "roll", "table": "wilderness", "die": 6, "face": face, "need": count + 1,
                   "outcome": "safe" if safe else "encounter", "seat": seat, "why": "wilderness", "footsteps": count,
                   "meet": meet, **({"card": card.id} if card else {})})
    if card is None:
        return
    wild = Fighter(card.name, card.tier, card.attack, card.defense, card.hp, card.hp, card.ability, card=card.id)
    battle.start(state, "wild", seat, ev, npc=[wild], name=f"Wild {card.name}")


# --- the space --------------------------------------------------------------------------------------------
def arrive(state: State, seat: int, ev: list[dict]) -> None:
    p = state.players[seat]
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
    pos = state.players[seat].pos
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


# Whom to attack: several players stand where the move ended, or (`optional`) the Colosseum's
# runner, whom a Vigilant player may leave be.
def _target_choices(state: State, pending: dict) -> list[str]:
    return [f"attack {s + 1}" for s in pending["seats"]] + (["leave"] if pending["optional"] else [])


def _attack(state: State, seat: int, action: str, ev: list[dict], pending: dict) -> None:
    if action != "leave":
        attack(state, seat, int(action.split()[1]) - 1, ev)


def _describe_target(state: State, pending: dict, action: str) -> dict:
    if action == "leave":
        return choice(action, "leave", msg("Leave them be: no battle"))
    foe = int(action.split()[1]) - 1
    if pending["optional"]:
        return choice(action, "attack", msg("Challenge {seat}, the Colosseum's runner", seat=seat_of(foe)), {"seat": foe})
    return choice(action, "attack", msg("Attack {seat}", seat=seat_of(foe)), {"seat": foe})


def _target_prompt(state: State, pending: dict) -> dict:
    if pending["optional"]:
        return msg("{seat}: The Colosseum's runner is here", seat=seat_of(state.turn))
    return msg("{seat}: players stand here", seat=seat_of(state.turn))


def _target_about(state: State, pending: dict) -> dict:
    """Who may be attacked, and whether the battle may be left (the runner, on the Colosseum)."""
    return {"seats": list(pending["seats"]), "optional": pending["optional"]}


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


def _colosseum_choices(state: State, pending: dict) -> list[str]:
    return ["enter", "leave"]


def _enter(state: State, seat: int, action: str, ev: list[dict], pending: dict) -> None:
    if action == "enter":
        enter_colosseum(state, seat, ev)


def _describe_colosseum(state: State, pending: dict, action: str) -> dict:
    """Begin the gauntlet (its first champion at once) or leave."""
    if action == "leave":
        return choice(action, "leave", msg("Leave the Colosseum for now"))
    return choice(action, "enter", msg("Enter the Colosseum and fight {champion}", champion=terms.champion(0)))


def fight_champion(state: State, seat: int, ev: list[dict]) -> None:
    name, team = aftermath.champion_team(state.stage)
    battle.start(state, "champion", seat, ev, npc=team, name=name)


# --- Shaman ----------------------------------------------------------------------------------------------
def _shaman_choices(state: State, pending: dict) -> list[str]:
    p = state.players[state.turn]
    hurt = [i for i, f in enumerate(p.creatures) if f.hp < f.max_hp]
    out = [f"shaman sure {i + 1}" for i in hurt] + [f"shaman gamble {i + 1}" for i in hurt]
    if hurt:
        out.append("shaman all")
    return out + ["leave"]


def shaman(state: State, seat: int, action: str, ev: list[dict]) -> None:
    """Free, once per visit: 50% for sure, a gamble on one creature, or a gamble on all
    (ruling 18: percentages of maximum HP; any heal above 0% revives)."""
    p = state.players[seat]
    parts = action.split()
    if parts[0] == "leave":
        ev.append({"type": "shaman_left", "seat": seat, "at": p.pos})
        return
    how = parts[1]
    rolled: dict = {}
    if how == "sure":
        targets, percent = [int(parts[2]) - 1], SHAMAN_SURE_PERCENT
    else:
        table = SHAMAN_ALL if how == "all" else SHAMAN_ONE
        face, outcome = table.roll(state.rng)
        rolled = {"type": "roll", "table": table.name, "die": 10, "face": face, "outcome": outcome, "seat": seat,
                  "why": "shaman", "faces": list(table.faces)}
        percent = int(outcome.rstrip("%"))
        targets = list(range(len(p.creatures))) if how == "all" else [int(parts[2]) - 1]
    gains = [growth.heal_percent(p.creatures[i], percent, revive=True) for i in targets]
    if rolled:  # the roll, with what it healed in all (a gamble on all is told as one outcome)
        ev.append({**rolled, "percent": percent, "healed": sum(gains)})
    for i, gained in zip(targets, gains):
        f = p.creatures[i]
        ev.append({"type": "heal", "seat": seat, **terms.named(f), "healed": gained, "hp": f.hp, "where": "shaman",
                   "how": how, "percent": percent, "max_hp": f.max_hp, **({"face": rolled["face"]} if rolled else {})})


def _describe_shaman(state: State, pending: dict, action: str) -> dict:
    """The Shaman's choices, read as `shaman` reads them; the sure heal says its HP, worked out
    as `shaman` heals. Free: nothing is spent."""
    parts = action.split()
    if parts[0] == "leave":
        return choice(action, "leave", msg("Walk on without healing"))
    how = parts[1]
    if how == "all":
        return choice(action, "shaman_all", msg("Gamble on all your creatures"))
    slot = int(parts[2]) - 1
    f = state.players[state.turn].creatures[slot]
    if how == "gamble":
        return choice(action, "shaman_gamble", msg("Gamble on {creature}", creature=terms.creature(f)),
                      terms.slot_of(f, slot))
    heal = growth.percent_healed(f, SHAMAN_SURE_PERCENT, revive=True)
    # "(50%)" read as a chance; the words say "half", so the constant above is pinned to 50
    return choice(action, "shaman_sure", msg("Sure heal: {creature} +{hp} HP (half its full HP)",
                                             creature=terms.creature(f), hp=heal), terms.slot_of(f, slot))


def _shaman_about(state: State, pending: dict) -> dict:
    """What each choice would heal, creature by creature (`shaman_forecast`)."""
    return {"heals": shaman_forecast(state, state.turn)}


def _heal(state: State, seat: int, action: str, ev: list[dict], pending: dict) -> None:
    shaman(state, seat, action, ev)


def shaman_forecast(state: State, seat: int) -> list[dict]:
    """What each of the Shaman's choices would heal, creature by creature (a creature already at
    full HP gets nothing): the sure 50%, each outcome of the gamble on it, and of the gamble on all."""
    out = []
    for f in state.players[seat].creatures:
        out.append({
            "sure": growth.percent_healed(f, SHAMAN_SURE_PERCENT, revive=True),
            "gamble": {o: growth.percent_healed(f, int(o.rstrip("%")), revive=True) for o in SHAMAN_ONE.odds()},
            "all": {o: growth.percent_healed(f, int(o.rstrip("%")), revive=True) for o in SHAMAN_ALL.odds()},
        })
    return out


# --- Thieves ---------------------------------------------------------------------------------------------
def _thieves_choices(state: State, pending: dict) -> list[str]:
    return [f"stake {n}" for n in range(min(MAX_STAKE, state.players[state.turn].bank) + 1)]


def _stake(state: State, seat: int, action: str, ev: list[dict], pending: dict) -> None:
    thieves(state, seat, int(action.split()[1]), ev)


def thieves(state: State, seat: int, stake: int, ev: list[dict]) -> None:
    """Stake 1-3 banked points, then roll for one to three thieves; each thief's creature has
    the base strength plus as many attribute points as the player's level (ruling 24)."""
    if stake == 0:
        ev.append({"type": "thieves_declined", "seat": seat})
        return
    p = state.players[seat]
    p.bank -= stake
    face, outcome = THIEVES.roll(state.rng)
    ev.append({"type": "roll", "table": THIEVES.name, "die": 10, "face": face, "outcome": outcome, "seat": seat,
               "why": "thieves", "faces": list(THIEVES.faces)})
    c = content()
    names = list(c.thief_names)
    state.rng.shuffle(names)  # each thief of a band has its own name
    team = [thief_creature(c.thief_base, names[i % len(names)], p.level) for i in range(int(outcome))]
    battle.start(state, "thieves", seat, ev, npc=team, name="The Thieves", stake=stake)


def _describe_thieves(state: State, pending: dict, action: str) -> dict:
    """A stake of banked points (spent at once, won back with a win), or 0 to walk past."""
    stake = int(action.split()[1])
    if stake == 0:
        return choice(action, "decline", msg("Decline the Thieves and walk on"))
    return choice(action, "stake", plural("Stake {n} point against the Thieves", "Stake {n} points against the Thieves",
                                          stake), {"stake": stake}, {"points": stake})


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


def _warlord_choices(state: State, pending: dict) -> list[str]:
    return ["challenge", "leave"]


def _challenge(state: State, seat: int, action: str, ev: list[dict], pending: dict) -> None:
    if action == "challenge":
        challenge_warlord(state, seat, pending["sigil"], ev)


def _describe_warlord(state: State, pending: dict, action: str) -> dict:
    """Challenge the Warlord who guards the pending sigil, or leave."""
    if action == "leave":
        return choice(action, "leave", msg("Leave the Warlord for another day"))
    sigil = pending["sigil"]
    return choice(action, "challenge", msg("Challenge {warlord} for the {sigil}", warlord=terms.warlord(sigil),
                                           sigil=terms.sigil(sigil)), {"sigil": sigil})


def _warlord_about(state: State, pending: dict) -> dict:
    """The sigil the Warlord guards (the table shows the Warlord and their creatures)."""
    return {"sigil": pending["sigil"]}


# --- the places' decisions (decisions.py) --------------------------------------------------------------
def _settled(settle):
    """An answer at the space the move ended on: the choice is closed, then `settle(state, seat,
    action, events, what was pending)` carries it out (`leave`, or a 0 stake, settles nothing)."""
    def answer(state: State, pending: dict, action: str, ev: list[dict]) -> None:
        state.phase, state.pending = "flow", {}
        settle(state, state.turn, action, ev, pending)
    return answer


def _asks(words: str):
    """A prompt naming the player at the space: "{seat}: the Shaman"."""
    def prompt(state: State, pending: dict) -> dict:
        return msg(words, seat=seat_of(state.turn))
    return prompt


def _nothing_to_heal(state: State, pending: dict) -> dict:
    """The Shaman with every creature at full HP: leaving is the only answer, taken for the player."""
    return msg("{seat}'s creatures are all at full HP: nothing for the Shaman to heal.", seat=seat_of(state.turn))


KINDS.add("shaman", legal=_shaman_choices, apply=_settled(_heal), describe=_describe_shaman,
          prompt=_asks(N_("{seat}: the Shaman")), about=_shaman_about, forced=_nothing_to_heal)
KINDS.add("thieves", legal=_thieves_choices, apply=_settled(_stake), describe=_describe_thieves,
          prompt=_asks(N_("{seat}: the Thieves' den")))
KINDS.add("warlord", legal=_warlord_choices, apply=_settled(_challenge), describe=_describe_warlord,
          prompt=_asks(N_("{seat}: A Warlord bars the way")), about=_warlord_about)
KINDS.add("colosseum", legal=_colosseum_choices, apply=_settled(_enter), describe=_describe_colosseum,
          prompt=_asks(N_("{seat}: the Colosseum")))
KINDS.add("target", legal=_target_choices, apply=_settled(_attack), describe=_describe_target,
          prompt=_target_prompt, about=_target_about)

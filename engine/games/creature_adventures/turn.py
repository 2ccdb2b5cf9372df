"""A player's turn: getting ready, the move, the end of the move, the end of the turn.

"Gameplay" in the rulebook with rulings 1, 2, 17, 23, 27, 28 and 33. At the start of a turn
the player may spend banked points (on a creature, or on artifacts), move the Sigil of Power's
points, reassign or use Inner Peace, and cast Ascension; then roll to move, rest at Home, or
(running the Colosseum) fight the next champion. The move is 2d6 spaces along the board's
links, never straight back, with a choice at every fork. Then the steps in `state.todo` run:
the Wilderness roll, the space, the end of the turn.

Its three decisions (decisions.py) are registered at the foot: getting ready ("turn"), the
roll to use ("tailwind") and the way at a fork ("fork").
"""
from __future__ import annotations

from functools import lru_cache

from ...core.choices import choice
from ...core.messages import msg, plural
from ...core.messages import seat as seat_of
from ...core.untold import UNTOLD
from . import growth, paths, places, survival, terms
from .content import content
from .decisions import KINDS
from .paths import exits, walk_on
from .state import ATTRS, Fighter, Player, State

BANDAGE = growth.BANDAGE_PERCENT
BUYABLE = ("fortify", "tailwind", "ascension", "shoes", "bandage")


# --- the opening and turn order ----------------------------------------------------------------------------
def opening_roll(state: State, ev: list[dict]) -> None:
    """Everyone rolls 2d6; the highest goes first, ties roll again among themselves."""
    contenders = [p.seat for p in state.players]
    while len(contenders) > 1:
        dice = {s: [state.rng.d6(), state.rng.d6()] for s in contenders}
        rolls = {s: sum(d) for s, d in dice.items()}
        ev.append({"type": "opening_roll", "rolls": {str(s): r for s, r in rolls.items()},
                   "dice": {str(s): d for s, d in dice.items()}})
        top = max(rolls.values())
        contenders = [s for s in contenders if rolls[s] == top]
    first = contenders[0]
    n = len(state.players)
    state.order = [(first + i) % n for i in range(n)]
    ev.append({"type": "first_player", "seat": first})


def begin_turn(state: State, seat: int, ev: list[dict]) -> None:
    state.turn = seat
    state.turns += 1
    for p in state.players:
        p.peace_used = False  # Inner Peace: once per (board) turn
    p = state.players[seat]
    p.peace_moved = False
    if ev is not UNTOLD:
        ev.append({"type": "turn", "seat": seat, "turn": state.turns})
    if p.exhausted:
        p.exhausted = False
        ev.append({"type": "skip", "seat": seat, "why": "exhaustion"})
        state.phase, state.todo = "flow", ["end"]
        return
    state.phase, state.pending, state.todo = "turn", {}, []


def end_turn(state: State, ev: list[dict]) -> None:
    seat = state.turn
    p = state.players[seat]
    level = p.artifacts["bandage"]
    if level:
        healed = sum(growth.heal_percent(f, BANDAGE[level], revive=False) for f in p.creatures)
        if healed:
            ev.append({"type": "bandage", "seat": seat, "healed": healed})
    if p.rally:
        survival.end_rally(p)
        ev.append({"type": "condition_ends", "seat": seat, "condition": "rally_cry"})
    if p.astral:
        p.astral -= 1
    if ev is not UNTOLD:
        ev.append({"type": "turn_end", "seat": seat, "at": p.pos})
    nxt = next_seat(state, seat)
    if not len(state.deck):
        survival.begin(state, nxt, ev)
        return
    begin_turn(state, nxt, ev)


def next_seat(state: State, seat: int) -> int:
    """The next seat in turn order still in the game (`seat` itself if nobody else is)."""
    order = state.order
    i = order.index(seat)
    for s in order[i + 1:] + order[:i]:
        if not state.players[s].out:
            return s
    return seat


def advance(state: State, ev: list[dict]) -> None:
    """Run the turn's remaining steps until someone has a choice to make or the game ends."""
    while state.phase == "flow" and state.result is None:
        step = state.todo.pop(0) if state.todo else "end"
        if step == "wild":
            places.wild_check(state, state.turn, ev)
        elif step == "space":
            places.arrive(state, state.turn, ev)
        else:
            end_turn(state, ev)


# --- getting ready -------------------------------------------------------------------------------------------
def ready_choices(state: State, pending: dict) -> list[str]:
    seat = state.turn
    p = state.players[seat]
    running = state.runner == seat
    out = ["fight"] if running else ["roll"]
    space = content().board.spaces[p.pos]
    if not running and space.kind == "home" and space.seat == seat + 1:
        out.append("rest")
    if p.bank:
        alive = p.alive()
        out += [f"assign {i + 1} {a}" for i in alive for a in ATTRS]
        out += [f"buy {a}" for a in BUYABLE if (c := growth.next_cost(p, a)) is not None and c <= p.bank]
    if state.has(seat, "power"):
        alive = p.alive()
        if p.power_free:
            out += [f"power {i + 1} {a}" for i in alive for a in ATTRS]
        out += [f"unpower {i + 1} {a}" for i in alive for k, a in enumerate(ATTRS) if p.creatures[i].power[k]]
    if state.has(seat, "wisdom"):  # (Inner Peace is the Sigil of Wisdom's)
        if not p.peace_moved:
            out += [f"wisdom {i + 1}" for i in range(len(p.creatures)) if i != p.peace_on]
        if growth.peace_ready(state, seat) and p.creatures[p.peace_on].hp < p.creatures[p.peace_on].max_hp:
            out.append("peace")
    if p.charges and not p.astral:
        movable = [q.seat for q in state.players if not q.out and q.seat != state.runner]
        out += [f"ascend {a + 1} {b + 1}" for a in movable for b in movable if a < b
                and state.players[a].pos != state.players[b].pos]
    return out


def ready(state: State, pending: dict, action: str, ev: list[dict]) -> None:
    seat = state.turn
    p = state.players[seat]
    parts = action.split()
    word = parts[0]
    if word == "roll":
        _roll_to_move(state, seat, ev)
    elif word == "fight":
        places.fight_champion(state, seat, ev)
        state.todo = ["end"]
    elif word == "rest":
        revived = sum(f.down for f in p.creatures)
        healed = sum(growth.heal_fully(f) for f in p.creatures)
        if ev is not UNTOLD:
            ev.append({"type": "rest", "seat": seat, "healed": healed, "revived": revived})
        state.phase, state.todo = "flow", ["end"]
    elif word == "assign":
        growth.assign_point(state, seat, int(parts[1]) - 1, parts[2], ev)
    elif word == "buy":
        growth.buy(state, seat, parts[1], ev)
    elif word in ("power", "unpower"):
        growth.move_power(state, seat, int(parts[1]) - 1, parts[2], word == "power", ev)
    elif word == "wisdom":
        p.peace_on, p.peace_moved = int(parts[1]) - 1, True
        ev.append({"type": "wisdom", "seat": seat, "slot": p.peace_on, **terms.named(p.creatures[p.peace_on])})
    elif word == "peace":
        growth.inner_peace(state, seat, in_battle=False, ev=ev)
    elif word == "ascend":
        _ascend(state, seat, int(parts[1]) - 1, int(parts[2]) - 1, ev)


def describe_ready(state: State, pending: dict, action: str) -> dict:
    """A getting-ready action told (Match.decision), read as `ready` reads it; banked points,
    the Sigil of Power's points and Ascension charges are what it spends."""
    p = state.players[state.turn]
    word, *args = action.split()
    if word in ("assign", "power", "unpower", "wisdom"):
        slot = int(args[0]) - 1
        return _describe_on_creature(action, word, p.creatures[slot], slot, args[1:])
    if word == "buy":
        return _describe_buy(action, p, args[0])
    if word == "ascend":
        a, b = int(args[0]) - 1, int(args[1]) - 1
        return choice(action, "ascend", msg("Cast Ascension: {a} and {b} change places", a=seat_of(a), b=seat_of(b)),
                      {"seats": [a, b]}, {"charges": 1})
    if word == "peace":
        return growth.describe_peace(state, p.seat, action, in_battle=False)
    if word == "fight":
        return choice(action, "fight", msg("Fight champion {n} of {of}: {champion}", n=state.stage + 1,
                                           of=len(content().champions), champion=terms.champion(state.stage)))
    if word == "rest":
        return choice(action, "rest", msg("Rest at Home: every creature heals to full"))
    if p.artifacts["tailwind"]:
        return choice(action, "roll", msg("Roll 2d6 and move (Tailwind: two rolls, use one)"))
    return choice(action, "roll", msg("Roll 2d6 and move"))


def _describe_on_creature(action: str, word: str, f: Fighter, slot: int, args: list[str]) -> dict:
    """A point placed on (or lifted off) one creature, or Inner Peace given to it."""
    names = terms.slot_of(f, slot)
    if word == "wisdom":
        return choice(action, "give_peace", msg("Give Inner Peace to {creature}", creature=terms.creature(f)), names)
    attr = args[0]
    names["attribute"] = attr
    if word == "assign":
        return choice(action, "assign", msg("Put a point on {creature}: {gain}", creature=terms.creature(f),
                                            gain=terms.gain(attr)), names, {"points": 1})
    if word == "power":
        return choice(action, "place_power", msg("Place a Sigil of Power point on {creature}'s {attribute}",
                                                 creature=terms.creature(f), attribute=terms.attribute(attr)),
                      names, {"power_points": 1})
    return choice(action, "lift_power", msg("Lift a Sigil of Power point off {creature}'s {attribute}",
                                            creature=terms.creature(f), attribute=terms.attribute(attr)), names)


def _describe_buy(action: str, p: Player, artifact: str) -> dict:
    """The Shop's price is growth.next_cost, the one `buy` pays."""
    cost = growth.next_cost(p, artifact)
    if artifact == "ascension":
        text = plural("Buy an Ascension charge for {n} point", "Buy an Ascension charge for {n} points", cost)
    else:
        text = plural("Buy {artifact} level {level} for {n} point", "Buy {artifact} level {level} for {n} points",
                      cost, artifact=terms.artifact(artifact), level=p.artifacts[artifact] + 1)
    return choice(action, "buy", text, {"artifact": artifact}, {"points": cost})


def _ready_prompt(state: State, pending: dict) -> dict:
    if state.runner == state.turn:
        return msg("{seat}: your turn - get ready, then Fight the next champion", seat=seat_of(state.turn))
    return msg("{seat}: your turn - get ready, then Roll", seat=seat_of(state.turn))


def _ascend(state: State, seat: int, a: int, b: int, ev: list[dict]) -> None:
    """Swap two players; no encounter follows; Astral Sickness blocks the next turn's cast."""
    p = state.players[seat]
    pa, pb = state.players[a], state.players[b]
    pa.pos, pb.pos = pb.pos, pa.pos
    p.charges -= 1
    p.astral = 2  # this turn's end, then the next turn's end
    ev.append({"type": "ascension", "seat": seat, "swapped": [a, b], "to": [pa.pos, pb.pos]})


# --- the move -------------------------------------------------------------------------------------------------
def _roll_to_move(state: State, seat: int, ev: list[dict]) -> None:
    rng = state.rng
    dice = [[rng.d6(), rng.d6()]]
    if state.players[seat].artifacts["tailwind"]:  # Tailwind: a second roll, and the player uses one
        dice.append([rng.d6(), rng.d6()])
    rolls = [a + b for a, b in dice]
    if ev is not UNTOLD:
        ev.append({"type": "move_roll", "seat": seat, "rolls": rolls, "dice": dice})
    if len(rolls) > 1 and rolls[0] != rolls[1]:
        state.phase, state.pending = "move", {"rolls": rolls}
        return
    _start_walk(state, seat, rolls[0], ev)


def _start_walk(state: State, seat: int, steps: int, ev: list[dict]) -> None:
    p = state.players[seat]
    p.footsteps = 0
    state.phase, state.pending = "move", {"left": steps, "came": ""}
    _walk(state, seat, walk_on(p.pos, "", steps), ev)


def _walk(state: State, seat: int, walk: paths.Walk, ev: list[dict]) -> None:
    """Take the walk's steps, a step event each; then wait at the fork, or end the move (the
    roll is spent, or a dead end stopped it). The walk is worked out by paths.walk_on / go_on,
    once per space and roll: where it ends and the footsteps it gathers too."""
    p, pend = state.players[seat], state.pending
    if ev is not UNTOLD:
        left = pend["left"]
        for to, wild in walk.steps:
            left -= 1
            ev.append({"type": "step", "seat": seat, "to": to, "wild": wild, "left": left})
    if walk.steps:
        pend["came"], p.pos = walk.came, walk.end
    pend["left"] -= len(walk.steps)
    p.footsteps += walk.footsteps
    if walk.at_fork:
        return
    if ev is not UNTOLD:
        ev.append({"type": "move_done", "seat": seat, "at": p.pos, "footsteps": p.footsteps, "left": pend["left"],
                   "counted": places.footsteps_counted(state, seat)})
    state.phase, state.pending, state.todo = "flow", {}, ["wild", "space", "end"]


# Tailwind: two rolls of different totals, one to use.
def _roll_choices(state: State, pending: dict) -> list[str]:
    return [f"use {r}" for r in sorted(set(pending["rolls"]))]


def _use_roll(state: State, pending: dict, action: str, ev: list[dict]) -> None:
    _start_walk(state, state.turn, int(action.split()[1]), ev)


def _describe_roll(state: State, pending: dict, action: str) -> dict:
    steps = int(action.split()[1])
    return choice(action, "use_roll", plural("Use the {n}: walk {n} space", "Use the {n}: walk {n} spaces", steps),
                  {"roll": steps})


def _rolls_prompt(state: State, pending: dict) -> dict:
    return msg("Tailwind: which roll do you use?")


def _rolls_about(state: State, pending: dict) -> dict:
    """The two rolls, and where a whole move of each could end (the table shows it on the
    board while a roll is pointed at, before it is chosen)."""
    p = state.players[state.turn]
    return {"rolls": list(pending["rolls"]),
            "moves": [{"roll": r, "ends": paths.told(paths.by_end(paths.ways(p.pos, "", r, 0, p.artifacts["shoes"])))}
                      for r in sorted(set(pending["rolls"]))]}


# A fork of the road: one step towards one of its exits, then on to the next fork or the end.
def _fork_choices(state: State, pending: dict) -> list[str]:
    return list(fork_actions(state.players[state.turn].pos, pending["came"]))


@lru_cache(maxsize=paths.MANY)
def fork_actions(space: str, came: str) -> tuple[str, ...]:
    """The fork's actions, one towards each of its exits (`paths.exits`), written once: half of
    a random game's actions are taken at a fork, and the board never changes once read."""
    return tuple(f"go {s}" for s in exits(space, came))


def take_fork(state: State, pending: dict, action: str, ev: list[dict]) -> None:
    seat = state.turn  # "go <space>": that step, and on to the next fork or the move's end
    _walk(state, seat, paths.go_on(state.players[seat].pos, action[3:], pending["left"]), ev)


def _describe_go(state: State, pending: dict, action: str) -> dict:
    space = action.split()[1]
    return choice(action, "go", msg("Go towards {space}", space=terms.space(space)), {"space": space})


def _fork_prompt(state: State, pending: dict) -> dict:
    return plural("{seat}: where to? {n} step left", "{seat}: where to? {n} steps left", pending["left"],
                  seat=seat_of(state.turn))


def _fork_about(state: State, pending: dict) -> dict:
    """The steps left, and every way the rest of the move can go, by the space it ends on (the
    table marks each end; one click there sends the way's fork choices one after another)."""
    p = state.players[state.turn]
    ways = paths.ways(p.pos, pending["came"], pending["left"], p.footsteps, p.artifacts["shoes"])
    return {"left": pending["left"], "ends": paths.told(paths.by_end(ways))}


KINDS.add("turn", legal=ready_choices, apply=ready, describe=describe_ready, prompt=_ready_prompt)
KINDS.add("tailwind", legal=_roll_choices, apply=_use_roll, describe=_describe_roll, prompt=_rolls_prompt,
          about=_rolls_about)
KINDS.add("fork", legal=_fork_choices, apply=take_fork, describe=_describe_go, prompt=_fork_prompt, about=_fork_about)

"""The zombies' turn and the Necromancer's Ritual of Summoning.

Zombies act by colour (violet, green, blue), nearer ones first. Each spends its actions
attacking its target when it stands next to it, otherwise stepping along a shortest path
towards it. The target is the slayer, or a follower standing on its own whose path is shorter.
A path is blocked by followers, the slayer and the Necromancer (never by other zombies, which
may be crossed but not ended on); a zombie prefers an unblocked shortest path and stops when
every shortest path is blocked. Where the rulebook says "you decide" (which of two equally near
zombies goes first, which of two equally near targets, which of two equal routes) the player
chooses, or rolls a die for it (`roll`); with the option zombie_ties = "dice" the die always
decides.
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.grid import INFINITE, Square
from ...core.messages import msg
from .combat import start_attack
from .content import content
from .meta import LIMITS
from .rolls import roll
from .spawning import recall_for, spawn_zombie
from .state import State
from .steps import Events, pop, push
from .words import away, direction, the, zombie

COLOUR_ORDER = {"violet": 0, "green": 1, "blue": 2}


def start_zombie_turn(state: State, ev: Events) -> None:
    state.phase = "zombies"
    ev.append({"type": "zombie_turn", "turn": state.turn})
    push(state, {"kind": "zombies", "done": [], "current": None, "left": 0, "target": None,
                 "ritual": False, "ask": None})


def start_slayer_turn(state: State, ev: Events) -> None:
    """Everything that lasts "until the beginning of your next turn" ends here."""
    s = state.slayer
    state.phase = "slayer"
    state.turn += 1
    s.actions = LIMITS["townsman_actions"] if s.townsmen else LIMITS["actions"]
    s.barrage = 0
    s.fresh = True
    s.attacked = False
    s.defense_mod = 0
    s.dash = False
    s.window = []
    s.owed_move = False
    for f in state.company():
        f.actions = 1
    ev.append({"type": "slayer_turn", "turn": state.turn, "actions": s.actions})


# --- choosing --------------------------------------------------------------------------------
def _decide(state: State, frame: dict, what: str, options: list[str], ev: Events) -> str | None:
    """A "you decide" moment: one option is no choice; otherwise ask, or let a die decide."""
    if len(options) == 1:
        return options[0]
    if state.options["zombie_ties"] == "dice":
        return _by_die(state, frame, what, options, ev)
    frame["ask"] = {"what": what, "options": options}
    return None


def _by_die(state: State, frame: dict, what: str, options: list[str], ev: Events) -> str:
    """A die settles the tie. The event tells which zombie and where: the one sent first and the
    card it stands on, or the zombie whose way it picks and the square it steps from."""
    pick = options[state.rng.below(len(options))]
    told = {"type": "tie_roll", "what": what, "options": options, "pick": pick}
    if what == "first":
        told["place"] = state.place(state.zombies[pick].pos)
    else:
        zombie = state.zombies[frame["current"]]
        told.update(zombie=zombie.id, colour=zombie.colour, **({"from": list(zombie.pos)} if what == "route" else {}))
    ev.append(told)
    return pick


def choices(state: State, frame: dict) -> list[str]:
    ask = frame["ask"]
    return [f"{ask['what']} {o}" for o in ask["options"]] + ["roll"]


def choose(state: State, frame: dict, action: str, ev: Events) -> None:
    ask = frame["ask"]
    frame["ask"] = None
    pick = _by_die(state, frame, ask["what"], ask["options"], ev) if action == "roll" else action.split(" ", 1)[1]
    frame["pick"] = [ask["what"], pick]


def describe(state: State, frame: dict, action: str) -> dict:
    """A "you decide" tie in the table's words, about the zombie it concerns."""
    what = frame["ask"]["what"]
    if action == "roll":
        return choice(action, "roll", _roll_words(frame, what))
    option = action.split(" ", 1)[1]  # as choose() reads it
    current = option if what == "first" else frame["current"]
    named = zombie(state, current)
    if what == "first":
        way = away(state.slayer.pos, state.zombies[current].pos)
        return choice(action, "first", msg("The {zombie} {way} goes first", zombie=named, way=way), {"zombie": current})
    if what == "target":
        prey = {"seat": 0} if option == "slayer" else {"follower": option}
        return choice(action, "target", msg("The {zombie} goes for {token}", zombie=named, token=the(option)),
                      {"zombie": current, **prey})
    to = _square(option)
    return choice(action, "route", msg("The {zombie} steps {direction}", zombie=named,
                                       direction=direction(state.zombies[current].pos, to)),
                  {"zombie": current, "square": list(to)})


def _roll_words(frame: dict, what: str) -> dict:
    if what == "first":
        return msg("Let a die decide which zombie goes first")
    if what == "target":
        return msg("Let a die decide whom {token} goes for", token=the(frame["current"]))
    return msg("Let a die decide {token}'s way", token=the(frame["current"]))


def _square(option: str) -> Square:
    x, y = option.split(",")
    return (int(x), int(y))


COUNT = {2: msg("Two"), 3: msg("Three"), 4: msg("Four")}


def prompt(state: State, frame: dict) -> dict:
    """Which tie the rulebook's "you decide" is about."""
    what, options = frame["ask"]["what"], frame["ask"]["options"]
    count = COUNT.get(len(options), len(options))
    if what == "first":
        return msg("{count} zombies are equally near: pick the one that moves first", count=count)
    if what == "target":
        return msg("The {zombie} is as near to two of you: pick whom it goes for",
                   zombie=zombie(state, frame["current"]))
    return msg("{count} routes are equally short: pick the square {token} steps to", count=count,
               token=the(frame["current"]))


def about(state: State, frame: dict) -> dict:
    """The tie ("first", "target", "route") and the zombie it is about (None for "first")."""
    return {"what": frame["ask"]["what"], "zombie": frame["current"]}


def _picked(frame: dict, what: str) -> str | None:
    pick = frame.pop("pick", None)
    return pick[1] if pick and pick[0] == what else None


# --- the turn --------------------------------------------------------------------------------
def step(state: State, frame: dict, ev: Events) -> bool:
    if frame["ask"]:
        return False
    if frame["current"] is None:
        return _next_zombie(state, frame, ev)
    z = state.zombies[frame["current"]]
    if z.pos is None or frame["left"] <= 0:
        frame["done"].append(z.id)
        frame["current"] = None
        return True
    target = _target(state, frame, z, ev)
    if frame["ask"]:
        return False  # the player decides which target
    if target is None:
        return _stop(frame)  # nobody it can reach
    tpos = state.position(target)
    if state.grid.reaches(z.pos, tpos):
        frame["left"] -= 1
        start_attack(state, z.id, target, "melee")
        return True
    steps = route_steps(state, z.pos, tpos, frame["left"])
    if not steps:
        ev.append({"type": "zombie_stuck", "token": z.id, "pos": z.pos})
        return _stop(frame)
    picked = _picked(frame, "route")
    options = [f"{x},{y}" for x, y in steps]
    choice = picked if picked in options else _decide(state, frame, "route", options, ev)
    if choice is None:
        return False
    to = _square(choice)
    ev.append({"type": "move", "token": z.id, "from": z.pos, "to": to})
    z.pos = to
    frame["left"] -= 1
    return True


def _stop(frame: dict) -> bool:
    frame["left"] = 0
    return True


def _next_zombie(state: State, frame: dict, ev: Events) -> bool:
    # after the Ritual nobody else moves: the summoned zombies act from the next zombies' turn
    done = frame["done"]
    waiting = [] if frame["ritual"] else [z for z in state.on_board() if z.id not in done]
    if not waiting:
        return _after_zombies(state, frame, ev)
    near = state.grid.distances(state.slayer.pos)  # each square's steps to the slayer
    rank = {z.id: (COLOUR_ORDER[z.colour], near.get(z.pos, INFINITE)) for z in waiting}
    first = min(rank.values())
    tied = sorted((z.id for z in waiting if rank[z.id] == first), key=_counter_order)
    if not order_matters(state, tied):
        tied = tied[:1]
    picked = _picked(frame, "first")
    choice = picked if picked in tied else _decide(state, frame, "first", tied, ev)
    if choice is None:
        return False
    frame["current"] = choice
    frame["left"] = content().zombies[state.zombies[choice].colour].actions
    frame["target"] = None
    ev.append({"type": "activate", "token": choice})
    return True


def order_matters(state: State, tied: list[str]) -> bool:
    """Whether it makes a difference which of equally near zombies goes first.

    It does when their next steps compete for a square (one would take a square the other
    wants, or stand in its way). Zombies next to their prey only attack, and zombies heading
    for different squares cannot hinder each other; then the counters go in number order and
    the player is not asked.
    """
    if len(tied) < 2:
        return False
    wants: dict[str, set] = {}
    prey = [state.slayer.pos] + [f.pos for f in state.company() if f.pos is not None]
    for zid in tied:
        z = state.zombies[zid]
        goal = _nearest(state.grid, z.pos, prey)
        if goal is None or state.grid.reaches(z.pos, goal):
            continue
        wants[zid] = set(route_steps(state, z.pos, goal, content().zombies[z.colour].actions))
    where = {zid: state.zombies[zid].pos for zid in tied}
    for a, squares in wants.items():
        for b in tied:
            if b != a and (where[b] in squares or squares & wants.get(b, set())):
                return True
    return False


def _nearest(grid, at: Square, prey: list[Square]) -> Square | None:
    """The first of the prey's squares fewest steps from `at`; None when none can be reached."""
    best, fewest = None, INFINITE
    for p in prey:
        d = grid.distances(p).get(at, INFINITE)
        if d < fewest:
            best, fewest = p, d
    return best


def _counter_order(zid: str) -> tuple[int, int]:
    return ("vgb".index(zid[0]), int(zid[1:]))


def _after_zombies(state: State, frame: dict, ev: Events) -> bool:
    nec = state.nec
    if nec.pos is not None and not nec.dead and not frame["ritual"]:
        frame["ritual"] = True
        push(state, {"kind": "ritual", "stage": "hand", "h": None, "t": None, "cap": 0})
        return True
    pop(state, frame)
    start_slayer_turn(state, ev)
    return True


def _target(state: State, frame: dict, z, ev: Events) -> str | None:
    """The slayer or a standing follower, whichever path is shortest; kept for the activation."""
    current = frame["target"]
    if current and state.position(current) is not None:
        return current
    grid = state.grid
    candidates = ["slayer"] + [f.id for f in state.company() if f.pos is not None]
    dist = {t: grid.distance(z.pos, state.position(t)) for t in candidates}
    best = min(dist.values())
    if best >= INFINITE:
        return None
    tied = [t for t in candidates if dist[t] == best]
    picked = _picked(frame, "target")
    choice = picked if picked in tied else _decide(state, frame, "target", tied, ev)
    frame["target"] = choice
    return choice


def route_steps(state: State, start: Square, goal: Square, left: int) -> list[Square]:
    """First steps of the unblocked shortest paths from start to next to goal, in reading order.

    Squares of followers, the slayer and the Necromancer block a path (except the goal itself).
    Other zombies may be crossed, so a step onto one is allowed only if the zombie has another
    action and can step on from there to a free square.
    """
    grid = state.grid
    dist = grid.distances(goal)
    d0 = dist.get(start, INFINITE)
    if d0 >= INFINITE or d0 <= 1:
        return []
    zombies = {z.pos for z in state.on_board()}
    blockers = state.occupied() - zombies - {goal}
    good = _open_ways(grid, dist, d0, blockers, goal)
    out = []
    for n in grid.steps(start):
        if dist.get(n) != d0 - 1 or n not in good:
            continue
        if n in zombies and (left < 2 or dist[n] < 2 or not _onward(grid, dist, good, n, zombies, goal)):
            continue
        out.append(n)
    return sorted(out, key=lambda sq: (sq[1], sq[0]))


def _open_ways(grid, dist: dict[Square, int], d0: int, blockers: set[Square], goal: Square) -> set[Square]:
    """The squares nearer the goal than d0 from which an unblocked shortest path leads to it.

    A grid's distances are found breadth first, so its dict lists squares nearest first: walking
    it up to d0 meets every square after all those one step nearer, and stops there rather than
    sorting the whole town for every step a zombie takes.
    """
    good = {goal}
    for sq, d in dist.items():
        if d >= d0:
            break
        if sq in good or sq in blockers:
            continue
        for n in grid.steps(sq):
            if n in good and dist[n] == d - 1:
                good.add(sq)
                break
    return good


def _onward(grid, dist: dict[Square, int], good: set[Square], sq: Square, zombies: set[Square], goal: Square) -> bool:
    """Whether a zombie crossing another's square can step on from it to a free square."""
    return any(dist.get(m) == dist[sq] - 1 and m in good and m not in zombies and m != goal
               for m in grid.steps(sq))


# --- the Ritual of Summoning ---------------------------------------------------------------------
def ritual(state: State, frame: dict, ev: Events) -> bool:
    """Both of the Necromancer's actions: roll his Hand; each skill pip (1-faces excepted) is a roll
    on the Temple's dieagram; at most as many zombies as the most skill pips on one die; if the
    Temple cannot hold them all, blue ones are placed first, then green, then violet."""
    if frame["stage"] == "hand":
        frame["stage"] = "temple"
        ev.append({"type": "ritual"})
        roll(state, ev, "nec", state.nec.life, "ritual", "h")
        return True
    temple_pos = next(p for p, t in state.tiles.items() if t.tile == content().temple.id)
    temple = content().temple
    if frame["stage"] == "temple":
        faces = content().necromancer.faces
        counts = [faces.count(d, "skill") if d != 1 else 0 for d in frame["h"]["dice"]]
        frame["cap"] = max(counts, default=0)
        if sum(counts) == 0:
            ev.append({"type": "summoned", "colours": [], "dice": list(frame["h"]["dice"]), "pips": 0, "cap": 0,
                       "rolled": []})
            pop(state, frame)
            return True
        frame["stage"] = "place"
        roll(state, ev, f"tile:{temple.id}", sum(counts), "summon", "t")
        return True
    colours: list[str] = []
    for face in frame["t"]["dice"]:
        for pip in temple.encounter(face):
            if pip != "necromancer" and len(colours) < frame["cap"]:
                colours.append(pip)
    colours.sort(key=lambda c: -COLOUR_ORDER[c])  # blue, then green, then violet
    pop(state, frame)
    faces = content().necromancer.faces
    ev.append({"type": "summoned", "colours": colours, "dice": list(frame["h"]["dice"]), "cap": frame["cap"],
               "pips": sum(faces.count(d, "skill") for d in frame["h"]["dice"] if d != 1),
               "rolled": list(frame["t"]["dice"])})
    recall_for(state, colours, ev)  # (the rulebook's "required number", all taken before any is placed)
    for colour in colours:
        spawn_zombie(state, colour, temple_pos, ev)
    return True


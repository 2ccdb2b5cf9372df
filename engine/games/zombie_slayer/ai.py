"""The autopilot: the computer's choice for the slayer (the hint button and --headless play).

It plays through the same legal actions as a person. Its plan: explore towards the Temple,
search cards that are safe, fight zombies that come close with the best die kept, heal when
hurt, place a new card with the most open ways onto it, and once the Necromancer is on the table, go for him (dragon dung and a torch make the
undefendable damage he cannot shrug off with Already Dead). Levels: "easy" sometimes takes a
plain move instead of the best one; "normal" follows the plan; "hard" also spends Luck where
it turns a roll. Its randomness comes only from its own generator (seeded per move), so the
same position gives the same advice.
"""
from __future__ import annotations

from collections import deque

from ...core.grid import INFINITE, Square, chebyshev
from ...core.rng import Rng
from ...core.search import Budget, best_by_sampling
from . import rolls
from .combat import toughness
from .content import ATTRIBUTE_COST, content
from .decisions import KINDS, TURN, waiting
from .state import State, clone
from .turn import enemies, parse_sq
from .zombies import route_steps

SKILL_WISH = ("endure", "block", "assault", "knockback", "riposte", "dash", "aimed", "barrage")


def suggest(state: State, level: str, seed: int) -> str:
    rng = Rng(seed)
    kind, frame = waiting(state)
    legal = KINDS[kind].legal(state, frame)
    if kind == TURN:
        choice = _turn(state, legal, level, rng)
    else:
        choice = DECIDERS.get(kind, _first)(state, frame, legal, level, rng)
    return choice if choice in legal else legal[0]


def _first(state, frame, legal, level, rng) -> str:
    return legal[0]


# --- rolls -------------------------------------------------------------------------------------
def _roll(state: State, frame: dict, legal: list[str], level: str, rng: Rng) -> str:
    if _shed_townsman(state, frame):
        worst = min(range(len(frame["dice"])), key=lambda i: (_die_value(state, frame, frame["dice"][i]), i))
        return f"keep {frame['dice'].index(frame['dice'][worst])}"
    plain = _plain_roll(state, frame, legal)
    if level != "easy" and any(a.startswith("luck") for a in legal) and _in_exchange(state):
        return _luck_by_simulation(state, legal, plain, level)
    return plain


def _plain_roll(state: State, frame: dict, legal: list[str]) -> str:
    """Keep the die best for the roll's purpose, or let it stand."""
    if not frame["keep"]:
        return "accept"
    dice = frame["dice"]
    best = max(range(len(dice)), key=lambda i: (_die_value(state, frame, dice[i]), -i))
    best = dice.index(dice[best])
    endure = f"keep {best} endure"
    return endure if endure in legal and state.slayer.dieagram.count(dice[best], "skill") else f"keep {best}"


def _die_value(state: State, frame: dict, face: int) -> float:
    """How good a kept face is for what the roll is for."""
    faces = state.slayer.dieagram
    purpose = frame["purpose"]
    skill = faces.count(face, "skill")
    below = state.stack[-2] if len(state.stack) > 1 else {}
    if purpose in ("melee", "ranged"):
        value = faces.count(face, purpose) + state.slayer.townsmen * {1: 1, 6: 2}.get(face, 0)
        bonus = {"assault": skill, "aimed": 2 * skill, "barrage": 0.5 * skill, "knockback": 0.3 * skill}
        return value + bonus.get(below.get("skill"), 0)
    if purpose == "defense":
        value = faces.count(face, "defense") + state.slayer.townsmen * {1: 1, 6: 2}.get(face, 0)
        if below.get("guard") == "block":
            value += 2 * skill
        if below.get("guard") == "riposte":
            value += 0.8 * skill
        return value
    return skill


def _in_exchange(state: State) -> bool:
    """Luck is worth its price in a fight (or when it finds treasure), not on every die."""
    return any(f["kind"] in ("attack", "search") for f in state.stack[:-1])


def score(state: State) -> float:
    """How well the slayer stands: Life above all, then kills, wounds on the Necromancer, Luck."""
    if state.result is not None:
        return 1000.0 if state.result["winners"] else -1000.0
    s = state.slayer
    nec = 0 if state.nec.pos is None else 5 - state.nec.life
    return 30 * s.life + 12 * s.townsmen + 8 * s.xp + 40 * nec + 4 * s.luck + 3 * len(s.items)


LUCK_BUDGET = {"normal": 120, "hard": 240}  # play-outs per Luck decision: the level's strength
LUCK_STEPS = {"normal": 1200, "hard": 2000}  # and at most this many actions and events in them: the clock's bound
MAX_SAMPLES = 12


def _luck_by_simulation(state: State, legal: list[str], plain: str, level: str) -> str:
    """Try each way of spending Luck on copies whose future dice are re-seeded, play the fight
    out plainly, and spend Luck only where it beats letting the roll stand. A reroll is valued
    over its six faces exactly, with the same futures as every other option.

    The play-outs are a budget shared by the options, so a roll of many dice does not take
    longer; and so is what happens in them (actions and their events: the zombies moving after
    a fight are most of it; a defense of five dice with twenty ways to spend Luck, late in a
    game, took 0.75 s without that bound). Both
    are counts, never the clock, so the same position gets the same advice anywhere."""
    from . import RULES

    depth = len(state.stack)
    played = [0]

    def determinize(st: State, seed: int) -> State:
        twin = RULES.determinize(st, 0, seed)
        twin.rng.scripted = []
        return twin

    def evaluate(twin: State, action: str) -> float:
        if not action.startswith("luck reroll"):
            return score(_finish_exchange(twin, action, depth, played))
        total = 0.0
        for face in range(1, 7):
            copy = clone(twin)
            copy.rng.scripted = [face]
            total += score(_finish_exchange(copy, action, depth, played))
        return total / 6

    options = [plain] + [a for a in legal if a.startswith("luck")]
    cost = sum(6 if a.startswith("luck reroll") else 1 for a in options)
    samples = max(2, min(MAX_SAMPLES, LUCK_BUDGET[level] // cost))
    return best_by_sampling(determinize, state, options, evaluate, samples, seed=depth, prefer_first_by=0.5,
                            budget=Budget(LUCK_STEPS[level], lambda: played[0]))


def _finish_exchange(twin: State, action: str, depth: int, played: list[int] | None = None) -> State:
    """Apply `action`, then finish the fight below the current roll with the plain policy.
    `played[0]`, where given, counts what that took: each action and each event of it (an
    action that ends a fight may set every zombie on the board moving)."""
    from . import RULES

    steps = 1 + len(RULES.apply(twin, action))
    for _ in range(40):
        if twin.result is not None or len(twin.stack) < depth - 1 or not twin.stack:
            break
        frame = twin.stack[-1]
        if frame["kind"] == "roll":  # the plain policy spends no Luck: no need to forecast each change
            choice = _plain_roll(twin, frame, rolls.choices(twin, frame))
        elif frame["kind"] == "attack":
            choice = _defend(twin, frame, RULES.legal_actions(twin), "normal", None)
        else:
            break
        steps += 1 + len(RULES.apply(twin, choice))
    if played is not None:
        played[0] += steps
    return twin


def _defend(state, frame, legal, level, rng) -> str:
    for pick in ("skill block", "skill riposte"):
        if pick in legal:
            return pick
    return "defend"


def _zombies(state, frame, legal, level, rng) -> str:
    ask = frame["ask"]
    if ask["what"] == "target":
        return f"target {ask['options'][-1]}" if len(ask["options"]) > 1 else legal[0]
    return legal[0]


def _explore(state, frame, legal, level, rng) -> str:
    return legal[rng.below(len(legal))] if level == "easy" else max(legal, key=lambda a: (ways_across(state, frame, a),
                                                                                         -legal.index(a)))


def ways_across(state: State, frame: dict, action: str) -> int:
    """Open ways between the card the slayer entered and the card being placed, were it placed
    by `action`: the more, the fewer zombies it takes to bar his way on (and back)."""
    from .exploring import crossings, neighbour
    from .state import BORDER_SIDES

    entered = tuple(frame["tile"])
    at = neighbour(entered, frame["sides"][0])
    return crossings(state, entered, at, content().tiles[frame["card"]], BORDER_SIDES.index(action.split()[1]))


def _search(state: State, frame, legal, level, rng) -> str:
    ask = frame["ask"]
    what = ask["what"]
    if what == "learn":
        for skill in SKILL_WISH:
            if f"learn {skill}" in legal:
                return f"learn {skill}"
    if what == "paint":
        return f"paint {_best_face(state, frame['found'], [int(o) for o in ask['options']])}"
    if what == "item":
        found = frame["found"]
        rank = ["dung", "torch", "life", "defense", "accuracy"]
        worst = max(state.slayer.items, key=rank.index)
        return f"discard {worst}" if rank.index(worst) > rank.index(found) else "leave"
    return legal[0]


def _best_face(state: State, meaning: str, options: list[int]) -> int:
    """Pile a pip onto the face already strongest in it: only the kept die counts."""
    faces = state.slayer.dieagram
    return max(options, key=lambda k: (faces.count(k, meaning), k))


def _dash(state: State, frame, legal, level, rng) -> str:
    step = _step_towards(state, goal(state), legal)
    if step:
        return step
    return "stop" if "stop" in legal else legal[0]


DECIDERS = {"roll": _roll, "attack": _defend, "zombies": _zombies, "explore": _explore, "search": _search, "dash": _dash}


# --- the slayer's turn -------------------------------------------------------------------------
def _turn(state: State, legal: list[str], level: str, rng: Rng) -> str:
    return turn_plan(state, legal, level, rng)[1]


def turn_plan(state: State, legal: list[str], level: str, rng: Rng) -> tuple[str, str]:
    """The plan that decides the turn's next action (its name in TURN_PLANS, or "end") and the
    action: the first plan with something to do (advice.py says why in that plan's terms)."""
    s = state.slayer
    for name, plan in TURN_PLANS:
        choice = plan(state, legal, level, rng)
        if choice:
            if level == "easy" and choice.startswith(("attack", "skill")) and rng.below(4) == 0:
                continue
            return name, choice
    return "end", "end" if s.actions <= 0 or not s.owed_move else legal[0]


def _train(state: State, legal, level, rng) -> str | None:
    s = state.slayer
    for meaning in ("melee", "defense"):
        if s.cp >= ATTRIBUTE_COST[meaning]:
            options = [int(a.split()[2]) for a in legal if a.startswith(f"train {meaning} ")]
            if options:
                return f"train {meaning} {_best_face(state, meaning, options)}"
    return None


def _followers(state: State, legal, level, rng) -> str | None:
    if "prycille heal" in legal:
        return "prycille heal"
    for f in state.company():
        attacks = [a for a in legal if a.startswith(f"{f.id} attack ")]
        if attacks:
            return max(attacks, key=lambda a: _threat(state, a.split()[-1]))
    return None


def _potion(state: State, legal, level, rng) -> str | None:
    s = state.slayer
    if s.life <= 2 and "quaff life" in legal:
        return "quaff life"
    near = adjacent_enemies(state)
    if near and "quaff defense" in legal and s.guard == 0 and s.life <= 3:
        return "quaff defense"
    return None


def _bomb(state: State, legal, level, rng) -> str | None:
    """Dung next to the Necromancer, a step out of its blast, then the torch. (The step was
    missing: dung is dropped beside the slayer, and he walked on at the Necromancer instead
    of throwing - over 300 seeded hard games, 54 wins without it and 61 with it.)"""
    s, nec = state.slayer, state.nec
    if nec.pos is None or nec.dead:
        return None
    for d in state.dung:
        if chebyshev(d, nec.pos) <= 1 and chebyshev(d, s.pos) > 1 and f"throw {d[0]},{d[1]}" in legal:
            return f"throw {d[0]},{d[1]}"
    primed = [d for d in state.dung if chebyshev(d, nec.pos) <= 1]
    if "torch" in s.items and any(chebyshev(d, s.pos) <= 1 for d in primed):
        return _out_of_the_blast(state, primed, legal)  # a heap dropped beside him: step clear, then throw
    if "dung" in s.items and "torch" in s.items:
        drops = [a for a in legal if a.startswith("drop ")]
        near = [a for a in drops if chebyshev(parse_sq(a.split()[1]), nec.pos) <= 1]
        if near:
            return min(near, key=lambda a: -chebyshev(parse_sq(a.split()[1]), s.pos))
    return None


def _out_of_the_blast(state: State, heaps: list[Square], legal: list[str]) -> str | None:
    """A step off the blast of every heap beside the Necromancer, from where one is still in
    sight for the torch (dung is dropped next to the slayer, so the throw waits for a move)."""
    grid = state.grid
    clear = [m for m in legal if m.startswith("move ")
             and all(chebyshev(parse_sq(m.split()[1]), d) > 1 for d in heaps)
             and any(grid.sight(parse_sq(m.split()[1]), d) for d in heaps)]
    return min(clear, key=lambda m: (not safe_square(state, parse_sq(m.split()[1])), m)) if clear else None


def _boss(state: State, legal, level, rng) -> str | None:
    """Once the Necromancer is out, every turn he summons more: go straight for him, fighting
    only what stands in the way."""
    nec = state.nec
    if nec.pos is None or nec.dead:
        return None
    on_him = [a for a in legal if a.endswith(" nec") and a.startswith(("attack", "skill"))]
    if on_him:
        return max(on_him, key=lambda a: _skill_rank(state, a))
    step = _step_towards(state, {nec.pos}, legal) or _step_towards(state, {nec.pos}, legal, around=False)
    if step:
        return step
    if stalled(state):
        breakout = _break_out(state, legal)
        if breakout:
            return breakout
    blockers = [a for a in legal if a.startswith(("attack ", "skill assault ", "skill knockback "))]
    if blockers:
        return min(blockers, key=lambda a: chebyshev(state.position(a.split()[-1]), nec.pos) * 10 - _skill_rank(state, a))
    return None


STALEMATE = 30  # boss-fight turns after which holding a safe spot is no longer a plan


def _shed_townsman(state: State, frame: dict) -> bool:
    """In a stalled boss fight a townsman's price (one action a turn) is what keeps the slayer
    from cutting his way through: let a blow through so the townsman takes it."""
    s = state.slayer
    return (frame["keep"] and frame["purpose"] == "defense" and stalled(state)
            and s.townsmen > 0 and s.life >= 4)


def stalled(state: State) -> bool:
    return state.boss and state.turn - state.boss_turn > STALEMATE


def _break_out(state: State, legal: list[str]) -> str | None:
    """A long boss fight from a safe spot goes nowhere: the Ritual refills every gap. Leave the
    spot for open ground, where more zombies reach him but the way round them opens."""
    grid = state.grid
    dist = grid.distances(state.nec.pos)
    here = dist.get(state.slayer.pos, INFINITE)
    moves = [m for m in legal if m.startswith("move ")]
    if not moves or state.turn % 3:
        return None
    def openness(m: str) -> tuple:
        sq = parse_sq(m.split()[1])
        return (len(grid.steps(sq)), -abs(dist.get(sq, INFINITE) - here), m)
    return max(moves, key=openness)


def _fight(state: State, legal, level, rng) -> str | None:
    attacks = [a for a in legal if a.startswith(("attack ", "skill assault ", "skill knockback ", "skill aimed ", "skill barrage "))]
    if not attacks:
        return None
    return max(attacks, key=lambda a: (_threat(state, a.split()[-1]), _skill_rank(state, a)))


def _skill_rank(state: State, action: str) -> int:
    """Prefer a skill attack, but not Assault when its price can be collected: it lowers the
    slayer's defense until his next turn, so it waits until he is not badly hurt and no other
    enemy can strike him before then. (It was taken whatever stood around him, and in the boss
    fight he met a crowd with his defense down: over 600 seeded hard games, 111 wins before and
    194 after.)"""
    if not action.startswith("skill"):
        return 0
    skill = action.split()[1]
    if skill == "assault" and assault_costly(state, action.split()[-1]):
        return -1
    return {"assault": 3, "aimed": 3, "knockback": 2, "barrage": 1}.get(skill, 0)


def assault_costly(state: State, target: str) -> bool:
    """Whether Assault's lowered defense would be paid for before the slayer's next turn: he is
    badly hurt, or an enemy besides `target` could strike him."""
    return state.slayer.life <= 2 or not safe_square(state, state.slayer.pos, besides=target)


def _threat(state: State, token: str) -> float:
    """Which enemy to hit first: the Necromancer, then the zombie easiest to kill that hits hardest."""
    if token == "nec":
        return 100.0
    z = state.zombies[token]
    zdef = content().zombies[z.colour]
    return 10 - toughness(state, token) * 2 + zdef.actions - chebyshev(z.pos, state.slayer.pos)


def _search_here(state: State, legal, level, rng) -> str | None:
    if "search" in legal and not adjacent_enemies(state):
        return "search"
    return None


def adjacent_enemies(state: State) -> list[str]:
    grid, here = state.grid, state.slayer.pos
    return [e for e, pos in enemies(state) if grid.reaches(here, pos)]


def _advance(state: State, legal, level, rng) -> str | None:
    """Head for the goal, but let zombies come: a zombie that steps next to the slayer has
    spent its move, while one he steps next to attacks first. (Waiting never heals him, so
    he explores whatever his Life.)"""
    s = state.slayer
    if s.actions <= 0 and not s.owed_move:
        return None
    safe = [m for m in legal if not m.startswith("move ") or safe_square(state, parse_sq(m.split()[1]))]
    if s.owed_move:
        safe = legal
    return _step_towards(state, goal(state), safe)


def safe_square(state: State, sq: Square, besides: str = "") -> bool:
    """No zombie (`besides` the one named) could attack the slayer there before he strikes:
    none within its reach after its moves this coming zombies' turn, counting one step for each
    action but the last."""
    grid = state.grid
    for z in state.on_board():
        if z.id == besides:
            continue
        steps = content().zombies[z.colour].actions - 1
        coming = grid.reaches(z.pos, state.slayer.pos) or route_steps(state, z.pos, state.slayer.pos, steps + 1)
        if coming and grid.distance(z.pos, sq) <= 1 + steps:
            return False
    return True


def goal(state: State) -> set[Square]:
    """Where to head: the Necromancer; else an unexplored card; else the nearest zombie."""
    nec = state.nec
    if nec.pos is not None and not nec.dead:
        return {nec.pos}
    unexplored = {sq for sq in state.grid.squares if state.grid.walkable(sq) and not state.tiles[state.tile_at(sq)].visited}
    if unexplored:
        return unexplored
    return {z.pos for z in state.on_board()}


def _step_towards(state: State, goal: set[Square], legal: list[str], around: bool = True) -> str | None:
    """A move that brings the slayer nearer to the goal: walking around zombies, or (around=False)
    through the gaps between them, by the lie of the land alone."""
    if not goal:
        return None
    dist = distances(state, goal) if around else _terrain(state, goal)
    moves = [m for m in legal if m.startswith("move ")]
    if not moves:
        return None
    here = dist.get(state.slayer.pos, INFINITE)
    best = min(moves, key=lambda m: (dist.get(parse_sq(m.split()[1]), INFINITE), m))
    return best if dist.get(parse_sq(best.split()[1]), INFINITE) < here else None


def _terrain(state: State, goal: set[Square]) -> dict[Square, int]:
    grid = state.grid
    best: dict[Square, int] = {}
    for g in goal:
        for sq, d in grid.distances(g).items():
            if d < best.get(sq, INFINITE):
                best[sq] = d
    return best


def distances(state: State, goal: set[Square]) -> dict[Square, int]:
    """Steps to the nearest goal square, walking around zombies (they block the slayer)."""
    grid = state.grid
    blocked = {pos for _, pos in enemies(state)} - goal
    dist = {g: 0 for g in goal}
    queue = deque(goal)
    while queue:
        sq = queue.popleft()
        for n in grid.steps(sq):
            if n not in dist and n not in blocked:
                dist[n] = dist[sq] + 1
                queue.append(n)
    return dist


TURN_PLANS = (("train", _train), ("followers", _followers), ("potion", _potion), ("bomb", _bomb),
              ("boss", _boss), ("fight", _fight), ("search", _search_here), ("advance", _advance))


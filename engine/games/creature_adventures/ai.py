"""The computer's play: a heuristic for "easy" and a search over it for "normal" and "hard".

The heuristic (`heuristic`) reads the board as a player would: build one strong attacker,
heal when the team is worn, head for a Warlord it can beat (easy only: `Style.lords`), catch a wild creature once it is
weak enough, keep a catch that beats its weakest creature. Against NPCs only Attack and HP
matter (their damage comes through the Strike table), so it can estimate a fight's cost. It
weighs what a move's end risks (`wild_danger`): with a creature that one blow of a wild creature
would knock out, it rests at Home, heads for healing, and walks the way least likely to meet one.

The levels: "easy" is the heuristic in its plain style, with a slip one move in four (any legal
move: a newcomer can win). "normal" plays the plain style without slips and "hard" a stronger
style (found by self-play); both search the choices that decide a whole fight or a creature
(challenge a Warlord, stake with the Thieves, keep a catch...), hard its getting ready too
(points, the shop, resting): each legal action is tried on
determinized copies (the deck reshuffled, future dice unknown), the rest of the turn is played
out with the heuristic for every seat, and the result is scored with `value`. Their search is
a number of play-outs (4 or 20 per action, 16 for hard's getting ready), never a time limit.
`make strength` measures them (docs/strength.md). Once, with normal in the stronger style and
easy without slips, hard beat normal 45 times in 100: the style was the difference, and the
search alone is worth a few points.
Only what the seat may see is used: copies come from `RULES.determinize`.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cache

from ...core.rng import Rng
from ...core.search import best_by_sampling
from . import forecast, risks
from .aftermath import champion_team, npc_team
from .battle import catch_need
from .content import content
from .places import thief_creature
from .risks import fragile, wild_danger  # noqa: F401 (what a move risks, weighed here first)
from .state import ATTRS, NOBODY, Fighter, Player, State

PLAYOUTS = {"normal": 4, "hard": 20}  # determinized play-outs per candidate action
PLAYOUT_STEPS = 160  # actions per play-out at most (a turn rarely needs 40)
MARGIN = 1.0  # how much better (in `value`) a searched action must score to overrule the heuristic
# The choices worth a search: each decides a whole fight or a creature. Combat actions and the
# way at a fork are left to the heuristic: measured, searching them only added noise
# (docs/performance-notes.md).
SEARCHED_PHASES = ("warlord", "colosseum", "thieves", "target", "keep", "shaman")
#: Hard also searches a turn's getting ready (points, the shop, resting or rolling), with fewer
#: play-outs there (a turn offers a dozen choices: at 20 its slowest move took 424 ms of the
#: 500 it may, at 10 305 ms): measured over 100 two-seat games against normal, 70 wins at 20
#: and 66 at 10 rather than 65 (searching the way at a fork as well: 56; longer play-outs, more
#: of them, other styles: 57-64).
HARD_PHASES = SEARCHED_PHASES + ("turn",)
TURN_PLAYOUTS = 16


# --- the board, for going somewhere ------------------------------------------------------------------------
@cache
def distances(start: str) -> dict[str, int]:
    spaces = content().board.spaces
    dist, queue = {start: 0}, deque([start])
    while queue:
        here = queue.popleft()
        for n in spaces[here].links:
            if n not in dist:
                dist[n] = dist[here] + 1
                queue.append(n)
    return dist


def _nearest(pos: str, kinds: tuple[str, ...], **where) -> str | None:
    d = distances(pos)
    found = [s for s in content().board.spaces.values() if s.kind in kinds
             and all(getattr(s, k) == v for k, v in where.items())]
    return min(found, key=lambda s: (d[s.id], s.id)).id if found else None


# --- estimating fights ---------------------------------------------------------------------------------------
def team_hp(p: Player) -> int:
    return sum(max(f.hp, 0) for f in p.creatures)


def health(p: Player) -> float:
    top = sum(f.max_hp for f in p.creatures)
    return team_hp(p) / top if top else 0.0


def best(p: Player, among: list[int] | None = None) -> int:
    """The creature to send in: the hardest hitter that still stands (of `among`, if given),
    sturdier first on ties."""
    alive = among or p.alive()
    return max(alive, key=lambda i: (p.creatures[i].strength("attack") * 3 + p.creatures[i].hp, -i))


def cost_against(p: Player, npcs: list[Fighter]) -> float:
    """HP a player expects to lose beating NPCs: each Strike deals 0.6 x Attack on average and
    draws a counterstrike of their Attack 40% of the time."""
    alive = p.alive()
    if not alive:
        return float("inf")
    attack = max(p.creatures[i].strength("attack") for i in alive)
    return sum(f.hp / (0.6 * max(attack, 1)) * 0.4 * f.strength("attack") for f in npcs)


def odds_against(p: Player, npcs: list[Fighter]) -> float:
    """Our HP over the expected cost: above 1 the fight is likely won."""
    return team_hp(p) / max(cost_against(p, npcs), 0.1)


def _warlord_team(sigil: str) -> list[Fighter]:
    return npc_team(content().warlords[sigil])


def _champion_team(stage: int) -> list[Fighter]:
    return champion_team(stage)[1]


def fighter_worth(f: Fighter) -> float:
    return f.strength("attack") * 3 + f.strength("defense") * 1.5 + f.max_hp * 0.4 + (1 if f.ability else 0)


# --- the heuristic ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Style:
    """How the heuristic plays. nerve: how favourable a fight must look to be taken; spread:
    points go to every creature in turn rather than one champion; catch_at: the wild
    creature's HP (in tenths) at which a catch is tried."""

    nerve: float = 1.2
    lords: float | None = 1.0  # a Warlord is walked to when the fight looks `nerve` x `lords` favourable (None: never)
    spread: bool = False
    catch_at: int = 5
    shoes: bool = True  # buy Quiet Shoes once three points are banked
    mix: tuple[int, int, int] = (1, 2, 0)  # the champion's points kept in this ratio (hp, attack, defense)


EASY = Style()
#: The searching levels never walk to a Warlord: the walk rarely ended in a challenge (their
#: search, weighing the HP a fight costs against a sigil, left 535 times in 16 games for 50
#: challenges - and the hint said "walk to Vorga", then "leave"), and the moves were lost to the
#: Wilderness. Measured over 100 games each, normal walking at 1.5, 2, 3 times its nerve beat
#: normal walking at its nerve 63, 70, 67 times, and never walking 71; a sigil weighed 30 rather
#: than 12 in `value`, walking at the nerve, won 31. One passed on the way is still searched.
NORMAL = Style(lords=None)
#: The stronger level's style, found by self-play (see docs/performance-notes.md): no Quiet
#: Shoes, and the champion's points shared evenly between HP and Attack.
STRONG = Style(shoes=False, mix=(1, 1, 0), lords=None)
STYLES = {"normal": NORMAL, "hard": STRONG}  # the searching levels' styles
SLIPS = 0.25  # how often easy takes any legal move instead of its plan: a newcomer's first games are winnable


def heuristic(state: State, seat: int, legal: list[str], rng: Rng, style: Style = EASY) -> str:
    """One sensible action among `legal`."""
    phase = state.phase
    p = state.player(seat)
    pick = {"turn": _ready, "move": _move, "shaman": _shaman, "thieves": _thieves, "warlord": _warlord,
            "colosseum": _colosseum, "target": _target, "battle": _battle, "keep": _keep}.get(phase)
    choice = pick(state, p, legal, rng, style) if pick else None
    return choice if choice in legal else legal[0]


def _ready(state: State, p: Player, legal: list[str], rng: Rng, style: Style) -> str:
    if "peace" in legal and p.creatures[p.peace_on].hp * 2 <= p.creatures[p.peace_on].max_hp:
        return "peace"
    if state.has(p.seat, "wisdom") and not p.peace_moved and (p.peace_on < 0 or p.creatures[p.peace_on].down):
        if p.alive() and f"wisdom {best(p) + 1}" in legal:
            return f"wisdom {best(p) + 1}"
    if p.alive():
        top = best(p) + 1
        if f"power {top} attack" in legal:
            return f"power {top} attack"
        spend = _spend(p, top, legal, style)
        if spend:
            return spend
    if "rest" in legal and (health(p) < 0.6 or fragile(state, p)):
        return "rest"
    return "fight" if "fight" in legal else "roll"


def _spend(p: Player, top: int, legal: list[str], style: Style) -> str | None:
    """Banked points: Quiet Shoes first if the style buys them, then the style's mix of HP,
    Attack and Defense on the champion (or on the least-trained creature, if spread)."""
    if style.shoes and p.bank >= 3 and p.artifacts["shoes"] == 0 and "buy shoes" in legal:
        return "buy shoes"
    if style.spread:
        alive = p.alive()
        top = min(alive, key=lambda i: (sum(p.creatures[i].points), -p.creatures[i].strength("attack"))) + 1
    f = p.creatures[top - 1]
    # the attribute furthest below its share of the mix
    attr = min((a for a, w in zip(ATTRS, style.mix) if w), key=lambda a: (
        f.points[ATTRS.index(a)] / style.mix[ATTRS.index(a)], -style.mix[ATTRS.index(a)]))
    return f"assign {top} {attr}" if f"assign {top} {attr}" in legal else None


def _goal(state: State, p: Player, style: Style) -> str | None:
    """Where the heuristic heads: the Colosseum (three sigils, or a runner it looks stronger
    than), healing (a worn or fragile team), a Warlord it looks `style.lords` times as able to
    beat as its nerve asks (None: never); else None (the Wilderness, to catch)."""
    pos, nerve = p.pos, style.nerve
    if state.runner == NOBODY and len(state.held(p.seat)) == 3 and health(p) > 0.7:
        return "colosseum"
    if state.runner not in (NOBODY, p.seat) and _pvp_edge(state, p, state.player(state.runner)) > nerve:
        return "colosseum"
    if health(p) < 0.5 or len(p.alive()) < len(p.creatures) - 1 or fragile(state, p):
        shaman = _nearest(pos, ("shaman",))
        home = content().board.homes()[p.seat + 1]
        d = distances(pos)
        return home if d[home] < d[shaman] else shaman
    open_lords = [s for s in ("power", "speed", "wisdom") if state.holder(s) == NOBODY]
    able = [s for s in open_lords if style.lords and odds_against(p, _warlord_team(s)) > nerve * style.lords]
    if able:
        return min((_nearest(pos, ("warlord",), sigil=s) for s in able), key=lambda s: distances(pos)[s])
    return None


def _move(state: State, p: Player, legal: list[str], rng: Rng, style: Style) -> str:
    if legal[0].startswith("use"):  # Tailwind: the roll whose safest way risks least, the longer on a tie
        return min(legal, key=lambda a: (risks.roll_danger(state, p, int(a.split()[1])), -int(a.split()[1])))
    goal = _goal(state, p, style)
    options = _safest(state, p, [a.split()[1] for a in legal])
    if goal is None:  # roam the Wilderness for creatures to catch
        wild = [o for o in options if content().board.spaces[o].kind == "wild"]
        return "go " + rng.choice(wild or options)
    return "go " + min(options, key=lambda o: (distances(o)[goal], rng.below(100)))


def _safest(state: State, p: Player, options: list[str]) -> list[str]:
    """The spaces at a fork whose ways are least likely to cost a creature (all, when none risks one)."""
    if not fragile(state, p):
        return options
    danger = {o: risks.fork_danger(state, p, o) for o in options}
    least = min(danger.values())
    return [o for o in options if danger[o] == least]


def _shaman(state: State, p: Player, legal: list[str], rng: Rng, style: Style) -> str:
    if len(legal) == 1:
        return legal[0]
    worst = max(range(len(p.creatures)), key=lambda i: p.creatures[i].max_hp - max(p.creatures[i].hp, 0))
    return f"shaman sure {worst + 1}"


def _thieves(state: State, p: Player, legal: list[str], rng: Rng, style: Style) -> str:
    base = content().thief_base
    three = [thief_creature(base, "", p.level) for _ in range(3)]
    return "stake 1" if odds_against(p, three) > style.nerve * 1.3 else "stake 0"


def _warlord(state: State, p: Player, legal: list[str], rng: Rng, style: Style) -> str:
    return "challenge" if odds_against(p, _warlord_team(state.pending["sigil"])) > style.nerve else "leave"


def _colosseum(state: State, p: Player, legal: list[str], rng: Rng, style: Style) -> str:
    return "enter" if odds_against(p, _champion_team(0)) > style.nerve * 0.9 else "leave"


def _pvp_edge(state: State, p: Player, q: Player) -> float:
    """How much stronger p's team looks than q's (above 1: p is likely to win)."""
    def punch(x: Player) -> float:
        return sum(x.creatures[i].strength("attack") + 1 for i in x.alive()) * team_hp(x)
    return punch(p) / max(punch(q), 1)


def _target(state: State, p: Player, legal: list[str], rng: Rng, style: Style) -> str:
    seats = [int(a.split()[1]) - 1 for a in legal if a.startswith("attack")]
    weakest = min(seats, key=lambda s: _pvp_edge(state, state.player(s), p))
    if "leave" in legal and _pvp_edge(state, p, state.player(weakest)) < style.nerve:
        return "leave"
    return f"attack {weakest + 1}"


def _battle(state: State, p: Player, legal: list[str], rng: Rng, style: Style) -> str:
    b = state.battle
    if b.stage in ("pick", "replace"):
        return f"pick {_sent_in(state, p) + 1}"
    if b.stage == "fortify":
        return fortify_move(state, b, legal)
    choice = _act(state, p, legal, style)
    return _safer(state, legal, choice) if risks.rated(b) else choice


def fortify_move(state: State, b, legal: list[str]) -> str:
    """Fortify's opening move that leaves the least of the first blow on average (a Dodge
    escapes it whole on its chance, a Brace softens it); stand ready when neither saves any,
    as a Brace does at a Defense too low for its share to count."""
    blow = forecast.first_blow(state, b, 1)
    best = min((a for a in ("dodge", "brace") if a in legal), key=blow.__getitem__)
    return best if blow[best] < blow["ready"] else "ready"


def _act(state: State, p: Player, legal: list[str], style: Style) -> str:
    """A battle action by the style: heal, catch, switch out a creature one blow would fell, run
    from a fight that looks lost, else Strike."""
    b = state.battle
    me = b.mover
    mine, foe = b.fighter(state, me), b.fighter(state, 1 - me)
    if "peace" in legal and mine.hp * 2 < mine.max_hp and p.peace_on == b.sides[me].active:
        return "peace"
    if "catch" in legal:
        tenths = catch_need(foe) - 1  # the wild creature's HP in tenths
        if tenths <= style.catch_at or (tenths <= style.catch_at + 2 and mine.hp <= foe.strength("attack")):
            return "catch"
    if mine.hp <= foe.strength("attack") and len(p.alive()) > 1:
        other = max((i for i in p.alive() if i != b.sides[me].active), key=lambda i: p.creatures[i].hp)
        if p.creatures[other].hp > mine.hp * 2 and f"switch {other + 1}" in legal:
            return f"switch {other + 1}"
    if "run" in legal and b.kind == "wild" and odds_against(p, [foe]) < 0.6:
        return "run"
    return "strike"


def _sent_in(state: State, p: Player) -> int:
    """The creature to open with or send in (`best`); against an NPC, of those whose first Strike
    cannot draw a counterstrike that fells them, while any stands (risks.falls_in_play)."""
    b = state.battle
    if not b.npc_battle:
        return best(p)
    return best(p, [i for i in p.alive() if not risks.falls_in_play(state, b, i)])


#: Of the actions equally unlikely to lose a battle, the one taken: a blow (it brings the end
#: nearer), then a heal, a catch, a fresher creature.
SAFER_FIRST = ("strike", "peace", "catch", "switch", "meditate", "run", "forfeit")


def _safer(state: State, legal: list[str], choice: str) -> str:
    """`choice`, unless another action is less likely to lose the battle now (risks.battle_loss):
    then one of the least likely, in the order of SAFER_FIRST (a switch to the sturdiest creature)."""
    loss = {a: risks.battle_loss(state, a) for a in legal}
    least = min(loss.values())
    if loss[choice] == least:
        return choice
    team = state.player(state.battle.sides[0].seat).creatures
    return min((a for a in legal if loss[a] == least), key=lambda a: (
        SAFER_FIRST.index(a.split()[0]), -team[int(a.split()[1]) - 1].hp if a.startswith("switch") else 0))


def _keep(state: State, p: Player, legal: list[str], rng: Rng, style: Style) -> str:
    if "keep" in legal:
        return "keep"
    offer = Fighter(**state.pending["offers"][0])
    weakest = min(range(len(p.creatures)), key=lambda i: fighter_worth(p.creatures[i]))
    if fighter_worth(offer) > fighter_worth(p.creatures[weakest]) + 1:
        return f"keep {weakest + 1}"
    return "release"


# --- the search ------------------------------------------------------------------------------------------------
def value(state: State, seat: int) -> float:
    """How good the position is for `seat`: progress towards each way to win, and the team."""
    if state.result is not None:
        return 1000.0 if seat in state.result["winners"] else -1000.0

    def worth(p: Player) -> float:
        if p.out:
            return -500.0
        v = 12 * len(state.held(p.seat)) + 1.2 * p.catches + 3 * p.level + 0.6 * p.exp + 1.5 * p.bank
        v += 2 * sum(p.artifacts.values()) + 2 * p.charges
        if state.runner == p.seat:
            v += 10 + 20 * state.stage
        for f in p.creatures:
            share = max(f.hp, 0) / f.max_hp
            v += fighter_worth(f) * (0.4 + 0.6 * share)
        return v - 4 * p.exhausted

    mine = worth(state.player(seat))
    rivals = [worth(q) for q in state.players if q.seat != seat]
    return mine - 0.6 * max(rivals, default=0.0)


def _playout(state: State, rng: Rng, turns: int, style: Style) -> State:
    """Play on with the heuristic for every seat until the next turn begins (or the game ends)."""
    from .rules import RULES

    for _ in range(PLAYOUT_STEPS):
        if state.result is not None or (state.turns > turns and state.phase == "turn"):
            break
        seat = RULES.to_move(state)
        legal = RULES.legal_actions(state)
        RULES.play(state, heuristic(state, seat, legal, rng, style))
    return state


def searched(state: State, seat: int, legal: list[str], playouts: int, seed: int, style: Style) -> str:
    """The action whose play-outs score best (core.search); the heuristic's own choice goes
    first and wins near-ties, so noise in a few play-outs never talks it out of a sound move."""
    from .rules import RULES

    turns = state.turns
    default = heuristic(state, seat, legal, Rng(seed), style)

    def evaluate(twin: State, action: str) -> float:
        RULES.play(twin, action)
        return value(_playout(twin, Rng(twin.rng.state & 0xFFFFFFFF), turns, style), seat)

    candidates = [default] + [a for a in legal if a != default]
    return best_by_sampling(lambda s, k: RULES.determinize(s, seat, k), state, candidates, evaluate, playouts,
                            seed, prefer_first_by=MARGIN)


def suggest(state: State, seat: int, level: str, seed: int) -> str:
    from .rules import RULES

    legal = RULES.legal_actions(state)
    rng = Rng(seed)
    if len(legal) == 1:
        return legal[0]
    if level == "easy":
        if rng.below(1000) < SLIPS * 1000:
            return rng.choice(legal)
        return heuristic(state, seat, legal, rng, EASY)
    level = level if level in PLAYOUTS else "normal"
    style = STYLES[level]
    if state.phase not in (HARD_PHASES if level == "hard" else SEARCHED_PHASES):
        return heuristic(state, seat, legal, rng, style)
    return searched(state, seat, legal, TURN_PLAYOUTS if state.phase == "turn" else PLAYOUTS[level], seed, style)

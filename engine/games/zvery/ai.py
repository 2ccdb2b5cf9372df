"""The computer's Zvery.

Easy is a readable heuristic: take the starter with the most health and field the sturdiest
creature, battle the lowest-level wild creature, put the most valuable mutations at stake and
take them, place each on the sturdiest creature; in battle use the skill with the most effect
per die, hit the weakest opposing creature, try a catch once the dice can reach the threshold
and leave on the creature the missed throw's dice above a fresh die's average, take the first
dice that pay a skill, set and raise low dice. (advice.py says why, in the rules' numbers.)

Normal and hard search the choices that decide a battle (which skill to use or whether to pass,
catch or fight, whom to target): each candidate is tried on determinized copies (decks
reshuffled, future dice unknown) and played out with the heuristic to the end of the battle or
about two turns, scored by `battle_value`. Normal tries three candidates on 3 play-outs and pays
with the first dice that work, as easy does; hard tries six on up to 24 play-outs within 10,000
actions a choice (a count, never the clock), and plans which dice pay a cost, which die a keyword
changes and which dice free a stunned creature (dice_plan.py: the choice that leaves the pool able
to buy the most). A person's hint comes from hard (scenes/session.py), so normal's lighter play
costs nobody good advice. Measured by `make strength` over 100 seeded games, seats alternating
(docs/strength.md); with normal planning dice and trying four candidates on 4 play-outs, hard beat
it only 58 times of 100.
"""
from __future__ import annotations

from ...core.rng import Rng
from ...core.search import Budget, best_by_sampling
from . import battle, dice_plan
from .catching import threshold
from .content import content
from .state import State, slot

CATCH_REACH = 17  # five dice average 17.5: try a catch when the threshold is about that


def suggest(state: State, seat: int, level: str, seed: int) -> str:
    from .rules import RULES

    legal = RULES.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    rng = Rng(seed)
    phase = state.phase
    if phase == "battle" and state.battle.frames[-1]["kind"] == "go":
        rescue = rescues(state.battle, state.battle.frames[-1]["side"], legal)
        if rescue:
            return rescue[0]
    if level != "easy" and phase == "battle":
        frame = state.battle.frames[-1]
        if frame["kind"] in SEARCHED:
            return searched(state, seat, legal, level if level in PLAYOUTS else "normal", seed)
        if frame["kind"] in DICE_PLANS and level == "hard":
            return DICE_PLANS[frame["kind"]](state.battle, frame, legal)
    if phase == "battle":
        return _battle(state, legal, rng)
    if phase == "choose":
        return _choose(state, legal)
    if phase == "release":
        return _release(state, legal)
    if phase == "place":
        return _place(state, legal)
    if phase == "starter":
        return max(legal, key=lambda a: (content().creatures[a.split()[1]].health, -legal.index(a)))
    if phase == "draft":
        return max(legal, key=lambda a: (mutation_worth(state.pending["pool"][slot(a)]), -legal.index(a)))
    return legal[0]


def sturdiest(roster: list) -> int:
    """The index of the creature with the most health (the first on a tie): the one to field."""
    return max(range(len(roster)), key=lambda i: (roster[i].max_health(), -i))


def mutation_worth(card: str) -> float:
    """What a mutation adds, in health points: its health, its traits (which act every turn,
    so count twice) and its skills (dice_plan.skill_worth)."""
    m = content().mutations[card]
    traits = sum(2 * float(t.effect.amount) * dice_plan.WEIGHTS.get(t.effect.effect, dice_plan.KEYWORD_WEIGHT)
                 for t in m.traits if t.effect.amount != "sum")
    return m.health + traits + sum(dice_plan.skill_worth(f"{card}/{k}") for k in range(len(m.skills)))


def _place(state: State, legal: list[str]) -> str:
    """A mutation goes on the sturdiest creature, the one fielded first."""
    from .flow import place_seat

    roster = state.players[place_seat(state)].roster
    return f"place {sturdiest(roster) + 1}" if roster else legal[-1]


def _choose(state: State, legal: list[str]) -> str:
    """One wild creature (the lowest level first), the sturdiest own creature, then stakes."""
    c = content()
    p = state.pending
    wild = [a for a in legal if a.startswith("wild")]
    if wild and not p["wild"]:
        return min(wild, key=lambda a: (c.creatures[state.wild[slot(a)].card].level, a))
    if "done" in legal and p["step"] in ("wild", "own") and (p["own"] or p["step"] == "wild"):
        return "done"
    if p["step"] == "own":
        return f"field {sturdiest(state.players[state.current].roster) + 1}"
    if p["step"] == "stake":
        return max(legal, key=lambda a: (mutation_worth(state.open_mutations[slot(a)]), -legal.index(a)))
    return legal[0]


def _release(state: State, legal: list[str]) -> str:
    roster = state.players[state.current].roster
    weakest = min(range(len(roster)), key=lambda i: roster[i].max_health())
    return f"release {weakest + 1}"


def _battle(state: State, legal: list[str], rng: Rng) -> str:
    b = state.battle
    frame = b.frames[-1]
    kind = frame["kind"]
    c = content()
    if kind == "catch_choice":
        for a in legal:
            if a.startswith("catch"):
                f = b.fighters[int(a.split()[1]) - 1]
                need = threshold(c.creatures[f.card].catchrate, f.health) - sum(f.catch_dice)
                if need <= CATCH_REACH * (5 - len(f.catch_dice)) / 5:
                    return a
        return "fight"
    if kind == "leave":
        return leave_choice(frame)
    if kind == "go":
        uses = [a for a in legal if a.startswith("use")]
        if uses:
            return max(uses, key=lambda a: _power(b, a))
        unstun = [a for a in legal if a.startswith("unstun")]
        return unstun[0] if unstun else "pass"
    if kind == "target":
        return aim(b, frame, [a for a in legal if a.startswith("target")])
    if kind in ("pay", "unstun"):
        dice = [a for a in legal if a.startswith("die")]
        return dice[0] if dice else legal[0]
    if kind == "keyword":
        return _keyword(b, frame, legal)
    return legal[0]


def rescues(b, side: int, legal: list[str]) -> list[str]:
    """The skills open now that heal a creature of `side` that is bleeding out back above 0 health,
    the one that heals it most first. A creature left bleeding dies at the next "creatures die"
    step (ruling 10), and earns the other side a mutation (ruling 24): no choice is worth that
    while a heal can stop it, so every level takes one first (the heal is aimed by `aim`)."""
    bleeding = [i for i in battle.team(b, side) if b.fighters[i].bleeding]
    if not bleeding:
        return []
    lifted = {}
    for a in legal:
        if a.startswith("use"):
            for e in battle.skill(b.fighters[slot(a)].skills[slot(a, 2)]).effects:
                if e.effect == "heal" and (e.target != "self" or slot(a) in bleeding):
                    reach = [slot(a)] if e.target == "self" else bleeding
                    amount = 3.5 if e.amount == "sum" else int(e.amount)
                    best = max(min(b.fighters[i].health + amount, b.fighters[i].top) for i in reach)
                    if best > 0:
                        lifted[a] = max(lifted.get(a, 0), best)
    return sorted(lifted, key=lambda a: -lifted[a])


FRESH_DIE = 3.5  # what a die rolled again averages


def leave_choice(frame: dict) -> str:
    """After a missed catch, the highest die that beats a fresh roll stays on the creature
    (it counts towards the next attempt, ruling 15); the rest are taken back."""
    rolled = frame["rolled"]
    best = max(range(len(rolled)), key=lambda k: (rolled[k], -k))
    return f"leave {best + 1}" if rolled[best] > FRESH_DIE else "done"


def aim(b, frame: dict, targets: list[str]) -> str:
    """A heal goes to the own creature with the least health; a hit or a stun to the foe with
    the least health that is not already bleeding out (it dies at the next "creatures die"
    step unless healed, so a blow there is wasted), else to the one with the least."""
    health = {a: b.fighters[slot(a)].health for a in targets}
    if frame["effect"]["effect"] != "heal":
        standing = [a for a in targets if health[a] > 0]
        targets = standing or targets
    return min(targets, key=lambda a: health[a])


def _power(b, action: str) -> float:
    """How much a skill is worth: its damage (or healing, or a stun) per die it costs."""
    _, i, k = action.split()
    s = battle.skill(b.fighters[int(i) - 1].skills[int(k) - 1])
    worth = sum(3.5 if e.amount == "sum" else int(e.amount) for e in s.effects
                if e.effect in ("damage", "heal", "stun", "strength", "fortitude"))
    dice = len(s.cost.values) if s.cost.kind == "exact" else max(1, s.cost.dice or s.cost.total // 4)
    return worth / dice


def _keyword(b, frame: dict, legal: list[str]) -> str:
    """Raise low dice, lower nothing, set to 6, fuse and shatter the first dice offered."""
    if frame["keyword"] == "set" and frame["picked"] >= 0:
        return "value 6"
    dice = [a for a in legal if a.startswith("die")]
    if not dice:
        return "done"
    pool = b.pools[frame["side"]]
    if frame["keyword"] in ("increment", "set"):
        return min(dice, key=lambda a: pool[int(a.split()[1]) - 1])
    if frame["keyword"] == "decrement":
        return "done"
    return dice[0]


# --- the harder level: play-outs over determinized copies ----------------------------------------------
PLAYOUTS = {"normal": 3, "hard": 24}
PLAYOUT_STEPS = 150  # actions per play-out at most: about two battle turns
CANDIDATES = {"normal": 3, "hard": 6}  # the heuristic's choice and the next best by power (plus passing) are tried
STEPS = {"hard": 10_000}  # actions all the play-outs of a choice may take: hard's bound on the clock
MARGIN = 0.5  # a searched choice must beat the heuristic's by this much (in `battle_value`)
SEARCHED = ("go", "catch_choice", "target")  # the choices that decide a battle; dice follow them
DICE_PLANS = {"pay": dice_plan.pay_choice, "keyword": dice_plan.keyword_choice,
              "unstun": dice_plan.unstun_choice}  # which dice, planned (dice_plan.py)


def battle_value(state: State, seat: int) -> float:
    """How a battle went for `seat`: catches and kills by level, creatures lost, health left."""
    if state.result is not None:
        return 1000.0 if seat in state.result["winners"] else -1000.0
    b = state.battle
    if b is None:
        return 0.0
    mine = [side for side in (0, 1) if b.seats[side] == seat]
    side = mine[0] if mine else 0
    sign = 1 if side == 0 else -1  # the battle's record counts for the current player (side 0)
    record = 8 * b.caught + 3 * sum(b.killed) - 3 * b.lost
    health = sum(max(f.health, 0) / max(f.top, 1) for f in b.fighters if f.in_battle and f.side == side)
    health -= sum(max(f.health, 0) / max(f.top, 1) for f in b.fighters if f.in_battle and f.side != side)
    won = 0 if b.stage != "over" else (20 if b.winner == side else -20)
    if b.kind == "final":
        return won * 5 + 4 * health
    return sign * record + 2 * health + won


def _playout(state: State, rng: Rng, played: list[int]) -> State:
    """The easy heuristic plays the battle on (counting its actions into `played[0]`)."""
    from .rules import RULES

    for _ in range(PLAYOUT_STEPS):
        if state.result is not None or state.battle is None or state.battle.stage == "over":
            break
        RULES.apply(state, suggest(state, RULES.to_move(state), "easy", rng.below(1 << 30)))
        played[0] += 1
    return state


def _candidates(state: State, legal: list[str], default: str, many: int) -> list[str]:
    """A go offers every affordable skill of every fighter: try the strongest few, and passing."""
    uses = [a for a in legal if a.startswith("use")]
    if len(legal) <= many or not uses:
        return legal
    ranked = sorted(uses, key=lambda a: -_power(state.battle, a))[:many - 1]
    keep = {default, "pass", *ranked}
    return [a for a in legal if a in keep]


def searched(state: State, seat: int, legal: list[str], level: str, seed: int) -> str:
    """The choice whose play-outs to the end of the battle score best (core.search); the
    heuristic's own choice goes first and wins unless another beats it by MARGIN.

    Hard tries more choices on more play-outs, as many as fit its count of actions (a battle
    of four fighters with many skills each runs long: 0.8 s on the clock before the count).
    It is a number, never the clock, so the same position gets the same move on any machine."""
    from .rules import RULES

    default = suggest(state, seat, "easy", seed)
    played = [0]

    def evaluate(twin: State, action: str) -> float:
        RULES.apply(twin, action)
        return battle_value(_playout(twin, Rng(twin.rng.state & 0xFFFFFFFF), played), seat)

    def determinize(s: State, k: int) -> State:
        return RULES.determinize(s, seat, k)

    candidates = [default] + [a for a in _candidates(state, legal, default, CANDIDATES[level]) if a != default]
    budget = Budget(STEPS[level], lambda: played[0], least=2) if level in STEPS else None
    return best_by_sampling(determinize, state, candidates, evaluate, PLAYOUTS[level], seed, prefer_first_by=MARGIN,
                            budget=budget)

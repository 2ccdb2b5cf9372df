"""Zvery through the public API only: api.new_match, act, force_dice, view, legal_actions, result.

How the tests reach a situation: by choosing the seed and the actions, never by editing the
match. `table()` searches seeds, and the order in which the two starters are picked, for a table
whose current player's starter and face-up wild creatures fit the test (the search runs in a
fixed order, so a test always plays the same game); `force_dice` scripts every die the test
relies on. The card data (engine.games.zvery.content, read only) is searched for a skill with
the wanted cost kind or keyword instead of hard-coding card ids.

Every situation below is reached by play (a wild creature's ability, dealt only when its
battle begins, is checked by a `probe` that begins the battle during the search), except one:
`stage_full_roster` (see its docstring) gives a player four creatures.

Fighters are numbered as the actions number them: in a first battle "use 1 K" is the current
player's starter and 2 (and 3) the wild creatures. Before "fight", `force_dice(ours + theirs)`:
the current player's five dice are rolled first.
"""
from __future__ import annotations

import random
from itertools import permutations

import pytest

from engine import api
from engine.games.zvery.content import Ability, Cost, Creature, Skill, content

HUMANS = ["human", "human"]
SEEDS = range(1, 800)
KEYWORDS = ("shatter", "fuse", "set", "increment", "decrement")
C = content()


# --- finding a table -----------------------------------------------------------------------------
_found: dict = {}


def table(starter=None, wild=None, rival=None, where=None, probe=None) -> api.Match:
    """A new match just after both starters are picked (the current player is choosing the first
    battle) where `starter(creature, ability)` holds for the current player's starter,
    `wild(creatures, creature, ability)` for the three face-up wild creatures (with that
    starter), `rival(creature, ability)` for the other player's starter and `where(view)` for the
    rest of the table; then `probe(match)` may act on (say, begin the battle, which deals the wild
    creatures their abilities) and must return true. Each call builds the match afresh from the
    seed found, probe included."""
    key = (starter, wild, rival, where, probe)
    if key not in _found:
        _found[key] = _search(*key)
    seed, picks = _found[key]
    m = api.new_match("zvery", seed=seed, seats=HUMANS)
    for pick in picks:
        m.act(pick)
    assert probe is None or probe(m)
    return m


def _search(starter, wild, rival, where, probe) -> tuple[int, tuple[str, str]]:
    for seed in SEEDS:
        for picks in permutations(api.new_match("zvery", seed=seed, seats=HUMANS).legal_actions(), 2):
            m = api.new_match("zvery", seed=seed, seats=HUMANS)
            for pick in picks:
                m.act(pick)
            v = m.view(0)
            mine, theirs = (v["players"][s]["roster"][0] for s in (v["current"], 1 - v["current"]))
            me, ability = C.creatures[mine["card"]], C.abilities[mine["abilities"][0]]
            if (starter is None or starter(me, ability)) \
                    and (wild is None or wild([C.creatures[w["card"]] for w in v["wild"]], me, ability)) \
                    and (rival is None or rival(C.creatures[theirs["card"]], C.abilities[theirs["abilities"][0]])) \
                    and (where is None or where(v)) and (probe is None or probe(m)):
                return seed, picks
    raise LookupError(f"no seed in {SEEDS} gives a table for {starter}, {wild}, {rival}, {where}, {probe}")


# --- reading the cards -----------------------------------------------------------------------------
def quiet(c: Creature) -> bool:
    """No trait that fires during a turn (only "always" strength/fortitude, or none)."""
    return all(t.when == "always" for t in c.traits)


def plain(c: Creature) -> bool:
    return not c.traits


def always(c: Creature, effect: str) -> int:
    return sum(int(t.effect.amount) for t in c.traits if t.when == "always" and t.effect.effect == effect)


def skills(a: Ability):
    return [(f"{a.id}/{i}", s) for i, s in enumerate(a.skills)]


def skill(key: str) -> Skill:
    card, _, i = key.rpartition("/")
    return (C.abilities.get(card) or C.mutations[card]).skills[int(i)]


def no_keywords(s: Skill) -> bool:
    return all(e.effect not in KEYWORDS for e in s.effects)


def first(a: Ability, test) -> str | None:
    return next((k for k, s in skills(a) if test(s)), None)


def dice_for(cost: Cost) -> list[int]:
    """Dice that pay the cost exactly."""
    if cost.kind == "exact":
        return list(cost.values)
    if cost.kind == "powerup":
        return [6] * -(-cost.total // 6)
    if cost.kind == "same":
        return [4] * cost.dice
    if cost.kind == "chain":
        return list(range(1, cost.dice + 1))
    return [6] * cost.dice


def dice_summing(total: int, n: int = 5) -> list[int]:
    assert n <= total <= 6 * n, (total, n)
    out = [1] * n
    for i in range(n):
        add = min(5, total - sum(out))
        out[i] += add
    return out


def damage(s: Skill) -> int:
    """The damage a skill does to a target before strength and fortitude ("sum" as a 6)."""
    return sum(6 if e.amount == "sum" else int(e.amount) for e in s.effects if e.effect == "damage")


# --- playing -------------------------------------------------------------------------------------------
def of(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def battle(m) -> dict:
    return m.view(0)["battle"]


def frame(m) -> dict:
    """The decision the battle waits for: its kind and what the table is told of it."""
    asked = m.decision()
    return {"kind": asked["kind"], **asked["about"]}


def pool(m, side: int = 0) -> list[int]:
    return battle(m)["pools"][side]


def fighter(m, n: int) -> dict:
    return battle(m)["fighters"][n - 1]


def current(m) -> int:
    return m.view(0)["current"]


def slot(m, test) -> int:
    """The first face-up wild creature (1-based) the test holds for."""
    return next(i + 1 for i, w in enumerate(m.view(0)["wild"]) if test(C.creatures[w["card"]]))


def begin(m, *slots: int, stake=None) -> list[dict]:
    """The current player fights those wild creatures with their lone starter; the mutations at
    stake are the first offered, or the first one `stake(mutation)` holds for."""
    ev: list[dict] = []
    for s in slots:
        ev += m.act(f"wild {s}")
    ev += m.act("done")
    while m.view(0)["phase"] == "choose":
        offered = m.legal_actions()
        pick = offered[0]
        if stake is not None:
            opened = m.view(0)["open_mutations"]
            pick = next(a for a in offered if stake(C.mutations[opened[int(a.split()[1]) - 1]]))
        ev += m.act(pick)
    assert m.view(0)["phase"] == "battle"
    return ev


def past_traits(m) -> list[dict]:
    """Leave the after-roll trait keywords (the owner's choice) unused."""
    ev: list[dict] = []
    while m.view(0)["phase"] == "battle" and frame(m)["kind"] == "keyword":
        ev += m.act("done")
    return ev


def fight(m, ours, theirs, keep_traits: bool = False) -> list[dict]:
    m.force_dice(list(ours) + list(theirs))
    ev = m.act("fight")
    return ev if keep_traits else ev + past_traits(m)


def use_action(m, n: int, key: str) -> str:
    return f"use {n} {fighter(m, n)['skills'].index(key) + 1}"


def use(m, n: int, key: str) -> list[dict]:
    return m.act(use_action(m, n, key))


def pay(m, *values: int) -> list[dict]:
    """Place dice of these values on the cost, one "die N" at a time."""
    dice, taken, ev = pool(m, frame(m)["side"]), set(), []
    for v in values:
        k = next(i for i, d in enumerate(dice) if d == v and i not in taken)
        assert f"die {k + 1}" in m.legal_actions(), (v, dice, m.legal_actions())
        taken.add(k)
        ev += m.act(f"die {k + 1}")
    return ev


def settle(m, target: int) -> list[dict]:
    """Answer what a skill's effects ask: aim at fighter `target` where it may be aimed at (else
    the first offered), leave dice keywords unused."""
    ev: list[dict] = []
    while m.view(0)["phase"] == "battle" and frame(m)["kind"] in ("target", "keyword"):
        legal = m.legal_actions()
        if frame(m)["kind"] == "keyword":
            ev += m.act("done")
        else:
            ev += m.act(f"target {target}" if f"target {target}" in legal else legal[0])
    return ev


def maul(m, side: int, target: int) -> list[dict]:
    """On `side`'s go: use every skill that does damage, the hardest first, paying with the first
    dice offered and aiming at `target`."""
    ev: list[dict] = []
    while True:
        hits = []
        for a in m.legal_actions():
            if a.startswith("use "):
                n, k = (int(x) for x in a.split()[1:])
                key = fighter(m, n)["skills"][k - 1]
                if damage(skill(key)):
                    hits.append((damage(skill(key)), a))
        if not hits:
            return ev
        ev += m.act(max(hits)[1])
        while frame(m)["kind"] == "pay":
            ev += m.act(m.legal_actions()[0])
        ev += settle(m, target)
        if m.view(0)["phase"] != "battle" or frame(m).get("side") != side:
            return ev


def play_turn(m, ours, theirs, attacker: int, target: int) -> list[dict]:
    """One battle turn from "fight": the attacking side uses every damaging skill it can, the
    other side passes."""
    ev = fight(m, ours, theirs)
    while m.view(0)["phase"] == "battle" and frame(m)["kind"] == "go":
        if frame(m)["side"] == attacker:
            ev += maul(m, attacker, target)
        ev += m.act("pass")
        ev += past_traits(m)
    return ev


def end_turn(m) -> list[dict]:
    """Both sides pass until the next turn's catch-or-fight choice."""
    ev: list[dict] = []
    while frame(m)["kind"] == "go":
        ev += m.act("pass")
    return ev


# --- activation costs (rulebook 2.2.1, ruling 19) ---------------------------------------------------------
def exact_pair(a: Ability) -> str | None:
    return first(a, lambda s: s.cost.kind == "exact" and len(set(s.cost.values)) == 2 == len(s.cost.values)
                 and no_keywords(s))


def powerup(a: Ability) -> str | None:
    return first(a, lambda s: s.cost.kind == "powerup" and 16 <= s.cost.total <= 18 and no_keywords(s))


def x_cost(a: Ability) -> str | None:
    return first(a, lambda s: s.cost.kind == "any" and s.cost.dice == 1 and no_keywords(s))


def same_two(a: Ability) -> str | None:
    return first(a, lambda s: s.cost.kind == "same" and s.cost.dice == 2 and no_keywords(s))


def chain_three(a: Ability) -> str | None:
    return first(a, lambda s: s.cost.kind == "chain" and s.cost.dice == 3 and no_keywords(s))


def with_exact_pair(c, a):
    return quiet(c) and exact_pair(a) is not None


def with_powerup(c, a):
    return quiet(c) and powerup(a) is not None and x_cost(a) is not None


def with_x_cost(c, a):
    return quiet(c) and x_cost(a) is not None


def with_same_two(c, a):
    return quiet(c) and same_two(a) is not None


def with_chain_three(c, a):
    return quiet(c) and chain_three(a) is not None


def a_plain_one(ws, me, ability):
    return any(plain(w) for w in ws)


def starter_ability(m) -> Ability:
    return C.abilities[m.view(0)["players"][current(m)]["roster"][0]["abilities"][0]]


def test_an_exact_value_cost_offers_only_dice_of_its_values_and_takes_one_die_of_each():
    m = table(with_exact_pair, a_plain_one)
    begin(m, slot(m, plain))
    key = exact_pair(starter_ability(m))
    a, b = skill(key).cost.values
    x, y = [v for v in range(1, 7) if v not in (a, b)][:2]
    fight(m, [x, b, a, y, a], [1] * 5)
    use(m, 1, key)
    assert frame(m)["kind"] == "pay"
    assert m.legal_actions() == ["die 2", "die 3", "die 5", "cancel"]
    m.act("die 3")  # an `a`: now only the `b` can finish it, not the second `a`
    assert m.legal_actions() == ["die 2", "cancel"]
    ev = m.act("die 2")
    assert of(ev, "skill")[0]["dice"] == [a, b]
    assert pool(m) == [x, y, a]
    assert fighter(m, 1)["used"] == [key]


def test_a_powerup_cost_takes_dice_until_their_sum_reaches_its_number():
    m = table(with_powerup, a_plain_one)
    begin(m, slot(m, plain))
    key = powerup(starter_ability(m))
    total = skill(key).cost.total  # 16 to 18
    fight(m, [6, 6, 1, 6, 2], [1] * 5)
    use(m, 1, key)
    assert m.legal_actions() == ["die 1", "die 2", "die 3", "die 4", "die 5", "cancel"]  # 21 can reach it
    m.act("die 1")
    m.act("die 2")
    assert frame(m)["kind"] == "pay" and frame(m)["chosen"] == [0, 1]  # 12 is short of the number
    ev = m.act("die 4")  # 18 >= total: paid at once, the 1 and the 2 stay unused
    assert 12 < total <= 18
    assert of(ev, "skill")[0]["dice"] == [6, 6, 6]
    assert pool(m) == [1, 2]


def test_a_powerup_the_whole_pool_cannot_reach_is_not_offered():
    m = table(with_powerup, a_plain_one)
    begin(m, slot(m, plain))
    key = powerup(starter_ability(m))
    fight(m, [6, 6, 1, 1, 1], [1] * 5)  # 15: short of 16-18
    assert use_action(m, 1, key) not in m.legal_actions()
    assert use_action(m, 1, x_cost(starter_ability(m))) in m.legal_actions()


def test_an_x_cost_takes_any_one_die():
    m = table(with_x_cost, a_plain_one)
    begin(m, slot(m, plain))
    key = x_cost(starter_ability(m))
    fight(m, [1, 2, 3, 4, 5], [1] * 5)
    use(m, 1, key)
    assert m.legal_actions() == ["die 1", "die 2", "die 3", "die 4", "die 5", "cancel"]
    ev = m.act("die 4")
    assert of(ev, "skill")[0]["dice"] == [4]
    assert pool(m) == [1, 2, 3, 5]


def test_a_same_cost_offers_only_dice_that_have_a_twin_and_takes_matching_dice():
    m = table(with_same_two, a_plain_one)
    begin(m, slot(m, plain))
    key = same_two(starter_ability(m))
    fight(m, [3, 5, 3, 2, 6], [1] * 5)
    use(m, 1, key)
    assert m.legal_actions() == ["die 1", "die 3", "cancel"]  # the 5, 2 and 6 have no twin
    m.act("die 3")
    assert m.legal_actions() == ["die 1", "cancel"]
    ev = m.act("die 1")
    assert of(ev, "skill")[0]["dice"] == [3, 3]
    assert pool(m) == [5, 2, 6]


def test_a_chain_cost_offers_only_dice_that_keep_the_values_consecutive():
    m = table(with_chain_three, a_plain_one)
    begin(m, slot(m, plain))
    key = chain_three(starter_ability(m))
    fight(m, [2, 6, 4, 3, 1], [1] * 5)
    use(m, 1, key)
    assert m.legal_actions() == ["die 1", "die 3", "die 4", "die 5", "cancel"]  # no 5: the 6 is no use
    m.act("die 3")  # a 4: only 2-3-4 is left
    assert m.legal_actions() == ["die 1", "die 4", "cancel"]
    m.act("die 1")
    assert m.legal_actions() == ["die 4", "cancel"]
    ev = m.act("die 4")
    assert of(ev, "skill")[0]["dice"] == [4, 2, 3]
    assert pool(m) == [6, 1]


def test_cancel_gives_the_dice_back_and_the_skill_stays_usable():
    m = table(with_chain_three, a_plain_one)
    begin(m, slot(m, plain))
    key = chain_three(starter_ability(m))
    fight(m, [2, 6, 4, 3, 1], [1] * 5)
    use(m, 1, key)
    m.act("die 3")
    m.act("die 1")
    ev = m.act("cancel")
    assert of(ev, "skill") == []
    assert frame(m)["kind"] == "go" and frame(m)["side"] == 0
    assert pool(m) == [2, 6, 4, 3, 1] and fighter(m, 1)["used"] == []
    use(m, 1, key)
    assert frame(m)["chosen"] == [] and m.legal_actions() == ["die 1", "die 3", "die 4", "die 5", "cancel"]


# --- the dice keywords (glossary, rulings 20 and 31) ------------------------------------------------------
def trait_keyword(c: Creature, keyword: str, least: int = 1) -> bool:
    return any(t.when == "after_roll" and t.effect.effect == keyword and int(t.effect.amount) >= least
               for t in c.traits)


def only_keyword(a: Ability, keyword: str) -> str | None:
    return first(a, lambda s: [e.effect for e in s.effects] == [keyword] and s.cost.kind in ("any", "exact"))


def shatter_both(c, a):
    """A starter whose trait shatters after the roll and whose ability has a skill that only shatters."""
    return trait_keyword(c, "shatter") and only_keyword(a, "shatter") is not None and len(c.traits) == 1


def test_shatter_of_an_odd_die_makes_its_halves_rounded_down_and_up():
    m = table(shatter_both, a_plain_one)
    begin(m, slot(m, plain))
    fight(m, [5, 4, 1, 6, 6], [1] * 5, keep_traits=True)
    assert (frame(m)["kind"], frame(m)["keyword"], frame(m)["side"]) == ("keyword", "shatter", 0)
    assert m.legal_actions() == ["die 1", "die 2", "die 3", "die 4", "die 5", "done"]
    m.act("die 1")
    assert pool(m) == [2, 3, 4, 1, 6, 6]  # 5 -> 2 and 3, as new unused dice
    assert frame(m)["kind"] == "go"


def test_shatter_of_an_even_die_makes_two_halves_and_a_shattered_1_stays_one_1():
    m = table(shatter_both, a_plain_one)
    begin(m, slot(m, plain))
    key = only_keyword(starter_ability(m), "shatter")
    assert skill(key).effects[0].amount >= 2
    fight(m, [4, 5, 1, 6, dice_for(skill(key).cost)[0]], [1] * 5, keep_traits=True)
    m.act("die 1")  # the trait shatters the 4
    assert pool(m)[:2] == [2, 2] and len(pool(m)) == 6
    use(m, 1, key)
    pay(m, dice_for(skill(key).cost)[0])
    assert pool(m) == [2, 2, 5, 1, 6]
    assert frame(m)["keyword"] == "shatter"
    m.act("die 4")  # the 1: a 0 is no die, so it stays a single 1
    assert pool(m) == [2, 2, 5, 1, 6]
    m.act("die 5")  # the 6 -> 3 and 3
    assert pool(m) == [2, 2, 5, 1, 3, 3]
    assert frame(m)["kind"] == "go"


def with_fuse(c, a):
    return only_keyword(a, "fuse") is not None and all(t.effect.effect in KEYWORDS + ("strength", "fortitude")
                                                       for t in c.traits)


def fuse_turn(m, dice: list[int]) -> None:
    """Roll `dice` plus the fuse skill's payment, leave the trait unused and pay the fuse skill."""
    key = only_keyword(starter_ability(m), "fuse")
    paying = dice_for(skill(key).cost)
    fight(m, dice + paying, [1] * 5)
    use(m, 1, key)
    pay(m, *paying)
    assert pool(m) == dice and frame(m)["keyword"] == "fuse"


def test_fuse_of_a_4_and_a_5_makes_a_3_the_rulebooks_example():
    m = table(with_fuse, a_plain_one)
    begin(m, slot(m, plain))
    fuse_turn(m, [4, 2, 5, 3])
    m.act("die 1")  # the 4
    assert m.legal_actions() == ["die 2", "die 3", "die 4", "done"]  # not the same die twice
    m.act("die 3")  # the 5: 9 - 6 = 3
    assert pool(m) == [2, 3, 3]


def test_fuse_whose_sum_is_6_or_less_makes_a_die_of_that_sum():
    m = table(with_fuse, a_plain_one)
    begin(m, slot(m, plain))
    fuse_turn(m, [2, 6, 3, 1])
    m.act("die 1")
    m.act("die 3")
    assert pool(m) == [6, 1, 5]


def set_trait(c, a):
    return trait_keyword(c, "set")


def test_set_changes_a_chosen_die_to_a_chosen_value():
    m = table(set_trait, a_plain_one)
    begin(m, slot(m, plain))
    fight(m, [2, 2, 2, 2, 2], [1] * 5, keep_traits=True)
    assert frame(m)["keyword"] == "set" and frame(m)["side"] == 0
    m.act("die 3")
    assert m.legal_actions() == [f"value {v}" for v in range(1, 7)]
    m.act("value 6")
    assert pool(m) == [2, 2, 6, 2, 2]
    assert frame(m)["kind"] == "go"


def increment_trait(c, a):
    return trait_keyword(c, "increment", least=2) and all(t.effect.effect != "set" for t in c.traits)


def test_increment_raises_chosen_dice_by_one_and_never_past_6():
    m = table(increment_trait, a_plain_one)
    begin(m, slot(m, plain))
    fight(m, [5, 3, 6, 6, 6], [1] * 5, keep_traits=True)
    assert frame(m)["keyword"] == "increment" and frame(m)["left"] >= 2
    assert m.legal_actions() == ["die 1", "die 2", "done"]  # a 6 cannot go higher
    m.act("die 1")
    assert pool(m) == [6, 3, 6, 6, 6]
    assert m.legal_actions() == ["die 2", "done"]  # the new 6 is not offered again
    m.act("die 2")
    assert pool(m) == [6, 4, 6, 6, 6]


def decrement_trait(c, a):
    return trait_keyword(c, "decrement")


def test_decrement_lowers_a_chosen_die_by_one_and_never_below_1():
    m = table(decrement_trait, a_plain_one)
    begin(m, slot(m, plain))
    fight(m, [1, 4, 1, 1, 1], [1] * 5, keep_traits=True)
    assert frame(m)["keyword"] == "decrement" and frame(m)["side"] == 0
    assert m.legal_actions() == ["die 2", "done"]  # a 1 cannot go lower
    m.act("die 2")
    assert pool(m) == [1, 3, 1, 1, 1]


# --- stun, strength, fortitude, damage, heal ----------------------------------------------------------------
def stun_skill(a: Ability) -> str | None:
    return first(a, lambda s: no_keywords(s) and any(e.effect == "stun" and 3 <= int(e.amount) <= 8 for e in s.effects)
                 and len(dice_for(s.cost)) <= 4)


def with_stun(c, a):
    return quiet(c) and stun_skill(a) is not None


def timed_damage(w: Creature) -> bool:
    """A creature whose only turn-time trait is damage, at the end of the turn or before the roll."""
    return any(t.effect.effect == "damage" for t in w.traits if t.when != "always") and \
        all(t.effect.effect == "damage" and t.when in ("end_of_turn", "before_roll") for t in w.traits if t.when != "always")


def a_timed_damager(ws, me, ability):
    return any(timed_damage(w) for w in ws)


def test_a_stunned_creature_cannot_use_skills_its_traits_still_work_and_dice_summing_to_the_stun_free_it():
    m = table(with_stun, a_timed_damager)
    begin(m, slot(m, timed_damage))
    wild_card = fighter(m, 2)["card"]
    key = stun_skill(starter_ability(m))
    stun = next(int(e.amount) for e in skill(key).effects if e.effect == "stun")
    paying = dice_for(skill(key).cost)
    fight(m, paying + [6] * (5 - len(paying)), [3] * 5)
    use(m, 1, key)
    pay(m, *paying)
    settle(m, 2)
    assert fighter(m, 2)["stun"] == stun
    m.act("pass")  # hand over to the wild player
    assert frame(m)["side"] == 1
    assert m.legal_actions() == ["unstun 2", "pass"]  # no "use 2 K" while stunned
    m.act("pass")
    ev = m.act("pass")  # the turn ends, and the next turn's before-roll step runs
    assert [e for e in of(ev, "damage") if e["from"] == wild_card and e["trait"]]  # its trait still worked
    assert fighter(m, 2)["stun"] == stun and frame(m)["kind"] == "catch_choice"
    fight(m, [1] * 5, [1, 1, stun - 2, 6, 6])  # the wild player has more unused dice: it starts
    assert frame(m)["side"] == 1 and not [a for a in m.legal_actions() if a.startswith("use 2 ")]
    m.act("unstun 2")
    m.act("die 1")
    m.act("die 2")
    assert frame(m)["kind"] == "unstun" and fighter(m, 2)["stun"] == stun  # 2 is not enough yet
    ev = m.act("die 3")
    assert of(ev, "unstun") and fighter(m, 2)["stun"] == 0
    assert pool(m, 1) == [6, 6]
    assert [a for a in m.legal_actions() if a.startswith("use 2 ")]


def fixed_hit(a: Ability, most: int = 9) -> str | None:
    """A skill whose only effect is a fixed amount of damage to one target."""
    return first(a, lambda s: len(s.effects) == 1 and s.effects[0].effect == "damage" and s.effects[0].target == "one"
                 and s.effects[0].amount != "sum" and int(s.effects[0].amount) <= most)


def boost(a: Ability) -> str | None:
    """A skill that gives the user strength, then does fixed damage to one target."""
    return first(a, lambda s: [e.effect for e in s.effects] == ["strength", "damage"] and s.effects[1].amount != "sum")


def strong(c, a):
    hit, more = fixed_hit(a), boost(a)
    return quiet(c) and always(c, "strength") >= 2 and hit is not None and more is not None \
        and len(dice_for(skill(hit).cost) + dice_for(skill(more).cost)) <= 5


def armoured(w: Creature) -> bool:
    return quiet(w) and always(w, "fortitude") == 1 and always(w, "strength") == 0


def an_armoured_one(ws, me, ability):
    return any(armoured(w) for w in ws)


def test_damage_is_the_amount_plus_the_attackers_strength_less_the_targets_fortitude():
    m = table(strong, an_armoured_one)
    begin(m, slot(m, armoured))
    a = starter_ability(m)
    hit, more = fixed_hit(a), boost(a)
    strength, fortitude = fighter(m, 1)["strength"], fighter(m, 2)["fortitude"]
    assert (strength, fortitude) == (always(C.creatures[fighter(m, 1)["card"]], "strength"), 1)  # 2 or more, and 1
    dice = dice_for(skill(hit).cost) + dice_for(skill(more).cost)
    fight(m, dice + [1] * (5 - len(dice)), [1] * 5)
    health = fighter(m, 2)["health"]
    use(m, 1, hit)
    ev = pay(m, *dice_for(skill(hit).cost)) + settle(m, 2)
    dealt = skill(hit).effects[0].amount + strength - fortitude
    assert [e["amount"] for e in of(ev, "damage")] == [dealt]
    assert fighter(m, 2)["health"] == health - dealt
    gain = skill(more).effects[0].amount  # strength for the rest of the battle, before its own hit
    use(m, 1, more)
    ev = pay(m, *dice_for(skill(more).cost)) + settle(m, 2)
    assert fighter(m, 1)["strength"] == strength + gain
    assert [e["amount"] for e in of(ev, "damage")] == [skill(more).effects[1].amount + strength + gain - fortitude]
    assert fighter(m, 2)["health"] == health - dealt - of(ev, "damage")[0]["amount"]


def warding(a: Ability) -> str | None:
    """A skill that only gives the user fortitude."""
    return first(a, lambda s: [e.effect for e in s.effects] == ["fortitude"])


def warded(c, a):
    return quiet(c) and always(c, "fortitude") >= 1 and always(c, "strength") == 0 and warding(a) is not None


def light_hit(key: str) -> bool:
    """A skill of one die whose first effect is 1 damage to one target."""
    s = skill(key)
    return s.effects[0].effect == "damage" and s.effects[0].amount == 1 and s.effects[0].target == "one" \
        and len(dice_for(s.cost)) == 1


def weak(w: Creature) -> bool:
    return quiet(w) and always(w, "strength") == 0


def a_weak_one(ws, me, ability):
    return any(weak(w) for w in ws)


def facing_a_light_hitter(m) -> bool:
    """Begin the battle against a wild creature without strength; its ability must have a light hit."""
    begin(m, slot(m, weak))
    return any(light_hit(k) for k in fighter(m, 2)["skills"])


def test_damage_never_goes_below_0_when_fortitude_is_more_than_the_hit():
    m = table(warded, a_weak_one, probe=facing_a_light_hitter)
    ward = warding(starter_ability(m))
    gain = skill(ward).effects[0].amount
    jab = next(k for k in fighter(m, 2)["skills"] if light_hit(k))
    fight(m, dice_for(skill(ward).cost) + [2] * (5 - len(dice_for(skill(ward).cost))), dice_for(skill(jab).cost) + [2] * 4)
    use(m, 1, ward)
    pay(m, *dice_for(skill(ward).cost))
    fortitude = fighter(m, 1)["fortitude"]
    assert fortitude == always(C.creatures[fighter(m, 1)["card"]], "fortitude") + gain >= 2
    m.act("pass")
    health = fighter(m, 1)["health"]
    use(m, 2, jab)
    ev = pay(m, *dice_for(skill(jab).cost)) + settle(m, 1)
    hits = [e for e in of(ev, "damage") if e["to"] == fighter(m, 1)["card"]]
    assert [e["amount"] for e in hits] == [0]  # 1 + 0 - 2 is no damage, and no healing either
    assert fighter(m, 1)["health"] == health


def one_and_all(a: Ability) -> tuple[str | None, str | None]:
    one = fixed_hit(a)
    every = first(a, lambda s: len(s.effects) == 1 and s.effects[0].effect == "damage" and s.effects[0].target == "all")
    return one, every


def hits_one_and_all(c, a):
    one, every = one_and_all(a)
    return quiet(c) and one is not None and every is not None \
        and len(dice_for(skill(one).cost) + dice_for(skill(every).cost)) <= 5


def two_quiet(ws, me, ability):
    return sum(quiet(w) for w in ws) >= 2


def test_damage_to_one_target_hits_the_chosen_creature_and_damage_to_all_hits_every_opposing_creature():
    m = table(hits_one_and_all, two_quiet)
    quiet_slots = [i + 1 for i, w in enumerate(m.view(0)["wild"]) if quiet(C.creatures[w["card"]])][:2]
    begin(m, *quiet_slots)
    one, every = one_and_all(starter_ability(m))
    strength = fighter(m, 1)["strength"]
    dice = dice_for(skill(one).cost) + dice_for(skill(every).cost)
    fight(m, dice + [1] * (5 - len(dice)), [1] * 5)
    before = [fighter(m, 2)["health"], fighter(m, 3)["health"]]
    use(m, 1, one)
    pay(m, *dice_for(skill(one).cost))
    assert m.legal_actions() == ["target 2", "target 3"]
    m.act("target 3")
    hit = max(0, skill(one).effects[0].amount + strength - fighter(m, 3)["fortitude"])
    assert [fighter(m, 2)["health"], fighter(m, 3)["health"]] == [before[0], before[1] - hit]
    use(m, 1, every)
    ev = pay(m, *dice_for(skill(every).cost))
    amount = skill(every).effects[0].amount
    each = [max(0, amount + strength - fighter(m, n)["fortitude"]) for n in (2, 3)]
    assert sorted(e["to"] for e in of(ev, "damage")) == sorted([fighter(m, 2)["card"], fighter(m, 3)["card"]])
    assert [fighter(m, 2)["health"], fighter(m, 3)["health"]] == [before[0] - each[0], before[1] - hit - each[1]]


def heal_skill(a: Ability) -> str | None:
    return first(a, lambda s: len(s.effects) == 1 and s.effects[0].effect == "heal" and s.effects[0].target != "all"
                 and s.cost.kind == "any" and (s.effects[0].amount == "sum" or int(s.effects[0].amount) >= 2))


def healer(c, a):
    return heal_skill(a) is not None and always(c, "fortitude") == 0


def before_roll_damage(w: Creature) -> bool:
    return any(t.when == "before_roll" and t.effect.effect == "damage" and t.effect.amount == 1 for t in w.traits)


def a_before_roll_damager(ws, me, ability):
    return any(before_roll_damage(w) for w in ws)


def test_healing_never_goes_above_the_health_the_creature_started_the_battle_with():
    m = table(healer, a_before_roll_damager)
    ev = begin(m, slot(m, before_roll_damage))
    top = fighter(m, 1)["top"]
    assert top == C.creatures[fighter(m, 1)["card"]].health
    assert [e for e in of(ev, "damage") if e["to"] == fighter(m, 1)["card"]] and fighter(m, 1)["health"] == top - 1
    key = heal_skill(starter_ability(m))
    fight(m, [6] * 5, [1] * 5)
    use(m, 1, key)
    ev = pay(m, 6) + settle(m, 1)
    assert [(e["to"], e["amount"]) for e in of(ev, "heal")] == [(fighter(m, 1)["card"], 1)]
    assert fighter(m, 1)["health"] == top


def exact_kill(a: Ability, strength: int, health: int) -> tuple[str, list[int]] | None:
    """A skill doing exactly `health` damage with this strength (to a target without fortitude)."""
    for key, s in skills(a):
        if len(s.effects) != 1 or s.effects[0].effect != "damage" or s.effects[0].target != "one":
            continue
        amount = s.effects[0].amount
        if amount == "sum" and s.cost.kind == "any" and s.cost.dice == 1 and 1 <= health - strength <= 6:
            return key, [health - strength]
        if amount != "sum" and amount + strength == health and len(dice_for(s.cost)) <= 5:
            return key, dice_for(s.cost)
    return None


def self_healer(w: Creature) -> bool:
    """A creature that heals itself each turn and does nothing else during a turn, without fortitude."""
    timed = [t for t in w.traits if t.when != "always"]
    return bool(timed) and all(t.effect.effect == "heal" and t.effect.target in ("self", "all") for t in timed) \
        and always(w, "fortitude") == 0


def brought_to_0(me: Creature, ability: Ability):
    """The wild creatures (as a test on a card) this starter can bring to exactly 0 in one hit
    and that heal themselves."""
    return lambda w: self_healer(w) and exact_kill(ability, always(me, "strength"), w.health) is not None


def quiet_hitter(c, a):
    return quiet(c)


def a_healer_it_can_bring_to_0(ws, me, ability):
    return any(brought_to_0(me, ability)(w) for w in ws)


def test_healing_a_bleeding_creature_above_0_saves_it_from_the_next_creatures_die_step():
    m = table(quiet_hitter, a_healer_it_can_bring_to_0)
    ability = starter_ability(m)
    me = C.creatures[m.view(0)["players"][current(m)]["roster"][0]["card"]]
    begin(m, slot(m, brought_to_0(me, ability)))
    wild = fighter(m, 2)
    key, dice = exact_kill(ability, fighter(m, 1)["strength"], wild["health"])
    fight(m, dice + [1] * (5 - len(dice)), [1] * 5)
    use(m, 1, key)
    pay(m, *dice)
    settle(m, 2)
    assert fighter(m, 2)["health"] == 0 and fighter(m, 2)["gone"] == ""  # bleeding out
    m.act("pass")
    m.act("pass")
    ev = m.act("pass")  # the end of the turn, then the next turn's before-roll step: it heals itself
    assert [e for e in of(ev, "heal") if e["to"] == wild["card"] and e["trait"]]
    assert fighter(m, 2)["health"] > 0
    ev = fight(m, [1] * 5, [1] * 5)  # the "creatures die" step runs before this roll
    assert of(ev, "dies") == [] and len(of(ev, "roll")) == 2
    assert fighter(m, 2)["gone"] == "" and m.view(0)["phase"] == "battle"


# --- catching (rulebook 3.1.5, rulings 15-18) -------------------------------------------------------------
def with_a_jab(c, a):
    return quiet(c) and fixed_hit(a, most=3) is not None and len(dice_for(skill(fixed_hit(a, most=3)).cost)) == 1


def wounded(m) -> int:
    """Fight a plain wild creature for one turn, hitting it once; returns the catch threshold the
    next turn, from the card: catchrate + current health."""
    begin(m, slot(m, plain))
    key = fixed_hit(starter_ability(m), most=3)
    paying = dice_for(skill(key).cost)
    fight(m, paying + [1] * 4, [1] * 5)
    use(m, 1, key)
    pay(m, *paying)
    settle(m, 2)
    end_turn(m)
    assert frame(m)["kind"] == "catch_choice" and m.legal_actions() == ["catch 2", "fight"]
    health = fighter(m, 2)["health"]
    assert 0 < health < C.creatures[fighter(m, 2)["card"]].health
    return C.creatures[fighter(m, 2)["card"]].catchrate + health


@pytest.mark.parametrize("short, caught", [(1, False), (0, True)])
def test_a_catch_rolls_five_dice_and_succeeds_when_they_reach_catchrate_plus_current_health(short, caught):
    m = table(with_a_jab, a_plain_one)
    me = current(m)
    need = wounded(m)
    card, ability = fighter(m, 2)["card"], m.view(0)["wild"][fighter(m, 2)["slot"]]["abilities"]
    m.force_dice(dice_summing(need - short))
    ev = m.act("catch 2")
    catch = of(ev, "catch")[0]
    assert catch["need"] == need and len(catch["rolled"]) == 5 and sum(catch["rolled"]) == need - short
    assert catch["caught"] is caught
    assert bool(of(ev, "joins")) is caught and bool(of(ev, "battle_over")) is caught
    roster = m.view(0)["players"][me]["roster"]
    assert [b["card"] for b in roster[1:]] == [card] * caught  # it joins with its ability
    assert [b["abilities"] for b in roster[1:]] == [ability] * caught


def test_dice_left_on_a_creature_count_next_turn_and_the_catcher_rolls_no_combat_dice():
    m = table(with_x_cost, a_plain_one)
    begin(m, slot(m, plain))
    wild_seat = 1 - current(m)
    need = C.creatures[fighter(m, 2)["card"]].catchrate + fighter(m, 2)["health"]
    m.force_dice([6, 6, 1, 1, 1])  # 15: short of any level-1 creature at full health (16-18)
    ev = m.act("catch 2")
    assert of(ev, "catch")[0]["caught"] is False and need > 15
    assert m.legal_actions() == ["leave 1", "leave 2", "leave 3", "leave 4", "leave 5", "done"]
    m.act("leave 1")
    m.act("leave 1")  # both 6s stay on the creature
    m.force_dice([2] * 5)  # the wild player's combat roll: the catcher rolls none
    ev = m.act("done")
    assert fighter(m, 2)["catch_dice"] == [6, 6]
    assert [r["seat"] for r in of(ev, "roll")] == [wild_seat]
    assert pool(m, 0) == [] and pool(m, 1) == [2] * 5
    assert frame(m)["side"] == 0 and m.legal_actions() == ["pass"]
    end_turn(m)
    m.force_dice(dice_summing(need - 12, 3))
    ev = m.act("catch 2")  # only the three dice not on the creature are rolled
    catch = of(ev, "catch")[0]
    assert catch["left"] == [6, 6] and len(catch["rolled"]) == 3 and catch["caught"] is True


def test_a_caught_creature_leaves_the_wild_row_at_once_and_its_refill_takes_its_place():
    """Issue 13: during the draft the caught creature is in its catcher's roster only; the
    refill still lays the new creature where it lay."""
    m = table(with_x_cost, a_plain_one)
    me, row = current(m), [w["card"] for w in m.view(0)["wild"]]
    where = slot(m, plain)
    begin(m, where)
    card = fighter(m, 2)["card"]
    m.force_dice([6] * 5)  # 30 catches any level-1 creature
    ev = m.act("catch 2")
    v = m.view(0)
    assert of(ev, "joins") and v["phase"] == "draft"
    assert [w["card"] for w in v["wild"]] == [c for c in row if c != card]  # the row closes up
    assert [b["card"] for b in v["players"][me]["roster"]] == [v["players"][me]["roster"][0]["card"], card]
    assert fighter(m, 2)["slot"] == -1  # the battle's record no longer points into the row
    m.act("take 1")  # the wild player's mutation for the catch
    m.act("place 1")
    v = m.view(0)
    assert v["phase"] == "choose" and len(v["wild"]) == 3
    assert [w["card"] for i, w in enumerate(v["wild"]) if i != where - 1] == [c for c in row if c != card]
    assert C.creatures[v["wild"][where - 1]["card"]].level == 2  # one level up, where the caught one lay


# --- the mutations at stake and the rewards (3.1.1, 3.2, rulings 24-26) -------------------------------------
def a_level_1_pair(ws, me, ability):
    return sum(quiet(w) for w in ws) >= 2


def catch_both(m) -> tuple[list[dict], list[int]]:
    """Fight two quiet wild creatures (two mutations at stake) and catch both, one a turn.
    Returns the events and the two wild slots fought."""
    quiet_slots = [i + 1 for i, w in enumerate(m.view(0)["wild"]) if quiet(C.creatures[w["card"]])][:2]
    for s in quiet_slots:
        m.act(f"wild {s}")
    m.act("done")
    assert m.legal_actions() == ["stake 1", "stake 2", "stake 3"]  # levels 1 + 1: two to choose
    m.act("stake 1")
    assert m.view(0)["phase"] == "choose" and m.legal_actions() == ["stake 2", "stake 3"]
    ev = m.act("stake 2")
    assert m.view(0)["phase"] == "battle" and len(battle(m)["at_stake"]) == 2
    m.force_dice([6] * 5 + [1] * 5)  # 30 catches any level-1 creature; then the wild player's roll
    ev += m.act("catch 2")
    ev += past_traits(m)
    ev += end_turn(m)
    m.force_dice([6] * 5)
    ev += m.act("catch 3")
    return ev, quiet_slots


def test_the_wild_player_gets_a_mutation_per_catch_and_a_current_player_who_only_caught_gets_none():
    m = table(with_x_cost, a_level_1_pair)
    me = current(m)
    ev, _ = catch_both(m)
    stake = m.decision()["about"]["pool"]
    assert len(of(ev, "joins")) == 2
    assert of(ev, "rewards") == [{"type": "rewards", "current": 0, "wild": 2, "seat": me, "other": 1 - me,
                                  "killed": [], "caught": 2, "lost": 0, "order": [1 - me, 1 - me], "at_stake": stake}]
    assert m.view(0)["phase"] == "draft" and m.to_move() == 1 - me
    assert m.legal_actions() == ["take 1", "take 2"]
    m.act("take 2")
    assert m.to_move() == 1 - me and m.legal_actions() == ["take 1"]
    m.act("take 1")
    assert m.view(0)["phase"] == "place" and m.to_move() == 1 - me
    assert m.legal_actions() == ["place 1", "discard"]
    m.act("place 1")
    m.act("place 1")
    v = m.view(0)
    assert v["players"][1 - me]["roster"][0]["mutations"] == [stake[1], stake[0]]
    assert len(v["players"][me]["roster"]) == 3 and v["players"][me]["roster"][0]["mutations"] == []


def draft_and_place_both(m) -> None:
    """After catch_both: the wild player takes the two mutations at stake, in order, and places
    both on its starter."""
    for action in ("take 1", "take 1", "place 1", "place 1"):
        m.act(action)


def test_the_stake_is_the_combined_level_of_the_wild_creatures_fought_and_at_most_three():
    m = table(with_x_cost, a_level_1_pair)
    opener = current(m)
    _, fought = catch_both(m)  # levels 1 + 1: two at stake (asserted there)
    draft_and_place_both(m)
    v = m.view(0)
    assert v["phase"] == "choose" and v["current"] == 1 - opener  # the roles switched
    assert [C.creatures[v["wild"][s - 1]["card"]].level for s in fought] == [2, 2]  # each refill one level up
    assert len(v["open_mutations"]) == 3
    for s in fought:
        m.act(f"wild {s}")
    ev = m.act("done")  # levels 2 + 2 = 4: capped at three, every face-up mutation, no choice left
    v = m.view(0)
    assert v["phase"] == "battle" and of(ev, "battle")[0]["at_stake"] == battle(m)["at_stake"]
    assert len(battle(m)["at_stake"]) == 3 and v["open_mutations"] == []


def foreign_upgrade_at_stake(v) -> bool:
    """The first two face-up mutations (the ones catch_both stakes) are of another type than the
    wild player's starter, and one of them is an upgrade that adds health."""
    rival = C.creatures[v["players"][1 - v["current"]]["roster"][0]["card"]]
    stake = [C.mutations[x] for x in v["open_mutations"][:2]]
    return all(x.type != rival.type for x in stake) and any(x.kind == "upgrade" and x.health for x in stake)


def test_any_mutation_fits_any_creature_and_counts_in_its_next_battle():
    m = table(with_x_cost, a_level_1_pair, where=foreign_upgrade_at_stake)
    opener = current(m)
    _, fought = catch_both(m)
    stake = m.decision()["about"]["pool"]
    draft_and_place_both(m)
    beast = m.view(0)["players"][1 - opener]["roster"][0]
    assert beast["mutations"] == stake
    assert all(C.mutations[x].type != C.creatures[beast["card"]].type for x in stake)
    left = next(i + 1 for i in range(3) if i + 1 not in fought)  # the level-1 creature nobody fought
    begin(m, left)
    me = fighter(m, 1)
    upgrades = [x for x in stake if C.mutations[x].kind == "upgrade"]
    abilities = [x for x in stake if C.mutations[x].kind == "ability"]
    assert me["card"] == beast["card"] and me["upgrades"] == upgrades
    assert me["top"] == me["health"] == C.creatures[beast["card"]].health + sum(C.mutations[x].health for x in upgrades)
    assert [k.rpartition("/")[0] for k in me["skills"][4:]] == [x for x in abilities for _ in range(4)]


def foreign_open_mutation(v) -> bool:
    me = C.creatures[v["players"][v["current"]]["roster"][0]["card"]]
    return any(C.mutations[x].type != me.type for x in v["open_mutations"])


def until_over(m, ours, theirs, attacker: int, target: int, turns: int = 25) -> list[dict]:
    ev: list[dict] = []
    for _ in range(turns):
        if m.view(0)["phase"] != "battle":
            break
        ev += play_turn(m, ours, theirs, attacker, target)
    assert m.view(0)["phase"] != "battle", "the battle did not end"
    return ev


def test_a_killed_level_1_creature_earns_one_mutation_and_goes_to_the_discard_pile_with_its_ability():
    m = table(with_x_cost, a_plain_one, where=foreign_open_mutation)
    me = current(m)
    starter = m.view(0)["players"][me]["roster"][0]["card"]
    wild = slot(m, plain)
    begin(m, wild, stake=lambda x: x.type != C.creatures[starter].type)
    card, ability = fighter(m, 2)["card"], m.view(0)["wild"][wild - 1]["abilities"]
    assert len(ability) == 1 and C.abilities[ability[0]].type == C.creatures[card].type  # given in battle
    stake = battle(m)["at_stake"]
    ev = until_over(m, [6] * 5, [1] * 5, attacker=0, target=2)
    [dies] = of(ev, "dies")
    assert dies == {"type": "dies", "card": card, "side": 1, "seat": 1 - me, "owner": -1, "kind": "wild",
                    "health": dies["health"], "level": 1, "foe": me} and dies["health"] <= 0
    assert of(ev, "rewards") == [{"type": "rewards", "current": 1, "wild": 0, "seat": me, "other": 1 - me,
                                  "killed": [1], "caught": 0, "lost": 0, "order": [me], "at_stake": stake}]
    assert m.view(0)["phase"] == "draft" and m.to_move() == me and m.legal_actions() == ["take 1"]
    m.act("take 1")
    assert m.view(0)["phase"] == "place" and m.to_move() == me
    assert m.legal_actions() == ["place 1", "discard"]  # whatever the mutation's type
    ev = m.act("place 1")
    v = m.view(0)
    assert v["players"][me]["roster"][0]["mutations"] == stake
    assert C.mutations[stake[0]].type != C.creatures[starter].type
    assert v["discard"] == [card] + ability
    assert of(ev, "switch") and v["current"] == 1 - me


def test_a_killed_wild_creature_goes_to_the_discard_pile_when_the_battle_ends_before_the_draft():
    """Rulebook 3.1.10: when the battle ends, "move on to distribute mutations and move all dead
    wild creatures and their abilities into the discard pile" - not at the refill (issue 13)."""
    m = table(with_x_cost, a_plain_one, where=foreign_open_mutation)
    row = [w["card"] for w in m.view(0)["wild"]]
    wild = slot(m, plain)
    begin(m, wild)
    card, ability = fighter(m, 2)["card"], m.view(0)["wild"][wild - 1]["abilities"]
    ev = until_over(m, [6] * 5, [1] * 5, attacker=0, target=2)
    v = m.view(0)
    assert of(ev, "dies") and v["phase"] == "draft" and of(ev, "rewards")  # the mutations are next
    assert v["discard"] == [card] + ability
    assert [w["card"] for w in v["wild"]] == [c for c in row if c != card]


def fragile(c, a):
    """A starter with no fortitude and no trait working during a turn (so nothing slows its death)."""
    return quiet(c) and always(c, "fortitude") == 0


def test_the_wild_player_earns_one_per_creature_it_killed_and_draws_from_the_deck_once_the_stake_is_gone():
    m = table(fragile, a_plain_one)
    me = current(m)
    begin(m, slot(m, plain))
    starter, stake = fighter(m, 1)["card"], battle(m)["at_stake"]
    ev = until_over(m, [1] * 5, [6] * 5, attacker=1, target=1)
    [dies] = of(ev, "dies")
    assert dies == {"type": "dies", "card": starter, "side": 0, "seat": me, "owner": me, "kind": "wild",
                    "health": dies["health"], "level": C.creatures[starter].level, "foe": 1 - me}
    # no kill, no catch: 1 for the current player; 1 for the wild player, who killed a creature
    assert of(ev, "rewards") == [{"type": "rewards", "current": 1, "wild": 1, "seat": me, "other": 1 - me,
                                  "killed": [], "caught": 0, "lost": 1, "order": [me, 1 - me], "at_stake": stake}]
    assert m.view(0)["phase"] == "draft" and m.to_move() == me and m.legal_actions() == ["take 1"]
    ev = m.act("take 1")  # the one mutation at stake is gone: the wild player's comes off the deck
    assert [e["seat"] for e in of(ev, "mutation_drawn")] == [1 - me]
    assert m.view(0)["phase"] == "place" and m.to_move() == me
    m.act("place 1")
    assert m.view(0)["phase"] == "place" and m.to_move() == 1 - me
    m.act("discard")
    v = m.view(0)
    assert [b["card"] for b in v["players"][me]["roster"]] == [starter]  # an owned creature never dies for good
    assert len(v["players"][me]["roster"][0]["mutations"]) == 1 and len(v["mutation_discard"]) == 1


def sixes_pay(s: Skill) -> bool:
    return s.cost.kind in ("any", "same", "powerup") or (s.cost.kind == "exact" and set(s.cost.values) == {6})


def strong_rival(c, a):
    """The other player's starter has no trait working during a turn, and skills an all-6 pool
    pays that do 10 damage or more together (so it fells a level-2 creature in a few turns)."""
    return quiet(c) and sum(damage(s) for _, s in skills(a) if sixes_pay(s)) >= 10


def test_a_killed_level_2_creature_earns_the_current_player_two_mutations():
    m = table(with_x_cost, a_plain_one, rival=strong_rival)
    opener = current(m)
    wild = slot(m, plain)
    begin(m, wild)
    until_over(m, [6] * 5, [1] * 5, attacker=0, target=2)
    while m.view(0)["phase"] in ("draft", "place"):
        m.act(m.legal_actions()[0])
    assert current(m) == 1 - opener and C.creatures[m.view(0)["wild"][wild - 1]["card"]].level == 2
    begin(m, wild)
    card, stake = fighter(m, 2)["card"], battle(m)["at_stake"]
    assert len(stake) == 2
    ev = until_over(m, [6] * 5, [1] * 5, attacker=0, target=2)
    [dies] = of(ev, "dies")
    assert dies == {"type": "dies", "card": card, "side": 1, "seat": opener, "owner": -1, "kind": "wild",
                    "health": dies["health"], "level": 2, "foe": 1 - opener}
    assert of(ev, "rewards") == [{"type": "rewards", "current": 2, "wild": 0, "seat": 1 - opener, "other": opener,
                                  "killed": [2], "caught": 0, "lost": 0, "order": [1 - opener] * 2,
                                  "at_stake": stake}]
    assert m.to_move() == 1 - opener and m.legal_actions() == ["take 1", "take 2"]
    m.act("take 1")
    assert m.to_move() == 1 - opener and m.legal_actions() == ["take 1"]


def stage_full_roster(m) -> None:
    """Staging, the one edit of the engine's state in this module: the current player's roster is
    filled to four with copies of their starter (card and ability). By play a full roster takes
    at least five battles (two catches, two catches and a release, then only level-3 creatures
    are left to catch two of), which would bury the rule under a hundred actions."""
    from engine.games.zvery.state import Beast

    roster = m.state.players[m.state.current].roster
    while len(roster) < 4:
        roster.append(Beast(roster[0].card, list(roster[0].abilities)))


def test_a_player_holds_at_most_four_creatures_even_after_catching_two_in_one_battle():
    m = table(with_x_cost, a_level_1_pair)
    me = current(m)
    stage_full_roster(m)
    quiet_slots = [i + 1 for i, w in enumerate(m.view(0)["wild"]) if quiet(C.creatures[w["card"]])][:2]
    for action in [f"wild {s}" for s in quiet_slots] + ["done", "field 1", "done"]:
        m.act(action)
    while m.view(0)["phase"] == "choose":
        m.act(m.legal_actions()[0])
    m.force_dice([6] * 5 + [1] * 5)
    ev = m.act("catch 2")  # it joins the roster at once (ruling 17): five while the battle goes on
    assert len(of(ev, "joins")) == 1 and m.view(0)["phase"] == "battle" and len(m.view(0)["players"][me]["roster"]) == 5
    past_traits(m)
    end_turn(m)
    m.force_dice([6] * 5)
    ev += m.act("catch 3")
    caught = [e["card"] for e in of(ev, "joins")]
    assert len(caught) == 2 and m.view(0)["phase"] == "release"
    assert m.to_move() == me and m.legal_actions() == [f"release {i}" for i in range(1, 7)]
    m.act("release 1")  # five left: one more must go
    assert m.view(0)["phase"] == "release" and m.legal_actions() == [f"release {i}" for i in range(1, 6)]
    m.act("release 1")
    v = m.view(0)
    assert v["phase"] == "draft" and len(v["players"][me]["roster"]) == 4
    assert [b["card"] for b in v["players"][me]["roster"][2:]] == caught


# --- turn order in combat (3.1.9, rulings 11-12) ---------------------------------------------------------
def test_the_player_with_more_unused_dice_starts_the_next_turns_combat():
    m = table(with_x_cost, a_plain_one)
    me = current(m)
    begin(m, slot(m, plain))
    assert battle(m)["starter"] == 0  # the current player acts first in the first turn
    key = x_cost(starter_ability(m))
    fight(m, [3] * 5, [3] * 5)
    assert m.to_move() == me
    use(m, 1, key)
    pay(m, 3)
    settle(m, 2)
    end_turn(m)  # 4 unused dice against 5
    assert battle(m)["starter"] == 1
    fight(m, [3] * 5, [3] * 5)
    assert frame(m)["kind"] == "go" and frame(m)["side"] == 1 and m.to_move() == 1 - me
    theirs = next(k for k in fighter(m, 2)["skills"] if skill(k).cost.kind == "any" and skill(k).cost.dice == 1)
    use(m, 2, theirs)
    pay(m, 3)
    settle(m, 1)
    assert len(pool(m, 1)) == 4
    end_turn(m)  # now 5 against 4
    assert battle(m)["starter"] == 0
    fight(m, [3] * 5, [3] * 5)
    assert frame(m)["side"] == 0 and m.to_move() == me


def test_on_a_tie_in_unused_dice_the_player_who_did_not_start_starts_the_next_turn():
    m = table(with_x_cost, a_plain_one)
    me = current(m)
    begin(m, slot(m, plain))
    for starter in (0, 1, 0):
        fight(m, [3] * 5, [3] * 5)
        assert frame(m)["side"] == starter and m.to_move() == (me if starter == 0 else 1 - me)
        end_turn(m)  # both pass at once: 5 unused dice each


# --- the end (3.6, ruling 30) ------------------------------------------------------------------------------
def _after_last_battle(events: list[dict]) -> list[dict]:
    """The events from the last battle's start on."""
    starts = [i for i, e in enumerate(events) if e["type"] == "battle"]
    return events[starts[-1]:] if starts else events


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_a_game_ends_only_by_the_final_battle_and_mutations_never_come_off(seed):
    m = api.new_match("zvery", seed=seed, seats=HUMANS)
    chooser = random.Random(seed)
    on: dict[tuple[int, str], list[str]] = {}
    since_battle: list[dict] = []
    final = None
    for _ in range(20000):
        if m.result() is not None:
            break
        assert m.legal_actions() and m.view(0)["phase"] != "over"
        ev = m.act(chooser.choice(m.legal_actions()))
        recent, since_battle = since_battle + ev, _after_last_battle(since_battle + ev)
        v = m.view(0)
        for p in v["players"]:
            for beast in p["roster"]:
                before = on.get((p["seat"], beast["card"]), [])
                assert beast["mutations"][:len(before)] == before  # mutations never come off
                on[(p["seat"], beast["card"])] = list(beast["mutations"])
        if of(ev, "final_battle"):
            final = v
            level_3 = [e["card"] for e in of(recent, "dies") + of(recent, "joins")
                       if e.get("side", 1) == 1 and C.creatures[e["card"]].level == 3]
            # ruling 30: a level-3 creature killed or caught, no wild creature left, or the 10th battle
            assert level_3 or not v["wild"] or v["battles"] >= 10
            assert v["phase"] == "battle" and battle(m)["kind"] == "final"
        assert m.result() is None or final is not None
    result = m.result()
    assert result is not None and final is not None and result["reason"] == "final battle"
    assert result["winners"] in ([0], [1]) and result["battles"] == final["battles"]
    assert m.legal_actions() == [] and m.view(0)["phase"] == "over"

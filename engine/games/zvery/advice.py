"""Why a Zvery hint is good: the rule, the odds or the numbers that decide it.

The Hint button asks the computer for a move (ai.py); `why` tells the player, in one sentence,
what makes that move right where it stands - the health and levels that decide which creature to
take, field or release, a catch's threshold and its exact chance (forecast.catch_chance), what a
skill will do to whom after strength and fortitude (forecast.skill_outcomes, the engine's own
arithmetic), and which skills the dice left over can still pay for (dice_plan). It reads only
the state, never how the computer weighed the move, so it says nothing of samples or play-outs.
Each decision kind (kinds.py) has its reason here, keyed like the registry.
"""
from __future__ import annotations

from ...core.messages import listing, msg, plural, term
from . import dice_plan, forecast
from .ai import mutation_worth, sturdiest
from .battle import effect_words, mutation_words, semicolons, skill, skill_words, team
from .catching import threshold
from .content import Effect, content
from .dice import affordable, cost_words
from .keywords import DiceStep
from .state import ROSTER_MAX, Battle, State, slot
from .view import _battle as battle_view


def why(state: State, kind: str, frame: dict, action: str) -> dict | None:
    """The reason for `action`, the answer to the decision of `kind` waiting in `frame`."""
    reason = REASONS.get(kind)
    return reason(state, frame, action) if reason else None


def _creature(card: str) -> dict:
    return term("creature", card)


# --- before a battle ------------------------------------------------------------------------------------
def _starter(state: State, frame: dict, action: str) -> dict:
    c = content().creatures
    card = action.split()[1]
    others = [x for x in state.starters if x != card]
    return msg("{creature} has the most health of the starters: {health}, against {others}",
               creature=_creature(card), health=c[card].health, others=listing([_health_of(x) for x in others]))


def _health_of(card: str) -> dict:
    """"11 for Prism Stag": a creature's printed health."""
    return msg("{health} for {creature}", health=content().creatures[card].health, creature=_creature(card))


def _choose_wild(state: State, p: dict, action: str) -> dict:
    if action == "done":
        [first] = [state.wild[i].card for i in p["wild"]][:1]
        return msg("{creature} alone is the easier battle: a second wild creature would fight beside it",
                   creature=_creature(first))
    card = state.wild[slot(action)].card
    level = content().creatures[card].level
    return msg("{creature} is level {level}, the lowest in the wild row: the easiest to beat and to catch",
               creature=_creature(card), level=level)


def _choose_own(state: State, p: dict, action: str) -> dict:
    roster = state.players[state.current].roster
    if action == "done":
        fielded = [_creature(roster[i].card) for i in p["own"]]
        return plural("{creatures} fights alone: each of your creatures the wild side kills earns the other "
                      "player a mutation", "{creatures} fight: each of your creatures the wild side kills earns "
                      "the other player a mutation", len(fielded), creatures=listing(fielded))
    beast = roster[slot(action)]
    return msg("{creature} is your sturdiest creature, with {health} health", creature=_creature(beast.card),
               health=beast.max_health())


def _gives(card: str) -> dict:
    """What a mutation adds to a creature, in the words of its card."""
    m = content().mutations[card]
    if m.kind == "upgrade":
        return mutation_words(m) or msg("nothing")
    return listing([skill_words(s) for s in m.skills])


def _stake(state: State, p: dict, action: str) -> dict:
    card = state.open_mutations[slot(action)]
    return msg("the battle's winner picks first from the mutations at stake, and {mutation} gives the most "
               "of those face up ({gives})", mutation=term("mutation", card), gives=_gives(card))


def _release(state: State, p: dict, action: str) -> dict:
    beast = state.players[state.current].roster[slot(action)]
    return msg("a roster holds {most} creatures, and {creature} has the least health of yours ({health})",
               most=ROSTER_MAX, creature=_creature(beast.card), health=beast.max_health())


def _draft(state: State, p: dict, action: str) -> dict:
    card = p["pool"][slot(action)]
    best = max(mutation_worth(x) for x in p["pool"])
    if mutation_worth(card) < best:
        return msg("{mutation} gives {gives}", mutation=term("mutation", card), gives=_gives(card))
    return msg("{mutation} gives the most of those at stake: {gives}", mutation=term("mutation", card),
               gives=_gives(card))


def _place(state: State, p: dict, action: str) -> dict:
    from .flow import place_seat

    roster = state.players[place_seat(state)].roster
    if action == "discard":
        return msg("a mutation placed never comes off, and you have no creature to take it")
    beast = roster[slot(action)]
    if slot(action) == sturdiest(roster):
        return msg("mutations never come off: {creature}, your sturdiest creature ({health} health), "
                   "fights first and keeps it", creature=_creature(beast.card), health=beast.max_health())
    return msg("mutations never come off, and {creature} keeps it ({health} health)",
               creature=_creature(beast.card), health=beast.max_health())


# --- catching ---------------------------------------------------------------------------------------------
def _percent(chance: float) -> int:
    return round(100 * chance)


def _catch_numbers(b: Battle, i: int) -> dict:
    """A catch of fighter `i` in numbers: its threshold, the dice left on it, the chance now."""
    f = b.fighters[i]
    card = content().creatures[f.card]
    return {"creature": _creature(f.card), "need": threshold(card.catchrate, f.health), "rate": card.catchrate,
            "health": max(f.health, 0), "chance": _percent(forecast.catch_chance(card.catchrate, f.health,
                                                                                 list(f.catch_dice)))}


def _catch_choice(state: State, frame: dict, action: str) -> dict:
    b = state.battle
    if action != "fight":
        return msg("a catch needs {need} on the dice (catchrate {rate} plus health {health}): {chance}% now",
                   **_catch_numbers(b, slot(action)))
    best = max((_catch_numbers(b, i) for i in team(b, 1)), key=lambda n: n["chance"])
    return msg("catching {creature} needs {need} (catchrate {rate} plus health {health}), only {chance}% now: "
               "fighting brings its health and the threshold down", **best)


def _leave(state: State, frame: dict, action: str) -> dict:
    rolled = frame["rolled"]
    if action == "done":
        return msg("a die rolled again averages 3.5, more than any of {dice}", dice=listing(list(rolled)))
    return msg("a die left on {creature} counts towards the next catch, and the {value} beats the 3.5 a die "
               "rolled again averages", creature=_creature(state.battle.fighters[frame["target"]].card),
               value=rolled[slot(action)])


# --- a go in combat ---------------------------------------------------------------------------------------
def _outcome_words(o: forecast.Outcome, fighters: list[dict]) -> dict:
    """One effect of a skill on one creature, with its numbers."""
    if o.target is None:
        return forecast_keyword(o)
    who = _creature(fighters[o.target]["card"])
    if o.effect == "damage":
        before = o.health + o.amount
        if not o.amount:
            return msg("{creature}'s fortitude stops the hit, but its other effects still count", creature=who)
        if o.health <= 0 < before:
            return plural("{n} damage takes {creature} from {before} to {after} health: it bleeds out",
                          "{n} damage takes {creature} from {before} to {after} health: it bleeds out", o.amount,
                          creature=who, before=before, after=o.health)
        return plural("{n} damage takes {creature} from {before} to {after} health",
                      "{n} damage takes {creature} from {before} to {after} health", o.amount, creature=who,
                      before=before, after=o.health)
    if o.effect == "heal":
        before = o.health - o.amount
        if before <= 0 < o.health:
            return msg("healing {n} lifts {creature} from {before} to {after} health, out of bleeding",
                       n=o.amount, creature=who, before=before, after=o.health)
        return msg("healing {n} lifts {creature} from {before} to {after} health", n=o.amount, creature=who,
                   before=before, after=o.health)
    if o.effect == "stun":
        return msg("stun {n} keeps {creature} from its skills until dice summing {n} lift it", n=o.amount,
                   creature=who)
    if o.effect == "strength":
        return msg("+{n} strength: every hit of {creature}'s does {n} more", n=o.amount, creature=who)
    return msg("+{n} fortitude: every hit on {creature} does {n} less", n=o.amount, creature=who)


def forecast_keyword(o: forecast.Outcome) -> dict:
    """A skill's dice keyword ("set 1 die") in the words of its card."""
    return effect_words(Effect(o.effect, o.amount, "self"))


def _best_aims(outcomes: list[forecast.Outcome]) -> list[forecast.Outcome]:
    """Of an effect aimed at a creature the player clicks, the creature it does most to: the
    lowest health left after damage, the most healed."""
    fixed = [o for o in outcomes if not o.choose]
    aims = [o for o in outcomes if o.choose]
    if not aims:
        return fixed
    if aims[0].effect == "heal":
        return fixed + [max(aims, key=lambda o: o.amount)]
    standing = [o for o in aims if o.health is None or o.health + o.amount > 0] or aims  # as ai.aim aims
    return fixed + [min(standing, key=lambda o: o.health if o.health is not None else 0)]


def planned_payment(b: Battle, side: int, key: str) -> list[int]:
    """The dice (pool indexes) the dice plan would pay skill `key` with."""
    pool = b.pools[side]
    ways = dice_plan.payments(skill(key).cost, pool)
    keys = dice_plan.open_skills(b, side, leave_out=key)
    return max(ways, key=lambda w: (dice_plan.plan_value([v for i, v in enumerate(pool) if i not in w], keys),
                                    -sum(pool[i] for i in w))) if ways else []


def _use(state: State, frame: dict, action: str) -> dict:
    b, side = state.battle, frame["side"]
    user, key = slot(action), b.fighters[slot(action)].skills[slot(action, 2)]
    paid = sum(b.pools[side][i] for i in planned_payment(b, side, key))
    shown = battle_view(b)
    outcomes = _best_aims(forecast.skill_outcomes(shown, user, skill(key), paid))
    words = semicolons([_outcome_words(o, shown["fighters"]) for o in outcomes])
    if words is None:
        return msg("{skill} costs {cost}, which your dice pay", skill=term("skill", key),
                   cost=cost_words(skill(key).cost))
    return msg("{skill}: {outcomes}", skill=term("skill", key), outcomes=words)


def _unstun(state: State, frame: dict, action: str) -> dict:
    b = state.battle
    f = b.fighters[slot(action)]
    return msg("stun {stun} keeps {creature} from its skills, and your dice ({dice}) sum {total}: enough to lift it",
               stun=f.stun, creature=_creature(f.card), dice=listing(list(b.pools[frame["side"]])),
               total=sum(b.pools[frame["side"]]))


def _pass(state: State, frame: dict, action: str) -> dict:
    b, side = state.battle, frame["side"]
    if b.acted:
        return msg("you have used a skill this go, so ending it keeps your dice ({dice}) for another go this turn",
                   dice=listing(list(b.pools[side])))
    return plural("passing keeps your {n} die unused, and whoever has more dice unused at the end of the turn "
                  "starts the next", "passing keeps your {n} dice unused, and whoever has more dice unused at the end "
                  "of the turn starts the next", len(b.pools[side]))


def _go(state: State, frame: dict, action: str) -> dict | None:
    word = action.split()[0]
    return {"use": _use, "unstun": _unstun, "pass": _pass}[word](state, frame, action)


# --- dice ------------------------------------------------------------------------------------------------
def _buys(pool: list[int], keys: list[str]) -> list[str]:
    """The skills `pool` pays for, bought greedily as dice_plan values them (the plan's own order)."""
    bought: list[str] = []
    for key in sorted(dict.fromkeys(keys), key=lambda k: -dice_plan.skill_worth(k)):
        cost = skill(key).cost
        if affordable(cost, pool):
            bought.append(key)
            pool = dice_plan.cheapest_rest(cost, pool)
    return bought


def _skills(keys: list[str]) -> dict:
    return listing([term("skill", k) for k in keys])


def _pay(state: State, frame: dict, action: str) -> dict:
    b = state.battle
    pool = b.pools[frame["side"]]
    if action == "cancel":
        return msg("no way of finishing the payment is left")
    value = pool[slot(action)]
    way = dice_plan.best_payment(b, frame)
    if slot(action) not in way:
        way = [*frame["chosen"], slot(action)]
    rest = [v for i, v in enumerate(pool) if i not in way]
    bought = _buys(rest, dice_plan.open_skills(b, frame["side"], leave_out=frame["skill"]))
    if bought:
        return msg("paying with the {value} leaves you {rest}, enough for {skills}", value=value,
                   rest=listing(rest), skills=_skills(bought))
    if rest:
        return msg("paying with the {value} leaves the highest total behind ({rest}) for what comes later", value=value,
                   rest=listing(rest))
    return msg("{cost} takes every die you have left", cost=cost_words(skill(frame["skill"]).cost))


def _unstun_die(state: State, frame: dict, action: str) -> dict:
    b = state.battle
    pool = b.pools[frame["side"]]
    if action == "cancel":
        return msg("the dice left cannot reach the stun")
    f = b.fighters[frame["fighter"]]
    return msg("dice summing {stun} lift the stun from {creature}: the {value} gets there with the fewest dice",
               stun=f.stun, creature=_creature(f.card), value=pool[slot(action)])


def _target(state: State, frame: dict, action: str) -> dict:
    b, e = state.battle, frame["effect"]
    shown = battle_view(b)
    o = forecast.effect_outcome(shown, frame["user"], e, frame["paid"], slot(action))
    said = _outcome_words(o, shown["fighters"])
    if e["effect"] == "heal":
        return said
    foes = [b.fighters[i] for i in team(b, b.fighters[slot(action)].side)]
    aimed = b.fighters[slot(action)]
    if aimed.health > 0 and any(f.bleeding for f in foes):
        return msg("{outcome}; a foe already bleeding out dies at the next \"creatures die\" step unless healed",
                   outcome=said)
    if e["effect"] == "damage" and o.health > 0 and aimed.health == min(f.health for f in foes) and len(foes) > 1:
        return msg("{outcome}, the foe with the least health", outcome=said)
    return said


def _keyword(state: State, frame: dict, action: str) -> dict:
    b = state.battle
    pool = b.pools[frame["side"]]
    keys = dice_plan.open_skills(b, frame["side"])
    if action == "done":
        bought = _buys(list(pool), keys)
        if bought:
            return msg("no change to your dice ({dice}) pays for more than {skills}", dice=listing(list(pool)),
                       skills=_skills(bought))
        return msg("no change to your dice ({dice}) lets them pay for a skill", dice=listing(list(pool)))
    step = DiceStep(frame["keyword"], frame["left"], frame["picked"])
    after = list(pool)
    step.choose(after, action)
    bought = _buys(after, keys)
    if bought:
        return msg("your dice become {dice}, which pay for {skills}", dice=listing(after), skills=_skills(bought))
    return msg("your dice become {dice}: a higher total for a powerup or a stun", dice=listing(after)) \
        if sum(after) > sum(pool) else msg("your dice become {dice}", dice=listing(after))


REASONS = {
    "starter": _starter, "choose_wild": _choose_wild, "choose_own": _choose_own, "choose_stake": _stake,
    "release": _release, "draft": _draft, "place": _place,
    "catch_choice": _catch_choice, "leave": _leave, "go": _go, "pay": _pay, "unstun": _unstun_die,
    "target": _target, "keyword": _keyword,
}

"""Why a move is good: the reason a hint gives (Match.why), in the rules' own numbers.

Every kind of decision (decisions.py) has its reasons here, one function per kind, each
reading the state as the computer's heuristic does (ai.py) and saying what decides the move:
the rule ("a catch holds on 7-10 of the d10"), the odds ("this way's quietest end meets a wild
creature on 1 in 6") or the numbers ("Thorn Drake deals 6 a hit to the Ember Pup, Mossback 4").
Where a choice risks a creature or a battle, the reason says so first, in the terms risks.py
rates it by. A reason never says how the move was found, only what makes it good; the forecast
the table shows beside a choice already lists every outcome, so a battle's reason gives the
comparison that decides, not the whole table again.

All functions take a copy of the state (Match.why makes one) and return a message
(engine/core/messages.py), or None for a move they have nothing to say about.
"""
from __future__ import annotations

from ...core.messages import msg, plural, term
from ...core.messages import seat as seat_of
from . import ai, forecast, risks, terms
from .aftermath import catches_to_win
from .battle import catch_need, effective
from .content import content
from .decisions import KINDS, waiting
from .growth import PEACE_PERCENT, percent_healed
from .places import shaman_forecast, thief_creature, wild_odds
from .state import MAX_HELD, Battle, Fighter, Player, State
from .tables import NPC_REPLY, SHAMAN_ONE

HINTED = ai.STYLES["hard"]  # the table hints at the hard level (scenes/session.HINT_SEAT): its aims are told


def why(state: State, seat: int, action: str) -> dict | None:
    """The reason for `action`, the legal move of `seat` (the player to move)."""
    kind, _frame = waiting(state)
    reason = REASONS.get(kind)
    return reason(state, state.players[seat], action) if reason else None


# --- shared figures ------------------------------------------------------------------------------------
def _team(p: Player) -> tuple[int, int]:
    """(HP, maximum HP) of the whole team."""
    return ai.team_hp(p), sum(f.max_hp for f in p.creatures)


def _cost(p: Player, foes: list[Fighter]) -> int:
    """The HP the team can expect to lose beating `foes` (ai.cost_against), rounded."""
    return round(ai.cost_against(p, foes))


def _price(cost: int, hp: int) -> dict:
    """What beating someone should cost, against the team's HP: "22 of your 30 HP", or where it
    is more than the team has, "22 HP, more than the 11 your creatures have" (a reason read
    "should cost about 22 of your 11 HP")."""
    if cost <= hp:
        return msg("{cost} of your {hp} HP", cost=cost, hp=hp)
    return msg("{cost} HP, more than the {hp} your creatures have", cost=cost, hp=hp)


def _legal(state: State) -> list[str]:
    """The moves open now (the decision's own list)."""
    kind, frame = waiting(state)
    return KINDS[kind].legal(state, frame)


def _distance(here: str, there: str) -> int:
    return ai.distances(here)[there]


# --- getting ready ---------------------------------------------------------------------------------------
def _ready(state: State, p: Player, action: str) -> dict | None:
    word, *args = action.split()
    if word == "rest":
        return _rest(state, p)
    if word == "roll":
        return _roll(state, p, action)
    if word == "fight":
        return msg("While you run the Colosseum you cannot move: champion {n} of {of}, {champion}, waits",
                   n=state.stage + 1, of=len(content().champions), champion=terms.champion(state.stage))
    if word in ("assign", "power"):
        f = p.creatures[int(args[0]) - 1]
        return _point(p, f, args[1], sigil=word == "power")
    if word == "peace":
        f = p.creatures[p.peace_on]
        return msg("{creature} has {hp} of {max} HP: Inner Peace heals {healed} of them now, once this turn",
                   creature=terms.creature(f), hp=f.hp, max=f.max_hp,
                   healed=percent_healed(f, PEACE_PERCENT, revive=True))
    if word == "wisdom":
        return _wisdom(p, p.creatures[int(args[0]) - 1])
    if word == "buy":
        return _buy(p, args[0])
    if word == "unpower":
        return msg("A Sigil of Power point lifted is free to be placed again, on any creature, this turn")
    if word == "ascend":
        return msg("Ascension swaps the two players' places, and no encounter follows the swap")
    return None


def _rest(state: State, p: Player) -> dict:
    frail = risks.fragile_creature(state, p)
    if frail is not None:
        return msg("{creature} has {hp} HP and the weakest wild creature left strikes for {attack}: "
                   "rest at Home, where every creature heals to full, before walking the Wilderness",
                   creature=terms.creature(frail), hp=frail.hp, attack=risks.weakest_wild_attack(state))
    hp, top = _team(p)
    return msg("Your creatures have {hp} of their {max} HP: resting at Home heals every one to full, "
               "knocked-out ones too", hp=hp, max=top)


def _roll(state: State, p: Player, action: str) -> dict:
    if "rest" in _legal(state):
        hp, top = _team(p)
        attack = risks.weakest_wild_attack(state)
        if not attack:
            return msg("Your creatures have {hp} of their {max} HP and no wild creature is left to meet: "
                       "no need to spend the turn resting", hp=hp, max=top)
        return msg("Your creatures have {hp} of their {max} HP and none would fall to one wild creature's blow "
                   "(at least {attack}): no need to spend the turn resting", hp=hp, max=top, attack=attack)
    return _heading(state, p, None)


def _point(p: Player, f: Fighter, attr: str, sigil: bool) -> dict:
    """A banked point or a Sigil of Power point placed: the creature that opens the battles."""
    slot = p.creatures.index(f)
    top = ai.best(p)
    if sigil:
        return msg("The Sigil of Power's points count only once placed: {gain} for {creature}, "
                   "your strongest creature (Attack {attack})", gain=terms.gain(attr), creature=terms.creature(f),
                   attack=f.strength("attack"))
    if slot == top:
        return msg("{creature} has your best Attack ({attack}) and opens your battles: {gain} on it counts "
                   "in every one", creature=terms.creature(f), attack=f.strength("attack"), gain=terms.gain(attr))
    return msg("Banked points count for nothing until placed: {gain} for {creature}", gain=terms.gain(attr),
               creature=terms.creature(f))


def _wisdom(p: Player, f: Fighter) -> dict:
    if 0 <= p.peace_on < len(p.creatures) and p.creatures[p.peace_on].down:
        return msg("{old} is knocked out, and Inner Peace revives nobody in battle: give it to {creature}, "
                   "your strongest creature", old=terms.creature(p.creatures[p.peace_on]), creature=terms.creature(f))
    return msg("Inner Peace heals {percent}% once a turn, in battle too: on {creature}, your strongest creature, "
               "it keeps your best fighter standing", percent=PEACE_PERCENT, creature=terms.creature(f))


def _buy(p: Player, artifact: str) -> dict:
    if artifact == "shoes":
        return msg("Quiet Shoes take a footstep off every move's Wilderness roll: fewer wild creatures met "
                   "on the way")
    return msg("Banked points count for nothing until spent: {artifact} is yours for good",
               artifact=terms.artifact(artifact))


# --- the move ------------------------------------------------------------------------------------------
def _tailwind(state: State, p: Player, action: str) -> dict | None:
    roll = int(action.split()[1])
    other = next(r for r in state.pending["rolls"] if r != roll)
    frail = risks.fragile_creature(state, p)
    if frail is None:
        if roll > other:
            return msg("The {roll} goes further than the {other}, and no creature of yours would fall to one "
                       "wild creature's blow", roll=roll, other=other)
        return None
    mine = risks.quietest(risks.roll_ways(p, roll))
    theirs = risks.quietest(risks.roll_ways(p, other))
    if mine < theirs:
        return msg("With {creature} at {hp} HP, fewer footsteps are safer: the {roll}'s quietest way counts {n}, "
                   "the {other}'s {m}", creature=terms.creature(frail), hp=frail.hp, roll=roll, other=other,
                   n=mine, m=theirs)
    return msg("Both rolls can end with {n} footsteps at the fewest: the {roll} goes further than the {other}",
               n=mine, roll=roll, other=other)


def _fork(state: State, p: Player, action: str) -> dict | None:
    space = action.split()[1]
    frail = risks.fragile_creature(state, p)
    if frail is not None:
        options = [a.split()[1] for a in _legal(state)]
        danger = {o: risks.fork_danger(state, p, o) for o in options}
        if danger[space] < max(danger.values()):
            return _safer_way(state, p, frail, space, [o for o in options if o != space])
    return _heading(state, p, space)


def _safer_way(state: State, p: Player, frail: Fighter, space: str, others: list[str]) -> dict:
    """A fork taken for its quieter end: the odds of meeting a wild creature each way."""
    deck = len(state.deck)
    here = wild_odds(risks.quietest(risks.fork_ways(state, p, space)), deck)[0]
    there = max(wild_odds(risks.quietest(risks.fork_ways(state, p, o)), deck)[0] for o in others)
    if not here:
        return msg("With {creature} at {hp} HP, one wild creature's blow would knock it out: this way can end "
                   "with no Wilderness roll, the other at best meets one on {other} in 6",
                   creature=terms.creature(frail), hp=frail.hp, other=there)
    return msg("With {creature} at {hp} HP, one wild creature's blow would knock it out: at best this way meets "
               "one on {here} in 6, the other on {other} in 6", creature=terms.creature(frail), hp=frail.hp,
               here=here, other=there)


def _heading(state: State, p: Player, space: str | None) -> dict:
    """Where the move heads, and why there: the Colosseum, healing, or the Wilderness for catches
    (ai._goal, the hinting level's own aim: it never walks to a Warlord). `space`: the fork's
    choice (None: the move is still to be rolled)."""
    goal = ai._goal(state, p, HINTED)
    hp, top = _team(p)
    if goal is None:
        if space is not None and content().board.spaces[space].kind != "wild":
            return msg("Your creatures are fit ({hp} of {max} HP): any road serves until one enters the "
                       "Wilderness, where creatures are caught", hp=hp, max=top)
        return msg("Your creatures are fit ({hp} of {max} HP): the Wilderness is where creatures are caught ({n} "
                   "of {of} catches made)", hp=hp, max=top, n=p.catches, of=catches_to_win(state))
    d = _distance(p.pos, goal)
    kind = content().board.spaces[goal].kind
    if kind == "colosseum":
        if state.runner not in (-1, p.seat):
            return plural("{seat} runs the Colosseum, {n} space away, and your team looks the stronger: beat "
                          "them and their sigils are yours", "{seat} runs the Colosseum, {n} spaces away, and your "
                          "team looks the stronger: beat them and their sigils are yours", d,
                          seat=seat_of(state.runner))
        return plural("You hold all three sigils: the Colosseum, {n} space away, is where the gauntlet begins",
                      "You hold all three sigils: the Colosseum, {n} spaces away, is where the gauntlet begins", d)
    frail = risks.fragile_creature(state, p)
    if frail is not None:
        return plural("{creature} has {hp} HP, which one wild creature's blow would take: {place}, {n} space away, heals it",
                      "{creature} has {hp} HP, which one wild creature's blow would take: {place}, {n} spaces away, heals it",
                      d, creature=terms.creature(frail), hp=frail.hp, place=terms.space(goal))
    return plural("Your creatures have {hp} of their {max} HP: {place}, {n} space away, heals them",
                  "Your creatures have {hp} of their {max} HP: {place}, {n} spaces away, heals them", d,
                  hp=hp, max=top, place=terms.space(goal))


# --- places --------------------------------------------------------------------------------------------
def _shaman(state: State, p: Player, action: str) -> dict | None:
    parts = action.split()
    if parts[0] == "leave":
        hp, top = _team(p)
        return msg("Your creatures lack only {n} HP in all", n=top - hp)
    heals = shaman_forecast(state, p.seat)
    if parts[1] == "all":
        mid, high = (sum(h["all"][o] for h in heals) for o in ("10%", "100%"))
        sure = max(h["sure"] for h in heals)
        return msg("A gamble on all heals {mid} HP in all on 6-8 of the d10 and {high} on 9-10, against {sure} "
                   "for one creature for sure", mid=mid, high=high, sure=sure)
    slot = int(parts[2]) - 1
    f, heal = p.creatures[slot], heals[slot]
    low, mid, high = (heal["gamble"][o] for o in SHAMAN_ONE.odds())
    if parts[1] == "sure":
        return msg("{creature} lacks the most HP ({n}): the sure heal gives it {sure}, a gamble only {low} on 1-5 "
                   "of the d10", creature=terms.creature(f), n=f.max_hp - max(f.hp, 0), sure=heal["sure"], low=low)
    return msg("A gamble on {creature} heals {low}, {mid} or {high} HP (on 1-5, 6-8 or 9-10 of the d10), "
               "against {sure} for sure", creature=terms.creature(f), low=low, mid=mid, high=high, sure=heal["sure"])


def _thieves(state: State, p: Player, action: str) -> dict:
    stake = int(action.split()[1])
    three = [thief_creature(content().thief_base, "", p.level) for _ in range(3)]
    cost, hp = _cost(p, three), ai.team_hp(p)
    if stake == 0:
        return msg("Three thieves could cost about {price}, and losing to them sends you Home "
                   "without your stake", price=_price(cost, hp))
    return plural("Even three thieves should cost about {price}: win, and the {n} point staked "
                  "comes back with {n} EXP", "Even three thieves should cost about {price}: win, "
                  "and the {n} points staked come back with {n} EXP", stake, price=_price(cost, hp))


def _warlord(state: State, p: Player, action: str) -> dict:
    sigil = state.pending["sigil"]
    cost, hp = _cost(p, ai._warlord_team(sigil)), ai.team_hp(p)
    if action == "challenge" and cost > hp:  # the search's gamble: what a loss would take, said
        return _long_shot(state, p, sigil, _price(cost, hp))
    if action == "challenge":
        return msg("Beating {warlord}'s creatures should cost about {price}: the {sigil} is within "
                   "reach", warlord=terms.warlord(sigil), price=_price(cost, hp), sigil=terms.sigil(sigil))
    if 2 * cost <= hp:  # a fight the team should win: the HP is what the search weighs
        return msg("Beating {warlord}'s creatures should cost about {price}, HP that takes turns to heal: the "
                   "{sigil} is not worth it yet", warlord=terms.warlord(sigil), price=_price(cost, hp),
                   sigil=terms.sigil(sigil))
    return msg("Beating {warlord}'s creatures should cost about {price}, and a loss sends you Home: "
               "come back stronger", warlord=terms.warlord(sigil), price=_price(cost, hp))


def _long_shot(state: State, p: Player, sigil: str, price: dict) -> dict:
    """A challenge hinted though it should cost more HP than the team has ("should cost about 22
    HP, more than the 11 your creatures have: the Sigil of Speed is within reach" read as a
    contradiction): a long shot, and what a loss would take - the trip Home, where knocked-out
    creatures revive, and the sigils held, if any."""
    held = len(state.held(p.seat))
    if not held:
        return msg("Beating {warlord}'s creatures should cost about {price}: a long shot, but you hold no sigil to "
                   "lose, and a loss only sends you Home, where knocked-out creatures revive: the {sigil} is worth "
                   "the try", warlord=terms.warlord(sigil), price=price, sigil=terms.sigil(sigil))
    return plural("Beating {warlord}'s creatures should cost about {price}: a long shot, and a loss sends you Home "
                  "with the sigil you hold back to its Warlord: the {sigil} is worth the risk",
                  "Beating {warlord}'s creatures should cost about {price}: a long shot, and a loss sends you Home "
                  "with the {n} sigils you hold back to their Warlords: the {sigil} is worth the risk", held,
                  warlord=terms.warlord(sigil), price=price, sigil=terms.sigil(sigil))


def _colosseum(state: State, p: Player, action: str) -> dict:
    cost, hp = _cost(p, ai._champion_team(0)), ai.team_hp(p)
    if action == "enter":
        return msg("Beating {champion} should cost about {price}, and three wins in a row win the "
                   "game", champion=terms.champion(0), price=_price(cost, hp))
    return msg("Beating {champion} should cost about {price}: heal before the gauntlet",
               champion=terms.champion(0), price=_price(cost, hp))


def _target(state: State, p: Player, action: str) -> dict:
    foe = int(action.split()[1]) - 1 if action != "leave" else state.pending["seats"][0]
    q = state.players[foe]

    def punch(x: Player) -> int:
        return sum(x.creatures[i].strength("attack") for i in x.alive())

    numbers = {"seat": seat_of(foe), "their_hp": ai.team_hp(q), "their_attack": punch(q), "hp": ai.team_hp(p),
               "attack": punch(p)}
    if action == "leave":
        return msg("{seat}'s creatures have {their_hp} HP and {their_attack} Attack in all, yours {hp} and "
                   "{attack}: a challenger who loses goes Home", **numbers)
    return msg("{seat}'s creatures have {their_hp} HP and {their_attack} Attack in all, yours {hp} and {attack}: "
               "the loser goes Home and hands over their sigils", **numbers)


# --- battles -------------------------------------------------------------------------------------------
def _hit(rows: list[dict]) -> int:
    """The damage of a Strike's likeliest hit (its forecast's rows)."""
    hits = [r for r in rows if r["to_target"] > 0 and r["outcome"] != "critical"] or [r for r in rows if r["to_target"]]
    return max(hits, key=lambda r: (r["percent"], r["to_target"]))["to_target"] if hits else 0


def _sent_in(state: State, p: Player, action: str) -> dict | None:
    """An opening pick or a replacement: what each creature would do against the foe in play."""
    b = state.battle
    me = b.mover
    slot = int(action.split()[1]) - 1
    f = p.creatures[slot]
    others = [i for i in p.alive() if i != slot]
    if not others:
        return None
    foe = b.fighter(state, 1 - me)
    if foe is None:  # a player's sealed pick: only the creatures themselves can be weighed
        o = p.creatures[ai.best(p, others)]
        return msg("{creature} has Attack {attack} and {hp} HP, {other} Attack {other_attack} and {other_hp} HP",
                   creature=terms.creature(f), attack=f.strength("attack"), hp=f.hp, other=terms.creature(o),
                   other_attack=o.strength("attack"), other_hp=o.hp)
    if b.npc_battle and not risks.falls_in_play(state, b, slot):
        frail = [i for i in others if risks.falls_in_play(state, b, i)]
        if frail:
            o = p.creatures[frail[0]]
            reply = forecast.reply(state, forecast.as_if(b, 0, frail[0]))
            return msg("{other} has {other_hp} HP, and {foe}'s counterstrike would deal {damage}: {creature}, "
                       "with {hp}, can take it", other=terms.creature(o), other_hp=o.hp, foe=terms.creature(foe),
                       damage=reply["damage"] if reply else 0, creature=terms.creature(f), hp=f.hp)
    o = p.creatures[ai.best(p, others)]
    mine = _hit(forecast.strike(state, forecast.as_if(b, me, slot), me))
    theirs = _hit(forecast.strike(state, forecast.as_if(b, me, p.creatures.index(o)), me))
    numbers = {"foe": terms.creature(foe), "creature": terms.creature(f), "damage": mine, "hp": f.hp,
               "other": terms.creature(o)}
    if (mine, f.hp) == (theirs, o.hp):  # "..., Heather Hare 3 with 10" said nothing of why this one
        return msg("Against {foe}, {creature} deals {damage} a hit and has {hp} HP, as {other} would: either "
                   "serves", **numbers)
    return msg("Against {foe}, {creature} deals {damage} a hit and has {hp} HP; {other} would deal {other_damage} "
               "and has {other_hp}", other_damage=theirs, other_hp=o.hp, **numbers)


def _fortify(state: State, p: Player, action: str) -> dict | None:
    """Fortify's opening move by what each leaves of the first blow, on average (ai.fortify_move
    takes the least)."""
    b = state.battle
    f, foe = terms.creature(b.fighter(state, 1)), terms.creature(b.fighter(state, 0))
    blow = forecast.first_blow(state, b, 1)
    ready, braced, dodged = blow["ready"], blow["brace"], blow["dodge"]
    if not ready:
        return msg("{foe}'s first blow would not hurt {creature} anyway: there is nothing to fortify against",
                   foe=foe, creature=f)
    if action == "dodge":
        return msg("A Dodge escapes the first blow whole on {percent}% of the d10: {creature} loses {dodged} HP to "
                   "it on average, against {braced} braced and {ready} standing ready",
                   percent=forecast.dodge(state, b, 1), creature=f, dodged=dodged, braced=braced, ready=ready)
    defense = effective(state, b, 1, "defense")
    values = [row["value"] for row in forecast.boosts(state, b, 1, "defense")]
    if values[-1] == defense:
        return msg("A Brace adds a share of {creature}'s Defense, and at {defense} that is nothing: the first blow "
                   "costs {ready} HP on average either way", creature=f, defense=defense, ready=ready)
    if action == "brace":
        return msg("A Brace raises {creature}'s Defense from {defense} to {low}-{high} for the first blow: it "
                   "loses {braced} HP to it on average instead of {ready}", creature=f, defense=defense,
                   low=values[1], high=values[-1], braced=braced, ready=ready)
    return None


def _act(state: State, p: Player, action: str) -> dict | None:
    b = state.battle
    me = b.mover
    word, _, arg = action.partition(" ")
    mine, foe = b.fighter(state, me), b.fighter(state, 1 - me)
    if risks.rated(b) and word != "strike":
        lost = _last_stand(state, b, mine, foe, action)
        if lost is not None:
            return lost
    if word == "strike":
        return _strike(state, b, mine, foe)
    if word == "catch":
        need, percent = catch_need(foe), forecast.catch(state, b)
        if mine.hp <= foe.strength("attack"):
            return msg("{creature} has {hp} HP and {foe}'s counterstrike deals {damage}: try the catch now, on "
                       "{need}-10 of the d10 ({percent}%)", creature=terms.creature(mine), hp=mine.hp,
                       foe=terms.creature(foe), damage=_reply_damage(state, b), need=need, percent=percent)
        return msg("{foe} is down to {hp} of {max} HP: a catch holds on {need}-10 of the d10 ({percent}%)",
                   foe=terms.creature(foe), hp=foe.hp, max=foe.max_hp, need=need, percent=percent)
    if word == "switch":
        o = p.creatures[int(arg) - 1]
        return msg("{creature} has {hp} HP and {foe} hits back for {damage}: {other}, with {other_hp}, takes its "
                   "place", creature=terms.creature(mine), hp=mine.hp, foe=terms.creature(foe),
                   damage=foe.strength("attack"), other=terms.creature(o), other_hp=o.hp)
    if word == "peace":
        return msg("{creature} has {hp} of {max} HP: Inner Peace heals {healed} of them now, once this turn",
                   creature=terms.creature(mine), hp=mine.hp, max=mine.max_hp,
                   healed=percent_healed(mine, PEACE_PERCENT, revive=False))
    if word == "run":
        return msg("Beating {foe} should cost about {price}: a run escapes on 6-10 of the d10 with "
                   "your creatures' HP kept, though the battle counts as lost", foe=terms.creature(foe),
                   price=_price(_cost(p, [foe]), ai.team_hp(p)))
    if word in ("meditate", "brace"):
        attr = "attack" if word == "meditate" else "defense"
        values = [row["value"] for row in forecast.boosts(state, b, me, attr)]
        return msg("{creature}'s {attribute} of {value} becomes {low}-{high} on 9 faces of the d10, for the next "
                   "Strike", creature=terms.creature(mine), attribute=terms.attribute(attr),
                   value=effective(state, b, me, attr), low=values[1], high=values[-1])
    if word == "dodge":
        return msg("A Dodge escapes {foe}'s next Strike whole on {percent}% of the d10", foe=terms.creature(foe),
                   percent=forecast.dodge(state, b, me))
    return msg("Every other choice leaves the battle as good as lost: forfeiting ends it now")


def _reply_damage(state: State, b: Battle) -> int:
    reply = forecast.reply(state, b)
    return reply["damage"] if reply else 0


def _last_stand(state: State, b: Battle, mine: Fighter, foe: Fighter, action: str) -> dict | None:
    """The reason when this action is less likely to lose the battle than a Strike: the last
    creature standing, which the counterstrike would knock out."""
    strike, this = risks.battle_loss(state, "strike"), risks.battle_loss(state, action)
    if this >= strike:
        return None
    return msg("{creature} is your last creature standing and {foe}'s counterstrike would knock it out: a Strike "
               "loses the battle on {strike}% of the d10, this on {this}%", creature=terms.creature(mine),
               foe=terms.creature(foe), strike=strike, this=this)


def _strike(state: State, b: Battle, mine: Fighter, foe: Fighter) -> dict:
    me = b.mover
    if b.sides[1 - me].dodging:  # it read "A Strike hurts ... on 0% of the d10, 0 a hit"
        return msg("{foe}'s Dodge takes your next Strike whole, and any boost you gave it: strike now to use the "
                   "Dodge up", foe=terms.creature(foe))
    rows = forecast.strike(state, b, me)
    damage = _hit(rows)
    if any(r["ends"] == "won" for r in rows):
        chance = sum(r["percent"] for r in rows if r["ends"] == "won")
        return msg("A Strike can end the battle: {foe} has {hp} HP left, and {creature}'s blows fell it on "
                   "{percent}% of the d10", foe=terms.creature(foe), hp=foe.hp, creature=terms.creature(mine),
                   percent=chance)
    if b.kind == "wild" and catch_need(foe) > 1 + ai.STRONG.catch_at:
        percent = forecast.catch(state, b)
        if not percent:
            return msg("{foe} still has {hp} of {max} HP, when no catch can hold: wear it down first, {damage} a hit",
                       foe=terms.creature(foe), hp=foe.hp, max=foe.max_hp, damage=damage)
        return msg("{foe} still has {hp} of {max} HP, so a catch would hold on {percent}% of the d10 only: wear it "
                   "down first, {damage} a hit", foe=terms.creature(foe), hp=foe.hp, max=foe.max_hp,
                   percent=percent, damage=damage)
    if b.npc_battle:
        return msg("Only a Strike hurts {foe}, {damage} a hit; anything else risks its counterstrike of {reply} on "
                   "{percent}% of the d10 without hurting it", foe=terms.creature(foe), damage=damage,
                   reply=_reply_damage(state, b), percent=NPC_REPLY.odds()["counterstrike"])
    hurt = sum(r["percent"] for r in rows if r["to_target"] > 0)
    return msg("A Strike hurts {foe} on {percent}% of the d10, {damage} a hit, and {foe} has {hp} HP",
               foe=terms.creature(foe), percent=hurt, damage=damage, hp=foe.hp)


# --- keeping a catch -----------------------------------------------------------------------------------------
def _keep(state: State, p: Player, action: str) -> dict:
    """Keep a catch while there is room; else keep it only in place of a weaker creature
    (ai.fighter_worth). Each creature is described with its ability, which counts in its worth
    ("Mossback Toad (Attack 3, Defense 1, 10 HP) is worth more than Drift Kite (Attack 3,
    Defense 2, 10 HP)" left out its Thick Hide), and "your weakest" is said only of the weakest."""
    offer = Fighter(**state.pending["offers"][0])
    word, _, arg = action.partition(" ")
    if word == "keep" and not arg:
        return plural("You hold {n} creature of {most}: {creature} joins at no cost",
                      "You hold {n} creatures of {most}: {creature} joins at no cost", len(p.creatures),
                      most=MAX_HELD, creature=terms.creature(offer))
    weakest = min(range(len(p.creatures)), key=lambda i: ai.fighter_worth(p.creatures[i]))
    slot = int(arg) - 1 if arg else weakest
    old = p.creatures[slot]
    numbers = {"creature": terms.creature(offer), "its": _described(offer, offer.attack, offer.defense),
               "old": terms.creature(old), "old_its": _described(old, old.strength("attack"), old.strength("defense"))}
    if word != "keep":
        return msg("{creature} ({its}) is worth no more than {old} ({old_its}), your weakest", **numbers)
    if ai.fighter_worth(offer) == ai.fighter_worth(old):  # "Rubble Rat (3, 1, 10) is worth more than Crypt Moth (3, 1, 10)"
        return msg("{creature} ({its}) is worth as much as {old} ({old_its}): either serves", **numbers)
    if slot == weakest:
        return msg("{creature} ({its}) is worth more than {old} ({old_its}), your weakest", **numbers)
    return msg("{creature} ({its}) is worth more to your team than {old} ({old_its})", **numbers)


def _described(f: Fighter, attack: int, defense: int) -> dict:
    """A creature's numbers, and its ability where it has one."""
    if f.ability:
        return msg("Attack {attack}, Defense {defense}, {hp} HP, {ability}", attack=attack, defense=defense,
                   hp=f.max_hp, ability=term("ability", f.ability))
    return msg("Attack {attack}, Defense {defense}, {hp} HP", attack=attack, defense=defense, hp=f.max_hp)


REASONS = {"turn": _ready, "tailwind": _tailwind, "fork": _fork, "shaman": _shaman, "thieves": _thieves,
           "warlord": _warlord, "colosseum": _colosseum, "target": _target, "pick": _sent_in, "replace": _sent_in,
           "fortify": _fortify, "act": _act, "keep": _keep}

"""The computer's EverZone.

**Easy** follows a plain plan: pick the leader with the biggest numbers and the locations its
deck can fight in, redraw a hand with almost nothing to fight here, deploy every unit that can
fight here, activate the best value for the resources, then play a support that fits, and
surrender only to avoid being wiped out.

**Normal** and **hard** look ahead: before sealing their orders they try several whole plans
(activate for attack, for defense, for range or for value, or hold back; with or without a
support; surrender) against opponents imagined from what they can see (`determinize`: the other
hands, the face-down cards and the sealed orders are all resampled), play the rest of the battle
out on each copy and keep the plan that leaves them best off. The number of copies is the level
(`SAMPLES`), never the clock.
"""
from __future__ import annotations

from ...core.search import best_by_sampling
from . import armies, forecast, rounds
from .armies import can_fight, card_of, limit, usage
from .content import content
from .effects import hand_size
from .ending import surrender_cost
from .state import State, clone

SAMPLES = {"normal": 3, "hard": 14}


# --- how good a card is ------------------------------------------------------------------------
def worth(state: State, uid: str) -> float:
    """A unit's numbers, with a little for an ability; a support's effect and printed values."""
    card = card_of(state, uid)
    if card.kind == "unit":
        return card.attack + card.defense + 0.5 * card.range + (2 if card.ability else 0)
    return card.attack + card.defense + 0.5 * card.range + 1.5 * card.effect.amount


def _per_resource(state: State, uid: str) -> float:
    return worth(state, uid) / max(1, armies.value(state, uid, "resources"))


# --- the easy plan ---------------------------------------------------------------------------------
def easy(state: State, seat: int) -> str:
    legal = rounds.choices(state)
    pick = {"setup": _setup, "prepare": _prepare, "orders": _orders, "trim": _trim}[state.phase]
    choice = pick(state, seat, legal)
    return choice if choice in legal else legal[-1]


def _setup(state: State, seat: int, legal: list[str]) -> str:
    leaders = [a for a in legal if a.startswith("leader ")]
    if leaders:
        return max(leaders, key=lambda a: _leader_score(a.split()[1]))
    places = [a for a in legal if a.startswith("location ")]
    if places:
        return max(places, key=lambda a: (_fighters(state, seat, a.split()[1]), -places.index(a)))
    return "done"


def _leader_score(card_id: str) -> int:
    u = content().units[card_id]
    return u.attack + u.defense + u.range


def _fighters(state: State, seat: int, location_id: str) -> int:
    """How many cards of the seat's deck can fight at a location."""
    place = content().locations[location_id].place
    p = state.players[seat]
    every = p.hand + p.deck.pile + p.deck.discards + [s.uid for s in p.field]
    return sum(1 for u in every if card_of(state, u).kind == "unit" and place in card_of(state, u).places)


def _prepare(state: State, seat: int, legal: list[str]) -> str:
    p = state.players[seat]
    if state.stage == "discard":
        if hand_size(state, seat) > rounds.HAND:
            return min((a for a in legal if a.startswith("discard ")), key=lambda a: worth(state, a.split()[1]))
        return "draw"
    fighters = [u for u in p.hand if card_of(state, u).kind == "unit" and can_fight(state, u)]
    if "redraw" in legal and len([u for u in fighters if u != p.leader]) < 2 and hand_size(state, seat) >= 9:
        return "redraw"
    if fighters:
        return f"deploy {max(fighters, key=lambda u: (worth(state, u), u))}"
    targets = [a for a in legal if a.startswith("target ")]
    if targets:
        return min(targets, key=lambda a: (state.side(int(a.split()[1])).command, a))
    return "done"


def _orders(state: State, seat: int, legal: list[str]) -> str:
    if state.stage in ("swap_out", "swap_in"):
        return _swap_pick(state, seat, legal)
    if "surrender" in legal and should_surrender(state, seat):
        return "surrender"
    take_out = [a for a in legal if a.startswith(("deactivate ", "retreat "))]
    if take_out:
        return min(take_out, key=lambda a: (_per_resource(state, a.split()[1]), a))
    room = limit(state, seat) - usage(state, seat)
    fits = [a for a in legal if a.startswith("activate ") and armies.value(state, a.split()[1], "resources") <= room]
    if fits:
        return max(fits, key=lambda a: (_per_resource(state, a.split()[1]), a))
    plays = [a for a in legal if a.startswith("play ")]
    if plays:
        return max(plays, key=lambda a: (worth(state, a.split()[1]), a))
    uses = [a for a in legal if a.startswith("use ") and _worth_using(state, seat, a.split()[1])]
    if uses:
        return uses[0]
    return "done"


def _worth_using(state: State, seat: int, uid: str) -> bool:
    if card_of(state, uid).ability.do != "swap":
        return True
    p = state.players[seat]
    stuck = [s for s in p.field if s.status != "active" and not can_fight(state, s.uid)]
    ready = [u for u in p.hand if card_of(state, u).kind == "unit" and can_fight(state, u)]
    return bool(stuck and ready)


def _swap_pick(state: State, seat: int, legal: list[str]) -> str:
    if state.stage == "swap_out":
        return min(legal, key=lambda a: (can_fight(state, a.split()[1]), worth(state, a.split()[1]), a))
    return max(legal, key=lambda a: (can_fight(state, a.split()[1]), worth(state, a.split()[1]), a))


def _trim(state: State, seat: int, legal: list[str]) -> str:
    return min(legal, key=lambda a: (_per_resource(state, a.split()[1]), a))


def should_surrender(state: State, seat: int) -> bool:
    """When the turn ahead looks like a rout: the enemy's army as it stands, or what the enemy can
    bring in with its face-down cards and this turn's resources, beats every defense the seat can
    still put up, by more than surrendering costs."""
    side = state.side(seat)
    if side.surrenders >= 2:
        return False
    threat = _threat(state, seat)
    guard = _best_guard(state, seat)
    expected = threat - guard if threat >= guard and threat > 0 else 0
    return expected > surrender_cost(state, state.side_of(seat)) + 2


def _threat(state: State, seat: int) -> float:
    """The attack the enemy can show this turn: its active units, plus its face-down cards as
    an average unit of its race, as far as this turn's resources allow."""
    foes = armies.enemy_seats(state, seat)
    now = armies.army(state, foes)
    down = sum(1 for f in foes for s in state.players[f].field if s.status == "down")
    room = sum(max(0, limit(state, f) - usage(state, f)) for f in foes[:1]) if foes else 0
    per_res = _race_attack_per_resource(state.players[foes[0]].race) if foes else 0.0
    typical = 3  # resources of an average unit
    return now["attack"] + per_res * min(room, down * typical)


def _race_attack_per_resource(race: str) -> float:
    units = content().base_units(race)
    return sum(u.attack for u in units) / max(1, sum(u.resources for u in units))


def _best_guard(state: State, seat: int) -> int:
    """The defense the seat's army has now, plus the most it can add from its face-down cards."""
    guard = armies.army(state, armies.army_of(state, seat))["defense"]
    room = limit(state, seat) - usage(state, seat)
    for slot in sorted(state.players[seat].field, key=lambda s: (-armies.value(state, s.uid, "defense"), s.order)):
        need = armies.value(state, slot.uid, "resources")
        if slot.status != "active" and not slot.locked and can_fight(state, slot.uid) and need <= room:
            guard += armies.value(state, slot.uid, "defense")
            room -= need
    return guard


# --- looking ahead ----------------------------------------------------------------------------------
def suggest(state: State, seat: int, level: str, seed: int, determinize) -> str:
    legal = rounds.choices(state)
    if len(legal) == 1:
        return legal[0]
    if level == "easy" or state.phase != "orders" or state.stage != "orders":
        return easy(state, seat)
    plans = _plans(state, seat)
    if len(plans) == 1:
        return plans[0][0]

    def evaluate(twin: State, index: str) -> float:
        return _play_out(twin, seat, plans[int(index)])

    best = best_by_sampling(lambda s, k: determinize(s, seat, k), state, [str(i) for i in range(len(plans))],
                            evaluate, SAMPLES[level], seed)
    return plans[int(best)][0]


def _plans(state: State, seat: int) -> list[list[str]]:
    """Whole orders worth comparing, each a list of actions from here to "done": activations
    chosen for attack, defense, range or value, or none, each with the best support or none,
    and surrender, unless it is the third (which loses the war at once, when any fight might not)."""
    plans: list[list[str]] = []
    for key in (_attack, _defense, _range, _per_resource, None):
        for support in (True, False):
            plan = _follow(state, seat, key, support)
            if plan not in plans:
                plans.append(plan)
    if "surrender" in rounds.choices(state) and not forecast.surrender(state, seat)["lost"]:
        plans.append(["surrender"])  # a third surrender loses the war outright: never weighed against a fight
    return plans


def _attack(state: State, uid: str) -> float:
    return armies.value(state, uid, "attack") / max(1, armies.value(state, uid, "resources"))


def _defense(state: State, uid: str) -> float:
    return armies.value(state, uid, "defense") / max(1, armies.value(state, uid, "resources"))


def _range(state: State, uid: str) -> float:
    return armies.value(state, uid, "range") + 0.1 * _per_resource(state, uid)


def _follow(state: State, seat: int, key, support: bool) -> list[str]:
    """The actions a plan takes on a copy until the seat seals its orders: take out what the
    limit demands, activate by `key` (None: nothing) while it fits, play the best support (if
    `support`), use chosen abilities, seal."""
    twin = clone(state)
    actions: list[str] = []
    for _ in range(60):
        if rounds.mover(twin) != seat or twin.phase != "orders":
            break
        legal = rounds.choices(twin)
        choice = _plan_step(twin, seat, legal, key, support)
        actions.append(choice)
        rounds.act(twin, choice, [])
    return actions


def _plan_step(state: State, seat: int, legal: list[str], key, support: bool) -> str:
    if state.stage in ("swap_out", "swap_in"):
        return _swap_pick(state, seat, legal)
    take_out = [a for a in legal if a.startswith(("deactivate ", "retreat "))]
    if take_out:
        return min(take_out, key=lambda a: (_per_resource(state, a.split()[1]), a))
    room = limit(state, seat) - usage(state, seat)
    if key is not None:
        fits = [a for a in legal if a.startswith("activate ") and armies.value(state, a.split()[1], "resources") <= room]
        if fits:
            return max(fits, key=lambda a: (key(state, a.split()[1]), a))
    plays = [a for a in legal if a.startswith("play ")]
    if support and plays:
        return max(plays, key=lambda a: (worth(state, a.split()[1]), a))
    uses = [a for a in legal if a.startswith("use ") and _worth_using(state, seat, a.split()[1])]
    if uses:
        return uses[0]
    return "done"


def _play_out(twin: State, seat: int, plan: list[str]) -> float:
    """Play the plan, let everyone (the seat too) follow the easy plan to the end of the battle,
    and score what is left for the seat. A battle, not just the turn: a plan that keeps units
    back must be judged by the turns it keeps them for."""
    side = twin.side_of(seat)
    battle = twin.battle
    for action in plan:
        if twin.result is not None or rounds.mover(twin) != seat or action not in rounds.choices(twin):
            break
        rounds.act(twin, action, [])
    for _ in range(2000):
        if twin.result is not None or twin.battle != battle:
            break
        mover = rounds.mover(twin)
        if mover is None:
            break
        rounds.act(twin, easy(twin, mover), [])
    return _score(twin, side)


def _score(state: State, side: int) -> float:
    """Command points against the best enemy's, plus a little for the units still standing."""
    if state.result is not None:
        winners = state.result["winners"]
        mine = state.sides[side].seats
        if any(s in winners for s in mine):
            return 1000.0
        return 0.0 if not winners else -1000.0
    me = state.sides[side].command
    foes = [s.command for i, s in enumerate(state.sides) if i != side and not s.out]
    standing = sum(worth(state, sl.uid) for seat in state.sides[side].seats for sl in state.players[seat].field)
    lost = sum(worth(state, u) for seat in state.sides[side].seats for u in state.players[seat].fallen)
    return 10.0 * (me - max(foes, default=0)) + 0.2 * standing - 0.3 * lost

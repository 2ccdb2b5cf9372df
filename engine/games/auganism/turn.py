"""A turn, phase by phase (rulebook "The turn", rulings 3-14, 20-22, 24).

Draw, then the turn player's Summon, EVP, Evolution, Augment and Declare Phases, the
defender's Response Phase, the Battle Phase and the End Phase. A phase is a small set of action
strings; a phase that offers nothing but moving on is passed by itself (`settle`), so a player
is only ever asked a real question. In any of their own phases from Summon to Declare the turn
player may also use their hero's activated effect ("hero") and their monster's ("use"), each
once a turn (ruling 21).

Cards in the hand are named by their card id ("summon ember_pup"): copies are alike, and the
first copy in the hand is the one played. `describe` puts each legal action in the table's
words (Match.choices()), each kind beside the piece that carries it out.
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.decisions import Kinds
from ...core.messages import msg, plural, term
from ...core.messages import seat as seat_of
from . import battle, effects, ending, stats
from .content import content
from .state import State, Summoned, clone, owner

OWN_PHASES = ("summon", "evp", "evolve", "augment", "declare")


# --- the start of a turn ---------------------------------------------------------------------------
def begin(state: State, ev: list[dict]) -> None:
    seat = state.current
    p = state.players[seat]
    p.used, state.done, state.responded, state.hurt = [], [], [], False
    if p.hero_wait:
        p.hero_wait -= 1
    if p.summoned is not None:
        p.summoned.evolved = False
        regen = stats.passive(state, seat, "regenerate")
        if regen:
            effects.heal(state, seat, regen, ev, regenerate=True)
    ev.append({"type": "turn", "seat": seat, "turn": state.turn})
    count = 1 if p.hand else 2 + stats.passive(state, seat, "empty_hand_draw")  # ruling 24
    effects.draw(state, seat, count, ev)
    state.phase = "summon"
    if p.summoned is None and not p.hand:
        ending.nothing_to_summon(state, seat, ev)
        return
    settle(state, ev)


# --- what may be done now --------------------------------------------------------------------------
def mover(state: State) -> int:
    return state.opponent(state.current) if state.phase == "response" else state.current


def _in_hand(state: State, seat: int) -> list[str]:
    """The distinct card ids in the hand, in hand order."""
    return list(dict.fromkeys(state.card(u) for u in state.players[seat].hand))


def _extras(state: State) -> list[str]:
    seat = state.current
    out = []
    if effects.hero_ready(state, seat, "activated"):
        out.append("hero")
    if effects.card_ready(state, seat, "activated"):
        out.append("use")
    return out


def choices(state: State) -> list[str]:
    """The legal actions of the phase under way (its decision kind's)."""
    return KINDS[state.phase].legal(state, state.phase)


def _summon_choices(state: State, phase: str) -> list[str]:
    return [f"summon {c}" for c in _in_hand(state, state.current)] + _extras(state)


def _evp_choices(state: State, phase: str) -> list[str]:
    return [f"evp {c}" for c in _in_hand(state, state.current)] + ["skip"] + _extras(state)


def _evolve_choices(state: State, phase: str) -> list[str]:
    return [f"evolve {t + 1}" for t in stats.reachable(state, state.current)] + ["skip"] + _extras(state)


def _augment_choices(state: State, phase: str) -> list[str]:
    return [f"augment {c}" for c in _in_hand(state, state.current)] + ["skip"] + _extras(state)


def _declare_choices(state: State, phase: str) -> list[str]:
    seat = state.current
    if state.players[state.opponent(seat)].summoned is None:
        return ["skip"] + _extras(state)  # "If their Summon Zone is empty, you cannot battle"
    forced = len(state.players[seat].deck) == 0  # "you must declare battle in that case"
    return ["battle"] + ([] if forced else ["skip"]) + _extras(state)


def response_choices(state: State, phase: str = "response") -> list[str]:
    seat = state.opponent(state.current)
    out = []
    if "augment" not in state.responded:
        out += [f"augment {c}" for c in _in_hand(state, seat)]
    if "hero" not in state.responded and effects.hero_ready(state, seat, "response"):
        out.append("hero")
    if "use" not in state.responded and effects.card_ready(state, seat, "response"):
        out.append("use")
    return out + ["done"]


# --- doing it ---------------------------------------------------------------------------------------
NEXT = {"summon": "evp", "evp": "evolve", "evolve": "augment", "augment": "declare"}


def act(state: State, action: str, ev: list[dict]) -> None:
    if step(state, action, ev) and state.result is None:
        settle(state, ev)


def _answer(state: State, phase: str, action: str, ev: list[dict]) -> None:
    """Any phase's answer: the action, then the phases that pass by themselves (`act`)."""
    act(state, action, ev)


def step(state: State, action: str, ev: list[dict]) -> bool:
    """The action itself, without the phases that pass by themselves after it; False when it
    ended the turn (a battle fought, a turn ended), True when `settle` is still to come. The
    forecast (forecast.py) counts a choice's consequence on a copy with it."""
    word, arg = parse(action)
    seat = mover(state)
    if word == "hero":
        _respond_mark(state, "hero")
        effects.use_hero(state, seat, ev)
    elif word == "use":
        _respond_mark(state, "use")
        effects.use_card(state, seat, "response" if state.phase == "response" else "activated", ev)
    elif word == "summon":
        _summon(state, seat, arg, ev)
        state.phase = "evp"
    elif word == "evp":
        _to_evp(state, seat, arg, ev)
        state.phase = "evolve"
    elif word == "evolve":
        _evolve(state, seat, int(arg) - 1, ev)
        state.phase = "augment"
    elif word == "augment":
        _augment(state, seat, arg, ev)
        if state.phase == "response":
            state.responded.append("augment")
        else:
            state.phase = "declare"
    elif word == "battle":
        ev.append({"type": "declare", "seat": seat, "target": state.opponent(seat), "monster": state.monster(seat),
                   "foe": state.monster(state.opponent(seat))})
        state.phase = "response"
    elif word == "done":  # the defender is ready: the battle
        _battle(state, ev)
        return False
    elif word == "skip":
        if state.phase == "declare":
            _end_turn(state, ev)
            return False
        state.phase = NEXT[state.phase]
    else:
        raise ValueError(f"unknown action {action!r}")
    return True


def parse(action: str) -> tuple[str, str]:
    """An action string's word and its argument ("summon ember_pup" -> ("summon", "ember_pup");
    "evolve 3" -> ("evolve", "3"); "skip" -> ("skip", "")): `step` and `describe` read it alike."""
    word, _, arg = action.partition(" ")
    return word, arg


# --- a legal action in words (engine/core/choices.py) -----------------------------------------------
def describe(state: State, phase: str, action: str) -> dict:
    """One legal action described for the table, dispatched on its word as `step` is: the
    cards are named by id (terms), and only what the mover may see is read (their own hand, the
    open zones)."""
    word, arg = parse(action)
    seat = mover(state)
    if word == "hero":
        return effects.describe_hero(state, seat, action)
    if word == "use":
        return effects.describe_use(state, seat, action)
    return DESCRIBE[word](state, seat, arg, action)


def _monster_name(state: State, seat: int) -> tuple[str | None, dict]:
    """The seat's summoned card id and its name ("your monster" for an empty Summon Zone)."""
    s = state.players[seat].summoned
    return (None, msg("your monster")) if s is None else (state.card(s.uid), term("monster", state.card(s.uid)))


def _named(**ids) -> dict:
    """The ids an action names, leaving out an empty Summon Zone's."""
    return {kind: i for kind, i in ids.items() if i is not None}


def _describe_battle(state: State, seat: int, arg: str, action: str) -> dict:
    """"battle": declare a battle against the opposing seat's monster."""
    foe = state.opponent(seat)
    mine, name = _monster_name(state, seat)
    theirs, their_name = _monster_name(state, foe)
    return choice(action, "battle", msg("Battle: {monster} against {foe}", monster=name, foe=their_name),
                  _named(seat=foe, monster=mine, foe=theirs))


SKIP_WORDS = {"evp": msg("Put no card in your EVP Zone"), "evolve": msg("Do not evolve"),
              "augment": msg("Do not augment")}


def _describe_skip(state: State, seat: int, arg: str, action: str) -> dict:
    """"skip": leave a phase with nothing placed; in the Declare Phase it ends the turn."""
    if state.phase == "declare":
        return choice(action, "end_turn", msg("Do not battle this turn (end your turn)"))
    return choice(action, "skip", SKIP_WORDS[state.phase])


def _respond_mark(state: State, what: str) -> None:
    if state.phase == "response":
        state.responded.append(what)


def settle(state: State, ev: list[dict]) -> None:
    """Pass by themselves the phases that ask nothing: a Summon Zone already filled, an EVP or
    Augment Phase with nothing to place, an Evolution Phase with no evolution within reach, a
    Declare Phase with no battle possible, a Response Phase with nothing to respond with."""
    while state.result is None:
        phase = state.phase
        options = choices(state)
        if phase == "summon" and state.players[state.current].summoned is not None:
            state.phase = "evp"
        elif phase in ("evp", "augment") and options == ["skip"]:
            state.phase = NEXT[phase]
        elif phase == "evolve" and not _evolution_within_reach(state):
            state.phase = NEXT[phase]
        elif phase == "augment" and state.players[state.current].summoned is None:
            state.phase = "declare"  # ruling 13
        elif phase == "declare" and options == ["skip"]:
            _end_turn(state, ev)
            return
        elif phase == "response" and options == ["done"]:
            _battle(state, ev)
            return
        else:
            return


def _evolution_within_reach(state: State) -> bool:
    """May the turn player evolve in this Evolution Phase: a stage their EVP reaches now, or one
    that a power or effect they may use now (an EVP bonus, a discount) would bring within reach?
    Otherwise the phase has nothing to ask - the hero's power and the monster's effect are offered
    again in the Augment and Declare Phases - and it is passed, not shown with only Skip in it."""
    seat = state.current
    if stats.reachable(state, seat):
        return True
    if not stats.can_grow(state, seat):
        return False
    for extra in _extras(state):
        twin = clone(state)
        step(twin, extra, [])
        if stats.reachable(twin, seat):
            return True
    return False


# --- the pieces ---------------------------------------------------------------------------------------
def _take(state: State, seat: int, card: str) -> str:
    hand = state.players[seat].hand
    uid = next(u for u in hand if state.card(u) == card)
    hand.remove(uid)
    return uid


def _summon(state: State, seat: int, card: str, ev: list[dict]) -> None:
    uid = _take(state, seat, card)
    health = content().monsters[card].stages[0].health
    state.players[seat].summoned = Summoned(uid, 0, health)
    ev.append({"type": "summon", "seat": seat, "card": card, "health": health,
               "attack": content().monsters[card].stages[0].attack, "stages": len(content().monsters[card].stages)})
    effects.trigger(state, uid, "summon", ev, seat)


def _describe_summon(state: State, seat: int, card: str, action: str) -> dict:
    """"summon <card>": the card from the hand goes to the Summon Zone at Stage 1."""
    return choice(action, "summon", msg("Summon {card}", card=term("monster", card)), {"card": card})


def _to_evp(state: State, seat: int, card: str, ev: list[dict]) -> None:
    uid = _take(state, seat, card)
    state.players[seat].evp_zone.append(uid)
    ev.append({"type": "evp", "seat": seat, "card": card, "score": stats.evp_score(state, seat),
               "evp": content().monsters[card].evp})
    effects.trigger(state, uid, "evp", ev, seat)


def _describe_evp(state: State, seat: int, card: str, action: str) -> dict:
    """"evp <card>": the card goes to the EVP Zone for its EVP."""
    text = msg("Put {card} in your EVP Zone (+{evp} EVP)", card=term("monster", card), evp=content().monsters[card].evp)
    return choice(action, "evp", text, {"card": card})


def _evolve(state: State, seat: int, target: int, ev: list[dict]) -> None:
    """Ruling 8: the whole EVP Zone goes to its owners' graveyards, surplus and all."""
    p = state.players[seat]
    s = p.summoned
    cost = stats.evolution_cost(state, seat, target)
    score = stats.evp_score(state, seat)
    spent = list(p.evp_zone)
    for uid in spent:
        state.players[owner(uid)].graveyard.append(uid)
    p.evp_zone, p.evp_bonus, p.discount = [], 0, 0
    stage = content().monsters[state.card(s.uid)].stages[target]
    before = s.stage
    s.stage, s.health, s.evolved = target, stage.health, True  # ruling 9: the new stage's Health
    ev.append({"type": "evolve", "seat": seat, "card": state.card(s.uid), "from": before + 1, "to": target + 1,
               "stages": len(content().monsters[state.card(s.uid)].stages),
               "cost": cost, "score": score, "spent": [state.card(u) for u in spent], "attack": stage.attack,
               "health": stage.health})
    effects.trigger(state, s.uid, "evolve", ev, seat)


def _describe_evolve(state: State, seat: int, arg: str, action: str) -> dict:
    """"evolve <stage>": the stage as printed (from 1); the whole EVP score is spent, whatever
    the EVR (ruling 8), so the cost is that score and the label tells the EVR."""
    target = int(arg) - 1
    card, name = _monster_name(state, seat)
    skipped = target - state.players[seat].summoned.stage - 1
    evr = stats.evolution_cost(state, seat, target)
    if skipped > 0:
        text = plural("Evolve {monster} to Stage {stage} for {evr} EVR (skipping {n} stage)",
                      "Evolve {monster} to Stage {stage} for {evr} EVR (skipping {n} stages)", skipped,
                      monster=name, stage=target + 1, evr=evr)
    else:
        text = msg("Evolve {monster} to Stage {stage} for {evr} EVR", monster=name, stage=target + 1, evr=evr)
    spent = stats.evp_score(state, seat)
    return choice(action, "evolve", text, {"monster": card, "stage": int(arg)}, {"evp": spent} if spent else {})


def _augment(state: State, seat: int, card: str, ev: list[dict]) -> None:
    uid = _take(state, seat, card)
    state.players[seat].augments.append(uid)
    m = content().monsters[card]
    ev.append({"type": "augment", "seat": seat, "card": card, "sword": m.sword, "shield": m.shield,
               "monster": state.monster(seat),
               "response": state.phase == "response"})
    effects.trigger(state, uid, "augment", ev, seat)


def _describe_augment(state: State, seat: int, card: str, action: str) -> dict:
    """"augment <card>": the card joins the Augment Zone (in the Response Phase, as a response)."""
    mine, name = _monster_name(state, seat)
    m = content().monsters[card]
    gives = effects.augment_words(m.sword, m.shield)
    if state.phase == "response":
        text = msg("Respond: augment {monster} with {card} ({gives})", monster=name, card=term("monster", card), gives=gives)
    else:
        text = msg("Augment {monster} with {card} ({gives})", monster=name, card=term("monster", card), gives=gives)
    return choice(action, "augment", text, _named(card=card, monster=mine))




def _battle(state: State, ev: list[dict]) -> None:
    battle.fight(state, ev)
    if state.result is None:
        _end_turn(state, ev)


def _describe_done(state: State, seat: int, arg: str, action: str) -> dict:
    """"done": the defender has finished responding; the battle is fought."""
    return choice(action, "to_battle", msg("Let the battle begin"))


def _end_turn(state: State, ev: list[dict]) -> None:
    if ending.end_of_turn(state, ev):
        return
    state.current = (state.current + 1) % len(state.players)
    state.turn += 1
    begin(state, ev)


#: Each action word's description, beside its piece above ("hero" and "use": effects.py).
DESCRIBE = {"summon": _describe_summon, "evp": _describe_evp, "evolve": _describe_evolve,
            "augment": _describe_augment, "battle": _describe_battle, "done": _describe_done,
            "skip": _describe_skip}


# --- the phases as decisions (engine/core/decisions.py) -------------------------------------------------
def _summon_prompt(state: State, phase: str) -> dict:
    return msg("{seat}: summon a monster", seat=seat_of(state.current))


def _evp_prompt(state: State, phase: str) -> dict:
    return msg("{seat}: EVP Phase (your EVP score is {evp})", seat=seat_of(mover(state)),
               evp=stats.evp_score(state, mover(state)))


def _evolve_prompt(state: State, phase: str) -> dict:
    return msg("{seat}: Evolution Phase", seat=seat_of(state.current))


def _augment_prompt(state: State, phase: str) -> dict:
    return msg("{seat}: Augment Phase", seat=seat_of(state.current))


def _response_prompt(state: State, phase: str) -> dict:
    return msg("{seat}: you are attacked: respond before the battle", seat=seat_of(mover(state)))


def _declare_prompt(state: State, phase: str) -> dict:
    if state.players[state.opponent(state.current)].summoned is None:
        return msg("{seat}: no monster to battle: end the turn", seat=seat_of(state.current))
    return msg("{seat}: battle?", seat=seat_of(state.current))


# --- the formalities (core/decisions.py `forced`: counted only where one answer is open) ----------------
def _one_card_to_summon(state: State, phase: str) -> dict:
    """The Summon Phase is not optional: with one card in hand (and no power to use first), it
    is summoned for the player."""
    return msg("Only one card to summon: {seat} summons {card}.", seat=seat_of(state.current),
               card=term("monster", _in_hand(state, state.current)[0]))


def _battle_must_be_declared(state: State, phase: str) -> dict:
    """The Declare Phase with an empty deck: "you must declare battle in that case"."""
    return msg("{seat}'s deck is empty, so a battle must be declared.", seat=seat_of(state.current))


KINDS = Kinds("auganism")
KINDS.add("summon", legal=_summon_choices, apply=_answer, describe=describe, prompt=_summon_prompt,
          forced=_one_card_to_summon)
KINDS.add("evp", legal=_evp_choices, apply=_answer, describe=describe, prompt=_evp_prompt)
KINDS.add("evolve", legal=_evolve_choices, apply=_answer, describe=describe, prompt=_evolve_prompt)
KINDS.add("augment", legal=_augment_choices, apply=_answer, describe=describe, prompt=_augment_prompt)
KINDS.add("declare", legal=_declare_choices, apply=_answer, describe=describe, prompt=_declare_prompt,
          forced=_battle_must_be_declared)
KINDS.add("response", legal=response_choices, apply=_answer, describe=describe, prompt=_response_prompt)

"""Combat: one creature a side, actions in turn, every chance rolled on its table.

"Combat" in the rulebook, with rulings 8, 10, 11, 13-16 and 22. A battle opens with each
player picking a creature (sealed between two players), then Fortify's opening move for a
defender who has it, then actions alternate: the aggressor first, unless the defender holds the
Sigil of Speed; an aggressor with it acts twice before the first answer. Wild creatures and
other NPCs never act: their damage comes through the player's Strike table, and any other
action of the player gives them a counterstrike on the NPC reply table.

A battle's stage is the decision it waits for (decisions.py): the opening "pick", a knocked-out
creature's replacement ("replace"), Fortify's opening move ("fortify") and an action ("act"),
each registered below with its choices, answer, words and prompt.
"""
from __future__ import annotations

from math import ceil

from ...core.choices import choice
from ...core.messages import N_, msg
from ...core.messages import seat as seat_of
from ...core.untold import UNTOLD
from . import aftermath, terms
from .decisions import KINDS
from .growth import describe_peace, inner_peace, peace_ready
from .meta import LIMITS
from .state import MAX_HELD, NOBODY, Battle, Fighter, Side, State
from .tables import BOOST, DODGE, FACES, NPC_REPLY, RUN, STRIKE_PVP, STRIKE_WILD, percent_of, strike_damage
from .terms import card_of

# A battle's choices by creature, written once: asked before every action of a battle.
PICK = tuple(f"pick {i + 1}" for i in range(MAX_HELD))
SWITCH = tuple(f"switch {i + 1}" for i in range(MAX_HELD))
PLAYER_KINDS = ("pvp", "duel")  # battles between two players
VIGILANCE_PERCENT = LIMITS["vigilance"]
FORTIFY_TEMP_PERCENT = 30
CATCH_DIE = 10


# --- opening ----------------------------------------------------------------------------------------------
def start(state: State, kind: str, seat: int, ev: list[dict], *, foe: int = NOBODY, npc: list[Fighter] | None = None,
          name: str = "", stake: int = 0, sigil: str = "") -> None:
    sides = [Side(seat), Side(foe, npc=list(npc or []))]
    if foe == NOBODY:
        sides[1].active = 0
    state.battle = Battle(kind, sides, name, stake=stake, sigil=sigil)
    state.phase = "battle"
    if ev is not UNTOLD:
        ev.append({"type": "battle", "kind": kind, "seat": seat, "foe": foe, "name": name,
                   "npc": [f.name for f in sides[1].npc], **aftermath.opponent(state, state.battle)})
    _ask_for_picks(state, ev)


def _ask_for_picks(state: State, ev: list[dict]) -> None:
    """Each player picks the creature they open with; a lone survivor is picked at once."""
    b = state.battle
    for i, side in enumerate(b.sides):
        if side.seat == NOBODY or side.active >= 0 or side.pick >= 0:
            continue
        alive = state.players[side.seat].alive()
        if len(alive) == 1:
            side.pick = alive[0]
            continue
        b.stage, b.mover = "pick", i
        return
    for side in b.sides:
        if side.seat != NOBODY:
            side.active, side.pick = side.pick, -1
    fighters = [b.fighter(state, i) for i in (0, 1)]
    if ev is not UNTOLD:
        ev.append({"type": "battle_picks", "names": [f.name if f else "" for f in fighters],
                   "slots": [s.active for s in b.sides], "seats": [s.seat for s in b.sides],
                   "ids": [terms.ident(f) if f else "" for f in fighters]})
    _open(state, ev)


def _open(state: State, ev: list[dict]) -> None:
    b = state.battle
    b.stage = "act"
    b.mover, b.extra = opener(state, b)
    if b.kind not in PLAYER_KINDS:
        return
    defender = state.players[b.sides[1].seat]
    fortify = defender.artifacts["fortify"]
    if fortify >= 3:
        f = b.fighter(state, 1)
        side = b.sides[1]
        side.temp, side.temp_on = percent_of(f.max_hp, FORTIFY_TEMP_PERCENT), side.active
        ev.append({"type": "fortify_temp", "seat": side.seat, **terms.named(f), "temp": side.temp})
    if fortify >= 1:
        b.stage, b.resume, b.mover = "fortify", b.mover, 1


def opener(state: State, b: Battle) -> tuple[int, int]:
    """(side that acts first, extra actions it takes): the aggressor, unless the defender holds
    the Sigil of Speed; an aggressor holding it acts twice before the first answer."""
    if b.kind not in PLAYER_KINDS:
        return 0, 0
    if state.has(b.sides[1].seat, "speed"):
        return 1, 0
    if state.has(b.sides[0].seat, "speed"):
        return 0, 1
    return 0, 0


# --- what a side may do: the battle's decisions (decisions.py), one per stage ------------------------------
def _mover(state: State, b: Battle):
    """The player whose decision it is."""
    return state.players[b.sides[b.mover].seat]


def _pick_choices(state: State, b: Battle) -> list[str]:
    """An opening pick, or a replacement for a knocked-out creature: any creature standing."""
    return [PICK[i] for i, f in enumerate(_mover(state, b).creatures) if f.hp > 0]


def _fortify_choices(state: State, b: Battle) -> list[str]:
    return ["brace"] + (["dodge"] if _mover(state, b).artifacts["fortify"] >= 2 else []) + ["ready"]


def _act_choices(state: State, b: Battle) -> list[str]:
    side = b.sides[b.mover]
    out = ["strike", "meditate"]
    if b.kind in PLAYER_KINDS:
        out += ["brace", "dodge"]
    if _peace_allowed(state, b, b.mover):
        out.append("peace")
    out += [SWITCH[i] for i, f in enumerate(_mover(state, b).creatures) if f.hp > 0 and i != side.active]
    if b.kind == "wild":
        out += ["catch", "run"]
    out.append("forfeit")
    return out


def _peace_allowed(state: State, b: Battle, side: int) -> bool:
    seat = b.sides[side].seat
    if not peace_ready(state, seat):
        return False
    f = state.players[seat].creatures[state.players[seat].peace_on]
    return not f.down and f.hp < f.max_hp  # "may not be used to revive a creature while in battle"


def _pick(state: State, b: Battle, action: str, ev: list[dict]) -> None:
    seat, slot = b.sides[b.mover].seat, _slot(action)
    b.sides[b.mover].pick = slot
    if b.kind in PLAYER_KINDS:  # sealed from the other player: undo never crosses it
        state.seals += 1
        if ev is not UNTOLD:
            ev.append({"type": "picked", "seat": seat, "slot": slot, "sealed": True, "visible_to": [seat]})
    else:
        if ev is not UNTOLD:
            ev.append({"type": "picked", "seat": seat, "slot": slot, "sealed": False})
    _ask_for_picks(state, ev)


def _replace(state: State, b: Battle, action: str, ev: list[dict]) -> None:
    _send_in(state, b, b.mover, _slot(action), ev)
    b.stage, b.mover = "act", b.resume


def _fortify(state: State, b: Battle, action: str, ev: list[dict]) -> None:
    if action in ("brace", "dodge"):
        _defend(state, b, 1, action, ev)
    b.stage, b.mover = "act", b.resume


def _choose_act(state: State, b: Battle, action: str, ev: list[dict]) -> None:
    word, _, arg = action.partition(" ")
    _act(state, b, word, arg, ev)


def _slot(action: str) -> int:
    """The creature an action names ("pick 2", "switch 3"), from 0."""
    return int(action.split()[1]) - 1


# Told as the table says them. A choice names only the mover's own creatures (with their slots)
# and the one facing them (a sealed pick of the other side stays unseen); the chances are the
# table's, from forecast.py. Nothing is spent: each action is the side's move.
def _describe_creature(state: State, b: Battle, action: str, verb: str, words: str) -> dict:
    """Open with, send in or switch to one of the mover's creatures."""
    slot = _slot(action)
    f = _mover(state, b).creatures[slot]
    return choice(action, verb, msg(words, creature=terms.creature(f)), terms.slot_of(f, slot))


def _describe_pick(state: State, b: Battle, action: str) -> dict:
    return _describe_creature(state, b, action, "pick", N_("Open with {creature}"))


def _describe_replace(state: State, b: Battle, action: str) -> dict:
    return _describe_creature(state, b, action, "send_in", N_("Send in {creature}"))


def _describe_act(state: State, b: Battle, action: str) -> dict:
    """A battle action (and Fortify's opening Brace, Dodge or Ready)."""
    word = action.partition(" ")[0]
    if word == "switch":
        return _describe_creature(state, b, action, "switch", N_("Switch to {creature}"))
    if word == "peace":
        return describe_peace(state, b.sides[b.mover].seat, action, in_battle=True)
    if word == "forfeit":
        return choice(action, "forfeit", aftermath.forfeit_words(state, b, b.mover))
    mine, theirs = b.fighter(state, b.mover), b.fighter(state, 1 - b.mover)
    return choice(action, word, _act_words(state, b, word, mine, theirs), {**card_of(mine), **card_of(theirs, "foe")})


def _act_words(state: State, b: Battle, word: str, mine: Fighter, theirs: Fighter) -> dict:
    """Strike, Meditate, Brace, Dodge, Catch, Run, or Fortify's opening Brace, Dodge or Ready."""
    from . import forecast  # forecast plays with this module's rules, so it loads after it

    opening = b.stage == "fortify"
    if word == "ready":
        return msg("Stand ready: the battle begins")
    if word == "brace":
        return msg("Brace before the first blow") if opening else \
            msg("Brace: raise {creature}'s Defense for the next Strike", creature=terms.creature(mine))
    if word == "dodge":
        chance = forecast.dodge(state, b, b.mover)
        return msg("Dodge the first blow ({percent}%)", percent=chance) if opening else \
            msg("Dodge {foe}'s next Strike ({percent}%)", foe=terms.creature(theirs), percent=chance)
    if word == "catch":
        return msg("Catch {foe} ({percent}%)", foe=terms.creature(theirs), percent=forecast.catch(state, b))
    if word == "run":
        return msg("Run from {foe} ({percent}%)", foe=terms.creature(theirs), percent=RUN.odds()["escaped"])
    if word == "meditate":
        return msg("Meditate: raise {creature}'s next Strike", creature=terms.creature(mine))
    return msg("Strike {foe} with {creature}", foe=terms.creature(theirs), creature=terms.creature(mine))


def _asks(words: str):
    """A prompt naming the player to move: "{seat}: send in another creature"."""
    def prompt(state: State, b: Battle) -> dict:
        return msg(words, seat=seat_of(b.sides[b.mover].seat))
    return prompt


def _act_prompt(state: State, b: Battle) -> dict:
    seat = seat_of(b.sides[b.mover].seat)
    if b.extra:
        return msg("{seat}: your move in the battle ({n} actions in a row: Sigil of Speed)", seat=seat, n=b.extra + 1)
    return msg("{seat}: your move in the battle", seat=seat)


KINDS.add("pick", legal=_pick_choices, apply=_pick, describe=_describe_pick,
          prompt=_asks(N_("{seat}: pick the creature to open with")))
KINDS.add("replace", legal=_pick_choices, apply=_replace, describe=_describe_replace,
          prompt=_asks(N_("{seat}: send in another creature")))
KINDS.add("fortify", legal=_fortify_choices, apply=_fortify, describe=_describe_act,
          prompt=_asks(N_("{seat}: Fortify - an opening defence")))
KINDS.add("act", legal=_act_choices, apply=_choose_act, describe=_describe_act, prompt=_act_prompt)


def _send_in(state: State, b: Battle, side: int, slot: int, ev: list[dict]) -> None:
    s = b.sides[side]
    s.active, s.boost_attack, s.boost_defense, s.dodging = slot, 0, 0, False
    if ev is not UNTOLD:
        ev.append({"type": "send_in", "seat": s.seat, "slot": slot, **terms.named(b.fighter(state, side))})


# --- one action --------------------------------------------------------------------------------------------
def _act(state: State, b: Battle, word: str, arg: str, ev: list[dict]) -> None:
    me = b.mover
    seat = b.sides[me].seat
    b.rounds += 1
    blow = None  # the strike event of this action, if a blow was struck (it may knock a creature out)
    if word == "forfeit":
        if ev is not UNTOLD:
            ev.append({"type": "forfeit", "seat": seat})
        aftermath.battle_over(state, me, "forfeit", ev)
        return
    if word == "strike":
        blow = _strike(state, b, me, ev)
    elif word == "meditate":
        face, outcome = BOOST.roll(state.rng)
        b.sides[me].boost_attack = int(outcome.strip("+%"))
        if ev is not UNTOLD:
            ev.append(_roll_event(BOOST, face, outcome, seat, "meditate"))
    elif word in ("brace", "dodge"):
        _defend(state, b, me, word, ev)
    elif word == "peace":
        inner_peace(state, seat, in_battle=True, ev=ev)
    elif word == "switch":
        _send_in(state, b, me, int(arg) - 1, ev)
    elif word == "run":
        face, outcome = RUN.roll(state.rng)
        if ev is not UNTOLD:
            ev.append(_roll_event(RUN, face, outcome, seat, "run"))
        if outcome == "escaped":
            aftermath.battle_over(state, me, "run", ev, {"face": face})
            return
    elif word == "catch":
        roll = _catch(state, b, ev)
        if roll["outcome"] == "caught":
            aftermath.battle_over(state, 1, "catch", ev, {"face": roll["face"], "need": roll["need"]})
            return
    if b.npc_battle and word != "strike":
        blow = _npc_reply(state, b, ev)
    _after_action(state, b, ev, blow)


def _roll_event(table, face: int, outcome: str, seat: int, why: str, **more) -> dict:
    return {"type": "roll", "table": table.name, "die": 10, "face": face, "outcome": outcome, "seat": seat,
            "why": why, "faces": list(table.faces), **more}


def _defend(state: State, b: Battle, me: int, word: str, ev: list[dict]) -> None:
    side = b.sides[me]
    if word == "brace":
        face, outcome = BOOST.roll(state.rng)
        side.boost_defense = int(outcome.strip("+%"))
        ev.append(_roll_event(BOOST, face, outcome, side.seat, "brace"))
        return
    face = state.rng.die(FACES)
    outcome = dodge_outcome(face, b.fighter(state, me))
    side.dodging = outcome == "dodged"
    ev.append(_roll_event(DODGE, face, outcome, side.seat, "dodge"))


def dodge_outcome(face: int, f: Fighter) -> str:
    """A Dodge's d10: the table, or 6-10 for an Evasive creature."""
    if f.ability == "evasive" and face == 6:
        return "dodged"
    return DODGE.outcome(face)


def effective(state: State, b: Battle, side: int, attr: str) -> int:
    """Attack or Defense in this battle: points, Meditate or Brace, and Vigilance (+20%)."""
    s = b.sides[side]
    boost = s.boost_attack if attr == "attack" else s.boost_defense
    return boosted(state, b, side, attr, boost)


def boosted(state: State, b: Battle, side: int, attr: str, boost: int) -> int:
    """Attack or Defense in this battle with a Meditate or Brace boost of `boost` percent."""
    f = b.fighter(state, side)
    s = b.sides[side]
    base = f.strength(attr)
    total = base + percent_of(base, boost)
    if s.seat != NOBODY and state.vigilant(s.seat):
        total += percent_of(base, VIGILANCE_PERCENT)
    return total


def _strike(state: State, b: Battle, me: int, ev: list[dict]) -> dict:
    """Side `me` Strikes; returns its strike event (the blow, which may knock a creature out)."""
    them = 1 - me
    mine, theirs = b.sides[me], b.sides[them]
    striker, target = b.fighter(state, me), b.fighter(state, them)
    if theirs.dodging:
        theirs.dodging, theirs.boost_defense, mine.boost_attack = False, 0, 0
        struck = {"type": "strike", "seat": mine.seat, "outcome": "dodged", "to_target": 0, "to_striker": 0,
                  **terms.named(striker, "striker"), **terms.named(target, "target"), "striker_side": me,
                  "target_side": them, "target_hp": target.hp, "striker_hp": striker.hp}
        ev.append(struck)
        return struck
    table = strike_table(b)
    face, outcome = table.roll(state.rng)
    if ev is not UNTOLD:
        ev.append(_roll_event(table, face, outcome, mine.seat, "strike"))
    if outcome == "miss" and swift_saves(striker, mine):
        outcome = "unmitigated"
        ev.append({"type": "ability", "ability": "swift", **terms.named(striker)})
    if outcome == "miss" and lucky_saves(striker, mine):
        mine.lucky_used = True
        ev.append({"type": "ability", "ability": "lucky", **terms.named(striker)})
        face, outcome = table.roll(state.rng)
        ev.append(_roll_event(table, face, outcome, mine.seat, "strike", again=True))
    if softened(outcome, target) != outcome:
        outcome = softened(outcome, target)
        ev.append({"type": "ability", "ability": "thick_hide", **terms.named(target)})
    if mine.active not in mine.struck:
        mine.struck.append(mine.active)
    to_target, to_striker = blow(state, b, me, outcome)
    _regenerate(striker, to_target)
    _regenerate(target, to_striker)
    mine.boost_attack, theirs.boost_defense = 0, 0
    _hurt(b, them, target, to_target)
    _hurt(b, me, striker, to_striker)
    struck = {"type": "strike", "seat": mine.seat, "outcome": outcome, "to_target": to_target,
              "to_striker": to_striker, **terms.named(striker, "striker"), **terms.named(target, "target"),
              "target_hp": target.hp, "striker_hp": striker.hp, "striker_side": me, "target_side": them}
    ev.append(struck)
    return struck


def strike_table(b: Battle):
    """The d10 table a Strike rolls on: between players, or against an NPC."""
    return STRIKE_PVP if b.kind in PLAYER_KINDS else STRIKE_WILD


def swift_saves(striker: Fighter, side: Side) -> bool:
    """Swift: the creature's first Strike of the battle turns a miss into an unmitigated hit."""
    return striker.ability == "swift" and side.active not in side.struck


def lucky_saves(striker: Fighter, side: Side) -> bool:
    """Lucky: once per battle, a missed Strike is rolled again."""
    return striker.ability == "lucky" and not side.lucky_used


def softened(outcome: str, target: Fighter) -> str:
    """Thick Hide: a critical hit against it counts as a deflected hit."""
    return "deflected" if outcome == "critical" and target.ability == "thick_hide" else outcome


def blow(state: State, b: Battle, me: int, outcome: str) -> tuple[int, int]:
    """(damage to the target, damage to the striker) of side `me`'s Strike, once its outcome
    is final: the table's damage from this battle's Attack and Defense, shaped by abilities."""
    them = 1 - me
    striker, target = b.fighter(state, me), b.fighter(state, them)
    to_target, to_striker = strike_damage(outcome, effective(state, b, me, "attack"),
                                          effective(state, b, them, "defense"),
                                          effective(state, b, them, "attack"), b.kind in PLAYER_KINDS)
    return shaped(to_target, striker, target), shaped(to_striker, target, striker)


def shaped(damage: int, source: Fighter, victim: Fighter) -> int:
    """Abilities that change a hit: venom adds 1, guardian takes 1 off (a hit still deals 1)."""
    if damage <= 0:
        return 0
    if source.ability == "venom":
        damage += 1
    if victim.ability == "guardian":
        damage = max(1, damage - 1)
    return damage


def _regenerate(source: Fighter, damage: int) -> None:
    """Regenerate heals its owner 1 HP whenever it lands a hit."""
    if damage > 0 and source.ability == "regenerate":
        source.heal(1, revive=False)


def _shaped(damage: int, source: Fighter, victim: Fighter) -> int:
    damage = shaped(damage, source, victim)
    _regenerate(source, damage)
    return damage


def soaked(s: Side, damage: int) -> int:
    """The part of a hit Fortify 3's temporary HP takes before the creature's own HP."""
    return min(s.temp, damage) if damage and s.temp and s.temp_on == s.active else 0


def _hurt(b: Battle, side: int, f: Fighter, damage: int) -> None:
    """Damage comes off Fortify 3's temporary HP first."""
    s = b.sides[side]
    soak = soaked(s, damage)
    s.temp -= soak
    f.hp = max(0, f.hp - (damage - soak))


def catch_need(wild: Fighter) -> int:
    """Ruling 8: the lowest d10 face that catches: above the wild creature's HP in tenths,
    rounded up (at 30% HP, a 4)."""
    return ceil(wild.hp * 10 / wild.max_hp) + 1


def catches(face: int, need: int) -> bool:
    return face >= need


def _catch(state: State, b: Battle, ev: list[dict]) -> dict:
    """Roll for a catch; returns the roll's event (its face, the face needed, the outcome)."""
    need = catch_need(b.fighter(state, 1))
    face = state.rng.die(CATCH_DIE)
    caught = catches(face, need)
    roll = {"type": "roll", "table": "catch", "die": 10, "face": face, "outcome": "caught" if caught else "escaped",
            "seat": b.sides[0].seat, "why": "catch", "need": need}
    ev.append(roll)
    return roll


def _npc_reply(state: State, b: Battle, ev: list[dict]) -> dict | None:
    """Ruling 10: an NPC answers anything but a Strike with a counterstrike on 7-10. Returns the
    counterstrike's strike event (None when there was none)."""
    npc, mine = b.fighter(state, 1), b.fighter(state, 0)
    if npc is None or npc.hp <= 0 or mine is None or mine.hp <= 0:  # (either knocked out: `down`)
        return None
    face, outcome = NPC_REPLY.roll(state.rng)
    if ev is not UNTOLD:
        ev.append(_roll_event(NPC_REPLY, face, outcome, b.sides[0].seat, "npc_reply"))
    if outcome != "counterstrike":
        return None
    damage = _shaped(effective(state, b, 1, "attack"), npc, mine)
    _hurt(b, 0, mine, damage)
    struck = {"type": "strike", "seat": NOBODY, "outcome": "counterstrike", "to_target": damage, "to_striker": 0,
              **terms.named(npc, "striker"), **terms.named(mine, "target"), "target_hp": mine.hp,
              "striker_hp": npc.hp, "striker_side": 1, "target_side": 0}
    ev.append(struck)
    return struck


# --- knock-outs and whose action is next ------------------------------------------------------------------
def _after_action(state: State, b: Battle, ev: list[dict], blow: dict | None) -> None:
    """Knock-outs (by `blow`, the action's strike event), replacements, and who acts next."""
    following = b.mover if b.npc_battle else (b.mover if b.extra else 1 - b.mover)
    if b.extra:
        b.extra -= 1
    for side in (1 - b.mover, b.mover):
        f = b.fighter(state, side)
        if f is None or f.hp > 0:  # (not knocked out: `down`, read as the HP it is)
            continue
        b.sides[1 - side].knocked += 1
        knocked = {**terms.named(f), **felled_by(blow, side)}
        if ev is not UNTOLD:
            ev.append({"type": "knocked_out", "seat": b.sides[side].seat, **knocked})
        team = b.team(state, side)
        alive = [i for i, x in enumerate(team) if not x.down]
        if not alive:
            aftermath.battle_over(state, side, "knocked_out", ev, knocked)
            return
        s = b.sides[side]
        s.boost_attack, s.boost_defense, s.dodging = 0, 0, False
        if s.seat == NOBODY or len(alive) == 1:
            _send_in(state, b, side, alive[0], ev)
        else:
            b.stage, b.resume, b.mover = "replace", following, side
            return
    b.mover = following


def felled_by(blow: dict, side: int) -> dict:
    """The blow that knocked out side `side`'s creature, from the strike's event (only a Strike or
    an NPC's counterstrike deals damage): the creature that dealt it (`striker`, `striker_id`), the
    Strike's outcome and the damage it took. A Strike hurts its target, or (a counterstrike) the
    striker itself."""
    if blow["target_side"] == side:
        return {"striker": blow["striker"], "striker_id": blow["striker_id"], "outcome": blow["outcome"],
                "damage": blow["to_target"]}
    return {"striker": blow["target"], "striker_id": blow["target_id"], "outcome": blow["outcome"],
            "damage": blow["to_striker"]}

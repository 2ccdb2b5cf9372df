"""Fighting: the attack step, damage, Already Dead, experience, and the end of the game.

An attack rolls the attacker's Hand, then the defender's; each side keeps one die and reads
its dieagram. Strength = attack pips - defense pips (never below 0); damage = strength divided
by the defender's toughness, rounded down. Holy pips on the slayer's face k take 1 from an
opponent's result whenever the opponent keeps face k (Prycille's do the same to zombies
next to her); skill pips are never reduced. A zombie or the Necromancer keeping the 1-face (its
skill pip) while defending is Already Dead: the attack does nothing.
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.grid import Square
from ...core.messages import msg
from .content import content
from .meta import LIMITS
from .rolls import roll
from .state import MAX_LIFE, State
from .steps import Events, pop, push
from .words import is_enemy, skill_name, the, token_names, zombie

DEFENSES = ("defend", "skill block", "skill riposte")


# --- who is who ----------------------------------------------------------------------------
def toughness(state: State, token: str) -> int:
    c = content()
    if token == "nec":
        return c.necromancer.toughness
    if is_enemy(token):
        return c.zombies[state.zombies[token].colour].toughness
    return 1


def faces_of(state: State, token: str):
    c = content()
    if token == "slayer":
        return state.slayer.dieagram
    if token == "nec":
        return c.necromancer.faces
    if token in c.followers:
        return c.followers[token].faces
    return c.zombies[state.zombies[token].colour].faces


def holy(state: State, roller: str, opponent: str, face: int) -> int:
    """How much holy pips take from an enemy's result on `face`."""
    if not is_enemy(roller):
        return 0
    total = state.slayer.dieagram.count(face, "holy") if opponent == "slayer" else 0
    pry = state.followers["prycille"]
    where = state.position(roller)
    if pry.alive and where is not None and state.grid.reaches(state.position("prycille"), where):
        total += content().followers["prycille"].faces.count(face, "holy")
    return total


def townsman_bonus(state: State, face: int) -> int:
    """Each fanatic townsman adds 1 when the kept die shows 1 and 2 when it shows 6."""
    return state.slayer.townsmen * {1: 1, 6: 2}.get(face, 0)


# --- starting an attack --------------------------------------------------------------------
def start_attack(state: State, attacker: str, defender: str, mode: str, skill: str | None = None) -> dict:
    """Push an attack step. mode: "melee", "ranged" or "riposte" (a fixed strength of 1)."""
    return push(state, {"kind": "attack", "att": attacker, "def": defender, "mode": mode, "skill": skill,
                        "stage": "attack", "a": None, "d": None, "guard": None})


def _roll_for(state: State, frame: dict, token: str, into: str, ev: Events) -> None:
    if token == "slayer":
        roll(state, ev, "slayer", state.slayer.hand, frame["mode"] if into == "a" else "defense", into,
             keep=True, endure="endure" in state.slayer.skills)
    elif token == "nec":
        roll(state, ev, "nec", state.nec.life, "defense", into)
    else:
        roll(state, ev, token, 1, frame["mode"] if into == "a" else "defense", into)


def defense_options(state: State, frame: dict) -> list[str]:
    s = state.slayer
    out = ["defend"]
    if "block" in s.skills and not s.attacked:
        out.append("skill block")
    if "riposte" in s.skills and frame["mode"] == "melee":
        out.append("skill riposte")
    return out


def step(state: State, frame: dict, ev: Events) -> bool:
    stage = frame["stage"]
    if stage == "attack":
        frame["stage"] = "guard"
        ev.append({"type": "attack", "att": frame["att"], "def": frame["def"], "mode": frame["mode"],
                   "skill": frame["skill"]})
        if frame["mode"] != "riposte":
            _roll_for(state, frame, frame["att"], "a", ev)
        return True
    if stage == "guard":
        if frame["def"] == "slayer" and frame["guard"] is None:
            options = defense_options(state, frame)
            if len(options) > 1:
                return False
            frame["guard"] = "defend"
        frame["stage"] = "defense"
        _roll_for(state, frame, frame["def"], "d", ev)
        return True
    resolve(state, frame, ev)
    return True


def choices(state: State, frame: dict) -> list[str]:
    return defense_options(state, frame)


def choose(state: State, frame: dict, action: str, ev: Events) -> None:
    frame["guard"] = action.split()[-1]
    ev.append({"type": "guard", "how": frame["guard"]})


def describe(state: State, frame: dict, action: str) -> dict:
    """How the slayer meets an attack: "Defend against the green zombie", "Use Block against ..."."""
    att = frame["att"]
    if action == "defend":
        return choice(action, "defend", msg("Defend against {token}", token=the(att)), token_names(att))
    skill = action.split()[-1]
    return choice(action, "defend", msg("Use {skill} against {token}", skill=skill_name(skill), token=the(att)),
                  {**token_names(att), "skill": skill})


def prompt(state: State, frame: dict) -> dict:
    """An attack waits on the slayer only for how he meets it (zombies and the Necromancer attack him)."""
    if frame["att"] == "nec":
        return msg("The Necromancer attacks you: choose how to defend")
    return msg("The {zombie} attacks you: choose how to defend", zombie=zombie(state, frame["att"]))


# --- resolving -----------------------------------------------------------------------------
def attack_strength(state: State, frame: dict, face: int) -> tuple[int, int]:
    """(strength of the attack before defense, skill pips) when the attacker keeps `face`.

    Pure, so a screen may ask it before the die is kept: an Accuracy potion counts but is not
    used up here (attack_value does that)."""
    att, mode = frame["att"], frame["mode"]
    if mode == "riposte":
        return 1, 0
    faces = faces_of(state, att)
    pips = faces.count(face, "ranged" if mode == "ranged" else "melee")
    skill = faces.count(face, "skill")
    if att == "slayer":
        pips += townsman_bonus(state, face)
        pips += {"assault": skill, "aimed": 2 * skill, "barrage": -skill}.get(frame["skill"], 0)
        pips += state.slayer.accuracy
    pips -= holy(state, att, frame["def"], face)
    return max(0, pips), skill


def attack_value(state: State, frame: dict, ev: Events) -> tuple[int, int]:
    """(strength of the attack before defense, skill pips on the attacker's kept die); the
    Accuracy potion is used up and Endure Pain riding along takes effect."""
    if frame["mode"] == "riposte":
        return 1, 0
    out = frame["a"]
    pips, skill = attack_strength(state, frame, out["dice"][out["kept"] or 0])
    if frame["att"] == "slayer":
        s = state.slayer
        if s.accuracy:
            ev.append({"type": "potion_used", "item": "accuracy", "bonus": s.accuracy})
            s.accuracy = 0
        if out["endure"]:
            endure(state, skill, ev)
    return pips, skill


def defense_strength(state: State, frame: dict, face: int, endure_rides: bool = False) -> tuple[int, bool, int]:
    """(defense pips, Already Dead?, skill pips) when the defender keeps `face`, Endure Pain
    riding along or not. Pure: a Defense potion counts but is not used up here."""
    dfn = frame["def"]
    faces = faces_of(state, dfn)
    value = faces.count(face, "defense")
    skill = faces.count(face, "skill")
    if dfn == "slayer":
        s = state.slayer
        value += townsman_bonus(state, face) + s.defense_mod + (skill if endure_rides else 0)
        if frame["guard"] == "block":
            value += 2 * skill
        value += s.guard
        if s.dash:
            value = 0
        return max(0, value), False, skill
    value -= holy(state, dfn, frame["att"], face)
    return max(0, value), is_enemy(dfn) and already_dead(faces, face), skill


def necromancer_keeps(state: State, frame: dict, dice: list[int]) -> int:
    """The die the Necromancer keeps to defend: Already Dead first, then the most defense (of
    equal dice, the last)."""
    faces = faces_of(state, "nec")
    scored = [(already_dead(faces, f), faces.count(f, "defense") - holy(state, "nec", frame["att"], f), i)
              for i, f in enumerate(dice)]
    return max(scored)[2]


def defense_value(state: State, frame: dict, ev: Events) -> tuple[int, bool, int]:
    """(defense pips, Already Dead?, skill pips on the defender's kept die); the Necromancer
    picks his die, a Defense potion is used up and Endure Pain riding along takes effect."""
    dfn, out = frame["def"], frame["d"]
    if dfn == "nec":
        i = necromancer_keeps(state, frame, out["dice"])
        out["kept"] = i
        ev.append({"type": "keep", "owner": "nec", "die": i, "face": out["dice"][i], "purpose": "defense", "endure": False,
                   "pips": list(faces_of(state, "nec").faces[out["dice"][i] - 1])})
        value, dead, _ = defense_strength(state, frame, out["dice"][i])
        return value, dead, 0
    value, dead, skill = defense_strength(state, frame, out["dice"][out["kept"] or 0], out["endure"])
    if dfn == "slayer":
        s = state.slayer
        if out["endure"]:
            endure(state, skill, ev)
        if s.guard:
            ev.append({"type": "potion_used", "item": "defense", "bonus": s.guard})
            s.guard = 0
    return value, dead, skill


def damage_of(state: State, defender: str, strength: int, defense: int, dead: bool) -> int:
    """Strength minus defense, divided by the defender's toughness; nothing if Already Dead."""
    return 0 if dead else max(0, strength - defense) // toughness(state, defender)


def already_dead(faces, face: int) -> bool:
    """Only the skill pip of the 1-face is Already Dead: the Necromancer's other skill pips are
    for his Ritual ("Only when rolling a 1 ... Already Dead triggers")."""
    return face == 1 and faces.count(1, "skill") > 0


def endure(state: State, skill: int, ev: Events) -> None:
    if skill:
        state.slayer.defense_mod += skill
        ev.append({"type": "endure", "bonus": skill, "defense_mod": state.slayer.defense_mod})


def resolve(state: State, frame: dict, ev: Events) -> None:
    pop(state, frame)
    att, dfn = frame["att"], frame["def"]
    if state.position(dfn) is None:
        return  # the target is gone already (a riposte after the zombie fell)
    strength, skill = attack_value(state, frame, ev)
    defense, already_dead, def_skill = defense_value(state, frame, ev)
    damage = damage_of(state, dfn, strength, defense, False)
    clash = {"type": "clash", "att": att, "def": dfn, "attack": strength, "defense": defense,
             "toughness": toughness(state, dfn), "damage": 0 if already_dead else damage,
             "already_dead": already_dead and damage > 0}
    ev.append(clash)
    before = tally(state, [dfn])
    if att == "slayer":
        after_slayer_attack(state, frame, skill, ev)
    if not already_dead:
        hurt(state, dfn, damage, ev, by=att)
    counted = toll(state, before)
    clash.update(counted, lost=counted["lost"][dfn], left=counted["left"][dfn], fallen=bool(counted["fallen"]))
    if state.result is not None:
        return
    if frame["skill"] == "knockback" and skill and state.position(dfn) is not None and dfn != "nec":
        knock_back(state, dfn, skill, ev)
    if frame["guard"] == "riposte" and def_skill and state.position(att) is not None:
        for _ in range(def_skill):
            start_attack(state, "slayer", att, "riposte")


def after_slayer_attack(state: State, frame: dict, skill: int, ev: Events) -> None:
    s = state.slayer
    if frame["skill"] == "assault" and skill:
        s.defense_mod -= skill
        ev.append({"type": "assault_guard", "defense_mod": s.defense_mod})
    if frame["skill"] == "barrage" and skill:
        s.barrage += skill
        ev.append({"type": "barrage", "extra": skill})


# --- damage --------------------------------------------------------------------------------
def life_of(state: State, token: str) -> int:
    """A token's Life: the slayer's and the Necromancer's own, 1 for a zombie or a follower on
    the board, 0 once it has fallen."""
    if token == "slayer":
        return state.slayer.life
    if token == "nec":
        return 0 if state.nec.dead else state.nec.life
    return 1 if state.position(token) is not None else 0


def tally(state: State, tokens: list[str]) -> dict:
    """What a blow or a blast may change, counted before it: the Life of those it hits, the
    slayer's experience and fanatic townsmen (see `toll`)."""
    return {"life": {t: life_of(state, t) for t in tokens}, "xp": state.slayer.xp, "townsmen": state.slayer.townsmen}


def toll(state: State, before: dict) -> dict:
    """What it changed, for its event (its result panel tells it): the Life each of them lost
    and has left, those who fell, the experience gained and the townsmen who died for him."""
    life = {t: life_of(state, t) for t in before["life"]}
    s = state.slayer
    return {"lost": {t: before["life"][t] - life[t] for t in life}, "left": life,
            "fallen": [t for t in life if life[t] == 0 and before["life"][t] > 0],
            "xp": s.xp, "xp_gained": s.xp - before["xp"], "townsmen_lost": before["townsmen"] - s.townsmen}


def hurt(state: State, token: str, damage: int, ev: Events, by: str = "", cause: str = "attack") -> None:
    """Take `damage` Life from a token; the dead leave the board; the game may end. `cause`
    (attack, torch, explosion, knocked_off) is told with a zombie destroyed."""
    if damage <= 0 or state.position(token) is None:
        return
    if token == "slayer":
        hurt_slayer(state, damage, ev)
    elif token == "nec":
        state.nec.life -= damage
        ev.append({"type": "damage", "token": "nec", "amount": damage, "life": max(0, state.nec.life)})
        if state.nec.life <= 0:
            state.nec.dead = True
            destroyed(state, {"type": "destroyed", "token": "nec", "pos": state.nec.pos, "by": by, "cause": cause}, ev)
    elif token in state.followers:
        f = state.followers[token]
        ev.append({"type": "destroyed", "token": token, "pos": state.position(token), "by": by})
        f.alive, f.pos = False, None
    else:
        z = state.zombies[token]
        destroyed(state, {"type": "destroyed", "token": token, "pos": z.pos, "by": by, "cause": cause}, ev)
        z.pos = None
    check_end(state, ev)


def destroyed(state: State, told: dict, ev: Events) -> None:
    """An enemy destroyed, however: 1 experience, which its event also gives ("xp", after)."""
    ev.append(told)
    gain_xp(state, ev)
    told["xp"] = state.slayer.xp


def life_lost(state: State, token: str, damage: int) -> int:
    """The Life `damage` takes: for the slayer, a fanatic townsman jumps into harm's way and
    takes 1 of it."""
    if token == "slayer" and damage > 0 and state.slayer.townsmen:
        return damage - 1
    return damage


def hurt_slayer(state: State, damage: int, ev: Events) -> None:
    s = state.slayer
    lost = life_lost(state, "slayer", damage)
    if s.townsmen:  # a fanatic townsman jumps into harm's way
        s.townsmen -= 1
        ev.append({"type": "sacrifice", "townsmen": s.townsmen, "amount": damage - lost})
    if lost > 0:
        s.life = max(0, s.life - lost)
        ev.append({"type": "damage", "token": "slayer", "amount": lost, "life": s.life})


def heal(state: State, amount: int, ev: Events, source: str) -> None:
    s = state.slayer
    gained = max(0, min(MAX_LIFE, s.life + amount) - s.life)
    s.life += gained
    ev.append({"type": "heal", "amount": gained, "life": s.life, "source": source})


def gain_xp(state: State, ev: Events) -> None:
    """One experience per kill; every 10 experience is a creation point (meta.LIMITS)."""
    s = state.slayer
    s.xp += 1
    ev.append({"type": "xp", "xp": s.xp})
    if s.xp % LIMITS["xp_per_cp"] == 0:
        s.cp += 1
        ev.append({"type": "creation_point", "cp": s.cp, "xp": s.xp, "every": LIMITS["xp_per_cp"]})


def check_end(state: State, ev: Events) -> None:
    """The slayer's death loses even if the Necromancer falls in the same moment."""
    if state.result is not None:
        return
    if state.slayer.life <= 0:
        state.result = {"winners": [], "reason": "slayer_killed", "turns": state.turn, "xp": state.slayer.xp}
    elif state.nec.dead:
        for z in state.on_board():
            z.pos = None
        ev.append({"type": "crumble"})
        state.result = {"winners": [0], "reason": "necromancer_slain", "turns": state.turn, "xp": state.slayer.xp}
    else:
        return
    state.phase = "over"
    state.stack.clear()
    ev.append({"type": "game_over", **state.result})


def knock_back(state: State, token: str, pushes: int, ev: Events) -> None:
    """Shove a zombie straight away from the slayer; off the edge of the town it is destroyed."""
    z = state.zombies[token]
    sx, sy = state.slayer.pos
    dx = (z.pos[0] > sx) - (z.pos[0] < sx)
    dy = (z.pos[1] > sy) - (z.pos[1] < sy)
    grid = state.grid
    for _ in range(pushes):
        nxt: Square = (z.pos[0] + dx, z.pos[1] + dy)
        if nxt not in grid.squares:
            if grid.reaches(z.pos, nxt) or edge_open(state, z.pos, nxt):
                ev.append({"type": "knocked_off", "token": token, "pos": z.pos})
                hurt(state, token, 1, ev, by="slayer", cause="knocked_off")
            return
        if not grid.can_step(z.pos, nxt) or state.occupant(nxt) is not None:
            return
        ev.append({"type": "knocked", "token": token, "from": z.pos, "to": nxt})
        z.pos = nxt


def edge_open(state: State, a: Square, b: Square) -> bool:
    """Off the town's edge there is no square; only a wall on the edge itself stops a shove."""
    if a[0] != b[0] and a[1] != b[1]:
        return not (state.grid.wall_between(a, (b[0], a[1])) and state.grid.wall_between(a, (a[0], b[1])))
    return not state.grid.wall_between(a, b)


def explode(state: State, at: Square, ev: Events) -> None:
    """Dragon dung goes up: everyone on its square and the 8 around it (not behind a wall) takes 1."""
    state.dung.remove(at)
    blast = {"type": "explosion", "pos": at}
    ev.append(blast)
    grid = state.grid
    area = [at] + [n for n in _around(at) if grid.reaches(at, n)]
    victims = [t for sq in area for t in _tokens_on(state, sq)]
    before = tally(state, victims)
    for token in victims:
        hurt(state, token, 1, ev, by="explosion", cause="explosion")
    blast.update(hit=victims, **toll(state, before))


def _around(sq: Square) -> list[Square]:
    return [(sq[0] + dx, sq[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]


def _tokens_on(state: State, sq: Square) -> list[str]:
    out = []
    if state.slayer.pos == sq:
        out.append("slayer")
        out += [f.id for f in state.company() if f.pos is None]
    who = state.occupant(sq)
    if who and who != "slayer":
        out.append(who)
    return out


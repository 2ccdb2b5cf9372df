"""The slayer's turn: what he and his followers may do, and doing it.

The slayer has 2 actions (1 while a fanatic townsman is with him); Bron, Archibald and
Prycille have 1 each. An action is a move of 1 square, an attack, a skill, quaffing a potion
or a search. Around each move the slayer may throw a torch and drop dragon dung for free
(`throw 4,5`, `drop 3,3`); used before a move, a move must follow. Creation points are spent
at any time on his turn (`train melee 4` paints a melee pip on the 4-face). `end` hands the
turn to the zombies.
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.grid import DIRECTIONS, Square, chebyshev
from ...core.messages import msg, plural, seat, term
from .combat import edge_open, explode, heal, hurt, is_enemy, start_attack
from .content import ATTRIBUTE_COST, content
from .exploring import start_explore
from .rolls import roll
from .searching import can_search, paint, start_search
from .state import State
from .steps import Events, pop, push
from .words import away, direction, item_name, short, skill_name, the, tile_name, token_names
from .zombies import start_zombie_turn

POTIONS = ("life", "accuracy", "defense")
EXTRAS = ("torch", "dung")


def sq_text(sq: Square) -> str:
    return f"{sq[0]},{sq[1]}"


def parse_sq(text: str) -> Square:
    x, y = text.split(",")
    return (int(x), int(y))


# --- where things can go -------------------------------------------------------------------
def slayer_moves(state: State) -> list[Square]:
    """Squares one step away that hold no zombie and no Necromancer (followers he may join)."""
    s = state.slayer
    return [n for n in state.grid.steps(s.pos) if not _enemy_on(state, n)]


def _enemy_on(state: State, sq: Square) -> bool:
    who = state.occupant(sq)
    return who is not None and is_enemy(who)


def enemies(state: State) -> list[tuple[str, Square]]:
    out = [(z.id, z.pos) for z in state.on_board()]
    if state.nec.pos is not None and not state.nec.dead:
        out.append(("nec", state.nec.pos))
    return sorted(out, key=lambda e: (e[0] != "nec", e[0][0], int(e[0][1:]) if e[0][1:].isdigit() else 0))


def targets(state: State, at: Square, ranged: bool) -> list[tuple[str, str]]:
    """(enemy, "melee"|"ranged") for every enemy within reach from `at`."""
    grid, taken = state.grid, state.occupied()
    out = []
    for eid, pos in enemies(state):
        if grid.reaches(at, pos):
            out.append((eid, "melee"))
        elif ranged and chebyshev(at, pos) >= 2 and grid.sight(at, pos, taken.__contains__):
            out.append((eid, "ranged"))
    return out


def has_pip(faces, meaning: str) -> bool:
    return any(meaning in face for face in faces.faces)


def torch_targets(state: State) -> list[Square]:
    """Zombies and dung heaps in a line of sight past walls; tokens do not block a torch."""
    s = state.slayer
    spots = {z.pos for z in state.on_board()} | set(state.dung)
    return sorted((sq for sq in spots if sq != s.pos and state.grid.sight(s.pos, sq)), key=lambda q: (q[1], q[0]))


def dung_spots(state: State) -> list[Square]:
    s, grid = state.slayer, state.grid
    around = [(s.pos[0] + dx, s.pos[1] + dy) for dx, dy in DIRECTIONS]
    return sorted((n for n in around if grid.walkable(n) and grid.reaches(s.pos, n) and n not in state.dung),
                  key=lambda q: (q[1], q[0]))


def follower_moves(state: State, fid: str) -> list[str]:
    """Squares a follower may step to; stepping off the edge of the town loses him."""
    grid, s = state.grid, state.slayer
    at = state.position(fid)
    taken = state.occupied() - {s.pos}
    out = []
    for dx, dy in DIRECTIONS:
        n = (at[0] + dx, at[1] + dy)
        if n in grid.squares:
            if grid.can_step(at, n) and n not in taken and n != at:
                out.append(n)
        elif edge_open(state, at, n):
            out.append(n)
    return [sq_text(n) for n in sorted(out, key=lambda q: (q[1], q[0]))]


# --- the list of actions -----------------------------------------------------------------------
def turn_actions(state: State) -> list[str]:
    s = state.slayer
    moves = _moves(state)
    if s.owed_move:
        return moves + _extras(state, s.window)
    out: list[str] = []
    if s.actions > 0:
        out += moves + _slayer_attacks(state) + _skills(state, moves)
        out += [f"quaff {p}" for p in POTIONS if p in s.items]
        if can_search(state):
            out.append("search")
    elif s.barrage > 0 and "barrage" in s.skills:
        out += [f"skill barrage {e}" for e, mode in targets(state, s.pos, True) if mode == "ranged"]
    if s.window:
        out += _extras(state, s.window)
    elif s.actions > 0 and moves:
        out += _extras(state, list(EXTRAS))
    out += _follower_actions(state)
    out += _training(state)
    out.append("end")
    return out


def allows_turn_action(state: State, action: str) -> bool:
    """Whether `action` is one of `turn_actions(state)`, answered for the commonest answers
    (End turn, a step, an attack) without listing the others: listing them reads the line of
    sight to every zombie in town, for every action of a long replay. Only the slayer's moves
    start with "move" and only his attacks with "attack"; End turn is there unless a move is owed."""
    s = state.slayer
    if action == "end":
        return not s.owed_move
    verb = action.split(" ", 1)[0]
    if verb == "move":
        return (s.owed_move or s.actions > 0) and action in _moves(state)
    if verb == "attack":
        return not s.owed_move and s.actions > 0 and action in _slayer_attacks(state)
    return action in turn_actions(state)


def _moves(state: State) -> list[str]:
    return [f"move {sq_text(n)}" for n in slayer_moves(state)]


def _slayer_attacks(state: State) -> list[str]:
    s = state.slayer
    ranged = has_pip(s.dieagram, "ranged")
    return [f"attack {e}" for e, _ in targets(state, s.pos, ranged)]


def _skills(state: State, moves: list[str]) -> list[str]:
    s = state.slayer
    reach = targets(state, s.pos, True)
    melee = [e for e, m in reach if m == "melee"]
    ranged = [e for e, m in reach if m == "ranged"]
    out = []
    for skill in s.skills:
        if skill in ("assault", "knockback"):
            out += [f"skill {skill} {e}" for e in melee]
        elif skill == "barrage" or (skill == "aimed" and s.fresh):
            out += [f"skill {skill} {e}" for e in ranged]
        elif skill == "dash" and moves:
            out.append("skill dash")
        elif skill == "endure":
            out.append("skill endure")
    return out


def _extras(state: State, window: list[str]) -> list[str]:
    s = state.slayer
    out = []
    if "torch" in window and "torch" in s.items:
        out += [f"throw {sq_text(q)}" for q in torch_targets(state)]
    if "dung" in window and "dung" in s.items:
        out += [f"drop {sq_text(q)}" for q in dung_spots(state)]
    return out


def _follower_actions(state: State) -> list[str]:
    out = []
    c = content()
    for f in state.company():
        if f.actions < 1:
            continue
        at = state.position(f.id)
        out += [f"{f.id} move {m}" for m in follower_moves(state, f.id)]
        ranged = has_pip(c.followers[f.id].faces, "ranged")
        out += [f"{f.id} attack {e}" for e, _ in targets(state, at, ranged)]
        if f.id == "prycille" and state.slayer.life < 5 and (at == state.slayer.pos or state.grid.reaches(at, state.slayer.pos)):
            out.append("prycille heal")
    return out


def _training(state: State) -> list[str]:
    s = state.slayer
    faces = s.dieagram
    return [f"train {meaning} {k}" for meaning, cost in ATTRIBUTE_COST.items() if s.cp >= cost
            for k in range(1, 7) if "empty" in faces.face(k)]


# --- doing it --------------------------------------------------------------------------------
def do_turn_action(state: State, action: str, ev: Events) -> None:
    words = action.split()
    verb = words[0]
    if verb in state.followers:
        _follower_act(state, verb, words[1:], ev)
    else:
        HANDLERS[verb](state, words[1:], ev)


def _spend(state: State) -> None:
    s = state.slayer
    s.actions -= 1
    s.fresh = False
    s.window = []


def _move(state: State, args, ev: Events) -> None:
    s = state.slayer
    owed = s.owed_move
    remaining = list(s.window) if owed else list(EXTRAS)
    _spend(state)
    s.owed_move = False
    step_slayer(state, parse_sq(args[0]), ev)
    s.window = remaining


def step_slayer(state: State, to: Square, ev: Events) -> None:
    """Move the slayer one square; his company comes along; a new card is explored."""
    s = state.slayer
    before = state.tile_at(s.pos)
    ev.append({"type": "move", "token": "slayer", "from": s.pos, "to": to})
    s.pos = to
    for f in state.company():
        if f.pos == to:
            f.pos = None
            ev.append({"type": "join", "token": f.id})
    tpos = state.tile_at(to)
    if tpos != before:
        s.searched = False
        if not state.tiles[tpos].visited:
            start_explore(state, tpos, ev)


SKILL_MODES = {"assault": "melee", "knockback": "melee", "aimed": "ranged", "barrage": "ranged"}


def reach_mode(state: State, attacker: str, target: str) -> str:
    """Melee on a target within reach, ranged across the town."""
    return "melee" if state.grid.reaches(state.position(attacker), state.position(target)) else "ranged"


def attack_of(state: State, action: str) -> tuple[str, str, str, str | None] | None:
    """(attacker, target, mode, skill) of a turn action that starts an attack, else None."""
    words = action.split()
    if words[0] == "attack":
        return "slayer", words[1], reach_mode(state, "slayer", words[1]), None
    if words[0] == "skill" and len(words) == 3 and words[1] in SKILL_MODES:
        return "slayer", words[2], SKILL_MODES[words[1]], words[1]
    if words[0] in state.followers and len(words) == 3 and words[1] == "attack":
        return words[0], words[2], reach_mode(state, words[0], words[2]), None
    return None


def _attack(state: State, args, ev: Events) -> None:
    s = state.slayer
    target = args[0]
    mode = reach_mode(state, "slayer", target)
    _spend(state)
    s.attacked = True
    start_attack(state, "slayer", target, mode)


def _skill(state: State, args, ev: Events) -> None:
    s = state.slayer
    skill = args[0]
    ev.append({"type": "skill", "skill": skill})
    if skill == "barrage" and s.barrage > 0:
        s.barrage -= 1
        s.window = []
    else:
        _spend(state)
    if skill == "aimed":
        s.actions = 0
    if skill in SKILL_MODES:
        s.attacked = True
        start_attack(state, "slayer", args[1], SKILL_MODES[skill], skill)
    elif skill == "dash":
        s.dash = True
        push(state, {"kind": "dash", "stage": "first", "left": 0, "r": None})
    else:
        push(state, {"kind": "endure", "r": None})


def _quaff(state: State, args, ev: Events) -> None:
    s = state.slayer
    potion = args[0]
    _spend(state)
    s.items.remove(potion)
    ev.append({"type": "quaff", "item": potion})
    if potion == "life":
        heal(state, 1, ev, "potion")
    elif potion == "accuracy":
        s.accuracy += 1
    else:
        s.guard += 2


def _search(state: State, args, ev: Events) -> None:
    _spend(state)
    start_search(state, ev)


def _use_extra(state: State, extra: str) -> None:
    s = state.slayer
    s.items.remove(extra)
    if s.window:
        s.window.remove(extra)
    else:  # used before a move: the move must follow
        s.owed_move = True
        s.window = [e for e in EXTRAS if e != extra]


def _throw(state: State, args, ev: Events) -> None:
    at = parse_sq(args[0])
    _use_extra(state, "torch")
    ev.append({"type": "throw", "from": state.slayer.pos, "to": at})
    if at in state.dung:
        explode(state, at, ev)
    else:
        hurt(state, state.occupant(at), 1, ev, by="torch", cause="torch")


def _drop(state: State, args, ev: Events) -> None:
    at = parse_sq(args[0])
    _use_extra(state, "dung")
    state.dung.append(at)
    ev.append({"type": "drop", "pos": at, "place": state.place(at)})


def _train(state: State, args, ev: Events) -> None:
    meaning, face = args[0], int(args[1])
    state.slayer.cp -= ATTRIBUTE_COST[meaning]
    paint(state, face, meaning, ev, ATTRIBUTE_COST[meaning])


def _end(state: State, args, ev: Events) -> None:
    s = state.slayer
    s.window = []
    s.barrage = 0
    start_zombie_turn(state, ev)


HANDLERS = {"move": _move, "attack": _attack, "skill": _skill, "quaff": _quaff, "search": _search,
            "throw": _throw, "drop": _drop, "train": _train, "end": _end}


def _follower_act(state: State, fid: str, args, ev: Events) -> None:
    f = state.followers[fid]
    f.actions -= 1
    verb = args[0]
    if verb == "move":
        to = parse_sq(args[1])
        ev.append({"type": "move", "token": fid, "from": state.position(fid), "to": to})
        if to not in state.grid.squares:
            f.alive, f.pos = False, None
            ev.append({"type": "lost", "token": fid})
        else:
            f.pos = None if to == state.slayer.pos else to
    elif verb == "attack":
        start_attack(state, fid, args[1], reach_mode(state, fid, args[1]))
    else:
        push(state, {"kind": "heal", "r": None})


# --- in words (Rules.describe) ------------------------------------------------------------------
def describe_turn_action(state: State, action: str) -> dict:
    """A turn action as the table would offer it, dispatched as do_turn_action dispatches it."""
    words = action.split()
    if words[0] in state.followers:
        return _describe_follower(state, action, words[0], words[1:])
    return DESCRIBERS[words[0]](state, action, words[1:])


def move_words(state: State, to: Square, lead: str) -> dict:
    """"Move 1 square north onto Smithy (unexplored)": the card is named when he leaves his own,
    since entering an unexplored one draws new cards and spawns zombies. `lead`: "Move" or "Dash"."""
    s = state.slayer
    way = direction(s.pos, to)
    tpos = state.tile_at(to)
    dash = lead == "Dash"
    if tpos == state.tile_at(s.pos):
        return msg("Dash 1 square {direction}", direction=way) if dash else msg("Move 1 square {direction}", direction=way)
    placed = state.tiles[tpos]
    onto = {"direction": way, "tile": tile_name(placed.tile)}
    if placed.visited:
        return msg("Dash 1 square {direction} onto {tile}", **onto) if dash else \
            msg("Move 1 square {direction} onto {tile}", **onto)
    return msg("Dash 1 square {direction} onto {tile} (unexplored)", **onto) if dash else \
        msg("Move 1 square {direction} onto {tile} (unexplored)", **onto)


def _way(state: State, attacker: str, target: str) -> dict:
    """"to the north", "3 squares north": where a target stands from its attacker."""
    return away(state.position(attacker), state.position(target))


def _say_move(state: State, action: str, args) -> dict:
    return choice(action, "move", move_words(state, parse_sq(args[0]), "Move"), {"square": list(parse_sq(args[0]))},
                  {"actions": 1})


def _say_attack(state: State, action: str, args) -> dict:
    attacker, target, mode, _ = attack_of(state, action)
    aim = {"token": the(target), "way": _way(state, attacker, target)}
    text = msg("Attack {token} {way} (ranged)", **aim) if mode == "ranged" else msg("Attack {token} {way}", **aim)
    return choice(action, "attack", text, token_names(target), {"actions": 1})


def _say_skill(state: State, action: str, args) -> dict:
    """Barrage spends an extra Barrage action first; Aimed Shot takes every action left."""
    s, skill = state.slayer, args[0]
    if len(args) > 1:
        text = msg("Use {skill} on {token} {way}", skill=skill_name(skill), token=the(args[1]),
                   way=_way(state, "slayer", args[1]))
        names = {"skill": skill, **token_names(args[1])}
    else:
        text, names = msg("Use {skill}", skill=skill_name(skill)), {"skill": skill}
    if skill == "barrage" and s.barrage > 0:
        return choice(action, "skill", text, names, {"barrage_actions": 1})
    return choice(action, "skill", text, names, {"actions": s.actions if skill == "aimed" else 1})


def _say_quaff(state: State, action: str, args) -> dict:
    return choice(action, "quaff", msg("Quaff the {item}", item=item_name(args[0])), {"item": args[0]}, {"actions": 1})


def _say_search(state: State, action: str, args) -> dict:
    tile = state.tiles[state.tile_at(state.slayer.pos)].tile
    return choice(action, "search", msg("Search {tile} for treasure", tile=tile_name(tile)), {"tile": tile},
                  {"actions": 1})


def _say_throw(state: State, action: str, args) -> dict:
    """A torch on dung blows it up (everyone around takes 1); on a zombie it does 1 damage."""
    at = parse_sq(args[0])
    way = away(state.slayer.pos, at)
    if at in state.dung:
        return choice(action, "throw", msg("Throw the torch at the dragon dung {way}: it explodes", way=way),
                      {"square": list(at), "item": "torch"}, {"torch": 1})
    target = state.occupant(at)
    return choice(action, "throw", msg("Throw the torch at {token} {way}", token=the(target), way=way),
                  {"square": list(at), "item": "torch", **token_names(target)}, {"torch": 1})


def _say_drop(state: State, action: str, args) -> dict:
    at = parse_sq(args[0])
    return choice(action, "drop", msg("Drop the dragon dung to the {direction}", direction=direction(state.slayer.pos, at)),
                  {"square": list(at), "item": "dung"}, {"dung": 1})


def _say_train(state: State, action: str, args) -> dict:
    meaning, face, cost = args[0], int(args[1]), ATTRIBUTE_COST[args[0]]
    return choice(action, "train", msg("Train: paint a {pip} pip on the {face}-face ({cost} CP)",
                                       pip=term("pip", meaning), face=face, cost=cost),
                  {"pip": meaning, "face": face}, {"cp": cost})


def _say_end(state: State, action: str, args) -> dict:
    return choice(action, "end", msg("End your turn"))


DESCRIBERS = {"move": _say_move, "attack": _say_attack, "skill": _say_skill, "quaff": _say_quaff,
              "search": _say_search, "throw": _say_throw, "drop": _say_drop, "train": _say_train, "end": _say_end}


def _describe_follower(state: State, action: str, fid: str, args) -> dict:
    """A follower's own action (his, not the slayer's): a step, an attack or Prycille's Heal."""
    names, cost = {"follower": fid}, {"follower_actions": 1}
    if args[0] == "move":
        to = parse_sq(args[1])
        return choice(action, "follower_move", _follower_move_words(state, fid, to), {**names, "square": list(to)}, cost)
    if args[0] == "attack":
        _, target, mode, _ = attack_of(state, action)
        aim = {"follower": short(fid), "token": the(target), "way": _way(state, fid, target)}
        text = msg("{follower}: attack {token} {way} (ranged)", **aim) if mode == "ranged" else \
            msg("{follower}: attack {token} {way}", **aim)
        return choice(action, "follower_attack", text, {**names, **token_names(target)}, cost)
    return choice(action, "heal", msg("{follower}: heal you", follower=short(fid)), names, cost)


def _follower_move_words(state: State, fid: str, to: Square) -> dict:
    """Stepping off the town's edge loses a follower for good: the text says so."""
    params = {"follower": short(fid), "direction": direction(state.position(fid), to)}
    if to not in state.grid.squares:
        return msg("Move {follower} 1 square {direction}, off the edge of the town (lost for good)", **params)
    if to == state.slayer.pos:
        return msg("Move {follower} 1 square {direction} to rejoin you", **params)
    return msg("Move {follower} 1 square {direction}", **params)


def prompt(state: State, frame: None) -> dict:
    """The slayer's free turn: the actions he has left (an item used before a move owes the move)."""
    s = state.slayer
    if s.owed_move:
        return msg("Now move 1 square")
    if s.actions > 0:
        turn = plural("Your turn - {n} action left", "Your turn - {n} actions left", s.actions)
    else:
        turn = msg("Your turn - no actions left")
    return msg("{turn} (+{n} Barrage)", turn=turn, n=s.barrage) if s.barrage else turn


def nothing_left(state: State, frame: None) -> dict:
    """Why ending the turn is a formality: End turn is the one thing left to do (only asked then:
    with an action, a follower's, a free item or a creation point left, the turn is the player's)."""
    return msg("{slayer} has nothing left to do this turn: the zombies' turn begins.", slayer=seat(0))


# --- Dash, Endure Pain and Heal ----------------------------------------------------------------
def dash(state: State, frame: dict, ev: Events) -> bool:
    if frame["stage"] == "first":
        return False
    if frame["stage"] == "roll":
        frame["stage"] = "extra"
        roll(state, ev, "slayer", state.slayer.hand, "dash", "r", keep=True, endure="endure" in state.slayer.skills)
        return True
    if frame["r"] is not None:
        out, frame["r"] = frame["r"], None
        skill = state.slayer.dieagram.count(out["dice"][out["kept"]], "skill")
        if out["endure"] and skill:
            state.slayer.defense_mod += skill
            ev.append({"type": "endure", "bonus": skill, "defense_mod": state.slayer.defense_mod})
        frame["left"] = skill
        ev.append({"type": "dash", "extra": skill})
    if frame["left"] <= 0 or not slayer_moves(state):
        pop(state, frame)
        state.slayer.window = list(EXTRAS)
        return True
    return False


def dash_choices(state: State, frame: dict) -> list[str]:
    moves = [f"move {sq_text(n)}" for n in slayer_moves(state)]
    return moves if frame["stage"] == "first" else moves + ["stop"]


def dash_choose(state: State, frame: dict, action: str, ev: Events) -> None:
    if action == "stop":
        frame["left"] = 0
        return
    if frame["stage"] == "first":
        frame["stage"] = "roll"
    else:
        frame["left"] -= 1
    step_slayer(state, parse_sq(action.split()[1]), ev)


def endure_step(state: State, frame: dict, ev: Events) -> bool:
    if frame["r"] is None:
        roll(state, ev, "slayer", state.slayer.hand, "endure", "r", keep=True)
        return True
    pop(state, frame)
    out = frame["r"]
    skill = state.slayer.dieagram.count(out["dice"][out["kept"]], "skill")
    state.slayer.defense_mod += skill
    ev.append({"type": "endure", "bonus": skill, "defense_mod": state.slayer.defense_mod})
    return True


def heal_step(state: State, frame: dict, ev: Events) -> bool:
    if frame["r"] is None:
        roll(state, ev, "prycille", 1, "heal", "r")
        return True
    pop(state, frame)
    face = frame["r"]["dice"][0]
    heal(state, content().followers["prycille"].faces.count(face, "skill"), ev, "prycille")
    return True


def dash_describe(state: State, frame: dict, action: str) -> dict:
    """A Dash step costs nothing more: the action was spent when Dash was used."""
    if action == "stop":
        return choice(action, "stop", msg("Stop dashing"))
    to = parse_sq(action.split()[1])
    return choice(action, "move", move_words(state, to, "Dash"), {"square": list(to)})


def dash_prompt(state: State, frame: dict) -> dict:
    if frame["stage"] == "first":
        return msg("Dash: move 1 square")
    return plural("Dash: {n} more square - move, or stop", "Dash: {n} more squares - move, or stop", frame["left"])


def dash_about(state: State, frame: dict) -> dict:
    """Where the Dash is: its first square ("first") or the extra ones its roll gave ("extra")."""
    return {"stage": frame["stage"], "left": frame["left"]}


"""Searching a card for treasure, and the three treasure cards.

A search (1 action) is allowed on a town card with no zombies on it, once per entry. Roll a
die: if that face of the card's dieagram has a treasure pip, its colour names the card (blue:
Followers, brown: Items, red: Attribute upgrades) and a second, plain die names the result. On
a 1 a zombie appears next to the slayer and attacks at once, once per action it has.
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.messages import msg, term
from .combat import start_attack
from .content import ATTRIBUTE_COST, COUNTER_PIPS, SKILLS, content
from .meta import LIMITS
from .rolls import roll
from .spawning import take_counter
from .state import INVENTORY, MAX_TOWNSMEN, State
from .steps import Events, pop, push
from .words import item_name, skill_name

HEROES = ("bron", "archibald", "prycille")


def can_search(state: State) -> bool:
    s = state.slayer
    tpos = state.tile_at(s.pos)
    if s.searched or s.actions < 1 or state.tiledef(tpos).kind != "town":
        return False
    return not any(state.tile_at(z.pos) == tpos for z in state.on_board())


def start_search(state: State, ev: Events) -> None:
    s = state.slayer
    s.searched = True
    tile = state.tiledef(state.tile_at(s.pos))
    ev.append({"type": "search", "tile": tile.id})
    push(state, {"kind": "search", "stage": "pip", "tile": tile.id, "card": None, "r": None,
                 "found": None, "ask": None, "pip": None})
    roll(state, ev, f"tile:{tile.id}", 1, "search", "r")


def step(state: State, frame: dict, ev: Events) -> bool:
    if frame["ask"]:
        return False
    face = frame["r"]["dice"][0]
    if frame["stage"] == "pip":
        tile = content().tiles[frame["tile"]]
        card = tile.treasure(face)
        ev.append({"type": "treasure_pip", "face": face, "card": card, "tile": tile.id,
                   "faces": [k for k in range(1, 7) if tile.treasure(k)]})  # the faces that would have found
        if card is None:
            pop(state, frame)
            return True
        frame["card"], frame["stage"], frame["pip"] = card, "result", face
        roll(state, ev, "plain", 1, "treasure", "r")
        return True
    card = content().cards[frame["card"]]
    result = card.results[face - 1]
    again = result in HEROES and state.followers[result].alive  # one of each: the die is rolled again
    ev.append({"type": "treasure", "card": card.id, "face": face, "result": result, "tile": frame["tile"],
               "pip": frame["pip"], "again": again})
    return _found(state, frame, card, result, ev)


def _found(state: State, frame: dict, card, result: str, ev: Events) -> bool:
    s = state.slayer
    if result == "zombie":
        pop(state, frame)
        ambush(state, card.zombie, ev)
    elif result in HEROES:
        if state.followers[result].alive:  # you may have only one of each: roll again (the event said so)
            ev.append({"type": "treasure_again", "result": result})
            roll(state, ev, "plain", 1, "treasure", "r")
            return True
        pop(state, frame)
        f = state.followers[result]
        f.alive, f.pos, f.actions = True, None, 0
        ev.append({"type": "follower", "token": result})
    elif result == "townsman":
        pop(state, frame)
        if s.townsmen < MAX_TOWNSMEN:
            s.townsmen += 1
            ev.append({"type": "townsman", "townsmen": s.townsmen, "hand": s.hand, "actions": LIMITS["townsman_actions"]})
    elif card.pip == "items":
        return _item(state, frame, result, ev)
    elif result == "skill":
        return _ask(state, frame, "learn", [k for k in SKILLS if k not in s.skills], ev)
    elif card.pip == "attributes" and result in ATTRIBUTE_COST:
        faces = [str(k) for k in range(1, 7) if "empty" in s.dieagram.face(k)]
        frame["found"] = result
        return _ask(state, frame, "paint", faces, ev)
    return True


def _ask(state: State, frame: dict, what: str, options: list[str], ev: Events) -> bool:
    if not options:
        ev.append({"type": "wasted", "what": what})
        pop(state, frame)
        return True
    if len(options) == 1:
        _apply(state, frame, what, options[0], ev)
        return True
    frame["ask"] = {"what": what, "options": options}
    return False


def _item(state: State, frame: dict, item: str, ev: Events) -> bool:
    s = state.slayer
    frame["found"] = item
    if s.slots() + content().items[item].slots <= INVENTORY:
        pop(state, frame)
        take(state, item, ev)
        return True
    frame["ask"] = {"what": "item", "options": sorted(set(s.items))}
    return False


def take(state: State, item: str, ev: Events) -> None:
    state.slayer.items.append(item)
    ev.append({"type": "item", "item": item, "items": list(state.slayer.items)})


def choices(state: State, frame: dict) -> list[str]:
    ask = frame["ask"]
    if ask["what"] == "item":
        return [f"discard {i}" for i in ask["options"]] + ["leave"]
    return [f"{ask['what']} {o}" for o in ask["options"]]


def choose(state: State, frame: dict, action: str, ev: Events) -> None:
    what, frame["ask"] = frame["ask"]["what"], None
    if what == "item":
        if action == "leave":
            ev.append({"type": "left_behind", "item": frame["found"]})
            pop(state, frame)
            return
        item = action.split()[1]
        state.slayer.items.remove(item)
        ev.append({"type": "discard", "item": item, "items": list(state.slayer.items)})
        _item(state, frame, frame["found"], ev)
        return
    _apply(state, frame, what, action.split()[1], ev)


def describe(state: State, frame: dict, action: str) -> dict:
    """An answer to a treasure card: a skill to learn, a face to paint, room for an item."""
    what, words = frame["ask"]["what"], action.split()
    if what == "learn":
        return choice(action, "learn", msg("Learn {skill}", skill=skill_name(words[1])), {"skill": words[1]})
    if what == "paint":
        face = int(words[1])
        return choice(action, "paint", msg("Paint the {pip} pip on the {face}-face", pip=term("pip", frame["found"]),
                                           face=face), {"pip": frame["found"], "face": face})
    found = item_name(frame["found"])
    if action == "leave":
        return choice(action, "leave", msg("Leave the {item} behind", item=found), {"item": frame["found"]})
    return choice(action, "discard", msg("Discard the {item} to make room for the {found}", item=item_name(words[1]),
                                         found=found), {"item": words[1]})


def prompt(state: State, frame: dict) -> dict:
    what, found = frame["ask"]["what"], frame["found"]
    if what == "learn":
        return msg("Attribute Upgrades: learn a new skill")
    if what == "paint":
        return msg("Attribute upgrade: choose the face that gets a {pip} pip", pip=term("pip", found))
    return msg("Your inventory is full: discard an item or leave the {item}", item=item_name(found))


def about(state: State, frame: dict) -> dict:
    """What the treasure card asks ("learn", "paint", "item") and what it found (a pip, an item)."""
    return {"what": frame["ask"]["what"], "found": frame["found"]}


def _apply(state: State, frame: dict, what: str, option: str, ev: Events) -> None:
    s = state.slayer
    pop(state, frame)
    if what == "learn":
        s.skills.append(option)
        ev.append({"type": "learn", "skill": option})
    else:
        paint(state, int(option), frame["found"], ev)


def paint(state: State, face: int, meaning: str, ev: Events, cost: int = 0) -> None:
    """Paint an empty pip of a face of the slayer's dieagram (for `cost` creation points, when
    he trains; a treasure card's is free). Its event says what the face read before and after."""
    s = state.slayer
    before = list(s.dieagram.face(face))
    s.faces = s.dieagram.with_pip(face, meaning).encode(COUNTER_PIPS)
    ev.append({"type": "paint", "face": face, "pip": meaning, "faces": list(s.faces), "before": before,
               "after": list(s.dieagram.face(face)), "cost": cost, "cp": s.cp})


def ambush(state: State, colour: str, ev: Events) -> None:
    """The zombie of a treasure card's 1: next to the slayer, attacking once per action."""
    s = state.slayer
    grid = state.grid
    taken = state.occupied()
    free = [n for n in grid.steps(s.pos) if n not in taken]
    if not free:
        ev.append({"type": "no_room", "colour": colour})
        return
    at = free[state.rng.below(len(free))]
    zid = spawn_zombie_at(state, colour, at, ev)
    for _ in range(content().zombies[colour].actions):
        start_attack(state, zid, "slayer", "melee")


def spawn_zombie_at(state: State, colour: str, at, ev: Events) -> str:
    z = take_counter(state, colour, ev)
    z.pos = at
    ev.append({"type": "spawn", "token": z.id, "colour": colour, "pos": at, "place": state.place(at)})
    return z.id


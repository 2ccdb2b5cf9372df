"""Rolling dice, keeping one, and the Luck die.

Every die in the game is rolled through a roll step. If the roller is the slayer rolling his
Hand, the player picks the die that counts (`keep 3`); Endure Pain may ride along with that
roll (`keep 3 endure`). Before that, and after any other roll the player may want to change,
the Luck die can be spent: `luck reroll 2` rerolls one die, `luck up 2` / `luck down 2` turns it
by one. `accept` lets a roll stand. A roll with nothing to decide resolves by itself.

The roll's outcome is written into the step below it under the name in "into".
"""
from __future__ import annotations

from ...core.choices import choice
from .content import content
from .state import State
from .steps import Events, kind, pop, push
from .words import PURPOSE_WORDS, face_words, the, tile_name, token_names

PLAIN = [["empty"] * k for k in range(1, 7)]


def dieagram(state: State, owner: str) -> list[list[str]]:
    """The six faces (as pip meanings) of the die a token rolls; a plain die otherwise."""
    c = content()
    if owner == "slayer":
        return [list(face) for face in state.slayer.dieagram.faces]
    if owner == "nec":
        return [list(face) for face in c.necromancer.faces.faces]
    if owner in c.followers:
        return [list(face) for face in c.followers[owner].faces.faces]
    if owner in state.zombies:
        return [list(face) for face in c.zombies[state.zombies[owner].colour].faces.faces]
    if owner.startswith("tile:"):
        tile = c.tiles[owner[5:]]
        return [tile.pips(k) for k in range(1, 7)]
    return [list(face) for face in PLAIN]


def roll(state: State, ev: Events, owner: str | list[str], n: int, purpose: str, into: str,
         keep: bool = False, endure: bool = False, luck: bool = True) -> dict:
    """Roll n dice for `owner` (or one owner per die) and push the step that waits on them."""
    owners = owner if isinstance(owner, list) else [owner] * n
    dice = state.rng.dice(n)
    frame = push(state, {
        "kind": "roll", "owners": owners, "dice": dice, "purpose": purpose, "into": into,
        "keep": keep, "endure": endure, "luck": luck,
    })
    ev.append({"type": "roll", "owners": owners, "purpose": purpose, "dice": list(dice),
               "dieagrams": [dieagram(state, o) for o in owners]})
    return frame


def _distinct(dice: list[int]) -> list[int]:
    """The first index of each face shown: choosing between equal faces is no choice."""
    seen, out = set(), []
    for i, d in enumerate(dice):
        if d not in seen:
            seen.add(d)
            out.append(i)
    return out


def _can_luck(state: State, frame: dict) -> bool:
    return frame["luck"] and state.slayer.luck > 0 and state.slayer.life > 0


def choices(state: State, frame: dict) -> list[str]:
    dice = frame["dice"]
    out = []
    if frame["keep"]:
        for i in _distinct(dice):
            out.append(f"keep {i}")
            if frame["endure"]:
                out.append(f"keep {i} endure")
    else:
        out.append("accept")
    if _can_luck(state, frame):
        for i in _distinct(dice):
            out.append(f"luck reroll {i}")
            if dice[i] < 6:
                out.append(f"luck up {i}")
            if dice[i] > 1:
                out.append(f"luck down {i}")
    return out


def step(state: State, frame: dict, ev: Events) -> bool:
    if _can_luck(state, frame):
        return False
    if not frame["keep"]:
        finish(state, frame, None, False, ev)
        return True
    if len(_distinct(frame["dice"])) == 1 and not frame["endure"]:
        finish(state, frame, 0, False, ev)
        return True
    return False


def choose(state: State, frame: dict, action: str, ev: Events) -> None:
    words = action.split()
    if words[0] == "accept":
        finish(state, frame, None, False, ev)
    elif words[0] == "keep":
        finish(state, frame, int(words[1]), len(words) > 2, ev)
    else:
        spend_luck(state, frame, words[1], int(words[2]), ev)


def spend_luck(state: State, frame: dict, how: str, i: int, ev: Events) -> None:
    """Lower the Luck die by one to reroll a die or turn it up or down by one."""
    s = state.slayer
    s.luck -= 1
    before = frame["dice"][i]
    if how == "reroll":
        frame["dice"][i] = state.rng.d6()
    else:
        frame["dice"][i] = before + (1 if how == "up" else -1)
    ev.append({"type": "luck", "how": how, "die": i, "owner": frame["owners"][i], "before": before,
               "after": frame["dice"][i], "luck": s.luck, "purpose": frame["purpose"]})


def finish(state: State, frame: dict, kept: int | None, endure: bool, ev: Events) -> None:
    pop(state, frame)
    outcome = {"dice": list(frame["dice"]), "kept": kept, "endure": endure}
    state.stack[-1][frame["into"]] = outcome
    if kept is not None:
        ev.append({"type": "keep", "owner": frame["owners"][kept], "die": kept, "face": frame["dice"][kept],
                   "purpose": frame["purpose"], "endure": endure})


def describe(state: State, frame: dict, action: str) -> dict:
    """An answer to a roll in the table's words: "Keep the 5: 3 melee", "Spend Luck: reroll
    the green zombie's 2", "Accept the roll for spawning". Only the dice on the table are told."""
    words = action.split()
    if words[0] == "accept":
        return _accept(state, frame, action)
    i = int(words[2] if words[0] == "luck" else words[1])
    face, owner = frame["dice"][i], frame["owners"][i]
    if words[0] == "keep":
        endure = len(words) > 2
        meaning = face_words(dieagram(state, owner)[face - 1], frame["purpose"])
        label = f"Keep the {face}" + (" with Endure Pain" if endure else "") + f": {meaning}"
        return choice(action, "keep_die", label, {"die": i, **({"skill": "endure"} if endure else {})})
    die, how = _die_words(state, owner, face), words[1]
    label = f"Spend Luck: reroll {die}" if how == "reroll" else \
        f"Spend Luck: turn {die} {how} to {face + (1 if how == 'up' else -1)}"
    return choice(action, "spend_luck", label, {"die": i, **token_names(owner)}, {"luck": 1})


def _die_words(state: State, owner: str, face: int) -> str:
    """"the 4", "the green zombie's 4", "the 4 for Smithy" (a card's spawn or search die)."""
    if owner in ("slayer", "plain"):
        return f"the {face}"
    if owner.startswith("tile:"):
        return f"the {face} for {tile_name(owner[5:])}"
    return f"{the(state, owner)}'s {face}"


def _accept(state: State, frame: dict, action: str) -> dict:
    """Letting a roll stand names its roller when one token rolled every die."""
    owners, purpose = frame["owners"], PURPOSE_WORDS.get(frame["purpose"], frame["purpose"])
    who = owners[0] if len(set(owners)) == 1 else "plain"
    names = token_names(who)
    whose = "the roll" if not names or "tile" in names else f"{the(state, who)}'s roll"
    return choice(action, "accept", f"Accept {whose} for {purpose}", names)


kind("roll", step, choices, choose, describe)

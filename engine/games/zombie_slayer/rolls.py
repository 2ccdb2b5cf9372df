"""Rolling dice, keeping one, and the Luck die.

Every die in the game is rolled through a roll step. If the roller is the slayer rolling his
Hand, the player picks the die that counts (`keep 3`); Endure Pain may ride along with that
roll (`keep 3 endure`). Before that, and after any other roll the player may want to change,
the Luck die can be spent: `luck reroll 2` rerolls one die, `luck up 2` / `luck down 2` turns it
by one. `accept` lets a roll stand. A roll with nothing to decide resolves by itself.

The roll's outcome is written into the step below it under the name in "into".
"""
from __future__ import annotations

from functools import lru_cache

from ...core.choices import choice
from ...core.dice import Dieagram
from ...core.messages import msg
from .content import COUNTER_PIPS, content
from .state import State
from .steps import Events, pop, push
from .words import PURPOSES, face_words, the, tile_name, token_names

PLAIN = [["empty"] * k for k in range(1, 7)]


def dieagram(state: State, owner: str) -> list[list[str]]:
    """The six faces (as pip meanings) of the die a token rolls; a plain die otherwise.

    The same lists for every roll of the same faces (`_picture`): events hold them, and events
    are read, never changed (a table copies what it changes). Rolls are most of a long game's
    events, and a new set of lists for each was most of their cost."""
    if owner == "slayer":
        return _picture(state.slayer.dieagram.faces)
    zombie = state.zombies.get(owner)
    return _picture(_token_faces(owner, zombie.colour if zombie else None))


def faces_in_view(view: dict, owner: str) -> list[list[str]]:
    """`dieagram` read from a view (the table's, through the rulebook): the slayer's faces as the
    view has them, a zombie's by the colour the view gives it. The table's own copy."""
    if owner == "slayer":
        faces = Dieagram.parse(view["slayer"]["faces"], COUNTER_PIPS).faces
    else:
        faces = _token_faces(owner, next((z["colour"] for z in view.get("zombies", []) if z["id"] == owner), None))
    return [list(face) for face in faces]


@lru_cache(maxsize=256)
def _picture(faces: tuple[tuple[str, ...], ...]) -> list[list[str]]:
    """Faces as the lists events carry, once per set of faces (a painted pip is a new set)."""
    return [list(face) for face in faces]


_KNOWN: tuple[object, dict] = (None, {})  # (the content, its tokens' faces by owner and colour)


def _token_faces(owner: str, colour: str | None) -> tuple[tuple[str, ...], ...]:
    """The faces of any die but the slayer's, looked up once per owner: they change only with
    the content (a test's or a mod's new content starts a new table)."""
    global _KNOWN
    c = content()
    if _KNOWN[0] is not c:
        _KNOWN = (c, {})
    known = _KNOWN[1]
    faces = known.get((owner, colour))
    if faces is None:
        faces = known[(owner, colour)] = _read_faces(c, owner, colour)
    return faces


def _read_faces(c, owner: str, colour: str | None) -> tuple[tuple[str, ...], ...]:
    if owner == "nec":
        return c.necromancer.faces.faces
    if owner in c.followers:
        return c.followers[owner].faces.faces
    if colour is not None:
        return c.zombies[colour].faces.faces
    if owner.startswith("tile:") and owner[5:] in c.tiles:
        tile = c.tiles[owner[5:]]
        return tuple(tuple(tile.pips(k)) for k in range(1, 7))
    return tuple(tuple(face) for face in PLAIN)


def roll(state: State, ev: Events, owner: str | list[str], n: int, purpose: str, into: str,
         keep: bool = False, endure: bool = False, luck: bool = True) -> dict:
    """Roll n dice for `owner` (or one owner per die) and push the step that waits on them."""
    owners = owner if isinstance(owner, list) else [owner] * n
    dice = state.rng.dice(n)
    frame = push(state, {
        "kind": "roll", "owners": owners, "dice": dice, "purpose": purpose, "into": into,
        "keep": keep, "endure": endure, "luck": luck,
    })
    pictures = [dieagram(state, o) for o in owner] if isinstance(owner, list) else [dieagram(state, owner)] * n
    ev.append({"type": "roll", "owners": owners, "purpose": purpose, "dice": list(dice), "dieagrams": pictures})
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


def keeps(frame: dict) -> list[str]:
    """The answers that keep a die (none on a roll nobody keeps a die of)."""
    if not frame["keep"]:
        return []
    out = []
    for i in _distinct(frame["dice"]):
        out.append(f"keep {i}")
        if frame["endure"]:
            out.append(f"keep {i} endure")
    return out


def choices(state: State, frame: dict) -> list[str]:
    dice = frame["dice"]
    out = keeps(frame) if frame["keep"] else ["accept"]
    if _can_luck(state, frame):
        for i in range(len(dice)):  # every die its own: equal faces of two cards are two dice
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
        owner, face = frame["owners"][kept], frame["dice"][kept]
        ev.append({"type": "keep", "owner": owner, "die": kept, "face": face, "purpose": frame["purpose"],
                   "endure": endure, "pips": dieagram(state, owner)[face - 1]})


def describe(state: State, frame: dict, action: str) -> dict:
    """An answer to a roll in the table's words: "Keep the 5: 3 melee", "Spend Luck: reroll
    the green zombie's 2", "Accept the roll for spawning". Only the dice on the table are told."""
    words = action.split()
    if words[0] == "accept":
        return _accept(state, frame, action)
    i = int(words[2] if words[0] == "luck" else words[1])
    face, owner = frame["dice"][i], frame["owners"][i]
    if words[0] == "keep":
        meaning = face_words(dieagram(state, owner)[face - 1], frame["purpose"])
        if len(words) > 2:
            return choice(action, "keep_die", msg("Keep the {face} with Endure Pain: {meaning}", face=face, meaning=meaning),
                          {"die": i, "skill": "endure"})
        return choice(action, "keep_die", msg("Keep the {face}: {meaning}", face=face, meaning=meaning), {"die": i})
    die, how = _die_words(owner, face), words[1]
    text = {"reroll": msg("Spend Luck: reroll {die}", die=die),
            "up": msg("Spend Luck: turn {die} up to {face}", die=die, face=face + 1),
            "down": msg("Spend Luck: turn {die} down to {face}", die=die, face=face - 1)}[how]
    return choice(action, "spend_luck", text, {"die": i, "how": how, **token_names(owner)}, {"luck": 1})


def _die_words(owner: str, face: int) -> dict:
    """"the 4", "the green zombie's 4", "the 4 for Smithy" (a card's spawn or search die)."""
    if owner in ("slayer", "plain"):
        return msg("the {face}", face=face)
    if owner.startswith("tile:"):
        return msg("the {face} for {tile}", face=face, tile=tile_name(owner[5:]))
    return msg("{token}'s {face}", token=the(owner), face=face)


def _accept(state: State, frame: dict, action: str) -> dict:
    """Letting a roll stand names its roller when one token rolled every die."""
    owners, purpose = frame["owners"], PURPOSES[frame["purpose"]]
    who = owners[0] if len(set(owners)) == 1 else "plain"
    names = token_names(who)
    if not names or "tile" in names:
        return choice(action, "accept", msg("Accept the roll for {purpose}", purpose=purpose), names)
    return choice(action, "accept", msg("Accept {token}'s roll for {purpose}", token=the(who), purpose=purpose), names)


# --- the question ----------------------------------------------------------------------------------
KEEP_FOR = {"dash": msg("Keep one die for Dash (each skill pip: 1 more square)"),
            "endure": msg("Keep one die for Endure Pain (each skill pip: +1 defense)")}


def prompt(state: State, frame: dict) -> dict:
    """"Keep one die for your melee attack on the green zombie"; a roll nobody keeps a die of
    waits only for the Luck die."""
    purpose = frame["purpose"]
    if not frame["keep"]:
        return msg("Accept the roll for {purpose}, or spend Luck on a die", purpose=PURPOSES[purpose])
    if purpose in KEEP_FOR:
        return KEEP_FOR[purpose]
    below = state.stack[-2] if len(state.stack) > 1 and state.stack[-2]["kind"] == "attack" else {}
    if purpose == "defense":
        if below.get("att", "slayer") != "slayer":
            return msg("Keep one die for your defense against {token}", token=the(below["att"]))
        return msg("Keep one die for your defense")
    what = msg("your ranged attack") if purpose == "ranged" else msg("your melee attack")
    if below.get("def", "slayer") != "slayer":
        return msg("Keep one die for {attack} on {token}", attack=what, token=the(below["def"]))
    return msg("Keep one die for {attack}", attack=what)


def context(state: State) -> dict | None:
    """The step under a roll, so a table can say what the roll is for: an attack's sides, the
    card a search found (its treasure die reads that card's rows)."""
    if len(state.stack) < 2:
        return None
    below = state.stack[-2]
    if below["kind"] == "attack":
        return {"att": below["att"], "def": below["def"], "mode": below["mode"], "skill": below["skill"],
                "guard": below["guard"], "a": below["a"]}
    if below["kind"] == "search":
        return {"kind": "search", "card": below.get("card")}
    return {"kind": below["kind"]}


def about(state: State, frame: dict) -> dict:
    """The roll on the table: what it is for, each die's roller (a token, "tile:<card>" for a
    card's die, "plain") and face, and the step it belongs to (`context`)."""
    return {"purpose": frame["purpose"], "owners": list(frame["owners"]), "dice": list(frame["dice"]),
            "context": context(state)}

"""Staging scenes for rule tests: a real match from new_match, tokens put where a test needs them.

Tests then play through Match.act with dice forced by Match.force_dice, so every rule runs for
real; only the starting position is arranged by hand, as a player would set up an example on
the table.
"""
from __future__ import annotations

from engine import api
from engine.games.zombie_slayer import decisions
from engine.games.zombie_slayer.content import content
from engine.games.zombie_slayer.state import Placed

# The town centre (tile 0,0): the slayer starts on the fountain at (2, 2); solid squares are
# the well (1, 1), a tree (4, 1) and carts (1, 4) and (4, 4).
START = (2, 2)


def quiet(seed: int = 1, options: dict | None = None) -> api.Match:
    """A match at the slayer's free first turn with no zombie on the board."""
    m = api.new_match("zombie_slayer", seed, ["human"], options or {})
    s = m.state
    s.stack.clear()
    for z in s.zombies.values():
        z.pos = None
    s.phase = "slayer"
    return m


def custom(faces: list[str], skill: str = "assault", luck: int = 6, seed: int = 1, **options) -> api.Match:
    return quiet(seed, {"slayer": {"name": "Tester", "faces": faces, "skill": skill, "luck": luck}, **options})


def put(m: api.Match, token: str, sq) -> None:
    """Put a zombie counter, "nec" or a follower on a square."""
    s = m.state
    sq = tuple(sq)
    if token == "nec":
        s.nec.pos = sq
    elif token in s.followers:
        f = s.followers[token]
        f.alive, f.pos, f.actions = True, (None if sq == s.slayer.pos else sq), 1
    else:
        s.zombies[token].pos = sq


def slayer_at(m: api.Match, sq) -> None:
    m.state.slayer.pos = tuple(sq)


def place_tile(m: api.Match, at, tile: str, rot: int = 0, visited: bool = True) -> None:
    m.state.tiles[tuple(at)] = Placed(tile, rot, visited)
    m.state._grid = None


def only_centre(m: api.Match) -> None:
    """Take away every card but the Town Centre: its edges become the edge of the town."""
    for at in [at for at in m.state.tiles if at != (0, 0)]:
        del m.state.tiles[at]
    m.state._grid = None


def run(m: api.Match, *actions: str) -> list[dict]:
    events: list[dict] = []
    for a in actions:
        events += m.act(a)
    return events


def stage(m: api.Match, frame: dict) -> list[dict]:
    """Start a step of the rules (a spawn, a ritual) as the game would, then run it."""
    m.state.stack.append(frame)
    events: list[dict] = []
    decisions.advance(m.state, events)
    return events


def of(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def asked(m: api.Match) -> dict:
    """What the game waits for (Match.decision): its kind, prompt, choices and about."""
    return m.decision()


def about(m: api.Match) -> dict:
    """What the table needs to draw the question (the roll's dice, the tie's zombie...)."""
    return m.decision()["about"]


def outcomes(m: api.Match) -> dict[str, dict]:
    """What each choice that changes a fight would do (the decision's "outcomes"), by action."""
    told = m.decision()
    return {c["action"]: o for c, o in zip(told["choices"], told["about"].get("outcomes", []), strict=True) if o}


def temple_id() -> str:
    return content().temple.id

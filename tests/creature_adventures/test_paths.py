"""Where a move can end (paths.py): every end space of a roll, and the fork choices that lead there.

The table lets a player click where the move should end instead of answering "which way?" at
every fork; the move's decisions tell it every way (their "about"). These tests hold
`paths.ways` to the engine's own walk: each way, played fork by fork through Match.act (the
choice naming each fork's space), ends where it says with the footsteps it says, and no fork
choice reaches an end the ways leave out.
"""
from __future__ import annotations

from engine.games.creature_adventures import paths
from engine.games.creature_adventures.content import content
from engine.games.creature_adventures.rules import RULES
from engine.games.creature_adventures.state import clone

from .table import at, p, ready

STARTS = ("home_2", "hollow_oak", "eyrie_crossing", "gloam_gate", "thorn_gate", "old_bridge", "ashen_foot")


def _rolled(start: str, steps: int, shoes: int = 0):
    """A match where seat 1 has rolled `steps` at `start` (the Wilderness die forced safe)."""
    m = ready()
    at(m, 0, start)
    p(m, 0).artifacts["shoes"] = shoes
    m.state.sigils["power"] = 1  # Ashen Pass's Warlord gone: a dead end with nothing to do
    first = min(6, steps - 1)
    m.force_dice([first, steps - first, 6])
    m.act("roll")
    return m


def _ends(asked: dict) -> dict[str, list[paths.Way]]:
    """The ways a fork's decision tells, by end (its "about")."""
    return {end: [paths.Way(end, tuple(w["forks"]), tuple(w["spaces"]), w["footsteps"]) for w in ways]
            for end, ways in asked["about"]["ends"].items()}


def _engine_ends(state) -> dict[tuple[str, ...], tuple[str, int]]:
    """Every fork sequence the engine accepts from `state` (the spaces its choices name), with
    the space and footsteps it ends the move on (played on copies through the rules)."""
    out = {}

    def explore(s, forks):
        if s.phase != "move":
            return
        for c in RULES.decision(s)["choices"]:
            assert c["verb"] == "go"
            twin = clone(s)
            twin.rng.script([6])  # the Wilderness die, if it is rolled: safe
            events = RULES.apply(twin, c["action"])
            done = [e for e in events if e["type"] == "move_done"]
            if done:
                out[forks + (c["names"]["space"],)] = (done[0]["at"], done[0]["footsteps"])
            else:
                explore(twin, forks + (c["names"]["space"],))

    explore(state, ())
    return out


def _go(m, space: str) -> list[dict]:
    """Take the fork towards `space`: the choice that names it."""
    return m.act(next(c["action"] for c in m.decision()["choices"] if c["names"] == {"space": space}))


def test_every_way_is_a_walk_the_engine_plays_and_none_is_missing():
    for start in STARTS:
        for steps in (2, 5, 7, 10, 12):
            m = _rolled(start, steps)
            if m.state.phase != "move":  # the roll ran straight to its end: no choice to offer
                assert m.decision()["kind"] != "fork"
                continue
            pend = m.state.pending
            found = paths.ways(p(m, 0).pos, pend["came"], pend["left"], p(m, 0).footsteps)
            engine = _engine_ends(m.state)
            assert {w.forks: (w.end, w.footsteps) for w in found} == engine, (start, steps)
            asked = m.decision()
            assert asked["kind"] == "fork" and asked["about"]["left"] == pend["left"]
            assert _ends(asked) == paths.by_end(found), (start, steps)


def test_the_spaces_of_a_way_are_the_steps_the_pawn_takes():
    m = _rolled("eyrie_crossing", 9)
    way = next(w for ends in _ends(m.decision()).values() for w in ends if len(w.forks) >= 2)
    walked = []
    for space in way.forks:
        walked += [e["to"] for e in _go(m, space) if e["type"] == "step"]
    assert tuple(walked) == way.spaces and way.end == walked[-1]
    assert m.view(0)["players"][0]["pos"] == way.end


def test_ends_keep_one_way_per_footstep_count_quietest_first():
    m = _rolled("gloam_gate", 10)
    ends = _ends(m.decision())
    assert ends
    wild = {s.id for s in content().board.spaces.values() if s.kind == "wild"}
    for end, ways in ends.items():
        counts = [w.footsteps for w in ways]
        assert counts == sorted(set(counts)), (end, counts)
        for w in ways:
            assert w.end == end and w.footsteps == sum(s in wild for s in w.spaces) + m.view(0)["players"][0]["footsteps"]


def test_quiet_shoes_take_footsteps_off_as_the_wilderness_check_does():
    plain = _ends(_rolled("thorn_gate", 3).decision())
    shod = _ends(_rolled("thorn_gate", 3, shoes=1).decision())
    assert plain.keys() == shod.keys()
    for end in plain:
        assert [max(0, w.footsteps - 1) for w in plain[end]] == sorted({w.footsteps for w in shod[end]})


def test_a_tailwind_roll_not_yet_chosen_shows_where_each_roll_would_end():
    m = ready()
    p(m, 0).artifacts["tailwind"] = 1
    m.force_dice([1, 2, 4, 4])
    m.act("roll")
    asked = m.decision()
    assert asked["kind"] == "tailwind" and asked["about"]["rolls"] == [3, 8] and "ends" not in asked["about"]
    assert [c["names"] for c in asked["choices"]] == [{"roll": 3}, {"roll": 8}]
    for told in asked["about"]["moves"]:
        steps, ends = told["roll"], told["ends"]
        twin = clone(m.state)
        twin.rng.script([6])
        events = RULES.apply(twin, f"use {steps}")
        if twin.phase == "move":
            reached = {end for end, _ in _engine_ends(twin).values()}
        else:
            reached = {next(e["at"] for e in events if e["type"] == "move_done")}
        assert set(ends) == reached, steps


def test_a_wilderness_check_counts_faces_as_the_roll_does():
    from engine.games.creature_adventures.places import meets_wild, wild_odds

    assert wild_odds(0, 20) == (0, 6) and wild_odds(3, 20) == (3, 6) and wild_odds(9, 20) == (6, 6)
    assert wild_odds(3, 0) == (0, 6)  # nothing left in the deck: nothing appears
    assert [meets_wild(face, 2) for face in range(1, 7)] == [True, True, False, False, False, False]


def test_the_remembered_roads_are_the_boards_own():
    """paths.exits and straight_on remember their answers (the board never changes once read),
    and Board.home its homes: each is what the board says, worked out afresh, from every space
    coming from every side and for every roll."""
    board = content().board
    assert board.home == board.homes()
    for space in board.spaces.values():
        for came in ("", *space.links):
            assert paths.exits(space.id, came) == tuple(s for s in space.links if s != came)
            for left in range(13):
                here, back, walked = space.id, came, []
                while left > len(walked):
                    ahead = [s for s in board.spaces[here].links if s != back]
                    if len(ahead) != 1:
                        break
                    back, here = here, ahead[0]
                    walked.append(here)
                assert paths.straight_on(space.id, came, left) == tuple(walked)


def test_a_step_of_a_move_worked_out_once_is_the_walk_space_by_space():
    """walk_on (the spaces to a fork or the roll's end, each with its footstep, whether a fork
    then waits, where it stops, the way back from there and the footsteps gathered) agrees with
    straight_on and exits, from every space, every side, every roll."""
    spaces = content().board.spaces
    for space, there in spaces.items():
        for came in ("", *there.links):
            for left in range(13):
                walk = paths.walk_on(space, came, left)
                plain = paths.straight_on(space, came, left)
                assert [s for s, _ in walk.steps] == list(plain)
                assert all(wild == (spaces[s].kind == "wild") for s, wild in walk.steps)
                end, before = space, came
                for s in plain:
                    end, before = s, end
                assert (walk.end, walk.came) == (end, before)
                assert walk.footsteps == sum(spaces[s].kind == "wild" for s in plain)
                assert walk.at_fork == (left - len(plain) > 0 and len(paths.exits(end, before)) > 1)


def test_a_forks_choice_walks_its_step_then_on_as_walk_on_does():
    """go_on (a fork's "go <space>": that step, then on) is the step and walk_on from the space
    taken, at every fork, towards every exit, for every number of steps left."""
    spaces = content().board.spaces
    for space, there in spaces.items():
        for came in ("", *there.links):
            if len(paths.exits(space, came)) < 2:
                continue
            for towards in paths.exits(space, came):
                for left in range(1, 13):
                    walk, on = paths.go_on(space, towards, left), paths.walk_on(towards, space, left - 1)
                    assert walk.steps == ((towards, spaces[towards].kind == "wild"),) + on.steps
                    assert (walk.at_fork, walk.end) == (on.at_fork, on.end)
                    assert walk.came == (on.came if on.steps else space)
                    assert walk.footsteps == on.footsteps + (spaces[towards].kind == "wild")

"""The shortcuts a playout takes hold to the rules they stand for.

A computer's playout plays hundreds of actions, so a few answers are remembered or read more
directly than the rule says them: the actions at a fork, the faces that meet a wild creature,
the creatures still standing, a table's outcome. Each test here works the answer out the slow
way and finds the same, in every case the game can meet.
"""
from __future__ import annotations

import random

from engine import api
from engine.core.rng import Rng
from engine.games.creature_adventures import places, tables, turn
from engine.games.creature_adventures.content import content


def test_the_remembered_fork_actions_go_down_every_road_out():
    """turn.fork_actions: one "go" towards each exit, in the order of paths.exits."""
    for space in content().board.spaces.values():
        for came in ("", *space.links):
            assert turn.fork_actions(space.id, came) == tuple(f"go {s}" for s in space.links if s != came)


def test_the_remembered_wild_faces_are_those_the_d6_meets_on():
    """places.faces_meeting: the d6 faces at or under the counters, for every count."""
    for count in range(-1, 30):
        assert places.faces_meeting(count) == sum(places.meets_wild(f, count) for f in range(1, 7))


def test_a_table_rolled_gives_the_outcome_of_its_face():
    """Table.roll reads the face's outcome directly: the same as Table.outcome."""
    rng = Rng(3)
    for table in tables.TABLES:
        for _ in range(200):
            face, outcome = table.roll(rng)
            assert outcome == table.outcome(face)


def test_the_creatures_standing_are_those_not_down_all_through_random_games():
    """Player.alive reads HP where the rule says `not down`: the same creatures, at every step
    of random games (creatures hurt, knocked out, revived, caught, released)."""
    for seed in range(1, 9):
        match = api.new_match("creature_adventures", seed, ["human"] * (2 + seed % 3))
        rng = random.Random(seed)
        while match.result() is None:
            for p in match.state.players:
                assert p.alive() == [i for i, f in enumerate(p.creatures) if not f.down]
            match.act(rng.choice(match.legal_actions()))

"""Running out of counters (the rulebook's Spawning Zombies): "immediately remove the required
number of Zombies in the required colour which are furthest away from you and spawn them". A
spawn that needs more counters of a colour than the pool holds chooses every counter it
recalls first, the furthest from the slayer, then spawns them: a counter is recalled at most
once per spawn, and one the spawn has just placed far away is not taken again."""
from __future__ import annotations

import random

import pytest

from engine import api

#: The events that belong to a spawn: its header (a Ritual's summons, a card's roll), the
#: counters it recalls and the zombies it places.
SPAWN_EVENTS = {"summoned", "spawn_roll", "recalled", "spawn", "no_room"}


def test_the_third_ritual_recalls_b1_b7_and_b8_once_each():
    """The position a player met (issue 30): before the third Ritual the furthest blues are
    b1, b7 and b8, all 9 steps away; the Ritual once took b1, spawned it, took b1 again."""
    match = api.new_match("zombie_slayer", 119, ["human"], {"temple": "upper"})
    for action in ("accept", "move 1,2", "move 0,2"):
        match.act(action)
    told = []
    for dice in ([5, 1, 1, 1, 1] + [4] * 5, [3, 1, 1, 1, 1] + [4, 4, 4], [3, 1, 1, 1, 1] + [4, 4, 4]):
        match.force_dice(dice)
        told = [ev for action in ("end", "accept", "accept") for ev in match.act(action)]
    recalled = [ev["token"] for ev in told if ev["type"] == "recalled"]
    assert recalled == ["b1", "b7", "b8"]
    placed = [ev["token"] for ev in told if ev["type"] == "spawn"]
    assert placed == ["b1", "b7", "b8"], "every counter recalled is spawned, once"


def spawns(events: list[dict]) -> list[list[dict]]:
    """An action's events cut into its spawns: a spawn starts at a Ritual's summons or where
    spawn events begin after others, and runs while they go on."""
    out: list[list[dict]] = []
    inside = False
    for ev in events:
        kind = ev.get("type")
        if kind not in SPAWN_EVENTS:
            inside = False
            continue
        if kind == "summoned" or not inside:
            out.append([])
            inside = True
        out[-1].append(ev)
    return out


@pytest.mark.parametrize("seed", range(12))
def test_no_counter_is_recalled_twice_in_one_spawn(seed):
    """Random long games (the computer's choices, now and then a random one), every spawn's
    recalls distinct; some of them reach the town's last counters."""
    match = api.new_match("zombie_slayer", 1000 + seed, ["human"], {"temple": "upper"} if seed % 2 else None)
    rng = random.Random(seed)
    for _ in range(1500):
        if match.result() is not None:
            break
        legal = match.legal_actions()
        action = rng.choice(legal) if rng.random() < 0.2 else match.suggest(0)
        for spawn in spawns(match.act(action)):
            recalled = [ev["token"] for ev in spawn if ev["type"] == "recalled"]
            assert len(recalled) == len(set(recalled)), f"{recalled} in one spawn"

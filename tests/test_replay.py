"""api.open_replay: a saved game stepped through is the live game, position by position.

A computer game of every variant is played live, keeping the digest and every seat's view at
each position; its save is then opened as a replay and stepped to the end and back, and sought
at random: the digest and each seat's view must be the live game's at every position (so a
replay through one seat's eyes shows nothing that seat had not seen then).
"""
from __future__ import annotations

import json
import random

import pytest

from engine import api
from engine.core import replay as replay_module

from .conformance.play import Variant, variants

MAX_ACTIONS = 160  # crosses several checkpoints and many turns; whole games are the journeys' business


def seen_at_each_position(variant: Variant, seed: int) -> tuple[api.Match, list[tuple[str, list]]]:
    """A computer game, cut at MAX_ACTIONS: its match and, per position, (digest, views by seat)."""
    match = variant.new_match(seed, "ai:easy")
    def look() -> tuple[str, list]:
        return match.digest(), [json.dumps(match.view(s), sort_keys=True) for s in range(variant.seats)]
    seen = [look()]
    while match.result() is None and len(match.log) < MAX_ACTIONS:
        match.act(match.suggest(match.to_move()))
        seen.append(look())
    return match, seen


def looked(replay: api.Replay, seats: int) -> tuple[str, list]:
    m = replay.match
    return m.digest(), [json.dumps(m.view(s), sort_keys=True) for s in range(seats)]


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_a_replay_is_the_live_game_at_every_position_forward_back_and_sought(variant: Variant):
    live, seen = seen_at_each_position(variant, 11)
    replay = api.open_replay(live.save())
    assert len(replay) == len(live.log) and replay.movers == live.movers
    assert looked(replay, variant.seats) == seen[0]
    for position in range(1, len(replay) + 1):
        events = replay.step()
        assert replay.position == position
        assert events == live.history[position - 1], f"{variant} action {position}: other events"
        assert looked(replay, variant.seats) == seen[position], f"{variant}: forward to {position}"
    assert replay.final_digest == live.digest()
    for position in range(len(replay) - 1, -1, -1):
        assert replay.step(-1) == []
        assert looked(replay, variant.seats) == seen[position], f"{variant}: back to {position}"
    pick = random.Random(3)
    for _ in range(12):
        position = pick.randrange(len(replay) + 1)
        replay.seek(position)
        assert looked(replay, variant.seats) == seen[position], f"{variant}: sought {position}"


def test_opening_a_replay_hashes_no_position_until_its_final_digest_is_asked_for(monkeypatch):
    """Hashing the last position of a long scripted save (millions of dice queued in its
    generator) took half a second of every opening, for a digest only a check reads."""
    live, _ = seen_at_each_position(next(v for v in variants() if v.game == "zombie_slayer"), 5)
    hashed, digest = [], api.Match.digest
    monkeypatch.setattr(api.Match, "digest", lambda match: hashed.append(len(match.log)) or digest(match))
    replay = api.open_replay(live.save())
    assert hashed == [], "opening the replay hashed a position"
    assert replay.final_digest == digest(live) and hashed == [len(live.log)]


def test_seeking_clamps_to_the_game():
    live, _ = seen_at_each_position(next(v for v in variants() if v.game == "auganism"), 4)
    replay = api.open_replay(live.save())
    assert replay.seek(-5) == [] and replay.position == 0
    replay.seek(10**6)
    assert replay.position == len(replay) and replay.match.digest() == live.digest()


@pytest.mark.parametrize("game", api.games())
def test_the_timeline_marks_each_turn_roll_and_battle_just_after_the_action_that_told_it(game):
    """A mark sits at the position just after the action whose events told the turn, roll or
    battle (so seeking to it shows what happened); a game without turn events has its turns
    where the mover changes. Every game's first stretch has turns and rolls or battles."""
    variant = next(v for v in variants() if v.game == game)
    live, _ = seen_at_each_position(variant, 6)
    replay = api.open_replay(live.save())
    timeline = live.rules.TIMELINE
    for kind in ("roll", "battle", "turn"):
        told = [i + 1 for i, events in enumerate(live.history) if {e["type"] for e in events} & timeline[kind]]
        assert replay.marks[kind] == told, f"{game}: the {kind} marks"
    starts = replay.turn_starts()
    assert starts[0] == 0 and starts == sorted(set(starts)) and len(starts) > 2, f"{game}: {starts}"
    assert replay.marks["roll"] or replay.marks["battle"], f"{game}: no roll and no battle marked"
    assert replay.turn_at(0) == 1 and replay.turn_at(len(replay)) == len(starts)
    for turn, start in enumerate(starts[1:], start=2):
        assert replay.turn_at(start - 1) == turn - 1 and replay.turn_at(start) == turn, f"{game}: turn {turn}"
    assert replay.turn_starts() is starts, "the turns were worked out again (the replay bar asks at every step)"


def test_a_game_without_turn_events_has_its_turns_where_the_mover_changes(monkeypatch):
    variant = next(v for v in variants() if v.game == "auganism")
    live, _ = seen_at_each_position(variant, 4)
    monkeypatch.setattr(type(live.rules), "TIMELINE", {"turn": frozenset(), "roll": frozenset(), "battle": frozenset()})
    starts = api.open_replay(live.save()).turn_starts()
    assert starts[0] == 0 and len(starts) > 2
    for position in starts[1:]:
        assert live.movers[position] != live.movers[position - 1] or live.movers[position - 1] is None


def test_going_back_replays_no_more_than_a_keyframe_s_span(monkeypatch):
    live, _ = seen_at_each_position(next(v for v in variants() if v.game == "creature_adventures"), 2)
    replay = api.open_replay(live.save())
    assert len(replay) > 3 * replay_module.KEYFRAME
    replay.seek(len(replay))
    played = []
    real = replay_module.play_logged
    monkeypatch.setattr(replay_module, "play_logged", lambda m, i, a: played.append(i) or real(m, i, a))
    replay.seek(len(replay) - 1)
    assert 0 < len(played) <= replay_module.KEYFRAME


def test_a_damaged_save_is_refused_as_a_load_refuses_it():
    live, _ = seen_at_each_position(next(v for v in variants() if v.game == "zvery"), 5)
    data = json.loads(live.save())
    data["log"] = data["log"][:3] + ["definitely-not-an-action 9"] + data["log"][3:]
    with pytest.raises(api.BadSave, match="action 4"):
        api.open_replay(json.dumps(data))
    with pytest.raises(api.BadSave):
        api.open_replay("not a save")


def seen(view) -> set:
    """The cards and picks a view shows: every (key, value) under "uid", "card" or "pick"."""
    found = set()
    stack = [view]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            found |= {(k, v) for k, v in item.items() if k in ("uid", "card", "pick") and v not in (None, -1)}
            stack += list(item.values())
        elif isinstance(item, list):
            stack += item
    return found


def own_part(view: dict, seat: int) -> dict:
    """A seat's view without its picture of the other players' zones."""
    players = view.get("players")
    if not isinstance(players, list):
        return view
    return {**view, "players": [p for i, p in enumerate(players) if i == seat]}


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_revealed_shows_every_card_and_pick_that_any_seat_sees(variant: Variant):
    """Match.reveal(seat): the table face up - whatever any seat sees of the table now is in it
    (its view, less its picture of the others' zones, which may be as they were when secret
    orders began); a game that hides nothing has its plain view."""
    match = variant.new_match(12, "ai:easy")
    while match.result() is None and len(match.log) < MAX_ACTIONS:
        everyone = set().union(*(seen(own_part(match.view(s), s)) for s in range(variant.seats)))
        for seat in (0, None):
            shown = seen(match.reveal(seat))
            assert everyone <= shown, f"{variant} action {len(match.log)}: revealed misses {sorted(everyone - shown)[:3]}"
        if not hasattr(match.rules, "reveal"):
            assert match.reveal(0) == match.view(0)
        match.act(match.suggest(match.to_move()))


def test_a_replay_is_face_up_only_once_its_game_is_over():
    finished = api.new_match("auganism", 2, ["ai:easy", "ai:easy"])
    while finished.result() is None:
        finished.act(finished.suggest(finished.to_move()))
    replay = api.open_replay(finished.save())
    replay.seek(5)
    assert replay.finished and replay.view(1, revealed=True) == replay.match.reveal(1)
    assert replay.view(1, revealed=True)["players"][0]["hand"] is not None, "the other hand, face up"
    assert replay.view(1)["players"][0]["hand"] is None
    unfinished = api.open_replay(json.dumps({**json.loads(finished.save()), "log": finished.log[:8]}))
    assert not unfinished.finished
    with pytest.raises(ValueError, match="keeps its secrets"):
        unfinished.view(0, revealed=True)

"""The strength bench's own arithmetic, and the reference's view of a match (bench/reference.py):
OpenSpiel's ISMCTS asserts that every world it samples for the mover has the mover's key, and
grows one tree node per key, so a key must not change under determinize and must always come
with the same legal actions. (OpenSpiel itself is not needed: the adapter is plain Python.)"""
from __future__ import annotations

import json
import random

import pytest

from bench.reference import ActionNames, SpielState
from bench.strength import Row, percentiles, report, wilson
from engine import api


def test_wilson_interval_matches_the_textbook_figures():
    low, high = wilson(55, 100)
    assert (round(low, 1), round(high, 1)) == (45.2, 64.4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 100.0
    assert wilson(0, 0) == (0.0, 100.0)


def test_percentiles_are_nearest_rank_in_ms():
    times = [i / 1000 for i in range(1, 101)]  # 1..100 ms
    assert percentiles(times) == (50.0, 95.0, 100.0)
    assert percentiles([]) == (0.0, 0.0, 0.0)


def test_report_counts_only_the_first_sides_wins_and_says_when_an_aim_is_missed():
    row = Row("auganism", "hard", "normal", 4, 65.0)
    games = [{"index": i, "winners": [w], "reason": "three wins", "times": {"hard": [[0.01, 0.02]], "normal": []}}
             for i, w in enumerate(["hard", "normal", "hard", "hard"])]
    text = report({row: games})
    assert "| auganism: hard against normal | 4 | 75% |" in text and "met" in text and "NOT MET" not in text


def test_a_row_still_being_played_is_shown_in_progress_and_not_judged(tmp_path, monkeypatch):
    import bench.strength as strength

    monkeypatch.setattr(strength, "RESULTS", tmp_path)
    row, empty = Row("auganism", "hard", "normal", 4, 65.0), Row("auganism", "normal", "easy", 4, 65.0)
    with open(strength._file(row, None), "w") as out:
        for i, w in enumerate(["normal", "normal", "hard"]):  # three of four: 33%, below the aim
            out.write(json.dumps({"index": i, "winners": [w], "reason": "three wins", "times": {}}) + "\n")
        out.write('{"index": 3, "winn')  # a line cut short by a stop: played again
    results = strength.kept_results([row, empty], None)
    assert [g["index"] for g in results[row]] == [0, 1, 2] and results[empty] == []
    text = report(results)
    assert "| auganism: hard against normal | 3 of 4 | 33% |" in text and "in progress" in text
    assert "NOT MET" not in text and "normal against easy" not in text


def test_a_second_run_plays_the_missing_games_last_first_and_returns_every_game_kept(tmp_path, monkeypatch):
    """A core freed while a long row is under way takes a second run of it, from its last game
    down: the two meet only at the end, and each returns the games kept by both."""
    from concurrent.futures import ThreadPoolExecutor

    import bench.strength as strength

    monkeypatch.setattr(strength, "RESULTS", tmp_path)
    monkeypatch.setattr(strength, "ProcessPoolExecutor", ThreadPoolExecutor)
    monkeypatch.setattr(strength, "_deep_recursion", lambda: None)  # (a thread's would be this process's)
    row = Row("auganism", "hard", "normal", 5, 65.0)
    played = []

    def play(game, players, index):
        played.append(index)
        return {"index": index, "winners": ["hard"], "reason": "three wins", "times": {}}

    monkeypatch.setattr(strength, "play", play)
    with open(strength._file(row, None), "w") as out:  # the first run's games so far
        out.write(json.dumps(play("auganism", [], 0)) + "\n")
    played.clear()
    results = strength.run([row], None, 1, last_first=True)
    assert played == [4, 3, 2, 1], "from the last game down"
    assert [g["index"] for g in results[row]] == [0, 1, 2, 3, 4]


def test_a_game_that_fails_is_told_at_once_and_the_others_are_played_and_kept(tmp_path, monkeypatch, capsys):
    """A game that raised used to end the run only once every other game had been played in the
    pool, their results thrown away, and its traceback came last (hours of a reference row lost)."""
    from concurrent.futures import ThreadPoolExecutor

    import bench.strength as strength

    monkeypatch.setattr(strength, "RESULTS", tmp_path)
    monkeypatch.setattr(strength, "ProcessPoolExecutor", ThreadPoolExecutor)
    monkeypatch.setattr(strength, "_deep_recursion", lambda: None)  # (a thread's would be this process's)
    row = Row("auganism", "hard", "normal", 4, 65.0)

    def play(game, players, index):
        if index == 1:
            raise ValueError("an action the engine refused")
        return {"index": index, "winners": ["hard"], "reason": "three wins", "times": {}}

    monkeypatch.setattr(strength, "play", play)
    with pytest.raises(strength.GamesFailed, match="1 games failed: auganism: hard against normal, game 1"):
        strength.run([row], None, 1)
    told = capsys.readouterr().err
    assert "game 1 FAILED" in told and "an action the engine refused" in told
    assert sorted(strength._kept(strength._file(row, None))) == [0, 2, 3], "the games that ended are kept"


def _limit_game(game, players, index):
    import sys

    return {"index": index, "winners": ["hard"], "reason": "three wins", "times": {}, "limit": sys.getrecursionlimit()}


def test_a_game_is_played_where_the_references_tree_walk_may_go_as_deep_as_a_game_is_long(tmp_path, monkeypatch):
    """ISMCTS recurses once a node along its walk, and Zvery's game 5 against it went past
    Python's 1,000 calls: the bench's worker processes allow more than the longest game."""
    import bench.strength as strength
    from bench.seeded_game import MAX_ACTIONS

    monkeypatch.setattr(strength, "RESULTS", tmp_path)
    monkeypatch.setattr(strength, "play", _limit_game)  # (the worker is forked: it plays this)
    row = Row("auganism", "hard", "normal", 1, 65.0)
    game, = strength.run([row], None, 1)[row]
    assert game["limit"] == strength.DEEP_ENOUGH > MAX_ACTIONS


class _Game:
    players = 2


@pytest.mark.parametrize("game,seats", [("auganism", 2), ("everzone", 2), ("zvery", 2), ("creature_adventures", 2),
                                        ("zombie_slayer", 1)])
def test_a_sampled_world_has_the_movers_key_and_actions(game, seats):
    match = api.new_match(game, 5, ["human"] * seats)
    chooser = random.Random(5)
    names = ActionNames()
    game_ = _Game()
    game_.players = seats
    checked = 0
    for step in range(400):
        if match.result() is not None:
            break
        if step % 5 == 0:
            root = SpielState(game_, names, match.clone(undo=False))
            mover = root.current_player()
            for seed in (1, 2):
                world = root.resample(mover, seed)
                assert world.information_state_string() == root.information_state_string(), (game, step)
                assert world.legal_actions() == root.legal_actions()
            checked += 1
        match.act(chooser.choice(match.legal_actions()))
    assert checked >= 3


def test_an_action_played_on_the_adapter_leaves_the_match_it_was_made_from_alone():
    match = api.new_match("auganism", 3, ["human", "human"])
    before = match.digest()
    state = SpielState(_Game(), ActionNames(), match.clone(undo=False))
    state.apply_action(state.legal_actions()[0])
    assert match.digest() == before and state.match.digest() != before


def test_a_view_that_comes_back_unchanged_is_a_new_node_of_the_search():
    """Zvery: a die put to use and the use cancelled leave the mover's view and choices as they
    were. Keyed by them alone, that was the same tree node again, and a simulation walked round
    the loop without end (RecursionError at 20,000 calls); the count of actions keeps it a tree."""
    match, chooser = api.new_match("zvery", 11, ["human", "human"]), random.Random(3)
    for _ in range(14):
        match.act(chooser.choice(match.legal_actions()))
    names = ActionNames()
    state = SpielState(_Game(), names, match.clone(undo=False))
    mover, view, key = state.current_player(), state.match.view(state.current_player()), state.information_state_string()
    for action in ("use 1 1", "cancel"):
        state.apply_action(names.number(action))
    assert state.current_player() == mover and state.match.view(mover) == view, "the view came back unchanged"
    assert state.information_state_string() != key


def test_a_kept_game_keeps_its_times_to_the_microsecond():
    from bench.strength import compact

    game = {"index": 3, "winners": ["hard"], "reason": "three wins",
            "times": {"hard": [[0.0790082260000009, 0.07901435099998366]], "normal": []}}
    assert compact(game) == {"index": 3, "winners": ["hard"], "reason": "three wins",
                             "times": {"hard": [[0.079008, 0.079014]], "normal": []}}
    assert game["times"]["hard"][0][0] == 0.0790082260000009, "the game played is left as it was"


def test_rows_without_games_are_carried_over_from_the_table_written_before_only_for_the_same_code():
    """A machine keeps only the repository: a table written before its games were committed
    stands for the rows whose code is unchanged, marked, and a row whose code changed is not
    played rather than carried."""
    from bench.strength import CARRIED, carried_over, fingerprint, hard_times

    now, old = fingerprint("auganism"), "0123456789ab"
    table = "\n".join([
        "| row | games | first side wins | 95% interval | aim | endings | p50 | second side | code |",
        "|---|---:|---:|---|---|---|---|---|---|",
        f"| auganism: hard against normal | 100 | 66% | 56-75% | >= 65%: met | 100 three wins | 87 | 3 | {now} |",
        f"| auganism: normal against easy | 100 | 91% | 84-95% | >= 65%: met | 100 three wins | 3 | 0 | {old} |",
        "",
        "| game | hard's moves | p50 ms | p95 ms | max ms (CPU) | max ms (wall) | aim | code |",
        f"| auganism | 3410 | 86 | 136 | 216 | 438 | met | {now} {CARRIED} |",
        f"| auganism | 25 | 80 | 130 | 190 | 200 | in progress | {now} |",  # its kept games' own line, beside it
    ])
    by_title, by_game = carried_over(table)
    assert list(by_title) == ["auganism: hard against normal"] and list(by_game) == ["auganism"]
    assert by_title["auganism: hard against normal"].endswith(f"| {now} {CARRIED} |")
    assert by_game["auganism"].startswith("| auganism | 3410 |"), "the line carried, not the kept games' own line"
    assert by_game["auganism"].count(CARRIED) == 1, "carried again, marked once"

    hard, normal = Row("auganism", "hard", "normal", 100, 65.0), Row("auganism", "normal", "easy", 100, 65.0)
    text = report({hard: [], normal: []}, by_title)
    assert "| auganism: hard against normal | 100 | 66% |" in text and "normal against easy" not in text
    played = [{"index": 0, "winners": ["hard"], "reason": "three wins", "times": {"hard": [[0.01, 0.01]]}}]
    text = report({hard: played}, by_title)
    assert "| auganism: hard against normal | 1 of 100 | 100% |" in text and CARRIED not in text, \
        "games kept for the code now replace the line carried"
    hard_vs_ismcts = Row("auganism", "hard", "ismcts:100", 100, 55.0)
    times = hard_times({hard: [], hard_vs_ismcts: played}, by_game)
    assert f"| auganism | 3410 | 86 | 136 | 216 | 438 | met | {now} {CARRIED} |" in times, "a row of it is carried"
    assert f"| auganism | 1 | 10 | 10 | 10 | 10 | in progress | {now} |" in times, "its own line: fewer than 300 moves"

"""The history's database (scenes/history_db.py, history.py, history_tallies.py, statistics.py)
without a screen: running totals that always agree with the games, filters and orders, a damaged,
locked or newer file, and hostile rows."""
from __future__ import annotations

import datetime as dt
import json
import sqlite3
import time
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import api
from scenes import history, history_db, history_tallies, statistics

NIGHT = dt.datetime(2026, 3, 14, 20, 0)
SAVE = api.new_match("auganism", 1, ["human", "ai:easy"]).save()


def summary(game="auganism", seats=("human", "ai:easy"), winners=(0,), finished=True, turns=7, days=0,
            reason="three wins", result=None, names=("Ann", ""), seconds=900) -> dict:
    return {"game": game, "variant": "duel", "seats": list(seats), "names": list(names), "winners": list(winners),
            "reason": reason if finished else "", "result": result if result is not None else {"turns": turns},
            "actions": turns * 4, "turns": turns, "ended": (NIGHT + dt.timedelta(days=days)).isoformat(),
            "seconds": seconds, "finished": finished, "save": SAVE}


def counters() -> dict:
    return {(g, k): v for g, k, v in history.database().rows("SELECT game, key, value FROM tallies") if v}


def recounted() -> dict:
    with history.database().writing() as connection:
        history_tallies.recount(connection)
    return counters()


GAMES = st.builds(summary, game=st.sampled_from(["auganism", "zvery", "everzone"]),
                  seats=st.sampled_from([("human", "ai:easy"), ("human", "human"), ("ai", "human"),
                                         ("human", "ai:hard", "human")]),
                  winners=st.sampled_from([(), (0,), (1,), (0, 1)]), finished=st.booleans(),
                  turns=st.integers(1, 60), days=st.integers(-400, 0),
                  result=st.fixed_dictionaries({"command": st.lists(st.integers(0, 9), min_size=3, max_size=3)}))


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(GAMES, st.booleans()), min_size=1, max_size=12))
def test_the_running_totals_always_agree_with_counting_the_games_again(steps):
    """Games kept and forgotten in any order leave the same totals and records as a recount."""
    history.close()
    history.database().write([("DELETE FROM games", ()), ("DELETE FROM tallies", ())])
    kept = []
    for game, forget_one in steps:
        db = history.database()
        people = [s for s, kind in enumerate(game["seats"]) if kind == "human"]
        won = (int(any(s in game["winners"] for s in people)) if game["finished"] and people else None)
        kept.append(history.insert(db, game))
        assert history.entry(kept[-1]).seconds == 900 and won in (None, 0, 1)
        if forget_one and kept:
            history.forget(history.entry(kept.pop(0)))
    live = counters()
    feats = history.database().rows("SELECT game_id, label, value FROM feats ORDER BY 1, 2, 3")
    assert live == recounted()
    assert feats == history.database().rows("SELECT game_id, label, value FROM feats ORDER BY 1, 2, 3")
    assert sum(v for (g, k), v in live.items() if k == "games") == history.count() == len(kept)


def test_statistics_count_opponents_streaks_time_records_and_months():
    db = history.database()
    for days, winners in [(-40, (0,)), (-30, (0,)), (-20, (1,)), (-10, (0,)), (-5, (0,)), (-1, (0,))]:
        history.insert(db, summary(game="everzone", seats=("human", "ai:hard"), winners=winners, days=days,
                                   result={"command": [days + 50, 3]}))
    history.insert(db, summary(game="everzone", seats=("human", "human"), winners=(1,), days=-2, finished=False))
    stats = statistics.of(today=dt.date(2026, 3, 20))["everzone"]
    assert (stats.games, stats.finished, stats.unfinished) == (7, 6, 1)
    assert (stats.against["ai:hard"].played, stats.against["ai:hard"].won) == (6, 5)
    assert "human" not in stats.against, "an unfinished game is no game won or lost"
    assert (stats.best_streak, stats.streak) == (3, 3)
    assert stats.seconds == 7 * 900
    assert [(f.label, f.value) for f in stats.feats] == [(history_tallies.FASTEST_WIN, 7),
                                                         ("Most command kept in a win", 49)]
    assert stats.months[-1] == (dt.date(2026, 3, 1), 4) and stats.months[-2] == (dt.date(2026, 2, 1), 3)


def test_the_filters_and_orders_choose_the_rows():
    db = history.database()
    ids = [history.insert(db, summary(turns=t, days=d, names=(name, ""), finished=f, winners=w))
           for t, d, name, f, w in [(5, -400, "Ann", True, (0,)), (9, -3, "bob", True, (1,)),
                                   (7, 0, "Ann", False, ()), (3, -1, "", True, (0,))]]
    shown = history.Shown
    assert [e.id for e in history.page(shown())] == [ids[2], ids[3], ids[1], ids[0]]
    assert [e.id for e in history.page(shown(order="oldest"))] == ids[:1] + [ids[1], ids[3], ids[2]]
    assert [e.id for e in history.page(shown(order="longest"))][0] == ids[1]
    assert [e.id for e in history.page(shown(player="BOB"))] == [ids[1]]
    assert {e.id for e in history.page(shown(player="ai:easy"))} == set(ids)
    assert [e.id for e in history.page(shown(result="people_won"))] == [ids[3], ids[0]]
    assert [e.id for e in history.page(shown(result="computer_won"))] == [ids[1]]
    assert [e.id for e in history.page(shown(result="unfinished"))] == [ids[2]]
    assert [e.id for e in history.page(shown(since=NIGHT.date() - dt.timedelta(days=3),
                                             until=NIGHT.date() - dt.timedelta(days=1)))] == [ids[3], ids[1]]
    assert history.count(shown(game="zvery")) == 0 and history.page(shown(), 2, 1)[0].id == ids[1]
    assert history.players() == ["Ann", "bob"]


def test_a_file_that_is_not_a_database_is_set_aside_and_a_new_one_made():
    history.path().parent.mkdir(parents=True, exist_ok=True)
    history.path().write_bytes(b"This is not a database, it is a shopping list." * 100)
    took = time.thread_time()
    assert history.count() == 0
    assert time.thread_time() - took < 2  # (its ids were tried one by one up to a million: 20 s)
    [problem] = history.problems()
    assert "damaged" in problem and ".damaged-" in problem
    assert len(list(history.path().parent.glob("history.damaged-*.sqlite3"))) == 1
    history.insert(history.database(), summary())
    assert history.count() == 1


def test_a_damaged_database_gives_back_every_game_it_still_can():
    db = history.database()
    for n in range(300):
        history.insert(db, summary(days=-n, names=(f"Player {n:03d}" + "x" * 400, "")))
    history.close()
    data = bytearray(history.path().read_bytes())
    assert len(data) > 200_000
    data[len(data) // 2:len(data) // 2 + 4096] = b"\xff" * 4096  # a page in the middle torn
    history.path().write_bytes(bytes(data))
    for side in ("-wal", "-shm"):
        history.path().with_name(history.path().name + side).unlink(missing_ok=True)
    found = history.count()
    kept = history.page(history.Shown(), 0, 500)
    assert 0 < found <= 300 and all(e.game == "auganism" for e in kept)
    assert history.problems() == [] or "damaged" in history.problems()[0]
    assert counters() == recounted(), "the totals are counted again from what was saved"


def test_a_locked_database_costs_the_entry_and_says_why_never_the_screen():
    history.insert(history.database(), summary())
    other = sqlite3.connect(history.path(), timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        started = time.monotonic()
        with pytest.raises(OSError):
            history.insert(history.database(), summary())
        assert time.monotonic() - started < history_db.BUSY_MS / 1000 + 2
    finally:
        other.rollback()
        other.close()
    assert history.count() == 1


def test_a_history_from_a_newer_gamenight_is_left_alone():
    history.insert(history.database(), summary())
    history.close()
    with sqlite3.connect(history.path()) as other:
        other.execute("PRAGMA user_version = 99")
    before = history.path().read_bytes()
    assert history.count() == 0 and "newer" in history.problems()[0]
    with pytest.raises(OSError):
        history.insert(history.database(), summary())
    history.close()
    assert history.path().read_bytes() == before


def test_a_hostile_row_is_left_out_and_a_save_that_unpacks_forever_is_refused():
    db = history.database()
    good = history.insert(db, summary())
    bad = history.insert(db, summary())
    db.write([("UPDATE games SET seats = ? WHERE id = ?", ("[" * 50_000 + "]" * 50_000, bad)),
              ("UPDATE saves SET text = ? WHERE game_id = ?", (zlib.compress(b" " * 64 * 2**20), good))])
    assert [e.id for e in history.page()] == [good]
    started = time.monotonic()
    assert history.save_of(history.entry(good)) == ""
    assert time.monotonic() - started < 2


def test_names_and_variants_are_kept_short_and_every_save_comes_back_whole():
    db = history.database()
    game = history.insert(db, {**summary(names=("N" * 100_000, "")), "variant": "v" * 5_000})
    kept = history.entry(game)
    assert len(kept.given_names[0]) == history.MAX_TEXT and len(kept.variant) == history.MAX_TEXT
    assert history.save_of(kept) == SAVE
    assert json.loads(history.save_of(kept))["game"] == "auganism"

"""One rule for loading: a save loads to exactly the state its header and log replay to, or
raises BadSave. The snapshot it carries is a cache sealed with the installation's key; a save
edited by hand, forged, or from another machine is replayed, and whatever a file holds, the
loader's work is bounded.

Each case here was found by feeding mutated saves to `api.load` (issue 13): an edited seed or
seat list loaded from the untouched snapshot, a forged state with its sha256 recomputed was
trusted, a 4,300-digit integer escaped as ValueError, format version 0 loaded as version 1, and
25 million scripted dice took 26 s and 2.4 GB.
"""
from __future__ import annotations

import hashlib
import json
import time

import pytest

from engine import api
from engine.core import save as savefile
from engine.core.match import replay, restore

KEY = bytes(range(32))
OTHER_KEY = bytes(range(1, 33))
GAMES = api.games()


def _played(game: str, moves: int = 30):
    info = api.info(game)
    seats = ["ai"] * int(info["variants"][-1]["seats"])
    match = api.new_match(game, 7, seats, dict(info["variants"][-1]["options"]))
    for _ in range(moves):
        if match.result() is not None:
            break
        match.act(match.suggest(match.to_move()))
    return match


def _rules(game: str):
    from engine import api as engine_api

    return engine_api._rules(game)


def _replayed(text: str):
    header = savefile.parse(text)
    return replay(_rules(header["game"]), header)


@pytest.mark.parametrize("game", GAMES)
def test_a_sealed_snapshot_opens_the_game_without_a_replay(game):
    match = _played(game)
    text = match.save(KEY)
    header = savefile.parse(text)
    assert restore(_rules(game), header, KEY) is not None, "the installation's own save opens from its snapshot"
    again = api.load(text, KEY)
    assert again.digest() == match.digest() == _replayed(text).digest()
    assert json.loads(json.dumps(again.events()[-50:])) == json.loads(json.dumps(match.events()[-50:]))


@pytest.mark.parametrize("game", GAMES)
def test_a_snapshot_from_another_key_or_none_is_replayed(game):
    match = _played(game)
    text = match.save(KEY)
    assert restore(_rules(game), savefile.parse(text), OTHER_KEY) is None
    assert restore(_rules(game), savefile.parse(text), None) is None
    assert api.load(text, OTHER_KEY).digest() == match.digest()
    assert "snapshot" not in json.loads(match.save()), "without a key no snapshot is written"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("edit", ["seed", "seats", "options", "log"])
def test_an_edited_header_never_loads_from_the_untouched_snapshot(game, edit):
    """The snapshot is bound to the whole header: an edited seed, seats, options or log loads
    to what that header replays to, or is refused - never to the snapshot's state."""
    match = _played(game)
    data = json.loads(match.save(KEY))
    if edit == "seed":
        data["seed"] += 1
    elif edit == "seats":
        data["seats"] = data["seats"][:-1]
    elif edit == "options":
        data["options"]["edited"] = True
    else:
        data["log"] = data["log"][:-1]
    text = json.dumps(data)
    assert restore(_rules(game), savefile.parse(text), KEY) is None
    try:
        loaded = api.load(text, KEY)
    except api.BadSave:
        return
    assert loaded.digest() == _replayed(text).digest()
    assert len(loaded.seats) == len(data["seats"])


@pytest.mark.parametrize("game", GAMES)
def test_a_forged_snapshot_is_not_trusted(game):
    """A state edited and its unkeyed sha256 digest recomputed used to be trusted."""
    match = _played(game)
    data = json.loads(match.save(KEY))
    snapshot = json.loads(data["snapshot"])
    snapshot["events"] = [{"type": "forged", "odd": [1, 2, 3]}]
    data["snapshot"] = json.dumps(snapshot)
    data["seal"] = savefile.seal(data, data["snapshot"], OTHER_KEY)  # sealed, but not by this installation
    loaded = api.load(json.dumps(data), KEY)
    assert loaded.digest() == match.digest()
    assert {"type": "forged", "odd": [1, 2, 3]} not in loaded.events()


@pytest.mark.parametrize("text", [
    '{"format": "gamenight-save", "version": 1, "game": "zvery", "seed": 1' + "0" * 5000 + ', "seats": [], "options": {}, "log": []}',
    '{"format": "gamenight-save", "version": 0, "game": "zvery", "seed": 1, "seats": ["ai", "ai"], "options": {}, "log": []}',
    '{"format": "gamenight-save", "version": -3, "game": "zvery", "seed": 1, "seats": ["ai", "ai"], "options": {}, "log": []}',
    '{"format": "gamenight-save", "version": true, "game": "zvery", "seed": 1, "seats": ["ai", "ai"], "options": {}, "log": []}',
    '{"format": "gamenight-save", "version": 1, "game": "zvery", "seed": ' + str(2**70) + ', "seats": ["ai", "ai"], "options": {}, "log": []}',
    '{"format": "gamenight-save", "version": 1, "game": "zvery", "seed": 1, "seats": ["ai", "ai"], "options": {}, "log": ["' + "x" * 5000 + '"]}',
    "[" * 100_000 + "]" * 100_000,
], ids=["huge-integer", "version-0", "version-negative", "version-bool", "seed-out-of-range", "long-action", "deep-nesting"])
def test_hostile_saves_are_refused_with_bad_save(text):
    with pytest.raises(api.BadSave):
        api.load(text, KEY)


@pytest.mark.parametrize("count", [300, 25_000_000])
def test_a_flood_of_scripted_dice_is_refused_at_once(count):
    header = {"format": "gamenight-save", "version": 1, "game": "creature_adventures", "seed": 1,
              "seats": ["ai", "ai"], "options": {}, "log": ["!dice " + " ".join(["6"] * count)]}
    text = json.dumps(header)
    started = time.perf_counter()
    with pytest.raises(api.BadSave, match="too many dice|too long|too large"):
        api.load(text, KEY)
    assert time.perf_counter() - started < 2.0


def test_a_file_too_large_to_be_a_save_is_refused_unread():
    with pytest.raises(api.BadSave, match="too large"):
        api.load(" " * (savefile.MAX_BYTES + 1), KEY)


# --- issue 27: any text is BadSave or a game; scripted dice checked at load; own-key edits ------------


def _digest(game: str, state) -> str:
    rules = _rules(game)
    text = json.dumps(rules.canonical(rules.restore(state)), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _resealed(data: dict, snapshot: dict, key: bytes = KEY) -> str:
    """The save with `snapshot` sealed again with `key`, its digest recomputed: what someone who
    can read the installation's config folder can write."""
    snapshot["digest"] = _digest(data["game"], snapshot["state"])
    data["snapshot"] = json.dumps(snapshot)
    data["seal"] = savefile.seal(data, data["snapshot"], key)
    return json.dumps(data)


@pytest.mark.parametrize("mark", ["é" * 64, "\ud800" + "0" * 63, 7, None, ["a"]])
def test_a_seal_of_any_kind_is_a_replay_never_a_crash(mark):
    match = _played("zvery")
    data = json.loads(match.save(KEY))
    data["seal"] = mark
    assert api.load(json.dumps(data), KEY).digest() == match.digest()


@pytest.mark.parametrize("where", ["options", "snapshot"])
def test_a_bomb_inside_a_save_is_bad_save_or_a_replay(where):
    match = _played("zvery")
    data = json.loads(match.save(KEY))
    if where == "options":  # the header itself: the file is refused, naming the depth
        data["options"] = json.loads("[" * 99 + "]" * 99)
        text = json.dumps(data).replace("[" * 99, "[" * 100_000).replace("]" * 99, "]" * 100_000)
        with pytest.raises(api.BadSave, match="nests deeper than the 100 levels"):
            api.load(text, KEY)
        return
    snapshot = json.loads(data["snapshot"])  # inside the sealed snapshot, own key and all: a replay
    data["snapshot"] = json.dumps(snapshot).replace('"events": [', '"events": [' + "[" * 50_000 + "]" * 50_000 + ",")
    data["seal"] = savefile.seal(data, data["snapshot"], KEY)
    assert api.load(json.dumps(data), KEY).digest() == match.digest()


@pytest.mark.parametrize("text", [
    "\ufeff{}", "\x00", '{"format": "gamenight-save", "version": 1, "game": "zvery", "seed": 1, "seats": ["ai", "ai"], '
    '"options": {}, "log": ["\ud800"]}', '{"format": "gamenight-save", "version": 1, "game": "zvery", "seed": 1e400, '
    '"seats": ["ai", "ai"], "options": {}, "log": []}', '[NaN]', '{"format": "gamenight-save", "version": 1, "game": '
    '"zvery", "seed": 1, "seats": ["ai", "ai"], "options": {"x": 1' + "0" * 200 + '}, "log": []}',
], ids=["bom", "nul", "lone-surrogate", "float-seed", "nan", "long-number"])
def test_any_text_is_refused_with_bad_save_alone(text):
    with pytest.raises(api.BadSave):
        api.load(text, KEY)
    with pytest.raises(api.BadSave):
        api.open_replay(text)


DICE_GAMES = {"zombie_slayer": 7, "zvery": 7, "creature_adventures": 11}  # one more than the largest die


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("where", ["end", "start"])
def test_a_scripted_die_no_die_of_the_game_shows_is_refused_at_load_naming_its_line(game, where):
    """A 7 scripted for a d6 loaded, then failed at the game's next roll ("choose Continue" with
    no autosave to continue); a game that rolls no dice was scripted them all the same."""
    match = _played(game, moves=12)
    data = json.loads(match.save(KEY))
    value = DICE_GAMES.get(game, 1)
    line = 1 if where == "start" else len(data["log"]) + 1
    data["log"].insert(line - 1, f"!dice 2 {value}")
    title = api.info(game)["title"]
    expected = f"line {line} .* but the dice of {title} show 1 to {value - 1}" if game in DICE_GAMES else \
        f"line {line} .* scripts dice, but {title} rolls none"
    for load in (lambda text: api.load(text, KEY), api.open_replay):
        with pytest.raises(api.BadSave, match=expected):
            load(json.dumps(data))


def test_a_die_too_big_for_the_roll_that_takes_it_names_that_action():
    """Creature Adventures rolls a d10 too, so a 7 passes the check by the largest die; the d6
    roll that takes it is refused while the log is replayed, naming that action."""
    match = _played("creature_adventures", moves=12)
    data = json.loads(match.save(KEY))
    data["log"].insert(0, "!dice 7 7 7 7")
    with pytest.raises(api.BadSave, match=r"action \d+ \('roll'\) could not be carried out: a scripted 7 cannot be rolled on a d6"):
        api.load(json.dumps(data), KEY)


LINES_AS_WRITTEN = ("3 5 1", "6", "0 4")  # one digit each, one space apart: read in one go, as bytes


@pytest.mark.parametrize("text", [*LINES_AS_WRITTEN, "", "05 3", " 3 5", "3 5 ", "3  5", "12 3 4", "3\t5", "\u0663 5"])
def test_a_scripted_line_reads_the_same_however_it_is_written(text):
    """A line as the match writes a d6's is read in one go (save._one_digit_dice: a 12 MB save
    scripts six million dice); every other spelling word by word, to the same values."""
    dice = savefile.forced_dice(text)
    assert list(dice) == [int(word) for word in text.split()]
    assert isinstance(dice, bytes) == (text in LINES_AS_WRITTEN)


def test_a_replayed_log_keeps_its_scripted_lines_as_the_save_wrote_them():
    """Replaying a line keeps its text, rather than writing each die of it again."""
    match = _played("zombie_slayer", moves=12)
    data = json.loads(match.save())
    data["log"].append("!dice 04 6")
    assert _replayed(json.dumps(data)).log[-1] == "!dice 04 6"


def test_an_own_key_snapshot_edited_so_that_play_fails_is_replayed():
    """Sealed with the installation's own key, its digest recomputed: the seal holds, but an
    Auganism player's EVP zone set to null made the next action fail (issue 27's fuzzing)."""
    match = _played("auganism", moves=30)
    data = json.loads(match.save(KEY))
    snapshot = json.loads(data["snapshot"])
    snapshot["state"]["players"][1]["evp_zone"] = None
    text = _resealed(data, snapshot)
    assert restore(_rules("auganism"), savefile.parse(text), KEY) is not None, "the edit passes seal and digest"
    loaded = api.load(text, KEY)
    assert loaded.digest() == match.digest()
    for action in loaded.legal_actions():
        loaded.clone().act(action)


def test_own_key_snapshot_events_that_the_story_cannot_tell_give_the_logs_own():
    """An edited event's purpose crashed Zombie Slayer's table on resume, telling the log; the
    events are checked when first read, and the match is then rebuilt from its log."""
    match = _played("zombie_slayer", moves=60)
    data = json.loads(match.save(KEY))
    snapshot = json.loads(data["snapshot"])
    rolls = [event for event in snapshot["events"] if event.get("purpose") == "spawn"]
    assert rolls, "the game rolled for a spawn"
    rolls[0]["purpose"] = "spawn_"
    loaded = api.load(_resealed(data, snapshot), KEY)
    events = loaded.events()
    assert all(event.get("purpose") != "spawn_" for event in events)
    assert json.dumps(events) == json.dumps(match.events()) and loaded.digest() == match.digest()
    for seat in (None, 0):
        for event in events:
            api.tell("zombie_slayer", event, seat)


def test_own_key_events_that_do_not_hold_over_a_log_that_does_not_replay_leave_the_log_panel_empty():
    """Edited with the key throughout - an event, and the log (its digest in the snapshot
    recomputed) - the snapshot's state still answers, so the game opens; its events cannot be
    rebuilt from the log, so none are shown rather than the table failing on them."""
    from engine.core.match import log_digest

    match = _played("zombie_slayer", moves=60)
    data = json.loads(match.save(KEY))
    snapshot = json.loads(data["snapshot"])
    next(event for event in snapshot["events"] if event.get("purpose") == "spawn")["purpose"] = "spawn_"
    data["log"][0] = "search"  # not legal as the first action: the log no longer replays
    snapshot["log"] = log_digest(data["log"])
    loaded = api.load(_resealed(data, snapshot), KEY)
    assert loaded.events() == []
    assert loaded.digest() == match.digest()


def test_a_zombie_slayer_snapshot_keeps_each_dice_picture_once():
    """A roll's events carry its dice pictures; the snapshot writes each distinct picture once
    (three quarters of a long game's snapshot were copies of the same few dice), and the loaded
    game's log panel reads the pictures as the game told them."""
    match = _played("zombie_slayer", moves=60)
    snapshot = json.loads(json.loads(match.save(KEY))["snapshot"])
    rolls = [event for event in snapshot["events"] if event.get("type") == "roll"]
    assert len(rolls) > len(snapshot["packed"]) > 0
    assert all(isinstance(i, int) for event in rolls for i in event["dieagrams"])
    loaded = api.load(match.save(KEY), KEY)
    assert restore(_rules("zombie_slayer"), savefile.parse(match.save(KEY)), KEY) is not None
    assert json.dumps(loaded.events()) == json.dumps(match.events())


@pytest.mark.parametrize("index", [-1, 999, "0", 0.0, True, None])
def test_a_packed_picture_that_is_not_in_the_table_means_a_replay(index):
    match = _played("zombie_slayer", moves=60)
    data = json.loads(match.save(KEY))
    snapshot = json.loads(data["snapshot"])
    next(event for event in snapshot["events"] if event.get("type") == "roll")["dieagrams"][0] = index
    text = _resealed(data, snapshot)
    assert restore(_rules("zombie_slayer"), savefile.parse(text), KEY) is None
    loaded = api.load(text, KEY)
    assert loaded.digest() == match.digest()
    assert json.dumps(loaded.events()) == json.dumps(match.events())


def test_a_snapshot_written_before_events_were_packed_still_opens_without_a_replay():
    """Saves from before the packing (this rules version, no "packed" table) hold every
    picture whole: they open from their snapshot as they did."""
    match = _played("zombie_slayer", moves=60)
    data = json.loads(match.save(KEY))
    snapshot = json.loads(data["snapshot"])
    table = snapshot.pop("packed")
    for event in snapshot["events"]:
        if event.get("type") == "roll":
            event["dieagrams"] = [table[i] for i in event["dieagrams"]]
    text = _resealed(data, snapshot)
    assert restore(_rules("zombie_slayer"), savefile.parse(text), KEY) is not None
    assert json.dumps(api.load(text, KEY).events()) == json.dumps(match.events())


def test_a_save_takes_the_states_canonical_form_once(monkeypatch):
    """The snapshot's state and its digest are one canonical form: EverZone's (dataclasses
    made into dicts) took half of every autosave's time when the digest made it again."""
    match = _played("everzone", 20)
    made = []
    canonical = match.rules.canonical
    monkeypatch.setattr(match.rules, "canonical", lambda state: made.append(1) or canonical(state))
    text = match.save(KEY)
    assert len(made) == 1
    assert json.loads(json.loads(text)["snapshot"])["digest"] == match.digest()


@pytest.mark.parametrize("game", GAMES)
def test_a_save_taken_now_and_written_later_is_the_save_of_now(game):
    """Match.save_later takes what a save holds at once and writes it afterwards (a table's
    autosave, on the autosaver's thread): the moves played in between do not reach it, and
    the text is the one `save` would have written when it was taken."""
    match = _played(game, moves=12)
    now, later = match.save(KEY), match.save_later(KEY)
    for _ in range(6):
        if match.result() is not None:
            break
        match.act(match.suggest(match.to_move()))
    assert later() == now
    assert match.save_later(None)() == match.save(None)

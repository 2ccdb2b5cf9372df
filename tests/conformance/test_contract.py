"""The engine contract (engine/api.py, ../shared/DESIGN.md), checked by playing every game and variant.

These are the checks of ../shared/tools/contract_check.py, kept in the repository so that every
`make test` makes them. Seeded random games (each action picked from legal_actions() by a seeded
random.Random) check, along the way, that:

1. every legal action applies, and the game ends with a result within MAX_STEPS actions;
2. nonsense actions and stale ones (legal at an earlier position or on another seat's turn, not
   now) raise IllegalAction and change nothing;
3. undo takes the last action back exactly (digest and legal actions as before it), undoable()
   counts how many undo can take back, and nothing more can be undone;
4. suggest(seat) returns a legal action and changes nothing; forecast(action)
   is a dict or None (None when illegal) and changes nothing either, and why(seat, hint) is a
   message or None;
5. a determinized copy shows each seat the same view(seat) as the match, and offers the seat to
   move the same actions;
6. save and load, with and without the installation's key, keep the digest (the game then plays
   on from one of the loaded matches, replayed or restored from the snapshot, in turn);
7. broken saves (cut, edited, not JSON, another format) raise BadSave, never another exception.

The computer also plays every seat of a few games of each variant to the end. The expensive
checks (3's full depth, 4, 5, 6) run at the CHECKPOINTS steps (0, 1, 2, 3, 5, 8, ... as
contract_check does), the cheap ones every few steps. Every failure names the game, the variant,
the seed and the step, and `pytest tests/conformance -k "creature_adventures/2_players-seed3"`
repeats that game.

`make test` plays a few games per variant; `make conformance` (GAMENIGHT_CONFORMANCE=full) plays
200 random games and 20 computer games (easy, normal and hard in turn) per variant.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

import pytest

from engine import api

from .play import MAX_STEPS, Variant, chooser, replay, variants

FULL = os.environ.get("GAMENIGHT_CONFORMANCE") == "full"
RANDOM_GAMES = 200 if FULL else 3  # per variant
COMPUTER_GAMES = 20 if FULL else 1  # per variant
BROKEN_SAVE_GAMES = 10 if FULL else 1  # per variant
COMPUTER_LEVELS = ["ai:easy", "ai", "ai:hard"]  # in turn; the default run plays only the first

CHECKPOINTS = {0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584}
REFUSE_EVERY = 7  # steps between two checks of refused actions (and at every checkpoint)
UNDO_EVERY = 4  # steps between two checks of undo (and at every checkpoint)
KEY = bytes(range(32))  # an installation's key, which seals the snapshot in a save
NONSENSE = ["definitely-not-an-action 999", "", None]

VARIANTS = variants()


def cases(games_per_variant: int, first_seed: int = 1) -> list:
    return [pytest.param(v, seed, id=f"{v.id}-seed{seed}")
            for v in VARIANTS for seed in range(first_seed, first_seed + games_per_variant)]


@dataclass(frozen=True)
class Seen:
    """What anyone can see of a match: what refusing an action, a suggestion, a determinized
    copy or a save must leave as it was, and what undo must bring back."""

    digest: str
    to_move: int | None
    legal: tuple[str, ...]
    log: tuple[str, ...]


def seen(match: api.Match) -> Seen:
    return Seen(match.digest(), match.to_move(), tuple(match.legal_actions()), tuple(match.log))


def same_json(a, b) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


# --- 1. every legal action applies, and the game ends -------------------------------------------------

def check_position(match: api.Match, where: str) -> list[str]:
    """A running game has a seat to move and a list of distinct actions for it."""
    seat, legal = match.to_move(), match.legal_actions()
    assert isinstance(seat, int) and 0 <= seat < len(match.seats), f"{where}: to_move() is {seat!r} while the game runs"
    assert legal and all(isinstance(a, str) and a for a in legal), f"{where}: legal_actions() gave {legal[:5]!r}"
    assert len(set(legal)) == len(legal), f"{where}: legal_actions() repeats an action"
    return legal


def check_applies(match: api.Match, action: str, where: str) -> None:
    """A legal action applies and says what happened as a list of JSON-able events."""
    try:
        events = match.act(action)
    except Exception as exc:  # noqa: BLE001 - the engine's own traceback is chained below this message
        pytest.fail(f"{where}: act({action!r}) raised {type(exc).__name__}: {exc}")
    assert isinstance(events, list) and all(isinstance(e, dict) and "type" in e for e in events), \
        f"{where}: act({action!r}) returned {str(events)[:120]}"
    json.dumps(events)


def check_finished(match: api.Match, where: str) -> None:
    """A finished game has no seat to move, no actions, and says who won and why."""
    assert match.to_move() is None, f"{where}: the game is over but to_move() is {match.to_move()!r}"
    assert match.legal_actions() == [], f"{where}: the game is over but legal_actions() is not empty"
    result = match.result()
    winners = result.get("winners") if isinstance(result, dict) else None
    assert isinstance(winners, list) and all(isinstance(w, int) and 0 <= w < len(match.seats) for w in winners), \
        f"{where}: result() has no valid 'winners' list: {str(result)[:120]}"
    assert isinstance(result.get("reason"), str) and result["reason"], f"{where}: result() has no 'reason'"
    assert result["reason"] in api.info(match.game).get("endings", {}), \
        f"{where}: the ending {result['reason']!r} is not named in the game's INFO['endings']"
    json.dumps(result)


# --- 2. nonsense and stale actions are refused ---------------------------------------------------------

def stale_actions(legal: list[str], previous: list[str], last_turn_of: dict[int, list[str]], seat: int) -> list[str]:
    """Actions legal at the previous position, or on another seat's last turn, that are not legal now."""
    groups = [previous] + [actions for other, actions in sorted(last_turn_of.items()) if other != seat]
    now = set(legal)
    return [next(a for a in group if a not in now) for group in groups if any(a not in now for a in group)]


def check_refusals(match: api.Match, stale: list[str], where: str) -> None:
    """Each action that is not legal now raises IllegalAction and leaves the match as it was (the
    digest, which costs as much as the rest of this check, is compared once, after them all)."""
    before = seen(match)
    for bad in NONSENSE + stale:
        try:
            match.act(bad)
        except api.IllegalAction:
            pass
        else:
            pytest.fail(f"{where}: the action {bad!r} was accepted though it is not legal now")
        after = (match.to_move(), tuple(match.legal_actions()), tuple(match.log))
        assert after == (before.to_move, before.legal, before.log), f"{where}: refusing {bad!r} changed the match"
    assert match.digest() == before.digest, f"{where}: refusing {NONSENSE + stale} changed the match's state"


# --- 3. undo -------------------------------------------------------------------------------------------

def act_and_check_undo(match: api.Match, action: str, where: str) -> None:
    """Play `action`, undo it where undoable() allows, and play it again: undo must bring back
    exactly the position before it, and playing it again the position after it."""
    before = seen(match)
    check_applies(match, action, where)
    after, undoable = seen(match), match.undoable()
    assert match.can_undo() == (undoable > 0), f"{where}: can_undo() is {match.can_undo()} but undoable() is {undoable}"
    undone = match.undo()
    assert undone == (undoable > 0), f"{where}: undo() returned {undone} though undoable() was {undoable}"
    if not undone:
        assert seen(match) == after, f"{where}: an undo() that was refused changed the match"
        return
    assert seen(match) == before, f"{where}: undo() of {action!r} did not bring back the position before it"
    assert match.undoable() == undoable - 1, \
        f"{where}: undo() of {action!r} took undoable() from {undoable} to {match.undoable()}, not {undoable - 1}"
    match.act(action)
    assert seen(match) == after, f"{where}: playing {action!r} again after undo() gave another position"


def check_undo_depth(match: api.Match, variant: Variant, seed: int, where: str) -> None:
    """A copy of the match undoes exactly undoable() actions, back to what the log without them replays to."""
    depth = match.undoable()
    twin = match.clone()
    for i in range(depth):
        assert twin.undo(), f"{where}: undo() number {i + 1} failed though undoable() is {depth}"
    assert not twin.undo(), f"{where}: undo() went back further than undoable() ({depth}) says"
    if depth:
        earlier = replay(variant, seed, match.log[:len(match.log) - depth])
        assert seen(twin) == seen(earlier), f"{where}: undoing {depth} actions did not reach the position before them"


# --- 4. suggest and forecast -----------------------------------------------------------------------------

def check_suggest(match: api.Match, where: str) -> None:
    """The computer's hint for the seat to move is one of its legal actions, and asking changes nothing."""
    before = seen(match)
    hint = match.suggest(before.to_move)
    assert hint in before.legal, f"{where}: suggest() gave {hint!r}, not a legal action"
    assert seen(match) == before, f"{where}: suggest() changed the match"


def check_forecast(match: api.Match, where: str) -> None:
    """A forecast of each legal action is a dict or None, an illegal action's is None, and asking
    changes nothing (a forecast is counted on a copy)."""
    before = seen(match)
    for action in before.legal:
        told = match.forecast(action)
        assert told is None or isinstance(told, dict), f"{where}: forecast({action!r}) gave {type(told).__name__}"
    assert match.forecast("definitely-not-an-action 999") is None, f"{where}: forecast() of nonsense was not None"
    assert seen(match) == before, f"{where}: forecast() changed the match"


def check_why(match: api.Match, where: str) -> None:
    """The reason for the hint is a message or None, an illegal action has none, and asking
    changes nothing (a reason is counted on a copy)."""
    before = seen(match)
    seat = before.to_move
    told = match.why(seat, match.suggest(seat))
    assert told is None or isinstance(told.get("id"), str), f"{where}: why() gave {told!r}, not a message"
    assert match.why(seat, "definitely-not-an-action 999") is None, f"{where}: why() of nonsense was not None"
    assert seen(match) == before, f"{where}: why() changed the match"


# --- 5. determinize ------------------------------------------------------------------------------------

def check_determinize(match: api.Match, seed: int, where: str) -> None:
    """The copy the computer imagines for a seat looks to that seat exactly as the match does: it
    re-draws only what the seat cannot see (else the view leaks, or the copy is wrong)."""
    before = seen(match)
    for seat in range(len(match.seats)):
        twin = match.determinize(seat, seed)
        assert same_json(twin.view(seat), match.view(seat)), f"{where}: determinize({seat}) looks different to seat {seat}"
        if seat == before.to_move:
            assert sorted(twin.legal_actions()) == sorted(before.legal), \
                f"{where}: determinize({seat}) offers seat {seat} other actions"
    assert seen(match) == before, f"{where}: determinize() changed the match"


# --- 6. save and load ----------------------------------------------------------------------------------

SNAPSHOT_LOAD = ("save(key)", KEY)  # restores the sealed snapshot: quick
REPLAY_LOADS = [("save()", None), ("save()", KEY), ("save(key)", None)]  # each replays the whole log


def load_ways(step: int) -> list[tuple[str, bytes | None]]:
    """The snapshot's load at every checkpoint, and one of the three that replay the log in turn:
    each replay costs as much as the game so far, and a game has a dozen checkpoints."""
    return [REPLAY_LOADS[step % len(REPLAY_LOADS)], SNAPSHOT_LOAD]


def check_save_and_load(match: api.Match, ways: list[tuple[str, bytes | None]], where: str) -> list[api.Match]:
    """A save, plain (save()) or with a sealed snapshot (save(key)), loads with or without the key
    to the same position. Returns the loaded matches, one per way."""
    before = seen(match)
    texts = {"save()": match.save(), "save(key)": match.save(KEY)}
    loaded = []
    for saved, key in ways:
        again = api.load(texts[saved], key)
        assert seen(again) == before, \
            f"{where}: {saved} loaded {'with' if key else 'without'} the key gave another position"
        loaded.append(again)
    assert seen(match) == before, f"{where}: saving changed the match"
    return loaded


# --- the random game, with checks 1 to 6 along the way -------------------------------------------------

@pytest.mark.parametrize("variant,seed", cases(RANDOM_GAMES))
def test_a_random_game_keeps_the_contract(variant: Variant, seed: int):
    match, pick = variant.new_match(seed), chooser(seed)
    previous: list[str] = []
    last_turn_of: dict[int, list[str]] = {}
    for step in range(MAX_STEPS):
        where = f"{variant} seed {seed} step {step}"
        if match.result() is not None:
            check_finished(match, where)
            return
        legal, seat = check_position(match, where), match.to_move()
        if step % REFUSE_EVERY == 0 or step in CHECKPOINTS:
            check_refusals(match, stale_actions(legal, previous, last_turn_of, seat), where)
        if step in CHECKPOINTS:
            check_suggest(match, where)
            check_forecast(match, where)
            check_why(match, where)
            check_determinize(match, seed + step, where)
            check_undo_depth(match, variant, seed, where)
            match = check_save_and_load(match, load_ways(step), where)[step % 2]  # play on from a loaded match
        action = pick.choice(legal)
        if step % UNDO_EVERY == 0 or step in CHECKPOINTS:
            act_and_check_undo(match, action, f"{where} ({action!r})")
        else:
            check_applies(match, action, f"{where} ({action!r})")
        previous, last_turn_of[seat] = legal, legal
    pytest.fail(f"{variant} seed {seed}: no result after {MAX_STEPS} random actions")


# --- 7. broken saves -----------------------------------------------------------------------------------

def edited(text: str, **changes) -> str:
    """The save with some header fields changed (None: removed)."""
    data = json.loads(text)
    for name, value in changes.items():
        if value is None:
            data.pop(name, None)
        else:
            data[name] = value
    return json.dumps(data, indent=1)


def broken_versions(text: str) -> list[tuple[str, object]]:
    """(what is wrong, the broken save) for ways a save can be damaged that no loader may accept."""
    log = json.loads(text)["log"]
    nonsense = "definitely-not-an-action 999"
    broken = [
        ("cut in half", text[: len(text) // 2]),
        ("cut by its last character", text.rstrip()[:-1]),
        ("empty", ""),
        ("not JSON", "not a save"),
        ("quotes edited", text.replace('"', "'", 3)),
        ("bytes, not text", text.encode()),
        ("not text at all", None),
        ("a JSON list", "[]"),
        ("a JSON object that is no save", "{}"),
        ("another format", edited(text, format="chess-pgn")),
        ("no format version", edited(text, version=None)),
        ("a newer format version", edited(text, version=99)),
        ("a game this Gamenight does not have", edited(text, game="chess")),
        ("a seed that is not a number", edited(text, seed="seven")),
        ("a seed far out of range", edited(text, seed=2**80)),
        ("seats that are not a list", edited(text, seats="human")),
        ("options that are not an object", edited(text, options=["quick"])),
        ("an unknown option", edited(text, options={"no-such-option-xyz": 1})),
        ("a log that is not a list", edited(text, log=" ".join(log))),
        ("a log with a number in it", edited(text, log=log + [7])),
        ("a nonsense action added to the log", edited(text, log=log + [nonsense])),
    ]
    if log:
        broken.append(("the log's first action replaced", edited(text, log=[nonsense] + log[1:])))
    return broken


def saves_along(variant: Variant, seed: int, at=(0, 3, 21, 144)) -> list[str]:
    """Saves, plain and sealed, at a few points of the seeded random game and at its end."""
    match, pick, texts = variant.new_match(seed), chooser(seed), []
    for step in range(MAX_STEPS):
        if step in at or match.result() is not None:
            texts += [match.save(), match.save(KEY)]
        if match.result() is not None:
            break
        match.act(pick.choice(match.legal_actions()))
    return texts


@pytest.mark.parametrize("variant,seed", cases(BROKEN_SAVE_GAMES))
def test_broken_saves_raise_bad_save(variant: Variant, seed: int):
    for n, text in enumerate(saves_along(variant, seed)):
        for what, broken in broken_versions(text):
            for key in (None, KEY):
                where = f"{variant} seed {seed} save {n}, {what}, loaded {'with' if key else 'without'} the key"
                try:
                    api.load(broken, key)
                except api.BadSave:
                    continue
                except Exception as exc:  # noqa: BLE001 - any other exception is the finding
                    pytest.fail(f"{where}: raised {type(exc).__name__}: {exc}, not BadSave")
                pytest.fail(f"{where}: was loaded")


# --- the computer plays every seat -----------------------------------------------------------------------

def computer_cases() -> list:
    """Seeds from 1001, each game at the next level of COMPUTER_LEVELS."""
    params = []
    for variant in VARIANTS:
        for i, seed in enumerate(range(1001, 1001 + COMPUTER_GAMES)):
            level = COMPUTER_LEVELS[i % len(COMPUTER_LEVELS)]
            params.append(pytest.param(variant, seed, level, id=f"{variant.id}-seed{seed}-{level}"))
    return params


@pytest.mark.parametrize("variant,seed,level", computer_cases())
def test_the_computer_plays_every_seat_to_the_end(variant: Variant, seed: int, level: str):
    match = variant.new_match(seed, level)
    for step in range(MAX_STEPS):
        where = f"{variant} seed {seed} ({level} on every seat) step {step}"
        if match.result() is not None:
            check_finished(match, where)
            return
        legal = check_position(match, where)
        choice = match.suggest(match.to_move())
        assert choice in legal, f"{where}: suggest() gave {choice!r}, not a legal action"
        check_applies(match, choice, f"{where} ({choice!r})")
    pytest.fail(f"{variant} seed {seed}: the computer ({level} on every seat) did not finish the game within "
                f"{MAX_STEPS} actions; the last ones were {match.log[-8:]}")


# --- what these checks found in the engine, each fixed: the tests failed before the fix -------------------

@pytest.mark.parametrize("key", [None, KEY], ids=["without the key", "with the key"])
def test_a_save_with_unknown_seat_kinds_is_refused(key):
    """A save loads to what its header replays to, or raises BadSave (DESIGN.md); new_match refuses
    a seat "robot", so the save of such a game cannot be replayed and must be refused."""
    variant = VARIANTS[0]
    text = edited(variant.new_match(1).save(KEY), seats=["robot"] * variant.seats)
    with pytest.raises(api.BadSave):
        api.load(text, key)


def test_a_match_loaded_from_a_sealed_snapshot_keeps_its_undo_depth_when_it_plays_on():
    """A match loaded with the key (from its snapshot) undoes as far as the same save replayed: the
    person who continues a game, moves and undoes twice must not be refused the second undo.
    (Match.act used to set _undoable_after_load to 0 and keep only the state before its action.)"""
    zvery = next(v for v in VARIANTS if v.game == "zvery")  # seed 1 reaches two undoable actions in 4
    match, pick = zvery.new_match(1), chooser(1)
    while match.undoable() < 2:
        match.act(pick.choice(match.legal_actions()))
    text = match.save(KEY)
    sealed, replayed = api.load(text, KEY), api.load(text)
    action = next(a for a in match.legal_actions() if _keeps_undo(match, a))
    sealed.act(action)
    replayed.act(action)
    assert sealed.undoable() == replayed.undoable() == 3
    for _ in range(3):  # and it undoes all three, to the same positions
        assert sealed.undo() and replayed.undo()
        assert sealed.digest() == replayed.digest() and sealed.undoable() == replayed.undoable()
    assert not sealed.undo()


def _keeps_undo(match: api.Match, action: str) -> bool:
    """Whether `action` reveals nothing, so that undo can take it back along with what came before."""
    twin = match.clone()
    twin.act(action)
    return twin.undoable() == match.undoable() + 1

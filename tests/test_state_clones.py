"""The games whose state clones field by field (engine/core/copying.py): a copy shares nothing
that can change with the original, saves the same, and plays on to the same game."""
from __future__ import annotations

import json
import random

import pytest

from engine import api

SHARED = ("options", "setup_events")  # fields a clone may share: never changed after the setup


def _mutable_ids(thing, skip: tuple = ()) -> set[int]:
    """The ids of everything in `thing` that can change in place: lists, dicts, sets and objects
    with fields, at any depth (the names in `skip` left out at the top)."""
    found, stack = set(), [value for name, value in vars(thing).items() if name not in skip]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, dict, set)) or hasattr(item, "__dict__"):
            if id(item) in found:
                continue
            found.add(id(item))
            if isinstance(item, dict):
                stack.extend(item.values())
            elif isinstance(item, (list, set)):
                stack.extend(item)
            else:
                stack.extend(vars(item).values())
    return found


#: Fields a game's clone may share besides SHARED: EverZone's round-start zones, written whole and only read.
SHARED_BY_GAME = {"everzone": ("before",)}


@pytest.mark.parametrize("game, seats", [("creature_adventures", 4), ("zvery", 2), ("everzone", 2), ("everzone", 4)])
@pytest.mark.parametrize("seed", [3, 11, 29])
def test_a_clone_shares_nothing_that_can_change_and_plays_on_as_the_original(game, seats, seed):
    """A field added later that the clone forgot would be shared with the original, and an undo
    or the autosave would then see a later move."""
    shares = SHARED + SHARED_BY_GAME.get(game, ())
    m = api.new_match(game, seed, ["human"] * seats)
    chooser = random.Random(seed)
    seen_battle = False
    for step in range(600):
        if m.result() is not None:
            break
        if step % 7 == 0:
            twin = m.rules.clone(m.state)
            seen_battle |= m.state.battle is not None
            shared = _mutable_ids(m.state, shares) & _mutable_ids(twin, shares)
            assert not shared, f"step {step}: the clone shares {len(shared)} mutable objects with the original"
            copied = m.rules.canonical(twin)
            assert copied == m.rules.canonical(m.state)
            action = chooser.choice(m.legal_actions())
            playing = m.clone(undo=False)
            playing.act(action)
            m.act(action)
            assert playing.digest() == m.digest()
            assert m.rules.canonical(twin) == copied, "playing on the original changed its copy"
        else:
            m.act(chooser.choice(m.legal_actions()))
    assert seen_battle


def test_a_copy_that_cannot_undo_copies_no_state_as_it_plays():
    m = api.new_match("zvery", 5, ["human", "human"])
    copies = []
    clone = m.rules.clone
    playing = m.clone(undo=False)
    playing.rules = type("Counting", (), {"__getattr__": lambda self, name: getattr(m.rules, name),
                                          "clone": staticmethod(lambda s: copies.append(1) or clone(s))})()
    for _ in range(10):
        playing.act(playing.legal_actions()[0])
    assert copies == [] and not playing.can_undo()
    assert m.keeps_undo  # the match itself still keeps what undo needs


def test_an_action_offered_before_the_state_moved_on_is_refused_when_no_longer_legal():
    """The legal actions a match last worked out let an action among them through unchecked
    (Match._allows) only while the state has not moved: after an action, an undo or scripted dice,
    an action offered before is checked again."""
    m = api.new_match("zvery", 5, ["human", "human"])
    for _ in range(30):
        offered = m.legal_actions()
        m.act(offered[0])
        stale = [a for a in offered if a not in m.rules.legal_actions(m.state)]
        if stale:
            break
    else:
        raise AssertionError("no action went out of date in 30 moves")
    with pytest.raises(api.IllegalAction):
        m.act(stale[0])


def test_an_action_from_the_legal_ones_is_not_checked_by_working_them_out_again():
    m = api.new_match("zvery", 5, ["human", "human"]).clone(undo=False)
    asked = []
    allows = m.rules.allows
    m.rules = type("Counting", (), {"__getattr__": lambda self, name: getattr(allows.__self__, name),
                                    "allows": staticmethod(lambda s, a: asked.append(a) or allows(s, a))})()
    for _ in range(20):
        m.act(m.legal_actions()[0])
    assert asked == []
    with pytest.raises(api.IllegalAction):
        m.act("no such action")
    assert asked == ["no such action"]


@pytest.mark.parametrize("game, seats", [("creature_adventures", 3), ("zvery", 2), ("everzone", 2), ("auganism", 2),
                                         ("zombie_slayer", 1)])
def test_a_quiet_copy_plays_the_same_game_as_one_that_keeps_its_events(game, seats):
    """A search's copy (`clone(quiet=True)`) has its actions played by the rules' `play`, which
    skips making events: every state along a random game must be the one `apply` reaches."""
    m = api.new_match(game, 8, ["human"] * seats)
    chooser = random.Random(8)
    for _ in range(25):
        if m.result() is None:
            m.act(chooser.choice(m.legal_actions()))
    loud, quiet = m.clone(undo=False), m.clone(quiet=True)
    assert quiet.quiet and not quiet.can_undo()
    for step in range(3000):
        if loud.result() is not None:
            break
        action = chooser.choice(loud.legal_actions())
        assert quiet.legal_actions() == loud.legal_actions()
        loud.act(action)
        assert quiet.act(action) == []
        if step % 10 == 0:
            assert quiet.digest() == loud.digest(), f"{game}: the quiet copy differs after action {step}"
    assert quiet.digest() == loud.digest() and quiet.result() == loud.result()
    assert quiet.log == loud.log and quiet.history == m.history and quiet.movers == m.movers
    saved = quiet.save(b"k" * 32)  # a quiet copy's save is its log (a snapshot needs the movers): it loads as
    assert "snapshot" not in json.loads(saved)  # the loud one does
    again = api.load(saved)
    assert again.digest() == loud.digest() and again.movers == loud.movers


def test_a_quiet_world_of_the_search_is_determinized_and_keeps_no_events():
    m = api.new_match("creature_adventures", 4, ["human"] * 2)
    world = m.determinize(0, 99, quiet=True)
    assert world.quiet and not world.keeps_undo
    assert world.act(world.legal_actions()[0]) == []
    assert not m.determinize(0, 99).quiet


def test_the_untold_events_keep_nothing_whatever_is_added():
    from engine.core.untold import UNTOLD

    events = UNTOLD
    events.append({"type": "step"})
    events.extend([{"type": "roll"}])
    events += [{"type": "turn"}]
    assert events is UNTOLD and list(UNTOLD) == [] and not UNTOLD

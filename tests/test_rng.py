"""The generator's scripted dice: copies share them, and still behave as independent queues."""
from __future__ import annotations

import pytest

from engine.core.rng import Rng, unforeseen


def test_a_copy_shares_the_scripted_dice_instead_of_copying_them():
    rng = Rng(1)
    rng.script([3] * 200_000)
    twin = rng.clone()
    assert twin._tape is rng._tape, "copying a generator copied its scripted dice"
    assert unforeseen(rng, 5)._tape is rng._tape


def test_copies_read_and_script_their_own_queues():
    rng = Rng(1)
    rng.script([1, 2, 3])
    twin = rng.clone()
    assert [rng.d6(), rng.d6()] == [1, 2]
    assert twin.scripted == [1, 2, 3], "the copy lost what the original rolled"
    twin.script([6])
    rng.script([4, 5])
    assert rng.scripted == [3, 4, 5] and twin.scripted == [1, 2, 3, 6]
    assert [twin.d6() for _ in range(4)] == [1, 2, 3, 6] and rng.dice(3) == [3, 4, 5]
    assert rng.to_json()[3] == [] == twin.to_json()[3]


def test_scripting_what_a_later_copy_already_scripted_shares_it():
    """A replay steps on from a kept copy and scripts the same dice again: no second copy."""
    played = Rng(1)
    played.script([2] * 150)
    kept = played.clone()
    played.d6()
    played.script([5] * 200)
    kept.script([5] * 200)
    assert kept._tape is played._tape
    played.script([6])
    kept.script([1])
    assert kept._tape is not played._tape and kept.scripted == [2] * 150 + [5] * 200 + [1]
    assert played.scripted == [2] * 149 + [5] * 200 + [6]


def test_a_scripted_die_too_big_or_out_of_range_is_refused_and_changes_nothing():
    rng = Rng(1)
    rng.script([4])
    with pytest.raises(ValueError):
        rng.script([2, 21])
    assert rng.scripted == [4]
    rng.scripted = [9]
    with pytest.raises(ValueError, match="d6"):
        rng.d6()
    assert rng.scripted == [9] and rng.draws == 0
    assert Rng.from_json(rng.to_json()).scripted == [9]


def test_dice_scripted_as_bytes_queue_the_same_and_are_refused_the_same():
    """A save's lines reach the generator as bytes (save.forced_dice), checked by a bytes method
    rather than die by die: the same queue as the ints, and a byte no die shows refused, naming
    it, with nothing queued."""
    as_ints, as_bytes = Rng(1), Rng(1)
    as_ints.script([3, 1, 20])
    as_bytes.script(bytes([3, 1, 20]))
    assert as_bytes.scripted == as_ints.scripted == [3, 1, 20]
    for wrong, named in ((b"\x00", "not 0"), (bytes([3, 21, 4]), "not 21")):
        with pytest.raises(ValueError, match=named):
            as_bytes.script(wrong)
    assert as_bytes.scripted == [3, 1, 20]

"""The music made by code (scenes/music.py): every piece is a calm, quiet loop that joins itself
without a click, the same on every machine, and the cache keeps it between starts."""
from __future__ import annotations

import dataclasses
import logging
import math

import pytest

from scenes import config, music, synth
from scenes.music import PEAK, RATE, Note, Part, Score
from scenes.sound import MASTER_VOLUME, loudness
from scenes.sound import render as effect

EXCERPT = 0.3  # seconds: each piece's opening notes, rendered as a short loop of their own


@pytest.fixture(scope="module")
def excerpts() -> dict[str, list[float]]:
    return {name: music.render(music.score(name), seconds=EXCERPT) for name in music.NAMES}


EVERY_INSTRUMENT = tuple(sorted(music.INSTRUMENTS))


def ringing_over_the_end(instruments: tuple[str, ...] = EVERY_INSTRUMENT) -> Score:
    """A one-second loop whose last notes ring on past its end, on each of the instruments."""
    parts = tuple(Part(name, (Note(2.5 + i * 0.1, 45 + 2 * i, 2.0),), 0.5, echoed=i % 2 == 0)
                  for i, name in enumerate(instruments))
    return Score("test", 240, 4, 1, parts, echo=(1.5, 0.4, 0.3), warmth=3000)


def seam(samples: list[float]) -> float:
    """How sharp the loop point is, against its neighbours: the largest bend (second difference)
    where the end meets the start, over the largest in the 10 ms either side. A click is a
    sudden bend; a join is no sharper than the music around it (at most 1)."""
    span = RATE // 100
    around = samples[-span:] + samples[:span]
    bends = [abs(around[i] - 2 * around[i - 1] + around[i - 2]) for i in range(2, len(around))]
    at = span - 2  # the bends that straddle the loop point: bends[at:at + 3]
    return max(bends[at:at + 3]) / max(bends[:at] + bends[at + 3:])


def test_a_loop_joins_itself_where_notes_ring_over_its_end(monkeypatch):
    for instruments in (EVERY_INSTRUMENT, ("bass", "pad")):
        assert seam(music.render(ringing_over_the_end(instruments))) <= 1.0, instruments
    monkeypatch.setattr(synth, "mix_around", lambda target, source, offset, gain=1.0: synth.mix_into(
        target, synth.scaled(source[:len(target) - offset], gain), offset / RATE))
    assert seam(music.render(ringing_over_the_end(("bass", "pad")))) > 3, \
        "(the check tells a cut from a join: the same notes, not wrapped round, click)"


@pytest.mark.parametrize("name", music.NAMES)
def test_every_piece_is_a_quiet_clean_loop(name, excerpts):
    samples = excerpts[name]
    assert max(map(abs, samples)) == pytest.approx(PEAK), "normalised to the music's level"
    assert abs(sum(samples) / len(samples)) < 1e-9, "no offset from the centre"
    assert seam(samples) <= 1.0


@pytest.mark.parametrize("name", music.NAMES)
def test_a_piece_renders_the_same_every_time(name, excerpts):
    again = music.render(music.score(name), seconds=EXCERPT)
    assert synth.to_wav(again) == synth.to_wav(excerpts[name])


def test_the_music_stays_well_below_the_effects(excerpts):
    effects = {name: effect(name) for name in ("card", "click", "win")}
    effects_peak = max(max(map(abs, s)) for s in effects.values()) * MASTER_VOLUME
    assert PEAK < effects_peak
    loudest_music = max(rms(s) for s in excerpts.values()) * loudness(config.Settings().music_volume)
    usual_effect = sum(rms(s) for s in effects.values()) / len(effects) * MASTER_VOLUME
    assert loudest_music < usual_effect * loudness(config.Settings().effects_volume) / 2, "at the defaults, 6 dB under"


def rms(samples: list[float]) -> float:
    return math.sqrt(sum(v * v for v in samples) / len(samples))


@pytest.mark.parametrize("name", music.NAMES)
def test_every_score_is_calm_and_loops_within_itself(name):
    piece = music.score(name)
    assert 20 <= piece.seconds <= 40 and piece.tempo <= 100
    assert {part.instrument for part in piece.parts} <= set(music.INSTRUMENTS)
    for part in piece.parts:
        assert all(0 <= note.beat < piece.bars * piece.beats and note.beats <= 2 * piece.beats for note in part.notes)
        assert all(30 <= note.pitch <= 96 for note in part.notes), "no note below a bass or above a flute"


def test_a_tune_lands_on_its_chords_and_comes_home():
    chords = [music.chord(c) for c in ("C4 E4 G4", "F3 A3 C4", "G3 B3 D4", "C4 E4 G4") * 2]
    notes = music.scale("C", "major", "C4", "C6")
    tune = music.melody("test", chords, 4, notes, ((2, 2), (1, 1, 2)))
    assert tune == music.melody("test", chords, 4, notes, ((2, 2), (1, 1, 2))), "a seed writes one tune"
    for note in tune:
        if note.beat % 2 == 0:
            assert note.pitch % 12 in {p % 12 for p in chords[int(note.beat // 4)]}, note
    assert tune[-1].pitch % 12 == 0, "the loop ends on the first chord's root"
    assert all(n.pitch in notes for n in tune)


def test_note_names():
    assert (music.midi("A4"), music.midi("C4"), music.midi("Bb2"), music.midi("F#3")) == (69, 60, 46, 54)
    assert music.hertz(69) == 440.0


# --- the cache -----------------------------------------------------------------------------------


@pytest.fixture
def tiny(monkeypatch):
    """music.wav's pieces replaced by one tiny score, and a count of its renderings."""
    rendered = []
    real = music.render
    monkeypatch.setattr(music, "SCORES", {"menu": small})
    monkeypatch.setattr(music, "render", lambda piece, seconds=None, give_up=None: rendered.append(piece.name) or real(piece))
    return rendered


def small() -> Score:
    return ringing_over_the_end(("bass",))


def test_a_second_start_reads_the_piece_from_the_cache(tmp_path, tiny):
    first = music.wav("menu", tmp_path)
    assert music.wav("menu", tmp_path) == first and tiny == ["test"]
    assert [p.name for p in tmp_path.iterdir()] == [music.cache_file(tmp_path, small()).name]


@pytest.mark.parametrize("damage", [b"", b"RIFF nonsense", "truncate", "other rate"])
def test_a_damaged_cache_file_is_made_again(tmp_path, tiny, damage, caplog):
    good = music.wav("menu", tmp_path)
    path = music.cache_file(tmp_path, small())
    if damage == "truncate":
        path.write_bytes(good[:len(good) // 2])
    elif damage == "other rate":
        path.write_bytes(good[:24] + (RATE // 2).to_bytes(4, "little") + good[28:])
    else:
        path.write_bytes(damage)
    with caplog.at_level(logging.WARNING, logger="scenes.music"):
        assert music.wav("menu", tmp_path) == good
    assert tiny == ["test", "test"] and "making it again" in caplog.text
    assert path.read_bytes() == good


def test_a_changed_score_replaces_its_old_copy(tmp_path, tiny, monkeypatch):
    music.wav("menu", tmp_path)
    monkeypatch.setattr(music, "SCORES", {"menu": lambda: dataclasses.replace(small(), tempo=200)})
    music.wav("menu", tmp_path)
    assert len(list(tmp_path.iterdir())) == 1 and tiny == ["test", "test"]


def test_a_cache_folder_that_refuses_costs_only_the_time(tmp_path, tiny):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    assert music.wav("menu", blocked / "music") == music.wav("menu", None)


def test_a_rendering_can_be_abandoned_for_a_wanted_piece(tmp_path):
    with pytest.raises(music.GaveUp):
        music.wav("menu", tmp_path, give_up=lambda: True)
    assert list(tmp_path.iterdir()) == [], "nothing half-made is kept"

"""Synthesized sound effects: made in code, silent when there is no audio device."""
from __future__ import annotations

import io
import wave

import pytest

from scenes import config
from scenes import sound as sound_module
from scenes.sound import NAMES, RATE, Sound, loudness, render, wav


@pytest.mark.parametrize("name", NAMES)
def test_every_effect_is_audible_bounded_and_short(name):
    samples = render(name)
    assert 0.02 * RATE < len(samples) < 2.0 * RATE
    assert max(abs(v) for v in samples) == pytest.approx(0.85, abs=1e-6)
    assert render(name) == samples  # the same on every start


def test_wav_bytes_are_a_valid_mono_16_bit_file():
    data = wav("click")
    with wave.open(io.BytesIO(data)) as file:
        assert (file.getnchannels(), file.getsampwidth(), file.getframerate()) == (1, 2, RATE)
        assert file.getnframes() == len(render("click"))


def test_playing_respects_the_effects_volume():
    settings = config.Settings()
    effects = Sound(settings, background=False)
    if not effects.available:
        pytest.skip("no mixer in this environment")
    assert effects.play("dice") is True
    assert effects._sounds["dice"].get_volume() == pytest.approx(loudness(80), abs=0.01)
    settings.effects_volume = 0
    assert effects.play("dice") is False
    settings.effects_volume = 100
    assert effects.play("no such sound") is False


def test_a_volume_is_heard_in_ratios():
    assert [loudness(p) for p in (0, 50, 100)] == [0.0, 0.25, 1.0]
    assert loudness(-5) == 0.0 and loudness(250) == 1.0


def test_no_audio_device_means_silence_not_errors(monkeypatch):
    monkeypatch.setattr(sound_module, "_open_mixer", lambda: False)
    effects = Sound(config.Settings())
    assert effects.wait_ready(1)
    assert not effects.enabled and effects.play("win") is False

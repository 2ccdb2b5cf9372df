"""The effects' and the music's volumes in the settings file: read with care, and an old file's
"sound": false kept as silence."""
from __future__ import annotations

import json
import logging

import pytest

from scenes import config


def load(fields: dict) -> config.Settings:
    path = config.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(fields), encoding="utf-8")
    return config.load()


def test_the_volumes_default_and_round_trip():
    assert (config.Settings().effects_volume, config.Settings().music_volume) == (80, 50)
    settings = config.Settings(effects_volume=35, music_volume=0)
    assert config.save(settings)
    assert (config.load().effects_volume, config.load().music_volume) == (35, 0)
    assert "sound" not in json.loads(config.settings_path().read_text(encoding="utf-8"))


@pytest.mark.parametrize("value", [101, -1, 10**400, "50", 50.0, True, None, [50], {"v": 1}])
def test_a_bad_volume_gets_its_default_and_a_message_naming_the_file_and_the_field(value, caplog):
    with caplog.at_level(logging.WARNING, logger="scenes.config"):
        settings = load({"music_volume": value, "effects_volume": 20})
    assert settings.music_volume == config.Settings().music_volume
    assert settings.effects_volume == 20, "the good field is kept"
    assert "music_volume" in caplog.text and "settings.json" in caplog.text
    assert any("music_volume" in config.say(note) for note in config.REPAIRS)


@pytest.mark.parametrize("value", [0, 100])
def test_the_ends_of_the_range_are_volumes(value):
    assert load({"effects_volume": value}).effects_volume == value


def test_an_old_files_sound_off_is_kept_as_both_volumes_off():
    settings = load({"sound": False, "colour_blind": True})
    assert (settings.effects_volume, settings.music_volume) == (0, 0)
    assert settings.colour_blind and not config.REPAIRS, "an old file is no damage"


def test_an_old_files_sound_on_gives_the_default_volumes():
    settings = load({"sound": True})
    assert (settings.effects_volume, settings.music_volume) == (80, 50)


def test_volumes_written_since_win_over_the_old_switch():
    assert load({"sound": False, "music_volume": 30}).music_volume == 30

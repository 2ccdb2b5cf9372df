"""Settings: defaults, round trip, damaged files, and where files live."""
from __future__ import annotations

import json
import logging

from scenes import config


def test_missing_settings_file_gives_defaults(caplog):
    with caplog.at_level(logging.INFO, logger="scenes.config"):
        settings = config.load()
    assert settings == config.Settings()
    assert "no settings file" in caplog.text


def test_settings_round_trip(gamenight_home):
    settings = config.Settings(animation_speed="instant", window_size=(1600, 900), fullscreen=True,
                               colour_blind=True, effects_volume=0, music_volume=65)
    settings.set_player_name(1, "  Ada  ")
    assert config.save(settings)
    assert config.settings_path() == gamenight_home / "config" / "settings.json"
    loaded = config.load()
    assert loaded == settings
    assert loaded.player_name(1) == "Ada"
    assert loaded.animation_scale == 0.0


def test_corrupt_settings_file_falls_back_to_defaults_and_keeps_a_copy(caplog):
    path = config.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"animation_speed": "fast", "sound": fal', encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="scenes.config"):
        settings = config.load()
    assert settings == config.Settings()
    assert "corrupt" in caplog.text
    assert path.with_name("settings.json.damaged").read_text(encoding="utf-8").startswith('{"animation_speed"')


def test_bad_fields_fall_back_one_by_one(caplog):
    path = config.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({
        "animation_speed": "warp", "window_size": "huge", "fullscreen": "yes", "sound": False,
        "colour_blind": True, "player_names": ["Bo", 7, "x" * 99], "unknown": 1,
    }), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="scenes.config"):
        settings = config.load()
    assert settings.animation_speed == "normal"
    assert settings.window_size == config.DEFAULT_WINDOW
    assert settings.fullscreen is False
    assert settings.effects_volume == settings.music_volume == 0, "an old file's sound = false stays silent"
    assert settings.colour_blind is True
    assert settings.player_names[:3] == ["Bo", "", "x" * config.MAX_NAME_LENGTH], "a bad name keeps the default"
    assert settings.player_name(1) == "Player 2"
    assert len(settings.player_names) == config.NAME_SLOTS
    assert "animation_speed" in caplog.text and "window_size" in caplog.text


def test_settings_file_that_is_not_an_object_or_not_text(caplog):
    path = config.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("[1, 2, 3]", encoding="utf-8")
    assert config.load() == config.Settings()
    path.write_bytes(b"\xff\xfe\x00garbage")
    with caplog.at_level(logging.WARNING, logger="scenes.config"):
        assert config.load() == config.Settings()


def test_a_settings_file_too_large_too_deep_or_a_folder_gives_the_defaults_and_says_so(caplog):
    path = config.settings_path()
    path.parent.mkdir(parents=True)
    with open(path, "wb") as handle:  # 12 MB: read up to the limit it would have filled memory for nothing
        handle.write(b'{"animation_speed": "fast", "x": "')
        handle.truncate(12 * 2**20)
    assert config.load() == config.Settings()
    assert config.REPAIRS and "could not be read" in config.REPAIRS[0]["id"]
    path.write_text('{"animation_speed": "fast", "x": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="scenes.config"):
        assert config.load() == config.Settings()
    assert "nests deeper" in caplog.text and str(path) in caplog.text
    path.unlink()
    path.mkdir()
    assert config.load() == config.Settings()
    assert config.REPAIRS[0]["params"]["file"] == str(path)


def test_window_size_is_clamped_to_what_layouts_handle():
    assert config.clamp_window([200, 100]) == config.MIN_WINDOW
    assert config.clamp_window([1600, 900]) == (1600, 900)
    assert config.clamp_window([True, 900]) is None
    assert config.clamp_window((1, 2, 3)) is None


def test_animation_scales_order_slow_to_instant():
    scales = [config.Settings(animation_speed=s).animation_scale for s in config.SPEED_NAMES]
    assert scales == sorted(scales, reverse=True) and scales[-1] == 0.0


def test_names_are_cleaned():
    assert config.clean_name("\x00Al\tice\n", "d") == "Alice"
    assert config.clean_name("   ", "Player 3") == "Player 3"
    assert config.clean_name(None, "Player 1") == "Player 1"


def test_gamenight_home_holds_every_user_file(gamenight_home):
    assert config.saves_dir() == gamenight_home / "saves"
    assert config.autosave_dir() == gamenight_home / "autosave"
    assert config.log_path().parent == gamenight_home


def test_unwritable_settings_folder_does_not_raise(gamenight_home, caplog):
    gamenight_home.mkdir(parents=True)
    (gamenight_home / "config").write_text("a file where the folder should be")
    with caplog.at_level(logging.WARNING, logger="scenes.config"):
        assert config.save(config.Settings()) is False
    assert "cannot save" in caplog.text


def test_the_offer_luck_choice_is_remembered(tmp_path):
    from scenes import config

    settings = config.Settings()
    assert settings.offer_luck_on_enemy_dice
    settings.offer_luck_on_enemy_dice = False
    path = tmp_path / "settings.json"
    assert config.save(settings, path)
    assert config.load(path).offer_luck_on_enemy_dice is False


def test_a_number_of_thousands_of_digits_gives_the_defaults_not_a_traceback(caplog):
    """A 4,301-digit integer in settings.json stopped the app from starting (ValueError)."""
    path = config.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"window_size": [1' + "0" * 5000 + ', 800]}', encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="scenes.config"):
        assert config.load() == config.Settings()
    assert str(path) in caplog.text


def test_a_window_larger_than_any_screen_is_clamped():
    """`window_size: [16384, 16384]` was accepted and took 3 GB at start."""
    width, height = config.clamp_window([16384, 16384])
    assert width * height * 4 < 64 * 2**20, "one window-sized surface stays under 64 MB"


def test_the_save_key_is_made_once_and_kept(gamenight_home):
    key = config.save_key()
    assert len(key) == 32 and config.save_key() == key
    path = config.config_dir() / "save.key"
    assert bytes.fromhex(path.read_text()) == key


def test_every_settings_made_by_the_bench_and_the_tools_names_real_fields():
    """The bench's idle tables and tools/screenshots.py made their Settings with sound=False long
    after the one sound box became two volumes (issue 26): a TypeError at their start."""
    import ast
    import dataclasses
    from pathlib import Path

    fields = {field.name for field in dataclasses.fields(config.Settings)}
    root = Path(__file__).resolve().parents[2]
    made = []
    for path in sorted((root / "bench").glob("*.py")) + sorted((root / "tools").rglob("*.py")) + [root / "main.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "Settings":
                made.append((path.name, [keyword.arg for keyword in node.keywords]))
    assert any(name == "idle.py" for name, _words in made)
    assert [(name, words) for name, words in made if not set(words) <= fields] == []

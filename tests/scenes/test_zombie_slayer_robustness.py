"""Bad moments never lose a game: closing the window in the middle of a roll, broken content."""
from __future__ import annotations

import os
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine import api  # noqa: E402
from engine.core.content import DATA  # noqa: E402
from engine.core.errors import ContentError  # noqa: E402
from engine.games.zombie_slayer.content import load_content  # noqa: E402


@pytest.fixture(autouse=True)
def gamenight_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMENIGHT_HOME", str(tmp_path / "home"))


def test_closing_the_window_mid_roll_loses_nothing():
    from scenes import config, storage
    from scenes.app import App
    from scenes.launch import resume

    app = App(config.Settings(animation_speed="normal", sound=False), size=(1280, 800), persist=False, fullscreen=False)
    match = api.new_match("zombie_slayer", 12, ["human"])
    assert resume(app, match)
    scene = app.stack.top
    session = scene.session
    while match.view(0)["pending"]["kind"] != "turn":
        session.act(match.legal_actions()[0])
    zombie = next(z for z in match.view(0)["zombies"])  # stand next to a zombie, as if walked there
    match.state.slayer.pos = next(n for n in match.state.grid.steps(tuple(zombie["pos"])) if match.state.occupant(n) is None)
    attack = next(a for a in match.legal_actions() if a.startswith("attack"))
    session.act(attack)  # autosaved; the dice now tumble on the table
    for _ in range(3):
        app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(1 / 60)
    assert not app.running
    resumed = storage.load_autosave("zombie_slayer").match
    assert resumed.digest() == match.digest()
    assert resumed.view(0)["pending"]["kind"] == "roll"
    app.stack.clear()
    app.manager.clear_and_reset()


def test_a_content_entry_with_a_missing_field_names_file_entry_and_field(tmp_path):
    root = tmp_path / "zombie_slayer"
    shutil.copytree(DATA / "zombie_slayer", root)
    text = (root / "tiles.toml").read_text()
    start = text.index('id = "orchard"')
    faces = text.index("faces = ", start)
    end = text.index("\n", faces)
    (root / "tiles.toml").write_text(text[:faces] + text[end + 1:])
    with pytest.raises(ContentError) as err:
        load_content(root)
    message = str(err.value)
    assert "tiles.toml" in message and "'orchard'" in message and "'faces'" in message


def test_broken_toml_names_the_file_and_line(tmp_path):
    root = tmp_path / "zombie_slayer"
    shutil.copytree(DATA / "zombie_slayer", root)
    (root / "items.toml").write_text("[[item]]\nid = \"torch\nname = 'Torch'\n")
    with pytest.raises(ContentError) as err:
        load_content(root)
    assert "items.toml" in str(err.value) and "line" in str(err.value)


def test_a_bad_pip_in_a_counter_names_the_face(tmp_path):
    root = tmp_path / "zombie_slayer"
    shutil.copytree(DATA / "zombie_slayer", root)
    text = (root / "counters.toml").read_text().replace('faces = ["S", "MD", "DDD"', 'faces = ["S", "MQ", "DDD"', 1)
    (root / "counters.toml").write_text(text)
    with pytest.raises(ContentError) as err:
        load_content(root)
    assert "counters.toml" in str(err.value) and "face 2" in str(err.value) and "'Q'" in str(err.value)

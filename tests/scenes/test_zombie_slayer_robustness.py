"""Bad moments never lose a game: closing the window in the middle of a roll, broken content."""
from __future__ import annotations

import shutil

import pygame
import pytest

from engine import api
from engine.core.content import DATA
from engine.core.errors import ContentError
from engine.games.zombie_slayer.content import load_content

from .driver import close, make_app


def test_closing_the_window_mid_roll_loses_nothing():
    from scenes import storage
    from scenes.launch import resume

    app = make_app("normal")
    match = api.new_match("zombie_slayer", 12, ["human"])
    assert resume(app, match)
    scene = app.stack.top
    session = scene.session
    while match.decision()["kind"] != "turn":
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
    assert resumed.decision()["kind"] == "roll"
    close(app)


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

"""The jukebox (scenes/jukebox.py): the top scene's piece plays, a change fades across, the same
piece never restarts, the music volume is followed live, and leaving is always quiet."""
from __future__ import annotations

import threading
import time

import pytest

from scenes import config, games, music
from scenes.jukebox import CHANNELS, FADE_MS, Jukebox, piece_for
from scenes.sound import loudness
from scenes.stack import Scene

from .fake_mixer import FakeMixer, pieces


class Screen(Scene):
    def __init__(self, music: str | None = None) -> None:
        super().__init__()
        self.music = music


def jukebox(settings=None, mixer=None) -> tuple[Jukebox, FakeMixer]:
    mixer = mixer or FakeMixer()
    box = Jukebox(settings or config.Settings(), pieces=pieces, background=False)
    box.prepare(True, mixer)
    return box, mixer


def test_the_topmost_scene_that_names_a_piece_chooses_it():
    menu, table, over = Screen("menu"), Screen("zvery"), Screen(None)
    assert piece_for([menu]) == "menu"
    assert piece_for([menu, table]) == "zvery"
    assert piece_for([menu, table, over]) == "zvery", "settings or saves over a table keep its piece"
    assert piece_for([menu, over]) == "menu"
    assert piece_for([]) is None


def test_a_piece_fades_in_and_a_new_one_fades_across_on_the_other_channel():
    box, mixer = jukebox()
    box.want("menu")
    assert mixer.calls[-1] == ("play", CHANNELS[1], "menu", -1, FADE_MS)
    assert ("volume", "menu", round(loudness(50), 4)) in mixer.calls
    mixer.calls.clear()
    box.want("everzone")
    assert mixer.calls[0] == ("fadeout", CHANNELS[1], FADE_MS)
    assert mixer.calls[-1] == ("play", CHANNELS[0], "everzone", -1, FADE_MS)


def test_the_same_piece_is_never_started_again():
    box, mixer = jukebox()
    for _ in range(5):
        box.want("menu")
    box.want("zvery")
    box.want("zvery")
    box.want("menu")
    assert mixer.played() == ["menu", "zvery", "menu"]


def test_the_music_volume_is_followed_and_zero_is_silence():
    settings = config.Settings(music_volume=50)
    box, mixer = jukebox(settings)
    box.want("auganism")
    settings.music_volume = 80
    mixer.calls.clear()
    box.want("auganism")
    assert mixer.calls == [("volume", "auganism", round(loudness(80), 4))], "a new level, not a new start"
    settings.music_volume = 0
    box.want("auganism")
    assert mixer.calls[-1][0] == "fadeout" and box.playing is None
    mixer.calls.clear()
    box.want("menu")
    assert mixer.calls == [], "off stays off whatever the scenes want"
    settings.music_volume = 10
    box.want("menu")
    assert mixer.played() == ["menu"]


def test_a_piece_not_yet_rendered_starts_when_it_is():
    box, mixer = jukebox()
    box.background = True  # as in the app: nothing is rendered on the caller's side
    box.want("zombie_slayer")
    assert mixer.played() == [] and box.playing is None
    box.background = False
    box._render_all()  # (the thread's work, done here)
    box.want("zombie_slayer")
    assert mixer.played() == ["zombie_slayer"]


def test_a_piece_made_in_advance_gives_way_to_a_wanted_one():
    started, made = threading.Event(), []

    def pieces(name: str, give_up) -> bytes:
        if name != "everzone":  # made for the cache, in advance: slow, until told to give way
            started.set()
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:
                if give_up():
                    raise music.GaveUp(name)
                time.sleep(0.002)
        made.append(name)
        return name.encode()

    mixer = FakeMixer()
    box = Jukebox(config.Settings(), pieces=pieces)  # with its thread, as in the app
    box.prepare(True, mixer)
    assert started.wait(5)
    for _ in range(1000):
        box.want("everzone")
        if box.playing == "everzone":
            break
        time.sleep(0.005)
    box.stop()
    assert made[:1] == ["everzone"] and mixer.played() == ["everzone"]


def test_with_the_music_off_nothing_is_made_in_advance():
    made = []
    box = Jukebox(config.Settings(music_volume=0), pieces=lambda name, give_up: made.append(name) or b"",
                  background=False)
    box.prepare(True, FakeMixer())
    box.want("menu")
    box._render_all()
    assert made == []


def test_a_piece_that_cannot_be_made_is_not_tried_again_every_frame(caplog):
    tries = []

    def broken(name: str, give_up) -> bytes:
        tries.append(name)
        raise OSError("no space")

    box = Jukebox(config.Settings(), pieces=broken, background=False)
    box.prepare(True, FakeMixer())
    for _ in range(5):
        box.want("menu")
    assert tries.count("menu") == 1 and box.playing is None
    assert "could not be prepared" in caplog.text


def test_without_a_device_nothing_happens():
    box = Jukebox(config.Settings(), pieces=lambda *_: pytest.fail("nothing is rendered without a device"))
    box.prepare(False)
    box.want("menu")
    box.stop()
    assert box.playing is None


def test_the_dummy_driver_renders_nothing(monkeypatch):
    mixer = FakeMixer()
    mixer.get_driver = lambda: "dummy"
    monkeypatch.setattr("pygame.mixer", mixer)
    box = Jukebox(config.Settings(), pieces=lambda *_: pytest.fail("nobody hears the dummy driver"))
    box.prepare(True)
    box.want("menu")
    assert mixer.calls == []


def test_closing_mid_fade_is_quiet_even_when_the_mixer_is_gone():
    box, mixer = jukebox()
    box.want("menu")
    box.want("zvery")  # fading across
    mixer.broken = True
    box.stop()  # raises nothing
    mixer.broken = False
    calls = list(mixer.calls)
    box.want("menu")
    assert mixer.calls == calls, "once stopped, nothing more is played"


def test_every_game_and_the_menu_have_a_piece_with_its_own_score():
    assert set(music.NAMES) == {"menu", *games.engine_api().games()}
    digests = {music.score(name).digest() for name in music.NAMES}
    assert len(digests) == len(music.NAMES)

"""Every word on Creature Adventures' table fits, at 1024x640, 1280x800 and 1920x1080, and after
a resize in the middle of a game.

New players found a wheel's caption written over "to act", "Show the result" cut, and a seat's
name ("Seat 2 · Computer (normal)") running under the level in its panel. A game is played
through the real table - a person (moves chosen by the computer's hint, clicked as actions)
against two computers - and at many frames every line the table writes (on the window, on
the battle mat, on the panels and cards it renders) is checked: none runs off the window or
off its sheet, none is written over another, no button's label is cut (tests/scenes/screen_text
and tests/creature_adventures/screen.py). One screenshot per size goes to tests/output/.
"""
from __future__ import annotations

import pytest

from engine import api
from tests.creature_adventures import screen

from .driver import close, make_app, sit_down
from .screen_text import WHOLE_GAME_SIZES
from .test_creature_adventures_table import SHOTS

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SEATS = ["human", "ai", "ai:hard"]
CHECK_EVERY = 4  # frames


def _play(app, frames: int, resize_to=None) -> list[str]:
    """Frames of a game; the person's move is the hint, played when the table waits for it.
    Returns what was found unreadable (each problem once)."""
    scene = app.stack.top
    match = scene.session.match
    found: dict[str, str] = {}
    with screen.AllText() as written:
        for i in range(frames):
            if resize_to and i == frames // 2:
                app.resize(resize_to)
            written.clear()
            if scene.decision is not None and scene.interactive and not scene.animator.busy and i % 9 == 0:
                _a_persons_move(scene, match, i)
            app.frame(1 / 20)
            if app.stack.top is scene and i % CHECK_EVERY == 0:
                for problem in screen.problems(app, scene, written):
                    found.setdefault(problem.split(" at ")[0], f"{app.size}: {problem}")
    return list(found.values())


def _a_persons_move(scene, match, i: int) -> None:
    """What a person would do: point at things now and then (forecasts, paths), then move."""
    d = scene.decision
    if d.ways and i % 2 == 0:
        end = sorted(d.ways)[i % len(d.ways)]
        scene.hover = ("space", end)
        return
    if d.battle and i % 2 == 0:
        button = next(iter(b for b, a in scene.dynamic.items() if a == d.battle[0].action), None)
        if button is not None:
            scene.mouse = button.rect.center
            return
    action = match.suggest(match.to_move())
    scene.mouse, scene.hover = (0, 0), None
    if d.ways and action in d.forks.values():
        end = next(e for e, ways in d.ways.items() if d.forks[ways[0].forks[0]] == action)
        scene.walk_to(end)
    else:
        scene.play(action)


@pytest.mark.parametrize("size", WHOLE_GAME_SIZES)
def test_every_word_fits_at_each_size(size):
    app = make_app("fast", size)
    match = api.new_match("creature_adventures", 4, SEATS)
    sit_down(app, match, SEATS)
    problems = _play(app, 900)
    app.screenshot(SHOTS / f"creature_adventures_size_{size[0]}.png")
    assert len(match.log) > 30
    assert not problems, "\n".join(problems[:20])
    close(app)


def test_every_word_fits_after_a_resize_in_the_middle_of_a_game():
    app = make_app("fast", (1920, 1080))
    seats = ["human", "ai", "ai", "ai:easy"]
    match = api.new_match("creature_adventures", 9, seats)
    sit_down(app, match, seats)
    problems = _play(app, 700, resize_to=(1024, 640))
    app.screenshot(SHOTS / "creature_adventures_size_resized.png")
    assert not problems, "\n".join(problems[:20])
    close(app)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_end_of_the_game_fits(size):
    """The result button ("Show the result", once cut) under the finished game."""
    seats = ["human", "ai:easy"]
    match = api.new_match("creature_adventures", 3, seats)
    while match.result() is None:
        match.act(match.suggest(match.to_move()))
    app = make_app("instant", size)
    sit_down(app, match, seats)
    for _ in range(6):
        app.frame(1 / 30)
    app.stack.pop()  # the end screen, back to the table: "Show the result"
    for _ in range(4):
        app.frame(1 / 30)
    with screen.AllText() as written:
        app.frame(1 / 30)
        scene = app.stack.top
        assert any(a == "cmd:result" for a in scene.dynamic.values())
        assert not screen.problems(app, scene, written)
    close(app)


# The scripted round at the smallest window in `make test` (where words are tightest), at the
# two larger ones in `make journeys`, as the whole games are (screen_text.WHOLE_GAME_SIZES).
@pytest.mark.parametrize("size", WHOLE_GAME_SIZES)
def test_every_word_fits_in_each_moment_of_a_turn(size):
    """A scripted first round at each size, checked at each moment a player reads: the pass
    screen, a creature's card, a hint, the dice, the ends of a move with a way pointed at, the
    pick, a forecast, the wheel spinning and landed, the keep card, the Shop, the Shaman."""
    from .test_creature_adventures_table import Player

    app = make_app("normal", size)
    match = api.new_match("creature_adventures", 7, ["human", "human"])
    sit_down(app, match, ["human", "human"], ["Alice Longfellow-Smythe", "Bob"])
    player = Player(app)
    found: dict[str, str] = {}
    with screen.AllText() as written:

        def look(frames: int = 2, dt: float = 1 / 60) -> None:
            for _ in range(frames):
                written.clear()
                app.frame(dt)
                if app.stack.top is player.scene:
                    for problem in screen.problems(app, player.scene, written):
                        found.setdefault(problem.split(" at ")[0], f"{size}: {problem}")

        player.settle(2000)
        player.pass_screen()
        player.settle(2000)
        scene = player.scene
        look()
        player.click(player.panel_creature(1, 0))
        look()
        player.click(scene.widgets["hint"].rect.center)
        look()
        player.press("cmd:cancel")
        match.force_dice([2, 2, 1])
        player.press("roll")
        look(40, 1 / 30)
        player.settle()
        player.move(player.space("whisperwood_1"))
        look(40, 1 / 30)  # the tooltip comes up
        player.click(player.space("whisperwood_1"))
        look(60, 1 / 30)
        player.settle()
        player.move(next(r for r, kind, v in scene.arena.areas if kind == "bench").center)
        look()
        player.do("pick 1")
        player.move(player.button("strike").rect.center)
        look()
        match.force_dice([3])
        player.press("strike")
        look(90, 1 / 30)  # the wheel spins, lands, holds
        player.settle()
        match.force_dice([10])
        player.press("catch")
        look(90, 1 / 30)
        player.settle()
        look()
        app.screenshot(SHOTS / f"creature_adventures_keep_{size[0]}.png")
        player.do("release")
        player.pass_screen()
        player.press("cmd:shop")
        look()
        scene.shop.kill()
        match.state.players[0].creatures[1].hp = 3
        player.restage()
        match.force_dice([2, 3])
        player.press("roll")
        player.settle()
        player.click(player.space("hermits_spring"))
        player.settle()
        look()
        app.screenshot(SHOTS / f"creature_adventures_shaman_{size[0]}.png")
    assert not found, "\n".join(found.values())
    close(app)


def test_the_battle_mat_is_made_as_the_table_is_laid_out_not_as_the_first_battle_opens(app, monkeypatch):
    """The mat's parchment (60-70 ms of painting) was made in the frame the first battle
    opened, the slowest frame of a whole game after the table's first."""
    import pygame

    from scenes.creature_adventures.arena import Arena
    from scenes.widgets import art

    art.parchment_panel.cache_clear()
    arena = Arena()
    arena.place(pygame.Rect(10, 80, 900, 560))

    def painted(size):
        raise AssertionError(f"a parchment of {size} painted as the battle opened")

    monkeypatch.setattr(art, "parchment", painted)
    assert arena.sheet().get_size() == (arena.rect.w, arena.rect.h)  # the panel's shadow makes up the 12 and 14


def test_a_benched_creatures_long_name_takes_two_lines_rather_than_an_ellipsis():
    """At 1024 x 640 the bench read "Bramble Hedge...": a name too long for one line is set on two
    whole lines where the bench is tall enough, its HP bar keeping its numbers; else shortened."""
    from scenes.creature_adventures.arena import MINI_BAR, _name_lines

    size, room = 47, 80  # a bench at 1024 x 640
    lines, font = _name_lines("Bramble Hedgehog", room, size - MINI_BAR - 2)
    assert lines == ["Bramble", "Hedgehog"] and all(font.size(line)[0] <= room for line in lines)
    assert _name_lines("Ivy Creeper", 200, size - MINI_BAR - 2)[0] == ["Ivy Creeper"]
    short, _ = _name_lines("Bramble Hedgehog", room, 20)  # no height for two lines
    assert len(short) == 1 and short[0].endswith("...") and short[0] != "Bramble Hedgehog"


def test_knocked_out_rises_under_the_blows_damage_number(app):
    """"-4" and "knocked out" rose from the same point a moment apart and were read as one smudge
    (seen in a real window). When the word comes, the number has risen some 37 px (it rises 20-70
    px in 1.2 s, and came 0.4 s before) and reaches 15 px under its centre (size 40); the word
    starts 20 px up and 10 px tall (size 26): it must come from at least 8 px lower, and does."""
    from .test_creature_adventures_table import open_table

    arena = open_table(app).scene.arena
    for side in (0, 1):
        (x, damage), (cx, caption) = arena.portrait_point(side), arena.caption_point(side)
        assert cx == x and (caption - 20 - 10) - (damage - 37 + 15) >= 8 + 10, "apart, with room to spare"

"""A replay at the game's own table (scenes/replay.py, widgets/replay_bar.py), driven as a
player drives it: the arrow keys and the bar's buttons, the timeline under the mouse, the
eyes' menu.

A computer game is finished at the table, the digest noted after every action as the table
applied it; the table is left for the menu, and the replay opened from History's row for it;
it then steps to the end and back to the start, and at every step the table's match has the
live game's digest. Through one seat's
eyes, nothing on the table - a card face, a tooltip, a caption, a log line - shows a card that
seat had not been shown at that point (tests/scenes/secrets.py).
"""
from __future__ import annotations

import json
import re

import pygame
import pytest

from engine import api
from scenes import history, replay, storage
from scenes.menu import MenuScene
from scenes.session import GameSession
from scenes.widgets import replay_bar
from scenes.widgets.seats import Names

from . import secrets
from .driver import Driver, choose_from_menu, close, make_app, sit_down

LONG = pytest.mark.slow  # several hundred actions each way: `make journeys` plays them
GAMES = [pytest.param("zombie_slayer", ["ai:easy"], id="zombie_slayer"),
         pytest.param("creature_adventures", ["ai:easy", "ai:easy"], id="creature_adventures", marks=LONG),
         pytest.param("zvery", ["ai:easy", "ai:easy"], id="zvery", marks=LONG),
         pytest.param("auganism", ["ai:easy", "ai:easy"], id="auganism"),
         pytest.param("everzone", ["ai:easy", "ai:easy"], id="everzone", marks=LONG)]


def finished_at_the_table(app, game: str, seats: list[str], seed: int = 3) -> tuple[history.Entry, list[str]]:
    """A computer game played to its end at its table; its history entry, and the digest before
    the first action and after each."""
    match = api.new_match(game, seed, seats)
    digests = [match.digest()]
    real = GameSession._record

    def noting(session, turn):
        real(session, turn)
        digests.append(session.match.digest())
    GameSession._record = noting
    try:
        sit_down(app, match, seats, autosave=True)
        Driver(app).until_over(match)
    finally:
        GameSession._record = real
    app.go_home()
    kept, problems = history.entries()
    assert problems == [] and len(kept) == 1
    return kept[0], digests


def watch(app, entry: history.Entry):
    """The entry's replay, opened as a player opens it: the menu's History, the row's Replay."""
    player = Driver(app)
    menu = app.stack.top
    assert isinstance(menu, MenuScene), "the table, once its game is over, was left for the menu"
    player.click(menu.buttons["history"].rect.center)
    screen = app.stack.top
    [row_replay] = [b for b, (kind, e) in screen.actions.items() if kind == "replay" and e.id == entry.id]
    player.click(row_replay.rect.center)
    player.frames(3)
    return player, player.scene


def watched(game: str, size: tuple[int, int]):
    """A computer duel of `game` finished at the table, its replay open: (the live digests, the
    driver, the table)."""
    app = make_app("instant", size)
    entry, live = finished_at_the_table(app, game, ["ai:easy", "ai:easy"])
    player, table = watch(app, entry)
    return live, player, table


def wait_for(player: Driver, table, position: int) -> None:
    for _ in range(200):
        if table.session.position == position and not table.animator.busy:
            break
        player.frames(1)
    assert table.session.position == position


@pytest.mark.parametrize("game, seats", GAMES)
def test_a_finished_game_replays_at_its_table_to_the_end_and_back_with_the_live_digest_at_every_step(game, seats):
    app = make_app("instant", (1024, 640))
    entry, live = finished_at_the_table(app, game, seats)
    player, table = watch(app, entry)
    assert table.replaying and table.session.position == 0 and table.session.match.digest() == live[0]
    choose_from_menu(player, table.replay_bar.widgets["speed"], "Instant")
    assert table.scale() == 0
    for position in range(1, len(live)):
        player.key(pygame.K_RIGHT)
        wait_for(player, table, position)
        assert table.session.match.digest() == live[position], f"{game}: stepped on to {position}"
    assert table.session.at_end and not table.replay_bar.widgets["on"].is_enabled
    assert table.decision.kind == "over" and player.button("cmd:result") is not None
    for position in range(len(live) - 2, -1, -1):
        player.key(pygame.K_LEFT)
        wait_for(player, table, position)
        assert table.session.match.digest() == live[position], f"{game}: stepped back to {position}"
    assert not table.replay_bar.widgets["back"].is_enabled
    close(app)


def test_the_bar_plays_jumps_by_turn_and_goes_anywhere_on_the_timeline_with_the_mouse():
    live, player, table = watched("auganism", (1024, 640))
    bar, session = table.replay_bar, table.session
    player.click(bar.widgets["play"].rect.center)
    assert session.playing and bar.widgets["play"].text == "Pause"
    waited = 0  # frames: the opening is dealt first, then the actions come one by one
    while session.position < 3 and waited < 600:
        player.frames(1)
        waited += 1
    assert session.position < len(live) - 1 and waited < 500, f"{waited} frames to play three actions"
    player.click(bar.widgets["play"].rect.center)
    assert not session.playing
    stopped = session.position
    player.frames(60)
    assert session.position == stopped, "paused, the replay stays"
    player.click((bar.track.x + bar.track.w // 2, bar.track.centery))
    assert abs(session.position - len(live) // 2) <= 1 and session.match.digest() == live[session.position]
    starts, here, end = session.replay.turn_starts(), session.position, len(live) - 1
    player.click(bar.widgets["turn_on"].rect.center)
    assert session.position == min([p for p in starts if p > here] + [end])
    player.click(bar.widgets["end"].rect.center)
    assert session.at_end and session.match.digest() == live[-1]
    assert session.history == [], "the replay kept a turn for each action, for an Undo it does not have"
    player.click(bar.widgets["turn_back"].rect.center)
    assert session.position == max(p for p in starts if p < end)
    player.click(bar.widgets["start"].rect.center)
    assert session.position == 0 and session.match.digest() == live[0]
    assert table.widgets.keys() >= {"menu", "help"} and not {"undo", "hint"} & table.widgets.keys()
    player.key(pygame.K_z, pygame.KMOD_CTRL)  # nothing to undo in a replay, and nothing to say about it
    assert not windows(player.app) and session.position == 0
    player.app.resize((1280, 800))
    player.frames(3)
    bar = table.replay_bar
    assert bar.widgets["strip"].rect.bottom == 800 and table.size == (1280, 800 - replay_bar.HEIGHT)
    player.click(bar.widgets["end"].rect.center)
    assert session.at_end, "the bar works after a resize"
    close(player.app)


@pytest.mark.parametrize("game", ["auganism", pytest.param("everzone", marks=pytest.mark.slow)])  # (everzone: 60 s)
def test_a_replay_through_one_seats_eyes_never_shows_a_card_that_seat_had_not_seen(game):
    live, player, table = watched(game, (1280, 800))
    bar = table.replay_bar
    choose_from_menu(player, bar.widgets["speed"], "Instant")
    for eyes in (1, 0):
        choose_from_menu(player, bar.widgets["eyes"], f"Eyes: {Names(table.session).of(eyes)}")
        assert table.session.viewer() == eyes and table.session.position == 0
        with secrets.Shown(game) as shown:
            for _ in range(len(live) - 1):  # step by step (→), the table looked at after each
                player.key(pygame.K_RIGHT)
                assert secrets.leaks(table, shown, eyes) == [], f"{game}, seat {eyes}'s eyes, action {table.session.position}"
                shown.clear()
        assert table.session.at_end, f"{game}: the replay went to its end"
        player.click(bar.widgets["start"].rect.center)
    close(player.app)


@pytest.mark.parametrize("game", ["auganism", "everzone"])
def test_a_finished_game_can_be_watched_face_up_and_a_game_under_way_cannot(game):
    live, player, table = watched(game, (1024, 640))
    bar = table.replay_bar
    choose_from_menu(player, bar.widgets["eyes"], replay_bar.FACE_UP)
    assert table.session.revealed and bar.widgets["eyes"].selected_option[0] == replay_bar.FACE_UP
    with secrets.Shown(game) as shown:
        for _ in range(len(live) // 2):
            player.key(pygame.K_RIGHT)
            player.frames(2)
        wait_for(player, table, len(live) // 2)
        player.frames(3)
        others = secrets.hidden_from(table.session.match, 0)
        assert others and shown.cards & others, "the other hand is face up"
    rival = Names(table.session).of(1)
    draws = [text for text, *_ in table.log_lines if text.startswith(f"{rival} draws ")]
    assert any(not re.match(rf"{re.escape(rival)} draws \d+ cards? ", text) for text in draws), \
        f"face up, the log names the rival's cards drawn: {draws[:3]}"
    assert not any(text.startswith("You draw") and rival in text for text, *_ in table.log_lines)
    whole = json.loads(table.session.replay.save_text)
    close(player.app)
    unfinished = api.open_replay(json.dumps({**whole, "log": whole["log"][:12]}))
    app = make_app("instant", (1024, 640))
    assert replay.open_replay(app, unfinished)
    assert replay_bar.FACE_UP not in app.stack.top.replay_bar.eye_options()
    close(app)


def test_the_replay_menu_exports_the_whole_game_and_leaves(tmp_path, monkeypatch):
    from scenes.widgets import dialogs

    monkeypatch.setattr(dialogs.Path, "home", staticmethod(lambda: tmp_path))
    app = make_app("instant", (1024, 640))
    entry, live = finished_at_the_table(app, "auganism", ["ai:easy", "ai:easy"])
    player, table = watch(app, entry)
    player.key(pygame.K_RIGHT)  # the export is the whole game, wherever the replay stands
    player.click(table.widgets["menu"].rect.center)
    [menu] = windows(app)
    player.click(menu.buttons["export"].rect.center)
    [dialog] = windows(app)
    assert dialog.current_file_path.name.startswith("Auganism ") and dialog.current_file_path.suffix == ".json"
    dialog.current_file_path = tmp_path / "our duel"
    dialog.ok_button.enable()
    player.click(dialog.ok_button.rect.center)
    assert storage.open_replay(tmp_path / "our duel.json").final_digest == live[-1]
    [message] = windows(app)
    player.click(message.buttons["ok"].rect.center)
    player.click(table.widgets["menu"].rect.center)
    player.click(windows(app)[0].buttons["leave"].rect.center)
    assert app.stack.top.TITLE == "History" and table not in app.stack.scenes, "back where it was opened"
    close(app)


def windows(app) -> list:
    return [w for w in app.manager.get_window_stack().get_full_stack() if w.alive()]

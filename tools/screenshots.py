"""Draw the pictures in docs/screenshots/ from seeded games: `python -m tools.screenshots`.

Every table at 1024x640 and 1280x800 in the middle of a game against the computer (a person's
decision on screen); a pass-and-play hand-over in the two hidden-hand games: the cover that
names the next player, then that player's table; the menu with several unfinished games
(Continue), and the saves screen, saving a copy and loading. Each picture is drawn by the app itself
under SDL's dummy driver, through the path Continue takes (`scenes.launch.resume`), so what is
committed is what a player sees. Same seeds, same pictures.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("GAMENIGHT_HOME", tempfile.mkdtemp(prefix="gamenight-shots-"))

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SIZES = [(1024, 640), (1280, 800)]
# game -> (seats, seed, computer moves before the picture)
TABLES = {
    "zombie_slayer": (["human"], 12, 30),
    "creature_adventures": (["human", "ai:easy", "ai:easy"], 4, 60),
    "zvery": (["human", "ai:easy"], 5, 70),
    "auganism": (["human", "ai:easy"], 6, 14),
    "everzone": (["human", "ai:easy"], 7, 40),
}
HAND_OVERS = {"auganism": (["human", "human"], 6, 9), "everzone": (["human", "human"], 7, 30)}
# name -> (game, seats, seed, computer moves before the picture, window size): moments players found hard
MOMENTS = {
    "everzone_setup": ("everzone", ["human", "ai:easy"], 7, 0, (1024, 640)),
    "everzone_deploy_hand": ("everzone", ["human", "ai:easy"], 7, 12, (1280, 800)),
}


def _app(size: tuple[int, int]):
    from scenes import config
    from scenes.app import App

    return App(config.Settings(animation_speed="instant", effects_volume=0, music_volume=0), size=size, persist=False, fullscreen=False)


def _match(game: str, seats: list[str], seed: int, moves: int):
    """A seeded game played by the computer until `moves` actions are done and a person is to move."""
    from engine import api

    match = api.new_match(game, seed, seats)
    while match.result() is None and (len(match.log) < moves or seats[match.to_move()] != "human"):
        match.act(match.suggest(match.to_move()))
    return match


def _open(app, match, autosave: bool = False) -> None:
    from scenes import launch

    app.stack.push(app.home_scene())
    launch.resume(app, match, autosave=autosave)
    for _ in range(6):
        app.frame(1 / 60)


def _lift_cover(app) -> None:
    from scenes.widgets.pass_screen import PassScreen

    while isinstance(app.stack.top, PassScreen):
        app.stack.top.take_the_mouse()
        for _ in range(4):
            app.frame(1 / 60)


def tables() -> list[Path]:
    """Each table at each size, and the moments players found hard."""
    pictures = {f"{game}_{w}x{h}": (game, seats, seed, moves, (w, h))
                for game, (seats, seed, moves) in TABLES.items() for w, h in SIZES}
    return [_table_picture(name, *how) for name, how in {**pictures, **MOMENTS}.items()]


def _table_picture(name: str, game: str, seats: list[str], seed: int, moves: int, size: tuple[int, int]) -> Path:
    app = _app(size)
    _open(app, _match(game, seats, seed, moves))
    path = app.screenshot(OUT / f"{name}.png")
    app.stack.clear()
    return path


def hand_overs() -> list[Path]:
    written = []
    for game, (seats, seed, moves) in HAND_OVERS.items():
        app = _app((1280, 800))
        _open(app, _match(game, seats, seed, moves))
        for _ in range(30):  # the cover takes clicks after a moment; its hint shows then
            app.frame(1 / 30)
        written.append(app.screenshot(OUT / f"{game}_hand_over_cover.png"))
        _lift_cover(app)
        written.append(app.screenshot(OUT / f"{game}_hand_over_table.png"))
        app.stack.clear()
    return written


def saves() -> list[Path]:
    """Four games left half-played (Continue lists them), two of them also saved by name."""
    from scenes import storage, thumbnails
    from scenes.saves import SavesScene

    app = _app((1280, 800))
    written = []
    for game, (seats, seed, moves) in list(TABLES.items())[1:]:
        _open(app, _match(game, seats, seed, moves), autosave=True)
        table = app.stack.top
        storage.autosave(table.session.match)
        if game in ("zvery", "everzone"):
            path = storage.save_named(table.session.match, f"{game.title()} - a long evening")
            thumbnails.keep(thumbnails.of_table(table), storage.picture_path(path))
        if game == "everzone":
            table.save_a_copy()
            for _ in range(4):
                app.frame(1 / 60)
            written.append(app.screenshot(OUT / "saves_save_a_copy.png"))
        app.go_home()
    for _ in range(4):
        app.frame(1 / 60)
    written.append(app.screenshot(OUT / "menu_continue_several.png"))
    app.stack.push(SavesScene(app))
    for _ in range(4):
        app.frame(1 / 60)
    written.append(app.screenshot(OUT / "saves_load.png"))
    app.stack.clear()
    return written


def main() -> int:
    sys.path.insert(0, str(ROOT))
    OUT.mkdir(parents=True, exist_ok=True)
    for path in tables() + hand_overs() + saves():
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())

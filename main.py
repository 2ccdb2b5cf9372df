"""Gamenight's front door: double-click to play, or drive it from the command line.

    python main.py                                    the menu
    python main.py --game G --seats human,ai          straight into a game
    python main.py --game G --seats ... --options JSON
    python main.py --load FILE                        resume a save
    python main.py --headless --game G [--seed N] [--seats ai,ai] [--options JSON]
        every seat played by the computer to the end, no window; prints one JSON line
        {"game", "seed", "result", "actions"}
    python main.py --screenshot OUT.png --game G [--seed N] [--steps K] [--seats ...] [--size WxH]
        the game's table after K computer moves, rendered offscreen into a PNG
    python main.py --load FILE --screenshot OUT.png [--size WxH]
        a saved game rendered as Continue opens it (the person to move has taken the mouse)
    python main.py --load FILE --screenshot OUT.png --show recap|log|result
        the same, with the recap of the last turn played away from the screen, the log pane, or
        the result panel of the last move that had one
    python main.py --replay FILE                      a saved game's replay, to watch
    python main.py --replay FILE --screenshot OUT.png [--steps K] [--size WxH]
        the replay after the save's first K actions (through its first person's eyes, or
        seat 1's when the computer played every seat)
    python main.py --tutorial G                       the game's tutorial: learn to play it
    python main.py --tutorial G --headless
        the tutorial followed to its end through the real table on a hidden display, clicking
        what it marks at each step; prints one JSON line {"game", "steps", "completed"}
    python main.py --version                          "gamenight 0.1.0"
    --lang it                                         any of these in Italian (for this run; the
                                                      setting is in Settings)

--headless --game never imports pygame: it is for servers, CI and the AI's tests (--headless
--tutorial runs the real scenes on SDL's dummy display). Bad arguments are
argparse errors (exit 2); a save that cannot be loaded or options the game refuses print one
clear line and exit with 2, without a traceback.
"""
from __future__ import annotations

import argparse
import gc
import json
import logging
import os
import random
import sys
from typing import Any

from engine import __version__
from scenes import i18n
from scenes.config import INTERFACE_SIZES
from scenes.i18n import LANGUAGES, _

EXIT_BAD_INPUT = 2
SEAT_KINDS = ("human", "ai", "ai:easy", "ai:normal", "ai:hard", "net")  # net: an open seat (--host)
LEVELS = ("easy", "normal", "hard")
SHOWN = ("recap", "log", "result")  # what --show opens over a table for --screenshot
SCREENS = ("menu", "history", "statistics", "saves")  # what --open shows (the menu alone, or a screen over it)
MAX_HEADLESS_ACTIONS = 200_000  # a game that has not ended by then is an engine bug


class UserError(Exception):
    """Input the player gave that cannot be used; printed as one line, exit code 2."""


# --- arguments -----------------------------------------------------------------------------------


def _seats(text: str) -> list[str]:
    seats = [part.strip() for part in text.split(",") if part.strip()]
    bad = [s for s in seats if s not in SEAT_KINDS]
    if not seats or bad:
        raise argparse.ArgumentTypeError(f"seats are a comma list of {', '.join(SEAT_KINDS)} (got {text!r})")
    return seats


def _options(text: str) -> dict:
    from engine import bounded

    try:
        value = bounded.parse_json(text, "--options")
    except bounded.Refused as exc:  # not JSON, nested too deep, a number far too long
        raise argparse.ArgumentTypeError(f"options must be a JSON object ({exc.problem})") from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError("options must be a JSON object, like '{\"tag\": true}'")
    return value


def _address(text: str) -> tuple[str, int]:
    host, _, port = text.rpartition(":")
    if not host or not port.isdigit() or not 0 <= int(port) < 65536:
        raise argparse.ArgumentTypeError(f"an address is HOST:PORT, like 127.0.0.1:8765 (got {text!r})")
    return host.strip("[]"), int(port)


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size is WIDTHxHEIGHT, like 1280x720 (got {text!r})") from None
    if not (320 <= width <= 8192 and 240 <= height <= 8192):
        raise argparse.ArgumentTypeError("size must be between 320x240 and 8192x8192")
    return width, height


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError("expected zero or more")
    return value


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gamenight", description="Gamenight: tabletop games at one table.")
    p.add_argument("--game", help="game id (see --list)")
    p.add_argument("--seats", type=_seats, help="comma list of human, ai, ai:easy, ai:hard")
    p.add_argument("--options", type=_options, help="game options as a JSON object")
    p.add_argument("--seed", type=_count, help="the game's seed (random when omitted)")
    p.add_argument("--load", metavar="FILE", help="resume a saved game")
    p.add_argument("--tutorial", metavar="GAME", help="the game's tutorial (with --headless: followed to its end)")
    p.add_argument("--replay", metavar="FILE", help="a saved game's replay (with --screenshot: after --steps actions)")
    p.add_argument("--open", choices=SCREENS, help="open the menu, or a screen over it: history, statistics or saves "
                   "(with --screenshot: its picture)")
    p.add_argument("--headless", action="store_true", help="computer plays every seat, no window; prints JSON")
    p.add_argument("--screenshot", metavar="OUT", help="render the game's table into a PNG and exit")
    p.add_argument("--steps", type=_count, default=0,
                   help="computer moves before the screenshot (with --replay: the save's actions)")
    p.add_argument("--size", type=_size, help="window size, WIDTHxHEIGHT")
    p.add_argument("--scale", type=int, choices=INTERFACE_SIZES, metavar="PERCENT",
                   help="the interface size for this run: 100, 125 or 150 (text and controls enlarged together; "
                        "with --screenshot and no --size, the picture is that much larger)")
    p.add_argument("--show", choices=SHOWN, help="with --screenshot: the recap of the last turn played away "
                   "from the screen, the full log pane, or the last move's result panel")
    p.add_argument("--host", metavar="GAME", help="host an online game: --seats names each open seat net; "
                   "with --headless, prints one invite per open seat and plays the host's own seats by the computer")
    p.add_argument("--listen", type=_address, metavar="HOST:PORT", help="with --host: invite by a direct address "
                   "guests connect to (port 0: any free one); without it, invites are magic-wormhole codes")
    p.add_argument("--mailbox", metavar="URL", help="the magic-wormhole mailbox server for codes (else the public one)")
    p.add_argument("--relay", metavar="HINT", help="the transit relay, like tcp:relay.example.org:4001 (else the public one)")
    p.add_argument("--no-direct", action="store_true", help="with codes: connect only through the transit relay")
    p.add_argument("--join", metavar="INVITE", help="join an online game by its invite (with --headless and --bot)")
    p.add_argument("--bot", choices=LEVELS, help="with --join --headless: the computer plays the seat at this level")
    p.add_argument("--name", help="the name the other players see (with --join)")
    p.add_argument("--lang", choices=LANGUAGES, help="the language, for this run (else the setting's: "
                   + ", ".join(f"{code} {name}" for code, name in LANGUAGES.items()) + ")")
    p.add_argument("--list", action="store_true", help="list the game ids and exit")
    p.add_argument("--version", action="version", version=f"gamenight {__version__}")
    return p


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = parser()
    args = p.parse_args(argv)
    if args.load and (args.game or args.headless):
        p.error("--load resumes a save; it cannot be combined with --game or --headless")
    if args.replay and (args.game or args.headless or args.load):
        p.error("--replay shows a save; it cannot be combined with --game, --headless or --load")
    if args.tutorial and (args.game or args.load or args.replay or args.screenshot):
        p.error("--tutorial opens a lesson; it cannot be combined with --game, --load, --replay or --screenshot")
    if args.headless and not (args.game or args.tutorial or args.host or args.join):
        p.error("--headless and --screenshot need --game (a screenshot may --load a save instead)")
    if args.screenshot and not (args.game or args.load or args.replay or args.open):
        p.error("--headless and --screenshot need --game (a screenshot may --load a save instead)")
    if args.open and (args.game or args.load or args.replay or args.tutorial or args.headless):
        p.error("--open shows a screen of the menu; it cannot be combined with --game, --load, --replay, "
                "--tutorial or --headless")
    if args.headless and args.screenshot:
        p.error("choose one of --headless and --screenshot")
    if args.show and not args.screenshot:
        p.error("--show is for --screenshot: in a window, the Log button (L) opens the log")
    _check_online(p, args)
    if (args.seats or args.options is not None or args.seed is not None) and not (args.game or args.host):
        p.error("--seats, --options and --seed need --game")
    if args.seats and "net" in args.seats and not args.host:
        p.error("a net seat is an open seat of an online game: use --host")
    if args.game or args.tutorial:
        _check_game(p, args.game or args.tutorial)
    return args


def _check_online(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """--host and --join: each alone, and (for now) only without a window."""
    if not (args.host or args.join):
        if args.listen or args.bot or args.name or args.mailbox or args.relay or args.no_direct:
            p.error("--listen is for --host; --bot and --name are for --join; --mailbox, --relay and --no-direct "
                    "for either")
        return
    if args.host and args.join:
        p.error("choose one of --host and --join")
    if args.game or args.load or args.replay or args.tutorial or args.screenshot or args.open:
        p.error("--host and --join start an online game: they cannot be combined with --game, --load, --replay, "
                "--tutorial, --screenshot or --open")
    if not args.headless:
        p.error("--host and --join play online from the command line with --headless")
    if args.host:
        _check_game(p, args.host)
        if not args.seats or "net" not in args.seats:
            p.error("--host needs --seats with at least one open seat, net (like --seats ai:easy,net)")
        if args.listen and (args.mailbox or args.relay or args.no_direct):
            p.error("--mailbox, --relay and --no-direct are for invites by code: not with --listen")
        if args.seed is not None:
            p.error("an online game's seed is drawn by the host and its guests together: --seed cannot choose it")
    if args.join and not args.bot:
        p.error("--join --headless needs --bot LEVEL: the computer plays the seat")


def _check_game(p: argparse.ArgumentParser, game: str) -> None:
    from engine import api

    if game not in api.games():
        p.error(f"unknown game {game!r}; games: {', '.join(api.games())}")


# --- making a match ------------------------------------------------------------------------------


def new_match(args: argparse.Namespace, default_seat: str) -> tuple[Any, int, list[str]]:
    """The match the arguments describe: seats default to the first variant, every seat
    `default_seat`, with that variant's options."""
    from engine import api

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10**9)
    seats, options = args.seats, args.options
    if seats is None:
        variant = (api.info(args.game).get("variants") or [{"seats": 1, "options": {}}])[0]
        seats = [default_seat] * int(variant["seats"])
        options = variant.get("options") if options is None else options
    try:
        return api.new_match(args.game, seed, seats, options), seed, seats
    except api.BadOptions as exc:
        raise UserError(_("cannot start {game}: {reason}").format(game=args.game, reason=exc)) from None


def play_headless(args: argparse.Namespace) -> dict:
    """Every seat by the computer until the game ends. Does not import pygame."""
    match, seed, _seats = new_match(args, "ai")
    actions = 0
    while match.result() is None:
        if actions >= MAX_HEADLESS_ACTIONS:
            raise RuntimeError(f"{args.game} seed {seed}: no result after {actions} actions")
        match.act(match.suggest(match.to_move()))
        actions += 1
    return {"game": args.game, "seed": seed, "result": match.result(), "actions": actions}


def play_online(args: argparse.Namespace) -> dict:
    """An online game from the command line (online/headless.py): the host's referee, or a
    guest's seat played by the computer. Does not import pygame."""
    from engine import api
    from online import headless
    from online.invite import BadInvite

    try:
        by_code = _wormhole_settings(args)
        if args.host:
            return headless.host(args.host, args.seats, args.options, args.listen, say=headless.printed,
                                 wormhole=None if args.listen else by_code)
        return headless.join(args.join, level=args.bot, name=args.name or "", say=headless.printed, wormhole=by_code)
    except api.BadOptions as exc:
        raise UserError(_("cannot start {game}: {reason}").format(game=args.host, reason=exc)) from None
    except (BadInvite, OSError, TimeoutError) as exc:
        raise UserError(str(exc)) from None


def _wormhole_settings(args: argparse.Namespace) -> dict:
    """The mailbox, relay and direct connections for invites by code, as the arguments say."""
    out: dict = {"direct": not args.no_direct}
    if args.mailbox:
        out["mailbox"] = args.mailbox
    if args.relay:
        out["relay"] = args.relay
    return out


def load_save(path: str) -> Any:
    from scenes import storage

    try:
        return storage.load(path)
    except storage.SaveError as exc:
        raise UserError(_("cannot load {file}: {reason}").format(file=path, reason=exc)) from None


def open_replay(path: str) -> Any:
    """A save's replay (engine's api.Replay); a file that is not a whole save is a UserError."""
    from scenes import storage

    try:
        return storage.open_replay(path)
    except storage.SaveError as exc:
        raise UserError(_("cannot replay {file}: {reason}").format(file=path, reason=exc)) from None


# --- windows -------------------------------------------------------------------------------------


def tutorial_of(game: str) -> Any:
    """The game's tutorial (engine's api.tutorial); a game without one is a UserError, a damaged
    script a ContentError naming its file, step and field."""
    from engine import api

    find = getattr(api, "tutorial", None)  # (an engine without tutorials has none)
    script = find(game) if find is not None else None
    if script is None:
        raise UserError(_("{game} has no tutorial").format(game=_(api.info(game)["title"])))
    return script


def follow_tutorial(args: argparse.Namespace) -> dict:
    """--tutorial GAME --headless: the lesson followed through the real table, on SDL's dummy
    display, at instant speed and without sound or saved settings."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes import config, tutorial
    from scenes.app import App

    tutorial_of(args.tutorial)
    settings = config.load()
    settings.animation_speed, settings.effects_volume, settings.music_volume = "instant", 0, 0
    app = App(settings, size=args.size or (1280, 720), persist=False, fullscreen=False, language=args.lang)
    app.stack.push(app.home_scene())
    try:
        return tutorial.follow_through(app, args.tutorial)
    finally:
        import pygame

        pygame.quit()


def _picture_size(scale: int | None) -> tuple[int, int]:
    """A picture's window: 1280x720, enlarged by the interface size asked for (--scale 150: the
    same table, one and a half times as large)."""
    factor = (scale or 100) / 100
    return round(1280 * factor), round(720 * factor)


def screenshot(args: argparse.Namespace) -> str:
    """A table drawn once on an offscreen display into a PNG: a saved game (--load) as
    Continue opens it, or a new game after K computer moves."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes import config, games, launch
    from scenes.session import GameSession

    if args.open:
        return open_screen_picture(args)
    replay = open_replay(args.replay) if args.replay else None
    if args.load:
        match = load_save(args.load)
    elif replay is not None:
        match = replay.match
    else:
        match, _seed, seats = new_match(args, "ai:easy")
        for _step in range(args.steps):
            if match.result() is not None:
                break
            match.act(match.suggest(match.to_move()))
    app = _picture_app(args)
    try:
        games.scene_package(match.game)
    except games.GameUnavailable as exc:
        raise UserError(str(exc)) from None
    if args.load:  # the very path Continue takes, without writing an autosave
        opened = launch.resume(app, match, autosave=False, paused=True)
    elif replay is not None:  # the replay as History opens it, gone on to the K-th action
        from scenes import replay as replays

        opened = replays.open_replay(app, replay, position=args.steps)
    else:
        opened = launch.open_table(app, GameSession(match, seats, autosave=False, threaded=False, paused=True))
    table = app.stack.scenes[1] if len(app.stack.scenes) > 1 else None  # over the menu, under any cover
    if not opened:
        raise UserError(_("the table of {game} could not be opened").format(game=games.title(match.game)))
    for _frame in range(3):  # let instant animations settle
        app.frame(1 / 60)
    _take_the_mouse(app)
    if table not in app.stack.scenes:
        raise UserError(_("the table of {game} closed as it opened (see {file})").format(
            game=games.title(match.game), file=config.log_path()))
    if args.show in ("log", "result"):
        while app.stack.top is not table:  # a finished game's end screen: "Review the board" first
            app.stack.pop()
    _show(table, args.show)
    for _frame in range(2):
        app.frame(1 / 60)
    return _taken(app, args.screenshot)


def _taken(app: Any, path: str) -> str:
    """The app's picture written to `path`, and the app closed: its scenes leave now, so what
    they hold is freed by the next collection. Left open, the app stayed reachable to the end,
    and each of the collections the interpreter makes as it exits walked it whole: 1.5 s of
    CPU after the picture of a 12 MB save's replay, for its millions of events."""
    picture = str(app.screenshot(path))
    app.shutdown()
    return picture


def _picture_app(args: argparse.Namespace) -> Any:
    """The app on an offscreen display for one picture: silent, instant, nothing kept, the
    menu laid under whatever opens over it."""
    from scenes import config
    from scenes.app import App

    settings = config.load()
    settings.animation_speed = "instant"
    settings.effects_volume = settings.music_volume = 0
    app = App(settings, size=args.size or _picture_size(args.scale), persist=False, fullscreen=False,
              language=args.lang, interface_size=args.scale)
    app.sound.stay_silent()  # (and so the music: no device)
    app.stack.push(app.home_scene())
    return app


def open_screen(app: Any, screen: str) -> None:
    """One of the menu's screens over the menu (--open), as the menu's own buttons open it."""
    if screen == "history":
        from scenes.history_screen import HistoryScene

        app.stack.push(HistoryScene(app))
    elif screen == "statistics":
        from scenes.statistics_screen import StatisticsScene

        app.stack.push(StatisticsScene(app))
    elif screen == "saves":
        from scenes.saves import SavesScene

        app.stack.push(SavesScene(app))


def open_screen_picture(args: argparse.Namespace) -> str:
    """A picture of a menu's screen (--open SCREEN --screenshot OUT): `make bench` times History
    and Statistics with a large history through here."""
    app = _picture_app(args)
    open_screen(app, args.open)
    for _frame in range(3):
        app.frame(1 / 60)
    return _taken(app, args.screenshot)


def _show(table: Any, shown: str | None) -> None:
    """Over the table as it opened: the recap (--show recap), the log pane (--show log), or -
    by default - the table itself, any recap read and put away as the person would."""
    moments = getattr(table, "moments", None)
    if moments is None:  # a table without the shared TableScene (a test's, a tool's)
        if shown:
            raise UserError(_("this table has no {shown} to show").format(shown=shown))
        return
    if shown == "recap":
        if not moments.recap_now():
            raise UserError(_("this game has no move by another player to recap"))
        return
    moments.close_recap()
    if shown == "log":
        table.open_log()
    elif shown == "result" and not moments.last_result_now():
        raise UserError(_("no move of this game has a result to show yet"))


def _take_the_mouse(app: Any) -> None:
    """Behind a pass-and-play cover, the person named on it takes the mouse (as Continue's
    player would), so the picture shows the table."""
    from scenes.widgets.pass_screen import PassScreen

    for _cover in range(4):
        cover = app.stack.top
        if not isinstance(cover, PassScreen):
            return
        cover.take_the_mouse()
        for _frame in range(3):
            app.frame(1 / 60)


def run_window(args: argparse.Namespace) -> None:
    """The menu, a new game, a loaded save or a replay, in a window."""
    app = open_window(args)
    try:
        app.run()
    finally:
        import pygame

        pygame.quit()


def open_window(args: argparse.Namespace) -> Any:
    """The window with its first screen ready to draw: the menu, and over it the new game or
    the save the arguments name. (`make bench` times start-up through here.)

    Python's cycle collector rests until that first screen is shown (the app wakes it, in
    `App.warm_up`): the start makes some hundred thousand objects - pygame's and pygame-gui's
    modules, the theme, the menu - that live as long as the window, and the collector's passes
    over them as they were made found almost nothing to free, some 5-8 ms of the start's CPU."""
    resting = gc.isenabled()
    gc.disable()
    try:
        return _opened_window(args, resting)
    except BaseException:
        if resting:
            gc.enable()
        raise


def _opened_window(args: argparse.Namespace, collector_resting: bool) -> Any:
    """The window, the menu and whatever the arguments open over it (`open_window`); the app
    told whether it is to wake the collector (a table opened here wakes it as it opens)."""
    from scenes import storage
    from scenes.app import App, display_missing

    problem = display_missing()
    if problem is not None:
        raise UserError(problem)
    storage.sweep_leftovers()
    match = load_save(args.load) if args.load else None
    replay = open_replay(args.replay) if args.replay else None
    created = new_match(args, "human") if args.game else None
    if args.tutorial:
        tutorial_of(args.tutorial)
    app = App(size=args.size, language=args.lang, interface_size=args.scale)
    app.collector_resting = collector_resting
    app.stack.push(app.home_scene())
    if args.open:
        open_screen(app, args.open)
    elif args.tutorial:
        from scenes import tutorial

        tutorial.open_tutorial(app, args.tutorial)
    elif replay is not None:
        from scenes import replay as replays

        replays.open_replay(app, replay)
    elif match is not None:
        from scenes import launch

        launch.resume(app, match)
    elif created is not None:
        from scenes import launch
        from scenes.session import GameSession

        new, _seed, seats = created
        launch.open_table(app, GameSession(new, seats, launch.names_for(app.settings, seats)))
    return app


# --- entry point ---------------------------------------------------------------------------------


LOG_BYTES = 1_000_000  # a log longer than this is set aside at start, keeping LOG_KEPT older ones
LOG_KEPT = 2


def speak(args: argparse.Namespace) -> None:
    """The language of what is said to the player, from the start (a save that will not load
    is told in it before any window opens): --lang, else the setting's, else the system's."""
    from scenes import config

    try:
        chosen = args.lang or config.load().language
    except Exception:  # noqa: BLE001 - the settings are read again, and repaired, by the window
        chosen = ""
    i18n.set_language(chosen or i18n.system_language())


def setup_logging() -> None:
    """Warnings to stderr; everything from INFO up to a small file in the data folder, rotated
    at start (logging.handlers' rotation would cost start-up 6 ms of imports, and a session
    writes a few lines). The file stops, with one warning, when the disk will not take it
    (scenes/log_file.py)."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if getattr(h, "gamenight", False)]:
        root.removeHandler(old)  # main() may run more than once in a process (tests, tools)
        old.close()
    root.setLevel(logging.INFO)
    console = logging.StreamHandler()
    console.gamenight = True
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("gamenight: %(levelname)s: %(message)s"))
    root.addHandler(console)
    try:
        from scenes import config
        from scenes.log_file import LogFile

        config.data_dir().mkdir(parents=True, exist_ok=True)
        _rotate(config.log_path())
        handler = LogFile(config.log_path())
    except OSError:
        return
    handler.gamenight = True
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)


def _rotate(path: Any) -> None:
    """gamenight.log -> gamenight.log.1 -> gamenight.log.2 when it has grown past LOG_BYTES."""
    if not path.is_file() or path.stat().st_size <= LOG_BYTES:
        return
    for n in range(LOG_KEPT, 0, -1):
        older = path.with_name(f"{path.name}.{n - 1}") if n > 1 else path
        if older.exists():
            os.replace(older, path.with_name(f"{path.name}.{n}"))


def start(argv: list[str] | None) -> argparse.Namespace:
    """What every run does before its work: pygame told to keep quiet and to centre the window,
    the arguments read, and - unless they only ask for the list of games - the log opened and
    the language chosen. (`make bench` times the start of a window through here.)"""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pygame's greeting is not ours to print
    os.environ.setdefault("SDL_VIDEO_CENTERED", "1")  # the window opens in the middle of the screen, whole
    args = parse_args(argv)
    if not args.list:
        setup_logging()
        speak(args)
    return args


def main(argv: list[str] | None = None) -> int:
    args = start(argv)
    if args.list:
        from engine import api

        print("\n".join(api.games()))
        return 0
    from engine.api import ContentError

    try:
        if args.headless and args.tutorial:
            print(json.dumps(follow_tutorial(args)), flush=True)
        elif args.host or args.join:
            print(json.dumps(play_online(args)), flush=True)
        elif args.headless:
            print(json.dumps(play_headless(args)), flush=True)
        elif args.screenshot:
            print(screenshot(args))
        else:
            run_window(args)
    except UserError as exc:
        print(f"gamenight: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except ContentError as exc:  # a game's data file with a mistake: the message names file, entry, field
        print(f"gamenight: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0


if __name__ == "__main__":
    sys.exit(main())

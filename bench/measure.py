"""The measurements. Each returns rows: (what, value, unit, ratio text)."""
from __future__ import annotations

import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.match import KEPT_EVENTS

ROOT = Path(__file__).resolve().parents[1]
TANK = {"slayer": {"name": "Tank", "faces": ["D", "DD", "DDD", "DDDD", "DDDDD", "SDDDDD"], "skill": "block", "luck": 6},
        "zombie_ties": "dice", "placement": "auto"}


def _launch(kind: str, python: Path | None = None, display: str | None = None) -> tuple[float, float]:
    """Seconds from starting a start-up child to its "ready", and the CPU seconds the child
    had used by then (user and system, its threads together): with `python`, the Gamenight
    installed in that venv, started from a folder outside the clone; else the clone's. On SDL's
    dummy driver, or with `display` in a window on that X server. The clock is what a player
    waits; the CPU time holds much stiller on a busy machine (one child runs at a time). The
    child is stopped once it is ready, so its CPU time is its start's alone, not its exit's."""
    env = dict(os.environ, SDL_VIDEODRIVER="x11" if display else "dummy", SDL_AUDIODRIVER="dummy",
               GAMENIGHT_HOME=tempfile.mkdtemp(), PYGAME_HIDE_SUPPORT_PROMPT="1")
    if display:
        env["DISPLAY"] = display
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a player's Python caches bytecode, as pip did for pygame
    if python is None:
        command, folder = [sys.executable, "-m", "bench.children", kind], ROOT
    else:
        command, folder = [str(python), str(ROOT / "bench" / "children.py"), kind], python.parents[2]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.Popen(command, cwd=folder, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = ""
    while line and "ready" not in line or line == "":
        line = proc.stdout.readline()
        if not line:
            break
    took = time.perf_counter() - t0
    if "ready" in line:
        proc.kill()
    proc.wait()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if "ready" not in line:
        raise RuntimeError(f"the {kind} start-up child did not report ready ({env['SDL_VIDEODRIVER']} driver)")
    return took, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def startup(runs: int = 21) -> list[tuple]:
    """Start-up of a wheel installed into a new venv (as a player installs it), against an
    empty window and a bare pygame-gui window run by that venv's Python; and of the clone. On
    both of SDL's drivers that matter: dummy, and x11 - a real window on an X server - when one
    can be had (bench/displays.py). The launches take turns, so a busy moment on the machine
    falls on all of them alike, and each figure is the median of `runs` launches: with nine, a
    few launches slowed by the shared machine moved a median by 30 ms of 150 (the wheel's and
    the clone's rows, the same code, 1.32x and 1.10x in one run)."""
    from tools.install_check import install_wheel

    from .displays import x_display

    with tempfile.TemporaryDirectory(prefix="gamenight-bench-") as tmp, x_display() as display:
        python = install_wheel(Path(tmp), quiet=True) / "bin" / "python"
        drivers = {"dummy": None} | ({"x11": display} if display else {})
        if not display:
            print("start-up: no X server (neither Xvfb nor DISPLAY): timed on the dummy driver only",
                  file=sys.stderr)
        launches = {(driver, name): (kind, where, shown) for driver, shown in drivers.items()
                    for name, (kind, where) in {"empty": ("empty", python), "bare_gui": ("bare_gui", python),
                                                "installed": ("gamenight", python),
                                                "clone": ("gamenight", None)}.items()}
        for launch in launches.values():
            _launch(*launch)  # untimed: the first launch writes any bytecode caches left to write
        samples: dict[tuple[str, str], list[tuple[float, float]]] = {key: [] for key in launches}
        for _ in range(runs):
            for key, launch in launches.items():
                samples[key].append(_launch(*launch))
    times = {key: statistics.median(wall for wall, _cpu in values) for key, values in samples.items()}
    cpu = {key: statistics.median(used for _wall, used in values) for key, values in samples.items()}
    return [row for driver in drivers
            for row in _startup_rows(driver, {name: t for (d, name), t in times.items() if d == driver})
            + _startup_cpu_rows(driver, {name: t for (d, name), t in cpu.items() if d == driver})]


def _startup_rows(driver: str, times: dict[str, float]) -> list[tuple]:
    """One driver's start-up rows, Gamenight's as ratios to that driver's own baselines."""
    bare, empty = times["bare_gui"], times["empty"]
    on = f"{driver} driver"

    def against(name: str) -> str:
        return f"{times[name] / bare:.2f}x bare GUI (aim <= 1.2x); {times[name] / empty:.2f}x empty window"

    return [
        (f"start-up ({on}): empty pygame-ce window", empty * 1000, "ms", "baseline"),
        (f"start-up ({on}): bare pygame-gui window, 10 buttons", bare * 1000, "ms", "baseline"),
        (f"start-up ({on}): Gamenight installed from its wheel, to its first menu frame", times["installed"] * 1000,
         "ms", against("installed")),
        (f"start-up ({on}): Gamenight from the clone (development install)", times["clone"] * 1000, "ms",
         against("clone")),
    ]


def _startup_cpu_rows(driver: str, cpu: dict[str, float]) -> list[tuple]:
    """The same launches' CPU time to their first frame, every thread's: steadier than the clock
    on a busy machine. (What the app leaves for after the first frame is not in it.)"""
    on, bare = f"{driver} driver", cpu["bare_gui"]
    return [(f"start-up CPU time to the first frame ({on}): {what}", cpu[name] * 1000, "ms",
             "baseline" if name == "bare_gui" else f"{cpu[name] / bare:.2f}x bare GUI")
            for name, what in (("bare_gui", "bare pygame-gui window"), ("installed", "Gamenight from its wheel"),
                               ("clone", "Gamenight from the clone"))]


# --- frames -----------------------------------------------------------------------------------
def _p99(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


@dataclass
class Frames:
    """Each frame's time on the clock, and the CPU time of the thread that drew it. The clock is
    what a player waits; the CPU time is what the frame itself cost, apart from the other
    programs of a busy machine and the computer's thinking thread, and holds still on the shared
    machine where the clock's p99 is mostly other programs (the issue's ratios were in CPU time)."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    @contextmanager
    def frame(self) -> Iterator[None]:
        t0, c0 = time.perf_counter(), time.thread_time()
        yield
        self.wall.append(time.perf_counter() - t0)
        self.cpu.append(time.thread_time() - c0)

    def extend(self, other: Frames) -> None:
        self.wall += other.wall
        self.cpu += other.cpu

    def p99(self) -> tuple[float, float]:
        """(the clock's p99, the CPU time's p99) in seconds."""
        return _p99(self.wall), _p99(self.cpu)


def reference_frame(frames: int = 300) -> float:
    """p99 of a reference frame: 200 sprites blitted and 50 texts rendered, 1280x720."""
    return reference_frames(frames).p99()[0]


def reference_frames(frames: int = 300) -> Frames:
    """A reference frame's times: 200 sprites blitted and 50 texts rendered, 1280x720."""
    import pygame

    screen = pygame.display.get_surface()
    sprite = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.circle(sprite, (200, 60, 60, 255), (32, 32), 28)
    sprite = sprite.convert_alpha()
    font = pygame.font.Font(None, 22)
    rng = random.Random(1)
    spots = [(rng.randrange(1216), rng.randrange(656)) for _ in range(200)]
    samples = Frames()
    for f in range(frames):
        with samples.frame():
            screen.fill((34, 28, 24))
            for x, y in spots:
                screen.blit(sprite, ((x + f) % 1216, y))
            for i in range(50):
                screen.blit(font.render(f"Text {i} frame {f}", True, (240, 230, 210)),
                            (10 + (i % 5) * 250, 10 + (i // 5) * 60))
            pygame.display.flip()
    return samples


def synthetic_town(tiles: int, seed: int = 7):
    """A match whose town has `tiles` cards laid in a spiral around the centre, zombies about."""
    from engine import api
    from engine.games.zombie_slayer.content import content
    from engine.games.zombie_slayer.state import Placed

    m = api.new_match("zombie_slayer", seed, ["human"], {"zombie_ties": "dice", "placement": "auto"})
    s = m.state
    cards = [t for t in content().deck()]
    spots, seen, queue = [], {(0, 0)}, deque([(0, 0)])
    while len(spots) < tiles - 1:
        x, y = queue.popleft()
        for d in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            n = (x + d[0], y + d[1])
            if n not in seen:
                seen.add(n)
                queue.append(n)
                spots.append(n)
    s.tiles = {(0, 0): s.tiles[(0, 0)]}
    for i, at in enumerate(spots[: tiles - 1]):
        s.tiles[at] = Placed(cards[i % len(cards)], i % 4, True)
    s._grid = None
    s.stack.clear()
    free = [sq for sq in sorted(s.grid.squares) if s.grid.walkable(sq) and sq != s.slayer.pos]
    rng = random.Random(seed)
    for z, sq in zip(s.zombies.values(), rng.sample(free, 24)):
        z.pos = sq
    return m


def town_frames(tiles: int, frames: int = 300) -> Frames:
    """The frame times of the Zombie Slayer table with a town of `tiles` cards, panning slowly."""
    import pygame

    from scenes import zombie_slayer
    from scenes.session import GameSession

    app = _app()
    session = GameSession(synthetic_town(tiles), ["human"], autosave=False, threaded=False)
    app.stack.clear()
    app.stack.push(zombie_slayer.play_scene(app, session))
    scene = app.stack.top
    for _ in range(600):  # let the opening animations play out: we measure the table at rest, panning
        app.frame(1 / 60)
        if not scene.animator.busy:
            break
    samples = Frames()
    for f in range(frames):
        if f % 2 == 0:
            key = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)[(f // 75) % 4]
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        with samples.frame():
            app.frame(1 / 60)
    return samples


def _in_battle(scene) -> bool:
    """The busiest stretch of a table: a battle up (Creature Adventures, Zvery), EverZone's
    reveal and clash playing, or an Auganism battle playing out (its strikes and its winner)."""
    if scene.GAME == "everzone":
        return bool(scene.animator.busy and scene.shown.get("turn"))
    if scene.GAME == "auganism":
        return bool(scene.shown.get("battle"))
    return bool(scene.view and scene.view.get("battle"))


def table_frames(game: str, seats: list[str], seed: int, frames: int = 900) -> tuple[Frames, Frames]:
    """The frame times of a game's table while computer seats play at normal animation speed
    (Creature Adventures: pawns walking, the battle mat, the wheel, four panels; Zvery: dice
    tumbling in the tray, cards and skill cards; EverZone: cards turning over, the clash;
    Auganism: cards summoned and augmented, battles). Returns (every frame, the frames of the
    busiest scene).

    The table runs as a player's does (scenes/setup.py): the computer thinks on its own thread
    while the frames go on, every move is autosaved, and the frames are paced at the app's 60
    a second (`App.run`'s clock; the wait is not counted). A frame therefore holds what a
    player's frame holds - applying a move, the autosave, the table's drawing, the thinking
    thread's share of the interpreter - and not the thinking itself, which the app never does
    in a frame (an earlier bench computed it inside the frame, `threaded=False`)."""
    import pygame

    from engine import api
    from scenes import games
    from scenes.app import FPS
    from scenes.session import GameSession

    app = _app()
    session = GameSession(api.new_match(game, seed, seats), seats, autosave=True, threaded=True)
    app.stack.clear()
    app.stack.push(games.play_scene(app, session))
    scene = app.stack.top
    clock = pygame.time.Clock()
    every, battle = Frames(), Frames()
    for _ in range(frames):
        clock.tick(FPS)
        one = Frames()
        with one.frame():
            app.frame(1 / FPS)
        every.extend(one)
        if _in_battle(scene):
            battle.extend(one)
    app.stack.clear()
    session.close()
    return every, battle if battle.wall else every


_APP = None


def _app():
    global _APP
    if _APP is None:
        os.environ.setdefault("GAMENIGHT_HOME", tempfile.mkdtemp())
        from scenes.app import App

        _APP = App(size=(1280, 720), persist=False)
    return _APP


def frames() -> list[tuple]:
    """Each table's p99 frame against the reference's, on the clock and in the drawing thread's
    CPU time (Frames says why both)."""
    _app()
    ref = reference_frames().p99()
    rows = [("frame p99: reference (200 sprites + 50 texts)", ref[0] * 1000, "ms", "baseline"),
            ("frame p99, CPU time: reference", ref[1] * 1000, "ms", "baseline")]

    def against(what: str, samples: Frames) -> None:
        for name, took, base in zip(("frame p99", "frame p99, CPU time"), samples.p99(), ref):
            rows.append((f"{name}: {what}", took * 1000, "ms", f"{took / base:.2f}x reference (aim <= 2x)"))

    for n in (4, 12, 24, 48):
        against(f"town of {n} cards", town_frames(n))
    for title, game, seats, busiest in (("Creature Adventures", "creature_adventures", ["ai:easy"] * 4,
                                         "battle mat and wheel"),
                                        ("Zvery", "zvery", ["ai:easy"] * 2, "battle mat and dice tray"),
                                        ("EverZone", "everzone", ["ai:easy"] * 2, "the reveal and the clash"),
                                        ("Auganism", "auganism", ["ai:easy"] * 2, "a battle")):
        every, battle = table_frames(game, seats, 5)
        against(f"{title}, {len(seats)} computer seats playing", every)
        against(f"{title}, {busiest} (busiest)", battle)
    return rows


# --- engine -----------------------------------------------------------------------------------
def reference_unit(repeat: int = 200) -> float:
    """A fixed pure-Python workload (breadth-first search on an open 40x40 grid): a machine's
    speed unit, so engine figures compare across machines."""
    t0 = time.perf_counter()
    for _ in range(repeat):
        dist = {(0, 0): 0}
        q = deque([(0, 0)])
        while q:
            x, y = q.popleft()
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    n = (x + dx, y + dy)
                    if (dx or dy) and 0 <= n[0] < 40 and 0 <= n[1] < 40 and n not in dist:
                        dist[n] = dist[(x, y)] + 1
                        q.append(n)
    return (time.perf_counter() - t0) / repeat


def engine() -> list[tuple]:
    from engine import api

    unit = reference_unit()
    actions, t0 = 0, time.perf_counter()
    for seed in range(1, 41):
        m = api.new_match("zombie_slayer", seed, ["human"])
        rng = random.Random(seed)
        while m.result() is None:
            m.act(rng.choice(m.legal_actions()))
            actions += 1
    per_action = (time.perf_counter() - t0) / actions
    rows = [
        ("reference unit: BFS on a 40x40 grid", unit * 1000, "ms", "baseline"),
        ("Zombie Slayer: random play", 1 / per_action, "actions/s", f"one action = {per_action / unit:.2f} units"),
    ]
    for level in ("easy", "normal", "hard"):
        times = []
        for seed in (1, 2, 3):
            m = api.new_match("zombie_slayer", seed, [f"ai:{level}"])
            for _ in range(150):
                if m.result():
                    break
                t = time.perf_counter()
                choice = m.suggest(0)
                times.append(time.perf_counter() - t)
                m.act(choice)
        rows.append((f"Zombie Slayer: AI ({level}) move, worst of {len(times)}", max(times) * 1000, "ms",
                     f"median {statistics.median(times) * 1000:.2f} ms = {statistics.median(times) / per_action:.1f} engine actions"))
    return (rows + table_game_engine(unit, "creature_adventures", "Creature Adventures", 4)
            + table_game_engine(unit, "zvery", "Zvery", 2) + table_game_engine(unit, "everzone", "EverZone", 2))


def table_game_engine(unit: float, game: str, title: str, players: int, moves: int = 400) -> list[tuple]:
    """Random games of a table game, and the computer's thinking time per level."""
    from engine import api

    actions, t0 = 0, time.perf_counter()
    for seed in range(1, 11):
        m = api.new_match(game, seed, ["human"] * players)
        rng = random.Random(seed)
        while m.result() is None:
            m.act(rng.choice(m.legal_actions()))
            actions += 1
    per_action = (time.perf_counter() - t0) / actions
    rows = [(f"{title}: random play ({players} players)", 1 / per_action, "actions/s",
             f"one action = {per_action / unit:.2f} units")]
    for level in ("easy", "normal", "hard"):
        times = []
        for seed in (1, 2, 3):
            m = api.new_match(game, seed, [f"ai:{level}"] * players)
            for _ in range(moves):
                if m.result():
                    break
                seat = m.to_move()
                t = time.perf_counter()
                choice = m.suggest(seat)
                times.append(time.perf_counter() - t)
                m.act(choice)
        rows.append((f"{title}: AI ({level}) move, worst of {len(times)}", max(times) * 1000, "ms",
                     f"median {statistics.median(times) * 1000:.2f} ms"))
    return rows


def long_game(n: int, seed: int = 1):
    from engine import api

    m = api.new_match("zombie_slayer", seed, ["ai:easy"], TANK)
    rng = random.Random(seed)
    while len(m.log) < n and m.result() is None:
        if m.decision()["kind"] != "turn":
            m.act(m.suggest(0))
            continue
        m.act(rng.choice([a for a in m.legal_actions() if a.startswith(("move", "end", "attack", "search"))]))
    return m


def saves() -> list[tuple]:
    from engine import api
    from scenes import config, storage

    os.environ.setdefault("GAMENIGHT_HOME", tempfile.mkdtemp())
    key = config.save_key()  # as the app saves and loads: with the installation's sealed snapshot
    rows, first = [], None
    for n in (100, 1000, 10000):
        m = long_game(n)
        save_t = statistics.median(_timed(storage.autosave, m) for _ in range(5))
        text = m.save(key)
        load_t = statistics.median(_timed(api.load, text, key) for _ in range(5))
        first = first or (save_t, load_t)
        rows.append((f"autosave, game of {len(m.log)} actions", save_t * 1000, "ms", f"{save_t / first[0]:.2f}x the 100-action game"))
        rows.append((f"load, game of {len(m.log)} actions", load_t * 1000, "ms", f"{load_t / first[1]:.2f}x the 100-action game"))
    return rows


def snapshot_size() -> list[tuple]:
    """The sealed snapshot of a Zombie Slayer save as its game grows: the state alone, the whole
    snapshot (the state and the log panel's last events, engine/core/match.py KEPT_EVENTS), each
    in bytes of its JSON, and the CPU time to load the save. The state and the load are set
    against the 100-action game's; the whole snapshot against the 1,000-action game's, by when
    the log panel's events are all kept, so that a longer game must add nothing."""
    import json

    from engine import api

    key, rows, first = b"bench" * 8, [], {}
    for n in (100, 1000, 5000):
        m = long_game(n)
        text = m.save(key)
        snap = json.loads(json.loads(text)["snapshot"])
        sizes = {"state": len(json.dumps(snap["state"], separators=(",", ":"))),
                 "whole": len(json.dumps(snap, separators=(",", ":"))),
                 "load": min(_cpu(api.load, text, key) for _ in range(5))}
        first.setdefault("state", sizes["state"])
        first.setdefault("load", sizes["load"])
        if n == 1000:
            first["whole"] = sizes["whole"]
        whole = (f"{sizes['whole'] / first['whole']:.2f}x the 1,000-action game's (aim ~1x)" if "whole" in first
                 else f"{len(snap['events']):,} of the {KEPT_EVENTS:,} events kept")
        rows += [(f"snapshot: Zombie Slayer state after {len(m.log):,} actions", sizes["state"] / 1024, "KB",
                  f"{sizes['state'] / first['state']:.2f}x the 100-action game's (aim ~1x)"),
                 (f"snapshot: the whole sealed snapshot after {len(m.log):,} actions ({len(snap['events']):,} events)",
                  sizes["whole"] / 1024, "KB", whole),
                 (f"snapshot: loading the save after {len(m.log):,} actions (CPU)", sizes["load"] * 1000, "ms",
                  f"{sizes['load'] / first['load']:.2f}x the 100-action game's")]
    return rows


def _cpu(fn, *args) -> float:
    t0 = time.process_time()
    fn(*args)
    return time.process_time() - t0


def _timed(fn, *args) -> float:
    t0 = time.perf_counter()
    fn(*args)
    return time.perf_counter() - t0

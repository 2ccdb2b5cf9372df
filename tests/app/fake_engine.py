"""A small stand-in for engine.api, so the shell's tests do not depend on any real game.

"Race": each seat moves its pawn along a track; first to GOAL wins. Actions:
    "step 1", "step 2"  plain moves (undoable)
    "roll"              moves by a die from the match's own generator: reveals a die, so undo
                        stops there, exactly as the real engine's undo does
Events carry a private "hand" event visible only to the mover, to test filtering.
`install(monkeypatch=None)` puts it (and a table for it, scenes.race) in sys.modules.
Importable without pygame.
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
import types

GAME = "race"
GOAL = 9


class IllegalAction(ValueError):
    pass


class BadSave(ValueError):
    pass


class BadOptions(ValueError):
    pass


class ContentError(ValueError):
    pass


class FakeMatch:
    """The engine contract's Match, over a tiny race game."""

    def __init__(self, seed: int, seats: list[str], options: dict | None = None) -> None:
        self.game = GAME
        self.seed = seed
        self.seats = list(seats)
        self.options = dict(options or {})
        self.positions = [0] * len(seats)
        self.turn = 0
        self.log: list[str] = []
        self.movers: list[int] = []
        self._rng = random.Random(seed)
        self._undo: list[tuple] = []
        self.suggest_calls = 0
        self.illegal_ai = False

    # contract
    def to_move(self):
        return None if self.result() else self.turn

    def legal_actions(self):
        return [] if self.result() else ["step 1", "step 2", "roll"]

    def choices(self, seat_names=None):
        words = {"step 1": "Step 1 square", "step 2": "Step 2 squares", "roll": "Roll a die and step that far"}
        return [{"action": a, "verb": a.split()[0], "names": {}, "cost": {}, "text": {"id": words[a], "params": {}}}
                for a in self.legal_actions()]

    def act(self, action):
        if action not in self.legal_actions():
            raise IllegalAction(f"{action!r} is not legal now")
        seat = self.turn
        before = (list(self.positions), self.turn, self._rng.getstate())
        if action == "roll":
            value = self._rng.randint(1, 3)
            events = [{"type": "rolled", "seat": seat, "value": value}]
            self._undo.clear()
        else:
            value = int(action.split()[1])
            events = []
            self._undo.append(before)
        self.positions[seat] += value
        events.append({"type": "moved", "seat": seat, "to": self.positions[seat]})
        events.append({"type": "hand", "seat": seat, "visible_to": [seat]})
        self.turn = (self.turn + 1) % len(self.seats)
        self.log.append(action)
        self.movers.append(seat)
        return events

    def result(self):
        winners = [i for i, p in enumerate(self.positions) if p >= GOAL]
        return {"winners": winners, "reason": "reached the goal"} if winners else None

    def view(self, seat):
        return {"positions": list(self.positions), "turn": self.turn, "seats": list(self.seats)}

    def save(self, key=None):
        return json.dumps({"format": "race-save", "game": GAME, "seed": self.seed, "seats": self.seats,
                           "options": self.options, "log": self.log})

    def save_later(self, key=None):
        text = self.save(key)
        return lambda: text

    def digest(self):
        text = json.dumps([self.positions, self.turn, self._rng.getstate()[1][:4]])
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def undoable(self):
        return len(self._undo)

    def undo(self):
        if not self._undo:
            return False
        positions, turn, state = self._undo.pop()
        self.positions, self.turn = positions, turn
        self._rng.setstate(state)
        self.log.pop()
        self.movers.pop()
        return True

    def suggest(self, seat):
        self.suggest_calls += 1
        if self.illegal_ai:
            return "fly away"
        return "step 2" if self.positions[seat] % 2 == 0 else "step 1"


def games():
    return [GAME]


def info(game):
    if game != GAME:
        raise BadOptions(f"unknown game {game!r}")
    return {"title": "Race", "players": [1, 4], "solo": False,
            "variants": [{"name": "duel", "seats": 2, "options": {}},
                         {"name": "solo", "seats": 1, "options": {"short": True}},
                         {"name": "party", "seats": 4, "options": {}}]}


def new_match(game, seed, seats, options=None):
    info(game)
    if (options or {}).get("bad"):
        raise BadOptions("the option 'bad' is not allowed")
    return FakeMatch(seed, seats, options)


def load(text, key=None):
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError):
        raise BadSave("not valid JSON") from None
    if not isinstance(data, dict) or data.get("format") != "race-save":
        raise BadSave("no race header")
    match = FakeMatch(data["seed"], data["seats"], data.get("options"))
    for action in data["log"]:
        try:
            match.act(action)
        except IllegalAction:
            raise BadSave(f"action {action!r} is not legal at that point") from None
    return match


def api_module() -> types.ModuleType:
    module = types.ModuleType("engine.api")
    for name in ("games", "info", "new_match", "load", "IllegalAction", "BadSave", "BadOptions", "ContentError"):
        setattr(module, name, globals()[name])
    module.Match = FakeMatch
    return module


def table_module() -> types.ModuleType:
    """scenes.race: a minimal play scene, plus an optional options panel."""
    from scenes.ui_scene import UIScene

    class RaceTable(UIScene):
        def __init__(self, app, session):
            super().__init__(app)
            self.session = session

        def draw(self, surface):
            surface.fill((40, 80, 50))

    module = types.ModuleType("scenes.race")
    module.play_scene = RaceTable
    module.RaceTable = RaceTable
    return module


def install(monkeypatch=None, *, table: bool = False) -> types.ModuleType:
    """Make `engine.api` the fake (and, with table=True, `scenes.race` its table).

    With a pytest monkeypatch everything is undone after the test; without one (a subprocess)
    it stays for the life of the process.
    """
    api = api_module()
    modules = {"engine.api": api}
    if table:
        modules["scenes.race"] = table_module()
    import engine

    for name, module in modules.items():
        if monkeypatch is not None:
            monkeypatch.setitem(sys.modules, name, module)
        else:
            sys.modules[name] = module
    if monkeypatch is not None:
        monkeypatch.setattr(engine, "api", api, raising=False)
    else:
        engine.api = api
    return api

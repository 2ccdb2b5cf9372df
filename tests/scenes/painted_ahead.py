"""What tables paint ahead, into a scratch surface nobody sees, to keep a picture's first
painting out of the frame that shows it (EverZone's preparation.py: every location, and the
faces of the seats' cards, the computer's too, painted as the table is laid out). The screen
checks (secrets.py, screen_text.py) record what is drawn; what is painted ahead is on screen
only when the table draws it, which they record then."""
from __future__ import annotations

import importlib

#: (module, function) of each table's painting ahead.
PAINTED_AHEAD = [("scenes.everzone.preparation", "prepare")]


class Ahead:
    """While in force (a context manager), `now` is True during a painting ahead."""

    def __init__(self) -> None:
        self._depth = 0
        self._undo: list[tuple] = []

    @property
    def now(self) -> bool:
        return self._depth > 0

    def __enter__(self) -> Ahead:
        """Counts the paintings ahead of every table that can be loaded: under a test of the app's
        stand-in engine (tests/app/fake_engine.py) EverZone's table cannot, and paints nothing
        (loading it there failed tests/app/test_saves.py when it ran alone)."""
        for module_name, function in PAINTED_AHEAD:
            try:
                module = importlib.import_module(module_name)
            except AttributeError:  # the stand-in engine lacks what the table reads as it loads
                continue
            original = getattr(module, function)
            setattr(module, function, self._counted(original))
            self._undo.append((module, function, original))
        return self

    def _counted(self, original):
        def paint(*args, **kwargs):
            self._depth += 1
            try:
                return original(*args, **kwargs)
            finally:
                self._depth -= 1
        return paint

    def __exit__(self, *exc) -> None:
        for module, function, original in reversed(self._undo):
            setattr(module, function, original)
        self._undo.clear()

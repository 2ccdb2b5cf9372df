"""What a seat may not see, and what a table showed: the checks for secrets on screen.

Players passing the mouse around one screen found the last player's cards in the next one's
eyes: the big preview kept the card last pointed at, tooltips and captions outlived the pass
screen. The rule the checks here enforce: while a seat is at the table, nothing drawn - a card
face, the preview, a tooltip, a caption, a log line - shows or names a card that seat's
`view()` hides.

A card is "hidden from a seat" when some seat's view holds its id and this seat has never been
shown it: neither its view now nor any event it was shown names it (a card type in both hands
is not a secret, nor a card summoned in public that later went back to a hand). What is drawn is recorded by wrapping the game's
face-drawing functions while frames run (`Shown`), and what is written is the tooltip's text,
the captions' texts and the log's lines.
"""
from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from typing import Any

from .painted_ahead import Ahead

# Each game's functions that draw a card's face: (module, function, index of the card id argument).
FACES = {
    "auganism": [("scenes.auganism.cards", "draw_monster", 2)],
    "everzone": [("scenes.everzone.cards", "draw_card", 2), ("scenes.everzone.cards", "draw_sideways", 2)],
}


def strings_in(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings_in(item)


def card_names(game: str) -> dict[str, str]:
    """Every card id of the game with its printed name (in the language the table speaks).

    Kept per game and language: the checks ask at every frame, and naming each of EverZone's
    cards again through the catalogs took nine tenths of a lesson's journey."""
    from scenes import i18n

    key = (game, i18n.language())
    if key not in _NAMES:
        _NAMES[key] = _card_names(game)
    return _NAMES[key]


_NAMES: dict[tuple[str, str], dict[str, str]] = {}


def _card_names(game: str) -> dict[str, str]:
    if game == "auganism":
        from engine.games.auganism.content import content
        from scenes.auganism.words import card_name

        return {key: card_name(key) for key in content().monsters}
    if game == "everzone":
        from engine.games.everzone.content import content
        from scenes.everzone.words import card_name

        c = content()  # locations are left out: the setup board lays the whole reserve out for everyone
        return {key: card_name(key) for table in (c.units, c.supports) for key in table}
    return {}


_SHOWN: dict[tuple, set[str]] = {}


def shown_to(match: Any, seat: int | None) -> set[str]:
    """Every string `seat` has been shown: its view now, every event it was shown, and the
    choices offered to it (a leader to pick is no secret because another seat picked the same
    one in secret); remembered until the game moves on: the checks run at every frame."""
    key = (*_position(match), seat)
    found = _SHOWN.get(key)
    if found is None:
        events = [ev for ev in match.events() if ev.get("visible_to") is None or seat in ev["visible_to"]]
        if len(_SHOWN) > 64:
            _SHOWN.clear()
        offered = {name for choice in match.decision()["choices"] for name in strings_in(choice["names"])} \
            if seat is not None and match.to_move() == seat else set()
        found = _SHOWN[key] = set(strings_in(match.view(seat))) | set(strings_in(events)) | offered
    return found


def _position(match: Any) -> tuple:
    """Which match, and how far it has gone: what the checks remember their answers by."""
    return id(match), len(match.log), match.log[-1] if match.log else ""


def hidden_from(match: Any, seat: int | None) -> set[str]:
    """The card ids another seat's view holds and `seat` has never been shown."""
    return held_cards(match) - shown_to(match, seat)


_HELD: dict[tuple, set[str]] = {}


def held_cards(match: Any) -> set[str]:
    """The card ids in any seat's view; remembered, like `shown_to`, until the game moves on
    (every seat's view at every frame was most of a journey's checking)."""
    key = _position(match)
    found = _HELD.get(key)
    if found is None:
        known = card_names(match.game)
        if len(_HELD) > 64:
            _HELD.clear()
        found = _HELD[key] = {card for other in range(len(match.seats))
                              for card in strings_in(match.view(other)) if card in known}
    return found


def secret_names(match: Any, seat: int | None) -> set[str]:
    """The names of the hidden cards that no card `seat` may see shares."""
    names = card_names(match.game)
    hidden = hidden_from(match, seat)
    open_names = {names[c] for c in shown_to(match, seat) & names.keys()}
    return {names[c] for c in hidden} - open_names


class Shown:
    """Records the card ids a table draws face up while it is active (a context manager)."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.cards: set[str] = set()
        self._undo: list[tuple[Any, str, Any]] = []

    def __enter__(self) -> Shown:
        self._ahead = Ahead().__enter__()  # (what a table paints ahead is not on screen: painted_ahead.py)
        for module_name, function, index in FACES.get(self.game, []):
            module = importlib.import_module(module_name)
            original = getattr(module, function)
            setattr(module, function, self._recording(original, index))
            self._undo.append((module, function, original))
        return self

    def _recording(self, original, index: int):
        def draw(*args, **kwargs):
            if not self._ahead.now and len(args) > index and isinstance(args[index], str):
                self.cards.add(args[index])
            return original(*args, **kwargs)
        return draw

    def __exit__(self, *exc) -> None:
        for module, function, original in reversed(self._undo):
            setattr(module, function, original)
        self._undo.clear()
        self._ahead.__exit__(*exc)

    def clear(self) -> None:
        self.cards.clear()


def texts_on_screen(scene: Any) -> list[str]:
    """What the table writes besides card faces: the tooltip, captions in flight, the log, a
    move's result panel, the recap of what happened while away, and the log pane's pictures."""
    out = []
    tooltip = getattr(scene, "tooltip", None)
    if tooltip is not None and tooltip.visible:
        out.append(re.sub(r"<[^>]+>", "", tooltip._text or ""))
    effects = getattr(scene, "effects", None)
    for effect in getattr(effects, "items", []):
        out.append(str(getattr(effect, "text", "")))
    out += [line.text for line in getattr(scene, "log_lines", [])]
    moments = getattr(scene, "moments", None)
    if moments is not None and moments.panel is not None:
        out += moments.panel.texts(scene.say_as_told)
    recap = getattr(moments, "recap_window", None)
    if recap is not None:
        out += [line.text for line in recap.lines]
    return out


_VIEWER = object()


def leaks(scene: Any, shown: Shown, seat: Any = _VIEWER) -> list[str]:
    """Everything on the table now that `seat` (by default the table's viewer) may not see
    (empty: no secret shows)."""
    match = scene.session.match
    seat = scene.session.viewer() if seat is _VIEWER else seat
    hidden = hidden_from(match, seat)
    found = [f"the face of {card}" for card in sorted(shown.cards & hidden)]
    names = secret_names(match, seat)
    for text in texts_on_screen(scene):
        found += [f"{name!r} in {text!r}" for name in sorted(names) if name in text]
    return found

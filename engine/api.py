"""The one seam between Gamenight's games and everything else (UI, AI, tests, tools).

    >>> from engine import api
    >>> api.games()
    ['zombie_slayer', 'creature_adventures', 'zvery', 'auganism', 'everzone']
    >>> m = api.new_match("zombie_slayer", seed=7, seats=["human"])
    >>> m.to_move()
    0
    >>> m.result() is None
    True

Names here are stable (see ../shared/DESIGN.md): add freely, never rename.
"""
from __future__ import annotations

import copy
import importlib
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from .core.errors import BadOptions, BadSave, ContentError, IllegalAction

if TYPE_CHECKING:
    from .core.dice import PIP_LAYOUT
    from .core.match import Match
    from .core.replay import Replay

__all__ = ["games", "register", "unregister", "info", "listing", "catalog", "rulebook", "new_match", "load", "Match",
           "open_replay", "Replay", "tutorial", "has_tutorial", "tell", "results",
           "IllegalAction", "BadSave", "BadOptions", "ContentError", "PIP_LAYOUT"]

#: Playable games, in menu order, each with its package (rules in RULES, its `meta` module's INFO,
#: its `content` module's content()). A game is listed here only once it is complete: a new game
#: is one line here and its own folders (`register` adds one for a test or a tool).
_GAMES = {
    "zombie_slayer": "engine.games.zombie_slayer",
    "creature_adventures": "engine.games.creature_adventures",
    "zvery": "engine.games.zvery",
    "auganism": "engine.games.auganism",
    "everzone": "engine.games.everzone",
}

#: What a menu lists of each game above - its title, its fewest and most players, and the seats
#: of each of its variants - as its meta module's INFO says them (the tests hold the two alike):
#: the menu's first frame lists the five games by `listing` without importing their packages
#: and meta modules, ten modules and some 2 ms. Keyed by package; any other game is read from
#: its meta module.
_LISTINGS = {
    "engine.games.zombie_slayer": ("Zombie Slayer", (1, 1), (1, 1)),
    "engine.games.creature_adventures": ("Creature Adventures", (2, 4), (2, 3, 4)),
    "engine.games.zvery": ("Zvery", (2, 2), (2,)),
    "engine.games.auganism": ("Auganism", (2, 4), (2, 4)),
    "engine.games.everzone": ("EverZone", (2, 4), (2, 3, 4)),
}

_SEAT_KINDS = {"human", "ai", "ai:easy", "ai:normal", "ai:hard"}

#: Names of the seam that live in the match machinery, imported the first time one is asked for
#: (`api.Match`, `from engine.api import Replay`): the menu lists the games through `games` and
#: `info` alone, and its first frame need not import the matches, saves and their hashing.
_LATER = {"Match": "engine.core.match", "Replay": "engine.core.replay", "PIP_LAYOUT": "engine.core.dice"}


def __getattr__(name: str) -> Any:
    """Match, Replay and PIP_LAYOUT, from their modules on first use (PEP 562)."""
    if name not in _LATER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = globals()[name] = getattr(importlib.import_module(_LATER[name]), name)
    return value


def _rules(game: str):
    if game not in _GAMES:
        raise BadOptions(f"unknown game {game!r}; games: {', '.join(_GAMES)}")
    return importlib.import_module(_GAMES[game]).RULES


def games() -> list[str]:
    """The ids of the playable games, in menu order."""
    return list(_GAMES)


def register(game: str, package: str) -> None:
    """List another game, played from `package` (its RULES, meta and content modules, shaped as
    engine/games/<game>/ are), after the others; `unregister` takes it off. For a game that lives
    outside engine/games: a test's (tests/sixth_game) or a tool's."""
    if game in _GAMES:
        raise BadOptions(f"the game {game!r} is already listed")
    _GAMES[game] = package


def unregister(game: str) -> None:
    """Take a registered game off the list (and forget its catalog, rulebook and tutorial)."""
    _GAMES.pop(game, None)
    _catalogs.pop(game, None)
    _rulebooks.pop(game, None)
    _stories.pop(game, None)
    _tutorials.pop(game, None)


def info(game: str) -> dict:
    """Title, player counts, whether it plays solo, and every playable variant.

    Read from the game's small meta module, so a menu can list games without loading rules."""
    if game not in _GAMES:
        raise BadOptions(f"unknown game {game!r}; games: {', '.join(_GAMES)}")
    return copy.deepcopy(importlib.import_module(f"{_GAMES[game]}.meta").INFO)


def listing(game: str) -> dict:
    """What a menu lists a game by: its `info`'s title (English, as marked for the catalogs),
    players, and each variant's seats alone, {"title", "players", "variants": [{"seats"}]}."""
    listed = _LISTINGS.get(_GAMES.get(game, ""))
    if listed is None:  # (an unknown game: info's BadOptions)
        known = info(game)
        return {"title": known["title"], "players": list(known["players"]),
                "variants": [{"seats": variant["seats"]} for variant in known.get("variants") or []]}
    title, players, seats = listed
    return {"title": title, "players": list(players), "variants": [{"seats": count} for count in seats]}


def catalog(game: str) -> Any:
    """The game's content, as the rules read it from data/<game>/: its cards, creatures, tiles,
    boards and decks, for drawing and for the deck builders.

    Read-only: frozen dataclasses (the game's content module names their fields), the same
    objects the rules use, so a table can never describe a card differently from the way it
    plays; the dicts that hold them are the rules' too and are never to be changed. Loaded
    once; a mistake in a data file raises ContentError naming the game, file, line, entry and field.
    (Tables ask for it as they draw, so the answer is kept here: a dict lookup.)"""
    found = _catalogs.get(game)
    if found is None:
        if game not in _GAMES:
            raise BadOptions(f"unknown game {game!r}; games: {', '.join(_GAMES)}")
        found = _catalogs[game] = importlib.import_module(f"{_GAMES[game]}.content").content()
    return found


_catalogs: dict[str, Any] = {}


def rulebook(game: str) -> SimpleNamespace:
    """What a table may look up in the game's rules besides a Match: the pure functions and
    constants its `rulebook` module lists in `__all__` (what a die would become, whether a deck
    is legal, the odds of a table, where a move may end, the classes of the catalog's entries).
    They take plain data - a view, a catalog entry, a deck list - never a match's state, so a
    table asks the rules instead of learning them again, and the rules' own modules stay free
    to change: only the names listed are offered (anything else is an AttributeError). A game
    without a rulebook module offers nothing."""
    found = _rulebooks.get(game)
    if found is None:
        if game not in _GAMES:
            raise BadOptions(f"unknown game {game!r}; games: {', '.join(_GAMES)}")
        try:
            module = importlib.import_module(f"{_GAMES[game]}.rulebook")
        except ModuleNotFoundError as exc:
            if exc.name != f"{_GAMES[game]}.rulebook":
                raise
            module = SimpleNamespace(__all__=[])
        found = _rulebooks[game] = SimpleNamespace(**{name: getattr(module, name) for name in module.__all__})
    return found


_rulebooks: dict[str, SimpleNamespace] = {}


def tell(game: str, event: dict, reader: int | None = None, revealed: bool = False) -> dict | None:
    """An event's line of the story, as the engine tells it (engine/core/story.py): a message in
    no language, whose line it is, its tone, whether it stands out; None when another line tells
    it. `reader` is the seat at the screen (its private lines are its own), `revealed` a finished
    game watched face up. A game without a `story` module tells every event as "(type)". The
    line's "kind" is the log filter it belongs to (story.LOG_KINDS)."""
    return _story(game)(reader, revealed).tell(event)


def results(game: str, events: list[dict], reader: int | None = None, revealed: bool = False) -> list[dict]:
    """The result panels of one action's events (engine/core/story.py `result`): each outcome
    that changed the game - a battle, a catch, a kill, a reward - with its title and its
    breakdown in the events' own numbers, as messages. `events` are those `reader` may see."""
    return _story(game)(reader, revealed).results(events)


def _story(game: str) -> Any:
    """The game's Story class (its `story` module's STORY; the core's where it has none)."""
    story = _stories.get(game)
    if story is None:
        if game not in _GAMES:
            raise BadOptions(f"unknown game {game!r}; games: {', '.join(_GAMES)}")
        try:
            story = importlib.import_module(f"{_GAMES[game]}.story").STORY
        except ModuleNotFoundError as exc:
            if exc.name != f"{_GAMES[game]}.story":
                raise
            from .core.story import Story as story
        _stories[game] = story
    return story


_stories: dict[str, Any] = {}


def tutorial(game: str) -> Any:
    """The game's tutorial (data/<game>/tutorial.toml: a short scripted game and the narrator's
    words, engine/core/tutorial.py), played through once to prove every step legal and the
    learner the winner; None when the game has none. A damaged file raises ContentError naming
    the game (by its title), the file, the line, the step and the field."""
    if game not in _tutorials:
        from .core import content  # content is read only when asked for
        from .core import tutorial as tutorials

        _tutorials[game] = tutorials.load(game, _rules(game), content.DATA / game, info(game)["title"])
    return _tutorials[game]


_tutorials: dict[str, Any] = {}


def has_tutorial(game: str) -> bool:
    """Does the game come with a tutorial? Only looks for its file (a menu asks this of every
    game as it opens): whether the script plays is known when `tutorial` loads it."""
    if game not in _GAMES:
        raise BadOptions(f"unknown game {game!r}; games: {', '.join(_GAMES)}")
    from .core import resources  # not the content reader: the menu's first frame asks this

    return (resources.folder(resources.DATA) / game / resources.TUTORIAL).exists()


def new_match(game: str, seed: int, seats: list[str], options: dict | None = None) -> Match:
    """A new game. Bad seats or options raise BadOptions with a message."""
    rules = _rules(game)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise BadOptions(f"the seed must be an integer, not {seed!r}")
    if not isinstance(seats, (list, tuple)) or not all(isinstance(s, str) for s in seats):
        raise BadOptions("seats must be a list of strings")
    bad = [s for s in seats if s not in _SEAT_KINDS]
    if bad:
        raise BadOptions(f"unknown seat kind {bad[0]!r}; use one of {', '.join(sorted(_SEAT_KINDS))}")
    if options is not None and not isinstance(options, dict):
        raise BadOptions("options must be a dict")
    checked = rules.check_options(list(seats), dict(options or {}))
    from .core.match import Match

    return Match(rules, seed, list(seats), checked)


def load(text: str, key: bytes | None = None) -> Match:
    """A match from Match.save() text; anything else raises BadSave. It is the state the save's
    header and log replay to: with the `key` it was saved with, a sealed snapshot spares the
    replay."""
    from .core import snapshot_check
    from .core.match import replay, restore

    header = _header(text)
    rules = _rules(header["game"])
    quick = restore(rules, header, key)
    if quick is not None and snapshot_check.holds(quick):
        story, seats = _story(header["game"]), len(quick.seats)
        quick.check_events_first(lambda events: snapshot_check.events_hold(events, seats, story))
        return quick
    return _replayed(lambda: replay(rules, header))


def open_replay(text: str) -> Replay:
    """The game of Match.save() text, to step through from its first action to its last (a
    finished game's, or one still under way); anything else raises BadSave, as load does."""
    from .core.replay import Replay

    header = _header(text)
    rules = _rules(header["game"])
    return _replayed(lambda: Replay(rules, header))


def _header(text: str) -> dict:
    """A save's parsed header, for a game and seats this Gamenight has (else BadSave)."""
    from .core import save as savefile
    from .core.match import check_script

    header = savefile.parse(text)
    if header["game"] not in _GAMES:
        raise BadSave(f"this save is for a game this Gamenight does not have ({header['game']!r})")
    bad = [seat for seat in header["seats"] if seat not in _SEAT_KINDS]
    if bad:  # new_match refuses them, so no game could have been saved with them
        raise BadSave(f"the save's seats are damaged: unknown seat kind {bad[0]!r}")
    check_script(_rules(header["game"]), header["log"])
    return header


def _replayed(build):
    """`build()`, a replay of a save's log, with every way a damaged log can fail as BadSave."""
    try:
        return build()
    except BadOptions as exc:
        raise BadSave(f"the save's options are damaged: {exc}") from None
    except BadSave:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        raise BadSave(f"the save could not be replayed: {exc}") from None

"""The story of a match: each event told as a message, by the engine, in no language.

An event carries the facts of what happened (who, what, the numbers, before and after); its
story is what a player reads of it in the log - a message (engine/core/messages.py) the table
puts into the player's language, with a tone and whose line it is. The engine tells it, because
the engine knows what an event means: a table that wrote its own sentences had to learn the
rules again (which event a draw's count belongs to, when a strike is a counter-strike), and a
guest over the network, in another language, reads the same story from the same message ids.

    {"text": {"id": "{seat} draws {cards} ...", "params": {...}},
     "seat": 0,          # whose line it is: the table tints it in that seat's colour (None: none)
     "tone": "bad",      # or "good", "quiet", "gold" (a turning point's colour), None: the seat's
     "bold": True}       # a turning point

A game tells its story in its `story.py`: a `Story` subclass whose `_<event type>(ev)` methods
return a told line, a message (told in the event's seat's colour), or None for an event another
line tells. `said(sentence, ev)` fills a sentence from the event's own fields as the game's ROLES
say (a seat field names a player, a content id a thing of the game's catalog); `counted` picks a
plural's form. Each method is a function of its event and of who reads (`reader`, the seat at
the screen, whose private lines are its own; `revealed`, a finished game watched face up): the
story keeps no game state, so a log told again - after a load, an undo, in another language -
reads the same.

Two more things the engine tells, because only it knows them:

* **Results** (`results(events)`): the outcomes of one action that changed the game - a battle,
  a clash, a catch, a kill, a level, a leader falling, a surrender, a reward, a search - each as
  a panel with a title and its breakdown in the game's numbers ("attack 9 against defence 7: 2
  wounds"), taken from the events' own fields. The table shows it and holds it until read; it
  never recomputes a number. A game writes `result_<event type>(ev)` methods (or overrides
  `results` where one outcome spans several events).
* **Kinds** (`KINDS`): which of the log's filters an event's line belongs to - turns, rolls,
  battles, cards - so a player can read only the dice, or only the fights.
"""
from __future__ import annotations

from typing import Any

from .messages import listing, msg, plural, seat, term

TONES = ("bad", "good", "quiet", "gold")
#: The log's filters, in the order the log pane offers them; "other" is every line not in one.
LOG_KINDS = ("turns", "rolls", "battles", "cards", "other")


def told(text: dict, seat: int | None = None, tone: str | None = None, bold: bool = False) -> dict:
    """A line of the story: its message, whose line it is, its tone, and whether it stands out."""
    return {"text": text, "seat": seat, "tone": tone, "bold": bold}


def result(title: dict, *lines: dict, seat: int | None = None, tone: str | None = None) -> dict:
    """An outcome's panel: its title, the lines of its breakdown (messages with the events'
    numbers), whose outcome it is (the panel is edged in that seat's colour; None: nobody's),
    and its tone (TONES; None: the seat's)."""
    return {"title": title, "lines": list(lines), "seat": seat, "tone": tone}


class Story:
    """Dispatches an event to its `_<type>` method (see the module's docstring)."""

    #: The event fields that name something, and what: "seat" (a player) or a kind of the game's
    #: content (a term). Any other field is a number or a word, given as it is.
    ROLES: dict[str, str] = {}
    #: Event type -> the log filter its line belongs to (LOG_KINDS); any other type is "other".
    KINDS: dict[str, str] = {}

    def __init__(self, reader: int | None = None, revealed: bool = False) -> None:
        self.reader = reader  # the seat at the screen: its private lines are its own
        self.revealed = revealed  # every secret shown (a finished game's replay, face up)

    def tell(self, ev: dict) -> dict | None:
        """The event's line, None when another line tells it (or it is the table's own, "_...").
        An event with no sentence is told as "(type)" in the quiet tone: the tests check that
        none falls through."""
        kind = str(ev.get("type", ""))
        handler = getattr(self, "_" + kind, None)
        if handler is None:
            return None if kind.startswith("_") else told(msg("({event})", event=kind), tone="quiet")
        out = handler(ev)
        if out is not None and "text" not in out:
            out = told(out, ev.get("seat") if isinstance(ev.get("seat"), int) else None)
        if out is not None:
            out["kind"] = self.KINDS.get(kind, "other")
        return out

    def results(self, events: list[dict]) -> list[dict]:
        """The result panels of one action's events, in order (see the module's docstring)."""
        out = []
        for ev in events:
            handler = getattr(self, "result_" + str(ev.get("type", "")), None)
            panel = handler(ev) if handler is not None else None
            if panel is not None:
                out.append(panel)
        return out

    def facts(self, ev: dict) -> dict[str, Any]:
        """The event's fields as a message's parameters (ROLES)."""
        out: dict[str, Any] = {}
        for key, value in ev.items():
            role = self.ROLES.get(key)
            if role is None:
                if isinstance(value, (int, float, str)) and not isinstance(value, bool):
                    out[key] = value
            elif role == "seat":
                out[key] = self.who(value)
            elif isinstance(value, list):
                out[key] = listing([term(role, v) for v in value])
            elif value is not None:
                out[key] = term(role, value)
        return out

    def who(self, number: Any) -> dict:
        """A seat as a parameter; a missing or negative seat is "someone"."""
        return seat(number) if isinstance(number, int) and number >= 0 else msg("someone")

    def said(self, sentence: str, ev: dict, **more: Any) -> dict:
        """`sentence` as a message, its placeholders filled from the event's facts and `more`."""
        return msg(sentence, **self._needed(sentence, {**self.facts(ev), **more}))

    def counted(self, one: str, many: str, n: int, ev: dict, **more: Any) -> dict:
        """The plural message `one`/`many` for `n`, filled as `said` fills a sentence."""
        params = self._needed(one + many, {**self.facts(ev), **more})
        params.pop("n", None)
        return plural(one, many, n, **params)

    @staticmethod
    def _needed(text: str, params: dict) -> dict:
        """Only the parameters the sentence names: a message carries no more than it says."""
        return {key: value for key, value in params.items() if "{" + key + "}" in text}

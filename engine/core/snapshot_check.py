"""A match restored from a sealed snapshot is read once, as a table reads it, before it is trusted.

The seal (engine/core/save.py) proves that a snapshot was sealed with this installation's key,
not that this installation wrote it: someone who can read the config folder can edit a snapshot
and seal it again, recomputing its digest. A state the log replays to is the rules' own and
answers every question; a snapshot's state and kept events are only data, and data edited by
hand made views, choices and the log panel fail long after the load (issue 27: views crashed in
31 of 300 such saves, and every table on resume through the events).

So a restored match must pass the checks every replayed one passes by construction: it is asked
what a table asks on resuming - who is to move, the result, every seat's view and the
onlooker's, the legal actions, each described - and each legal action is played on a copy
(whichever the player picks must play). Anything that fails or raises means the
snapshot is not used and the log is replayed (api.load), which is always sound.

Every kept event must be a dict with a type and an audience of the match's seats, which the
game's story tells face up (so that private lines are read too). Telling 4,000 events costs
several times what restoring the snapshot does, so it waits until the events are first asked
for (`Match.check_events_first`) - by the table that opens the game, which tells them all
anyway - rather than slowing every load (the list of saves loads each one); events that do not
hold then rebuild the match from its log. The costs are in docs/performance-notes.md.
"""
from __future__ import annotations

from typing import Any


def holds(match: Any) -> bool:
    """Does the restored `match`'s state answer as a replayed one would? Never raises: whatever
    the data makes the rules raise is the answer No."""
    try:
        _ask_everything(match)
    except Exception:  # noqa: BLE001 - an edited snapshot may make the rules raise anything
        return False
    return True


def events_hold(events: list[dict], seats: int, story: type) -> bool:
    """Are a snapshot's kept `events` what the rules could have told, for a match of `seats`
    seats? `story` is the game's Story class (engine/core/story.py). Never raises."""
    try:
        _tell_every_event(events, seats, story)
    except Exception:  # noqa: BLE001 - an edited event may make the story raise anything
        return False
    return True


def _ask_everything(match: Any) -> None:
    mover = match.to_move()
    if mover is not None and not (_seat(mover) and mover < len(match.seats)):
        raise ValueError(f"the seat to move is {mover!r}")
    match.result()
    for seat in [None, *range(len(match.seats))]:
        if not isinstance(match.view(seat), dict):
            raise ValueError(f"seat {seat}'s view is not a dict")
    legal = match.legal_actions()
    if not isinstance(legal, list) or not all(isinstance(action, str) for action in legal):
        raise ValueError("the legal actions are not a list of actions")
    for action in legal:  # each described (as choices() does), and played on a copy: whichever is picked must play
        match.rules.describe(match.state, action)
        match.rules.apply(match.rules.clone(match.state), action)
    # (Not decision(): it asks the legal actions again, with forecasts that cost a Zombie Slayer
    # load half as much again, and reads the same state these do.)


def _tell_every_event(events: list[dict], seats: int, story: type) -> None:
    for event in events:
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise ValueError(f"an event is damaged: {str(event)[:60]}")
        audience = event.get("visible_to")
        if audience is not None and not (isinstance(audience, list)
                                         and all(_seat(s) and s < seats for s in audience)):
            raise ValueError(f"an event's audience is damaged: {audience!r}")
    teller = story(None, True)
    for event in events:
        teller.tell(event)
    teller.results(events)


def _seat(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0

"""Opening a game table: from the setup screen, "Continue", "Load" or the command line.

One place turns a match into a GameSession with seats and names and puts the game's play
scene on the stack, so every way into a game behaves the same - and a game whose table cannot
open says so in a dialog instead of closing the app. However a table then leaves (home, the
window closing, an error), its picture is kept for the menu's unfinished games (thumbnails.py).
"""
from __future__ import annotations

import logging
from typing import Any

from . import games, thumbnails
from .i18n import _
from .session import GameSession, names_kept
from .widgets import dialogs

log = logging.getLogger(__name__)


def seats_of(match: Any) -> list[str]:
    """The seat kinds of a match (a loaded save remembers them)."""
    seats = getattr(match, "seats", None)
    if isinstance(seats, list) and all(isinstance(s, str) for s in seats):
        return list(seats)
    view = match.view(None)
    count = len(view.get("seats", [])) if isinstance(view, dict) else 0
    return ["human"] * max(1, count)


def names_for(settings: Any, seats: list[str], saved: Any = None) -> list[str]:
    """People get the names their game's save keeps (`saved`, the match's `names`), else - a new
    game, a save written before saves kept names - the names remembered for their seat; computer
    seats are named by level ("" is a seat's default name, said in the player's language
    whenever it is shown). So a save resumes with the people who played it, not with whoever
    Settings name today."""
    return names_kept(seats, saved, settings.player_names)


def open_table(app: Any, session: GameSession, *, replace: bool = False) -> bool:
    """Put the session's play scene on the stack (replacing the top scene if asked).
    False, with a message to the player, when the game's table cannot open."""
    try:
        scene = games.play_scene(app, session)
    except games.GameUnavailable as exc:
        dialogs.message(app.manager, _("Cannot open the game"), str(exc))
        return False
    thumbnails.keep_on_leaving(scene)
    if replace:
        app.stack.replace(scene)
    else:
        app.stack.push(scene)
    return True


def resume_online(app: Any, match: Any, record: dict) -> bool:
    """Host again an online game the host left (its autosave and the referee's record beside
    it): the table opens with every friend away, and the codes to rejoin by over it. A record
    that does not fit the match is set aside (False): the game then goes on here alone."""
    from online.referee import Referee

    from .online_lobby import Invitations, LobbyScene
    from .online_session import HostSession

    try:
        referee = Referee.resume(record, match)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        log.warning("the online record of %s does not fit its autosave: %s", getattr(match, "game", "?"), exc)
        return False
    invitations = Invitations(app.settings, referee)
    session = HostSession(referee, invitations.network, invitations=invitations,
                          away_after=app.settings.online_away_after)
    if not open_table(app, session):
        invitations.close()
        return False
    app.stack.push(LobbyScene(app, referee, invitations, at_table=session))
    return True


def resume(app: Any, match: Any, *, warning: str | None = None, replace: bool = False,
           autosave: bool = True, paused: bool = False) -> bool:
    """Sit down at a loaded or autosaved match. (`autosave=False, paused=True`: a picture of
    the table as it opens, for `main.py --load F --screenshot OUT`.)"""
    seats = seats_of(match)
    names = names_for(app.settings, seats, getattr(match, "names", None))
    session = GameSession(match, seats, names, autosave=autosave, paused=paused)
    opened = open_table(app, session, replace=replace)
    if opened and warning:
        dialogs.message(app.manager, _("Resumed"), warning)
    return opened

"""Watching a game again: the replay's session, and opening a replay at the game's own table.

A replay is shown by the table the game was played at, so it looks exactly as the game did:
the table reads a `ReplaySession` instead of a GameSession. The session hands the table one
action at a time, as if the computer had played it - the table animates it at the chosen
speed and logs it - and jumps (back a step, to a turn, along the timeline) re-lay the table at
once, as Undo does. Nobody acts in a replay: no seat is a person to move, nothing is saved.

Whose eyes: the table draws the seat chosen (`eyes`) as if that person sat at it against the
computer, so their hand shows and every other hand stays hidden, as the engine's view for that
seat has it at that point of the game (tests/test_replay.py proves the views are the live
game's). None is an onlooker, who sees no hand at all. Once the game is over, it may be watched
face up (`revealed`): every hand and secret choice shows, through the engine's Replay.view.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from . import atomic, games, storage
from .i18n import N_, _
from .session import GameSession, Turn, is_computer, names_kept, words_for
from .widgets import dialogs

log = logging.getLogger(__name__)

SPEEDS = {N_("Slow"): 1.75, N_("Normal"): 1.0, N_("Fast"): 0.45, N_("Instant"): 0.0}  # the animation scales
# (config.py), by their English names: the replay bar shows each in the player's language
GAP = 0.45  # seconds between two actions while playing, at normal speed
INSTANT_GAP = 0.12  # "Instant" still shows each position for a moment


class ReplaySession(GameSession):
    """A saved game's replay (engine's api.Replay) at a table. `eyes` is the seat the table
    shows the game to (None: an onlooker's view).

    Stepping forward is `due` (actions the table may take on its next polls) - the table's
    poll_computer() animates each like a computer move; `playing` keeps it coming, paced by the
    replay bar. Jumps go through `seek(position)`: the table then re-lays itself (jump_to).

    It keeps no `history` of turns: a game's session keeps one for Undo, and nobody undoes a
    replay. It was rebuilt at every jump, a Turn for every action so far: at the end of a
    69,000-action save, 0.15 s of objects, and more as they set the collector walking the
    whole replay."""

    replaying = True

    def __init__(self, replay: Any, seats: list[str], names: list[str] | None = None, *, eyes: int | None = None) -> None:
        self.replay = replay
        super().__init__(replay.match, seats, names, autosave=False, threaded=False)
        self.history = []  # (no undo in a replay: above)
        self.eyes = eyes
        self.speed = "Normal"
        self.playing = False
        self.due = 0

    # the match is always the replay's at its position (a jump puts a new one there)
    @property
    def match(self) -> Any:
        return self.replay.match

    @match.setter
    def match(self, value: Any) -> None:
        if value is not self.replay.match:
            raise ValueError("a replay's match moves only by seek()")

    @property
    def position(self) -> int:
        return self.replay.position

    @property
    def at_end(self) -> bool:
        return self.replay.position >= len(self.replay)

    @property
    def scale(self) -> float:
        """The animation scale the replay plays at."""
        return SPEEDS[self.speed]

    def gap(self) -> float:
        """Seconds between two actions while playing."""
        return max(INSTANT_GAP, GAP * self.scale)

    # --- who is who: only the eyes' seat is "at the table" --------------------------------------
    def is_computer(self, seat: int | None) -> bool:
        """Every seat but the eyes' is drawn as the computer's, so the table hides their hands
        (and never asks to pass the mouse) as it does in a game against the computer."""
        return seat is not None and 0 <= seat < len(self.seats) and seat != self.eyes

    def human_seats(self) -> list[int]:
        return [] if self.eyes is None else [self.eyes]

    def is_human_turn(self) -> bool:
        return False  # nobody plays in a replay

    def viewer(self) -> int | None:
        return self.eyes

    def view(self, seat: int | None) -> dict:
        return self.replay.view(seat, revealed=self.revealed)

    def reveal(self, on: bool) -> None:
        """Face up (every hand and secret, from the eyes' seat: a finished game only) or not."""
        self.revealed = bool(on) and self.can_reveal
        if self.revealed and self.eyes is None:
            self.eyes = 0  # the table is laid out from a seat's side

    @property
    def can_reveal(self) -> bool:
        """Is there anything to turn face up, and may it be? (A game still under way keeps its
        secrets; a game that hides nothing has nothing to reveal.)"""
        return self.replay.finished and self.replay.has_secrets

    def visible_events(self, events: list[dict], seat: int | None = None) -> list[dict]:
        return list(events) if self.revealed else super().visible_events(events, seat)

    def needs_pass_screen(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def act(self, action: str, forced: bool = False) -> list[dict]:
        raise RuntimeError(f"nobody plays in a replay - {action!r} refused")

    # --- moving through the game -------------------------------------------------------------------
    def poll(self) -> Turn | None:
        """The next action of the game, once it is due (a step, or playing): at most one per
        call, with its events for the table to animate."""
        if self.due <= 0 or self.at_end:
            self.due = 0
            return None
        self.due -= 1
        position = self.replay.position
        said = self.next_words()
        events = self.replay.step()
        turn = Turn(self.replay.movers[position], self.replay.actions[position], events, by_computer=True, said=said)
        if self.at_end:
            self.playing = False
        return turn

    def seek(self, position: int) -> None:
        """Jump to `position` (the table is re-laid after: TableScene.jump_to)."""
        self.due = 0
        self.replay.seek(position)

    def export_name(self) -> str:
        """The file name an export offers: the game and the moment, "Zvery 27 Nov 14.05.json"."""
        return storage.default_save_name(self.game) + SUFFIX

    def next_words(self) -> Any:
        """The action about to be replayed, in the rules' words (a message), None at the end."""
        if self.at_end:
            return None
        return words_for(self.match, self.replay.actions[self.replay.position])


def first_eyes(seats: list[str]) -> int:
    """Whose eyes a replay opens through: the first person's, or seat 1's when the computer
    played every seat."""
    return next((seat for seat, kind in enumerate(seats) if not is_computer(kind)), 0)


def open_replay(app: Any, replay: Any, names: list[str] | None = None, *, position: int = 0,
                eyes: int | None = None, playing: bool = False) -> bool:
    """Put the replay at its game's table on the stack, at `position`, through `eyes` (by default
    the first person's), at the player's animation speed, `playing` on from there (a recap's
    "Watch it again"). Its people are named as `names` says (History's), else as the save
    does, else by their seats' default names. False, with a message to the player, when the
    game's table cannot open."""
    seats = list(replay.header["seats"])
    if names is None:
        names = names_kept(seats, getattr(replay.match, "names", None), [])
    session = ReplaySession(replay, seats, names, eyes=first_eyes(seats) if eyes is None else eyes)
    session.speed = str(app.settings.animation_speed).capitalize()  # the player's speed, to begin with
    if session.speed not in SPEEDS:
        session.speed = "Normal"
    if position:
        session.seek(position)
    session.playing = playing
    try:
        scene = games.play_scene(app, session)
    except games.GameUnavailable as exc:
        dialogs.message(app.manager, _("Cannot open the replay"), str(exc))
        return False
    app.stack.push(scene)
    return True


def open_file(app: Any, path: Any) -> bool:
    """A save file's game as a replay (the saves screen, History's "Replay a file..."); a file
    that is not a whole save is a message naming it."""
    try:
        game = storage.open_replay(path)
    except storage.SaveError as exc:
        dialogs.message(app.manager, _("Cannot replay"), str(exc))
        return False
    return open_replay(app, game)


SUFFIX = ".json"  # a save's: the exported file opens wherever a save does


def export(manager: Any, text: str, name: str) -> None:
    """Ask where to write a whole game (a save's text) to share: any Gamenight replays it
    (History -> Replay a file..., or python main.py --replay FILE). Asks before replacing a
    file; a file that cannot be written is a message naming it."""
    dialogs.choose_file_to_write(manager, lambda path: _export(manager, text, path), title=_("Export the game"),
                                 action=_("Export"), name=name)


def _export(manager: Any, text: str, path: Path, replace: bool = False) -> None:
    target = path if path.suffix.lower() == SUFFIX else path.with_name(path.name + SUFFIX)
    if target.exists() and not replace:
        dialogs.confirm(manager, _("Replace the file?"),
                        _("{file} already exists. Replace it with this game?").format(file=target),
                        action=_("Replace"), cancel=_("Keep it"), on_confirm=lambda: _export(manager, text, target, True))
        return
    try:
        written = atomic.write_text(target, text)
    except OSError as exc:
        dialogs.message(manager, _("Not exported"), _("{file} could not be written: {reason}.").format(
            file=target, reason=exc.strerror or exc))
        return
    dialogs.message(manager, _("Exported"), _("The game is in {file}. Any Gamenight replays it: History, "
                                              "then Replay a file\u2026, or python main.py --replay FILE.").format(
                                                  file=written))

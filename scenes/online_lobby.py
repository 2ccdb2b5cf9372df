"""The host's lobby: a code for each open seat, and who has joined, until the game starts.

The setup screen made the referee (online/referee.py) with the seats, names and options; here
its invites are put where friends can reach them. Each open seat gets a magic-wormhole code
from the mailbox in the settings (a thread asks for it: the frame never waits), to read out or
copy; under it, the direct address a friend on the same network can type instead. Onlookers
get a code of their own. A code is good for one meeting, so a seat whose code went wrong (or
whose friend needs another) gets a new one on request.

The referee starts the game by itself once every open seat has said hello; the lobby then
gives its place to the game's own table on a HostSession (scenes/online_session.py), which
takes the network and the wormholes with it. Leaving the lobby closes them.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.utility import clipboard_copy
from pygame_gui.elements import UIButton

from . import games, launch, online_links
from .i18n import _, ngettext
from .ui_scene import UIScene
from .widgets import art, dialogs
from .widgets.online_corner import DOTS, presence_words

log = logging.getLogger(__name__)

ROW = 92  # one invite's row: the seat and its code; who is there; the address on this network


class Invitations:
    """A hosted game's ways in: the network friends connect through (listening on this
    network), the wormholes, and each seat's code as it stands. Made by the lobby, kept by the
    table's session (a friend who must join again gets a new code there), closed with it."""

    def __init__(self, settings: Any, referee: Any) -> None:
        self.referee = referee
        self.network = online_links.network()
        self.address = self._listen(settings.online_port)
        self.holes = online_links.wormholes(settings, self.network)
        self.codes: dict[int | None, Any] = {}  # seat (None: onlookers) -> an Errand of its code
        for seat in referee.invites:
            self.new_code(seat)

    def _listen(self, port: int) -> tuple[str, int] | None:
        """The websocket friends on this network dial: the port in the settings, else any."""
        for trying in dict.fromkeys((port, 0)):
            try:
                _host, bound = self.network.listen("0.0.0.0", trying)
                return online_links.lan_address(), bound
            except OSError as exc:
                log.info("cannot listen on port %s: %s", trying, exc)
        return None

    def new_code(self, seat: int | None) -> None:
        """Ask the mailbox for a code for the seat (a code is good for one meeting)."""
        token = self.referee.invites[seat]
        self.codes[seat] = online_links.Errand(lambda: self.holes.offer(token), "online-code")

    def invite_of(self, seat: int | None) -> str:
        """What Copy copies: the seat's code, else (no mailbox) its address on this network."""
        errand = self.codes[seat]
        if errand.done and errand.error is None:
            return str(errand.result)
        if errand.done and self.address is not None:
            return f"{self.address[0]}:{self.address[1]}/{self.referee.invites[seat]}"
        return ""

    def close(self) -> None:
        self.holes.close()
        self.network.stop()


class LobbyScene(UIScene):
    """The host's lobby for `referee`'s game (see the module). `at_table`: the same sheet over
    the game's table (its session's `invitations`), for a friend who must join again: the
    table's session, whose `carry` it calls while it hides the table; it opens no table."""

    music = "menu"

    def __init__(self, app: Any, referee: Any, invitations: Invitations | None = None, *,
                 at_table: Any = None) -> None:
        super().__init__(app)
        self.referee = referee
        self.invitations = invitations or Invitations(app.settings, referee)
        self.at_table = at_table  # the table's session, when over the table
        self.widgets: dict[str, Any] = {}
        self.sheet = pygame.Rect(0, 0, 0, 0)
        self.rows: dict[int | None, pygame.Rect] = {}
        self.handed_over = at_table is not None  # (the table has the invitations already)
        self.title = _(games.engine_api().listing(referee.game)["title"])

    @property
    def codes(self) -> dict[int | None, Any]:
        return self.invitations.codes

    @property
    def address(self) -> tuple[str, int] | None:
        return self.invitations.address

    # --- layout ------------------------------------------------------------------------------
    def build(self, root: Any, size: tuple[int, int]) -> None:
        width, height = size
        seats = list(self.referee.invites)
        self.sheet = pygame.Rect(0, 0, min(width - 60, 900), min(height - 40, 240 + ROW * len(seats)))
        self.sheet.center = (width // 2, height // 2)
        self.widgets, self.rows = {}, {}
        y = self.sheet.y + 144
        room = (self.sheet.bottom - 90 - y) // max(1, len(seats))
        for seat in seats:
            row = pygame.Rect(self.sheet.x + 40, y, self.sheet.w - 80, min(ROW, room))
            self.rows[seat] = row
            self.widgets[("copy", seat)] = UIButton(pygame.Rect(row.right - 250, row.y + 2, 120, 38), _("Copy"),
                                                    self.manager, container=root,
                                                    tool_tip_text=_("Copy the code (or, without one, the address) to paste "
                                                                  "into a message"))
            self.widgets[("new", seat)] = UIButton(pygame.Rect(row.right - 122, row.y + 2, 122, 38), _("New code"),
                                                   self.manager, container=root,
                                                   tool_tip_text=_("A code is good for one meeting: a fresh one, "
                                                                   "if this one was mistyped or did not arrive"))
            y += row.h
        label, tip = (_("Back to the table"), _("The game goes on (Esc)")) if self.at_table is not None else \
            (_("Cancel"), _("Back to the menu: the codes stop working (Esc)"))
        self.widgets["cancel"] = UIButton(pygame.Rect(self.sheet.x + 40, self.sheet.bottom - 70, 200, 48), label,
                                          self.manager, container=root, tool_tip_text=tip)
        self._update_buttons()

    def _update_buttons(self) -> None:
        for seat, errand in self.codes.items():
            copy = self.widgets.get(("copy", seat))
            if copy is not None:
                copy.enable() if self.invitations.invite_of(seat) else copy.disable()
            joined = seat is not None and self.referee.seats[seat].link is not None
            new = self.widgets.get(("new", seat))
            if new is not None:
                new.enable() if errand.done and not joined else new.disable()

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, w in self.widgets.items() if w is event.ui_element), None)
            if key == "cancel":
                self.app.sound.play("click")
                self.leave()
            elif isinstance(key, tuple) and key[0] == "copy" and self.invitations.invite_of(key[1]):
                clipboard_copy(self.invitations.invite_of(key[1]))
                self.app.sound.play("click")
            elif isinstance(key, tuple) and key[0] == "new":
                self.app.sound.play("click")
                self.invitations.new_code(key[1])
                self._update_buttons()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not dialogs.takes_escape(self.manager):
            self.leave()

    def leave(self) -> None:
        self.stop()
        self.close()

    def stop(self) -> None:
        if not self.handed_over:
            self.invitations.close()

    def on_exit(self) -> None:
        self.stop()
        super().on_exit()

    # --- per frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._update_buttons()
        if self.at_table is not None:
            self.at_table.carry()  # (the table under it is hidden, and still the network's)
            return
        network = self.invitations.network
        for event in network.poll():
            getattr(self.referee, event[0])(*event[1:])
        out, closing = self.referee.drain()
        for link, message in out:
            network.send(link, message)
        for link in closing:
            network.close(link)
        if self.referee.match is not None and not self.handed_over:
            self._open_the_table()

    def _open_the_table(self) -> None:
        from .online_session import HostSession

        self.handed_over = True
        session = HostSession(self.referee, self.invitations.network, invitations=self.invitations,
                              away_after=self.app.settings.online_away_after)
        session.keep_from_the_start()
        self.app.sound.play("card")
        if not launch.open_table(self.app, session, replace=True):
            self.handed_over = False

    def at_rest(self) -> bool:
        return all(errand.done for errand in self.codes.values())

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(art.wood((width, height)), (0, 0))
        surface.blit(art.parchment_panel(self.sheet.size, radius=14), (self.sheet.x - 6, self.sheet.y - 4))
        x = self.sheet.x + 40
        heading = (_("{game}: your friends' way back") if self.at_table is not None else
                   _("{game}: invite your friends")).format(game=self.title)
        art.text(surface, heading, art.fitting_serif(heading, self.sheet.w - 80, 40), art.INK,
                 topleft=(x, self.sheet.y + 22))
        pygame.draw.line(surface, art.GOLD, (x, self.sheet.y + 80), (self.sheet.right - 40, self.sheet.y + 80), 2)
        intro = _("A friend who left, or whose program ended, joins again with a new code (Play online, then "
                  "Join). Their seat waits for them; after a while the computer plays it until they are back.") \
            if self.at_table is not None else \
            _("Read each friend their code, or copy it into a message: they choose Play online, then Join. "
              "The game starts when everyone has joined.")
        font = art.ui_font(16)
        y = self.sheet.y + 88
        for line in art.wrap(intro, font, self.sheet.w - 80)[:2]:
            art.text(surface, line, font, art.INK_SOFT, topleft=(x, y))
            y += font.get_linesize()
        for seat, row in self.rows.items():
            self._draw_row(surface, seat, row)
        self._draw_waiting(surface)

    def _draw_row(self, surface: pygame.Surface, seat: int | None, row: pygame.Rect) -> None:
        label_font, code_font, small = art.ui_font(17, bold=True), art.mono_font(24), art.ui_font(14)
        if seat is None:
            label, presence = _("Onlookers"), ""
        else:
            sitting = self.referee.seats[seat]
            label, presence = _("Seat {n}").format(n=seat + 1), sitting.presence
            if sitting.link is not None and sitting.name:
                label = _("Seat {n}: {name}").format(n=seat + 1, name=sitting.name)
        if presence:
            pygame.draw.circle(surface, DOTS.get(presence, (130, 130, 130)), (row.x + 7, row.y + 20), 6)
        art.text(surface, art.fitted(label, label_font, 190), label_font, art.INK, topleft=(row.x + 20, row.y + 9))
        errand = self.codes[seat]
        code_x, code_room = row.x + 220, row.w - 220 - 262
        if not errand.done:
            words, font, colour = _("asking the mailbox for a code\u2026"), small, art.INK_SOFT
        elif errand.error is not None:
            words, font, colour = _("no code: the mailbox did not answer"), small, (150, 40, 30)
        else:
            words, font, colour = errand.result, code_font, (31, 78, 121)
        art.text(surface, art.fitted(words, font, code_room), font, colour, midleft=(code_x, row.y + 21))
        under = presence_words(presence) if seat is not None else _("they watch the game, every hand hidden")
        art.text(surface, art.fitted(under, small, row.w - 20), small, art.INK_SOFT, topleft=(row.x + 20, row.y + 44))
        if self.address is not None:  # (never cut: it is typed letter by letter)
            host, port = self.address
            address = _("or, on this network: {address}").format(address=f"{host}:{port}/{self.referee.invites[seat]}")
            art.text(surface, address, art.mono_font(15), art.INK_SOFT, topleft=(row.x + 20, row.y + 64))

    def _draw_waiting(self, surface: pygame.Surface) -> None:
        missing = [seat for seat in self.referee.seats if seat.kind == "net" and seat.link is None]
        if missing:
            words = ngettext("Waiting for {n} friend\u2026", "Waiting for {n} friends\u2026", len(missing)).format(
                n=len(missing))
        else:
            words = _("Everyone is here") if self.at_table is not None else _("Dealing\u2026")
        font = art.serif(22, "italic")
        art.text(surface, words, font, art.INK, midright=(self.sheet.right - 40, self.sheet.bottom - 46))

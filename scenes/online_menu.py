"""Play online: host a game for friends elsewhere, or join one with the invite a friend sent.

Hosting starts at the game's own setup screen, with the second seat already a "Friend
online" (scenes/setup.py): the host sets the variant and the seats as for any game, and its
Invite button opens the lobby (scenes/online_lobby.py), where each open seat gets a code.

Joining takes that code - `7-guitar-sunset`, met through the mailbox in the settings - or a
direct address on the same network (`192.168.1.5:8765/Qx3...`), and a name. The screen then
says what it is doing (meeting the host, waiting for the others to join) until the game
starts, and the game's own table opens on a GuestSession (scenes/online_session.py). Every
failure is said in words on the screen - a mistyped code, a host that cannot be reached, a
seat taken - and the form stays, so the player can try again.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from . import config, games, launch, online_links
from .i18n import _, say
from .ui_scene import UIScene
from .widgets import art, dialogs

log = logging.getLogger(__name__)

PATIENCE = 60.0  # seconds a joining guest waits for an unreachable host before it says so


class OnlineScene(UIScene):
    """The "Play online" screen (see the module)."""

    music = "menu"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.widgets: dict[str, Any] = {}
        self.sheet = pygame.Rect(0, 0, 0, 0)
        api = games.engine_api()
        self.hostable = [(g, _(api.listing(g)["title"])) for g in api.games() if api.listing(g)["players"][1] > 1]
        self.host_game = self.hostable[0][0] if self.hostable else ""
        self.name = app.settings.player_name(0)
        self.invite_text = ""
        self.joining: Joining | None = None
        self.status = ""

    # --- layout ------------------------------------------------------------------------------
    def build(self, root: Any, size: tuple[int, int]) -> None:
        width, height = size
        self.sheet = pygame.Rect(0, 0, min(width - 60, 900), min(height - 40, 560))
        self.sheet.center = (width // 2, height // 2)
        column = (self.sheet.w - 120) // 2
        left = pygame.Rect(self.sheet.x + 40, self.sheet.y + 110, column, self.sheet.h - 200)
        right = pygame.Rect(left.right + 40, left.y, column, left.h)
        self.widgets = {}
        self._build_host(root, left)
        self._build_join(root, right)
        self.widgets["back"] = UIButton(pygame.Rect(self.sheet.x + 40, self.sheet.bottom - 70, 120, 48), _("Back"),
                                        self.manager, container=root, tool_tip_text=_("Back to the menu (Esc)"))

    def _label(self, root: Any, rect: pygame.Rect, text: str, object_id: str = "@ink") -> UILabel:
        return UILabel(rect, text, self.manager, container=root, object_id=object_id)

    def _build_host(self, root: Any, area: pygame.Rect) -> None:
        self._label(root, pygame.Rect(area.x, area.y, area.w, 32), _("Host a game"), "@ink_heading")
        y = area.y + 40
        for line in art.wrap(_("Choose the game, then set a seat to \u201cFriend online\u201d: each friend gets a "
                               "code to type in."), art.ui_font(16), area.w):
            self._label(root, pygame.Rect(area.x, y, area.w, 24), line, "@hint")
            y += 24
        y += 10
        titles = [title for _game, title in self.hostable]
        chosen = next((title for game, title in self.hostable if game == self.host_game), titles[0] if titles else "")
        if titles:
            self.widgets["game"] = UIDropDownMenu(titles, chosen, pygame.Rect(area.x, y, area.w, 44), self.manager,
                                                  container=root)
        self.widgets["host"] = UIButton(pygame.Rect(area.x, y + 60, min(area.w, 220), 48), _("Set up the game"),
                                        self.manager, container=root, object_id="#primary",
                                        tool_tip_text=_("The game's setup, with a seat for a friend online"))
        self._build_servers(root, pygame.Rect(area.x, y + 130, area.w, area.bottom - y - 130))

    def _build_servers(self, root: Any, area: pygame.Rect) -> None:
        """Where codes are met and carried: magic-wormhole's public servers, or a club's own
        (the settings' online_mailbox and online_relay, kept as typed once they read right)."""
        if area.h < 120:
            return  # (a small window: settings.json still holds them)
        tip = _("Codes are met through a mailbox server and carried by a relay: magic-wormhole's public ones, "
                "unless your club runs its own (the same for everyone at the table)")
        for key, label, value in (("mailbox", _("Mailbox for codes"), self.app.settings.online_mailbox),
                                  ("relay", _("Relay"), self.app.settings.online_relay)):
            self._label(root, pygame.Rect(area.x, area.y, area.w, 22), label, "@hint")
            entry = UITextEntryLine(pygame.Rect(area.x, area.y + 22, area.w, 34), self.manager, container=root,
                                    initial_text=value)
            entry.set_text_length_limit(200)
            entry.set_tooltip(tip)
            self.widgets[key] = entry
            area.y += 62

    def _build_join(self, root: Any, area: pygame.Rect) -> None:
        self._label(root, pygame.Rect(area.x, area.y, area.w, 32), _("Join a game"), "@ink_heading")
        y = area.y + 40
        self._label(root, pygame.Rect(area.x, y, area.w, 24), _("Your name"), "@hint")
        name = UITextEntryLine(pygame.Rect(area.x, y + 26, area.w, 40), self.manager, container=root,
                               initial_text=self.name)
        name.set_text_length_limit(config.MAX_NAME_LENGTH)
        self.widgets["name"] = name
        y += 80
        self._label(root, pygame.Rect(area.x, y, area.w, 24), _("The code your friend sent"), "@hint")
        invite = UITextEntryLine(pygame.Rect(area.x, y + 26, area.w, 40), self.manager, container=root,
                                 initial_text=self.invite_text, placeholder_text=_("like 7-guitar-sunset"))
        invite.set_text_length_limit(120)
        self.widgets["invite"] = invite
        y += 80
        self.widgets["join"] = UIButton(pygame.Rect(area.right - 160, y, 160, 48), _("Join"), self.manager,
                                        container=root, object_id="#primary",
                                        tool_tip_text=_("Meet the host and sit down at the table (Enter)"))
        if self.joining is not None:
            self.widgets["join"].disable()
        self.status_rect = pygame.Rect(area.x, y + 60, area.w, self.sheet.bottom - 20 - (y + 60))

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        key = next((k for k, w in self.widgets.items() if w is getattr(event, "ui_element", None)), None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(key)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and key == "game":
            self.host_game = next((game for game, title in self.hostable if title == event.text), self.host_game)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and key == "name":
            self.name = event.text
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and key == "invite":
            self.invite_text = event.text
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and key in ("mailbox", "relay"):
            self._set_server(key, event.text.strip())
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and key in ("invite", "name"):
            self.join()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not dialogs.takes_escape(self.manager):
            self.leave()
        elif event.type == online_links.NETWORK_EVENT:
            pass  # (the frame it woke takes the news in `update`)

    def _on_button(self, key: str | None) -> None:
        if key is None:
            return
        self.app.sound.play("click")
        if key == "back":
            self.leave()
        elif key == "host":
            self.host()
        elif key == "join":
            self.join()

    def _set_server(self, key: str, text: str) -> None:
        """While a server's address is typed: what it should read like, until it does."""
        if config.read_setting(f"online_{key}", text) is None:
            self.status = (_("A mailbox reads like ws://relay.example.org:4000/v1.") if key == "mailbox" else
                           _("A relay reads like tcp:relay.example.org:4001."))
        else:
            self.status = ""

    def _keep_servers(self) -> None:
        """The servers as typed, kept when they read right (on the way to hosting, joining or
        back: a half-typed address on the way is never taken); else the ones before stay."""
        for key in ("mailbox", "relay"):
            entry = self.widgets.get(key)
            kept = config.read_setting(f"online_{key}", entry.get_text().strip()) if entry is not None else None
            if kept is not None and kept != getattr(self.app.settings, f"online_{key}"):
                setattr(self.app.settings, f"online_{key}", kept)
                self.app.save_settings()

    def host(self) -> None:
        from .setup import SetupScene

        self._keep_servers()
        try:
            self.app.stack.push(SetupScene(self.app, self.host_game, online=True))
        except games.GameUnavailable as exc:
            dialogs.message(self.manager, _("Cannot open the game"), str(exc))

    def join(self) -> None:
        """Meet the host of the invite typed (the name is remembered as the first player's)."""
        from online import invite

        if self.joining is not None:
            return
        self._keep_servers()
        try:
            parsed = invite.parse(self.invite_text)
        except invite.BadInvite:
            self.status = _("That is not an invite: type the code your friend read out, like 7-guitar-sunset, "
                            "or an address like 192.168.1.5:8765/Qx3aB9k2PzLm.")
            return
        name = config.clean_name(self.name, "") or self.app.settings.player_name(0)
        self.app.settings.set_player_name(0, name)
        self.app.save_settings()
        self.joining = Joining(self.app.settings, parsed, name)
        self.widgets["join"].disable()

    def leave(self) -> None:
        self._keep_servers()
        if self.joining is not None:
            self.joining.stop()
            self.joining = None
        self.close()

    # --- per frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        joining = self.joining
        if joining is None:
            return
        joining.step()
        self.status = joining.status()
        if joining.failed:
            self.joining = None
            if "join" in self.widgets:
                self.widgets["join"].enable()
        elif joining.session is not None:
            self.joining = None
            self.app.sound.play("card")
            launch.open_table(self.app, joining.session, replace=True)

    def at_rest(self) -> bool:
        return self.joining is None or self.joining.errand is None

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(art.wood((width, height)), (0, 0))
        surface.blit(art.parchment_panel(self.sheet.size, radius=14), (self.sheet.x - 6, self.sheet.y - 4))
        art.text(surface, _("Play online"), art.serif(44, "bold"), art.INK, topleft=(self.sheet.x + 40, self.sheet.y + 22))
        pygame.draw.line(surface, art.GOLD, (self.sheet.x + 40, self.sheet.y + 86),
                         (self.sheet.right - 40, self.sheet.y + 86), 2)
        middle = self.sheet.centerx
        pygame.draw.line(surface, art.GOLD, (middle, self.sheet.y + 110), (middle, self.sheet.bottom - 90), 1)
        if self.status:
            font, y = art.ui_font(16), self.status_rect.y
            for line in art.wrap(self.status, font, self.status_rect.w):
                if y + font.get_height() > self.status_rect.bottom:
                    break
                art.text(surface, line, font, art.INK_SOFT, topleft=(self.status_rect.x, y))
                y += font.get_linesize()


class Joining:
    """One attempt to sit down at a host's table: meeting it (a code, through the wormhole's
    mailbox, in a thread), then the connection's hello and the wait for the game to start.
    `session` is set once the host has sent the first state; `failed` once it cannot be."""

    def __init__(self, settings: Any, invite: Any, name: str) -> None:
        from online.guest import Guest

        self.invite, self.name = invite, name
        self.network = online_links.network()
        self.holes = None
        self.link: Any = None
        self.first: dict | None = None  # the first state the host sent (the table opens there)
        self.session: Any = None
        self.failed = False
        self._said = ""
        self.errand = None
        if invite.code:
            self.holes = online_links.wormholes(settings, self.network)
            self.errand = online_links.Errand(lambda: self.holes.accept(invite.code), "online-meet")
        else:
            self._seat(Guest(invite.token, name=name, share=online_links.remembered_share(invite.token)),
                       lambda: self.network.connect(invite.url))

    def _seat(self, guest: Any, dial: Any) -> None:
        from online.seat import GuestLink

        self.link = GuestLink(guest, self.network, dial, PATIENCE)

    def step(self) -> None:
        """Take what has come: the wormhole met, the host's messages; the table once it starts."""
        from online.guest import Guest

        if self.errand is not None:
            if not self.errand.done:
                return
            errand, self.errand = self.errand, None
            if errand.error is not None:
                self._fail(_("The code {code} found no host: {reason}. Check it with your friend, who can "
                             "make a new one.").format(code=self.invite.code, reason=_reason(errand.error)))
                return
            link, token = errand.result
            links = [link]
            self._seat(Guest(token, name=self.name, share=online_links.remembered_share(token)),
                       lambda: links.pop() if links else None)
        if self.link is None or self.failed:
            return
        for told in self.link.pump():
            if told["type"] == "state" and self.first is None:
                self.first = told
            if told["type"] == "refused":
                self._fail(_("The host said no: {reason}").format(reason=say(told.get("reason"))))
                return
        guest = self.link.guest
        if guest.state is not None:
            from .online_session import GuestSession

            self.session = GuestSession(self.link, first=self.first, closers=[self.stop_network])
        elif self.link.gave_up:
            self._fail(_("The host at {invite} did not answer for {seconds} seconds.").format(
                invite=str(self.invite), seconds=int(PATIENCE)))

    def status(self) -> str:
        if self.failed:
            return self._said
        if self.errand is not None:
            return _("Meeting the host with the code {code}\u2026").format(code=self.invite.code)
        guest = self.link.guest if self.link is not None else None
        if guest is None or guest.welcome is None:
            return _("Knocking at the host's door\u2026")
        game = _(games.engine_api().listing(guest.welcome["game"])["title"])
        waiting = [s.get("name") or _("Seat {n}").format(n=s["seat"] + 1) for s in guest.presence
                   if s.get("presence") == "waiting"]
        if guest.seat is None:  # (the onlookers' invite)
            where = _("You watch a game of {game}.").format(game=game)
        else:
            where = _("You sit at seat {seat} of a game of {game}.").format(seat=guest.seat + 1, game=game)
        if waiting:
            return where + " " + _("Waiting for {names} to join\u2026").format(names=", ".join(waiting))
        return where + " " + _("Dealing\u2026")

    def _fail(self, words: str) -> None:
        self.failed, self._said = True, words
        self.stop()

    def stop(self) -> None:
        """Give up joining: the connection and the wormhole close."""
        if self.link is not None and self.session is None:
            self.link.close()
        if self.session is None:
            self.stop_network()

    def stop_network(self) -> None:
        if self.holes is not None:
            self.holes.close()
        self.network.stop()


def _reason(error: BaseException) -> str:
    words = str(error).strip() or type(error).__name__
    return words[:160]

"""Online play from the menu, by mouse: a host invites from Play online and the game's setup,
a friend (the computer, from the command line's guest) joins by the address the lobby shows,
and the host plays to the end at its table; a person joins from Play online by typing an
invite, chats, and plays to the end at the game's own table. Pictures of each screen go to
tests/output/online/."""
from __future__ import annotations

import random
import threading
import time
from pathlib import Path

import pygame

from online import headless
from online.network import Network
from online.referee import NET, Referee
from scenes.online_lobby import LobbyScene
from scenes.online_menu import OnlineScene
from scenes.setup import SetupScene
from tests.scenes.driver import Driver, choose_from_menu, close, make_app

from .harness import share

OUT = Path(__file__).resolve().parents[1] / "output" / "online"
NOWHERE = "ws://127.0.0.1:9/v1"  # a mailbox nobody answers at: the codes fail, the addresses serve


class Hand(Driver):
    """A person's hand, resting between frames as the app does (the network's threads run)."""

    def frames(self, n: int = 3, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.frame(dt)
            time.sleep(0.002)

    def until(self, holds, seconds: float = 30, what: str = "") -> None:
        end = time.monotonic() + seconds
        while not holds():
            assert time.monotonic() < end, f"waited {seconds:.0f} s for {what}"
            self.frames(1)

    def play_to_the_end(self, session, seconds: float = 40) -> None:
        """Take the person's moves by clicks (random among the legal ones) until the game ends."""
        rng, end = random.Random(3), time.monotonic() + seconds
        while not session.is_over():
            assert time.monotonic() < end, f"the game did not end ({len(session.history)} actions shown)"
            self.frames(1)
            scene = self.scene
            if session.is_human_turn() and scene.decision is not None and scene.interactive \
                    and not getattr(session, "waiting_for_host", False):
                action = rng.choice(session.match.legal_actions())
                before = len(session.history)
                self.pass_screen()
                self.read_recap()
                for click in scene.reach(action):
                    self._uncover(click.pos)
                    self.click(click.pos, click.button)
                if len(session.history) == before and not getattr(session, "waiting_for_host", False):
                    self.confirm_dialog()


def _app():
    app = make_app()
    app.settings.online_mailbox, app.settings.online_port = NOWHERE, 0
    app.stack.push(app.home_scene())
    return app, Hand(app)


def _play_online(app, hand):
    """From the menu to Play online, by its button."""
    hand.frames(3)
    hand.click(app.stack.top.buttons["online"].rect.center)
    assert isinstance(app.stack.top, OnlineScene)
    return app.stack.top


def test_a_host_invites_a_friend_from_the_menu_and_plays_to_the_end():
    app, hand = _app()
    try:
        online = _play_online(app, hand)
        choose_from_menu(hand, online.widgets["game"], "Auganism")
        hand.click(online.widgets["host"].rect.center)
        setup = app.stack.top
        assert isinstance(setup, SetupScene) and setup.seat_kinds[1] == NET
        assert setup.widgets["start"].text == "Invite friends" and "seed" not in setup.widgets
        OUT.mkdir(parents=True, exist_ok=True)
        app.screenshot(str(OUT / "host_setup.png"))
        hand.click(setup.widgets["start"].rect.center)
        lobby = app.stack.top
        assert isinstance(lobby, LobbyScene) and lobby.address is not None
        hand.until(lambda: lobby.codes[1].done, 20, "the mailbox to fail")
        hand.frames(3)
        app.screenshot(str(OUT / "host_lobby.png"))
        host, port = lobby.address
        invite = f"127.0.0.1:{port}/{lobby.referee.invites[1]}"
        guest: dict = {}
        threading.Thread(target=lambda: guest.update(headless.join(invite, level="easy", name="Ada")),
                         daemon=True).start()
        hand.until(lambda: app.stack.top is not lobby, 20, "the friend to join and the table to open")
        session = hand.scene.session
        assert session.presence()[1]["name"] == "Ada" and session.presence()[1]["presence"] == "connected"
        hand.frames(10)
        app.screenshot(str(OUT / "host_table.png"))
        hand.play_to_the_end(session)
        hand.until(lambda: hand.scene.end_shown, 20, "the host's table to show the end")
        hand.until(lambda: "digest" in guest, 20, "the friend's program to finish")
        assert guest["digest"] == session.match.digest() and guest["audit"] == []
    finally:
        close(app)


def test_a_friend_joins_by_typing_the_invite_chats_and_plays_to_the_end():
    referee = Referee.open("zvery", ["ai:easy", NET], ["Host", "Guest"], host_share=share(5, "host"))
    host = Network()
    _, port = host.listen("127.0.0.1", 0)
    threading.Thread(target=headless._referee_loop, args=(referee, host, 60.0), daemon=True).start()
    app, hand = _app()
    try:
        online = _play_online(app, hand)
        hand.click(online.widgets["invite"].rect.center)
        hand.type(f"127.0.0.1:{port}/{referee.invites[1]}")
        hand.click(online.widgets["name"].rect.center)
        for _ in range(len(online.name)):
            hand.key(pygame.K_BACKSPACE)
        hand.type("Ada")
        OUT.mkdir(parents=True, exist_ok=True)
        app.screenshot(str(OUT / "join_form.png"))
        hand.click(online.widgets["join"].rect.center)
        hand.until(lambda: app.stack.top is not online, 20, "the table to open")
        session = hand.scene.session
        assert session.seat == 1 and referee.seats[1].name == "Ada"
        hand.click(hand.scene.corner.entry.rect.center)
        hand.type("good luck!")
        hand.key(pygame.K_RETURN)
        hand.until(lambda: any(line["text"] == "good luck!" for line in referee.chat), 10, "the chat line to arrive")
        hand.until(lambda: any("Ada: good luck!" in line.text for line in hand.scene.log_lines), 10,
                   "the chat line in the log")
        hand.frames(10)
        app.screenshot(str(OUT / "guest_table_chat.png"))
        hand.play_to_the_end(session)
        hand.frames(30)
        app.screenshot(str(OUT / "guest_end.png"))
        end = app.stack.top
        assert "New game" not in [b.text for b in getattr(end, "buttons", {})], "a guest has no new game to offer"
        assert session.guest.end["digest"] == referee.match.digest()
        hand.click(next(b for b in end.buttons if b.text == "Watch the replay").rect.center)
        assert hand.scene.session.replaying and hand.scene.session.eyes == 1, "the replay opens with the guest's eyes"
    finally:
        close(app)
        host.stop()


def test_a_host_who_left_hosts_again_from_continue_and_the_friend_rejoins(tmp_path, monkeypatch):
    """The host leaves the table mid-game (its program could as well have ended); Continue on
    the menu hosts the game again, the codes over the table; the friend rejoins with the new
    invite and the game plays to the end, the same game everywhere."""
    from scenes import config

    monkeypatch.setattr(config, "data_dir", lambda: tmp_path)
    app, hand = _app()
    try:
        online = _play_online(app, hand)
        choose_from_menu(hand, online.widgets["game"], "Zvery")
        hand.click(online.widgets["host"].rect.center)
        hand.click(app.stack.top.widgets["start"].rect.center)
        lobby = app.stack.top
        token = lobby.referee.invites[1]
        first: dict = {}
        mine = share(9, "friend")  # (the friend's program keeps the share it sent: scenes/online_links.py)
        threading.Thread(target=lambda: first.update(_join(lobby.address[1], token, mine, patience=3)),
                         daemon=True).start()
        hand.until(lambda: app.stack.top is not lobby, 20, "the friend to join")
        session = hand.scene.session
        rng = random.Random(5)
        while len(session.history) < 12:
            hand.frames(1)
            if session.is_human_turn() and hand.scene.interactive and hand.scene.decision is not None:
                hand.do(rng.choice(session.match.legal_actions()))
        moves = len(session.match.log)
        app.go_home()  # the host leaves: the network closes, the friend waits
        hand.frames(5)
        assert "digest" not in first
        menu = app.stack.top
        hand.click(menu.rows[0].rect.center)
        invites = app.stack.top
        assert isinstance(invites, LobbyScene) and invites.at_table is not None
        session = invites.at_table
        assert len(session.match.log) >= moves and session.presence()[1]["presence"] == "away"
        hand.frames(3)
        app.screenshot(str(OUT / "host_continue_invites.png"))
        again: dict = {}
        threading.Thread(target=lambda: again.update(_join(invites.address[1], token, mine)), daemon=True).start()
        hand.until(lambda: session.presence()[1]["presence"] == "connected", 20, "the friend to rejoin")
        assert menu.hosted == {"zvery"}, "the Continue row says the game is an online one"
        hand.frames(3)
        app.screenshot(str(OUT / "host_continue_rejoined.png"))
        hand.click(invites.widgets["cancel"].rect.center)
        hand.play_to_the_end(session)
        hand.until(lambda: hand.scene.end_shown, 20, "the host's table to show the end")
        hand.until(lambda: "digest" in again, 20, "the friend's program to finish")
        assert again["digest"] == session.match.digest() and again["audit"] == [], again["audit"]
    finally:
        close(app)


def _join(port: int, token: str, seed_share: str, patience: float | None = None) -> dict:
    try:
        return headless.join(f"127.0.0.1:{port}/{token}", level="easy", name="Ada", patience=patience,
                             share=seed_share)
    except ConnectionError as exc:
        return {"gone": str(exc)}


def test_an_onlooker_joins_by_the_onlookers_invite_and_watches_to_the_end():
    """The onlookers' invite at Join: the table shows what an onlooker may see, takes no move,
    and the game lands in the history at the end."""
    referee = Referee.open("auganism", ["ai:easy", NET], ["Host", ""], host_share=share(6, "host"))
    host = Network()
    _, port = host.listen("127.0.0.1", 0)
    threading.Thread(target=headless._referee_loop, args=(referee, host, 60.0), daemon=True).start()
    friend: dict = {}
    app, hand = _app()
    try:
        online = _play_online(app, hand)
        hand.click(online.widgets["invite"].rect.center)
        hand.type(f"127.0.0.1:{port}/{referee.spectator_token}")
        hand.key(pygame.K_RETURN)
        hand.until(lambda: online.status.startswith("You watch a game of Auganism. Waiting for"), 20,
                   "the onlooker to be welcomed")
        hand.frames(3)
        app.screenshot(str(OUT / "onlooker_waiting.png"))
        threading.Thread(target=lambda: friend.update(_join(port, referee.invites[1], share(6, 1))), daemon=True).start()
        hand.until(lambda: app.stack.top is not online, 20, "the onlooker's table to open")
        session = hand.scene.session
        assert session.seat is None and not session.is_human_turn()
        hand.until(lambda: session.is_over(), 120, "the game to end")
        hand.until(lambda: hand.scene.end_shown, 20, "the onlooker's table to show the end")
        assert session.guest.end["digest"] == referee.match.digest() and session.guest.audit_problems == []
    finally:
        close(app)
        host.stop()


def test_the_servers_for_codes_are_set_at_play_online_and_a_wrong_one_is_said():
    app, hand = _app()
    try:
        online = _play_online(app, hand)
        relay = online.widgets["relay"]
        kept = app.settings.online_relay
        hand.click(relay.rect.center)
        hand.key(pygame.K_END)
        for _ in range(len(relay.get_text())):
            hand.key(pygame.K_BACKSPACE)
        hand.type("relay.example.org")
        assert "tcp:relay.example.org:4001" in online.status, "what a relay reads like is said"
        assert app.settings.online_relay == kept, "a relay that does not read right is not kept"
        hand.type(":4001")
        for _ in range(len("relay.example.org:4001")):
            hand.key(pygame.K_LEFT)
        hand.type("tcp:")
        assert online.status == "" and app.settings.online_relay == kept, "kept on the way out, as typed in the end"
        OUT.mkdir(parents=True, exist_ok=True)
        app.screenshot(str(OUT / "online_servers.png"))
        hand.click(online.widgets["back"].rect.center)
        assert app.settings.online_relay == "tcp:relay.example.org:4001"
    finally:
        close(app)

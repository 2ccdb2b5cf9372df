"""A guest's table is the game's own table, fed by the network: each game's play scene opened
on a GuestSession, the host in a thread on a real websocket, the person's moves clicked where
the table draws them, to the end of the game; a picture of the end for each game."""
from __future__ import annotations

import random
import threading
import time
from pathlib import Path

import pytest

from online import headless
from online.guest import Guest
from online.network import Network
from online.referee import NET, Referee
from online.seat import GuestLink
from scenes import games
from scenes.online_session import GuestSession
from tests.scenes.driver import Driver, close, make_app

from .harness import share, some

OUT = Path(__file__).resolve().parents[1] / "output" / "online"


class GuestHand(Driver):
    """A person's hand at a guest's table: a click sends the move, which shows once the host
    has taken it. Between frames it rests a moment, as the app does (60 frames a second):
    frames drawn back to back would hold the interpreter's lock from the network's threads,
    and a move would take seconds to reach the host and come back."""

    def frames(self, n: int = 3, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.frame(dt)
            time.sleep(0.002)

    def send(self, action: str, seconds: float = 20) -> None:
        self.pass_screen()
        self.read_recap()
        scene = self.scene
        before = len(scene.session.history)
        for click in scene.reach(action):
            self._uncover(click.pos)
            self.click(click.pos, click.button)
        if not scene.session.waiting_for_host and len(scene.session.history) == before:
            self.confirm_dialog()
        end = time.monotonic() + seconds
        while action not in scene.session.match.log[before:]:
            assert time.monotonic() < end, f"the clicks for {action!r} sent nothing the host took"
            self.frames(1)


@pytest.mark.parametrize("game, plan", some([("auganism", ["ai:easy", NET]), ("everzone", ["ai:easy", NET]),
                                             ("zvery", ["ai:easy", NET]), ("creature_adventures", [NET, "ai:easy"])], 2))
def test_a_guest_plays_its_game_to_the_end_at_the_game_s_own_table(game, plan):
    referee = Referee.open(game, plan, ["Host", "Guest"], host_share=share(7, "host"))
    host = Network()
    _, port = host.listen("127.0.0.1", 0)
    threading.Thread(target=headless._referee_loop, args=(referee, host, 60.0), daemon=True).start()
    guest_net, seat = Network(), plan.index(NET)
    link = GuestLink(Guest(referee.invites[seat], name="Ada", share=share(7, seat)), guest_net,
                     lambda: guest_net.connect(f"ws://127.0.0.1:{port}/"), patience=20)
    app = make_app()
    try:
        end = time.monotonic() + 20
        while link.guest.state is None:
            assert time.monotonic() < end
            link.pump(0.01)
        session = GuestSession(link, threaded=True)
        app.stack.push(games.play_scene(app, session))
        hand, rng, end = GuestHand(app), random.Random(7), time.monotonic() + 240
        while not session.is_over():
            assert time.monotonic() < end, (
                f"the game did not end: seat {session.match.to_move()} to move (this seat {session.seat}), "
                f"waiting for the host {session.waiting_for_host}, the table interactive {hand.scene.interactive} "
                f"with a decision {hand.scene.decision is not None}, refusals {link.guest.refusals[-2:]}, "
                f"{len(session.history)} actions shown of the host's {len(referee.match.log)}")
            hand.frames(1)
            scene = hand.scene
            if session.is_human_turn() and scene.decision is not None and scene.interactive:
                hand.send(rng.choice(session.match.legal_actions()))
        hand.frames(30)
        OUT.mkdir(parents=True, exist_ok=True)
        app.screenshot(str(OUT / f"guest_{game}.png"))
        assert link.guest.end["digest"] == referee.match.digest() and link.guest.audit_problems == []
        assert len(session.history) == len(referee.match.log)
    finally:
        close(app)
        guest_net.stop()
        host.stop()

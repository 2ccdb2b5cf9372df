"""The engine's events, played one after another on the table.

`act()` returns a batch of events; the animator queues them and plays each as a short tween
on the `Table` (a token slides one square, a spawn drops in, a destroyed zombie crumbles), on
the dice tray (every roll tumbles and settles), or as an effect (a floating "-1", a blast).
Playing the queue - busy, speed, skip, `on_event` as each event starts (for the log and the
camera) and `on_idle` when it runs dry - is every table's (widgets/anim_queue.py); here are
this game's handlers, one per event type.
"""
from __future__ import annotations

from collections.abc import Callable

from ..i18n import _, ngettext
from ..widgets.anim_queue import EventQueue, Tween, ease
from .effects import Announcement, Burst, Effects, FloatText, Projectile
from .pieces import Card, Piece, Table
from .sprites import token_name
from .words import is_zombie, named, term

RED = (235, 70, 55)
GREEN = (120, 220, 120)
GOLD = (250, 214, 120)
STEP = 0.2  # seconds per square of movement at normal speed


class Animator(EventQueue):
    def __init__(self, table: Table, effects: Effects, tray, scale: Callable[[], float],
                 on_event: Callable[[dict], None], on_idle: Callable[[], None],
                 sound: Callable[[str], None], board_rect: Callable[[], object], slayer_name: Callable[[], str]) -> None:
        super().__init__(scale, effects, on_event, on_idle)
        self.table, self.tray = table, tray
        self.sound = sound
        self.board_rect, self.slayer_name = board_rect, slayer_name
        self.slayer_pos: tuple[int, int] = (0, 0)

    def _hurry(self) -> None:
        if self.current.duration is None and self.tray.tray.dice_roll is not None:
            self.tray.tray.dice_roll.finish()

    # --- one event ------------------------------------------------------------------------------
    def _float(self, square, text: str, colour, size: int = 30) -> None:
        if square is not None:
            self.effects.add(FloatText(tuple(square), text, colour, size=size), self.scale())

    # movement
    def _slide(self, pid: str, frm, to, seconds: float = STEP, then=None) -> Tween:
        piece = self.table.pieces.get(pid)
        if piece is None:
            piece = self.table.pieces[pid] = Piece(pid, token_name(pid, self.table.slayer_token), tuple(map(float, frm)))
        (ax, ay), (bx, by) = frm, to

        def step(u: float) -> None:
            e = ease(u)
            piece.pos = (ax + (bx - ax) * e, ay + (by - ay) * e)

        return Tween(self._d(seconds), step, then)

    def _move(self, ev):
        token, frm, to = ev["token"], ev["from"], ev["to"]
        if token == "slayer":
            self.slayer_pos = tuple(to)
            self.sound("step")
            return self._slide("slayer", frm, to)
        if token in self.table.company:  # a follower steps off the slayer's square
            self.table.company.remove(token)
            self.table.pieces[token] = Piece(token, token, tuple(map(float, frm)))
        joins = tuple(to) == tuple(self.table.pieces["slayer"].square) if "slayer" in self.table.pieces else False

        def then() -> None:
            if joins and token not in self.table.company and not is_zombie(token) and token != "nec":
                self.table.pieces.pop(token, None)
                self.table.company.append(token)

        return self._slide(token, frm, to, then=then)

    def _knocked(self, ev):
        return self._slide(ev["token"], ev["from"], ev["to"], seconds=0.14)

    def _join(self, ev):
        self.table.pieces.pop(ev["token"], None)
        if ev["token"] not in self.table.company:
            self.table.company.append(ev["token"])
        return None

    def _fade_out(self, pid: str, seconds: float, grow: float = 0.3) -> Tween | None:
        piece = self.table.pieces.get(pid)
        if piece is None:
            if pid in self.table.company:
                self.table.company.remove(pid)
            return None

        def step(u: float) -> None:
            piece.alpha = 1 - u
            piece.scale = 1 + grow * u

        return Tween(self._d(seconds), step, lambda: self.table.pieces.pop(pid, None))

    def _destroyed(self, ev):
        self.sound("hit")
        return self._fade_out(ev["token"], 0.45)

    def _recalled(self, ev):
        return self._fade_out(ev["token"], 0.25, grow=0.0)

    def _lost(self, ev):
        return self._fade_out(ev["token"], 0.3, grow=-0.4)

    def _spawn(self, ev):
        pid = ev["token"]
        image = "necromancer" if pid == "nec" else token_name(pid)
        piece = Piece(pid, image, tuple(map(float, ev["pos"])), alpha=0.0, drop=1.0)
        self.table.pieces[pid] = piece

        def step(u: float) -> None:
            piece.alpha = min(1.0, u * 2)
            piece.drop = (1 - u) ** 2

        return Tween(self._d(0.3), step)

    def _crumble(self, ev):
        zombies = [p for p in self.table.pieces.values() if is_zombie(p.id)]

        def step(u: float) -> None:
            for p in zombies:
                p.alpha, p.scale = 1 - u, 1 + 0.3 * u

        def end() -> None:
            for p in zombies:
                self.table.pieces.pop(p.id, None)

        return Tween(self._d(0.8), step, end)

    # fighting
    def _attack(self, ev):
        att = self.table.pieces.get(ev["att"]) or (self.table.pieces.get("slayer") if ev["att"] in self.table.company else None)
        target = self.table.pieces.get(ev["def"]) or (self.table.pieces.get("slayer") if ev["def"] in self.table.company else None)
        if att is None or target is None or ev["mode"] != "melee":
            return Tween(self._d(0.12))
        home = att.pos
        (ax, ay), (bx, by) = home, target.pos

        def step(u: float) -> None:
            k = 0.35 * (1 - abs(2 * u - 1))
            att.pos = (ax + (bx - ax) * k, ay + (by - ay) * k)

        def end() -> None:
            att.pos = home

        return Tween(self._d(0.22), step, end)

    def _damage(self, ev):
        pid = ev["token"]
        piece = self.table.pieces.get(pid)
        if pid == "slayer":
            self.sound("hit")
        if piece is None:
            return None
        self._float(piece.square, f"-{ev['amount']}", RED)

        def step(u: float) -> None:
            piece.flash = 1 - u

        return Tween(self._d(0.4), step)

    def _clash(self, ev):
        target = self.table.pieces.get(ev["def"])
        if target is not None:
            if ev.get("already_dead"):
                self._float(target.square, _("Already Dead: no damage"), (200, 200, 210), size=22)
            elif not ev["damage"]:
                self._float(target.square, _("no damage"), (230, 220, 200), size=20)
        return Tween(self._d(0.25))

    def _heal(self, ev):
        if ev["amount"]:
            self._float(self.table.pieces["slayer"].square, _("+{n} Life").format(n=ev["amount"]), GREEN)
        return Tween(self._d(0.25))

    def _sacrifice(self, ev):
        self.table.townsmen = ev["townsmen"]
        self._float(self.table.pieces["slayer"].square, _("a townsman falls"), (230, 200, 180), size=20)
        return Tween(self._d(0.3))

    def _xp(self, ev):
        self._float(self.slayer_pos, _("+1 experience"), GOLD, size=22)
        return None

    # dice
    def _roll(self, ev):
        self.sound("dice")
        self.tray.show_roll(ev, self.slayer_name(), self.board_rect())
        return Tween(None, until=lambda: self.tray.tray.done)

    def _luck(self, ev):
        self.tray.luck(ev)
        self.tray.luck_value = ev["luck"]
        self.sound("dice")
        return Tween(None, until=lambda: self.tray.tray.done)

    def _keep(self, ev):
        self.tray.keep(ev)
        return Tween(self._d(0.3))

    # the town
    def _tile(self, ev):
        at = tuple(ev["at"])
        card = Card(at, ev["tile"], ev["rot"], alpha=0.0, offset=(0.0, -0.25))
        self.table.cards[at] = card
        self.sound("card")

        def step(u: float) -> None:
            e = ease(u)
            card.alpha = e
            card.offset = (0.0, -0.25 * (1 - e))

        return Tween(self._d(0.35), step)

    def _drop(self, ev):
        self.table.dung.append(tuple(ev["pos"]))
        return Tween(self._d(0.15))

    def _throw(self, ev):
        self.effects.add(Projectile(tuple(ev["from"]), tuple(ev["to"])), self.scale())
        return Tween(self._d(0.35))

    def _explosion(self, ev):
        at = tuple(ev["pos"])
        if at in self.table.dung:
            self.table.dung.remove(at)
        self.effects.add(Burst(at, 1.6, 0.7), self.scale())
        self.sound("hit")
        return Tween(self._d(0.3))

    def _ritual(self, ev):
        nec = self.table.pieces.get("nec")
        if nec is None:
            return None

        def step(u: float) -> None:
            nec.glow = 1 - abs(2 * u - 1)

        return Tween(self._d(0.9), step)

    # turns and news
    def _slayer_turn(self, ev):
        self.effects.add(Announcement(_("Turn {turn}: your turn").format(turn=ev["turn"]), ngettext(
            "{n} action", "{n} actions", ev["actions"]).format(n=ev["actions"]), duration=1.0), self.scale())
        return Tween(self._d(0.35))

    def _zombie_turn(self, ev):
        self.effects.add(Announcement(_("The zombies' turn"), _("they shamble towards you"), (225, 200, 240), 1.0), self.scale())
        return Tween(self._d(0.5))

    def _boss(self, ev):
        self.effects.add(Announcement(_("The Temple!"), _("the Necromancer's lair is found"), (240, 190, 190), 1.6), self.scale())
        return Tween(self._d(0.6))

    def _activate(self, ev):
        return Tween(self._d(0.06))

    def _follower(self, ev):
        if ev["token"] not in self.table.company:
            self.table.company.append(ev["token"])
        self._float(self.slayer_pos, _("+ {follower}").format(follower=term("follower", ev["token"])), GREEN, size=22)
        return Tween(self._d(0.3))

    def _townsman(self, ev):
        self.table.townsmen = ev["townsmen"]
        self._float(self.slayer_pos, _("+ townsman"), GREEN, size=22)
        return Tween(self._d(0.3))

    def _treasure(self, ev):
        """The treasure card is held up with its row marked (play.py draws it): a moment to read it."""
        self.sound("card")
        return Tween(self._d(1.1))

    def _item(self, ev):
        self._float(self.slayer_pos, _("+ {item}").format(item=named("item", ev["item"])), GOLD, size=22)
        return Tween(self._d(0.3))

    def _learn(self, ev):
        self._float(self.slayer_pos, _("new skill!"), GOLD, size=22)
        return Tween(self._d(0.3))

    def _game_over(self, ev):
        self.sound("win" if ev.get("winners") else "lose")
        return Tween(self._d(0.6))

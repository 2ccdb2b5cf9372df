"""The engine's events, played one after another on the table.

`act()` returns a batch of events; the animator queues them and plays each as a short tween:
a pawn walks space by space, the dice tumble in the tray, a d10 spins on the wheel, the
battle mat opens, a creature lunges and its foe flashes red, a knocked-out creature fades,
a pawn is sent Home. Each event moves the `Shown` table forward as it plays (table.py), so
the picture never runs ahead of the story. Playing the queue - busy, speed, a click or Space
to `skip()` the rest - is every table's (widgets/anim_queue.py); here are this game's
handlers, one per event type.

The computer's play is paced for reading: each of its steps the log tells (a roll, a blow,
a catch, a point spent...) stays up for at least a beat (`COMPUTER_BEAT` seconds at "normal",
scaled with the speed, so "instant" stays instant), and the end of every turn is announced
before the next one starts. A person's own moves keep their brisk timing: they just chose
them. The walk of a computer's move is not broken by the pause between its moves at forks.

The stage (the play scene) provides: `shown`, `dice`, `effects`, `names`, `layout`, `arena`,
`wheel` (set here), `live_battle()`, `panel_point(seat)`, `scale()`, `sound(name)`,
`is_computer(seat)`, `mid_walk()`, and hears `on_event(ev)` as each event starts (for the log;
a roll's sentence comes through `tell(ev)` once its dice or wheel show the result, so the log
and the banner never give a roll away while it spins) and `on_idle()` when the queue runs dry. It sets `by_person` while a person's move plays.
"""
from __future__ import annotations

from collections.abc import Callable

from ..i18n import N_, _, join, ngettext
from ..widgets.anim_queue import EventQueue, Tween, bump, ease
from ..widgets.screen_effects import Announcement, FloatText
from .layout import centre_of
from .table import copied
from .wheel import Wheel
from .words import gain, name_of, opponent, space_name, term

RED = (240, 80, 60)
GREEN = (130, 230, 130)
GOLD = (250, 214, 120)
BLUE = (140, 190, 250)
STEP = 0.17  # seconds per space walked at normal speed
COMPUTER_BEAT = 0.9  # seconds, at least, each told step of the computer's play stays up (normal speed)
UNPACED = ("step", "_beat")  # a pawn's steps are one walk; the table's own pause is its own
TITLES = {"domination": N_("Hero of the Colosseum"), "collector": N_("Creature Master"),
          "survivalist": N_("Last One Standing")}  # a game's end (its "reason") -> the winner's title
TURN_OVER = {True: (1.5, 1.3), False: (1.0, 0.7)}  # a person's turn / a computer's: (caption, pause) seconds


class AtLeast:
    """A tween that lasts at least `seconds` (a readable beat), however quick the one inside."""

    def __init__(self, inner: Tween | None, seconds: float) -> None:
        self.inner, self.seconds, self.t = inner, seconds, 0.0
        self.inner_done = inner is None

    def update(self, dt: float) -> bool:
        self.t += dt
        if not self.inner_done:
            self.inner_done = self.inner.update(dt)
        return self.inner_done and self.t >= self.seconds

    def finish(self) -> None:
        if not self.inner_done:
            self.inner.finish()
            self.inner_done = True


class Animator(EventQueue):
    def __init__(self, stage) -> None:
        super().__init__(stage.scale, stage.effects, stage.on_event, stage.on_idle)
        self.stage = stage
        self.by_person = False  # the events playing are a person's own move (set by the stage)
        self.quiet_end = True  # nothing has happened since the move ended (for the turn's end)
        self.safe_roll = False  # ... but a Wilderness roll that let the player through

    def _start(self, ev: dict):
        """Each event through its handler; a step of the computer's play gets a readable beat."""
        self._note_the_turn(ev)
        tween = super()._start(ev)
        if self.by_person or ev.get("type", "") in UNPACED:
            return tween
        return AtLeast(tween, self._d(COMPUTER_BEAT)) if self._d(COMPUTER_BEAT) > 0 else tween

    def _note_the_turn(self, ev: dict) -> None:
        """What happened since the move ended, for the words at the turn's end."""
        kind = ev.get("type", "")
        if kind in ("move_done", "turn"):
            self.quiet_end, self.safe_roll = True, False
        elif kind == "roll" and ev.get("why") == "wilderness" and ev.get("outcome") == "safe":
            self.safe_roll = True
        elif kind not in ("turn_end", "_beat", "step", "move_roll"):
            self.quiet_end = False

    def _table_beat(self, ev: dict):
        """The pause between two computer moves, except between the forks of one walk."""
        return None if self.stage.mid_walk() else super()._table_beat(ev)

    def _hurry(self) -> None:
        if self.stage.wheel is not None:
            self.stage.wheel.finish()
        self.stage.dice.finish()

    # --- helpers ------------------------------------------------------------------------------------
    def _float_at(self, at, text: str, colour, size: int = 30) -> None:
        self.stage.effects.add(FloatText(at, text, colour, size=size), self.stage.scale())

    def _float_seat(self, seat: int, text: str, colour, size: int = 26) -> None:
        if seat is not None and seat >= 0:
            self._float_at(self.stage.panel_point(seat), text, colour, size)

    def _announce(self, text: str, sub: str = "", colour=(250, 236, 200), seconds: float = 1.1) -> None:
        """A big line over the board; it takes the place of one still showing (never two on top)."""
        effects = self.stage.effects
        effects.items = [e for e in effects.items if not isinstance(e, Announcement)]
        effects.add(Announcement(self.stage.layout.board, text, sub, colour, seconds), self.stage.scale())

    @property
    def shown(self):
        return self.stage.shown

    # --- turns ---------------------------------------------------------------------------------------
    def _turn(self, ev):
        self.shown.trail = []
        self.shown.view["turn"] = ev["seat"]
        seat = ev["seat"]
        people = [s for s in range(len(self.shown.view["players"])) if not self.stage.is_computer(s)]
        mine = people == [seat]  # the one person at the table, playing the computer: "your turn"
        self._announce(self.stage.names.full(seat), _("your turn") if mine else _("it's their turn"), seconds=1.0)
        return self._wait(0.55)

    def _turn_end(self, ev):
        """Say that the turn is over, and how it ended, before the next player's turn begins."""
        seat = ev["seat"]
        where = space_name(ev["at"])
        if self.quiet_end and self.safe_roll:
            sub = _("safe at {place}: nothing happens there").format(place=where)
        elif self.quiet_end:
            sub = _("at {place}: nothing happens there").format(place=where)
        else:
            sub = _("at {place}").format(place=where)
        caption, pause = TURN_OVER[not self.stage.is_computer(seat)]
        self._announce(_("{who}'s turn is over").format(who=self.stage.names.of(seat)), sub, seconds=caption)
        return self._wait(pause)

    def _skip(self, ev):
        self._announce(_("{who} is exhausted").format(who=self.stage.names.of(ev["seat"])), _("and loses this turn"),
                       (240, 200, 180))
        return self._wait(0.8)

    def _first_player(self, ev):
        self._announce(_("{who} goes first").format(who=self.stage.names.of(ev["seat"])), _("highest opening roll"))
        return self._wait(0.7)

    # --- moving ---------------------------------------------------------------------------------------
    def _move_roll(self, ev):
        seat = ev["seat"]
        self.shown.trail = [self.shown.pawn_space(seat)]
        self.stage.sound("dice")
        self.stage.dice.roll_move(ev["rolls"], ev.get("dice"), self.stage.names.of(seat))
        return self._told_when(ev, lambda: self.stage.dice.settled, lambda: self.stage.dice.done)

    def _told_when(self, ev: dict, shown: Callable[[], bool], done: Callable[[], bool],
                   end: Callable[[], None] | None = None) -> Tween:
        """A roll's tween: its sentence goes to the log (and the banner) only once the dice
        settle or the wheel lands - `shown()` - never while they still spin."""
        told = {"yet": False}

        def tell() -> None:
            if not told["yet"]:
                told["yet"] = True
                self.stage.tell(ev)

        def until() -> bool:
            if shown():
                tell()
            return done()

        def finish() -> None:
            tell()
            if end is not None:
                end()

        return Tween(None, until=until, end=finish)

    def _step(self, ev):
        pawn = self.shown.pawns[ev["seat"]]
        (ax, ay), (bx, by) = pawn.xy, centre_of(ev["to"])
        pawn.space = ev["to"]
        self.shown.trail.append(ev["to"])
        self.stage.sound("step")

        def step(u: float) -> None:
            e = ease(u)
            pawn.xy = (ax + (bx - ax) * e, ay + (by - ay) * e)

        return Tween(self._d(STEP), step)

    def _slide(self, seat: int, to: str, seconds: float) -> Tween:
        pawn = self.shown.pawns[seat]
        (ax, ay), (bx, by) = pawn.xy, centre_of(to)
        pawn.space = to

        def step(u: float) -> None:
            e = ease(u)
            lift = 40 * bump(u)
            pawn.xy = (ax + (bx - ax) * e, ay + (by - ay) * e - lift)

        return Tween(self._d(seconds), step)

    def _sent_home(self, ev):
        self.shown.player(ev["seat"])["pos"] = ev["to"]
        self._float_seat(ev["seat"], _("sent Home"), (240, 200, 180), 22)
        return self._slide(ev["seat"], ev["to"], 0.6)

    def _ascension(self, ev):
        a, b = ev["swapped"]
        first = self._slide(a, ev["to"][0], 0.7)
        second = self._slide(b, ev["to"][1], 0.7)
        self._announce(_("Ascension!"), _("{a} and {b} change places").format(a=self.stage.names.of(a),
                                                                               b=self.stage.names.of(b)), BLUE)

        def step(u: float) -> None:
            first._step(u)
            second._step(u)

        return Tween(self._d(0.7), step)

    # --- chances ---------------------------------------------------------------------------------------
    def _roll(self, ev):
        self.stage.sound("dice")
        if ev.get("die") == 6:
            self.stage.dice.roll_wild(ev, self.stage.names.of(ev["seat"]))
            return self._told_when(ev, lambda: self.stage.dice.settled, lambda: self.stage.dice.done)
        wheel = Wheel(ev, self._caption(ev), self.stage.scale())
        self.stage.wheel = wheel

        def end() -> None:
            if self.stage.wheel is wheel:
                self.stage.wheel = None
            self._boost(ev)

        return self._told_when(ev, lambda: wheel.landed, lambda: wheel.done, end)

    def _boost(self, ev: dict) -> None:
        """Meditate, Brace and Dodge show on the mat as soon as their wheel stops (the numbers
        they change are the engine's, taken when the animations end)."""
        battle = self.shown.battle
        why = ev.get("why")
        if battle is None or why not in ("meditate", "brace", "dodge"):
            return
        side = battle["sides"][self.shown.side_of(ev["seat"])]
        if why == "dodge":
            side["dodging"] = ev["outcome"] == "dodged"
        else:
            side["boost_attack" if why == "meditate" else "boost_defense"] = int(ev["outcome"].strip("+%"))

    def _caption(self, ev: dict) -> str:
        who = self.stage.names.of(ev["seat"])
        battle = self.shown.battle
        mine = self.shown.fighter(self.shown.side_of(ev["seat"])) if battle else None
        foe = self.shown.fighter(1 - self.shown.side_of(ev["seat"])) if battle else None
        why = ev.get("why", "")
        name = name_of(mine) if mine else who
        if why == "strike" and ev.get("again"):
            return _("{creature} strikes again (Lucky)").format(creature=name)
        if why == "npc_reply":
            need = 1 + (ev.get("faces") or []).count("none")  # the lowest face that strikes back
            return _("Does {foe} strike back? ({need}+)").format(foe=name_of(foe) if foe else _("the foe"), need=need)
        caption = {"strike": _("{creature} strikes"), "meditate": _("{creature} meditates: Attack boost"),
                   "brace": _("{creature} braces: Defense boost"), "dodge": _("{creature} tries to dodge"),
                   "run": _("{who} tries to run"), "catch": _("{who} tries to catch it: {need} or more"),
                   "shaman": _("{who} gambles with the Shaman"), "thieves": _("{who}: how many thieves?")}
        return caption.get(why, _("{who} rolls")).format(creature=name, who=who, need=ev.get("need", 0))

    # --- battles ---------------------------------------------------------------------------------------
    def _battle(self, ev):
        live = self.stage.live_battle()
        if live is not None and live["kind"] == ev["kind"] and live["name"] == ev["name"]:
            self.shown.battle = copied(live)
        else:  # already over by the time it is shown: a bare mat for the events that follow
            self.shown.battle = _bare_battle(ev)
        self.shown.fx = [type(f)() for f in self.shown.fx]
        self.stage.dice.hide()
        self.stage.sound("card")

        def step(u: float) -> None:
            self.shown.battle_open = u

        return Tween(self._d(0.35), step)

    def _battle_picks(self, ev):
        for side, slot in enumerate(ev["slots"]):
            if slot >= 0 and self.shown.battle:
                self.shown.battle["sides"][side]["active"] = -1
                self.shown.set_active(side, slot)
        self.shown.battle["stage"] = "act"
        return self._wait(0.45)

    def _send_in(self, ev):
        if self.shown.battle is None:
            return None
        side = self.shown.side_of(ev["seat"])
        self.shown.set_active(side, ev["slot"])
        fx = self.shown.fx[side]

        def step(u: float) -> None:
            fx.fade = 1 - u

        return Tween(self._d(0.3), step)

    def _strike(self, ev):
        if self.shown.battle is None:
            return None
        side = self.shown.side_of(ev["seat"])
        other = 1 - side
        mover = self.shown.fx[side]
        target_fx, striker_fx = self.shown.fx[other], self.shown.fx[side]
        arena = self.stage.arena
        landed = {"done": False}

        def land() -> None:
            if landed["done"]:
                return
            landed["done"] = True
            if "target_hp" in ev:
                self.shown.set_hp(other, ev["target_hp"])
                self.shown.set_hp(side, ev["striker_hp"])
            if ev["outcome"] == "dodged":
                self._float_at(arena.portrait_point(other), _("Dodged!"), BLUE)
                self.shown.battle["sides"][other]["dodging"] = False
            elif ev["to_target"]:
                self._float_at(arena.portrait_point(other), f"-{ev['to_target']}", RED, 40)
            elif ev["outcome"] == "miss":
                self._float_at(arena.portrait_point(other), _("miss"), (230, 220, 200))
            if ev["to_striker"]:
                self._float_at(arena.portrait_point(side), f"-{ev['to_striker']}", RED, 40)
            if ev["to_target"] or ev["to_striker"]:
                self.stage.sound("hit")

        def step(u: float) -> None:
            mover.lunge = bump(min(1.0, u * 1.6))
            if u >= 0.32:
                land()
                flash = max(0.0, 1 - (u - 0.32) / 0.68)
                target_fx.flash = flash if ev["to_target"] else 0.0
                striker_fx.flash = flash if ev["to_striker"] else 0.0

        return Tween(self._d(0.6), step, end=land)

    def _knocked_out(self, ev):
        if self.shown.battle is None:
            return None
        side = self.shown.side_of(ev["seat"])
        fx = self.shown.fx[side]
        self._float_at(self.stage.arena.caption_point(side), _("knocked out"), (230, 220, 200), 26)

        def step(u: float) -> None:
            fx.fade = u

        return Tween(self._d(0.55), step)

    def _fortify_temp(self, ev):
        side = self.shown.side_of(ev["seat"])
        self._float_at(self.stage.arena.portrait_point(side), _("+{n} shield").format(n=ev["temp"]), BLUE, 26)
        return self._wait(0.3)

    def _ability(self, ev):
        self._float_at(self.stage.arena.centre, _("{ability}!").format(ability=term("ability", ev["ability"])), GOLD, 28)
        return self._wait(0.4)

    def _forfeit(self, ev):
        self._float_at(self.stage.arena.centre, _("forfeits"), (230, 220, 200), 30)
        return self._wait(0.4)

    def _battle_over(self, ev):
        winner, names = ev["winner"], self.stage.names
        title = {"catch": _("Caught!"), "run": _("Got away!")}.get(ev["how"])
        if title is None:
            title = _("{who} wins").format(who=names.of(winner) if winner >= 0 else opponent(ev))
        self._announce(title, "", GOLD if winner >= 0 else (240, 200, 180), 1.2)
        self.stage.sound("win" if winner >= 0 else "lose")

        def step(u: float) -> None:
            self.shown.battle_open = 1.0 if u < 0.6 else 1 - (u - 0.6) / 0.4

        def end() -> None:
            self.shown.battle = None
            self.shown.battle_open = 1.0

        return Tween(self._d(1.1), step, end)

    # --- what a player gains and loses ------------------------------------------------------------------
    def _exp(self, ev):
        p = self.shown.player(ev["seat"])
        p["exp"], p["level"] = ev["exp"], ev["level"]
        if ev["gained"]:
            self._float_seat(ev["seat"], _("+{n} EXP").format(n=ev["gained"]), GOLD)
        return self._wait(0.25)

    def _level_up(self, ev):
        p = self.shown.player(ev["seat"])
        p["level"] = ev["level"]
        p["bank"] += ev["points"]
        self._announce(_("{who} reaches level {level}").format(who=self.stage.names.of(ev["seat"]), level=ev["level"]),
                       ngettext("+{n} attribute point", "+{n} attribute points", ev["points"]).format(n=ev["points"]),
                       GOLD)
        self.stage.sound("win")
        return self._wait(0.8)

    def _caught(self, ev):
        self.shown.player(ev["seat"])["catches"] = ev["catches"]
        self._float_seat(ev["seat"], _("{n}/{of} caught").format(n=ev["catches"], of=ev["of"]), GREEN)
        return self._wait(0.3)

    def _sigil(self, ev):
        self._announce(_("{who} takes the {sigil}").format(who=self.stage.names.of(ev["seat"]),
                                                            sigil=term("sigil", ev["sigil"])), "", GOLD)
        self.stage.sound("win")
        return self._wait(0.9)

    def _sigil_returns(self, ev):
        self._float_seat(ev["seat"], _("{sigil} lost").format(sigil=term("sigil", ev["sigil"])), (240, 200, 180), 22)
        return self._wait(0.4)

    def _heal(self, ev):
        if ev["healed"]:
            self._float_seat(ev["seat"], _("{creature} +{n} HP").format(creature=term("creature", ev["creature_id"]),
                                                                         n=ev["healed"]), GREEN, 22)
        else:
            self._float_seat(ev["seat"], _("no healing"), (230, 220, 200), 22)
        return self._wait(0.3)

    def _inner_peace(self, ev):
        self._float_seat(ev["seat"], _("Inner Peace +{n} HP").format(n=ev["healed"]), GREEN, 22)
        return self._wait(0.35)

    def _revive(self, ev):
        self._float_seat(ev["seat"], _("revived at Home"), GREEN, 22)
        return self._wait(0.35)

    def _rest(self, ev):
        self._float_seat(ev["seat"], _("rests: all healed"), GREEN, 22)
        return self._wait(0.5)

    def _bandage(self, ev):
        self._float_seat(ev["seat"], _("{artifact} +{n} HP").format(artifact=term("artifact", "bandage"), n=ev["healed"]),
                         GREEN, 20)
        return self._wait(0.25)

    def _buy(self, ev):
        self._float_seat(ev["seat"], _("{artifact} {level}").format(artifact=term("artifact", ev["artifact"]),
                                                                     level=ev["level"]), BLUE, 22)
        self.stage.sound("card")
        return self._wait(0.3)

    def _assign(self, ev):
        self._float_seat(ev["seat"], _("{creature} {gain}").format(creature=term("creature", ev["creature_id"]),
                                                                    gain=gain(ev["attr"])), GOLD, 22)
        return self._wait(0.2)

    def _condition(self, ev):
        word = _("Exhausted") if ev["condition"] == "exhaustion" else _("{condition}!").format(
            condition=term("condition", ev["condition"]))
        self._float_seat(ev["seat"], word, (240, 200, 180) if ev["condition"] == "exhaustion" else GREEN, 24)
        return self._wait(0.4)

    def _stake_kept(self, ev):
        self._float_seat(ev["seat"], _("stake of {n} kept").format(n=ev["stake"]), GREEN, 22)
        return self._wait(0.3)

    def _stake_lost(self, ev):
        self._float_seat(ev["seat"], _("stake of {n} lost").format(n=ev["stake"]), RED, 22)
        return self._wait(0.3)

    # --- the big moments -------------------------------------------------------------------------------
    def _colosseum_begins(self, ev):
        self._announce(_("The Colosseum!"), _("{who} enters the gauntlet; everyone else is Vigilant").format(
            who=self.stage.names.of(ev["seat"])), GOLD, 1.6)
        return self._wait(1.0)

    def _colosseum(self, ev):
        self._announce(_("Champion {n} of {of} beaten").format(n=ev["won"], of=ev["of"]), self.stage.names.of(ev["seat"]),
                       GOLD)
        return self._wait(0.8)

    def _colosseum_fallen(self, ev):
        self._announce(_("Fallen in the Colosseum"), _("{who} goes Home with the sigils").format(
            who=self.stage.names.of(ev["seat"])), (240, 200, 180))
        return self._wait(0.8)

    def _colosseum_taken(self, ev):
        self._announce(_("{who} takes over the Colosseum").format(who=self.stage.names.of(ev["seat"])), "", GOLD)
        return self._wait(0.8)

    def _survival(self, ev):
        self._announce(_("The deck is empty: Survivalist!"), _("sudden-death duels, sigils asleep"), GOLD, 1.8)
        return self._wait(1.2)

    def _out(self, ev):
        self.shown.player(ev["seat"])["out"] = True
        self.shown.pawns[ev["seat"]].alpha = 0.0
        self._announce(_("{who} is out").format(who=self.stage.names.of(ev["seat"])), "", (240, 200, 180))
        return self._wait(0.8)

    def _game_over(self, ev):
        self.stage.sound("win")
        self._announce(_(TITLES.get(ev["reason"], TITLES["domination"])), join([self.stage.names.of(s) for s in ev["winners"]]),
                       GOLD, 1.8)
        return self._wait(1.2)

    def _thieves_declined(self, ev):
        return self._wait(0.2)

    def _release(self, ev):
        self._float_seat(ev["seat"], _("{creature} released").format(creature=term("creature", ev["creature_id"])),
                         (230, 220, 200), 20)
        return self._wait(0.25)

    def _keep(self, ev):
        self._float_seat(ev["seat"], _("{creature} joins").format(creature=term("creature", ev["creature_id"])), GREEN, 22)
        return self._wait(0.3)


def _bare_battle(ev: dict) -> dict:
    """A battle mat from a `battle` event alone (the engine's battle has already moved on)."""
    def side(seat: int, npc: list[dict]) -> dict:
        return {"seat": seat, "active": 0 if npc else -1, "npc": npc, "picked": False, "pick": -1, "fighter": None,
                "attack": 0, "defense": 0, "boost_attack": 0, "boost_defense": 0, "dodging": False, "knocked": 0,
                "temp": 0}

    npc = [{"name": n, "id": i, "tier": "common", "ability": "", "card": "", "hp": 1, "max_hp": 1, "attack": 0, "defense": 0,
            "points": [0, 0, 0], "power": [0, 0, 0], "down": False} for n, i in zip(ev["npc"], ev["npc_id"], strict=True)]
    return {"kind": ev["kind"], "name": ev["name"], "stage": "act", "mover": 0, "extra": 0, "stake": 0,
            "sigil": ev.get("sigil", ""), "champion": ev.get("champion", ""),
            "rounds": 0, "sides": [side(ev["seat"], []), side(ev["foe"], npc)]}


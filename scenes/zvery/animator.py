"""The engine's events, played one after another on Zvery's table.

Each event moves the `Shown` table forward as it plays (table.py) and shows itself as a short
tween: dice tumble into the tray, a catch throws its dice with the sum against the number
needed, the acting creature lunges, a struck one flashes and its health die counts down, a
stun card drops on, a fallen creature greys, a caught one is stamped, a round's start and the
final battle are announced across the stage. Playing the queue - speed, a click or Space to
hurry - is every table's (widgets/anim_queue.py); here are Zvery's handlers, one per event.

The stage (the play scene) provides: `shown`, `tray`, `effects`, `names`, `layout`,
`card_point(card)`, `scale()`, `sound(name)`, `asked()` (the engine's decision now), and hears
`on_event` / `on_idle`.
"""
from __future__ import annotations

import copy

from .. import i18n
from ..i18n import _, ngettext
from ..widgets import art
from ..widgets.anim_queue import EventQueue, Tween, bump
from ..widgets.screen_effects import Announcement, FloatText
from . import words
from .table import NOBODY_ASKED

RED = (240, 90, 70)
GREEN = (130, 230, 130)
GOLD = (250, 214, 120)
BLUE = (150, 190, 250)
VIOLET = (214, 160, 250)


class HitText(FloatText):
    """A hit rising from the creature, "-3: 7 → 4", in the regular face: the bold has no arrow."""

    def __init__(self, at: tuple[int, int], text: str, colour, size: int) -> None:
        super().__init__(at, text, colour, size=size)
        font = art.serif(size)
        self.image, self.shadow = font.render(text, True, colour), font.render(text, True, (20, 10, 6))


class Animator(EventQueue):
    def __init__(self, stage) -> None:
        super().__init__(stage.scale, stage.effects, stage.on_event, stage.on_idle)
        self.stage = stage

    def _hurry(self) -> None:
        self.stage.tray.finish()

    @property
    def shown(self):
        return self.stage.shown

    # --- helpers ----------------------------------------------------------------------------------------
    def _float(self, card: str, text: str, colour, size: int = 30, kind: type[FloatText] = FloatText) -> None:
        at = self.stage.card_point(card)
        if at is not None:
            self.stage.effects.add(kind(at, text, colour, size=size), self.stage.scale())

    def _announce(self, text: str, sub: str = "", colour=(250, 236, 200), seconds: float = 1.2) -> None:
        self.stage.effects.add(Announcement(self.stage.layout.stage, text, sub, colour, seconds), self.stage.scale())

    def _live(self) -> dict:
        return self.stage.session.match.view(self.stage.viewer)

    def _who(self, seat) -> str:
        return self.stage.names.of(seat) if isinstance(seat, int) and seat >= 0 else _("The wild creatures")

    # --- the computer's moves ---------------------------------------------------------------------------
    def _table_move(self, ev):
        """A computer move, held up long enough to read: the banner says what it did, and a move
        the engine tells with no event (a skill chosen, a die laid on its cost) is shown at once
        as the engine now has it - the skill lit, the die on its slot."""
        self.stage.doing = ev["words"]
        if ev["quiet"]:
            self.shown.sync(self._live(), self.stage.asked())
            self.stage.tray.settle()
        elif ev.get("placed") is not None and self.shown.asked["kind"] == "pay":
            paying = self.shown.about  # the die that completes a payment lands on its slot first
            paying["chosen"] = paying["chosen"] + [ev["placed"]]
        return self._wait(ev["seconds"])

    # --- the opening --------------------------------------------------------------------------------------
    def _coin_toss(self, ev):
        self._announce(_("Coin toss"), _("{who} chooses a starter first").format(who=self._who(ev["seat"])))
        return self._wait(0.9)

    def _starters(self, ev):
        self.shown.view["starters"] = list(ev["cards"])
        self.stage.sound("card")
        return self._wait(0.4)

    def _starter(self, ev):
        view = self.shown.view
        if ev["card"] in view["starters"]:
            view["starters"].remove(ev["card"])
        roster = view["players"][ev["seat"]]["roster"]
        if all(b["card"] != ev["card"] for b in roster):
            roster.append({"card": ev["card"], "abilities": [ev["ability"]], "mutations": []})
        self.stage.sound("card")
        return self._wait(0.45)

    def _ability(self, ev):
        for beast in self.shown.view["wild"]:
            if beast["card"] == ev["card"]:
                beast["abilities"] = [ev["ability"]]
        return self._wait(0.2)

    def _laid_out(self, ev):
        live = self._live()
        self.shown.view["wild"] = copy.deepcopy(live["wild"]) if [w["card"] for w in live["wild"]] == ev["wild"] else [
            {"card": c, "abilities": [], "mutations": []} for c in ev["wild"]]
        self.shown.view["open_mutations"] = list(ev["mutations"])
        self.stage.sound("card")
        return self._wait(0.5)

    # --- battles -----------------------------------------------------------------------------------------
    def _battle(self, ev):
        live = self._live()
        view = self.shown.view
        view["battle"] = copy.deepcopy(live["battle"])
        view["wild"] = copy.deepcopy(live["wild"])
        view["open_mutations"] = list(live["open_mutations"])
        view["phase"] = "battle"
        b = view["battle"]
        for f, (_side, _card, health) in zip(b["fighters"], ev["fighters"], strict=False):
            f.update(health=health, stun=0, gone="", catch_dice=[], used=[])
        b["pools"], b["turn"] = [[], []], 1
        self.shown.ask(NOBODY_ASKED)  # nobody is asked anything until the battle's first decision
        self.shown.in_battle = True
        self.stage.tray.settle()
        if ev["kind"] == "wild":
            foes = i18n.join([words.creature_name(f[1]) for f in ev["fighters"] if f[0] == 1])
            self._announce(_("Battle!"), _("{who} against {foes}").format(who=self._who(ev["seats"][0]), foes=foes))
        self.stage.sound("card")
        return self._wait(1.0)

    def _final_battle(self, ev):
        self._announce(_("The final battle"), _("{who} acts first; every creature fights").format(
            who=self._who(ev["first"])), GOLD, 1.8)
        return self._wait(1.6)

    def _roll(self, ev):
        b = self.shown.battle
        if b is None:
            return None
        side = self.shown.side_of_seat(ev["seat"])
        b["pools"][side] = list(ev["dice"])
        self.stage.tray.roll(side, ev["dice"])
        self.stage.sound("dice")
        return Tween(None, until=lambda: self.stage.tray.done)

    def _catch(self, ev):
        f = self.shown.fighter(ev["card"])
        rolled, left = sum(ev["rolled"]), sum(ev["left"])
        said = (_("{rolled} + {left} left on it = {total} against {need}: caught!") if ev["caught"] else
                _("{rolled} + {left} left on it = {total} against {need}: it breaks free")) if ev["left"] else \
            (_("{rolled} against {need}: caught!") if ev["caught"] else _("{rolled} against {need}: it breaks free"))
        self.stage.tray.throw_catch(ev["rolled"], said.format(rolled=rolled, left=left, total=rolled + left,
                                                              need=ev["need"]))
        self.stage.sound("dice")
        if f is not None:
            f["catch_dice"] = []

        def end() -> None:
            if f is not None and ev["caught"]:
                f["gone"] = "caught"
            self._float(ev["card"], _("Caught!") if ev["caught"] else _("Free!"), GREEN if ev["caught"] else RED, 32)

        tray = self.stage.tray
        self.queue.appendleft({"type": "_beat", "seconds": 1.2})  # the sum stays up a moment to be read
        return Tween(None, until=lambda: tray.done, end=end)

    def _skill(self, ev):
        """Paid: the dice leave the pool, and the payment shown is over - its forecast counted
        the dice placed by their places in the pool, which now hold other dice (Zap Finch once
        read "-6: 7 → 1" under a Reactor Spit paid with a 3). The side is still on its go."""
        b = self.shown.battle
        side = self.shown.side_of_seat(ev["seat"])
        self.shown.ask({"seat": ev["seat"], "kind": "go", "about": {"side": side}})
        pool = b["pools"][side]
        for v in ev["dice"]:
            if v in pool:
                pool.remove(v)
        self.stage.tray.clear_catch()
        f = self.shown.fighter(ev["card"])
        if f is not None:
            f["used"] = f.get("used", []) + [ev["skill"]]
        fx = self.shown.fx_of(ev["card"])
        self._float(ev["card"], words.term("skill", ev["skill"]), GOLD, 24)
        self.stage.sound("card")

        def step(u: float) -> None:
            fx.lunge = bump(u)

        return Tween(self._d(0.5), step)

    def _damage(self, ev):
        """The hit as the event tells it: the damage dealt, the health before and after."""
        f = self.shown.fighter(ev["to"])
        if f is not None:
            f["health"] = ev["health"]
        fx = self.shown.fx_of(ev["to"])
        self._float(ev["to"], f"-{ev['amount']}: {ev['before']} \u2192 {ev['health']}", RED, 30, HitText)
        self.stage.sound("hit")

        def step(u: float) -> None:
            fx.flash = bump(u)

        return Tween(self._d(0.45), step)

    def _heal(self, ev):
        f = self.shown.fighter(ev["to"])
        if f is not None:
            f["health"] = ev["health"]
        self._float(ev["to"], f"+{ev['amount']}", GREEN, 32)
        return self._wait(0.4)

    def _stun(self, ev):
        f = self.shown.fighter(ev["to"])
        if f is not None:
            f["stun"] = ev["stun"]
        self._float(ev["to"], _("Stun {n}").format(n=ev["stun"]), VIOLET, 28)
        self.stage.sound("hit")
        return self._wait(0.45)

    def _strength(self, ev):
        return self._boost(ev, "strength", _("+{n} strength"), RED)

    def _fortitude(self, ev):
        return self._boost(ev, "fortitude", _("+{n} fortitude"), BLUE)

    def _boost(self, ev, key: str, said: str, colour):
        f = self.shown.fighter(ev["to"])
        if f is not None:
            f[key] = f.get(key, 0) + ev["amount"]
        self._float(ev["to"], said.format(n=ev["amount"]), colour, 26)
        return self._wait(0.4)

    def _dice(self, ev):
        b = self.shown.battle
        if b is not None:
            b["pools"][self.shown.side_of_seat(ev["seat"])] = list(ev["dice"])
        self.stage.sound("dice")
        return self._wait(0.3)

    def _unstun(self, ev):
        f = self.shown.fighter(ev["card"])
        if f is not None:
            f["stun"] = 0
        self._float(ev["card"], _("Stun shaken off"), GREEN, 24)
        return self._wait(0.4)

    def _dies(self, ev):
        f = self.shown.fighter(ev["card"])
        if f is not None:
            f["gone"] = "dead"
        self._float(ev["card"], _("Fallen"), RED, 30)
        self.stage.sound("lose")
        return self._wait(0.7)

    def _out(self, ev):
        b = self.shown.battle
        if b is not None:
            b["out"][self.shown.side_of_seat(ev["seat"])] = True
        return self._wait(0.25)

    def _turn_end(self, ev):
        b = self.shown.battle
        if b is None:
            return None
        b["pools"], b["out"], b["turn"], b["starter"] = [[], []], [False, False], ev["turn"], ev["next"]
        for f in b["fighters"]:
            f["used"] = []
        self.stage.tray.settle()
        self.stage.tray.clear_catch()
        return self._wait(0.35)

    def _battle_over(self, ev):
        """Won or lost as whoever watches sees it: the side they fight on (a final battle's
        winner may be either side; side 0 is only the current player's)."""
        self.stage.tray.clear_catch()
        b = self.shown.battle
        viewer = self.stage.session.viewer()
        mine = b["seats"].index(viewer) if b is not None and viewer in b["seats"] else 0
        won = ev["winner"] == mine
        if ev.get("time_up"):
            title, sub = _("Time!"), _("The battle reached turn {n}, its last").format(n=ev.get("battle_turns", ""))
        else:
            title, sub = (_("Battle won") if won else _("Battle lost")), self._tally(ev)
        self._announce(title, sub, GOLD, 1.4)
        self.stage.sound("win" if won else "lose")
        return self._wait(1.2)

    @staticmethod
    def _tally(ev) -> str:
        parts = [_("{n} beaten").format(n=len(ev["killed"]))] if ev["killed"] else []
        parts += [_("{n} caught").format(n=ev["caught"])] if ev["caught"] else []
        parts += [_("{n} lost").format(n=ev["lost"])] if ev["lost"] else []
        return ", ".join(parts)

    # --- after a battle -------------------------------------------------------------------------------------
    def _joins(self, ev):
        roster = self.shown.view["players"][ev["seat"]]["roster"]
        live = self._live()["players"][ev["seat"]]["roster"]
        beast = next((copy.deepcopy(b) for b in live if b["card"] == ev["card"]), None)
        if beast is not None and all(b["card"] != ev["card"] for b in roster):
            roster.append(beast)
        self.stage.sound("card")
        return self._wait(0.5)

    def _rewards(self, ev):
        self.shown.in_battle = False
        live = self._live()
        self.shown.view["phase"] = live["phase"]
        self.shown.ask(self.stage.asked())  # the mutations won, to be taken
        self._announce(_("Rewards"), ngettext("{n} mutation for {who}, {other} for {rival}",
                                              "{n} mutations for {who}, {other} for {rival}", ev["current"]).format(
            n=ev["current"], other=ev["wild"], who=self._who(ev.get("seat")), rival=self._who(ev.get("other"))),
            GOLD, 1.2)
        return self._wait(0.9)

    def _mutation_taken(self, ev):
        pool = self.shown.about.get("pool")
        if isinstance(pool, list) and ev["card"] in pool:
            pool.remove(ev["card"])
        self.stage.sound("card")
        return self._wait(0.4)

    def _mutation_drawn(self, ev):
        self.stage.sound("card")
        return self._wait(0.35)

    def _mutation_placed(self, ev):
        roster = self.shown.view["players"][ev["seat"]]["roster"]
        for beast in roster:
            if beast["card"] == ev["on"]:
                beast["mutations"] = beast["mutations"] + [ev["card"]]
                break
        self._float(ev["on"], words.mutation_name(ev["card"]), VIOLET, 22)
        self.stage.sound("card")
        return self._wait(0.5)

    def _mutation_discarded(self, ev):
        self.stage.sound("card")
        return self._wait(0.3)

    def _released(self, ev):
        roster = self.shown.view["players"][ev["seat"]]["roster"]
        self.shown.view["players"][ev["seat"]]["roster"] = [b for b in roster if b["card"] != ev["card"]]
        return self._wait(0.4)

    def _refilled(self, ev):
        live = self._live()
        self.shown.view["wild"] = copy.deepcopy(live["wild"]) if [w["card"] for w in live["wild"]] == ev["wild"] else [
            {"card": c, "abilities": [], "mutations": []} for c in ev["wild"]]
        self.shown.view["open_mutations"] = list(ev["mutations"])
        self.shown.view["battle"] = None
        self.shown.in_battle = False
        self.stage.sound("card")
        return self._wait(0.5)

    def _switch(self, ev):
        self.shown.view["current"] = ev["current"]
        self._announce(_("{who}'s round").format(who=self._who(ev["current"])),
                       _("they choose the next battle; the other plays the wild"))
        return self._wait(1.0)

    def _game_over(self, ev):
        winner = ev["winners"][0] if ev["winners"] else None
        self._announce(_("{who} wins!").format(who=self._who(winner)), _("the final battle is decided"), GOLD, 2.0)
        self.stage.sound("win")
        return self._wait(1.2)

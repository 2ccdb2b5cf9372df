"""The engine's events, played one after another on Auganism's table.

The table draws a copy of the view (`shown`) taken when the animations last ran dry; each event
moves it forward as it plays: a summoned monster appears in its zone, a card slides into the EVP
Zone or beside the monster as an augment, a monster evolves with a flash, and a battle is an
exchange - the striker lunges, the blow's numbers float up (Attack against Shield, the damage),
the Health counts down, a defeated monster is captured. Playing the queue - speed, a click or
Space to hurry - is every table's (widgets/anim_queue.py); here are the handlers.

The stage (the play scene) provides: `shown`, `effects`, `names`, `layout`, `card_point(seat)`,
`middle_of(seat)`, `scale()`, `sound(name)`, and hears `on_event` / `on_idle`.
"""
from __future__ import annotations

from engine import api

from ..i18n import _, join, ngettext
from ..widgets.anim_queue import EventQueue, Tween, bump
from ..widgets.screen_effects import Announcement, FloatText
from .words import card_name, hero_name, rules, say

READ = 1.0  # seconds (at normal speed) for a step of the battle with words or numbers: one beat each
RED = (240, 90, 70)
GREEN = (130, 230, 130)
GOLD = (250, 214, 120)
BLUE = (150, 190, 250)


ENDINGS = api.info("auganism")["endings"]


class Animator(EventQueue):
    def __init__(self, stage) -> None:
        super().__init__(stage.scale, stage.effects, stage.on_event, stage.on_idle)
        self.stage = stage
        self.lunge: dict[int, float] = {}  # seat -> 0..1, the striker moving forward
        self.flash: dict[int, float] = {}  # seat -> 0..1, a monster hit or evolving

    @property
    def players(self) -> list[dict]:
        return self.stage.shown["players"]

    def _float(self, seat: int, text: str, colour, size: int = 30) -> None:
        at = self.stage.card_point(seat)
        if at is not None:
            self.stage.effects.add(FloatText(at, text, colour, size=size), self.stage.scale())

    def _announce(self, text: str, sub: str = "", colour=(250, 236, 200), seconds: float = 1.2) -> None:
        self.stage.effects.add(Announcement(self.stage.layout.table, text, sub, colour, seconds), self.stage.scale())

    def _who(self, seat: int) -> str:
        return self.stage.names.of(seat)

    # --- the opening and turns -----------------------------------------------------------------------
    def _heroes(self, ev):
        self._announce(_("Heroes revealed"), join([hero_name(h) for h in ev["heroes"]]))
        return self._wait(1.0)

    def _first(self, ev):
        self._announce(_("{who} goes first").format(who=self._who(ev["seat"])), _("the coin toss"))
        return self._wait(0.8)

    def _turn(self, ev):
        self.stage.shown["current"] = ev["seat"]
        self.stage.shown["turn"] = ev["turn"]
        return self._wait(0.25)

    def _draw(self, ev):
        self.stage.sound("card")
        return self._wait(0.3)

    def _draws(self, ev):
        p = self.players[ev["seat"]]
        p["deck"] = ev["deck"]
        p["hand_size"] = p.get("hand_size", 0) + ev["count"]
        return self._wait(0.15)

    def _turn_end(self, ev):
        return None

    # --- the phases -------------------------------------------------------------------------------------
    def _summon(self, ev):
        p = self.players[ev["seat"]]
        m = api.catalog("auganism").monsters[ev["card"]]
        p["summoned"] = {"card": ev["card"], "uid": "", "stage": 1, "health": ev["health"],
                         "attack": m.stages[0].attack, "attack_boost": 0, "shield_boost": 0, "pierce": False,
                         "evolved": False}
        p["hand_size"] = max(0, p.get("hand_size", 1) - 1)
        self._float(ev["seat"], _("{card}!").format(card=card_name(ev["card"])), GOLD, 26)
        self.stage.sound("card")
        return self._flash(ev["seat"], 0.5)

    def _evp(self, ev):
        p = self.players[ev["seat"]]
        p["evp_zone"] = p["evp_zone"] + [{"card": ev["card"], "uid": ""}]
        p["evp"] = ev["score"]
        p["hand_size"] = max(0, p.get("hand_size", 1) - 1)
        self.stage.sound("card")
        return self._wait(0.45)

    def _evolve(self, ev):
        p = self.players[ev["seat"]]
        s = p["summoned"]
        if s:
            s.update(stage=ev["to"], health=ev["health"], attack=ev["attack"], evolved=True)
        p["evp_zone"], p["evp"] = [], 0
        self._announce(_("{card} evolves").format(card=card_name(ev["card"])),
                       _("to Stage {stage}: {attack} Attack, {health} Health").format(
                           stage=ev["to"], attack=ev["attack"], health=ev["health"]), GOLD, 1.3)
        self.stage.sound("win")
        return self._flash(ev["seat"], 0.9)

    def _augment(self, ev):
        p = self.players[ev["seat"]]
        p["augments"] = p["augments"] + [ev["card"]]
        p["hand_size"] = max(0, p.get("hand_size", 1) - 1)
        self._float(ev["seat"], say(rules.augment_words(ev["sword"], ev["shield"])), BLUE, 22)
        self.stage.sound("card")
        return self._wait(0.45)

    def _declare(self, ev):
        self._announce(_("{who} attacks!").format(who=self._who(ev["seat"])),
                       _("{who} may respond").format(who=self._who(ev["target"])), RED, 1.2)
        return self._wait(READ)

    # --- effects -----------------------------------------------------------------------------------------
    def _effect(self, ev):
        self._float(ev["seat"], card_name(ev["card"]), GOLD, 20)
        return self._wait(READ)

    def _hero(self, ev):
        hero = api.catalog("auganism").heroes[ev["hero"]]
        self._announce(hero_name(hero.id), say(rules.effect_line(hero.active)), GOLD, 1.2)
        self.players[ev["seat"]]["hero_wait"] = hero.active.cooldown
        return self._wait(READ)

    def _heal(self, ev):
        s = self.players[ev["seat"]]["summoned"]
        if s:
            s["health"] = ev["health"]
        self._float(ev["seat"], f"+{ev['amount']}", GREEN, 30)
        return self._wait(READ)

    def _wound(self, ev):
        s = self.players[ev["seat"]]["summoned"]
        if s:
            s["health"] = ev["health"]
        self._float(ev["seat"], f"-{ev['amount']}", RED, 30)
        return self._flash(ev["seat"], READ)

    def _boost(self, ev):
        s = self.players[ev["seat"]]["summoned"]
        if s and ev["kind"] in ("attack", "shield"):
            s[f"{ev['kind']}_boost"] = s.get(f"{ev['kind']}_boost", 0) + ev["amount"]
        said = {"attack": _("+{n} Attack"), "shield": _("+{n} Shield")}.get(ev["kind"], _("Pierce!"))
        self._float(ev["seat"], said.format(n=ev["amount"]), BLUE, 24)
        return self._wait(READ)

    def _evp_bonus(self, ev):
        self.players[ev["seat"]]["evp"] += ev["amount"]
        self._float(ev["seat"], _("+{n} EVP").format(n=ev["amount"]), GOLD, 24)
        return self._wait(0.3)

    def _discount(self, ev):
        self._float(ev["seat"], _("-{n} EVR").format(n=ev["amount"]), GOLD, 24)
        return self._wait(0.3)

    def _recover(self, ev):
        self.players[ev["seat"]]["hand_size"] = self.players[ev["seat"]].get("hand_size", 0) + len(ev["cards"])
        self._float(ev["seat"], ngettext("{n} back to hand", "{n} back to hand", len(ev["cards"])).format(
            n=len(ev["cards"])), GREEN, 22)
        return self._wait(0.35)

    # --- the battle --------------------------------------------------------------------------------------
    def _battle(self, ev):
        self.stage.shown["battle"] = {"attacker": ev["attacker"], "defender": ev["defender"],
                                      "attack": ev["attack"], "shield": ev["shield"]}
        self.stage.sound("card")
        return self._wait(READ)

    def _strike(self, ev):
        striker, target = ev["seat"], ev["target"]
        s = self.players[target]["summoned"]
        self.stage.sound("hit")
        shown_health = s["health"] if s else 0

        def step(u: float) -> None:
            self.lunge[striker] = bump(u)
            if u >= 0.5 and s:
                s["health"] = ev["health"]
                self.flash[target] = bump(min(1.0, (u - 0.5) * 2))

        def end() -> None:
            self.lunge[striker] = 0.0
            self.flash[target] = 0.0

        text = _("{attack} vs {shield} Shield: -{damage}").format(**ev) if ev["shield"] else f"-{ev['damage']}"
        self._float(target, text, RED if ev["damage"] else BLUE, 30)
        if s:
            s["health"] = shown_health
        return Tween(self._d(READ + 0.3), step, end)

    def _standoff(self, ev):
        self._announce(_("Both stand"), _("no point this time"), BLUE, 1.2)
        self.stage.shown["battle"] = None
        return self._wait(READ)

    def _battle_won(self, ev):
        winner, loser = ev["seat"], ev["loser"]
        self.players[winner]["wins"] = ev["wins"]
        self.players[loser]["summoned"] = None
        self._announce(_("{who} wins the battle").format(who=self._who(winner)),
                       _("{card} is defeated").format(card=card_name(ev["card"])), GOLD, 1.5)
        self.stage.sound("win")
        self.stage.shown["battle"] = None
        return self._wait(READ + 0.3)

    def _captured(self, ev):
        if ev["to"] == "evp":
            p = self.players[ev["seat"]]
            p["evp_zone"] = p["evp_zone"] + [{"card": ev["card"], "uid": ""}]
        else:
            self.players[ev["seat"]]["hand_size"] = self.players[ev["seat"]].get("hand_size", 0) + 1
        self._float(ev["seat"], _("{card} captured").format(card=card_name(ev["card"])), GOLD, 22)
        return self._wait(READ)

    def _augments_spent(self, ev):
        p = self.players[ev["seat"]]
        p["graveyard"] = p["graveyard"] + p["augments"]
        p["augments"] = []
        return self._wait(0.3)

    # --- the end -------------------------------------------------------------------------------------------
    def _nothing_to_summon(self, ev):
        self._announce(_("{who} has nothing to summon").format(who=self._who(ev["seat"])), _("and loses"), RED, 1.4)
        return self._wait(1.0)

    def _game_over(self, ev):
        winners = ev["winners"]
        title = ngettext("{who} wins!", "{who} win!", len(winners)).format(
            who=join([self._who(s) for s in winners])) if winners else _("A draw")
        self._announce(title, _(ENDINGS.get(ev["reason"], ev["reason"])), GOLD, 2.0)
        self.stage.sound("win")
        return self._wait(1.2)

    # --- helpers ------------------------------------------------------------------------------------------
    def _flash(self, seat: int, seconds: float) -> Tween:
        def step(u: float) -> None:
            self.flash[seat] = bump(u)

        def end() -> None:
            self.flash[seat] = 0.0

        return Tween(self._d(seconds), step, end)

    def _hurry(self) -> None:
        self.lunge.clear()
        self.flash.clear()

"""The engine's events, played one after another on EverZone's table.

The table draws a copy of the view (`shown`) taken when the animations last ran dry; each event
moves it forward as it plays. The reveal is the heart of it: every seat's sealed orders turn up
together, card by card (each flips over), supports slide in, the declared effects resolve one by
one with their words floating over their cards; then the clash: the army that strikes first
lunges, "12 against 8" floats up, a beaten army's cards fly to the fallen pile and the damage
comes off the command points. Playing the queue - speed, a click or Space to hurry - is every
table's (widgets/anim_queue.py); here are the handlers.

The stage (the play scene) provides: `shown`, `effects`, `names`, `layout`, `slot_rect(uid or
slot)`, `seat_point(seat)`, `army_point(seats)`, `pile_rect(seat, pile)`, `scale()`,
`sound(name)`, and hears `on_event` / `on_idle`.
"""
from __future__ import annotations

from ..i18n import N_, _, join, ngettext
from ..widgets import art
from ..widgets.anim_queue import EventQueue, Tween, bump, ease
from ..widgets.effects import Announcement
from ..widgets.screen_effects import FloatText
from . import words

READ = 1.0  # seconds (at normal speed) for a step with words or numbers to read: one beat each
RED = (240, 96, 80)
GREEN = (130, 230, 130)
GOLD = (250, 214, 120)
BLUE = (150, 190, 250)
PALE = (236, 238, 244)
MODES = {"duel": N_("1v1: {n} command points each"), "three": N_("Three players: {n} command points each"),
         "teams": N_("2v2: {n} command points each")}
#: An effect's words floating over what it changed.
EFFECTS = {"boost": N_("+{n} {stat}"), "weaken": N_("-{n} {stat}"), "drain": N_("+{n} resources needed"),
           "supply": N_("+{n} resources"), "shield": N_("shield {n}"), "first": N_("strikes first"),
           "adapt": N_("can fight anywhere here"), "draw": N_("draws {n}"), "repair": N_("+{n} command"),
           "damage": N_("{n} damage"), "destroy": N_("destroy!"), "disable": N_("disabled!")}


class Heading(Announcement):
    """An announcement ("Battle 2", "Clash!") on a dark band over the banner: its title in large
    type and its second line under it, within the banner's height."""

    shade = 1.0  # the banner's own words do not show through
    sub_gap = 12

    def __init__(self, area, text: str, sub: str = "", colour=PALE, duration: float = 1.2) -> None:
        self.area = area
        super().__init__(art.fitting_serif(text, area.w - 40, 36), text, sub, colour, duration)
        if sub:
            self.sub = art.fitting_serif(sub, area.w - 40, 18, "italic").render(sub, True, colour)

    def band_rect(self, area):
        """The whole banner, its sheet's shadow too."""
        return area.copy()

    def draw(self, surface) -> None:
        self.draw_in(surface, self.area)


class Animator(EventQueue):
    def __init__(self, stage) -> None:
        super().__init__(stage.scale, stage.effects, stage.on_event, stage.on_idle)
        self.stage = stage
        self.flips: dict[str, float] = {}  # slot name -> 0..1 of its flip (0.5: edge on)
        self.lunge: dict[int, float] = {}  # seat -> 0..1, its army striking
        self.flash: dict[int, float] = {}  # seat -> 0..1, its army hit
        self.flying: list[tuple[str, tuple, tuple, float]] = []  # (card, from, to, u): a card on its way
        self._recent: dict[tuple, int] = {}  # point -> floats started there since the last clash or turn

    @property
    def players(self) -> list[dict]:
        return self.stage.shown["players"]

    def _player(self, seat: int) -> dict:
        return self.players[seat]

    def _who(self, seat: int) -> str:
        return self.stage.names.of(seat)

    def _announce(self, text: str, sub: str = "", colour=PALE, seconds: float = 1.2) -> None:
        """A large line across the banner, which only says "the orders are revealed" while the table
        plays: the armies, their totals and the location stay in sight ("Clash!" once covered the
        totals it is about), and so does the hand ("Battle 2" once covered the hand it is fought with)."""
        self.stage.effects.add(Heading(self.stage.layout.heading, text, sub, colour, seconds), self.stage.scale())

    def _float_at(self, point, text: str, colour, size: int = 26) -> None:
        """Words rising from a point; a second float at the same point in a short while starts
        a line lower, so two never print over each other."""
        if point is None:
            return
        recent = self._recent.get(point, 0)
        self._recent[point] = recent + 1
        spot = (point[0], point[1] + 26 * recent)
        self.stage.effects.add(FloatText(spot, text, colour, size=size), self.stage.scale())

    # --- the war and each battle ---------------------------------------------------------------------
    def _war(self, ev):
        self._announce(_("EverZone"), _(MODES.get(ev["mode"], MODES["duel"])).format(n=ev["command"]))
        return self._wait(0.9)

    def _battle_deck(self, ev):
        self.stage.shown["battles_left"] = ev["count"]
        self._announce(_("The battle deck"), ngettext("{n} location, shuffled", "{n} locations, shuffled",
                                                      ev["count"]).format(n=ev["count"]))
        self.stage.sound("card")
        return self._wait(0.8)

    def _battle(self, ev):
        self.stage.shown.update(battle=ev["battle"], battles_left=ev["left"], turn=0)
        if ev.get("location"):
            self.stage.shown["location"] = ev["location"]
        self._announce(_("Battle {n}").format(n=ev["battle"]), words.location_name(ev["location"]) if ev.get("location")
                       else _("discard, draw, then see where"), GOLD)
        return self._wait(0.9)

    def _location_seen(self, ev):
        self.stage.shown["location"] = ev["location"]
        return self._wait(0.4)

    def _location(self, ev):
        self.stage.shown["location"] = ev["location"]
        return self._wait(0.2)

    def _deployed(self, ev):
        p = self._player(ev["seat"])
        known = {s["slot"]: s for s in p["field"]}
        p["field"] = [known.get(name, {"slot": name, "status": "down"}) for name in ev["slots"]]
        p["deck"] = ev["deck"]
        if isinstance(p["hand"], dict):
            p["hand"] = {"count": ev["hand"]}
        self.stage.sound("card")
        return self._wait(0.35)

    def _tokens(self, ev):
        for seat, target in ev["targets"].items():
            self._player(int(seat))["target"] = target
        return self._wait(0.6)

    def _alliance(self, ev):
        allies = join([self._who(s) for s in ev["seats"]])
        self.stage.shown["alliance"] = list(ev["seats"])
        self._announce(_("An alliance"), _("{allies} against {who}").format(allies=allies, who=self._who(ev["against"])),
                       GOLD, 1.4)
        return self._wait(1.0)

    def _turn(self, ev):
        self._recent.clear()
        self.stage.shown["turn"] = ev["turn"]
        self._announce(_("Turn {turn} of {of}").format(**ev), ngettext("a limit of {n} resource", "a limit of {n} "
                       "resources", ev["limit"]).format(n=ev["limit"]), PALE, 0.9)
        return self._wait(0.6)

    def _draw(self, ev):
        self.stage.sound("card")
        return self._wait(0.2)

    def _draws(self, ev):
        self._player(ev["seat"])["deck"] = ev["deck"]
        return None

    # --- one seat's own orders, as it enters them -------------------------------------------------------
    def _own_hand_to_field(self, ev) -> None:
        p = self._player(ev["seat"])
        if isinstance(p["hand"], list):
            p["hand"] = [c for c in p["hand"] if c["uid"] != ev["uid"]]
        p["field"] = p["field"] + [{"slot": ev["slot"], "status": "down", "uid": ev["uid"], "card": ev["card"]}]

    def _deploy(self, ev):
        self._own_hand_to_field(ev)
        self.stage.sound("card")
        return self._wait(0.15)

    def _set_status(self, ev, status: str) -> None:
        for slot in self._player(ev["seat"])["field"]:
            if slot.get("uid") == ev["uid"] or slot["slot"] == ev.get("slot"):
                slot.update(status=status, uid=ev["uid"], card=ev["card"])

    def _activate(self, ev):
        self._set_status(ev, "active")
        return self._wait(0.12)

    def _deactivate(self, ev):
        self._set_status(ev, "off")
        if ev.get("why") == "place":
            self._float_at(self.stage.slot_point(ev["uid"]), _("cannot fight here"), RED, 18)
        return self._wait(0.25)

    def _play(self, ev):
        p = self._player(ev["seat"])
        if isinstance(p["hand"], list):
            p["hand"] = [c for c in p["hand"] if c["uid"] != ev["uid"]]
        p["supports"] = p["supports"] + [{"uid": ev["uid"], "card": ev["card"]}]
        self.stage.sound("card")
        return self._wait(0.15)

    def _retreat_support(self, ev):
        p = self._player(ev["seat"])
        p["supports"] = [s for s in p["supports"] if s["uid"] != ev["uid"]]
        p["retreat"] = p["retreat"] + [{"uid": ev["uid"], "card": ev["card"]}]
        return self._wait(0.2)

    def _discard(self, ev):
        p = self._player(ev["seat"])
        if isinstance(p["hand"], list):
            p["hand"] = [c for c in p["hand"] if c["uid"] != ev["uid"]]
        p["retreat"] = p["retreat"] + [{"uid": ev["uid"], "card": ev["card"]}]
        return self._wait(0.1)

    def _redraw(self, ev):
        p = self._player(ev["seat"])
        if isinstance(p["hand"], list):
            p["hand"] = [c for c in p["hand"] if c["uid"] not in ev["uids"]]
        self.stage.sound("card")
        return self._wait(0.3)

    # --- the reveal --------------------------------------------------------------------------------------
    def _reveal(self, ev):
        """A seat's orders turn up: each card activated flips over, each support slides in."""
        p = self._player(ev["seat"])
        turned = [c for c in ev["activated"] + ev["deactivated"]]
        for c in ev["activated"]:
            self._set_status({**c, "seat": ev["seat"]}, "active")
        for c in ev["deactivated"]:
            self._set_status({**c, "seat": ev["seat"]}, "off")
        have = {s["uid"] for s in p["supports"]}
        p["supports"] = [s for s in p["supports"] if s["uid"] not in {r["uid"] for r in ev["retreated"]}] + \
            [s for s in ev["supports"] if s["uid"] not in have]
        if ev.get("surrender"):
            self._float_at(self.stage.seat_point(ev["seat"]), _("Surrender!"), RED, 30)
        armies = ev.get("armies")
        if not turned:
            self._show_armies(armies)
            if not ev.get("surrender") and not ev["supports"] and not ev["retreated"]:
                self._float_at(self.stage.seat_point(ev["seat"]), _("no new orders"), PALE, 22)
            return self._wait(READ)
        names = [c["slot"] for c in turned]
        self.stage.sound("card")

        def step(u: float) -> None:
            for name in names:
                self.flips[name] = u
            if u >= 0.5:  # the cards are face up: the totals count them
                self._show_armies(armies)

        def end() -> None:
            for name in names:
                self.flips.pop(name, None)

        return Tween(self._d(READ), step, end)

    def _show_armies(self, armies: list[dict] | None) -> None:
        """The battle strip's totals as the engine counts them at this point of the reveal."""
        if armies is not None:
            self.stage.shown["armies"] = [dict(a) for a in armies]

    def _sealed(self, ev):
        return self._wait(0.15)

    def _surrender_chosen(self, ev):
        return None

    def _leader_chosen(self, ev):
        return None

    def _location_picked(self, ev):
        return None

    def _token(self, ev):
        self._player(ev["seat"])["target"] = ev["target"]
        return None

    def _use(self, ev):
        return self._wait(0.15)

    def _swap_chosen(self, ev):
        return None

    # --- effects --------------------------------------------------------------------------------------
    def _resolve(self, ev):
        """An effect's turn to work: its card is lit a moment (its words follow in `effect`)."""
        self.stage.lit = ev["uid"]
        return Tween(self._d(0.35), None, lambda: setattr(self.stage, "lit", None))

    def _fizzle(self, ev):
        self._float_at(self.stage.card_point(ev["seat"], ev["uid"]), _("fizzles"), PALE, 18)
        return self._wait(0.3)

    def _effect(self, ev):
        text = _(EFFECTS.get(ev["do"], EFFECTS["damage"])).format(n=ev["amount"],
                                                                 stat=words.term("stat", ev.get("stat") or "attack"))
        if ev["do"] == "disable" and ev.get("target"):
            self._set_status({"seat": ev["target_seat"], "uid": ev["target"],
                              "card": ev["target_card"]}, "off")
        colour = GREEN if ev["do"] in ("boost", "supply", "shield", "repair", "draw", "first", "adapt") else RED
        for point in self._changed_points(ev):
            self._float_at(point, text, colour, 22)
        self._show_armies(ev.get("armies"))
        return self._wait(READ)

    def _changed_points(self, ev) -> list:
        """Where an effect's change shows: on each unit it changed, on the unit it destroyed or
        switched off, on the army line of the side it helped (supply, shield, first strike,
        adapt), on the hand that drew; the command points' change floats with its own event.
        Its source card is lit meanwhile (`resolve`)."""
        stage = self.stage
        if ev.get("units"):
            return [stage.slot_point(uid) for uid in ev["units"]]
        if ev.get("target"):
            return [stage.slot_point(ev["target"])]
        if ev["do"] in ("supply", "shield", "first", "adapt"):
            return [stage.army_point(stage.army_seats(ev["seat"]))]
        if ev["do"] == "draw":
            return [stage.hand_point(ev["seat"])]
        if ev["do"] in ("damage", "repair"):
            return []  # the damage and repair events float on the command points
        return [stage.card_point(ev["seat"], ev["uid"])]

    def _repair(self, ev):
        self.stage.shown["sides"][ev["side"]]["command"] = ev["command"]
        for seat in ev["seats"]:
            self._float_at(self.stage.command_point(seat), f"+{ev['amount']}", GREEN, 30)
        return self._wait(READ)

    def _swap(self, ev):
        p = self._player(ev["seat"])
        for slot in p["field"]:
            if slot["slot"] == ev["slot"]:
                slot.clear()
                slot.update(slot=ev["slot"], status="down")
        return self._wait(0.4)

    def _swap_cards(self, ev):
        p = self._player(ev["seat"])
        for slot in p["field"]:
            if slot["slot"] == ev["slot"]:
                slot.update(uid=ev["in"], card=ev["in_card"])
        if isinstance(p["hand"], list):
            p["hand"] = [c for c in p["hand"] if c["uid"] != ev["in"]] + [{"uid": ev["out"], "card": ev["out_card"]}]
        return None

    def _over_limit(self, ev):
        return self._wait(0.3)

    # --- the clash ----------------------------------------------------------------------------------------
    def _clash(self, ev):
        self._recent.clear()
        self.stage.shown["armies"] = [{k: v for k, v in a.items() if k != "first"} for a in ev["armies"]]
        self._announce(_("Clash!"), _("the higher range strikes first"), GOLD, 1.0)
        self.stage.sound("dice")
        return self._wait(READ)

    def _strike(self, ev):
        attacker, defender = ev["from"], ev["to"]
        if not ev["strikes"]:
            self._float_at(self.stage.army_point(attacker), _("no attack"), PALE, 22)
            return self._wait(READ)
        said = N_("Counterattack: {attack} vs {defense}") if ev["counter"] else \
            N_("Together: {attack} vs {defense}") if ev["together"] else N_("{attack} vs {defense}")
        self._float_at(self.stage.army_point(defender), _(said).format(attack=ev["attack"], defense=ev["defense"]),
                       RED if ev["beaten"] else BLUE, 34)
        self.stage.sound("hit" if ev["beaten"] else "click")
        seats = list(attacker)

        def step(u: float) -> None:
            for s in seats:
                self.lunge[s] = bump(u)
            for s in defender:
                self.flash[s] = bump(u) if ev["beaten"] else 0.0

        def end() -> None:
            for s in seats:
                self.lunge.pop(s, None)
            for s in defender:
                self.flash.pop(s, None)

        return Tween(self._d(READ + 0.3), step, end)

    def _destroyed(self, ev):
        p = self._player(ev["seat"])
        start = self.stage.slot_point(ev["uid"], ev.get("slot"))
        p["field"] = [s for s in p["field"] if s["slot"] != ev["slot"]]
        card = {"uid": ev["uid"], "card": ev["card"]}
        if ev["to"] == "hand":
            if isinstance(p["hand"], list):
                p["hand"] = p["hand"] + [card]
            else:
                p["hand"] = {"count": p["hand"]["count"] + 1}
            return self._wait(0.25)
        goal = self.stage.pile_point(ev["seat"], "fallen")
        if start is None or goal is None:
            p["fallen"] = p["fallen"] + [card]
            return self._wait(0.1)
        entry = [ev["card"], start, goal, 0.0]
        self.flying.append(entry)

        def step(u: float) -> None:
            entry[3] = ease(u)

        def end() -> None:
            if entry in self.flying:
                self.flying.remove(entry)
            p["fallen"] = p["fallen"] + [card]

        return Tween(self._d(0.35), step, end)

    def _damage(self, ev):
        self.stage.shown["sides"][ev["side"]]["command"] = ev["command"]
        text = _("-{n}").format(n=ev["lost"]) if ev["lost"] else _("no damage")
        if ev["prevented"]:
            text = _("{damage} ({n} shielded)").format(damage=text, n=ev["prevented"])
        for seat in ev["seats"]:
            self._float_at(self.stage.command_point(seat), text, RED, 32)
        self.stage.sound("hit")
        return self._wait(READ)

    def _surrender(self, ev):
        who = join([self._who(s) for s in ev["seats"]])
        sub = _("a surrender too many: the war is lost") if ev["lost"] else ngettext(
            "{n} command point lost", "{n} command points lost", ev["damage"]).format(n=ev["damage"])
        self._announce(ngettext("{who} surrenders", "{who} surrender", len(ev["seats"])).format(who=who), sub, RED, 1.3)
        return self._wait(1.0)

    def _eliminated(self, ev):
        who = join([self._who(s) for s in ev["seats"]])
        self.stage.shown["sides"][ev["side"]]["out"] = True
        self._announce(ngettext("{who} is out", "{who} are out", len(ev["seats"])).format(who=who),
                       _("no command points left"), RED, 1.4)
        return self._wait(1.0)

    def _retreat(self, ev):
        p = self._player(ev["seat"])
        p["retreat"] = p["retreat"] + [{"uid": u, "card": c} for u, c in zip(ev["uids"], ev["cards"])]
        back = [s for s in p["field"] if s.get("uid") == (p.get("leader") or {}).get("uid")]
        p["field"], p["supports"], p["target"] = [], [], None
        if ev["leader_back"] and isinstance(p["hand"], list) and back:
            p["hand"] = p["hand"] + [{"uid": back[0]["uid"], "card": back[0]["card"]}]
        self.stage.shown["alliance"] = []
        self.stage.shown["armies"] = []
        self.stage.sound("card")
        return self._wait(0.35)

    def _reshuffle(self, ev):
        p = self._player(ev["seat"])
        p["deck"], p["retreat"] = ev["deck"], []
        self.stage.sound("card")
        return self._wait(0.3)

    def _game_over(self, ev):
        winners = ev["winners"]
        if winners:
            who = join([self._who(s) for s in winners])
            self._announce(ngettext("{who} wins the war", "{who} win the war", len(winners)).format(who=who),
                           _(words.REASON_WORDS.get(ev["reason"], N_("the war is over"))), GOLD, 1.8)
        else:
            self._announce(_("Armistice"), _("nobody wins the war"), PALE, 1.8)
        self.stage.sound("win")
        return self._wait(1.4)

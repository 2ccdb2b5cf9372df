"""Every EverZone engine event as a sentence for the game log, with every card, seat and number in it.

The dispatching and the filling of a sentence from its event are every game's (widgets/log_lines.py);
the sentences are here, each a function of its event alone: the engine's events carry the facts
their sentences need (a strike's losses and what is left, the surrenders a side may make, the race
of each token, who picked which locations, who saw a draw), so the writer keeps no game state and a
log written again - after a load, an undo, in another language - reads the same. Lines about a seat
are tinted in its colour; the turning points (a battle, an army destroyed, a leader fallen, an
alliance, a surrender too many, an elimination, the end) are bold.

Private events ("visible_to": a seat's own secret orders, the cards it draws) reach only the
tables that may see them, and are told to their seat as "you" (`me`, the seat at the screen; in
2v2 a partner reads them by name). Drawing comes as the private "draw" (the cards) and the public
"draws" (how many): whoever saw the cards reads the first, everyone else the second.
"""
from __future__ import annotations

from engine import api

from ..i18n import N_, _, join
from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from .words import LIMITS, location_full, term

GOLD = (150, 100, 0)

#: Private events told as they are: (to their seat, to anyone else who may see them).
PRIVATE = {
    "leader_chosen": (N_("You choose {card} as your leader."), N_("{seat} chooses {card} as leader.")),
    "location_picked": (N_("You pick {full} for the battle deck."), N_("{seat} picks {full} for the battle deck.")),
    "discard": (N_("You discard {card} to the retreat pile."), N_("{seat} discards {card} to the retreat pile.")),
    "location_seen": (N_("You see the location: {full}."), N_("{seat} sees the location: {full}.")),
    "deploy": (N_("You deploy {card} face down."), N_("{seat} deploys {card} face down.")),
    "token": (N_("You pick the {race} token: your army attacks {target} this battle."),
              N_("{seat} picks the {race} token: attacking {target} this battle.")),
    "activate": (N_("You activate {card}."), N_("{seat} activates {card}.")),
    "play": (N_("You play the support {card}."), N_("{seat} plays the support {card}.")),
    "swap_chosen": (N_("You will send {out_card} back to your hand and deploy {in_card} face down in its place."),
                    N_("{seat} will send {out_card} back to the hand and deploy {in_card} face down in its place.")),
    "swap_cards": (N_("You swap {out_card} (back to your hand) for {in_card} (face down)."),
                   N_("{seat} swaps {out_card} (back to the hand) for {in_card} (face down).")),
    "surrender_chosen": (N_("You choose to surrender this battle."), N_("{seat} chooses to surrender this battle.")),
    "draw": (N_("You draw {cards} ({deck} left in your deck)."), N_("{seat} draws {cards} ({deck} left in the deck).")),
    "retreat_support": (N_("You retreat the support {card} to get back under the resource limit."),
                        N_("{seat} retreats the support {card} to get back under the resource limit.")),
}
USES = {True: (N_("You use {card}'s ability: the unit to send back and the one to deploy in its place come next."),
               N_("{seat} uses {card}'s ability: the unit to send back and the one to deploy in its place come next.")),
        False: (N_("You use {card}'s ability, to resolve at the reveal."),
                N_("{seat} uses {card}'s ability, to resolve at the reveal."))}
SEALS = {"prepare": N_("{seat} has sealed the deployment for battle {battle}."),
         "orders": N_("{seat} has sealed the orders for turn {turn}.")}
#: A strike's first half, by how it strikes; its second, by what it did.
STRIKES = {"first": N_("{army} strikes first: {attack} Attack against {defense} Defense"),
           "back": N_("{army} strikes back: {attack} Attack against {defense} Defense"),
           "together": N_("{army} strikes at the same time: {attack} Attack against {defense} Defense"),
           "at": N_("{army} strikes {foe}: {attack} Attack against {defense} Defense"),
           "at together": N_("{army} strikes {foe} at the same time: {attack} Attack against {defense} Defense")}
#: An effect as it works, by what it does ({source}: the card, {team}: its side).
EFFECTS = {"supply": N_("{source}: {team}'s resource limit is {amount} higher this turn."),
           "shield": N_("{source}: the first {amount} damage to {team} this turn will be prevented."),
           "first": N_("{source}: {team}'s army attacks first this turn."),
           "adapt": N_("{source}: for the rest of the battle, {team}'s units can fight {place} too."),
           "damage": N_("{source} deals {amount} damage to the enemy.")}
#: An effect told with a count: the command points or cards it gives, the units it changed.
COUNTED = {
    "repair": lambda w, n, ev, **m: w.counted("{source} repairs up to {n} command point for {team}.",
                                              "{source} repairs up to {n} command points for {team}.", n, ev, **m),
    "draw": lambda w, n, ev, **m: w.counted("{source} lets {seat} draw {n} card.", "{source} lets {seat} draw {n} cards.",
                                            n, ev, **m),
    "boost": lambda w, n, ev, **m: w.counted("{source}: {hit} gets +{amount} {stat} {lasting}.",
                                             "{source}: {hit} get +{amount} {stat} {lasting}.", n, ev, **m),
    "weaken": lambda w, n, ev, **m: w.counted("{source}: {hit} gets -{amount} {stat} {lasting}.",
                                              "{source}: {hit} get -{amount} {stat} {lasting}.", n, ev, **m),
    "drain": lambda w, n, ev, **m: w.counted("{source}: {hit} needs {more} {lasting}.",
                                             "{source}: {hit} need {more} {lasting}.", n, ev, **m)}
TARGETS = {("destroy", False): N_("{source} finds no enemy unit with {amount} Defense or less: nothing happens."),
           ("destroy", True): N_("{source} destroys {victim}, the strongest enemy unit with {amount} Defense or less."),
           ("disable", False): N_("{source} finds no enemy unit needing {amount} resources or less: nothing happens."),
           ("disable", True): N_("{source} disables {victim}, the strongest enemy unit needing {amount} resources or "
                                 "less: it is deactivated and cannot be activated again this battle.")}
RETREATS = {(True, None): N_("{seat} retreats {cards} to the retreat pile."),
            (True, False): N_("{seat} retreats {cards} to the retreat pile, and the leader goes back to the hand."),
            (True, True): N_("{seat} retreats {cards} to the retreat pile, and the leader {leader} goes back to the hand."),
            (False, None): N_("{seat} has nothing in play to retreat."),
            (False, False): N_("{seat} has nothing else to retreat, and the leader goes back to the hand."),
            (False, True): N_("{seat} has nothing else to retreat, and the leader {leader} goes back to the hand.")}
DESTROYED = {"defense 0": (N_("{owned} is left with 0 Defense and is destroyed (to the fallen pile)."), BAD),
             "effect": (N_("{owned} goes to the fallen pile."), QUIET),
             "clash": (N_("{owned} is destroyed (to the fallen pile)."), QUIET)}
WARS = {"duel": N_("A new war: {armies}, {command} command points each."),
        "three": N_("A war for three: {armies}, {command} command points each. Each battle, a secret race token says "
                    "whom each army attacks."),
        "teams": N_("A 2v2 war: {armies}, {command} command points per team.")}


class LogWriter(log_lines.LogWriter):
    ROLES = {"seat": "seat", "target": "seat", "against": "seat", "card": "card", "out_card": "card",
             "in_card": "card", "leader": "card", "cards": "card", "retreated_cards": "card", "location": "location",
             "race": "race", "stat": "stat", "place": "where"}
    term = staticmethod(term)

    def you(self, ev: dict) -> bool:
        """Is this private event told to its seat, at its screen, as "you"?"""
        if "visible_to" not in ev:
            return False
        return ev.get("seat") == self.me if self.me is not None else ev["visible_to"] == [ev.get("seat")]

    def mine(self, ev: dict) -> str:
        """A private event's sentence: to its seat or to anyone else who sees it."""
        return self.said(PRIVATE[ev["type"]][not self.you(ev)], ev, full=location_full(ev.get("location")))

    def players(self, seats) -> str:
        """"Ann", "Ann and Cleo"."""
        return join([self.who(s) for s in seats or [] if isinstance(s, int)]) or _("Someone")

    def side(self, seats) -> str:
        """A side that loses or surrenders as one: "Ann", or a 2v2 team, "the team of Ann and Cleo"."""
        return _("the team of {players}").format(players=self.players(seats)) if len(seats or []) > 1 else \
            self.players(seats)

    def army(self, seats) -> str:
        return _("{players}'s army").format(players=self.players(seats))

    def owned(self, seat, card) -> str:
        """"Ann's Tarvis Marine"."""
        return _("{who}'s {card}").format(who=self.who(seat), card=term("card", card) if card else _("card"))

    def losses(self, losses: list[dict]) -> str:
        """What each side lost to a strike or a surrender: "Bob loses 4 command points (16 left)"."""
        told = []
        for loss in losses:
            facts = {"side": self.side(loss["seats"]), "prevented": loss["prevented"], "command": loss["command"]}
            if loss["prevented"] and not loss["lost"]:
                told.append(_("{side}'s shield stops all {prevented} damage ({command} left)").format(**facts))
            elif loss["prevented"]:
                told.append(self.counted("{side}'s shield stops {prevented}, and {side} loses {n} command point "
                                         "({command} left)", "{side}'s shield stops {prevented}, and {side} loses {n} "
                                         "command points ({command} left)", loss["lost"], {}, **facts))
            else:
                told.append(self.counted("{side} loses {n} command point ({command} left)",
                                         "{side} loses {n} command points ({command} left)", loss["lost"], {}, **facts))
        return join(told)

    # --- the war and its setup --------------------------------------------------------------------------
    def _war(self, ev):
        decks = [d if isinstance(d, dict) else {} for d in ev.get("decks") or []]
        armies = [_("{who} ({race}, {deck})").format(who=self.who(s), race=term("race", d.get("race")),
                                                      deck=term("deck", d["id"]) if d.get("id") else d.get("name", ""))
                  for s, d in enumerate(decks)]
        if ev.get("mode") == "teams" and len(armies) == 4:
            armies = [_("{first} and {second} against {third} and {fourth}").format(
                first=armies[0], second=armies[2], third=armies[1], fourth=armies[3])]
        elif len(armies) == 2:
            armies = [_("{first} against {second}").format(first=armies[0], second=armies[1])]
        text = self.said(WARS.get(ev.get("mode"), WARS["duel"]), ev, armies=join(armies))
        setup = N_("First, in secret, each player chooses a leader, and each team's first player {picks} locations.") \
            if ev.get("mode") == "teams" else N_("First, in secret, each player chooses a leader and {picks} locations.")
        return LogLine(f"{text} {self.said(setup, ev)}", None, True)

    def _sealed(self, ev):
        if ev.get("round") == "setup":
            return LogLine(self.said(N_("{seat} has chosen a leader and {picks} locations, in secret.") if ev.get("picks")
                                     else N_("{seat} has chosen a leader, in secret."), ev), QUIET)
        return LogLine(self.said(SEALS.get(ev.get("round"), SEALS["orders"]), ev), QUIET)

    def _battle_deck(self, ev):
        picks, by = ev.get("picks") or {}, ev.get("by") or {}
        parts = [_("{who}'s picks ({locations})").format(who=self.players(by.get(k, [int(k)])), locations=join(
            [term("location", x) for x in picks[k]])) for k in sorted(picks, key=int)]
        parts += [_("the base locations")] if ev.get("bases") else []
        return LogLine(self.counted("The battle deck is shuffled: {n} location, {parts}. Each one is a battle, and the "
                                    "war ends when they run out.", "The battle deck is shuffled: {n} locations, "
                                    "{parts}. Each one is a battle, and the war ends when they run out.",
                                    ev.get("count", 0), ev, parts=join(parts)), QUIET)

    # --- drawing ------------------------------------------------------------------------------------------
    def _draws(self, ev):
        if ev.get("count") and (self.revealed or self.me in ev.get("shown_to", [])):
            return None  # its private "draw" told the cards
        you = self.you(ev)
        if not ev.get("count"):
            text = (N_("You already hold {to} cards: nothing to draw."), N_("{seat} already holds {to} cards: nothing to "
                    "draw.")) if ev.get("deck") else (N_("Your army deck and retreat pile are both empty: nothing to "
                    "draw."), N_("{seat}'s army deck and retreat pile are both empty: nothing to draw."))
            return LogLine(self.said(text[not you], ev), QUIET)
        return self.counted("{seat} draws {n} card ({deck} left in the deck).",
                            "{seat} draws {n} cards ({deck} left in the deck).", ev["count"], ev)

    def _reshuffle(self, ev):
        return self.counted("{seat}'s army deck has run out: the retreat pile is shuffled into a new deck of {n} card.",
                            "{seat}'s army deck has run out: the retreat pile is shuffled into a new deck of {n} cards.",
                            ev.get("deck", 0), ev)

    # --- a battle is prepared -------------------------------------------------------------------------------
    def _battle(self, ev):
        total = ev.get("battle", 0) + ev.get("left", 0)
        text = self.said(N_("Battle {battle} of {total}: {full}. Redraw as often as you like, then deploy units face "
                            "down.") if ev.get("location") else N_("Battle {battle} of {total}: first discard what you "
                            "like and draw to {hand}; only then is the location shown. Then redraw and deploy face "
                            "down."), ev, total=total, full=location_full(ev.get("location")))
        if ev.get("tokens"):
            text += " " + _("Pick a race token too.")
        return LogLine(text, None, True)

    def _redraw(self, ev):
        n, you = max(0, len(ev.get("cards", [])) - 1), self.you(ev)
        return self.counted("You redraw: {cards} go to the retreat pile, and you draw {n} card.",
                            "You redraw: {cards} go to the retreat pile, and you draw {n} cards.", n, ev) if you else \
            self.counted("{seat} redraws: {cards} go to the retreat pile, and {n} card is drawn.",
                         "{seat} redraws: {cards} go to the retreat pile, and {n} cards are drawn.", n, ev)

    def _location(self, ev):
        return LogLine(self.said(N_("Every deployment is sealed, and the battle begins: {full}."), ev,
                                 full=location_full(ev.get("location"))), None, True)

    def _deployed(self, ev):
        kept = self.counted("{n} card", "{n} cards", ev.get("hand", 0), {})
        text = self.said(N_("{seat} deploys nothing and keeps {kept} in hand ({deck} in the deck)."), ev, kept=kept) \
            if not ev.get("slots") else self.counted("{seat} deploys {n} card face down and keeps {kept} in hand ({deck} in the deck).",
                            "{seat} deploys {n} cards face down and keeps {kept} in hand ({deck} in the deck).",
                            len(ev.get("slots", [])), ev, kept=kept)
        if ev.get("retreated_cards"):
            text += " " + self.said(N_("To the retreat pile: {retreated_cards}."), ev)
        return text

    def _tokens(self, ev):
        targets, races = ev.get("targets") or {}, ev.get("races") or {}
        shown = [_("{who} shows the {race} token (attacking {target})").format(
            who=self.who(int(k)), race=term("race", races.get(k)), target=self.who(targets[k]))
            for k in sorted(targets, key=lambda k: int(k) if str(k).isdigit() else 0) if str(k).isdigit()]
        text = _("Race tokens: {shown}.").format(shown=join(shown))
        if len(set(targets.values())) == 3:
            text += " " + _("A free-for-all: each army attacks only its target, once, the longest Range first, with no "
                            "counterattack.")
        return text

    def _alliance(self, ev):
        return LogLine(self.said(N_("The alliance of {allies} turns on {against}: the allies fight as one army and split "
                                    "each turn's resources, and each ally takes in full the damage {against} deals."),
                                 ev, allies=self.players(ev.get("seats"))), self.ink((ev.get("seats") or [None])[0]), True)

    # --- a turn's orders ------------------------------------------------------------------------------------
    def _turn(self, ev):
        if ev.get("allies"):
            return LogLine(self.counted("Turn {turn} of {of} at {location}: a limit of {n} resource, split between the "
                                        "allies. Orders are entered in secret.", "Turn {turn} of {of} at {location}: a "
                                        "limit of {n} resources, split between the allies. Orders are entered in secret.",
                                        ev.get("limit", 0), ev), QUIET)
        return LogLine(self.counted("Turn {turn} of {of} at {location}: a limit of {n} resource. Orders are entered in "
                                    "secret.", "Turn {turn} of {of} at {location}: a limit of {n} resources. Orders are "
                                    "entered in secret.", ev.get("limit", 0), ev), QUIET)

    def _use(self, ev):
        return self.said(USES[ev.get("do") == "swap"][not self.you(ev)], ev)

    def _deactivate(self, ev):
        if ev.get("why") == "place":
            return LogLine(self.said(N_("{owned} is deactivated: it cannot fight {place}."), ev,
                                     owned=self.owned(ev.get("seat"), ev.get("card"))), QUIET)
        return self.said(N_("You deactivate {card} to get back under the resource limit.") if self.you(ev) else
                         N_("{seat} deactivates {card} to get back under the resource limit."), ev)

    def _over_limit(self, ev):
        seats = ev.get("seats") or []
        return LogLine(self.counted("{who} is over the resource limit now and must deactivate units or retreat supports.",
                                    "{who} are over the resource limit now and must deactivate units or retreat "
                                    "supports.", len(seats), ev, who=self.players(seats)), BAD)

    # --- the reveal and the effects -------------------------------------------------------------------------
    def _reveal(self, ev):
        def cards(key):
            catalog = api.catalog("everzone").units
            return join([_("{card} (leader)").format(card=term("card", c["card"])) if getattr(
                catalog.get(c.get("card")), "leader", False) else term("card", c.get("card")) for c in ev.get(key) or []])
        done = [_(what).format(cards=cards(key)) for key, what in (
            ("activated", N_("activates {cards}")), ("supports", N_("plays {cards}")),
            ("deactivated", N_("deactivates {cards}")), ("retreated", N_("retreats {cards}"))) if ev.get(key)]
        if ev.get("surrender"):
            done.append(_("chooses to surrender this battle"))
        if not done:
            return LogLine(self.said(N_("{seat} reveals nothing new this turn."), ev), QUIET)
        return LogLine(self.said(N_("{seat} {done}."), ev, done=join(done)), self.ink(ev.get("seat")),
                       bool(ev.get("surrender")))

    def _resolve(self, ev):
        return None  # the "effect", "swap" or "fizzle" right after it names the card

    def _effect(self, ev):
        do, seat = ev.get("do"), ev.get("seat")
        source = self.owned(seat, ev.get("card"))
        if ev.get("when") == "destroyed":
            source = _("{source} (as it falls)").format(source=source)
        more = {"source": source, "team": self.players(ev.get("seats") or [seat])}
        if do in ("destroy", "disable"):
            hit = ev.get("target_card") is not None
            victim = self.owned(ev.get("target_seat"), ev.get("target_card")) if hit else ""
            return LogLine(self.said(TARGETS[do, hit], ev, victim=victim, **more), self.ink(seat) if hit else QUIET)
        if do in ("boost", "weaken", "drain"):
            units = list(zip(ev.get("unit_seats") or [], ev.get("unit_cards") or []))
            if not units:
                return LogLine(self.said(N_("{source} reaches no unit of theirs: nothing changes.") if do == "boost"
                                         else N_("{source} reaches no enemy unit: nothing changes."), ev, **more), QUIET)
            hit = [_("{who}'s {cards}").format(who=self.who(o), cards=join([term("card", c) for s, c in units if s == o]))
                   for o in sorted({s for s, _c in units})]
            more.update(hit=join(hit), lasting=_("for the rest of the battle") if ev.get("duration") == "battle"
                        else _("this turn"), more=self.counted("{n} more resource", "{n} more resources",
                                                               ev.get("amount", 1), {}))
            return COUNTED[do](self, len(units), ev, **more)
        if do in COUNTED:
            return COUNTED[do](self, ev.get("amount", 1), ev, **more)
        return self.said(EFFECTS.get(do, N_("{source} takes effect.")), ev, **more)

    def _fizzle(self, ev):
        return LogLine(self.said(N_("{source}'s swap fizzles: a card it was to swap is no longer where it was. It is "
                                    "spent.") if ev.get("swap") else N_("{source} fizzles: the card is no longer in "
                                    "play when its turn to resolve comes, and the effect is spent."), ev,
                                 source=self.owned(ev.get("seat"), ev.get("card"))), QUIET)

    def _swap(self, ev):
        text = N_("{source} swaps: {out_card} goes back to {seat}'s hand, and a unit from the hand is deployed face down "
                  "in its place.") if ev.get("out_card") else N_("{source} swaps: a face-down card goes back to "
                  "{seat}'s hand, and a unit from the hand is deployed face down in its place.")
        return self.said(text, ev, source=self.owned(ev.get("seat"), ev.get("source_card")))

    # --- command points -----------------------------------------------------------------------------------
    def _damage(self, ev):
        if ev.get("why") in ("clash", "surrender"):
            return None  # told with the strike or the surrender, which carries it
        facts = {"side": self.side(ev.get("seats")), "prevented": ev.get("prevented", 0)}
        if ev.get("prevented") and not ev.get("lost"):
            return LogLine(self.said(N_("{side}'s shield stops all {amount} damage: no command points lost ({command} "
                                        "left)."), ev, **facts), GOOD)
        if ev.get("prevented"):
            return LogLine(self.counted("{side}'s shield stops {prevented} of the {amount} damage: {side} loses {n} "
                                        "command point ({command} left).", "{side}'s shield stops {prevented} of the "
                                        "{amount} damage: {side} loses {n} command points ({command} left).",
                                        ev.get("lost", 0), ev, **facts), BAD)
        return LogLine(self.counted("{side} loses {n} command point ({command} left).", "{side} loses {n} command "
                                    "points ({command} left).", ev.get("lost", 0), ev, **facts), BAD)

    def _repair(self, ev):
        side = self.side(ev.get("seats"))
        if not ev.get("amount"):
            return LogLine(self.said(N_("{side} is already at full command points ({command})."), ev, side=side), QUIET)
        return LogLine(self.counted("{side} regains {n} command point ({command} now).", "{side} regains {n} command "
                                    "points ({command} now).", ev["amount"], ev, side=side), GOOD)

    # --- the clash ---------------------------------------------------------------------------------------
    def _clash(self, ev):
        armies = [(_("{army} ({attack} Attack, {defense} Defense, {range} Range, attacking first by an effect)")
                   if a.get("first") else _("{army} ({attack} Attack, {defense} Defense, {range} Range)")).format(
            army=self.army(a.get("seats")), **{k: a.get(k, 0) for k in ("attack", "defense", "range")})
            for a in ev.get("armies") or [] if isinstance(a, dict)]
        if not armies:
            return LogLine(_("Clash: no army is left to fight."), QUIET)
        if len(armies) == 2:
            return _("Clash: {first} against {second}.").format(first=armies[0], second=armies[1])
        return _("Clash of {n} armies: {armies}.").format(n=len(armies), armies=join(armies))

    def _strike(self, ev):
        army, foe = self.army(ev.get("from")), self.army(ev.get("to"))
        ink = self.ink((ev.get("from") or [None])[0])
        if not ev.get("strikes"):
            return LogLine(_("{army} has no Attack and does not strike.").format(army=army), QUIET)
        how = "back" if ev.get("counter") else "together" if ev.get("together") else "first"
        if ev.get("armies", 2) > 2:
            how = "at together" if ev.get("together") else "at"
        head = self.said(STRIKES[how], ev, army=army, foe=foe)
        if not ev.get("beaten"):
            return LogLine(_("{strike} \u2014 {army} holds.").format(strike=head, army=foe), ink)
        if not ev.get("losses"):
            return LogLine(_("{strike} \u2014 {army} is destroyed, with no damage beyond its Defense.").format(
                strike=head, army=foe), ink, True)
        return LogLine(_("{strike} \u2014 {army} is destroyed: {losses}.").format(
            strike=head, army=foe, losses=self.losses(ev["losses"])), ink, True)

    def _destroyed(self, ev):
        owned = self.owned(ev.get("seat"), ev.get("card"))
        if getattr(api.catalog("everzone").units.get(ev.get("card")), "leader", False) and ev.get("to") != "hand":
            return LogLine(self.said(N_("{seat}'s leader {card} falls and is out of the war for good."), ev), BAD, True)
        if ev.get("to") == "hand":
            return self.said(N_("{owned} is destroyed, but goes back to {seat}'s hand."), ev, owned=owned)
        text, ink = DESTROYED.get(ev.get("why"), DESTROYED["clash"])
        return LogLine(self.said(text, ev, owned=owned), ink)

    # --- surrender and the end -------------------------------------------------------------------------------
    def _surrender(self, ev):
        side, ink = self.side(ev.get("seats")), self.ink((ev.get("seats") or [None])[0])
        if ev.get("lost"):
            return LogLine(self.said(N_("{side} surrenders once more, and more than {allowed} surrenders lose the "
                                        "war: {side} is out."), ev, side=side), BAD, True)
        if not ev.get("losses"):
            return LogLine(self.said(N_("{side} surrenders (surrender {count} of the {allowed} allowed) at no cost: the "
                                        "army it faced printed no Attack. The battle ends."), ev, side=side), ink)
        return LogLine(self.said(N_("{side} surrenders (surrender {count} of the {allowed} allowed): {losses}. The "
                                    "battle ends."), ev, side=side, losses=self.losses(ev["losses"])), ink)

    def _eliminated(self, ev):
        return LogLine(self.said(N_("{side} has no command points left and is out of the war."), ev,
                                 side=self.side(ev.get("seats"))), BAD, True)

    def _retreat(self, ev):
        key = (bool(ev.get("cards")), bool(ev.get("leader")) if ev.get("leader_back") else None)
        return LogLine(self.said(RETREATS[key], ev), QUIET)

    def _game_over(self, ev):
        winners = [w for w in ev.get("winners") or [] if isinstance(w, int) and w >= 0]
        reason, who = ev.get("reason"), join([self.who(w) for w in winners])
        if reason == "armistice" or not winners:
            points = sorted({c for c in ev.get("command") or [] if isinstance(c, int)})
            text = _("Armistice: every side lost its last command point at once, and the war ends in a draw.") if \
                points == [0] else self.counted("Armistice: every side left has {n} command point, and the war ends in "
                                                "a draw.", "Armistice: every side left has {n} command points, and the "
                                                "war ends in a draw.", points[0], {}) if len(points) == 1 else \
                _("Armistice: the sides left are level on command points, and the war ends in a draw.")
        elif reason == "most command points" and len(ev.get("sides") or []) > 1:
            text = _("The battle deck is empty: {who} share the win with {points} command points each!").format(
                who=who, points=ev.get("points"))
        elif reason == "most command points":
            text = self.counted("The battle deck is empty: {who} wins the war with {points} command points, the most "
                                "of any side!", "The battle deck is empty: {who} win the war with {points} command "
                                "points, the most of any side!", len(winners), ev, who=who)
        elif reason == "third surrender":
            text = self.counted("{who} wins the war: {quit} surrendered more than {surrenders} times!",
                                "{who} win the war: {quit} surrendered more than {surrenders} times!", len(winners),
                                ev, who=who, quit=self.players(ev.get("quit")), **LIMITS)
        else:
            text = self.counted("{who} wins the war, the last side standing!", "{who} win the war, the last side "
                                "standing!", len(winners), ev, who=who)
        return LogLine(text, GOLD, True)


for _type in PRIVATE:  # each private event is told by its own pair of sentences
    setattr(LogWriter, "_" + _type, LogWriter.mine)

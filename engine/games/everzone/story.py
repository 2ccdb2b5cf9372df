"""EverZone's story: every event as a line of the log, with every card, seat and number in it.

Each line is a function of its event and of who reads: the events carry the facts their
sentences need (a strike's losses, the surrenders a side may make, each token's race, who picked
which locations, who saw a draw), so a log told again - after a load, an undo, in another
language - reads the same. Lines about a seat are in its colour; the turning points (a battle,
an army destroyed, a leader fallen, an alliance, an elimination, the end) are bold.

Private events ("visible_to": a seat's secret orders, the cards it draws) reach only the tables
that may see them, and are told to their seat as "you" (`reader`: the seat at the screen; a 2v2
partner reads them by name). A draw is the private "draw" (the cards) and the public "draws"
(how many): whoever saw the cards reads the first, everyone else the second.
"""
from __future__ import annotations

from ...core.messages import N_, listing, msg, plural, term, typed
from ...core.story import Story, told
from .content import content
from .meta import LIMITS
from .results import Outcomes
from .rounds import location_words

#: Private events: (told to their seat, told to anyone else who may see them).
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
    "use": (N_("You use {card}'s ability: it works at the reveal."), N_("{seat} uses {card}'s ability: it works at "
                                                                        "the reveal.")),
    "swap_chosen": (N_("You will send {out_card} back to your hand and deploy {in_card} face down in its place."),
                    N_("{seat} will send {out_card} back to the hand and deploy {in_card} face down in its place.")),
    "swap_cards": (N_("You swap {out_card} (back to your hand) for {in_card} (face down)."),
                   N_("{seat} swaps {out_card} (back to the hand) for {in_card} (face down).")),
    "surrender_chosen": (N_("You choose to surrender this battle."), N_("{seat} chooses to surrender this battle.")),
    "draw": (N_("You draw {cards} ({deck} left in your deck)."), N_("{seat} draws {cards} ({deck} left in the deck).")),
    "deactivate": (N_("You deactivate {card} to get back under the resource limit."),
                   N_("{seat} deactivates {card} to get back under the resource limit.")),
    "retreat_support": (N_("You retreat the support {card} to get back under the resource limit."),
                        N_("{seat} retreats the support {card} to get back under the resource limit.")),
    "full": (N_("You already hold {to} cards: nothing to draw."), N_("{seat} already holds {to} cards: nothing to draw.")),
    "empty": (N_("Your army deck and retreat pile are both empty: nothing to draw."),
              N_("{seat}'s army deck and retreat pile are both empty: nothing to draw.")),
}
WARS = {"duel": N_("A new war: {armies}, {points} each."), "teams": N_("A 2v2 war: {armies}, {points} per team."),
        "three": N_("A war for three: {armies}, {points} each. Each battle, a secret race token says whom each army "
                    "attacks.")}
SEALS = {"setup": N_("{seat} has chosen a leader, in secret."), "picks": N_("{seat} has chosen a leader and {picks} "
                                                                          "locations, in secret."),
         "prepare": N_("{seat} has sealed the deployment for battle {battle}."),
         "orders": N_("{seat} has sealed the orders for turn {turn}.")}
#: A strike's first half, by how it strikes.
STRIKES = {"first": N_("{army} strikes first: {attack} Attack against {defense} Defense"),
           "back": N_("{army} strikes back: {attack} Attack against {defense} Defense"),
           "together": N_("{army} strikes at the same time: {attack} Attack against {defense} Defense"),
           "at": N_("{army} strikes {foe}: {attack} Attack against {defense} Defense"),
           "at together": N_("{army} strikes {foe} at the same time: {attack} Attack against {defense} Defense")}
#: An effect as it works ({source}: the card; {team}: its side; {victim}: the unit it hit, if any).
EFFECTS = {"supply": N_("{source}: {team}'s resource limit is {amount} higher this turn."),
           "shield": N_("{source}: the first {amount} damage to {team} this turn will be prevented."),
           "first": N_("{source}: {team}'s army attacks first this turn."),
           "adapt": N_("{source}: for the rest of the battle, {team}'s units can fight {place} too."),
           "damage": N_("{source} deals {amount} damage to the enemy."),
           "repair": N_("{source} repairs up to {points} for {team}."),
           "draw": N_("{source} lets {seat} draw {cards}."),
           "destroy": N_("{source} finds no enemy unit with {amount} Defense or less: nothing happens."),
           "destroy hit": N_("{source} destroys {victim}, the strongest enemy unit with {amount} Defense or less."),
           "disable": N_("{source} finds no enemy unit needing {resources} or less: nothing happens."),
           "disable hit": N_("{source} disables {victim}, the strongest enemy unit needing {resources} or less: it is "
                             "deactivated and cannot be activated again this battle."),
           "boost none": N_("{source} reaches no unit of theirs: nothing changes."),
           "none": N_("{source} reaches no enemy unit: nothing changes.")}
RETREATS = {(True, None): N_("{seat} retreats {cards} to the retreat pile."),
            (True, False): N_("{seat} retreats {cards} to the retreat pile, and the leader goes back to the hand."),
            (True, True): N_("{seat} retreats {cards} to the retreat pile, and the leader {leader} goes back to the hand."),
            (False, None): N_("{seat} has nothing in play to retreat."),
            (False, False): N_("{seat} has nothing else to retreat, and the leader goes back to the hand."),
            (False, True): N_("{seat} has nothing else to retreat, and the leader {leader} goes back to the hand.")}
DESTROYED = {"defense 0": (N_("{owned} is left with 0 Defense and is destroyed (to the fallen pile)."), "bad"),
             "effect": (N_("{owned} goes to the fallen pile."), "quiet"), "hand": (N_("{owned} is destroyed, but goes "
                                                                                    "back to {seat}'s hand."), None),
             "clash": (N_("{owned} is destroyed (to the fallen pile)."), "quiet")}


def location_full(location_id) -> dict:
    """"Tarvis Highlands (Land, 3 turns: 4 / 8 / 14 resources)"."""
    if location_id not in content().locations:
        return term("location", location_id)
    return msg("{location} ({facts})", location=term("location", location_id), facts=location_words(location_id))


def then(first: dict, more: dict | None) -> dict:
    """Two sentences, the second only when there is one."""
    return msg("{text} {more}", text=first, more=more) if more else first


def first_seat(seats) -> int | None:
    return (seats or [None])[0]


class EverZoneStory(Outcomes, Story):
    ROLES = {"seat": "seat", "target": "seat", "against": "seat", "card": "card", "out_card": "card",
             "in_card": "card", "leader": "card", "cards": "card", "retreated_cards": "card", "location": "location",
             "race": "race", "stat": "stat", "place": "where", "source_card": "card", "source_seat": "seat"}
    KINDS = {**dict.fromkeys(("war", "battle", "location", "turn", "battle_over"), "turns"),
             **dict.fromkeys(("clash", "strike", "destroyed", "damage", "repair", "surrender", "eliminated", "tokens",
                              "token", "alliance"), "battles"),
             **dict.fromkeys(("draw", "draws", "redraw", "reshuffle", "discard", "leader_chosen", "location_picked",
                              "location_seen", "deploy", "deployed", "activate", "deactivate", "play", "use",
                              "retreat_support", "reveal", "resolve", "effect", "fizzle", "swap", "swap_chosen",
                              "swap_cards", "retreat", "battle_deck"), "cards")}

    # --- the words every sentence shares -------------------------------------------------------------------
    def you(self, ev: dict) -> bool:
        """Is this private event told to its own seat (at its screen) as "you"?"""
        if "visible_to" not in ev:
            return False
        return ev.get("seat") == self.reader if self.reader is not None else ev["visible_to"] == [ev.get("seat")]

    def mine(self, ev: dict, key: str | None = None) -> dict:
        """A private event's sentence: to its seat, or to anyone else who sees it."""
        return self.said(PRIVATE[key or ev["type"]][not self.you(ev)], ev, full=location_full(ev.get("location")))

    def players(self, seats) -> dict:
        """"Ann", "Ann and Cleo"."""
        seats = [s for s in seats or [] if isinstance(s, int)]
        return listing([self.who(s) for s in seats]) if seats else msg("someone")

    def side(self, seats) -> dict:
        """A side that loses or surrenders as one: "Ann", or a 2v2 team, "the team of Ann and Cleo"."""
        many = len(seats or []) > 1
        return msg("the team of {players}", players=self.players(seats)) if many else self.players(seats)

    def army(self, seats) -> dict:
        return msg("{players}'s army", players=self.players(seats))

    def owned(self, seat, cards) -> dict:
        """"Ann's Tarvis Marine" (or several cards: "Ann's Tarvis Marine and Shellmite")."""
        cards = cards if isinstance(cards, list) else [cards]
        return msg("{who}'s {card}", who=self.who(seat), card=listing([term("card", c) for c in cards]))

    @staticmethod
    def cards(n: int) -> dict:
        return plural("{n} card", "{n} cards", n)

    @staticmethod
    def points(n: int) -> dict:
        return plural("{n} command point", "{n} command points", n)

    @staticmethod
    def resources(n: int) -> dict:
        return plural("{n} resource", "{n} resources", n)

    def losses(self, losses: list[dict]) -> dict:
        """What each side lost to a strike or a surrender: "Bob loses 4 command points (16 left)"."""
        told_ = []
        for loss in losses:
            facts = {"side": self.side(loss["seats"]), "points": self.points(loss["lost"]),
                     "prevented": loss["prevented"], "command": loss["command"]}
            told_.append(self.said(N_("{side}'s shield stops all {prevented} damage ({command} left)"), {}, **facts)
                         if not loss["lost"] else self.said(N_("{side}'s shield stops {prevented}, and {side} loses "
                                                               "{points} ({command} left)"), {}, **facts)
                         if loss["prevented"] else self.said(N_("{side} loses {points} ({command} left)"), {}, **facts))
        return listing(told_)

    # --- the war and its setup --------------------------------------------------------------------------
    def _war(self, ev):
        armies = [msg("{who} ({race}, {deck})", who=self.who(s), race=term("race", d.get("race")),
                      deck=term("deck", d["id"]) if d.get("id") else typed(str(d.get("name", ""))))
                  for s, d in enumerate(ev.get("decks") or []) if isinstance(d, dict)]
        if ev.get("mode") == "teams" and len(armies) == 4:
            armies = [msg("{first} and {second} against {third} and {fourth}", first=armies[0], second=armies[2],
                          third=armies[1], fourth=armies[3])]
        elif len(armies) == 2:
            armies = [msg("{first} against {second}", first=armies[0], second=armies[1])]
        text = self.said(WARS.get(ev.get("mode"), WARS["duel"]), ev, armies=listing(armies),
                         points=self.points(ev.get("command", 0)))
        setup = N_("First, in secret, each player chooses a leader, and each team's first player {picks} locations.") \
            if ev.get("mode") == "teams" else N_("First, in secret, each player chooses a leader and {picks} locations.")
        return told(then(text, self.said(setup, ev)), bold=True)

    def _sealed(self, ev):
        return told(self.said(SEALS.get("picks" if ev.get("picks") else ev.get("round"), SEALS["orders"]), ev),
                    ev.get("seat"), "quiet")

    def _battle_deck(self, ev):
        picks, by = ev.get("picks") or {}, ev.get("by") or {}
        parts = [msg("{who}'s picks ({locations})", who=self.players(by.get(k, [int(k)])),
                     locations=listing([term("location", x) for x in picks[k]])) for k in sorted(picks, key=int)]
        locations = plural("{n} location", "{n} locations", ev.get("count", 0))
        return told(self.said(N_("The battle deck is shuffled: {locations}, {parts}. Each one is a battle, and the "
                                 "war ends when they run out."), ev, locations=locations,
                              parts=listing(parts + ([msg("the base locations")] if ev.get("bases") else []))),
                    tone="quiet")

    # --- drawing ------------------------------------------------------------------------------------------
    def _draws(self, ev):
        if ev.get("count") and (self.revealed or self.reader in ev.get("shown_to", [])):
            return None  # its private "draw" told the cards
        if not ev.get("count"):
            return told(self.mine(ev, "full" if ev.get("deck") else "empty"), ev.get("seat"), "quiet")
        return self.said(N_("{seat} draws {drawn} ({deck} left in the deck)."), ev, drawn=self.cards(ev["count"]))

    def _reshuffle(self, ev):
        return self.said(N_("{seat}'s army deck has run out: the retreat pile is shuffled into a new deck of {drawn}."),
                         ev, drawn=self.cards(ev.get("deck", 0)))

    # --- a battle is prepared -------------------------------------------------------------------------------
    def _battle(self, ev):
        text = self.said(N_("Battle {battle} of {total}: {full}. Redraw as often as you like, then deploy units face "
                            "down.") if ev.get("location") else N_("Battle {battle} of {total}: first discard what you "
                            "like and draw to {hand}; only then is the location shown. Then redraw and deploy face "
                            "down."), ev, total=ev.get("battle", 0) + ev.get("left", 0),
                         full=location_full(ev.get("location")))
        return told(then(text, ev.get("tokens") and msg("Pick a race token too.")), bold=True)

    def _redraw(self, ev):
        return self.said(N_("You redraw: {cards} go to the retreat pile, and you draw {drawn}.") if self.you(ev) else
                         N_("{seat} redraws: {cards} go to the retreat pile, and {drawn} are drawn."), ev,
                         drawn=self.cards(max(0, len(ev.get("cards", [])) - 1)))

    def _location(self, ev):
        return told(self.said(N_("Every deployment is sealed, and the battle begins: {full}."), ev,
                              full=location_full(ev.get("location"))), bold=True)

    def _deployed(self, ev):
        text = self.said(N_("{seat} deploys {deployed} face down and keeps {kept} in hand ({deck} in the deck)."), ev,
                         deployed=self.cards(len(ev.get("slots", []))), kept=self.cards(ev.get("hand", 0)))
        return then(text, ev.get("retreated_cards") and self.said(N_("To the retreat pile: {retreated_cards}."), ev))

    def _tokens(self, ev):
        targets, races = ev.get("targets") or {}, ev.get("races") or {}
        shown = [msg("{who} shows the {race} token (attacking {target})", who=self.who(int(k)),
                     race=term("race", races.get(k)), target=self.who(targets[k]))
                 for k in sorted((k for k in targets if str(k).isdigit()), key=int)]
        free = len(set(targets.values())) == 3 and msg("A free-for-all: each army attacks only its target, once, the "
                                                       "longest Range first, with no counterattack.")
        return told(then(msg("Race tokens: {shown}.", shown=listing(shown)), free))

    def _alliance(self, ev):
        return told(self.said(N_("The alliance of {allies} turns on {against}: the allies fight as one army and split "
                                 "each turn's resources, and each ally takes in full the damage {against} deals."),
                              ev, allies=self.players(ev.get("seats"))), first_seat(ev.get("seats")), bold=True)

    # --- a turn's orders ------------------------------------------------------------------------------------
    def _turn(self, ev):
        text = self.said(N_("Turn {turn} of {of} at {location}: a limit of {resources}. Orders are entered in secret."),
                         ev, resources=self.resources(ev.get("limit", 0)))
        return told(then(text, ev.get("allies") and msg("The allies split it between them.")), tone="quiet")

    def _deactivate(self, ev):
        if ev.get("why") == "place":
            return told(self.said(N_("{owned} is deactivated: it cannot fight {place}."), ev,
                                  owned=self.owned(ev.get("seat"), ev.get("card"))), ev.get("seat"), "quiet")
        return self.mine(ev)

    def _over_limit(self, ev):
        seats = ev.get("seats") or []
        return told(self.counted("{who} is over the resource limit now and must deactivate units or retreat supports.",
                                 "{who} are over the resource limit now and must deactivate units or retreat "
                                 "supports.", len(seats), ev, who=self.players(seats)), tone="bad")

    # --- the reveal and the effects -------------------------------------------------------------------------
    def _reveal(self, ev):
        units = content().units

        def cards(key):
            return listing([msg("{card} (leader)", card=term("card", c.get("card")))
                            if getattr(units.get(c.get("card")), "leader", False) else term("card", c.get("card"))
                            for c in ev.get(key) or []])
        done = [msg(what, cards=cards(key)) for key, what in (
            ("activated", N_("activates {cards}")), ("supports", N_("plays {cards}")),
            ("deactivated", N_("deactivates {cards}")), ("retreated", N_("retreats {cards}"))) if ev.get(key)]
        done += [msg("chooses to surrender this battle")] if ev.get("surrender") else []
        if not done:
            return told(self.said(N_("{seat} reveals nothing new this turn."), ev), ev.get("seat"), "quiet")
        return told(self.said(N_("{seat} {done}."), ev, done=listing(done)), ev.get("seat"),
                    bold=bool(ev.get("surrender")))

    def _resolve(self, ev):
        return None  # the "effect", "swap" or "fizzle" right after it names the card

    def _effect(self, ev):
        do, seat, n = ev.get("do"), ev.get("seat"), ev.get("amount", 1)
        source = self.owned(seat, ev.get("card"))
        more = {"source": msg("{source} (as it falls)", source=source) if ev.get("when") == "destroyed" else source,
                "team": self.players(ev.get("seats") or [seat]), "points": self.points(n), "cards": self.cards(n),
                "resources": self.resources(n)}
        if do in ("destroy", "disable"):
            hit = ev.get("target_card") is not None
            return told(self.said(EFFECTS[f"{do} hit" if hit else do], ev, victim=self.owned(
                ev.get("target_seat"), ev.get("target_card")), **more), seat, None if hit else "quiet")
        if do not in ("boost", "weaken", "drain"):
            return self.said(EFFECTS.get(do, N_("{source} takes effect.")), ev, **more)
        units = list(zip(ev.get("unit_seats") or [], ev.get("unit_cards") or []))
        if not units:
            return told(self.said(EFFECTS["boost none" if do == "boost" else "none"], ev, **more), seat, "quiet")
        more.update(hit=listing([self.owned(o, [c for s, c in units if s == o]) for o in sorted({s for s, _c in units})]),
                    lasting=msg("for the rest of the battle") if ev.get("duration") == "battle" else msg("this turn"))
        if do == "drain":
            return self.counted("{source}: {hit} needs {resources} more {lasting}.",
                                "{source}: {hit} need {resources} more {lasting}.", len(units), ev, **more)
        if do == "boost":
            return self.counted("{source}: {hit} gets +{amount} {stat} {lasting}.",
                                "{source}: {hit} get +{amount} {stat} {lasting}.", len(units), ev, **more)
        return self.counted("{source}: {hit} gets -{amount} {stat} {lasting}.",
                            "{source}: {hit} get -{amount} {stat} {lasting}.", len(units), ev, **more)

    def _fizzle(self, ev):
        return told(self.said(N_("{source}'s swap fizzles: a card it was to swap is no longer where it was. It is "
                                 "spent.") if ev.get("swap") else N_("{source} fizzles: the card is no longer in "
                                 "play when its turn to resolve comes, and the effect is spent."), ev,
                              source=self.owned(ev.get("seat"), ev.get("card"))), ev.get("seat"), "quiet")

    def _swap(self, ev):
        return self.said(N_("{source} swaps: {out_card} goes back to {seat}'s hand, and a unit from the hand is deployed "
                            "face down in its place.") if ev.get("out_card") else N_("{source} swaps: a face-down card "
                            "goes back to {seat}'s hand, and a unit from the hand is deployed face down in its place."),
                         ev, source=self.owned(ev.get("seat"), ev.get("source_card")))

    # --- command points -----------------------------------------------------------------------------------
    def _damage(self, ev):
        if ev.get("why") in ("clash", "surrender"):
            return None  # told with the strike or the surrender, which carries it
        more = {"side": self.side(ev.get("seats")), "points": self.points(ev.get("lost", 0))}
        if ev.get("prevented") and not ev.get("lost"):
            return told(self.said(N_("{side}'s shield stops all {amount} damage: no command points lost ({command} "
                                     "left)."), ev, **more), tone="good")
        return told(self.said(N_("{side}'s shield stops {prevented} of the {amount} damage: {side} loses {points} "
                                 "({command} left).") if ev.get("prevented") else N_("{side} loses {points} "
                                 "({command} left)."), ev, **more), tone="bad")

    def _repair(self, ev):
        more = {"side": self.side(ev.get("seats")), "points": self.points(ev.get("amount", 0))}
        if not ev.get("amount"):
            return told(self.said(N_("{side} is already at full command points ({command})."), ev, **more), tone="quiet")
        return told(self.said(N_("{side} regains {points} ({command} now)."), ev, **more), tone="good")

    # --- the clash ---------------------------------------------------------------------------------------
    def _clash(self, ev):
        armies = [msg(N_("{army} ({attack} Attack, {defense} Defense, {range} Range, attacking first by an effect)")
                      if a.get("first") else N_("{army} ({attack} Attack, {defense} Defense, {range} Range)"),
                      army=self.army(a.get("seats")), **{k: a.get(k, 0) for k in ("attack", "defense", "range")})
                  for a in ev.get("armies") or [] if isinstance(a, dict)]
        if len(armies) == 2:
            return told(msg("Clash: {first} against {second}.", first=armies[0], second=armies[1]))
        if not armies:
            return told(msg("Clash: no army is left to fight."), tone="quiet")
        return told(msg("Clash of {n} armies: {armies}.", n=len(armies), armies=listing(armies)))

    def strike_head(self, ev) -> dict:
        """A strike's first half: "Ann's army strikes first: 12 Attack against 8 Defense"."""
        how = "back" if ev.get("counter") else "together" if ev.get("together") else "first"
        if ev.get("armies", 2) > 2:
            how = "at together" if ev.get("together") else "at"
        return self.said(STRIKES[how], ev, army=self.army(ev.get("from")), foe=self.army(ev.get("to")))

    def _strike(self, ev):
        army, foe, seat = self.army(ev.get("from")), self.army(ev.get("to")), first_seat(ev.get("from"))
        if not ev.get("strikes"):
            return told(msg("{army} has no Attack and does not strike.", army=army), seat, "quiet")
        head = self.strike_head(ev)
        if not ev.get("beaten"):
            return told(msg("{strike} \u2014 {army} holds.", strike=head, army=foe), seat)
        if not ev.get("losses"):
            return told(msg("{strike} \u2014 {army} is destroyed, with no damage beyond its Defense.", strike=head,
                            army=foe), seat, bold=True)
        return told(msg("{strike} \u2014 {army} is destroyed: {losses}.", strike=head, army=foe,
                        losses=self.losses(ev["losses"])), seat, bold=True)

    def _destroyed(self, ev):
        if getattr(content().units.get(ev.get("card")), "leader", False) and ev.get("to") != "hand":
            return told(self.said(N_("{seat}'s leader {card} falls and is out of the war for good."), ev),
                        ev.get("seat"), "bad", True)
        text, tone = DESTROYED["hand" if ev.get("to") == "hand" else ev.get("why", "clash")]
        return told(self.said(text, ev, owned=self.owned(ev.get("seat"), ev.get("card"))), ev.get("seat"), tone)

    # --- surrender and the end -------------------------------------------------------------------------------
    def _surrender(self, ev):
        side, seat = self.side(ev.get("seats")), first_seat(ev.get("seats"))
        if ev.get("lost"):
            return told(self.said(N_("{side} surrenders once more, and more than {allowed} surrenders lose the "
                                     "war: {side} is out."), ev, side=side), seat, "bad", True)
        return told(self.said(N_("{side} surrenders (surrender {count} of the {allowed} allowed): {losses}. The "
                                 "battle ends.") if ev.get("losses") else N_("{side} surrenders (surrender {count} "
                                 "of the {allowed} allowed) at no cost: the army it faced printed no Attack. The "
                                 "battle ends."), ev, side=side, losses=self.losses(ev.get("losses") or [])), seat)

    def _battle_over(self, ev):
        text = self.said(N_("The battle at {location} ends after {fought} of its {of} turns.") if ev.get("surrendered")
                         else N_("The battle at {location} is over: all {of} of its turns are fought."), ev)
        return told(then(text, self.standing(ev)), tone="quiet")

    def standing(self, ev) -> dict:
        """Every side's command points ("Command points: Ann 17, Bob 13."), from an event's
        `by_side` and `command`."""
        sides = [msg("{side} {command}", side=self.side(seats), command=command)
                 for seats, command in zip(ev.get("by_side") or [], ev.get("command") or [])]
        return msg("Command points: {sides}.", sides=listing(sides))

    def _eliminated(self, ev):
        return told(self.said(N_("{side} has no command points left and is out of the war."), ev,
                              side=self.side(ev.get("seats"))), tone="bad", bold=True)

    def _retreat(self, ev):
        key = (bool(ev.get("cards")), bool(ev.get("leader")) if ev.get("leader_back") else None)
        return told(self.said(RETREATS[key], ev), ev.get("seat"), "quiet")

    def _game_over(self, ev):
        winners = [w for w in ev.get("winners") or [] if isinstance(w, int) and w >= 0]
        reason, more = ev.get("reason"), {"who": listing([self.who(w) for w in winners]),
                                          "points": self.points(ev.get("points") or 0), **LIMITS}
        if reason == "armistice" or not winners:
            left = sorted({c for c in ev.get("command") or [] if isinstance(c, int)})
            text = msg("Armistice: the sides left are level on command points, and the war ends in a draw.") \
                if len(left) != 1 else msg("Armistice: every side lost its last command point at once, and the war "
                                           "ends in a draw.") if left == [0] else self.said(N_(
                                               "Armistice: every side left has {points}, and the war ends in a draw."),
                                               {}, points=self.points(left[0]))
        elif reason == "most command points" and len(ev.get("sides") or []) > 1:
            text = self.said(N_("The battle deck is empty: {who} share the win with {points} each!"), ev, **more)
        elif reason == "most command points":
            text = self.counted("The battle deck is empty: {who} wins the war with {points}, the most of any side!",
                                "The battle deck is empty: {who} win the war with {points}, the most of any side!",
                                len(winners), ev, **more)
        elif reason == "third surrender":
            text = self.counted("{who} wins the war: {quit} surrendered more than {surrenders} times!",
                                "{who} win the war: {quit} surrendered more than {surrenders} times!", len(winners),
                                ev, **more, quit=self.players(ev.get("quit")))
        else:
            text = self.counted("{who} wins the war, the last side standing!", "{who} win the war, the last side "
                                "standing!", len(winners), ev, **more)
        return told(text, tone="gold", bold=True)


for _type in set(PRIVATE) - {"full", "empty", "deactivate"}:  # a private event told by its pair alone
    setattr(EverZoneStory, "_" + _type, EverZoneStory.mine)

STORY = EverZoneStory

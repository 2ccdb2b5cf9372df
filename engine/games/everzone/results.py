"""EverZone's outcomes as result panels (engine/core/story.py `result`): what changed the war,
with the numbers that explain it, in the rulebook's words.

A panel is told from the events alone: the reveal of every seat's orders (one panel for the
seats revealed together), the deployments, the race tokens and an alliance, each clash (its
strikes, compared; what each side lost: units to the fallen pile, command points before and
after), damage an effect deals, a leader falling, a surrender and its cost, a battle's end, a
side out of the war, and the war's end. The clash carries its totals on its own event
(clash.py); a surrender the attacks its cost halves (ending.py).

`Outcomes` is mixed into the story (story.py): it speaks with the story's words - a side, an
army, a card and whose it is, command points - and reuses a log line where the panel says the
same (each seat's revealed orders). Routine events (a card drawn, an effect's words) have no
panel; every card a panel names is face up on the table by then.
"""
from __future__ import annotations

from itertools import groupby

from ...core.messages import N_, listing, msg, term
from ...core.story import result
from .content import content


class Outcomes:
    """The result panels of EverZone's story (a mixin of EverZoneStory: see the module)."""

    def results(self, events: list[dict]) -> list[dict]:
        """Each outcome's panel, in order; the seats' reveals (or deployments) that turn up
        together are one panel, since they are one moment of the game."""
        out: list[dict] = []
        for kind, run in groupby(events, key=lambda ev: ev.get("type")):
            together = {"reveal": self.orders_revealed, "deployed": self.deployments_revealed}.get(kind)
            if together is None:
                out += super().results(list(run))
            elif (panel := together(list(run))) is not None:
                out.append(panel)
        return out

    # --- what was sealed, revealed --------------------------------------------------------------------
    def orders_revealed(self, reveals: list[dict]) -> dict | None:
        """Every seat's orders for the turn, as the log tells each; nothing when nobody did anything."""
        if not any(ev.get(k) for ev in reveals for k in ("activated", "deactivated", "supports", "retreated",
                                                         "surrender")):
            return None
        return result(self.said(N_("The orders for turn {turn} are revealed"), reveals[0]),
                      *[self._reveal(ev)["text"] for ev in reveals])

    def deployments_revealed(self, deployed: list[dict]) -> dict:
        """How many cards each seat deployed face down, and what its redraws sent to the retreat pile."""
        return result(self.said(N_("The deployments for battle {battle} are revealed"), deployed[0]),
                      *[self._deployed(ev) for ev in deployed])

    def result_tokens(self, ev: dict) -> dict | None:
        """Three different targets: a free-for-all (two alike are an alliance, told by its own panel)."""
        targets = {int(k): v for k, v in (ev.get("targets") or {}).items() if str(k).isdigit()}
        if len(set(targets.values())) != 3:
            return None
        return result(msg("A free-for-all"), *[msg("{who} attacks {target}.", who=self.who(k), target=self.who(v))
                                               for k, v in sorted(targets.items())],
                      msg("Each army attacks only its target, once, the longest Range first, with no counterattack."))

    def result_alliance(self, ev: dict) -> dict:
        return result(self.said(N_("{allies} ally against {against}"), ev, allies=self.players(ev.get("seats"))),
                      msg("The allies fight as one army and split each turn's resources."),
                      self.said(N_("Each ally takes in full the damage {against} deals."), ev),
                      seat=(ev.get("seats") or [None])[0])

    # --- the clash ---------------------------------------------------------------------------------------
    def result_clash(self, ev: dict) -> dict | None:
        """The strikes, each with the numbers compared and what they did (the rulebook's rule in
        it), then each side: the units it lost and its command points before and after."""
        strikes = ev.get("strikes")
        if not strikes:
            return None  # no army left to fight (or a clash told before its totals were kept)
        beaten = [s["to"] for s in strikes if s.get("beaten")]
        winners = [s["from"] for s in strikes if s.get("beaten") and s["from"] not in beaten]
        if beaten:
            title = self.counted("Clash: {armies} is destroyed", "Clash: {armies} are destroyed", len(beaten), {},
                                 armies=listing([self.army(seats) for seats in beaten]))
        else:
            title = msg("Clash: no army is destroyed")
        lines = [self.strike_result(s) for s in strikes] + [self.side_result(side) for side in ev.get("sides") or []]
        if len(winners) == 1:
            return result(title, *lines, seat=winners[0][0], tone="good")
        return result(title, *lines, tone="bad" if beaten else "quiet")

    def strike_result(self, strike: dict) -> dict:
        """"Ann's army strikes first: 12 Attack against 8 Defense - it reaches, so Bob's army is
        destroyed and the difference, 4, is damage"."""
        if not strike.get("strikes"):
            return msg("{army} has no Attack and does not strike.", army=self.army(strike.get("from")))
        said = {"strike": self.strike_head(strike), "foe": self.army(strike.get("to"))}
        if not strike.get("beaten"):
            return self.said(N_("{strike} \u2014 it falls short, so {foe} holds."), {}, **said)
        if not strike.get("damage"):
            return self.said(N_("{strike} \u2014 it just reaches, so {foe} is destroyed, with no damage over."), {},
                             **said)
        return self.said(N_("{strike} \u2014 it reaches, so {foe} is destroyed and the difference, {damage}, is "
                            "damage."), strike, **said)

    def side_result(self, side: dict) -> dict:
        """What a side came out of the clash with: "Bob loses Tarvis Marine and Shellmite, and 7
        command points (20 \u2192 13)."."""
        lost, before, after = side.get("lost") or [], side.get("before", 0), side.get("after", 0)
        said = {"side": self.side(side.get("seats")), "units": listing([term("card", c) for c in lost]),
                "points": self.points(before - after), "before": before, "after": after}
        if lost and before != after:
            text = self.said(N_("{side} loses {units}, and {points} (from {before} to {after})."), {}, **said)
        elif lost:
            text = self.said(N_("{side} loses {units}, but no command points ({after})."), {}, **said)
        elif before != after:
            text = self.said(N_("{side} loses {points} (from {before} to {after})."), {}, **said)
        else:
            text = self.said(N_("{side} loses nothing ({after} command points)."), {}, **said)
        shield = side.get("prevented") and self.said(N_("A shield stopped {prevented} of the damage."), side)
        return msg("{text} {more}", text=text, more=shield) if shield else text

    # --- command points an effect takes ------------------------------------------------------------------
    def result_damage(self, ev: dict) -> dict | None:
        """Damage an effect deals (a strike's and a surrender's are in their own panels)."""
        if ev.get("why") != "effect":
            return None
        said = {"side": self.side(ev.get("seats")), "source": self.owned(ev.get("source_seat"), ev.get("source_card"))}
        title = self.counted("{source} deals {n} damage to {side}", "{source} deals {n} damage to {side}",
                             ev.get("amount", 0), ev, **said)
        lines = [self.said(N_("{side}: from {before} to {command} command points."), ev, **said)]
        if ev.get("prevented"):
            lines.append(self.said(N_("A shield stopped {prevented} of the damage."), ev))
        return result(title, *lines, seat=(ev.get("seats") or [None])[0], tone="bad")

    # --- a leader falls, a side surrenders or is out ------------------------------------------------------
    def result_destroyed(self, ev: dict) -> dict | None:
        """A leader that falls (a unit lost in a clash is in the clash's panel)."""
        if not getattr(content().units.get(ev.get("card")), "leader", False) or ev.get("to") == "hand":
            return None
        why = {"clash": msg("It was destroyed with its army in the clash."),
               "defense 0": msg("Its Defense dropped to 0."),
               "effect": self.said(N_("{source} destroyed it."), ev,
                                   source=self.owned(ev.get("source_seat"), ev.get("source_card")))}
        return result(self.said(N_("{seat}'s leader {card} falls"), ev), why.get(ev.get("why"), why["clash"]),
                      msg("A fallen leader is out of the war for good: it never comes back to the hand."),
                      seat=ev.get("seat"), tone="bad")

    def result_surrender(self, ev: dict) -> dict:
        """What a surrender costs: one of the war's surrenders, and half the printed Attack it faced."""
        side, seat = self.side(ev.get("seats")), (ev.get("seats") or [None])[0]
        if ev.get("lost"):
            return result(self.said(N_("{side} surrenders a third time and loses the war"), ev, side=side),
                          self.said(N_("More than {allowed} surrenders lose the war."), ev), seat=seat, tone="bad")
        lines = [self.said(N_("This is surrender {count} of the {allowed} allowed; one more than {allowed} loses the "
                              "war."), ev), self.surrender_cost(ev)]
        lines += [self.side_result({"seats": loss["seats"], "before": loss.get("before", loss["command"] + loss["lost"]),
                                    "after": loss["command"], "prevented": loss["prevented"]})
                  for loss in ev.get("losses") or []]
        lines.append(msg("The battle ends: every card in play retreats."))
        return result(self.said(N_("{side} surrenders the battle"), ev, side=side), *lines, seat=seat, tone="bad")

    def surrender_cost(self, ev: dict) -> dict:
        """Ruling 24 with its numbers: half the printed Attack of each army it faced, rounded down."""
        attacks = ev.get("attacks") or []
        if not any(attacks):
            return msg("The army it faced printed no Attack: surrendering costs no command points.")
        return self.counted("The cost is half the printed Attack of the army it faced ({attacks}), rounded down: "
                            "{damage}.", "The cost is half the printed Attack of each army it faced ({attacks}), "
                            "rounded down: {damage}.", len(attacks), ev, attacks=listing(attacks))

    def result_eliminated(self, ev: dict) -> dict:
        return result(self.said(N_("{side} is out of the war"), ev, side=self.side(ev.get("seats"))),
                      msg("No command points are left, and a side at 0 is out of the war."),
                      seat=(ev.get("seats") or [None])[0], tone="bad")

    # --- a battle's end, and the war's --------------------------------------------------------------------
    def result_battle_over(self, ev: dict) -> dict:
        """How the battle ended, where every side stands, and what comes next."""
        said = {"location": term("location", ev.get("location")),
                "sides": listing([self.side(seats) for seats in ev.get("surrendered") or []])}
        how = self.counted("{sides} surrendered after {fought} of its {of} turns.", "{sides} surrendered after "
                           "{fought} of its {of} turns.", len(ev["surrendered"]), ev, **said) \
            if ev.get("surrendered") else self.said(N_("All {of} of its turns were fought."), ev)
        nxt = self.said(N_("Next: battle {next} of {total}."), ev, next=ev.get("battle", 0) + 1,
                        total=ev.get("battle", 0) + ev.get("left", 0)) if ev.get("left") else \
            msg("The battle deck is empty: the most command points win the war.")
        return result(self.said(N_("The battle at {location} is over"), ev, **said), how, self.standing(ev),
                      msg("Every card in play retreats, and each leader goes back to its hand."), nxt)

    def result_game_over(self, ev: dict) -> dict:
        """Who won and why (the log's line, in the rulebook's words), and every side's command points."""
        winners = [w for w in ev.get("winners") or [] if isinstance(w, int) and w >= 0]
        title = self.counted("{who} wins the war", "{who} win the war", len(winners), ev,
                             who=listing([self.who(w) for w in winners])) if winners else \
            msg("Armistice: the war ends in a draw")
        return result(title, self._game_over(ev)["text"], self.standing(ev), seat=winners[0] if winners else None,
                      tone="gold")

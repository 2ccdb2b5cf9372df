"""Zvery's result panels (api.results): every outcome that changes the game, with its numbers.

A catch, a skill's damage, a death, a battle won or lost, its rewards, each mutation taken, a
release, the final battle and the game's end each show a panel (engine/core/story.py `result`):
a title saying what happened, and the breakdown a player needs to see why - the dice against the
number needed, the damage paid, dealt and the health before and after, what the battle's tally
earns each side - with the rule that decided it in the rulebook's words (../shared/rules/zvery.md,
docs/rules/zvery.md). Every number is a field of the event (the rules put them there); nothing is
counted again here. Playtesters saw "Computer takes Sugar Glands from the mutations at stake"
after the person won and could not tell why: the rewards and each mutation taken now say whose
mutation it is and which rule gives it.

`Results` is mixed into the game's Story (story.py), whose `said`, `counted`, `who`, `owned` and
`tally` it uses; Zvery hides nothing, so no panel has a secret to keep.
"""
from __future__ import annotations

from ...core.messages import N_, listing, msg, plural
from ...core.story import result

#: The rulebook's own words (3.2) for what each player gets after a battle.
WILD_RULE = N_('Rulebook 3.2: "The wild player may select 1 mutation for every creature the current player caught '
               'and 1 mutation for every creature they killed."')
CURRENT_RULE = N_("Rulebook 3.2: the current player selects 1 mutation for every level 1 creature they killed, 2 for "
                  "every level 2 and 3 for every level 3.")
NEITHER_RULE = N_('Rulebook 3.2: "If the current player did neither catch nor kill a creature they will receive 1 '
                  'mutation."')
#: How the final battle came to be due (flow.start_final's `why`).
FINAL_WHY = {"level_3": N_("{triggered_by}'s battle saw a level-3 creature killed or caught: the game moves into its "
                           "final phase (rulebook 3.6)."),
             "no_wild": N_("No wild creature could be placed: the level decks have run out (rulings 29 and 30).")}
#: How the final battle was decided (flow.finish's `how`).
FINAL_HOW = {"standing": N_("{winner} has the last creatures standing in the final battle ({health_left} health "
                            "left); {loser} has none."),
             "time_up": N_("The final battle reached turn {battle_turns}: {winner} has {health_left} health left "
                           "against {loser}'s {loser_left} (ruling 32; a tie goes to the player who did not bring it "
                           "on)."),
             "both_fell": N_("Both sides' last creatures fell at once: {winner}, who did not bring on the final "
                             "battle, wins it (ruling 30).")}
BLEEDING = N_('{to} is bleeding out: it dies at the next "creatures die" step unless healed above 0 first (ruling 10).')


class Results:
    """The `result_<event type>` methods of Zvery's story."""

    # --- in a battle ----------------------------------------------------------------------------------------
    def result_catch(self, ev: dict) -> dict:
        """The catch dice against catchrate + health (rulebook 3.1.5, rulings 15-16)."""
        lines = [self.said(N_("Catch dice: {dice}."), ev, dice=self.catch_dice(ev)),
                 self.said(N_("Needed: {need} (catchrate {catchrate} + health {health})."), ev)]
        if ev.get("caught"):
            return result(self.said(N_("{seat} catches {card}"), ev), *lines,
                          self.said(N_("{total} reaches {need}: {card} joins {seat}'s creatures with its ability, at "
                                       "full health from the next battle."), ev),
                          self.said(N_("A catch earns {other}, who plays the wild creatures, 1 mutation after the "
                                       "battle (rulebook 3.2)."), ev), seat=ev.get("seat"), tone="good")
        short = ev.get("need", 0) - ev.get("total", 0)
        return result(self.said(N_("{card} breaks free"), ev), *lines,
                      self.said(N_("{total} is {short} short of {need}. Dice may be left on it: the next try rolls "
                                   "only the others and counts them all."), ev, short=short),
                      seat=ev.get("seat"), tone="bad")

    def result_damage(self, ev: dict) -> dict | None:
        """A skill's hit: what was paid, the hit with strength and fortitude (ruling 22), the
        health before and after. A trait's hit shows a panel only when it sets a creature
        bleeding out: the small hits traits deal every turn are told by the log."""
        bleeding = ev.get("health", 0) <= 0
        if ev.get("trait") and not (bleeding and ev.get("before", 0) > 0):
            return None
        n, by = ev.get("amount", 0), self.by(ev)
        title = self.counted("{by} deals {n} damage to {to}", "{by} deals {n} damage to {to}", n, ev, by=by) if n \
            else self.said(N_("{by} does no damage to {to}"), ev, by=by)
        lines = [self.said(N_("{from}'s trait: {base} damage."), ev) if ev.get("trait") else
                 self.said(N_("Damage equal to the dice paid: {paid}."), ev) if ev.get("of_paid") else
                 self.said(N_("The skill does {base} damage (paid with dice summing {paid})."), ev)]
        if ev.get("strength") or ev.get("fortitude"):
            lines.append(self.said(N_("{base} + {strength} strength - {fortitude} fortitude = {amount} (never below "
                                      "0, ruling 22)."), ev))
        lines.append(self.said(N_("{to}: health {before} to {health}."), ev))
        if bleeding:
            lines.append(self.said(BLEEDING, ev))
        return result(title, *lines, seat=ev.get("seat"), tone="bad" if bleeding else None)

    def result_dies(self, ev: dict) -> dict:
        """Ruling 10, and what the death means: a wild creature's level in mutations for the
        current player, an owned one back in the next battle and a mutation for the wild player."""
        wild = ev.get("owner") == -1
        title = self.said(N_("The wild {card} dies"), ev) if wild else \
            self.said(N_("{owned} dies"), ev, owned=self.owned(ev.get("owner"), ev.get("card")))
        lines = [self.said(N_('It was bleeding out at {health} health: a creature at 0 or less dies at the "creatures '
                              'die" step unless healed above 0 first (ruling 10).'), ev)]
        if ev.get("kind") != "wild":
            lines.append(msg("It is out of the final battle: the player with no creature left loses the game."))
        elif wild:
            lines.append(self.counted("It goes to the discard pile with its ability; killing a level-{n} creature "
                                      "earns {foe} {n} mutation (rulebook 3.2).",
                                      "It goes to the discard pile with its ability; killing a level-{n} creature "
                                      "earns {foe} {n} mutations (rulebook 3.2).", ev.get("level", 1), ev))
        else:
            lines.append(self.said(N_("It fights again at full health in the next battle (ruling 9); {foe}, who "
                                      "plays the wild creatures, earns 1 mutation for it (rulebook 3.2)."), ev))
        return result(title, *lines, seat=ev.get("seat"), tone="bad")

    def result_battle_over(self, ev: dict) -> dict | None:
        """A wild battle's winner and tally (its rewards are the next panel); the final battle's
        end is the game's, told by game_over in the same action."""
        if ev.get("kind") == "final":
            return None
        seats, winner = list(ev.get("seats", [])) + [None, None], ev.get("winner", -1)
        more = {"seat": self.who(seats[0]), "other": self.who(seats[1])}
        title = msg("Time is up") if ev.get("time_up") else \
            self.said(N_("{seat} wins the battle"), ev, **more) if winner == 0 else \
            self.said(N_("The wild creatures ({other}) win the battle"), ev, **more) if winner == 1 else \
            msg("No creature is left standing")
        rule = self.said(N_("A battle that reaches turn {battle_turns} ends there: the wild creatures still standing "
                            "slip away, neither caught nor killed (ruling 32)."), ev) if ev.get("time_up") else \
            msg("A battle ends the moment one side has no creature left in it (ruling 23).")
        seat = seats[winner] if winner in (0, 1) and not ev.get("time_up") else None
        return result(title, self.tally(ev, more["seat"]), rule, seat=seat)

    # --- after a battle -------------------------------------------------------------------------------------
    def result_rewards(self, ev: dict) -> dict:
        """What each player earned and why (rulebook 3.2, ruling 24), and the order of the picks (ruling 25)."""
        got = {k: plural("{n} mutation", "{n} mutations", ev[k]) if ev.get(k) else msg("none")
               for k in ("current", "wild")}
        title = self.said(N_("Rewards: {current} for {seat}, {wild} for {other}"), ev, **got)
        lines = [self._current_earned(ev, ev.get("current", 0)),
                 self.counted("{other} plays the wild creatures: {n} mutation, 1 for each creature {seat} caught "
                              "({caught}) and 1 for each of {seat}'s creatures the wild side killed ({lost}).",
                              "{other} plays the wild creatures: {n} mutations, 1 for each creature {seat} caught "
                              "({caught}) and 1 for each of {seat}'s creatures the wild side killed ({lost}).",
                              ev.get("wild", 0), ev)]
        if ev.get("wild"):
            lines.append(msg(WILD_RULE))
        order = listing([self.who(s) for s in ev.get("order", [])])
        lines.append(self.said(N_("The picks, alternating from the current player while each has some left: "
                                  "{order}; first the mutations at stake ({at_stake}), then the top of the mutation "
                                  "deck."), ev, order=order) if ev.get("at_stake") else
                     self.said(N_("The picks, alternating from the current player while each has some left: {order}; "
                                  "from the top of the mutation deck."), ev, order=order))
        return result(title, *lines, seat=ev.get("seat"), tone="gold")

    def _current_earned(self, ev: dict, n: int) -> dict:
        """What the current player (the event's "seat") earned, and why."""
        killed = list(ev.get("killed", []))
        if killed:
            kills = plural("{n} creature of level {levels}", "{n} creatures of levels {levels}", len(killed),
                           levels=listing(killed))
            return self.counted("{seat} killed {kills}: {n} mutation, as many as the levels killed.",
                                "{seat} killed {kills}: {n} mutations, as many as the levels killed.", n, ev,
                                kills=kills)
        if ev.get("caught"):
            return self.said(N_("{seat} caught but killed nothing: no mutations, since the current player earns them "
                                "only for the creatures killed."), ev)
        return self.said(N_("{seat} neither caught nor killed a creature: 1 mutation."), ev)

    def result_mutation_taken(self, ev: dict) -> dict:
        return self._mutation(ev, self.said(N_("{seat} takes {card}"), ev),
                              msg("Players alternate, starting with the current player, choosing among the mutations "
                                  "at stake (rulebook 3.2)."))

    def result_mutation_drawn(self, ev: dict) -> dict:
        return self._mutation(ev, self.said(N_("{seat} draws {card}"), ev),
                              msg("The mutations at stake are gone: it comes from the top of the mutation deck "
                                  "(rulebook 3.2)."))

    def _mutation(self, ev: dict, title: dict, source: dict) -> dict:
        """A reward mutation: whose it is by which rule, which of theirs it is, and where it came from."""
        n = ev.get("entitled", 1)
        if ev.get("seat") != ev.get("current_player"):
            why = self.counted("{seat} played the wild creatures: {n} mutation, 1 for each creature {current_player} "
                               "caught ({caught}) and 1 for each of {current_player}'s creatures the wild side killed "
                               "({lost}); this is mutation {nth} of {n}.",
                               "{seat} played the wild creatures: {n} mutations, 1 for each creature {current_player} "
                               "caught ({caught}) and 1 for each of {current_player}'s creatures the wild side killed "
                               "({lost}); this is mutation {nth} of {n}.", n, ev)
            rule = msg(WILD_RULE)
        elif ev.get("killed"):
            why = self.counted("{seat} chose the battle; the creatures they killed (level {killed}) earn them {n} "
                               "mutation; this is mutation {nth} of {n}.",
                               "{seat} chose the battle; the creatures they killed (level {killed}) earn them {n} "
                               "mutations; this is mutation {nth} of {n}.", n, ev)
            rule = msg(CURRENT_RULE)
        else:
            why = self.said(N_("{seat} chose the battle and neither caught nor killed a creature: 1 mutation."), ev)
            rule = msg(NEITHER_RULE)
        return result(title, why, rule, source, seat=ev.get("seat"))

    def result_released(self, ev: dict) -> dict:
        """Ruling 7: a fifth creature means one goes, with what was beneath and on it."""
        carried = self.said(N_("With it go {abilities} and the mutations on it: {mutations}."), ev) \
            if ev.get("mutations") else self.said(N_("With it goes what lay beneath it: {abilities}."), ev)
        return result(self.said(N_("{seat} releases {card}"), ev),
                      self.said(N_("{seat} had {had} creatures; a player keeps at most {most} (ruling 7), so one goes "
                                   "to the discard pile."), ev), carried, seat=ev.get("seat"), tone="bad")

    # --- the end --------------------------------------------------------------------------------------------
    def result_final_battle(self, ev: dict) -> dict:
        """Why the final battle is due (ruling 30) and how it is fought."""
        why = self.said(FINAL_WHY[ev["why"]], ev) if ev.get("why") in FINAL_WHY else \
            self.counted("{n} battle has been fought, the most this game allows (ruling 30).",
                         "{n} battles have been fought, the most this game allows (ruling 30).", ev.get("battles", 0), ev)
        return result(msg("The final battle"), why,
                      self.said(N_("Each player fields their whole roster at full health; nobody may catch. {first}, "
                                   "who did not bring it on, acts first."), ev),
                      self.said(N_("The player with no creature left loses the game; if both fall at once, {first} "
                                   "wins."), ev), tone="gold")

    def result_game_over(self, ev: dict) -> dict | None:
        """How the final battle was decided, and that it decides the game (rulebook 3.6)."""
        winners = [w for w in ev.get("winners", []) if isinstance(w, int) and w >= 0]
        if not winners:
            return None
        title = plural("{who} wins the game!", "{who} win the game!", len(winners),
                       who=listing([self.who(w) for w in winners]))
        how = FINAL_HOW.get(ev.get("how"), FINAL_HOW["standing"])
        return result(title, self.said(how, ev, winner=self.who(winners[0])),
                      self.counted("The winner of the final battle wins the game (rulebook 3.6), after {n} battle.",
                                   "The winner of the final battle wins the game (rulebook 3.6), after {n} battles.",
                                   ev.get("battles", 0), ev), seat=winners[0], tone="gold")

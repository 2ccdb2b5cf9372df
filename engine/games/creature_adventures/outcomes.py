"""Creature Adventures' result panels: each outcome that changes the game, with the numbers that
explain it (engine/core/story.py, `result`).

A battle's end (the deciding blow, what each side knocked out, the HP left, the rule that follows),
a knock-out, a wild creature met (the Wilderness roll against its odds), a catch, EXP and a level,
a purchase, a rest or the Shaman's heal, the Thieves' stake, a sigil won or lost, the Colosseum,
a player out, Survivalist, and the game's end. Every number is the event's own: where a panel
needed one the rules did not say, the rules now put it in their event (the battle's tally, the
blow that felled a creature, the die that caught or escaped, the EXP a level needs, the points left).

The panels are the story's (`CreatureStory` mixes this class in), so they fill their sentences as
the log's lines do: `said` and `counted` from the event's facts, by the story's ROLES.
"""
from __future__ import annotations

from ...core.messages import N_, msg, term
from ...core.story import result
from .places import wild_chance
from .tables import SHAMAN_ALL, outcome_words
from .terms import opponent

NPC_KINDS = ("wild", "thieves", "warlord", "champion")  # battles against no player
ROAD_KINDS = ("wild", "thieves", "warlord")  # the road's dangers: losing to one is a Forfeit (ruling 16)

#: The rule that follows a battle lost, by whom it was lost to (the road's dangers, a champion,
#: a player, a duellist) and how (rulings 16, 19, 26, 30).
LOST = {
    ("road", "knocked_out"): N_("Losing to a wild creature, the Thieves or a Warlord sends you Home, and any sigils "
                               "return to their Warlords."),
    ("road", "forfeit"): N_("Forfeit: admit defeat and return Home; any sigils held return to their Warlords."),
    ("champion", "knocked_out"): N_("Knocked out by a champion: Home, keeping the sigils; the gauntlet starts again "
                                    "from its first battle."),
    ("champion", "forfeit"): N_("Forfeit: admit defeat and return Home; any sigils held return to their Warlords, and "
                                "the gauntlet ends."),
    ("pvp", "knocked_out"): N_("The loser goes Home and the victor takes their sigils; the aggressor is Exhausted."),
    ("pvp", "forfeit"): N_("Forfeit: admit defeat and return Home; any sigils go to the victor."),
    ("duel", "knocked_out"): N_("The loser of a sudden-death duel is out of the game."),
    ("duel", "forfeit"): N_("The loser of a sudden-death duel is out of the game."),
}
#: What a battle won against an NPC brings, by the kind of battle.
WON_AGAINST = {
    "wild": N_("Defeating a wild creature yields a single EXP point."),
    "thieves": N_("Beat every thief to keep the stake and gain as much EXP again."),
    "warlord": N_("Each Warlord defeated yields one sigil."),
    "champion": N_("Win {of} Colosseum battles in a row to take the throne."),
}
#: What each kind of EXP is for (rulebook "Levels and EXP"; ruling 24 for the Thieves').
EXP_FOR = {"victory": N_("1 EXP for each creature knocked out: {gained}."), "catch": N_("A catch is worth {gained} EXP."),
           "thieves": N_("{knocked} for the thieves knocked out, and {stake} for the stake kept.")}
ENDINGS = {
    "domination": N_("{who} wins: Hero of the Colosseum"),
    "collector": N_("{who} wins: Creature Master"),
    "survivalist": N_("{who} wins: Last One Standing"),
}


class Outcomes:
    """The result_<event type> methods of CreatureStory (see the module's docstring)."""

    # --- battles ---------------------------------------------------------------------------------------
    def result_battle_over(self, ev):
        """Who won and how: the deciding blow, the tally, the HP left, and the rule that follows. A
        catch is told by its own panel ("caught")."""
        how = ev["how"]
        if how == "catch":
            return None
        if how == "run":
            return result(self.said(N_("{loser} gets away from {opponent}"), ev, opponent=opponent(ev)),
                          self.said(N_("Run: rolled {face} on the d10 - escaped."), ev),
                          msg("Escaping ends the battle: nobody gains EXP, and nothing is lost."),
                          seat=ev["loser"], tone="good")
        if ev["winner"] >= 0 and ev["kind"] in NPC_KINDS:
            rule = self.said(WON_AGAINST[ev["kind"]], ev)
        else:
            rule = msg(LOST["road" if ev["kind"] in ROAD_KINDS else ev["kind"], how])
        lines = [self._decided(ev), self._tally(ev),
                 self.said(N_("{survivor} is left with {survivor_hp} of {survivor_max_hp} HP."), ev), rule]
        return result(self._battle_title(ev), *[line for line in lines if line is not None],
                      seat=ev["winner"] if ev["winner"] >= 0 else ev["loser"], tone=self._battle_tone(ev))

    def _battle_title(self, ev):
        if ev["how"] == "forfeit":
            return self.said(N_("{loser} forfeits the battle"), ev)
        if ev["winner"] >= 0:
            return self.said(N_("{winner} wins the battle"), ev)
        return self.said(N_("{opponent} wins the battle"), ev, opponent=opponent(ev))

    @staticmethod
    def _battle_tone(ev):
        if ev["kind"] not in NPC_KINDS:
            return None  # between players: the winner's colour
        return "good" if ev["winner"] >= 0 else "bad"

    def _decided(self, ev):
        """The blow that knocked out the last creature standing on the losing side."""
        if ev["how"] != "knocked_out":
            return None
        return self.said(N_("The deciding blow: {outcome} from {striker}, {damage} damage, knocks out {creature}."), ev,
                         outcome=outcome_words(ev["outcome"]))

    def _tally(self, ev):
        who = self.who(ev["winner"]) if ev["winner"] >= 0 else opponent(ev)
        return self.counted("{who} knocked out {knocked} and lost {fallen}, in {n} action.",
                            "{who} knocked out {knocked} and lost {fallen}, in {n} actions.", ev["rounds"], ev, who=who)

    def result_knocked_out(self, ev):
        """A creature falls (a knock-out that ends the battle is the battle's panel: `results`)."""
        mine = ev["seat"] >= 0
        blow = self.said(N_("Struck down by {outcome} from {striker}: {damage} damage."), ev,
                         outcome=outcome_words(ev["outcome"]))
        rule = msg("A knocked-out creature cannot fight until it is revived: at Home, or by the Shaman.") if mine else \
            msg("Each creature knocked out is worth 1 EXP to the winner.")
        return result(self.said(N_("{creature} is knocked out"), ev), blow, rule,
                      seat=ev["seat"] if mine else None, tone="bad" if mine else "good")

    def results(self, events):
        """The panels of one action; a knock-out that ends its battle is told once, as the battle's
        deciding blow."""
        if any(ev.get("type") == "battle_over" for ev in events):
            events = [ev for ev in events if ev.get("type") != "knocked_out"]
        return super().results(events)

    # --- the Wilderness, catches -----------------------------------------------------------------------
    def result_roll(self, ev):
        """A wild creature met (the Wilderness roll against its odds), or the Shaman's gamble on all."""
        if ev.get("table") == "wilderness":
            if ev["outcome"] != "encounter" or "card" not in ev:
                return None  # a safe roll changes nothing
            odds = wild_chance(ev["footsteps"], ev["meet"], ev["die"])
            return result(self.said(N_("A wild {card} appears"), ev),
                          self.said(N_("{odds} Rolled {face}."), ev, odds=odds),
                          msg("Beat it for 1 EXP, or catch it for 2; lose, and you go Home."), seat=ev["seat"], tone="bad")
        if ev.get("table") == SHAMAN_ALL.name:
            return result(self.said(N_("The Shaman's gamble on all: {percent}%"), ev),
                          self.said(N_("Rolled {face} on the d10: every creature heals {percent}% of its maximum HP."), ev),
                          self.said(N_("{seat}'s creatures gain {healed} HP in all."), ev),
                          seat=ev["seat"], tone="good" if ev["healed"] else None)
        return None

    def result_caught(self, ev):
        return result(self.said(N_("{seat} catches {card}"), ev),
                      self.said(N_("Catch: rolled {face} on the d10, {need} or more needed ({card} had {hp} of {max_hp} "
                                   "HP)."), ev),
                      self.said(N_("{catches} of the {of} catches that make a Creature Master."), ev),
                      seat=ev["seat"], tone="good")

    # --- EXP, levels, points -----------------------------------------------------------------------------
    def result_exp(self, ev):
        if not ev["gained"]:
            return None  # at the top level: nothing changes
        return result(self.said(N_("{seat} gains {gained} EXP"), ev), self.said(EXP_FOR[ev["why"]], ev),
                      self.said(N_("{exp} EXP at level {level}; level {next} needs {needed}."), ev, next=ev["level"] + 1),
                      seat=ev["seat"], tone="good")

    def result_level_up(self, ev):
        return result(self.said(N_("{seat} reaches level {level}"), ev),
                      self.counted("{n} attribute point banked: {bank} to spend.",
                                   "{n} attribute points banked: {bank} to spend.", ev["points"], ev),
                      msg("Each level reached banks as many attribute points as its number."), seat=ev["seat"], tone="gold")

    def result_buy(self, ev):
        artifact, level = ev["artifact"], ev["level"]
        if artifact == "ascension":
            title = self.said(N_("{seat} buys an Ascension charge"), ev)
            does = term("artifact", "ascension.1")
        else:
            title = self.said(N_("{seat} buys {artifact} level {level}"), ev)
            does = term("artifact", f"{artifact}.{level}")
        return result(title, self.counted("{n} point spent: {bank} left.", "{n} points spent: {bank} left.", ev["cost"], ev),
                      msg("{thing}: {does}", thing=term("artifact", artifact), does=does), seat=ev["seat"], tone=None)

    # --- healing --------------------------------------------------------------------------------------
    def result_rest(self, ev):
        lines = [self.said(N_("Every creature heals to full: {healed} HP in all."), ev)]
        if ev.get("revived"):
            lines.append(self.counted("{n} knocked-out creature is revived.", "{n} knocked-out creatures are revived.",
                                      ev["revived"], ev))
        lines.append(msg("Resting takes the whole turn."))
        return result(self.said(N_("{seat} rests at Home"), ev), *lines, seat=ev["seat"], tone="good")

    def result_heal(self, ev):
        """The Shaman's sure heal or gamble on one creature (a gamble on all is its roll's panel)."""
        if ev["where"] != "shaman" or ev["how"] == "all":
            return None
        heal = self.said(N_("{percent}% of {max_hp} HP: +{healed}, {hp} HP now."), ev)
        how = self.said(N_("Gamble: rolled {face} on the d10."), ev) if "face" in ev else msg("A sure heal.")
        return result(self.said(N_("The Shaman heals {creature}"), ev), how, heal, seat=ev["seat"],
                      tone="good" if ev["healed"] else None)

    # --- the Thieves (the rule that follows is the battle's panel's) -------------------------------------
    def result_stake_kept(self, ev):
        return result(self.said(N_("{seat} beats the Thieves"), ev),
                      self.counted("{n} thief beaten: the stake of {stake} comes back ({bank} banked).",
                                   "{n} thieves beaten: the stake of {stake} comes back ({bank} banked).", ev["thieves"], ev),
                      seat=ev["seat"], tone="good")

    def result_stake_lost(self, ev):
        return result(self.said(N_("The Thieves take {seat}'s stake"), ev),
                      self.counted("{beaten} of {n} thief beaten: the stake of {stake} is gone.",
                                   "{beaten} of {n} thieves beaten: the stake of {stake} is gone.", ev["thieves"], ev),
                      seat=ev["seat"], tone="bad")

    # --- sigils and the Colosseum -------------------------------------------------------------------------
    def result_sigil(self, ev):
        how = self.said(N_("Beating its Warlord wins the sigil.") if ev.get("giver", -1) < 0 else
                        N_("{giver} lost the battle: the loser's sigils go to the victor."), ev)
        gives = msg("{thing}: {does}", thing=term("sigil", ev["sigil"]), does=term("sigil", f"{ev['sigil']}.text"))
        return result(self.said(N_("{seat} takes the {sigil}"), ev), how, gives, seat=ev["seat"], tone="gold")

    def result_sigil_returns(self, ev):
        return result(self.said(N_("{seat} loses the {sigil}"), ev),
                      self.said(N_("It returns to {warlord}, who guards it again."), ev, warlord=term("warlord", ev["sigil"])),
                      seat=ev["seat"], tone="bad")

    def result_colosseum(self, ev):
        lines = [self.counted("{n} more win in a row takes the throne.", "{n} more wins in a row take the throne.",
                              ev["of"] - ev["won"], ev)] if ev["won"] < ev["of"] else []
        return result(self.said(N_("{seat} beats champion {won} of {of}"), ev), *lines, seat=ev["seat"], tone="gold")

    def result_colosseum_fallen(self, ev):
        return result(self.said(N_("{seat} falls in the Colosseum"), ev),
                      self.counted("The run ends after {n} win in a row.", "The run ends after {n} wins in a row.",
                                   ev["won"], ev),
                      msg("The next attempt starts again from the first battle, and Vigilance ends."),
                      seat=ev["seat"], tone="bad")

    def result_colosseum_taken(self, ev):
        return result(self.said(N_("{seat} takes the Colosseum from {runner}"), ev, runner=self.who(ev["from"])),
                      msg("A challenger who beats the runner takes all three sigils and runs the gauntlet."),
                      seat=ev["seat"], tone="gold")

    # --- Survivalist and the end ---------------------------------------------------------------------------
    def result_survival(self, ev):
        return result(msg("Survivalist: sudden-death duels"),
                      msg("The creature deck is empty: players duel until one is left standing."),
                      msg("Sigils are inactive, and every duel is fought at full health."), tone="gold")

    def result_out(self, ev):
        return result(self.said(N_("{seat} is out of the game"), ev),
                      self.said(N_("Beaten by {by} in a sudden-death duel: {by} may collect their creatures."), ev),
                      seat=ev["seat"], tone="bad")

    def result_game_over(self, ev):
        winners = ev["winners"]
        title = msg(ENDINGS[ev["reason"]], who=self.who(winners[0]))
        return result(title, self._why_won(ev), seat=winners[0], tone="gold")

    def _why_won(self, ev):
        if ev["reason"] == "collector":
            return self.counted("{n} creature caught: {of} make a Creature Master (Collector).",
                                "{n} creatures caught: {of} make a Creature Master (Collector).", ev["catches"], ev)
        if ev["reason"] == "domination":
            return self.said(N_("All three sigils held and {champions} Colosseum battles won in a row (Domination)."), ev)
        return self.said(N_("The last of {players} players standing after the sudden-death duels (Survivalist)."), ev)

"""Every Zvery engine event as a sentence for the game log, with every die and every card in it.

`LogWriter.line(event)` turns one event into a `LogLine` (text, colour, bold) or None; the
dispatching and the filling of a sentence from its event are every game's (widgets/log_lines.py),
the sentences are here. Each is a function of its event alone: the engine's events carry the
facts their sentences need (the seat acting and the creature's owner, a battle's kind and seats,
the dice before and after a keyword, a catch's catchrate and health), so the writer keeps no game
state, and a log written again - after a load, an undo, in another language - reads the same.
Lines about a seat are tinted in its colour; the turning points (a battle begins, a catch, a
death, the final battle, the end) are bold.
"""
from __future__ import annotations

from collections import Counter

from engine import api

from ..i18n import N_, _, join, ngettext
from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from . import words

GOLD = (150, 100, 0)
SEAT, CARD, CREATURE = "seat", "card", "creature"

#: The events told in one sentence filled from their own fields: type -> (sentence, colour (None:
#: the seat's), bold).
SAID = {
    "coin_toss": (N_("Coin toss: {seat} picks a starter first."), None, False),
    "starters": (N_("Starters on offer: {cards} (level {level})."), QUIET, False),
    "starter": (N_("{seat} takes {card} as a starter, with {ability}."), None, False),
    "roll": (N_("{seat} rolls {dice}."), None, False),
    "strength": (N_("{to} gains +{amount} strength: its hits do more damage for the rest of the battle."), None, False),
    "fortitude": (N_("{to} gains +{amount} fortitude: hits on it do less damage for the rest of the battle."), None,
                  False),
    "unstun": (N_("{seat} pays {dice} (summing {stun} or more): {card} is no longer stunned."), None, False),
    "out": (N_("{seat} uses no skill this go and is out for the rest of the turn."), None, False),
    "joins": (N_("{card} joins {seat}'s creatures, with its ability."), GOOD, False),
    "released": (N_("{seat} has {had} creatures, more than {most}, and releases {card} to the discard pile."), BAD,
                 False),
    "mutation_taken": (N_("{seat} takes {card} from the mutations at stake."), None, False),
    "mutation_drawn": (N_("{seat} draws {card} from the mutation deck."), None, False),
    "mutation_discarded": (N_("{seat} discards {card}."), None, False),
    "switch": (N_("{seat} is the current player now and chooses the next battle."), None, False),
    "final_battle": (N_("The final battle is due ({triggered_by}'s battle brought it on): whole rosters at full "
                        "health, no catching; {first} acts first."), GOLD, True),
}
#: A die changed by a keyword, one for one: the keyword -> its sentence.
CHANGED = {"increment": N_("{seat} raises a {old} to {new} (unused dice: {dice})."),
           "decrement": N_("{seat} lowers a {old} to {new} (unused dice: {dice})."),
           "set": N_("{seat} sets a {old} to {new} (unused dice: {dice}).")}
#: Heals: (healed, still bleeding out) -> sentence.
HEALS = {(False, False): N_("{by} heals {to}, but it is already at its full {health} health."),
         (True, True): N_("{by} heals {to} by {amount} ({health} health, still bleeding out)."),
         (True, False): N_("{by} heals {to} by {amount} ({health} health).")}


class LogWriter(log_lines.LogWriter):
    ROLES = {"seat": SEAT, "other": SEAT, "first": SEAT, "triggered_by": SEAT, "card": CARD,
             "cards": CARD, "mutations": CARD, "at_stake": CARD, "to": CREATURE, "from": CREATURE, "on": CREATURE,
             "ability": "ability", "skill": "skill", "keyword": "keyword"}

    def term(self, kind: str, id) -> str:
        return words.card_name(id) if kind == CARD else words.term(kind, id)

    def facts(self, ev: dict) -> dict:
        """The event's fields in words; dice (lists of numbers) as the log prints them."""
        out = super().facts(ev)
        return {k: words.dice_text(ev[k]) if isinstance(ev[k], list) and k not in self.ROLES else v
                for k, v in out.items()}

    def owned(self, owner, card) -> str:
        """"Ann's Spark Imp", or "the wild Glowmoth" (owner -1)."""
        if owner == -1:
            return _("the wild {creature}").format(creature=words.creature_name(card))
        return _("{who}'s {creature}").format(who=self.who(owner), creature=words.creature_name(card))

    def wild(self, ev: dict) -> str:
        cards = [_("{creature} (level {level})").format(creature=words.creature_name(c), level=n)
                 for c, n in zip(ev.get("wild", []), ev.get("levels", []), strict=False)]
        return join(cards) if cards else _("none")

    # --- setting up ---------------------------------------------------------------------------------------

    def _ability(self, ev):
        found = api.catalog("zvery").abilities.get(ev.get("ability"))
        kind = words.term("type", found.type) if found else ""
        return LogLine(self.said(N_("{card} takes {ability}, the first ability of type {kind} in the ability deck."),
                                 ev, kind=kind), QUIET)

    def _laid_out(self, ev):
        text = self.said(N_("Face up: wild creatures {wild}; mutations {mutations}. {current} chooses the first battle."),
                         ev, wild=self.wild(ev), current=self.who(ev.get("current")))
        return LogLine(text, self.ink(ev.get("current")), True)

    # --- a battle -----------------------------------------------------------------------------------------
    def _battle(self, ev):
        teams = [join([_("{creature} ({health} health)").format(creature=words.creature_name(card), health=health)
                       for s, card, health in ev.get("fighters", []) if s == side]) for side in (0, 1)]
        seats = list(ev.get("seats", [])) + [None, None]
        more = {"seat": self.who(seats[0]), "other": self.who(seats[1]), "mine": teams[0], "theirs": teams[1]}
        if ev.get("kind") == "final":
            return LogLine(self.said(N_("The final battle begins: {seat}'s {mine} against {other}'s {theirs}."), ev,
                                     **more), GOLD, True)
        text = self.said(N_("Battle: {seat}'s {mine} against the wild {theirs}, played by {other}."), ev, **more)
        stake = self.said(N_("At stake: {at_stake}."), ev) if ev.get("at_stake") else _("No mutations at stake.")
        return LogLine(f"{text} {stake}", self.ink(seats[0]), True)

    def _catch(self, ev):
        if ev.get("left") and ev.get("rolled"):
            dice = self.said(N_("{left} left on it + {rolled} rolled = {total}"), ev)
        elif ev.get("left"):
            dice = self.said(N_("all {n} dice were left on it: {left} = {total}"), ev, n=len(ev["left"]))
        else:
            dice = self.said(N_("rolls {rolled} = {total}"), ev)
        if ev.get("caught"):
            return LogLine(self.said(N_("{seat} tries to catch {card}: {dice} against {need} (catchrate {catchrate} + "
                                        "health {health}): caught!"), ev, dice=dice), GOOD, True)
        return self.said(N_("{seat} tries to catch {card}: {dice} against {need} (catchrate {catchrate} + health "
                            "{health}): not caught. Dice may be left on it for the next try."), ev, dice=dice)

    def _skill(self, ev):
        skill = words.skill_of(ev["skill"]) if "/" in str(ev.get("skill")) else None
        does = words.skill_text(skill) if skill else ""
        return self.said(N_("{user} uses {skill} (paid {dice}): {does}."), ev, does=does,
                         user=self.owned(ev.get("owner"), ev.get("card")))

    def by(self, ev) -> str:
        return self.said(N_("{from}'s trait"), ev) if ev.get("trait") else self.term(CREATURE, ev.get("from"))

    def _damage(self, ev):
        n = ev.get("amount", 0)
        if not n:
            return self.said(N_("{by} does no damage to {to} ({health} health)."), ev, by=self.by(ev))
        if ev.get("health", 0) <= 0:
            return LogLine(self.counted("{by} deals {n} damage to {to}: {health} health, bleeding out!",
                                        "{by} deals {n} damage to {to}: {health} health, bleeding out!", n, ev,
                                        by=self.by(ev)), BAD)
        return self.counted("{by} deals {n} damage to {to} ({health} health left).",
                            "{by} deals {n} damage to {to} ({health} health left).", n, ev, by=self.by(ev))

    def _heal(self, ev):
        healed = bool(ev.get("amount"))
        text = self.said(HEALS[healed, healed and ev.get("health", 0) <= 0], ev, by=self.by(ev))
        return LogLine(text, GOOD) if healed else text

    def _stun(self, ev):
        return self.said(N_("{by} stuns {to}: stun {stun} (no skills until dice summing {stun}+ are paid to lift it)."),
                         ev, by=self.by(ev))

    def _dice(self, ev):
        before, after = ev.get("before"), list(ev.get("dice", []))
        if before is None:
            return self.said(N_("{seat} uses {keyword} (unused dice: {dice})."), ev)
        out, came = sorted((Counter(before) - Counter(after)).elements()), sorted((Counter(after) - Counter(before)).elements())
        if not out and not came:
            return None  # a die picked to be set or fused, or "done": told with the change, if any
        keyword = ev.get("keyword")
        if len(out) == 1 and len(came) == 1:
            return self.said(CHANGED.get(keyword, N_("{seat} turns a {old} to {new} (unused dice: {dice}).")), ev,
                             old=out[0], new=came[0])
        if keyword == "shatter" and len(out) == 1 and len(came) == 2:
            return self.said(N_("{seat} shatters a {old} into {new} and {other} (unused dice: {dice})."), ev,
                             old=out[0], new=came[0], other=came[1])
        if keyword == "fuse" and len(out) == 2 and len(came) == 1:
            return self.said(N_("{seat} fuses a {old} and a {other} into a {new} (unused dice: {dice})."), ev,
                             old=out[0], other=out[1], new=came[0])
        return self.said(N_("{seat} uses {keyword} (unused dice: {dice})."), ev)

    def _dies(self, ev):
        if ev.get("owner") == -1:
            return LogLine(self.said(N_("The wild {card} dies and is turned face down."), ev), BAD, True)
        text = N_("{owned} dies and leaves the battle (it will fight again in the next battle).") \
            if ev.get("kind") == "wild" else N_("{owned} dies and leaves the battle.")
        return LogLine(self.said(text, ev, owned=self.owned(ev.get("owner"), ev.get("card"))), BAD, True)

    def _turn_end(self, ev):
        if ev.get("turn", 0) > ev.get("battle_turns", 1e9):
            return LogLine(self.said(N_("Turn {battle_turns} is over: the battle has lasted as long as a battle may."),
                                     ev), QUIET)
        return self.said(N_("Turn {turn}: {seat} acts first."), ev)

    def _battle_over(self, ev):
        seats, winner = list(ev.get("seats", [])) + [None, None], ev.get("winner", -1)
        more = {"seat": self.who(seats[0]), "other": self.who(seats[1]),
                "winner": self.who(seats[winner]) if winner in (0, 1) else ""}
        if ev.get("kind") == "final":
            text = N_("Time is up: {winner} wins the final battle with more health left.") if ev.get("time_up") else \
                N_("{winner} has the last creatures standing and wins the final battle.") if winner in (0, 1) else \
                N_("Both sides fall at once: {seat}, who did not bring on the final battle, wins it.")
            return LogLine(self.said(text, ev, **more), GOLD, True)
        head = N_("Time is up: the wild creatures still standing slip away. {tally}") if ev.get("time_up") else \
            N_("{seat} wins the battle. {tally}") if winner == 0 else \
            N_("The wild creatures ({other}) win the battle. {tally}") if winner == 1 else \
            N_("No creature is left standing on either side. {tally}")
        ink = QUIET if ev.get("time_up") or winner not in (0, 1) else self.ink(seats[winner])
        return LogLine(self.said(head, ev, tally=self._tally(ev, more["seat"]), **more), ink, True)

    def _tally(self, ev: dict, seat: str) -> str:
        killed, caught, lost = list(ev.get("killed", [])), ev.get("caught", 0), ev.get("lost", 0)
        done = [ngettext("killed {n} creature (level {levels})", "killed {n} creatures (level {levels})",
                         len(killed)).format(n=len(killed), levels=", ".join(map(str, killed)))] if killed else []
        done += [ngettext("caught {n} creature", "caught {n} creatures", caught).format(n=caught)] if caught else []
        done += [ngettext("lost {n} creature of their own", "lost {n} creatures of their own", lost).format(n=lost)] \
            if lost else []
        if not done:
            return _("{seat} neither caught nor killed a creature.").format(seat=seat)
        return _("{seat} {did}.").format(seat=seat, did=join(done))

    # --- after a battle -----------------------------------------------------------------------------------

    def _rewards(self, ev):
        got = {k: ngettext("{n} mutation", "{n} mutations", ev.get(k, 0)).format(n=ev.get(k, 0)) if ev.get(k) else
               _("none") for k in ("current", "wild")}
        return LogLine(self.said(N_("Rewards: {seat} gets {current}, {other} gets {wild}."), ev, **got), QUIET)

    def _mutation_placed(self, ev):
        found = api.catalog("zvery").mutations.get(ev.get("card"))
        if found is not None and found.kind == "ability":
            n = len(found.skills)
            return self.counted("{seat} places {card} on {on} (its {n} skill goes beneath it).",
                                "{seat} places {card} on {on} (its {n} skills go beneath it).", n, ev)
        gives = words.mutation_text(found) if found is not None else ""
        return self.said(N_("{seat} places {card} on {on} ({gives})."), ev, gives=gives)

    def _refilled(self, ev):
        return LogLine(self.said(N_("Face up now: wild creatures {wild}; mutations {mutations}."), ev,
                                 wild=self.wild(ev)), QUIET)

    # --- the end ------------------------------------------------------------------------------------------

    def _game_over(self, ev):
        winners = [w for w in ev.get("winners", []) if isinstance(w, int) and w >= 0]
        if not winners:
            return LogLine(_("The game is over."), GOLD, True)
        return LogLine(ngettext("{who} wins the game!", "{who} win the game!", len(winners)).format(
            who=join([self.who(w) for w in winners])), GOLD, True)


def _told(sentence: str, colour, bold: bool):
    def line(self: LogWriter, ev: dict) -> LogLine:
        return LogLine(self.said(sentence, ev), colour or self.tint(ev), bold)
    return line


for _type, _how in SAID.items():
    setattr(LogWriter, f"_{_type}", _told(*_how))


"""Every Creature Adventures engine event as a sentence for the game log, with every die in it.

`LogWriter.line(event)` turns one event into a `LogLine` (text, colour, bold) or None; the
dispatching and the filling of a sentence from its event are every game's (widgets/log_lines.py),
the sentences are here. Each is a function of its event alone: the engine's events carry the
facts their sentences need (each creature by id, the Warlord or champion a battle is against,
the footsteps of a move and the steps a dead end left unused), so the writer keeps no game
state, and a log written again - after a load, an undo, in another language - reads the same.
A move is one line, told when it ends: its steps tell nothing. Lines about a seat are tinted
in its colour; good news is green, bad news red, the turning points gold and bold.
"""
from __future__ import annotations

from ..i18n import N_, _, join
from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from .words import outcome_word, term

GOLD = (150, 100, 0)
SEAT = None  # a line in the colour of its event's seat

#: The events told in one sentence each: type -> (sentence, ink, bold).
SAID = {
    "first_player": (N_("{seat} goes first."), SEAT, True),
    "turn_end": (N_("{seat}'s turn ends at {at}."), QUIET, False),
    "skip": (N_("{seat} is exhausted and loses this turn."), BAD, False),
    "rest": (N_("{seat} rests at Home: every creature heals to full."), SEAT, False),
    "assign": (N_("{seat} puts a point on {creature}: +{amount} {attr}."), SEAT, False),
    "wisdom": (N_("{seat} gives Inner Peace to {creature}."), SEAT, False),
    "inner_peace": (N_("Inner Peace heals {creature} by {healed} ({hp} HP)."), GOOD, False),
    "revive": (N_("{seat}'s Home revives {creatures} at {percent}% HP."), GOOD, False),
    "ability": (N_("{creature}'s {ability} takes effect."), GOLD, False),
    "thieves_ignore": (N_("The Thieves ignore {seat}: no banked points to steal."), SEAT, False),
    "thieves_declined": (N_("{seat} walks past the Thieves."), SEAT, False),
    "stake_kept": (N_("{seat} beats the Thieves and keeps the stake of {stake}."), GOOD, False),
    "stake_lost": (N_("The Thieves win: {seat} loses the stake of {stake}."), BAD, False),
    "colosseum_begins": (N_("{seat} enters the Colosseum! Every other player is Vigilant."), GOLD, True),
    "colosseum": (N_("{seat} has beaten {won} of {of} champions."), GOLD, True),
    "forfeit": (N_("{seat} forfeits the battle."), BAD, False),
    "caught": (N_("{seat} catches {card} ({catches} of {of})."), GOOD, True),
    "keep": (N_("{seat} keeps {creature}."), SEAT, False),
    "release": (N_("{seat} releases {creature}."), SEAT, False),
    "sigil_returns": (N_("The {sigil} returns to its Warlord."), BAD, False),
    "condition_ends": (N_("{seat}'s {condition} ends."), SEAT, False),
    "survival": (N_("The creature deck is empty: Survivalist! Sudden-death duels begin; sigils sleep."), GOLD, True),
    "out": (N_("{seat} is beaten by {by} and is out of the game."), BAD, True),
}
BATTLES = {  # a battle's opening, by its kind (thieves: counted)
    "wild": N_("Battle: {seat} against a wild creature, {creature}."),
    "warlord": N_("Battle: {seat} challenges {warlord} for the {sigil}."),
    "champion": N_("Battle in the Colosseum: {seat} against {champion}, champion {stage} of {of}."),
    "pvp": N_("Battle: {seat} attacks {foe}."),
    "duel": N_("Sudden-death duel: {seat} against {foe}."),
}
WON = {  # how a battle ended -> (a player won, the other side won)
    "knocked_out": (N_("{winner} wins the battle."), N_("{opponent} wins the battle.")),
    "catch": (N_("{winner} wins the battle with a catch."), N_("{opponent} wins the battle.")),
    "forfeit": (N_("{winner} wins the battle by forfeit."), N_("{opponent} wins the battle by forfeit.")),
}
STRIKES = {  # (damage to the target?, damage to the striker?) -> sentence
    (True, False): N_("{striker} hits {target} for {to_target} ({target_left} HP left)."),
    (False, True): N_("{target} strikes back: {striker} takes {to_striker} ({striker_left} HP left)."),
    (True, True): N_("{striker} hits {target} for {to_target} ({target_left} HP left); {target} strikes back: "
                     "{striker} takes {to_striker} ({striker_left} HP left)."),
    (False, False): N_("{striker}'s Strike does no damage."),
}
WHY = {"strike": N_("Strike"), "meditate": N_("Meditate"), "brace": N_("Brace"), "dodge": N_("Dodge"), "run": N_("Run"),
       "catch": N_("Catch"), "npc_reply": N_("Counterstrike check"), "shaman": N_("Shaman's gamble"),
       "thieves": N_("Thieves")}
CONDITIONS = {"exhaustion": (N_("{seat} is Exhausted and will lose the next turn."), BAD),
              "rally_cry": (N_("{seat} rallies: every creature's maximum HP doubles, all healed."), GOOD)}
ENDS = {"domination": N_("{who} wins: Hero of the Colosseum (Domination)!"),
        "collector": N_("{who} wins: Creature Master (Collector)!"),
        "survivalist": N_("{who} wins: Last One Standing (Survivalist)!")}


class LogWriter(log_lines.LogWriter):
    ROLES = {"seat": "seat", "foe": "seat", "by": "seat", "giver": "seat", "winner": "seat", "loser": "seat",
             "creature_id": "creature", "striker_id": "creature", "target_id": "creature", "creatures_id": "creature",
             "card": "creature", "npc_id": "creature", "at": "space", "sigil": "sigil", "artifact": "artifact",
             "attr": "attribute", "ability": "ability", "condition": "condition", "champion": "champion"}
    term = staticmethod(term)

    def facts(self, ev: dict) -> dict:
        """The event's fields in words; a creature named by id ("creature_id") fills {creature}."""
        out = super().facts(ev)
        for key in ("creature", "striker", "target", "creatures"):
            if f"{key}_id" in ev:
                out[key] = out[f"{key}_id"]
        return out

    def opponent(self, ev: dict) -> str:
        """Who a player battles, when it is not a player: a wild creature, the Thieves, a Warlord, a champion."""
        if ev.get("kind") == "warlord":
            return term("warlord", ev.get("sigil", ""))
        if ev.get("kind") == "champion":
            return term("champion", ev.get("champion", ""))
        if ev.get("kind") == "wild" and ev.get("npc_id"):
            return term("creature", ev["npc_id"][0])
        return _("the Thieves")

    # --- the opening and turns -----------------------------------------------------------------------
    def _setup(self, ev):
        return LogLine(self.said(N_("A game for {seats} players. The creature deck holds {deck} creatures; each player "
                                    "starts at Home with {held} Common creatures."), ev), QUIET)

    def _opening_roll(self, ev):
        rolls = join([_("{who} {total}").format(who=self.who(int(s)), total=r) for s, r in ev["rolls"].items()])
        return LogLine(_("Opening roll (2d6): {rolls}.").format(rolls=rolls), QUIET)

    def _turn(self, ev):
        return LogLine(self.said(N_("Turn {turn}: {player}."), ev, player=self.names.full(ev["seat"])), self.tint(ev), True)

    # --- getting ready --------------------------------------------------------------------------------
    def _buy(self, ev):
        if ev["artifact"] == "ascension":
            return self.counted("{seat} buys an Ascension charge ({level} held) for {n} point.",
                                "{seat} buys an Ascension charge ({level} held) for {n} points.", ev["cost"], ev)
        return self.counted("{seat} buys {artifact} level {level} for {n} point.",
                            "{seat} buys {artifact} level {level} for {n} points.", ev["cost"], ev)

    def _power(self, ev):
        return self.said(N_("{seat} places a Sigil of Power point on {creature}'s {attr}.") if ev["add"] else
                         N_("{seat} lifts a Sigil of Power point off {creature}'s {attr}."), ev)

    def _ascension(self, ev):
        a, b = ev["swapped"]
        return LogLine(self.said(N_("{seat} casts Ascension: {a} and {b} change places."), ev, a=self.who(a),
                                 b=self.who(b)), GOLD)

    # --- moving ----------------------------------------------------------------------------------------
    def _move_roll(self, ev):
        if len(ev["rolls"]) > 1:
            return self.said(N_("{seat} rolls twice with Tailwind: {first} and {second}."), ev, first=ev["rolls"][0],
                             second=ev["rolls"][1])
        return self.said(N_("{seat} rolls {roll} to move."), ev, roll=ev["rolls"][0])

    def _step(self, ev):
        return None  # the move is told once, when it ends

    def _move_done(self, ev):
        text = self.counted("{seat} walks to {at}, leaving {n} footstep.", "{seat} walks to {at}, leaving {n} footsteps.",
                            ev["footsteps"], ev) if ev.get("footsteps") else self.said(N_("{seat} walks to {at}."), ev)
        if ev.get("left"):
            text += " " + self.counted("The road ends there: {n} step is not taken.",
                                       "The road ends there: {n} steps are not taken.", ev["left"], ev)
        return text

    def _sent_home(self, ev):
        return LogLine(self.said(N_("{seat} is sent Home from {place}."), ev, place=term("space", ev["from"])), BAD)

    def _bandage(self, ev):
        return LogLine(self.said(N_("{artifact} heals {seat}'s creatures by {healed} HP."), ev,
                                 artifact=term("artifact", "bandage")), GOOD)

    # --- chances ---------------------------------------------------------------------------------------
    def _roll(self, ev):
        if ev.get("table") == "wilderness":
            n, safe = ev.get("footsteps", ev["need"] - 1), ev["outcome"] == "safe"
            if safe:
                return LogLine(self.counted("{seat} has {n} footstep: rolls {face} on the d6 (needs {need}+) - safe.",
                                            "{seat} has {n} footsteps: rolls {face} on the d6 (needs {need}+) - safe.",
                                            n, ev), GOOD)
            return LogLine(self.counted(
                "{seat} has {n} footstep: rolls {face} on the d6 (needs {need}+) - a wild creature appears!",
                "{seat} has {n} footsteps: rolls {face} on the d6 (needs {need}+) - a wild creature appears!", n, ev), BAD)
        why = _(WHY.get(ev.get("why", ""), N_("Roll")))
        if ev.get("why") == "catch" and ev.get("need"):
            return self.said(N_("{why}: {face} on the d10 (needs {need}+) - {outcome}."), ev, why=why,
                             outcome=outcome_word(ev["outcome"]))
        return self.said(N_("{why}: {face} on the d10 - {outcome}."), ev, why=why, outcome=outcome_word(ev["outcome"]))

    def _heal(self, ev):
        if not ev["healed"]:
            return self.said(N_("The Shaman's gamble heals {creature} by nothing."), ev)
        return LogLine(self.said(N_("The Shaman heals {creature} by {healed} ({hp} HP)."), ev), GOOD)

    # --- places ----------------------------------------------------------------------------------------
    def _colosseum_fallen(self, ev):
        return LogLine(self.counted("{seat} falls in the Colosseum after {n} win.",
                                    "{seat} falls in the Colosseum after {n} wins.", ev["won"], ev), BAD)

    def _colosseum_taken(self, ev):
        return LogLine(self.said(N_("{seat} takes the Colosseum from {runner}."), ev, runner=self.who(ev["from"])),
                       GOLD, True)

    # --- battles ---------------------------------------------------------------------------------------
    def _battle(self, ev):
        more = dict.fromkeys(("creature", "warlord", "champion"), self.opponent(ev))
        if ev["kind"] == "thieves":
            text = self.counted("Battle: {n} thief comes for {seat}'s stake: {npc_id}.",
                                "Battle: {n} thieves come for {seat}'s stake: {npc_id}.", len(ev.get("npc_id", [])), ev)
        else:
            text = self.said(BATTLES.get(ev["kind"], BATTLES["pvp"]), ev, **more)
        return LogLine(text, self.tint(ev), True)

    def _picked(self, ev):
        return self.said(N_("{seat} picks a creature (hidden until both have picked).") if ev.get("sealed") else
                         N_("{seat} picks a creature to send in."), ev)

    def _battle_picks(self, ev):
        mine, theirs = (term("creature", i) for i in ev["ids"])
        return self.said(N_("{mine} faces {theirs}."), ev, mine=mine, theirs=theirs)

    def _fortify_temp(self, ev):
        return LogLine(self.said(N_("{artifact} shields {creature} with {temp} temporary HP."), ev,
                                 artifact=term("artifact", "fortify")), GOOD)

    def _send_in(self, ev):
        return self.said(N_("{seat} sends in {creature}.") if ev["seat"] >= 0 else
                         N_("{creature} steps into the battle."), ev)

    def _strike(self, ev):
        left = {"target_left": max(0, ev.get("target_hp", 0)), "striker_left": max(0, ev.get("striker_hp", 0))}
        if ev["outcome"] == "dodged":
            return self.said(N_("{target} dodges {striker}'s Strike."), ev)
        if ev["outcome"] == "counterstrike" and ev.get("seat", 0) < 0:  # an NPC answering a non-Strike action
            return LogLine(self.said(N_("{striker} counterstrikes: {target} takes {to_target} ({target_left} HP left)."),
                                     ev, **left), BAD)
        return self.said(STRIKES[bool(ev["to_target"]), bool(ev["to_striker"])], ev, **left)

    def _knocked_out(self, ev):
        return LogLine(self.said(N_("{creature} is knocked out."), ev), BAD if ev["seat"] >= 0 else GOOD)

    def _battle_over(self, ev):
        if ev["how"] == "run":
            return self.said(N_("{loser} gets away from {opponent}."), ev, opponent=self.opponent(ev))
        mine, theirs = WON.get(ev["how"], WON["knocked_out"])
        if ev["winner"] >= 0:
            return LogLine(self.said(mine, ev), GOOD, True)
        return LogLine(self.said(theirs, ev, opponent=self.opponent(ev)), BAD, True)

    # --- growth and the end ----------------------------------------------------------------------------
    def _exp(self, ev):
        return self.said(N_("{seat} gains {gained} EXP.") if ev["gained"] else
                         N_("{seat} is at the top level: no more EXP."), ev)

    def _level_up(self, ev):
        return LogLine(self.counted("{seat} reaches level {level} and banks {n} point.",
                                    "{seat} reaches level {level} and banks {n} points.", ev["points"], ev), GOLD, True)

    def _sigil(self, ev):
        return LogLine(self.said(N_("{seat} takes the {sigil} from its Warlord.") if ev.get("giver", -1) < 0 else
                                 N_("{seat} takes the {sigil} from {giver}."), ev), GOLD, True)

    def _condition(self, ev):
        sentence, ink = CONDITIONS[ev["condition"]]
        return LogLine(self.said(sentence, ev), ink)

    def _game_over(self, ev):
        who = join([self.who(s) for s in ev["winners"]])
        return LogLine(_(ENDS[ev["reason"]]).format(who=who), GOLD, True)


def _told(sentence: str, ink, bold: bool):
    def tell(self, ev: dict) -> LogLine:
        return LogLine(self.said(sentence, ev), self.tint(ev) if ink is SEAT else ink, bold)
    return tell


for _kind, (_sentence, _ink, _bold) in SAID.items():
    setattr(LogWriter, "_" + _kind, _told(_sentence, _ink, _bold))

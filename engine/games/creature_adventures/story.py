"""Creature Adventures' story: every event as a line of the log, with every die in it.

Each line is a function of its event alone (engine/core/story.py): the events carry the facts
their sentences need (each creature by id, the Warlord or champion a battle is against, the
footsteps of a move and the steps a dead end left unused). A move is one line, told when it
ends: its steps tell nothing. Lines about a seat are in its colour; good news is green, bad
news red, the turning points gold and bold.
"""
from __future__ import annotations

from ...core.messages import N_, listing, msg, term
from ...core.story import Story, told
from .outcomes import Outcomes
from .tables import outcome_words
from .terms import opponent

#: The events told in one sentence each: type -> (sentence, tone, bold); tone None: the seat's colour.
SAID = {
    "first_player": (N_("{seat} goes first."), None, True),
    "turn_end": (N_("{seat}'s turn ends at {at}."), "quiet", False),
    "skip": (N_("{seat} is exhausted and loses this turn."), "bad", False),
    "rest": (N_("{seat} rests at Home: every creature heals to full."), None, False),
    "assign": (N_("{seat} puts a point on {creature}: +{amount} {attr}."), None, False),
    "wisdom": (N_("{seat} gives Inner Peace to {creature}."), None, False),
    "inner_peace": (N_("Inner Peace heals {creature} by {healed} ({hp} HP)."), "good", False),
    "revive": (N_("{seat}'s Home revives {creatures} at {percent}% HP."), "good", False),
    "ability": (N_("{creature}'s {ability} takes effect."), "gold", False),
    "thieves_ignore": (N_("The Thieves ignore {seat}: no banked points to steal."), None, False),
    "thieves_declined": (N_("{seat} walks past the Thieves."), None, False),
    "shaman_left": (N_("{seat} walks on from the Shaman."), "quiet", False),
    "stake_kept": (N_("{seat} beats the Thieves and keeps the stake of {stake}."), "good", False),
    "stake_lost": (N_("The Thieves win: {seat} loses the stake of {stake}."), "bad", False),
    "colosseum_begins": (N_("{seat} enters the Colosseum! Every other player is Vigilant."), "gold", True),
    "colosseum": (N_("{seat} has beaten {won} of {of} champions."), "gold", True),
    "forfeit": (N_("{seat} forfeits the battle."), "bad", False),
    "caught": (N_("{seat} catches {card} ({catches} of {of})."), "good", True),
    "keep": (N_("{seat} keeps {creature}."), None, False),
    "release": (N_("{seat} releases {creature}."), None, False),
    "sigil_returns": (N_("The {sigil} returns to its Warlord."), "bad", False),
    "condition_ends": (N_("{seat}'s {condition} ends."), None, False),
    "survival": (N_("The creature deck is empty: Survivalist! Sudden-death duels begin; sigils sleep."), "gold", True),
    "out": (N_("{seat} is beaten by {by} and is out of the game."), "bad", True),
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
CONDITIONS = {"exhaustion": (N_("{seat} is Exhausted and will lose the next turn."), "bad"),
              "rally_cry": (N_("{seat} rallies: every creature's maximum HP doubles, all healed."), "good")}
ENDS = {"domination": N_("{who} wins: Hero of the Colosseum (Domination)!"),
        "collector": N_("{who} wins: Creature Master (Collector)!"),
        "survivalist": N_("{who} wins: Last One Standing (Survivalist)!")}


class CreatureStory(Outcomes, Story):
    """The log's lines (`_<type>`, here) and the result panels (`result_<type>`, outcomes.py)."""

    ROLES = {"seat": "seat", "foe": "seat", "by": "seat", "giver": "seat", "winner": "seat", "loser": "seat",
             "creature_id": "creature", "striker_id": "creature", "target_id": "creature", "creatures_id": "creature",
             "survivor_id": "creature", "card": "creature", "npc_id": "creature", "at": "space", "sigil": "sigil",
             "artifact": "artifact", "attr": "attribute", "ability": "ability", "condition": "condition",
             "champion": "champion"}
    KINDS = {
        **dict.fromkeys(("first_player", "turn", "turn_end", "skip"), "turns"),
        **dict.fromkeys(("opening_roll", "move_roll", "roll"), "rolls"),
        **dict.fromkeys(("battle", "picked", "battle_picks", "fortify_temp", "send_in", "strike", "ability",
                         "knocked_out", "forfeit", "battle_over", "condition", "stake_kept", "stake_lost",
                         "colosseum_begins", "colosseum", "colosseum_fallen", "colosseum_taken", "out"), "battles"),
        **dict.fromkeys(("caught", "keep", "release", "buy"), "cards"),  # the creature cards, and the Shop's
    }

    def facts(self, ev: dict) -> dict:
        """The event's facts; a creature named by id ("creature_id") fills {creature}."""
        out = super().facts(ev)
        for key in ("creature", "striker", "target", "creatures", "survivor"):
            if f"{key}_id" in ev:
                out[key] = out[f"{key}_id"]
        return out

    # --- the opening and turns -----------------------------------------------------------------------
    def _setup(self, ev):
        return told(self.said(N_("A game for {seats} players. The creature deck holds {deck} creatures; each player "
                                 "starts at Home with {held} Common creatures."), ev), tone="quiet")

    def _opening_roll(self, ev):
        rolls = listing([msg("{who} {total}", who=self.who(int(s)), total=r) for s, r in ev["rolls"].items()])
        return told(msg("Opening roll (2d6): {rolls}.", rolls=rolls), tone="quiet")

    def _turn(self, ev):
        # The seat's name alone, in its colour ("Turn 11: Seat 3 · Player 3." said its number twice).
        return told(self.said(N_("Turn {turn}: {player}."), ev, player=self.who(ev["seat"])), ev["seat"], bold=True)

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
        return told(self.said(N_("{seat} casts Ascension: {a} and {b} change places."), ev, a=self.who(a), b=self.who(b)),
                    ev["seat"], "gold")

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
        if not ev.get("left"):
            return text
        dead_end = self.counted("The road ends there: {n} step is not taken.",
                                "The road ends there: {n} steps are not taken.", ev["left"], ev)
        # TRANSLATORS: a move's line, then that the road ended before the roll did.
        return msg("{move} {dead_end}", move=text, dead_end=dead_end)

    def _sent_home(self, ev):
        return told(self.said(N_("{seat} is sent Home from {place}."), ev, place=term("space", ev["from"])), ev["seat"], "bad")

    def _bandage(self, ev):
        return told(self.said(N_("{artifact} heals {seat}'s creatures by {healed} HP."), ev,
                              artifact=term("artifact", "bandage")), ev["seat"], "good")

    # --- chances ---------------------------------------------------------------------------------------
    def _roll(self, ev):
        if ev.get("table") == "wilderness":
            n = ev.get("footsteps", ev["need"] - 1)
            if ev["outcome"] == "safe":
                return told(self.counted("{seat} has {n} footstep: rolls {face} on the d6 (safe on {need}+) - safe.",
                                         "{seat} has {n} footsteps: rolls {face} on the d6 (safe on {need}+) - safe.",
                                         n, ev), ev["seat"], "good")
            return told(self.counted(
                "{seat} has {n} footstep: rolls {face} on the d6 (safe on {need}+) - a wild creature appears!",
                "{seat} has {n} footsteps: rolls {face} on the d6 (safe on {need}+) - a wild creature appears!", n, ev),
                ev["seat"], "bad")
        why, outcome = msg(WHY.get(ev.get("why", ""), N_("Roll"))), outcome_words(ev["outcome"])
        if ev.get("why") == "catch" and ev.get("need"):
            return self.said(N_("{why}: {face} on the d10 (needs {need}+) - {outcome}."), ev, why=why, outcome=outcome)
        return self.said(N_("{why}: {face} on the d10 - {outcome}."), ev, why=why, outcome=outcome)

    def _heal(self, ev):
        if not ev["healed"]:
            return self.said(N_("The Shaman's gamble heals {creature} by nothing."), ev)
        return told(self.said(N_("The Shaman heals {creature} by {healed} ({hp} HP)."), ev), ev.get("seat"), "good")

    # --- places ----------------------------------------------------------------------------------------
    def _colosseum_fallen(self, ev):
        return told(self.counted("{seat} falls in the Colosseum after {n} win.",
                                 "{seat} falls in the Colosseum after {n} wins.", ev["won"], ev), ev["seat"], "bad")

    def _colosseum_taken(self, ev):
        return told(self.said(N_("{seat} takes the Colosseum from {runner}."), ev, runner=self.who(ev["from"])),
                    ev["seat"], "gold", True)

    # --- battles ---------------------------------------------------------------------------------------
    def _battle(self, ev):
        if ev["kind"] == "thieves":
            text = self.counted("Battle: {n} thief comes for {seat}'s stake: {npc_id}.",
                                "Battle: {n} thieves come for {seat}'s stake: {npc_id}.", len(ev.get("npc_id", [])), ev)
        else:
            more = dict.fromkeys(("creature", "warlord", "champion"), opponent(ev))
            text = self.said(BATTLES.get(ev["kind"], BATTLES["pvp"]), ev, **more)
        return told(text, ev["seat"], bold=True)

    def _picked(self, ev):
        return self.said(N_("{seat} picks a creature (hidden until both have picked).") if ev.get("sealed") else
                         N_("{seat} picks a creature to send in."), ev)

    def _battle_picks(self, ev):
        mine, theirs = (term("creature", i) for i in ev["ids"])
        return self.said(N_("{mine} faces {theirs}."), ev, mine=mine, theirs=theirs)

    def _fortify_temp(self, ev):
        return told(self.said(N_("{artifact} shields {creature} with {temp} temporary HP."), ev,
                              artifact=term("artifact", "fortify")), tone="good")

    def _send_in(self, ev):
        return self.said(N_("{seat} sends in {creature}.") if ev["seat"] >= 0 else
                         N_("{creature} steps into the battle."), ev)

    def _strike(self, ev):
        left = {"target_left": max(0, ev.get("target_hp", 0)), "striker_left": max(0, ev.get("striker_hp", 0))}
        if ev["outcome"] == "dodged":
            return self.said(N_("{target} dodges {striker}'s Strike."), ev)
        if ev["outcome"] == "counterstrike" and ev.get("seat", 0) < 0:  # an NPC answering a non-Strike action
            return told(self.said(N_("{striker} counterstrikes: {target} takes {to_target} ({target_left} HP left)."),
                                  ev, **left), tone="bad")
        return self.said(STRIKES[bool(ev["to_target"]), bool(ev["to_striker"])], ev, **left)

    def _knocked_out(self, ev):
        return told(self.said(N_("{creature} is knocked out."), ev), tone="bad" if ev["seat"] >= 0 else "good")

    def _battle_over(self, ev):
        if ev["how"] == "run":
            return self.said(N_("{loser} gets away from {opponent}."), ev, opponent=opponent(ev))
        mine, theirs = WON.get(ev["how"], WON["knocked_out"])
        if ev["winner"] >= 0:
            return told(self.said(mine, ev), tone="good", bold=True)
        return told(self.said(theirs, ev, opponent=opponent(ev)), tone="bad", bold=True)

    # --- growth and the end ----------------------------------------------------------------------------
    def _exp(self, ev):
        return self.said(N_("{seat} gains {gained} EXP.") if ev["gained"] else
                         N_("{seat} is at the top level: no more EXP."), ev)

    def _level_up(self, ev):
        return told(self.counted("{seat} reaches level {level} and banks {n} point.",
                                 "{seat} reaches level {level} and banks {n} points.", ev["points"], ev),
                    ev["seat"], "gold", True)

    def _sigil(self, ev):
        return told(self.said(N_("{seat} takes the {sigil} from its Warlord.") if ev.get("giver", -1) < 0 else
                              N_("{seat} takes the {sigil} from {giver}."), ev), ev["seat"], "gold", True)

    def _condition(self, ev):
        sentence, tone = CONDITIONS[ev["condition"]]
        return told(self.said(sentence, ev), ev["seat"], tone)

    def _game_over(self, ev):
        return told(msg(ENDS[ev["reason"]], who=listing([self.who(s) for s in ev["winners"]])), tone="gold", bold=True)


def _told(sentence: str, tone: str | None, bold: bool):
    def tell(self, ev: dict) -> dict:
        seat = ev.get("seat") if isinstance(ev.get("seat"), int) else None
        return told(self.said(sentence, ev), seat, tone, bold)
    return tell


for _kind, (_sentence, _tone, _bold) in SAID.items():
    setattr(CreatureStory, "_" + _kind, _told(_sentence, _tone, _bold))

STORY = CreatureStory

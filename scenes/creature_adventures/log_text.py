"""Every engine event as a sentence for the game log, with every die in it.

`LogWriter.line(event)` turns one event into a `LogLine` (text, colour, bold) or None; the
dispatching is every game's (widgets/log_lines.py), the sentences are here. The steps of a
move are gathered and told once, when the move ends ("Alice walks 7 spaces: Hollow Oak,
Gloam Gate, ... - 2 footsteps"), so a move is one line, not twelve. Lines about a seat are
tinted in its colour; good news is green, bad news red. Every event type the engine emits
has a method here; a test checks that none falls through.
"""
from __future__ import annotations

from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from .seats import ink_of, seat_colour
from .words import (
    ABILITY_NAMES,
    ARTIFACT_NAMES,
    ATTR_NAMES,
    BATTLE_KINDS,
    CONDITION_NAMES,
    SIGIL_NAMES,
    outcome_word,
    plural,
    space_name,
)

GOLD = (150, 100, 0)


class LogWriter(log_lines.LogWriter):
    def __init__(self, names) -> None:
        self.names = names
        self.walk: list[str] = []

    def who(self, seat: int) -> str:
        return self.names.of(seat) if seat is not None and seat >= 0 else "the foe"

    def tint(self, ev: dict):
        seat = ev.get("seat")
        return ink_of(seat_colour(seat)) if isinstance(seat, int) and seat >= 0 else None

    # --- the opening and turns -----------------------------------------------------------------------
    def _setup(self, ev):
        return LogLine(f"A game for {ev['seats']} players. The creature deck holds {ev['deck']} creatures; each player "
                       "starts at Home with three Common creatures.", QUIET)

    def _opening_roll(self, ev):
        rolls = ", ".join(f"{self.who(int(s))} {r}" for s, r in ev["rolls"].items())
        return LogLine(f"Opening roll (2d6): {rolls}.", QUIET)

    def _first_player(self, ev):
        return LogLine(f"{self.who(ev['seat'])} goes first.", self.tint(ev), True)

    def _turn(self, ev):
        self.walk = []
        return LogLine(f"Turn {ev['turn']}: {self.names.full(ev['seat'])}.", self.tint(ev), True)

    def _turn_end(self, ev):
        return LogLine(f"{self.who(ev['seat'])}'s turn ends at {space_name(ev['at'])}.", QUIET)

    def _skip(self, ev):
        return LogLine(f"{self.who(ev['seat'])} is exhausted and loses this turn.", BAD)

    def _rest(self, ev):
        return f"{self.who(ev['seat'])} rests at Home: every creature heals to full."

    # --- getting ready --------------------------------------------------------------------------------
    def _assign(self, ev):
        gain = {"hp": "+2 HP", "attack": "+1 Attack", "defense": "+1 Defense"}[ev["attr"]]
        return f"{self.who(ev['seat'])} puts a point on {ev['creature']}: {gain}."

    def _buy(self, ev):
        name = ARTIFACT_NAMES.get(ev["artifact"], ev["artifact"])
        what = f"an Ascension charge ({ev['level']} held)" if ev["artifact"] == "ascension" else f"{name} level {ev['level']}"
        return f"{self.who(ev['seat'])} buys {what} for {plural(ev['cost'], 'point')}."

    def _power(self, ev):
        move = "places" if ev["add"] else "lifts"
        where = "on" if ev["add"] else "off"
        return f"{self.who(ev['seat'])} {move} a Sigil of Power point {where} {ev['creature']}'s {ATTR_NAMES[ev['attr']]}."

    def _wisdom(self, ev):
        return f"{self.who(ev['seat'])} gives Inner Peace to {ev['creature']}."

    def _inner_peace(self, ev):
        return LogLine(f"Inner Peace heals {ev['creature']} by {ev['healed']} ({ev['hp']} HP).", GOOD)

    def _ascension(self, ev):
        a, b = ev["swapped"]
        return LogLine(f"{self.who(ev['seat'])} casts Ascension: {self.who(a)} and {self.who(b)} change places.", GOLD)

    # --- moving ----------------------------------------------------------------------------------------
    def _move_roll(self, ev):
        self.walk = []
        if len(ev["rolls"]) > 1:
            return f"{self.who(ev['seat'])} rolls twice with Tailwind: {' and '.join(map(str, ev['rolls']))}."
        return f"{self.who(ev['seat'])} rolls {ev['rolls'][0]} to move."

    def _step(self, ev):
        self.walk.append(ev["to"])
        return None  # told with the move's end

    def _move_done(self, ev):
        walked = self.walk
        self.walk = []
        where = space_name(ev["at"])
        if not walked:
            return f"{self.who(ev['seat'])} stays at {where}."
        feet = f", {plural(ev['footsteps'], 'footstep')}" if ev.get("footsteps") else ""
        return f"{self.who(ev['seat'])} walks {plural(len(walked), 'space')} to {where}{feet}."

    def _sent_home(self, ev):
        return LogLine(f"{self.who(ev['seat'])} is sent Home from {space_name(ev['from'])}.", BAD)

    def _revive(self, ev):
        return LogLine(f"Home revives {', '.join(ev['creatures'])} at half HP.", GOOD)

    def _bandage(self, ev):
        return LogLine(f"The Infinite Bandage heals {self.who(ev['seat'])}'s creatures by {ev['healed']} HP.", GOOD)

    # --- chances ---------------------------------------------------------------------------------------
    def _roll(self, ev):
        who = self.who(ev["seat"])
        if ev.get("table") == "wilderness":
            verdict = "safe" if ev["outcome"] == "safe" else "a wild creature appears!"
            return LogLine(f"{who} has {plural(ev.get('footsteps', ev['need'] - 1), 'footstep')}: rolls {ev['face']} "
                           f"on the d6 (needs {ev['need']}+) - {verdict}", GOOD if ev["outcome"] == "safe" else BAD)
        why = {"strike": "Strike", "meditate": "Meditate", "brace": "Brace", "dodge": "Dodge", "run": "Run",
               "catch": "Catch", "npc_reply": "Counterstrike check", "shaman": "Shaman's gamble",
               "thieves": "Thieves"}.get(ev.get("why", ""), "Roll")
        need = f" (needs {ev['need']}+)" if ev.get("need") and ev.get("why") == "catch" else ""
        return f"{why}: {ev['face']} on the d10{need} - {outcome_word(ev['outcome'])}."

    def _ability(self, ev):
        return LogLine(f"{ev['creature']}'s {ABILITY_NAMES.get(ev['ability'], ev['ability'])} takes effect.", GOLD)

    def _heal(self, ev):
        if not ev["healed"]:
            return f"The Shaman's gamble heals {ev['creature']} by nothing."
        return LogLine(f"The Shaman heals {ev['creature']} by {ev['healed']} ({ev['hp']} HP).", GOOD)

    # --- places ----------------------------------------------------------------------------------------
    def _thieves_ignore(self, ev):
        return f"The Thieves ignore {self.who(ev['seat'])}: no banked points to steal."

    def _thieves_declined(self, ev):
        return f"{self.who(ev['seat'])} walks past the Thieves."

    def _stake_kept(self, ev):
        return LogLine(f"{self.who(ev['seat'])} beats the Thieves and keeps the stake of {ev['stake']}.", GOOD)

    def _stake_lost(self, ev):
        return LogLine(f"The Thieves win: {self.who(ev['seat'])} loses the stake of {ev['stake']}.", BAD)

    def _colosseum_begins(self, ev):
        return LogLine(f"{self.who(ev['seat'])} enters the Colosseum! Every other player is Vigilant.", GOLD, True)

    def _colosseum(self, ev):
        return LogLine(f"{self.who(ev['seat'])} has beaten {ev['won']} of {ev['of']} champions.", GOLD, True)

    def _colosseum_fallen(self, ev):
        return LogLine(f"{self.who(ev['seat'])} falls in the Colosseum after {plural(ev['won'], 'win')}.", BAD)

    def _colosseum_taken(self, ev):
        return LogLine(f"{self.who(ev['seat'])} takes the Colosseum from {self.who(ev['from'])}.", GOLD, True)

    # --- battles ---------------------------------------------------------------------------------------
    def _battle(self, ev):
        kind = BATTLE_KINDS.get(ev["kind"], ev["kind"]).lower()
        foe = self.who(ev["foe"]) if ev["foe"] >= 0 else ev["name"]
        return LogLine(f"Battle ({kind}): {self.who(ev['seat'])} against {foe}.", self.tint(ev), True)

    def _picked(self, ev):
        if ev.get("sealed"):
            return f"{self.who(ev['seat'])} picks a creature (hidden until both have picked)."
        return f"{self.who(ev['seat'])} picks a creature to send in."

    def _battle_picks(self, ev):
        a, b = ev["names"]
        return f"{a} faces {b}."

    def _fortify_temp(self, ev):
        return LogLine(f"Fortify shields {ev['creature']} with {ev['temp']} temporary HP.", GOOD)

    def _send_in(self, ev):
        return f"{self.who(ev['seat']) if ev['seat'] >= 0 else 'The foe'} sends in {ev['creature']}."

    def _strike(self, ev):
        striker, target = ev["striker"], ev["target"]
        if ev["outcome"] == "dodged":
            return f"{target} dodges {striker}'s Strike."
        if ev["outcome"] == "counterstrike" and ev.get("seat", 0) < 0:  # an NPC answering a non-Strike action
            return LogLine(f"{striker} counterstrikes: {target} takes {ev['to_target']} "
                           f"({max(0, ev.get('target_hp', 0))} HP left).", BAD)
        parts = []
        if ev["to_target"]:
            parts.append(f"{striker} hits {target} for {ev['to_target']} ({max(0, ev.get('target_hp', 0))} HP left)")
        if ev["to_striker"]:
            parts.append(f"{target} strikes back: {striker} takes {ev['to_striker']} "
                         f"({max(0, ev.get('striker_hp', 0))} HP left)")
        if not parts:
            return f"{striker}'s Strike does no damage."
        return "; ".join(parts) + "."

    def _knocked_out(self, ev):
        return LogLine(f"{ev['creature']} is knocked out.", BAD if ev["seat"] >= 0 else GOOD)

    def _forfeit(self, ev):
        return LogLine(f"{self.who(ev['seat'])} forfeits the battle.", BAD)

    def _battle_over(self, ev):
        how = {"catch": "with a catch", "run": "by running away", "forfeit": "by forfeit",
               "knocked_out": ""}.get(ev["how"], "")
        winner = self.who(ev["winner"]) if ev["winner"] >= 0 else ev["name"]
        if ev["how"] == "run":
            return f"{self.who(ev['loser'])} gets away from {ev['name']}."
        return LogLine(f"{winner} wins the battle{(' ' + how) if how else ''}.", GOOD if ev["winner"] >= 0 else BAD, True)

    def _caught(self, ev):
        return LogLine(f"{self.who(ev['seat'])} catches {ev['creature']} ({ev['catches']} of {ev.get('of', 15)}).", GOOD, True)

    def _keep(self, ev):
        return f"{self.who(ev['seat'])} keeps {ev['creature']}."

    def _release(self, ev):
        return f"{self.who(ev['seat'])} releases {ev['creature']}."

    # --- growth ----------------------------------------------------------------------------------------
    def _exp(self, ev):
        if not ev["gained"]:
            return f"{self.who(ev['seat'])} is at the top level: no more EXP."
        return f"{self.who(ev['seat'])} gains {ev['gained']} EXP."

    def _level_up(self, ev):
        return LogLine(f"{self.who(ev['seat'])} reaches level {ev['level']} and banks {plural(ev['points'], 'point')}.",
                       GOLD, True)

    def _sigil(self, ev):
        source = "from its Warlord" if ev["source"] == "warlord" else f"from {self.who(int(ev['source'].split(':')[1]))}"
        return LogLine(f"{self.who(ev['seat'])} takes the {SIGIL_NAMES[ev['sigil']]} {source}.", GOLD, True)

    def _sigil_returns(self, ev):
        return LogLine(f"The {SIGIL_NAMES[ev['sigil']]} returns to its Warlord.", BAD)

    def _condition(self, ev):
        text = {"exhaustion": "is Exhausted and will lose the next turn",
                "rally_cry": "rallies: every creature's maximum HP doubles, all healed"}.get(ev["condition"], "")
        return LogLine(f"{self.who(ev['seat'])} {text}.", BAD if ev["condition"] == "exhaustion" else GOOD)

    def _condition_ends(self, ev):
        return f"{self.who(ev['seat'])}'s {CONDITION_NAMES.get(ev['condition'], ev['condition'])} ends."

    # --- the end ---------------------------------------------------------------------------------------
    def _survival(self, ev):
        return LogLine("The creature deck is empty: Survivalist! Sudden-death duels begin; sigils sleep.", GOLD, True)

    def _out(self, ev):
        return LogLine(f"{self.who(ev['seat'])} is beaten by {self.who(ev['by'])} and is out of the game.", BAD, True)

    def _game_over(self, ev):
        winners = " and ".join(self.who(s) for s in ev["winners"])
        return LogLine(f"{winners} wins: {ev['title']} ({ev['reason']}).", GOLD, True)

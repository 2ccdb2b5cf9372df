"""Every Zombie Slayer engine event as a sentence for the game log, with every die in it.

`LogWriter.line(event)` turns one event into a `LogLine` (the dispatching and the filling of a
sentence from its event are every game's, widgets/log_lines.py); the sentences are here. Each
is a function of its event alone: the events carry the facts their sentences need (a kept
face's pips, the card a zombie rises on, a tie's zombie), so the writer keeps no game state and
a log written again - after a load, an undo, in another language - reads the same. The writer's
`names` name the one seat, the slayer (words.Slayer: "Ludwig").
"""
from __future__ import annotations

from ..i18n import N_, _
from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from . import words
from .words import LIMITS, SIDES, face_meaning, named, pips_text, result_words, rules, say

TURN = (120, 40, 20)
LUCK = (150, 100, 0)

#: The events told in one sentence: type -> (sentence, colour, bold).
SAID = {
    "zombie_turn": (N_("The zombies' turn."), TURN, True),
    "crumble": (N_("With their master gone, every zombie crumbles to dust."), GOOD, False),
    "boss": (N_("The Temple of the Necromancer is on the table: the boss fight begins!"), BAD, True),
    "cut": (N_("{tile} fits nowhere here: it goes back into the middle of the deck."), None, False),
    "explore": (N_("{slayer} enters an unexplored card: new cards are drawn around it."), None, False),
    "recalled": (N_("Every {zombie} is in the town already: the one furthest away is taken back to rise again."),
                 None, False),
    "no_room": (N_("No free square for a {zombie}: it does not appear."), None, False),
    "join": (N_("{token} falls in with {slayer} again."), None, False),
    "lost": (N_("{token} wanders off the edge of the town and is lost."), BAD, False),
    "activate": (N_("{token} acts."), QUIET, False),
    "zombie_stuck": (N_("{token} finds every shortest way blocked and waits."), QUIET, False),
    "xp": (N_("+1 experience ({xp} in all)."), GOOD, False),
    "creation_point": (N_("{every} more experience: a creation point to spend ({cp} now) - see Train."), GOOD, True),
    "sacrifice": (N_("A fanatic townsman throws himself in harm's way and takes {amount} damage for {slayer} "
                     "({townsmen} left)."), None, False),
    "knocked_off": (N_("{token} is knocked off the edge of the town!"), GOOD, False),
    "endure": (N_("Endure Pain: +{bonus} defense until your next turn (now {defense_mod})."), None, False),
    "assault_guard": (N_("Assault leaves {slayer} open: defense {defense_mod} until the next turn."), None, False),
    "skill": (N_("{slayer} uses {skill}."), None, False),
    "quaff": (N_("{slayer} quaffs the {item}."), None, False),
    "drop": (N_("{slayer} drops a heap of dragon dung on {place}."), None, False),
    "explosion": (N_("The dragon dung explodes! Everyone on it and next to it takes 1 damage."), BAD, True),
    "search": (N_("{slayer} searches {tile}."), None, False),
    "follower": (N_("{token} joins {slayer}!"), GOOD, True),
    "item": (N_("Found: {item}."), GOOD, False),
    "discard": (N_("{slayer} discards the {item}."), None, False),
    "left_behind": (N_("{slayer} leaves the {item} behind."), None, False),
    "learn": (N_("{slayer} learns a new skill: {skill}."), GOOD, True),
    "ritual": (N_("The Necromancer performs the Ritual of Summoning!"), BAD, True),
}
#: Sentences by a kind of event: the key picks one.
ATTACKS = {  # (mode, with a skill?)
    ("melee", False): N_("{att} attacks {def} in melee."), ("melee", True): N_("{att} attacks {def} in melee using {skill}."),
    ("ranged", False): N_("{att} shoots at {def}."), ("ranged", True): N_("{att} shoots at {def} using {skill}."),
    ("riposte", False): N_("{att} strikes back at {def} with a riposte."),
    ("riposte", True): N_("{att} strikes back at {def} with a riposte."),
}
DESTROYED = {  # (whose token, by what)
    ("zombie", ""): N_("{token} is destroyed."), ("zombie", "torch"): N_("{token} is destroyed by the torch."),
    ("zombie", "explosion"): N_("{token} is destroyed in the blast."), ("nec", ""): N_("{token} is destroyed!"),
    ("nec", "torch"): N_("{token} is destroyed by the torch!"), ("nec", "explosion"): N_("{token} is destroyed in the blast!"),
    ("other", ""): N_("{token} falls."), ("other", "torch"): N_("{token} falls to the torch."),
    ("other", "explosion"): N_("{token} falls in the blast."),
}
HEALS = {  # (source, healed at all?)
    ("potion", True): N_("The Life potion restores {amount} Life ({life} Life now)."),
    ("potion", False): N_("The Life potion restores nothing ({life} Life)."),
    ("prycille", True): N_("Prycille's prayer restores {amount} Life ({life} Life now)."),
    ("prycille", False): N_("Prycille's prayer restores nothing ({life} Life)."),
}
LUCK_WAYS = {"reroll": N_("Luck: {slayer} rerolls die {number}: {before} becomes {after} (Luck die now {luck})."),
             "up": N_("Luck: {slayer} turns die {number} up: {before} becomes {after} (Luck die now {luck})."),
             "down": N_("Luck: {slayer} turns die {number} down: {before} becomes {after} (Luck die now {luck}).")}
ONE_DIE = {"defense": N_("{owner} defends with a {face}: {meaning}."), "melee": N_("{owner} attacks with a {face}: {meaning}."),
           "ranged": N_("{owner} shoots with a {face}: {meaning}."), "heal": N_("{owner} rolls a {face} to heal: {meaning}.")}
ROLLS = {"spawn": N_("Spawn dice, one per card: {dice}."), "summon": N_("The Temple's dice for the summoning: {dice}."),
         "treasure": N_("Treasure die: {dice}."), "search": N_("Search die for {tile}: {dice} ({meaning}).")}
POTIONS = {"accuracy": N_("The {item} takes effect: +{bonus} to this attack."),
           "defense": N_("The {item} takes effect: +{bonus} to this defense.")}
WASTED = {"learn": N_("Nothing to gain: every skill is known already."),
          "paint": N_("Nothing to gain: no face has an empty pip left.")}


class LogWriter(log_lines.LogWriter):
    ROLES = {"token": "token", "att": "token", "def": "token", "owner": "token", "zombie": "token", "tile": "tile",
             "place": "tile", "item": "item", "skill": "skill", "card": "card"}

    def term(self, kind: str, id) -> str:
        """A piece in the middle of a sentence, the slayer by his name; anything else as the table names it."""
        if kind == "token":
            return self.who(0) if id == "slayer" else words.the(id)
        return words.term(kind, id)

    def facts(self, ev: dict) -> dict:
        """The event's fields in words, the slayer's name, a zombie's colour as "violet zombie"."""
        out = {"slayer": self.who(0), "every": LIMITS["xp_per_cp"], **super().facts(ev)}
        if isinstance(ev.get("defense_mod"), int):
            out["defense_mod"] = f"{ev['defense_mod']:+d}"
        if "colour" in ev:
            out["zombie"] = named("zombie", ev["colour"])
        return out

    # --- the game's course ----------------------------------------------------------------------------
    def _setup(self, ev):
        who = ev.get("who") or {"text": ev.get("slayer", "")}
        name = words.named("slayer", who["id"]) if "id" in who else who["text"]
        return LogLine(_("{slayer} stands in the market place of a town overrun by the dead (seed {seed}).").format(
            slayer=name, seed=ev.get("seed")), TURN, True)

    def _slayer_turn(self, ev):
        return LogLine(self.counted("Turn {turn}: your turn - {n} action.", "Turn {turn}: your turn - {n} actions.",
                                    ev["actions"], ev), TURN, True)

    def _damage(self, ev):
        return LogLine(words.cap(self.said(N_("{token} takes {amount} damage ({life} Life left)."), ev)),
                       BAD if ev["token"] == "slayer" else None)

    def _game_over(self, ev):
        if ev.get("winners"):
            return LogLine(self.said(N_("Victory! The Necromancer is slain on turn {turns} ({xp} experience)."), ev), GOOD, True)
        return LogLine(self.said(N_("Defeat: {slayer} has fallen on turn {turns} ({xp} experience)."), ev), BAD, True)

    # --- the town ---------------------------------------------------------------------------------------
    def _draw(self, ev):
        return self.counted("Drew {tile} from the deck ({n} card left).", "Drew {tile} from the deck ({n} cards left).",
                            ev["deck"], ev)

    def _tile(self, ev):
        return self.said(N_("{tile} is placed with its green border to the {side}."), ev, side=_(SIDES[ev["border"]]))

    def _spawn_roll(self, ev):
        return self.said(N_("Spawn die for {place}: {face} - {what}."), ev, what=pips_text(ev["pips"], _("nothing appears")))

    def _spawn(self, ev):
        if ev["token"] == "nec":
            return LogLine(_("The Necromancer appears on the altar of his temple!"), BAD, True)
        return self.said(N_("A {zombie} rises on {place}."), ev)

    # --- moving -------------------------------------------------------------------------------------------
    def _move(self, ev):
        text = N_("{token} shambles {direction}.") if words.is_zombie(ev["token"]) else N_("{token} steps {direction}.")
        return LogLine(words.cap(self.said(text, ev, direction=say(rules.direction(ev["from"], ev["to"])))),
                       QUIET if words.is_zombie(ev["token"]) else None)

    def _knocked(self, ev):
        return self.said(N_("{token} is knocked back {direction}."), ev, direction=say(rules.direction(ev["from"], ev["to"])))

    def _tie_roll(self, ev):
        """A "you decide" tie settled by a die: which zombie (and on which card), whom it goes for,
        which way it steps."""
        n, what, pick = len(ev.get("options") or ()), ev["what"], ev["pick"]
        if what == "first":
            return self.counted("{n} zombie is equally near: a die sends {pick} on {place} first.",
                                "{n} zombies are equally near: a die sends {pick} on {place} first.", n, ev,
                                pick=self.term("token", pick))
        if what == "target":
            return self.counted("{n} of you is equally near: a die decides {zombie} goes for {pick}.",
                                "{n} of you are equally near: a die decides {zombie} goes for {pick}.", n, ev,
                                pick=self.term("token", pick), zombie=self.term("token", ev["zombie"]))
        x, y = (int(v) for v in pick.split(","))
        return self.counted("{n} way is equally short: a die sends {zombie} {direction}.",
                            "{n} ways are equally short: a die sends {zombie} {direction}.", n, ev,
                            zombie=self.term("token", ev["zombie"]), direction=say(rules.direction(ev["from"], (x, y))))

    # --- dice -----------------------------------------------------------------------------------------------
    def _roll(self, ev):
        dice, owners, purpose = ev["dice"], ev["owners"], ev["purpose"]
        owner = owners[0] if owners else "plain"
        grams = ev.get("dieagrams") or [[["empty"] * k for k in range(1, 7)]]
        meaning = face_meaning(grams[0][dice[0] - 1], purpose) if dice else ""
        card = owner.startswith("tile:")
        more = {"dice": " ".join(str(d) for d in dice), "face": dice[0] if dice else 0, "meaning": meaning,
                "owner": "" if card or owner == "plain" else self.term("token", owner), "tile": named("tile", owner[5:])
                if card else ""}
        if purpose in ROLLS:
            return self.said(ROLLS[purpose], ev, **more)
        if len(dice) == 1 and owner != "slayer":
            return self.said(ONE_DIE.get(purpose, N_("{owner} rolls a {face}: {meaning}.")), ev, **more)
        return self.said(N_("{owner} rolls {dice} for {purpose}."), ev, **more, purpose=say(rules.purpose(purpose)))

    def _keep(self, ev):
        text = N_("{owner} keeps the {face}: {meaning}, and Endure Pain rides along.") if ev.get("endure") else \
            N_("{owner} keeps the {face}: {meaning}.")
        return self.said(text, ev, meaning=face_meaning(ev.get("pips") or ["empty"] * ev["face"], ev["purpose"]))

    def _luck(self, ev):
        return LogLine(self.said(LUCK_WAYS[ev["how"]], ev, number=ev["die"] + 1), LUCK)

    # --- fighting ---------------------------------------------------------------------------------------------
    def _attack(self, ev):
        return LogLine(self.said(ATTACKS[ev["mode"], bool(ev.get("skill"))], ev), BAD if ev["def"] == "slayer" else None)

    def _guard(self, ev):
        if ev["how"] == "defend":
            return self.said(N_("{slayer} defends."), ev)
        return self.said(N_("{slayer} uses {skill}."), ev, skill=named("skill", ev["how"]))

    def _clash(self, ev):
        if ev.get("already_dead"):
            return LogLine(self.said(N_("Attack {attack} against defense {defense}: {def} is Already Dead - the blow "
                                        "does nothing."), ev), QUIET)
        text = N_("Attack {attack} against defense {defense}, toughness {toughness}: {damage} damage.") \
            if ev.get("toughness", 1) > 1 else N_("Attack {attack} against defense {defense}: {damage} damage.")
        return LogLine(self.said(text, ev), BAD if ev["def"] == "slayer" and ev["damage"] else None)

    def _destroyed(self, ev):
        whose = "zombie" if words.is_zombie(ev["token"]) else "nec" if ev["token"] == "nec" else "other"
        by = ev.get("by") if ev.get("by") in ("torch", "explosion") else ""  # else the attacker's token
        text = words.cap(self.said(DESTROYED[whose, by], ev))
        return LogLine(text, BAD if whose == "other" else GOOD, whose == "nec")

    def _heal(self, ev):
        text = HEALS.get((ev.get("source"), bool(ev["amount"])))
        if text is None:
            text = N_("Healing restores {amount} Life ({life} Life now).") if ev["amount"] else \
                N_("Healing restores nothing ({life} Life).")
        return LogLine(self.said(text, ev), GOOD if ev["amount"] else None)

    def _barrage(self, ev):
        return self.counted("Barrage: {n} extra action for more Barrage.", "Barrage: {n} extra actions for more Barrage.",
                            ev["extra"], ev)

    def _dash(self, ev):
        return self.counted("Dash: {n} extra square to run.", "Dash: {n} extra squares to run.", ev["extra"], ev)

    def _potion_used(self, ev):
        return self.said(POTIONS.get(ev["item"], N_("The {item} takes effect.")), ev)

    def _throw(self, ev):
        return self.said(N_("{slayer} throws a torch {direction}."), ev, direction=say(rules.direction(ev["from"], ev["to"])))

    # --- searching ----------------------------------------------------------------------------------------------
    def _treasure_pip(self, ev):
        if ev.get("card") is None:
            return LogLine(self.said(N_("Face {face} has no treasure pip: nothing found."), ev), QUIET)
        return self.said(N_("Face {face} has a treasure pip: the {card} card!"), ev)

    def _treasure(self, ev):
        return LogLine(self.said(N_("{card} card, row {face}: {result}."), ev, result=result_words(ev["card"], ev["result"])),
                       BAD if ev["result"] == "zombie" else GOOD)

    def _treasure_again(self, ev):
        return self.said(N_("{result} is already with you: roll the treasure die again."), ev,
                         result=self.term("token", ev["result"]))

    def _townsman(self, ev):
        return LogLine(self.counted("A fanatic townsman joins {slayer} ({townsmen} now): your Hand rolls {hand} dice, "
                                    "but you have {n} action a turn.",
                                    "A fanatic townsman joins {slayer} ({townsmen} now): your Hand rolls {hand} dice, "
                                    "but you have {n} actions a turn.", ev.get("actions", 1), ev), GOOD)

    def _paint(self, ev):
        return LogLine(self.said(N_("A {pip} pip is painted on the {face}-face."), ev, pip=named("pip", ev["pip"])), GOOD)

    def _wasted(self, ev):
        return LogLine(_(WASTED[ev["what"]]), QUIET)

    def _summoned(self, ev):
        if not ev.get("colours"):
            return _("The ritual summons nothing this time.")
        return LogLine(_("The ritual summons {zombies}.").format(zombies=pips_text(ev["colours"])), BAD)


def _told(sentence: str, colour, bold: bool):
    return lambda self, ev: LogLine(words.cap(self.said(sentence, ev)), colour, bold)


for _type, (_sentence, _colour, _bold) in SAID.items():  # each a `_<type>` sentence, as log_lines dispatches
    setattr(LogWriter, f"_{_type}", _told(_sentence, _colour, _bold))

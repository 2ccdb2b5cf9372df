"""Zombie Slayer's story: every event told as a line of the log, with every die in it
(engine/core/story.py).

The one seat is the slayer, seat 0: the log calls him by the name his table gives that seat
("Ludwig"), and so it names the slayer's token wherever an event names it ("att", "owner", ...);
any other token is a term ("the violet zombie", "Bron the Barbarian"). Each line is a function of
its event: the events carry the facts their sentences need (a kept face's pips, the card a zombie
rises on, a tie's zombie, a roll's dieagrams).
"""
from __future__ import annotations

from ...core.messages import N_, msg, term, typed
from ...core.story import Story, told
from .results import WASTED, Outcomes
from .words import PURPOSES, SIDE_WORDS, direction, face_meaning, is_zombie, pips_said, treasure

#: The events told in one sentence: type -> (sentence, tone, bold).
SAID = {
    "zombie_turn": (N_("The zombies' turn."), "gold", True),
    "crumble": (N_("With their master gone, every zombie crumbles to dust."), "good", False),
    "boss": (N_("The Temple of the Necromancer is on the table: the boss fight begins!"), "bad", True),
    "cut": (N_("{tile} fits nowhere here: it goes back into the middle of the deck."), None, False),
    "explore": (N_("{slayer} enters an unexplored card: new cards are drawn around it."), None, False),
    "recalled": (N_("Every {zombie} is in the town already: the one furthest away is taken back to rise again."),
                 None, False),
    "no_room": (N_("No free square for a {zombie}: it does not appear."), None, False),
    "join": (N_("{token} falls in with {slayer} again."), None, False),
    "lost": (N_("{token} wanders off the edge of the town and is lost."), "bad", False),
    "activate": (N_("{token} acts."), "quiet", False),
    "zombie_stuck": (N_("{token} finds every shortest way blocked and waits."), "quiet", False),
    "xp": (N_("+1 experience ({xp} in all)."), "good", False),
    "creation_point": (N_("{every} more experience: a creation point to spend ({cp} now) - see Train."), "good", True),
    "sacrifice": (N_("A fanatic townsman throws himself in harm's way and takes {amount} damage for {slayer} "
                     "({townsmen} left)."), None, False),
    "knocked_off": (N_("{token} is knocked off the edge of the town!"), "good", False),
    "endure": (N_("Endure Pain: +{bonus} defense until your next turn (now {defense_mod})."), None, False),
    "assault_guard": (N_("Assault leaves {slayer} open: defense {defense_mod} until the next turn."), None, False),
    "skill": (N_("{slayer} uses {skill}."), None, False),
    "quaff": (N_("{slayer} quaffs the {item}."), None, False),
    "drop": (N_("{slayer} drops a heap of dragon dung on {place}."), None, False),
    "explosion": (N_("The dragon dung explodes! Everyone on it and next to it takes 1 damage."), "bad", True),
    "search": (N_("{slayer} searches {tile}."), None, False),
    "follower": (N_("{token} joins {slayer}!"), "good", True),
    "item": (N_("Found: {item}."), "good", False),
    "discard": (N_("{slayer} discards the {item}."), None, False),
    "left_behind": (N_("{slayer} leaves the {item} behind."), None, False),
    "learn": (N_("{slayer} learns a new skill: {skill}."), "good", True),
    "ritual": (N_("The Necromancer performs the Ritual of Summoning!"), "bad", True),
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
    (None, True): N_("Healing restores {amount} Life ({life} Life now)."),
    (None, False): N_("Healing restores nothing ({life} Life)."),
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
TOKENS = ("token", "att", "def", "owner", "zombie")  # the event fields that name a token
PLAIN = [["empty"] * k for k in range(1, 7)]


class ZombieSlayerStory(Outcomes, Story):
    """The log's lines (`_<type>`) and the outcomes' result panels (results.py, `result_<type>`)."""

    ROLES = {**dict.fromkeys(TOKENS, "token"), "tile": "tile", "place": "tile", "item": "item", "skill": "skill",
             "card": "card"}
    KINDS = {**dict.fromkeys(("slayer_turn", "zombie_turn"), "turns"),
             **dict.fromkeys(("roll", "keep", "luck", "spawn_roll", "tie_roll", "treasure_pip", "treasure_again"),
                             "rolls"),
             **dict.fromkeys(("attack", "guard", "clash", "damage", "destroyed", "sacrifice", "knocked", "knocked_off",
                              "throw", "explosion", "assault_guard", "barrage", "crumble"), "battles"),
             **dict.fromkeys(("draw", "tile", "cut", "treasure"), "cards")}

    def token(self, token: str) -> dict:
        """A piece in the middle of a sentence: the slayer by his name, anything else as a term."""
        return self.who(0) if token == "slayer" else term("token", token)

    def facts(self, ev: dict) -> dict:
        """The event's facts, the slayer by his name, a zombie's colour as "violet zombie", a change
        of defense with its sign."""
        out = {"slayer": self.who(0), **super().facts(ev)}
        out.update({key: self.who(0) for key in TOKENS if ev.get(key) == "slayer"})
        if isinstance(ev.get("defense_mod"), int):
            out["defense_mod"] = msg("+{n}", n=ev["defense_mod"]) if ev["defense_mod"] >= 0 else ev["defense_mod"]
        if "colour" in ev:
            out["zombie"] = term("zombie", ev["colour"])
        return out

    # --- the game's course ----------------------------------------------------------------------------
    def _setup(self, ev):
        return told(msg("{slayer} stands in the market place of a town overrun by the dead (seed {seed}).",
                        slayer=ev.get("who") or {"text": ev.get("slayer", "")}, seed=ev.get("seed")), tone="gold", bold=True)

    def _slayer_turn(self, ev):
        return told(self.counted("Turn {turn}: your turn - {n} action.", "Turn {turn}: your turn - {n} actions.",
                                 ev["actions"], ev), tone="gold", bold=True)

    def _damage(self, ev):
        return told(self.said(N_("{token} takes {amount} damage ({life} Life left)."), ev),
                    tone="bad" if ev["token"] == "slayer" else None)

    def _game_over(self, ev):
        if ev.get("winners"):
            return told(self.said(N_("Victory! The Necromancer is slain on turn {turns} ({xp} experience)."), ev),
                        tone="good", bold=True)
        return told(self.said(N_("Defeat: {slayer} has fallen on turn {turns} ({xp} experience)."), ev), tone="bad", bold=True)

    # --- the town ---------------------------------------------------------------------------------------
    def _draw(self, ev):
        return self.counted("Drew {tile} from the deck ({n} card left).", "Drew {tile} from the deck ({n} cards left).",
                            ev["deck"], ev)

    def _tile(self, ev):
        return self.said(N_("{tile} is placed with its green border to the {side}."), ev, side=SIDE_WORDS[ev["border"]])

    def _spawn_roll(self, ev):
        return self.said(N_("Spawn die for {place}: {face} - {what}."), ev,
                         what=pips_said(ev["pips"], msg("nothing appears")))

    def _spawn(self, ev):
        if ev["token"] == "nec":
            return told(msg("The Necromancer appears on the altar of his temple!"), tone="bad", bold=True)
        return self.said(N_("A {zombie} rises on {place}."), ev)

    # --- moving -------------------------------------------------------------------------------------------
    def _move(self, ev):
        zombie = is_zombie(ev["token"])
        text = N_("{token} shambles {direction}.") if zombie else N_("{token} steps {direction}.")
        return told(self.said(text, ev, direction=direction(ev["from"], ev["to"])), tone="quiet" if zombie else None)

    def _knocked(self, ev):
        return self.said(N_("{token} is knocked back {direction}."), ev, direction=direction(ev["from"], ev["to"]))

    def _tie_roll(self, ev):
        """A "you decide" tie settled by a die: which zombie (and on which card), whom it goes for,
        which way it steps."""
        n, what, pick = len(ev.get("options") or ()), ev["what"], ev["pick"]
        if what == "first":
            return self.counted("{n} zombie is equally near: a die sends {pick} on {place} first.",
                                "{n} zombies are equally near: a die sends {pick} on {place} first.", n, ev,
                                pick=self.token(pick))
        zombie = self.token(ev["zombie"])
        if what == "target":
            return self.counted("{n} of you is equally near: a die decides {zombie} goes for {pick}.",
                                "{n} of you are equally near: a die decides {zombie} goes for {pick}.", n, ev,
                                pick=self.token(pick), zombie=zombie)
        x, y = (int(v) for v in pick.split(","))
        return self.counted("{n} way is equally short: a die sends {zombie} {direction}.",
                            "{n} ways are equally short: a die sends {zombie} {direction}.", n, ev,
                            zombie=zombie, direction=direction(ev["from"], (x, y)))

    # --- dice -----------------------------------------------------------------------------------------------
    def _roll(self, ev):
        dice, owners, purpose = ev["dice"], ev["owners"], ev["purpose"]
        owner = owners[0] if owners else "plain"
        grams = ev.get("dieagrams") or [PLAIN]
        card = owner.startswith("tile:")
        more = {"dice": typed(" ".join(map(str, dice))), "face": dice[0] if dice else 0,  # the faces: "4 2 6"
                "meaning": face_meaning(grams[0][dice[0] - 1], purpose) if dice else msg("nothing"),
                "owner": self.who(-1) if card or owner == "plain" else self.token(owner)}
        if card:
            more["tile"] = term("tile", owner[5:])
        if purpose in ROLLS:
            return self.said(ROLLS[purpose], ev, **more)
        if len(dice) == 1 and owner != "slayer":
            return self.said(ONE_DIE.get(purpose, N_("{owner} rolls a {face}: {meaning}.")), ev, **more)
        return self.said(N_("{owner} rolls {dice} for {purpose}."), ev, **more, purpose=PURPOSES[purpose])

    def _keep(self, ev):
        text = N_("{owner} keeps the {face}: {meaning}, and Endure Pain rides along.") if ev.get("endure") else \
            N_("{owner} keeps the {face}: {meaning}.")
        return self.said(text, ev, meaning=face_meaning(ev.get("pips") or ["empty"] * ev["face"], ev["purpose"]))

    def _luck(self, ev):
        return told(self.said(LUCK_WAYS[ev["how"]], ev, number=ev["die"] + 1), tone="gold")

    # --- fighting ---------------------------------------------------------------------------------------------
    def _attack(self, ev):
        return told(self.said(ATTACKS[ev["mode"], bool(ev.get("skill"))], ev), tone="bad" if ev["def"] == "slayer" else None)

    def _guard(self, ev):
        if ev["how"] == "defend":
            return self.said(N_("{slayer} defends."), ev)
        return self.said(N_("{slayer} uses {skill}."), ev, skill=term("skill", ev["how"]))

    def _clash(self, ev):
        if ev.get("already_dead"):
            return told(self.said(N_("Attack {attack} against defense {defense}: {def} keeps its 1-face, and its skill "
                                     "Already Dead negates all damage from the attack."), ev), tone="quiet")
        text = N_("Attack {attack} against defense {defense}, toughness {toughness}: {damage} damage.") \
            if ev.get("toughness", 1) > 1 else N_("Attack {attack} against defense {defense}: {damage} damage.")
        return told(self.said(text, ev), tone="bad" if ev["def"] == "slayer" and ev["damage"] else None)

    def _destroyed(self, ev):
        whose = "zombie" if is_zombie(ev["token"]) else "nec" if ev["token"] == "nec" else "other"
        by = ev.get("by") if ev.get("by") in ("torch", "explosion") else ""  # else the attacker's token
        return told(self.said(DESTROYED[whose, by], ev), tone="bad" if whose == "other" else "good", bold=whose == "nec")

    def _heal(self, ev):
        source = ev.get("source") if ev.get("source") in ("potion", "prycille") else None
        return told(self.said(HEALS[source, bool(ev["amount"])], ev), tone="good" if ev["amount"] else None)

    def _barrage(self, ev):
        return self.counted("Barrage: {n} extra action for more Barrage.", "Barrage: {n} extra actions for more Barrage.",
                            ev["extra"], ev)

    def _dash(self, ev):
        return self.counted("Dash: {n} extra square to run.", "Dash: {n} extra squares to run.", ev["extra"], ev)

    def _potion_used(self, ev):
        return self.said(POTIONS.get(ev["item"], N_("The {item} takes effect.")), ev)

    def _throw(self, ev):
        return self.said(N_("{slayer} throws a torch {direction}."), ev, direction=direction(ev["from"], ev["to"]))

    # --- searching ----------------------------------------------------------------------------------------------
    def _treasure_pip(self, ev):
        if ev.get("card") is None:
            return told(self.said(N_("Face {face} has no treasure pip: nothing found."), ev), tone="quiet")
        return self.said(N_("Face {face} has a treasure pip: the {card} card!"), ev)

    def _treasure(self, ev):
        return told(self.said(N_("{card} card, row {face}: {result}."), ev, result=treasure(ev["card"], ev["result"])),
                    tone="bad" if ev["result"] == "zombie" else "good")

    def _treasure_again(self, ev):
        return self.said(N_("{result} is already with you: roll the treasure die again."), ev,
                         result=self.token(ev["result"]))

    def _townsman(self, ev):
        return told(self.counted("A fanatic townsman joins {slayer} ({townsmen} now): your Hand rolls {hand} dice, "
                                 "but you have {n} action a turn.",
                                 "A fanatic townsman joins {slayer} ({townsmen} now): your Hand rolls {hand} dice, "
                                 "but you have {n} actions a turn.", ev.get("actions", 1), ev), tone="good")

    def _paint(self, ev):
        return told(self.said(N_("A {pip} pip is painted on the {face}-face."), ev, pip=term("pip", ev["pip"])), tone="good")

    def _wasted(self, ev):
        return told(msg(WASTED[ev["what"]]), tone="quiet")

    def _summoned(self, ev):
        if not ev.get("colours"):
            return msg("The ritual summons nothing this time.")
        return told(msg("The ritual summons {zombies}.", zombies=pips_said(ev["colours"])), tone="bad")


def _told(sentence: str, tone: str | None, bold: bool):
    return lambda self, ev: told(self.said(sentence, ev), tone=tone, bold=bold)


for _type, (_sentence, _tone, _bold) in SAID.items():  # each a `_<type>` line, as Story dispatches
    setattr(ZombieSlayerStory, f"_{_type}", _told(_sentence, _tone, _bold))

STORY = ZombieSlayerStory

"""Every engine event as a sentence for the game log, with every die in it.

Players ask for "a log with every die and every card". The engine's events are terse data
(`{"type": "keep", "die": 1, "face": 4, ...}`); `LogWriter.line(event)` turns each into one
plain-English line (the dispatching is every game's, widgets/log_lines.py). It remembers the last roll (and each roll's dieagrams), because a `keep`
or `luck` event names only the die, and the meaning of its face lives on the roll.
Every event type the engine emits has a sentence here; tests check that none falls through.
"""
from __future__ import annotations

from engine import api

from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from .words import (
    CARD_NAMES,
    PURPOSE_WORDS,
    SIDE_WORDS,
    colour_of,
    face_meaning,
    is_zombie,
    item_name,
    pips_text,
    plural,
    result_words,
    skill_name,
    the,
    tile_name,
    token_name,
)

TURN = (120, 40, 20)
LUCK = (150, 100, 0)


def short_name(name: str) -> str:
    """"Ludwig" for "Ludwig van Rheingold": the log names the slayer often."""
    return name.split()[0] if name.strip() else "The slayer"


def direction(a, b) -> str:
    """"north-east" from square a towards square b: the rules' own compass (the labels say it
    the same way), "on the spot" when they are one square."""
    return api.rulebook("zombie_slayer").direction(a, b, same="on the spot")


def cards_away(card) -> str:
    """"2 east and 1 north": how far a card lies from the Town Centre, in whole cards."""
    dx, dy = card
    parts = [f"{abs(dy)} {'north' if dy < 0 else 'south'}" if dy else "",
             f"{abs(dx)} {'east' if dx > 0 else 'west'}" if dx else ""]
    return " and ".join(p for p in parts if p) or "in the middle"


class LogWriter(log_lines.LogWriter):
    """Turns events into log lines; `slayer` is the slayer's name (from the setup event)."""

    def __init__(self, slayer: str = "The slayer") -> None:
        self.full_name = slayer
        self.slayer = short_name(slayer)
        self.roll: dict | None = None
        self.tiles: dict[tuple[int, int], str] = {(0, 0): "town_centre"}
        self.at: dict[str, tuple[int, int]] = {}  # where each token stands, as the log has told it
        self.active: str | None = None  # the zombie acting now (a route tie is about it)

    def where(self, square) -> str:
        """"on Baker's Lane": the card a square lies on, named as the table shows it; a card the
        log has not seen yet is told by its way from the market place, never by coordinates."""
        card = (square[0] // 6, square[1] // 6)
        tile = self.tiles.get(card)
        if tile:
            return f"on {tile_name(tile)}"
        return f"on the card {cards_away(card)} of the market place"

    def _seen(self, token: str, pos) -> None:
        if pos is not None:
            self.at[token] = (pos[0], pos[1])

    # --- helpers -------------------------------------------------------------------------------
    def name(self, token: str) -> str:
        return token_name(token, self.slayer)

    def the(self, token: str) -> str:
        return the(token, self.slayer)

    def _pips(self, die: int, face: int) -> list[str]:
        roll = self.roll or {}
        grams = roll.get("dieagrams") or []
        if die < len(grams) and 1 <= face <= len(grams[die]):
            return grams[die][face - 1]
        return ["empty"] * max(1, face)

    # --- the game's course ---------------------------------------------------------------------
    def _setup(self, ev):
        self.full_name = ev.get("slayer", self.full_name)
        self.slayer = short_name(self.full_name)
        return LogLine(f"{self.full_name} stands in the market place of a town overrun by the dead (seed {ev.get('seed')}).", TURN, True)

    def _slayer_turn(self, ev):
        return LogLine(f"Turn {ev['turn']}: your turn - {plural(ev['actions'], 'action')}.", TURN, True)

    def _zombie_turn(self, ev):
        return LogLine("The zombies' turn.", TURN, True)

    def _game_over(self, ev):
        if ev.get("winners"):
            return LogLine(f"Victory! The Necromancer is slain on turn {ev.get('turns')} ({ev.get('xp')} XP).", GOOD, True)
        return LogLine(f"Defeat: {self.slayer} has fallen on turn {ev.get('turns')} ({ev.get('xp')} XP).", BAD, True)

    def _crumble(self, ev):
        return LogLine("With their master gone, every zombie crumbles to dust.", GOOD)

    def _boss(self, ev):
        return LogLine("The Temple of the Necromancer is on the table: the boss fight begins!", BAD, True)

    # --- the town ------------------------------------------------------------------------------
    def _draw(self, ev):
        return f"Drew {tile_name(ev['tile'])} from the deck ({plural(ev['deck'], 'card')} left)."

    def _tile(self, ev):
        self.tiles[tuple(ev["at"])] = ev["tile"]
        return f"{tile_name(ev['tile'])} is placed with its green border to the {SIDE_WORDS.get(ev['border'], ev['border'])}."

    def _cut(self, ev):
        return f"{tile_name(ev['tile'])} fits nowhere here: it goes back into the middle of the deck."

    def _explore(self, ev):
        return f"{self.slayer} enters an unexplored card: new cards are drawn around it."

    def _spawn_roll(self, ev):
        pips = [p for p in ev.get("pips", [])]
        what = pips_text(pips, empty="nothing appears")
        tile = self.tiles.get(tuple(ev["tile"]))
        return f"Spawn die for {tile_name(tile) if tile else 'a card'}: {ev['face']} - {what}."

    def _spawn(self, ev):
        self._seen(ev["token"], ev["pos"])
        if ev["token"] == "nec":
            return LogLine("The Necromancer appears on the altar of his temple!", BAD, True)
        return f"A {ev['colour']} zombie rises {self.where(ev['pos'])}."

    def _recalled(self, ev):
        return f"Every {colour_of(ev['token'])} zombie is in the town already: the one furthest away is taken back to rise again."

    def _no_room(self, ev):
        return f"No free square for a {ev.get('colour', '')} zombie: it does not appear."

    # --- moving --------------------------------------------------------------------------------
    def _move(self, ev):
        self._seen(ev["token"], ev["to"])
        way = direction(ev["from"], ev["to"])
        if ev["token"] == "slayer":
            return f"{self.slayer} steps {way}."
        if is_zombie(ev["token"]):
            return LogLine(f"{self.name(ev['token'])} shambles {way}.", QUIET)
        return f"{self.name(ev['token'])} steps {way}."

    def _join(self, ev):
        return f"{self.name(ev['token'])} falls in with {self.slayer} again."

    def _lost(self, ev):
        return LogLine(f"{self.name(ev['token'])} wanders off the edge of the town and is lost.", BAD)

    def _activate(self, ev):
        self.active = ev["token"]
        return LogLine(f"{self.name(ev['token'])} acts.", QUIET)

    def _zombie_stuck(self, ev):
        return LogLine(f"{self.name(ev['token'])} finds every shortest way blocked and waits.", QUIET)

    def _tie_roll(self, ev):
        """A "you decide" tie settled by a die, told as the table shows it: which zombie (and on
        which card), whom it goes for, which way it steps."""
        pick, count = ev["pick"], _count(len(ev.get("options") or ()))
        if ev["what"] == "first":
            where = f" {self.where(self.at[pick])}" if pick in self.at else ""
            return f"{count} zombies are equally near: a die sends {self.the(pick)}{where} first."
        if ev["what"] == "target":
            return f"{count} of you are equally near: a die decides the zombie goes for {self.the(pick)}."
        zombie = self.active
        to = tuple(int(v) for v in pick.split(","))
        if zombie in self.at:
            return f"{count} ways are equally short: a die sends {self.the(zombie)} {direction(self.at[zombie], to)}."
        return f"{count} ways are equally short: a die picks the zombie's way."

    # --- dice -------------------------------------------------------------------------------------
    def _roll(self, ev):
        self.roll = {**ev, "dice": list(ev["dice"])}  # Luck changes our copy, never the game's event
        dice, owners, purpose = ev["dice"], ev["owners"], ev["purpose"]
        shown = " ".join(str(d) for d in dice)
        owner = owners[0] if owners else "plain"
        if purpose == "spawn":
            return f"Spawn dice, one per card: {shown}."
        if purpose == "search":
            return f"Search die for {tile_name(owner[5:])}: {dice[0]} ({face_meaning(self._pips(0, dice[0]), 'search')})."
        if purpose == "treasure":
            return f"Treasure die: {dice[0]}."
        if purpose == "summon":
            return f"The Temple's dice for the summoning: {shown}."
        if len(dice) == 1 and owner != "slayer":
            meaning = face_meaning(self._pips(0, dice[0]), purpose)
            verb = {"defense": "defends with", "heal": "rolls to heal:", "melee": "attacks with",
                    "ranged": "shoots with"}.get(purpose, "rolls")
            return f"{self.name(owner)} {verb} {dice[0]}: {meaning}."
        return f"{self.name(owner)} rolls {shown} for {PURPOSE_WORDS.get(purpose, purpose)}."

    def _keep(self, ev):
        pips = self._pips(ev["die"], ev["face"])
        meaning = face_meaning(pips, ev["purpose"])
        extra = ", and Endure Pain rides along" if ev.get("endure") else ""
        return f"{self.name(ev['owner'])} keeps the {ev['face']}: {meaning}{extra}."

    def _luck(self, ev):
        how = {"reroll": "rerolls", "up": "turns up", "down": "turns down"}[ev["how"]]
        if self.roll is not None and ev["die"] < len(self.roll["dice"]):
            self.roll["dice"][ev["die"]] = ev["after"]
        return LogLine(f"Luck: {self.slayer} {how} die {ev['die'] + 1}: {ev['before']} becomes {ev['after']} "
                       f"(Luck die now {ev['luck']}).", LUCK)

    # --- fighting ---------------------------------------------------------------------------------
    def _attack(self, ev):
        how = {"melee": "in melee", "ranged": "with a ranged attack", "riposte": "with a riposte (strength 1)"}
        skill = f" using {skill_name(ev['skill'])}" if ev.get("skill") else ""
        return LogLine(f"{self.name(ev['att'])} attacks {self.the(ev['def'])} {how.get(ev['mode'], ev['mode'])}{skill}.",
                       BAD if ev["def"] == "slayer" else None)

    def _guard(self, ev):
        return f"{self.slayer} {'defends' if ev['how'] == 'defend' else 'uses ' + skill_name(ev['how'])}."

    def _clash(self, ev):
        sums = f"Attack {ev['attack']} against defense {ev['defense']}"
        if ev.get("toughness", 1) > 1:
            sums += f", toughness {ev['toughness']}"
        if ev.get("already_dead"):
            return LogLine(f"{sums}: {self.the(ev['def'])} is Already Dead - the blow does nothing.", QUIET)
        colour = BAD if ev["def"] == "slayer" and ev["damage"] else None
        return LogLine(f"{sums}: {ev['damage']} damage.", colour)

    def _damage(self, ev):
        colour = BAD if ev["token"] == "slayer" else None
        return LogLine(f"{self.name(ev['token'])} takes {ev['amount']} damage ({ev['life']} Life left).", colour)

    def _destroyed(self, ev):
        by = {"torch": " by the torch", "explosion": " in the blast"}.get(ev.get("by", ""), "")
        if is_zombie(ev["token"]):
            return LogLine(f"The {colour_of(ev['token'])} zombie is destroyed{by}.", GOOD)
        if ev["token"] == "nec":
            return LogLine(f"The Necromancer is destroyed{by}!", GOOD, True)
        return LogLine(f"{self.name(ev['token'])} falls{by}.", BAD)

    def _xp(self, ev):
        return LogLine(f"+1 XP ({ev['xp']} in all).", GOOD)

    def _creation_point(self, ev):
        return LogLine(f"Ten more XP: a creation point to spend ({ev['cp']} now) - see Train.", GOOD, True)

    def _sacrifice(self, ev):
        return f"A fanatic townsman throws himself in harm's way and takes 1 damage for {self.slayer} ({ev['townsmen']} left)."

    def _heal(self, ev):
        source = {"potion": "The Life potion", "prycille": "Prycille's prayer"}.get(ev.get("source"), "Healing")
        if not ev["amount"]:
            return f"{source} restores nothing ({ev['life']} Life)."
        return LogLine(f"{source} restores {ev['amount']} Life ({ev['life']} Life now).", GOOD)

    def _knocked(self, ev):
        self._seen(ev["token"], ev["to"])
        return f"{self.name(ev['token'])} is knocked back {direction(ev['from'], ev['to'])}."

    def _knocked_off(self, ev):
        return LogLine(f"{self.name(ev['token'])} is knocked off the edge of the town!", GOOD)

    def _endure(self, ev):
        return f"Endure Pain: +{ev['bonus']} defense until your next turn (now {ev['defense_mod']:+d})."

    def _assault_guard(self, ev):
        return f"Assault leaves {self.slayer} open: defense {ev['defense_mod']:+d} until the next turn."

    def _barrage(self, ev):
        return f"Barrage: {plural(ev['extra'], 'extra action')} for more Barrage."

    def _dash(self, ev):
        return f"Dash: {plural(ev['extra'], 'extra square')} to run."

    def _skill(self, ev):
        return f"{self.slayer} uses {skill_name(ev['skill'])}."

    def _potion_used(self, ev):
        what = {"accuracy": "+1 to this attack", "defense": "+2 to this defense"}.get(ev["item"], "its effect")
        return f"The {item_name(ev['item'])} takes effect: {what}."

    # --- items -----------------------------------------------------------------------------------
    def _quaff(self, ev):
        return f"{self.slayer} quaffs the {item_name(ev['item'])}."

    def _throw(self, ev):
        return f"{self.slayer} throws a torch {direction(ev['from'], ev['to'])}."

    def _drop(self, ev):
        return f"{self.slayer} drops a heap of dragon dung {self.where(ev['pos'])}."

    def _explosion(self, ev):
        return LogLine("The dragon dung explodes! Everyone on it and next to it takes 1 damage.", BAD, True)

    # --- searching -------------------------------------------------------------------------------
    def _search(self, ev):
        return f"{self.slayer} searches {tile_name(ev['tile'])}."

    def _treasure_pip(self, ev):
        if ev.get("card") is None:
            return LogLine(f"Face {ev['face']} has no treasure pip: nothing found.", QUIET)
        return f"Face {ev['face']} has a treasure pip: the {CARD_NAMES.get(ev['card'], ev['card'])} card!"

    def _treasure(self, ev):
        card = CARD_NAMES.get(ev["card"], ev["card"])
        colour = BAD if ev["result"] == "zombie" else GOOD
        return LogLine(f"{card} card, row {ev['face']}: {result_words(ev['card'], ev['result'])}.", colour)

    def _treasure_again(self, ev):
        return f"{self.name(ev['result'])} is already with you: roll the treasure die again."

    def _follower(self, ev):
        return LogLine(f"{self.name(ev['token'])} joins {self.slayer}!", GOOD, True)

    def _townsman(self, ev):
        return LogLine(f"A fanatic townsman joins {self.slayer} ({ev['townsmen']} now): +1 die, but 1 action a turn.", GOOD)

    def _item(self, ev):
        return LogLine(f"Found: {item_name(ev['item'])}.", GOOD)

    def _discard(self, ev):
        return f"{self.slayer} discards the {item_name(ev['item'])}."

    def _left_behind(self, ev):
        return f"{self.slayer} leaves the {item_name(ev['item'])} behind."

    def _learn(self, ev):
        return LogLine(f"{self.slayer} learns a new skill: {skill_name(ev['skill'])}.", GOOD, True)

    def _paint(self, ev):
        return LogLine(f"A {ev['pip']} pip is painted on the {ev['face']}-face.", GOOD)

    def _wasted(self, ev):
        what = {"learn": "every skill is known already", "paint": "no face has an empty pip left"}.get(ev["what"], ev["what"])
        return LogLine(f"Nothing to gain: {what}.", QUIET)

    # --- the Necromancer --------------------------------------------------------------------------
    def _ritual(self, ev):
        return LogLine("The Necromancer performs the Ritual of Summoning!", BAD, True)

    def _summoned(self, ev):
        colours = ev.get("colours") or []
        if not colours:
            return "The ritual summons nothing this time."
        return LogLine(f"The ritual summons {plural(len(colours), 'zombie')}: {', '.join(colours)}.", BAD)


def _count(n: int) -> str:
    return {2: "Two", 3: "Three", 4: "Four"}.get(n, str(n))

"""Every Auganism engine event as a sentence for the game log, with every card and number in it.

`LogWriter.line(event)` turns one event into a `LogLine` (text, colour, bold) or None; the
dispatching is every game's (widgets/log_lines.py), the sentences are here. Lines about a seat
are tinted in its colour; the turning points (an evolution, a battle won, nothing to summon, the
end) are bold.

The battle events name seats, not cards ("strike": seat 0 hits seat 1), so the writer follows
the table as the events go: which card each seat has summoned and its Health, each seat's wins,
the battle under way, the decks' sizes (for the stalemate rule's count of quiet turns). A log
started in the middle of a game (after loading) still speaks, only with fewer names.

Drawing comes as two events: the private "draw" (the cards, shown only to the drawer) and the
public "draws" (how many, and what is left in the deck) right after it. The drawer's table sees
both, so "draw" is told with the "draws" that follows it: "You draw Ember Pup and Reef Warden
(27 left in your deck)."; everyone else reads "Ann draws 2 cards (27 left in the deck)." - and a
replay watched face up, whose screen sees every draw, "Ann draws Ember Pup and Reef Warden (...)"
(give `me`, the seat at the screen).
"""
from __future__ import annotations

from engine import api

from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from ..widgets.seats import ink_of, seat_colour
from .words import augment_text, card_name, do_text, hero_name, join, names, plural, stage_text

LIMITS = api.info("auganism")["limits"]  # wins, team wins, quiet turns, the last turn: what the log tells

GOLD = (150, 100, 0)

#: An effect's timing as the log tells it: "(when summoned)".
WHEN_LOG = {
    "summon": "when summoned",
    "evolve": "on evolving",
    "battle": "at the start of the battle",
    "win": "on winning the battle",
    "augment": "as an augment",
    "evp": "from the EVP Zone",
    "activated": "activated",
    "response": "in response",
}


def _stages(card: str) -> int:
    found = api.catalog("auganism").monsters.get(card)
    return len(found.stages) if found else 1


class LogWriter(log_lines.LogWriter):
    def __init__(self, names, me: int | None = None) -> None:
        self.names = names
        self.me = me  # the seat at the screen: its private lines say "you" (None: whoever sees them)
        self.tag: bool | None = None  # known from the "heroes" event (or a seat above 1)
        self.heroes: dict[int, str] = {}
        self.summoned: dict[int, str | None] = {}  # seat -> card id in its Summon Zone (None: empty)
        self.health: dict[int, int] = {}  # seat -> the summoned monster's Health
        self.wins: dict[int, int] = {}
        self.decks: dict[int, int] = {}  # seat -> cards left in its deck
        self.turn: int | None = None
        self.quiet: int | None = None  # quiet turns in a row once every deck is empty (known from the start)
        self.hurt = False  # some monster lost Health this turn
        self.fight: tuple[int, int] | None = None  # (attacker, defender) of the battle declared or under way
        self.blows = 0  # strikes told in the battle under way
        self.declared = False  # a battle is declared and not yet fought (boosts count for it)
        self.pierce: set[int] = set()  # seats whose monster will pierce in its next (or this) battle
        self.loser: int | None = None  # the seat whose monster was just beaten (for "captured")
        self.drawn: tuple[int, list] | None = None  # a private draw, told with the "draws" after it
        self.prev: dict = {}  # the event before this one

    def line(self, ev: dict):
        try:
            return super().line(ev)
        finally:
            self.prev = ev

    # --- who is who ---------------------------------------------------------------------------------------
    def who(self, seat) -> str:
        return self.names.of(seat) if isinstance(seat, int) and seat >= 0 else "Someone"

    def ink(self, seat):
        return ink_of(seat_colour(seat)) if isinstance(seat, int) and seat >= 0 else None

    def tint(self, ev: dict):
        return self.ink(ev.get("seat"))

    def is_tag(self, *seats) -> bool:
        if self.tag is None and any(isinstance(s, int) and s > 1 for s in seats):
            self.tag = True
        return bool(self.tag)

    @staticmethod
    def foe(seat) -> int | None:
        """The seat across the table (the other duellist; in a tag battle, seat ^ 1 too)."""
        return seat ^ 1 if isinstance(seat, int) and seat >= 0 else None

    def partner(self, seat) -> int | None:
        return (seat + 2) % 4 if isinstance(seat, int) and seat >= 0 and self.is_tag(seat) else None

    def team(self, seat) -> str:
        """"Ann and Cid" in a tag battle, "Ann" in a duel."""
        partner = self.partner(seat)
        if partner is None:
            return self.who(seat)
        first, second = sorted((seat, partner))
        return f"{self.who(first)} and {self.who(second)}"

    def monster(self, seat, card: str | None = None) -> str:
        """"Ann's Ember Pup" (or "Ann's monster" when the card is not known)."""
        card = card or self.summoned.get(seat)
        return f"{self.who(seat)}'s {card_name(card) if card else 'monster'}"

    def _health(self, seat, health) -> None:
        if isinstance(seat, int) and isinstance(health, int):
            self.health[seat] = health

    # --- the opening --------------------------------------------------------------------------------------
    def _heroes(self, ev):
        heroes, decks = list(ev.get("heroes", [])), list(ev.get("decks", []))
        self.tag = bool(ev.get("tag")) or len(heroes) > 2
        self.heroes = dict(enumerate(heroes))
        seats = range(len(heroes))
        self.summoned = {s: None for s in seats}
        self.wins = {s: 0 for s in seats}
        self.quiet = 0
        plays = [f"{self.who(s)} plays {hero_name(h)}" + (f" ({decks[s]})" if s < len(decks) else "")
                 for s, h in enumerate(heroes)]
        text = "Heroes revealed: " + join(plays) + "."
        if self.tag and len(heroes) == 4:
            text = (f"Tag battle: {self.team(0)} against {self.team(1)}, first team to {LIMITS['team_wins']} battles won. "
                    + text)
        return LogLine(text, QUIET)

    def _first(self, ev):
        seat = ev.get("seat")
        return (f"Coin toss: {self.who(seat)} goes first (no battle on that turn: {self.who(self.foe(seat))} has no "
                "monster yet).")

    # --- drawing ------------------------------------------------------------------------------------------
    def _draw(self, ev):
        self.drawn = (ev.get("seat"), list(ev.get("cards", [])))
        return None  # told with the "draws" that follows it

    def _draws(self, ev):
        seat, count, deck = ev.get("seat"), ev.get("count", 0), ev.get("deck", 0)
        if isinstance(seat, int):
            self.decks[seat] = deck
        drawn, self.drawn = self.drawn, None
        if drawn is not None and drawn[0] == seat and drawn[1]:
            if self.me is None or seat == self.me:
                return f"You draw {names(drawn[1])} ({deck} left in your deck)."
            return f"{self.who(seat)} draws {names(drawn[1])} ({deck} left in the deck)."  # a replay face up
        if not count:
            return LogLine(f"{self.who(seat)}'s deck is empty: nothing to draw.", QUIET)
        return f"{self.who(seat)} draws {plural(count, 'card')} ({deck} left in the deck)."

    def _recover(self, ev):
        cards = list(ev.get("cards", []))
        if not cards:
            return LogLine(f"{self.who(ev.get('seat'))}'s graveyard is empty: nothing to recover.", QUIET)
        return f"{self.who(ev.get('seat'))} recovers {names(cards)} from the graveyard to the hand."

    # --- a turn -------------------------------------------------------------------------------------------
    def _turn(self, ev):
        self.turn, self.hurt = ev.get("turn"), False
        self.fight, self.declared = None, False
        seat = ev.get("seat")
        return f"Turn {ev.get('turn')}: {self.who(seat)}'s turn."

    def _turn_end(self, ev):
        seat = ev.get("seat")
        text = f"{self.who(seat)}'s turn ends."
        seats = len(self.heroes) or (4 if self.tag else 2)
        if len(self.decks) >= seats and not any(self.decks.values()):
            if self.quiet is not None:
                self.quiet = 0 if self.hurt else self.quiet + 1
                text += (f" Every deck is empty: {plural(self.quiet, 'quiet turn')} in a row without Health "
                         f"lost (the duel ends at {LIMITS['quiet_turns']}).")
        if self.turn is not None and self.turn >= LIMITS['max_turns']:
            text += f" That was turn {LIMITS['max_turns']}, the last a duel may have."
        return LogLine(text, QUIET)

    def _summon(self, ev):
        seat, card, health = ev.get("seat"), ev.get("card"), ev.get("health", 0)
        self.summoned[seat] = card
        self._health(seat, health)
        found = api.catalog("auganism").monsters.get(card)
        attack = f"{found.stages[0].attack} Attack, " if found else ""
        return (f"{self.who(seat)} summons {card_name(card)}: {stage_text(1, _stages(card))}, {attack}"
                f"{health} Health.")

    def _nothing_to_summon(self, ev):
        seat = ev.get("seat")
        if isinstance(seat, int):
            self.summoned[seat] = None
        who = self.who(seat)
        if self.partner(seat) is not None:
            text = f"{who} has an empty Summon Zone and no card to summon: {self.team(seat)} lose the match."
        else:
            text = f"{who} has an empty Summon Zone and no card to summon, and loses the duel."
        return LogLine(text, BAD, True)

    def _evp(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        found = api.catalog("auganism").monsters.get(card)
        worth = f" for {found.evp} EVP" if found else ""
        return f"{self.who(seat)} puts {card_name(card)} in the EVP Zone{worth}: EVP score {ev.get('score', 0)}."

    def _evolve(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        before, after = ev.get("from", 1), ev.get("to", 1)
        self.summoned[seat] = card
        self._health(seat, ev.get("health"))
        total = _stages(card)
        skipped = max(0, after - before - 1)
        skip = f", skipping {plural(skipped, 'stage')}," if skipped else ""
        spent = list(ev.get("spent", []))
        paid = f"spending {names(spent)}" if spent else "with no card spent"
        return LogLine(f"{self.monster(seat, card)} evolves from Stage {before} to {stage_text(after, total)}{skip} "
                       f"for {ev.get('cost', 0)} EVR, {paid}: now {ev.get('attack', 0)} Attack and "
                       f"{ev.get('health', 0)} Health.", self.ink(seat), True)

    def _augment(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        found = api.catalog("auganism").monsters.get(card)
        gives = {"sword": ev.get("sword", 0), "shield": ev.get("shield", 0)}
        what = augment_text(found) if found else f"+{gives['sword']} Sword, +{gives['shield']} Shield"
        mine = card_name(self.summoned.get(seat)) if self.summoned.get(seat) else "their monster"
        if ev.get("response"):
            return f"{self.who(seat)} responds by augmenting {mine} with {card_name(card)} ({what}) for this battle."
        return f"{self.who(seat)} augments {mine} with {card_name(card)} ({what}) for its next battle."

    def _declare(self, ev):
        seat, target = ev.get("seat"), ev.get("target")
        self.fight, self.declared = (seat, target), True
        mine = card_name(self.summoned.get(seat)) if self.summoned.get(seat) else "their monster"
        return f"{self.who(seat)} declares a battle: {mine} against {self.monster(target)}."

    # --- effects ------------------------------------------------------------------------------------------
    def _effect(self, ev):
        seat, card, when = ev.get("seat"), ev.get("card"), ev.get("when", "")
        what = do_text(ev.get("do", ""), ev.get("amount", 1), when, f"{self.who(seat)}'s")
        if when == "activated":
            return f"{self.who(seat)} uses {card_name(card)}'s effect: {what}."
        if when == "response":
            return f"{self.who(seat)} responds with {card_name(card)}'s effect: {what}."
        return f"{self.monster(seat, card)} ({WHEN_LOG.get(when, when)}): {what}."

    def _hero(self, ev):
        seat, hero, do = ev.get("seat"), ev.get("hero"), ev.get("do", "")
        found = api.catalog("auganism").heroes.get(hero)
        when = found.active.when if found else "activated"
        what = do_text(do, ev.get("amount", 1), when, f"{self.who(seat)}'s")
        rest = f" Ready again in {found.active.cooldown} of {self.who(seat)}'s turns." if found else ""
        head = f"{self.who(seat)} calls on {hero_name(hero)}" + (" in response" if when == "response" else "")
        text = f"{head}: {what}.{rest}"
        if do in ("attack", "shield", "pierce", "heal") and seat in self.summoned and self.summoned[seat] is None:
            text += " With no monster summoned, it does nothing."
        elif do == "wound" and self.foe(seat) in self.summoned and self.summoned[self.foe(seat)] is None:
            text += " With no opposing monster, it does nothing."
        return text

    def _boost(self, ev):
        seat, kind, amount = ev.get("seat"), ev.get("kind"), ev.get("amount", 0)
        when = "in this battle" if self.declared else "in its next battle"
        if kind == "pierce":
            if isinstance(seat, int):
                self.pierce.add(seat)
            return f"{self.monster(seat)} will pierce {when}: {self.who(self.foe(seat))}'s Shield counts as 0."
        word = {"attack": "Attack", "shield": "Shield"}.get(kind, str(kind))
        return f"{self.monster(seat)} gets +{amount} {word} {when}."

    def _heal(self, ev):
        seat, amount, health = ev.get("seat"), ev.get("amount", 0), ev.get("health", 0)
        self._health(seat, health)
        by = ""
        if self.prev.get("type") not in ("effect", "hero"):
            hero = self.heroes.get(seat)
            by = f" ({hero_name(hero)}'s regenerate)" if hero else " (the hero's regenerate)"
        if not amount:
            return LogLine(f"{self.monster(seat)} is already at full Health ({health}){by}.", QUIET)
        return LogLine(f"{self.monster(seat)} heals {amount}{by}: {health} Health.", GOOD)

    def _wound(self, ev):
        seat, amount, health = ev.get("seat"), ev.get("amount", 0), ev.get("health", 0)
        self._health(seat, health)
        if amount:
            self.hurt = True
        ink = self.ink(self.foe(seat))
        if not amount:
            return LogLine(f"{self.monster(seat)} is at {health} Health and cannot be wounded below 1.", QUIET)
        return LogLine(f"{self.monster(seat)} is wounded for {amount}: {health} Health left.", ink)

    def _evp_bonus(self, ev):
        return (f"{self.who(ev.get('seat'))} gains {ev.get('amount', 0)} EVP towards the next evolution "
                "(spent with the EVP Zone).")

    def _discount(self, ev):
        return f"{self.who(ev.get('seat'))}'s next evolution needs {ev.get('amount', 0)} EVR less."

    # --- the battle ---------------------------------------------------------------------------------------
    def _battle(self, ev):
        a, d = ev.get("attacker"), ev.get("defender")
        attack, shield = list(ev.get("attack", [0, 0])), list(ev.get("shield", [0, 0]))
        self.fight, self.blows, self.declared = (a, d), 0, False
        pierced, self.pierce = {self.foe(s) for s in self.pierce if s in (a, d)}, set()

        def side(seat, i):
            guard = f"{shield[i]} Shield" + (", pierced" if seat in pierced else "")
            health = f", {self.health[seat]} Health" if seat in self.health and self.summoned.get(seat) else ""
            return f"{self.monster(seat)} ({attack[i]} Attack, {guard}{health})"

        return f"Battle! {side(a, 0)} against {side(d, 1)}."

    def _strike(self, ev):
        seat, target = ev.get("seat"), ev.get("target")
        attack, shield, damage, health = (ev.get(k, 0) for k in ("attack", "shield", "damage", "health"))
        self._health(target, health)
        if damage:
            self.hurt = True
        self.blows += 1
        verb = "strikes back" if self.blows > 1 else "strikes"
        target_name = card_name(self.summoned.get(target)) if self.summoned.get(target) else \
            f"{self.who(target)}'s monster"
        head = f"{self.monster(seat)} {verb}: {attack} Attack against {shield} Shield"
        if not damage:
            return f"{head}, no damage: {target_name} keeps {health} Health."
        if health <= 0:
            return LogLine(f"{head}, {damage} damage: {target_name} falls to 0 Health.", self.ink(seat))
        return f"{head}, {damage} damage: {target_name} has {health} Health left."

    def _standoff(self, ev):
        healths = list(ev.get("healths", []))
        fight = self.fight or (None, None)
        told = [f"{self.monster(s)} {h}" if s is not None else str(h) for s, h in zip(fight, healths)]
        return LogLine(f"Both monsters are still standing (Health: {join(told)}): nobody wins this battle.", QUIET)

    def _battle_won(self, ev):
        seat, loser, card, wins = ev.get("seat"), ev.get("loser"), ev.get("card"), ev.get("wins", 0)
        self.loser = loser
        if isinstance(seat, int):
            self.wins[seat] = wins
        text = f"{self.monster(seat)} beats {self.monster(loser, card)}: {self.who(seat)} has {plural(wins, 'win')}"
        partner = self.partner(seat)
        if partner is not None:
            if partner in self.wins:
                team = wins + self.wins[partner]
                text += f", {team} of {LIMITS['team_wins']} for {self.team(seat)}"
            else:
                text += f" (the team needs {LIMITS['team_wins']})"
        else:
            text += f" of the {LIMITS['wins']} needed"
        if isinstance(loser, int):
            self.summoned[loser] = None
            self.health.pop(loser, None)
        return LogLine(text + ".", self.ink(seat), True)

    def _captured(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        owner = f" (it still belongs to {self.who(self.loser)})" if self.loser is not None else ""
        if ev.get("to") == "hand":
            winner = self.partner(seat)
            by = f", {self.who(winner)}'s partner," if winner is not None else ""
            return (f"{card_name(card)} is captured: it goes to {self.who(seat)}'s hand{by} to play as "
                    f"their own{owner}.")
        found = api.catalog("auganism").monsters.get(card)
        worth = f", worth {found.evp} EVP towards the next evolution" if found else ""
        return f"{card_name(card)} is captured into {self.who(seat)}'s EVP Zone{worth}{owner}."

    def _augments_spent(self, ev):
        cards = list(ev.get("cards", []))
        return LogLine(f"{self.who(ev.get('seat'))}'s augments are spent: {names(cards)} "
                       f"{'goes' if len(cards) == 1 else 'go'} to the graveyard.", QUIET)

    # --- the end ------------------------------------------------------------------------------------------
    def _game_over(self, ev):
        winners = [w for w in ev.get("winners", []) if isinstance(w, int) and w >= 0]
        reason = ev.get("reason", "")
        who = join(self.who(w) for w in winners)
        tag = len(winners) > 1 or self.is_tag(*winners)
        match = "match" if tag else "duel"
        win = "win" if len(winners) > 1 else "wins"
        if reason == "three wins" and winners:
            return LogLine(f"{who} {win} the duel with {LIMITS['wins']} battles won!", GOLD, True)
        if reason == "five team wins" and winners:
            return LogLine(f"{who} {win} the tag battle with {LIMITS['team_wins']} battles won between them!", GOLD, True)
        if reason == "nothing to summon" and winners:
            return LogLine(f"{who} {win} the {match}: the other side has nothing left to summon.", GOLD, True)
        if reason == "stalemate":
            if self.turn is not None and self.turn >= LIMITS['max_turns']:
                why = f" (turn {LIMITS['max_turns']} is over)"
            elif self.quiet is not None and self.quiet >= LIMITS['quiet_turns']:
                why = f" ({LIMITS['quiet_turns']} turns in a row without Health lost, with every deck empty)"
            else:
                why = ""
            if not winners:
                return LogLine(f"Stalemate{why}: equal battles won and equal Health, so the {match} is a draw.",
                               GOLD, True)
            return LogLine(f"Stalemate{why}: {who} {win} the {match}{self._tiebreak(winners)}.", GOLD, True)
        if not winners:
            return LogLine(f"The {match} is over: a draw.", GOLD, True)
        return LogLine(f"{who} {win} the {match}!", GOLD, True)

    def _tiebreak(self, winners: list[int]) -> str:
        """", with more battles won (2 to 1)" or ", with more Health left (9 to 5)", as the writer saw it."""
        seats = sorted(set(self.wins) | set(self.summoned))
        if not seats:
            return ""
        side = {s % 2 for s in winners}
        if len(side) != 1:
            return ""
        mine = side.pop()
        wins = [sum(self.wins.get(s, 0) for s in seats if s % 2 == t) for t in (mine, 1 - mine)]
        if wins[0] != wins[1]:
            return f", with more battles won ({wins[0]} to {wins[1]})"
        health = [sum(self.health.get(s, 0) for s in seats if s % 2 == t and self.summoned.get(s)) for t in (mine, 1 - mine)]
        if health[0] != health[1]:
            return f", with more Health left on the summoned {'monsters' if self.tag else 'monster'} " \
                   f"({health[0]} to {health[1]})"
        return ""

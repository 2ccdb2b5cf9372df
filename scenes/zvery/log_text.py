"""Every Zvery engine event as a sentence for the game log, with every die and every card in it.

`LogWriter.line(event)` turns one event into a `LogLine` (text, colour, bold) or None; the
dispatching is every game's (widgets/log_lines.py), the sentences are here. Lines about a seat
are tinted in its colour; the turning points (a battle begins, a catch, a death, the final
battle, the end) are bold.

Zvery's battle events name creatures, not seats ("damage" from one card to another), so the
writer remembers the battle it is in: the seat controlling each side (side 0 is the current
player, side 1 the wild creatures - played by the other player - or, in the final battle, the
other player) and which side each creature fights on. It also remembers each seat's unused
dice, so that a "dice" event (the whole pool after a keyword step) can say which die changed
("Alice raises a 3 to 4"). A log started in the middle of a battle (after loading) still
speaks, only with fewer names.
"""
from __future__ import annotations

from collections import Counter

from engine import api

from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from ..widgets.seats import ink_of, seat_colour
from .words import (
    TYPE_NAMES,
    ability_name,
    creature_name,
    dice_text,
    mutation_name,
    mutation_text,
    names,
    plural,
    skill_text,
)

GOLD = (150, 100, 0)


def _skills_by_name() -> dict:
    c = api.catalog("zvery")
    return {s.name: s for card in (*c.abilities.values(), *c.mutations.values()) for s in card.skills}


def _level(card: str) -> str:
    found = api.catalog("zvery").creatures.get(card)
    return f"{creature_name(card)} (level {found.level})" if found else creature_name(card)


class LogWriter(log_lines.LogWriter):
    def __init__(self, names) -> None:
        self.names = names
        self.skills = _skills_by_name()
        self.current: int | None = None  # the current player's seat, once known
        self.seats: list[int] | None = None  # the seat controlling each side of the battle
        self.kind = "wild"  # the battle's kind
        self.side_of: dict[str, int] = {}  # card -> side, in this battle
        self.pools: dict[int, list[int] | None] = {}  # seat -> its unused dice, as far as known

    # --- who is who ---------------------------------------------------------------------------------------
    def who(self, seat) -> str:
        return self.names.of(seat) if isinstance(seat, int) and seat >= 0 else "Someone"

    def seat_of_side(self, side) -> int | None:
        if self.seats is None or side not in (0, 1):
            return None
        return self.seats[side]

    def side_name(self, side) -> str:
        seat = self.seat_of_side(side)
        if seat is not None:
            return self.who(seat)
        return "The current player" if side == 0 else "The other player"

    def seat_of_card(self, card) -> int | None:
        return self.seat_of_side(self.side_of.get(card))

    def ink(self, seat):
        return ink_of(seat_colour(seat)) if isinstance(seat, int) and seat >= 0 else None

    def owned(self, card: str, side=None) -> str:
        """"Alice's Spark Imp", "the wild Glowmoth" or just "Glowmoth" when the side is unknown."""
        side = self.side_of.get(card) if side is None else side
        name = creature_name(card)
        if side == 1 and self.kind == "wild":
            return f"the wild {name}"
        seat = self.seat_of_side(side)
        return f"{self.who(seat)}'s {name}" if seat is not None else name

    def tint(self, ev: dict):
        return self.ink(ev.get("seat"))

    @staticmethod
    def _cap(text: str) -> str:
        return text[:1].upper() + text[1:]

    # --- setting up ---------------------------------------------------------------------------------------
    def _coin_toss(self, ev):
        return f"Coin toss: {self.who(ev.get('seat'))} picks a starter first."

    def _starters(self, ev):
        return LogLine(f"Starters on offer: {names(ev.get('cards', []))} (level 2).", QUIET)

    def _ability(self, ev):
        found = api.catalog("zvery").abilities.get(ev.get("ability"))
        kind = TYPE_NAMES.get(found.type, found.type) if found else "its"
        return LogLine(f"{creature_name(ev.get('card'))} takes {ability_name(ev.get('ability'))}, the first "
                       f"{kind} ability in the ability deck.", QUIET)

    def _starter(self, ev):
        return (f"{self.who(ev.get('seat'))} takes {creature_name(ev.get('card'))} as a starter, "
                f"with {ability_name(ev.get('ability'))}.")

    def _laid_out(self, ev):
        self.current = ev.get("current")
        wild = ", ".join(_level(c) for c in ev.get("wild", [])) or "none"
        return LogLine(f"Face up: wild creatures {wild}; mutations {names(ev.get('mutations', []))}. "
                       f"{self.who(self.current)} chooses the first battle.", self.ink(self.current), True)

    # --- a battle -----------------------------------------------------------------------------------------
    def _battle(self, ev):
        self.kind = ev.get("kind", "wild")
        self.seats = list(ev.get("seats", [])) or None
        fighters = ev.get("fighters", [])
        self.side_of = {card: side for side, card, _ in fighters}
        self.pools = {}
        teams = [[f"{creature_name(card)} ({health} health)" for side, card, health in fighters if side == s]
                 for s in (0, 1)]
        mine, theirs = (", ".join(t) or "nobody" for t in teams)
        if self.kind == "final":
            return LogLine(f"The final battle begins: {self.side_name(0)}'s {mine} against "
                           f"{self.side_name(1)}'s {theirs}.", GOLD, True)
        self.current = self.seat_of_side(0)
        stake = ev.get("at_stake", [])
        stakes = f" At stake: {names(stake)}." if stake else " No mutations at stake."
        return LogLine(f"Battle: {self.side_name(0)}'s {mine} against the wild {theirs}, played by "
                       f"{self.side_name(1)}.{stakes}", self.ink(self.current), True)

    def _roll(self, ev):
        self.pools[ev.get("seat")] = list(ev.get("dice", []))
        return f"{self.who(ev.get('seat'))} rolls {dice_text(ev.get('dice', []))}."

    def _catch(self, ev):
        card, left, rolled = ev.get("card"), list(ev.get("left", [])), list(ev.get("rolled", []))
        need, caught = ev.get("need", 0), ev.get("caught", False)
        total = sum(left) + sum(rolled)
        who = self.side_name(0)
        name = creature_name(card)
        if left and rolled:
            dice = f"{dice_text(left)} left on it + {dice_text(rolled)} rolled = {total}"
        elif left:
            dice = f"all five dice were left on it: {dice_text(left)} = {total}"
        else:
            dice = f"rolls {dice_text(rolled)} = {total}"
        found = api.catalog("zvery").creatures.get(card)
        why = f" (catchrate {found.catchrate} + health {need - found.catchrate})" if found else ""
        verdict = "caught!" if caught else "not caught."
        text = f"{who} tries to catch {name}: {dice} against {need}{why}: {verdict}"
        if caught:
            return LogLine(text, GOOD, True)
        return LogLine(text + " Dice may be left on it for the next try.", self.ink(self.seat_of_side(0)))

    def _skill(self, ev):
        seat, spent = ev.get("seat"), list(ev.get("dice", []))
        pool = self.pools.get(seat)
        if pool is not None:
            left = Counter(pool)
            left.subtract(spent)
            if any(n < 0 for n in left.values()):
                self.pools[seat] = None
            else:
                for v in spent:
                    pool.remove(v)
        found = self.skills.get(ev.get("skill"))
        does = f": {skill_text(found)}" if found else ""
        user = self._cap(self.owned(ev.get("card"))) if self.kind == "wild" else creature_name(ev.get("card"))
        return f"{user} uses {ev.get('skill')} (paid {dice_text(spent)}){does}."

    def _damage(self, ev):
        source, target = creature_name(ev.get("from")), creature_name(ev.get("to"))
        amount, health = ev.get("amount", 0), ev.get("health", 0)
        by = f"{source}'s trait" if ev.get("trait") else source
        ink = self.ink(self.seat_of_card(ev.get("from")))
        if not amount:
            return LogLine(f"{by} does no damage to {target} ({health} health).", ink)
        if health <= 0:
            return LogLine(f"{by} deals {amount} damage to {target}: {health} health, bleeding out!", BAD)
        return LogLine(f"{by} deals {amount} damage to {target} ({health} health left).", ink)

    def _heal(self, ev):
        target, amount, health = creature_name(ev.get("to")), ev.get("amount", 0), ev.get("health", 0)
        who = f"A trait heals {target}" if ev.get("trait") else f"{target} is healed"
        if not amount:
            return LogLine(f"{who}, but it is already at its full {health} health.",
                           self.ink(self.seat_of_card(ev.get("to"))))
        still = ", still bleeding out" if health <= 0 else ""
        return LogLine(f"{who} by {amount} ({health} health{still}).", GOOD)

    def _stun(self, ev):
        target, stun = ev.get("to"), ev.get("stun")
        who = f"A trait stuns {creature_name(target)}" if ev.get("trait") else f"{creature_name(target)} is stunned"
        side = self.side_of.get(target)
        ink = self.ink(self.seat_of_side(1 - side)) if side in (0, 1) else None
        return LogLine(f"{who}: stun {stun} (no skills until dice summing {stun}+ are paid to lift it).", ink)

    def _boost(self, ev, kind: str, what: str):
        by = " (a trait)" if ev.get("trait") else ""
        return LogLine(f"{creature_name(ev.get('to'))} gains +{ev.get('amount')} {kind}{by}: {what} for the rest "
                       "of the battle.", self.ink(self.seat_of_card(ev.get("to"))))

    def _strength(self, ev):
        return self._boost(ev, "strength", "its hits do more damage")

    def _fortitude(self, ev):
        return self._boost(ev, "fortitude", "hits on it do less damage")

    def _dice(self, ev):
        seat, keyword, after = ev.get("seat"), ev.get("keyword", "dice"), list(ev.get("dice", []))
        before = self.pools.get(seat)
        self.pools[seat] = list(after)
        who = self.who(seat)
        now = f"(unused dice: {dice_text(after)})"
        if before is None:
            return f"{who} uses {keyword} {now}."
        gone, new = Counter(before) - Counter(after), Counter(after) - Counter(before)
        if not gone and not new:
            return None  # a die picked to be set, or "done": told with the change, if any
        out, came = sorted(gone.elements()), sorted(new.elements())
        if len(out) == 1 and len(came) == 1:
            verb = {"increment": "raises", "decrement": "lowers", "set": "sets"}.get(keyword, "turns")
            return f"{who} {verb} a {out[0]} to {came[0]} {now}."
        if keyword == "shatter" and len(out) == 1 and len(came) == 2:
            return f"{who} shatters a {out[0]} into {came[0]} and {came[1]} {now}."
        if keyword == "fuse" and len(out) == 2 and len(came) == 1:
            return f"{who} fuses a {out[0]} and a {out[1]} into a {came[0]} {now}."
        return f"{who} uses {keyword} {now}."

    def _unstun(self, ev):
        seat = self.seat_of_card(ev.get("card"))
        if seat is not None:
            self.pools[seat] = None  # the dice paid are not in the event
        who = self.who(seat) if seat is not None else "Its player"
        return LogLine(f"{who} pays dice summing {ev.get('stun')} or more: {creature_name(ev.get('card'))} is no "
                       "longer stunned.", self.ink(seat))

    def _out(self, ev):
        return f"{self.who(ev.get('seat'))} uses no skill this go and is out for the rest of the turn."

    def _dies(self, ev):
        card, side = ev.get("card"), ev.get("side")
        if self.kind == "wild" and side == 1:
            return LogLine(f"The wild {creature_name(card)} dies and is turned face down.", BAD, True)
        later = " (it will fight again in the next battle)" if self.kind == "wild" else ""
        return LogLine(f"{self._cap(self.owned(card, side))} dies and leaves the battle{later}.", BAD, True)

    def _turn_end(self, ev):
        self.pools = {}
        turn = ev.get("turn", 0)
        last = api.info("zvery")["limits"]["battle_turns"]
        if turn > last:
            return LogLine(f"Turn {last} is over: the battle has lasted as long as a battle may.", QUIET)
        first = self.side_name(ev.get("next"))
        return LogLine(f"Turn {turn}: {first} acts first.", self.ink(self.seat_of_side(ev.get("next"))))

    def _battle_over(self, ev):
        winner, final = ev.get("winner", -1), self.kind == "final"
        if final:
            if ev.get("time_up"):
                text = f"Time is up: {self.side_name(winner)} wins the final battle with more health left."
            elif winner in (0, 1):
                text = f"{self.side_name(winner)} has the last creatures standing and wins the final battle."
            else:
                text = (f"Both sides fall at once: {self.side_name(0)}, who did not bring on the final battle, "
                        "wins it.")
            return LogLine(text, GOLD, True)
        killed, caught, lost = list(ev.get("killed", [])), ev.get("caught", 0), ev.get("lost", 0)
        me = self.side_name(0)
        done = []
        if killed:
            levels = ", ".join(str(n) for n in killed)
            done.append(f"killed {plural(len(killed), 'creature')} (level {levels})")
        if caught:
            done.append(f"caught {plural(caught, 'creature')}")
        if lost:
            done.append(f"lost {plural(lost, 'creature')} of their own")
        if not done:
            done = ["neither caught nor killed a creature"]
        tally = f"{me} " + (", ".join(done[:-1]) + " and " if len(done) > 1 else "") + done[-1] + "."
        if ev.get("time_up"):
            return LogLine(f"Time is up: the wild creatures still standing slip away. {tally}", QUIET, True)
        if winner == 0:
            return LogLine(f"{me} wins the battle. {tally}", self.ink(self.seat_of_side(0)), True)
        if winner == 1:
            return LogLine(f"The wild creatures ({self.side_name(1)}) win the battle. {tally}",
                           self.ink(self.seat_of_side(1)), True)
        return LogLine(f"No creature is left standing on either side. {tally}", QUIET, True)

    # --- after a battle -----------------------------------------------------------------------------------
    def _joins(self, ev):
        return LogLine(f"{creature_name(ev.get('card'))} joins {self.who(ev.get('seat'))}'s creatures, with its "
                       "ability.", GOOD)

    def _rewards(self, ev):
        cur = self.who(self.current) if self.current is not None else "The current player"
        other = self.who(1 - self.current) if self.current is not None else "the other player"
        def count(n):
            return plural(n, "mutation") if n else "none"

        return LogLine(f"Rewards: {cur} gets {count(ev.get('current', 0))}, {other} gets "
                       f"{count(ev.get('wild', 0))}.", QUIET)

    def _released(self, ev):
        return LogLine(f"{self.who(ev.get('seat'))} has five creatures and releases "
                       f"{creature_name(ev.get('card'))} to the discard pile.", BAD)

    def _mutation_taken(self, ev):
        return f"{self.who(ev.get('seat'))} takes {mutation_name(ev.get('card'))} from the mutations at stake."

    def _mutation_drawn(self, ev):
        return f"{self.who(ev.get('seat'))} draws {mutation_name(ev.get('card'))} from the mutation deck."

    def _mutation_placed(self, ev):
        found = api.catalog("zvery").mutations.get(ev.get("card"))
        what = f" ({mutation_text(found)})" if found and found.kind == "upgrade" else \
            " (its four skills go beneath it)" if found else ""
        return (f"{self.who(ev.get('seat'))} places {mutation_name(ev.get('card'))} on "
                f"{creature_name(ev.get('on'))}{what}.")

    def _mutation_discarded(self, ev):
        return f"{self.who(ev.get('seat'))} discards {mutation_name(ev.get('card'))}."

    def _refilled(self, ev):
        wild = ", ".join(_level(c) for c in ev.get("wild", [])) or "none left"
        return LogLine(f"Face up now: wild creatures {wild}; mutations {names(ev.get('mutations', []))}.", QUIET)

    def _switch(self, ev):
        self.current = ev.get("current")
        return LogLine(f"{self.who(self.current)} is the current player now and chooses the next battle.",
                       self.ink(self.current))

    # --- the end ------------------------------------------------------------------------------------------
    def _final_battle(self, ev):
        first, trigger = ev.get("first"), ev.get("triggered_by")
        return LogLine(f"The final battle is due ({self.who(trigger)}'s battle brought it on): whole rosters at full "
                       f"health, no catching; {self.who(first)} acts first.", GOLD, True)

    def _game_over(self, ev):
        winners = [w for w in ev.get("winners", []) if isinstance(w, int)]
        if not winners:
            return LogLine("The game is over.", GOLD, True)
        return LogLine(f"{' and '.join(self.who(w) for w in winners)} wins the game!", GOLD, True)

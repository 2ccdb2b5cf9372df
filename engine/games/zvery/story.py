"""Zvery's story: every event as the log's line, with every die and every card in it (api.tell).

Each line is a function of its event (engine/core/story.py): the events carry the facts their
sentences need - the seat acting and the creature's owner, a battle's kind and seats, the dice
before and after a keyword, a catch's catchrate and health. Lines about a seat are in its
colour; the turning points (a battle begins, a catch, a death, the final battle, the end) are bold.
What a skill, a cost or an upgrade does is said in the rulebook's words (battle.py, dice.py), as
the cards and the choices say it. Each line belongs to one of the log's filters (KINDS: a battle's
turns, the dice, the fighting, the cards), and each outcome has its result panel (results.py).
"""
from __future__ import annotations

from collections import Counter

from ...core.messages import N_, listing, msg, plural, term
from ...core.story import Story, told
from .battle import mutation_words, skill, skill_words
from .content import content
from .results import Results

#: The events told in one sentence filled from their own fields: type -> (sentence, tone, bold).
SAID = {
    "coin_toss": (N_("Coin toss: {seat} picks a starter first."), None, False),
    "starters": (N_("Starters on offer: {cards} (level {level})."), "quiet", False),
    "starter": (N_("{seat} takes {card} as a starter, with {ability}."), None, False),
    "roll": (N_("{seat} rolls {dice}."), None, False),
    "strength": (N_("{to} gains +{amount} strength: its hits do more damage for the rest of the battle."), None, False),
    "fortitude": (N_("{to} gains +{amount} fortitude: hits on it do less damage for the rest of the battle."), None,
                  False),
    "unstun": (N_("{seat} pays {dice} (summing {stun} or more): {card} is no longer stunned."), None, False),
    "out": (N_("{seat} uses no skill this go and is out for the rest of the turn."), None, False),
    "joins": (N_("{card} joins {seat}'s creatures, with its ability."), "good", False),
    "released": (N_("{seat} has {had} creatures, more than {most}, and releases {card} to the discard pile."), "bad",
                 False),
    "mutation_taken": (N_("{seat} takes {card} from the mutations at stake."), None, False),
    "mutation_drawn": (N_("{seat} draws {card} from the mutation deck."), None, False),
    "mutation_discarded": (N_("{seat} discards {card}."), None, False),
    "switch": (N_("{seat} is the current player now and chooses the next battle."), None, False),
    "final_battle": (N_("The final battle is due ({triggered_by}'s battle brought it on): whole rosters at full "
                        "health, no catching; {first} acts first."), "gold", True),
}
#: The events whose "card" is a mutation (elsewhere it is a creature).
MUTATION_CARD = {"mutation_taken", "mutation_drawn", "mutation_discarded", "mutation_placed"}
#: A die changed by a keyword, one for one: the keyword -> its sentence.
CHANGED = {"increment": N_("{seat} raises a {old} to {new} (unused dice: {dice})."),
           "decrement": N_("{seat} lowers a {old} to {new} (unused dice: {dice})."),
           "set": N_("{seat} sets a {old} to {new} (unused dice: {dice}).")}
#: Heals: (healed, still bleeding out) -> sentence.
HEALS = {(False, False): N_("{by} heals {to}, but it is already at its full {health} health."),
         (True, True): N_("{by} heals {to} by {amount} ({health} health, still bleeding out)."),
         (True, False): N_("{by} heals {to} by {amount} ({health} health).")}


def dice(values: list) -> dict:
    """Die values as the log says them ("2, 3 and 5"; "no dice")."""
    return listing(list(values)) if values else msg("no dice")


class ZveryStory(Results, Story):
    ROLES = {"seat": "seat", "other": "seat", "first": "seat", "triggered_by": "seat", "current_player": "seat",
             "foe": "seat", "loser": "seat", "card": "creature", "cards": "creature", "mutations": "mutation",
             "at_stake": "mutation", "to": "creature", "from": "creature", "on": "creature", "ability": "ability",
             "abilities": "ability", "skill": "skill", "keyword": "keyword"}
    KINDS = {**dict.fromkeys(("turn_end", "switch"), "turns"),
             **dict.fromkeys(("roll", "dice", "catch"), "rolls"),
             **dict.fromkeys(("battle", "final_battle", "skill", "damage", "heal", "stun", "strength", "fortitude",
                              "unstun", "out", "dies", "battle_over", "rewards"), "battles"),
             **dict.fromkeys(("starters", "starter", "ability", "laid_out", "joins", "released", "mutation_taken",
                              "mutation_drawn", "mutation_discarded", "mutation_placed", "refilled"), "cards")}

    def facts(self, ev: dict) -> dict:
        """The event's fields as parameters; a mutation event's card is a mutation, a list of numbers is dice."""
        out = super().facts(ev)
        if ev.get("type") in MUTATION_CARD and ev.get("card"):
            out["card"] = term("mutation", ev["card"])
        out.update({k: dice(v) for k, v in ev.items() if k not in self.ROLES and isinstance(v, list)
                    and all(isinstance(x, int) for x in v)})
        return out

    def owned(self, owner, card) -> dict:
        """"Ann's Spark Imp", or "the wild Glowmoth" (owner -1)."""
        if owner == -1:
            return msg("the wild {creature}", creature=term("creature", card))
        return msg("{who}'s {creature}", who=self.who(owner), creature=term("creature", card))

    @staticmethod
    def wild(ev: dict) -> dict:
        cards = [msg("{creature} (level {level})", creature=term("creature", c), level=n)
                 for c, n in zip(ev.get("wild", []), ev.get("levels", []), strict=False)]
        return listing(cards) if cards else msg("none")

    # --- setting up ---------------------------------------------------------------------------------------
    def _ability(self, ev):
        found = content().abilities.get(ev.get("ability"))
        kind = term("type", found.type) if found else msg("none")
        return told(self.said(N_("{card} takes {ability}, the first ability of type {kind} in the ability deck."),
                              ev, kind=kind), tone="quiet")

    def _laid_out(self, ev):
        text = self.said(N_("Face up: wild creatures {wild}; mutations {mutations}. {current} chooses the first battle."),
                         ev, wild=self.wild(ev), current=self.who(ev.get("current")))
        return told(text, ev.get("current"), bold=True)

    # --- a battle -----------------------------------------------------------------------------------------
    def _battle(self, ev):
        teams = [listing([msg("{creature} ({health} health)", creature=term("creature", card), health=health)
                          for s, card, health in ev.get("fighters", []) if s == side]) for side in (0, 1)]
        seats = list(ev.get("seats", [])) + [None, None]
        more = {"seat": self.who(seats[0]), "other": self.who(seats[1]), "mine": teams[0], "theirs": teams[1]}
        if ev.get("kind") == "final":
            return told(self.said(N_("The final battle begins: {seat}'s {mine} against {other}'s {theirs}."), ev,
                                  **more), tone="gold", bold=True)
        text = self.said(N_("Battle: {seat}'s {mine} against the wild {theirs}, played by {other}."), ev, **more)
        stake = self.said(N_("At stake: {at_stake}."), ev) if ev.get("at_stake") else msg("No mutations at stake.")
        return told(msg("{battle} {stake}", battle=text, stake=stake), seats[0], bold=True)

    def catch_dice(self, ev) -> dict:
        """A catch's dice and their sum: those left on the creature, those rolled."""
        if ev.get("left") and ev.get("rolled"):
            return self.said(N_("{left} left on it + {rolled} rolled = {total}"), ev)
        if ev.get("left"):
            return self.said(N_("all {n} dice were left on it: {left} = {total}"), ev, n=len(ev["left"]))
        return self.said(N_("rolls {rolled} = {total}"), ev)

    def _catch(self, ev):
        rolls = self.catch_dice(ev)
        if ev.get("caught"):
            return told(self.said(N_("{seat} tries to catch {card}: {dice} against {need} (catchrate {catchrate} + "
                                     "health {health}): caught!"), ev, dice=rolls), tone="good", bold=True)
        return self.said(N_("{seat} tries to catch {card}: {dice} against {need} (catchrate {catchrate} + health "
                            "{health}): not caught. Dice may be left on it for the next try."), ev, dice=rolls)

    def _skill(self, ev):
        return self.said(N_("{user} uses {skill} (paid {dice}): {does}."), ev, does=skill_words(skill(ev["skill"])),
                         user=self.owned(ev.get("owner"), ev.get("card")))

    def by(self, ev) -> dict:
        if not ev.get("from"):
            return self.who(None)
        return self.said(N_("{from}'s trait"), ev) if ev.get("trait") else term("creature", ev["from"])

    def _damage(self, ev):
        n = ev.get("amount", 0)
        if not n:
            return self.said(N_("{by} does no damage to {to} ({health} health)."), ev, by=self.by(ev))
        if ev.get("health", 0) <= 0:
            return told(self.counted("{by} deals {n} damage to {to}: {health} health, bleeding out!",
                                     "{by} deals {n} damage to {to}: {health} health, bleeding out!", n, ev,
                                     by=self.by(ev)), ev.get("seat"), "bad")
        return self.counted("{by} deals {n} damage to {to} ({health} health left).",
                            "{by} deals {n} damage to {to} ({health} health left).", n, ev, by=self.by(ev))

    def _heal(self, ev):
        healed = bool(ev.get("amount"))
        text = self.said(HEALS[healed, healed and ev.get("health", 0) <= 0], ev, by=self.by(ev))
        return told(text, ev.get("seat"), "good") if healed else text

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
            return told(self.said(N_("The wild {card} dies and is turned face down."), ev), tone="bad", bold=True)
        text = N_("{owned} dies and leaves the battle (it will fight again in the next battle).") \
            if ev.get("kind") == "wild" else N_("{owned} dies and leaves the battle.")
        return told(self.said(text, ev, owned=self.owned(ev.get("owner"), ev.get("card"))), tone="bad", bold=True)

    def _turn_end(self, ev):
        if ev.get("turn", 0) > ev.get("battle_turns", 1e9):
            return told(self.said(N_("Turn {battle_turns} is over: the battle has lasted as long as a battle may."),
                                  ev), tone="quiet")
        return self.said(N_("Turn {turn}: {seat} acts first."), ev)

    def _battle_over(self, ev):
        seats, winner = list(ev.get("seats", [])) + [None, None], ev.get("winner", -1)
        more = {"seat": self.who(seats[0]), "other": self.who(seats[1]),
                "winner": self.who(seats[winner] if winner in (0, 1) else None)}
        if ev.get("kind") == "final":
            text = N_("Time is up: {winner} wins the final battle with more health left.") if ev.get("time_up") else \
                N_("{winner} has the last creatures standing and wins the final battle.") if winner in (0, 1) else \
                N_("Both sides fall at once: {seat}, who did not bring on the final battle, wins it.")
            return told(self.said(text, ev, **more), tone="gold", bold=True)
        head = N_("Time is up: the wild creatures still standing slip away. {tally}") if ev.get("time_up") else \
            N_("{seat} wins the battle. {tally}") if winner == 0 else \
            N_("The wild creatures ({other}) win the battle. {tally}") if winner == 1 else \
            N_("No creature is left standing on either side. {tally}")
        quiet = ev.get("time_up") or winner not in (0, 1)
        return told(self.said(head, ev, tally=self.tally(ev, more["seat"]), **more),
                    None if quiet else seats[winner], "quiet" if quiet else None, True)

    @staticmethod
    def tally(ev: dict, seat: dict) -> dict:
        """What the current player (`seat`) did in a wild battle: killed, caught, lost."""
        killed, caught, lost = list(ev.get("killed", [])), ev.get("caught", 0), ev.get("lost", 0)
        done = [plural("killed {n} creature (level {levels})", "killed {n} creatures (level {levels})", len(killed),
                       levels=listing(killed))] if killed else []
        done += [plural("caught {n} creature", "caught {n} creatures", caught)] if caught else []
        done += [plural("lost {n} creature of their own", "lost {n} creatures of their own", lost)] if lost else []
        if not done:
            return msg("{seat} neither caught nor killed a creature.", seat=seat)
        return msg("{seat} {did}.", seat=seat, did=listing(done))

    # --- after a battle -----------------------------------------------------------------------------------
    def _rewards(self, ev):
        got = {k: plural("{n} mutation", "{n} mutations", ev[k]) if ev.get(k) else msg("none")
               for k in ("current", "wild")}
        return told(self.said(N_("Rewards: {seat} gets {current}, {other} gets {wild}."), ev, **got), tone="quiet")

    def _mutation_placed(self, ev):
        found = content().mutations.get(ev.get("card"))
        if found is not None and found.kind == "ability":
            return self.counted("{seat} places {card} on {on} (its {n} skill goes beneath it).",
                                "{seat} places {card} on {on} (its {n} skills go beneath it).", len(found.skills), ev)
        gives = (mutation_words(found) if found is not None else None) or msg("none")
        return self.said(N_("{seat} places {card} on {on} ({gives})."), ev, gives=gives)

    def _refilled(self, ev):
        return told(self.said(N_("Face up now: wild creatures {wild}; mutations {mutations}."), ev,
                              wild=self.wild(ev)), tone="quiet")

    # --- the end ------------------------------------------------------------------------------------------
    def _game_over(self, ev):
        winners = [w for w in ev.get("winners", []) if isinstance(w, int) and w >= 0]
        if not winners:
            return told(msg("The game is over."), tone="gold", bold=True)
        return told(plural("{who} wins the game!", "{who} win the game!", len(winners),
                           who=listing([self.who(w) for w in winners])), tone="gold", bold=True)


def _told(sentence: str, tone: str | None, bold: bool):
    def line(self: ZveryStory, ev: dict) -> dict:
        seat = ev.get("seat")
        return told(self.said(sentence, ev), seat if isinstance(seat, int) else None, tone, bold)
    return line


for _type, _how in SAID.items():
    setattr(ZveryStory, f"_{_type}", _told(*_how))

STORY = ZveryStory

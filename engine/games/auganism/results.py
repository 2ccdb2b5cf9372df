"""Auganism's results: each outcome that changes a duel, as a panel with its breakdown.

A battle won (and so a monster defeated), a battle nobody wins, a card captured, an evolution,
a monster wounded or healed by an effect, and the end of the duel: each is told as a title and
a few lines with the numbers a player needs to see why - both sides' Attack and Shield part by
part, each blow's damage and the Health it left, the EVR needed against the EVP spent, the
battles won of those needed - and the rule that decided it, in the rulebook's words
(engine/core/story.py `result`). Every number is a field of the event: the battle's blows and
parts, the EVP score spent, the Health before a wound, the battles won at the end.

A panel is edged in the colour of the seat whose outcome it is, and reads as good news to that
seat's side and bad news to the other (`tone`); an onlooker reads it in the seat's colour.
This is mixed into the story (story.py), whose way of naming monsters and seats it shares.
"""
from __future__ import annotations

from ...core.messages import N_, listing, msg, plural, term
from ...core.story import result
from .effects import stage_words

CARD = "monster"

#: The parts of a side's Attack and Shield in a battle (stats.attack_parts, shield_parts).
ATTACK_PARTS = {"stage": N_("{n} of its stage"), "swords": N_("{n} from Swords"), "effects": N_("{n} from effects"),
                "hero": N_("{n} from the hero")}
SHIELD_PARTS = {"shields": N_("{n} from Shields"), "effects": N_("{n} from effects"), "hero": N_("{n} from the hero")}
#: A blow in a battle's result: (strikes back?, does damage?) -> its line.
BLOWS = {
    (False, True): N_("{monster} strikes first: {attack} against {shield}, {damage} damage: {target_monster} goes from "
                      "{before} to {health} Health."),
    (True, True): N_("{monster} strikes back: {attack} against {shield}, {damage} damage: {target_monster} goes from "
                     "{before} to {health} Health."),
    (False, False): N_("{monster} strikes first: {attack} against {shield}, no damage: {target_monster} keeps {health} "
                       "Health."),
    (True, False): N_("{monster} strikes back: {attack} against {shield}, no damage: {target_monster} keeps {health} "
                      "Health."),
}


class Results:
    """The `result_<event type>` methods of Auganism's story (see the module's docstring)."""

    # --- the battle -------------------------------------------------------------------------------------
    def result_battle_won(self, ev: dict) -> dict:
        winner, fight = ev.get("seat"), ev.get("fight") or {}
        title = self.said(N_("{monster} defeats {loser}"), ev, loser=self.monster(ev.get("loser"), ev.get("card")))
        if ev.get("partner") is not None:
            score = self.counted("{team} have {n} battle won of the {needed} needed.",
                                 "{team} have {n} battles won of the {needed} needed.", ev.get("team_wins") or 0, ev,
                                 team=self.team(winner, ev["partner"]))
        else:
            score = self.counted("{seat} has {n} battle won of the {needed} needed.",
                                 "{seat} has {n} battles won of the {needed} needed.", ev.get("wins", 0), ev)
        rule = msg("A monster brought to 0 Health loses the battle, before it can strike back.") \
            if winner == fight.get("attacker") else \
            msg("The defender survived the first blow and struck back: a monster brought to 0 Health loses the battle.")
        return result(title, *self._blows(fight), score, rule, seat=winner, tone=self._tone(winner))

    def result_standoff(self, ev: dict) -> dict:
        rule = msg("Both monsters are still standing: nobody scores, the Health lost stays lost, and the augments go "
                   "to the graveyard.")
        return result(msg("Nobody wins the battle"), *self._blows(ev.get("fight") or {}), rule, tone="quiet")

    def result_captured(self, ev: dict) -> dict:
        if ev.get("to") == "hand":
            return result(self.said(N_("{seat} gains {card}"), ev),
                          self.said(N_("In a tag battle the loser goes to the hand of the winner's partner: {seat} may "
                                       "play it as their own (it still belongs to {owner})."), ev),
                          seat=ev.get("seat"), tone=self._tone(ev.get("seat")))
        return result(self.said(N_("{seat} captures {card}"), ev),
                      self.said(N_("It goes to {seat}'s EVP Zone for {evp} EVP: EVP score {score}."), ev),
                      self.said(N_("The loser of a battle goes to the winner's EVP Zone, to pay for an evolution; it "
                                   "still belongs to {owner}, and goes to {owner}'s graveyard when spent."), ev),
                      seat=ev.get("seat"), tone=self._tone(ev.get("seat")))

    def _blows(self, fight: dict) -> list[dict]:
        """Each blow of a battle: the striker's Attack against the target's Shield, part by part,
        the damage and the Health it left."""
        return [self._blow(fight, blow) for blow in fight.get("blows", [])]

    def _blow(self, fight: dict, blow: dict) -> dict:
        striker = 0 if blow.get("seat") == fight.get("attacker") else 1
        target = 1 - striker
        attack = _total(N_("{n} Attack"), N_("{n} Attack ({parts})"), blow.get("attack", 0),
                        nth(fight, "attack_parts", striker, {}), ATTACK_PARTS, plain=("stage",))
        if nth(fight, "pierced", target):
            shield = msg("a pierced Shield (it counts as 0)")
        else:
            shield = _total(N_("{n} Shield"), N_("{n} Shield ({parts})"), blow.get("shield", 0),
                            nth(fight, "shield_parts", target, {}), SHIELD_PARTS)
        return msg(BLOWS[bool(blow.get("back")), bool(blow.get("damage"))], monster=_card(blow.get("monster")),
                   target_monster=_card(blow.get("target_monster")), attack=attack, shield=shield,
                   **{key: blow.get(key, 0) for key in ("damage", "before", "health")})

    # --- evolution and effects -------------------------------------------------------------------------
    def result_evolve(self, ev: dict) -> dict:
        seat = ev.get("seat")
        title = self.said(N_("{monster} evolves to {stage}"), ev, monster=self.monster(seat, ev.get("card")),
                          stage=stage_words(ev.get("to", 1), ev.get("stages", 1)))
        spent = ev.get("spent") or []
        if spent:
            paid = self.counted("{cost} EVR needed, {score} EVP in the EVP Zone: evolving spends it all, and {spent} "
                                "goes to the graveyard.",
                                "{cost} EVR needed, {score} EVP in the EVP Zone: evolving spends it all, and {spent} "
                                "go to the graveyard.", len(spent), ev)
        else:
            paid = self.said(N_("{cost} EVR needed, {score} EVP: evolving spends it all."), ev)
        lines = [paid]
        skipped = max(0, ev.get("to", 1) - ev.get("from", 1) - 1)
        if skipped:
            lines.append(plural("Skipping {n} stage adds {n} EVR to the cost.",
                                "Skipping {n} stages adds {n} EVR to the cost.", skipped))
        lines.append(self.said(N_("Now {attack} Attack and {health} Health: the new stage's, fully healed."), ev))
        return result(title, *lines, seat=seat, tone=self._tone(seat))

    def result_wound(self, ev: dict) -> dict:
        dealer = ev["seat"] ^ 1 if isinstance(ev.get("seat"), int) else None  # the opposing seat's effect
        if not ev.get("amount"):
            title = self.said(N_("{monster} cannot be wounded below 1 Health"), ev)
            lines = []
        else:
            title = self.said(N_("{monster} is wounded for {amount}"), ev)
            lines = [self.said(N_("{by}'s effect: {amount} damage, from {before} to {health} Health."), ev,
                               by=self._source(ev))]
        if ev.get("wanted", 0) > ev.get("amount", 0):
            lines.append(self.said(N_("The effect would deal {wanted}, but an effect never takes a monster below 1 "
                                      "Health: only a battle defeats it."), ev))
        return result(title, *lines, seat=self._seat(dealer), tone=self._tone(dealer))

    def result_heal(self, ev: dict) -> dict | None:
        """A heal by an effect; none for nothing healed, or for the hero's regenerate at each turn's
        start (routine: the log tells it)."""
        if not ev.get("amount") or ev.get("regenerate"):
            return None
        return result(self.said(N_("{monster} heals {amount}"), ev),
                      self.said(N_("{by}'s effect: from {before} to {health} Health, of the {top} its stage has."), ev,
                                by=self._source(ev)),
                      seat=ev.get("seat"), tone=self._tone(ev.get("seat")))

    def _source(self, ev: dict) -> dict:
        """The card or hero whose effect an event's change is."""
        if ev.get("hero"):
            return term("hero", ev["hero"])
        return _card(ev.get("card")) if ev.get("card") else msg("An effect")

    # --- the end --------------------------------------------------------------------------------------------
    def result_game_over(self, ev: dict) -> dict:
        winners = [w for w in ev.get("winners", []) if isinstance(w, int) and w >= 0]
        who = listing([self.who(w) for w in winners])
        if not winners:
            title = msg("A draw")
        elif ev.get("tag"):
            title = msg("{who} win the tag battle", who=who)
        else:
            title = msg("{who} wins the duel", who=who)
        # TRANSLATORS: a player's battles won, in a list: "3 for Ann and 1 for Ben" ("Ann 3" read as a name).
        scores = listing([msg("{n} for {who}", who=self.who(s), n=n) for s, n in enumerate(ev.get("wins", []))])
        lines = [*self._why_it_ended(ev, winners, who), msg("Battles won: {scores}.", scores=scores)]
        return result(title, *lines, seat=winners[0] if winners else None, tone="gold")

    def _why_it_ended(self, ev: dict, winners: list[int], who: dict) -> list[dict]:
        reason, limits, wins = ev.get("reason"), ev.get("limits", {}), ev.get("wins", [])
        if reason == "three wins" and winners:
            n = wins[winners[0]] if winners[0] < len(wins) else 0
            return [plural("{who} won {n} battle, the {needed} needed.", "{who} won {n} battles, the {needed} needed.",
                           n, who=who, needed=limits.get("wins", 0))]
        if reason == "five team wins":
            n = sum(wins[s] for s in winners if s < len(wins))
            return [plural("{who} won {n} battle between them, the {needed} needed.",
                           "{who} won {n} battles between them, the {needed} needed.", n, who=who,
                           needed=limits.get("team_wins", 0))]
        if reason == "nothing to summon":
            return [self.said(N_("{loser} had an empty Summon Zone and no card in hand, and a player with nothing to "
                                 "summon loses."), ev) if not ev.get("tag") else
                    self.said(N_("{loser} had an empty Summon Zone and no card in hand, and a player with nothing to "
                                 "summon loses, with their partner."), ev)]
        return self._stalemate_result(ev, winners)

    def _stalemate_result(self, ev: dict, winners: list[int]) -> list[dict]:
        """Ruling 19: why the stalemate came, then what settled it - more battles won, then more
        Health left on the summoned monsters, else a draw."""
        why = self.said(N_("Stalemate: turn {max_turns} is over, the last a duel may have."), ev) \
            if ev.get("turn", 0) >= ev.get("max_turns", 1e9) else \
            self.said(N_("Stalemate: {quiet_turns} turns in a row without Health lost, with every deck empty."), ev)
        wins, health = ev.get("wins_by_side", [0, 0]), ev.get("health_by_side", [0, 0])
        if not winners:
            return [why, msg("Equal battles won ({wins} each) and equal Health left ({health} each): a draw.",
                             wins=wins[0], health=health[0])]
        side = winners[0] % 2
        if wins[0] != wins[1]:
            settled = msg("More battles won decides it: {ours} to {theirs}.", ours=wins[side], theirs=wins[1 - side])
        else:
            settled = msg("Equal battles won ({wins} each), so more Health left on the summoned monsters decides it: "
                          "{ours} to {theirs}.", wins=wins[0], ours=health[side], theirs=health[1 - side])
        return [why, settled]

    # --- whose news -----------------------------------------------------------------------------------------
    def _tone(self, seat) -> str | None:
        """Good news to `seat`'s side (seats 1 and 3 against 2 and 4; in a duel, each alone), bad news
        to the other; None for an onlooker, who reads it in the seat's colour."""
        if not isinstance(seat, int) or not isinstance(self.reader, int):
            return None
        return "good" if seat % 2 == self.reader % 2 else "bad"


def _total(plain_id: str, parted_id: str, total: int, parts: dict, words: dict, plain: tuple = ()) -> dict:
    """A side's Attack or Shield, with its parts when any part beyond `plain` adds to it."""
    named = [msg(words[key], n=n) for key, n in parts.items() if n and key in words]
    if not any(n for key, n in parts.items() if key not in plain):
        return msg(plain_id, n=total)
    return msg(parted_id, n=total, parts=listing(named))


def _card(card) -> dict:
    return term(CARD, card) if card else msg("a monster")


def nth(record: dict, key: str, i: int, default=None):
    """The `i`th of a record's list `key` (a battle's sides: attacker first), or `default`."""
    values = record.get(key) or []
    return values[i] if i < len(values) else default

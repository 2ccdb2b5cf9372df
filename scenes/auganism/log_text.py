"""Every Auganism engine event as a sentence for the game log, with every card and number in it.

`LogWriter.line(event)` turns one event into a `LogLine` (text, colour, bold) or None; the
dispatching and the filling of a sentence from its event are every game's (widgets/log_lines.py),
the sentences are here. Each is a function of its event alone: the engine's events carry the
facts their sentences need (the monsters in a battle and their Health, a counter-strike, the
quiet turns the stalemate rule counts, why a stalemate went as it did), so the writer keeps no
game state, and a log written again - after an undo, in another language - reads the same.
Lines about a seat are tinted in its colour; the turning points are bold.

Drawing comes as two events: the private "draw" (the cards, shown only to the drawer) and the
public "draws" (how many). Whoever sees the private one reads it - "Ann draws Ember Pup and Reef
Warden (27 left in the deck)." - and not the public one, which everyone else reads (`me`: the
seat at the screen; `revealed`: a replay watched face up, whose screen sees every draw).
"""
from __future__ import annotations

from engine import api

from ..i18n import N_, _, join
from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from .words import augment_text, deck_name, effect_text, stage_text, term

GOLD = (150, 100, 0)
SEAT, CARD = "seat", "monster"

#: A blow's words: (counter-strike?, what it did) -> sentence.
STRIKES = {
    (False, "none"): N_("{monster} strikes: {attack} Attack against {shield} Shield, no damage: {target_monster} keeps {health} Health."),
    (True, "none"): N_("{monster} strikes back: {attack} Attack against {shield} Shield, no damage: {target_monster} keeps {health} Health."),
    (False, "falls"): N_("{monster} strikes: {attack} Attack against {shield} Shield, {damage} damage: {target_monster} falls to 0 Health."),
    (True, "falls"): N_("{monster} strikes back: {attack} Attack against {shield} Shield, {damage} damage: {target_monster} falls to 0 Health."),
    (False, "hurt"): N_("{monster} strikes: {attack} Attack against {shield} Shield, {damage} damage: {target_monster} has {health} Health left."),
    (True, "hurt"): N_("{monster} strikes back: {attack} Attack against {shield} Shield, {damage} damage: {target_monster} has {health} Health left."),
}
BOOSTS = {  # (kind, in the battle under way?) -> sentence
    ("attack", True): N_("{monster} gets +{amount} Attack in this battle."),
    ("attack", False): N_("{monster} gets +{amount} Attack in its next battle."),
    ("shield", True): N_("{monster} gets +{amount} Shield in this battle."),
    ("shield", False): N_("{monster} gets +{amount} Shield in its next battle."),
    ("pierce", True): N_("{monster} will pierce in this battle: the opposing Shield counts as 0."),
    ("pierce", False): N_("{monster} will pierce in its next battle: the opposing Shield counts as 0."),
}
ENDS = {  # a duel's end (result()["reason"]) -> sentence, for one winner and for a team
    "three wins": (N_("{who} wins the duel with {wins} battles won!"), N_("{who} win with {wins} battles won!")),
    "five team wins": (N_("{who} wins the tag battle with {team_wins} battles won!"),
                       N_("{who} win the tag battle with {team_wins} battles won between them!")),
    "nothing to summon": (N_("{who} wins: the other side has nothing left to summon."),
                          N_("{who} win: the other side has nothing left to summon.")),
}


class LogWriter(log_lines.LogWriter):
    ROLES = {"seat": SEAT, "target": SEAT, "loser": SEAT, "owner": SEAT, "winner": SEAT, "card": CARD,
             "monster": CARD, "foe": CARD, "target_monster": CARD, "cards": CARD, "spent": CARD, "hero": "hero"}
    term = staticmethod(term)

    def facts(self, ev: dict) -> dict:
        """The event's fields in words; a monster's field names it as its owner's ("Ann's Ember
        Pup"), or "Ann's monster" for an empty Summon Zone."""
        out = super().facts(ev)
        for key, seat in (("monster", "seat"), ("foe", "target"), ("target_monster", "target")):
            if key in ev:
                out[key] = self.monster(ev.get(seat), ev[key])
        return out

    def monster(self, seat, card) -> str:
        if card:
            return _("{who}'s {card}").format(who=self.who(seat), card=term(CARD, card))
        return _("{who}'s monster").format(who=self.who(seat))

    def team(self, seat, partner) -> str:
        first, second = sorted((seat, partner))
        return _("{first} and {second}").format(first=self.who(first), second=self.who(second))

    # --- the opening --------------------------------------------------------------------------------------
    def _heroes(self, ev):
        decks = list(ev.get("decks", []))
        plays = [_("{who} plays {hero} ({deck})").format(who=self.who(s), hero=term("hero", h), deck=deck_name(decks[s]))
                 for s, h in enumerate(ev.get("heroes", [])) if s < len(decks)]
        text = _("Heroes revealed: {plays}.").format(plays=join(plays))
        if ev.get("tag"):
            text = _("Tag battle: {team} against {others}, first team to {wins} battles won. {heroes}").format(
                team=self.team(0, 2), others=self.team(1, 3), wins=ev.get("team_wins", 0), heroes=text)
        return LogLine(text, QUIET)

    def _first(self, ev):
        return self.said(N_("Coin toss: {seat} goes first (no battle on that turn: {other} has no monster yet)."), ev,
                         other=self.who(ev["seat"] ^ 1))

    # --- drawing ------------------------------------------------------------------------------------------
    def _draw(self, ev):
        return self.said(N_("{seat} draws {cards} ({deck} left in the deck)."), ev)

    def _draws(self, ev):
        if ev.get("count") and (self.revealed or ev.get("seat") == self.me):
            return None  # its private "draw" told the cards
        if not ev.get("count"):
            return LogLine(self.said(N_("{seat}'s deck is empty: nothing to draw."), ev), QUIET)
        return self.counted("{seat} draws {n} card ({deck} left in the deck).",
                            "{seat} draws {n} cards ({deck} left in the deck).", ev["count"], ev)

    def _recover(self, ev):
        if not ev.get("cards"):
            return LogLine(self.said(N_("{seat}'s graveyard is empty: nothing to recover."), ev), QUIET)
        return self.said(N_("{seat} recovers {cards} from the graveyard to the hand."), ev)

    # --- a turn -------------------------------------------------------------------------------------------
    def _turn(self, ev):
        return self.said(N_("Turn {turn}: {seat}'s turn."), ev)

    def _turn_end(self, ev):
        text = self.said(N_("{seat}'s turn ends."), ev)
        if ev.get("decks_empty"):
            text += " " + self.counted(
                "Every deck is empty: {n} quiet turn in a row without Health lost (the duel ends at {quiet_turns}).",
                "Every deck is empty: {n} quiet turns in a row without Health lost (the duel ends at {quiet_turns}).",
                ev.get("quiet", 0), ev)
        if ev.get("turn", 0) >= ev.get("max_turns", float("inf")):
            text += " " + self.said(N_("That was turn {max_turns}, the last a duel may have."), ev)
        return LogLine(text, QUIET)

    def _summon(self, ev):
        return self.said(N_("{seat} summons {card}: {stage}, {attack} Attack, {health} Health."), ev,
                         stage=stage_text(1, ev.get("stages", 1)))

    def _nothing_to_summon(self, ev):
        return LogLine(self.said(N_("{seat} has an empty Summon Zone and no card to summon, and loses."), ev), BAD, True)

    def _evp(self, ev):
        return self.said(N_("{seat} puts {card} in the EVP Zone for {evp} EVP: EVP score {score}."), ev)

    def _evolve(self, ev):
        paid = self.said(N_("spending {spent}"), ev) if ev.get("spent") else _("with no card spent")
        more = {"monster": self.monster(ev.get("seat"), ev.get("card")), "paid": paid,
                "stage": stage_text(ev.get("to", 1), ev.get("stages", 1))}
        skipped = max(0, ev.get("to", 1) - ev.get("from", 1) - 1)
        if skipped:
            text = self.counted("{monster} evolves from Stage {from} to {stage}, skipping {n} stage, for {cost} EVR, "
                                   "{paid}: now {attack} Attack and {health} Health.",
                                "{monster} evolves from Stage {from} to {stage}, skipping {n} stages, for {cost} EVR, "
                                   "{paid}: now {attack} Attack and {health} Health.", skipped, ev, **more)
        else:
            text = self.said(N_("{monster} evolves from Stage {from} to {stage} for {cost} EVR, {paid}: now {attack} "
                                "Attack and {health} Health."), ev, **more)
        return LogLine(text, self.ink(ev.get("seat")), True)

    def _augment(self, ev):
        more = {"gives": augment_text(ev.get("sword", 0), ev.get("shield", 0)),
                "monster": term(CARD, ev["monster"]) if ev.get("monster") else _("their monster")}
        if ev.get("response"):
            return self.said(N_("{seat} responds by augmenting {monster} with {card} ({gives}) for this battle."), ev, **more)
        return self.said(N_("{seat} augments {monster} with {card} ({gives}) for its next battle."), ev, **more)

    def _declare(self, ev):
        mine = term(CARD, ev["monster"]) if ev.get("monster") else _("their monster")
        return self.said(N_("{seat} declares a battle: {mine} against {foe}."), ev, mine=mine)

    # --- effects ------------------------------------------------------------------------------------------
    def _effect(self, ev):
        when, effect = ev.get("when"), effect_text(_effect_of(ev))
        text = {"activated": N_("{seat} uses {card}'s effect. {effect}."),
                "response": N_("{seat} responds with {card}'s effect. {effect}.")}.get(when, N_("{owned}: {effect}."))
        return self.said(text, ev, effect=effect, owned=self.monster(ev.get("seat"), ev.get("card"))) + _idle(ev)

    def _hero(self, ev):
        text = N_("{seat} calls on {hero} in response. {effect}.") if ev.get("when") == "response" else \
            N_("{seat} calls on {hero}. {effect}.")
        text = self.said(text, ev, effect=effect_text(_effect_of(ev)))
        ready = self.said(N_("Ready again in {cooldown} of {seat}'s turns."), ev)
        return f"{text} {ready}" + _idle(ev)

    def _boost(self, ev):
        return self.said(BOOSTS[ev.get("kind"), bool(ev.get("now"))], ev)

    def _heal(self, ev):
        if not ev.get("amount"):
            return LogLine(self.said(N_("{monster} is already at full Health ({health})."), ev) + _by_regenerate(ev), QUIET)
        return LogLine(self.said(N_("{monster} heals {amount}: {health} Health."), ev) + _by_regenerate(ev), GOOD)

    def _wound(self, ev):
        if not ev.get("amount"):
            return LogLine(self.said(N_("{monster} is at {health} Health and cannot be wounded below 1."), ev), QUIET)
        return LogLine(self.said(N_("{monster} is wounded for {amount}: {health} Health left."), ev),
                       self.ink(ev["seat"] ^ 1 if isinstance(ev.get("seat"), int) else None))

    def _evp_bonus(self, ev):
        return self.said(N_("{seat} gains {amount} EVP towards the next evolution (spent with the EVP Zone)."), ev)

    def _discount(self, ev):
        return self.said(N_("{seat}'s next evolution needs {amount} EVR less."), ev)

    # --- the battle ---------------------------------------------------------------------------------------
    def _battle(self, ev):
        sides = []
        for i, seat in enumerate((ev.get("attacker"), ev.get("defender"))):
            facts = {"monster": self.monster(seat, _at(ev, "monsters", i)), "attack": _at(ev, "attack", i, 0),
                     "shield": _at(ev, "shield", i, 0), "health": _at(ev, "healths", i, 0)}
            side = N_("{monster} ({attack} Attack, {shield} Shield, pierced, {health} Health)") if \
                _at(ev, "pierced", i) else N_("{monster} ({attack} Attack, {shield} Shield, {health} Health)")
            sides.append(_(side).format(**facts))
        return _("Battle! {attacker} against {defender}.").format(attacker=sides[0], defender=sides[1])

    def _strike(self, ev):
        did = "none" if not ev.get("damage") else "falls" if ev.get("health", 0) <= 0 else "hurt"
        text = self.said(STRIKES[bool(ev.get("back")), did], ev, target_monster=term(CARD, ev["target_monster"])
                         if ev.get("target_monster") else self.monster(ev.get("target"), None))
        return LogLine(text, self.ink(ev.get("seat"))) if did == "falls" else text

    def _standoff(self, ev):
        told = [_("{monster} {health}").format(monster=self.monster(s, _at(ev, "monsters", i)), health=h)
                for i, (s, h) in enumerate(zip(ev.get("seats", []), ev.get("healths", [])))]
        return LogLine(_("Both monsters are still standing (Health: {healths}): nobody wins this battle.").format(
            healths=join(told)), QUIET)

    def _battle_won(self, ev):
        more = {"loser": self.monster(ev.get("loser"), ev.get("card"))}
        if ev.get("partner") is not None:
            more["team"] = self.team(ev["seat"], ev["partner"])
            text = self.counted("{monster} beats {loser}: {seat} has {n} win, {team_wins} of the {needed} needed for {team}.",
                                "{monster} beats {loser}: {seat} has {n} wins, {team_wins} of the {needed} needed for {team}.",
                                ev.get("wins", 0), ev, **more)
        else:
            text = self.counted("{monster} beats {loser}: {seat} has {n} win of the {needed} needed.",
                                "{monster} beats {loser}: {seat} has {n} wins of the {needed} needed.",
                                ev.get("wins", 0), ev, **more)
        return LogLine(text, self.ink(ev.get("seat")), True)

    def _captured(self, ev):
        if ev.get("to") == "hand":
            return self.said(N_("{card} is captured: it goes to the hand of {seat}, {winner}'s partner, to play as "
                                "their own (it still belongs to {owner})."), ev)
        return self.said(N_("{card} is captured into {seat}'s EVP Zone (it still belongs to {owner})."), ev)

    def _augments_spent(self, ev):
        return LogLine(self.counted("{seat}'s augment is spent: {cards} goes to the graveyard.",
                                    "{seat}'s augments are spent: {cards} go to the graveyard.",
                                    len(ev.get("cards", [])), ev), QUIET)

    # --- the end ------------------------------------------------------------------------------------------
    def _game_over(self, ev):
        winners = [w for w in ev.get("winners", []) if isinstance(w, int) and w >= 0]
        more = {"who": join([self.who(w) for w in winners]), **ev.get("limits", {})}
        if ev.get("reason") in ENDS and winners:
            text = self.said(ENDS[ev["reason"]][len(winners) > 1], ev, **more)
        elif ev.get("reason") == "stalemate":
            text = self._stalemate(ev, winners, more)
        else:
            text = _("The game is over: a draw.")
        return LogLine(text, GOLD, True)

    def _stalemate(self, ev: dict, winners: list[int], more: dict) -> str:
        """A stalemate and why: the last turn or the quiet turns; then what settled it."""
        why = self.said(N_("Stalemate (turn {max_turns} is over)"), ev) if ev.get("turn", 0) >= ev.get("max_turns", 1e9) \
            else self.said(N_("Stalemate ({quiet_turns} turns in a row without Health lost, with every deck empty)"), ev)
        if not winners:
            return _("{why}: equal battles won and equal Health, so it is a draw.").format(why=why)
        wins, health, side = ev.get("wins_by_side", [0, 0]), ev.get("health_by_side", [0, 0]), winners[0] % 2
        by_wins = wins[0] != wins[1]
        scores = wins if by_wins else health
        settled = (_("more battles won ({ours} to {theirs})") if by_wins else
                   _("more Health left on the summoned monsters ({ours} to {theirs})")).format(
            ours=scores[side], theirs=scores[1 - side])
        return self.counted("{why}: {who} wins, with {settled}.", "{why}: {who} win, with {settled}.",
                            len(winners), ev, why=why, settled=settled, **more)


def _effect_of(ev: dict):
    """The effect an event names, as the words of a card read it."""
    return api.rulebook("auganism").Effect(ev.get("when", "activated"), ev.get("do", ""), ev.get("amount", 1))


def _idle(ev: dict) -> str:
    return " " + _("With no monster to act on, it does nothing.") if ev.get("idle") else ""


def _by_regenerate(ev: dict) -> str:
    return " " + _("(The hero's regenerate.)") if ev.get("regenerate") else ""


def _at(ev: dict, key: str, i: int, default=None):
    values = ev.get(key) or []
    return values[i] if i < len(values) else default

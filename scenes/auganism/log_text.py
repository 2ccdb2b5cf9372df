"""Every Auganism engine event as a sentence for the game log, with every card and number in it.

`LogWriter.line(event)` turns one event into a `LogLine` (text, colour, bold) or None; the
dispatching is every game's (widgets/log_lines.py), the sentences are here, in the player's
language. Each sentence is a function of its event alone: the engine's events carry the facts
their sentences need (the monsters in a battle, the Health after a blow, the quiet turns the
stalemate rule counts, why a stalemate went the way it did), so the writer keeps no game state
of its own, and a log written again - after an undo, in another language - reads the same.

Lines about a seat are tinted in its colour; the turning points (an evolution, a battle won,
nothing to summon, the end) are bold.

Drawing comes as two events: the private "draw" (the cards, shown only to the drawer) and the
public "draws" (how many). Whoever sees the private one reads it - "Ann draws Ember Pup and Reef
Warden (27 left in the deck)." - and not the public one, which everyone else reads: "Ann draws 2
cards (27 left in the deck)." (`me`: the seat at the screen; `revealed`: a replay watched face
up, whose screen sees every draw.)
"""
from __future__ import annotations

from engine import api

from ..i18n import _, join, ngettext
from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from ..widgets.seats import ink_of, seat_colour
from .words import augment_text, card_name, deck_name, effect_text, hero_name, names, stage_text

GOLD = (150, 100, 0)


class LogWriter(log_lines.LogWriter):
    def __init__(self, names, me: int | None = None, revealed: bool = False) -> None:
        self.names = names
        self.me = me  # the seat at the screen: it reads its own draws, not the count of them
        self.revealed = revealed  # every draw is seen (a finished game's replay, face up)

    # --- who is who ---------------------------------------------------------------------------------------
    def who(self, seat) -> str:
        return self.names.of(seat) if isinstance(seat, int) and seat >= 0 else _("Someone")

    def ink(self, seat):
        return ink_of(seat_colour(seat)) if isinstance(seat, int) and seat >= 0 else None

    def tint(self, ev: dict):
        return self.ink(ev.get("seat"))

    def monster(self, seat, card) -> str:
        """"Ann's Ember Pup" (or "Ann's monster" for an empty Summon Zone)."""
        if card:
            return _("{who}'s {card}").format(who=self.who(seat), card=card_name(card))
        return _("{who}'s monster").format(who=self.who(seat))

    def team(self, seat, partner) -> str:
        """"Ann and Cid" in a tag battle, "Ann" in a duel."""
        if partner is None:
            return self.who(seat)
        first, second = sorted((seat, partner))
        return _("{first} and {second}").format(first=self.who(first), second=self.who(second))

    # --- the opening --------------------------------------------------------------------------------------
    def _heroes(self, ev):
        heroes, decks = list(ev.get("heroes", [])), list(ev.get("decks", []))
        plays = [_("{who} plays {hero} ({deck})").format(who=self.who(s), hero=hero_name(h), deck=deck_name(decks[s]))
                 if s < len(decks) else _("{who} plays {hero}").format(who=self.who(s), hero=hero_name(h))
                 for s, h in enumerate(heroes)]
        text = _("Heroes revealed: {plays}.").format(plays=join(plays))
        if ev.get("tag") and len(heroes) == 4:
            text = _("Tag battle: {team} against {others}, first team to {wins} battles won. {heroes}").format(
                team=self.team(0, 2), others=self.team(1, 3), wins=ev.get("team_wins", 0), heroes=text)
        return LogLine(text, QUIET)

    def _first(self, ev):
        seat = ev.get("seat")
        return _("Coin toss: {who} goes first (no battle on that turn: {other} has no monster yet).").format(
            who=self.who(seat), other=self.who(seat ^ 1 if isinstance(seat, int) else None))

    # --- drawing ------------------------------------------------------------------------------------------
    def _draw(self, ev):
        seat, left = ev.get("seat"), ev.get("deck", 0)
        return _("{who} draws {cards} ({left} left in the deck).").format(who=self.who(seat),
                                                                           cards=names(ev.get("cards", [])), left=left)

    def _draws(self, ev):
        seat, count, left = ev.get("seat"), ev.get("count", 0), ev.get("deck", 0)
        if count and (self.revealed or seat == self.me):
            return None  # its private "draw" told the cards
        if not count:
            return LogLine(_("{who}'s deck is empty: nothing to draw.").format(who=self.who(seat)), QUIET)
        return ngettext("{who} draws {n} card ({left} left in the deck).", "{who} draws {n} cards ({left} left in the deck).",
                        count).format(who=self.who(seat), n=count, left=left)

    def _recover(self, ev):
        cards = list(ev.get("cards", []))
        if not cards:
            return LogLine(_("{who}'s graveyard is empty: nothing to recover.").format(who=self.who(ev.get("seat"))), QUIET)
        return _("{who} recovers {cards} from the graveyard to the hand.").format(who=self.who(ev.get("seat")),
                                                                                   cards=names(cards))

    # --- a turn -------------------------------------------------------------------------------------------
    def _turn(self, ev):
        return _("Turn {turn}: {who}'s turn.").format(turn=ev.get("turn"), who=self.who(ev.get("seat")))

    def _turn_end(self, ev):
        text = _("{who}'s turn ends.").format(who=self.who(ev.get("seat")))
        if ev.get("decks_empty"):
            quiet = ev.get("quiet", 0)
            text += " " + ngettext(
                "Every deck is empty: {n} quiet turn in a row without Health lost (the duel ends at {limit}).",
                "Every deck is empty: {n} quiet turns in a row without Health lost (the duel ends at {limit}).",
                quiet).format(n=quiet, limit=ev.get("quiet_turns", 0))
        if ev.get("turn", 0) >= ev.get("max_turns", float("inf")):
            text += " " + _("That was turn {n}, the last a duel may have.").format(n=ev["max_turns"])
        return LogLine(text, QUIET)

    def _summon(self, ev):
        return _("{who} summons {card}: {stage}, {attack} Attack, {health} Health.").format(
            who=self.who(ev.get("seat")), card=card_name(ev.get("card")), stage=stage_text(1, ev.get("stages", 1)),
            attack=ev.get("attack", 0), health=ev.get("health", 0))

    def _nothing_to_summon(self, ev):
        who = self.who(ev.get("seat"))
        return LogLine(_("{who} has an empty Summon Zone and no card to summon, and loses.").format(who=who), BAD, True)

    def _evp(self, ev):
        return _("{who} puts {card} in the EVP Zone for {evp} EVP: EVP score {score}.").format(
            who=self.who(ev.get("seat")), card=card_name(ev.get("card")), evp=ev.get("evp", 0), score=ev.get("score", 0))

    def _evolve(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        spent = list(ev.get("spent", []))
        facts = {"monster": self.monster(seat, card), "before": ev.get("from", 1),
                 "stage": stage_text(ev.get("to", 1), ev.get("stages", 1)), "evr": ev.get("cost", 0),
                 "attack": ev.get("attack", 0), "health": ev.get("health", 0),
                 "paid": _("spending {cards}").format(cards=names(spent)) if spent else _("with no card spent")}
        skipped = max(0, ev.get("to", 1) - ev.get("from", 1) - 1)
        if skipped:
            text = ngettext("{monster} evolves from Stage {before} to {stage}, skipping {n} stage, for {evr} EVR, "
                            "{paid}: now {attack} Attack and {health} Health.",
                            "{monster} evolves from Stage {before} to {stage}, skipping {n} stages, for {evr} EVR, "
                            "{paid}: now {attack} Attack and {health} Health.", skipped).format(n=skipped, **facts)
        else:
            text = _("{monster} evolves from Stage {before} to {stage} for {evr} EVR, {paid}: now {attack} Attack "
                     "and {health} Health.").format(**facts)
        return LogLine(text, self.ink(seat), True)

    def _augment(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        facts = {"who": self.who(seat), "card": card_name(card), "gives": augment_text(ev.get("sword", 0), ev.get("shield", 0)),
                 "monster": card_name(ev["monster"]) if ev.get("monster") else _("their monster")}
        if ev.get("response"):
            return _("{who} responds by augmenting {monster} with {card} ({gives}) for this battle.").format(**facts)
        return _("{who} augments {monster} with {card} ({gives}) for its next battle.").format(**facts)

    def _declare(self, ev):
        seat, target = ev.get("seat"), ev.get("target")
        mine = card_name(ev["monster"]) if ev.get("monster") else _("their monster")
        return _("{who} declares a battle: {monster} against {foe}.").format(
            who=self.who(seat), monster=mine, foe=self.monster(target, ev.get("foe")))

    # --- effects ------------------------------------------------------------------------------------------
    def _effect(self, ev):
        seat, card, when = ev.get("seat"), ev.get("card"), ev.get("when", "")
        facts = {"who": self.who(seat), "card": card_name(card), "effect": effect_text(_effect_of(ev)),
                 "monster": self.monster(seat, card)}
        if when == "activated":
            text = _("{who} uses {card}'s effect. {effect}.")
        elif when == "response":
            text = _("{who} responds with {card}'s effect. {effect}.")
        else:
            text = _("{monster}: {effect}.")
        return text.format(**facts) + _idle(ev)

    def _hero(self, ev):
        seat = ev.get("seat")
        facts = {"who": self.who(seat), "hero": hero_name(ev.get("hero")), "effect": effect_text(_effect_of(ev))}
        if ev.get("when") == "response":
            text = _("{who} calls on {hero} in response. {effect}.").format(**facts)
        else:
            text = _("{who} calls on {hero}. {effect}.").format(**facts)
        cooldown = ev.get("cooldown", 0)
        text += " " + ngettext("Ready again in {n} of {who}'s turns.", "Ready again in {n} of {who}'s turns.",
                               cooldown).format(n=cooldown, who=self.who(seat))
        return text + _idle(ev)

    def _boost(self, ev):
        seat, kind, amount = ev.get("seat"), ev.get("kind"), ev.get("amount", 0)
        monster = self.monster(seat, ev.get("monster"))
        if kind == "pierce":
            text = _("{monster} will pierce in this battle: the opposing Shield counts as 0.") if ev.get("now") else \
                _("{monster} will pierce in its next battle: the opposing Shield counts as 0.")
        elif kind == "attack":
            text = _("{monster} gets +{n} Attack in this battle.") if ev.get("now") else \
                _("{monster} gets +{n} Attack in its next battle.")
        else:
            text = _("{monster} gets +{n} Shield in this battle.") if ev.get("now") else \
                _("{monster} gets +{n} Shield in its next battle.")
        return text.format(monster=monster, n=amount)

    def _heal(self, ev):
        seat, amount, health = ev.get("seat"), ev.get("amount", 0), ev.get("health", 0)
        monster = self.monster(seat, ev.get("monster"))
        if not amount:
            text = _("{monster} is already at full Health ({health}).").format(monster=monster, health=health)
            return LogLine(text + _by_regenerate(ev), QUIET)
        text = _("{monster} heals {n}: {health} Health.").format(monster=monster, n=amount, health=health)
        return LogLine(text + _by_regenerate(ev), GOOD)

    def _wound(self, ev):
        seat, amount, health = ev.get("seat"), ev.get("amount", 0), ev.get("health", 0)
        monster = self.monster(seat, ev.get("monster"))
        if not amount:
            return LogLine(_("{monster} is at {health} Health and cannot be wounded below 1.").format(
                monster=monster, health=health), QUIET)
        return LogLine(_("{monster} is wounded for {n}: {health} Health left.").format(monster=monster, n=amount,
                                                                                       health=health),
                       self.ink(seat ^ 1 if isinstance(seat, int) else None))

    def _evp_bonus(self, ev):
        return _("{who} gains {n} EVP towards the next evolution (spent with the EVP Zone).").format(
            who=self.who(ev.get("seat")), n=ev.get("amount", 0))

    def _discount(self, ev):
        return _("{who}'s next evolution needs {n} EVR less.").format(who=self.who(ev.get("seat")), n=ev.get("amount", 0))

    # --- the battle ---------------------------------------------------------------------------------------
    def _battle(self, ev):
        seats = (ev.get("attacker"), ev.get("defender"))
        sides = []
        for i, seat in enumerate(seats):
            facts = {"monster": self.monster(seat, _at(ev, "monsters", i)), "attack": _at(ev, "attack", i, 0),
                     "shield": _at(ev, "shield", i, 0), "health": _at(ev, "healths", i, 0)}
            if _at(ev, "pierced", i, False):
                sides.append(_("{monster} ({attack} Attack, {shield} Shield, pierced, {health} Health)").format(**facts))
            else:
                sides.append(_("{monster} ({attack} Attack, {shield} Shield, {health} Health)").format(**facts))
        return _("Battle! {attacker} against {defender}.").format(attacker=sides[0], defender=sides[1])

    def _strike(self, ev):
        seat, target = ev.get("seat"), ev.get("target")
        facts = {"monster": self.monster(seat, ev.get("monster")), "attack": ev.get("attack", 0),
                 "shield": ev.get("shield", 0), "damage": ev.get("damage", 0), "health": ev.get("health", 0),
                 "target": card_name(ev["target_monster"]) if ev.get("target_monster") else self.monster(target, None)}
        back = ev.get("back")
        if not facts["damage"]:
            text = _("{monster} strikes back: {attack} Attack against {shield} Shield, no damage: {target} keeps "
                     "{health} Health.") if back else \
                _("{monster} strikes: {attack} Attack against {shield} Shield, no damage: {target} keeps {health} Health.")
            return text.format(**facts)
        if facts["health"] <= 0:
            text = _("{monster} strikes back: {attack} Attack against {shield} Shield, {damage} damage: {target} falls "
                     "to 0 Health.") if back else \
                _("{monster} strikes: {attack} Attack against {shield} Shield, {damage} damage: {target} falls to 0 "
                  "Health.")
            return LogLine(text.format(**facts), self.ink(seat))
        text = _("{monster} strikes back: {attack} Attack against {shield} Shield, {damage} damage: {target} has "
                 "{health} Health left.") if back else \
            _("{monster} strikes: {attack} Attack against {shield} Shield, {damage} damage: {target} has {health} "
              "Health left.")
        return text.format(**facts)

    def _standoff(self, ev):
        told = [_("{monster} {health}").format(monster=self.monster(s, _at(ev, "monsters", i)), health=h)
                for i, (s, h) in enumerate(zip(ev.get("seats", []), ev.get("healths", [])))]
        return LogLine(_("Both monsters are still standing (Health: {healths}): nobody wins this battle.").format(
            healths=join(told)), QUIET)

    def _battle_won(self, ev):
        seat, wins, partner = ev.get("seat"), ev.get("wins", 0), ev.get("partner")
        facts = {"monster": self.monster(seat, ev.get("monster")), "loser": self.monster(ev.get("loser"), ev.get("card")),
                 "who": self.who(seat), "n": wins, "needed": ev.get("needed", 0)}
        if partner is not None:
            text = ngettext("{monster} beats {loser}: {who} has {n} win, {team_wins} of the {needed} needed for {team}.",
                            "{monster} beats {loser}: {who} has {n} wins, {team_wins} of the {needed} needed for {team}.",
                            wins).format(team_wins=ev.get("team_wins", 0), team=self.team(seat, partner), **facts)
        else:
            text = ngettext("{monster} beats {loser}: {who} has {n} win of the {needed} needed.",
                            "{monster} beats {loser}: {who} has {n} wins of the {needed} needed.", wins).format(**facts)
        return LogLine(text, self.ink(seat), True)

    def _captured(self, ev):
        facts = {"card": card_name(ev.get("card")), "who": self.who(ev.get("seat")), "owner": self.who(ev.get("owner")),
                 "winner": self.who(ev.get("winner"))}
        if ev.get("to") == "hand":
            return _("{card} is captured: it goes to the hand of {who}, {winner}'s partner, to play as their own (it "
                     "still belongs to {owner}).").format(**facts)
        return _("{card} is captured into {who}'s EVP Zone (it still belongs to {owner}).").format(**facts)

    def _augments_spent(self, ev):
        cards = list(ev.get("cards", []))
        return LogLine(ngettext("{who}'s augment is spent: {cards} goes to the graveyard.",
                                "{who}'s augments are spent: {cards} go to the graveyard.", len(cards)).format(
            who=self.who(ev.get("seat")), cards=names(cards)), QUIET)

    # --- the end ------------------------------------------------------------------------------------------
    def _game_over(self, ev):
        winners = [w for w in ev.get("winners", []) if isinstance(w, int) and w >= 0]
        reason, who, many = ev.get("reason", ""), join([self.who(w) for w in winners]), len(winners)
        limits = ev.get("limits", {})
        if reason == "three wins" and winners:
            text = _("{who} wins the duel with {n} battles won!").format(who=who, n=limits.get("wins", 0))
        elif reason == "five team wins" and winners:
            text = _("{who} win the tag battle with {n} battles won between them!").format(who=who,
                                                                                         n=limits.get("team_wins", 0))
        elif reason == "nothing to summon" and winners:
            text = ngettext("{who} wins: the other side has nothing left to summon.",
                            "{who} win: the other side has nothing left to summon.", many).format(who=who)
        elif reason == "stalemate":
            text = _stalemate(ev, who, many)
        elif winners:
            text = ngettext("{who} wins!", "{who} win!", many).format(who=who)
        else:
            text = _("The game is over: a draw.")
        return LogLine(text, GOLD, True)


def _stalemate(ev: dict, who: str, many: int) -> str:
    """A stalemate and why: the last turn or the quiet turns; then what settled it."""
    if ev.get("turn", 0) >= ev.get("max_turns", float("inf")):
        why = _("Stalemate (turn {n} is over)").format(n=ev["max_turns"])
    else:
        why = _("Stalemate ({n} turns in a row without Health lost, with every deck empty)").format(
            n=ev.get("quiet_turns", 0))
    if not many:
        return _("{why}: equal battles won and equal Health, so it is a draw.").format(why=why)
    wins, health = ev.get("wins_by_side", [0, 0]), ev.get("health_by_side", [0, 0])
    side = ev["winners"][0] % 2
    ours, theirs = (wins[side], wins[1 - side]) if wins[0] != wins[1] else (health[side], health[1 - side])
    settled = _("more battles won ({ours} to {theirs})") if wins[0] != wins[1] else \
        _("more Health left on the summoned monsters ({ours} to {theirs})")
    return ngettext("{why}: {who} wins, with {settled}.", "{why}: {who} win, with {settled}.", many).format(
        why=why, who=who, settled=settled.format(ours=ours, theirs=theirs))


def _effect_of(ev: dict):
    """The effect an event names, as the words of a card read it."""
    return api.rulebook("auganism").Effect(ev.get("when", "activated"), ev.get("do", ""), ev.get("amount", 1))


def _idle(ev: dict) -> str:
    """" With no monster to act on, it does nothing." where the effect had nothing to act on."""
    return " " + _("With no monster to act on, it does nothing.") if ev.get("idle") else ""


def _by_regenerate(ev: dict) -> str:
    return " " + _("(The hero's regenerate.)") if ev.get("regenerate") else ""


def _at(ev: dict, key: str, i: int, default=None):
    values = ev.get(key) or []
    return values[i] if i < len(values) else default

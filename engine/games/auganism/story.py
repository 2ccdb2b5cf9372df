"""Auganism's story: every event as a line of the log, with every card and number in it.

Each line is a function of its event and of who reads (engine/core/story.py): the events carry
the facts their sentences need (the monsters in a battle and their Health, a counter-strike, the
quiet turns the stalemate rule counts, why a stalemate went as it did). A monster's field names
it as its owner's ("Ann's Ember Pup"); lines about a seat are in its colour, turning points bold.

Drawing comes as two events: the private "draw" (the cards, shown only to the drawer) and the
public "draws" (how many). Whoever sees the private one reads it - "Ann draws Ember Pup and Reef
Warden (27 left in the deck)." - and not the public one, which everyone else reads (`reader`,
the seat at the screen; `revealed`, a replay face up, whose screen sees every draw).

Each outcome's result panel - a battle, a capture, an evolution, an effect's wound or heal, the
end - is results.py's, mixed in here. Each line belongs to one of the log's filters (`KINDS`):
the turns, the cards drawn, played and spent, and the battles with their blows and captures;
heroes' powers, effects and evolutions are the rest.
"""
from __future__ import annotations

from ...core.messages import N_, listing, msg, term
from ...core.story import Story, told
from .content import Effect
from .effects import augment_words, deck_words, effect_line, stage_words
from .results import CARD, Results, nth

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
#: A card's effect, told as done or, with no monster to act on (`idle`), as doing nothing and why -
#: never as what it would have done: by its timing ("triggered": summon, evolve, battle, ...).
EFFECTS = {
    "done": {"activated": N_("{seat} uses {card}'s effect. {effect}."),
             "response": N_("{seat} responds with {card}'s effect. {effect}."),
             "triggered": N_("{owned}: {effect}.")},
    "idle": {"activated": N_("{seat} uses {card}'s effect, but it does nothing: {why}."),
             "response": N_("{seat} responds with {card}'s effect, but it does nothing: {why}."),
             "triggered": N_("{owned} does nothing: {why}.")},
}
HEROES = {  # (done or idle, in response?) -> sentence
    ("done", False): N_("{seat} calls on {hero}. {effect}."),
    ("done", True): N_("{seat} calls on {hero} in response. {effect}."),
    ("idle", False): N_("{seat} calls on {hero}, but the power does nothing: {why}."),
    ("idle", True): N_("{seat} calls on {hero} in response, but the power does nothing: {why}."),
}
ENDS = {  # a duel's end (result()["reason"]) -> sentence, for one winner and for a team
    "three wins": (N_("{who} wins the duel with {wins} battles won!"), N_("{who} win with {wins} battles won!")),
    "five team wins": (N_("{who} wins the tag battle with {team_wins} battles won!"),
                       N_("{who} win the tag battle with {team_wins} battles won between them!")),
    "nothing to summon": (N_("{who} wins: the other side has nothing left to summon."),
                          N_("{who} win: the other side has nothing left to summon.")),
}


def _then(first: dict, more: dict | None) -> dict:
    """A sentence and another said after it ("... Ready again in 3 of Ann's turns.")."""
    # TRANSLATORS: two sentences of the log, one after the other.
    return msg("{told} {more}", told=first, more=more) if more else first


class AuganismStory(Results, Story):
    ROLES = {"seat": "seat", "target": "seat", "loser": "seat", "owner": "seat", "winner": "seat", "card": CARD,
             "monster": CARD, "foe": CARD, "target_monster": CARD, "cards": CARD, "spent": CARD, "hero": "hero"}
    KINDS = {**dict.fromkeys(("first", "turn", "turn_end"), "turns"),
             **dict.fromkeys(("draw", "draws", "summon", "evp", "augment", "recover", "augments_spent"), "cards"),
             **dict.fromkeys(("declare", "battle", "strike", "standoff", "battle_won", "captured", "wound"), "battles")}

    def facts(self, ev: dict) -> dict:
        """The event's facts; a monster's field names it as its owner's ("Ann's Ember Pup")."""
        out = super().facts(ev)
        for key, owner in (("monster", "seat"), ("foe", "target"), ("target_monster", "target")):
            if key in ev:
                out[key] = self.monster(ev.get(owner), ev[key])
        return out

    def monster(self, seat, card) -> dict:
        """"Ann's Ember Pup", or "Ann's monster" for an empty Summon Zone."""
        if card:
            return msg("{who}'s {card}", who=self.who(seat), card=term(CARD, card))
        return msg("{who}'s monster", who=self.who(seat))

    def team(self, seat, partner) -> dict:
        first, second = sorted((seat, partner))
        return msg("{first} and {second}", first=self.who(first), second=self.who(second))

    def own(self, ev: dict) -> dict:
        """The event's monster by its card alone, "their monster" when none is summoned."""
        return term(CARD, ev["monster"]) if ev.get("monster") else msg("their monster")

    # --- the opening --------------------------------------------------------------------------------------
    def _heroes(self, ev):
        decks = list(ev.get("decks", []))
        plays = [msg("{who} plays {hero} ({deck})", who=self.who(s), hero=term("hero", h), deck=deck_words(decks[s]))
                 for s, h in enumerate(ev.get("heroes", [])) if s < len(decks)]
        text = msg("Heroes revealed: {plays}.", plays=listing(plays))
        if ev.get("tag"):
            text = msg("Tag battle: {team} against {others}, first team to {wins} battles won. {heroes}",
                       team=self.team(0, 2), others=self.team(1, 3), wins=ev.get("team_wins", 0), heroes=text)
        return told(text, tone="quiet")

    def _first(self, ev):
        return self.said(N_("Coin toss: {seat} goes first (no battle on that turn: {other} has no monster yet)."), ev,
                         other=self.who(ev["seat"] ^ 1 if isinstance(ev.get("seat"), int) else None))

    # --- drawing ------------------------------------------------------------------------------------------
    def _draw(self, ev):
        return self.said(N_("{seat} draws {cards} ({deck} left in the deck)."), ev)

    def _draws(self, ev):
        if ev.get("count") and (self.revealed or ev.get("seat") == self.reader):
            return None  # its private "draw" told the cards
        if not ev.get("count"):
            return told(self.said(N_("{seat}'s deck is empty: nothing to draw."), ev), tone="quiet")
        return self.counted("{seat} draws {n} card ({deck} left in the deck).",
                            "{seat} draws {n} cards ({deck} left in the deck).", ev["count"], ev)

    def _recover(self, ev):
        if not ev.get("cards"):
            return told(self.said(N_("{seat}'s graveyard is empty: nothing to recover."), ev), tone="quiet")
        return self.said(N_("{seat} recovers {cards} from the graveyard to the hand."), ev)

    # --- a turn -------------------------------------------------------------------------------------------
    def _turn(self, ev):
        return self.said(N_("Turn {turn}: {seat}'s turn."), ev)

    def _turn_end(self, ev):
        text = self.said(N_("{seat}'s turn ends."), ev)
        if ev.get("decks_empty"):
            text = _then(text, self.counted(
                "Every deck is empty: {n} quiet turn in a row without Health lost (the duel ends at {quiet_turns}).",
                "Every deck is empty: {n} quiet turns in a row without Health lost (the duel ends at {quiet_turns}).",
                ev.get("quiet", 0), ev))
        if ev.get("turn", 0) >= ev.get("max_turns", float("inf")):
            text = _then(text, self.said(N_("That was turn {max_turns}, the last a duel may have."), ev))
        return told(text, tone="quiet")

    def _summon(self, ev):
        return self.said(N_("{seat} summons {card}: {stage}, {attack} Attack, {health} Health."), ev,
                         stage=stage_words(1, ev.get("stages", 1)))

    def _nothing_to_summon(self, ev):
        return told(self.said(N_("{seat} has an empty Summon Zone and no card to summon, and loses."), ev),
                    tone="bad", bold=True)

    def _evp(self, ev):
        return self.said(N_("{seat} puts {card} in the EVP Zone for {evp} EVP: EVP score {score}."), ev)

    def _evolve(self, ev):
        paid = self.said(N_("spending {spent}"), ev) if ev.get("spent") else msg("with no card spent")
        more = {"monster": self.monster(ev.get("seat"), ev.get("card")), "paid": paid,
                "stage": stage_words(ev.get("to", 1), ev.get("stages", 1))}
        skipped = max(0, ev.get("to", 1) - ev.get("from", 1) - 1)
        if skipped:
            text = self.counted("{monster} evolves from Stage {from} to {stage}, skipping {n} stage, for {cost} EVR, "
                                "{paid}: now {attack} Attack and {health} Health.",
                                "{monster} evolves from Stage {from} to {stage}, skipping {n} stages, for {cost} EVR, "
                                "{paid}: now {attack} Attack and {health} Health.", skipped, ev, **more)
        else:
            text = self.said(N_("{monster} evolves from Stage {from} to {stage} for {cost} EVR, {paid}: now {attack} "
                                "Attack and {health} Health."), ev, **more)
        return told(text, self._seat(ev.get("seat")), bold=True)

    def _augment(self, ev):
        more = {"gives": augment_words(ev.get("sword", 0), ev.get("shield", 0)), "monster": self.own(ev)}
        if ev.get("response"):
            return self.said(N_("{seat} responds by augmenting {monster} with {card} ({gives}) for this battle."), ev, **more)
        return self.said(N_("{seat} augments {monster} with {card} ({gives}) for its next battle."), ev, **more)

    def _declare(self, ev):
        return self.said(N_("{seat} declares a battle: {mine} against {foe}."), ev, mine=self.own(ev))

    # --- effects ------------------------------------------------------------------------------------------
    def _effect(self, ev):
        kind = "idle" if ev.get("idle") else "done"
        text = EFFECTS[kind].get(ev.get("when"), EFFECTS[kind]["triggered"])
        return self.said(text, ev, effect=self._effect_line(ev), owned=self.monster(ev.get("seat"), ev.get("card")),
                         why=self._missing(ev))

    def _hero(self, ev):
        kind = "idle" if ev.get("idle") else "done"
        text = HEROES[kind, ev.get("when") == "response"]
        return _then(self.said(text, ev, effect=self._effect_line(ev), why=self._missing(ev)),
                     self.said(N_("Ready again in {cooldown} of {seat}'s turns."), ev))

    def _boost(self, ev):
        return self.said(BOOSTS[ev.get("kind"), bool(ev.get("now"))], ev)

    def _heal(self, ev):
        by = msg("(The hero's regenerate.)") if ev.get("regenerate") else None
        if not ev.get("amount"):
            return told(_then(self.said(N_("{monster} is already at full Health ({health})."), ev), by), tone="quiet")
        return told(_then(self.said(N_("{monster} heals {amount}: {health} Health."), ev), by), tone="good")

    def _wound(self, ev):
        if not ev.get("amount"):
            return told(self.said(N_("{monster} is at {health} Health and cannot be wounded below 1."), ev), tone="quiet")
        seat = ev["seat"] ^ 1 if isinstance(ev.get("seat"), int) else None  # the wounder's line
        return told(self.said(N_("{monster} is wounded for {amount}: {health} Health left."), ev), self._seat(seat))

    def _evp_bonus(self, ev):
        return self.said(N_("{seat} gains {amount} EVP towards the next evolution (spent with the EVP Zone)."), ev)

    def _discount(self, ev):
        return self.said(N_("{seat}'s next evolution needs {amount} EVR less."), ev)

    # --- the battle ---------------------------------------------------------------------------------------
    def _battle(self, ev):
        sides = []
        for i, seat in enumerate((ev.get("attacker"), ev.get("defender"))):
            facts = {"monster": self.monster(seat, nth(ev, "monsters", i)), "attack": nth(ev, "attack", i, 0),
                     "shield": nth(ev, "shield", i, 0), "health": nth(ev, "healths", i, 0)}
            sides.append(msg("{monster} ({attack} Attack, {shield} Shield, pierced, {health} Health)", **facts)
                         if nth(ev, "pierced", i) else msg("{monster} ({attack} Attack, {shield} Shield, {health} Health)", **facts))
        return told(msg("Battle! {attacker} against {defender}.", attacker=sides[0], defender=sides[1]))

    def _strike(self, ev):
        did = "none" if not ev.get("damage") else "falls" if ev.get("health", 0) <= 0 else "hurt"
        hit = term(CARD, ev["target_monster"]) if ev.get("target_monster") else self.monster(ev.get("target"), None)
        return self.said(STRIKES[bool(ev.get("back")), did], ev, target_monster=hit)

    def _standoff(self, ev):
        each = [msg("{monster} {health}", monster=self.monster(s, nth(ev, "monsters", i)), health=h)
                for i, (s, h) in enumerate(zip(ev.get("seats", []), ev.get("healths", [])))]
        return told(msg("Both monsters are still standing (Health: {healths}): nobody wins this battle.",
                        healths=listing(each)), tone="quiet")

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
        return told(text, self._seat(ev.get("seat")), bold=True)

    def _captured(self, ev):
        if ev.get("to") == "hand":
            return self.said(N_("{card} is captured: it goes to the hand of {seat}, {winner}'s partner, to play as "
                                "their own (it still belongs to {owner})."), ev)
        return self.said(N_("{card} is captured into {seat}'s EVP Zone (it still belongs to {owner})."), ev)

    def _augments_spent(self, ev):
        return told(self.counted("{seat}'s augment is spent: {cards} goes to the graveyard.",
                                 "{seat}'s augments are spent: {cards} go to the graveyard.",
                                 len(ev.get("cards", [])), ev), tone="quiet")

    # --- the end ------------------------------------------------------------------------------------------
    def _game_over(self, ev):
        winners = [w for w in ev.get("winners", []) if isinstance(w, int) and w >= 0]
        more = {"who": listing([self.who(w) for w in winners]), **ev.get("limits", {})}
        if ev.get("reason") in ENDS and winners:
            text = self.said(ENDS[ev["reason"]][len(winners) > 1], ev, **more)
        elif ev.get("reason") == "stalemate":
            text = self._stalemate(ev, winners, more)
        else:
            text = msg("The game is over: a draw.")
        return told(text, tone="gold", bold=True)

    def _stalemate(self, ev: dict, winners: list[int], more: dict) -> dict:
        """A stalemate and why: the last turn or the quiet turns; then what settled it."""
        why = self.said(N_("Stalemate (turn {max_turns} is over)"), ev) if ev.get("turn", 0) >= ev.get("max_turns", 1e9) \
            else self.said(N_("Stalemate ({quiet_turns} turns in a row without Health lost, with every deck empty)"), ev)
        if not winners:
            return msg("{why}: equal battles won and equal Health, so it is a draw.", why=why)
        wins, health, side = ev.get("wins_by_side", [0, 0]), ev.get("health_by_side", [0, 0]), winners[0] % 2
        by_wins = wins[0] != wins[1]
        ours, theirs = (wins if by_wins else health)[side], (wins if by_wins else health)[1 - side]
        settled = msg("more battles won ({ours} to {theirs})", ours=ours, theirs=theirs) if by_wins else \
            msg("more Health left on the summoned monsters ({ours} to {theirs})", ours=ours, theirs=theirs)
        return self.counted("{why}: {who} wins, with {settled}.", "{why}: {who} win, with {settled}.",
                            len(winners), ev, why=why, settled=settled, **more)

    # --- helpers --------------------------------------------------------------------------------------------
    @staticmethod
    def _seat(seat) -> int | None:
        return seat if isinstance(seat, int) and seat >= 0 else None

    @staticmethod
    def _effect_line(ev: dict) -> dict:
        """The effect an event names, as a card prints it."""
        return effect_line(Effect(ev.get("when", "activated"), ev.get("do", ""), ev.get("amount", 1)))

    def _missing(self, ev: dict) -> dict:
        """Why an idle effect does nothing: the monster it would act on is not there."""
        if ev.get("do") == "wound":
            return msg("there is no opposing monster to wound")
        return self.said(N_("{seat} has no monster for it to act on"), ev)


STORY = AuganismStory

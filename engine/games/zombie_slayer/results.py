"""Zombie Slayer's result panels: each outcome that changes the game, with the numbers that say
why (engine/core/story.py, `result`).

A kill, a wound, a blow Already Dead negates, a blast, a creation point, a pip painted, a skill
learnt, a search and what it found or why it found nothing, the Ritual's zombies, a follower
lost, and the end of the game. Every number is the event's own: the rules put on the deciding
event what its panel needs (a clash's Life lost and experience gained, a search's die and the
faces that would have found, the Ritual's dice). What happens every turn without changing the
game - a zombie's blow that does no harm, a die rolled, a step - has no panel. Events from
before those numbers were added (a sealed snapshot of rules zs-5) have none either.

`Outcomes` is mixed into the game's Story (story.py), whose `said`, `counted` and `token` it uses.
"""
from __future__ import annotations

from ...core.messages import N_, listing, msg, term, typed
from ...core.story import result
from .content import content
from .words import is_enemy, pips_said, treasure

#: A blow's arithmetic, as the log says it.
BLOW = N_("Attack {attack} against defense {defense}: {damage} damage.")
TOUGH_BLOW = N_("Attack {attack} against defense {defense}, toughness {toughness}: {damage} damage.")
#: A kill that is not a clash's (an attack's kill is the clash's panel; a blast's, the blast's).
KILLS = {"torch": (N_("The torch destroys {token}"), N_("A thrown torch always hits: 1 damage that cannot be defended.")),
         "knocked_off": (N_("{token} is knocked off the edge of the town"),
                         N_("A zombie shoved off the edge of the town is destroyed."))}
#: A treasure card's reward that nothing is left to gain from.
WASTED = {"learn": N_("Nothing to gain: every skill is known already."),
          "paint": N_("Nothing to gain: no face has an empty pip left.")}
ENDS = {True: (N_("Victory! The Necromancer is slain"), N_("Killing the Necromancer wins at once: every zombie "
                                                           "crumbles to dust."), "gold"),
        False: (N_("{slayer} has fallen"), N_("At 0 Life the slayer dies and the game is lost."), "bad")}


class Outcomes:
    """The `result_<type>` methods of ZombieSlayerStory: the slayer's outcomes, seat 0's."""

    # --- fights -------------------------------------------------------------------------------------
    def result_clash(self, ev):
        """An attack resolved: an enemy destroyed, wounded, or saved by Already Dead, or a blow
        that cost the slayer Life or a townsman, or felled a follower."""
        if "left" not in ev:
            return None
        blow = self.said(TOUGH_BLOW if ev["toughness"] > 1 else BLOW, ev)
        if is_enemy(ev["def"]):
            return self._struck(ev, blow)
        return self._taken(ev, blow)

    def _struck(self, ev, blow):
        """The slayer's side hits a zombie or the Necromancer."""
        if ev["already_dead"]:
            return result(self.said(N_("{def}'s skill Already Dead negates the blow"), ev),
                          self.said(N_("Attack {attack} against defense {defense}: {def} keeps its 1-face."), ev),
                          msg("Already Dead: all damage from the attack is negated."), seat=0, tone="quiet")
        if ev["fallen"]:
            title = N_("{att} slays the Necromancer!") if ev["def"] == "nec" else N_("{att} destroys {def}")
            return result(self.said(title, ev), blow, self._experience(ev), seat=0,
                          tone="gold" if ev["def"] == "nec" else "good")
        if ev["lost"]:
            return result(self.said(N_("{att} wounds {def}"), ev), blow,
                          self.counted("{def} has {n} Life left.", "{def} has {n} Life left.", ev["left"], ev),
                          seat=0, tone="good")
        why = N_("Damage is attack minus defense, divided by the toughness and rounded down: none gets through.") \
            if ev["toughness"] > 1 and ev["attack"] > ev["defense"] else \
            N_("An attack no stronger than the defense does no damage.")
        return result(self.said(N_("{def} withstands {att}'s attack"), ev), blow, msg(why), seat=0)

    def _taken(self, ev, blow):
        """A zombie hits the slayer or a follower: a panel only when it cost something."""
        if ev["def"] != "slayer":
            if not ev["fallen"]:
                return None
            return result(self.said(N_("{att} fells {def}"), ev), blow,
                          msg("A follower has 1 Life: one damage fells him."), seat=0, tone="bad")
        if not ev["lost"] and not ev["townsmen_lost"]:
            return None
        lines = [blow]
        if ev["townsmen_lost"]:
            lines.append(msg("A fanatic townsman throws himself in harm's way and takes 1 of it."))
        if ev["lost"]:
            lines.append(self.counted("{def} loses {n} Life ({left} left).", "{def} loses {n} Life ({left} left).",
                                      ev["lost"], ev))
        title = N_("{att} strikes {def} down") if ev["fallen"] else N_("{att} wounds {def}")
        return result(self.said(title, ev), *lines, seat=0, tone="bad")

    def _experience(self, ev):
        return self.counted("+{n} experience ({xp} in all).", "+{n} experience ({xp} in all).", ev["xp_gained"], ev)

    def result_destroyed(self, ev):
        """A zombie destroyed by a torch or shoved off the town (its experience on the event)."""
        if ev.get("cause") not in KILLS or "xp" not in ev:
            return None
        title, why = KILLS[ev["cause"]]
        return result(self.said(title, ev), msg(why), self.counted("+{n} experience ({xp} in all).",
                                                                   "+{n} experience ({xp} in all).", 1, ev),
                      seat=0, tone="good")

    def result_explosion(self, ev):
        """Dragon dung explodes: who was hit, who fell, what the slayer lost."""
        if "hit" not in ev:
            return None
        if not ev["hit"]:
            return result(msg("The dragon dung explodes"), msg("Nobody stood on it or next to it."), seat=0, tone="quiet")
        lines = [msg("1 damage that cannot be defended to everyone on the dung and next to it: {hit}.",
                     hit=self._tokens(ev["hit"]))]
        enemies = [t for t in ev["fallen"] if is_enemy(t)]
        ours = [t for t in ev["fallen"] if not is_enemy(t) and t != "slayer"]
        if enemies:
            lines.append(msg("Destroyed: {tokens}.", tokens=self._tokens(enemies)))
            lines.append(self._experience(ev))
        if ours:
            lines.append(msg("Fallen: {tokens}.", tokens=self._tokens(ours)))
        if ev["townsmen_lost"]:
            lines.append(msg("A fanatic townsman throws himself in harm's way and takes 1 of it."))
        hurt = ev["lost"].get("slayer", 0)
        if hurt:
            lines.append(self.counted("{slayer} loses {n} Life ({life} left).", "{slayer} loses {n} Life ({life} left).",
                                      hurt, ev, life=ev["left"]["slayer"]))
        bad = hurt or ours or ev["townsmen_lost"]
        return result(msg("The dragon dung explodes"), *lines, seat=0, tone="bad" if bad else "good")

    def _tokens(self, tokens: list[str]) -> dict:
        return listing([self.token(t) for t in tokens])

    # --- growing stronger -----------------------------------------------------------------------------
    def result_creation_point(self, ev):
        return result(self.said(N_("{slayer} gains a creation point"), ev),
                      self.said(N_("{xp} experience: every {every} experience gives a creation point."), ev),
                      self.counted("{n} creation point to spend: Train paints an empty pip on your dieagram.",
                                   "{n} creation points to spend: Train paints an empty pip on your dieagram.",
                                   ev["cp"], ev), seat=0, tone="gold")

    def result_paint(self, ev):
        """A pip painted on a face, by training or from the Attribute upgrades card."""
        if "before" not in ev:
            return None
        pip = term("pip", ev["pip"])
        change = self.said(N_("{face}-face: {before} becomes {after}."), ev, before=pips_said(ev["before"]),
                           after=pips_said(ev["after"]))
        paid = self.counted("Trained for {n} creation point ({cp} left).", "Trained for {n} creation points ({cp} left).",
                            ev["cost"], ev) if ev["cost"] else \
            msg("An upgrade from the {card} card: no creation points spent.", card=term("card", "attributes"))
        return result(self.said(N_("The {face}-face gains a {pip} pip"), ev, pip=pip), change, paid, seat=0, tone="good")

    def result_learn(self, ev):
        return result(self.said(N_("{slayer} learns {skill}"), ev),
                      msg("A skill triggers when he keeps the face with his skill pip; he may use one per action."),
                      seat=0, tone="good")

    # --- searching ------------------------------------------------------------------------------------
    def result_treasure_pip(self, ev):
        """A search that found nothing, and why: the face rolled against the faces that find."""
        if ev.get("card") is not None or "faces" not in ev:
            return None
        rolled = msg("Face 1 of a card never has a treasure pip.") if ev["face"] == 1 else \
            self.said(N_("Search die {face}: that face of {tile} has no treasure pip."), ev)
        where = msg("Its treasure pips are on faces {faces}.", faces=listing(ev["faces"])) if ev["faces"] else \
            self.said(N_("{tile} has no treasure pip at all."), ev)
        return result(self.said(N_("Nothing found on {tile}"), ev), rolled, where, seat=0, tone="quiet")

    def result_treasure(self, ev):
        """What a search found: the search die's treasure pip, the treasure die's row, the find."""
        if ev.get("again") or "pip" not in ev:
            return None
        found = treasure(ev["card"], ev["result"])
        row = msg("a {zombie}", zombie=term("zombie", content().cards[ev["card"]].zombie)) \
            if ev["result"] == "zombie" else found  # (the title's "a violet zombie!" ends no sentence)
        lines = [self.said(N_("Search die {pip}: a treasure pip on that face of {tile} - the {card} card."), ev),
                 self.said(N_("Treasure die {face}: row {face} of the {card} card, {found}."), ev, found=row)]
        if ev["result"] == "zombie":
            lines.append(msg("It attacks at once, once per action it has."))
        elif ev["result"] in ("bron", "archibald", "prycille"):
            lines.append(msg("{token} acts from your next turn.", token=self.token(ev["result"])))
        return result(self.said(N_("Found on {tile}: {found}"), ev, found=found), *lines, seat=0,
                      tone="bad" if ev["result"] == "zombie" else "good")

    def result_wasted(self, ev):
        return result(msg("Nothing to gain"), msg(WASTED[ev["what"]]), seat=0, tone="quiet")

    def result_lost(self, ev):
        return result(self.said(N_("{token} is lost"), ev), msg("A follower who moves off the edge of the town is "
                                                                "lost for good."), seat=0, tone="bad")

    # --- the Necromancer and the end ---------------------------------------------------------------------
    def result_summoned(self, ev):
        """The Ritual of Summoning: his dice, the skill pips that count, the Temple's rolls, the cap."""
        if "dice" not in ev:
            return None
        zombies = ev["colours"]
        title = msg("The Ritual of Summoning raises {zombies}", zombies=pips_said(zombies)) if zombies else \
            msg("The Ritual of Summoning raises nothing")
        lines = [self.counted("The Necromancer rolls {dice}: {n} skill pip that counts (never a 1-face's).",
                              "The Necromancer rolls {dice}: {n} skill pips that count (never a 1-face's).",
                              ev["pips"], ev, dice=typed(" ".join(map(str, ev["dice"]))))]
        if ev["pips"]:
            lines.append(self.counted("{n} roll on the Temple's dieagram ({rolled}): at most {cap}, the most skill "
                                      "pips on one of his dice.",
                                      "{n} rolls on the Temple's dieagram ({rolled}): at most {cap}, the most skill "
                                      "pips on one of his dice.", ev["pips"], ev,
                                      rolled=typed(" ".join(map(str, ev["rolled"])))))
        return result(title, *lines, seat=0, tone="bad" if zombies else "good")

    def result_game_over(self, ev):
        title, why, tone = ENDS[bool(ev.get("winners"))]
        return result(self.said(title, ev), msg(why), self.said(N_("Turn {turns}, {xp} experience."), ev),
                      seat=0, tone=tone)

"""What the table offers right now: the engine's decision (Match.decision), read into a Decision.

Each phase asks one kind of thing. Where it is a card from the hand (summon it, put it in the
EVP Zone, augment with it), a click on that card in the fanned hand sends it; the rest - evolve,
battle, skip, the hero's and the monster's effects - are buttons. Everything clickable is one of
the engine's choices, found by what it names (its verb and the card, the stage): the table
never reads an action, only hands it back.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import choice
from ..choice import Button, waiting
from ..i18n import N_, _, join, ngettext

#: The choices a click on a hand card sends, by verb; the others are buttons, labelled by verb.
HAND_VERBS = ("summon", "evp", "augment")
LABELS = {"evolve": N_("Evolve to Stage {stage}"), "battle": N_("Battle!"), "use_hero": N_("{hero}'s power"),
          "use_monster": N_("Use {card}"), "skip": N_("Skip"), "end_turn": N_("End turn"), "to_battle": N_("To battle")}


@dataclass
class Decision(choice.Decision):
    hand: dict[str, str] = field(default_factory=dict)  # card id -> the action a click on it sends


def decide(asked: dict, view: dict, names, human: bool, say, term, person: bool = False) -> Decision:
    """The table's Decision for the engine's `asked` (Match.decision): `say` puts a message into
    words, `term` names a card or a hero, `names` names the seats (`human`, `person`: choice.waiting)."""
    mover = asked["seat"]
    if view["result"] is not None or mover is None:
        winners = (view["result"] or {}).get("winners", [])
        who = join([names.of(s) for s in winners])
        title = ngettext("{who} wins!", "{who} win!", len(winners)).format(who=who) if winners else _("A draw")
        return Decision("over", winners[0] if winners else None, title,
                        _("The duel is over: look over the table, or see the result."))
    if not human:
        return Decision("wait", mover, *waiting(names.of(mover), person, _("The computer plays its move."), names.afar(mover)))
    phase = asked["kind"]
    can_battle = any(c["verb"] == "battle" for c in asked["choices"])
    d = Decision(phase, mover, say(asked["prompt"]), _detail(view, phase, mover, can_battle))
    for c in asked["choices"]:
        if c["verb"] in HAND_VERBS:
            d.hand[c["names"]["card"]] = c["action"]
    _buttons(d, asked["choices"], say, term)
    return d


def _detail(view: dict, phase: str, mover: int, can_battle: bool) -> str:
    """Where to click, under the prompt (with no battle open, the Battle Phase says why, not
    "Declare a battle" under "no monster to battle")."""
    evp = view["players"][mover]["evp"]
    return {
        "summon": _("Your Summon Zone is empty: click the card to summon from your hand."),
        "evp": _("Click a card to put it in your EVP Zone (now {evp} EVP), or skip.").format(evp=evp),
        "evolve": _("Your EVP: {evp}. Evolve, or skip to keep it.").format(evp=evp),
        "augment": _("Click a card to augment your monster for its next battle, or skip."),
        "declare": _("Declare a battle against the opposing monster, or end your turn.") if can_battle else
        _("No battle can be declared this turn: end it when you are ready."),
        "response": _("Augment with one card from your hand before the battle, or go on."),
    }.get(phase, "")


def _buttons(d: Decision, choices: list[dict], say, term) -> None:
    """A button for each choice that is not a card in the hand, in the engine's order, its tip the
    choice's own words; the way on (skip, end the turn, to battle) last."""
    onwards = []
    for c in choices:
        verb, named = c["verb"], c["names"]
        if verb in LABELS:
            label = _(LABELS[verb]).format(stage=named.get("stage"), hero=named.get("hero") and term("hero", named["hero"]),
                                           card=named.get("monster") and term("monster", named["monster"]))
            button = Button(label, c["action"], say(c["text"]), primary=verb in ("evolve", "battle", "to_battle"))
            (onwards if verb in ("skip", "end_turn", "to_battle") else d.bar).append(button)
    for b in onwards:
        b.primary = b.primary or (not d.bar and not d.hand)
    d.bar += onwards

"""What the table offers right now: the engine's view and legal actions, read into a Decision.

Each phase asks one kind of thing. Where it is a card from the hand (summon it, put it in the
EVP Zone, augment with it), a click on that card in the fanned hand sends it; the rest - evolve,
battle, skip, the hero's and the monster's effects - are buttons. Everything clickable comes
from the legal actions, so the table never offers a move the engine would refuse.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import api

from ..choice import Button

VERBS = {"summon": "Summon it", "evp": "Put it in your EVP Zone", "augment": "Augment with it"}


@dataclass
class Decision:
    kind: str
    seat: int | None
    title: str
    detail: str = ""
    bar: list[Button] = field(default_factory=list)
    hand: dict[str, str] = field(default_factory=dict)  # card id -> the action a click on it sends
    verb: str = ""  # what a click on a hand card does, for its tooltip


def decide(view: dict, legal: list[str], mover: int | None, names, human: bool) -> Decision:
    if view["result"] is not None or mover is None:
        winners = (view["result"] or {}).get("winners", [])
        who = " and ".join(names.of(s) for s in winners)
        return Decision("over", winners[0] if winners else None, f"{who} win{'s' if len(winners) == 1 else ''}!"
                        if winners else "A draw", "The duel is over: look over the table, or see the result.")
    who = names.of(mover)
    if not human:
        return Decision("wait", mover, f"{who} is thinking...", "The computer plays its move.")
    phase = view["phase"]
    d = Decision(phase, mover, *_words(view, phase, who))
    for action in legal:
        word, _, arg = action.partition(" ")
        if word in VERBS:
            d.hand[arg] = action
            d.verb = VERBS[word]
    _buttons(d, view, legal, mover)
    return d


def _words(view: dict, phase: str, who: str) -> tuple[str, str]:
    me = view["players"][view["defender"] if phase == "response" else view["current"]]
    return {
        "summon": (f"{who}: summon a monster", "Your Summon Zone is empty: click the card to summon from your hand."),
        "evp": (f"{who}: EVP Phase", f"Click a card to put it in your EVP Zone (now {me['evp']} EVP), or skip."),
        "evolve": (f"{who}: Evolution Phase", f"Your EVP: {me['evp']}. Evolve, or skip to keep it."),
        "augment": (f"{who}: Augment Phase", "Click a card to augment your monster for its next battle, or skip."),
        "declare": (f"{who}: battle?", "Declare a battle against the opposing monster, or end your turn."),
        "response": (f"{who}: you are attacked", "Augment with one card from your hand before the battle, or go on."),
    }.get(phase, (who, ""))


def _buttons(d: Decision, view: dict, legal: list[str], seat: int) -> None:
    c = api.catalog("auganism")
    me = view["players"][seat]
    for action in legal:
        word, _, arg = action.partition(" ")
        if word == "evolve":
            d.bar.append(Button(f"Evolve to Stage {arg}", action, "Spend the whole EVP Zone: the monster takes the "
                                "new stage's Attack and full Health", primary=True))
        elif word == "battle":
            d.bar.append(Button("Battle!", action, "Attack the opposing monster", primary=True))
        elif word == "hero":
            hero = c.heroes[me["hero"]]
            d.bar.append(Button(f"{hero.name}'s power", action))
        elif word == "use":
            card = me["summoned"]["card"] if me["summoned"] else ""
            d.bar.append(Button(f"Use {c.monsters[card].name}" if card else "Use", action))  # the label says what
    if "skip" in legal:
        label = "End turn" if d.kind == "declare" else "Skip"
        d.bar.append(Button(label, "skip", "Go on to the next phase" if d.kind != "declare" else "No battle this turn",
                            primary=not d.bar and not d.hand))
    if "done" in legal:
        d.bar.append(Button("To battle", "done", "No more responses: the battle is fought", primary=True))

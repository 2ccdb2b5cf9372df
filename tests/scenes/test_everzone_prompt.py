"""EverZone's prompt (scenes/everzone/prompt.py) reads the engine's decision by verb and names.

The decision of known positions is handed over with every action replaced by a token that says
nothing, as tests/opaque.py does across the seam: each choice is still offered once, as a card to
click (the card, slot, support, leader or location it names) or as a button, and the seal, when
offered, comes last; the title is the engine's prompt in words.
"""
from __future__ import annotations

from functools import partial

import pytest

from engine import api
from scenes import i18n
from scenes.everzone import words
from scenes.everzone.prompt import decide

NAMES = ("Ann", "Bob", "Cleo")


class Names:
    def of(self, seat: int) -> str:
        return NAMES[seat]

    def afar(self, seat: int) -> bool:  # (a local table: nobody plays from another screen)
        return False


def _at(seats: int, until) -> api.Match:
    match = api.new_match("everzone", 5, ["human"] * seats)
    for _ in range(3000):
        if until(match):
            return match
        match.act(match.suggest(match.to_move()))
    pytest.fail("the position never came")


def _opaque(asked: dict) -> dict:
    return {**asked, "choices": [{**c, "action": f"#{i}"} for i, c in enumerate(asked["choices"])]}


POSITIONS = {
    "setup": (2, lambda m: True),
    "deploy": (3, lambda m: m.decision()["kind"] == "deploy"),
    "orders": (2, lambda m: m.decision()["kind"] == "orders" and m.state.turn == 2),
}


@pytest.mark.parametrize("kind", sorted(POSITIONS))
def test_every_choice_is_offered_once_where_the_things_it_names_are(kind):
    seats, until = POSITIONS[kind]
    match = _at(seats, until)
    asked = _opaque(match.decision())
    i18n.set_language("en")
    say = partial(i18n.say, names=Names().of, terms=words.term)
    labels = {c["action"]: say(c["text"]) for c in asked["choices"]}
    d = decide(asked, match.view(asked["seat"]), labels, Names(), True, say)
    assert d.kind == kind and d.title == say(asked["prompt"]) and d.title.startswith(f"{NAMES[asked['seat']]}: ")
    offered = list(d.clicks.values()) + [b.action for b in d.bar if b.action]
    assert sorted(offered) == sorted(c["action"] for c in asked["choices"]), "each choice once"
    by_token = {c["action"]: c for c in asked["choices"]}
    for (where, thing), token in d.clicks.items():
        assert thing in by_token[token]["names"].values(), (where, thing, by_token[token])
        assert d.verbs[(where, thing)] == labels[token]
    seals = [c["action"] for c in asked["choices"] if c["verb"] == "seal"]
    assert [b.action for b in d.bar[-1:] if b.action in seals] == seals, "the seal (when offered) comes last"


def _decided(match):
    asked = match.decision()
    i18n.set_language("en")
    say = partial(i18n.say, names=Names().of, terms=words.term)
    return decide(asked, match.view(asked["seat"]), {c["action"]: say(c["text"]) for c in asked["choices"]},
                  Names(), True, say)


def test_a_seal_not_yet_open_is_offered_greyed_in_its_place_with_the_reason():
    """Until the setup is complete (or a three-player army has its target) the seal is not a
    choice: its button is there all the same, greyed, and says what is missing."""
    match = api.new_match("everzone", 5, ["human"] * 3)
    seal = _decided(match).bar[-1]
    assert (seal.label, seal.enabled, seal.action) == ("Seal setup", False, "")
    assert seal.tip == "Choose your leader and 3 locations first (0 of 3 picked)."
    match.act(next(c["action"] for c in match.decision()["choices"] if c["verb"] == "choose_leader"))
    match.act(next(c["action"] for c in match.decision()["choices"] if c["verb"] == "pick_location"))
    assert _decided(match).bar[-1].tip == "Pick 2 more locations first."
    match = _at(3, lambda m: m.decision()["kind"] == "deploy")
    seal = _decided(match).bar[-1]
    assert (seal.label, seal.enabled) == ("Seal deployment", False)
    assert seal.tip == "Pick the race token of the player your army attacks first."


def test_another_persons_turn_is_not_called_the_computers():
    """Seen at 1280x800 with people sharing the screen: while Player 1 read the revealed
    orders, the banner said "Player 3 is thinking... The computer enters its orders." - Player
    3 was a person waiting for the mouse."""
    match = _at(3, lambda m: m.decision()["kind"] == "orders")
    asked = match.decision()
    i18n.set_language("en")
    say = partial(i18n.say, names=Names().of, terms=words.term)
    labels = {c["action"]: say(c["text"]) for c in asked["choices"]}
    someone_else = (asked["seat"] + 1) % 3
    person = decide(asked, match.view(someone_else), labels, Names(), False, say, person=True)
    who = NAMES[asked["seat"]]
    assert (person.kind, person.title) == ("wait", f"Next: {who}") and who in person.detail
    assert "computer" not in (person.title + person.detail).lower()
    computer = decide(asked, match.view(someone_else), labels, Names(), False, say, person=False)
    assert computer.title == f"{who} is thinking..."

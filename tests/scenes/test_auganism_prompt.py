"""The words under Auganism's prompt agree with it: at a Battle Phase with no battle open (the
opposing Summon Zone empty) it said "Declare a battle against the opposing monster" under
"no monster to battle: end the turn" (seen in a real window, turn 1 of a duel)."""
from __future__ import annotations

from engine import api
from scenes import i18n
from scenes.auganism import prompt
from scenes.widgets.seats import Names


def _declare_phase(can_battle: bool):
    """Turn 1 with the hero's power still to use, so the Battle Phase is asked (with nothing but
    "end the turn" open it would be taken for the player); turn 2 for a battle."""
    match = api.new_match("auganism", 3, ["human", "human"])
    match.act(match.decision()["choices"][0]["action"])  # summon
    match.act("skip")  # no EVP
    match.act("skip")  # no augment
    if can_battle:
        match.act("skip")  # end turn 1: the second player summons, and may battle
        for _ in range(40):
            asked = match.decision()
            if asked["kind"] == "declare":
                break
            match.act(next((c["action"] for c in asked["choices"] if c["verb"] in ("summon", "skip")),
                           asked["choices"][0]["action"]))
    asked = match.decision()
    assert asked["kind"] == "declare" and any(c["verb"] == "battle" for c in asked["choices"]) == can_battle
    return match, asked


def _detail(match, asked) -> str:
    names = Names.__new__(Names)
    names.of = lambda seat: f"Seat {seat + 1}"
    say = lambda message: i18n.say(message, names.of, lambda kind, id: id)  # noqa: E731
    return prompt.decide(asked, match.view(asked["seat"]), names, True, say, lambda kind, id: id).detail


def test_a_battle_phase_with_no_battle_open_does_not_offer_one():
    match, asked = _declare_phase(can_battle=False)
    detail = _detail(match, asked)
    assert "Declare a battle" not in detail and "No battle can be declared" in detail


def test_a_battle_phase_with_a_battle_open_offers_it():
    match, asked = _declare_phase(can_battle=True)
    assert "Declare a battle" in _detail(match, asked)

"""Forfeit on Creature Adventures' table says what it costs and asks first.

Playtesters lost a battle, their sigils and the way home at one click: Forfeit ended the battle
with no question (the other games ask before their irreversible buttons: Surrender, End turn), and
its tooltip had lost its mention of the sigils. Now the button's tip and the question both say
the engine's words for the choice - what forfeiting loses - and nothing is sent until the person
confirms.
"""
from __future__ import annotations

from engine.games.creature_adventures import growth

from .test_creature_adventures_table import open_table

COST = "Forfeit the battle and go Home, losing your Sigil of Power (back to its Warlord)"


def _wild_battle_holding_the_sigil_of_power(app):
    """Bob, holding the Sigil of Power, meets a wild creature in the Whisperwood and sends in his first."""
    player = open_table(app)
    player.pass_screen()
    match = player.match
    growth.give_sigil(match.state, "power", 1, [], source="warlord")
    player.restage()
    match.force_dice([2, 2, 1])
    player.do("roll")
    player.click(player.space("whisperwood_1"))
    player.settle()
    player.do("pick 1")
    assert player.scene.decision.kind == "act"
    return player


def _dialog(app):
    stack = app.manager.get_window_stack().get_full_stack()
    return next((w for w in stack if w.alive() and "confirm" in getattr(w, "buttons", {})), None)


def test_the_forfeit_button_says_what_a_forfeit_costs(app):
    player = _wild_battle_holding_the_sigil_of_power(app)
    button = next(b for b in player.scene.decision.battle if b.action == "forfeit")
    assert COST in button.tip


def test_forfeit_asks_first_naming_what_is_lost(app):
    player = _wild_battle_holding_the_sigil_of_power(app)
    match = player.match
    before = len(match.log)
    player.press("forfeit")
    player.frames(2)
    dialog = _dialog(app)
    assert dialog is not None and len(match.log) == before, "nothing is sent before the question is answered"
    assert COST in dialog.text_box.html_text
    player.shot("forfeit_question")
    player.click(dialog.buttons["cancel"].rect.center)
    player.frames(2)
    assert len(match.log) == before and match.state.battle is not None, "Fight on: the battle goes on"
    player.press("forfeit")
    player.frames(2)
    assert player.confirm_dialog()
    player.settle()
    assert match.log[before:] == ["forfeit"] and match.state.battle is None
    assert match.state.sigils["power"] == -1, "the sigil went back to its Warlord, as the question said"


def test_with_the_question_turned_off_in_settings_forfeit_is_sent_at_once(app):
    """One rule for danger: "Irreversible moves: Ask first" unticked, no table asks - and the
    question, when asked, says where it is turned off."""
    player = _wild_battle_holding_the_sigil_of_power(app)
    player.press("forfeit")
    player.frames(2)
    assert "Irreversible moves" in _dialog(app).text_box.html_text
    player.click(_dialog(app).buttons["cancel"].rect.center)
    player.frames(2)
    app.settings.ask_before_danger = False
    before = len(player.match.log)
    player.press("forfeit")
    player.frames(2)
    assert _dialog(app) is None and len(player.match.log) > before, "sent without a question"

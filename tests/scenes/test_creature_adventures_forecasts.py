"""Before a click on Creature Adventures' table, what the choice will do is on the screen.

New players picked a creature, a battle action or a heal and learnt what it did only after:
the old Strike tooltip even left the abilities out. Now the battle mat shows, for the button
or creature pointed at, every outcome with its chance and its damage after Defense (from the
engine's forecast: Guardian, Venom, Thick Hide, Fortify's shield...), the creatures to pick
say what their Strike would do, chance-only buttons carry their odds ("Catch 40%"), and the
Shaman's sure heal says how much it heals.
"""
from __future__ import annotations

from tests.creature_adventures.screen import AllText, every_line

from .test_creature_adventures_table import open_table


def _words(player, written) -> list[str]:
    player.frames(1)
    written.clear()
    player.frames(1)
    return [w for w, _ in every_line(player.scene, written)]


def _wild_battle_against_a_guardian(app):
    """Bob meets a wild Gale Sparrow (Attack 4, Defense 0) made a Guardian: each hit on it deals 1 less."""
    player = open_table(app)
    player.pass_screen()
    player.do("assign 1 attack")  # Mossback Toad: Attack 4
    match = player.match
    match.force_dice([2, 2, 1])
    player.press("roll")
    player.settle()
    player.click(player.space("whisperwood_1"))
    player.settle()
    match.state.battle.sides[1].npc[0].ability = "guardian"
    player.restage()
    return player


def test_the_creatures_to_open_with_say_what_their_strike_would_do(app):
    player = _wild_battle_against_a_guardian(app)
    scene = player.scene
    assert scene.decision.kind == "pick"
    with AllText() as written:
        words = _words(player, written)
    attack = player.match.view(1)["players"][1]["creatures"][0]["attack"]
    toad = [w for w in words if w.startswith("Strike:")]
    assert len(toad) == 3, words
    assert f"hit {attack - 1}" in toad[0], "Guardian takes 1 off each hit"
    assert f"hit {attack}," not in toad[0]
    player.shot("forecast_pick")


def test_a_strike_line_stays_inside_its_creature_at_1024x640():
    """At 1024x640 the mat's column is narrow: "Strike: hit 3, crit! 6 \u00b7 counter: takes 5" ran
    past its creature's row and was cut after "takes". The line takes the row's width there."""
    from .driver import close, make_app

    app = make_app("instant", (1024, 640))
    player = _wild_battle_against_a_guardian(app)
    scene = player.scene
    rows = [r for r, kind, _ in scene.arena.areas if kind == "bench"]
    with AllText() as written:
        player.frames(1)
        written.clear()
        player.frames(1)
        lines = [(w, r) for w, r in every_line(scene, written) if w.startswith("Strike:")]
    assert len(lines) == 3, lines
    for words, rect in lines:
        row = next(r for r in rows if r.collidepoint(rect.midleft))
        assert row.contains(rect) and not words.endswith(("...", "\u2026")), f"{words!r} at {rect} is not inside its row {row}"
    player.shot("forecast_pick_1024")
    close(app)


def test_pointing_at_a_battle_button_shows_every_outcome_with_its_damage(app):
    player = _wild_battle_against_a_guardian(app)
    scene, match = player.scene, player.match
    player.do("pick 1")
    told = match.view(1)["battle"]["forecast"]
    with AllText() as written:
        player.move(player.button("strike").rect.center)
        words = _words(player, written)
        player.shot("forecast_strike")
        for row in told["strike"]:
            assert any(w.startswith(f"{row['percent']}%") for w in words), (row, words)
        attack = match.view(1)["battle"]["sides"][0]["attack"]
        assert any(f"Gale Sparrow takes {attack - 1} ({11 - attack} HP left)" in w for w in words), words
        assert not any(f"Gale Sparrow takes {attack} " in w for w in words), "Guardian takes 1 off"
        assert any("Mossback Toad takes 4" in w for w in words), "the counterstrike's cost, too"

        player.move(player.button("meditate").rect.center)
        words = _words(player, written)
        for row in told["boost_attack"]:
            assert any(f"Attack {row['value']} for the next Strike" in w for w in words), (row, words)
        assert any("strikes back" in w and str(told["reply"]["damage"]) in w for w in words), words

        switch = next(a for a in scene.decision.bench.values() if scene.verb_of(a) == "switch")
        key = next(k for k, a in scene.decision.bench.items() if a == switch)
        player.move(next(r for r, kind, v in scene.arena.areas if kind == "bench" and v == key).center)
        words = _words(player, written)
        assert any(w.startswith("Switch to") for w in words), words
    catch = next(b for b, a in scene.dynamic.items() if a == "catch")
    assert catch.text == f"Catch {told['catch']}%"
    run = next(b for b, a in scene.dynamic.items() if a == "run")
    assert run.text == f"Run {told['run']}%"


def test_the_shamans_sure_heal_says_how_much(app):
    player = open_table(app)
    player.pass_screen()
    player.do("assign 1 attack")
    match, scene = player.match, player.scene
    match.force_dice([2, 2, 6])  # into the Whisperwood, safe: Alice's turn
    player.press("roll")
    player.settle()
    player.click(player.space("whisperwood_1"))
    player.settle()
    assert player.pass_screen()
    match.state.players[0].creatures[1].hp = 3
    player.restage()
    match.force_dice([2, 3])
    player.press("roll")
    player.settle()
    player.click(player.space("hermits_spring"))
    player.settle()
    assert scene.card is not None and "Shaman" in scene.card.title
    labels = [b.text for b in scene.dynamic]
    assert "Sure +5 HP" in labels, labels
    gamble = next(b for b, a in scene.dynamic.items() if a == "shaman gamble 2")
    assert "+3 HP" in gamble.tool_tip_text and "+7 HP" in gamble.tool_tip_text


def test_a_forecast_waits_for_the_pointer_to_move_after_a_click(app):
    """Clicked, Strike's box would come straight back under the resting pointer, over the HP bars
    the blow had just changed: it waits, as a button's tip does, for the pointer to move."""
    player = _wild_battle_against_a_guardian(app)
    scene = player.scene
    player.do("pick 1")
    strike = player.button("strike").rect.center
    player.move(strike)
    assert scene.forecast_shown(scene.decision) is not None, "pointed at: the box is up"
    player.match.force_dice([3])  # a hit: the Gale Sparrow's HP changes
    player.click(strike)
    player.settle()
    assert scene.decision.kind == "act" and player.button("strike").rect.collidepoint(strike)
    assert scene.forecast_pointed_at(scene.decision) is not None, "the pointer still rests on Strike"
    assert scene.forecast_shown(scene.decision) is None, "but the box waits: the HP bars show"
    player.move((strike[0] + 3, strike[1]))
    assert scene.forecast_shown(scene.decision) is not None, "moved: the box is back"

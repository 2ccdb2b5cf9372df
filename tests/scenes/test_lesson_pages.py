"""A lesson read at the learner's pace (scenes/tutorial.py at the table): Back returns to the
narrator's page before, as the lesson was then, and the lesson goes on from there to its end;
Space and clicks that hurry a move never also turn the narrator's next page unseen."""
from __future__ import annotations

import html
from pathlib import Path

import pygame
import pytest

from scenes import tutorial
from tests.journeys.hands import hand_for

from .driver import close, make_app

SHOTS = Path(__file__).resolve().parents[1] / "output"


def says(table, words: str, start: int = 40) -> bool:
    """Does the narrator show (the start of) these words?"""
    return html.escape(words[:start], quote=False) in table.narrator.box.html_text


def one_move(hand) -> None:
    """The lesson's next move, as a learner makes it: Continue after the narrator's words about a
    rival's move, the step the table marks, or a frame or two while a rival's step plays."""
    table = hand.scene
    hand.settle()
    if table.waiting_for_next():
        hand.press("cmd:next")
    elif table.session.expected() is not None:
        hand.frames(2)
        hand.do(table.session.expected())
    else:
        hand.frames(5)


def lesson(game: str, speed: str = "fast"):
    app = make_app(speed, (1024, 640))
    app.go_home()
    assert tutorial.open_tutorial(app, game)
    hand = hand_for(game, app)
    hand.settle()
    return app, hand


@pytest.mark.parametrize("to_the_end", [False, pytest.param(True, marks=pytest.mark.slow)], ids=["on", "to-the-end"])
def test_back_returns_to_the_page_before_as_it_was_and_the_lesson_goes_on(to_the_end):
    app, hand = lesson("auganism", "instant")
    table = hand.scene
    pages = table.session.pages()
    back = table.widgets["page_back"]
    assert not back.is_enabled, "no page before the first"
    seen = {}  # each page's first step: (its words, the game there)
    session = table.session
    while True:
        hand.settle()
        if session.tutorial.position(session.match) + 1 == session.page() and session.page() not in seen:
            seen[session.page()] = (session.narration(), session.match.digest())
        if session.page() == pages[2]:
            break
        one_move(hand)
    scenes = len(app.stack.scenes)
    hand.click(table.widgets["page_back"].rect.center)
    hand.frames(3)
    again = hand.scene
    assert again is not table and app.stack.top is again and len(app.stack.scenes) == scenes, "in the table's place"
    words, digest = seen[pages[1]]
    assert again.session.page() == pages[1] and again.session.match.digest() == digest, "the game as it was there"
    assert says(again, words) and again.session.progress().startswith("Step 2 "), "the narrator's page before"
    assert not again.animator.busy, "set out at once: nothing plays backwards"
    hand.key(pygame.K_BACKSPACE)
    first = hand.scene
    assert first.session.page() == pages[0] and first.session.match.digest() == seen[pages[0]][1]
    assert says(first, seen[pages[0]][0]) and not first.widgets["page_back"].is_enabled
    for _ in range(3000):
        session = hand.scene.session
        if session.match.result() is not None or (session.page() == pages[2] and not to_the_end):
            break
        one_move(hand)
    if to_the_end:
        assert session.match.result()["winners"] == [session.tutorial.learner] and session.step is None
    else:
        assert session.match.digest() != seen[pages[0]][1] and hand.scene.widgets["page_back"].is_enabled
    close(app)


def test_space_and_clicks_that_hurry_a_move_never_turn_a_page_unseen():
    """The learner's battle (Auganism's step 10) is hurried with Space; Mira's answer (step 11)
    has words of the narrator's that wait: Space pressed again at once, and a click on the
    table, only hurry - the words stay until they have been up a moment; then Space reads on."""
    app = make_app("normal", (1024, 640))
    app.go_home()
    assert tutorial.open_tutorial(app, "auganism", at=10)
    hand = hand_for("auganism", app)
    hand.settle()
    table = hand.scene
    script = table.session.tutorial
    hand.do("battle", settle=False)
    assert table.animator.busy, "the battle plays"
    hand.key(pygame.K_SPACE)
    assert not table.animator.busy and table.session.reading(), "Space hurried the move, and no more"
    hand.key(pygame.K_SPACE)
    hand.click((table.layout.bar.centerx, table.layout.bar.y - 60))
    hand.key(pygame.K_SPACE)
    assert table.session.reading() and says(table, script.steps[10].say), "the new words stay to be read"
    assert script.position(table.session.match) == 10, "Mira's move waits"
    hand.frames(50)
    hand.key(pygame.K_SPACE)
    assert script.position(table.session.match) == 11, "read a moment: Space reads on, and Mira moves"
    close(app)


def test_a_click_on_zombie_slayers_bare_ground_is_told_what_to_click_instead():
    app = make_app("instant", (1024, 640))
    app.go_home()
    assert tutorial.open_tutorial(app, "zombie_slayer", at=2)
    hand = hand_for("zombie_slayer", app)
    hand.settle()
    table = hand.scene
    step, d = table.session.step, table.decision
    assert step.play.startswith("move") and d.squares, "a walk across the town"
    bare = next(pos for pos in (table.layout.square_centre((x, y)) for x in range(-3, 4) for y in range(-3, 8))
                if table.board.collidepoint(pos) and not table.banner.rect.collidepoint(pos)
                and not (table.tray.visible and table.tray.rect.collidepoint(pos))
                and table.layout.square_at(pos) not in d.squares and table.town.token_at(table.table, pos) is None)
    before = table.session.match.digest()
    hand.click(bare)
    hand.frames(2)
    assert table.session.match.digest() == before, "nothing is played"
    assert says(table, "Nothing to click there.", 20) and says(table, step.why_not, 30), "what to click instead"
    close(app)


def test_a_wrong_button_is_named_with_the_reason_the_lesson_wants_its_step():
    app = make_app("instant", (1024, 640))
    app.go_home()
    assert tutorial.open_tutorial(app, "creature_adventures")
    hand = hand_for("creature_adventures", app)
    table = hand.scene
    script = table.session.tutorial
    for _ in range(200):  # to the first step whose decision offers another button
        hand.settle()
        step = table.session.step
        other = next((b for b, a in table.dynamic.items() if table.session.expected() is not None
                      and a not in ("cmd:next", step.play) and a in table.session.match.legal_actions()), None)
        if other is not None:
            break
        one_move(hand)
    wrong = table.dynamic[other]
    hand.click(other.rect.center)
    hand.frames(2)
    assert script.position(table.session.match) == step.number - 1, "nothing is played"
    assert says(table, "Not \u201c" + table.label_of(wrong), 30) and says(table, step.why_not, 30), (
        "the move clicked, named; and why the lesson wants its own")
    close(app)


def test_where_a_script_gives_no_reason_the_answer_names_both_moves():
    import dataclasses

    from engine import api

    script = api.tutorial("auganism")
    quiet = dataclasses.replace(script, steps=tuple(dataclasses.replace(s, why_not="") for s in script.steps))
    session = tutorial.TutorialSession(quiet, ["Ann", "Mira"], at=5)
    assert session.why_not("Skip", "Summon Dusk Jackal") == \
        "Not \u201cSkip\u201d yet: the lesson takes \u201cSummon Dusk Jackal\u201d now."
    assert session.why_not("", "Summon Dusk Jackal") == \
        "Nothing to click there: the lesson takes \u201cSummon Dusk Jackal\u201d now."
    assert tutorial.TutorialSession(script, ["Ann", "Mira"], at=5).why_not("Skip", "Summon Dusk Jackal") == \
        "Not \u201cSkip\u201d now. " + script.steps[4].why_not


def test_the_rolls_the_zombie_slayer_narrator_speaks_of_are_on_the_tray_while_it_speaks():
    """The Temple's dice of the Necromancer's Ritual (step 13's words) stay up until the learner's
    next click; the zombie's attack (step 25's) is named on the tray of the defense against it."""
    app = make_app("instant", (1024, 640))
    app.go_home()
    from engine import api

    script = api.tutorial("zombie_slayer")
    ritual, defend = script.rule_steps()["ritual"], script.rule_steps()["defend"]  # (an End turn; the keep after one)
    assert tutorial.open_tutorial(app, "zombie_slayer", at=ritual)
    hand = hand_for("zombie_slayer", app)
    hand.settle()
    table = hand.scene
    hand.do("end")
    hand.frames(60)  # a second of reading
    assert says(table, script.steps[ritual].say) and table.tray.visible and table.tray.ev["purpose"] == "summon"
    hand.do(script.steps[ritual].play)
    assert table.tray.ev["purpose"] != "summon" or not table.tray.visible, "read: the next click puts it away"
    assert tutorial.open_tutorial(app, "zombie_slayer", at=defend - 1, replace=True)
    table = hand.scene
    hand.settle()
    hand.do("end")
    assert table.tray.ev["purpose"] == "defense" and "Blue zombie rolled 3 melee" in table.tray.tray.caption
    assert says(table, script.steps[defend - 1].say)
    close(app)


def test_zverys_catch_roll_is_repeated_on_the_narrators_page_that_speaks_of_it():
    """The catch's dice leave with the battle, and the narrator's next page says "Caught!": the
    page repeats the log's line of the roll above its words."""
    from engine import api

    script = api.tutorial("zvery")
    catch = script.rule_steps()["catch"]
    app = make_app("instant", (1024, 640))
    app.go_home()
    assert tutorial.open_tutorial(app, "zvery", at=catch)
    hand = hand_for("zvery", app)
    hand.settle()
    table = hand.scene
    assert "13 against 12" not in table.narrator.box.html_text
    hand.do(script.steps[catch - 1].play)
    hand.frames(3)
    text = table.narrator.box.html_text
    assert "13 against 12" in text and says(table, script.steps[catch].say), "the roll, then the words about it"
    assert text.index("13 against 12") < text.index(html.escape(script.steps[catch].say[:20], quote=False))
    assert table.narrator.fits()
    close(app)


def test_zverys_wild_side_sees_vesnas_battle_rolls_and_catch_where_the_narrator_speaks_of_them():
    """In Vesna's battle the learner plays the wild side: the page about her Glint shows her roll
    and the wild side's in the tray (the wild side's line repeated on the page); her catch's dice
    leave with the battle, so the page of the wild side's reward repeats the catch's line."""
    from engine import api

    script = api.tutorial("zvery")
    reward = script.rule_steps()["wild_reward"]
    glint = next(s.number for s in script.steps[:reward] if s.mover != script.learner and "Glint" in s.say)
    app = make_app("instant", (1024, 640))
    app.go_home()
    assert tutorial.open_tutorial(app, "zvery", at=glint)
    hand = hand_for("zvery", app)
    hand.settle()
    table = hand.scene
    assert table.waiting_for_next() and says(table, script.steps[glint - 1].say)
    assert "rolls 6, 3, 1, 4 and 2" in table.narrator.box.html_text, "the wild side's roll, repeated"
    assert table.shown.battle["pools"] == [[1, 3, 1, 5, 2], [6, 3, 1, 4, 2]], "both rolls lie in the tray"
    assert table.layout.table.contains(table.tray.rect) and table.narrator.fits()
    assert tutorial.open_tutorial(app, "zvery", at=reward - 1, replace=True)
    table = hand.scene
    hand.settle()
    assert table.waiting_for_next() and "17 against 15" not in table.narrator.box.html_text
    hand.press("cmd:next")
    hand.settle()
    hand.frames(3)
    text = table.narrator.box.html_text
    assert "17 against 15" in text and says(table, script.steps[reward - 1].say), "Vesna's catch, then the words about it"
    assert text.index("17 against 15") < text.index(html.escape(script.steps[reward - 1].say[:20], quote=False))
    assert table.narrator.fits()
    close(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_zombie_slayers_learner_turns_the_temple_before_placing_it(size):
    """Issue 26: the lesson's first card that must be turned (the Temple: border south leaves one
    way across, north two). Turn card is marked until the card lies the wanted way, and the card
    may be turned through its ways - looking is not refused; Place card with the card lying
    another way is refused with the step's reason, nothing played; the card and its buttons lie
    clear of the narrator. A picture of it goes to tests/output/."""
    from engine import api

    from .test_tutorial_table import SHOTS

    app = make_app("instant", size)
    app.go_home()
    assert tutorial.open_tutorial(app, "zombie_slayer", at=api.tutorial("zombie_slayer").rule_steps()["place"])
    hand = hand_for("zombie_slayer", app)
    table = hand.scene
    for _ in range(10):  # on to the first card wanted another way than it is shown
        hand.settle()
        wanted = table.choice_of(table.session.expected() or "")
        if table.decision.ghost and wanted and wanted["names"]["border"] != table.decision.ghost["border"]:
            break
        one_move(hand)
    step, ghost = table.session.step, table.decision.ghost
    card = table.layout.cell_rect(tuple(ghost["at"]))
    turn, place = table.button_for("cmd:turn"), table.button_for(f"place {ghost['border']}")
    assert step.play == wanted["action"] and turn.is_selected and not place.is_selected, "Turn card is the way on"
    narrator = table.narrator.box.rect
    assert table.board.contains(card) and not card.colliderect(narrator) and not card.colliderect(table.banner.rect)
    assert all(pygame.Rect((0, 0), size).contains(b.rect) and not b.rect.colliderect(narrator) for b in (turn, place))
    app.screenshot(SHOTS / f"tutorial_zombie_slayer_turn_{size[0]}x{size[1]}.png")
    before = table.session.match.digest()
    hand.click(place.rect.center)  # placed as it lies: not the lesson's way
    hand.frames(2)
    assert table.session.match.digest() == before, "nothing is played"
    assert says(table, "Not \u201c" + table.label_of(f"place {ghost['border']}"), 30) and says(table, step.why_not, 30)
    first = ghost["border"]
    hand.click(card.center)  # turned: the card shows its next way, and the lesson lets it
    hand.frames(2)
    assert table.decision.ghost["border"] != first and table.session.match.digest() == before
    assert table.decision.ghost["border"] == wanted["names"]["border"], "(the Temple has two ways)"
    assert table.button_for(step.play).is_selected and not table.button_for("cmd:turn").is_selected
    hand.click(table.button_for(step.play).rect.center)
    hand.settle()
    assert table.session.tutorial.position(table.session.match) == step.number, "placed: the lesson goes on"
    placed = next(t for t in table.view["tiles"] if tuple(t["at"]) == tuple(ghost["at"]))
    assert placed["border"] == wanted["names"]["border"]
    close(app)


def _rolls_told(table, n: int) -> list[str]:
    """The log's last `n` lines of rolls (the log is kept in a lesson, where the narrator stands)."""
    return [line.text for line in table.log_lines if line.kind == "rolls"][-n:]


def _repeated_above_the_words(table, rolls: list[str], words: str) -> bool:
    """Are these rolls on the narrator's page, in order, above the words about them?"""
    text = table.narrator.box.html_text
    at = [text.find(html.escape(roll, quote=False)) for roll in rolls]
    return -1 not in at and at == sorted(at) and at[-1] < text.index(html.escape(words[:20], quote=False))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_creature_adventures_wilderness_roll_is_on_the_page_that_speaks_of_it(size):
    """The Wilderness die lands and the battle mat opens over it at once, where the page then says
    "It rolled a 1": the page repeats the roll's line above its words, beside the mat, whole. The
    page after a failed catch repeats both rolls it speaks of: the catch, and the counterstrike
    it let through."""
    from engine import api

    script = api.tutorial("creature_adventures")
    met = script.rule_steps()["wilderness"]  # the pick after the roll: its words speak of the roll
    walk = met - 1  # the walk there, one click on its end for all its forks
    while script.steps[walk - 2].play.startswith("go "):
        walk -= 1
    app = make_app("instant", size)
    app.go_home()
    assert tutorial.open_tutorial(app, "creature_adventures", at=walk)
    hand = hand_for("creature_adventures", app)
    hand.settle()
    table = hand.scene
    hand.do(script.steps[walk - 1].play)
    hand.frames(3)
    assert table.shown.battle is not None and not table.dice.visible, "the mat is up, the tray gone"
    rolled = _rolls_told(table, 1)
    assert "rolls 1 on the d6 (safe on 3+)" in rolled[0], "the Wilderness roll, as the log tells it"
    assert says(table, script.steps[met - 1].say) and _repeated_above_the_words(table, rolled, script.steps[met - 1].say)
    page = table.narrator.box.rect
    assert table.narrator.fits() and table.layout.panel.contains(page) and not page.colliderect(table.arena.rect)
    app.screenshot(SHOTS / f"tutorial_creature_adventures_wild_roll_{size[0]}x{size[1]}.png")
    failed = next(s.number for s in script.steps[met:] if s.play == "catch")
    while table.session.tutorial.position(table.session.match) < failed:
        hand.do(table.session.expected())
    hand.frames(3)
    words = script.steps[failed].say
    rolled = _rolls_told(table, 2)
    assert "escaped" in rolled[0] and "counterstrike" in rolled[1], "the catch, then the blow it let in"
    assert says(table, words) and _repeated_above_the_words(table, rolled, words) and table.narrator.fits()
    app.screenshot(SHOTS / f"tutorial_creature_adventures_failed_catch_{size[0]}x{size[1]}.png")
    close(app)


def test_creature_adventures_lesson_closes_the_creatures_card_when_its_next_step_is_elsewhere():
    """After a point spent the creature's card stays open, for more points; in the lesson it hid
    the board while the words sent the learner to the Shop and spoke of the Thornwood south-east
    of the pass. It stays only while the lesson's next step is on it."""
    from engine import api

    script = api.tutorial("creature_adventures")
    level, power = script.rule_steps()["level"], script.rule_steps()["power"]
    assert power == level + 1, "a point of the level, then the sigil's point: both on the card"
    app = make_app("instant", (1024, 640))
    app.go_home()
    assert tutorial.open_tutorial(app, "creature_adventures", at=level)
    hand = hand_for("creature_adventures", app)
    hand.settle()
    table = hand.scene
    hand.do(script.steps[level - 1].play)
    assert table.card is not None and "creature" in table.mode, "the next step is on the card: it stays"
    hand.do(script.steps[power - 1].play)
    assert table.card is None and not table.mode, f"the next step ({script.steps[power].play}) is not on the card"
    close(app)


def test_every_page_of_creature_adventures_lesson_fits_whole_in_italian_at_1024x640():
    """The Italian words run longer, and a page repeats the rolls it speaks of above them: each
    page is still read whole, with no scrolling, in the smallest window."""
    app = make_app("instant", (1024, 640))
    app.set_language("it")
    try:
        app.go_home()
        assert tutorial.open_tutorial(app, "creature_adventures")
        hand = hand_for("creature_adventures", app)
        table = hand.scene
        match = table.session.match
        for _ in range(400):
            hand.settle()
            if match.result() is not None:
                break
            hand.frames(2)
            assert table.narrator.fits(), f"step {table.session.tutorial.position(match) + 1} needs scrolling"
            one_move(hand)
        hand.frames(3)
        assert match.result() is not None and table.narrator.fits() and "Fine \u00b7" in table.narrator.box.html_text
    finally:
        app.set_language("en")
        close(app)

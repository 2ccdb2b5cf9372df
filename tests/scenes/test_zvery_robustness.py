"""Bad moments never lose a Zvery game, and the computer plays whole games through the table.

Closing the window while the dice tumble leaves the autosave at the position the engine
reached, and reopening it resumes there, the battle on the mat. Computer-only games run
through the real scene - every event animated, every card and die drawn - to the end, and
every log line is a sentence.
"""
from __future__ import annotations

import pygame

from engine import api

from .driver import Driver, close, make_app


def _to_battle(match) -> None:
    """Starters and the first battle's choices, as the computer makes them."""
    while match.view(0)["phase"] != "battle":
        match.act(match.suggest(match.to_move()))


def test_closing_mid_roll_and_reopening_resumes_the_battle():
    from scenes import storage
    from scenes.launch import resume
    from scenes.zvery.play import PlayScene

    app = make_app("normal")
    match = api.new_match("zvery", 11, ["human", "human"])
    _to_battle(match)
    assert resume(app, match)
    driver = Driver(app)
    for _ in range(300):
        app.frame(1 / 30)
        if driver.pass_screen():
            continue
        if isinstance(app.stack.top, PlayScene) and app.stack.top.decision and app.stack.top.interactive:
            break
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.decision.kind == "catch_choice"
    match.force_dice([2, 3, 4, 5, 6, 6, 5, 4, 3, 2])
    scene.play("fight")  # autosaved at once; the dice now tumble
    app.frame(1 / 60)
    assert scene.animator.busy and not scene.tray.done
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(1 / 60)
    assert not app.running
    digest = match.digest()
    close(app)

    resumed = storage.load_autosave("zvery").match
    assert resumed.digest() == digest
    app = make_app("instant")
    assert resume(app, resumed)
    for _ in range(8):
        app.frame(1 / 60)
    Driver(app).pass_screen()
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.shown.in_battle
    assert scene.shown.battle["pools"][0] == resumed.view(0)["battle"]["pools"][0]
    assert any("2, 3, 4, 5 and 6" in line for line in scene.log_panel.lines)
    close(app)


def test_the_computer_plays_a_whole_game_through_the_table():
    from scenes.session import GameSession
    from scenes.zvery import play_scene

    app = make_app("instant")
    seats = ["ai:easy", "ai:easy"]
    match = api.new_match("zvery", 4, seats)
    session = GameSession(match, seats, autosave=False, threaded=False)
    app.stack.push(play_scene(app, session))
    scene = app.stack.top
    battles = 0
    for _ in range(6000):
        app.frame(1 / 20)
        battles += scene.shown.in_battle
        if match.result() is not None and not scene.animator.busy:
            break
    assert match.result() is not None, "the game reached its end on the table"
    assert battles, "battles were shown on the mat"
    assert not [line for line in scene.log_panel.lines if line.startswith("(")], "every line is a sentence"
    close(app)


def test_hovering_a_keyword_explains_it(app):
    from scenes.zvery import words

    from .test_zvery_table import first_go

    p = first_go(app)
    keyword = next(k for k in p.scene.hits.items if k[1][0] == "keyword")
    rect, (_, word) = keyword
    p.move(rect.center)
    p.frames(40)  # the tooltip waits for the pointer to rest
    tip = p.scene._tooltip_text()
    assert tip and words.keyword_tip(word).split(".")[0][:30] in tip
    assert p.scene.tooltip is not None and p.scene.tooltip.visible
    p.shot("keyword_tip")


def test_a_click_on_a_keyword_word_is_a_click_on_its_skill_card(app):
    """The underlined words explain on hover; a click there uses the skill like anywhere on the card."""
    from .test_zvery_table import first_go

    p = first_go(app)
    d, hits = p.scene.decision, p.scene.hits
    on_ready = [(rect, tile) for rect, key in hits.items if key[0] == "keyword" for tile in hits.tiles
                if tile.rect.collidepoint(rect.center) and (tile.fighter, tile.index) in d.skills]
    assert on_ready, "a ready skill card has an underlined keyword"
    rect, tile = on_ready[0]
    p.click(rect.center)
    p.settle()
    b = p.match.view(0)["battle"]
    key = b["fighters"][tile.fighter]["skills"][tile.index]
    assert p.match.decision()["about"].get("skill") == key or key in b["fighters"][tile.fighter]["used"]

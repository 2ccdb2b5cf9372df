"""Each game's tutorial at its table, clicked through as a new player would: the narrator where
the log would be, each step marked (the banner's hint and the selected button), a wrong click
answered with the step's word of why not and nothing played, the narrator's words about a
rival's move waiting for Continue, the rival's moves played from the script, and the game won
at the end. Pictures of three steps of each go to tests/output/."""
from __future__ import annotations

import html
from pathlib import Path

import pytest

from engine import api
from scenes import storage, tutorial
from scenes.widgets.narrator import WHY_NOT
from tests.journeys.hands import hand_for

from .driver import close, make_app

SHOTS = Path(__file__).resolve().parents[1] / "output"


LESSONS = [game for game in api.games() if api.has_tutorial(game)]


def says(table, words: str, start: int = 40) -> bool:
    """Does the narrator show (the start of) these words?"""
    return html.escape(words[:start], quote=False) in table.narrator.box.html_text


def shot_steps(script) -> set[int]:
    """Three of the learner's steps worth a picture: the first, middle and last that teach a rule."""
    taught = [s.number for s in script.steps if s.rule and s.mover == script.learner]
    return {taught[0], taught[len(taught) // 2], taught[-1]}


@pytest.mark.parametrize("size", [(1024, 640), pytest.param((1280, 800), marks=pytest.mark.slow)],
                         ids=["1024x640", "1280x800"])  # (the roomier size in make journeys)
@pytest.mark.parametrize("game", LESSONS)
def test_each_tutorial_is_clicked_through_to_a_win_and_a_wrong_click_is_answered(game, size):
    app = make_app("fast" if size[0] == 1024 else "instant", size)
    app.go_home()
    assert tutorial.open_tutorial(app, game)
    hand = hand_for(game, app)
    table = hand.scene
    script = table.session.tutorial
    assert table.tutoring and table.narrator is not None and table.log_panel is None
    assert not {"undo", "hint"} & table.widgets.keys()
    wanted, shots, wrong_tried, read = shot_steps(script), 0, False, 0
    for _ in range(3000):
        hand.settle()
        if table.session.match.result() is not None:
            break
        step = table.session.step
        if table.waiting_for_next():  # the narrator's words before the rival's step wait to be read
            assert says(table, step.say) and table.narrator.fits(), "the words are shown, whole"
            hand.press("cmd:next")
            read += 1
            continue
        expected = table.session.expected()
        if expected is None:
            hand.frames(5)
            continue
        hand.frames(2)
        assert table.hint == expected and table.hint_label == table.label_of(expected), "the step is the hint"
        button = hand.button(expected)
        assert button is None or button.is_selected, "its button is marked"
        assert says(table, script.narration(table.session.match)), "the narrator says it"
        assert table.narrator.fits(), f"step {step.number}: the words need scrolling at {size}"
        others = [a for a in table.session.match.legal_actions() if a != expected]
        if not wrong_tried and others:
            before = table.session.match.digest()
            table.play(others[0])  # something else the rules allow: the lesson waits for its step
            hand.frames(2)
            assert table.session.match.digest() == before, "nothing is played"
            assert says(table, step.why_not, 30), "the why-not is said"
            assert table.narrator.box.html_text.startswith(f"<font color='{WHY_NOT}'>"), "above the lesson"
            wrong_tried = True
        if step.number in wanted:
            shots += 1
            app.screenshot(SHOTS / f"tutorial_{game}_{shots}_{size[0]}x{size[1]}.png")
        hand.do(expected)
    hand.settle()
    assert table.session.match.result()["winners"] == [script.learner] and wrong_tried and shots == 3
    assert read == sum(1 for s in script.steps if s.say and s.mover != script.learner), "each rival word was read"
    hand.frames(5)
    assert says(table, script.finale, 30) and table.narrator.fits(), "the finale is said, whole"
    assert storage.unfinished_autosave(game) is None, "a tutorial is never autosaved"
    close(app)


def test_learn_to_play_is_on_the_menu_card_and_the_new_game_screen_of_a_game_with_a_tutorial_only(monkeypatch):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene
    from scenes.table_scene import TableScene

    app = make_app("instant", (1024, 640))
    app.go_home()
    hand = hand_for("auganism", app)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and set(menu.lessons) == set(LESSONS)
    hand.click(menu.lessons["auganism"].rect.center)  # on the card itself
    table = app.stack.top
    assert isinstance(table, TableScene) and table.tutoring and table.session.game == "auganism"
    app.go_home()
    card = next(c for c in app.stack.top.cards if c.game == "auganism")
    hand.click((card.rect.centerx, card.rect.y + 20))  # the card, above its Learn to play
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and "learn" in setup.widgets
    hand.click(setup.widgets["learn"].rect.center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.tutoring and table.session.game == "auganism"
    assert setup not in app.stack.scenes, "the lesson takes the new-game screen's place, as a new game does"
    monkeypatch.setattr(api, "has_tutorial", lambda game: game != "zvery")  # as if Zvery's lesson were not there
    app.go_home()
    assert "zvery" not in app.stack.top.lessons
    hand.click(next(c for c in app.stack.top.cards if c.game == "zvery").rect.center)
    assert isinstance(app.stack.top, SetupScene) and "learn" not in app.stack.top.widgets
    close(app)


def test_learn_to_play_lifts_with_its_card_shows_why_under_a_resting_pointer_and_only_a_whole_click_opens_it():
    import pygame

    from scenes.menu import LIFT
    from scenes.setup import SetupScene

    app = make_app("instant", (1024, 640))
    app.go_home()
    menu = app.stack.top
    tag = menu.lessons["zvery"]
    index = next(i for i, card in enumerate(menu.cards) if card.game == "zvery")

    def post(kind, pos, **data):
        pygame.event.post(pygame.event.Event(kind, pos=pos, **data))
        for _ in range(3):
            app.frame(1 / 60)

    post(pygame.MOUSEMOTION, tag.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert menu.hovered == index and menu.hovered_lesson == "zvery"
    assert menu._lesson_rect(index, tag) == tag.rect.move(0, -LIFT)  # risen with its card
    for _ in range(40):
        app.frame(1 / 60)
    assert menu._tip.visible  # what the lesson is, in words, once the pointer rests
    post(pygame.MOUSEBUTTONDOWN, tag.rect.center, button=1)
    assert not menu._tip.visible
    post(pygame.MOUSEBUTTONUP, (5, 5), button=1)  # released away from it
    assert app.stack.top is menu
    post(pygame.MOUSEBUTTONDOWN, (tag.rect.centerx, tag.rect.y - 40), button=1)  # the card, above the tag
    post(pygame.MOUSEBUTTONUP, tag.rect.center, button=1)  # released on its tag, still on the card
    assert isinstance(app.stack.top, SetupScene), "the card was pressed and released: its game, not its lesson"
    close(app)


def test_the_guide_links_each_section_a_tutorial_teaches_to_its_step():
    from scenes.table_scene import TableScene
    from scenes.widgets.help_window import GuideWindow

    from .driver import sit_down

    app = make_app("instant", (1280, 800))
    app.go_home()
    game = sit_down(app, api.new_match("auganism", 3, ["human", "ai:easy"]), ["human", "ai:easy"], ["Ann", "Mira"])
    hand = hand_for("auganism", app)
    hand.settle()
    hand.click(game.widgets["help"].rect.center)  # the table's "?"
    guide = next(w for w in app.manager.get_window_stack().get_full_stack() if isinstance(w, GuideWindow) and w.alive())
    box = guide.text_box
    lessons = api.tutorial("auganism").lessons()
    assert {chunk.href for chunk in box.link_hover_chunks} == {f"lesson:{step}" for step in lessons.values()}
    base_x, base_y = box._calculate_hyperlinks_offsets()
    chunk = next(c for c in box.link_hover_chunks if box.rect.collidepoint(base_x + c.x + 4, base_y + c.y + 4))
    step = int(chunk.href.split(":")[1])
    hand.click((base_x + chunk.x + chunk.size[0] // 2, base_y + chunk.y + chunk.size[1] // 2))  # a real click on it
    hand.frames(3)
    lesson = app.stack.top
    assert isinstance(lesson, TableScene) and lesson.tutoring and lesson is not game, "the link opens the lesson"
    assert lesson.session.tutorial.position(lesson.session.match) == step - 1, "at the step that teaches it"
    assert game in app.stack.scenes and not guide.alive(), "the game waits below; the guide is put away"
    close(app)


def test_a_damaged_lesson_from_the_menu_is_a_message_naming_the_file_and_the_menu_stays(monkeypatch):
    from scenes.menu import MenuScene
    from scenes.widgets.help_window import GuideWindow

    from .driver import sit_down

    def damaged(game):
        raise api.ContentError("tutorial.toml: step 3: field 'play' 'evolve 4' is not legal at this step")

    monkeypatch.setattr(api, "tutorial", damaged)
    app = make_app("instant", (1024, 640))
    app.go_home()
    hand = hand_for("auganism", app)
    menu = app.stack.top
    hand.click(menu.lessons["auganism"].rect.center)
    shown = [w for w in app.manager.get_window_stack().get_full_stack() if w.alive()
             and getattr(w, "window_display_title", "") == "Cannot open the tutorial"]
    assert shown and "tutorial.toml: step 3" in shown[0].text_box.html_text, "the message names file, step, field"
    assert app.stack.top is menu and isinstance(menu, MenuScene), "nothing else changes"
    hand.click(shown[0].buttons["ok"].rect.center)
    game = sit_down(
        app, api.new_match("auganism", 3, ["human", "ai:easy"]), ["human", "ai:easy"])
    hand.settle()
    hand.click(game.widgets["help"].rect.center)  # the guide still opens, without lesson links
    guide = next(w for w in app.manager.get_window_stack().get_full_stack() if isinstance(w, GuideWindow))
    assert guide.alive() and not guide.text_box.link_hover_chunks
    close(app)


def test_under_a_dialog_learn_to_play_neither_shows_its_tip_nor_opens():
    """A message over the menu (a repaired settings file, a damaged autosave) blocks what lies
    under it: the drawn "Learn to play" must not pop its tip through the message, nor open."""
    import pygame

    from scenes.widgets import dialogs

    app = make_app("instant", (1024, 640))
    app.go_home()
    menu = app.stack.top
    dialogs.message(app.manager, "Settings repaired", "A word about the settings.")
    assert dialogs.modal_open(app.manager)
    tag = menu.lessons["zvery"]

    def post(kind, pos, frames=3, **data):
        pygame.event.post(pygame.event.Event(kind, pos=pos, **data))
        for _ in range(frames):
            app.frame(1 / 60)

    post(pygame.MOUSEMOTION, tag.rect.center, frames=40, rel=(0, 0), buttons=(0, 0, 0))
    assert not menu._tip.visible and menu.hovered_lesson is None
    post(pygame.MOUSEBUTTONDOWN, tag.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, tag.rect.center, button=1)
    assert app.stack.top is menu
    close(app)

"""Zvery's table says what is true now and what a click will do, before the click.

The statuses on the table are the moment's, never the last turn's; the banner asks only for
what the legal actions allow; a die's tooltip says what it is and what it can do; a choice
shows its result ahead (a catch's odds, a skill's damage after strength and fortitude, what a
mutation does to the creature it goes on); the computer's turn plays as readable steps; and
any card opens at full size on a right-click.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from engine import api
from engine.games.zvery import forecast
from scenes.widgets.inspect import Inspector

from .driver import Driver, close, make_app, sit_down
from .screen_text import WrittenText
from .test_zvery_table import first_go, pass_until, pick_starters, play_until, table

OUT = Path(__file__).resolve().parents[1] / "output"


def _written(p) -> list[str]:
    p.scene.backdrop.forget()  # the right column is painted only when it changes (layer.py): all of it, here
    with WrittenText() as written:
        p.frames(1)
    return [words for words, _ in written.lines]


# --- 1. statuses -------------------------------------------------------------------------------------------
def test_out_for_this_turn_is_not_shown_in_the_next_turn(app):
    p = first_go(app)
    pass_until(p, {"catch_choice"})
    assert p.match.view(0)["battle"]["turn"] == 2
    lines = _written(p)
    assert not [line for line in lines if "out for this turn" in line], "a new turn: nobody is out yet"


def test_the_seats_say_what_they_do_in_the_battle_not_before_it(app):
    p = first_go(app)
    lines = _written(p)
    assert not [line for line in lines if "chooses this round's battle" in line]
    assert any("fights the wild creatures" in line for line in lines)
    assert any("plays the wild creatures" in line for line in lines)


def test_the_stake_is_asked_for_as_a_count_not_as_one_more(app):
    """Played in a real window: with no mutation chosen yet the banner said "Click 1 more of the
    face-up mutations", as if one were already chosen."""
    p = table(app)
    pick_starters(p)
    play_until(p, {"choose_stake"})
    assert not p.match.decision()["about"]["stake"]
    detail = p.scene.decision.detail
    assert "more" not in detail and detail.startswith(("Click 1 of", "Click 2 of", "Click 3 of")), detail


# --- 2. the banner asks only for what can be done -------------------------------------------------------
def test_the_banner_never_asks_for_a_skill_that_cannot_be_paid(app):
    from scenes.widgets.seats import Names
    from scenes.zvery.prompt import decide

    p = first_go(app)
    view, asked = p.match.view(p.match.to_move()), p.match.decision()
    passing = {**asked, "choices": [c for c in asked["choices"] if c["verb"] == "pass"]}
    d = decide(passing, view, Names(p.scene.session), True, p.scene.say)
    assert "click" not in d.detail.lower() and "lit skill" not in d.detail, d.detail
    assert "pass" in (d.title + d.detail).lower()
    ready = decide(asked, view, Names(p.scene.session), True, p.scene.say)
    assert "lit skill" in ready.detail, "with a skill to pay, it is asked for"


# --- 3. a die says what it is and can do ---------------------------------------------------------------------
def test_a_die_tooltip_says_its_face_whose_it_is_and_what_it_can_pay(app):
    p = first_go(app)
    scene = p.scene
    d = scene.decision
    pool = scene._pool(d.pool_side)
    i = next(i for i in range(len(pool)) if scene._die_usable(i))
    p.move(p.die_rect(i).center)
    tip = scene._tooltip_text()
    assert f"A {pool[i]}" in tip and scene.names.of(p.match.to_move()) in tip and "unused" in tip
    names = [scene._skill_tip(f, k).split("</b>")[0][3:] for (f, k) in d.skills if scene._fits_start(i, f, k)]
    assert "Can pay:" in tip and all(name in tip for name in names), tip
    assert "Drag it onto" in tip


def test_a_die_towards_a_stun_says_whether_it_frees_the_creature_as_the_engine_counts_it(app):
    """Ruling 21 is the engine's (the unstun decision tells which dice free the creature): the
    die's tooltip says so before the click. Seed 1's first battle: the wild side's five 1s
    against Hush Moth's stun 3."""
    from tests.zvery.test_choices import fighting

    match = fighting("use 1 3", "die 1", "die 2", "target 2", "target 2", "pass", "unstun 2")
    sit_down(app, match, ["human", "human"], ["Alice", "Bob"])
    p = Driver(app)
    p.frames(3)
    p.pass_screen()
    p.settle()
    scene = p.scene
    assert scene.decision.kind == "unstun" and sorted(scene.decision.dice) == [0, 1, 2, 3, 4]

    def tip_of(i: int) -> str:
        p.move(scene.tray.die_rects(1, 5, True)[i].center)
        return scene._tooltip_text()

    assert "1 so far, 2 still to go" in tip_of(0)
    p.do(scene.decision.dice[0])
    p.do(scene.decision.dice[1])
    assert match.decision()["about"]["frees"] == [2, 3, 4]
    assert "3 so far, that frees it" in tip_of(2)
    p.do(scene.decision.dice[2])
    assert match.view(0)["battle"]["fighters"][1]["stun"] == 0


# --- 6. a choice's result before the click -----------------------------------------------------------------
def test_the_catch_odds_are_on_each_creature_before_the_click(app):
    p = table(app)
    pick_starters(p)
    play_until(p, {"catch_choice"})
    scene = p.scene
    notes = scene._look().notes
    b = p.match.view(0)["battle"]
    for key in scene.decision.picks:
        chance = forecast.catch_chance_of(b["fighters"][key[1]])
        assert key[1] in notes and "%" in notes[key[1]] or chance in (0, 1), notes
    key = next(iter(scene.decision.picks))
    p.move(p.rect_of(key).center)
    assert "to catch it" in scene._tooltip_text()


def test_a_skill_shows_its_damage_before_it_is_paid_and_deals_exactly_that(app):
    from scenes.zvery.words import skill_of

    p = first_go(app)
    scene = p.scene
    me = p.match.to_move()
    b = p.match.view(me)["battle"]
    aimed = [(f, k) for (f, k) in scene.decision.skills
             if skill_of(b["fighters"][f]["skills"][k]).effects[0].effect == "damage"
             and skill_of(b["fighters"][f]["skills"][k]).effects[0].amount != "sum"]
    assert aimed, "a fixed-damage skill is ready"
    f, k = aimed[0]
    if scene.focus != f:
        p.click(p.rect_of(("fighter", f)).center)
    tile = p.rect_of(("skill", f, k))
    p.move((tile.centerx, tile.y + 8))  # on its name (an underlined keyword explains itself)
    notes = scene._look().notes
    foe = next(i for i, x in enumerate(b["fighters"]) if x["side"] != b["fighters"][f]["side"])
    assert foe in notes and notes[foe].startswith("-"), notes
    predicted = int(notes[foe].split("\u2192")[-1].split(",")[0])
    assert "Will do:" in scene._tooltip_text()
    p.do(scene.decision.skills[(f, k)])
    while p.scene.decision.kind == "pay":
        p.do(next(iter(p.scene.decision.dice.values())))
    assert p.match.view(me)["battle"]["fighters"][foe]["health"] == predicted


def test_placing_a_mutation_shows_what_it_does_to_the_creature_first(app):
    p = table(app, seats=("human", "ai:easy"))
    for _ in range(400):
        p.settle()
        m = p.match
        if p.scene.session.is_human_turn() and p.scene.decision.kind == "place":
            break
        if not p.scene.session.is_human_turn():
            p.frames(2)
            continue
        p.do(m.suggest(m.to_move()))
    d = p.scene.decision
    assert d.kind == "place"
    key = next(iter(d.picks))
    p.move(p.rect_of(key).center)
    tip = p.scene._tooltip_text()
    mutation = p.match.decision()["about"]["mutation"]
    from scenes.zvery import words

    assert f"{words.mutation_name(mutation)} on" in tip, tip
    assert p.scene.zoomed[1]["mutations"][-1] == mutation, "the big preview shows the creature with it"


# --- 5. the computer's turn, step by step -------------------------------------------------------------------
def _computer_game(speed: str):
    app = make_app(speed)
    match = api.new_match("zvery", 5, ["ai:easy", "ai:easy"])
    sit_down(app, match, ["ai:easy", "ai:easy"])
    return app, Driver(app)


def test_the_computer_pays_its_skills_one_readable_step_at_a_time():
    app, driver = _computer_game("normal")
    try:
        scene = driver.scene
        seen = None
        match = scene.session.match
        for _ in range(6000):
            moves, before = len(scene.session.history), match.decision()["kind"]
            driver.frames(1, 1 / 30)
            if len(scene.session.history) > moves and before == "go" and match.decision()["kind"] == "pay":
                seen = scene.session.history[-1]  # a skill chosen: its payment is asked next
                break
        assert seen is not None, "the computer used a skill"
        shown, frames, moves = [], 0, len(scene.session.history)
        while scene.animator.busy and len(scene.session.history) == moves and frames < 200:
            shown.append((scene._look().paying is not None, scene.doing))
            driver.frames(1, 1 / 30)
            frames += 1
        assert frames / 30 >= 0.7, f"choosing a skill stays up long enough to read ({frames} frames)"
        assert all(paying for paying, _ in shown[1:]), "the skill being paid is shown on the table"
        assert any(doing and "uses" in doing for _, doing in shown), "the banner says which skill"
    finally:
        close(app)


def test_a_hit_shows_the_damage_the_engine_dealt_and_the_health_before_and_after():
    """Played in a real window: the computer paid Reactor Spit (damage equal to the dice paid)
    with a 3 and the log said it dealt 3, while Zap Finch read "-6: 7 → 1". The forecast of the
    payment stayed up while the skill resolved, counting the dice it had placed by their places
    in a pool the payment had already spent (the 6 slid into the 3's place). Once paid, a skill
    shows what the events say: the hit dealt, the health before and after."""
    from scenes.widgets.screen_effects import FloatText

    match = api.new_match("zvery", 5, ["human", "ai:easy"])
    for action in ("starter toxin_wasp", "starter arc_lynx", "wild 3", "done"):
        match.act(action)
    while match.decision()["kind"] == "choose_stake":
        match.act(match.legal_actions()[0])
    match.force_dice([3, 6, 1, 1, 1, 6, 6, 6, 6, 6])  # the computer's go: a 3 then a 6
    match.act("fight")
    while match.decision()["kind"] == "keyword":
        match.act("done")
    match.act("use 1 2")  # Arc Lynx's Reactor Spit, at Zap Finch (7 health): the computer pays it
    app = make_app("normal")
    try:
        sit_down(app, match, ["human", "ai:easy"])
        driver = Driver(app)
        scene, notes, hits = driver.scene, set(), []
        for _ in range(300):
            driver.frames(1, 1 / 30)
            notes |= set(scene._look().notes.values())
            hits = [e.text for e in scene.effects.items if isinstance(e, FloatText) and e.text.startswith("-")]
            if hits:
                break
        [hit] = [e for e in match.events() if e["type"] == "damage"][-1:]
        assert (hit["amount"], hit["before"], hit["health"]) == (3, 7, 4), "the engine's hit: 3 dealt, 7 to 4"
        assert hits == ["-3: 7 \u2192 4"], "the float says the hit dealt and the health before and after"
        assert notes <= {"-3: 7 \u2192 4"}, f"no creature shows a hit that never happened: {notes}"
    finally:
        close(app)


def test_instant_stays_instant():
    app, driver = _computer_game("instant")
    try:
        scene = driver.scene
        driver.frames(5)
        moves = len(scene.session.history)
        driver.frames(60)
        assert len(scene.session.history) - moves >= 55, "a computer move a frame: no beat holds it up"
    finally:
        close(app)


# --- 8. a closer look ---------------------------------------------------------------------------------------
def _look_at(p, key) -> Inspector:
    p.click(p.rect_of(key).center, button=3)
    top = p.app.stack.top
    assert isinstance(top, Inspector), f"a right-click on {key} opens the closer look"
    return top


def _put_back(p) -> None:
    p.click((5, 5))
    assert not isinstance(p.app.stack.top, Inspector)


def test_any_card_opens_at_full_size_with_all_its_words(app):
    from scenes.zvery import words

    p = table(app)
    pick_starters(p)
    p.pass_screen()
    p.settle()
    wild = p.match.view(0)["wild"][0]["card"]
    inspector = _look_at(p, ("wild", 0))
    assert inspector.title == words.creature_name(wild) and "Health" in inspector.text
    p.app.screenshot(OUT / "zvery_inspect_creature.png")
    _put_back(p)
    inspector = _look_at(p, ("mutation", 0))
    assert inspector.title == words.mutation_name(p.match.view(0)["open_mutations"][0])
    _put_back(p)
    mine = p.match.view(0)["players"][p.match.to_move()]["roster"][0]
    inspector = _look_at(p, ("roster", p.match.to_move(), 0))
    ability = words.term("ability", mine["abilities"][0])
    assert ability in inspector.text, "every skill of its ability is written out"
    _put_back(p)

    p = first_go(app)
    d = p.scene.decision
    f, k = next(iter(d.skills))
    if p.scene.focus != f:
        p.click(p.rect_of(("fighter", f)).center)
    key = p.match.view(0)["battle"]["fighters"][f]["skills"][k]
    inspector = _look_at(p, ("skill", f, k))
    assert inspector.title == words.skill_name(key) and "Cost:" in inspector.text
    p.app.screenshot(OUT / "zvery_inspect_skill.png")
    _put_back(p)
    _look_at(p, ("fighter", f))
    _put_back(p)
    pygame.event.clear()


# --- 4. skill cards stay readable however many a creature has ------------------------------------------------
def test_many_skills_are_laid_out_in_pages_of_readable_cards():
    """A creature with more skills than fit the row at 1024x640 shows them a page at a time,
    each ability's four together, with a tab per page; no skill card is squeezed below the size
    at which its name, cost and effect can be read."""
    from scenes.zvery import skills

    app = make_app("instant", (1024, 640))
    try:
        match = api.new_match("zvery", 9, ["ai:easy", "ai:easy"])
        while not (match.view(0)["phase"] == "battle" and match.view(0)["battle"]["kind"] == "final"):
            match.act(match.suggest(match.to_move()))
        fighters = match.view(0)["battle"]["fighters"]
        most = max(range(len(fighters)), key=lambda i: len(fighters[i]["skills"]))
        assert len(fighters[most]["skills"]) > 6, "a creature with more skills than one row holds"
        sit_down(app, match, ["human", "human"])
        p = Driver(app)
        p.frames(3)
        p.pass_screen() or p.read_recap()  # (the computers' game so far, summed up)
        p.frames(3)
        scene = p.scene
        assert scene.interactive, "a person is to move"
        p.click(next(r for r, k in scene.hits.items if k == ("fighter", most)).center)  # read its skills
        assert scene.focus == most
        tabs = [(r, k) for r, k in scene.hits.items if k[0] == "skill_page"]
        assert len(tabs) >= 2, "a tab for each page"
        shown = set()
        for rect, key in tabs:
            p.click(rect.center)
            assert scene.page_pick == (most, key[1]), "the click turned to that page"
            tiles = [t for t in scene.hits.tiles if t.fighter == most]
            assert all(t.rect.w >= skills.MIN_W and t.rect.h >= skills.MIN_H for t in tiles), [t.rect for t in tiles]
            shown |= {t.index for t in tiles}
        assert shown == set(range(len(fighters[most]["skills"]))), "every skill is on some page"
        app.screenshot(OUT / "zvery_skill_pages.png")
    finally:
        close(app)


def test_after_a_missed_catch_the_dice_to_leave_lie_where_they_are_clicked(app):
    """The missed throw's dice were left drawn across the tray, lit for nothing, while clicks
    went to where the tray lays dice out: now they lie in the tray, lit, and a click leaves one."""
    p = table(app)
    pick_starters(p)
    play_until(p, {"catch_choice"})
    p.match.force_dice([1, 1, 1, 1, 2])
    p.do(next(iter(p.scene.decision.picks.values())))
    scene = p.scene
    assert scene.decision.kind == "leave"
    assert scene.tray.catch is None, "the throw is put away: its dice lie in the tray to be picked"
    p.move(p.die_rect(4).center)
    assert "next try" in scene._tooltip_text()
    p.click(p.die_rect(4).center)
    p.settle()
    target = p.match.view(0)["battle"]["fighters"]
    assert any(f["catch_dice"] == [2] for f in target), "the 2 was left on the creature"

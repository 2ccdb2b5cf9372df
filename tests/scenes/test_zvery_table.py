"""Zvery's table, played with the mouse under SDL's dummy driver.

Two people at one table, click by click: the pass screen; each picks a starter by clicking
its card; the player whose round it is chooses a wild creature and the mutation at stake by
clicking their cards; in the battle they fight, pick a die up from the tray and drop it on a
skill's cost slots (the slot lights green while the die is over it), pay the rest by clicking
dice and aim the skill if it asks; the other person, playing the wild creature, passes; next
turn the catch, with forced dice, and the tray shows the sum against the number needed. Every click is a
real posted mouse event where the thing is drawn. Screenshots go to tests/output/zvery_*.png
for people to look at (the chosen ones are copied to docs/screenshots/).

`Player.do(action)` clicks where the table says an action is clicked - a button, a card, a
skill, a die - so the computer's suggestions can drive the table as a person would; the journeys
use it with opaque actions, so it never reads one: a test names a move by its choice's verb
(`Player.choice`), as the engine describes it.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from engine import api

from .driver import Driver, sit_down

SHOTS = Path(__file__).resolve().parents[1] / "output"
SEED = 5


class Player(Driver):
    """Clicks like a person (driver.py), and knows where Zvery's table draws things."""

    def shot(self, what: str) -> None:
        self.app.screenshot(SHOTS / f"zvery_{what}.png")

    @property
    def match(self):
        return self.scene.session.match

    def choice(self, verb: str) -> str:
        """The action of the engine's one choice with `verb` now (Match.decision)."""
        [action] = [c["action"] for c in self.match.decision()["choices"] if c["verb"] == verb]
        return action

    def rect_of(self, key: tuple) -> pygame.Rect:
        found = [r for r, k in self.scene.hits.items if k == key]
        assert found, f"{key} is not drawn; drawn: {[k for _, k in self.scene.hits.items]}"
        return found[-1]

    def die_rect(self, i: int) -> pygame.Rect:
        scene = self.scene
        side = scene._tray_side()
        return scene.tray.die_rects(side, len(scene._pool(side)), True)[i]

    def turn_to(self, f: int, k: int) -> None:
        """When fighter f's skills take more than one page, click the tab of the page with skill k."""
        from scenes.zvery import stage

        if any(key == ("skill", f, k) for _, key in self.scene.hits.items):
            return
        keys = self.match.view(0)["battle"]["fighters"][f]["skills"]
        page = next(i for i, p in enumerate(stage.skill_book(self.scene.layout.skills, keys)) if k in p)
        self.click(self.rect_of(("skill_page", page)).center)

    def drag(self, start, end) -> None:
        """Press at `start`, move in steps, release at `end` (a die carried to a slot)."""
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        self.frames(1)
        for k in range(1, 6):
            pos = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
            self.frames(1)

    def drop(self, end) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.frames(3)
        self.settle()


def table(app, seats=("human", "human")) -> Player:
    match = api.new_match("zvery", seed=SEED, seats=list(seats))
    sit_down(app, match, list(seats), ["Alice", "Bob"])
    player = Player(app)
    player.frames(3)
    player.settle()
    return player


def pick_starters(p: Player) -> None:
    for _ in range(2):
        p.pass_screen()
        p.settle()
        assert p.scene.decision.kind == "starter"
        p.do(p.match.legal_actions()[0])
    p.settle()


def play_until(p: Player, kinds: set[str], limit: int = 60) -> None:
    """Answer everything else as the computer would, by clicking, until a decision of `kinds`."""
    for _ in range(limit):
        p.pass_screen()
        p.settle()
        if p.scene.decision.kind in kinds:
            return
        p.do(p.match.suggest(p.match.to_move()))
    raise AssertionError(f"no {kinds} decision within {limit} moves")


def first_go(app) -> Player:
    """Two people at the table, starters picked, the first battle fought with forced dice (6 6 5
    4 3 for the current player): the first go of combat."""
    p = table(app)
    pick_starters(p)
    play_until(p, {"catch_choice"})
    p.match.force_dice([6, 6, 5, 4, 3, 1, 2, 2, 3, 1])
    p.do(p.choice("fight"))
    play_until(p, {"go"})
    return p


def pass_until(p: Player, kinds: set[str], limit: int = 60) -> None:
    """Both sides pass every go (other choices as the computer would) until a decision of `kinds`."""
    for _ in range(limit):
        p.pass_screen()
        p.settle()
        if p.scene.decision.kind in kinds:
            return
        p.do(p.choice("pass") if p.scene.decision.kind == "go" else p.match.suggest(p.match.to_move()))
    raise AssertionError(f"no {kinds} decision within {limit} moves")


def test_starters_are_picked_by_clicking_their_cards(app):
    from scenes.widgets.pass_screen import PassScreen

    p = table(app)
    assert isinstance(app.stack.top, PassScreen), "two people: the first is handed the table"
    p.frames(30)
    p.shot("pass")
    p.pass_screen()
    p.settle()
    first = p.match.to_move()
    starters = list(p.match.view(0)["starters"])
    p.shot("starters")
    p.click(p.rect_of(("starter", 1)).center)
    p.settle()
    assert p.match.view(0)["players"][first]["roster"] == [], "a starter asks first: it is for the whole game"
    p.scene.play(p.match.legal_actions()[1])  # asked again while the question is up (a hint, a double click)
    asking = [w for w in app.manager.get_window_stack().get_full_stack() if "confirm" in getattr(w, "buttons", {})]
    assert len(asking) == 1, "one question at a time"
    p.shot("starter_asks")
    assert p.confirm_dialog(), "the question has a button that takes the starter"
    p.settle()
    roster = p.match.view(0)["players"][first]["roster"]
    assert [b["card"] for b in roster] == [starters[1]]


def test_a_pass_that_puts_you_out_asks_first_while_a_skill_can_be_paid(app):
    """A pass before any skill this go ends the player's turn of the battle: with a skill still
    payable it asks first, as every move that cannot be taken back does."""
    p = table(app)
    play_until(p, {"go"})
    assert p.scene.choices_with("use") and not p.match.view(0)["battle"]["acted"]
    before = len(p.match.log)
    p.scene.play(p.choice("pass"))
    asking = [w for w in app.manager.get_window_stack().get_full_stack()
              if w.alive() and "confirm" in getattr(w, "buttons", {})]
    assert len(asking) == 1 and len(p.match.log) == before, "the pass waits for the answer"
    p.shot("pass_asks")
    assert p.confirm_dialog()
    p.settle()
    assert p.match.log[before] == "pass"


def test_a_starter_taken_at_once_when_the_player_said_not_to_ask(app):
    app.settings.ask_before_danger = False
    p = table(app)
    p.pass_screen()
    p.settle()
    first = p.match.to_move()
    starters = list(p.match.view(0)["starters"])
    p.click(p.rect_of(("starter", 0)).center)
    p.settle()
    assert [b["card"] for b in p.match.view(0)["players"][first]["roster"]] == [starters[0]]


def test_a_wild_battle_clicked_through(app):
    p = table(app)
    pick_starters(p)
    p.pass_screen()
    p.settle()
    me = p.match.to_move()
    assert p.scene.decision.kind == "choose_wild"
    wild = [w["card"] for w in p.match.view(me)["wild"]]
    p.click(p.rect_of(("wild", 0)).center)
    assert p.match.decision()["about"]["wild"] == wild[:1]
    p.shot("choose_wild")
    p.do(p.choice("done"))
    while p.scene.decision.kind == "choose_stake":
        p.click(p.rect_of(next(iter(p.scene.decision.picks))).center)
        p.settle()
    battle = p.match.view(me)["battle"]
    assert [f["card"] for f in battle["fighters"] if f["side"] == 1] == [wild[0]]

    # Turn 1: fight, with the dice forced: 6 6 5 4 3 for Alice, 1 2 2 3 1 for the wild creature.
    assert p.scene.decision.kind == "catch_choice"
    p.match.force_dice([6, 6, 5, 4, 3, 1, 2, 2, 3, 1])
    p.shot("catch_or_fight")
    p.do(p.choice("fight"))
    play_until(p, {"go"})
    if p.match.to_move() != me:  # the wild side opens this turn: it passes
        p.do(p.choice("pass"))
        play_until(p, {"go"})
    d = p.scene.decision
    assert d.skills, "a skill is ready with 6 6 5 4 3"
    (f, k) = next(iter(d.skills))
    die = next(i for i in range(len(p.scene._pool(d.pool_side))) if p.scene._fits_start(i, f, k))
    pool_before = list(p.match.view(me)["battle"]["pools"][0])
    if p.scene.focus != f:
        p.click(p.rect_of(("fighter", f)).center)
    slot = p.scene.hits.tiles[k].slots[0].center
    p.drag(p.die_rect(die).center, slot)
    assert p.scene._slot_fits(p.scene.hits.tiles[k]), "the slot lights as fitting under the held die"
    p.shot("drag_die")
    p.drop(slot)
    asked = p.match.decision()
    used = p.match.view(me)["battle"]["fighters"][f]["used"]
    assert used or asked["kind"] == "pay" and asked["about"]["chosen"] == [die]
    while p.scene.decision.kind == "pay":  # the rest of the cost, die by die
        p.shot("paying")
        p.do(next(iter(p.scene.decision.dice.values())))
    while p.scene.decision.kind in ("target", "keyword"):
        p.do(p.match.suggest(me))
    after = p.match.view(me)["battle"]
    assert after["fighters"][f]["used"], "the skill was used"
    assert len(after["pools"][0]) < len(pool_before)
    p.shot("skill_used")

    # On to turn 2 (both pass the rest of this one): a catch with five forced 6s (30 beats any
    # level-1 threshold).
    pass_until(p, {"catch_choice"})
    assert p.match.view(me)["battle"]["turn"] == 2
    p.match.force_dice([6, 6, 6, 6, 6])
    target = next(key for key in p.scene.decision.picks)
    app.settings.animation_speed = "normal"  # to see the catch dice land with their sum
    p.click(p.rect_of(target).center)
    for _ in range(240):
        if p.scene.tray.catch is not None and p.scene.tray.catch.done:
            break
        p.frames(1, 1 / 30)
    p.frames(2)
    p.shot("catch")
    app.settings.animation_speed = "instant"
    p.settle()
    p.shot("after_catch")
    roster = [b["card"] for b in p.match.view(me)["players"][me]["roster"]]
    assert wild[0] in roster, "the caught creature joined Alice"


def test_every_legal_action_can_be_clicked(app):
    """Against the computer, every action the person sends for 150 moves is found on the table."""
    p = table(app, seats=("human", "ai:easy"))
    for _ in range(150):
        p.settle()
        m = p.match
        if m.result() is not None:
            break
        if not p.scene.session.is_human_turn():
            p.frames(2)
            continue
        p.do(m.suggest(m.to_move()))
    assert p.match.log, "moves were made"


def test_a_lone_target_is_aimed_at_by_itself_and_undo_takes_back_the_choice_before_it(app):
    """One creature to aim at is a formality the table takes (its reason in the log); Undo then
    takes back the person's last choice with it - undoing the aim alone would stand it again at
    once, and Undo would seem to do nothing (as it did, once the engine's formalities came)."""
    from scenes.zvery.words import skill_of

    p = table(app)
    pick_starters(p)
    play_until(p, {"catch_choice"})
    me = p.match.to_move()
    p.match.force_dice([6, 6, 5, 4, 3, 1, 2, 2, 3, 1])
    p.do(p.choice("fight"))
    play_until(p, {"go"})
    if p.match.to_move() != me:
        p.do(p.choice("pass"))
        play_until(p, {"go"})
    b = p.match.view(me)["battle"]
    d = p.scene.decision
    aimed = [(f, k) for (f, k) in d.skills if skill_of(b["fighters"][f]["skills"][k]).effects[0].target == "one"
             and skill_of(b["fighters"][f]["skills"][k]).effects[0].effect == "damage"]
    assert aimed, "a one-target damage skill is ready"
    p.do(d.skills[aimed[0]])
    while p.scene.decision.kind == "pay":
        p.do(next(iter(p.scene.decision.dice.values())))
    foe = next(f for f in p.match.view(me)["battle"]["fighters"] if f["side"] == 1)
    assert foe["health"] < foe["top"], "the one wild creature was hit without a click on it"
    assert p.scene.decision.kind != "target"
    assert p.match.log[-1].startswith("target ")
    aimed_at = len(p.match.log) - 1
    p.click(p.scene.widgets["undo"].rect.center)
    p.settle()
    assert len(p.match.log) < aimed_at, "the aim went back with the choice that led to it"
    assert p.match.decision()["kind"] in ("go", "pay") and p.scene.decision.kind == p.match.decision()["kind"]
    foe = next(f for f in p.match.view(me)["battle"]["fighters"] if f["side"] == 1)
    assert foe["health"] == foe["top"], "the blow is taken back"


def test_the_final_battle_is_played_on_the_mat_and_ends_on_the_result_sheet(app):
    """Seed 3's computer-played game, handed to two people once its final battle is on: every
    creature of both rosters on the mat; played to the end by clicks; the result sheet."""
    from scenes.widgets.ending import EndScreen

    match = api.new_match("zvery", seed=3, seats=["human", "human"])
    while not (match.view(0)["phase"] == "battle" and match.view(0)["battle"]["kind"] == "final"):
        match.act(match.suggest(match.to_move()))
    sit_down(app, match, ["human", "human"], ["Alice", "Bob"])
    p = Player(app)
    p.frames(3)
    p.settle()
    p.pass_screen()
    p.settle()
    b = match.view(0)["battle"]
    fighters = [("fighter", i) for i in range(len(b["fighters"]))]
    assert all(p.rect_of(key) for key in fighters), "every creature of both rosters is on the mat"
    assert len(fighters) == sum(len(pl["roster"]) for pl in match.view(0)["players"])
    p.shot("final_battle")
    for _ in range(400):
        if match.result() is not None:
            break
        p.pass_screen()
        p.settle()
        p.do(match.suggest(match.to_move()))
    p.settle()
    assert match.result()["reason"] == "final battle"
    assert isinstance(app.stack.top, EndScreen)
    winner = match.result()["winners"][0]
    assert app.stack.top.info["headline"] == f"{['Alice', 'Bob'][winner]} wins!"
    p.shot("result")


def test_a_new_language_redraws_the_table_its_cards_and_its_log_at_once(app):
    """Italiano chosen in the middle of a battle: the banner, the cards (their names and the skill
    cards' words are laid out again) and every line of the log read in Italian at once, and the
    game is the same game. Skipped while the shared catalog has no Italian for Zvery's words."""

    from scenes.zvery import card_plan, words

    p = first_go(app)
    scene, digest = p.scene, p.match.digest()
    english = [text for text, *_ in scene.log_lines]
    title = scene.decision.title
    fighter = p.match.view(0)["battle"]["fighters"][0]["card"]
    app.set_language("it")
    try:
        p.frames(3)
        scene = p.scene
        assert scene.decision.title != title and scene.decision.title.endswith("tocca a te"), scene.decision.title
        assert [text for text, *_ in scene.log_lines] != english and len(scene.log_lines) == len(english)
        assert any(" tira " in line for line, *_ in scene.log_lines), scene.log_lines
        assert words.creature_name(fighter) != api.catalog("zvery").creatures[fighter].id
        plan = card_plan.plan(fighter, (), (), (180, 250))
        assert plan.name.text.replace("\n", " ") == words.creature_name(fighter)
        assert "Cattura" in plan.stats.text if plan.stats else True
        assert p.match.digest() == digest, "no word is in the game"
        p.shot("italian")
    finally:
        app.set_language("en")
    p.frames(2)
    assert [text for text, *_ in p.scene.log_lines] == english

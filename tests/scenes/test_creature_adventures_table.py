"""Creature Adventures' table, played with the mouse under SDL's dummy driver.

Two people at one table, click by click: the pass screen; Bob puts his point on a creature;
his roll (forced dice) reaches a fork, where every space the move can end on is marked, and
one click takes him into the Whisperwood; the Wilderness die (forced) brings out a wild creature; he picks his
creature, Strikes (a forced d10 on the wheel) and catches it, and releases it from the keep
card. Then the pass screen for Alice, who buys Quiet Shoes in the Shop and walks to the
Hermit's Spring, where she gambles with the Shaman. Every click is a real posted mouse event
at the place where the thing is drawn. Screenshots go to tests/output/creature_adventures_*.png for people
to look at (the chosen ones are copied to docs/screenshots/).

`Player.do(action)` clicks where the table says an action is clicked (a button, a glowing
space, a creature on the battle mat or in a panel, a pawn, the Shop's Buy: TableScene.reach,
which finds the engine's choice by its verb and names, never by reading the action), so the
computer's suggestions can drive the table as a person would - with plain actions here, and
with opaque ones in the journeys (tests/journeys/test_opaque_actions.py).
"""
from __future__ import annotations

import contextlib
from pathlib import Path

import pygame
import pytest

from engine import api
from tests.opaque import opaque_actions

from .driver import Driver, sit_down


def actions(d) -> list[str]:
    """Every action a Creature Adventures Decision lets a click send: its enabled buttons and
    attribute rows, the forks of its ways, its creatures and its bench."""
    out = [b.action for b in d.bar + d.battle if b.enabled]
    out += [b.action for _, row in d.attrs for b in row if b.enabled]
    out += list(dict.fromkeys(d.forks[w.forks[0]] for ways in d.ways.values() for w in ways if w.forks))
    return out + list(d.creatures.values()) + list(d.bench.values())

SHOTS = Path(__file__).resolve().parents[1] / "output"
SEED = 7  # Bob (seat 2) opens


class Player(Driver):
    """Clicks like a person (driver.py), and knows where Creature Adventures' table draws things."""

    def shot(self, what: str) -> None:
        self.app.screenshot(SHOTS / f"creature_adventures_{what}.png")

    def speed(self, name: str) -> None:
        self.app.settings.animation_speed = name
        self.scene.effects.clear()  # floating numbers left from the slower speed

    @property
    def match(self):
        return self.scene.session.match

    def view(self, seat: int = 0) -> dict:
        return self.match.view(seat)

    def space(self, space_id: str) -> tuple[int, int]:
        from scenes.creature_adventures.layout import centre_of

        return self.scene.layout.point(centre_of(space_id))

    def panel_creature(self, seat: int, slot: int) -> tuple[int, int]:
        panel = self.scene.panels[seat]
        return next(r for r, kind, v in panel.areas if kind == "creature" and v == (seat, slot)).center

    def restage(self) -> None:
        """The test set a position up by hand, the log unmoved: the table takes it afresh from the
        engine - the view, and the decision it keeps per position (TableScene.asked)."""
        self.scene._asked = None
        self.scene._sync()
        self.scene.refresh()

    def follow(self, moves: list[str]) -> None:
        """A fork choice is not clicked alone: a click where a walk ends sends all its forks.
        So the fork choices at the head of `moves` are walked as one way - the one that takes
        exactly those forks, which need not be the quietest way to its end, nor the shortest
        way starting with the first of them (what `do` would click)."""
        from scenes.creature_adventures.play import forks_taken

        forks = forks_taken(self.match.clone(), moves)
        if not forks:
            super().follow(moves)
            return
        sent = self.walk(forks)
        if sent != moves[:len(forks)]:
            raise RuntimeError(f"the walk through {forks} sent {sent or 'nothing'}, not {moves[:len(forks)]}")

    def walk(self, forks: list[str]) -> list[str]:
        """Walk the offered way that takes these forks, as a person picks one of several ways to
        the same end: point at the end, turn the mouse wheel until that way is drawn, click.
        The moves the click sent."""
        self.pass_screen()
        self.read_recap()
        scene = self.scene
        way = next(w for ways in scene.decision.ways.values() for w in ways if w.forks == tuple(forks))
        self.move(self.space(way.end))
        for _ in scene.decision.ways[way.end]:
            if scene.path_shown() == way:
                break
            self.wheel(-1)
        assert scene.path_shown() == way, f"the mouse wheel never shows the way through {forks}"
        before = len(self.match.log)
        self.click(self.space(way.end))
        self.settle()
        return self.match.log[before:before + len(forks)]

    def wheel(self, y: int) -> None:
        """One notch of the mouse wheel (y < 0: towards the person)."""
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                             precise_y=float(y)))
        self.frames(2)

    def play_suggestions(self, until, limit: int = 80) -> None:
        for _ in range(limit):
            self.pass_screen()
            if until(self.match) or self.match.result() is not None:
                return
            self.do(self.match.suggest(self.match.to_move()))
        raise AssertionError("the table never reached the wanted position")


def open_table(app, seats=("human", "human"), names=("Alice", "Bob"), seed=SEED, autosave=False):
    match = api.new_match("creature_adventures", seed, list(seats))
    sit_down(app, match, seats, names, autosave=autosave)
    player = Player(app)
    player.frames(6)
    return player


def test_a_first_round_by_mouse(app):
    player = open_table(app)
    from scenes.creature_adventures.handover import SeatPassScreen

    # the pass screen names Bob, who opens
    assert isinstance(app.stack.top, SeatPassScreen) and app.stack.top.name == "Bob"
    player.frames(30)
    player.shot("pass")
    assert player.pass_screen()
    scene = player.scene
    d = scene.decision
    assert d.seat == 1 and "Bob" in d.title and "Roll" in d.title
    assert any("goes first" in line for line in scene.log_panel.lines)

    # a point on a creature: click it in Bob's panel, then +1 Attack
    attack = player.view(1)["players"][1]["creatures"][0]["attack"]
    player.click(player.panel_creature(1, 0))
    assert scene.mode == {"creature": 0} and scene.card is not None
    player.shot("assign")
    player.press("assign 1 attack")
    player.settle()
    assert player.view(1)["players"][1]["creatures"][0]["attack"] == attack + 1
    assert player.view(1)["players"][1]["bank"] == 0
    player.click(scene.widgets["undo"].rect.center)  # taken back (no die was rolled), and spent again
    assert player.view(1)["players"][1]["bank"] == 1
    player.click(scene.widgets["hint"].rect.center)
    assert scene.hint in player.match.legal_actions() and "Hint:" in scene.banner.text[1]
    player.do("assign 1 attack")
    assert player.view(1)["players"][1]["creatures"][0]["attack"] == attack + 1

    # the move: 2 + 2 from Eyrie Lodge stops at Eyrie Crossing, a fork
    player.match.force_dice([2, 2, 1])  # the move, then the Wilderness die
    player.speed("normal")
    player.press("roll")
    for _ in range(36):  # the dice tumble, settle, and the pawn sets off
        player.frames(1, 1 / 30)
    player.shot("move")
    player.settle()
    player.speed("instant")
    d = scene.decision
    assert d.kind == "go" and "whisperwood_1" in d.ways
    assert scene.shown.trail[0] == "home_2" and scene.shown.trail[-1] == "eyrie_crossing"
    player.move(player.space("whisperwood_1"))
    player.frames(30)  # rest the mouse for the tooltip
    assert scene.hover == ("space", "whisperwood_1")
    assert scene.path_shown().spaces == ("east_road_1", "whisperwood_1")
    player.shot("fork")
    player.click(player.space("whisperwood_1"))  # both forks at once: into the Whisperwood

    # the Wilderness die (a forced 1) brings out a wild creature: the battle mat
    view = player.view(1)
    assert view["phase"] == "battle" and view["battle"]["kind"] == "wild"
    assert any("Wilderness" in line or "footstep" in line for line in scene.log_panel.lines[-4:])
    d = scene.decision
    assert d.kind == "pick" and len(d.bench) == 3
    player.shot("battle_pick")
    player.do("pick 1")
    d = scene.decision
    assert d.kind == "act" and {"strike", "catch", "run", "forfeit"} <= {b.action for b in d.battle}
    player.move(player.button("strike").rect.center)  # what a Strike will do, over its button
    forecast, _ = scene.forecast_pointed_at(d)
    assert forecast.title.startswith("Strike") and all(line.share.endswith("%") for line in forecast.lines)
    player.shot("battle")

    # Strike: a forced 3 is an unmitigated hit, spun on the wheel
    wild = view["battle"]["sides"][1]["fighter"]
    player.match.force_dice([3])
    player.speed("normal")
    player.press("strike")
    for _ in range(200):
        player.frames(1, 1 / 30)
        if scene.wheel is not None and scene.wheel.landed:
            break
    assert scene.wheel is not None and scene.wheel.face == 3 and scene.wheel.outcome == "unmitigated"
    player.frames(6, 1 / 30)
    player.shot("wheel")
    player.settle()
    player.speed("instant")
    after = player.view(1)["battle"]["sides"][1]["fighter"]
    assert after["hp"] < wild["hp"]
    assert any("hits" in line for line in scene.log_panel.lines[-3:])

    # Catch: a forced 10 beats any wounded creature
    player.match.force_dice([10])
    player.do("catch")
    view = player.view(1)
    assert view["phase"] == "keep" and view["players"][1]["catches"] == 1
    assert scene.card is not None and scene.card.title.startswith("Keep")
    player.shot("keep")
    player.do("release")

    # Alice's turn: the pass screen, then the Shop
    assert player.pass_screen()
    d = scene.decision
    assert d.seat == 0 and "Alice" in d.title
    player.press("cmd:shop")
    shop = scene.shop
    assert shop is not None
    buy = shop.button_for("buy shoes")
    assert buy.is_enabled and not next(b for b, a in shop.buys.items() if a == "tailwind").is_enabled
    player.shot("shop")
    player.click(buy.rect.center)
    player.settle()
    assert player.view(0)["players"][0]["artifacts"]["shoes"] == 1
    assert not buy.is_enabled  # the window stays open, refreshed: no point left
    shop.kill()
    player.frames(2)

    # the Shaman: a hurt creature, a roll of 2 + 3 to the Hermit's Spring (west at Hollow Oak)
    player.match.state.players[0].creatures[1].hp = 3
    player.restage()
    player.match.force_dice([2, 3])
    player.press("roll")
    assert scene.decision.kind == "go"
    player.click(player.space("hermits_spring"))
    view = player.view(0)
    assert view["phase"] == "shaman" and view["players"][0]["pos"] == "hermits_spring"
    assert scene.card is not None and "Shaman" in scene.card.title
    player.shot("shaman")
    player.match.force_dice([9])  # 100%
    player.do("shaman gamble 2")
    creature = player.view(0)["players"][0]["creatures"][1]
    assert creature["hp"] == creature["max_hp"]
    assert any("Shaman" in line for line in scene.log_panel.lines[-3:])


class _Names:
    def of(self, seat):
        return f"P{seat + 1}"

    full = of

    def afar(self, seat):
        return False


@pytest.mark.parametrize("hidden", [False, True], ids=["plain", "opaque"])
def test_every_legal_action_can_be_clicked(hidden):
    """Random play: each legal action is reachable from the table's Decision or encounter card
    (directly, or after selecting a creature, or aiming Ascension), read from the engine's
    decision alone - also when every action is an opaque token (tests/opaque.py)."""
    for seed in (3, 11):
        with opaque_actions() if hidden else contextlib.nullcontext():
            match = api.new_match("creature_adventures", seed, ["ai:easy"] * 3)
            for _ in range(400):
                if match.result() is not None:
                    break
                _every_choice_reachable(match)
                match.act(match.suggest(match.to_move()))


def _every_choice_reachable(match) -> None:
    from engine.games.creature_adventures import paths
    from scenes.creature_adventures.encounters import card_for
    from scenes.creature_adventures.prompt import decide
    from scenes.creature_adventures.ways import Way

    names = _Names()
    view, asked, seat = match.view(match.to_move()), match.decision(), match.to_move()
    legal = match.legal_actions()
    d = decide(asked, view, names)
    if asked["kind"] == "fork":
        # every end of the move is offered, each with every number of footsteps it can leave;
        # two forks to the same end with the same footsteps are one choice
        pend, p = match.state.pending, match.state.players[seat]
        every = paths.ways(p.pos, pend["came"], pend["left"], p.footsteps, p.artifacts["shoes"])
        assert {(w.end, w.footsteps) for ways in d.ways.values() for w in ways} == {
            (w.end, w.footsteps) for w in every}
        assert all(isinstance(w, Way) for ways in d.ways.values() for w in ways)
        firsts = {d.forks[w.forks[0]] for ways in d.ways.values() for w in ways}
        legal = [a for a in legal if a in firsts]
    reachable = set(actions(d))
    if d.card:
        reachable |= set(card_for(asked, view, seat, names).actions())
    for slot in range(len(view["players"][seat]["creatures"])):
        reachable |= set(actions(decide(asked, view, names, {"creature": slot})))
    buys = [c["action"] for c in asked["choices"] if c["verb"] == "buy"]
    if buys:  # bought in the Shop
        assert "cmd:shop" in reachable
        reachable |= set(buys)
    spells = [c for c in asked["choices"] if c["verb"] == "ascend"]
    if spells:  # the spell, then two pawns
        assert "cmd:ascend" in reachable
        for c in spells:
            first, second = c["names"]["seats"]
            aimed = decide(asked, view, names, {"ascend": [first]})
            if second in aimed.pawns:
                reachable.add(c["action"])
    assert set(legal) <= reachable, (asked["kind"], sorted(set(legal) - reachable))


def test_a_battle_between_two_people_keeps_the_first_pick_sealed(app):
    """Bob walks onto Alice: he picks, then the pass screen, then Alice sees only a face-down
    card for his pick; after her pick both are shown, and her Fortify opens the battle."""
    player = open_table(app)
    player.pass_screen()
    match, scene = player.match, player.scene
    match.state.players[0].pos = "north_road_4"  # Alice waits on the King's Road
    match.state.players[0].artifacts["fortify"] = 2
    player.restage()
    match.force_dice([1, 2])
    player.do("roll")
    player.do("go north_road_4")
    assert scene.decision.kind == "pick" and scene.decision.seat == 1
    player.do("pick 2")
    from scenes.creature_adventures.handover import SeatPassScreen

    assert isinstance(app.stack.top, SeatPassScreen) and app.stack.top.name == "Alice"
    assert player.pass_screen()
    bob = scene.shown.battle["sides"][0]
    assert scene.viewer == 0 and bob["picked"] and bob["pick"] == -1, "Alice must not see Bob's pick"
    assert not any(kind == "bench" and key[0] == 0 for _, kind, key in scene.arena.areas)
    player.shot("battle_sealed")
    player.do("pick 1")
    d = scene.decision
    assert d.kind == "fortify" and d.seat == 0 and {"brace", "dodge", "ready"} == {b.action for b in d.battle}
    assert scene.shown.fighter(0)["name"] == match.view(0)["players"][1]["creatures"][1]["name"]
    player.do("ready")
    assert scene.decision.seat == 1 and app.stack.top is scene, "inside the battle the mouse just changes hands"


def test_sigils_spells_and_tailwind_by_mouse(app):
    """Bob holds the Sigils of Power and Wisdom, an Ascension charge and Tailwind: he places a
    Power point, gives Inner Peace, swaps places with Alice by clicking both pawns, and picks
    the longer of his two rolls."""
    player = open_table(app)
    player.pass_screen()
    match, scene = player.match, player.scene
    state = match.state
    bob = state.players[1]
    state.sigils["power"] = state.sigils["wisdom"] = 1
    bob.power_free, bob.peace_on, bob.charges, bob.artifacts["tailwind"] = 3, 0, 1, 1
    player.restage()
    player.do("power 2 attack")
    player.press("wisdom 2")
    player.settle()
    assert match.view(1)["players"][1]["peace_on"] == 1
    player.press("cmd:cancel")
    player.press("cmd:ascend")
    assert set(scene.decision.pawns) == {0, 1}
    player.click(scene.board.pawn_rect(0).center)
    player.click(scene.board.pawn_rect(1).center)
    player.settle()
    view = match.view(1)
    assert [p["pos"] for p in view["players"]] == ["home_2", "home_1"] and view["players"][1]["astral"]
    assert scene.shown.pawns[1].space == "home_1"
    match.force_dice([2, 3, 4, 4])
    player.press("roll")
    player.settle()
    assert scene.decision.kind == "use" and scene.dice.visible
    player.shot("tailwind")
    player.press("use 8")
    assert match.view(1)["players"][1]["pos"] == "hollow_oak"


def test_the_fifteenth_catch_ends_the_game(app):
    """A collector's win: the end screen names the winner and the way."""
    from scenes.creature_adventures.ending import EndScreen

    player = open_table(app)
    player.pass_screen()
    match = player.match
    match.state.players[1].catches = 14
    match.force_dice([2, 2, 1])
    player.do("roll")
    player.click(player.space("whisperwood_1"))  # the end of the move, two forks away
    player.settle()
    player.do("pick 1")
    match.force_dice([3])
    player.do("strike")
    match.force_dice([10])
    player.do("catch")
    player.frames(4)
    top = app.stack.top
    assert isinstance(top, EndScreen) and top.info["headline"] == "Bob wins!"
    assert "Collector" in top.info["way"]
    player.shot("ending")
    review = next(b for b, key in top.buttons.items() if key == "review")
    player.click(review.rect.center)
    assert app.stack.top is player.scene and player.button("cmd:result") is not None


def test_under_a_battle_the_board_rests_composed_once_as_drawn_afresh_and_again_when_it_changes(app):
    """The board under an open battle is blitted from one composition while nothing on it
    changes (BoardView.draw_under_battle): the same picture as drawing it afresh, pawns still,
    veiled; a change on the board (a pawn fading) composes it again."""
    from scenes.creature_adventures import play
    from scenes.widgets import art

    player = open_table(app)
    player.play_suggestions(lambda m: m.state.battle is not None)
    scene = player.scene
    player.frames(4)
    assert scene.shown.battle is not None and scene.shown.battle_open == 1.0
    board, lay = scene.board, scene.layout
    assert board._resting is not None
    shows, picture, region = board._resting
    afresh = pygame.Surface(app.surface.get_size())
    afresh.blit(art.wood(lay.size), (0, 0))
    board.draw(afresh, scene.shown, hover_space=None, to_move=None, pickable=set(), colorblind=scene.colorblind())
    afresh.blit(play._veil(lay.board.size, 150), lay.board.topleft)
    assert pygame.image.tobytes(picture, "RGB") == pygame.image.tobytes(afresh.subsurface(region), "RGB")
    player.frames(2)
    assert board._resting[1] is picture and board._resting[0] == shows  # blitted again, not composed
    pawn = next(iter(scene.shown.pawns.values()))
    pawn.alpha = 0.5
    player.frames(1)
    assert board._resting[0] != shows  # composed again for the pawn that changed


def test_the_pass_screen_says_what_the_person_taking_the_mouse_is_about_to_do(app):
    """A game continued in the middle of one's own fight with a wild creature said "You are
    attacked: pick your creature": only a player attacked by another, at the opening pick, is."""
    match = api.new_match("creature_adventures", SEED, ["human", "human"])
    while match.view(0)["battle"] is None or match.view(0)["battle"]["stage"] != "act":
        match.act(match.suggest(match.to_move()))
    assert match.view(0)["battle"]["kind"] == "wild"
    sit_down(app, match, ["human", "human"], ["Alice", "Bob"])
    Player(app).frames(6)
    cover = app.stack.top
    assert cover.seat == match.to_move() and cover.note == "Your move in the battle. Click when you are ready."

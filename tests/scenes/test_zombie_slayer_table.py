"""Zombie Slayer's table, played with the mouse under SDL's dummy driver.

A whole opening, click by click: create a slayer in the setup panel and start; spend Luck on
the opening spawn roll and accept it; move; search; fight a zombie with forced dice, keeping
a die by clicking it in the tray; end the turn through its confirmation; let the zombies'
turn play out (instant animation). Every click is a real posted mouse event at the place
where the thing is drawn. Screenshots go to tests/output/zs_*.png for people to look at.

`Player.do(action)` clicks where the table says an action is clicked (a square, a token, a die,
a Luck chip, a button, a face of the dieagram, a right-click menu: scenes/zombie_slayer/hand.py) -
so the AI's suggestions can drive the table like a person would. The Player never reads an action:
it finds one among the decision's choices by verb and names (`action`), as the table does, so the
journeys drive this table with opaque actions too (tests/journeys/test_opaque_actions.py).
"""
from __future__ import annotations

import os

import pytest

from scenes.zombie_slayer import hand

from .driver import Driver, sit_down


def actions(d) -> list[str]:
    """Every action a Zombie Slayer Decision lets a click send: squares, tokens, kept dice, menus,
    buttons, dieagram faces, Luck and letting the roll stand."""
    out = list(d.squares.values()) + list(d.tokens.values()) + list(d.keep.values())
    out += [a for menu in d.menus.values() for _, a in menu]
    out += [b.action for b in d.buttons] + list(d.faces.values())
    out += [a for hows in d.luck.values() for a in hows.values()]
    return out + ([d.accept] if d.accept else [])

OUTPUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "output")
SEED = 12  # the opening offers a search after one move and a fight soon after
FACES = ["D", "DD", "D..", "MMMM", ".....", "SMMMM."]


class Player(Driver):
    """Clicks like a person (driver.py), and knows where Zombie Slayer's table draws things."""

    def __init__(self, app) -> None:
        super().__init__(app)
        os.makedirs(OUTPUT, exist_ok=True)

    def shot(self, name: str) -> None:
        self.app.screenshot(os.path.join(OUTPUT, name))

    @property
    def view(self) -> dict:
        return self.scene.session.match.view(0)

    @property
    def asked(self) -> dict:
        """What the game waits for (Match.decision)."""
        return self.scene.session.match.decision()

    def choices_of(self, verb: str, **names) -> list[dict]:
        """The choices open now with this verb and (at least) these names."""
        return [c for c in self.asked["choices"]
                if c["verb"] == verb and all(c["names"].get(k) == v for k, v in names.items())]

    def action(self, verb: str, **names) -> str:
        """The action of the first choice open now with this verb and these names."""
        found = self.choices_of(verb, **names)
        assert found, f"no {verb} {names} among {[(c['verb'], c['names']) for c in self.asked['choices']]}"
        return found[0]["action"]

    def on_board(self, square) -> tuple[int, int]:
        """The screen position of a square, panning first (like a player) if it is hidden."""
        return hand.on_board(self.scene, square)

    def token_pos(self, token: str) -> tuple[int, int]:
        return hand.token_pos(self.scene, token)

    def play_suggestions(self, until, limit: int = 60) -> None:
        """Let the computer's hints drive the mouse until `until(asked)` holds (asked: the
        decision, Match.decision)."""
        for _ in range(limit):
            match = self.scene.session.match
            if until(match.decision()) or match.result() is not None:
                return
            self.do(match.suggest(0))
        raise AssertionError("the table never reached the wanted position")


def the_turn(asked: dict) -> bool:
    return asked["kind"] == "turn"


def offers(verb: str):
    """`until` for play_suggestions: the slayer's free turn offers a choice with this verb."""
    return lambda asked: the_turn(asked) and any(c["verb"] == verb for c in asked["choices"])


def create_slayer(player: Player, app) -> dict:
    """The setup screen: a custom slayer with Ludwig's pips, Endure Pain, Luck 5; seed 12."""
    from scenes.setup import SetupScene

    app.stack.push(SetupScene(app, "zombie_slayer"))
    player.frames(3)
    setup = app.stack.top
    panel = setup.panel
    editor = panel.editor

    def area(kind, value):
        return next(r for r, k, v in editor.areas if k == kind and v == value)

    player.click(area("choice", "custom").center)
    assert panel.choice == "custom" and panel.name_box.visible
    player.click(panel.name_box.rect.center)
    panel.name_box.set_text("")
    player.type("Greta Tester")
    player.click(area("clear", None).center)
    assert panel.faces == [".", "..", "...", "....", ".....", "S....."]
    paint = {(1, 0): 1, (2, 0): 1, (2, 1): 1, (3, 0): 1}  # defense pips: one click each
    paint.update({(4, i): 2 for i in range(4)})  # melee: two clicks (defense, then melee)
    paint.update({(6, i): 2 for i in range(1, 5)})
    for (face, pip), clicks in paint.items():
        for _ in range(clicks):
            player.click(area("pip", (face, pip)).center)
    assert panel.faces == FACES
    player.click(area("pip", (5, 0)).center)  # 20 of 20 spent: a 21st point is refused
    assert panel.faces[4] == "....." and "creation points" in editor.message
    player.click(area("pip", (6, 0)).center)  # the skill pip is fixed
    assert panel.faces[5] == "SMMMM."
    player.click(area("skill", "endure").center)
    player.click(area("luck", 5).center)
    player.click(setup.widgets["seed"].rect.center)
    player.type(str(SEED))
    player.shot("zs_setup.png")
    options = panel.options()
    assert options == {"luck": 5, "placement": "choose", "zombie_ties": "dice",
                       "slayer": {"name": "Greta Tester", "faces": FACES, "skill": "endure", "luck": 5}}
    player.click(setup.widgets["start"].rect.center)
    player.frames(4)
    return options


def test_a_whole_opening_by_mouse(app):
    player = Player(app)
    create_slayer(player, app)
    scene = player.scene
    match = scene.session.match
    view = player.view
    assert view["slayer"]["name"] == "Greta Tester" and match.seed == SEED
    assert player.asked["kind"] == "roll" and player.asked["about"]["purpose"] == "spawn"
    assert "Spawn" in scene.decision.title or "spawn" in scene.decision.title
    assert scene.tray.visible and scene.tray.waiting
    assert len(scene.log_panel.lines) > 5  # the setup is in the log
    player.shot("zs_opening.png")

    # Luck on the opening spawn roll, then accept it
    ups = [a for hows in scene.decision.luck.values() for h, a in hows.items() if h == "up"]
    assert ups, "Luck is offered on the spawn dice"
    player.do(ups[0])
    assert player.view["slayer"]["luck"] == 4
    assert any("Luck" in line for line in scene.log_panel.lines)
    player.shot("zs_luck.png")
    player.do(player.action("accept"))
    view = player.view
    assert player.asked["kind"] == "turn"
    assert "2 actions left" in scene.decision.title

    # hover: a path with its step count
    far = max(scene.decision.squares, key=lambda sq: sq[1])
    target = (far[0], far[1] + 2)
    if scene.grid.walkable(target):
        player.move(player.on_board(target))
        assert scene.hover_path is not None and scene.hover_path[1] >= 2
    player.shot("zs_turn.png")

    # move: click a gold square
    start = tuple(view["slayer"]["pos"])
    square = sorted(scene.decision.squares)[0]
    player.click(player.on_board(square))
    assert tuple(player.view["slayer"]["pos"]) == square != start
    assert any("steps" in line for line in scene.log_panel.lines[-3:])
    player.shot("zs_move.png")

    # search, once the computer's hints have walked us onto a card that allows it
    player.play_suggestions(offers("search"))
    player.press(player.action("search"))
    assert player.view["slayer"]["searched"]
    player.frames(2)
    player.shot("zs_search.png")
    player.play_suggestions(the_turn)

    # fight: forced dice; keep a die by clicking it
    player.play_suggestions(offers("attack"))
    attack = player.choices_of("attack")[0]
    target = attack["names"].get("zombie")
    match.force_dice([6, 5, 3, 2, 1] + [2])  # the slayer's Hand, then the zombie's die
    player.do(attack["action"])
    d = scene.decision
    assert d.kind == "roll" and d.keep and d.endure
    assert "Keep one die" in d.title
    player.shot("zs_attack_roll.png")
    assert player.asked["about"]["dice"][:5] == [6, 5, 3, 2, 1]
    player.click(scene.tray.tray.dice_roll.die_rects()[0].center)  # the 6: 4 melee and the skill pip
    if player.asked["kind"] == "roll":  # the zombie's defense, Luck offered
        player.shot("zs_defense_roll.png")
        player.do(player.action("accept"))
    assert target not in {z["id"] for z in player.view["zombies"]}, "the zombie is destroyed"
    assert any("destroyed" in line for line in scene.log_panel.lines)
    assert player.view["slayer"]["xp"] >= 1
    player.shot("zs_fight.png")

    # end the turn: with actions left a confirmation guards against a misclick
    player.play_suggestions(the_turn)
    turn = player.view["turn"]
    player.press(player.action("end"))
    if player.view["slayer"]["actions"] > 0:
        player.shot("zs_end_confirm.png")
        assert player.confirm_dialog()
    player.play_suggestions(lambda asked: player.view["turn"] > turn and the_turn(asked))
    assert player.view["turn"] == turn + 1 and player.view["phase"] == "slayer"
    assert any("zombies' turn" in line for line in scene.log_panel.lines)
    player.frames(3)
    player.shot("zs_next_turn.png")


def test_undo_hint_and_zoom(app):
    from engine import api

    match = api.new_match("zombie_slayer", SEED, ["human"])
    sit_down(app, match, ["human"], ["Tester"])
    player = Player(app)
    player.frames(3)
    player.do(player.action("accept"))
    scene = player.scene
    before = tuple(player.view["slayer"]["pos"])
    player.do(min(player.choices_of("move"), key=lambda c: c["names"]["square"])["action"])
    assert scene.widgets["undo"].is_enabled
    player.click(scene.widgets["undo"].rect.center)
    assert tuple(player.view["slayer"]["pos"]) == before
    player.click(scene.widgets["hint"].rect.center)
    assert scene.hint is not None and "Hint:" in scene.banner._key[1]
    player.shot("zs_hint.png")
    zoom = scene.layout.zoom_index
    player.click(scene.widgets["zoom_in"].rect.center)
    player.click(scene.widgets["zoom_in"].rect.center)
    assert scene.layout.zoom_index == zoom + 2
    player.shot("zs_zoomed.png")
    player.click(scene.widgets["help"].rect.center)
    windows = app.manager.get_window_stack().get_full_stack()
    assert any("how to play" in (getattr(w, "window_display_title", "") or "") for w in windows)
    player.shot("zs_help.png")


def test_placement_and_defeat_screens(app):
    """A card to place shows its ghost; a lost game shows the defeat sheet."""
    from engine import api

    match = api.new_match("zombie_slayer", SEED, ["human"])
    for _ in range(400):
        if match.decision()["kind"] == "explore":
            break
        match.act(match.suggest(0))
    assert match.decision()["kind"] == "explore"
    sit_down(app, match, ["human"], ["Tester"])
    player = Player(app)
    player.frames(3)
    d = player.scene.decision
    assert d.ghost and "Place" in d.title
    player.shot("zs_place.png")
    options = d.ghost["options"]
    player.do(player.action("place", border=options[-1]))
    assert player.asked["kind"] != "explore" or player.asked["about"]["tile"] != d.ghost["tile"]

    while match.result() is None:
        match.act(match.suggest(0))
    app.stack.clear()
    sit_down(app, match, ["human"], ["Tester"])
    player.frames(4)
    from scenes.zombie_slayer.ending import EndScreen

    assert isinstance(app.stack.top, EndScreen)
    player.shot("zs_result.png")
    review = next(b for b, k in app.stack.top.buttons.items() if k == "review")
    player.click(review.rect.center)
    assert not isinstance(app.stack.top, EndScreen)
    player.shot("zs_review.png")


def test_search_shows_the_treasure_card(app):
    """A search that finds treasure holds up the treasure card with the rolled row marked."""
    from engine import api
    from engine.games.zombie_slayer.content import content

    match = api.new_match("zombie_slayer", SEED, ["human"])
    def can_search() -> bool:
        return any(c["verb"] == "search" for c in match.decision()["choices"])

    for _ in range(60):
        if can_search():
            break
        match.act(match.suggest(0))
    assert can_search()
    sit_down(app, match, ["human"], ["Tester"])
    player = Player(app)
    player.frames(3)
    view = match.view(0)
    tile = next(t for t in view["tiles"] if t["at"] == [view["slayer"]["pos"][0] // 6, view["slayer"]["pos"][1] // 6])
    card = content().tiles[tile["tile"]]
    face = next(k for k in range(2, 7) if card.treasure(k) is not None)
    match.force_dice([face, 3])  # the search die, then the treasure card's row
    player.press(player.action("search"))
    while player.asked["kind"] == "roll":
        player.do(player.action("accept"))
    scene = player.scene
    assert scene.treasure == {"card": card.treasure(face), "row": 3}
    player.shot("zs_treasure.png")


def test_every_legal_action_can_be_clicked():
    """Random play: each legal action is reachable from the table's Decision (directly, or
    after the two-click modes: a follower, Throw torch / Drop dung, Train, turning a card)."""
    from engine import api
    from scenes.zombie_slayer.prompt import decide

    for seed in (2, 5):
        match = api.new_match("zombie_slayer", seed, ["human"], {"zombie_ties": "choose"})
        for _ in range(250):
            if match.result() is not None:
                break
            view, asked, legal = match.view(0), match.decision(), match.legal_actions()
            reachable = set(actions(decide(asked, view)))
            for f in view["followers"]:
                reachable |= set(actions(decide(asked, view, {"follower": f["id"]})))
            reachable |= set(actions(decide(asked, view, {"extra": "throw"})))
            reachable |= set(actions(decide(asked, view, {"extra": "drop"})))
            for kind in ("defense", "melee", "ranged", "holy"):
                reachable |= set(actions(decide(asked, view, {"train": kind})))
            for turn in range(4):
                reachable |= set(actions(decide(asked, view, placing=turn)))
            reachable |= set(actions(decide(asked, view, endure_on=True)))
            assert set(legal) <= reachable, (asked["kind"], asked["about"], sorted(set(legal) - reachable))
            match.act(match.suggest(0))


def test_free_actions_training_dash_and_followers_by_mouse(app):
    """The commands a first opening does not reach: a torch and dragon dung around a move,
    creation points, Dash, and orders to Bron and Prycille - each clicked on the table."""
    from engine import api

    match = api.new_match("zombie_slayer", SEED, ["human"], {"zombie_ties": "dice"})
    sit_down(app, match, ["human"], ["Tester"])
    player = Player(app)
    player.frames(3)
    player.do(player.action("accept"))
    s = match.state  # set the table for the test, as a player sets up an example
    for z in s.zombies.values():
        z.pos = None
    x, y = s.slayer.pos
    s.zombies["v1"].pos = next(sq for sq in ((x, y + 3), (x + 3, y), (x, y - 3), (x - 3, y))
                               if s.grid.walkable(sq) and s.grid.sight(s.slayer.pos, sq))
    s.slayer.skills.append("dash")
    s.slayer.cp, s.slayer.life = 2, 4
    for fid in ("bron", "prycille"):
        s.followers[fid].alive, s.followers[fid].pos, s.followers[fid].actions = True, None, 1
    scene = player.scene
    scene.table.sync(match.view(0))
    scene._asked = None  # the decision read before the table was set by hand (TableScene.asked keeps it per log)
    scene.refresh()
    player.frames(2)

    target = s.zombies["v1"].pos
    player.do(player.action("throw", square=list(target)))  # before a move: a move must follow
    assert s.zombies["v1"].pos is None and "torch" not in s.slayer.items
    player.do(player.action("move"))
    player.do(player.action("drop"))
    assert len(s.dung) == 1 and "dung" not in s.slayer.items

    player.do(player.action("train", pip="melee", face=5))
    assert s.slayer.cp == 0 and "M" in s.slayer.faces[4]

    player.do(player.action("heal", follower="prycille"))
    player.play_suggestions(until=the_turn, limit=10)
    player.do(player.action("follower_move", follower="bron"))
    assert s.followers["bron"].pos is not None and s.followers["bron"].actions == 0

    player.do(player.action("skill", skill="dash"))
    assert s.slayer.dash
    player.do(player.action("move"))
    player.play_suggestions(until=the_turn, limit=10)
    player.shot("zs_commands.png")
    assert s.slayer.actions == 0


# One game in `make test`, a second (with other decisions on the way) in `make journeys`.
@pytest.mark.parametrize("seed", [2, pytest.param(5, marks=pytest.mark.slow)])
def test_the_table_reads_the_same_decision_from_opaque_actions(seed):
    """The Decision (words, clickable things, buttons and their places, previews) is the same
    when every action is a token that says nothing (tests/opaque.py): prompt.py finds what each
    choice is by its verb and names, never by reading its action."""
    import dataclasses

    from engine import api
    from scenes.zombie_slayer.prompt import decide
    from tests.opaque import OpaqueRules

    def read(decision, asked) -> dict:
        """The Decision with each action put as the number of its choice (a command as it is)."""
        number = {c["action"]: k for k, c in enumerate(asked["choices"])}

        def one(x):
            return f"choice {number[x]}" if isinstance(x, str) and x in number else x

        def plain(x):
            if isinstance(x, dict):
                return {one(k): plain(v) for k, v in x.items()}
            if isinstance(x, (list, tuple)):
                return [plain(v) for v in x]
            return one(x)
        return {field: plain(value) for field, value in dataclasses.asdict(decision).items()}

    match = api.new_match("zombie_slayer", seed, ["human"], {"zombie_ties": "choose"})
    opaque = OpaqueRules(match.rules)
    for _ in range(150):
        if match.result() is not None:
            break
        view, plain, tokens = match.view(0), match.decision(), opaque.decision(match.state)
        modes = [{}, {"extra": "throw"}, {"extra": "drop"}, {"train": None}, {"train": "melee"}]
        modes += [{"follower": f["id"]} for f in view["followers"]]
        for mode in modes:
            for endure_on, placing in ((False, 0), (True, 1)):
                assert read(decide(plain, view, mode, endure_on, placing), plain) == \
                    read(decide(tokens, view, mode, endure_on, placing), tokens), (plain["kind"], mode)
        match.act(match.suggest(0))


def test_a_new_language_redraws_the_table_its_cards_and_its_log_at_once(app):
    """Italiano chosen in the middle of a hunt: the banner, a town card, the sheet and every line
    of the log read in Italian at once, and the game is the same game."""

    from engine import api
    from scenes.zombie_slayer import closer
    from scenes.zombie_slayer.words import named, say

    match = api.new_match("zombie_slayer", SEED, ["human"])
    for _ in range(12):
        match.act(match.suggest(0))
    sit_down(app, match, ["human"], ["Tester"])
    player = Player(app)
    player.frames(3)
    player.settle()
    scene, digest = player.scene, match.digest()
    english = [line.text for line in scene.log_lines]
    app.set_language("it")
    try:
        player.frames(3)
        scene = player.scene
        italian = [line.text for line in scene.log_lines]
        assert italian != english and len(italian) == len(english)
        assert any(line.startswith("Turno 1: tocca a te") for line in italian), italian
        assert scene.decision.title == say(match.decision()["prompt"]) and scene.decision.title.startswith("Tieni un dado")
        assert scene.tray.tray.caption == "Ludwig tira per un attacco in mischia", scene.tray.tray.caption
        assert named("tile", "smithy") == "Fucina" and named("skill", "endure") == "Resistere al dolore"
        at = next(tuple(t["at"]) for t in scene.view["tiles"] if t["tile"] != "town_centre")
        look = closer.town_card(app, scene.view, at, scene.town.cards, False)
        assert look.title == named("tile", dict((tuple(t["at"]), t["tile"]) for t in scene.view["tiles"])[at])
        assert "Esplorata" in look.text or "Non ancora visitata" in look.text
        assert match.digest() == digest and match.save() == api.load(match.save()).save(), "no word is in the game"
        player.shot("zs_italian.png")
    finally:
        app.set_language("en")
    player.frames(2)
    assert [line.text for line in player.scene.log_lines] == english

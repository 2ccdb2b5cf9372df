"""A choice's consequence on Auganism's table before the click (the engine's forecast.py).

Facing a battle, the strip between the monsters tells how it goes as the numbers stand, blow by
blow; the pointer on a card to augment with makes the banner tell the monster's Attack, Shield
and Health after it; the Evolve button's tip tells the new stage's numbers.
"""
from __future__ import annotations

from engine import api
from engine.games.auganism import forecast, turn
from engine.games.auganism.content import content
from engine.games.auganism.state import Summoned
from scenes.auganism import words

from .driver import Driver, close, make_app, sit_down
from .screen_text import WrittenText


def _plain(stages: int = 1):
    return next(m for m in content().monsters.values() if not m.effects and len(m.stages) == stages)


def _table(phase: str, hand: list[str], mine: str, evp: list[str] = ()):
    """A person (seat to move) with `mine` summoned and `hand`, against a plain monster."""
    seats = ["human", "ai:easy"]
    for seed in range(1, 60):
        match = api.new_match("auganism", seed, seats)
        if match.to_move() == 0:
            break
    s = match.state
    for i, card in enumerate(hand):
        s.cards[f"0:t{i}"] = card
    s.players[0].hand = [f"0:t{i}" for i in range(len(hand))]
    for i, card in enumerate(evp):
        s.cards[f"0:e{i}"] = card
    s.players[0].evp_zone = [f"0:e{i}" for i in range(len(evp))]
    s.cards["0:m"] = mine
    s.players[0].summoned = Summoned("0:m", 0, content().monsters[mine].stages[0].health)
    foe = _plain()
    s.cards["1:m"] = foe.id
    s.players[1].summoned = Summoned("1:m", 0, foe.stages[0].health)
    turn.settle(s, [])
    while s.phase != phase:
        match.act("skip")
    app = make_app("instant", (1280, 800))
    sit_down(app, match, seats, ["Ann", "Bob"])
    driver = Driver(app)
    driver.frames(4)
    return app, match, driver


def test_facing_a_battle_the_strip_tells_how_it_goes():
    app, match, driver = _table("declare", [], _plain().id)
    told = forecast.outcome(match.state, "battle")["battle"]
    with WrittenText() as written:
        driver.frames(1)
    middle = driver.scene.layout.middles[0]
    said = " ".join(w for w, r in written.lines if middle.colliderect(r))
    assert words.battle_outcome(told, driver.scene.names.of).split(" \u2014 ")[1] in said, said
    close(app)


def test_the_pointer_on_a_card_to_augment_with_tells_the_monster_after_it():
    blade = max((c for c in content().monsters.values() if not c.effects), key=lambda c: c.sword)
    app, match, driver = _table("augment", [blade.id], _plain().id)
    scene = driver.scene
    rect = next(r for r, k in scene.hits if k[0] == "hand")
    driver.move(rect.center)
    told = forecast.outcome(match.state, f"augment {blade.id}")
    mine = told["monsters"]["0"]
    assert f"{mine['attack']} Attack" in scene.banner.text[1], scene.banner.text
    close(app)


def test_the_evolve_button_tells_the_new_stage():
    grower = next(m for m in content().monsters.values() if len(m.stages) >= 2 and m.stages[1].evr <= 3
                  and not m.effects)
    ones = [m.id for m in content().monsters.values() if m.evp == 1][:1] * 3
    app, match, driver = _table("evolve", [], grower.id, evp=ones)
    button = next(b for b in driver.scene.decision.bar if b.action == "evolve 2")
    after = forecast.outcome(match.state, "evolve 2")["monsters"]["0"]
    assert after["stage"] == 2 and after["health"] == grower.stages[1].health
    assert words.monster_outcome(after) in button.tip, button.tip
    close(app)


def test_the_graveyards_top_card_can_be_inspected():
    """Every card a player can see has a closer look: the graveyard's top card too."""
    app, match, driver = _table("declare", [], _plain().id)
    match.state.cards["0:g"] = _plain(2).id
    match.state.players[0].graveyard.append("0:g")
    scene = driver.scene
    scene._sync()
    driver.frames(2)
    rect = next(r for r, k in scene.hits if k[0] == "grave")
    driver.click(rect.center, button=3)
    from scenes.widgets.inspect import Inspector

    assert isinstance(app.stack.top, Inspector), "a right-click on the graveyard opens its top card"
    close(app)

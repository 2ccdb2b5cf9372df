"""Auganism's hand keeps its layout while the pointer is over it.

Playing a card from the fanned hand used to spread the rest again at once: every card slid half
a place, and the person's next click - on the card they had just seen - landed on its neighbour
or on nothing. Now the cards keep their places (the played card leaves a gap) until the pointer
leaves the hand, or the next turn deals new cards.
"""
from __future__ import annotations

from engine import api

from .driver import Driver, sit_down


def _my_turn_with(hand: list[str]):
    """A duel where seat 0 (a person) is in its EVP Phase with `hand`, a monster that cannot
    evolve in its Summon Zone and one across the table."""
    from engine.games.auganism import turn
    from engine.games.auganism.content import content
    from engine.games.auganism.state import Summoned

    seats = ["human", "ai:easy"]
    match = next(m for m in (api.new_match("auganism", seed, seats) for seed in range(1, 40)) if m.to_move() == 0)
    s = match.state
    single = next(m for m in content().monsters.values() if len(m.stages) == 1 and not m.effects)
    for seat in (0, 1):
        s.cards[f"{seat}:t9"] = single.id
        s.players[seat].summoned = Summoned(f"{seat}:t9", 0, single.stages[0].health)
    for i, card in enumerate(hand):
        s.cards[f"0:t{i}"] = card
    s.players[0].hand = [f"0:t{i}" for i in range(len(hand))]
    turn.settle(s, [])
    return match, seats


def _hand_rects(scene) -> dict[str, object]:
    return {key[2]: rect for rect, key in scene.hits if key[0] == "hand"}


def test_two_cards_played_in_a_row_each_where_it_was_seen(app):
    from engine.games.auganism.content import content

    c = content()
    fodder = max(c.monsters.values(), key=lambda m: (m.evp, m.id)).id
    blade = max((m for m in c.monsters.values() if m.id != fodder), key=lambda m: (m.sword, m.id)).id
    others = [m.id for m in c.monsters.values() if m.id not in (fodder, blade)][:2]
    match, seats = _my_turn_with([fodder, blade, *others])
    sit_down(app, match, seats, ["Ann", "Bob"])
    driver = Driver(app)
    driver.settle()
    scene = driver.scene
    assert scene.decision.kind == "evp"
    seen = scene.visible_point(("hand", 1, blade))  # where the person sees the augment, before anything moves
    before = _hand_rects(scene)

    driver.click(scene.visible_point(("hand", 0, fodder)))  # into the EVP Zone
    driver.settle()
    assert [e["card"] for e in match.view(0)["players"][0]["evp_zone"]] == [fodder]
    assert scene.decision.kind == "augment"
    assert {card: before[card] for card in _hand_rects(scene)} == _hand_rects(scene), "the rest kept their places"

    driver.click(seen)  # the augment, where it was seen
    driver.settle()
    assert match.view(0)["players"][0]["augments"] == [blade]

    driver.move((scene.layout.table.centerx, scene.layout.banner.bottom + 4))  # the pointer leaves the hand
    driver.frames(2)
    spread = sorted(_hand_rects(scene).values(), key=lambda r: r.x)
    area = scene.layout.hand
    assert abs((spread[0].left + spread[-1].right) / 2 - area.centerx) <= 1, "spread again, centred"

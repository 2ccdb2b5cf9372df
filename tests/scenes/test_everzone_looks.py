"""What a new player reads on EverZone's table: each fix of what a play-test found hard to read.

* the secret set-up board is opaque: nothing of the table shows through it;
* a pile's name and count are written once (not "retreat" in the slot and "retreat 0" below);
* an effect's caption rises from the card it changed, not from its source;
* during the reveal the armies' totals follow the cards as they turn over;
* a hand card's "cannot fight in space" stays within the part of the card in sight; "not yet
  shown" is not written over a number; a long seat name stops short of the command points;
  a hand card's numbers are at least 16 px and in sight at 1024x640.
"""
from __future__ import annotations

import pygame
import pytest

from engine import api
from engine.games.everzone.content import content
from scenes.everzone import cards
from scenes.widgets import art

from .driver import close, make_app, sit_down
from .screen_text import WrittenText, problems


def _table(until, size=(1024, 640), seed: int = 5, names=("Ann", "Computer (easy)"), speed: str = "instant"):
    """A 1v1 against the computer, played by the computer's own choices until `until(match)`."""
    seats = ["human", "ai:easy"]
    match = api.new_match("everzone", seed, seats)
    for _ in range(2000):
        if until(match):
            break
        match.act(match.suggest(match.to_move()))
    assert until(match), "the war reached the moment the test needs"
    app = make_app(speed, size)
    sit_down(app, match, seats, list(names))
    for _ in range(6):
        app.frame(1 / 30)
    return app, match, app.stack.top


def _orders(match) -> bool:
    return match.state.phase == "orders" and match.to_move() == 0


def test_the_secret_setup_board_is_opaque():
    app, match, scene = _table(lambda m: m.state.phase == "setup" and m.to_move() == 0)
    assert scene.decision.board
    stage = scene.layout.stage.inflate(-24, -24)  # inside its rounded corners

    def board_pixels() -> bytes:
        scene.draw(app.surface)
        return pygame.image.tobytes(app.surface.subsurface(stage), "RGB")

    plain = board_pixels()
    original = scene._draw_area

    def loud(surface, area, seat, flipped):
        original(surface, area, seat, flipped)
        surface.fill((255, 0, 255), area.rect)  # whatever the table holds under the board

    scene._draw_area = loud
    assert board_pixels() == plain, "nothing of the table shows through the board"
    close(app)


def test_before_the_deal_the_setup_board_takes_the_hands_room_too():
    """At 1024x640 the fifteen locations were 75 px cards with names too small to read, above an
    empty hand's band saying only that the hand comes later."""
    app, match, scene = _table(lambda m: m.state.phase == "setup" and m.to_move() == 0)
    app.frame(1 / 30)
    locations = [rect for rect, key in scene.hits if key[0] == "location"]
    assert len(locations) == 15
    assert min(r.w for r in locations) >= 90, "location cards large enough to read"
    assert max(r.bottom for r in locations) > scene.layout.hand.y, "the board reaches into the hand's band"
    close(app)


def test_each_pile_writes_its_name_and_count_once():
    app, match, scene = _table(_orders)
    with WrittenText() as written:
        app.frame(1 / 30)
    for name in ("deck", "retreat", "fallen"):
        lines = [w for w, _ in written.lines if w.split()[0] == name]
        assert len(lines) == 2, f"one {name!r} label per seat, not {lines}"
    close(app)


def test_an_effects_caption_rises_from_the_card_it_changed():
    app, match, scene = _table(lambda m: _orders(m) and len(m.state.players[0].field) >= 2, speed="normal")
    for _ in range(600):
        if not scene.animator.busy:
            break
        app.frame(1 / 30)
    field = scene.shown["players"][0]["field"]
    source, changed = field[0], field[1]
    scene.effects.clear()
    scene.animator._effect({"type": "effect", "seat": 0, "uid": source["uid"], "card": source["card"],
                            "do": "boost", "amount": 1, "stat": "attack", "units": [changed["uid"]]})
    spots = [getattr(e, "at", None) for e in scene.effects.items]
    assert spots == [scene.slot_spots[changed["uid"]].center], "the caption stands on the boosted unit"
    close(app)


def test_the_armies_totals_follow_the_reveal_as_the_cards_turn_over():
    app, match, scene = _table(lambda m: _orders(m) and any(
        s.status == "down" for s in m.state.players[0].field))
    twin = api.load(match.save())
    events: list[dict] = []
    while not any(e["type"] == "reveal" for e in events):
        events += twin.act(twin.suggest(twin.to_move()))
    first = next(e for e in events if e["type"] == "reveal")
    assert first["seat"] == 0 and first["activated"], "the first seat turns cards up"
    before = [dict(a) for a in scene.shown["armies"]]
    tween = scene.animator._reveal(first)
    tween.update(60.0)
    assert scene.shown["armies"] == first["armies"] != before, "the totals count the cards just turned up"
    close(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
def test_hand_tags_stay_within_the_picture_in_sight_at_a_readable_size(size):
    """A unit that cannot fight here is marked within the part of its picture in sight: never over
    its name or its values (in a real window the tag hid the unit's cost, which decides a
    deployment), in words of 11 px or more, or with a no-entry sign where no words fit."""
    def unfit(m) -> bool:
        if m.state.phase != "prepare" or m.to_move() != 0 or m.state.location is None:
            return False
        place = content().locations[m.state.location].place
        return any(content().card(m.state.cards[u]).kind == "unit" and not content().card(m.state.cards[u]).leader
                   and place not in content().card(m.state.cards[u]).places for u in m.state.players[0].hand)

    app, match, scene = _table(unfit, size=size, seed=3)
    bands, signs = [], []
    band, sign = cards._draw_tag_band, cards._no_entry
    cards._draw_tag_band = lambda surface, rect, lines, font: (bands.append((rect, font)), band(surface, rect, lines, font))
    cards._no_entry = lambda surface, room: (signs.append(room), sign(surface, room))
    try:
        app.frame(1 / 30)
    finally:
        cards._draw_tag_band, cards._no_entry = band, sign
    hand = sorted((r for r, k in scene.hits if k[0] == "hand"), key=lambda r: r.x)
    assert bands or signs, f"a unit that cannot fight here is marked at {size}"
    for mark in [r for r, _ in bands] + signs:
        card = next(c for c in reversed(hand) if c.collidepoint(mark.center))
        following = next((c for c in hand if c.x > card.x), None)
        in_sight = card.right if following is None else following.x
        values = cards.small_column(card.size).move(card.topleft)
        assert mark.right <= in_sight, f"a mark runs under the next card at {size}"
        assert mark.x >= values.right and mark.y >= values.y, f"a mark covers the name or the values at {size}"
    assert all(font.get_height() >= art.serif(11, "bold").get_height() for _, font in bands)
    close(app)


def test_not_yet_shown_covers_no_number_and_a_seat_name_stops_before_its_command_points():
    app, match, scene = _table(lambda m: m.state.phase == "prepare" and m.state.battle >= 2 and m.to_move() == 0
                               and m.view(0)["location"] is None, size=(1280, 800),
                               names=("Ann", "Computer (normal)"))
    with WrittenText() as written:
        app.frame(1 / 30)
    found = problems(app, written)
    assert not found, found
    on_the_card = [w for w, r in written.lines if scene.layout.location.colliderect(r)]
    assert on_the_card == ["not yet shown"], on_the_card
    name = next(r for w, r in written.lines if "Computer" in w)
    box_left = scene.layout.seat_rect(1).right - 84
    assert name.right <= box_left, "the seat's name stops before its command points"
    close(app)


def test_a_hand_cards_numbers_are_large_and_in_sight_at_1024x640():
    """The four values of a hand card fanned under the next one: at least 16 px, and all within
    the part of the card the next one leaves in sight (not under it, not over an icon)."""
    app, match, scene = _table(lambda m: m.state.phase == "prepare" and m.to_move() == 0
                               and len(m.state.players[0].hand) >= 10)
    hand = sorted((r for r, k in scene.hits if k[0] == "hand"), key=lambda r: r.x)
    rect, in_sight = hand[0], hand[1].x - hand[0].x
    assert in_sight < rect.w, "the hand is fanned: each card partly under the next"
    unit = next(u.id for u in content().units.values() if not u.leader)
    sizes, spots = [], []
    original = art.text

    def record(surface, words, font, colour, **anchor):
        drawn = original(surface, words, font, colour, **anchor)
        if words.isdigit():
            sizes.append(font.point_size)
            spots.append(drawn)
        return drawn

    art.text = record
    try:
        cards._body.__wrapped__(unit, rect.size)
    finally:
        art.text = original
    assert len(sizes) == 4 and min(sizes) >= 16, sizes
    assert all(r.right <= in_sight for r in spots), "every value shows in the part of the card in sight"
    close(app)


def test_face_down_tags_of_a_tightly_fanned_field_never_run_into_each_other():
    """The full journey of a 2v2 at 1024x640 found the "face down" tags of a crowded field
    written over each other: each card's tag took more than the sliver of it in sight."""
    seats = ["human", "ai:easy", "ai:easy", "ai:easy"]
    match = api.new_match("everzone", 12, seats)

    def crowded(m) -> bool:
        field = m.view(0)["players"][0].get("field", [])
        return m.to_move() == 0 and sum(1 for slot in field if slot["status"] == "down") >= 5

    for _ in range(3000):
        if crowded(match) or match.result() is not None:
            break
        match.act(match.suggest(match.to_move()))
    assert crowded(match), "a field of five face-down units"
    app = make_app("instant", (1024, 640))
    sit_down(app, match, seats, ["Ann", "Bo", "Cy", "Di"])
    for _ in range(6):
        app.frame(1 / 30)
    with WrittenText() as written:
        app.frame(1 / 30)
    tags = [(w, r) for w, r in written.lines if w in ("face down", "face", "down")]
    assert tags, "the face-down units in sight are marked"
    assert not problems(app, written)
    close(app)

"""Dice widgets: faces, the tumble and the tray, under SDL's dummy video driver."""
import math
import os
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.palette import PIPS  # noqa: E402
from scenes.widgets import dice  # noqa: E402
from scenes.widgets.dice import PIP_LAYOUT, DiceRoll, DiceTray, draw_face, face_surface  # noqa: E402

OUTPUT = Path(__file__).resolve().parents[1] / "output"
FRAME = 1 / 60
COLOURED = [m for m in PIPS if m != "empty"]
HAND = [["skill"], ["melee", "empty"], ["violet", "empty", "holy"],
        ["followers", "defense", "empty", "ranged"], ["blue", "green", "necromancer", "items", "empty"],
        ["attributes", "skill", "melee", "ranged", "holy", "defense"]]


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield  # pygame stays up: other test modules share the display and its fonts


def run(roll, seconds: float) -> float:
    """Step a roll at 60 fps until done or ``seconds`` of simulated time; return the time used."""
    t = 0.0
    while not roll.done and t < seconds:
        roll.update(FRAME)
        t += FRAME
    return t


def opaque_pixels(surface: pygame.Surface) -> int:
    return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if surface.get_at((x, y)).a > 0)


# -- faces ----------------------------------------------------------------------------------

def test_layout_counts_and_treasure_pip_upper_right():
    for k, cells in PIP_LAYOUT.items():
        assert len(cells) == k == len(set(cells))
        assert all(0 <= c <= 2 and 0 <= r <= 2 for c, r in cells)
        if k > 1:
            assert cells[0] == (2, 0)
    assert PIP_LAYOUT[1] == ((1, 1),)


@pytest.mark.parametrize("size", [14, 24, 48, 120])
@pytest.mark.parametrize("meaning", ["skill", "melee", "violet", "followers", "necromancer", "empty"])
def test_draw_face_renders_every_face(size, meaning):
    for k in range(1, 7):
        for colorblind in (False, True):
            surface = pygame.Surface((size + 10, size + 10), pygame.SRCALPHA)
            square = draw_face(surface, (5, 5, size, size), [meaning] * k, colorblind=colorblind)
            assert square == pygame.Rect(5, 5, size, size)
            assert surface.get_at((4, 4 + size // 2)).a == 0  # nothing drawn outside
            assert surface.get_at(square.center).a > 245  # the body is opaque


def test_pip_is_drawn_in_its_colour():
    face = face_surface(96, ["melee"])
    centre = face.get_at((48, 48))
    assert all(abs(a - b) < 12 for a, b in zip(centre[:3], PIPS["melee"][0], strict=True))


def test_first_pip_is_upper_right():
    face = face_surface(96, ["followers", "empty", "empty"])
    step = round(dice.pip_geometry(96)[0])
    upper_right = face.get_at((48 + step, 48 - step))
    lower_left = face.get_at((48 - step, 48 + step))
    assert upper_right[:3] == pytest.approx(PIPS["followers"][0], abs=12)
    assert lower_left[:3] != pytest.approx(PIPS["followers"][0], abs=12)


def test_colour_blind_shapes_differ_and_empty_pips_do_not():
    for meaning in COLOURED:
        normal = face_surface(64, [meaning] * 3)
        shaped = face_surface(64, [meaning] * 3, colorblind=True)
        assert pygame.image.tobytes(normal, "RGBA") != pygame.image.tobytes(shaped, "RGBA"), meaning
    blank = ["empty"] * 4
    assert pygame.image.tobytes(face_surface(64, blank), "RGBA") == \
        pygame.image.tobytes(face_surface(64, blank, colorblind=True), "RGBA")


def test_shapes_are_distinct_from_each_other():
    """Two meanings with different shapes must not look alike once colour is taken away."""
    by_shape = {}
    for meaning in COLOURED:
        by_shape.setdefault(PIPS[meaning][1], meaning)
    greys = {shape: pygame.image.tobytes(pygame.transform.grayscale(
        face_surface(64, [m], colorblind=True, style="ivory")), "RGBA") for shape, m in by_shape.items()}
    assert len(set(greys.values())) == len(greys)


def test_plain_dice_ignore_meaning_and_colour_blindness():
    a = face_surface(40, ["melee", "skill"], style="plain")
    b = face_surface(40, ["empty", "empty"], style="plain", colorblind=True)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    assert max(face_surface(40, ["empty"], style="plain").get_at((20, 20))[:3]) < 60


def test_highlight_and_dimmed_and_cache():
    surface = pygame.Surface((100, 100), pygame.SRCALPHA)
    draw_face(surface, (30, 30, 40, 40), ["skill"], highlight=True)
    assert surface.get_at((30 - 3, 50)).a > 0  # the glow spills outside the die
    assert face_surface(40, ["skill"]) is face_surface(40, ["skill"])
    dim = face_surface(40, ["skill"], dimmed=True)
    assert dim.get_at((20, 20)).a < 255
    r, g, b, _ = dim.get_at((20, 20))
    assert max(r, g, b) - min(r, g, b) < 8  # grey


def test_bad_faces_are_refused():
    with pytest.raises(ValueError):
        face_surface(30, [])
    with pytest.raises(ValueError):
        face_surface(30, ["empty"] * 7)
    with pytest.raises(KeyError):
        face_surface(30, ["purple"])


# -- the tumble -----------------------------------------------------------------------------

TRAY = pygame.Rect(0, 0, 640, 200)


@pytest.mark.parametrize("seed", range(8))
def test_roll_settles_on_the_given_faces_in_about_point_six_seconds(seed):
    roll = DiceRoll(HAND, TRAY, speed=1.0, seed=seed, colorblind=False)
    assert not roll.done
    roll.update(FRAME)
    assert any(d.phase == "tumble" for d in roll.dice)
    used = run(roll, 2.0)
    assert roll.done
    assert used <= 0.6 + 1.5 * FRAME
    assert [d.shown for d in roll.dice] == HAND == roll.faces
    assert [d.rect() for d in roll.dice] == roll.die_rects()
    assert all(d.angle == 0 for d in roll.dice)


@pytest.mark.parametrize("seed", range(4))
def test_dice_stay_inside_the_walls_and_show_other_faces_while_tumbling(seed):
    walls = TRAY.inflate(0, 40)
    roll = DiceRoll(HAND, TRAY, speed=1.0, seed=seed, colorblind=False, walls=walls)
    shown = set()
    while not roll.done:
        roll.update(FRAME)
        for d in roll.dice:
            shown.add(len(d.shown))
            if d.phase in ("tumble", "settle"):
                reach = d.extent()
                assert walls.left - 0.5 <= d.pos.x - reach and d.pos.x + reach <= walls.right + 0.5
                assert walls.top - 0.5 <= d.pos.y - reach and d.pos.y + reach <= walls.bottom + 0.5
    assert len(shown) > 3


def test_speed_multiplies_time():
    fast = DiceRoll(HAND, TRAY, speed=2.0, seed=1, colorblind=False)
    assert run(fast, 2.0) <= 0.3 + 1.5 * FRAME
    slow = DiceRoll(HAND, TRAY, speed=0.5, seed=1, colorblind=False)
    assert run(slow, 2.0) > 0.9


@pytest.mark.parametrize("speed", [0, float("inf"), -1, math.nan])
def test_instant_speed_is_settled_at_once(speed):
    roll = DiceRoll(HAND, TRAY, speed=speed, seed=0, colorblind=True)
    assert roll.done
    assert [d.shown for d in roll.dice] == HAND
    roll.set_faces(0, ["melee"])
    assert roll.done and roll.dice[0].shown == ["melee"]


def test_the_same_seed_throws_the_same_way():
    a, b = (DiceRoll(HAND, TRAY, 1.0, 7, False) for _ in range(2))
    for _ in range(10):
        a.update(FRAME)
        b.update(FRAME)
    assert [(d.pos, d.angle, d.shown) for d in a.dice] == [(d.pos, d.angle, d.shown) for d in b.dice]


def test_a_long_frame_does_not_break_the_roll():
    roll = DiceRoll(HAND, TRAY, 1.0, 2, False)
    roll.update(5.0)
    assert roll.done and [d.shown for d in roll.dice] == HAND


def test_hit_test_finds_dice():
    roll = DiceRoll(HAND, TRAY, 1.0, 4, False)
    run(roll, 2.0)
    rects = roll.die_rects()
    assert len(rects) == len(HAND)
    assert all(TRAY.contains(r) for r in rects)
    assert all(a.right < b.left for a, b in zip(rects, rects[1:], strict=False))  # a neat row, in order
    assert len({r.centery for r in rects}) == 1
    for i, r in enumerate(rects):
        assert roll.hit_test(r.center) == i
    assert roll.hit_test((rects[0].left - 3, rects[0].centery)) is None
    assert roll.hit_test((TRAY.right + 10, 0)) is None


def test_reroll_tumbles_only_that_die():
    roll = DiceRoll(HAND, TRAY, 1.0, 5, False)
    run(roll, 2.0)
    still = [(d.rect(), d.angle, d.shown) for d in roll.dice]
    roll.set_faces(2, ["green", "green", "empty"])
    assert not roll.done
    moved = False
    t = 0.0
    while not roll.done:
        roll.update(FRAME)
        t += FRAME
        for i, d in enumerate(roll.dice):
            if i != 2:
                assert (d.rect(), d.angle, d.shown) == still[i]
            elif d.rect() != still[2][0] or d.angle:
                moved = True
    assert moved
    assert t <= 0.35
    assert roll.dice[2].shown == ["green", "green", "empty"]
    assert roll.die_rects()[2] == still[2][0]


def test_changing_a_face_mid_tumble_settles_on_the_new_face():
    roll = DiceRoll(HAND, TRAY, 1.0, 6, False)
    roll.update(0.1)
    roll.set_faces(0, ["necromancer"])
    run(roll, 2.0)
    assert roll.dice[0].shown == ["necromancer"]


def test_relayout_moves_a_settled_row():
    roll = DiceRoll(HAND, TRAY, 0, 0, False)
    roll.relayout(TRAY.move(100, 50))
    assert all(TRAY.move(100, 50).contains(r) for r in roll.die_rects())
    assert [d.rect() for d in roll.dice] == roll.die_rects()


# -- the tray -------------------------------------------------------------------------------

def click(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def test_tray_picks_enabled_settled_dice_only():
    tray = DiceTray((20, 20, 600, 220), caption="Your Hand", speed=1.0)
    tray.roll(HAND[:4], seed=1, labels=["Skill", "Melee", None, "Followers"])
    centre = tray.dice_roll.die_rects()[1].center
    assert tray.handle_event(click(centre)) is None  # still tumbling: input waits
    run(tray.dice_roll, 2.0)
    assert tray.handle_event(click(centre)) == 1
    tray.disabled = {1}
    assert tray.handle_event(click(centre)) is None
    tray.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=tray.dice_roll.die_rects()[0].center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    assert tray.hover == 0
    felt = tray.felt_rect()
    assert tray.rect.contains(felt)
    assert all(felt.contains(r) for r in tray.dice_roll.die_rects())
    surface = pygame.Surface((640, 260))
    tray.selected = 3
    tray.draw(surface)


def test_labels_under_a_row_of_dice_never_run_into_each_other():
    """Zombie Slayer's four spawn dice read "1 violet + 1 green" under a 670 px tray: the labels
    ran together ("1 violet + ...1 green + ...") because each could take 1.35 dice of width
    whatever the gap to its neighbour (seen in a real window)."""
    from tests.scenes.screen_text import WrittenText

    screen = pygame.display.set_mode((900, 300))
    labels = ["1 violet", "1 violet", "1 violet + 1 green", "1 green + 1 blue"]
    tray = DiceTray((20, 20, 670, 218), caption="Spawn dice - one per new card", speed=1.0)
    tray.roll(HAND[:4], seed=3, labels=labels)
    run(tray.dice_roll, 3.0)
    with WrittenText() as written:
        tray.draw(screen)
    shown = [(words, rect) for words, rect in written.lines if words != tray.caption]
    assert [words for words, _ in shown] == labels, "each label whole"
    boxes = sorted(rect for _, rect in shown)
    assert all(a.right + 4 <= b.left for a, b in zip(boxes, boxes[1:])), boxes
    assert all(tray.felt_rect().contains(box) for box in boxes)
    pygame.display.set_mode((1, 1))


# -- the screenshot --------------------------------------------------------------------------

def render_sheet() -> pygame.Surface:
    """Trays mid-tumble and settled, normal and colour-blind, and faces from 14 to 96 px."""
    sheet = pygame.Surface((1280, 900))
    sheet.fill((34, 28, 24))
    trays = [
        (False, 0.17, "Your Hand"), (False, None, "Your Hand"),
        (True, 0.17, "Your Hand (colour-blind)"), (True, None, "Violet zombie defends"),
    ]
    for n, (colorblind, t, caption) in enumerate(trays):
        tray = DiceTray((20 + (n % 2) * 630, 20 + (n // 2) * 250, 610, 230), caption=caption,
                        colorblind=colorblind)
        tray.roll(HAND, seed=11, labels=["Skill", "Melee", "Violet", "Town", "Zombies", "Upgrade"])
        if t is None:
            run(tray.dice_roll, 2.0)
            tray.selected, tray.disabled = 2, {4}
        else:
            for _ in range(round(t / FRAME)):
                tray.update(FRAME)
        tray.draw(sheet)
    y = 520
    for colorblind in (False, True):  # every face of the hand at each size
        x = 20
        for size in (14, 20, 28, 40, 64):
            for face in HAND:
                draw_face(sheet, (x, y + 64 - size, size, size), face, colorblind=colorblind)
                x += size + 6
            x += 10
        y += 84
    x = 20
    for k, face in enumerate(HAND):  # the three styles; one selected
        for style in ("ivory", "dark", "plain"):
            draw_face(sheet, (x, 700, 48, 48), face, style=style, highlight=(style == "dark" and k == 2))
            x += 56
        x += 22
    x = 20
    for meaning in COLOURED:  # every shape, large
        draw_face(sheet, (x, 780, 84, 84), [meaning] * 5, colorblind=True)
        x += 96
    return sheet


def test_screenshot():
    OUTPUT.mkdir(exist_ok=True)
    pygame.image.save(render_sheet(), str(OUTPUT / "dice_tray.png"))
    assert (OUTPUT / "dice_tray.png").stat().st_size > 10_000


def test_a_die_sliding_home_at_the_very_end_of_its_slide_never_crashes():
    """A lesson's first click crashed once ("Argument 2 must be in range [0, 1]", from the
    slide's lerp): on a slow first frame the clock landed where 3u^2 - 2u^3 rounds just above 1."""
    from pygame.math import Vector2

    u = 0.999999997041453  # 3u^2 - 2u^3 == 1.0000000000000004 in floating point
    assert 3 * u * u - 2 * u * u * u > 1
    die = dice.DieSprite(["melee"], 40, Vector2(100, 100))
    die.throw(Vector2(10, 10), Vector2(), 0.0, 0.0, (0.0, 0.5, 0.25, 1.0), 0.0, 0.0)
    die.slide_from = Vector2(10, 10)
    die.t = 0.75 + u  # tumble 0.5 + settle 0.25, then u of the slide
    die._slide()
    assert die.pos.distance_to(Vector2(100, 100)) < 1e-3

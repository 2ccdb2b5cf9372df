"""Every word Auganism's table draws can be read at 1024x640 and up: none under 12 px.

Players found the names on the hand cards about 10 px and the piles' cards about 8 px at
1024x640. The cards are now laid out from their size (scenes/auganism/card_plan.py). The first
tests draw every monster and hero at every size the table's layouts give a card - the Summon
Zone, the hand, the EVP and Augment Zones, the piles, the side preview, the log's picture -
from 1024x640 to 1920x1080, in a duel and a tag battle, in English and in Italian (longer),
recording every line of text written onto the card: none is smaller than 12 px, none leaves
the card, no two overlap. The last plays a game through the table at 1024x640 - a person's
every click and a pointer resting on every card - and records every word drawn anywhere.
"""
from __future__ import annotations

import pygame
import pytest

from engine import api
from scenes.auganism.layout import Layout

from .card_words import (
    Recorded,
    hovered_game,
    problems,
)

WINDOWS = [(1024, 640), (1280, 800), (1920, 1080)]


def _table_sizes() -> dict[str, set[tuple[int, int]]]:
    """The sizes the table draws each kind of card at, from its layouts at every window size."""
    from scenes.auganism import fan

    sizes: dict[str, set[tuple[int, int]]] = {"summoned": set(), "card": set(), "pile": set(), "hero": set()}
    for window in WINDOWS:
        for duels in (1, 2):
            lay = Layout(window, duels)
            row = lay.rows[0][1]
            sizes["summoned"].add(row.summon.size)
            sizes["card"] |= {row.zone_card, fan.spread(1, lay.hand)[0].size, lay.preview_card().size}
            sizes["pile"].add(row.grave.size)
            sizes["hero"] |= {row.hero.size, lay.preview_card().size}
    sizes["card"].add((210, 300))  # a monster named in the log pane, under the pointer
    return sizes


def test_every_monster_card_keeps_every_word_readable_and_apart(language):
    from scenes.auganism import cards

    sizes = _table_sizes()
    found, written = [], 0
    for card, m in api.catalog("auganism").monsters.items():
        for size in sizes["card"] | sizes["pile"]:
            found += [f"{card} at {size}: {p}" for p in _drawn(cards.draw_monster, size, card)]
        for size in sizes["summoned"]:
            for stage in range(len(m.stages)):
                lines = _drawn(cards.draw_monster, size, card, stage=stage, health=1, boosts=(2, 3))
                found += [f"{card} summoned at stage {stage + 1}, {size}: {p}" for p in lines]
        written += 1
    assert written and not found, "\n".join(found[:30])


def _drawn(draw, size: tuple[int, int], *args, **kwargs) -> list[str]:
    """What is wrong with the words of one card drawn at `size` (drawn at the origin: the card's
    own picture and what is drawn over it share its coordinates)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    with Recorded() as recorded:
        draw(surface, surface.get_rect(), *args, **kwargs)
    assert recorded.lines or size[1] < 120, f"no words recorded on a card of {size}"  # (a cached picture)
    return problems(recorded.lines, size)


def test_every_hero_card_keeps_every_word_readable_and_apart(language):
    from scenes.auganism import cards

    found = []
    for hero in api.catalog("auganism").heroes:
        for size in _table_sizes()["hero"]:
            for wait in (0, 2):
                found += [f"{hero} at {size}: {p}" for p in _drawn(cards.draw_hero, size, hero, wait)]
    assert not found, "\n".join(found[:30])


def test_a_pile_shows_no_words_but_its_count():
    """A graveyard at 1024x640 is 25 px wide: its top card was drawn whole, its name 8 px high.
    Now a pile is its top card's portrait, or a card back, with the count at a readable size."""
    from scenes.auganism import cards

    card = next(iter(api.catalog("auganism").monsters))
    for size in _table_sizes()["pile"]:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        with Recorded() as recorded:
            cards.draw_graveyard(surface, surface.get_rect(), [card] * 12)
            cards.draw_graveyard(surface, surface.get_rect(), [])
            cards.draw_back(surface, surface.get_rect(), 27)
        assert [words for words, *_ in recorded.lines] == ["12", "0", "27"], size
        assert not recorded.too_small(), (size, recorded.too_small())


def test_the_side_preview_says_every_effect_whole():
    """The card under the pointer, shown large in the right column, is where a player reads what
    a card does: from 1024x640 up, in a duel and in a tag battle (whose four seats leave the
    preview least room), every effect's words are there whole."""
    from scenes import i18n
    from scenes.auganism import card_plan, words

    try:
        for language in ("en", "it"):
            i18n.set_language(language)
            card_plan.plan.cache_clear()
            for window in WINDOWS:
                for duels in (1, 2):
                    size = Layout(window, duels).preview_card().size
                    for card, m in api.catalog("auganism").monsters.items():
                        said = " ".join(line.text for line in card_plan.plan(card, size).effects)
                        whole = " ".join(words.say(words.rules.effect_line(e)) for e in m.effects)
                        assert said.split() == whole.split(), (language, window, duels, card)
    finally:
        i18n.set_language("en")
        card_plan.plan.cache_clear()


@pytest.mark.parametrize("language, size", [("en", (1024, 640)), ("it", (1024, 640)), ("en", (1280, 800))],
                         ids=["1024x640", "1024x640-it", "1280x800"])
def test_a_game_played_through_the_table_draws_no_word_under_12_px(language, size):
    """A person plays a duel against the computer by clicking, resting the pointer on every card
    of the table at each decision (the tooltip and the side preview open); every word drawn on
    the window and on every card's picture is 12 px or more. A picture of the table is kept."""
    seats = ["human", "ai:easy"]
    match = next(m for m in (api.new_match("auganism", seed, seats) for seed in range(1, 40)) if m.to_move() == 0)
    small, seen = hovered_game(match, size, language, f"auganism_words_{size[0]}x{size[1]}_{language}.png",
                               limit=400, move=_a_move,
                               pictured=lambda scene, decisions: decisions >= 4 and not scene.moments.showing)
    assert match.result() is not None and seen, "the game was played to its end"
    assert not small, "\n".join(sorted(small))


def _a_move(match) -> str:
    """The person's move: a card from the hand when one may be played, else the way on."""
    legal = match.legal_actions()
    return legal[len(match.log) % len(legal)]


def test_a_summoned_monsters_name_is_whole_at_1024x640_on_two_lines_if_need_be(language):
    """Seen in a real window at 1024x640: the battle's cards read "Mossback..." and, in Italian,
    "Cuor di Qu...", "Bruto di C...". A name too long for one line takes a second one from the
    portrait (a stage before the current one leaving the ladder, if need be)."""
    from scenes.auganism import card_plan, words

    size = Layout((1024, 640), 2).rows[0][1].summon.size
    cut, two = [], 0
    for card, m in api.catalog("auganism").monsters.items():
        for stage in range(len(m.stages)):
            plan = card_plan.plan(card, size, stage)
            text = " ".join(line.text for line in plan.name)
            two += len(plan.name) == 2
            if text != words.card_name(card):
                cut.append(f"{card} at stage {stage + 1}: {text!r}")
    assert two, "no name needed two lines: the test no longer looks at what it was written for"
    assert not cut, "\n".join(cut)

"""Every word on a Zvery card is readable at the sizes the table draws them, and clear of the others.

Cards are drawn from 1024x640 up, a four-a-side final battle included, so a creature card is
laid out from its size (card_plan.py). Each test draws real cards - every creature, with an
ability and mutations beneath it, with battle marks on it - recording every line of text
written onto the card, and checks that none is smaller than 11 px, none leaves the card and no
two overlap.
"""
from __future__ import annotations

import pygame
import pytest

from engine.games.zvery.content import content
from scenes.widgets import art
from scenes.zvery import words

SMALLEST = 12  # the floor at 100%
#: Card sizes the table uses from 1024x640 (a four-a-side final battle, a battle, the rows
#: between battles, a roster card beside its seat) up to the big preview.
SIZES = [(66, 92), (76, 106), (90, 126), (100, 139), (111, 154), (150, 208), (216, 300)]


class Recorded:
    """Every (words, font size, rect) `art.text` writes while the context is open."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, int, pygame.Rect]] = []
        self.missing: list[str] = []  # words with a letter their font has no glyph for

    def __enter__(self):
        self._original = original = art.text
        sizes = {font: key[1] for key, font in art._fonts.items()}

        def text(surface, words, font, colour, **anchor):
            rect = original(surface, words, font, colour, **anchor)
            size = sizes.get(font) or next((k[1] for k, f in art._fonts.items() if f is font), 0)
            self.lines.append((words, size, pygame.Rect(rect)))
            if any(_missing(font, ch) for ch in set(words) if not ch.isspace()):
                self.missing.append(words)
            return rect

        art.text = text
        return self

    def __exit__(self, *exc):
        art.text = self._original


def _missing(font, letter: str) -> bool:
    """Does `font` draw `letter` as its box for letters it lacks (that of a private-use letter)?"""
    def picture(ch):
        image = font.render(ch, True, (0, 0, 0))
        return image.get_size(), pygame.image.tobytes(image, "RGBA")

    return picture(letter) == picture("\ue000")


def _ink(rect: pygame.Rect) -> pygame.Rect:
    return rect.inflate(-2, -rect.h // 3)


def _problems(lines, size) -> list[str]:
    card = pygame.Rect((0, 0), size)
    found = [f"{w!r} is {s} px" for w, s, _ in lines if s < SMALLEST]
    found += [f"{w!r} leaves the card at {tuple(r)}" for w, _, r in lines if not card.contains(_ink(r))]
    for i, (a, _, ra) in enumerate(lines):
        for b, _, rb in lines[i + 1:]:
            if _ink(ra).colliderect(_ink(rb)):
                found.append(f"{a!r} overlaps {b!r}")
    return found


def _creatures():
    c = content()
    mutations = list(c.mutations)
    for i, creature in enumerate(c.creatures.values()):
        ability = max((a.id for a in c.abilities.values() if a.type == creature.type),
                      key=lambda a: len(words.term("ability", a)))  # the longest name of its type, in this language
        yield creature.id, (ability,), tuple(mutations[i % len(mutations):][:i % 4])


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", SIZES)
def test_creature_cards_keep_every_word_readable_and_apart(size, language):
    """(In Italian too: "Brillamento Solare" ran off a roster card at 1024x640 once 12 px was the floor.)"""
    from scenes import i18n
    from scenes.zvery import cards

    i18n.set_language(language)
    try:
        _check_creature_cards(cards, size)
    finally:
        i18n.set_language("en")


def _check_creature_cards(cards, size) -> None:
    found = []
    for card, abilities, mutations in _creatures():
        surface = pygame.Surface(size, pygame.SRCALPHA)
        face = cards.CardFace(card, abilities, mutations, health=7, top=12, strength=1, fortitude=2,
                              note="-5: 12 \u2192 7")
        with Recorded() as rec:
            cards._body.cache_clear() if hasattr(cards._body, "cache_clear") else None
            cards.draw_card(surface, surface.get_rect(), face)
        found += [f"{card} {mutations}: {p}" for p in _problems(rec.lines, size)]
        found += [f"{card}: {words!r} has a letter its font cannot draw" for words in rec.missing]
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("size", SIZES)
def test_mutation_cards_keep_every_word_readable_and_apart(size):
    from scenes.zvery import cards

    found = []
    for mutation in content().mutations:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        with Recorded() as rec:
            cards._mutation_body.cache_clear() if hasattr(cards._mutation_body, "cache_clear") else None
            cards.draw_mutation(surface, surface.get_rect(), mutation)
        found += [f"{mutation}: {p}" for p in _problems(rec.lines, size)]
    assert not found, "\n".join(found[:30])


def test_a_long_name_never_runs_into_the_level_stars():
    """Level 3's long names (Diamond Colossus) beside three stars on a small card: the stars move
    to the portrait's corner rather than under the name."""
    from scenes.zvery import card_plan

    for creature in content().creatures.values():
        for size in SIZES:
            plan = card_plan.plan(creature.id, (), (), size)
            name = plan.name.rect
            for x, y in plan.stars:
                star = pygame.Rect(x - plan.star_r, y - plan.star_r, 2 * plan.star_r, 2 * plan.star_r)
                assert not star.colliderect(name), (creature.name, size)


def test_a_decks_name_is_written_under_its_stack_not_on_it():
    """In a real window "level 1" and "mutations" were written over the dark edges of their own
    decks' stacks, and could not be read."""
    from scenes.zvery import cards

    surface = pygame.Surface((200, 120))
    deck = pygame.Rect(10, 6, 32, 46)
    for count in (0, 3, 10, 18, 30):
        with Recorded() as recorded:
            cards.draw_back(surface, deck, "card_back", count, "level 1")
        label = next(rect for words, _, rect in recorded.lines if words == "level 1")
        stack_bottom = deck.bottom + 2 * min(4, count // 4)
        assert label.top >= stack_bottom, (count, label, stack_bottom)

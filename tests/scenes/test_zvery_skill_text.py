"""A skill tile's effect is set in type once per words and size, not at every frame.

A Zvery battle draws the fighter's skill tiles 60 times a second; wrapping each effect's words
and trying each type size again every frame was most of its frame time (issue 27)."""
from __future__ import annotations

import pygame

from engine import api
from scenes import i18n
from scenes.zvery import skills, words


def _a_skill_with_a_keyword() -> str:
    """The key of an ability's skill whose effect names a keyword (it is underlined and hoverable)."""
    for ability in api.catalog("zvery").abilities:
        key = f"{ability}/0"
        if words.keywords_in(words.skill_text(words.skill_of(key))):
            return key
    raise AssertionError("no ability's first skill names a keyword")


def _tile(key: str, rect: pygame.Rect) -> skills.Tile:
    return skills.Tile(rect, 0, 0, key, words.skill_of(key), words.holder_of(key).type, "ready")


def _draw(key: str, rect: pygame.Rect) -> tuple[bytes, list]:
    surface = pygame.Surface((400, 300))
    tile = _tile(key, rect)
    skills.draw_tile(surface, tile)
    return pygame.image.tobytes(surface, "RGB"), [(pygame.Rect(r), k) for r, k in tile.keywords]


def test_a_tile_sets_its_effect_once_and_draws_the_same_every_time(app, monkeypatch):
    key = _a_skill_with_a_keyword()
    wrapped = []
    original = skills._wrapped
    monkeypatch.setattr(skills, "_wrapped", lambda *a: wrapped.append(a) or original(*a))
    skills._setting.cache_clear()
    first = _draw(key, pygame.Rect(20, 20, 180, 120))
    tried = len(wrapped)
    assert tried, "the effect was never set"
    for _ in range(3):
        assert _draw(key, pygame.Rect(20, 20, 180, 120)) == first
    assert len(wrapped) == tried, "the words were wrapped again for the same tile"
    moved_image, moved_keys = _draw(key, pygame.Rect(60, 40, 180, 120))  # moved, same size: set once still
    assert len(wrapped) == tried
    assert [r.move(-40, -20) for r, _ in moved_keys] == [r for r, _ in first[1]]
    _draw(key, pygame.Rect(20, 20, 120, 100))  # another size is set anew
    assert len(wrapped) > tried


def test_the_same_words_are_set_again_in_another_language(app):
    """Which words are keywords is the language's ("danni" is Italian for damage): the same
    text in the same tile is underlined by the language it is read in, not the one it was
    first set in."""
    surface = pygame.Surface((300, 200))
    area = pygame.Rect(10, 10, 180, 80)
    assert [k for _, k in skills._effect_text(surface, "4 danni", area)] == []
    i18n.set_language("it")
    try:
        assert [k for _, k in skills._effect_text(surface, "4 danni", area)] == ["damage"]
    finally:
        i18n.set_language("en")

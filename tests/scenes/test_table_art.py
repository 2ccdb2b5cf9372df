"""A table's pictures leave with it: every cache made with images.table_art is emptied when the
table closes, and the next table loads (and preloads) what it draws again."""
from __future__ import annotations

import pygame

from engine import api
from scenes.widgets import images

from .driver import sit_down


def cached() -> int:
    return sum(cache.cache_info().currsize for cache in images._table_caches)


def test_table_art_caches_until_released():
    calls = []

    @images.table_art(maxsize=4)
    def picture(size: int) -> pygame.Surface:
        calls.append(size)
        return pygame.Surface((size, size))

    try:
        first = picture(8)
        assert picture(8) is first and calls == [8]
        images.release()
        assert picture.cache_info().currsize == 0
        assert picture(8) is not first and calls == [8, 8]
    finally:
        images._table_caches.remove(picture)


def test_closing_a_table_releases_its_pictures_and_the_next_one_loads_them_again(app):
    sit_down(app, api.new_match("everzone", 3, ["ai:easy", "ai:easy"]), ["ai:easy", "ai:easy"])
    for _ in range(30):
        app.frame(1 / 60)
    assert images.load.cache_info().currsize > 100  # the preload, and what was drawn
    app.go_home()
    assert cached() == 0
    sit_down(app, api.new_match("everzone", 4, ["ai:easy", "ai:easy"]), ["ai:easy", "ai:easy"])
    assert images.load.cache_info().currsize > 100  # preloaded again as the table opened
    for _ in range(30):
        app.frame(1 / 60)
    assert cached() > images.load.cache_info().currsize  # cards composed and scaled again


def test_a_fitted_serif_draws_an_arrow_even_where_the_bold_face_has_none():
    """EverZone's army strip wrote "0→2" in bold EB Garamond, which has no arrow: players saw
    "0▯2" while pointing at a card. A fitted serif now falls back to the regular face."""
    from scenes.widgets import art

    pygame.font.init()
    assert not art.has_glyphs(art.serif(18, "bold"), "0\u21922")  # why the fallback is there
    assert art.has_glyphs(art.serif(18, "bold"), "Tarvis Marine 2/5")
    font = art.fitting_serif("0\u21922", 60, 18, "bold", smallest=11)
    assert art.has_glyphs(font, "0\u21922")
    assert art.fitting_serif("Tarvis", 200, 18, "bold") is art.serif(18, "bold")


def test_a_fitted_serif_is_chosen_once_for_the_same_words_and_room(monkeypatch):
    """The tables fit their names and captions at every frame: the words are measured the first
    time only, and the choice is the one measuring makes (the size, and the face that has the
    letters)."""
    from scenes.widgets import art

    pygame.font.init()
    measured = []
    original = art._fitting_size
    monkeypatch.setattr(art, "_fitting_size", lambda *a: measured.append(a) or original(*a))
    art._FITTING.clear()
    words = "Thornback Brute of the Marsh"
    first = art.fitting_serif(words, 150, 20, smallest=11)
    assert art.serif(first.point_size + 1, "bold").size(words)[0] > 150 >= first.size(words)[0]
    assert [art.fitting_serif(words, 150, 20, smallest=11) for _ in range(3)] == [first] * 3
    assert art.fitting_size(words, 150, 20, smallest=11) == first.point_size
    assert len(measured) == 1
    assert art.fitting_serif(words, 90, 20, smallest=11).point_size < first.point_size  # less room: measured anew
    assert len(measured) == 2
    assert art.has_glyphs(art.fitting_serif("0\u21922", 60, 18, "bold", smallest=11), "0\u21922")


def _word_by_word(words: str, font, width: int) -> list[str]:
    """The greedy wrap as written before: each word tried on the line so far."""
    lines, line = [], ""
    for word in words.split():
        candidate = f"{line} {word}".strip()
        if line and font.size(candidate)[0] > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    return lines + [line] if line else lines


def _texts() -> list[str]:
    from scenes import i18n
    from scenes.zvery import words

    catalog = api.catalog("zvery")
    texts = []
    for language in ("en", "it"):
        i18n.set_language(language)
        try:
            texts += [words.lore(c) for c in catalog.creatures] + [words.card_name(c) for c in catalog.abilities]
            texts += [words.skill_text(words.skill_of(f"{a}/0")) for a in catalog.abilities]
        finally:
            i18n.set_language("en")
    return [t for t in texts if t] + ["", "   ", "Supercalifragilisticexpialidocious is a word too long for a card"]


def test_a_wrap_ends_its_lines_where_the_word_by_word_wrap_does_and_is_kept(monkeypatch):
    """Wrapping finds each line's end by halving, and keeps what it found: the lines are the
    word-by-word wrap's, in every face the tables wrap in, at widths from a word's to a card's."""
    from scenes.widgets import art

    pygame.font.init()
    texts = _texts()
    assert len(texts) > 100
    for font in (art.serif(12, "italic"), art.serif(15), art.serif(18, "bold")):
        for width in (30, 90, 150, 240, 420):
            for text in texts:
                assert art.wrap(text, font, width) == _word_by_word(text, font, width), (text, width)
    font, text = art.serif(13), max(texts, key=len)
    art._WRAPPED.clear()
    measured = []

    class Counting:
        def size(self, words):
            measured.append(words)
            return font.size(words)

    counting = Counting()
    first = art.wrap(text, counting, 200)
    assert first == _word_by_word(text, font, 200) and len(first) > 2
    halving = len(measured)
    assert halving < len(text.split()) - 1  # the word-by-word wrap measured every word but the first
    again = art.wrap(text, counting, 200)
    again.append("a caller's own line")
    assert art.wrap(text, counting, 200) == first and len(measured) == halving  # kept, and as it was


def test_a_kept_memo_makes_each_thing_once_and_starts_afresh_when_full():
    from scenes.widgets import art

    kept, made = art.Kept(3), []
    for key in ["a", "b", "a", "c", "a"]:
        assert kept.made((key,), lambda k=key: made.append(k) or k.upper()) == key.upper()
    assert made == ["a", "b", "c"], "each made once while it is kept"
    kept.made(("d",), lambda: "D")
    assert list(kept) == [("d",)], "full, it started afresh: a long game's memos stay a few MB"


def test_a_half_finished_asset_folder_draws_stand_ins_of_the_size_and_colour_asked(monkeypatch):
    """A picture file that is not there is drawn as a plain stand-in (widgets/stand_ins.py) of
    the size the table asked for, in the thing's colour (within what scaling smooths), in every
    game that draws cards."""
    from scenes.auganism import pictures as auganism
    from scenes.everzone import pictures as everzone
    from scenes.zvery import pictures as zvery

    pygame.init()
    monkeypatch.setattr(images, "load", lambda relative: None)
    images.release()
    try:
        # each picture, the size it must come in, and a point of it in the thing's colour (a
        # tile's edge, a token's ring inside its rim, a back's middle)
        drawn = [
            (auganism.portrait("nobody", "blaze", (60, 84)), (60, 84), (30, 2), auganism.family_colour("blaze")),
            (auganism.emblem("blaze", 24), (24, 24), (12, 6), auganism.family_colour("blaze")),
            (auganism.card_back((80, 112)), (80, 112), (40, 56), (70, 44, 90)),
            (zvery.portrait("nobody", "radioactive", 70), (70, 70), (35, 2), zvery.type_colour("radioactive")),
            (zvery.emblem("radioactive", 20), (20, 20), (10, 5), zvery.type_colour("radioactive")),
            (everzone.unit("nobody", "numan", (50, 70)), (50, 70), (25, 2), everzone.race_colour("numan")),
            (everzone.race_token("numan", 30), (30, 30), (15, 8), everzone.race_colour("numan")),
        ]
        for surface, size, point, colour in drawn:
            assert surface.get_size() == size
            seen = tuple(surface.get_at(point))[:3]
            assert all(abs(a - b) <= 6 for a, b in zip(seen, colour, strict=True)), (size, seen, colour)
    finally:
        images.release()

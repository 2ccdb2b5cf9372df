"""Zombie Slayer's content files refuse a repeated id (the second used to replace the first
silently), a renamed item the rules play by its id (it gave `KeyError: 'torch'` at play) and a
renamed ready-made slayer (it gave "unknown slayer 'ludwig'", naming no file, at every new game)."""
from __future__ import annotations

import pytest

from engine.core.content import DATA
from engine.core.errors import ContentError
from engine.games.zombie_slayer.content import load_content
from tests.content_edits import broken, names_the_nearest

ROOT = DATA / "zombie_slayer"


@pytest.mark.parametrize("file, old, new, words", [
    ("skills.toml", 'id = "assault"', 'id = "aimed"', "repeats the id 'aimed'"),
    ("items.toml", 'id = "dung"', 'id = "torch"', "repeats the id 'torch'"),
    ("counters.toml", 'id = "archibald"', 'id = "bron"', "repeats the id 'bron'"),
    ("items.toml", 'id = "torch"', 'id = "lantern"', "items.toml: the items are torch, dung"),
    ("counters.toml", 'id = "ludwig"', 'id = "lugwid"', "ready-made slayer 'ludwig' is missing"),
])
def test_a_repeated_or_renamed_id_is_refused_naming_file_and_entry(tmp_path, file, old, new, words):
    message = broken(tmp_path, ROOT, load_content, file, old, new)
    assert words in message and message.startswith(file), message


def test_an_id_that_is_not_lower_snake_case_is_refused(tmp_path):
    """Ids were not checked in six files (Zombie Slayer's counters, treasure, skills, items;
    Zvery's and Creature Adventures' creatures)."""
    message = broken(tmp_path, ROOT, load_content, "skills.toml", 'id = "aimed"', 'id = "Aimed Shot"')
    assert "must be lower_snake_case" in message and message.startswith("skills.toml")


@pytest.mark.parametrize("file, old, new, field, near", [
    ("items.toml", "slots = ", "slot = ", "slot", "slots"),
    ("skills.toml", 'id = "aimed"', 'id = "aimed"\nwhenn = "never"', "whenn", "when"),  # (its words are the catalog's)
    ("tiles.toml", "kind = ", "knd = ", "knd", "kind"),
    ("counters.toml", "toughness = ", "tougness = ", "tougness", "toughness"),
    ("treasure.toml", "results = ", "result = ", "result", "results"),
])
def test_a_misspelt_field_is_refused_naming_the_nearest_known_one(tmp_path, file, old, new, field, near):
    """Unknown fields were ignored, so a misspelt one silently did nothing."""
    message = broken(tmp_path, ROOT, load_content, file, old, new)
    assert names_the_nearest(message, file, field, near), message


@pytest.mark.parametrize("file, old, new, field", [
    ("items.toml", "slots = ", "slots = -", "slots"),
    ("counters.toml", "toughness = 1", "toughness = 9223372036854775807", "toughness"),
])
def test_numbers_out_of_range_are_refused(tmp_path, file, old, new, field):
    """Numbers were not range-checked (slots -5, a toughness of 2^63-1)."""
    message = broken(tmp_path, ROOT, load_content, file, old, new)
    assert message.startswith(file) and f"field '{field}'" in message, message


def test_a_second_necromancer_is_refused_where_it_was_dropped(tmp_path):
    """Only the first [[necromancer]] was read: a second, with other numbers, was dropped silently."""
    message = broken(tmp_path, ROOT, load_content, "counters.toml", "[[necromancer]]",
                     "[[necromancer]]\nlife = 9\nfaces = []\n\n[[necromancer]]")
    assert message == "counters.toml: must hold exactly one [[necromancer]], not 2", message


@pytest.mark.parametrize("file, old, new, words", [
    ("skills.toml", "[[skill]]", "[[skil]]", "[[skil]] is not a table of this file (did you mean 'skill'?"),
    ("counters.toml", "[[follower]]", "[[followers]]", "[[followers]] is not a table of this file (did you mean 'follower'?"),
    ("items.toml", "[[item]]", "[itme]", "[itme] is not a table of this file (did you mean 'item'?"),
])
def test_a_misspelt_table_header_is_refused_naming_its_line(tmp_path, file, old, new, words):
    """A misspelt header's entries were handed over as a table nobody reads, and dropped."""
    copy = tmp_path / "copy"
    message = broken(copy, ROOT, load_content, file, old, new)
    line = 1 + (ROOT / file).read_text(encoding="utf-8").split(old)[0].count("\n")
    assert message.startswith(f"{file}: {words}"), message
    with pytest.raises(ContentError, match=rf", line {line}: "):
        load_content(copy / ROOT.name)

"""The shared content reader (engine/core/content.py): a file that cannot be read names itself
(issue 13: a file that was not UTF-8 gave a raw UnicodeDecodeError naming no file), and every
refusal names the game, the file and the line; an unknown table, a text or a list too long and a
number out of its range are refused rather than dropped, clipped or carried into the game
(issue 27: a misspelt [[table]] header dropped its entries without a word, a 200,000-character
name and a health of 2^63-1 were accepted)."""
from __future__ import annotations

import os

import pytest

from engine.core.content import DATA, MANY, MOST_BYTES, WORD, Folder, shown, single_entry
from engine.core.errors import ContentError

CARDS = """# two cards
[[card]]
id = "ember"
health = 3

[[card]]
id = "frost"
name = "Frost"
health = 4
"""


def _file(tmp_path, text, tables=("card",)):
    (tmp_path / "cards.toml").write_text(text, encoding="utf-8")
    return Folder("Testgame", tmp_path).file("cards.toml", tables)


def _refusal(call) -> str:
    with pytest.raises(ContentError) as err:
        call()
    return str(err.value)


@pytest.mark.parametrize("body, words", [
    (b"\xff\xfe[[card]]\nid = 1\n", "not UTF-8"),
    (b"[[card]]\nid = 1" + b"0" * 5000 + b"\n", "a number far too long"),
    (b"x = " + b"[" * 50_000 + b"]" * 50_000 + b"\n", "nested too deep"),
    (b"[[card]]\nid = " + b"1" * (MOST_BYTES + 1) + b"\n", "larger than"),
])
def test_an_unreadable_content_file_is_a_content_error_naming_the_game_and_file(tmp_path, body, words):
    (tmp_path / "cards.toml").write_bytes(body)
    message = _refusal(lambda: Folder("Testgame", tmp_path).file("cards.toml", ("card", "x")))
    assert message.startswith(f"Testgame: {tmp_path / 'cards.toml'}:") and words in message, message


def test_a_missing_file_or_one_that_is_not_a_regular_file_is_refused_unread(tmp_path):
    """A pipe in a content file's place would make the reader wait for ever."""
    assert "is missing" in _refusal(lambda: Folder("Testgame", tmp_path).file("cards.toml", ("card",)))
    os.mkfifo(tmp_path / "cards.toml")
    assert "not a regular file" in _refusal(lambda: Folder("Testgame", tmp_path).file("cards.toml", ("card",)))


def test_a_byte_order_mark_is_read_past(tmp_path):
    (tmp_path / "cards.toml").write_text("\ufeff" + CARDS, encoding="utf-8")
    file = Folder("Testgame", tmp_path).file("cards.toml", ("card",))
    assert [e.id() for e in file.entries("card")] == ["ember", "frost"]


def test_a_shipped_file_is_named_as_the_player_finds_it():
    assert shown(DATA / "zvery" / "creatures.toml") == f"{DATA.name}/zvery/creatures.toml"


@pytest.mark.parametrize("header, line", [
    ("[[crad]]", 11), ("[cards]", 11), ("[crad.extra]", 11), ("[[ card ]]\n[[tabel]]", 12),
])
def test_an_unknown_table_is_refused_naming_its_line_and_the_nearest_known(tmp_path, header, line):
    """tomllib hands an unknown table over as data nobody reads: its entries were dropped silently."""
    written = header.split("\n")[-1]
    message = _refusal(lambda: _file(tmp_path, CARDS + "\n" + header + '\nid = "lost"\n'))
    assert message.startswith(f"Testgame: {tmp_path / 'cards.toml'}, line {line}: {written} is not a table"), message
    if "tabel" not in header:
        assert "did you mean 'card'?" in message


def test_an_unknown_top_level_field_is_refused_with_its_line(tmp_path):
    message = _refusal(lambda: _file(tmp_path, 'version = 2\n' + CARDS))
    assert ", line 1: 'version' is not a table of this file" in message, message


def test_a_header_inside_a_multi_line_string_is_no_header(tmp_path):
    text = CARDS.replace('name = "Frost"', 'name = """\n[[card]]\n"""')
    entries = _file(tmp_path, text).entries("card")
    assert [e.line for e in entries] == [2, 6]


def test_a_problem_names_the_line_of_its_field(tmp_path):
    entries = _file(tmp_path, CARDS).entries("card")
    message = _refusal(lambda: entries[1].within("health", (1, 3)))
    assert message == (f"Testgame: {tmp_path / 'cards.toml'}, line 9: [[card]] #2 'frost': field 'health' "
                       "must be 1 to 3, not 4")
    assert ", line 6: " in _refusal(lambda: entries[1].get("attack", int)), "a missing field: the entry's line"


def test_a_huge_number_is_refused_by_its_size():
    entry = single_entry("[[card]]\nhealth = 9223372036854775807\n", "card", "mine.toml", "Testgame")
    message = _refusal(lambda: entry.within("health", (1, 16)))
    assert message == "Testgame: mine.toml, line 2: [[card]] #1: field 'health' must be 1 to 16, not a number of 19 digits"


@pytest.mark.parametrize("value, most, words", [
    ('"' + "y" * 200_000 + '"', None, f"at most {WORD} characters, not 200,000"),
    ('"' + "y" * 80 + '"', 100, None),
    ("[" + "1, " * (MANY + 1) + "]", None, f"at most {MANY} items, not {MANY + 1}"),
])
def test_a_text_or_list_longer_than_its_field_allows_is_refused_never_cut(value, most, words):
    entry = single_entry(f"[[card]]\nname = {value}\n", "card", "mine.toml", "Testgame")
    kind = list if value.startswith("[") else str
    if words is None:
        assert len(entry.get("name", kind, most=most)) == 80
    else:
        message = _refusal(lambda: entry.get("name", kind, most=most))
        assert words in message and len(message) < 200, message


def test_a_tables_keys_are_bounded_like_words():
    """A deck's cards are a table keyed by card id: a 200,000-character key came back whole in
    the message that named it unknown."""
    entry = single_entry('[[deck]]\ncards = { "' + "k" * 200_000 + '" = 3 }\n', "deck", "mine.toml", "Testgame")
    message = _refusal(lambda: entry.get("cards", dict))
    assert "field 'cards' has a key longer than 60 characters" in message and len(message) < 200


def test_a_list_of_words_bounds_each_word():
    entry = single_entry('[[card]]\nlinks = ["a", "' + "b" * 61 + '"]\n', "card", "mine.toml", "Testgame")
    assert "must list texts of at most 60 characters" in _refusal(lambda: entry.words("links", 8))


def test_a_table_written_once_where_a_list_of_entries_is_meant_names_the_form(tmp_path):
    message = _refusal(lambda: _file(tmp_path, '[card]\nid = "ember"\n').entries("card"))
    assert ", line 1: [card] must be written [[card]]" in message, message


def test_a_file_that_must_hold_one_entry_refuses_a_second(tmp_path):
    message = _refusal(lambda: _file(tmp_path, CARDS).one("card"))
    assert ", line 6: must hold exactly one [[card]], not 2" in message, message


def test_a_saved_deck_with_a_huge_number_or_a_stray_table_is_a_content_error_naming_it():
    message = _refusal(lambda: single_entry("[[deck]]\ncount = 1" + "0" * 5000 + "\n", "deck", "mine.toml", "Testgame"))
    assert message.startswith("Testgame: mine.toml: cannot be read")
    message = _refusal(lambda: single_entry('[[deck]]\nid = "a"\n[[dekc]]\nid = "b"\n', "deck", "mine.toml", "Testgame"))
    assert message.startswith("Testgame: mine.toml, line 3: [[dekc]] is not a table"), message

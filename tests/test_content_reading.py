"""A content file that cannot be read names itself: not UTF-8, a number of thousands of digits,
nesting too deep (issue 13: a file that was not UTF-8 gave a raw UnicodeDecodeError naming no
file)."""
from __future__ import annotations

import pytest

from engine.core.content import read, single_entry
from engine.core.errors import ContentError


@pytest.mark.parametrize("body, words", [
    (b"\xff\xfe[[card]]\nid = 1\n", "not UTF-8"),
    (b"[[card]]\nid = 1" + b"0" * 5000 + b"\n", "a number far too long"),
    (b"x = " + b"[" * 50_000 + b"]" * 50_000 + b"\n", "nested too deep"),
])
def test_an_unreadable_content_file_is_a_content_error_naming_it(tmp_path, body, words):
    path = tmp_path / "cards.toml"
    path.write_bytes(body)
    with pytest.raises(ContentError) as err:
        read(path)
    assert str(err.value).startswith("cards.toml:") and words in str(err.value)


def test_a_saved_deck_with_a_huge_number_is_a_content_error_naming_it():
    with pytest.raises(ContentError, match="mine.toml: cannot be read"):
        single_entry("[[deck]]\ncount = 1" + "0" * 5000 + "\n", "deck", "mine.toml")

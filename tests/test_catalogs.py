"""The message catalogs (tools/i18n.py, `make i18n-check`): complete, and checked as they claim.

`make test` holds the catalogs to the code: every word the code marks is in the template and
translated into every language, no translation is fuzzy or drops a placeholder, and the
compiled .mo files are the .po files as they stand. (The pseudo-locale's screen tests, which
find words drawn without a catalog, run in `make i18n-check`.)
"""
from __future__ import annotations

from tools import i18n


def test_the_catalogs_hold_every_word_of_the_code_translated():
    assert i18n.problems() == []


def test_a_translation_that_drops_or_invents_a_placeholder_is_named():
    assert i18n.placeholder_problems("Summon {card}", "Evoca {card}") == []
    assert i18n.placeholder_problems("Summon {card}", "Evoca") == ["leaves out ['card']"]
    assert i18n.placeholder_problems("Summon {card}", "Evoca {carta}") == [
        "uses ['carta'], which the source has not", "leaves out ['card']"]
    one_many = ("draw {n} card", "draw {n} cards")
    assert i18n.placeholder_problems(one_many, ("pesca una carta", "pesca {n} carte")) == [], \
        "a plural form may leave out the count"
    assert i18n.placeholder_problems(("{who} draws {n} card", "{who} draws {n} cards"), ("pesca", "{who} pesca")) == [
        "leaves out ['who']"]

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


def _message_ids(value) -> set[str]:
    """Every message id in a decision, a story line or a parameter, nested ones included."""
    if isinstance(value, dict):
        found = {value["id"]} if isinstance(value.get("id"), str) and "params" in value else set()
        return found | {i for v in value.values() for i in _message_ids(v)}
    if isinstance(value, list):
        return {i for v in value for i in _message_ids(v)}
    return set()


def test_every_message_the_engine_says_in_play_is_in_the_template():
    """Babel finds a message only as a literal in a call it knows (msg, plural, N_...): a prompt
    passed through a helper unmarked is never extracted, and shows in English in every language
    (EverZone's "{seat}: secret setup" did). So seeded random games of every variant ask every
    decision and tell every event, and each message id must be in the template."""
    import random

    from babel.messages.pofile import read_po

    from engine import api

    from .conformance.play import variants

    with i18n.TEMPLATE.open("rb") as f:
        known = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}
    missing: dict[str, str] = {}
    for variant in variants():
        match, pick = variant.new_match(5), random.Random(5)
        said = _message_ids([api.tell(variant.game, ev) for ev in match.events()])
        for _step in range(250):
            said |= _message_ids(match.decision())
            legal = match.legal_actions()
            if not legal:
                break
            said |= _message_ids([api.tell(variant.game, ev) for ev in match.act(pick.choice(legal))])
        missing.update({i: variant.id for i in said - known})
    assert not missing, f"message ids no catalog holds (mark them with N_): {missing}"

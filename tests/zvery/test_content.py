"""Zvery's cards load, meet the issue's counts, and bad edits name file, entry and field."""
from __future__ import annotations

import pytest

from engine.core.content import DATA
from engine.games.zvery.content import COST_KINDS, EFFECTS, SKILLS_PER_ABILITY, TYPES, load_content

from .. import content_edits as edits

ROOT = DATA / "zvery"


def test_the_cards_load_and_meet_the_counts():
    c = load_content(ROOT)
    assert [len(c.level(n)) >= least for n, least in ((1, 15), (2, 12), (3, 6))] == [True] * 3
    for kind in TYPES:
        assert {cr.level for cr in c.creatures.values() if cr.type == kind} == {1, 2, 3}, kind
        assert len(c.abilities_of(kind)) >= 3, kind
    assert all(len(a.skills) == SKILLS_PER_ABILITY for a in c.abilities.values())
    assert len(c.mutations) >= 24 and {m.kind for m in c.mutations.values()} == {"upgrade", "ability"}


def test_every_cost_kind_and_every_effect_appears():
    c = load_content(ROOT)
    skills = [s for a in c.abilities.values() for s in a.skills]
    skills += [s for m in c.mutations.values() for s in m.skills]
    assert {s.cost.kind for s in skills} == set(COST_KINDS)
    assert {e.effect for s in skills for e in s.effects} == set(EFFECTS)


def broken(tmp_path, file: str, old: str, new: str) -> str:
    return edits.broken(tmp_path, ROOT, load_content, file, old, new)


def test_a_creature_without_health_names_file_entry_and_field(tmp_path):
    text = (ROOT / "creatures.toml").read_text()
    first = text.index("health = ")
    line = text[first:text.index("\n", first)]
    message = broken(tmp_path, "creatures.toml", line, "")
    assert "creatures.toml" in message and "[[creature]] #1" in message and "'health' is missing" in message


def test_an_unknown_cost_kind_is_refused(tmp_path):
    text = (ROOT / "abilities.toml").read_text()
    kind = next(k for k in COST_KINDS if f"cost = {{ {k} = " in text)
    message = broken(tmp_path, "abilities.toml", f"cost = {{ {kind} = ", "cost = { sometimes = ")
    assert "abilities.toml" in message and "field 'cost'" in message and "exactly one of" in message


def test_an_ability_with_three_skills_is_refused(tmp_path):
    text = (ROOT / "abilities.toml").read_text()
    start = text.index("[[ability]]")
    end = text.index("[[ability]]", start + 1)
    card = text[start:end]
    cut = card.index("  { cost", card.index("skills"))
    fewer = card[:cut] + card[card.index("\n", cut) + 1:]
    message = broken(tmp_path, "abilities.toml", card, fewer)
    assert "exactly 4 skills" in message and "[[ability]] #1" in message


def test_sum_is_only_for_damage_and_heal(tmp_path):
    text = (ROOT / "abilities.toml").read_text()
    effect = next(e for e in ("stun", "increment", "set", "decrement") if f'effect = "{e}", amount = ' in text)
    start = text.index(f'effect = "{effect}", amount = ')
    old = text[start:text.index("}", start)]
    message = broken(tmp_path, "abilities.toml", old, f'effect = "{effect}", amount = "sum" ')
    assert "'sum' is for damage and heal only" in message


@pytest.mark.parametrize("file, old, new, field, near", [
    ("creatures.toml", "catchrate = ", "catch_rate = ", "catch_rate", "catchrate"),
    ("abilities.toml", "skills = ", "skill = ", "skill", "skills"),
    ("mutations.toml", "type = ", "typ = ", "typ", "type"),
])
def test_a_misspelt_field_is_refused_naming_the_nearest_known_one(tmp_path, file, old, new, field, near):
    """Unknown fields were ignored in Zvery's files, so a misspelt one silently did nothing."""
    message = broken(tmp_path, file, old, new)
    assert edits.names_the_nearest(message, file, field, near), message


def test_a_health_of_two_to_the_sixty_third_is_refused(tmp_path):
    """Numbers were not range-checked: a health of 2^63-1 loaded."""
    message = broken(tmp_path, "creatures.toml", "health = ", "health = 9223372036854775807 #")
    assert "field 'health' must be 1 to 40, not a number of 19 digits" in message, message


@pytest.mark.parametrize("old, new, field, near", [
    ('effects = [{ effect = "damage", amount = 2 }]', 'effects = [{ effect = "damage", amout = 2 }]', "amout", "amount"),
    ('{ cost = { any = 1 },      effects', '{ cots = { any = 1 },      effects', "cots", "cost"),
])
def test_a_misspelt_field_inside_a_skill_is_refused(tmp_path, old, new, field, near):
    """Inside an ability's skills and their effects unknown fields were ignored too."""
    message = broken(tmp_path, "abilities.toml", old, new)
    assert f"field '{field}'" in message and f"did you mean '{near}'" in message, message

"""Auganism's cards load, follow the format's rules and balance, and bad edits name file, entry and field."""
from __future__ import annotations

import re
from collections import Counter

import pytest

from engine.core.content import DATA
from engine.core.errors import ContentError
from engine.games.auganism import meta
from engine.games.auganism.content import (
    BANDS,
    DECK_SIZE,
    DOS,
    FAMILIES,
    MAX_COPIES,
    PASSIVES,
    WHENS,
    Deck,
    content,
    deck_from_toml,
    deck_problems,
    deck_to_toml,
    load,
)

from .. import content_edits as edits

ROOT = DATA / "auganism"
EVR_TOTALS = {2: (2, 4), 3: (5, 8), 4: (9, 13)}  # monsters.toml's own band for the EVR of a whole line
REPEATED = ("activated", "response")  # effects usable again and again


def power(stage) -> int:
    return stage.attack + stage.health


def test_the_shipped_content_loads():
    c = load(ROOT)
    assert c == content()
    assert set(c.monsters) and set(c.heroes) and set(c.decks)


def test_the_game_is_listed_lightly_with_a_duel_and_a_tag_battle():
    assert meta.INFO["players"] == [2, 4] and meta.INFO["solo"] is False
    assert [(v["seats"], v["options"]) for v in meta.INFO["variants"]] == [(2, {}), (4, {"tag": True})]


# --- counts ----------------------------------------------------------------------------------------
def test_there_are_enough_monsters_of_every_family_and_stage_count():
    c = content()
    assert len(c.monsters) >= 40
    assert all(1 <= len(m.stages) <= 4 for m in c.monsters.values())
    assert {n: len(c.with_stages(n)) >= least for n, least in ((1, 6), (2, 10), (3, 10), (4, 6))} == dict.fromkeys(
        (1, 2, 3, 4), True)
    for family in FAMILIES:
        assert {len(m.stages) for m in c.family(family)} == {1, 2, 3, 4}, family


def test_every_hero_has_a_passive_and_an_active_with_a_cooldown():
    heroes = content().heroes.values()
    assert len(heroes) >= 6
    for h in heroes:
        assert h.passive.kind in PASSIVES and h.passive.amount >= 1, h.id
        assert h.active.do in DOS and 2 <= h.active.cooldown <= 5, h.id
        assert h.active.when in ("activated", "response"), h.id
    assert sum(h.active.when == "response" for h in heroes) >= 2


def test_the_ready_made_decks_are_legal():
    c = content()
    assert len(c.decks) >= 3
    for d in c.decks.values():
        assert d.size == DECK_SIZE and max(n for _, n in d.cards) <= MAX_COPIES, d.id
        assert d.hero in c.heroes and all(card in c.monsters for card, _ in d.cards), d.id
        assert deck_problems(d.counts(), d.hero) == [], d.id
    assert len({d.hero for d in c.decks.values()}) == len(c.decks)  # each plan its own hero


# --- the vocabulary is all used ------------------------------------------------------------------
def test_every_when_and_every_do_appears_at_least_twice():
    effects = [x for m in content().monsters.values() for x in m.effects]
    whens, dos = Counter(x.when for x in effects), Counter(x.do for x in effects)
    assert {w: whens[w] >= 2 for w in WHENS} == dict.fromkeys(WHENS, True)
    assert {d: dos[d] >= 2 for d in DOS} == dict.fromkeys(DOS, True)


def test_no_effect_is_wasted_by_a_ruling():
    # Evolving fully heals (ruling 9), so healing on evolve would do nothing.
    assert not [m.id for m in content().monsters.values() if any(
        x.when == "evolve" and x.do == "heal" for x in m.effects)]


def test_about_half_the_monsters_have_effects():
    monsters = content().monsters.values()
    with_effects = sum(1 for m in monsters if m.effects)
    assert 0.4 <= with_effects / len(monsters) <= 0.65


def test_every_passive_kind_appears_and_family_attack_names_a_family():
    heroes = content().heroes.values()
    assert {h.passive.kind for h in heroes} == set(PASSIVES)
    assert all(h.passive.family in FAMILIES for h in heroes if h.passive.kind == "family_attack")


# --- the balance -----------------------------------------------------------------------------------
def test_every_monster_is_within_its_stat_bands():
    for m in content().monsters.values():
        first, last, kit = BANDS[len(m.stages)]
        assert first[0] <= power(m.stages[0]) <= first[1], m.id
        assert kit[0] <= m.evp + m.sword + m.shield <= kit[1], m.id
        if last is not None:
            assert last[0] <= power(m.last) <= last[1], m.id
            low, high = EVR_TOTALS[len(m.stages)]
            assert low <= sum(s.evr for s in m.stages[1:]) <= high, m.id


def test_later_stages_are_never_weaker_and_only_stage_1_lacks_an_evr():
    for m in content().monsters.values():
        assert m.stages[0].evr is None and all(s.evr for s in m.stages[1:]), m.id
        for before, after in zip(m.stages, m.stages[1:]):
            assert after.attack >= before.attack and after.health >= before.health and power(after) > power(before)


def _tops(m) -> tuple[int, int | None]:
    """How far below the top of its band Stage 1 and the last stage are."""
    first, last, _ = BANDS[len(m.stages)]
    return first[1] - power(m.stages[0]), None if last is None else last[1] - power(m.last)


def _lows(m) -> tuple[int, int | None]:
    """How far above the bottom of its band Stage 1 and the last stage are."""
    first, last, _ = BANDS[len(m.stages)]
    return power(m.stages[0]) - first[0], None if last is None else power(m.last) - last[0]


def test_a_card_with_an_effect_pays_with_its_stats():
    for m in content().monsters.values():
        if m.effects:
            first, last = _tops(m)
            assert first >= 1 and (last is None or last >= 1), m.id


def test_a_card_with_two_or_repeatable_effects_is_at_the_bottom_of_its_bands():
    for m in content().monsters.values():
        if len(m.effects) == 2 or any(x.when in REPEATED for x in m.effects):
            first, last = _lows(m)
            assert first <= 1 and (last is None or last <= 2), m.id


def test_a_good_augment_is_a_weak_monster():
    good = [m for m in content().monsters.values() if m.sword + m.shield >= 4]
    assert len(good) >= 5
    for m in good:
        first, last = _lows(m)
        assert first <= 1 and (last is None or last <= 1) and len(m.effects) <= 1, m.id


def test_a_card_strong_in_both_stat_bands_is_poor_to_spend_or_augment_with():
    for m in content().monsters.values():
        first, last = _tops(m)
        if first == 0 and last in (None, 0):
            assert m.evp + m.sword + m.shield == BANDS[len(m.stages)][2][0], m.id


def test_the_best_spending_cards_are_poor_augments():
    spenders = [m for m in content().monsters.values() if m.evp == 3]
    assert spenders and all(m.sword + m.shield <= 1 for m in spenders)


# --- broken copies ---------------------------------------------------------------------------------
def broken(tmp_path, file: str, old: str, new: str) -> str:
    return edits.broken(tmp_path, ROOT, load, file, old, new)


def first(pattern: str, file: str) -> str:
    match = re.search(pattern, (ROOT / file).read_text())
    assert match, f"{pattern!r} is not in {file}"
    return match.group(0)


def test_an_unknown_family_is_refused(tmp_path):
    message = broken(tmp_path, "monsters.toml", 'family = "blaze"', 'family = "lava"')
    assert message.startswith("monsters.toml: [[monster]] #1 'cinder_brute': field 'family'")
    assert "must be one of blaze, tide, grove, gale, shade, not 'lava'" in message


def test_stage_1_with_an_evr_is_refused(tmp_path):
    stage = first(r"\{ attack = \d+, health = \d+ \}", "monsters.toml")
    message = broken(tmp_path, "monsters.toml", stage, stage.replace(" }", ", evr = 2 }"))
    assert "monsters.toml: [[monster]] #1 'cinder_brute' stage 1: field 'evr'" in message
    assert "summoned at Stage 1" in message


def test_a_later_stage_without_an_evr_is_refused(tmp_path):
    stage = first(r"\{ attack = \d+, health = \d+, evr = \d+ \}", "monsters.toml")
    message = broken(tmp_path, "monsters.toml", stage, re.sub(r", evr = \d+", "", stage))
    assert "monsters.toml: [[monster]] #3 'cinder_hound' stage 2: field 'evr' is missing" in message


def test_a_later_stage_weaker_than_the_one_before_is_refused(tmp_path):
    stage = first(r"\{ attack = \d+, health = \d+, evr = \d+ \}", "monsters.toml")
    message = broken(tmp_path, "monsters.toml", stage, "{ attack = 1, health = 16, evr = 3 }")
    assert "'cinder_hound' stage 2: field 'attack' must not be weaker than Stage 1's (4)" in message
    message = broken(tmp_path / "same", "monsters.toml", stage, "{ attack = 4, health = 3, evr = 3 }")
    assert "'cinder_hound' stage 2: field 'attack' or health must be stronger than Stage 1's" in message


@pytest.mark.parametrize(("old", "new", "words"), [
    ("{ attack = 7, health = 5 }", "{ attack = 13, health = 5 }", "stage 1: field 'attack' must be 1 to 12, not 13"),
    ("{ attack = 7, health = 5 }", "{ attack = 7, health = 0 }", "stage 1: field 'health' must be 1 to 16, not 0"),
    ("{ attack = 7, health = 5 }", "{ attack = 7, health = 5, sword = 1 }",
     "stage 1: field 'sword' is printed once on the card, not per stage"),
    ("evp = 1\n", "evp = 4\n", "'cinder_brute': field 'evp' must be 0 to 3, not 4"),
    ("sword = 2\n", "sword = 5\n", "'cinder_brute': field 'sword' must be 0 to 4, not 5"),
    ('id = "cinder_brute"', 'id = "Cinder-Brute"', "field 'id' must be lower_snake_case"),
    ('id = "ember_fang"', 'id = "cinder_brute"', "[[monster]] #2 'cinder_brute': field 'id' repeats the id"),
    ("stages = [\n  { attack = 7, health = 5 },\n]", "stages = []", "field 'stages' must list 1 to 4 stages, not 0"),
])
def test_a_bad_monster_field_is_refused(tmp_path, old, new, words):
    message = broken(tmp_path, "monsters.toml", old, new)
    assert message.startswith("monsters.toml: [[monster]] #") and words in message


def test_five_stages_are_refused(tmp_path):
    stage = first(r"  \{ attack = 11, health = 11, evr = 5 \},\n", "monsters.toml")
    message = broken(tmp_path, "monsters.toml", stage, stage + "  { attack = 12, health = 14, evr = 6 },\n")
    assert "'inferno_wyrm': field 'stages' must list 1 to 4 stages, not 5" in message


@pytest.mark.parametrize(("old", "new", "words"), [
    ('when = "augment", do = "wound"', 'when = "sometimes", do = "wound"',
     "'ember_fang' effect #1: field 'when' must be one of summon, evolve"),
    ('when = "augment", do = "wound"', 'when = "augment", do = "explode"',
     "'ember_fang' effect #1: field 'do' must be one of draw, heal"),
    ('do = "wound", amount = 1', 'do = "wound", amount = 0',
     "'ember_fang' effect #1: field 'amount' must be a whole number of at least 1, not 0"),
    ('  { when = "augment", do = "wound", amount = 1 },\n',
     '  { when = "augment", do = "wound", amount = 1 },\n' * 3,
     "'ember_fang': field 'effects' must list at most 2 effects, not 3"),
])
def test_bad_effect_vocabulary_is_refused(tmp_path, old, new, words):
    message = broken(tmp_path, "monsters.toml", old, new)
    assert message.startswith("monsters.toml: [[monster]] #2 'ember_fang'") and words in message


@pytest.mark.parametrize(("old", "new", "words"), [
    ('kind = "evr_discount"', 'kind = "luck"', "'the_alchemist' passive: field 'kind' must be one of evp_bonus"),
    ('cooldown = 3, when = "activated"', 'cooldown = 0, when = "activated"',
     "'the_alchemist' active: field 'cooldown' must be a whole number of at least 1, not 0"),
    ('cooldown = 3, when = "activated"', 'cooldown = 3, when = "summon"',
     "'the_alchemist' active: field 'when' must be one of activated, response, not 'summon'"),
    ('do = "draw", amount = 2', 'do = "dance", amount = 2', "'the_alchemist' active: field 'do' must be one of"),
    ('active = { do = "draw", amount = 2, cooldown = 3, when = "activated" }\n', "",
     "'the_alchemist': field 'active' is missing"),
    ('family = "blaze"\n', "", "'the_pyromancer': field 'family' is missing: a family_attack passive"),
])
def test_a_bad_hero_is_refused(tmp_path, old, new, words):
    message = broken(tmp_path, "heroes.toml", old, new)
    assert message.startswith("heroes.toml: [[hero]] #") and words in message


DECK = "decks.toml: [[deck]] #1 'blaze_rush': field"


def test_a_deck_of_31_cards_is_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "cards = { ", "cards = { thornling = 1, ")
    assert message == f"{DECK} 'cards' must hold exactly 30 cards, not 31"


def test_a_deck_of_29_cards_is_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "cinder_brute = 3", "cinder_brute = 2")
    assert message == f"{DECK} 'cards' must hold exactly 30 cards, not 29"


def test_four_copies_are_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "cinder_brute = 3, ember_fang = 3", "cinder_brute = 4, ember_fang = 2")
    assert message == f"{DECK} 'cards' has 4 copies of 'cinder_brute': at most 3 of a card"


def test_an_unknown_card_in_a_deck_is_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "cinder_brute = 3", "cinder_brutee = 3")
    assert message == f"{DECK} 'cards' names no known card: 'cinder_brutee' (no [[monster]] of monsters.toml has this id)"


def test_an_unknown_hero_is_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", 'hero = "the_warlord"', 'hero = "the_nobody"')
    assert message == f"{DECK} 'hero' names no known hero: 'the_nobody' (no [[hero]] of heroes.toml has this id)"


def test_zero_copies_are_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "cinder_brute = 3", "cinder_brute = 0")
    assert message.startswith(f"{DECK} 'cards' must give 'cinder_brute' a whole number of copies of at least 1")


# --- the deck builder ------------------------------------------------------------------------------
def legal() -> dict[str, int]:
    return content().decks["blaze_rush"].counts()


def test_deck_problems_is_empty_for_a_legal_deck():
    assert deck_problems(legal(), "the_warlord") == []


def test_deck_problems_reports_each_problem():
    cards = legal() | {"cinder_brute": 4, "ember_fang": 1, "no_such_card": 2, "gust_hawk": 0}
    assert deck_problems(cards, "the_nobody") == [
        "The hero names no known hero: 'the_nobody'.",
        "The deck has 4 copies of 'cinder_brute': at most 3 of a card.",
        "The deck must give 'gust_hawk' a whole number of copies of at least 1, not 0.",
        "The deck names no known card: 'no_such_card'.",
        "The deck must hold exactly 30 cards, not 28.",
    ]
    assert deck_problems({}, "the_warlord") == ["The deck must hold exactly 30 cards, not 0."]


@pytest.mark.parametrize("deck_id", ["blaze_rush", "deep_growth", "tidal_wall"])
def test_a_ready_made_deck_round_trips_through_toml(deck_id):
    deck = content().decks[deck_id]
    assert deck_from_toml(deck_to_toml(deck)) == deck


def test_a_players_deck_round_trips_with_awkward_text():
    cards = tuple(content().decks["tidal_wall"].cards)
    deck = Deck("my_wall", 'Ana\'s "Wall" \\ No. 2', "the_tidekeeper", cards, "Tabs\there,\nlines, é, \x01 and 🌊.")
    text = deck_to_toml(deck)
    assert deck_from_toml(text) == deck
    assert text.startswith('[[deck]]\nid = "my_wall"\n')


def test_a_saved_deck_that_breaks_a_rule_is_refused():
    deck = content().decks["blaze_rush"]
    text = deck_to_toml(deck).replace("cinder_brute = 3", "cinder_brute = 4")
    with pytest.raises(ContentError, match=r"^Auganism: saved deck, line 5: \[\[deck\]\] #1 'blaze_rush': field 'cards' has 4 copies"):
        deck_from_toml(text)
    with pytest.raises(ContentError, match="saved deck: not valid TOML"):
        deck_from_toml("[[deck]\n")
    with pytest.raises(ContentError, match=r"exactly one \[\[deck\]\]"):
        deck_from_toml(deck_to_toml(deck) * 2)


def test_a_cooldown_of_two_to_the_sixty_third_is_refused(tmp_path):
    """Numbers were not bounded above: a hero's cooldown or an effect's amount of 2^63-1 loaded."""
    message = broken(tmp_path, "heroes.toml", "cooldown = 3", "cooldown = 9223372036854775807")
    assert message.startswith("heroes.toml") and "field 'cooldown' must be at most 9, not a number of 19 digits" in message, message

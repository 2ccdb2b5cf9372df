"""EverZone's cards load, follow the format's rules and balance, and bad edits name file, entry and field."""
from __future__ import annotations

import functools
import re
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from engine.core.content import DATA
from engine.core.errors import ContentError
from engine.games.everzone.content import (
    DOS,
    ELSEWHERE,
    LEADER_RESOURCES,
    MAX_COPIES,
    MIN_DECK,
    PLACES,
    RACES,
    SLACK,
    SUPPORT_BUDGET_RESOURCES,
    SUPPORT_VALUES_AMOUNT,
    WHENS,
    Deck,
    Effect,
    budget,
    content,
    deck_from_toml,
    deck_problems,
    deck_to_toml,
    load,
    power,
)

from .. import content_edits as edits

CATALOG = Path(__file__).resolve().parents[2] / "assets" / "locale" / "en" / "LC_MESSAGES" / "everzone.po"


@functools.cache
def _english() -> dict[str, str]:
    with CATALOG.open("rb") as f:
        return {m.id: m.string for m in read_po(f) if m.id}


def english(key: str) -> str:
    """The English the game's content catalog gives a key ("" for none): the names left the data files."""
    return _english().get(key, "")

ROOT = DATA / "everzone"
#: The amounts that fit the game's scale (docs/everzone-data.md, "Balance"); boost and weaken
#: have a smaller band when static.
SCALE = {"damage": (1, 3), "repair": (1, 4), "shield": (2, 5), "supply": (3, 6), "drain": (1, 2), "draw": (1, 2),
         "destroy": (3, 6), "disable": (3, 6), "boost": (1, 3), "weaken": (1, 3), "first": (1, 1),
         "return": (1, 1), "adapt": (1, 1), "swap": (1, 1)}
STATIC_SCALE = (1, 2)


def effects():
    c = content()
    return [u.ability for u in c.units.values() if u.ability] + [s.effect for s in c.supports.values()]


def test_the_shipped_content_loads():
    c = load(ROOT)
    assert c == content()
    assert c.units and c.supports and c.locations and c.decks


# --- counts ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("race", RACES)
def test_every_race_has_enough_units_leaders_and_supports(race):
    c = content()
    units = [u for u in c.units.values() if u.race == race]
    assert len(units) >= 24 and len(c.leaders(race)) >= 2 and len(c.race_supports(race)) >= 10
    assert len(c.leaders(race)) + len(c.base_units(race)) == len(units)


def test_there_are_three_base_locations_and_a_reserve_of_twelve_or_more():
    c = content()
    assert [x.id for x in c.bases()] == ["base_land", "base_sea", "base_space"]
    assert [x.place for x in c.bases()] == list(PLACES)
    assert len(c.reserve()) >= 12 and not any(x.base for x in c.reserve())
    assert len(c.reserve()) + 3 == len(c.locations)


@pytest.mark.parametrize("race", RACES)
def test_every_race_has_eight_base_units_for_every_place(race):
    units = content().base_units(race)
    assert {p: sum(p in u.places for u in units) >= 8 for p in PLACES} == dict.fromkeys(PLACES, True)


def test_the_reserve_has_every_place_and_some_battles_shrink():
    reserve = content().reserve()
    assert Counter(x.place for x in reserve) == dict.fromkeys(PLACES, 5)
    shrinking = [x.id for x in reserve if any(b < a for a, b in zip(x.turns, x.turns[1:]))]
    assert len(shrinking) >= 2
    assert sum(list(x.turns) == sorted(x.turns) for x in reserve) > len(reserve) / 2  # mostly rising


def test_the_base_locations_have_three_turns():
    assert [len(x.turns) for x in content().bases()] == [3, 3, 3]


# --- the cards the rulebook names ------------------------------------------------------------------
def test_meraud_is_a_numan_leader_who_swaps_by_choice():
    meraud = content().card("meraud")
    assert (meraud.kind, english("unit.meraud"), meraud.race, meraud.leader) == ("unit", "Meraud", "numan", True)
    assert meraud.ability == Effect("choice", "swap")


def test_freccia_di_mare_is_a_numan_sea_unit_that_adapts_to_land():
    freccia = content().card("freccia_di_mare")
    assert (english("unit.freccia_di_mare"), freccia.race, freccia.leader) == ("Freccia di Mare", "numan", False)
    assert "sea" in freccia.places
    assert freccia.ability == Effect("activate", "adapt", place="land")


def test_medusa_is_a_slurr_unit_that_disables_up_to_4():
    medusa = content().card("medusa")
    assert (english("unit.medusa"), medusa.race, medusa.kind) == ("Medusa", "slurr", "unit")
    assert medusa.ability == Effect("activate", "disable", amount=4)


def test_fenice_is_an_uthron_unit_that_returns_when_destroyed():
    fenice = content().card("fenice")
    assert (english("unit.fenice"), fenice.race, fenice.kind) == ("Fenice", "uthron", "unit")
    assert fenice.ability == Effect("destroyed", "return")


# --- the vocabulary is all used ------------------------------------------------------------------
def test_every_when_and_every_do_appears_at_least_twice():
    whens, dos = Counter(x.when for x in effects()), Counter(x.do for x in effects())
    assert {w: whens[w] >= 2 for w in WHENS} == dict.fromkeys(WHENS, True)
    assert {d: dos[d] >= 2 for d in DOS} == dict.fromkeys(DOS, True)


def test_every_duration_and_stat_is_used_and_place_filters_appear():
    used = effects()
    assert {x.duration for x in used if x.do in ("boost", "weaken", "drain") and x.when != "static"} == {
        "turn", "battle"}
    assert {x.stat for x in used if x.do in ("boost", "weaken")} == {"attack", "defense", "range"}
    assert any(x.do == "weaken" and x.stat == "defense" for x in used)  # the slurr's killer
    assert any(x.do in ("boost", "weaken", "drain") and x.place for x in used)


@pytest.mark.parametrize("race", RACES)
def test_about_half_the_base_units_have_an_ability(race):
    units = content().base_units(race)
    assert 0.4 <= sum(1 for u in units if u.ability) / len(units) <= 0.65


def test_units_and_supports_say_what_kind_of_card_they_are():
    c = content()
    assert {u.kind for u in c.units.values()} == {"unit"} and {s.kind for s in c.supports.values()} == {"support"}
    assert c.card("orbital_barrage") is c.supports["orbital_barrage"]
    with pytest.raises(KeyError):
        c.card("no_such_card")


def _keys(c) -> list[str]:
    """Every shipped thing's catalog key: "unit.meraud", "support.devour", "location.base_sea", "deck.lur_bulwark"."""
    return [f"{kind}.{x.id}" for kind, things in (("unit", c.units), ("support", c.supports),
                                                  ("location", c.locations), ("deck", c.decks))
            for x in things.values()]


def test_the_data_files_keep_ids_and_the_catalog_names_everything():
    """Names and flavour are the catalog's (a ready-made deck keeps its name too: a war records it)."""
    c = content()
    assert [x.id for x in (*c.units.values(), *c.supports.values(), *c.locations.values()) if x.name or x.text] == []
    assert [d.id for d in c.decks.values() if d.text or d.name != english(f"deck.{d.id}")] == []
    assert [k for k in _keys(c) if not english(k)] == []


def test_everything_has_a_flavour_sentence():
    said = [english(f"{key}.text") for key in _keys(content())]
    assert [s for s in said if not s.strip() or not s.endswith((".", "!", "?"))] == []


def test_names_are_unique():
    c = content()
    names = [english(k) for k in _keys(c) if k.startswith(("unit.", "support."))]
    assert [n for n, k in Counter(names).items() if k > 1] == []
    assert len({english(f"location.{x}") for x in c.locations}) == len(c.locations)


# --- the balance -----------------------------------------------------------------------------------
def test_base_units_are_within_their_budget():
    off = {u.id: (power(u), budget(u)) for u in content().units.values()
           if not u.leader and abs(power(u) - budget(u)) > SLACK}
    assert off == {}


def test_a_base_units_budget_pays_for_places_and_an_ability():
    c = content()
    assert budget(c.card("magis_rifleman")) == 2 * 2 + 1  # one place, no ability
    assert budget(c.card("tarvis_marine")) == 2 * 2 + 1 - 1  # two places
    assert budget(c.card("signal_officer")) == 2 * 2 + 1 - 2 - 2  # three places and an ability


def test_range_counts_half_in_a_cards_power():
    assert power(content().card("meraud")) == 6 + 7 + 6 / 2


def test_no_unit_has_more_than_one_attack_above_its_defense():
    glass = [u.id for u in content().units.values() if u.attack > u.defense + 1]
    assert glass == []


def test_leaders_cost_5_to_8_have_an_ability_and_their_budget():
    low, high = LEADER_RESOURCES
    for race in RACES:
        for u in content().leaders(race):
            assert low <= u.resources <= high and u.ability is not None, u.id
            assert abs(power(u) - (2 * u.resources + 4)) <= SLACK and budget(u) == 2 * u.resources + 4, u.id


def test_supports_pay_for_their_army_values_with_a_weaker_effect():
    low, high = SUPPORT_BUDGET_RESOURCES
    supports = content().supports.values()
    for s in supports:
        assert low <= s.resources <= high and power(s) <= 2 * s.resources, s.id
        assert power(s) == 0 or s.effect.amount <= SUPPORT_VALUES_AMOUNT, s.id
    assert sum(1 for s in supports if power(s)) >= 6  # printed values are a real choice


def test_effect_amounts_are_on_the_games_scale():
    for x in effects():
        low, high = STATIC_SCALE if x.when == "static" else SCALE[x.do]
        assert low <= x.amount <= high, x


# --- the ready-made decks --------------------------------------------------------------------------
def test_the_ready_made_decks_are_legal_50_cards_35_units_15_supports_of_one_race():
    c = content()
    assert Counter(d.race for d in c.decks.values()) == dict.fromkeys(RACES, 2)
    for d in c.decks.values():
        assert d.size == MIN_DECK and max(n for _, n in d.cards) <= MAX_COPIES, d.id
        kinds = Counter()
        for card_id, copies in d.cards:
            kinds[c.card(card_id).kind] += copies
        assert kinds == {"unit": 35, "support": 15}, d.id
        assert {c.card(card_id).race for card_id, _ in d.cards} == {d.race}, d.id
        assert not any(c.card(card_id).kind == "unit" and c.card(card_id).leader for card_id, _ in d.cards), d.id
        assert c.units[d.leader].leader and c.units[d.leader].race == d.race, d.id
        assert deck_problems(d.race, d.counts(), d.leader) == [], d.id


@pytest.mark.parametrize("race", RACES)
def test_the_two_decks_of_a_race_play_differently(race):
    first, second = [d for d in content().decks.values() if d.race == race]
    assert first.leader != second.leader
    shared = set(first.counts()) & set(second.counts())
    assert len(shared) < len(first.cards) / 2


# --- broken copies ---------------------------------------------------------------------------------
def broken(tmp_path, file: str, old: str, new: str) -> str:
    return edits.broken(tmp_path, ROOT, load, file, old, new)


def entry(file: str, entry_id: str) -> str:
    """The lines of one entry of a shipped file, from its id to the blank line after it."""
    match = re.search(rf'id = "{entry_id}"\n(?:[^\n]+\n)*', (ROOT / file).read_text())
    assert match, f"{entry_id!r} is not in {file}"
    return match.group(0)


def broken_entry(tmp_path, file: str, entry_id: str, old: str, new: str) -> str:
    """The error of loading the content with `old` replaced by `new` in one entry of `file`."""
    block = entry(file, entry_id)
    assert old in block, f"{old!r} is not in {entry_id!r}"
    return broken(tmp_path, file, block, block.replace(old, new, 1))


@pytest.mark.parametrize(("card", "old", "new", "words"), [
    ("meraud", 'race = "numan"', 'race = "human"', "#1 'meraud': field 'race' must be one of numan, slurr, uthron, "
                                                   "not 'human'"),
    ("meraud", '"land", "sea", "space"', '"land", "air"',
     "#1 'meraud': field 'places' must list places among land, sea, space, not 'air'"),
    ("tarvis_marine", '"land", "space"', '"land", "land"', "#4 'tarvis_marine': field 'places' repeats 'land'"),
    ("tarvis_marine", 'places = ["land", "space"]', "places = []",
     "#4 'tarvis_marine': field 'places' must list 1 to 3 places, not 0"),
    ("meraud", "attack = 6", "attack = 13", "#1 'meraud': field 'attack' must be 0 to 12, not 13"),
    ("meraud", "defense = 7", "defense = 0", "#1 'meraud': field 'defense' must be 1 to 12, not 0"),
    ("tarvis_marine", "attack = 2", "attack = 10", "#4 'tarvis_marine': field 'attack' must be 0 to 9, not 10"),
    ("tarvis_marine", "defense = 2", "defense = 10", "#4 'tarvis_marine': field 'defense' must be 1 to 9, not 10"),
    ("tarvis_marine", "range = 1", "range = 7", "#4 'tarvis_marine': field 'range' must be 0 to 6, not 7"),
    ("tarvis_marine", "resources = 2", "resources = 0", "#4 'tarvis_marine': field 'resources' must be 1 to 9, not 0"),
    ("tarvis_marine", "leader = false", 'leader = "no"', "#4 'tarvis_marine': field 'leader' must be bool, not 'no'"),
    ("tarvis_marine", "leader = false\n", "", "#4 'tarvis_marine': field 'leader' is missing"),
    ("tarvis_marine", "range = 1\n", "range = 1\nspeed = 3\n", "#4 'tarvis_marine': field 'speed' is not a field here"),
    ("tarvis_marine", 'id = "tarvis_marine"', 'id = "Tarvis-Marine"',
     "#4 'Tarvis-Marine': field 'id' must be lower_snake_case"),
    ("tarvis_marine", 'id = "tarvis_marine"', 'id = "meraud"', "#4 'meraud': field 'id' repeats the id 'meraud'"),
])
def test_a_bad_unit_field_is_refused(tmp_path, card, old, new, words):
    message = broken_entry(tmp_path, "units.toml", card, old, new)
    assert message.startswith("units.toml: [[unit]] #") and words in message


@pytest.mark.parametrize(("card", "old", "new", "words"), [
    ("meraud", 'when = "choice", do = "swap"', 'when = "activate", do = "swap"',
     "#1 'meraud' ability: field 'when' must be choice for swap, not 'activate'"),
    ("meraud", 'when = "choice"', 'when = "sometimes"', "#1 'meraud' ability: field 'when' must be one of activate"),
    ("meraud", 'do = "swap"', 'do = "explode"', "#1 'meraud' ability: field 'do' must be one of boost, weaken"),
    ("meraud", 'do = "swap"', 'do = "swap", target = "leader"', "#1 'meraud' ability: field 'target' is not a field"),
    ("meraud", 'do = "swap"', 'do = "swap", amount = 2', "#1 'meraud' ability: field 'amount' must be 1 (or left "
                                                         "out) for swap, not 2"),
    ("ottavia_sarno", 'stat = "attack", ', "", "#2 'ottavia_sarno' ability: field 'stat' is missing"),
    ("ottavia_sarno", 'stat = "attack"', 'stat = "luck"', "#2 'ottavia_sarno' ability: field 'stat' must be one of "
                                                          "attack, defense, range, not 'luck'"),
    ("ottavia_sarno", 'place = "sea"', 'place = "air"', "#2 'ottavia_sarno' ability: field 'place' must be one of "
                                                        "land, sea, space, not 'air'"),
    ("lysandra_voss", "amount = 3", 'amount = 3, stat = "defense"',
     "#3 'lysandra_voss' ability: field 'stat' is only for boost and weaken, not for repair"),
    ("lysandra_voss", "amount = 3", 'amount = 3, place = "land"',
     "#3 'lysandra_voss' ability: field 'place' is only for boost, weaken, drain and adapt, not for repair"),
    ("lysandra_voss", "amount = 3", 'amount = 3, duration = "battle"',
     "#3 'lysandra_voss' ability: field 'duration' is only for boost, weaken and drain: not for repair"),
    ("lysandra_voss", "amount = 3", "amount = 7", "#3 'lysandra_voss' ability: field 'amount' must be 1 to 6, not 7"),
    ("lysandra_voss", "amount = 3", "amount = 0", "#3 'lysandra_voss' ability: field 'amount' must be 1 to 6, not 0"),
    ("kepler_pathfinder", 'do = "draw"', 'do = "shield"',
     "#6 'kepler_pathfinder' ability: field 'do' must be return, damage or draw on a destroyed effect, not 'shield'"),
    ("freccia_di_mare", ', place = "land"', "", "#10 'freccia_di_mare' ability: field 'place' is missing"),
    ("aegis_drone", 'do = "boost"', 'do = "damage"',
     "#14 'aegis_drone' ability: field 'do' must be boost or weaken on a static effect, not 'damage'"),
    ("aegis_drone", "amount = 1", 'amount = 1, duration = "battle"',
     "#14 'aegis_drone' ability: field 'duration' is only for boost, weaken and drain: a static effect lasts"),
    ("vessk", 'duration = "battle"', 'duration = "forever"',
     "#29 'vessk' ability: field 'duration' must be one of turn, battle, not 'forever'"),
    ("hopper_parasite", 'when = "destroyed"', 'when = "activate"',
     "#34 'hopper_parasite' ability: field 'when' must be destroyed for return, not 'activate'"),
    ("halo_frigate", 'do = "first"', 'do = "first", amount = 2',
     "#12 'halo_frigate' ability: field 'amount' must be 1 (or left out) for first, not 2"),
])
def test_a_bad_ability_is_refused(tmp_path, card, old, new, words):
    message = broken_entry(tmp_path, "units.toml", card, old, new)
    assert message.startswith("units.toml: [[unit]] #") and words in message


def test_a_static_damage_is_refused(tmp_path):
    message = broken_entry(tmp_path, "supports.toml", "orbital_barrage", 'when = "activate"', 'when = "static"')
    assert message == ("supports.toml: [[support]] #1 'orbital_barrage' effect: field 'do' must be boost or weaken "
                       "on a static effect, not 'damage'")


@pytest.mark.parametrize("when", ["destroyed", "choice"])
def test_a_units_only_effect_on_a_support_is_refused(tmp_path, when):
    message = broken_entry(tmp_path, "supports.toml", "orbital_barrage", 'when = "activate"', f'when = "{when}"')
    assert message == (f"supports.toml: [[support]] #1 'orbital_barrage' effect: field 'when' must be activate or "
                       f"static on a support, not '{when}' ({when} is for units only)")


@pytest.mark.parametrize(("card", "old", "new", "words"), [
    ("orbital_barrage", 'race = "numan"', 'race = "robot"', "#1 'orbital_barrage': field 'race' must be one of"),
    ("orbital_barrage", "resources = 3", "resources = 9", "#1 'orbital_barrage': field 'resources' must be 0 to 8, "
                                                          "not 9"),
    ("orbital_barrage", "attack = 0", "attack = 7", "#1 'orbital_barrage': field 'attack' must be 0 to 6, not 7"),
    ("orbital_barrage", "range = 0", "range = -1", "#1 'orbital_barrage': field 'range' must be 0 to 6, not -1"),
    ("orbital_barrage", 'effect = { when = "activate", do = "damage", amount = 2 }\n', "",
     "#1 'orbital_barrage': field 'effect' is missing"),
    ("orbital_barrage", "range = 0\n", "range = 0\nplaces = [\"land\"]\n",
     "#1 'orbital_barrage': field 'places' is not a field here"),
    ("orbital_barrage", 'id = "orbital_barrage"', 'id = "meraud"',
     "#1 'meraud': field 'id' repeats the id 'meraud' of a [[unit]] of units.toml: a card's id is unique across units and supports"),
    ("field_hospital", 'id = "field_hospital"', 'id = "orbital_barrage"',
     "#2 'orbital_barrage': field 'id' repeats the id 'orbital_barrage'"),
    ("amphibious_landing", ', place = "sea"', "", "#10 'amphibious_landing' effect: field 'place' is missing"),
    ("rally_cry", 'stat = "attack", ', "", "#9 'rally_cry' effect: field 'stat' is missing"),
])
def test_a_bad_support_is_refused(tmp_path, card, old, new, words):
    message = broken_entry(tmp_path, "supports.toml", card, old, new)
    assert message.startswith("supports.toml: [[support]] #") and words in message


@pytest.mark.parametrize(("where", "old", "new", "words"), [
    ("base_land", "turns = [4, 6, 8]", "turns = [8, 14, 20, 26, 32]",
     "#1 'base_land': field 'turns' must list 2 to 4 turns, not 5"),
    ("base_land", "turns = [4, 6, 8]", "turns = [8]", "#1 'base_land': field 'turns' must list 2 to 4 turns, not 1"),
    ("base_land", "turns = [4, 6, 8]", "turns = [8, 14, 41]",
     "#1 'base_land': field 'turns' must give each turn a limit of 4 to 40, not 41 (turn 3)"),
    ("base_land", "turns = [4, 6, 8]", "turns = [3, 14, 20]",
     "#1 'base_land': field 'turns' must give each turn a limit of 4 to 40, not 3 (turn 1)"),
    ("base_land", 'place = "land"', 'place = "air"', "#1 'base_land': field 'place' must be one of land, sea, space, "
                                                      "not 'air'"),
    ("base_land", "base = true", 'base = "yes"', "#1 'base_land': field 'base' must be bool, not 'yes'"),
    ("tarvis_highlands", 'place = "land"\n', 'place = "land"\nbase = true\n',
     "#4 'tarvis_highlands': field 'base' makes a second base location for land (the first is 'base_land'): "
     "there is exactly one per place"),
    ("tarvis_highlands", 'place = "land"\n', 'place = "land"\nterrain = "hills"\n',
     "#4 'tarvis_highlands': field 'terrain' is not a field here"),
    ("plains_of_lur", 'id = "plains_of_lur"', 'id = "tarvis_highlands"',
     "#6 'tarvis_highlands': field 'id' repeats the id 'tarvis_highlands'"),
])
def test_a_bad_location_is_refused(tmp_path, where, old, new, words):
    message = broken_entry(tmp_path, "locations.toml", where, old, new)
    assert message.startswith("locations.toml: [[location]] #") and words in message


def test_a_missing_base_location_is_refused(tmp_path):
    message = broken_entry(tmp_path, "locations.toml", "base_sea", "base = true", "base = false")
    assert message == ("locations.toml: field 'base': no base location for sea: there is exactly one per place")


DECK = "decks.toml: [[deck]] #1 'numan_vanguard': field"


def test_a_deck_with_a_leader_among_its_cards_is_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "cards = { ", "cards = { meraud = 1, ")
    assert message == (f"{DECK} 'cards' holds the leader 'meraud': a leader is chosen at the start, never put in a "
                       "deck ('meraud' is a [[unit]] of units.toml)")


def test_a_deck_of_49_cards_is_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "tarvis_marine = 3", "tarvis_marine = 2")
    assert message == f"{DECK} 'cards' must hold at least 50 cards, not 49"


def test_four_copies_are_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "tarvis_marine = 3, magis_rifleman = 3",
                     "tarvis_marine = 4, magis_rifleman = 2")
    assert message == f"{DECK} 'cards' has 4 copies of 'tarvis_marine': at most 3 of a card"


def test_zero_copies_are_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "tarvis_marine = 3", "tarvis_marine = 0")
    assert message == f"{DECK} 'cards' must give 'tarvis_marine' a whole number of copies of at least 1, not 0"


def test_a_card_of_another_race_in_a_deck_is_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "tarvis_marine = 3", "shellmite = 3")
    assert message == f"{DECK} 'cards' holds 'shellmite', a slurr card, in a numan deck ('shellmite' is a [[unit]] of units.toml)"


def test_a_card_made_a_leader_or_of_another_race_in_units_toml_is_named_there_too(tmp_path):
    """The deck is where the rule breaks, but the mistake may be the card's: an edit to
    units.toml was reported as decks.toml's alone (issue 27)."""
    message = broken(tmp_path, "units.toml", 'id = "tarvis_marine"\nrace = "numan"', 'id = "tarvis_marine"\nrace = "slurr"')
    assert message.startswith("decks.toml: ") and "('tarvis_marine' is a [[unit]] of units.toml)" in message, message


def test_an_unknown_card_in_a_deck_is_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", "tarvis_marine = 3", "tarvis_marines = 3")
    assert message == f"{DECK} 'cards' names no known card: 'tarvis_marines'{ELSEWHERE}"


@pytest.mark.parametrize(("leader", "words"), [
    ("ssarra", "must be of the deck's race (numan), and 'ssarra' is slurr ('ssarra' is a [[unit]] of units.toml)"),
    ("tarvis_marine", "must name a leader, and 'tarvis_marine' is a base unit ('tarvis_marine' is a [[unit]] of "
                      "units.toml)"),
    ("orbital_barrage", "must name a leader, and 'orbital_barrage' is a support ('orbital_barrage' is a [[support]] "
                        "of supports.toml)"),
    ("nobody", f"must name a leader, and 'nobody' is no known card{ELSEWHERE}"),
])
def test_a_bad_suggested_leader_is_refused(tmp_path, leader, words):
    message = broken(tmp_path, "decks.toml", 'leader = "meraud"', f'leader = "{leader}"')
    assert message == f"{DECK} 'leader' {words}"


def test_a_deck_of_an_unknown_race_is_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", 'race = "numan"', 'race = "human"')
    assert message == f"{DECK} 'race' must be one of numan, slurr, uthron, not 'human'"


def test_an_unknown_deck_field_is_refused(tmp_path):
    message = broken(tmp_path, "decks.toml", 'race = "numan"', 'race = "numan"\nsleeves = "red"')
    assert message.startswith(f"{DECK} 'sleeves' is not a field here")


# --- the deck builder ------------------------------------------------------------------------------
def legal() -> dict[str, int]:
    return content().decks["numan_vanguard"].counts()


def test_deck_problems_is_empty_for_a_legal_deck():
    assert deck_problems("numan", legal()) == []
    assert deck_problems("numan", legal(), "lysandra_voss") == []
    assert deck_problems("numan", legal() | {"harbor_guard": 3, "supply_convoy": 1}) == []  # no maximum size


def test_deck_problems_reports_each_problem_of_the_cards():
    cards = legal() | {"tarvis_marine": 4, "magis_rifleman": 0, "meraud": 1, "shellmite": 2, "no_such_card": 1}
    assert deck_problems("numan", cards) == [
        "The deck has 4 copies of 'tarvis_marine': at most 3 of a card.",
        "The deck must give 'magis_rifleman' a whole number of copies of at least 1, not 0.",
        "The deck holds the leader 'meraud': a leader is chosen at the start, never put in a deck.",
        "The deck holds 'shellmite', a slurr card, in a numan deck.",
        "The deck names no known card: 'no_such_card'.",
    ]
    assert deck_problems("numan", {}) == ["The deck must hold at least 50 cards, not 0."]


def test_deck_problems_reports_the_race_and_the_leader():
    assert deck_problems("human", legal()) == ["The race must be one of numan, slurr, uthron, not 'human'."]
    assert deck_problems("numan", legal(), "gorvax") == [
        "The leader must be of the deck's race (numan), and 'gorvax' is slurr."]
    assert deck_problems("numan", legal(), "field_medic") == [
        "The leader must name a leader, and 'field_medic' is a base unit."]
    assert deck_problems("numan", legal(), "nobody") == ["The leader must name a leader, and 'nobody' is no known card."]


@pytest.mark.parametrize("deck_id", ["numan_vanguard", "numan_tidewatch", "slurr_swarm", "slurr_leviathan",
                                     "uthron_bulwark", "uthron_hunters"])
def test_a_ready_made_deck_round_trips_through_toml(deck_id):
    deck = content().decks[deck_id]
    assert deck_from_toml(deck_to_toml(deck)) == deck


def test_every_ready_made_deck_is_in_the_round_trip():
    assert set(content().decks) == {"numan_vanguard", "numan_tidewatch", "slurr_swarm", "slurr_leviathan",
                                    "uthron_bulwark", "uthron_hunters"}


def test_a_players_deck_round_trips_with_awkward_text():
    cards = tuple(content().decks["uthron_hunters"].cards)
    deck = Deck("my_hunters", 'Ana\'s "Net" \\ No. 2', "uthron", "oracle_of_hantal", cards,
                "Tabs\there,\nlines, é, \x01 and 🤖.")
    text = deck_to_toml(deck)
    assert deck_from_toml(text) == deck
    assert text.startswith('[[deck]]\nid = "my_hunters"\n')


def test_a_saved_deck_that_breaks_a_rule_is_refused():
    deck = content().decks["numan_vanguard"]
    text = deck_to_toml(deck).replace("tarvis_marine = 3", "tarvis_marine = 4")
    with pytest.raises(ContentError, match=r"^EverZone: saved deck, line 6: \[\[deck\]\] #1 'numan_vanguard': field 'cards' has 4 copies"):
        deck_from_toml(text)
    with pytest.raises(ContentError, match="saved deck: not valid TOML"):
        deck_from_toml("[[deck]\n")
    with pytest.raises(ContentError, match=r"exactly one \[\[deck\]\]"):
        deck_from_toml(deck_to_toml(deck) * 2)

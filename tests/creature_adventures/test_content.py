"""Creature Adventures' content loads, meets the rulings, and bad edits name file, entry, field."""
from __future__ import annotations

import shutil

import pytest

from engine.core.content import DATA
from engine.core.errors import ContentError
from engine.games.creature_adventures.content import ABILITIES, START_HP, load_content

from .. import content_edits as edits

ROOT = DATA / "creature_adventures"


def test_the_content_loads_and_meets_the_rulings():
    c = load_content(ROOT)
    board = c.board
    assert len(board.spaces) >= 40 and sorted(board.homes()) == [1, 2, 3, 4]
    assert len(board.of_kind("shaman")) >= 2 and len(board.of_kind("colosseum")) == 1
    assert sorted(w.sigil for w in board.of_kind("warlord")) == ["power", "speed", "wisdom"]
    assert sum(1 for s in board.spaces.values() if len(s.links) >= 3) >= 2, "the board has forks"
    assert len(c.creatures) >= 30 and all(cr.hp == START_HP for cr in c.creatures.values())
    assert {cr.tier for cr in c.creatures.values()} == {"common", "uncommon", "rare"}
    assert all(cr.ability in ABILITIES for cr in c.creatures.values() if cr.ability)
    assert sorted(c.warlords) == ["power", "speed", "wisdom"] and len(c.champions) == 3
    assert c.champions[2].name == "The Emperor"


def broken(tmp_path, file: str, old: str, new: str) -> str:
    return edits.broken(tmp_path, ROOT, load_content, file, old, new)


def test_a_creature_missing_its_attack_names_file_entry_and_field(tmp_path):
    first = next(iter(load_content(ROOT).creatures.values()))
    message = broken(tmp_path, "creatures.toml", f"attack = {first.attack}\n", "")
    assert "creatures.toml" in message and f"'{first.id}'" in message and "'attack'" in message


def test_an_unknown_ability_is_refused(tmp_path):
    message = broken(tmp_path, "creatures.toml", 'ability = "thick_hide"', 'ability = "lasers"')
    assert "creatures.toml" in message and "'mossback_toad'" in message and "'ability'" in message


def test_a_one_way_link_is_refused(tmp_path):
    home = load_content(ROOT).board.spaces[load_content(ROOT).board.homes()[1]]
    message = broken(tmp_path, "board.toml", f'links = ["{home.links[0]}"]', "links = []")
    assert "board.toml" in message and "links" in message


def test_a_missing_warlord_is_refused(tmp_path):
    message = broken(tmp_path, "opponents.toml", 'sigil = "speed"', 'sigil = "power"')
    assert "opponents.toml" in message and "sigil" in message


@pytest.mark.parametrize("file, old, new, field, near", [
    ("creatures.toml", "defense = ", "defence = ", "defence", "defense"),
    ("board.toml", "links = ", "link = ", "link", "links"),
    ("opponents.toml", "creatures = [", "creature = [", "creature", "creatures"),
    ("opponents.toml", "base = {", "bas = {", "bas", "base"),
    ("opponents.toml", "ability = ", "abilty = ", "abilty", "ability"),
])
def test_a_misspelt_field_is_refused_naming_the_nearest_known_one(tmp_path, file, old, new, field, near):
    """Unknown fields were ignored in Creature Adventures' files, so a misspelt one did nothing."""
    message = broken(tmp_path, file, old, new)
    assert edits.names_the_nearest(message, file, field, near), message


def test_a_seat_on_a_space_that_is_not_a_home_is_refused(tmp_path):
    message = broken(tmp_path, "board.toml", 'kind = "home"', 'kind = "path"')
    assert "field 'seat'" in message and "is not a field here" in message, message


def test_an_attack_of_two_to_the_sixty_third_is_refused(tmp_path):
    """Numbers were not range-checked: an attack of 2^63-1 loaded."""
    message = broken(tmp_path, "creatures.toml", "attack = ", "attack = 9223372036854775807 #")
    assert "field 'attack' must be 0 to 30, not a number of 19 digits" in message, message


def test_a_link_to_no_space_names_the_game_the_line_and_the_space(tmp_path):
    """The board's links are checked once every space is read: the message named the file alone
    (no game, no line)."""
    copy = tmp_path / ROOT.name
    shutil.copytree(ROOT, copy)
    text = (copy / "board.toml").read_text(encoding="utf-8")
    line = 1 + text.split('links = ["lane_1"]')[0].count("\n")
    (copy / "board.toml").write_text(text.replace('links = ["lane_1"]', 'links = ["lane_one"]', 1), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_content(copy)
    assert str(err.value) == (f"Creature Adventures: {copy / 'board.toml'}, line {line}: [[space]] #1 'home_1': "
                              "field 'links' names 'lane_one', which is not a space")

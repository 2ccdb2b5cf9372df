"""Setting up Zvery as the rulebook lays it out (rulings 2-5)."""
from __future__ import annotations

from engine.games.zvery import setup
from engine.games.zvery.content import content
from engine.games.zvery.state import canonical, clone, restore


def test_three_level_2_starters_the_toss_winner_picks_first_and_the_other_starts():
    ev: list[dict] = []
    s = setup.new_state(11, ev)
    first = s.picking
    c = content()
    assert len(s.starters) == 3 and all(c.creatures[k].level == 2 for k in s.starters)
    assert len(s.levels[2]) == len(c.level(2)) - 3
    choices = setup.starter_choices(s, s.pending)
    setup.pick_starter(s, choices[0].split()[1], ev)
    assert s.picking == 1 - first and s.phase == "starter"
    setup.pick_starter(s, setup.starter_choices(s, s.pending)[1].split()[1], ev)
    assert s.current == 1 - first and s.phase == "choose"  # the one who picked last starts
    assert len(s.levels[2]) == len(c.level(2)) - 2  # the leftover went back
    assert len(s.wild) == 3 and all(c.creatures[b.card].level == 1 for b in s.wild)
    assert len(s.open_mutations) == 3


def test_each_starter_takes_the_first_ability_of_its_type():
    ev: list[dict] = []
    s = setup.new_state(5, ev)
    c = content()
    for _ in range(2):
        setup.pick_starter(s, s.starters[0], ev)
    for p in s.players:
        beast = p.roster[0]
        assert len(beast.abilities) == 1
        assert c.abilities[beast.abilities[0]].type == c.creatures[beast.card].type
    assert len(s.abilities) == len(c.abilities) - 2


def test_the_same_seed_sets_up_the_same_game_and_the_state_round_trips():
    a, b = setup.new_state(3, []), setup.new_state(3, [])
    assert canonical(a) == canonical(b)
    assert canonical(restore(canonical(a))) == canonical(a) == canonical(clone(a))

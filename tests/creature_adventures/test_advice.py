"""The hint's reason (Match.why): what decides the move, in the rules' numbers, for every kind of
decision; never how the move was found."""
from __future__ import annotations

import pytest

from engine import api
from engine.core.messages import problems
from tests.words import english

from .table import at_the_thorn_gate, creature, fight_player, fight_wild, p, ready, run, team

SEAT = 0
GAME = "creature_adventures"
SEARCH_WORDS = ("computer", "search", "simulat", "playout", "play-out", "tried")


def why(m: api.Match, action: str | None = None) -> str:
    action = action or m.suggest(m.to_move())
    told = m.why(m.to_move(), action)
    assert told is not None and not problems(told), f"{action}: {told!r}"
    return english(told, GAME)


def test_resting_names_the_creature_one_wild_blow_would_knock_out():
    m = ready()
    p(m, SEAT).bank = 0
    p(m, SEAT).creatures[0].hp = 1
    assert m.suggest(SEAT) == "rest"
    weakest = min(m.state.deck.pile and [api.catalog(GAME).creatures[c].attack for c in m.state.deck.pile])
    assert why(m) == (f"{p(m, SEAT).creatures[0].name} has 1 HP and the weakest wild creature left strikes for "
                      f"{weakest}: rest at Home, where every creature heals to full, before walking the Wilderness")


def test_rolling_rather_than_resting_says_the_team_can_take_a_wild_blow():
    m = ready()
    p(m, SEAT).bank = 0
    assert m.suggest(SEAT) == "roll"
    assert why(m).startswith("Your creatures have 30 of their 30 HP and none would fall to one wild creature's blow")



def test_a_fork_taken_for_safety_gives_each_way_s_odds_of_a_wild_creature():
    m = at_the_thorn_gate(hp=1)
    name = p(m, SEAT).creatures[0].name
    assert why(m) == (f"With {name} at 1 HP, one wild creature's blow would knock it out: this way can end with no "
                      f"Wilderness roll, the other at best meets one on 2 in 6")


def test_a_fork_into_the_wilderness_says_the_team_is_fit_and_counts_the_catches():
    m = at_the_thorn_gate(hp=10)
    assert m.suggest(SEAT) == "go thornwood_1"
    assert why(m) == "Your creatures are fit (30 of 30 HP): the Wilderness is where creatures are caught (0 of 15 " \
                     "catches made)"


def _wild(m: api.Match, wild_hp: int, mine: tuple[int, ...] = (10,), attack: int = 4) -> api.Match:
    team(m, SEAT, *[creature(f"Mine{i + 1}", attack=3, hp=10) for i in range(len(mine))])
    for f, hp in zip(p(m, SEAT).creatures, mine):
        f.hp = hp
    wild = creature("Wild", attack=attack, defense=1, hp=10)
    wild.hp = wild_hp
    fight_wild(m, SEAT, wild)
    if m.state.battle.stage == "pick":
        run(m, "pick 1")
    return m


def test_a_strike_on_a_fresh_wild_creature_says_a_catch_would_hardly_hold_yet():
    m = _wild(ready(), wild_hp=9)
    assert m.suggest(SEAT) == "strike"
    assert why(m) == ("Wild still has 9 of 10 HP, so a catch would hold on 10% of the d10 only: wear it down first, "
                      "3 a hit")


def test_a_catch_names_the_face_it_needs():
    m = _wild(ready(), wild_hp=4)
    assert m.suggest(SEAT) == "catch"
    assert why(m) == "Wild is down to 4 of 10 HP: a catch holds on 5-10 of the d10 (60%)"


def test_a_catch_by_the_last_creature_compares_the_chances_of_losing_the_battle():
    m = _wild(ready(), wild_hp=8, mine=(3,), attack=5)  # a catch holds on 9-10
    assert why(m, "catch") == ("Mine1 is your last creature standing and Wild's counterstrike would knock it out: a "
                               "Strike loses the battle on 40% of the d10, this on 32%")


def test_a_switch_names_the_blow_and_the_creature_that_takes_it():
    m = _wild(ready(), wild_hp=10, mine=(2, 10), attack=5)
    assert m.suggest(SEAT) == "switch 2"
    assert why(m) == "Mine1 has 2 HP and Wild hits back for 5: Mine2, with 10, takes its place"


def test_the_opening_pick_compares_the_blows_of_two_creatures():
    m = ready()
    team(m, SEAT, creature("Weak", attack=2, hp=10), creature("Strong", attack=6, hp=10))
    fight_wild(m, SEAT, creature("Wild", attack=3, defense=1, hp=10))
    assert m.suggest(SEAT) == "pick 2"
    assert why(m) == "Against Wild, Strong deals 6 a hit and has 10 HP; Weak would deal 2 and has 10"


def test_an_opening_pick_between_two_creatures_alike_says_either_serves():
    """Seen in the hints: "Against Runestone Sentinel, Ivy Creeper deals 3 a hit with 10 HP to
    spare, Heather Hare 3 with 10" - the same numbers, and nothing said of why this one."""
    m = ready()
    team(m, SEAT, creature("Left", attack=4, hp=10), creature("Right", attack=4, hp=10))
    fight_wild(m, SEAT, creature("Wild", attack=3, defense=1, hp=10))
    hint = m.suggest(SEAT)
    other = "Right" if hint == "pick 1" else "Left"
    mine = "Left" if hint == "pick 1" else "Right"
    said = why(m)
    assert said.startswith(f"Against Wild, {mine} deals ") and said.endswith(
        f" a hit and has 10 HP, as {other} would: either serves"), said


@pytest.mark.parametrize("action, start", [
    ("challenge", "Beating Vorga Ironhand's creatures should cost about"),
    ("leave", "Beating Vorga Ironhand's creatures should cost about"),
])
def test_a_warlord_s_challenge_weighs_the_hp_it_should_cost(action, start):
    m = ready()
    m.state.phase, m.state.pending = "warlord", {"sigil": "power"}
    assert why(m, action).startswith(start)
    assert ("a loss sends you Home" in why(m, action)) == (action == "leave")


def test_a_warlord_costing_more_than_the_team_has_says_so():
    """A hint read "Beating Vorga Ironhand's creatures should cost about 22 of your 11 HP"."""
    m = ready()
    m.state.phase, m.state.pending = "warlord", {"sigil": "power"}
    for c in p(m, SEAT).creatures:
        c.hp = 2
    said = why(m, "leave")
    assert "HP, more than the 6 your creatures have, and a loss sends you Home" in said, said
    assert "of your 6 HP" not in said


def test_a_warlord_left_though_the_fight_should_be_won_says_the_hp_outweighs_the_sigil():
    """"should cost about 8 of your 30 HP, and a loss sends you Home: come back stronger" for a
    fight the team should win: what the search weighs is the HP, which takes turns to heal."""
    m = ready()
    m.state.phase, m.state.pending = "warlord", {"sigil": "power"}
    for c in p(m, SEAT).creatures:
        c.attack, c.hp, c.base_hp = 9, 40, 40
    said = why(m, "leave")
    assert said.endswith("HP that takes turns to heal: the Sigil of Power is not worth it yet"), said


def test_the_hint_never_walks_to_a_warlord_it_would_then_leave():
    """The hint said "Beating Vorga Ironhand's creatures should cost about 8 of your 30 HP: the
    Sigil of Power waits 3 spaces away", and there "leave" - 535 times in 16 games of normal
    play against 50 challenges. The searching levels no longer walk to a Warlord."""
    from engine.games.creature_adventures import ai
    from engine.games.creature_adventures.content import content

    for seed in range(4):
        m = api.new_match(GAME, seed, ["ai:normal"] * 3)
        while m.result() is None and len(m.log) < 4000:
            seat = m.to_move()
            if m.decision()["kind"] in ("turn", "fork"):
                goal = ai._goal(m.state, m.state.player(seat), ai.STYLES["normal"])
                assert goal is None or content().board.spaces[goal].kind != "warlord", goal
            m.act(m.suggest(seat))


def test_a_challenge_costing_more_than_the_team_has_says_what_a_loss_would_take():
    """"should cost about 22 HP, more than the 11 your creatures have: the Sigil of Power is within
    reach" read as a contradiction: a challenge hinted as a long shot says what a loss would take
    - only the trip Home with no sigil held, else the sigils held."""
    m = ready()
    m.state.phase, m.state.pending = "warlord", {"sigil": "power"}
    for c in p(m, SEAT).creatures:
        c.hp = 2
    said = why(m, "challenge")
    assert "a long shot, but you hold no sigil to lose, and a loss only sends you Home" in said, said
    assert said.endswith("the Sigil of Power is worth the try"), said
    m.state.sigils["speed"] = SEAT
    said = why(m, "challenge")
    assert "a loss sends you Home with the sigil you hold back to its Warlord: the Sigil of Power is worth the risk" \
        in said, said


def test_the_thieves_stake_weighs_three_thieves():
    m = ready()
    p(m, SEAT).bank = 2
    m.state.phase, m.state.pending = "thieves", {}
    assert why(m, "stake 0").startswith("Three thieves could cost about")
    assert why(m, "stake 2").endswith("the 2 points staked come back with 2 EXP")


def test_the_shaman_s_sure_heal_is_set_against_the_gamble():
    m = ready()
    p(m, SEAT).creatures[1].hp = 2
    m.state.phase, m.state.pending = "shaman", {}
    name = p(m, SEAT).creatures[1].name
    assert why(m, "shaman sure 2") == (f"{name} lacks the most HP (8): the sure heal gives it 5, a gamble only 3 on "
                                       f"1-5 of the d10")


def test_keeping_a_catch_compares_it_with_the_weakest_creature_held():
    m = ready()
    team(m, SEAT, creature("A", attack=2), creature("B", attack=4), creature("C", attack=5))
    m.state.phase = "keep"
    m.state.pending = {"seat": SEAT, "offers": [vars(creature("New", attack=7, defense=3))], "then": "flow"}
    assert why(m, "keep 1") == ("New (Attack 7, Defense 3, 10 HP) is worth more than A (Attack 2, Defense 1, 10 HP), "
                                "your weakest")


def test_keeping_a_catch_as_good_as_the_creature_it_replaces_says_either_serves():
    m = ready()
    team(m, SEAT, creature("A", attack=3), creature("B", attack=4), creature("C", attack=5))
    m.state.phase = "keep"
    m.state.pending = {"seat": SEAT, "offers": [vars(creature("New", attack=3))], "then": "flow"}
    assert why(m, "keep 1") == "New (Attack 3, Defense 1, 10 HP) is worth as much as A (Attack 3, Defense 1, 10 HP): either serves"


def test_keeping_a_catch_names_abilities_and_calls_only_the_weakest_so():
    """A reason read "Mossback Toad (Attack 3, Defense 1, 10 HP) is worth more than Drift Kite
    (Attack 3, Defense 2, 10 HP), your weakest": the Toad's Thick Hide went unsaid, and the Kite
    was not the weakest held."""
    m = ready()
    team(m, SEAT, creature("A", attack=2), creature("B", attack=4), creature("C", attack=5))
    m.state.phase = "keep"
    m.state.pending = {"seat": SEAT, "offers": [vars(creature("New", attack=7, defense=3, ability="thick_hide"))],
                       "then": "flow"}
    assert why(m, "keep 2") == ("New (Attack 7, Defense 3, 10 HP, Thick Hide) is worth more to your team than B "
                                "(Attack 4, Defense 1, 10 HP)")


@pytest.mark.parametrize("seed, seats", [(3, 2), (4, 3)])
def test_every_hint_of_a_game_has_a_reason_that_never_tells_of_a_search(seed, seats):
    """A game where the first seat takes every hint: each hint where more than one move was open
    has a reason, a well-formed message whose English names no search."""
    m = api.new_match(GAME, seed, ["human"] + ["ai:easy"] * (seats - 1))
    hinted = 0
    for _ in range(1500):
        if m.result() is not None:
            break
        seat = m.to_move()
        action = m.suggest(seat)
        if m.seats[seat] == "human" and len(m.legal_actions()) > 1:
            told = m.why(seat, action)
            assert told is not None, f"no reason for {action!r} ({m.decision()['kind']})"
            words = english(told, GAME)
            assert not problems(told) and not any(w in words.lower() for w in SEARCH_WORDS), words
            hinted += 1
        m.act(action)
    assert hinted > 50


def test_a_strike_into_a_standing_dodge_says_it_uses_the_dodge_up():
    """A hint read "A Strike hurts Tornclaw Bear on 0% of the d10, 0 a hit": the Bear had dodged,
    and a Dodge takes the next Strike whole, with any boost given to it - so striking at once
    spends the Dodge for nothing worth keeping."""
    m = ready()
    fight_player(m, SEAT, 1)
    for _ in range(6):  # both sides pick their openers; then the aggressor acts
        if m.state.battle.mover == SEAT and "strike" in m.legal_actions():
            break
        m.act(next((a for a in m.legal_actions() if a.startswith("pick")), m.legal_actions()[0]))
    b = m.state.battle
    assert b.mover == SEAT and "strike" in m.legal_actions()
    b.sides[1 - b.mover].dodging = True
    foe = b.fighter(m.state, 1 - b.mover).name
    assert why(m, "strike") == (f"{foe}'s Dodge takes your next Strike whole, and any boost you gave it: strike now "
                                "to use the Dodge up")


def _fortifying(fortify: int, defense: int, attack: int = 6) -> api.Match:
    """Seat 1 attacks seat 2, whose Fortify asks for an opening move before the first blow."""
    m = ready()
    team(m, 0, creature("Striker", attack=attack, hp=10))
    team(m, 1, creature("Stalwart", defense=defense, hp=10))
    p(m, 1).artifacts["fortify"] = fortify
    fight_player(m, 0, 1)  # (one creature a side: the picks make themselves)
    assert m.decision()["kind"] == "fortify" and m.to_move() == 1
    return m


def test_a_brace_that_adds_nothing_is_no_move_and_the_hint_says_so():
    m = _fortifying(fortify=1, defense=0)
    assert m.suggest(1) == "ready"
    assert why(m) == ("A Brace adds a share of Stalwart's Defense, and at 0 that is nothing: the first blow costs "
                      "5.5 HP on average either way")
    assert why(m, "brace") == why(m)


def test_a_dodge_beats_a_brace_that_adds_little_and_the_hint_gives_the_averages():
    m = _fortifying(fortify=2, defense=1)
    assert m.suggest(1) == "dodge"
    assert why(m) == ("A Dodge escapes the first blow whole on 40% of the d10: Stalwart loses 3.0 HP to it on "
                      "average, against 4.5 braced and 5.0 standing ready")


def test_without_a_dodge_a_brace_that_softens_the_blow_is_taken_with_its_numbers():
    m = _fortifying(fortify=1, defense=5, attack=10)
    assert m.suggest(1) == "brace"
    assert why(m) == ("A Brace raises Stalwart's Defense from 5 to 6-10 for the first blow: it loses 5.5 HP to it on "
                      "average instead of 6.2")

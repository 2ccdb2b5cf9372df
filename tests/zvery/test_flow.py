"""Zvery from setup to the final battle through Match (the game is not yet listed by the API)."""
from __future__ import annotations

import random

from engine.core import save as savefile
from engine.core.match import Match, replay
from engine.games.zvery import battle, flow
from engine.games.zvery.content import content
from engine.games.zvery.rules import RULES
from engine.games.zvery.state import ROSTER_MAX


def new(seed: int = 1) -> Match:
    m = Match(RULES, seed, ["human", "human"], {})
    while m.state.phase == "starter":
        m.act(m.legal_actions()[0])
    return m


def past_dice_traits(m: Match) -> None:
    """Let after-roll trait keywords go unused ("done"), so a test reaches the combat go."""
    while m.state.battle.frames[-1]["kind"] == "keyword":
        m.act("done")


def test_the_current_player_chooses_one_or_two_wild_creatures_then_fighters_then_the_stake():
    m = new(2)
    assert m.to_move() == m.state.current
    assert m.legal_actions() == ["wild 1", "wild 2", "wild 3"]
    m.act("wild 1")
    m.act("wild 2")
    assert m.legal_actions() == ["done"]  # at most two
    m.act("done")
    level = sum(content().creatures[m.state.wild[i].card].level for i in (0, 1))
    assert flow.stake_count(m.state) == min(level, 3)
    # a lone starter fields itself; two level-1 creatures put two mutations at stake
    assert m.legal_actions() == ["stake 1", "stake 2", "stake 3"]
    m.act("stake 3")
    m.act("stake 1")
    b = m.state.battle
    assert m.state.phase == "battle" and len(b.at_stake) == 2 and len(m.state.open_mutations) == 1
    assert [f.side for f in b.fighters] == [0, 1, 1] and all(f.skills for f in b.fighters)


def test_the_other_player_controls_the_wild_creatures():
    m = new(3)
    m.act("wild 1")
    m.act("done")
    m.act("stake 1")
    m.state.rng.script([1] * 10)
    m.act("fight")
    past_dice_traits(m)
    assert m.to_move() == m.state.current
    m.act("pass")
    past_dice_traits(m)
    assert m.to_move() == 1 - m.state.current and m.state.battle.frames[-1]["side"] == 1


def test_rewards_after_a_kill_and_the_roles_switch():
    m = new(4)
    first = m.state.current
    m.act("wild 1")
    m.act("done")
    m.act("stake 1")
    b = m.state.battle
    b.fighters[1].health = 0  # the wild creature bleeds out: it dies at the next step
    events = m.act("fight")
    rewards = [e for e in events if e["type"] == "rewards"][0]
    assert (rewards["current"], rewards["wild"]) == (1, 0)  # a level-1 kill: one mutation
    while m.state.phase in ("draft", "place"):
        m.act(m.legal_actions()[0])
    assert m.state.current == 1 - first and m.state.phase == "choose"
    assert any(content().creatures[w.card].level == 2 for w in m.state.wild)  # the refill is one level up


def test_after_a_catch_the_one_that_slipped_away_stays_in_the_row_until_the_refill():
    """Issue 13 with rulings 17 and 28: of two wild creatures fought, the caught one leaves the
    row for its catcher's roster at the catch, while the battle goes on; the one that slipped
    away (time up) stays in the row through the draft, its fighter still pointing at it; the
    refill discards it and lays each new creature where the old one lay."""
    m = new(6)
    me = m.state.current
    row = [w.card for w in m.state.wild]
    m.act("wild 1")
    m.act("wild 3")
    m.act("done")
    while m.state.phase == "choose":
        m.act(m.legal_actions()[0])
    m.state.battle.turn = battle.MAX_TURNS
    m.state.rng.script([6] * 5 + [1] * 5)  # the catch (30 takes any level-1 creature), the wild roll
    m.act("catch 2")
    caught, away = m.state.battle.fighters[1], m.state.battle.fighters[2]
    assert m.state.phase == "battle" and caught.gone == "caught"  # the other one fights on
    assert [w.card for w in m.state.wild] == row[1:] and m.state.players[me].roster[-1].card == row[0]
    assert caught.slot == -1 and m.state.wild[away.slot].card == away.card == row[2]
    while m.state.phase == "battle":
        legal = m.legal_actions()
        m.act("pass" if "pass" in legal else "done" if "done" in legal else legal[0])
    caught, away = m.state.battle.fighters[1], m.state.battle.fighters[2]
    assert (caught.gone, away.gone) == ("caught", "") and m.state.phase == "draft"
    assert [w.card for w in m.state.wild] == row[1:]
    assert m.state.players[me].roster[-1].card == row[0] and caught.slot == -1
    assert m.state.wild[away.slot].card == away.card == row[2]
    assert m.state.pending["refill_at"] == [0, 2]
    slipped = [row[2]] + m.state.wild[away.slot].abilities
    while m.state.phase in ("draft", "place"):
        m.act(m.legal_actions()[0])
    wild = m.state.wild
    assert m.state.phase == "choose" and len(wild) == 3 and wild[1].card == row[1]
    assert [content().creatures[wild[i].card].level for i in (0, 2)] == [2, 2]
    assert m.state.discard[-len(slipped):] == slipped


def test_a_fifth_creature_means_releasing_one():
    m = new(5)
    me = m.state.current
    roster = m.state.players[me].roster
    while len(roster) < ROSTER_MAX:
        roster.append(type(roster[0])(roster[0].card, list(roster[0].abilities)))
    m.act("wild 1")
    m.act("done")
    m.act("field 1")
    m.act("done")
    m.act("stake 1")
    m.state.battle.fighters[1].health = 1
    m.state.rng.script([6] * 5)
    m.act("catch 2")
    assert m.state.phase == "release" and m.legal_actions() == [f"release {i}" for i in range(1, 6)]


def test_random_games_end_by_the_final_battle_and_replay_from_their_saves():
    for seed in range(4):
        m = Match(RULES, seed, ["human", "human"], {})
        chooser = random.Random(seed)
        while m.result() is None:
            m.act(chooser.choice(m.legal_actions()))
        assert m.result()["reason"] == "final battle" and m.legal_actions() == []
        again = replay(RULES, savefile.parse(m.save()))
        assert again.digest() == m.digest()


def test_a_battle_that_reaches_its_30th_turn_ends():
    m = new(6)
    m.act("wild 1")
    m.act("done")
    m.act("stake 1")
    m.state.battle.turn = battle.MAX_TURNS
    m.state.rng.script([1] * 10)
    events = m.act("fight")
    past_dice_traits(m)
    events += m.act("pass")
    past_dice_traits(m)
    events += m.act("pass")
    over = [e for e in events if e["type"] == "battle_over"]
    assert over and over[0]["time_up"] and over[0]["winner"] == 1


def test_the_computer_finishes_games_with_legal_moves_and_leaves_the_match_as_it_was():
    for seats in (["ai:easy", "ai:easy"], ["ai", "ai:easy"]):
        m = Match(RULES, 8, seats, {})
        while m.result() is None:
            seat = m.to_move()
            before = m.digest()
            choice = m.suggest(seat)
            assert m.digest() == before and choice in m.legal_actions()
            m.act(choice)
        assert m.result()["reason"] == "final battle"

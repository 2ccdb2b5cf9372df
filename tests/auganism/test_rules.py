"""Auganism's rules, each tested by name, played through the generic Match.

Auganism has no dice: what varies is the order of the decks. So a test sets up the cards it
needs with `staged()`, which edits a new match's state directly - hands, Summon Zones, EVP
Zones - before any action; everything after that goes through `legal_actions()` and `act()`.
(The game joins `engine.api` with its table; these tests then move to `api.new_match`.)
"""
from __future__ import annotations

import random

import pytest

from engine.core.errors import IllegalAction
from engine.core.match import Match
from engine.games.auganism import ending, turn
from engine.games.auganism.content import content
from engine.games.auganism.rules import RULES
from engine.games.auganism.state import Summoned
from engine.games.auganism.story import STORY
from scenes.auganism.words import card_name
from tests.words import english

BATTLE_AND_EVOLUTION = ("regenerate", "evr_discount", "evp_bonus", "sword_bonus", "shield_bonus", "family_attack")


def quiet_hero(avoid: tuple[str, ...]) -> str:
    """A hero whose passive is none of `avoid` and whose active is not a response."""
    return next(h.id for h in content().heroes.values() if h.passive.kind not in avoid and h.active.when == "activated")


def deck(hero: str) -> dict:
    """A legal 30-card deck: three copies each of the first ten monsters."""
    cards = {m: 3 for m in list(content().monsters)[:10]}
    return {"hero": hero, "cards": cards}


def new(hero: str | None = None, tag: bool = False, seed: int = 1) -> Match:
    hero = hero or quiet_hero(BATTLE_AND_EVOLUTION)
    seats = ["human"] * (4 if tag else 2)
    options = RULES.check_options(seats, {"decks": [deck(hero)] * len(seats), "tag": tag})
    return Match(RULES, seed, seats, options)


def staged(m: Match, seat: int, *, hand=None, summoned=None, stage=1, health=None, evp=(), augments=(),
           deck_left=None) -> None:
    """Put named cards where a test needs them (see the module docstring). Cards come from
    nowhere: each gets a fresh instance id owned by `seat`."""
    s = m.state
    p = s.players[seat]

    def fresh(card: str) -> str:
        uid = f"{seat}:x{len(s.cards)}"
        s.cards[uid] = card
        return uid

    if hand is not None:
        p.hand = [fresh(c) for c in hand]
    if summoned is not None:
        st = content().monsters[summoned].stages[stage - 1]
        p.summoned = Summoned(fresh(summoned), stage - 1, st.health if health is None else health)
    p.evp_zone = [fresh(c) for c in evp]
    p.augments = [fresh(c) for c in augments]
    if deck_left is not None:
        p.deck.pile, p.deck.segments = p.deck.pile[:deck_left], ([deck_left] if deck_left else [])
    turn.settle(s, [])  # the phase the new zones call for (a filled Summon Zone asks no summon)


def evp_cards(total: int) -> list[str]:
    """Cards whose EVP add up to exactly `total`."""
    ones = [m.id for m in content().monsters.values() if m.evp == 1]
    return [ones[0]] * total


def random_game(tag: bool, seed: int, steps: int, each) -> Match:
    """A seeded game played with random legal actions to its end (or for `steps` actions),
    `each(match)` checking every position before its action."""
    m = new(tag=tag, seed=seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        if m.result() is not None:
            break
        each(m)
        m.act(chooser.choice(m.legal_actions()))
    return m


def stalemated() -> tuple[Match, int, list[dict]]:
    """A duel whose decks are empty, the first player one battle won ahead, after the quiet
    turns that end it: the match, the first player and the turns' events."""
    m = new()
    first = m.to_move()
    for seat in (0, 1):
        staged(m, seat, deck_left=0)
    m.state.players[first].wins = 1
    ev: list[dict] = []
    for _ in range(ending.QUIET_TURNS):
        ending.end_of_turn(m.state, ev)
    return m, first, ev


def to_phase(m: Match, phase: str) -> None:
    """Skip the turn player's phases until `phase` (taking the first summon if one is asked)."""
    for _ in range(10):
        if m.state.phase == phase:
            return
        legal = m.legal_actions()
        m.act("skip" if "skip" in legal else legal[0])
    raise AssertionError(f"never reached {phase}")


# --- evolution ------------------------------------------------------------------------------------------------
def test_skipping_a_stage_costs_every_evr_passed_plus_one_the_rulebooks_2_plus_3_plus_1():
    lynx = next(m.id for m in content().monsters.values() if [s.evr for s in m.stages[1:3]] == [2, 3])
    for total, reachable in ((6, ["evolve 2", "evolve 3"]), (5, ["evolve 2"])):
        m = new()
        seat = m.to_move()
        staged(m, seat, hand=[], summoned=lynx, evp=evp_cards(total))
        to_phase(m, "evolve")
        assert [a for a in m.legal_actions() if a.startswith("evolve")] == reachable


def test_evolving_spends_the_whole_evp_zone_heals_to_the_new_stage_and_keeps_the_augments():
    lynx = next(m.id for m in content().monsters.values() if len(m.stages) >= 2 and m.stages[1].evr <= 3)
    m = new()
    seat = m.to_move()
    sword = next(c.id for c in content().monsters.values() if c.sword >= 1)
    staged(m, seat, hand=[], summoned=lynx, health=1, evp=evp_cards(5), augments=[sword])
    to_phase(m, "evolve")
    m.act("evolve 2")
    p = m.state.players[seat]
    assert p.evp_zone == [] and len(p.graveyard) == 5  # surplus EVP spent too (ruling 8)
    assert p.summoned.stage == 1 and p.summoned.health == content().monsters[lynx].stages[1].health
    assert [m.state.card(u) for u in p.augments] == [sword]  # "Cards in the augmentation zone stay put"
    assert not [a for a in m.legal_actions() if a.startswith("evolve")]  # once a turn (ruling 10)


# --- effects --------------------------------------------------------------------------------------------------
def test_an_effect_with_no_monster_to_act_on_is_not_done_and_not_told_as_done():
    """Ember Fang wounds the opposing monster as it goes on as an augment. With the opposing Summon
    Zone empty there is nothing to wound: no Health changes, and the log says the effect did
    nothing and why - not "wound the opposing monster for 1", which players read as done."""
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=["ember_fang"], summoned="dusk_jackal")
    assert m.state.players[1 - seat].summoned is None
    to_phase(m, "augment")
    ev = m.act("augment ember_fang")
    assert not [e for e in ev if e["type"] == "wound"]
    [effect] = [e for e in ev if e["type"] == "effect"]
    names = ["Ann", "Ben"]
    line = english(STORY(seat).tell(effect)["text"], "auganism", names)
    assert line == f"{names[seat]}'s Ember Fang does nothing: there is no opposing monster to wound."


def test_the_evolution_phase_is_not_entered_when_no_evolution_is_within_reach():
    """A monster at its only stage cannot evolve: the turn goes from the EVP Phase to the Augment
    Phase, even with the hero's power ready (it is offered there, and in the Declare Phase) -
    the table once showed an Evolution Phase with nothing in it but Skip and the power."""
    single = next(c.id for c in content().monsters.values() if len(c.stages) == 1)
    m = new("the_warlord")
    seat = m.to_move()
    staged(m, seat, hand=[single], summoned=single)
    assert m.state.phase == "evp" and "hero" in m.legal_actions()
    m.act("skip")
    assert m.state.phase == "augment" and "hero" in m.legal_actions()


@pytest.mark.parametrize("hero", ["the_duskmother", "the_gardener"])
def test_the_evolution_phase_is_asked_when_the_heros_power_would_bring_an_evolution_within_reach(hero):
    """The Duskmother's +2 EVP and the Gardener's 2 EVR off make an evolution 2 short possible: a
    real choice, so the phase is asked, and after the power the evolution is offered."""
    grower = next(c for c in content().monsters.values() if len(c.stages) >= 2 and c.stages[1].evr >= 4)
    m = new(hero)
    seat = m.to_move()
    short = grower.stages[1].evr - 2 - (1 if hero == "the_gardener" else 0)  # the Gardener's passive: +1 EVP
    staged(m, seat, hand=[], summoned=grower.id, evp=evp_cards(short))
    to_phase(m, "evolve")
    assert m.legal_actions() == ["skip", "hero"]
    m.act("hero")
    assert "evolve 2" in m.legal_actions()


# --- drawing and summoning ------------------------------------------------------------------------------------
def test_an_empty_hand_draws_two_a_deck_of_one_gives_one_and_an_empty_deck_nothing():
    m = new(quiet_hero(("empty_hand_draw", "regenerate")))
    seat = m.to_move()
    other = 1 - seat
    monster = next(iter(content().monsters))
    staged(m, other, hand=[], summoned=monster, deck_left=1)
    staged(m, seat, hand=[], summoned=monster)
    to_phase(m, "declare")
    ev = m.act("skip")  # the turn passes: the other seat's hand is empty, its deck holds one card
    draws = [e for e in ev if e["type"] == "draws" and e["seat"] == other]
    assert draws[0]["count"] == 1 and len(m.state.players[other].hand) == 1


def nothing_to_summon() -> tuple[Match, int, list[dict]]:
    """A duel whose second player comes to their turn with an empty Summon Zone, an empty hand and
    an empty deck: the match, the first player and the events of the turn's end."""
    m = new()
    seat = m.to_move()
    staged(m, 1 - seat, hand=[], deck_left=0)
    staged(m, seat, hand=[], summoned=next(iter(content().monsters)))
    to_phase(m, "declare")
    return m, seat, m.act("skip")


def test_a_player_with_nothing_to_summon_loses():
    m, seat, _ = nothing_to_summon()
    assert m.result() == {"winners": [seat], "reason": "nothing to summon", "wins": [0, 0],
                          "turns": m.state.turn}


def test_summoning_is_forced_when_the_summon_zone_is_empty():
    m = new()
    assert m.state.phase == "summon" and all(a.startswith("summon") or a in ("hero", "use") for a in m.legal_actions())


@pytest.mark.parametrize("tag", [False, True])
def test_the_draw_and_the_summon_are_never_skipped(tag):
    """The rulebook: the Draw Phase and the Summon Phase are "not optional". In random games every
    turn begins with its turn player's draw (an empty deck draws nothing, and says so), and an
    empty Summon Zone's Summon Phase offers no skip and refuses one."""
    def no_skip_of_the_summon(m: Match) -> None:
        s = m.state
        if s.phase == "summon" and s.players[s.current].summoned is None:
            assert "skip" not in m.legal_actions()
            with pytest.raises(IllegalAction):
                m.act("skip")

    for seed in range(6):
        events = random_game(tag, seed, 600, no_skip_of_the_summon).events()
        for i, ev in enumerate(events):
            if ev["type"] == "turn":
                drawn = next(e for e in events[i + 1:] if e["type"] in ("draws", "turn"))
                assert drawn == {**drawn, "type": "draws", "seat": ev["seat"]}


# --- the battle -----------------------------------------------------------------------------------------------
def _duel(attacker: str, defender: str, *, a_aug=(), d_aug=(), d_health=None):
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[], summoned=attacker, augments=a_aug)
    staged(m, 1 - seat, hand=[], summoned=defender, augments=d_aug, health=d_health)
    to_phase(m, "declare")
    ev = m.act("battle")
    if m.state.phase == "response":
        ev += m.act("done")
    return m, seat, ev


def _strong_and_weak():
    mons = list(content().monsters.values())
    strong = max(mons, key=lambda c: c.stages[0].attack)
    weak = min(mons, key=lambda c: c.stages[0].health)
    return strong, weak


def test_the_shield_absorbs_first_and_the_excess_comes_off_health():
    strong, _ = _strong_and_weak()
    walls = [c for c in content().monsters.values() if c.shield >= 2]
    target = max(content().monsters.values(), key=lambda c: c.stages[0].health)
    m, seat, ev = _duel(strong.id, target.id, d_aug=[walls[0].id])
    blow = [e for e in ev if e["type"] == "strike"][0]
    assert blow["shield"] == walls[0].shield
    assert blow["damage"] == max(0, blow["attack"] - walls[0].shield)


def test_an_attack_equal_to_the_shield_deals_nothing():
    m = new()
    seat = m.to_move()
    attacker = next(c for c in content().monsters.values() if c.stages[0].attack <= 4 and not c.effects)
    wall_total = attacker.stages[0].attack
    shields = []
    for c in sorted(content().monsters.values(), key=lambda c: -c.shield):
        if c.shield and sum(content().monsters[s].shield for s in shields) + c.shield <= wall_total:
            shields.append(c.id)
    assert sum(content().monsters[s].shield for s in shields) == wall_total
    defender = next(c for c in content().monsters.values() if not c.effects)
    staged(m, seat, hand=[], summoned=attacker.id)
    staged(m, 1 - seat, hand=[], summoned=defender.id, augments=shields)
    to_phase(m, "declare")
    ev = m.act("battle")
    ev += m.act("done") if m.state.phase == "response" else []
    assert [e for e in ev if e["type"] == "strike"][0]["damage"] == 0


def test_no_counterattack_when_the_defender_falls_and_the_loser_goes_to_the_winners_evp_zone():
    strong, weak = _strong_and_weak()
    m, seat, ev = _duel(strong.id, weak.id, d_health=1)
    strikes = [e for e in ev if e["type"] == "strike"]
    assert len(strikes) == 1  # no counterattack
    p, foe = m.state.players[seat], m.state.players[1 - seat]
    assert p.wins == 1 and foe.summoned is None
    assert [m.state.card(u) for u in p.evp_zone] == [weak.id]  # captured, owner unchanged (ruling 18)


def test_a_captured_card_goes_back_to_its_owners_graveyard_when_spent():
    """Ruling 18: the winner's EVP Zone holds the loser's card; evolving sends it home."""
    grower = next(c for c in content().monsters.values() if len(c.stages) >= 2 and c.stages[1].evr <= 4)
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[], summoned=grower.id, evp=evp_cards(4))
    captured = f"{1 - seat}:captured"
    m.state.cards[captured] = next(iter(content().monsters))
    m.state.players[seat].evp_zone.append(captured)
    to_phase(m, "evolve")
    m.act("evolve 2")
    assert captured in m.state.players[1 - seat].graveyard
    assert captured not in m.state.players[seat].graveyard


def test_the_survivor_counterattacks_and_both_keep_their_damage():
    mons = list(content().monsters.values())
    a = min(mons, key=lambda c: (c.stages[0].attack, -c.stages[0].health))
    d = max(mons, key=lambda c: (c.stages[0].health, c.stages[0].attack))
    m, seat, ev = _duel(a.id, d.id)
    strikes = [e for e in ev if e["type"] == "strike"]
    assert len(strikes) == 2 and strikes[1]["seat"] == 1 - seat
    assert m.state.players[1 - seat].summoned.health == strikes[0]["health"]  # remembered (ruling 16)


def test_augments_go_to_the_graveyard_after_a_battle_and_stay_without_one():
    sword = next(c.id for c in content().monsters.values() if c.sword >= 1)
    strong, weak = _strong_and_weak()
    m, seat, _ = _duel(weak.id, strong.id, a_aug=[sword])
    assert m.state.players[seat].augments == [] and sword in [m.state.card(u) for u in m.state.players[seat].graveyard]
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[sword], summoned=weak.id)
    to_phase(m, "augment")
    m.act(f"augment {sword}")
    if "skip" in m.legal_actions():
        m.act("skip")
    assert [m.state.card(u) for u in m.state.players[seat].augments] == [sword]


def test_you_cannot_battle_an_empty_summon_zone():
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[], summoned=next(iter(content().monsters)))
    staged(m, 1 - seat, hand=[next(iter(content().monsters))])
    m.state.players[1 - seat].summoned = None
    to_phase(m, "declare")
    assert m.state.current != seat or "battle" not in m.legal_actions()


def test_declaring_a_battle_is_forced_when_your_deck_is_empty():
    m = new()
    seat = m.to_move()
    monster = next(iter(content().monsters))
    staged(m, seat, hand=[], summoned=monster, deck_left=0)
    staged(m, 1 - seat, hand=[], summoned=monster)
    to_phase(m, "declare")
    assert "battle" in m.legal_actions() and "skip" not in m.legal_actions()


def test_the_defender_may_augment_in_the_response_phase():
    wall = max(content().monsters.values(), key=lambda c: c.shield)
    m = new()
    seat = m.to_move()
    monster = next(iter(content().monsters))
    staged(m, seat, hand=[], summoned=monster)
    staged(m, 1 - seat, hand=[wall.id], summoned=monster)
    to_phase(m, "declare")
    m.act("battle")
    assert m.to_move() == 1 - seat and f"augment {wall.id}" in m.legal_actions()
    ev = m.act(f"augment {wall.id}")
    if m.state.phase == "response":  # something else to respond with: done
        ev += m.act("done")
    assert [e for e in ev if e["type"] == "strike"][0]["shield"] >= wall.shield


# --- the formalities (a decision with one answer the rules leave: Match.decision()["forced"]) -------------
def test_summoning_the_only_card_is_taken_for_the_player_but_never_a_choice():
    cards = [c.id for c in content().monsters.values()][:2]
    m = new()
    seat = m.to_move()
    m.state.players[seat].hero_wait = 2  # the power is resting: nothing to do before the summon
    staged(m, seat, hand=[cards[0], cards[0]])
    forced = m.decision()["forced"]
    assert m.legal_actions() == [f"summon {cards[0]}"]
    assert english(forced, "auganism", ["Ann", "Ben"]) == \
        f"Only one card to summon: {['Ann', 'Ben'][seat]} summons {card_name(cards[0])}."
    staged(m, seat, hand=cards)
    assert m.decision()["forced"] is None
    m.state.players[seat].hero_wait = 0  # the power may be used first: a choice again
    staged(m, seat, hand=[cards[0]])
    assert "hero" in m.legal_actions() and m.decision()["forced"] is None


def test_a_battle_with_an_empty_deck_is_declared_for_the_player():
    m = new()
    seat = m.to_move()
    monster = next(c.id for c in content().monsters.values() if not c.effects)
    m.state.players[seat].hero_wait = 2
    staged(m, 1 - seat, hand=[], summoned=monster)
    staged(m, seat, hand=[], summoned=monster, deck_left=0)  # nothing to place, evolve or use: to the Declare Phase
    assert m.state.phase == "declare" and m.legal_actions() == ["battle"]
    assert english(m.decision()["forced"], "auganism", ["Ann", "Ben"]) == \
        f"{['Ann', 'Ben'][seat]}'s deck is empty, so a battle must be declared."


@pytest.mark.parametrize("tag", [False, True])
def test_only_a_summon_or_a_declaration_with_one_answer_is_ever_forced(tag):
    def forced_only_where_the_rules_leave_one_answer(m: Match) -> None:
        asked = m.decision()
        one = len(asked["choices"]) == 1
        assert (asked["forced"] is not None) == (one and asked["kind"] in ("summon", "declare")), asked

    for seed in range(4):
        random_game(tag, seed, 600, forced_only_where_the_rules_leave_one_answer)


# --- winning --------------------------------------------------------------------------------------------------
def test_three_battles_won_win_the_duel():
    strong, weak = _strong_and_weak()
    m = new()
    seat = m.to_move()
    m.state.players[seat].wins = 2
    staged(m, seat, hand=[], summoned=strong.id)
    staged(m, 1 - seat, hand=[], summoned=weak.id, health=1)
    to_phase(m, "declare")
    m.act("battle")
    if m.state.phase == "response":
        m.act("done")
    assert m.result()["winners"] == [seat] and m.result()["reason"] == "three wins"


def test_a_stalemate_ends_after_six_quiet_turns_once_the_decks_are_empty_more_wins_taking_it():
    m, first, ev = stalemated()  # nobody hurt
    ends = [e["type"] for e in ev if e["type"] in ("turn_end", "game_over")]
    assert ends == ["turn_end"] * ending.QUIET_TURNS + ["game_over"]  # over at the last quiet turn, not before
    assert m.result()["reason"] == "stalemate" and m.result()["winners"] == [first]


def test_a_turn_with_health_lost_starts_the_quiet_count_again():
    m = new()
    for seat in (0, 1):
        staged(m, seat, deck_left=0)
    ev: list[dict] = []
    for _ in range(ending.QUIET_TURNS - 1):
        ending.end_of_turn(m.state, ev)
    m.state.hurt = True
    assert not ending.end_of_turn(m.state, ev) and m.state.quiet == 0


def test_no_duel_outlasts_its_200th_turn_equal_wins_going_to_the_healthier_monster():
    wall = max(content().monsters.values(), key=lambda c: c.stages[0].health)
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[], summoned=wall.id, health=5)
    staged(m, 1 - seat, hand=[], summoned=wall.id, health=9)
    m.state.turn = ending.MAX_TURNS
    to_phase(m, "declare")
    m.act("skip")
    assert m.result()["reason"] == "stalemate" and m.result()["winners"] == [1 - seat]


# --- tag battles ----------------------------------------------------------------------------------------------
def test_in_a_tag_battle_the_loser_goes_to_the_winners_partners_hand():
    strong, weak = _strong_and_weak()
    m = new(tag=True)
    seat = m.to_move()
    staged(m, seat, hand=[], summoned=strong.id)
    staged(m, seat ^ 1, hand=[], summoned=weak.id, health=1)
    partner = (seat + 2) % 4
    before = len(m.state.players[partner].hand)
    to_phase(m, "declare")
    m.act("battle")
    if m.state.phase == "response":
        m.act("done")
    hand = m.state.players[partner].hand
    assert len(hand) == before + 1 and m.state.card(hand[-1]) == weak.id
    assert m.state.players[seat].evp_zone == []


def test_five_team_wins_take_a_tag_battle_and_both_partners_win():
    strong, weak = _strong_and_weak()
    m = new(tag=True)
    seat = m.to_move()
    m.state.players[seat].wins = 2
    m.state.players[(seat + 2) % 4].wins = 2
    staged(m, seat, hand=[], summoned=strong.id)
    staged(m, seat ^ 1, hand=[], summoned=weak.id, health=1)
    to_phase(m, "declare")
    m.act("battle")
    if m.state.phase == "response":
        m.act("done")
    assert m.result()["reason"] == "five team wins"
    assert m.result()["winners"] == sorted([seat, (seat + 2) % 4])


# --- whole games ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("tag", [False, True])
def test_random_games_end_by_the_rules_and_every_state_round_trips(tag):
    def round_trips(m: Match) -> None:
        assert RULES.canonical(RULES.restore(RULES.canonical(m.state))) == RULES.canonical(m.state)

    for seed in range(15):
        m = random_game(tag, seed, 3000, round_trips)
        assert m.result()["reason"] in ("three wins", "five team wins", "nothing to summon", "stalemate")


# --- hidden information -----------------------------------------------------------------------------------------
def _public_uids(m: Match) -> set[str]:
    s = m.state
    out = set()
    for p in s.players:
        out |= set(p.augments) | set(p.evp_zone) | set(p.graveyard)
        if p.summoned:
            out.add(p.summoned.uid)
    return out


@pytest.mark.parametrize("tag", [False, True])
def test_no_view_or_event_shows_a_seat_the_cards_in_another_hand_or_a_decks_order(tag):
    """Every card instance ever face up is known to all; one never face up that sits in another
    player's hand or in any deck must appear in nothing a seat is shown."""
    import json

    for seed in range(6):
        m = new(tag=tag, seed=seed)
        seats = range(len(m.state.players))
        seen = _public_uids(m)
        shown = {s: json.dumps([m.view(s)] + [e for e in m.events() if s in e.get("visible_to", [s])])
                 for s in seats}
        chooser = random.Random(seed)
        for _ in range(400):
            if m.result() is not None:
                break
            ev = m.act(chooser.choice(m.legal_actions()))
            seen |= _public_uids(m)
            for s in seats:
                shown[s] += json.dumps([m.view(s)] + [e for e in ev if s in e.get("visible_to", [s])])
            for s in seats:
                secret = {u for p in m.state.players if p.seat != s for u in p.hand if u not in seen}
                secret |= {u for p in m.state.players for u in p.deck.pile}
                leaked = [u for u in secret if f'"{u}"' in shown[s]]
                assert not leaked, (s, leaked)
                shown[s] = ""


def test_undo_never_crosses_a_draw():
    """A move inside a turn comes back; the end of a turn, after which the next player draws, does
    not: taking it back would let them see a card and then choose again."""
    monster = next(iter(content().monsters))
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[monster], summoned=monster)
    staged(m, 1 - seat, hand=[monster], summoned=monster)
    m.act(f"evp {monster}")
    assert m.undo() is True and m.state.phase == "evp"
    to_phase(m, "declare")
    m.act("skip")  # the next player draws
    assert m.undo() is False

"""Why an Auganism hint is good (advice.py): the Attack, Shield, Health and EVP that decide it,
as the forecast counts them; no hint answers a battle into a loss that another answer would
avoid, and one that declares a battle into a loss says what it gains."""
from __future__ import annotations

import pytest

from engine import api
from engine.core.messages import problems
from engine.games.auganism import stats
from engine.games.auganism.content import content
from tests.words import english

SEARCH_WORDS = ("computer", "search", "simulat", "playout", "play-out", "tried")
OPTIONS = next(v["options"] for v in api.info("auganism")["variants"] if v["seats"] == 2)


def _first(seed: int, wanted):
    """The first position of a seeded game between two computers where `wanted(match, hint)`
    holds: the match, the seat, the hint and its reason in English."""
    m = api.new_match("auganism", seed, ["ai:normal", "ai:normal"], OPTIONS)
    for _ in range(3000):
        if m.result() is not None:
            break
        seat = m.to_move()
        hint = m.suggest(seat)
        if len(m.legal_actions()) > 1 and wanted(m, hint):
            return m, seat, hint, english(m.why(seat, hint), "auganism")
        m.act(hint)
    pytest.skip(f"no such position in seed {seed}")


def _loses(m, seat: int, action: str) -> bool:
    """Does the forecast of `action` fight a battle that `seat` loses?"""
    fight = (m.forecast(action) or {}).get("battle")
    return fight is not None and fight["winner"] is not None and fight["winner"] != seat


def test_a_battle_declared_gives_the_deciding_blow_and_who_wins():
    m, seat, hint, why = _first(1, lambda m, a: a == "battle")
    fight = m.forecast("battle")["battle"]
    blow = fight["blows"][-1]
    assert f"Attack {blow['attack']} against " in why and f"deals {blow['damage']}" in why
    held = len(m.state.players[fight["defender"]].hand)
    answers = f"one of the {held} cards they hold" if held > 1 else "the card they hold"
    assert why.endswith(f"you win the battle, unless they respond with {answers}" if fight["open"] else
                        "you win the battle"), why


def test_a_card_put_in_the_evp_zone_gives_the_score_and_the_next_stage_s_cost():
    m, seat, hint, why = _first(1, lambda m, a: a.startswith("evp "))
    card = hint.split(" ", 1)[1]
    score = m.forecast(hint)["evp"]
    assert why.startswith(f"+{content().monsters[card].evp} EVP takes your EVP score to {score}")


def test_an_evolution_gives_the_score_it_spends_and_the_stage_s_numbers():
    m, seat, hint, why = _first(1, lambda m, a: a.startswith("evolve "))
    mine = m.forecast(hint)["monsters"][str(seat)]
    assert why.startswith(f"your EVP score {stats.evp_score(m.state, seat)} pays ")
    assert f"Attack {mine['attack']} and Health {mine['health']}" in why


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_seeded_games_every_hint_has_a_reason_and_none_walks_into_a_lost_battle(seed):
    """Every hint with more than one move open has a reason (a well-formed message naming no
    search); a battle declared into a forecast loss while skipping is open says what it gains
    (its first blow's damage stays), and a response never leaves a battle lost that another
    response would win or draw."""
    m = api.new_match("auganism", seed, ["human", "ai:easy"], OPTIONS)
    hints = 0
    for _ in range(3000):
        if m.result() is not None:
            break
        seat = m.to_move()
        hint = m.suggest(seat)
        legal = m.legal_actions()
        if seat == 0 and len(legal) > 1:
            hints += 1
            told = m.why(seat, hint)
            assert told is not None and not problems(told), (m.decision()["kind"], hint)
            said = english(told, "auganism").lower()
            assert not [w for w in SEARCH_WORDS if w in said], said
            kind = m.decision()["kind"]
            if kind == "declare" and hint == "battle" and "skip" in legal and _loses(m, seat, "battle"):
                assert "battling now, " in english(told, "auganism"), said
            if kind == "response" and _loses(m, seat, hint):
                assert all(_loses(m, seat, a) for a in legal if a.startswith("augment") or a == "done"), hint
        m.act(hint)
    assert hints > 5


def test_letting_a_lost_battle_begin_says_no_card_in_the_hand_would_change_who_falls():
    """Seen at the table: "Let the battle begin. Why: the battle as it stands: their Attack 6
    against your Shield 0 deals 6: you lose the battle" - and the player asked why not respond.
    Where no response changes who falls, the reason says so."""
    def kept_into_a_loss(m, hint):
        return (m.decision()["kind"] == "response" and hint == "done" and _loses(m, m.to_move(), "done")
                and any(a.startswith("augment ") for a in m.legal_actions()))

    for seed in range(12):
        try:
            m, seat, hint, why = _first(seed, kept_into_a_loss)
        except pytest.skip.Exception:
            continue
        assert ("would not change who falls" in why or "no card in your hand would change who falls" in why) \
            and "you lose the battle" in why, why
        return
    pytest.fail("no hint let a lost battle begin with a card in hand in twelve seeded games")


def test_a_hero_boost_on_a_turn_with_no_battle_says_when_it_counts_and_when_the_power_returns():
    """Seen in a real window: "Use The Warlord's power. Why: ... Mossback Boar goes to Attack 9"
    on a turn with no monster to battle; the other side then attacked and the Boar fell before it
    struck. The reason now says the boost waits for the next battle, which they may start, and
    when the power is ready again."""
    def boosted_with_nothing_to_fight(m, hint):
        seat = m.to_move()
        return (hint == "hero" and m.state.players[m.state.opponent(seat)].summoned is None
                and content().heroes[m.state.players[seat].hero].active.do in ("attack", "shield", "pierce"))

    for seed in range(12):
        try:
            m, seat, hint, why = _first(seed, boosted_with_nothing_to_fight)
        except pytest.skip.Exception:
            continue
        rest = content().heroes[m.state.players[seat].hero].active.cooldown
        assert "No battle this turn: it counts in the next one, which they may start" in why, why
        assert why.endswith(f"ready again in {rest} of your turns"), why
        return
    pytest.fail("no hero boost hinted on a turn with nothing to fight in twelve games")


def _first_mixed(seeds, wanted):
    """As `_first`, over games whose moves mix the hints with random ones (reaching battles the
    hints alone avoid): the first position where `wanted(match, hint)` holds."""
    import random

    for seed in seeds:
        m = api.new_match("auganism", seed, ["ai:normal", "ai:normal"], OPTIONS)
        chooser = random.Random(seed)
        while m.result() is None:
            seat = m.to_move()
            hint = m.suggest(seat)
            if len(m.legal_actions()) > 1 and wanted(m, hint):
                return m, seat, hint, english(m.why(seat, hint), "auganism")
            m.act(hint if chooser.random() < 0.7 else chooser.choice(m.legal_actions()))
    pytest.fail("no such position")


def test_a_pierced_shield_is_said_to_be_one():
    """"Pearl Diver gives +1 Shield, so their Attack 8 against your Shield 0 deals 8" read as a
    wrong sum: the attacker's Squall Lancer pierces (the opposing Shield counts as 0)."""
    def pierced(m, hint):
        fight = (m.forecast(hint) or {}).get("battle")
        if not fight or m.decision()["kind"] not in ("declare", "response", "augment"):
            return False
        blow = fight["blows"][-1] if fight["winner"] is not None else fight["blows"][0]
        return fight["pierced"][0 if blow["target"] == fight["attacker"] else 1]

    m, seat, hint, why = _first_mixed(range(30), pierced)
    assert "pierced Shield (it counts as 0)" in why, why


def test_a_battle_hinted_into_a_loss_says_what_it_gains():
    """"Battle! Why: their Attack 8 against your Shield 0 deals 8: you lose the battle, unless
    they respond" read as a hint gone wrong (and a response can only help the side that wins).
    It says that waiting saves nothing and that the damage of the first blow stays."""
    m, seat, hint, why = _first_mixed(range(40), lambda m, a: a == "battle" and _loses(m, m.to_move(), "battle"))
    blow = m.forecast("battle")["battle"]["blows"][0]
    assert "you lose the battle" in why and "unless they respond" not in why, why
    assert f"keeps the {blow['damage']} damage of your blow, Health {blow['health']} of " in why, why


def test_a_response_that_turns_the_battle_says_how_it_would_go_without():
    def turns(m, hint):
        return (m.decision()["kind"] == "response" and hint.startswith("augment ")
                and _loses(m, m.to_move(), "done") and not _loses(m, m.to_move(), hint))

    m, seat, hint, why = _first_mixed(range(40), turns)
    assert "; without it, " in why and why.endswith("you lose the battle"), why


def test_a_hero_power_that_draws_says_no_word_of_a_later_battle():
    """"your hero's power is ready: it draws you 2 cards. No battle this turn: it counts in the
    next one" - a draw counts at once; only a boost waits for a battle."""
    def drawn_with_nothing_to_fight(m, hint):
        seat = m.to_move()
        return (hint == "hero" and m.state.players[m.state.opponent(seat)].summoned is None
                and content().heroes[m.state.players[seat].hero].active.do == "draw")

    m, seat, hint, why = _first_mixed(range(40), drawn_with_nothing_to_fight)
    assert "draws you" in why and "No battle this turn" not in why, why


def test_a_monster_summoned_before_a_sturdier_one_says_what_the_sturdier_gives_kept():
    """"Summon Gloom Stalker. Why: Gloom Stalker comes in with Attack 6" left the player asking
    why not the Cinder Brute's 7: the reason adds what the summoned card does while out, and the
    sturdier card's Sword or Shield as an augment, kept in the hand."""
    def not_the_sturdiest(m, hint):
        if not hint.startswith("summon "):
            return False
        from engine.games.auganism.advice import _sturdiness

        hand = [m.state.card(u) for u in m.state.players[m.to_move()].hand]
        best = max((c for c in hand if c in content().monsters), key=_sturdiness)
        card = content().monsters[best]
        return _sturdiness(hint.split()[1]) < _sturdiness(best) and (card.sword or card.shield)

    m, seat, hint, why = _first_mixed(range(40), not_the_sturdiest)
    assert " comes in with Attack " in why and " stays in your hand, +" in why and why.endswith(" as an augment"), why


def test_a_boost_to_a_battle_already_won_says_what_a_response_would_then_need():
    """"Gloom Stalker goes to Attack 11" on a battle won at 8 read as a power wasted: a boost to a
    battle won at the first blow, unless the defender responds, says how much Shield their
    response would need to save their monster, with it and without."""
    def insures(m, hint):
        if m.decision()["kind"] != "augment" or not hint.startswith("augment "):
            return False
        card = content().monsters[hint.split()[1]]
        fight = m.forecast(hint)["battle"]
        return bool(card.sword) and fight and fight["open"] and len(fight["blows"]) == 1 and fight["winner"] == m.to_move()

    m, seat, hint, why = _first_mixed(range(40), insures)
    fight, foe = m.forecast(hint)["battle"], m.state.players[m.state.opponent(seat)].summoned
    needs = fight["blows"][0]["damage"] - foe.health + 1
    assert f"; their response would need {needs} Shield to save " in why, why


def test_an_evp_card_says_where_the_score_comes_from_and_what_it_is_for():
    """"+0 EVP takes your EVP score to 2" read as a wrong sum: The Gardener's bonus counts once
    the zone holds a card, and the reason says so; with a monster that cannot grow, the EVP
    waits for one summoned later."""
    from engine.games.auganism.advice import why
    from tests.auganism.test_rules import new, staged, to_phase

    m = new("the_gardener")
    seat = m.to_move()
    staged(m, seat, hand=["thornling", "ash_viper"], summoned="ash_viper")
    to_phase(m, "evp")
    said = english(why(m.state, "evp", "evp thornling"), "auganism")
    evp = content().monsters["thornling"].evp
    assert said.startswith(f"+{evp} EVP takes your EVP score to {evp + 1} (The Gardener adds 1 while your EVP "
                           "Zone holds a card)"), said
    grows = len(content().monsters["ash_viper"].stages) > 1
    assert said.endswith("EVR") if grows else said.endswith("for a monster summoned later: yours has no stage left "
                                                              "to grow into"), said

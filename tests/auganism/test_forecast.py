"""The forecast: a choice's consequence counted by the rules before it is made (forecast.py).

Every forecast is checked against the real thing: the same action carried out on the match
afterwards must leave exactly the numbers the forecast told, and the state it was counted on
is left untouched.
"""
from __future__ import annotations

from engine.games.auganism import forecast, stats
from engine.games.auganism.content import content

from .test_rules import evp_cards, new, staged, to_phase


def _plain(stages: int = 1):
    """A monster with no effects and `stages` stages."""
    return next(m for m in content().monsters.values() if not m.effects and len(m.stages) == stages)


def test_an_augment_forecasts_the_attack_and_shield_it_brings_and_the_state_is_untouched():
    m = new()
    seat = m.to_move()
    blade = max((c for c in content().monsters.values() if not c.effects), key=lambda c: (c.sword, c.shield))
    staged(m, seat, hand=[blade.id], summoned=_plain().id)
    staged(m, 1 - seat, hand=[], summoned=_plain().id)
    to_phase(m, "augment")
    digest = m.digest()
    told = forecast.outcome(m.state, f"augment {blade.id}")
    assert m.digest() == digest, "the forecast never touches the real state"
    mine = told["monsters"][str(seat)]
    assert (mine["attack"], mine["shield"]) == (stats.battle_attack(m.state, seat) + blade.sword,
                                               stats.battle_shield(m.state, seat) + blade.shield)
    m.act(f"augment {blade.id}")
    assert (stats.battle_attack(m.state, seat), stats.battle_shield(m.state, seat)) == (mine["attack"], mine["shield"])
    assert told["battle"] is not None and told["battle"]["attacker"] == seat


def test_an_evolution_forecasts_the_new_stages_attack_and_full_health():
    grower = next(m for m in content().monsters.values() if len(m.stages) >= 2 and m.stages[1].evr <= 3
                  and not m.effects)
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[], summoned=grower.id, health=1, evp=evp_cards(3))
    to_phase(m, "evolve")
    told = forecast.outcome(m.state, "evolve 2")["monsters"][str(seat)]
    assert (told["stage"], told["health"], told["top"]) == (2, grower.stages[1].health, grower.stages[1].health)
    m.act("evolve 2")
    assert told["attack"] == stats.battle_attack(m.state, seat) and told["health"] == m.state.players[seat].summoned.health


def test_a_battle_forecast_tells_each_blow_and_the_winner_as_the_battle_then_goes():
    m = new()
    seat = m.to_move()
    strong = max((c for c in content().monsters.values() if not c.effects and len(c.stages) == 1),
                 key=lambda c: c.stages[0].attack)
    weak = min((c for c in content().monsters.values() if not c.effects and len(c.stages) == 1),
               key=lambda c: c.stages[0].health)
    staged(m, seat, hand=[], summoned=strong.id)
    staged(m, 1 - seat, hand=[], summoned=weak.id)
    to_phase(m, "declare")
    told = forecast.outcome(m.state, "battle")["battle"]
    assert told["open"] is False, "the defender has nothing to respond with: the outcome is fixed"
    events = m.act("battle")
    strikes = [e for e in events if e["type"] == "strike"]
    assert [b["damage"] for b in told["blows"]] == [e["damage"] for e in strikes]
    won = [e["seat"] for e in events if e["type"] == "battle_won"]
    assert told["winner"] == (won[0] if won else None)


def test_a_battle_stays_open_while_the_defender_holds_a_card_to_respond_with():
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[], summoned=_plain().id)
    staged(m, 1 - seat, hand=[_plain().id], summoned=_plain().id)
    to_phase(m, "declare")
    assert forecast.outcome(m.state, "battle")["battle"]["open"] is True
    m.act("battle")
    assert m.state.phase == "response"
    assert forecast.outcome(m.state, "done")["battle"]["open"] is False, "'done': the battle is fought as it stands"


def test_a_summon_forecasts_the_monster_that_lands():
    m = new()
    seat = m.to_move()
    card = _plain(2)
    staged(m, seat, hand=[card.id])
    assert m.state.phase == "summon"
    told = forecast.outcome(m.state, f"summon {card.id}")["monsters"][str(seat)]
    assert (told["card"], told["stage"], told["health"]) == (card.id, 1, card.stages[0].health)

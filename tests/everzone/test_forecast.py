"""What an order would do, counted before it is given (forecast.py), and the armies' totals that
the reveal's events carry as the orders turn up (rounds._reveal_orders, effects.resolve_stack).

Each forecast is checked against the real thing: the same order given afterwards leaves the
numbers the forecast told, and the state it was counted on is untouched.
"""
from __future__ import annotations

import pytest

from engine.games.everzone import forecast
from engine.games.everzone.content import Effect

from .table import at_turn, clear, lay, made_up, orders, support, unit, war

__all__ = ["made_up"]  # the fixture, imported for pytest
pytestmark = pytest.mark.usefixtures("made_up")


def _mine(m, seat):
    view = m.view(seat)
    return view["me"]["usage"], view["me"]["limit"], next(a for a in view["armies"] if seat in a["seats"])


def test_activating_a_unit_forecasts_the_resources_and_the_army_it_leaves(made_up):
    made_up(unit("marine", 4, 3, 2, 5))
    m = war()
    at_turn(m)
    marine = lay(m, 0, "marine")
    digest = m.digest()
    told = forecast.orders(m.state, f"activate {marine}")
    assert m.digest() == digest, "the forecast never touches the real state"
    assert (told["usage"], told["limit"]) == (5, 20) and told["army"]["attack"] == 4
    m.act(f"activate {marine}")
    usage, limit, army = _mine(m, 0)
    assert (told["usage"], told["limit"], told["army"]) == (usage, limit, army)


def test_playing_a_support_forecasts_what_it_adds(made_up):
    made_up(support("banner", 3, Effect("activate", "repair", 2), attack=2))
    m = war()
    at_turn(m)
    banner = lay(m, 0, "banner", where="hand")
    told = forecast.orders(m.state, f"play {banner}")
    assert told["usage"] == 3 and told["army"]["attack"] == 2
    m.act(f"play {banner}")
    assert (told["usage"], told["limit"], told["army"]) == _mine(m, 0)
    assert forecast.orders(m.state, "done") is None, "sealing is not an order with numbers"


def test_surrender_forecasts_the_command_points_the_reveal_then_takes(made_up):
    made_up(unit("shell", 1, 12, 2, 5))
    made_up(unit("club", 7, 12, 1, 5))
    made_up(support("rally", 1, Effect("static", "boost", 2, stat="attack")))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'shell')}")
    orders(m, 1, f"activate {lay(m, 1, 'club')}", f"play {lay(m, 1, 'rally', where='hand')}")
    told = forecast.surrender(m.state, 0)
    assert told == {"cost": 3, "lost": False, "command": 17}
    events = m.act("surrender") + m.act("done")
    assert [e["damage"] for e in events if e["type"] == "surrender"] == [told["cost"]]
    m.state.sides[0].surrenders = 2
    assert forecast.surrender(m.state, 0)["lost"] is True


def test_the_reveal_carries_the_armies_as_each_seats_orders_turn_up(made_up):
    made_up(unit("marine", 4, 3, 2, 5))
    made_up(unit("brute", 6, 2, 1, 5))
    made_up(support("drill", 1, Effect("activate", "boost", 2, stat="attack")))
    m = war()
    at_turn(m)
    orders(m, 0, f"activate {lay(m, 0, 'marine')}", f"play {lay(m, 0, 'drill', where='hand')}")
    events = orders(m, 1, f"activate {lay(m, 1, 'brute')}")
    reveals = [e for e in events if e["type"] == "reveal"]
    attack = [[a["attack"] for a in r["armies"]] for r in reveals]
    assert attack == [[4, 0], [4, 6]], "seat 2's orders count only once they are shown"
    boosted = next(e for e in events if e["type"] == "effect" and e["do"] == "boost")
    assert [a["attack"] for a in boosted["armies"]] == [6, 6], "the drill's boost shows as it resolves"
    clash = next(e for e in events if e["type"] == "clash")
    assert [a["attack"] for a in clash["armies"]] == [6, 6]


def test_sealing_counts_only_the_cards_still_ready_within_the_resources_left(made_up):
    """Sealing is final, so the table asks first while a card is ready; a card that would put the
    army over its limit is offered too (the army then trims), but it is not ready: counting it
    told a player with every resource spent that cards could still be ordered."""
    made_up(unit("scout", 1, 1, 1, 15))
    made_up(unit("titan", 9, 9, 1, 30))
    m = war()
    at_turn(m)
    clear(m, 0)
    scout, titan = lay(m, 0, "scout"), lay(m, 0, "titan")
    digest = m.digest()
    assert {f"activate {scout}", f"activate {titan}"} <= set(m.legal_actions())
    assert m.forecast("done") == forecast.seal(m.state, 0) == {"ready": 1}
    assert m.digest() == digest
    m.act(f"activate {scout}")
    assert f"activate {titan}" in m.legal_actions() and m.forecast("done") == {"ready": 0}

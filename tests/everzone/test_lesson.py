"""EverZone's lesson (data/everzone/tutorial.toml) teaches what a first real game meets - the
redraw, a support, Sable's surrender, the learner's own surrender of a lost battle and a third
battle won - and its narrator tells the truth: the hand, clashes, costs, resources and command
points its pages state are the game's own at that point (the playtesters' lesson taught one battle
and left the rest to be found out; the next one taught surrender only by Sable's)."""
from __future__ import annotations

import pytest

from engine import api
from engine.games.everzone.content import content

# rule -> the learner's action that teaches it
NEW_RULES = {"redraw": "redraw", "support": "play", "discard": "draw", "surrender": "surrender"}


@pytest.fixture(scope="module")
def lesson():
    """The lesson played out: each step's number -> (the learner's view before it, its events)."""
    tutorial = api.tutorial("everzone")
    match = tutorial.new_match()
    played = {}
    while (step := tutorial.step_at(match)) is not None:
        before = match.view(tutorial.learner)
        played[step.number] = (before, tutorial.take(match))
    assert tutorial.learner in match.result()["winners"]
    return tutorial, played


def step_of(tutorial, rule: str):
    return tutorial.steps[tutorial.rule_steps()[rule] - 1]


def after(played, number: int) -> dict:
    """The learner's view once step `number` is played (the next step's view before it)."""
    return played[number + 1][0]


def only(events, kind: str) -> dict:
    found = [e for e in events if e["type"] == kind]
    assert len(found) == 1, f"{kind}: {found}"
    return found[0]


def command(view, seat: int) -> int:
    return view["sides"][seat]["command"]


def at_step(tutorial, number: int):
    """A fresh match of the lesson, waiting for step `number`."""
    match = tutorial.new_match()
    while tutorial.step_at(match).number != number:
        tutorial.take(match)
    return match


def fought_on(match, orders: list[str]) -> dict:
    """The war's result if the mover gives `orders` and seals instead of taking the step."""
    twin = match.clone()
    for order in orders + ["done"]:
        twin.act(order)
    return twin.result() or {}


def test_the_learner_redraws_plays_a_support_draws_and_surrenders_over_three_battles(lesson):
    tutorial, played = lesson
    for rule, verb in NEW_RULES.items():
        step = step_of(tutorial, rule)
        assert step.mover == tutorial.learner and step.play.split()[0] == verb, f"{rule}: {step.play}"
        assert step.say and step.why_not and rule in tutorial.guide
    assert max(view["battle"] for view, _ in played.values()) == 3, "the lesson goes on to a third battle"


def test_the_surrender_button_is_shown_on_the_learners_step_and_sable_surrenders_at_once(lesson):
    tutorial, played = lesson
    first = next(s for s in tutorial.steps if s.play == "surrender")
    shown = tutorial.steps[first.number - 2]  # the learner's Seal orders just before it
    assert first.mover != tutorial.learner and shown.mover == tutorial.learner
    assert "Surrender" in shown.say and "third" in shown.say
    told = only(played[first.number][1], "surrender")
    assert told["side"] == 1 and told["count"] == 1


def test_the_learner_surrenders_a_battle_the_game_itself_calls_lost(lesson):
    tutorial, played = lesson
    step = step_of(tutorial, "surrender")
    learner = tutorial.learner
    match = at_step(tutorial, step.number)
    assert match.suggest(learner) == "surrender", "the hint at this step is to surrender"
    assert match.forecast("surrender") == {"cost": 1, "lost": False, "command": 8}
    # Every way of fighting on - each order alone, or all the Ranger and both Barrages together - loses the war.
    orders = [a for a in match.legal_actions() if a not in ("surrender", "done")]
    assert {"activate 0:32", "play 0:35", "play 0:36"} <= set(orders)
    for fight in [[]] + [[order] for order in orders] + [["activate 0:32", "play 0:35", "play 0:36"]]:
        assert fought_on(match, fight).get("winners") == [1], f"fighting on with {fight} does not lose the war"
    # The surrender: half the printed Attack faced in the last clash, her 3, rounded down.
    told = only(played[step.number][1], "surrender")
    assert (told["side"], told["count"], told["attacks"], told["damage"]) == (0, 1, [3], 1)
    assert "her 3: 1 point" in step.say and "4 of her 6" in step.say and command(played[step.number][0], 1) == 6
    nxt = tutorial.steps[step.number]  # the next page: what the reveal showed, the cost and the third surrender
    view = after(played, step.number)
    assert nxt.mover == learner and command(view, 0) == 8
    assert "have 8" in nxt.say and "third" in nxt.say and "Ssarra" in nxt.say
    assert any(c["card"] == "ssarra" for e in played[step.number][1] if e["type"] == "reveal" for c in e["activated"])
    twin = match.clone()
    strike = only(twin.act("activate 0:32") + twin.act("done"), "strike")
    assert (strike["attack"], strike["defense"]) == (13, 2) and command(played[step.number][0], 0) == 9
    assert "Attack 13" in nxt.say and "all 9" in nxt.say


def test_the_redraw_page_tells_the_hand_as_it_is(lesson):
    tutorial, played = lesson
    step = step_of(tutorial, "redraw")
    view, events = played[step.number]
    cards = content()
    land = [cards.units[c["card"]] for c in view["players"][0]["hand"]
            if c["card"] in cards.units and c["uid"] != "0:L" and "land" in cards.units[c["card"]].places]
    assert len(land) == 3 and {u.attack for u in land} == {2}, "only three units can fight on land, each Attack 2"
    assert "three units" in step.say and "Attack 2" in step.say and "10 cards out, 9 in" in step.say
    assert len(only(events, "redraw")["uids"]) == 10 and len(only(events, "draw")["uids"]) == 9


def test_battle_one_is_told_with_the_games_numbers(lesson):
    tutorial, played = lesson
    say = {s.number: s.say for s in tutorial.steps}
    support = step_of(tutorial, "support").number
    # Turn 1's clash, told on the support's page: 4 against 3, 1 damage, 9 left; turn 2 has 8.
    strike = only(played[support - 1][1], "strike")
    assert (strike["attack"], strike["defense"], strike["damage"]) == (4, 3, 1)
    assert [e["card"] for e in played[support - 1][1] if e["type"] == "destroyed"] == ["shellmite", "husk_ravager"]
    view = played[support][0]
    assert command(view, 1) == 9 and view["me"]["limit"] == 8
    assert "Range 3 against 1" in say[support] and "Defense 3" in say[support] and "9 command points" in say[support]
    assert "4 + 4 = 8" in say[support + 1] and after(played, support)["me"]["usage"] == 8
    # Turn 2: the Strike destroys Marrow Hound (its ability fizzles), then 4 against 3: 8 left.
    turn3 = next(n for n in played if tutorial.steps[n - 1].play == "activate 0:L" and played[n][0]["battle"] == 1)
    events = played[turn3 - 1][1]
    destroyed = [(e["card"], e["why"]) for e in events if e["type"] == "destroyed"]
    assert destroyed == [("marrow_hound", "effect"), ("network_plague", "clash"), ("rockling_swarm", "clash")]
    assert only(events, "fizzle")["card"] == "marrow_hound", "its ability never resolved"
    strike = only(events, "strike")
    assert (strike["attack"], strike["defense"], strike["damage"]) == (4, 3, 1)
    view = played[turn3][0]
    assert command(view, 1) == 8 and (view["me"]["limit"], view["me"]["usage"]) == (14, 8)
    assert "down to 8" in say[turn3] and "Defense 3" in say[turn3] and "(5)" in say[turn3]
    assert "13 of 14" in tutorial.steps[turn3 - 1].why_not
    # Sable's surrender: half the printed Attack she faced (the Battery's 4), so 2; 6 left.
    surrender = next(s.number for s in tutorial.steps if s.play == "surrender")
    told = only(played[surrender][1], "surrender")
    assert told["attacks"] == [4] and told["damage"] == 2 and told["losses"][0]["command"] == 6
    assert "Battery's 4, so 2" in say[surrender] and "down to 6" in say[surrender + 1]


def test_battles_two_and_three_are_told_with_the_games_numbers(lesson):
    tutorial, played = lesson
    say = {s.number: s.say for s in tutorial.steps}
    # Battle 2: 7 cards in hand, 3 drawn; Enceladus Deep at sea, 5 / 10; Sable's 4 cards down.
    draw = step_of(tutorial, "discard").number
    view = played[draw][0]
    assert len([c for c in view["players"][0]["hand"] if c["uid"] != "0:L"]) == 7
    assert len(only(played[draw][1], "draw")["uids"]) == 3 and "You hold 7" in say[draw]
    view = after(played, draw)
    location = content().locations[view["location"]]
    assert location.place == "sea" and list(location.turns) == [5, 10] and "5 and 10" in say[draw + 1]
    seals = draw + 3  # the Rangers deployed and sealed: Sable's cards are counted, face down, as she enters orders
    assert tutorial.steps[seals - 1].play == "done" and tutorial.steps[seals].mover == 1
    assert len(after(played, seals)["players"][1]["field"]) == 4 and "4 cards" in say[seals + 1]
    # Its turn 1: 3 against her 4, then her 3 against 2: the Ranger falls, the learner down to 9.
    first = next(n for n in played if tutorial.steps[n - 1].play == "done" and tutorial.steps[n - 1].mover == 0
                 and played[n][0]["battle"] == 2 and played[n][0]["turn"] == 1)
    told = [(e["attack"], e["defense"], e["damage"]) for e in played[first][1] if e["type"] == "strike"]
    assert told == [(3, 4, 0), (3, 2, 1)] and command(after(played, first), 0) == 9
    army = after(played, first)["armies"][1]
    assert (army["attack"], army["defense"], army["range"]) == (3, 4, 1)
    assert "Attack 3, Defense 4" in say[first + 1] and "Range 2 against 1" in say[first + 1] and ": 9." in say[first + 1]
    # Battle 3, Base Space (4 / 7 / 9): the Gunship takes 1 (6 -> 5), then loses its clash (8 -> 7).
    gunship = next(n for n in played if tutorial.steps[n - 1].play == "activate 0:L" and played[n][0]["battle"] == 3)
    events = played[gunship - 1][1]
    hits = [(e["side"], e["lost"], e["why"]) for e in events if e["type"] == "damage"]
    assert hits == [(1, 1, "effect"), (0, 1, "clash")]
    assert [(e["attack"], e["defense"]) for e in events if e["type"] == "strike"] == [(1, 2), (2, 1)]
    view = played[gunship][0]
    assert (command(view, 0), command(view, 1), view["me"]["limit"]) == (7, 5, 7)
    assert list(content().locations[view["location"]].turns) == [4, 7, 9]
    assert "Sable has 5" in say[gunship] and "you have 7" in say[gunship] and "Defense 2" in say[gunship]
    # The finale: Lysandra repairs 3 (7 -> 10), then Attack 7 against 2 takes Sable's last 5.
    last = max(played)
    events = played[last][1]
    assert only(events, "repair")["command"] == 10
    strike = only(events, "strike")
    assert (strike["attack"], strike["defense"], strike["damage"]) == (7, 2, 5)
    assert only(events, "damage")["before"] == 5 and only(events, "game_over")["winners"] == [0]
    assert "back to 10" in tutorial.finale and "Attack 7 against her Defense 2" in tutorial.finale

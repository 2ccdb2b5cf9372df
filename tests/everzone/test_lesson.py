"""EverZone's lesson (data/everzone/tutorial.toml) teaches what a first real game meets - the
redraw, a support, a surrender and a second battle - and its narrator tells the truth: the hand,
clashes, costs, resources and command points its pages state are the game's own at that point (the
playtesters' lesson taught one battle and left the rest to be found out)."""
from __future__ import annotations

import pytest

from engine import api
from engine.games.everzone.content import content

NEW_RULES = {"redraw": "redraw", "support": "play", "discard": "draw"}  # rule -> the learner's action


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


def test_the_learner_redraws_plays_a_support_and_draws_for_a_second_battle(lesson):
    tutorial, played = lesson
    for rule, verb in NEW_RULES.items():
        step = step_of(tutorial, rule)
        assert step.mover == tutorial.learner and step.play.split()[0] == verb, f"{rule}: {step.play}"
        assert step.say and step.why_not and rule in tutorial.guide
    assert max(view["battle"] for view, _ in played.values()) == 2, "the lesson goes on to a second battle"


def test_a_surrender_is_taught_on_the_learners_step_and_seen_at_once(lesson):
    tutorial, played = lesson
    taught = step_of(tutorial, "surrender")
    assert taught.mover == tutorial.learner and "Surrender" in taught.say and "third" in taught.say
    follows = tutorial.steps[taught.number]  # the next step: Sable surrenders
    assert follows.play == "surrender" and follows.mover != tutorial.learner
    assert only(played[follows.number][1], "surrender")["count"] == 1


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


def test_each_clash_surrender_and_draw_is_told_with_the_games_numbers(lesson):
    tutorial, played = lesson
    say = {s.number: s.say for s in tutorial.steps}
    support = step_of(tutorial, "support").number
    # Turn 1's clash, told on the support's page: 4 against 1, 3 damage, 7 left; turn 2 has 8.
    strike = only(played[support - 1][1], "strike")
    assert (strike["attack"], strike["defense"], strike["damage"]) == (4, 1, 3)
    view = played[support][0]
    assert command(view, 1) == 7 and view["me"]["limit"] == 8
    assert "Attack 4" in say[support] and "Defense 1" in say[support] and "7 command points" in say[support]
    assert "4 + 4 = 8" in say[support + 1] and after(played, support)["me"]["usage"] == 8
    # Turn 2: the Strike destroys Marrow Hound (its ability fizzles), then 4 against 2: 5 left.
    turn2 = next(n for n in played if tutorial.steps[n - 1].play == "activate 0:L")
    events = played[turn2 - 1][1]
    destroyed = [(e["card"], e["why"]) for e in events if e["type"] == "destroyed"]
    assert destroyed == [("marrow_hound", "effect"), ("husk_ravager", "clash")]
    assert only(events, "fizzle")["card"] == "marrow_hound", "its ability never resolved"
    strike = only(events, "strike")
    assert (strike["attack"], strike["defense"], strike["damage"]) == (4, 2, 2)
    view = played[turn2][0]
    assert command(view, 1) == 5 and (view["me"]["limit"], view["me"]["usage"]) == (14, 8)
    assert "down to 5" in say[turn2] and "Defense 2" in say[turn2] and "(5)" in say[turn2]
    assert "13 of 14" in tutorial.steps[turn2 - 1].why_not
    # Sable's surrender: half the printed Attack she faced (the Battery's 4), so 2; 3 left.
    surrender = next(n for n in played if tutorial.steps[n - 1].play == "surrender")
    told = only(played[surrender][1], "surrender")
    assert told["attacks"] == [4] and told["damage"] == 2 and told["losses"][0]["command"] == 3
    assert "Battery's 4, so 2" in say[surrender] and "down to 3" in say[surrender + 1]
    # Battle 2: 7 cards in hand, 3 drawn; Magis Trench at sea, 4 / 7 / 11.
    draw = step_of(tutorial, "discard").number
    view = played[draw][0]
    assert len([c for c in view["players"][0]["hand"] if c["uid"] != "0:L"]) == 7
    assert len(only(played[draw][1], "draw")["uids"]) == 3 and "You hold 7" in say[draw]
    location = content().locations[after(played, draw)["location"]]
    assert location.place == "sea" and list(location.turns) == [4, 7, 11] and "4, 7 and 11" in say[draw + 1]
    # Its turn 1: 3 against 1, Sable down to 1; turn 2: 6 against an empty army, the last point.
    first, last = (n for n in played if tutorial.steps[n - 1].play == "done" and tutorial.steps[n - 1].mover == 0
                   and played[n][0]["battle"] == 2 and played[n][0]["turn"] > 0)
    strike = only(played[first][1], "strike")
    assert (strike["attack"], strike["defense"], strike["damage"]) == (3, 1, 2) and command(played[first + 1][0], 1) == 1
    assert "Attack 3" in say[first + 1] and "down to 1" in say[first + 1]
    strike = only(played[last][1], "strike")
    assert (strike["attack"], strike["defense"], only(played[last][1], "damage")["before"]) == (6, 0, 1)
    assert "all 6 of your Attack" in tutorial.finale and "Defense 0" in tutorial.finale

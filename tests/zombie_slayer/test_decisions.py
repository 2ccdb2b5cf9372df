"""Match.decision() for Zombie Slayer: what each kind of decision asks, and what its table is
told beside the choices (`about`).

The stack's steps and the slayer's free turn are the decision kinds of decisions.py; a view holds
none of it. The prompts are put into English as the table does (tests/words.py).
"""
from __future__ import annotations

import random

from engine import api
from engine.games.zombie_slayer.decisions import KINDS
from scenes.zombie_slayer.words import named
from tests.words import english

from .table import about, asked, custom, put, quiet, run

LUDWIG_FACES = ["D", "DD", "D..", "MMMM", ".....", "SMMMM."]


def prompt(m: api.Match) -> str:
    return english(asked(m)["prompt"], "zombie_slayer")


def _keys(x) -> set:
    if isinstance(x, dict):
        return set(x) | {k for v in x.values() for k in _keys(v)}
    if isinstance(x, list):
        return {k for v in x for k in _keys(v)}
    return set()


def test_the_opening_asks_about_the_spawn_dice():
    m = api.new_match("zombie_slayer", 1, ["human"])
    told = asked(m)
    assert told["seat"] == 0 and told["kind"] == "roll"
    assert prompt(m) == "Accept the roll for spawning, or spend Luck on a die"
    p = told["about"]
    assert p["purpose"] == "spawn" and p["dice"] == [4, 6, 4, 6]
    assert p["owners"] == ["tile:smithy", "tile:old_mill", "tile:tanners_yard", "tile:bell_foundry"]
    assert p["context"] == {"kind": "spawn"} and p["outcomes"] == [None] * len(told["choices"])


def test_the_free_turn_counts_the_actions_left_and_tells_each_attacks_odds():
    m = quiet()
    put(m, "g1", (3, 2))
    assert asked(m)["kind"] == "turn" and prompt(m) == "Your turn - 2 actions left"
    told = asked(m)
    odds = {c["action"]: o for c, o in zip(told["choices"], told["about"]["outcomes"], strict=True) if o}
    assert set(odds) == {"attack g1", "skill assault g1"} and odds["attack g1"]["def"] == "g1"
    m.state.slayer.actions, m.state.slayer.barrage = 1, 2
    assert prompt(m) == "Your turn - 1 action left (+2 Barrage)"
    m.state.slayer.actions = 0
    assert prompt(m) == "Your turn - no actions left (+2 Barrage)"
    m.state.slayer.owed_move = True
    assert prompt(m) == "Now move 1 square"


def test_keeping_a_die_names_the_fight():
    m = custom(LUDWIG_FACES, skill="endure")
    put(m, "g1", (3, 2))
    m.force_dice([4, 6, 1, 1, 2])
    run(m, "attack g1")
    assert prompt(m) == "Keep one die for your melee attack on the green zombie"
    p = about(m)
    assert p["purpose"] == "melee" and p["dice"] == [4, 6, 1, 1, 2] and p["owners"] == ["slayer"] * 5
    assert p["context"]["att"] == "slayer" and p["context"]["def"] == "g1"


def test_an_attack_on_the_slayer_asks_how_he_meets_it():
    m = custom(LUDWIG_FACES, skill="block")
    put(m, "v1", (3, 2))
    m.force_dice([6])
    run(m, "end", "accept")
    told = asked(m)
    assert told["kind"] == "attack" and prompt(m) == "The violet zombie attacks you: choose how to defend"
    assert told["about"]["att"] == "v1" and told["about"]["attack"] == [6]
    assert [c["names"].get("skill") for c in told["choices"]] == [None, "block"]
    assert all(o["def"] == "slayer" for o in told["about"]["outcomes"])
    m.force_dice([6, 6, 6, 6, 6])
    run(m, "defend")
    assert prompt(m) == "Keep one die for your defense against the violet zombie"


def test_a_tie_names_its_zombie():
    m = quiet(options={"zombie_ties": "choose"})
    put(m, "v1", (2, 5))
    run(m, "end")
    assert asked(m)["kind"] == "zombies" and about(m) == {"what": "route", "zombie": "v1"}
    assert prompt(m) == "Two routes are equally short: pick the square the violet zombie steps to"
    frame = m.state.stack[-1]
    frame["ask"] = {"what": "target", "options": ["slayer", "bron"]}
    assert prompt(m) == "The violet zombie is as near to two of you: pick whom it goes for"
    put(m, "v2", (4, 5))
    put(m, "v3", (0, 5))
    frame["current"], frame["ask"] = None, {"what": "first", "options": ["v1", "v2", "v3"]}
    assert prompt(m) == "Three zombies are equally near: pick the one that moves first"
    assert about(m) == {"what": "first", "zombie": None}


def test_a_card_to_place_shows_where_it_goes():
    m = api.new_match("zombie_slayer", 12, ["human"])
    for _ in range(400):
        if asked(m)["kind"] == "explore":
            break
        m.act(m.suggest(0))
    told = asked(m)
    frame = m.state.stack[-1]
    at = [frame["tile"][0] + {"E": 1, "W": -1}.get(frame["sides"][0], 0),
          frame["tile"][1] + {"S": 1, "N": -1}.get(frame["sides"][0], 0)]
    assert told["about"] == {"tile": frame["card"], "from": frame["tile"], "side": frame["sides"][0], "at": at}
    name = named("tile", frame["card"])
    assert prompt(m) == f"Place {name}: choose where its green border goes"
    assert [c["names"]["border"] for c in told["choices"]] == frame["options"]


def test_a_treasure_card_asks_what_it_found():
    m = quiet()
    search = {"kind": "search", "stage": "result", "tile": "old_mill", "card": "attributes", "r": None,
              "found": "holy", "ask": {"what": "paint", "options": ["3", "5"]}}
    m.state.stack.append(search)
    assert asked(m)["kind"] == "search" and about(m) == {"what": "paint", "found": "holy"}
    assert prompt(m) == "Attribute upgrade: choose the face that gets a holy pip"
    search.update(card="items", found="accuracy", ask={"what": "item", "options": ["dung", "torch"]})
    assert prompt(m) == "Your inventory is full: discard an item or leave the Accuracy Potion"
    search.update(found=None, ask={"what": "learn", "options": ["block", "dash"]})
    assert prompt(m) == "Attribute Upgrades: learn a new skill"


def test_dash_counts_the_squares_left():
    m = custom(LUDWIG_FACES, skill="dash")
    run(m, "skill dash")
    assert prompt(m) == "Dash: move 1 square" and about(m) == {"stage": "first", "left": 0}
    m.force_dice([6, 6, 6, 6, 6])
    run(m, "move 2,1", "keep 0")
    assert prompt(m) == "Dash: 1 more square - move, or stop"


def test_a_finished_game_asks_nothing():
    m = quiet()
    m.state.slayer.life = 1
    put(m, "v1", (3, 2))
    m.force_dice([6] + [1])
    m.state.slayer.luck = 0
    run(m, "end")
    while m.result() is None:
        run(m, m.legal_actions()[0])
    assert asked(m) == {"seat": None, "kind": "over", "prompt": {"id": "The game is over", "params": {}},
                        "choices": [], "about": {}, "forced": None}


def test_no_view_holds_the_decision_and_no_two_choices_look_alike():
    """The table tells choices apart by their verb and names alone (it never reads an action)."""
    for seed in (3, 4):
        m = api.new_match("zombie_slayer", seed, ["human"], {"zombie_ties": "choose"})
        pick = random.Random(seed)
        for _ in range(250):
            if m.result() is not None:
                break
            assert not _keys(m.view(0)) & {"pending", "frames"}
            told = asked(m)
            assert told["kind"] in KINDS
            seen = [(c["verb"], tuple(sorted((k, str(v)) for k, v in c["names"].items()))) for c in told["choices"]]
            assert len(seen) == len(set(seen)), told["choices"]
            assert len(told["about"].get("outcomes", told["choices"])) == len(told["choices"])
            m.act(pick.choice(m.legal_actions()))


def test_every_kind_that_waits_has_its_answers_and_question():
    waits = {"turn", "roll", "attack", "zombies", "explore", "search", "dash"}
    only_run = {"spawn", "ritual", "endure", "heal"}
    assert set(KINDS.names()) == waits | only_run
    for name in waits:
        assert KINDS[name].about is not None, name
    assert [name for name in KINDS.names() if KINDS[name].step is None] == ["turn"], "every step runs on by itself"


def test_the_free_turn_allows_what_it_lists_without_listing_it_all():
    """`allows` answers End turn, a step and an attack from those alone; over random games each
    answer, listed or not (every square around, every zombie, a move owed, no action left), is
    what `turn_actions` says."""
    from engine.games.zombie_slayer.decisions import waiting
    from engine.games.zombie_slayer.turn import allows_turn_action, turn_actions

    m, pick, asked_turns = api.new_match("zombie_slayer", 3, ["human"]), random.Random(3), 0
    for _ in range(400):
        if m.result() is not None:
            break
        if waiting(m.state)[0] == "turn":
            asked_turns += 1
            _allows_as_listed(m.state, allows_turn_action, turn_actions)
        m.act(pick.choice(m.legal_actions()))
    assert asked_turns > 20
    m = quiet()
    put(m, "g1", (3, 2))
    s = m.state
    for owed, actions in ((False, 2), (True, 1), (True, 0), (False, 0)):
        s.slayer.owed_move, s.slayer.actions = owed, actions
        _allows_as_listed(s, allows_turn_action, turn_actions)


def _allows_as_listed(state, allows, listed) -> None:
    legal = listed(state)
    x, y = state.slayer.pos
    probes = set(legal) | {"end", "search"} | {f"attack {z}" for z in state.zombies}
    probes |= {f"move {x + dx},{y + dy}" for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    for action in probes:
        assert allows(state, action) == (action in legal), action


def test_a_roll_allows_accepting_and_keeping_as_its_answers_list_them():
    """A roll answers "accept" and "keep ..." without listing its Luck changes; over random
    games (the slayer's Hand with Endure Pain among them) each is what the answers say."""
    from engine.games.zombie_slayer import luck
    from engine.games.zombie_slayer.decisions import waiting

    m = custom(LUDWIG_FACES, skill="endure", seed=4)
    pick, rolls_seen = random.Random(4), set()
    for _ in range(400):
        if m.result() is not None:
            break
        kind, frame = waiting(m.state)
        if kind == "roll":
            rolls_seen.add((frame["keep"], frame["endure"]))
            legal = luck.answers(m.state, frame)
            probes = {"accept"} | {f"keep {i}{e}" for i in range(6) for e in ("", " endure")}
            for action in probes:
                assert luck.allows(m.state, frame, action) == (action in legal), action
        m.act(pick.choice(m.legal_actions()))
    assert {(False, False), (True, True)} <= rolls_seen

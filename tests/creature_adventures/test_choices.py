"""Match.decision() for Creature Adventures: each kind of decision described in the table's words
(the engine's messages put into English as the table does), with the things each choice names
(a creature by its card and its slot, a space, a seat) and what the table needs to draw it.

Positions are staged as the rule tests stage them (tests/creature_adventures/table.py): seed 1
deals seat 1 (index 0) Fernfox, Tufted Nutcracker and Stoneburrow Marmot, and seat 2 Bramble
Hedgehog, Peat Newt and Mire Leech.
"""
from __future__ import annotations

from engine.games.creature_adventures import aftermath, growth, survival

from ..words import english
from ..words import labels as worded
from .table import creature, fight_player, fight_wild, p, ready, run


def described(m) -> dict[str, dict]:
    return {c["action"]: c for c in worded(m)}


def labels(m) -> dict[str, str]:
    return {c["action"]: c["label"] for c in worded(m)}


def prompt(m) -> str:
    return english(m.decision()["prompt"], "creature_adventures")


def test_getting_ready_names_the_creature_the_attribute_and_the_price():
    m = ready()
    d = described(m)
    assert d["roll"] == {"action": "roll", "verb": "roll", "names": {}, "cost": {}, "label": "Roll 2d6 and move"}
    assert d["rest"]["label"] == "Rest at Home: every creature heals to full"
    assert d["assign 1 hp"] == {"action": "assign 1 hp", "verb": "assign",
                                "names": {"creature": "fernfox", "slot": 0, "attribute": "hp"}, "cost": {"points": 1},
                                "label": "Put a point on Fernfox: +2 HP"}
    assert d["assign 3 attack"]["label"] == "Put a point on Stoneburrow Marmot: +1 Attack"
    assert (d["buy fortify"]["label"], d["buy fortify"]["names"], d["buy fortify"]["cost"]) == (
        "Buy Fortify level 1 for 1 point", {"artifact": "fortify"}, {"points": 1})
    p(m, 0).bank, p(m, 0).artifacts["fortify"] = 5, 1
    d = described(m)
    assert (d["buy fortify"]["label"], d["buy fortify"]["cost"]) == ("Buy Fortify level 2 for 2 points", {"points": 2})
    assert (d["buy ascension"]["label"], d["buy ascension"]["cost"]) == (
        "Buy an Ascension charge for 3 points", {"points": 3})


def test_tailwind_offers_its_two_rolls_then_the_fork_names_the_road():
    m = ready()
    p(m, 0).artifacts["tailwind"] = 1
    assert labels(m)["roll"] == "Roll 2d6 and move (Tailwind: two rolls, use one)"
    m.force_dice([3, 4, 5, 5])
    run(m, "roll")
    d = described(m)
    assert list(d) == ["use 7", "use 10"]
    assert d["use 7"] == {"action": "use 7", "verb": "use_roll", "names": {"roll": 7}, "cost": {},
                          "label": "Use the 7: walk 7 spaces"}
    assert (m.decision()["kind"], prompt(m)) == ("tailwind", "Tailwind: which roll do you use?")
    run(m, "use 7")  # Home's lane, then the fork at Hollow Oak
    assert (m.decision()["kind"], prompt(m)) == ("fork", "Seat 1: where to? 5 steps left")
    d = described(m)
    assert d["go west_road_4"]["label"] == "Go towards Rookwatch"
    assert (d["go north_road_1"]["verb"], d["go north_road_1"]["names"], d["go north_road_1"]["label"]) == (
        "go", {"space": "north_road_1"}, "Go towards the King's Road")


def test_sigils_and_ascension_in_the_table_words():
    m = ready()
    growth.give_sigil(m.state, "power", 0, [], "warlord")
    growth.give_sigil(m.state, "wisdom", 0, [], "warlord")  # Inner Peace on Fernfox
    p(m, 0).creatures[0].hp = 4
    p(m, 0).charges = 1
    d = described(m)
    assert d["power 1 attack"] == {"action": "power 1 attack", "verb": "place_power",
                                   "names": {"creature": "fernfox", "slot": 0, "attribute": "attack"},
                                   "cost": {"power_points": 1},
                                   "label": "Place a Sigil of Power point on Fernfox's Attack"}
    assert (d["wisdom 2"]["verb"], d["wisdom 2"]["label"]) == ("give_peace", "Give Inner Peace to Tufted Nutcracker")
    assert (d["peace"]["verb"], d["peace"]["names"], d["peace"]["label"]) == (
        "inner_peace", {"creature": "fernfox", "slot": 0}, "Use Inner Peace: Fernfox +5 HP")
    assert d["ascend 1 2"] == {"action": "ascend 1 2", "verb": "ascend", "names": {"seats": [0, 1]},
                               "cost": {"charges": 1}, "label": "Cast Ascension: Seat 1 and Seat 2 change places"}
    run(m, "power 1 hp")
    d = described(m)
    assert (d["unpower 1 hp"]["verb"], d["unpower 1 hp"]["cost"], d["unpower 1 hp"]["label"]) == (
        "lift_power", {}, "Lift a Sigil of Power point off Fernfox's HP")


def test_the_runner_fights_the_next_champion_by_name():
    m = ready()
    m.state.runner, m.state.stage = 0, 1
    assert described(m)["fight"] == {"action": "fight", "verb": "fight", "names": {}, "cost": {},
                                     "label": "Fight champion 2 of 3: Dorran Two-Blades"}
    assert prompt(m) == "Seat 1: your turn - get ready, then Fight the next champion"


def test_the_places_at_the_end_of_a_move():
    m = ready()
    s = m.state
    s.phase = "shaman"
    p(m, 0).creatures[1].hp = 4
    d = described(m)
    assert (d["shaman sure 2"]["verb"], d["shaman sure 2"]["names"], d["shaman sure 2"]["label"]) == (
        "shaman_sure", {"creature": "tufted_nutcracker", "slot": 1}, "Sure heal: Tufted Nutcracker +5 HP (half its full HP)")
    assert prompt(m) == "Seat 1: the Shaman" and m.decision()["about"]["heals"][1]["sure"] == 5
    assert labels(m) == {"shaman sure 2": "Sure heal: Tufted Nutcracker +5 HP (half its full HP)",
                         "shaman gamble 2": "Gamble on Tufted Nutcracker",
                         "shaman all": "Gamble on all your creatures", "leave": "Walk on without healing"}
    s.phase, p(m, 0).bank = "thieves", 2
    d = described(m)
    assert (d["stake 0"]["verb"], d["stake 0"]["cost"], d["stake 0"]["label"]) == (
        "decline", {}, "Decline the Thieves and walk on")
    assert (d["stake 2"]["verb"], d["stake 2"]["names"], d["stake 2"]["cost"], d["stake 2"]["label"]) == (
        "stake", {"stake": 2}, {"points": 2}, "Stake 2 points against the Thieves")
    assert d["stake 1"]["label"] == "Stake 1 point against the Thieves"
    s.phase, s.pending = "warlord", {"sigil": "speed"}
    d = described(m)
    assert (d["challenge"]["names"], d["challenge"]["label"]) == (
        {"sigil": "speed"}, "Challenge Sefa Quickwind for the Sigil of Speed")
    assert d["leave"]["label"] == "Leave the Warlord for another day"
    assert (prompt(m), m.decision()["about"]) == ("Seat 1: A Warlord bars the way", {"sigil": "speed"})
    s.phase, s.pending = "colosseum", {}
    assert labels(m) == {"enter": "Enter the Colosseum and fight Kestra the Bronze",
                         "leave": "Leave the Colosseum for now"}
    s.phase, s.pending = "target", {"seats": [1], "optional": False}
    assert described(m)["attack 2"] == {"action": "attack 2", "verb": "attack", "names": {"seat": 1}, "cost": {},
                                        "label": "Attack Seat 2"}
    s.pending["optional"] = True
    assert labels(m) == {"attack 2": "Challenge Seat 2, the Colosseum's runner", "leave": "Leave them be: no battle"}
    assert prompt(m) == "Seat 1: The Colosseum's runner is here"
    assert m.decision()["about"] == {"seats": [1], "optional": True}


def test_a_wild_battle_names_both_creatures_and_the_chances():
    m = ready()
    wild = creature("Dusk Owlet", card="dusk_owlet")
    wild.hp = 3  # a catch needs 4 or more on the d10: 70%
    fight_wild(m, 0, wild)
    assert (described(m)["pick 1"]["verb"], described(m)["pick 1"]["label"]) == ("pick", "Open with Fernfox")
    assert (m.decision()["kind"], prompt(m)) == ("pick", "Seat 1: pick the creature to open with")
    run(m, "pick 1")
    d = described(m)
    assert d["strike"] == {"action": "strike", "verb": "strike", "names": {"creature": "fernfox", "foe": "dusk_owlet"},
                           "cost": {}, "label": "Strike Dusk Owlet with Fernfox"}
    assert labels(m) == {"strike": "Strike Dusk Owlet with Fernfox", "meditate": "Meditate: raise Fernfox's next Strike",
                         "switch 2": "Switch to Tufted Nutcracker", "switch 3": "Switch to Stoneburrow Marmot",
                         "catch": "Catch Dusk Owlet (70%)", "run": "Run from Dusk Owlet (50%)",
                         "forfeit": "Forfeit the battle and go Home"}
    assert d["switch 2"]["names"] == {"creature": "tufted_nutcracker", "slot": 1}
    assert (m.decision()["kind"], prompt(m)) == ("act", "Seat 1: your move in the battle")
    p(m, 0).creatures[0].hp = 1
    m.force_dice([6])  # the wild creature's counterstrike knocks Fernfox out
    run(m, "strike")
    d = described(m)
    assert (d["pick 2"]["verb"], d["pick 2"]["label"]) == ("send_in", "Send in Tufted Nutcracker")
    assert (m.decision()["kind"], prompt(m)) == ("replace", "Seat 1: send in another creature")


def test_a_battle_between_players_fortify_and_the_sealed_pick():
    m = ready()
    p(m, 1).artifacts["fortify"] = 2
    fight_player(m, 0, 1)
    run(m, "pick 1")
    d = described(m)  # seat 2 picks: its own creatures only, nothing of seat 1's sealed pick
    assert [c["names"] for c in d.values()] == [{"creature": "bramble_hedgehog", "slot": 0},
                                                {"creature": "peat_newt", "slot": 1},
                                                {"creature": "mire_leech", "slot": 2}]
    assert m.decision()["seat"] == 1 and m.decision()["about"] == {}
    assert d["pick 3"]["label"] == "Open with Mire Leech"
    run(m, "pick 2")
    assert labels(m) == {"brace": "Brace before the first blow", "dodge": "Dodge the first blow (40%)",
                         "ready": "Stand ready: the battle begins"}
    assert (m.decision()["kind"], prompt(m)) == ("fortify", "Seat 2: Fortify - an opening defence")
    run(m, "ready")
    d = described(m)
    assert d["brace"]["label"] == "Brace: raise Fernfox's Defense for the next Strike"
    assert (d["dodge"]["names"], d["dodge"]["label"]) == (
        {"creature": "fernfox", "foe": "peat_newt"}, "Dodge Peat Newt's next Strike (40%)")


def test_the_second_pickers_decision_is_the_same_whichever_creature_the_first_picked():
    asked = []
    for first in ("pick 1", "pick 3"):
        m = ready()
        fight_player(m, 0, 1)
        run(m, first)
        asked.append(m.decision())
    assert asked[0] == asked[1] and asked[0]["seat"] == 1


def test_forfeiting_a_survivalist_duel_puts_you_out():
    m = ready()
    survival.begin(m.state, 0, [])
    run(m, "pick 1", "pick 1")
    assert described(m)["forfeit"] == {"action": "forfeit", "verb": "forfeit", "names": {}, "cost": {},
                                       "label": "Forfeit the duel: you are out of the game"}


def test_keeping_a_caught_creature():
    m = ready()
    aftermath.offer(m.state, 0, [creature("Dusk Owlet", card="dusk_owlet")], "flow")
    d = described(m)
    assert d["keep 1"] == {"action": "keep 1", "verb": "replace",
                           "names": {"creature": "dusk_owlet", "release": "fernfox", "slot": 0},
                           "cost": {}, "label": "Keep Dusk Owlet, releasing Fernfox"}
    asked = m.decision()
    assert (asked["seat"], prompt(m), asked["about"]["offer"]["name"], asked["about"]["more"]) == (
        0, "Seat 1: keep Dusk Owlet?", "Dusk Owlet", 0)
    assert (d["release"]["verb"], d["release"]["label"]) == ("release", "Release Dusk Owlet")
    p(m, 0).creatures.pop()
    assert labels(m) == {"keep": "Keep Dusk Owlet", "release": "Release Dusk Owlet"}


def test_forfeit_says_what_it_costs_the_sigils_the_stake_and_the_colosseum_run():
    """The Forfeit button's tip and its question are the engine's words: what forfeiting loses."""
    m = ready()
    growth.give_sigil(m.state, "power", 0, [], source="warlord")
    fight_wild(m, 0, creature("Dusk Owlet", card="dusk_owlet"))
    run(m, "pick 1")
    assert labels(m)["forfeit"] == "Forfeit the battle and go Home, losing your Sigil of Power (back to its Warlord)"
    m = ready()
    for sigil in ("power", "speed"):
        growth.give_sigil(m.state, sigil, 1, [], source="warlord")
    fight_player(m, 0, 1)
    run(m, "pick 1", "pick 1")
    assert m.decision()["seat"] == 1  # the defender (Sigil of Speed) acts first, and may give its sigils up
    assert labels(m)["forfeit"] == ("Forfeit the battle and go Home, losing your Sigil of Power and Sigil of Speed "
                                    "(to Seat 1)")
    m = ready()
    p(m, 0).bank = 2
    fight_wild(m, 0, creature("Thief"), kind="thieves")
    m.state.battle.stake = 2
    run(m, "pick 1")
    assert labels(m)["forfeit"] == "Forfeit the battle and go Home, losing the stake of 2 points"
    m = ready()
    for sigil in ("power", "speed", "wisdom"):
        growth.give_sigil(m.state, sigil, 0, [], source="warlord")
    m.state.runner, m.state.stage = 0, 1
    run(m, "fight", "pick 1")
    assert labels(m)["forfeit"] == ("Forfeit the battle and go Home, losing your Sigil of Power, Sigil of Speed and "
                                    "Sigil of Wisdom (back to their Warlords) and your Colosseum run (1 win so far)")

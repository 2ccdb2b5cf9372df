"""Match.choices() for Zombie Slayer: every kind of decision told in the table's words.

Each test sets a scene (a seeded match, tokens put where the example needs them, dice forced),
then checks the exact words (put into English as the table does: tests/words.py), names and
cost of some choices. tests/test_choices.py checks the shape of every description in random
games; these check what they say.
"""
from __future__ import annotations

from engine import api
from scenes.zombie_slayer.words import named
from tests.words import labels

from .table import custom, put, quiet, run, slayer_at

LUDWIG = ["D", "DD", "D..", "MMMM", ".....", "SMMMM."]
ARCHER = ["D", "RR", "..D", "RRR.", ".....", "S.R..."]  # 2 defense + 6 ranged = 20 CP


def told(m: api.Match) -> dict[str, dict]:
    """The choices by action, checked to be the legal actions in order."""
    choices = labels(m)
    assert [c["action"] for c in choices] == m.legal_actions()
    return {c["action"]: c for c in choices}


def said(m: api.Match, action: str) -> tuple[str, str, dict, dict]:
    c = told(m)[action]
    return c["verb"], c["label"], c["names"], c["cost"]


def test_the_opening_spawn_dice_are_told_card_by_card():
    m = api.new_match("zombie_slayer", 1, ["human"], {})
    assert said(m, "accept") == ("accept", "Accept the roll for spawning", {}, {})
    assert said(m, "luck reroll 0") == ("spend_luck", "Spend Luck: reroll the 4 for Smithy",
                                        {"die": 0, "how": "reroll", "tile": "smithy"}, {"luck": 1})
    assert said(m, "luck down 1")[1] == "Spend Luck: turn the 6 for Old Mill down to 5"


def test_the_slayers_turn_actions():
    m = quiet()
    put(m, "g1", (3, 2))
    put(m, "g2", (2, 5))
    m.state.slayer.items.append("life")
    m.state.slayer.cp = 2
    assert said(m, "move 2,1") == ("move", "Move 1 square north", {"square": [2, 1]}, {"actions": 1})
    assert said(m, "attack g1") == ("attack", "Attack the green zombie to the east", {"zombie": "g1"}, {"actions": 1})
    assert said(m, "skill assault g1") == ("skill", "Use Assault on the green zombie to the east",
                                           {"skill": "assault", "zombie": "g1"}, {"actions": 1})
    assert said(m, "quaff life") == ("quaff", "Quaff the Life Potion", {"item": "life"}, {"actions": 1})
    assert said(m, "throw 2,5") == ("throw", "Throw the torch at the green zombie 3 squares south",
                                    {"square": [2, 5], "item": "torch", "zombie": "g2"}, {"torch": 1})
    assert said(m, "drop 3,3") == ("drop", "Drop the dragon dung to the south-east",
                                   {"square": [3, 3], "item": "dung"}, {"dung": 1})
    assert said(m, "train melee 6") == ("train", "Train: paint a melee pip on the 6-face (2 CP)",
                                        {"pip": "melee", "face": 6}, {"cp": 2})
    assert said(m, "end") == ("end", "End your turn", {}, {})
    m.state.dung = [(3, 3)]
    assert said(m, "throw 3,3")[1] == "Throw the torch at the dragon dung to the south-east: it explodes"


def test_a_move_onto_an_unexplored_card_names_it_and_the_card_placed_there():
    m = quiet()
    slayer_at(m, (2, 0))
    assert said(m, "move 2,-1")[1] == "Move 1 square north onto Smithy (unexplored)"
    run(m, "move 2,-1")
    placing = told(m)
    assert placing, "exploring Smithy asks where a drawn card goes"
    first = next(iter(placing.values()))
    card = m.state.stack[-1]["card"]
    assert first["verb"] == "place" and first["names"] == {"tile": card, "border": first["action"][-1]}
    assert first["label"].startswith(f"Place {named('tile', card)} with its green border to the ")


def test_searching_names_the_card_searched():
    m = quiet()
    slayer_at(m, (8, 2))  # on Old Mill, with no zombie on it
    assert said(m, "search") == ("search", "Search Old Mill for treasure", {"tile": "old_mill"}, {"actions": 1})


def test_ranged_skills_say_what_they_spend():
    m = custom(ARCHER, skill="aimed")
    put(m, "b1", (2, 5))
    assert said(m, "attack b1") == ("attack", "Attack the blue zombie 3 squares south (ranged)", {"zombie": "b1"},
                                    {"actions": 1})
    assert said(m, "skill aimed b1")[1:] == ("Use Aimed Shot on the blue zombie 3 squares south",
                                             {"skill": "aimed", "zombie": "b1"}, {"actions": 2})
    m = custom(ARCHER, skill="barrage")
    put(m, "b1", (2, 5))
    assert said(m, "skill barrage b1")[3] == {"actions": 1}
    m.force_dice([6, 6, 6, 6, 6, 2])
    run(m, "skill barrage b1", "keep 0", "accept")  # a skill pip: one extra Barrage action, spent first
    assert said(m, "skill barrage b1")[1:] == ("Use Barrage on the blue zombie 3 squares south",
                                               {"skill": "barrage", "zombie": "b1"}, {"barrage_actions": 1})


def test_followers_are_commanded_by_their_own_actions():
    m = quiet()
    put(m, "archibald", (5, 5))  # the corner of the Town Centre: south-east is off the town
    put(m, "prycille", (2, 2))  # with the slayer
    put(m, "v1", (5, 3))
    m.state.slayer.life = 3
    assert said(m, "archibald move 6,6") == (
        "follower_move", "Move Archibald 1 square south-east, off the edge of the town (lost for good)",
        {"follower": "archibald", "square": [6, 6]}, {"follower_actions": 1})
    assert said(m, "archibald move 4,5")[1] == "Move Archibald 1 square west"
    assert said(m, "archibald attack v1") == ("follower_attack",
                                              "Archibald: attack the violet zombie 2 squares north (ranged)",
                                              {"follower": "archibald", "zombie": "v1"}, {"follower_actions": 1})
    assert said(m, "prycille heal") == ("heal", "Prycille: heal you", {"follower": "prycille"}, {"follower_actions": 1})


def test_keeping_a_die_and_spending_luck():
    m = custom(LUDWIG, skill="endure")
    put(m, "g1", (3, 2))
    m.force_dice([4, 6, 1, 1, 2])
    run(m, "attack g1")
    assert said(m, "keep 0") == ("keep_die", "Keep the 4: 4 melee", {"die": 0}, {})
    assert said(m, "keep 1 endure") == ("keep_die", "Keep the 6 with Endure Pain: 4 melee + 1 skill",
                                        {"die": 1, "skill": "endure"}, {})
    assert said(m, "luck up 0") == ("spend_luck", "Spend Luck: turn the 4 up to 5", {"die": 0, "how": "up"},
                                    {"luck": 1})
    m.force_dice([1])
    run(m, "keep 0")  # the green zombie defends with one die: its 1, Already Dead
    assert said(m, "accept") == ("accept", "Accept the green zombie's roll for defense", {"zombie": "g1"}, {})
    assert said(m, "luck up 0") == ("spend_luck", "Spend Luck: turn the green zombie's 1 up to 2",
                                    {"die": 0, "how": "up", "zombie": "g1"}, {"luck": 1})


def test_meeting_an_attack():
    for skill in ("block", "riposte"):
        m = custom(LUDWIG, skill=skill)
        put(m, "v1", (3, 2))
        m.force_dice([6])
        run(m, "end", "accept")  # the violet zombie's attack stands; now how to meet it
        assert said(m, "defend") == ("defend", "Defend against the violet zombie", {"zombie": "v1"}, {})
        name = {"block": "Block", "riposte": "Riposte"}[skill]
        assert said(m, f"skill {skill}") == ("defend", f"Use {name} against the violet zombie",
                                             {"zombie": "v1", "skill": skill}, {})


def test_dash_moves_are_already_paid_for():
    m = custom(LUDWIG, skill="dash")
    assert said(m, "skill dash") == ("skill", "Use Dash", {"skill": "dash"}, {"actions": 1})
    run(m, "skill dash")
    assert said(m, "move 2,1") == ("move", "Dash 1 square north", {"square": [2, 1]}, {})
    m.force_dice([6, 6, 6, 6, 6])  # a skill pip: one more square
    run(m, "move 2,1", "keep 0")
    assert said(m, "stop") == ("stop", "Stop dashing", {}, {})


def test_zombie_ties_the_player_decides():
    m = quiet(options={"zombie_ties": "choose"})
    put(m, "v1", (2, 5))
    run(m, "end")
    assert said(m, "route 3,4") == ("route", "The violet zombie steps north-east", {"zombie": "v1", "square": [3, 4]}, {})
    assert said(m, "roll") == ("roll", "Let a die decide the violet zombie's way", {}, {})
    frame = m.state.stack[-1]
    frame["ask"] = {"what": "target", "options": ["slayer", "bron"]}
    assert said(m, "target slayer") == ("target", "The violet zombie goes for you", {"zombie": "v1", "seat": 0}, {})
    assert said(m, "target bron")[1:3] == ("The violet zombie goes for Bron the Barbarian",
                                           {"zombie": "v1", "follower": "bron"})
    put(m, "v2", (4, 5))
    frame["current"], frame["ask"] = None, {"what": "first", "options": ["v1", "v2"]}
    assert said(m, "first v2") == ("first", "The violet zombie 3 squares south and 2 east goes first",
                                   {"zombie": "v2"}, {})
    assert said(m, "roll")[1] == "Let a die decide which zombie goes first"


def test_treasure_choices():
    m = quiet()
    search = {"kind": "search", "stage": "result", "tile": "old_mill", "card": "attributes", "r": None,
              "found": None, "ask": {"what": "learn", "options": ["block", "knockback"]}}
    m.state.stack.append(search)
    assert said(m, "learn knockback") == ("learn", "Learn Knock Back", {"skill": "knockback"}, {})
    search.update(found="holy", ask={"what": "paint", "options": ["3", "5"]})
    assert said(m, "paint 5") == ("paint", "Paint the holy pip on the 5-face", {"pip": "holy", "face": 5}, {})
    search.update(card="items", found="accuracy", ask={"what": "item", "options": ["dung", "torch"]})
    assert said(m, "discard dung") == ("discard", "Discard the Dragon Dung to make room for the Accuracy Potion",
                                       {"item": "dung"}, {})
    assert said(m, "leave") == ("leave", "Leave the Accuracy Potion behind", {"item": "accuracy"}, {})


def test_describing_changes_nothing():
    m = quiet()
    put(m, "g1", (3, 2))
    before = m.digest()
    m.choices()
    assert m.digest() == before

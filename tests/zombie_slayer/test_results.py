"""Every outcome that changes the game shows a result panel whose numbers are the events' own
(api.results, engine/games/zombie_slayer/results.py), checked against the state before and
after where that is the truth: a kill and its experience, a wound and the Life left, Already
Dead, a blast, a creation point, a pip painted, a skill, a search and its find or why it found
nothing, the Ritual, a follower lost, the end. And the decisions that are only a formality are
forced exactly when they are (a turn with nothing but End turn left)."""
from __future__ import annotations

from engine import api
from engine.games.zombie_slayer.content import content

from ..words import english
from .table import custom, of, place_tile, put, quiet, run, slayer_at, stage, temple_id

LUDWIG = ["D", "DD", "D..", "MMMM", ".....", "SMMMM."]


def panels(events: list[dict]) -> list[dict]:
    """The result panels of one action's events, as the slayer (seat 0) reads them, in English."""
    out = []
    for panel in api.results("zombie_slayer", events, 0):
        out.append({"title": english(panel["title"], "zombie_slayer", ["Ludwig"]),
                    "lines": [english(line, "zombie_slayer", ["Ludwig"]) for line in panel["lines"]],
                    "seat": panel["seat"], "tone": panel["tone"]})
    return out


def only(events: list[dict]) -> dict:
    [panel] = panels(events)
    return panel


# --- fights -------------------------------------------------------------------------------------------
def test_a_zombie_destroyed_gives_its_attack_defense_damage_and_experience():
    m = quiet()
    put(m, "v1", (3, 2))
    m.state.slayer.xp = 3
    m.force_dice([4, 4, 4, 4, 4, 2])  # Ludwig's 4: 4 melee; the violet zombie's 2: 1 defense
    ev = run(m, "attack v1", "keep 0", "accept")
    [clash] = of(ev, "clash")
    assert (clash["attack"], clash["defense"], clash["damage"], clash["xp"]) == (4, 1, 3, 4) == \
        (4, 1, 3, m.state.slayer.xp)
    assert only(ev) == {"title": "Ludwig destroys the violet zombie",
                        "lines": ["Attack 4 against defense 1: 3 damage.", "+1 experience (4 in all)."],
                        "seat": 0, "tone": "good"}


def test_already_dead_is_the_zombies_skill_negating_the_blow():
    m = quiet()
    put(m, "g1", (3, 2))
    m.force_dice([4, 4, 4, 4, 4, 1])
    ev = run(m, "attack g1", "keep 0", "accept")
    assert of(ev, "clash")[0]["already_dead"] and m.state.zombies["g1"].pos == (3, 2)
    assert only(ev) == {"title": "the green zombie's skill Already Dead negates the blow",
                        "lines": ["Attack 4 against defense 0: the green zombie keeps its 1-face.",
                                  "Already Dead: all damage from the attack is negated."],
                        "seat": 0, "tone": "quiet"}


def test_a_blow_the_toughness_swallows_says_why():
    m = quiet()
    put(m, "b1", (3, 2))
    m.force_dice([4, 4, 4, 4, 4, 4])  # 4 melee against 3 defense: strength 1, toughness 2
    ev = run(m, "attack b1", "keep 0", "accept")
    assert only(ev)["title"] == "the blue zombie withstands Ludwig's attack"
    assert only(ev)["lines"] == ["Attack 4 against defense 3, toughness 2: 0 damage.",
                                 "Damage is attack minus defense, divided by the toughness and rounded down: "
                                 "none gets through."]


def test_the_necromancer_wounded_says_the_life_he_has_left():
    m = quiet()
    place_tile(m, (1, 0), temple_id(), 0)
    m.state.boss = True
    put(m, "nec", (8, 2))
    slayer_at(m, (7, 2))
    before = m.state.nec.life
    m.force_dice([4, 4, 4, 4, 4] + [2, 2, 2, 2, 2])  # 4 melee against his 2: 1 defense, toughness 2
    ev = run(m, "attack nec", "keep 0", "accept")
    [clash] = of(ev, "clash")
    assert clash["left"] == m.state.nec.life == before - clash["lost"] == 4
    assert only(ev) == {"title": "Ludwig wounds the Necromancer",
                        "lines": ["Attack 4 against defense 1, toughness 2: 1 damage.", "the Necromancer has 4 Life left."],
                        "seat": 0, "tone": "good"}


def _zombie_strikes(face: int, hand: list[int], townsmen: int = 0) -> tuple[api.Match, list[dict], int]:
    m = custom(LUDWIG, luck=1)
    m.state.slayer.luck = 0
    m.state.slayer.townsmen = townsmen
    put(m, "g1", (3, 2))
    before = m.state.slayer.life
    m.force_dice([face] + hand + [1] + [1] * len(hand))  # its second attack: no melee
    ev = run(m, "end")
    while m.decision()["kind"] == "roll":
        ev += run(m, "keep 0")
    return m, ev, before


def test_a_zombie_that_wounds_the_slayer_says_his_roll_his_defense_and_the_life_lost():
    m, ev, before = _zombie_strikes(5, [5] * 5)  # the green zombie's 5: 3 melee; Ludwig's 5: no defense
    clash, second = [c for c in of(ev, "clash") if c["def"] == "slayer"]  # its second attack: no melee
    assert clash["lost"] == before - m.state.slayer.life == 3 and clash["left"] == m.state.slayer.life == 2
    [panel] = [p for p in panels(ev) if p["title"].startswith("the green zombie")]
    assert panel == {"title": "the green zombie wounds Ludwig",
                     "lines": ["Attack 3 against defense 0: 3 damage.", "Ludwig loses 3 Life (2 left)."],
                     "seat": 0, "tone": "bad"}


def test_a_fanatic_townsman_taking_part_of_the_blow_is_on_the_panel():
    m, ev, before = _zombie_strikes(5, [5] * 6, townsmen=1)
    clash, second = [c for c in of(ev, "clash") if c["def"] == "slayer"]  # its second attack: no melee
    assert clash["townsmen_lost"] == 1 and m.state.slayer.townsmen == 0
    assert clash["lost"] == before - m.state.slayer.life == 2
    [panel] = [p for p in panels(ev) if p["title"].startswith("the green zombie")]
    assert panel["lines"] == ["Attack 3 against defense 0: 3 damage.",
                              "A fanatic townsman throws himself in harm's way and takes 1 of it.",
                              "Ludwig loses 2 Life (3 left)."]


def test_a_blow_that_does_the_slayer_no_harm_has_no_panel():
    m, ev, before = _zombie_strikes(1, [1] * 5)  # no melee on the zombie's 1
    assert m.state.slayer.life == before and of(ev, "clash")
    assert not [p for p in panels(ev) if "green zombie" in p["title"]]


def test_a_torch_kill_and_a_blast():
    m = quiet()
    put(m, "v1", (2, 4))
    m.state.slayer.xp = 1
    ev = run(m, "throw 2,4")
    assert only(ev) == {"title": "The torch destroys the violet zombie",
                        "lines": ["A thrown torch always hits: 1 damage that cannot be defended.",
                                  "+1 experience (2 in all)."], "seat": 0, "tone": "good"}
    m = quiet()
    m.state.dung.append((2, 4))
    put(m, "v1", (2, 5))
    put(m, "g1", (3, 4))
    ev = run(m, "throw 2,4")
    [blast] = of(ev, "explosion")
    assert blast["xp_gained"] == 2 == m.state.slayer.xp and set(blast["fallen"]) == {"v1", "g1"}
    panel = only(ev)
    assert panel["title"] == "The dragon dung explodes" and panel["tone"] == "good"
    assert panel["lines"][1:] == ["Destroyed: the violet zombie and the green zombie.", "+2 experience (2 in all)."] or \
        panel["lines"][1:] == ["Destroyed: the green zombie and the violet zombie.", "+2 experience (2 in all)."]


def test_a_blast_that_hurts_the_slayer_says_so():
    m = quiet()
    m.state.dung.append((2, 3))
    put(m, "v1", (2, 4))
    ev = run(m, "throw 2,3")
    panel = only(ev)
    assert panel["tone"] == "bad" and panel["lines"][-1] == "Ludwig loses 1 Life (4 left)." and m.state.slayer.life == 4


# --- growing stronger ---------------------------------------------------------------------------------
def test_a_creation_point_is_a_level_gained():
    m = quiet()
    put(m, "v1", (3, 2))
    m.state.slayer.xp = 9
    m.force_dice([4, 4, 4, 4, 4, 2])
    ev = run(m, "attack v1", "keep 0", "accept")
    [point] = [p for p in panels(ev) if "creation point" in p["title"]]
    assert m.state.slayer.cp == 1 and m.state.slayer.xp == 10
    assert point == {"title": "Ludwig gains a creation point",
                     "lines": ["10 experience: every 10 experience gives a creation point.",
                               "1 creation point to spend: Train paints an empty pip on your dieagram."],
                     "seat": 0, "tone": "gold"}


def test_training_says_what_the_face_read_before_and_after_and_what_it_cost():
    m = quiet()
    m.state.slayer.cp = 3
    ev = run(m, "train melee 5")
    assert m.state.slayer.cp == 1
    assert only(ev) == {"title": "The 5-face gains a melee pip",
                        "lines": ["5-face: nothing becomes 1 melee.", "Trained for 2 creation points (1 left)."],
                        "seat": 0, "tone": "good"}


# --- searching ----------------------------------------------------------------------------------------
def _searching() -> api.Match:
    m = quiet()
    place_tile(m, (0, 1), "orchard", 0)  # treasure pips on its 2-face (Followers) and 4-face (Items)
    slayer_at(m, (2, 6))
    m.state.slayer.items = []
    return m


def test_a_search_that_finds_nothing_says_which_faces_would_have():
    m = _searching()
    m.force_dice([3])
    ev = run(m, "search", "accept")
    assert of(ev, "treasure_pip")[0]["faces"] == [2, 4]
    assert only(ev) == {"title": "Nothing found on Orchard",
                        "lines": ["Search die 3: that face of Orchard has no treasure pip.",
                                  "Its treasure pips are on faces 2 and 4."], "seat": 0, "tone": "quiet"}


def test_a_search_that_finds_an_item_says_both_dice():
    m = _searching()
    m.force_dice([4, 2])
    ev = run(m, "search", "accept", "accept")
    assert m.state.slayer.items == ["life"]
    panel = only(ev)
    assert panel["title"] == "Found on Orchard: a Life potion" and panel["tone"] == "good"
    assert panel["lines"] == ["Search die 4: a treasure pip on that face of Orchard - the Items card.",
                              "Treasure die 2: row 2 of the Items card, a Life potion."]


def test_a_search_that_raises_a_zombie():
    m = _searching()
    m.force_dice([2, 1] + [3] * 8)
    ev = run(m, "search", "accept", "accept")
    panel = [p for p in panels(ev) if p["title"].startswith("Found")][0]
    assert panel["title"] == "Found on Orchard: a violet zombie!" and panel["tone"] == "bad"
    assert panel["lines"][1:] == ["Treasure die 1: row 1 of the Followers card, a violet zombie.",
                                  "It attacks at once, once per action it has."]
    assert of(ev, "spawn")[0]["colour"] == content().cards["followers"].zombie


def test_a_hero_found_twice_is_rolled_again_without_a_panel_for_the_first_find():
    m = _searching()
    put(m, "bron", (2, 6))
    m.force_dice([2, 2])
    ev = run(m, "search", "accept", "accept")
    assert of(ev, "treasure")[0]["again"] and not panels(ev)


def test_a_skill_learnt():
    ev = [{"type": "learn", "skill": "block"}]
    assert only(ev)["title"] == "Ludwig learns Block"


# --- the Necromancer, a follower lost, the end ----------------------------------------------------------
def test_the_ritual_says_his_dice_the_pips_that_count_and_the_cap():
    m = quiet(options={"zombie_ties": "dice"})
    place_tile(m, (1, 0), temple_id(), 0)
    m.state.boss = True
    put(m, "nec", (8, 2))
    m.force_dice([3, 1, 2, 2, 2] + [2, 2, 2] + [1] * 20)  # his 3: three skill pips (his 1 never counts)
    ev = stage(m, {"kind": "ritual", "stage": "hand", "h": None, "t": None, "cap": 0})
    while m.decision()["kind"] == "roll":
        ev += run(m, "accept")
    [summoned] = of(ev, "summoned")
    assert (summoned["dice"], summoned["pips"], summoned["cap"], summoned["rolled"]) == ([3, 1, 2, 2, 2], 3, 3, [2, 2, 2])
    panel = only(ev)
    assert panel["lines"] == ["The Necromancer rolls 3 1 2 2 2: 3 skill pips that count (never a 1-face's).",
                              "3 rolls on the Temple's dieagram (2 2 2): at most 3, the most skill pips on one of his "
                              "dice."]
    assert panel["tone"] == "bad" and panel["title"].startswith("The Ritual of Summoning raises")


def test_a_follower_who_wanders_off_the_town_is_lost():
    assert only([{"type": "lost", "token": "bron"}])["title"] == "Bron the Barbarian is lost"


def test_the_end_says_who_won_and_why():
    m = quiet()
    m.state.slayer.life = 1
    m.state.slayer.luck = 0
    put(m, "g1", (3, 2))
    m.force_dice([5, 5])
    ev = run(m, "end")
    while m.result() is None:
        ev += run(m, m.legal_actions()[0])
    [end] = [p for p in panels(ev) if p["title"] == "Ludwig has fallen"]
    assert end["lines"] == ["At 0 Life the slayer dies and the game is lost.",
                            f"Turn {m.result()['turns']}, {m.state.slayer.xp} experience."] and end["tone"] == "bad"


def test_a_routine_event_has_no_panel():
    assert not panels([{"type": "move", "token": "slayer", "from": [2, 2], "to": [3, 2]},
                       {"type": "roll", "owners": ["v1"], "purpose": "melee", "dice": [3],
                        "dieagrams": [[["empty"] * k for k in range(1, 7)]]}])


# --- kinds and forced decisions -----------------------------------------------------------------------
def test_each_line_belongs_to_its_log_filter():
    kind = {t: api.tell("zombie_slayer", e)["kind"] for t, e in {
        "slayer_turn": {"type": "slayer_turn", "turn": 2, "actions": 2},
        "roll": {"type": "roll", "owners": ["v1"], "purpose": "melee", "dice": [3],
                 "dieagrams": [[["empty"] * k for k in range(1, 7)]]},
        "clash": {"type": "clash", "att": "slayer", "def": "v1", "attack": 3, "defense": 1, "toughness": 1,
                  "damage": 2, "already_dead": False},
        "draw": {"type": "draw", "tile": "orchard", "deck": 9},
        "move": {"type": "move", "token": "slayer", "from": [2, 2], "to": [3, 2]}}.items()}
    assert kind == {"slayer_turn": "turns", "roll": "rolls", "clash": "battles", "draw": "cards", "move": "other"}


def test_end_turn_is_forced_only_when_nothing_else_is_left():
    m = quiet()
    assert m.decision()["forced"] is None  # two actions left
    s = m.state
    s.slayer.actions = 0
    s.slayer.items = []
    s.slayer.window = []
    assert m.legal_actions() == ["end"]
    assert english(m.decision()["forced"], "zombie_slayer", ["Ludwig"]) == \
        "Ludwig has nothing left to do this turn: the zombies' turn begins."
    s.slayer.cp = 1  # a creation point to spend: the turn is still his
    assert m.legal_actions() != ["end"] and m.decision()["forced"] is None


def test_a_blast_that_hits_nobody_says_so():
    m = quiet()
    m.state.dung.append((2, 5))
    ev = run(m, "throw 2,5")
    assert only(ev) == {"title": "The dragon dung explodes", "lines": ["Nobody stood on it or next to it."],
                        "seat": 0, "tone": "quiet"}

"""Zvery's result panels (api.results, engine/games/zvery/results.py): each outcome that changes
the game, played to a known position, shows its panel with the events' own numbers - compared
with the event's fields and with the state before and after - and the rule that decided it.

Positions are reached by play as in test_choices.py: seed 1's first battle (Fusion Drake against
Hush Moth, Geode Core at stake) with forced dice, seed 5's (Arc Lynx's Reactor Spit against Zap
Finch), a seeded random game to a fixed step, and seeded whole games for the properties every
panel of a kind must have.
"""
from __future__ import annotations

import random

from engine import api
from engine.games.zvery import battle
from engine.games.zvery.results import WILD_RULE

from ..words import english
from .test_choices import HUMANS, fighting, first_battle, played


def panels(events: list[dict], reader: int | None = 0) -> list[tuple[str, list[str], int | None, str | None]]:
    """The panels of one action's events in English: (title, lines, seat, tone)."""
    return [(english(p["title"], "zvery"), [english(line, "zvery") for line in p["lines"]], p["seat"], p["tone"])
            for p in api.results("zvery", events, reader)]


def the(events: list[dict], kind: str) -> dict:
    [ev] = [e for e in events if e["type"] == kind]
    return ev


def panel_of(events: list[dict], title: str) -> tuple[list[str], int | None, str | None]:
    [found] = [(lines, seat, tone) for t, lines, seat, tone in panels(events) if t == title]
    return found


def health(m: api.Match, card: str) -> int:
    return next(f["health"] for f in m.view(0)["battle"]["fighters"] if f["card"] == card)


# --- a catch ------------------------------------------------------------------------------------------------
def test_a_catch_shows_the_dice_against_the_number_needed_and_who_gets_a_mutation_for_it():
    m = first_battle()
    m.force_dice([6, 6, 6, 5, 5])
    events = m.act("catch 2")
    catch = the(events, "catch")
    assert catch["total"] == 28 and catch["need"] == catch["catchrate"] + 7 and catch["caught"]
    lines, seat, tone = panel_of(events, "Seat 2 catches Hush Moth")
    assert lines == [
        "Catch dice: rolls 6, 6, 6, 5 and 5 = 28.",
        f"Needed: {catch['need']} (catchrate {catch['catchrate']} + health 7).",
        f"28 reaches {catch['need']}: Hush Moth joins Seat 2's creatures with its ability, at full health from the "
        "next battle.",
        "A catch earns Seat 1, who plays the wild creatures, 1 mutation after the battle (rulebook 3.2)."]
    assert (seat, tone) == (1, "good")
    assert [b["card"] for b in m.view(0)["players"][1]["roster"]] == ["fusion_drake", "hush_moth"]


def test_a_missed_catch_says_how_far_short_the_dice_fell():
    m = first_battle()
    m.force_dice([1, 2, 3, 1, 1])
    events = m.act("catch 2")
    catch = the(events, "catch")
    lines, seat, tone = panel_of(events, "Hush Moth breaks free")
    assert lines[0] == "Catch dice: rolls 1, 2, 3, 1 and 1 = 8."
    assert lines[2] == (f"8 is {catch['need'] - 8} short of {catch['need']}. Dice may be left on it: the next try "
                        "rolls only the others and counts them all.")
    assert (seat, tone) == (1, "bad") and health(m, "hush_moth") == 7


# --- a skill's damage -----------------------------------------------------------------------------------------
def test_a_skill_hit_says_what_was_paid_the_hit_after_fortitude_and_the_health_before_and_after():
    m = fighting("use 1 3", "die 1", "die 2", "target 2", "target 2", "use 1 2", "die 1")  # Flash, then Ember
    before = health(m, "hush_moth")
    events = m.act("target 2")
    hit = the(events, "damage")
    assert (hit["base"], hit["fortitude"], hit["amount"], hit["paid"]) == (2, 1, 1, 4)  # Hush Moth's fortitude 1
    assert (hit["before"], hit["health"]) == (before, health(m, "hush_moth")) == (3, 2)
    lines, seat, tone = panel_of(events, "Fusion Drake deals 1 damage to Hush Moth")
    assert lines == ["The skill does 2 damage (paid with dice summing 4).",
                     "2 + 0 strength - 1 fortitude = 1 (never below 0, ruling 22).",
                     "Hush Moth: health 3 to 2."]
    assert (seat, tone) == (1, None)


def test_reactor_spit_deals_the_dice_paid_and_the_panel_says_3_paid_3_dealt():
    """The playtester's hit (seed 5): Reactor Spit paid with a 3 at Zap Finch, 7 health."""
    m = api.new_match("zvery", 5, HUMANS)
    for action in ("starter toxin_wasp", "starter arc_lynx", "wild 3", "done"):
        m.act(action)
    while m.decision()["kind"] == "choose_stake":
        m.act(m.legal_actions()[0])
    m.force_dice([3, 6, 1, 1, 1, 6, 6, 6, 6, 6])
    m.act("fight")
    while m.decision()["kind"] == "keyword":  # both creatures' after-roll increments, let go
        m.act("done")
    m.act("use 1 2")
    m.act("die 1")
    events = m.act("target 2")
    hit = the(events, "damage")
    assert (hit["paid"], hit["amount"], hit["before"], hit["health"]) == (3, 3, 7, 4) == (3, 3, 7, health(m, "zap_finch"))
    lines, _seat, _tone = panel_of(events, "Arc Lynx deals 3 damage to Zap Finch")
    assert lines == ["Damage equal to the dice paid: 3.", "Zap Finch: health 7 to 4."]


def test_a_hit_to_0_or_less_says_the_creature_bleeds_out_and_a_traits_small_hits_show_no_panel():
    for seed in (1, 2, 3):
        m = api.new_match("zvery", seed, ["ai:easy", "ai:easy"])
        while m.result() is None:
            for ev in m.act(m.suggest(m.to_move())):
                if ev["type"] != "damage":
                    continue
                shown = panels([ev])
                bleeding = ev["health"] <= 0
                if ev["trait"] and not (bleeding and ev["before"] > 0):
                    assert shown == [], "a trait's hit that bleeds nobody out is the log's"
                    continue
                [(_title, lines, seat, tone)] = shown
                assert f"health {ev['before']} to {ev['health']}." in lines[-2 if bleeding else -1]
                assert ("bleeding out" in lines[-1]) == bleeding and tone == ("bad" if bleeding else None)
                assert seat == ev["seat"]


# --- a death, the battle it ends, the rewards -----------------------------------------------------------------
def _a_turn(m: api.Match, *actions: str) -> list[dict]:
    """A turn: Seat 2 fights with five 2s (its after-roll increment let go) against the wild side's
    five 1s, then `actions`; the events of the last."""
    m.force_dice([2, 2, 2, 2, 2, 1, 1, 1, 1, 1])
    for action in ("fight", "done"):
        m.act(action)
    events: list[dict] = []
    for action in actions:
        events = m.act(action)
    return events


def test_the_kill_the_battle_won_and_its_rewards_each_say_why():
    m = fighting("use 1 3", "die 1", "die 2", "target 2", "target 2", "use 1 2", "die 1", "target 2", "pass", "pass",
                 "pass")
    _a_turn(m, "pass", "use 1 2", "die 1", "target 2", "pass", "pass")
    events = _a_turn(m, "pass", "use 1 2", "die 1", "target 2")
    assert the(events, "damage")["health"] == 0
    assert panel_of(events, "Fusion Drake deals 1 damage to Hush Moth")[0][-1] == (
        'Hush Moth is bleeding out: it dies at the next "creatures die" step unless healed above 0 first (ruling 10).')
    m.act("pass")
    m.act("pass")
    m.force_dice([])
    events = m.act("fight")  # the "creatures die" step
    dies, over, rewards = the(events, "dies"), the(events, "battle_over"), the(events, "rewards")
    assert (dies["health"], dies["level"], over["killed"], rewards["current"], rewards["wild"]) == (0, 1, [1], 1, 0)
    assert panels(events) == [
        ("The wild Hush Moth dies",
         ['It was bleeding out at 0 health: a creature at 0 or less dies at the "creatures die" step unless healed '
          'above 0 first (ruling 10).',
          "It goes to the discard pile with its ability; killing a level-1 creature earns Seat 2 1 mutation "
          "(rulebook 3.2)."], 0, "bad"),
        ("Seat 2 wins the battle",
         ["Seat 2 killed 1 creature (level 1).",
          "A battle ends the moment one side has no creature left in it (ruling 23)."], 1, None),
        ("Rewards: 1 mutation for Seat 2, none for Seat 1",
         ["Seat 2 killed 1 creature of level 1: 1 mutation, as many as the levels killed.",
          "Seat 1 plays the wild creatures: 0 mutations, 1 for each creature Seat 2 caught (0) and 1 for each of "
          "Seat 2's creatures the wild side killed (0).",
          "The picks, alternating from the current player while each has some left: Seat 2; first the mutations "
          "at stake (Geode Core), then the top of the mutation deck."], 1, "gold")]
    assert m.decision()["about"]["pool"] == ["geode_core"] and m.decision()["about"]["order"] == [1]


def test_the_wild_player_taking_the_mutation_at_stake_after_a_catch_quotes_the_rule_that_gives_it():
    """The playtesters' "Computer takes Sugar Glands from the mutations at stake" after the person
    won: a catch earns the current player nothing and the wild player one mutation."""
    m = first_battle()
    m.force_dice([6, 6, 6, 6, 6])
    events = m.act("catch 2")
    lines, seat, _tone = panel_of(events, "Rewards: none for Seat 2, 1 mutation for Seat 1")
    assert lines[0] == ("Seat 2 caught but killed nothing: no mutations, since the current player earns them only "
                        "for the creatures killed.")
    assert lines[2] == english({"id": WILD_RULE, "params": {}}, "zvery") and seat == 1
    events = m.act("take 1")
    assert the(events, "mutation_taken") == {
        "type": "mutation_taken", "seat": 0, "card": "geode_core", "killed": [], "caught": 1, "lost": 0,
        "current_player": 1, "entitled": 1, "nth": 1}
    lines, seat, _tone = panel_of(events, "Seat 1 takes Geode Core")
    assert lines == [
        "Seat 1 played the wild creatures: 1 mutation, 1 for each creature Seat 2 caught (1) and 1 for each of Seat "
        "2's creatures the wild side killed (0); this is mutation 1 of 1.",
        'Rulebook 3.2: "The wild player may select 1 mutation for every creature the current player caught and 1 '
        'mutation for every creature they killed."',
        "Players alternate, starting with the current player, choosing among the mutations at stake (rulebook 3.2)."]
    assert seat == 0 and m.decision()["about"]["got"] == [["geode_core"], []]


def test_a_mutation_drawn_once_the_stakes_are_gone_says_so_and_counts_on():
    """Seed 2's random game: Seat 1 killed a level-3 creature (3 mutations) and caught one; its
    second pick takes the last mutation at stake, its third comes from the deck."""
    m = played(2, 479)
    events = m.act("take 1")
    taken, drawn = the(events, "mutation_taken"), the(events, "mutation_drawn")
    assert [(e["card"], e["nth"], e["entitled"]) for e in (taken, drawn)] == [("bubble_bladder", 2, 3),
                                                                              ("shard_crown", 3, 3)]
    rule = ("Rulebook 3.2: the current player selects 1 mutation for every level 1 creature they killed, 2 for every "
            "level 2 and 3 for every level 3.")
    assert panels(events) == [
        ("Seat 1 takes Bubble Bladder",
         ["Seat 1 chose the battle; the creatures they killed (level 3) earn them 3 mutations; this is mutation 2 of "
          "3.", rule,
          "Players alternate, starting with the current player, choosing among the mutations at stake (rulebook "
          "3.2)."], 0, None),
        ("Seat 1 draws Shard Crown",
         ["Seat 1 chose the battle; the creatures they killed (level 3) earn them 3 mutations; this is mutation 3 of "
          "3.", rule,
          "The mutations at stake are gone: it comes from the top of the mutation deck (rulebook 3.2)."], 0, None)]
    assert m.decision()["about"]["got"][0] == ["charged_nerves", "bubble_bladder", "shard_crown"]


def test_every_mutation_won_counts_up_to_what_its_taker_earned_and_says_where_it_came_from():
    for seed in (1, 2, 3, 4):
        m = api.new_match("zvery", seed, ["ai:easy", "ai:easy"])
        earned: dict[int, int] = {}
        while m.result() is None:
            for ev in m.act(m.suggest(m.to_move())):
                if ev["type"] == "rewards":
                    earned = {ev["seat"]: ev["current"], ev["other"]: ev["wild"]}
                    taken = {0: 0, 1: 0}
                if ev["type"] not in ("mutation_taken", "mutation_drawn"):
                    continue
                taken[ev["seat"]] += 1
                assert (ev["entitled"], ev["nth"]) == (earned[ev["seat"]], taken[ev["seat"]])
                [(title, lines, seat, _tone)] = panels([ev])
                assert seat == ev["seat"] and title.startswith(f"Seat {ev['seat'] + 1} ")
                assert f"mutation {ev['nth']} of {ev['entitled']}" in lines[0] or "1 mutation." in lines[0]
                assert ("top of the mutation deck" in lines[-1]) == (ev["type"] == "mutation_drawn")


# --- a release -------------------------------------------------------------------------------------------------
def test_a_release_says_the_roster_limit_and_what_goes_with_the_creature():
    m = played(32, 362)
    beast = m.view(0)["players"][0]["roster"][4]
    events = m.act("release 5")
    lines, seat, tone = panel_of(events, "Seat 1 releases Fusion Drake")
    assert lines[0] == "Seat 1 had 5 creatures; a player keeps at most 4 (ruling 7), so one goes to the discard pile."
    assert the(events, "released")["abilities"] == beast["abilities"] == ["solar_flare"]
    assert lines[1] == "With it goes what lay beneath it: Solar Flare." and beast["mutations"] == []
    assert (seat, tone) == (0, "bad") and len(m.view(0)["players"][0]["roster"]) == 4


# --- the end ----------------------------------------------------------------------------------------------------
def test_a_battle_that_runs_out_of_turns_says_so():
    m = first_battle()
    m.state.battle.turn = battle.MAX_TURNS  # the battle's last turn
    m.force_dice([1] * 10)
    for action in ("fight", "done", "pass"):
        m.act(action)
    events = m.act("pass")
    lines, seat, _tone = panel_of(events, "Time is up")
    assert lines == ["Seat 2 neither caught nor killed a creature.",
                     "A battle that reaches turn 30 ends there: the wild creatures still standing slip away, neither "
                     "caught nor killed (ruling 32)."]
    assert seat is None


def test_the_final_battle_says_why_it_is_due_and_the_game_over_how_it_was_won():
    m = api.new_match("zvery", 3, HUMANS, {"battles": 1})
    pick = random.Random(3)
    events: list[dict] = []
    while not any(e["type"] == "final_battle" for e in events):
        events = m.act(pick.choice(m.legal_actions()))
    final = the(events, "final_battle")
    assert (final["why"], final["battles"], final["first"]) == ("battles", 1, 1 - final["triggered_by"])
    first = f"Seat {final['first'] + 1}"
    assert panel_of(events, "The final battle") == ([
        "1 battle has been fought, the most this game allows (ruling 30).",
        f"Each player fields their whole roster at full health; nobody may catch. {first}, who did not bring it on, "
        "acts first.",
        f"The player with no creature left loses the game; if both fall at once, {first} wins."], None, "gold")
    while m.result() is None:
        events = m.act(pick.choice(m.legal_actions()))
    over = the(events, "game_over")
    winner, loser = over["winners"][0], over["loser"]
    assert winner == m.result()["winners"][0] and loser == 1 - winner
    [(title, lines, seat, tone)] = [p for p in panels(events) if p[0].endswith("wins the game!")]
    assert (title, seat, tone) == (f"Seat {winner + 1} wins the game!", winner, "gold")
    assert lines[-1] == "The winner of the final battle wins the game (rulebook 3.6), after 1 battle."
    assert {"standing": f"({over['health_left']} health left); Seat {loser + 1} has none.",
            "time_up": f"against Seat {loser + 1}'s {over['loser_left']}",
            "both_fell": "who did not bring on the final battle, wins it"}[over["how"]] in lines[0]
    assert not [p for p in panels(events) if "final battle" in p[0]], "the game's panel tells the final battle's end"


# --- the log's filters -----------------------------------------------------------------------------------------
def test_each_line_of_the_log_belongs_to_its_filter():
    kinds = {}
    m = api.new_match("zvery", 2, ["ai:easy", "ai:easy"])
    events = list(m.events())
    while m.result() is None:
        events += m.act(m.suggest(m.to_move()))
    for ev in events:
        line = api.tell("zvery", ev, 0)
        if line is not None:
            kinds[ev["type"]] = line["kind"]
    assert {kinds[t] for t in ("turn_end", "switch")} == {"turns"}
    assert {kinds[t] for t in ("roll", "catch")} == {"rolls"}
    assert {kinds[t] for t in ("battle", "skill", "damage", "dies", "battle_over", "final_battle")} == {"battles"}
    assert {kinds[t] for t in ("starter", "mutation_taken", "mutation_placed", "refilled")} == {"cards"}
    assert {t for t, kind in kinds.items() if kind == "other"} == {"coin_toss", "game_over"}

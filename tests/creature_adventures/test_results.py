"""The result panels of Creature Adventures (api.results): each outcome with the numbers that explain it.

Each test stages a position as the rule tests do (table.py: seed 1 deals seat 1 Fernfox, Tufted
Nutcracker and Stoneburrow Marmot), plays the action with forced dice, and reads the panels as an
English-speaking table shows them. The numbers are checked against the events' own fields and the
state before and after, never against numbers the test works out again.
"""
from __future__ import annotations

from engine import api
from engine.games.creature_adventures import growth, places
from scenes.creature_adventures import words

from ..words import english
from .table import at, at_the_thieves, creature, fight_player, fight_wild, of, p, ready, run, team

GAME = "creature_adventures"


def panels(events: list[dict], reader: int = 0) -> dict[str, list[str]]:
    """The action's panels in English: title -> its lines."""
    out = {}
    for panel in api.results(GAME, events, reader):
        out[english(panel["title"], GAME)] = [english(line, GAME) for line in panel["lines"]]
    return out


def one(events: list[dict], kind: str) -> dict:
    [ev] = of(events, kind)
    return ev


# --- battles ---------------------------------------------------------------------------------------------
def test_a_battle_won_says_the_deciding_blow_the_tally_and_the_hp_left():
    m = ready()
    team(m, 0, creature("Fernfox", attack=4, card="fernfox"))
    fight_wild(m, 0, creature("Dusk Owlet", attack=3, card="dusk_owlet"))
    m.state.battle.sides[1].npc[0].hp = 3
    m.force_dice([2])  # an unmitigated hit: 4 damage
    events = run(m, "strike")
    blow, over = one(events, "strike"), one(events, "battle_over")
    told = panels(events)
    assert "Dusk Owlet is knocked out" not in told, "the knock-out that ends the battle is the battle's panel"
    assert told["Seat 1 wins the battle"] == [
        f"The deciding blow: an unmitigated hit from Fernfox, {blow['to_target']} damage, knocks out Dusk Owlet.",
        f"Seat 1 knocked out {over['knocked']} and lost {over['fallen']}, in {over['rounds']} action.",
        f"Fernfox is left with {p(m, 0).creatures[0].hp} of {p(m, 0).creatures[0].max_hp} HP.",
        "Defeating a wild creature yields a single EXP point."]
    assert (blow["to_target"], over["knocked"], over["rounds"]) == (4, 1, 1)


def test_a_battle_lost_to_an_npc_says_the_rule_that_sends_you_home():
    m = ready()
    team(m, 0, creature("Fernfox", attack=4, hp=2, card="fernfox"))
    fight_wild(m, 0, creature("Dusk Owlet", attack=3, card="dusk_owlet"))
    m.force_dice([6])  # a counterstrike: the Owlet's whole Attack
    events = run(m, "strike")
    told = panels(events)["Dusk Owlet wins the battle"]
    assert told[0] == "The deciding blow: a counterstrike from Dusk Owlet, 3 damage, knocks out Fernfox."
    assert told[-1] == "Losing to a wild creature, the Thieves or a Warlord sends you Home, and any sigils return to " \
                       "their Warlords."
    assert api.results(GAME, events, 0)[0]["tone"] == "bad"


def test_a_creature_knocked_out_mid_battle_has_its_own_panel():
    m = ready()
    team(m, 0, creature("Fernfox", attack=4, card="fernfox"), creature("Nutcracker", card="tufted_nutcracker"))
    fight_wild(m, 0, creature("Dusk Owlet", attack=3, card="dusk_owlet"))
    run(m, "pick 1")
    p(m, 0).creatures[0].hp = 2
    m.force_dice([7])
    events = run(m, "strike")
    knocked = one(events, "knocked_out")
    assert panels(events)["Fernfox is knocked out"] == [
        f"Struck down by a counterstrike from Dusk Owlet: {knocked['damage']} damage.",
        "A knocked-out creature cannot fight until it is revived: at Home, or by the Shaman."]
    assert knocked["damage"] == 3 and m.state.battle is not None


def test_a_forfeit_says_its_rule_and_the_sigils_it_cost():
    m = ready()
    growth.give_sigil(m.state, "speed", 0, [], source="warlord")
    fight_wild(m, 0, creature("Dusk Owlet", card="dusk_owlet"))
    events = run(m, "pick 1", "forfeit")
    told = panels(events)
    assert told["Seat 1 forfeits the battle"][-1] == ("Forfeit: admit defeat and return Home; any sigils held return "
                                                       "to their Warlords.")
    assert told["Seat 1 loses the Sigil of Speed"] == ["It returns to Sefa Quickwind, who guards it again."]
    assert m.state.sigils["speed"] == -1


def test_a_run_says_its_die():
    m = ready()
    fight_wild(m, 0, creature("Dusk Owlet", card="dusk_owlet"))
    m.force_dice([8])
    events = run(m, "pick 1", "run")
    assert panels(events)["Seat 1 gets away from Dusk Owlet"][0] == f"Run: rolled {one(events, 'battle_over')['face']} " \
                                                                    "on the d10 - escaped."


def test_a_battle_between_players_says_who_takes_the_sigils():
    m = ready()
    team(m, 0, creature("Fernfox", attack=30, card="fernfox"))
    team(m, 1, creature("Peat Newt", card="peat_newt"))
    growth.give_sigil(m.state, "power", 1, [], source="warlord")
    fight_player(m, 0, 1)
    m.force_dice([5])
    events = run(m, "strike")
    told = panels(events, reader=1)
    assert told["Seat 1 wins the battle"][-1] == ("The loser goes Home and the victor takes their sigils; the "
                                                   "aggressor is Exhausted.")
    assert told["Seat 1 takes the Sigil of Power"][0] == "Seat 2 lost the battle: the loser's sigils go to the victor."


# --- the Wilderness, catches, EXP and levels -------------------------------------------------------------
def test_a_wild_encounter_says_its_roll_against_the_odds():
    m = ready()
    at(m, 0, "gloam_gate")
    m.force_dice([1, 1, 2])
    run(m, "roll")
    events = run(m, "go gloamwood_1")
    roll = next(e for e in events if e.get("why") == "wilderness")
    wild = m.state.battle.sides[1].npc[0]
    title = f"A wild {words.term('creature', wild.card)} appears"
    assert panels(events)[title][0] == (f"{roll['footsteps']} footsteps: a wild creature appears on 1-{roll['meet']} of "
                                        f"the d6 ({roll['meet']} in 6). Rolled {roll['face']}.")
    assert (roll["footsteps"], roll["meet"], roll["face"]) == (2, 2, 2)


def test_a_safe_wilderness_roll_shows_no_panel():
    m = ready()
    at(m, 0, "gloam_gate")
    m.force_dice([1, 1, 6])
    run(m, "roll")
    assert not any(t.startswith("A wild") for t in panels(run(m, "go gloamwood_1")))


def test_a_catch_says_its_die_the_catches_and_the_exp_towards_the_level():
    m = ready()
    p(m, 0).exp = 2
    bank = p(m, 0).bank
    fight_wild(m, 0, creature("Dusk Owlet", card="dusk_owlet"))
    m.state.battle.sides[1].npc[0].hp = 3
    m.force_dice([7])
    events = run(m, "pick 1", "catch")
    caught, exp, level = one(events, "caught"), one(events, "exp"), one(events, "level_up")
    told = panels(events)
    assert not any(t.endswith("wins the battle") for t in told), "a catch is told by its own panel"
    assert told["Seat 1 catches Dusk Owlet"] == [
        f"Catch: rolled {caught['face']} on the d10, {caught['need']} or more needed (Dusk Owlet had {caught['hp']} of "
        f"{caught['max_hp']} HP).", f"{p(m, 0).catches} of the 15 catches that make a Creature Master."]
    assert (caught["face"], caught["need"], caught["hp"]) == (7, 4, 3)
    assert told["Seat 1 gains 2 EXP"] == ["A catch is worth 2 EXP.", f"{exp['exp']} EXP at level 1; level 2 needs "
                                                                     f"{exp['needed']}."]
    assert told["Seat 1 reaches level 2"][0] == f"2 attribute points banked: {p(m, 0).bank} to spend."
    assert (exp["exp"], exp["needed"], level["bank"], p(m, 0).bank) == (4, 3, bank + 2, bank + 2)


def test_the_thieves_say_what_they_stole_or_what_beating_them_brought():
    m = ready()
    team(m, 0, creature(attack=40))
    at_the_thieves(m, bank=2)
    m.force_dice([1, 2])  # one thief; an unmitigated hit
    told = panels(run(m, "stake 2", "strike"))
    assert told["Seat 1 beats the Thieves"][0] == f"1 thief beaten: the stake of 2 comes back ({p(m, 0).bank} banked)."
    assert told["Seat 1 gains 3 EXP"][0] == "1 for the thieves knocked out, and 2 for the stake kept."
    m = ready()
    at_the_thieves(m, bank=2)
    m.force_dice([6])  # two thieves
    events = run(m, "stake 2", "pick 1", "forfeit")
    thieves = len(one(events, "battle")["npc_id"])
    assert panels(events)["The Thieves take Seat 1's stake"][0] == f"0 of {thieves} thieves beaten: the stake of 2 is gone."
    assert thieves == 2 and p(m, 0).bank == 0


# --- the Shop, resting, the Shaman ---------------------------------------------------------------------
def test_a_purchase_says_its_price_what_is_left_and_what_it_does():
    m = ready()
    p(m, 0).bank = 3
    events = run(m, "buy shoes")
    assert panels(events)["Seat 1 buys Quiet Shoes level 1"] == [
        f"1 point spent: {p(m, 0).bank} left.", "Quiet Shoes: One footstep fewer in the Wilderness each move."]
    assert p(m, 0).bank == 2


def test_resting_says_how_much_it_healed_and_revived():
    m = ready()
    p(m, 0).bank = 0
    p(m, 0).creatures[0].hp, p(m, 0).creatures[1].hp = 4, 0
    before = sum(f.hp for f in p(m, 0).creatures)
    events = run(m, "rest")
    healed = sum(f.hp for f in p(m, 0).creatures) - before
    assert panels(events)["Seat 1 rests at Home"] == [f"Every creature heals to full: {healed} HP in all.",
                                                      "1 knocked-out creature is revived.", "Resting takes the whole turn."]
    assert healed == 16


def test_the_shamans_heals_say_their_die_and_their_share():
    m = ready()
    team(m, 0, creature("Fernfox", card="fernfox"), creature("Nutcracker", card="tufted_nutcracker"))
    p(m, 0).creatures[0].hp = 2
    m.state.phase = "shaman"
    m.force_dice([6])
    events = run(m, "shaman gamble 1")
    assert panels(events)["The Shaman heals Fernfox"] == ["Gamble: rolled 6 on the d10.",
                                                         f"75% of 10 HP: +8, {p(m, 0).creatures[0].hp} HP now."]
    m.state.phase, m.state.turn = "shaman", 0
    p(m, 0).creatures[0].hp, p(m, 0).creatures[1].hp = 5, 9
    m.force_dice([9])
    events = run(m, "shaman all")
    assert panels(events) == {"The Shaman's gamble on all: 100%": [
        "Rolled 9 on the d10: every creature heals 100% of its maximum HP.", "Seat 1's creatures gain 6 HP in all."]}


def test_the_shaman_with_nothing_to_heal_is_a_formality_taken_for_the_player():
    m = ready()
    m.state.phase = "shaman"
    asked = m.decision()
    assert [c["action"] for c in asked["choices"]] == ["leave"]
    assert english(asked["forced"], GAME) == "Seat 1's creatures are all at full HP: nothing for the Shaman to heal."
    events = run(m, "leave")
    assert api.tell(GAME, one(events, "shaman_left"))["text"]["id"] == "{seat} walks on from the Shaman."
    m = ready()
    m.state.phase = "shaman"
    p(m, 0).creatures[0].hp = 9
    assert m.decision()["forced"] is None


def test_a_roll_to_move_with_nothing_else_to_do_is_still_the_players():
    m = ready()
    p(m, 0).bank = 0
    at(m, 0, "old_bridge")
    assert m.legal_actions() == ["roll"] and m.decision()["forced"] is None


# --- sigils, the Colosseum, the end ----------------------------------------------------------------------
def test_a_sigil_won_from_its_warlord_says_what_it_gives():
    m = ready()
    team(m, 0, creature(attack=99))
    m.state.todo = ["end"]
    places.challenge_warlord(m.state, 0, "power", [])  # as ending a move on Ashen Pass and challenging does
    m.force_dice([2, 2])
    events = run(m, "strike", "strike")
    assert panels(events)["Seat 1 takes the Sigil of Power"] == [
        "Beating its Warlord wins the sigil.",
        "Sigil of Power: Three extra attribute points, moved freely between your creatures at the start of your turn."]


def test_the_colosseum_and_the_game_end_say_why():
    m = ready()
    for sigil in ("power", "speed", "wisdom"):
        growth.give_sigil(m.state, sigil, 0, [], source="warlord")
    m.state.runner, m.state.stage = 0, 2
    at(m, 0, "colosseum")
    team(m, 0, creature("Titan", attack=99, hp=99))
    m.force_dice([2, 2, 2, 2, 2, 2])
    events = run(m, "fight")
    while m.result() is None:
        events = run(m, "strike")
    told = panels(events)
    assert told["Seat 1 beats champion 3 of 3"] == []
    assert told["Seat 1 wins: Hero of the Colosseum"] == [
        "All three sigils held and 3 Colosseum battles won in a row (Domination)."]


def test_the_collectors_last_catch_says_how_many_made_the_master():
    m = ready()
    m.state.options = {"catches": 2}
    p(m, 0).catches = 1
    fight_wild(m, 0, creature("Dusk Owlet", card="dusk_owlet"))
    m.state.battle.sides[1].npc[0].hp = 1
    m.force_dice([10])
    events = run(m, "pick 1", "catch")
    assert panels(events)["Seat 1 wins: Creature Master"] == ["2 creatures caught: 2 make a Creature Master (Collector)."]

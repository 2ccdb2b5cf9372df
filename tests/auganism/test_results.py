"""Auganism's result panels (api.results, engine/games/auganism/results.py) and the log's kinds.

Each outcome is played to from a staged position (test_rules.staged) through the real match,
and its panel is read in English as a table shows it: the numbers in it are the events' own,
and agree with the state before and after (the Health a blow took, the EVP score spent, the
battles won). Routine events - a draw, a card played - have no panel.
"""
from __future__ import annotations

from engine import api
from engine.games.auganism import ending
from engine.games.auganism.content import content
from scenes.auganism.words import card_name as name

from ..words import english
from .test_rules import evp_cards, new, nothing_to_summon, staged, stalemated, to_phase

NAMES = ["Ann", "Ben", "Cid", "Dee"]


def said(message) -> str:
    return english(message, "auganism", NAMES)


def panels(events: list[dict], reader: int | None = None) -> list[dict]:
    """Each panel as {"title", "lines": [English], "seat", "tone"}."""
    return [{**p, "title": said(p["title"]), "lines": [said(line) for line in p["lines"]]}
            for p in api.results("auganism", events, reader)]


def of(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def battle(m, seat: int) -> list[dict]:
    """Declare the battle the staged position allows, and let the defender go on to it."""
    to_phase(m, "declare")
    ev = m.act("battle")
    return ev + (m.act("done") if m.state.phase == "response" else [])


def test_a_battle_won_shows_both_sums_part_by_part_the_blow_and_the_wins_needed():
    c = content()
    attacker = next(x for x in c.monsters.values() if x.stages[0].attack >= 6 and not x.effects)
    defender = next(x for x in c.monsters.values() if x.stages[0].health <= 4 and not x.effects)
    sword = next(x for x in c.monsters.values() if x.sword >= 2 and not x.effects)
    wall = next(x for x in c.monsters.values() if x.shield == 1 and not x.effects)
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[], summoned=attacker.id, augments=[sword.id])
    staged(m, 1 - seat, hand=[], summoned=defender.id, augments=[wall.id])
    before = m.state.players[1 - seat].summoned.health
    events = battle(m, seat)
    [strike] = of(events, "strike")
    [panel, captured] = panels(events, reader=seat)
    assert panel["title"] == f"{NAMES[seat]}'s {name(attacker.id)} defeats {NAMES[1 - seat]}'s " \
                             f"{name(defender.id)}"
    attack = attacker.stages[0].attack + sword.sword
    assert strike["attack"] == attack and strike["shield"] == 1 and strike["before"] == before
    assert panel["lines"][0] == (
        f"{name(attacker.id)} strikes first: {attack} Attack ({attacker.stages[0].attack} of its stage and "
        f"{sword.sword} from Swords) against 1 Shield (1 from Shields), {strike['damage']} damage: "
        f"{name(defender.id)} goes from {before} to 0 Health.")
    assert m.state.players[1 - seat].summoned is None and m.state.players[seat].wins == 1
    assert panel["lines"][1] == f"{NAMES[seat]} has 1 battle won of the 3 needed."
    assert "before it can strike back" in panel["lines"][2]
    assert (panel["seat"], panel["tone"]) == (seat, "good")
    assert api.results("auganism", events, 1 - seat)[0]["tone"] == "bad"
    assert api.results("auganism", events, None)[0]["tone"] is None

    score = m.view(seat)["players"][seat]["evp"]
    assert captured["title"] == f"{NAMES[seat]} captures {name(defender.id)}"
    assert captured["lines"][0] == f"It goes to {NAMES[seat]}'s EVP Zone for {defender.evp} EVP: EVP score {score}."
    assert f"it still belongs to {NAMES[1 - seat]}" in captured["lines"][1]


def test_a_battle_nobody_wins_shows_both_blows_and_the_health_they_left():
    c = content()
    sturdy = max(c.monsters.values(), key=lambda x: (x.stages[0].health - x.stages[0].attack, x.id))
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[], summoned=sturdy.id)
    staged(m, 1 - seat, hand=[], summoned=sturdy.id)
    events = battle(m, seat)
    [panel] = panels(events)
    assert panel["title"] == "Nobody wins the battle" and panel["tone"] == "quiet"
    first, back = of(events, "strike")
    assert panel["lines"][0].endswith(f"goes from {first['before']} to {first['health']} Health.") or \
        panel["lines"][0].endswith(f"keeps {first['health']} Health.")
    assert panel["lines"][1].startswith(f"{name(sturdy.id)} strikes back: {back['attack']} Attack")
    assert m.state.players[seat].summoned.health == back["health"]
    assert m.state.players[1 - seat].summoned.health == first["health"]
    assert "nobody scores" in panel["lines"][2]


def test_an_evolution_shows_the_evr_needed_against_the_evp_spent_and_the_new_numbers():
    lynx = next(x for x in content().monsters.values() if [s.evr for s in x.stages[1:3]] == [2, 3])
    m = new()
    seat = m.to_move()
    staged(m, seat, hand=[], summoned=lynx.id, evp=evp_cards(7))
    to_phase(m, "evolve")
    score = m.view(seat)["players"][seat]["evp"]
    events = m.act("evolve 3")
    [panel] = [p for p in panels(events) if "evolves" in p["title"]]
    [evolve] = of(events, "evolve")
    assert evolve["score"] == score == 7 and evolve["cost"] == 2 + 3 + 1
    assert panel["title"] == f"{NAMES[seat]}'s {name(lynx.id)} evolves to Stage 3 of {len(lynx.stages)}"
    assert panel["lines"][0].startswith("6 EVR needed, 7 EVP in the EVP Zone: evolving spends it all, and ")
    assert panel["lines"][1] == "Skipping 1 stage adds 1 EVR to the cost."
    now = m.state.players[seat].summoned
    assert panel["lines"][2] == f"Now {lynx.stages[2].attack} Attack and {now.health} Health: the new stage's, " \
                                "fully healed."
    assert m.state.players[seat].evp_zone == []


def test_an_augments_wound_shows_whose_effect_and_the_health_before_and_after():
    m = new()
    seat = m.to_move()
    foe = next(x for x in content().monsters.values() if x.stages[0].health >= 4 and not x.effects)
    staged(m, seat, hand=["ember_fang"], summoned="dusk_jackal")
    staged(m, 1 - seat, hand=[], summoned=foe.id)
    to_phase(m, "augment")
    before = m.state.players[1 - seat].summoned.health
    events = m.act("augment ember_fang")
    [panel] = panels(events, reader=seat)
    assert panel["title"] == f"{NAMES[1 - seat]}'s {name(foe.id)} is wounded for 1"
    assert panel["lines"] == [f"Ember Fang's effect: 1 damage, from {before} to {before - 1} Health."]
    assert m.state.players[1 - seat].summoned.health == before - 1
    assert (panel["seat"], panel["tone"]) == (seat, "good")


def test_a_wound_that_would_go_below_1_says_only_a_battle_defeats_a_monster():
    m = new()
    seat = m.to_move()
    foe = next(x for x in content().monsters.values() if not x.effects)
    staged(m, seat, hand=["ember_fang"], summoned="dusk_jackal")
    staged(m, 1 - seat, hand=[], summoned=foe.id, health=1)
    to_phase(m, "augment")
    [panel] = panels(m.act("augment ember_fang"))
    assert panel["title"] == f"{NAMES[1 - seat]}'s {name(foe.id)} cannot be wounded below 1 Health"
    assert panel["lines"] == ["The effect would deal 1, but an effect never takes a monster below 1 Health: only a "
                              "battle defeats it."]


def test_a_heal_by_an_effect_shows_the_health_before_and_after_and_the_stages_top():
    m = new()
    seat = m.to_move()
    siren = content().monsters["kelp_siren"]
    staged(m, seat, hand=[], summoned="kelp_siren", health=1)
    assert "use" in m.legal_actions()
    [panel] = panels(m.act("use"))
    assert panel["title"] == f"{NAMES[seat]}'s Kelp Siren heals 2"
    assert panel["lines"] == [f"Kelp Siren's effect: from 1 to 3 Health, of the {siren.stages[0].health} its stage has."]
    assert m.state.players[seat].summoned.health == 3


def test_the_end_of_a_duel_says_who_won_why_and_every_seats_battles_won():
    strong = max(content().monsters.values(), key=lambda x: (x.stages[0].attack, x.id))
    weak = min(content().monsters.values(), key=lambda x: (x.stages[0].health, x.id))
    m = new()
    seat = m.to_move()
    m.state.players[seat].wins = 2
    m.state.players[1 - seat].wins = 1
    staged(m, seat, hand=[], summoned=strong.id)
    staged(m, 1 - seat, hand=[], summoned=weak.id, health=1)
    end = panels(battle(m, seat))[-1]
    assert end["title"] == f"{NAMES[seat]} wins the duel" and (end["seat"], end["tone"]) == (seat, "gold")
    wins = {s: p.wins for s, p in enumerate(m.state.players)}
    assert end["lines"] == [f"{NAMES[seat]} won 3 battles, the 3 needed.",
                            f"Battles won: {wins[0]} for Ann and {wins[1]} for Ben."]


def test_nothing_to_summon_names_who_had_nothing():
    _, seat, events = nothing_to_summon()
    end = panels(events)[-1]
    assert end["title"] == f"{NAMES[seat]} wins the duel"
    assert end["lines"][0] == f"{NAMES[1 - seat]} had an empty Summon Zone and no card in hand, and a player with " \
                              "nothing to summon loses."


def test_a_stalemate_says_why_it_came_and_what_settled_it():
    _, first, ev = stalemated()
    end = panels(ev)[-1]
    assert end["title"] == f"{NAMES[first]} wins the duel"
    assert end["lines"][:2] == [f"Stalemate: {ending.QUIET_TURNS} turns in a row without Health lost, with every "
                                "deck empty.", "More battles won decides it: 1 to 0."]


def test_routine_events_have_no_panel():
    m = new()
    events = list(m.events())
    events += m.act(next(a for a in m.legal_actions() if a.startswith("summon")))
    assert api.results("auganism", events, 0) == []


def test_every_line_belongs_to_its_log_filter():
    kinds = {"turn": "turns", "draw": "cards", "summon": "cards", "strike": "battles", "battle_won": "battles",
             "captured": "battles", "wound": "battles", "hero": "other", "evolve": "other"}
    for kind, where in kinds.items():
        line = api.tell("auganism", {"type": kind, "seat": 0, "target": 1, "card": "ember_pup", "hero": "the_warlord",
                                     "monster": "ember_pup", "cards": ["ember_pup"]}, 0)
        assert line["kind"] == where, kind

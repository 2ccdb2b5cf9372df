"""EverZone's table words (scenes/everzone/words.py) and its log sentences (scenes/everzone/log_text.py).

Every card, location and effect gets words; every event type the engine emits has a sentence;
whole seeded wars for 2, 3 and 4 seats, played by the computer and at random, are told event by
event for every seat's eyes and the onlooker's without a fallback "(type)" line and without any
Python leaking into the text ("None", a dict, a list, an id); and every legal action met in
those wars can be put in words for the prompt bar and the Hint.
"""
from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.match import Match
from engine.games.everzone.content import (
    DOS,
    DURATION_DOS,
    ONE_OFF_DOS,
    PLACE_DOS,
    PLACES,
    STAT_DOS,
    STATS,
    WHENS,
    Effect,
    Location,
    content,
)
from engine.games.everzone.rules import RULES
from scenes.everzone import words
from scenes.everzone.log_text import LogWriter
from scenes.widgets.log_lines import LogLine

from ..words import labels
from .table import at_turn, lay, made_up, orders, unit, war

__all__ = ["made_up"]  # the fixture, imported for pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine" / "games" / "everzone"

#: Every event type the engine emits (the brief of the log; engine_event_types() checks it).
EVENT_TYPES = {"activate", "alliance", "battle", "battle_deck", "clash", "damage", "deactivate", "deploy", "deployed",
               "destroyed", "discard", "draw", "draws", "effect", "eliminated", "fizzle", "game_over", "leader_chosen",
               "location", "location_picked", "location_seen", "over_limit", "play", "redraw", "repair", "reshuffle",
               "resolve", "retreat", "retreat_support", "reveal", "sealed", "strike", "surrender", "surrender_chosen",
               "swap", "swap_cards", "swap_chosen", "token", "tokens", "turn", "use", "war"}

#: Events told with the ones after them (see log_text's docstring): the private "draw" with its
#: "draws", "resolve" with the effect it resolves, and "damage" already told by a strike or a
#: surrender.
TOLD_LATER = {"draw", "resolve", "damage"}

LEAKS = ("None", "{", "}", "[", "]", "_", "<", ">")
UID = re.compile(r"\b\d+:(\d+|L|t\d+|x\d+)\b")


class FakeNames:
    def of(self, seat: int) -> str:
        return ("Ann", "Bob", "Cleo", "Dan")[seat]

    def full(self, seat: int) -> str:
        return f"Seat {seat + 1} \u00b7 {self.of(seat)}"


def engine_event_types() -> set[str]:
    types = set()
    for path in ENGINE.glob("*.py"):
        types |= set(re.findall(r'"type": "([a-z_]+)"', path.read_text()))
    return types


def new_match(seed: int, seats: int) -> Match:
    kinds = ["ai:easy"] * seats
    return Match(RULES, seed, kinds, RULES.check_options(kinds, {}))


def play(seed: int, seats: int, randomly: bool = False, each_move=None) -> Match:
    m = new_match(seed, seats)
    chooser = random.Random(seed)
    while not m.result():
        if each_move is not None:
            each_move(m)
        m.act(chooser.choice(m.legal_actions()) if randomly else m.suggest(m.to_move()))
    return m


def seen_by(events: list[dict], seat: int | None) -> list[dict]:
    """The events a seat's table shows (as scenes/session.visible_to filters them)."""
    return [e for e in events if "visible_to" not in e or (seat is not None and seat in e["visible_to"])]


def assert_words(text: str, what) -> None:
    assert text and text.strip(), what
    for leak in LEAKS:
        assert leak not in text, (what, text)
    assert not UID.search(text), (what, text)


# --- names and numbers ------------------------------------------------------------------------------------
def test_words_does_not_import_pygame():
    code = "import sys, scenes.everzone.words; assert 'pygame' not in sys.modules, 'pygame imported'"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_every_card_location_race_place_and_stat_has_its_name():
    c = content()
    for card in list(c.units.values()) + list(c.supports.values()):
        assert words.card_name(card.id) == card.name
        assert words.race_name(card.race) == card.race.capitalize()
    for loc in c.locations.values():
        assert words.location_name(loc.id) == loc.name
        assert words.place_name(loc.place) == loc.place.capitalize()
    assert words.card_name("no_such_card") == "No Such Card"
    assert words.location_name("no_such_place") == "No Such Place"
    assert [words.stat_name(s) for s in ("attack", "defense", "range", "resources")] == \
        ["Attack", "Defense", "Range", "Resources"]
    assert [words.stat_short(s) for s in ("attack", "defense", "range", "resources")] == ["ATK", "DEF", "RNG", "RES"]
    assert [words.place_where(p) for p in PLACES] == ["on land", "at sea", "in space"]


def test_plural_join_ordinal_and_values():
    assert words.plural(1, "card") == "1 card" and words.plural(3, "card") == "3 cards"
    assert words.plural(2, "army", "armies") == "2 armies"
    assert words.join(["a", "b", "c"]) == "a, b and c" and words.join([]) == "nothing"
    assert words.names(["meraud"]) == "Meraud"
    assert words.ordinal(2) == "second" and words.ordinal(3) == "third"
    values = {"attack": 12, "defense": 8, "range": 3, "resources": 5}
    assert words.values_text(values) == "Attack 12 \u00b7 Defense 8 \u00b7 Range 3 \u00b7 Resources 5"
    assert words.values_short(values) == "ATK 12 \u00b7 DEF 8 \u00b7 RNG 3 \u00b7 RES 5"


def test_location_text():
    loc = Location("test_heights", "Test Heights", "land", False, (10, 20, 35), "A test.")
    assert words.location_text(loc) == "Land, 3 turns: 10 / 20 / 35 resources"
    assert words.location_full(loc) == "Test Heights (Land, 3 turns: 10 / 20 / 35 resources)"
    for found in content().locations.values():
        text = words.location_text(found.id)
        assert text.startswith(f"{words.place_name(found.place)}, {len(found.turns)} turns: ")
        assert text.endswith(" / ".join(map(str, found.turns)) + " resources")
        tip = words.location_tip(found.id)
        assert tip.startswith(f"<b>{found.name}</b>")


# --- effects ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("effect, on, text", [
    (Effect("activate", "boost", 2, "defense"), "unit",
     "When activated: each of your active units gets +2 Defense this turn."),
    (Effect("static", "weaken", 1, "attack", "sea"), "unit",
     "While active: each enemy unit that can fight at sea gets -1 Attack."),
    (Effect("destroyed", "return"), "unit", "When destroyed: goes back to your hand instead of the fallen pile."),
    (Effect("choice", "swap"), "unit",
     "Once per activation, when you choose: return one of your other deployed units (even your leader) to your "
     "hand and deploy a unit from your hand face down in its place."),
    (Effect("activate", "destroy", 4), "support",
     "When played: destroys the enemy's strongest active unit with 4 Defense or less."),
    (Effect("activate", "disable", 3), "unit",
     "When activated: deactivates the enemy's strongest active unit that needs 3 resources or less; it cannot be "
     "activated again this battle."),
    (Effect("activate", "drain", 1, duration="battle"), "unit",
     "When activated: each active enemy unit needs 1 more resource for the rest of the battle."),
    (Effect("static", "boost", 1, "range"), "support", "While in play: each of your units gets +1 Range."),
    (Effect("activate", "weaken", 2, "defense", "land"), "unit",
     "When activated: each active enemy unit that can fight on land gets -2 Defense this turn (a unit left with 0 "
     "Defense is destroyed)."),
    (Effect("activate", "supply", 3), "support", "When played: your resource limit is 3 higher this turn."),
    (Effect("destroyed", "damage", 2), "unit", "When destroyed: the enemy loses 2 command points."),
    (Effect("activate", "repair", 1), "unit",
     "When activated: you regain 1 command point (never above the number you started with)."),
    (Effect("activate", "shield", 4), "support",
     "When played: the first 4 damage to your side this turn is prevented."),
    (Effect("destroyed", "draw", 1), "unit", "When destroyed: you draw 1 card."),
    (Effect("activate", "first"), "unit", "When activated: your army attacks first this turn, whatever the ranges."),
    (Effect("activate", "adapt", place="land"), "unit",
     "When activated: for the rest of the battle, your units can fight on land too."),
])
def test_effect_text(effect, on, text):
    assert words.effect_text(effect, on) == text


def every_effect() -> list[Effect]:
    """Every combination the content format allows (docs/everzone-data.md, "Effects")."""
    out = []
    for when in WHENS:
        for do in DOS:
            if do == "swap" and when != "choice" or do == "return" and when != "destroyed":
                continue
            stats = STATS if do in STAT_DOS else (None,)
            places = (PLACES if do == "adapt" else (None,) + PLACES) if do in PLACE_DOS else (None,)
            durations = ("turn", "battle") if do in DURATION_DOS and when != "static" else ("turn",)
            amounts = (1,) if do in ONE_OFF_DOS else (1, 3)
            for stat in stats:
                for place in places:
                    for duration in durations:
                        for amount in amounts:
                            out.append(Effect(when, do, amount, stat, place, duration))
    return out


def test_every_combination_of_the_effect_vocabulary_has_a_sentence():
    effects = every_effect()
    assert len(effects) > 300
    for e in effects:
        for on in ("unit", "support"):
            text = words.effect_text(e, on)
            assert_words(text, e)
            assert text.endswith(".") and ": " in text, text
            assert text.startswith(words.when_text(e, on) + ": "), text
            if e.do not in ONE_OFF_DOS:
                assert str(e.amount) in text, (e, text)
            if e.stat:
                assert words.stat_name(e.stat) in text, (e, text)
            if e.place:
                assert words.place_where(e.place) in text, (e, text)
            if e.do in DURATION_DOS and e.when != "static":
                assert words.DURATION_WORDS[e.duration] in text, (e, text)
    assert len({words.effect_text(e) for e in effects}) == len(set(effects))  # no two effects read the same


def test_every_card_has_its_full_text():
    c = content()
    for u in c.units.values():
        text = words.unit_text(u)
        lines = text.split("\n")
        assert lines[0] == f"{u.name} - {words.race_name(u.race)} {'leader' if u.leader else 'unit'}"
        assert lines[1] == f"Attack {u.attack} \u00b7 Defense {u.defense} \u00b7 Range {u.range} \u00b7 Resources {u.resources}"
        if u.leader:
            assert "any location" in lines[2]
        else:
            for place in u.places:
                assert place in lines[2]
        if u.ability:
            assert words.effect_text(u.ability) in lines
        if u.text:
            assert lines[-1] == u.text
        assert "None" not in text and "_" not in text
        assert words.card_text(u.id) == text
        assert words.card_tip(u.id).startswith(f"<b>{u.name} - ")
    for s in c.supports.values():
        text = words.support_text(s)
        lines = text.split("\n")
        assert lines[0] == f"{s.name} - {words.race_name(s.race)} support"
        assert lines[1].startswith(f"Resources {s.resources}")
        for stat in ("attack", "defense", "range"):
            if getattr(s, stat):
                assert f"+{getattr(s, stat)} {words.stat_name(stat)}" in lines[1]
        assert words.effect_text(s.effect, "support") in lines
        assert "None" not in text and "_" not in text
        assert words.card_text(s.id) == text


# --- actions in words: the rules' messages, as the table shows them ------------------------------------------
def _uids_seen(view: dict) -> dict[str, str]:
    """Every card instance a seat's view shows it, uid -> card id: the hands open to it, the
    fields (face-up cards, and its own face-down ones), supports, piles and leaders."""
    out: dict[str, str] = {}
    for p in view["players"]:
        hand = p["hand"] if isinstance(p["hand"], list) else []
        for item in hand + p["retreat"] + p["fallen"] + p["field"] + p["supports"] + [p["leader"] or {}]:
            if item.get("uid") and item.get("card"):
                out[item["uid"]] = item["card"]
    return out


def _check_actions(m: Match, verbs: set[str]) -> None:
    """Each choice's words (the decision's messages with the players' names, as TableScene.labels
    says them) are words: no id, no uid, the card it names by its name, another seat by its
    player; and a card instance it names is one the mover's view shows it."""
    seen = _uids_seen(m.view(m.to_move()))
    for c in labels(m, [FakeNames().of(s) for s in range(len(m.seats))]):
        action, text = c["action"], c["label"]
        verbs.add(c["verb"])
        assert text != action, action
        assert_words(text, action)
        assert not re.search(r"\b[Ss]eat \d", text), (action, text)
        uid = c["names"].get("unit") or c["names"].get("support")
        if uid is not None:
            assert seen.get(uid) == c["names"]["card"], (action, "the view does not show the card")
        if "card" in c["names"]:
            assert words.card_name(c["names"]["card"]) in text, (action, text)


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed, randomly", [(1, False), (2, True), (3, True)])
def test_every_legal_action_met_in_whole_wars_has_words(seats, seed, randomly):
    verbs: set[str] = set()
    play(seed, seats, randomly, lambda m: _check_actions(m, verbs))
    assert {"choose_leader", "pick_location", "seal", "deploy", "activate"} <= verbs
    if randomly:
        assert {"redraw", "surrender", "play", "draw"} <= verbs


def test_the_labels_of_a_secret_setup():
    m = war(3)
    said = {c["action"]: c["label"] for c in labels(m, ["Ann", "Bob", "Cleo"])}
    leader = content().leaders(m.state.players[0].race)[0]
    assert said[f"leader {leader.id}"].startswith(f"Choose {leader.name} as your leader (ATK ")
    loc = next(loc for loc in content().reserve() if f"location {loc.id}" in said)
    assert said[f"location {loc.id}"] == f"Add {words.location_full(loc.id)} to the battle deck"


# --- the log -----------------------------------------------------------------------------------------------
def assert_clean(ev: dict, line) -> None:
    if line is None:
        assert ev["type"] in TOLD_LATER, ev
        return
    assert isinstance(line, LogLine), ev
    assert f"({ev['type']})" not in line.text, (ev, line.text)
    assert_words(line.text, ev)
    assert line.text[-1] in ".!", (ev, line.text)


def tell(events: list[dict], me: int | None = None) -> list[tuple[dict, LogLine | None]]:
    writer = LogWriter(FakeNames(), me)
    out = []
    for ev in events:
        line = writer.line(ev)
        assert_clean(ev, line)
        out.append((ev, line))
    return out


def test_the_engine_emits_the_event_types_the_log_knows():
    assert engine_event_types() == EVENT_TYPES


def test_every_engine_event_type_has_a_sentence():
    missing = sorted(t for t in engine_event_types() if not hasattr(LogWriter, "_" + t))
    assert not missing, f"no log sentence for {missing}"


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed, randomly", [(1, False), (2, False), (3, True), (4, True)])
def test_whole_wars_are_told_event_by_event_for_every_seat_and_the_onlooker(seats, seed, randomly):
    m = play(seed, seats, randomly)
    events = m.events()
    seen = set()
    for viewer in (None, *range(seats)):
        told = [(ev, line) for ev, line in tell(seen_by(events, viewer), viewer) if line is not None]
        assert len(told) > 40
        seen |= {ev["type"] for ev, _ in told}
        assert told[-1][0]["type"] == "game_over" and told[-1][1].bold
        if viewer is not None:  # the seat's own secret orders are told to it as "you"
            mine = [line.text for ev, line in told if "visible_to" in ev and ev.get("seat") == viewer
                    and ev["type"] in ("deploy", "leader_chosen", "activate", "draws")]
            assert mine and all(text.startswith("You ") for text in mine), mine
    assert {"war", "battle_deck", "battle", "turn", "reveal", "clash", "strike", "retreat", "game_over"} <= seen
    assert seen <= EVENT_TYPES
    if seats < 4:  # without `me`, an event seen by one seat is told to it as "you" all the same
        assert [line.text if line else None for _, line in tell(seen_by(events, 0))] == \
            [line.text if line else None for _, line in tell(seen_by(events, 0), 0)]


def test_many_wars_leave_no_event_without_its_sentence():
    seen = set()
    for seed in range(6):
        for seats in (2, 3, 4):
            for randomly in (False, True):
                events = play(seed, seats, randomly).events()
                tell(events)
                seen |= {ev["type"] for ev in events}
    assert len(seen) >= 36  # all but the rare swap, staged below


def test_a_log_started_in_the_middle_of_a_war_still_speaks():
    """After a load the log may start anywhere: no war seen, no card, no command points known."""
    for seats in (2, 3, 4):
        events = play(7, seats).events()
        for start in (len(events) // 3, len(events) // 2, len(events) - 30):
            tell(events[start:])
            tell(seen_by(events[start:], 0), 0)


def test_the_drawer_reads_the_cards_and_everyone_else_how_many():
    events = play(1, 2).events()
    mine = [line.text for ev, line in tell(seen_by(events, 0)) if ev["type"] == "draws" and ev["seat"] == 0]
    theirs = [line.text for ev, line in tell(seen_by(events, 1)) if ev["type"] == "draws" and ev["seat"] == 0]
    first = next(e for e in events if e["type"] == "draw" and e["seat"] == 0)
    left = next(e for e in events if e["type"] == "draws" and e["seat"] == 0)["deck"]
    assert mine[0] == f"You draw {words.names(first['cards'])} ({left} left in your deck)."
    assert theirs[0] == f"Ann draws 10 cards ({left} left in the deck)."


def test_a_2v2_partner_reads_the_partners_private_lines_by_name():
    events = play(1, 4).events()
    partner = [line.text for ev, line in tell(seen_by(events, 2), 2) if ev["type"] in ("draws", "deploy")
               and ev["seat"] == 0 and line is not None]
    assert partner and all(text.startswith("Ann ") for text in partner)
    own = [line.text for ev, line in tell(seen_by(events, 2), 2) if ev["type"] == "deploy" and ev["seat"] == 2]
    assert own and all(text.startswith("You deploy ") for text in own)


def _war_started(seats: int = 2, command: int = 20) -> LogWriter:
    w = LogWriter(FakeNames())
    mode = {2: "duel", 3: "three", 4: "teams"}[seats]
    races = ["numan", "slurr", "uthron", "numan"]
    line = w.line({"type": "war", "mode": mode, "command": command,
                   "decks": [{"name": f"Deck {s + 1}", "race": races[s]} for s in range(seats)]})
    assert line.bold
    w.line({"type": "battle", "battle": 1, "left": 8, "first": 0, "location": "base_land"})
    w.line({"type": "location", "battle": 1, "location": "base_land"})
    w.line({"type": "turn", "battle": 1, "turn": 1, "of": 3, "limit": 8})
    return w


def test_a_clash_is_told_with_every_number():
    w = _war_started()
    line = w.line({"type": "clash", "turn": 1, "armies": [
        {"seats": [0], "attack": 12, "defense": 6, "range": 4, "resources": 8, "first": False},
        {"seats": [1], "attack": 5, "defense": 8, "range": 2, "resources": 7, "first": False}]})
    assert line.text == ("Clash: Ann's army (12 Attack, 6 Defense, 4 Range) against Bob's army (5 Attack, 8 Defense, "
                         "2 Range).")
    line = w.line({"type": "strike", "from": [0], "to": [1], "attack": 12, "defense": 8, "strikes": True,
                   "beaten": True, "damage": 4, "counter": False, "together": False})
    assert line.bold and line.text == ("Ann's army strikes first: 12 Attack against 8 Defense \u2014 Bob's army is "
                                       "destroyed and Bob loses 4 command points (16 left).")
    line = w.line({"type": "destroyed", "seat": 1, "slot": "1.1", "uid": "1:3", "card": "tarvis_marine",
                   "to": "fallen", "why": "clash"})
    assert line.text == "Bob's Tarvis Marine is destroyed (to the fallen pile)."
    assert w.line({"type": "damage", "side": 1, "seats": [1], "amount": 4, "prevented": 0, "lost": 4,
                   "command": 16, "why": "clash"}) is None  # told with the strike
    w.line({"type": "turn", "battle": 1, "turn": 2, "of": 3, "limit": 14})
    line = w.line({"type": "strike", "from": [0], "to": [1], "attack": 5, "defense": 9, "strikes": True,
                   "beaten": False, "damage": 0, "counter": False, "together": False})
    assert line.text == "Ann's army strikes first: 5 Attack against 9 Defense \u2014 Bob's army holds."
    line = w.line({"type": "strike", "from": [1], "to": [0], "attack": 7, "defense": 7, "strikes": True,
                   "beaten": True, "damage": 0, "counter": True, "together": False})
    assert line.text == ("Bob's army strikes back: 7 Attack against 7 Defense \u2014 Ann's army is destroyed, with no "
                         "damage beyond its Defense.")


def test_a_shield_is_told_with_the_damage_it_stops():
    w = _war_started()
    w.line({"type": "effect", "seat": 1, "uid": "1:4", "card": "tarvis_marine", "do": "shield", "amount": 3})
    line = w.line({"type": "strike", "from": [0], "to": [1], "attack": 12, "defense": 8, "strikes": True,
                   "beaten": True, "damage": 4, "counter": False, "together": False})
    assert line.text.endswith("Bob's army is destroyed: 4 damage.")
    line = w.line({"type": "damage", "side": 1, "seats": [1], "amount": 4, "prevented": 3, "lost": 1,
                   "command": 19, "why": "clash"})
    assert line.text == "Bob's shield stops 3 of the 4 damage: Bob loses 1 command point (19 left)."


def test_surrender_alliance_elimination_and_the_end():
    w = _war_started(3)
    line = w.line({"type": "alliance", "seats": [0, 2], "against": 1})
    assert line.bold and line.text.startswith("The alliance of Ann and Cleo turns on Bob: ")
    line = w.line({"type": "tokens", "targets": {"0": 1, "1": 2, "2": 0}})
    assert line.text == ("Race tokens: Ann shows the Slurr token (attacking Bob), Bob shows the Uthron token "
                         "(attacking Cleo) and Cleo shows the Numan token (attacking Ann). A free-for-all: each army "
                         "attacks only its target, once, the longest Range first, with no counterattack.")
    w.line({"type": "surrender", "side": 0, "seats": [0], "count": 1, "damage": 2, "lost": False})
    w.line({"type": "damage", "side": 0, "seats": [0], "amount": 2, "prevented": 0, "lost": 2, "command": 18,
            "why": "surrender"})
    w.line({"type": "turn", "battle": 2, "turn": 2, "of": 3, "limit": 14})
    line = w.line({"type": "surrender", "side": 0, "seats": [0], "count": 2, "damage": 3, "lost": False})
    assert line.text == "Ann surrenders (second surrender) and loses 3 command points (15 left). The battle ends."
    assert w.line({"type": "damage", "side": 0, "seats": [0], "amount": 3, "prevented": 0, "lost": 3,
                   "command": 15, "why": "surrender"}) is None
    line = w.line({"type": "surrender", "side": 0, "seats": [0], "count": 3, "damage": 0, "lost": True})
    assert line.bold and line.text == "Ann surrenders for the third time and is out of the war."
    line = w.line({"type": "eliminated", "side": 1, "seats": [1]})
    assert line.bold and line.text == "Bob has no command points left and is eliminated."
    line = w.line({"type": "game_over", "winners": [2], "reason": "third surrender", "command": [15, 0, 9]})
    assert line.bold and line.text == "Cleo wins the war: Ann surrendered a third time!"


def test_the_ends_of_a_war():
    w = _war_started(4)
    line = w.line({"type": "game_over", "winners": [0, 2], "reason": "last side standing", "command": [5, 0]})
    assert line.bold and line.text == "Ann and Cleo win the war, the last side standing!"
    line = w.line({"type": "game_over", "winners": [1, 3], "reason": "most command points", "command": [4, 9]})
    assert line.text == "The battle deck is empty: Bob and Dan win the war with 9 command points, the most of any side!"
    w = _war_started(3)
    line = w.line({"type": "game_over", "winners": [0, 2], "reason": "most command points", "command": [7, 3, 7]})
    assert line.text == "The battle deck is empty: Ann and Cleo share the win with 7 command points each!"
    line = w.line({"type": "game_over", "winners": [], "reason": "armistice", "command": [6, 6, 6]})
    assert line.bold and line.text == "Armistice: every side left has 6 command points, and the war ends in a draw."


def test_private_orders_are_told_to_their_seat():
    w = _war_started()
    ev = {"type": "deploy", "seat": 0, "slot": "0.1", "uid": "0:3", "card": "tarvis_marine", "visible_to": [0]}
    assert w.line(ev).text == "You deploy Tarvis Marine face down."
    assert w.line({"type": "surrender_chosen", "seat": 0, "visible_to": [0]}).text == \
        "You choose to surrender this battle."
    assert w.line({"type": "sealed", "seat": 0}).text == "Ann has sealed the orders for turn 1."
    reveal = {"type": "reveal", "seat": 0, "activated": [{"slot": "0.1", "uid": "0:3", "card": "tarvis_marine"}],
              "deactivated": [], "supports": [{"uid": "0:9", "card": "orbital_barrage"}], "retreated": [],
              "surrender": False}
    assert w.line(reveal).text == "Ann activates Tarvis Marine and plays Orbital Barrage."


@pytest.mark.usefixtures("made_up")
def test_a_swap_is_told_to_everyone_and_its_cards_to_its_owner(made_up):
    made_up(unit("switcher", 2, 9, 1, 3, ability=Effect("choice", "swap")))
    made_up(unit("fresh", 3, 3, 1, 2))
    made_up(unit("old_guard", 1, 3, 1, 2))
    m = war()
    at_turn(m)
    switcher = lay(m, 0, "switcher", status="active")
    old = lay(m, 0, "old_guard", status="active")
    fresh = lay(m, 0, "fresh", where="hand")
    said = lambda action: next(c["label"] for c in labels(m) if c["action"] == action)  # noqa: E731
    assert said(f"use {switcher}") == \
        "Use Switcher's ability: swap one of your deployed units for a unit in your hand"
    m.act(f"use {switcher}")
    assert said(f"pick {old}") == "Send Old Guard back to your hand"
    m.act(f"pick {old}")
    assert said(f"pick {fresh}") == "Deploy Fresh face down in its place"
    m.act(f"pick {fresh}")
    orders(m, 0)
    orders(m, 1)
    # the cards were laid by the test, not drawn: tell the log of seat 0 how it came to know them
    known = [{"type": "draw", "seat": 0, "uids": [switcher, old, fresh], "cards": ["switcher", "old_guard", "fresh"],
              "visible_to": [0]}, {"type": "draws", "seat": 0, "count": 3, "deck": 30, "visible_to": [0]}]
    events = known + m.events()
    types = {e["type"] for e in events}
    assert {"use", "swap_chosen", "swap", "swap_cards"} <= types
    mine = {ev["type"]: line.text for ev, line in tell(seen_by(events, 0), 0) if line is not None}
    assert mine["swap_chosen"] == "You will send Old Guard back to your hand and deploy Fresh face down in its place."
    assert mine["swap"] == ("Ann's Switcher swaps: Old Guard goes back to Ann's hand, and a unit from the hand is "
                            "deployed face down in its place.")
    assert mine["swap_cards"] == "You swap Old Guard (back to your hand) for Fresh (face down)."
    theirs = {ev["type"]: line.text for ev, line in tell(seen_by(events, 1), 1) if line is not None}
    assert "swap_cards" not in theirs and theirs["swap"] == mine["swap"]


def test_events_without_their_fields_do_not_crash():
    w = LogWriter(FakeNames())
    for ev in [{"type": t} for t in sorted(EVENT_TYPES)] + [
        {"type": "strike", "from": [], "to": []}, {"type": "game_over", "winners": [-1]},
        {"type": "damage", "side": None, "seats": None}, {"type": "effect", "seat": None, "do": "boost"},
        {"type": "tokens", "targets": {"0": 1, "x": None}}, {"type": "war", "mode": "teams", "decks": [None] * 4},
    ]:
        line = w.line(ev)
        assert line is None or isinstance(line, LogLine)

"""EverZone's table words (scenes/everzone/words.py) and its story (engine/games/everzone/story.py), as
the table's log reads it (widgets/log_lines.StoryWriter).

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
    content,
)
from engine.games.everzone.rules import RULES
from engine.games.everzone.story import STORY, location_full
from scenes import i18n
from scenes.everzone import words
from scenes.widgets.log_lines import LogLine, StoryWriter

from ..words import english as said_in_english
from ..words import labels
from .table import at_turn, lay, made_up, orders, unit, war
from .test_content import english

__all__ = ["made_up"]  # the fixture, imported for pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine" / "games" / "everzone"

#: Every event type the engine emits (the brief of the log; engine_event_types() checks it).
EVENT_TYPES = {"activate", "alliance", "battle", "battle_deck", "clash", "damage", "deactivate", "deploy", "deployed",
               "destroyed", "discard", "draw", "draws", "effect", "eliminated", "fizzle", "game_over", "leader_chosen",
               "location", "location_picked", "location_seen", "over_limit", "play", "redraw", "repair", "reshuffle",
               "resolve", "retreat", "retreat_support", "reveal", "sealed", "strike", "surrender", "surrender_chosen",
               "swap", "swap_cards", "swap_chosen", "token", "tokens", "turn", "use", "war", "battle_over"}

#: Events another line tells (see the story's docstring): the public "draws" to whoever saw the
#: private "draw", "resolve" with the effect it resolves, and a "damage" its strike or surrender tells.
TOLD_LATER = {"draws", "resolve", "damage"}

STATS4 = ("attack", "defense", "range", "resources")
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


def test_every_card_location_deck_race_place_and_stat_is_named_by_the_catalog():
    c = content()
    for card in list(c.units.values()) + list(c.supports.values()):
        assert words.card_name(card.id) == english(f"{card.kind}.{card.id}") != ""
        assert words.race_name(card.race) == card.race.capitalize()
    for loc in c.locations.values():
        assert words.location_name(loc.id) == english(f"location.{loc.id}") != ""
        assert words.term("place", loc.place) == loc.place.capitalize()
    for deck in c.decks.values():
        assert words.deck_name(deck.id, "typed") == deck.name == english(f"deck.{deck.id}")
    assert words.deck_name(None, "My Own Deck") == "My Own Deck", "a player's own deck keeps the name it was given"
    assert words.card_name("no_such_card") == "No Such Card", "a card no catalog names: its id, readable"
    assert words.location_name("no_such_place") == "No Such Place"
    assert [words.term("stat", s) for s in STATS4] == ["Attack", "Defense", "Range", "Resources"]
    assert [words.term("stat", f"{s}.short") for s in STATS4] == ["ATK", "DEF", "RNG", "RES"]
    assert [words.term("where", p) for p in PLACES] == ["on land", "at sea", "in space"]


def test_a_card_a_player_added_is_named_by_its_data(made_up):
    made_up(unit("home_brew", 2, 2, 1, 2))
    assert words.card_name("home_brew") == "Home Brew" and words.flavour("unit", "home_brew") == \
        "A card made up for a test."


def test_values_and_the_limits_the_table_tells():
    values = {"attack": 12, "defense": 8, "range": 3, "resources": 5}
    assert words.values_short(values) == "ATK 12 \u00b7 DEF 8 \u00b7 RNG 3 \u00b7 RES 5"
    assert words.card_numbers("tarvis_marine").startswith("ATK ")
    assert words.LIMITS == {"hand": 10, "picks": 3, "surrenders": 2, "min_deck": 50, "max_copies": 3}


def test_location_text():
    assert words.say(words.rules.location_words("tarvis_highlands")) == "Land, 3 turns: 4 / 8 / 14 resources"
    assert said_in_english(location_full("tarvis_highlands"), "everzone") == \
        "Tarvis Highlands (Land, 3 turns: 4 / 8 / 14 resources)"
    for found in content().locations.values():
        text = words.say(words.rules.location_words(found.id))
        assert text.startswith(f"{words.term('place', found.place)}, {len(found.turns)} turns: ")
        assert text.endswith(" / ".join(map(str, found.turns)) + " resources")
        tip = words.location_tip(found.id)
        assert tip.startswith(f"<b>{words.location_name(found.id)}</b>") and english(f"location.{found.id}.text") in tip


# --- effects ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("effect, on, text", [
    (Effect("activate", "boost", 2, "defense"), "unit",
     "When activated: each of your active units gets +2 Defense this turn."),
    (Effect("static", "weaken", 1, "attack", "sea"), "unit",
     "While active: each enemy unit that can fight at sea gets -1 Attack."),
    (Effect("destroyed", "return"), "unit", "When destroyed: goes back to your hand instead of the fallen pile."),
    (Effect("choice", "swap"), "unit",
     "Once per activation, when you choose: return one of your deployed units (even this one, even your leader) to "
     "your hand and deploy a unit from your hand face down in its place."),
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
    rules = words.rules
    for e in effects:
        for on in ("unit", "support"):
            text = words.effect_text(e, on)
            assert_words(text, e)
            assert text.endswith(".") and ": " in text, text
            assert text.startswith(words.say(rules.timing_words(e.when, on)) + ": "), text
            if e.do not in ONE_OFF_DOS:
                assert str(e.amount) in text, (e, text)
            if e.stat:
                assert words.term("stat", e.stat) in text, (e, text)
            if e.place:
                assert words.term("where", e.place) in text, (e, text)
            if e.do in DURATION_DOS and e.when != "static":
                assert words.say(rules.lasting_words(e.duration)) in text, (e, text)
    assert len({words.effect_text(e) for e in effects}) == len(set(effects))  # no two effects read the same


def test_every_card_has_its_full_text():
    c = content()
    for u in c.units.values():
        lines = words.card_text(u.id).split("\n")
        assert lines[0] == f"{words.card_name(u.id)} - {words.race_name(u.race)} {'leader' if u.leader else 'unit'}"
        assert lines[1] == f"ATK {u.attack} \u00b7 DEF {u.defense} \u00b7 RNG {u.range} \u00b7 RES {u.resources}"
        if u.leader:
            assert "any location" in lines[2]
        else:
            assert all(words.term("where", place) in lines[2] for place in u.places), lines[2]
        if u.ability:
            assert words.effect_text(u.ability) in lines
        assert lines[-1] == english(f"unit.{u.id}.text")
        assert_words(" ".join(lines), u.id)
        assert words.card_tip(u.id).startswith(f"<b>{words.card_name(u.id)} - ")
        assert words.card_tip(u.id).endswith(f"<i>{english(f'unit.{u.id}.text')}</i>")
    for s in c.supports.values():
        lines = words.card_text(s.id).split("\n")
        assert lines[0] == f"{words.card_name(s.id)} - {words.race_name(s.race)} support"
        assert lines[1].endswith(f"RES {s.resources}")
        for stat in ("attack", "defense", "range"):
            if getattr(s, stat):
                assert f"{words.term('stat', stat + '.short')} {getattr(s, stat)}" in lines[1]
        assert words.effect_text(s.effect, "support") in lines
        assert_words(" ".join(lines), s.id)


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
    assert said[f"leader {leader.id}"].startswith(f"Choose {words.card_name(leader.id)} as your leader (ATK ")
    loc = next(loc for loc in content().reserve() if f"location {loc.id}" in said)
    assert said[f"location {loc.id}"] == f"Add {said_in_english(location_full(loc.id), 'everzone')} to the battle deck"


# --- the log -----------------------------------------------------------------------------------------------
def assert_clean(ev: dict, line) -> None:
    if line is None:
        assert ev["type"] in TOLD_LATER, ev
        return
    assert isinstance(line, LogLine), ev
    assert f"({ev['type']})" not in line.text, (ev, line.text)
    assert_words(line.text, ev)
    assert line.text[-1] in ".!", (ev, line.text)


def tell(events: list[dict], me: int | None = None, revealed: bool = False) -> list[tuple[dict, LogLine | None]]:
    writer = StoryWriter("everzone", FakeNames(), words.term, me, revealed)
    out = []
    for ev in events:
        line = writer.line(ev)
        assert_clean(ev, line)
        out.append((ev, line))
    return out


def texts(events: list[dict], me: int | None = None, revealed: bool = False) -> list[str | None]:
    return [line.text if line else None for _, line in tell(events, me, revealed)]


def test_the_engine_emits_the_event_types_the_log_knows():
    assert engine_event_types() == EVENT_TYPES


def test_every_engine_event_type_has_a_sentence():
    missing = sorted(t for t in engine_event_types() if not hasattr(STORY, "_" + t))
    assert not missing, f"no log sentence for {missing}"


def test_the_story_keeps_no_game_state():
    """A line is a function of its event: the story holds only who reads (the seat at the screen,
    face up or not), and telling whole wars changes nothing in it."""
    for seats in (2, 3, 4):
        story = STORY(reader=0)
        before = dict(vars(story))
        assert set(before) == {"reader", "revealed"}
        for ev in seen_by(play(3, seats, randomly=True).events(), 0):
            story.tell(ev)
        assert vars(story) == before


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
                    and ev["type"] in ("deploy", "leader_chosen", "activate", "draw")]
            assert mine and all(text.startswith("You ") for text in mine), mine
    assert {"war", "battle_deck", "battle", "turn", "reveal", "clash", "strike", "retreat", "game_over"} <= seen
    assert seen <= EVENT_TYPES
    assert texts(events, revealed=True)  # a finished war watched face up


# The 36 wars are told in two parts, each meeting the 36 kinds of event: in `make test` the 18
# random ones (3 CPU s; all 41 kinds come up in them) and the computer's 3 of seed 1, in
# `make journeys` the computer's other 15 (17 CPU s; 39 kinds).
@pytest.mark.parametrize("quick", [True, pytest.param(False, marks=pytest.mark.slow)], ids=["quick", "computers"])
def test_many_wars_leave_no_event_without_its_sentence(quick):
    seen = set()
    for seed in range(6):
        for seats in (2, 3, 4):
            for randomly in (False, True):
                if (randomly or seed == 1) != quick:
                    continue
                events = play(seed, seats, randomly).events()
                tell(events, revealed=True)
                seen |= {ev["type"] for ev in events}
    assert len(seen) >= 36  # all but the rare swap, staged below


def test_a_log_started_in_the_middle_of_a_war_reads_as_the_whole_log_does():
    """After a load the log may start anywhere: each line is its event's, whatever came before."""
    for seats in (2, 3, 4):
        events = play(7, seats, randomly=True).events()
        for me in (None, 0):
            mine = seen_by(events, me)
            whole = texts(mine, me)
            for start in (len(mine) // 3, len(mine) // 2, len(mine) - 30):
                assert texts(mine[start:], me) == whole[start:]


def test_the_log_reads_in_italian():
    w = StoryWriter("everzone", FakeNames(), words.term, me=0)
    i18n.set_language("it")
    try:
        line = w.line({"type": "deploy", "seat": 0, "slot": "0.1", "uid": "0:3", "card": "tarvis_marine",
                       "visible_to": [0]})
        assert line.text.startswith("Schieri ") and "coperta" in line.text, line.text
        line = w.line({"type": "turn", "battle": 1, "turn": 2, "of": 3, "limit": 8, "location": "base_land",
                       "allies": []})
        assert "Terra Base" in line.text and "8 risorse" in line.text, line.text
    finally:
        i18n.set_language("en")


def test_the_drawer_reads_the_cards_and_everyone_else_how_many():
    events = play(1, 2).events()
    mine = [line.text for ev, line in tell(seen_by(events, 0), 0) if line and ev.get("seat") == 0
            and ev["type"] in ("draw", "draws")]
    theirs = [line.text for ev, line in tell(seen_by(events, 1), 1) if line and ev.get("seat") == 0
              and ev["type"] in ("draw", "draws")]
    first = next(e for e in events if e["type"] == "draw" and e["seat"] == 0)
    assert mine[0] == f"You draw {i18n.join([words.card_name(c) for c in first['cards']])} ({first['deck']} left in " \
                      "your deck)."
    assert theirs[0] == f"Ann draws 10 cards ({first['deck']} left in the deck)."
    public = [e for e in events if e["type"] == "draws" and e["seat"] == 0 and "visible_to" not in e]
    assert len(theirs) == len(public), "one line a draw for everyone else (a draw in secret orders is secret)"
    assert len(mine) == sum(e["type"] == "draw" and e["seat"] == 0 for e in events), "one line a draw for the drawer"


def test_a_2v2_partner_reads_the_partners_private_lines_by_name():
    events = play(1, 4).events()
    partner = [line.text for ev, line in tell(seen_by(events, 2), 2) if ev["type"] in ("draw", "deploy")
               and ev["seat"] == 0 and line is not None]
    assert partner and all(text.startswith("Ann ") for text in partner)
    own = [line.text for ev, line in tell(seen_by(events, 2), 2) if ev["type"] == "deploy" and ev["seat"] == 2]
    assert own and all(text.startswith("You deploy ") for text in own)


def _said(ev: dict, me: int | None = None) -> LogLine:
    line = StoryWriter("everzone", FakeNames(), words.term, me).line(ev)
    assert_clean(ev, line)
    return line


def _loss(side: int, lost: int, command: int, prevented: int = 0, seats=None) -> dict:
    return {"side": side, "seats": seats or [side], "amount": lost + prevented, "prevented": prevented, "lost": lost,
            "command": command}


def test_a_clash_is_told_with_every_number():
    line = _said({"type": "clash", "turn": 1, "armies": [
        {"seats": [0], "attack": 12, "defense": 6, "range": 4, "resources": 8, "first": False},
        {"seats": [1], "attack": 5, "defense": 8, "range": 2, "resources": 7, "first": False}]})
    assert line.text == ("Clash: Ann's army (12 Attack, 6 Defense, 4 Range) against Bob's army (5 Attack, 8 Defense, "
                         "2 Range).")
    strike = {"type": "strike", "from": [0], "to": [1], "attack": 12, "defense": 8, "strikes": True, "beaten": True,
              "damage": 4, "counter": False, "together": False, "armies": 2, "losses": [_loss(1, 4, 16)]}
    line = _said(strike)
    assert line.bold and line.text == ("Ann's army strikes first: 12 Attack against 8 Defense \u2014 Bob's army is "
                                       "destroyed: Bob loses 4 command points (16 left).")
    line = _said({"type": "destroyed", "seat": 1, "slot": "1.1", "uid": "1:3", "card": "tarvis_marine",
                  "to": "fallen", "why": "clash"})
    assert line.text == "Bob's Tarvis Marine is destroyed (to the fallen pile)."
    assert StoryWriter("everzone", FakeNames(), words.term).line({"type": "damage", **_loss(1, 4, 16), "why": "clash"}) is None  # the strike's
    line = _said({**strike, "attack": 5, "defense": 9, "beaten": False, "damage": 0, "losses": []})
    assert line.text == "Ann's army strikes first: 5 Attack against 9 Defense \u2014 Bob's army holds."
    line = _said({**strike, "from": [1], "to": [0], "attack": 7, "defense": 7, "damage": 0, "counter": True,
                  "losses": []})
    assert line.text == ("Bob's army strikes back: 7 Attack against 7 Defense \u2014 Ann's army is destroyed, with no "
                         "damage beyond its Defense.")
    line = _said({**strike, "from": [0, 2], "to": [1], "armies": 3, "losses": [_loss(1, 2, 8, prevented=2)]})
    assert line.text == ("Ann and Cleo's army strikes Bob's army: 12 Attack against 8 Defense \u2014 Bob's army is "
                         "destroyed: Bob's shield stops 2, and Bob loses 2 command points (8 left).")
    line = _said({**strike, "to": [1, 3], "losses": [_loss(1, 4, 16, seats=[1, 3])]})
    assert line.text.endswith("Bob and Dan's army is destroyed: the team of Bob and Dan loses 4 command points "
                              "(16 left).")


def test_a_shield_and_an_effect_are_told_with_their_numbers():
    line = _said({"type": "effect", "seat": 1, "uid": "1:4", "card": "aegis_grid", "do": "shield", "amount": 3,
                  "when": "activate", "duration": "turn", "seats": [1]})
    assert line.text == "Bob's Aegis Grid: the first 3 damage to Bob this turn will be prevented."
    line = _said({"type": "damage", **_loss(1, 1, 19, prevented=3), "why": "effect"})
    assert line.text == "Bob's shield stops 3 of the 4 damage: Bob loses 1 command point (19 left)."
    line = _said({"type": "effect", "seat": 0, "uid": "0:4", "card": "saturn_crawler", "do": "weaken", "amount": 1,
                  "stat": "attack", "when": "activate", "duration": "turn", "seats": [0], "units": ["1:2", "1:5"],
                  "unit_cards": ["tarvis_marine", "magis_rifleman"], "unit_seats": [1, 1]})
    assert line.text == "Ann's Saturn Crawler: Bob's Tarvis Marine and Magis Rifleman get -1 Attack this turn."
    line = _said({"type": "effect", "seat": 0, "uid": "0:4", "card": "medusa", "do": "disable", "amount": 4,
                  "when": "activate", "duration": "turn", "seats": [0], "target": "1:2", "target_card": "tarvis_marine",
                  "target_seat": 1})
    assert line.text.startswith("Ann's Medusa disables Bob's Tarvis Marine, the strongest enemy unit needing 4 ")


def test_surrender_alliance_elimination_and_the_end():
    line = _said({"type": "alliance", "seats": [0, 2], "against": 1})
    assert line.bold and line.text.startswith("The alliance of Ann and Cleo turns on Bob: ")
    line = _said({"type": "tokens", "targets": {"0": 1, "1": 2, "2": 0}, "races": {"0": "slurr", "1": "uthron",
                                                                                   "2": "numan"}})
    assert line.text == ("Race tokens: Ann shows the Slurr token (attacking Bob), Bob shows the Uthron token "
                         "(attacking Cleo) and Cleo shows the Numan token (attacking Ann). A free-for-all: each army "
                         "attacks only its target, once, the longest Range first, with no counterattack.")
    surrender = {"type": "surrender", "side": 0, "seats": [0], "count": 2, "damage": 3, "lost": False, "allowed": 2,
                 "losses": [_loss(0, 3, 15)]}
    line = _said(surrender)
    assert line.text == ("Ann surrenders (surrender 2 of the 2 allowed): Ann loses 3 command points (15 left). The "
                         "battle ends.")
    line = _said({**surrender, "count": 3, "damage": 0, "lost": True, "losses": []})
    assert line.bold and line.text == ("Ann surrenders once more, and more than 2 surrenders lose the war: Ann is "
                                       "out.")
    line = _said({"type": "eliminated", "side": 1, "seats": [1]})
    assert line.bold and line.text == "Bob has no command points left and is out of the war."
    line = _said({"type": "game_over", "winners": [2], "reason": "third surrender", "command": [15, 0, 9],
                  "quit": [0], "points": 9, "sides": [2]})
    assert line.bold and line.text == "Cleo wins the war: Ann surrendered more than 2 times!"


def test_the_ends_of_a_war():
    line = _said({"type": "game_over", "winners": [0, 2], "reason": "last side standing", "command": [5, 0],
                  "quit": [], "points": 5, "sides": [0]})
    assert line.bold and line.text == "Ann and Cleo win the war, the last side standing!"
    line = _said({"type": "game_over", "winners": [1, 3], "reason": "most command points", "command": [4, 9],
                  "quit": [], "points": 9, "sides": [1]})
    assert line.text == "The battle deck is empty: Bob and Dan win the war with 9 command points, the most of any side!"
    line = _said({"type": "game_over", "winners": [0, 2], "reason": "most command points", "command": [7, 3, 7],
                  "quit": [], "points": 7, "sides": [0, 2]})
    assert line.text == "The battle deck is empty: Ann and Cleo share the win with 7 command points each!"
    line = _said({"type": "game_over", "winners": [], "reason": "armistice", "command": [6, 6, 6], "quit": [],
                  "points": None, "sides": []})
    assert line.bold and line.text == "Armistice: every side left has 6 command points, and the war ends in a draw."


def test_private_orders_are_told_to_their_seat():
    ev = {"type": "deploy", "seat": 0, "slot": "0.1", "uid": "0:3", "card": "tarvis_marine", "visible_to": [0]}
    assert _said(ev, 0).text == "You deploy Tarvis Marine face down."
    assert _said(ev).text == "You deploy Tarvis Marine face down.", "seen by its seat alone: told to it"
    assert _said({**ev, "visible_to": [0, 2]}, 2).text == "Ann deploys Tarvis Marine face down."
    assert _said({"type": "surrender_chosen", "seat": 0, "visible_to": [0]}, 0).text == \
        "You choose to surrender this battle."
    assert _said({"type": "sealed", "seat": 0, "round": "orders", "battle": 1, "turn": 1}).text == \
        "Ann has sealed the orders for turn 1."
    reveal = {"type": "reveal", "seat": 0, "activated": [{"slot": "0.1", "uid": "0:3", "card": "tarvis_marine"}],
              "deactivated": [], "supports": [{"uid": "0:9", "card": "orbital_barrage"}], "retreated": [],
              "surrender": False}
    assert _said(reveal).text == "Ann activates Tarvis Marine and plays Orbital Barrage."


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
    m.act(f"use {switcher}")
    m.act(f"pick {old}")
    m.act(f"pick {fresh}")
    orders(m, 0)
    orders(m, 1)
    events = m.events()
    assert {"use", "swap_chosen", "swap", "swap_cards"} <= {e["type"] for e in events}
    mine = {ev["type"]: line.text for ev, line in tell(seen_by(events, 0), 0) if line is not None}
    assert mine["swap_chosen"] == "You will send Old Guard back to your hand and deploy Fresh face down in its place."
    assert mine["swap"] == ("Ann's Switcher swaps: Old Guard goes back to Ann's hand, and a unit from the hand is "
                            "deployed face down in its place.")
    assert mine["swap_cards"] == "You swap Old Guard (back to your hand) for Fresh (face down)."
    theirs = {ev["type"]: line.text for ev, line in tell(seen_by(events, 1), 1) if line is not None}
    assert "swap_cards" not in theirs and theirs["swap"] == mine["swap"]


def test_events_without_their_fields_do_not_crash():
    w = StoryWriter("everzone", FakeNames(), words.term)
    for ev in [{"type": t} for t in sorted(EVENT_TYPES)] + [
        {"type": "strike", "from": [], "to": []}, {"type": "game_over", "winners": [-1]},
        {"type": "damage", "side": None, "seats": None}, {"type": "effect", "seat": None, "do": "boost"},
        {"type": "tokens", "targets": {"0": 1, "x": None}}, {"type": "war", "mode": "teams", "decks": [None] * 4},
    ]:
        line = w.line(ev)
        assert line is None or isinstance(line, LogLine)

"""Zvery's table words (scenes/zvery/words.py) and its log sentences (scenes/zvery/log_text.py).

Every card gets a name and every skill words; every keyword tip can be found in text; and whole
seeded games played by the computer are told event by event without a fallback "(type)" line
and without any Python leaking into the text ("None", a dict, a list).
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine import api
from engine.games.zvery.content import Cost, Effect, Trait, content
from scenes.widgets.log_lines import LogLine
from scenes.zvery import words
from scenes.zvery.log_text import LogWriter
from tests.words import labels

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine" / "games" / "zvery"


class FakeNames:
    def of(self, seat: int) -> str:
        return ("Ann", "Ben")[seat]

    def full(self, seat: int) -> str:
        return f"Seat {seat + 1} \u00b7 {self.of(seat)}"


def engine_event_types() -> set[str]:
    types = set()
    for path in ENGINE.glob("*.py"):
        types |= set(re.findall(r'"type": "([a-z_]+)"', path.read_text()))
    return types | {"strength", "fortitude"}  # battle.apply_effect emits {"type": e.effect} for these two


def all_skills():
    c = content()
    return [s for card in (*c.abilities.values(), *c.mutations.values()) for s in card.skills]


# --- words ---------------------------------------------------------------------------------------------
def test_words_does_not_import_pygame():
    code = "import sys, scenes.zvery.words; assert 'pygame' not in sys.modules, 'pygame imported'"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_every_card_has_its_name():
    c = content()
    for card in c.creatures.values():
        assert words.creature_name(card.id) == card.name == words.card_name(card.id)
    for card in c.abilities.values():
        assert words.ability_name(card.id) == card.name == words.card_name(card.id)
    for card in c.mutations.values():
        assert words.mutation_name(card.id) == card.name == words.card_name(card.id)
    assert words.card_name("no_such_card") == "No Such Card"


def test_every_skill_trait_and_mutation_has_words():
    c = content()
    for skill in all_skills():
        assert words.skill_text(skill).strip()
        assert words.cost_text(skill.cost).strip()
        assert words.cost_keyword(skill.cost) in words.KEYWORD_TIPS
        assert skill.name in words.skill_line(skill)
    traits = [t for card in (*c.creatures.values(), *c.mutations.values()) for t in card.traits]
    assert traits
    for trait in traits:
        assert words.trait_text(trait).startswith(words.TIMING_WORDS[trait.when] + ": ")
    for mutation in c.mutations.values():
        assert words.mutation_text(mutation).strip()
    for kind in ("radioactive", "bubblegum", "plasma", "void", "crystal"):
        assert words.TYPE_NAMES[kind] == kind.capitalize()


@pytest.mark.parametrize("cost, text", [
    (Cost("exact", values=(6,)), "a 6"),
    (Cost("exact", values=(4, 5)), "a 4 and a 5"),
    (Cost("exact", values=(3, 3)), "two 3s"),
    (Cost("exact", values=(1, 1, 1)), "three 1s"),
    (Cost("powerup", total=16), "dice summing 16+"),
    (Cost("any", dice=1), "any die"),
    (Cost("any", dice=2), "any 2 dice"),
    (Cost("same", dice=2), "a pair"),
    (Cost("same", dice=3), "three of a kind"),
    (Cost("chain", dice=3), "a run of 3"),
])
def test_cost_text(cost, text):
    assert words.cost_text(cost) == text


@pytest.mark.parametrize("effect, text", [
    (Effect("damage", 4, "one"), "4 damage"),
    (Effect("damage", 4, "all"), "4 damage to every foe"),
    (Effect("damage", "sum", "one"), "damage equal to the dice paid"),
    (Effect("stun", 3, "one"), "stun 3"),
    (Effect("heal", 3, "self"), "heal 3 (itself)"),
    (Effect("heal", 2, "all"), "heal 2 (all of yours)"),
    (Effect("shatter", 1, "dice"), "shatter 1 die"),
    (Effect("shatter", 2, "dice"), "shatter 2 dice"),
    (Effect("fuse", 1, "dice"), "fuse 2 dice"),
    (Effect("set", 1, "dice"), "set 1 die"),
    (Effect("increment", 2, "dice"), "increment a die twice"),
    (Effect("decrement", 1, "dice"), "decrement a die"),
    (Effect("strength", 1, "self"), "+1 strength"),
    (Effect("fortitude", 1, "self"), "+1 fortitude"),
])
def test_effect_text(effect, text):
    assert words.effect_text(effect) == text


def test_trait_text_says_when_and_whom():
    assert words.trait_text(Trait("always", Effect("fortitude", 1, "self"))) == "Always: +1 fortitude"
    assert words.trait_text(Trait("before_roll", Effect("damage", 1, "all"))) == \
        "Before each roll: 1 damage to every foe"
    assert words.trait_text(Trait("end_of_turn", Effect("damage", 1, "one"))) == \
        "At the end of each turn: 1 damage to the foe with the least health"


def test_skill_text_keeps_the_order_of_effects():
    decay = next(s for s in all_skills() if s.name == "Decay")
    assert words.skill_text(decay) == "7 damage, then stun 5"
    assert words.skill_line(decay) == "Decay (a run of 4): 7 damage, then stun 5"


def test_every_keyword_is_found_by_keywords_in():
    for key, tip in words.KEYWORD_TIPS.items():
        assert tip.strip() and tip.endswith(".")
        assert words.keywords_in(key) == [key]
        assert key in words.keywords_in(f"Some text with {key.upper()} in it.")
    for key in ("exact", "powerup", "any", "same", "chain", "catch", "bleeding", "level", "catchrate"):
        assert key in words.KEYWORD_TIPS


def test_keywords_in_whole_words_in_order_once():
    assert words.keywords_in("Stun 3, then 2 damage; stunned again, damage") == ["stun", "damage"]
    assert words.keywords_in("catchrate") == ["catchrate"]  # not "catch"
    assert words.keywords_in("stunning settlement") == []
    assert words.keywords_in("Shatter 1 die, then fuse 2 dice") == ["shatter", "fuse"]


def test_every_skill_names_its_keywords():
    """A card's skill text carries the keywords its tooltips explain."""
    for skill in all_skills():
        found = words.keywords_in(words.skill_text(skill))
        for e in skill.effects:
            assert e.effect in found, (skill.name, e.effect)


def test_plural():
    assert words.plural(1, "die", "dice") == "1 die"
    assert words.plural(3, "die", "dice") == "3 dice"
    assert words.plural(0, "mutation") == "0 mutations"


# --- the log -------------------------------------------------------------------------------------------
def assert_clean(ev: dict, line) -> None:
    if line is None:
        # only a dice keyword step that changed nothing yet (a die picked to be set, "done")
        assert ev["type"] == "dice", ev
        return
    assert isinstance(line, LogLine), ev
    text = line.text
    assert text.strip(), ev
    assert f"({ev['type']})" not in text, (ev, text)
    for leak in ("None", "{", "}", "[", "]", "_"):
        assert leak not in text, (ev, text)


def play(seed: int, seats=("ai:easy", "ai:easy")):
    m = api.new_match("zvery", seed, list(seats))
    while not m.result():
        m.act(m.suggest(m.to_move()))
    return m


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_whole_games_are_told_event_by_event(seed):
    m = play(seed)
    writer = LogWriter(FakeNames())
    seen = set()
    told = 0
    for ev in m.events():
        line = writer.line(ev)
        assert_clean(ev, line)
        seen.add(ev["type"])
        told += line is not None
    assert told > 100
    assert {"battle", "roll", "skill", "damage", "battle_over", "final_battle", "game_over"} <= seen
    assert seen <= engine_event_types()


def test_a_log_started_in_the_middle_of_a_battle_still_speaks():
    """After a load the log may start anywhere: no battle seen, no seats known."""
    events = play(5).events()
    for start in (len(events) // 3, len(events) // 2, len(events) - 40):
        writer = LogWriter(FakeNames())
        for ev in events[start:]:
            assert_clean(ev, writer.line(ev))


def test_every_engine_event_type_has_a_sentence():
    types = engine_event_types()
    assert len(types) >= 30
    missing = sorted(t for t in types if not hasattr(LogWriter, "_" + t))
    assert not missing, f"no log sentence for {missing}"


def battle_writer(kind: str = "wild") -> LogWriter:
    writer = LogWriter(FakeNames())
    writer.line({"type": "battle", "kind": kind, "seats": [0, 1], "at_stake": ["gum_padding"],
                 "fighters": [[0, "isotoad", 8], [1, "sludge_pup", 9], [1, "cinder_tick", 7]]})
    return writer


def test_sentences_for_the_rarer_events():
    w = battle_writer()
    cases = [
        ({"type": "catch", "card": "sludge_pup", "left": [4], "rolled": [3, 5, 6, 1], "need": 12, "caught": True},
         "Ann tries to catch Sludge Pup: 4 left on it + 3, 5, 6, 1 rolled = 19 against 12 "
         "(catchrate 8 + health 4): caught!"),
        ({"type": "catch", "card": "sludge_pup", "left": [6, 6, 5, 5, 4], "rolled": [], "need": 30, "caught": False},
         "all five dice were left on it: 6, 6, 5, 5, 4 = 26 against 30"),
        ({"type": "mutation_discarded", "seat": 1, "card": "gum_padding"}, "Ben discards Gum Padding."),
        ({"type": "mutation_drawn", "seat": 0, "card": "gum_padding"}, "Ann draws Gum Padding from the mutation deck."),
        ({"type": "released", "seat": 0, "card": "isotoad"}, "releases Isotoad"),
        ({"type": "dies", "card": "sludge_pup", "side": 1}, "The wild Sludge Pup dies"),
        ({"type": "dies", "card": "isotoad", "side": 0}, "Ann's Isotoad dies"),
        ({"type": "unstun", "card": "isotoad", "stun": 3}, "Ann pays dice summing 3 or more"),
        ({"type": "battle_over", "winner": 1, "killed": [], "caught": 0, "lost": 0, "time_up": True},
         "slip away"),
    ]
    for ev, expected in cases:
        line = w.line(ev)
        assert_clean(ev, line)
        assert expected in line.text, (expected, line.text)
    assert w.line(cases[0][0]).bold and w.line(cases[5][0]).bold


def test_skills_and_their_effects_name_every_die():
    w = battle_writer()
    assert w.line({"type": "roll", "seat": 0, "dice": [2, 3, 3, 5, 6]}).text == "Ann rolls 2, 3, 3, 5, 6."
    line = w.line({"type": "skill", "seat": 0, "card": "isotoad", "skill": "Hot Core", "dice": [6]})
    assert line.text == "Ann's Isotoad uses Hot Core (paid 6): 4 damage."
    line = w.line({"type": "damage", "from": "isotoad", "to": "sludge_pup", "amount": 5, "health": 4, "trait": False})
    assert line.text == "Isotoad deals 5 damage to Sludge Pup (4 health left)."
    line = w.line({"type": "dice", "seat": 0, "keyword": "increment", "dice": [2, 4, 3, 5]})
    assert line.text == "Ann raises a 3 to 4 (unused dice: 2, 4, 3, 5)."
    line = w.line({"type": "dice", "seat": 0, "keyword": "shatter", "dice": [2, 4, 3, 2, 3]})
    assert line.text == "Ann shatters a 5 into 2 and 3 (unused dice: 2, 4, 3, 2, 3)."
    line = w.line({"type": "dice", "seat": 0, "keyword": "fuse", "dice": [2, 3, 2, 1]})
    assert line.text == "Ann fuses a 3 and a 4 into a 1 (unused dice: 2, 3, 2, 1)."
    assert w.line({"type": "dice", "seat": 0, "keyword": "set", "dice": [2, 3, 2, 1]}) is None  # a die picked
    line = w.line({"type": "dice", "seat": 0, "keyword": "set", "dice": [6, 3, 2, 1]})
    assert line.text == "Ann sets a 2 to 6 (unused dice: 6, 3, 2, 1)."


def test_final_battle_sentences():
    w = LogWriter(FakeNames())
    assert w.line({"type": "final_battle", "first": 1, "triggered_by": 0}).bold
    w = battle_writer("final")
    for ev, expected in [
        ({"type": "battle_over", "winner": 1, "killed": [], "caught": 0, "lost": 0}, "Ben has the last creatures"),
        ({"type": "battle_over", "winner": -1, "killed": [], "caught": 0, "lost": 0}, "Both sides fall at once"),
        ({"type": "battle_over", "winner": 0, "killed": [], "caught": 0, "lost": 0, "time_up": True},
         "Time is up: Ann wins the final battle"),
        ({"type": "game_over", "winners": [1], "reason": "final battle"}, "Ben wins the game!"),
    ]:
        line = w.line(ev)
        assert_clean(ev, line)
        assert line.bold and expected in line.text, line.text


def test_events_without_a_seat_do_not_crash():
    w = LogWriter(FakeNames())
    for ev in [{"type": t} for t in sorted(engine_event_types())] + [
        {"type": "roll", "seat": -1, "dice": [1]}, {"type": "out", "seat": None},
        {"type": "dies", "card": "isotoad", "side": None}, {"type": "turn_end", "next": -1, "turn": 3},
        {"type": "rewards", "current": 1, "wild": 0}, {"type": "game_over", "winners": [-1]},
    ]:
        line = w.line(ev)
        assert line is None or isinstance(line, LogLine)


# --- the table's tooltips and hints --------------------------------------------------------------------
def test_tooltips_for_every_card_and_skill():
    c = content()
    for m in c.mutations.values():
        tip = words.mutation_tip(m.id)
        assert tip.startswith(f"<b>{m.name}</b>") and "None" not in tip
    for card in c.creatures.values():
        tip = words.creature_tip({"card": card.id, "abilities": [], "mutations": []})
        assert tip.startswith(f"<b>{card.name}</b>") and f"catchrate {card.catchrate}" in tip
    for a in (*c.abilities.values(), *(m for m in c.mutations.values() if m.kind == "ability")):
        for k, s in enumerate(a.skills):
            assert words.skill_of(f"{a.id}/{k}") == s
            assert s.name in words.skill_tip(f"{a.id}/{k}")
    assert words.effect_text_of({"effect": "damage", "amount": 4, "target": "all"}) == "4 damage to every foe"


@pytest.mark.parametrize("seed", [6, 7])
def test_every_legal_action_can_be_hinted_in_words(seed):
    """The rules' labels (the Hint's words) and the banner's third-person line for a computer's
    move name what they act on: no action string, no None, no "a creature" for want of a name."""
    m = api.new_match("zvery", seed, ["ai:easy", "ai:easy"])
    while not m.result():
        view, about = m.view(m.to_move()), m.decision()["about"]
        for c in labels(m, ["Ann", "Bob"]):
            action, text = c["action"], c["label"]
            assert text and text != action and "None" not in text and "a creature" not in text, (action, text)
            did = words.computer_did(c, text, view, about, "Bob")
            assert did.startswith("Bob") and "None" not in did and "a creature" not in did, (action, did)
        b = view["battle"]
        for f in (b or {}).get("fighters", []):
            tip = words.creature_tip({"card": f["card"], "abilities": [], "mutations": [], "fighter": f})
            assert "In battle:" in tip and "None" not in tip
        m.act(m.suggest(m.to_move()))

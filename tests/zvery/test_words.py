"""Zvery's table words (scenes/zvery/words.py) and its log's story (engine/games/zvery/story.py).

Every card and skill gets its name from the catalog and every skill words; every keyword tip can
be found in text; the story keeps no game state, so a log started anywhere reads as the
whole log does from there; and whole seeded games played by the computer are told event by event
without a fallback "(type)" line and without any Python leaking into the text ("None", a dict).
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine import api
from engine.games.zvery.content import Cost, Effect, Trait, content
from engine.games.zvery.story import STORY
from scenes import i18n
from scenes.widgets.log_lines import LogLine, StoryWriter
from scenes.zvery import words
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


def skill_keys() -> list[str]:
    c = content()
    return [f"{card.id}/{k}" for card in (*c.abilities.values(), *c.mutations.values()) for k in range(len(card.skills))]


# --- words ---------------------------------------------------------------------------------------------
def test_words_does_not_import_pygame():
    code = "import sys, scenes.zvery.words; assert 'pygame' not in sys.modules, 'pygame imported'"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_every_card_and_skill_has_its_name_in_the_catalog():
    c = content()
    for kind, entries in (("creature", c.creatures), ("ability", c.abilities), ("mutation", c.mutations)):
        for entry in entries.values():
            assert i18n.term("zvery", f"{kind}.{entry.id}") not in ("", entry.id), (kind, entry.id)
            assert entry.name == "", f"{kind} {entry.id}: a shipped name belongs in the catalog, not the data"
            assert words.card_name(entry.id) == words.term(kind, entry.id)
    for creature in c.creatures.values():
        assert words.lore(creature.id) and creature.text == ""
    for key in skill_keys():
        assert words.skill_name(key) and words.skill_of(key).name == "" and "_" not in words.skill_name(key)
    for kind in ("radioactive", "bubblegum", "plasma", "void", "crystal"):
        assert words.term("type", kind) == kind.capitalize()
    assert words.creature_name("sludge_pup") == "Sludge Pup" and words.skill_name("isotope_burst/1") == "Hot Core"
    assert words.card_name("no_such_card") == "No Such Card", "a card no catalog names: its id, readable"


def test_every_skill_trait_and_mutation_has_words():
    c = content()
    for key in skill_keys():
        skill = words.skill_of(key)
        assert words.skill_text(skill).strip() and words.cost_text(skill.cost).strip()
        assert skill.cost.kind in words.KEYWORDS
        assert words.skill_name(key) in words.skill_line(key)
    traits = [t for card in (*c.creatures.values(), *c.mutations.values()) for t in card.traits]
    assert traits
    for trait in traits:
        assert words.trait_text(trait).split(": ")[0] in ("Always", "Before each roll", "After each roll",
                                                           "At the end of each turn")
    for mutation in c.mutations.values():
        assert words.mutation_text(mutation).strip() or mutation.kind == "ability"


@pytest.mark.parametrize("cost, text", [
    (Cost("exact", values=(6,)), "a 6"),
    (Cost("exact", values=(4, 5)), "dice showing 4 and 5"),
    (Cost("exact", values=(3, 3)), "2 dice showing 3"),
    (Cost("exact", values=(1, 1, 1)), "3 dice showing 1"),
    (Cost("powerup", total=16), "dice summing 16+"),
    (Cost("any", dice=1), "any die"),
    (Cost("any", dice=2), "any 2 dice"),
    (Cost("same", dice=2), "a pair"),
    (Cost("same", dice=3), "3 of a kind"),
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
    (Effect("increment", 2, "dice"), "increment a die 2 times"),
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
    assert words.trait_short(Trait("end_of_turn", Effect("damage", 1, "one"))) == "Turn end: 1 damage, weakest foe"


def test_skill_text_keeps_the_order_of_effects():
    assert words.skill_text(words.skill_of("decay_touch/3")) == "7 damage, then stun 5"
    assert words.skill_line("decay_touch/3") == "Decay (a run of 4): 7 damage, then stun 5"


def test_every_keyword_has_its_tip_and_title_and_is_found_by_keywords_in():
    for key in words.KEYWORDS:
        tip = words.keyword_tip(key)
        assert tip.strip() and tip.endswith(".") and "{" not in tip, key
        assert words.keyword_title(key) != key or key == "any", key
        assert words.keywords_in(key) == [key]
        assert key in words.keywords_in(f"Some text with {key.upper()} in it.")
    assert "5 dice" in words.keyword_tip("catchrate"), "the rules' number, filled in"
    for key in ("shatter", "fuse", "set", "increment", "decrement"):
        assert words.keyword_ask(key).startswith("Click")


def test_keywords_in_whole_words_in_order_once():
    assert words.keywords_in("Stun 3, then 2 damage; stunned again, damage") == ["stun", "damage"]
    assert words.keywords_in("catchrate") == ["catchrate"]  # not "catch"
    assert words.keywords_in("stunning settlement") == []
    assert words.keywords_in("Shatter 1 die, then fuse 2 dice") == ["shatter", "fuse"]


def test_every_skill_names_its_keywords():
    """A card's skill text carries the keywords its tooltips explain."""
    for key in skill_keys():
        skill = words.skill_of(key)
        found = words.keywords_in(words.skill_text(skill))
        for e in skill.effects:
            assert e.effect in found, (key, e.effect)


# --- the log -------------------------------------------------------------------------------------------
def assert_clean(ev: dict, line) -> None:
    if line is None:
        # only a dice keyword step that changed nothing yet (a die picked to be set, "done")
        assert ev["type"] == "dice", ev
        return
    assert isinstance(line, LogLine), ev
    text = line.text
    assert text.strip(), ev
    assert f"({ev['type']})" not in text and "not told" not in text, (ev, text)
    for leak in ("None", "{", "}", "[", "]", "_"):
        assert leak not in text, (ev, text)


def play(seed: int, seats=("ai:easy", "ai:easy")):
    m = api.new_match("zvery", seed, list(seats))
    while not m.result():
        m.act(m.suggest(m.to_move()))
    return m


def writer(me: int | None = None) -> StoryWriter:
    return StoryWriter("zvery", FakeNames(), words.term, me=me)


def tell(events: list[dict]) -> list:
    w = writer()
    return [w.line(ev) for ev in events]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_whole_games_are_told_event_by_event(seed):
    m = play(seed)
    seen = set()
    told = 0
    for ev, line in zip(m.events(), tell(m.events()), strict=True):
        assert_clean(ev, line)
        seen.add(ev["type"])
        told += line is not None
    assert told > 100
    assert {"battle", "roll", "skill", "damage", "battle_over", "final_battle", "game_over"} <= seen
    assert seen <= engine_event_types()


def test_the_story_keeps_no_game_state():
    """A line is a function of its event: the story holds only who reads (the seat at the screen,
    face up or not), and telling a whole game changes nothing in it."""
    story = STORY(reader=0)
    before = dict(vars(story))
    assert set(before) == {"reader", "revealed"}
    for ev in play(3).events():
        api.tell("zvery", ev, 0)
        story.tell(ev)
    assert vars(story) == before


def test_a_log_started_in_the_middle_of_a_game_reads_as_the_whole_log_does():
    """After a load the log may start anywhere - in the middle of a battle too: each line is its
    event's, whatever came before."""
    events = play(5).events()
    whole = [line.text if line else None for line in tell(events)]
    for start in (len(events) // 3, len(events) // 2, len(events) - 40):
        assert [line.text if line else None for line in tell(events[start:])] == whole[start:]


def test_every_engine_event_type_has_a_sentence():
    types = engine_event_types()
    assert len(types) >= 30
    missing = sorted(t for t in types if not hasattr(STORY, "_" + t))
    assert not missing, f"no log sentence for {missing}"


BATTLE = {"type": "battle", "kind": "wild", "seats": [0, 1], "at_stake": ["gum_padding"],
          "fighters": [[0, "isotoad", 8], [1, "sludge_pup", 9], [1, "cinder_tick", 7]]}


def test_sentences_for_the_rarer_events():
    w = writer()
    assert w.line(BATTLE).text == ("Battle: Ann's Isotoad (8 health) against the wild Sludge Pup (9 health) and "
                                   "Cinder Tick (7 health), played by Ben. At stake: Gum Padding.")
    cases = [
        ({"type": "catch", "card": "sludge_pup", "left": [4], "rolled": [3, 5, 6, 1], "need": 12, "caught": True,
          "seat": 0, "catchrate": 8, "health": 4, "total": 19},
         "Ann tries to catch Sludge Pup: 4 left on it + 3, 5, 6 and 1 rolled = 19 against 12 "
         "(catchrate 8 + health 4): caught!"),
        ({"type": "catch", "card": "sludge_pup", "left": [6, 6, 5, 5, 4], "rolled": [], "need": 30, "caught": False,
          "seat": 0, "catchrate": 8, "health": 22, "total": 26},
         "all 5 dice were left on it: 6, 6, 5, 5 and 4 = 26 against 30"),
        ({"type": "mutation_discarded", "seat": 1, "card": "gum_padding"}, "Ben discards Gum Padding."),
        ({"type": "mutation_drawn", "seat": 0, "card": "gum_padding"}, "Ann draws Gum Padding from the mutation deck."),
        ({"type": "released", "seat": 0, "card": "isotoad", "had": 5, "most": 4},
         "Ann has 5 creatures, more than 4, and releases Isotoad"),
        ({"type": "dies", "card": "sludge_pup", "side": 1, "seat": 1, "owner": -1, "kind": "wild"},
         "The wild Sludge Pup dies"),
        ({"type": "dies", "card": "isotoad", "side": 0, "seat": 0, "owner": 0, "kind": "wild"}, "Ann's Isotoad dies"),
        ({"type": "unstun", "card": "isotoad", "stun": 3, "seat": 0, "dice": [1, 2]},
         "Ann pays 1 and 2 (summing 3 or more): Isotoad is no longer stunned."),
        ({"type": "battle_over", "winner": 1, "killed": [], "caught": 0, "lost": 0, "time_up": True, "kind": "wild",
          "seats": [0, 1], "battle_turns": 30}, "slip away"),
        ({"type": "battle_over", "winner": 0, "killed": [1, 2], "caught": 1, "lost": 0, "kind": "wild",
          "seats": [0, 1], "battle_turns": 30},
         "Ann wins the battle. Ann killed 2 creatures (level 1 and 2) and caught 1 creature."),
        ({"type": "turn_end", "next": 1, "turn": 31, "seat": 1, "battle_turns": 30}, "Turn 30 is over"),
        ({"type": "rewards", "current": 2, "wild": 0, "seat": 0, "other": 1},
         "Rewards: Ann gets 2 mutations, Ben gets none."),
    ]
    for ev, expected in cases:
        line = w.line(ev)
        assert_clean(ev, line)
        assert expected in line.text, (expected, line.text)
    assert w.line(cases[0][0]).bold and w.line(cases[5][0]).bold


def test_skills_and_their_effects_name_every_die():
    w = writer()
    assert w.line({"type": "roll", "seat": 0, "dice": [2, 3, 3, 5, 6]}).text == "Ann rolls 2, 3, 3, 5 and 6."
    line = w.line({"type": "skill", "seat": 0, "card": "isotoad", "skill": "isotope_burst/1", "dice": [6], "owner": 0})
    assert line.text == "Ann's Isotoad uses Hot Core (paid 6): 4 damage."
    line = w.line({"type": "skill", "seat": 1, "card": "sludge_pup", "skill": "isotope_burst/1", "dice": [6],
                   "owner": -1})
    assert line.text == "The wild Sludge Pup uses Hot Core (paid 6): 4 damage."
    line = w.line({"type": "damage", "from": "isotoad", "to": "sludge_pup", "amount": 5, "health": 4, "trait": False,
                   "seat": 0})
    assert line.text == "Isotoad deals 5 damage to Sludge Pup (4 health left)."
    line = w.line({"type": "damage", "from": "isotoad", "to": "sludge_pup", "amount": 5, "health": -1, "trait": True,
                   "seat": 0})
    assert line.text == "Isotoad's trait deals 5 damage to Sludge Pup: -1 health, bleeding out!"
    line = w.line({"type": "dice", "seat": 0, "keyword": "increment", "dice": [2, 4, 3, 5], "before": [2, 3, 3, 5]})
    assert line.text == "Ann raises a 3 to 4 (unused dice: 2, 4, 3 and 5)."
    line = w.line({"type": "dice", "seat": 0, "keyword": "shatter", "dice": [2, 4, 3, 2, 3], "before": [2, 4, 3, 5]})
    assert line.text == "Ann shatters a 5 into 2 and 3 (unused dice: 2, 4, 3, 2 and 3)."
    line = w.line({"type": "dice", "seat": 0, "keyword": "fuse", "dice": [2, 3, 2, 1], "before": [2, 3, 4, 3, 2]})
    assert line.text == "Ann fuses a 3 and a 4 into a 1 (unused dice: 2, 3, 2 and 1)."
    assert w.line({"type": "dice", "seat": 0, "keyword": "set", "dice": [2, 3, 2, 1], "before": [2, 3, 2, 1]}) is None
    line = w.line({"type": "dice", "seat": 0, "keyword": "set", "dice": [6, 3, 2, 1], "before": [2, 3, 2, 1]})
    assert line.text == "Ann sets a 2 to 6 (unused dice: 6, 3, 2 and 1)."


def test_final_battle_sentences():
    w = writer()
    assert w.line({"type": "final_battle", "first": 1, "triggered_by": 0}).bold
    final = {"type": "battle_over", "killed": [], "caught": 0, "lost": 0, "kind": "final", "seats": [0, 1]}
    for ev, expected in [
        ({**final, "winner": 1}, "Ben has the last creatures"),
        ({**final, "winner": -1}, "Both sides fall at once: Ann"),
        ({**final, "winner": 0, "time_up": True}, "Time is up: Ann wins the final battle"),
        ({"type": "game_over", "winners": [1], "reason": "final battle"}, "Ben wins the game!"),
    ]:
        line = w.line(ev)
        assert_clean(ev, line)
        assert line.bold and expected in line.text, line.text


def test_events_without_a_seat_do_not_crash():
    w = writer()
    for ev in [{"type": t} for t in sorted(engine_event_types())] + [
        {"type": "roll", "seat": -1, "dice": [1]}, {"type": "out", "seat": None},
        {"type": "dies", "card": "isotoad", "side": None}, {"type": "turn_end", "next": -1, "turn": 3},
        {"type": "rewards", "current": 1, "wild": 0}, {"type": "game_over", "winners": [-1]},
    ]:
        line = w.line(ev)
        assert line is None or isinstance(line, LogLine)


def test_the_content_and_the_log_read_in_italian():
    """Zvery's own catalog is Italian whole (names, tips, the forms a tooltip finds keywords by);
    the log's sentences are the shared catalog's, checked once its Italian for Zvery is merged."""
    i18n.set_language("it")
    try:
        assert words.creature_name("sludge_pup") == "Fanghetto" and words.skill_name("fallout_cloud/2") == "Pioggia Acida"
        assert words.keyword_title("stun") == "Stordimento" and "5 dadi" in words.keyword_tip("catchrate")
        assert words.keywords_in("7 danni, poi stordimento 5; frantuma 1 dado") == ["damage", "stun", "shatter"]
        line = writer().line({"type": "roll", "seat": 0, "dice": [2, 3]})
        assert line.text == "Ann tira 2 e 3."
        assert words.keywords_in(words.skill_text(words.skill_of("decay_touch/3"))) == ["damage", "stun"]
    finally:
        i18n.set_language("en")


# --- the table's tooltips and hints --------------------------------------------------------------------
def test_tooltips_for_every_card_and_skill():
    c = content()
    for m in c.mutations.values():
        tip = words.mutation_tip(m.id)
        assert tip.startswith(f"<b>{words.mutation_name(m.id)}</b>") and "None" not in tip
    for card in c.creatures.values():
        tip = words.creature_tip({"card": card.id, "abilities": [], "mutations": []})
        assert tip.startswith(f"<b>{words.creature_name(card.id)}</b>") and f"catchrate {card.catchrate}" in tip
    for key in skill_keys():
        assert words.skill_name(key) in words.skill_tip(key)
    assert words.effect_text_of({"effect": "damage", "amount": 4, "target": "all"}) == "4 damage to every foe"


@pytest.mark.parametrize("seed", [6, 7])
def test_every_legal_action_can_be_hinted_in_words(seed):
    """The rules' labels (the Hint's words, and the banner's while a computer moves) name what
    they act on: no action string, no None, no "a creature" for want of a name."""
    m = api.new_match("zvery", seed, ["ai:easy", "ai:easy"])
    while not m.result():
        view = m.view(m.to_move())
        for c in labels(m, ["Ann", "Bob"]):
            action, text = c["action"], c["label"]
            assert text and text != action and "None" not in text and "a creature" not in text, (action, text)
        b = view["battle"]
        for f in (b or {}).get("fighters", []):
            tip = words.creature_tip({"card": f["card"], "abilities": [], "mutations": [], "fighter": f})
            assert "In battle:" in tip and "None" not in tip
        m.act(m.suggest(m.to_move()))

"""Auganism's table words (scenes/auganism/words.py) and its story (engine/games/auganism/story.py),
as the table's log reads it (widgets/log_lines.StoryWriter).

Every card and hero gets a name and every effect words; every keyword tip can be found in text;
every legal action of whole games can be hinted in words; and whole seeded games, duels and tag
battles, played by the computer (and at random) are told event by event without a fallback
"(type)" line and without any Python leaking into the text ("None", a dict, a list).
"""
from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.match import Match
from engine.games.auganism import ending
from engine.games.auganism.content import DOS, WHENS, Active, Effect, Hero, Passive, content
from engine.games.auganism.rules import RULES
from engine.games.auganism.state import Summoned
from engine.games.auganism.story import STORY
from scenes import i18n
from scenes.auganism import words
from scenes.widgets.log_lines import LogLine, StoryWriter
from tests.words import english, labels

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine" / "games" / "auganism"

#: Every event type the engine emits (the brief of the log; engine_event_types() checks it).
EVENT_TYPES = {"augment", "augments_spent", "battle", "battle_won", "boost", "captured", "declare", "discount",
               "draw", "draws", "effect", "evolve", "evp", "evp_bonus", "first", "game_over", "heal", "hero",
               "heroes", "nothing_to_summon", "recover", "standoff", "strike", "summon", "turn", "turn_end",
               "wound"}


class FakeNames:
    def of(self, seat: int) -> str:
        return ("Ann", "Ben", "Cid", "Dee")[seat]

    def full(self, seat: int) -> str:
        return f"Seat {seat + 1} \u00b7 {self.of(seat)}"


def engine_event_types() -> set[str]:
    types = set()
    for path in ENGINE.glob("*.py"):
        types |= set(re.findall(r'"type": "([a-z_]+)"', path.read_text()))
    return types


def new_match(seed: int, tag: bool = False) -> Match:
    seats = ["ai:easy"] * (4 if tag else 2)
    return Match(RULES, seed, seats, RULES.check_options(seats, {"tag": True} if tag else {}))


def play(seed: int, tag: bool = False, randomly: bool = False) -> Match:
    m = new_match(seed, tag)
    chooser = random.Random(seed)
    while not m.result():
        m.act(chooser.choice(m.legal_actions()) if randomly else m.suggest(m.to_move()))
    return m


def seen_by(events: list[dict], seat: int | None) -> list[dict]:
    """The events a seat's table shows (as scenes/session.visible_to filters them)."""
    return [e for e in events if "visible_to" not in e or (seat is not None and seat in e["visible_to"])]


# --- words ---------------------------------------------------------------------------------------------
def test_words_does_not_import_pygame():
    code = "import sys, scenes.auganism.words; assert 'pygame' not in sys.modules, 'pygame imported'"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_every_card_hero_deck_and_family_has_its_name_in_the_catalog():
    c = content()
    for kind, entries in (("monster", c.monsters), ("hero", c.heroes), ("deck", c.decks)):
        for entry in entries.values():
            assert i18n.term("auganism", f"{kind}.{entry.id}") not in ("", entry.id), (kind, entry.id)
            assert entry.name == "", f"{kind} {entry.id}: a shipped name belongs in the catalog, not the data"
    for card in c.monsters.values():
        assert words.term("family", card.family) == card.family.capitalize()
    assert words.card_name("ember_pup") == "Ember Pup" and words.hero_name("the_warlord") == "The Warlord"
    assert words.card_name("no_such_card") == "No Such Card", "a card no catalog names: its id, readable"
    assert words.rules.deck_words({"id": "blaze_rush"}) == {"term": "deck", "id": "blaze_rush"}
    assert words.term("deck", "blaze_rush") == "Blaze Rush"
    assert words.rules.deck_words({"name": "Anna's Fire"}) == {"text": "Anna's Fire"}, "a player's deck keeps its name"
    assert english(words.rules.deck_words({"name": ""}), "auganism") == "a deck of their own"


def test_stage_and_augment_words():
    assert english(words.rules.stage_words(2, 3), "auganism") == "Stage 2 of 3"
    assert [english(words.rules.augment_words(*given), "auganism") for given in ((1, 3), (2, 0), (0, 1), (0, 0))] == \
        ["+1 Sword, +3 Shield", "+2 Sword", "+1 Shield", "no Sword or Shield"]


@pytest.mark.parametrize("effect, text", [
    (Effect("summon", "draw", 1), "When summoned: draw 1 card"),
    (Effect("win", "draw", 2), "When it wins a battle: draw 2 cards"),
    (Effect("activated", "attack", 2), "Activated: +2 Attack in its next battle"),
    (Effect("response", "shield", 3), "Response: +3 Shield"),
    (Effect("battle", "attack", 1), "At the start of each battle: +1 Attack"),
    (Effect("augment", "shield", 1), "When placed as an augment: +1 Shield in its next battle"),
    (Effect("battle", "pierce", 1), "At the start of each battle: pierce (the opposing Shield counts as 0)"),
    (Effect("activated", "heal", 2), "Activated: heal your monster by 2"),
    (Effect("summon", "wound", 1), "When summoned: wound the opposing monster for 1"),
    (Effect("evp", "evp", 1), "When placed in your EVP Zone: +1 EVP towards your next evolution"),
    (Effect("win", "recover", 1), "When it wins a battle: recover the last card put in your graveyard"),
    (Effect("evolve", "discount", 1), "When it evolves: discount your next evolution by 1 EVR"),
])
def test_effect_line(effect, text):
    assert english(words.rules.effect_line(effect), "auganism") == text


def test_every_effect_of_every_card_and_hero_has_words_naming_its_keyword():
    c = content()
    effects = [e for m in c.monsters.values() for e in m.effects] + [h.active for h in c.heroes.values()]
    effects += [Effect(when, do, 2) for when in WHENS for do in DOS]
    for e in effects:
        text = words.say(words.rules.effect_line(e))
        assert text.startswith(words.say(words.rules.timing_words(e.when)) + ": "), text
        numbered = e.do != "pierce" and not (e.do == "recover" and e.amount == 1)  # "the last card"
        assert str(e.amount) in text or not numbered, text
        assert e.do in words.keywords_in(text), (e, text)
        assert "_" not in text and "None" not in text


def test_heroes_have_words_for_their_passive_and_their_active_with_its_cooldown():
    for hero in content().heroes.values():
        passive = words.hero_passive_text(hero)
        assert passive.startswith("Passive: ") and str(hero.passive.amount + (2 if hero.passive.kind ==
                                                                               "empty_hand_draw" else 0)) in passive
        assert "_" not in passive and "None" not in passive
        active = words.hero_active_text(hero)
        assert active.startswith(words.say(words.rules.timing_words(hero.active.when)) + ": ")
        turns = "turn" if hero.active.cooldown == 1 else "turns"
        assert active.endswith(f"(cooldown {hero.active.cooldown} {turns})")
        tip = words.hero_tip(hero.id, wait=2)
        assert tip.startswith(f"<b>{words.hero_name(hero.id)}") and "Ready again in 2 turns" in tip
    warlord = content().heroes["the_warlord"]
    assert words.hero_active_text(warlord) == "Activated: +3 Attack in its next battle (cooldown 4 turns)"
    assert words.hero_passive_text(warlord) == "Passive: +1 Attack in every battle"
    pyro = content().heroes["the_pyromancer"]
    assert words.hero_passive_text(pyro) == "Passive: your Blaze monsters have +2 Attack in every battle"
    wall = Hero("wall", "Wall", Passive("shield_bonus", 2), Active("shield", 3, 1, "response"))
    assert words.hero_active_text(wall) == "Response: +3 Shield (cooldown 1 turn)"
    assert words.hero_passive_text(wall) == "Passive: +2 Shield in every battle"


def test_monster_text_gives_every_stage_and_number():
    for m in content().monsters.values():
        text = words.monster_text(m)
        lines = text.split("\n")
        assert lines[0].startswith(f"{words.card_name(m.id)} - {words.term('family', m.family)}, ")
        for n, s in enumerate(m.stages, start=1):
            evr = f" (EVR {s.evr})" if s.evr else ""
            assert f"Stage {n}: {s.attack} Attack, {s.health} Health{evr}" in lines
        assert f"EVP {m.evp} \u00b7 Sword {m.sword} \u00b7 Shield {m.shield}" in lines
        for e in m.effects:
            assert words.say(words.rules.effect_line(e)) in lines
        assert "None" not in text and "_" not in text
        tip = words.monster_tip(m.id, {"stage": 1, "health": 1, "attack_boost": 2, "pierce": True})
        assert tip.startswith(f"<b>{words.card_name(m.id)}") and "Now: Stage 1 of" in tip and "+2 Attack" in tip
    pup = content().monsters["ember_pup"]
    assert words.monster_text(pup) == (
        "Ember Pup - Blaze, 3 stages\nStage 1: 3 Attack, 3 Health\nStage 2: 5 Attack, 7 Health (EVR 3)\n"
        "Stage 3: 8 Attack, 10 Health (EVR 4)\nEVP 1 \u00b7 Sword 1 \u00b7 Shield 0\nWhen summoned: draw 1 card")


def test_every_keyword_is_found_by_keywords_in():
    for key in words.KEYWORDS:
        tip = words.keyword_tip(key)
        assert tip.strip() and tip.endswith(".") and "{" not in tip, key
        assert words.keywords_in(key) == [key]
        assert key in words.keywords_in(f"Some text with {key.upper()} in it.")
        assert words.keyword_title(key)[0].isupper()
    for key in ("evp", "evr", "sword", "shield", "stage", "evolve", "skip penalty", "augment", "response",
                "declare", "capture", "cooldown", "stalemate", *DOS):
        assert key in words.KEYWORDS, key
    assert words.keyword_title("evp") == "EVP" and words.keyword_title("skip penalty") == "Skip penalty"


def test_keywords_in_whole_words_and_phrases_in_order_once():
    assert words.keywords_in("Shield 3, then EVP; the shields and evp again") == ["shield", "evp"]
    assert words.keywords_in("Evolving costs a skip penalty; it evolves") == ["evolve", "skip penalty"]
    assert words.keywords_in("Captured cards") == ["capture"]
    assert words.keywords_in("swordfish shielding evpx") == []
    assert words.keywords_in("When summoned: draw 1 card") == ["summon", "draw"]


# --- the Hint ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed, tag, randomly", [(1, False, False), (2, False, True), (3, True, False),
                                                 (4, True, True), (5, False, True)])
def test_every_legal_action_can_be_hinted_in_words(seed, tag, randomly):
    m = new_match(seed, tag)
    chooser = random.Random(seed)
    verbs = set()
    while not m.result():
        view = m.view(m.to_move())
        for c in labels(m):
            action, text = c["action"], c["label"]
            verbs.add(action.split()[0])
            assert text and text != action and "None" not in text and "_" not in text, (action, text)
            summoned = view["players"][m.to_move()]["summoned"]
            if summoned and action.split()[0] in ("evolve", "augment", "use", "battle"):
                assert words.card_name(summoned["card"]) in text, (action, text)
        m.act(chooser.choice(m.legal_actions()) if randomly else m.suggest(m.to_move()))
    assert {"summon", "battle"} <= verbs


# --- the log -------------------------------------------------------------------------------------------
def assert_clean(ev: dict, line) -> None:
    if line is None:
        assert ev["type"] == "draws", ev  # its private "draw" told the cards
        return
    assert isinstance(line, LogLine), ev
    text = line.text
    assert text.strip(), ev
    assert f"({ev['type']})" not in text, (ev, text)
    for leak in ("None", "{", "}", "[", "]", "_"):
        assert leak not in text, (ev, text)


def log_writer(names, me: int | None = None, revealed: bool = False) -> StoryWriter:
    """The table's log writer (scenes/auganism/play.py's new_writer)."""
    return StoryWriter("auganism", names, words.term, me=me, revealed=revealed)


def tell(events: list[dict], me: int | None = None, revealed: bool = False) -> list[tuple[dict, LogLine | None]]:
    writer = log_writer(FakeNames(), me=me, revealed=revealed)
    out = []
    for ev in events:
        line = writer.line(ev)
        assert_clean(ev, line)
        out.append((ev, line))
    return out


def test_the_engine_emits_the_event_types_the_log_knows():
    assert engine_event_types() == EVENT_TYPES


def test_every_engine_event_type_has_a_sentence():
    missing = sorted(t for t in engine_event_types() if not hasattr(STORY, "_" + t))
    assert not missing, f"no log sentence for {missing}"


def test_the_story_keeps_no_game_state():
    """A sentence is a function of its event: the story holds only who reads (the seat at the
    screen, face up or not), and telling events changes nothing in it."""
    story = STORY(reader=0)
    before = dict(vars(story))
    assert set(before) == {"reader", "revealed"}
    events = play(3).events()
    first = [story.tell(ev) for ev in events]
    assert vars(story) == before
    assert [story.tell(ev) for ev in events] == first


@pytest.mark.parametrize("seed, tag, randomly", [(1, False, False), (2, False, False), (3, False, True),
                                                 (4, True, False), (5, True, False), (6, True, True)])
def test_whole_games_are_told_event_by_event(seed, tag, randomly):
    m = play(seed, tag, randomly)
    seen = set()
    for viewer in (None, *range(4 if tag else 2)):
        told = [(ev, line) for ev, line in tell(seen_by(m.events(), viewer), me=viewer) if line is not None]
        assert len(told) > 30
        seen |= {ev["type"] for ev, _ in told}
        assert told[-1][1].bold or any(line.bold for ev, line in told if ev["type"] == "game_over")
    assert {"heroes", "first", "turn", "draws", "summon", "battle", "strike", "battle_won", "game_over"} <= seen
    assert seen <= EVENT_TYPES


def test_many_games_leave_no_event_without_its_sentence():
    seen = set()
    for seed in range(10):
        for tag in (False, True):
            for randomly in (False, True):
                events = play(seed, tag, randomly).events()
                tell(events, revealed=True)
                seen |= {ev["type"] for ev in events}
    assert len(seen) >= 24  # all but the rare ends, staged below


def test_a_log_started_in_the_middle_of_a_game_reads_as_the_whole_log_does():
    """After a load the log may start anywhere: each line is its event's, whatever came before."""
    for tag in (False, True):
        events = play(7, tag).events()
        whole = [line for _, line in tell(events, revealed=True)]
        for start in (len(events) // 3, len(events) // 2, len(events) - 20):
            assert [line for _, line in tell(events[start:], revealed=True)] == whole[start:]


def test_the_drawer_reads_the_cards_and_everyone_else_how_many():
    events = play(1).events()
    mine = [line.text for ev, line in tell(seen_by(events, 0), me=0) if line and ev.get("seat") == 0
            and ev["type"] in ("draw", "draws")]
    theirs = [line.text for ev, line in tell(seen_by(events, 1), me=1) if line and ev.get("seat") == 0
              and ev["type"] in ("draw", "draws")]
    first = next(e for e in events if e["type"] == "draw" and e["seat"] == 0)
    assert mine[0] == f"Ann draws {i18n.join([words.card_name(c) for c in first['cards']])} (28 left in the deck)."
    assert theirs[0] == "Ann draws 2 cards (28 left in the deck)."
    assert len(mine) == len(theirs), "one line a draw, for the drawer and for everyone else"
    face_up = [line.text for ev, line in tell(events, revealed=True) if line and ev.get("seat") == 0
               and ev["type"] in ("draw", "draws")]
    assert face_up == mine, "a replay face up reads every draw's cards, once"


def test_a_battle_is_told_with_every_number():
    w = log_writer(FakeNames())
    assert w.line({"type": "summon", "seat": 1, "card": "tidepool_crab", "health": 5, "attack": 2, "stages": 2}).text == \
        "Ben summons Tidepool Crab: Stage 1 of 2, 2 Attack, 5 Health."
    assert w.line({"type": "declare", "seat": 0, "target": 1, "monster": "ember_pup", "foe": "tidepool_crab"}).text == \
        "Ann declares a battle: Ember Pup against Ben's Tidepool Crab."
    line = w.line({"type": "augment", "seat": 1, "card": "reef_warden", "sword": 0, "shield": 3, "response": True,
                   "monster": "tidepool_crab"})
    assert line.text == "Ben responds by augmenting Tidepool Crab with Reef Warden (+3 Shield) for this battle."
    line = w.line({"type": "battle", "attacker": 0, "defender": 1, "attack": [7, 2], "shield": [0, 2],
                   "monsters": ["ember_pup", "tidepool_crab"], "healths": [3, 5], "pierced": [False, False]})
    assert line.text == ("Battle! Ann's Ember Pup (7 Attack, 0 Shield, 3 Health) against Ben's Tidepool Crab "
                         "(2 Attack, 2 Shield, 5 Health).")
    line = w.line({"type": "strike", "seat": 0, "target": 1, "attack": 7, "shield": 2, "damage": 5, "health": 0,
                   "monster": "ember_pup", "target_monster": "tidepool_crab", "back": False})
    assert line.text == "Ann's Ember Pup strikes: 7 Attack against 2 Shield, 5 damage: Tidepool Crab falls to 0 Health."
    line = w.line({"type": "battle_won", "seat": 0, "loser": 1, "card": "tidepool_crab", "wins": 1,
                   "monster": "ember_pup", "partner": None, "team_wins": None, "needed": 3})
    assert line.bold and line.text == "Ann's Ember Pup beats Ben's Tidepool Crab: Ann has 1 win of the 3 needed."
    line = w.line({"type": "captured", "seat": 0, "card": "tidepool_crab", "to": "evp", "owner": 1, "winner": 0})
    assert line.text == "Tidepool Crab is captured into Ann's EVP Zone (it still belongs to Ben)."
    line = w.line({"type": "augments_spent", "seat": 1, "cards": ["reef_warden"]})
    assert line.text == "Ben's augment is spent: Reef Warden goes to the graveyard."


def test_a_counterattack_and_a_standoff():
    w = log_writer(FakeNames())
    line = w.line({"type": "strike", "seat": 0, "target": 1, "attack": 3, "shield": 3, "damage": 0, "health": 5,
                   "monster": "ember_pup", "target_monster": "tidepool_crab", "back": False})
    assert line.text == "Ann's Ember Pup strikes: 3 Attack against 3 Shield, no damage: Tidepool Crab keeps 5 Health."
    line = w.line({"type": "strike", "seat": 1, "target": 0, "attack": 2, "shield": 0, "damage": 2, "health": 1,
                   "monster": "tidepool_crab", "target_monster": "ember_pup", "back": True})
    assert line.text == ("Ben's Tidepool Crab strikes back: 2 Attack against 0 Shield, 2 damage: Ember Pup has 1 "
                         "Health left.")
    line = w.line({"type": "standoff", "seats": [0, 1], "monsters": ["ember_pup", "tidepool_crab"], "healths": [1, 5]})
    assert "Ann's Ember Pup 1 and Ben's Tidepool Crab 5" in line.text and "nobody wins" in line.text


def test_evolving_effects_and_heroes_are_told_with_their_numbers():
    w = log_writer(FakeNames())
    line = w.line({"type": "evolve", "seat": 0, "card": "ember_pup", "from": 1, "to": 3, "stages": 3, "cost": 8,
                   "spent": ["mossback_boar", "seedling_sprite", "thornling"], "attack": 8, "health": 10})
    assert line.bold and line.text == (
        "Ann's Ember Pup evolves from Stage 1 to Stage 3 of 3, skipping 1 stage, for 8 EVR, spending Mossback "
        "Boar, Seedling Sprite and Thornling: now 8 Attack and 10 Health.")
    assert w.line({"type": "evp", "seat": 0, "card": "mossback_boar", "score": 4, "evp": 3}).text == \
        "Ann puts Mossback Boar in the EVP Zone for 3 EVP: EVP score 4."
    assert w.line({"type": "heal", "seat": 0, "amount": 1, "health": 9, "monster": "ember_pup",
                   "regenerate": True}).text == "Ann's Ember Pup heals 1: 9 Health. (The hero's regenerate.)"
    assert w.line({"type": "heal", "seat": 0, "amount": 0, "health": 10, "monster": "ember_pup"}).text == \
        "Ann's Ember Pup is already at full Health (10)."
    line = w.line({"type": "hero", "seat": 1, "hero": "the_warlord", "do": "attack", "amount": 3, "when": "activated",
                   "cooldown": 4, "idle": True})
    assert line.text == ("Ben calls on The Warlord, but the power does nothing: Ben has no monster for it to act on. "
                         "Ready again in 4 of Ben's turns.")
    assert w.line({"type": "wound", "seat": 0, "amount": 2, "health": 8, "monster": "ember_pup"}).text == \
        "Ann's Ember Pup is wounded for 2: 8 Health left."
    assert w.line({"type": "boost", "seat": 0, "kind": "shield", "amount": 2, "monster": "ember_pup",
                   "now": False}).text == "Ann's Ember Pup gets +2 Shield in its next battle."
    assert w.line({"type": "evp_bonus", "seat": 0, "amount": 1}).text.startswith("Ann gains 1 EVP")
    assert w.line({"type": "discount", "seat": 0, "amount": 2}).text == "Ann's next evolution needs 2 EVR less."
    assert w.line({"type": "recover", "seat": 0, "cards": ["thornling"], "uids": ["0:1"]}).text == \
        "Ann recovers Thornling from the graveyard to the hand."
    assert "nothing to recover" in w.line({"type": "recover", "seat": 0, "cards": [], "uids": []}).text


def test_tag_battles_name_the_partners():
    w = log_writer(FakeNames())
    line = w.line({"type": "heroes", "heroes": ["the_warlord"] * 4, "decks": [{"id": "blaze_rush"}] * 4, "tag": True,
                   "team_wins": 5})
    assert line.text.startswith("Tag battle: Ann and Cid against Ben and Dee, first team to 5 battles won.")
    assert "Ann plays The Warlord (Blaze Rush)" in line.text
    line = w.line({"type": "battle_won", "seat": 2, "loser": 3, "card": "thornling", "wins": 1, "monster": "ember_pup",
                   "partner": 0, "team_wins": 3, "needed": 5})
    assert line.text == "Cid's Ember Pup beats Dee's Thornling: Cid has 1 win, 3 of the 5 needed for Ann and Cid."
    line = w.line({"type": "captured", "seat": 0, "card": "thornling", "to": "hand", "owner": 3, "winner": 2})
    assert line.text == ("Thornling is captured: it goes to the hand of Ann, Cid's partner, to play as their own "
                         "(it still belongs to Dee).")
    line = w.line({"type": "game_over", "winners": [0, 2], "reason": "five team wins", "limits": {"team_wins": 5}})
    assert line.bold and line.text == "Ann and Cid win the tag battle with 5 battles won between them!"


def test_the_stalemate_count_and_its_end():
    w = log_writer(FakeNames())
    for quiet in range(1, ending.QUIET_TURNS + 1):
        line = w.line({"type": "turn_end", "seat": quiet % 2, "turn": 40 + quiet, "decks_empty": True, "quiet": quiet,
                       "quiet_turns": ending.QUIET_TURNS, "max_turns": ending.MAX_TURNS})
        assert f"{quiet} quiet turn{'s' if quiet > 1 else ''} in a row" in line.text
    end = {"type": "game_over", "winners": [1], "reason": "stalemate", "turn": 46, "max_turns": ending.MAX_TURNS,
           "quiet": 6, "quiet_turns": 6, "wins_by_side": [1, 1], "health_by_side": [3, 8]}
    line = w.line(end)
    assert line.bold and line.text == ("Stalemate (6 turns in a row without Health lost, with every deck empty): Ben "
                                       "wins, with more Health left on the summoned monsters (8 to 3).")
    line = w.line({**end, "winners": []})
    assert "draw" in line.text and line.bold


def test_the_log_reads_in_italian():
    w = log_writer(FakeNames())
    i18n.set_language("it")
    line = w.line({"type": "summon", "seat": 1, "card": "tidepool_crab", "health": 5, "attack": 2, "stages": 2})
    assert line.text.startswith("Ben evoca ") and "Stadio 1 di 2" in line.text


# --- the rare ends, played through the rules ---------------------------------------------------------------------
def _staged(tag: bool, seat_setup) -> Match:
    """A new match whose zones the test sets straight (like tests/auganism/test_rules.py's staged())."""
    m = new_match(1, tag)
    s = m.state
    for seat, (summoned, health, deck_left) in seat_setup(m.to_move()).items():
        p = s.players[seat]
        p.hand = []
        p.summoned = None
        if summoned:
            uid = f"{seat}:x{len(s.cards)}"
            s.cards[uid] = summoned
            p.summoned = Summoned(uid, 0, health)
        if deck_left is not None:
            p.deck.pile, p.deck.segments = p.deck.pile[:deck_left], ([deck_left] if deck_left else [])
    from engine.games.auganism import turn
    turn.settle(s, [])
    return m


def _finish(m: Match) -> None:
    for _ in range(20):
        if m.result():
            return
        legal = m.legal_actions()
        m.act("skip" if "skip" in legal else "done" if "done" in legal else legal[0])


@pytest.mark.parametrize("tag", [False, True])
def test_nothing_to_summon_is_told_bold(tag):
    m = _staged(tag, lambda me: {me ^ 1: (None, 0, 0), me: ("reef_warden", 8, None)})
    _finish(m)
    assert m.result()["reason"] == "nothing to summon"
    told = {ev["type"]: line for ev, line in tell(m.events())}
    assert told["nothing_to_summon"].bold and told["game_over"].bold
    assert "nothing left to summon" in told["game_over"].text


def test_the_200th_turn_is_told():
    m = _staged(False, lambda me: {me: ("reef_warden", 5, None), me ^ 1: ("reef_warden", 8, None)})
    m.state.turn = ending.MAX_TURNS
    _finish(m)
    assert m.result()["reason"] == "stalemate"
    told = {ev["type"]: line for ev, line in tell(m.events())}
    assert told["game_over"].text.startswith("Stalemate") and told["game_over"].bold


def test_events_without_a_seat_do_not_crash():
    w = log_writer(FakeNames())
    for ev in [{"type": t} for t in sorted(EVENT_TYPES)] + [
        {"type": "strike", "seat": -1, "target": None}, {"type": "game_over", "winners": [-1]},
        {"type": "battle_won", "seat": None, "loser": None}, {"type": "heal", "seat": None, "amount": 1},
    ]:
        line = w.line(ev)
        assert line is None or isinstance(line, LogLine)


def test_a_forecast_battle_says_a_pierced_shield_and_offers_no_response_to_the_side_that_wins():
    """The table's forecast: "Bob hits 8 for 8: it falls" where Ann had played a Shield card and
    Bob's monster pierces; "(unless Ann responds)" where Ann was winning already."""
    i18n.set_language("en")
    names = {0: "Ann", 1: "Bob"}.get
    battle = {"attacker": 1, "defender": 0, "attack": [8, 2], "shield": [0, 0], "pierced": [False, True], "open": True,
              "winner": 1, "blows": [{"seat": 1, "target": 0, "attack": 8, "shield": 0, "damage": 8, "health": 0}]}
    assert words.battle_outcome(battle, names) == \
        "Bob hits 8 through a pierced Shield for 8: it falls \u2014 Bob wins the battle (unless Ann responds)"
    lost = dict(battle, winner=0, pierced=[False, False],
                blows=[{"seat": 1, "target": 0, "attack": 2, "shield": 0, "damage": 2, "health": 3},
                       {"seat": 0, "target": 1, "attack": 8, "shield": 0, "damage": 8, "health": 0}])
    assert words.battle_outcome(lost, names).endswith("\u2014 Ann wins the battle")

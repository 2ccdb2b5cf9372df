"""Creature Adventures' table words (scenes/creature_adventures/words.py) and its log, the engine's
story (engine/games/creature_adventures/story.py) as the table writes it (widgets/log_lines.StoryWriter).

Every creature, space, Warlord and champion has its name in the content catalog and none in the
data; whole seeded games, played by the computer and at random, are told event by event without
a fallback "(type)" line and without Python leaking into the text; the story keeps no game state,
so a log told from the middle of a game reads as the whole log does from there; and the sentences
say the facts their events carry.
"""
from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib

from engine import api
from engine.games.creature_adventures.content import content, readable
from engine.games.creature_adventures.story import STORY
from scenes import i18n
from scenes.creature_adventures import words
from scenes.widgets.log_lines import BAD, LogLine, StoryWriter

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine" / "games" / "creature_adventures"
DATA = ROOT / "data" / "creature_adventures"


class FakeNames:
    def of(self, seat: int) -> str:
        return ("Ann", "Ben", "Cid", "Dee")[seat]

    def full(self, seat: int) -> str:
        return f"Seat {seat + 1} \u00b7 {self.of(seat)}"


def play(seed: int, seats: int = 3, randomly: bool = False) -> api.Match:
    m = api.new_match("creature_adventures", seed, ["ai:easy"] * seats)
    chooser = random.Random(seed)
    for _ in range(6000):
        if m.result():
            break
        m.act(chooser.choice(m.legal_actions()) if randomly else m.suggest(m.to_move()))
    return m


def writer(me: int | None = None) -> StoryWriter:
    return StoryWriter("creature_adventures", FakeNames(), words.term, me=me)


def tell(events: list[dict], told_by: StoryWriter | None = None) -> list[LogLine | None]:
    told_by = told_by or writer()
    out = []
    for ev in events:
        line = told_by.line(ev)
        if line is not None:
            assert f"({ev['type']}" not in line.text, (ev, line.text)
            for leak in ("None", "{", "}", "[", "]", "_"):
                assert leak not in line.text, (ev, line.text)
        out.append(line)
    return out


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")


# --- words ---------------------------------------------------------------------------------------------
def test_words_does_not_import_pygame():
    code = "import sys, scenes.creature_adventures.words; assert 'pygame' not in sys.modules, 'pygame imported'"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_every_creature_space_and_opponent_is_named_by_the_catalog_not_the_data():
    c = content()
    for ident in [*c.creatures, *c.foe_ids.values()]:
        assert i18n.term("creature_adventures", f"creature.{ident}"), ident
        assert words.term("creature", ident) == readable(ident), "the state's name is the catalog's English"
    for space in c.board.spaces.values():
        assert words.space_name(space.id) and "_" not in words.space_name(space.id), space.id
    for sigil in c.warlords:
        assert words.titled("warlord", sigil) == c.warlords[sigil].name, "the state's record, said in full"
    for champion in c.champions:
        assert words.titled("champion", champion.id) == champion.name
    names = re.compile(r"^\s*name\s*=", re.M)
    assert not names.search((DATA / "creatures.toml").read_text())
    assert not names.search((DATA / "board.toml").read_text())
    opponents = tomllib.loads((DATA / "opponents.toml").read_text())
    assert all("name" not in f for o in opponents["warlord"] + opponents["champion"] for f in o["creatures"])
    assert words.space_name("lane_1") == "Hearthstone Lane" and words.space_name("west_road_1") == "the King's Road"
    assert words.term("creature", "no_such_beast") == "No Such Beast", "a creature no catalog names: its id, readable"


def test_the_vocabulary_is_the_catalogs():
    for kind, ids in (("ability", ("venom", "thick_hide")), ("sigil", ("power", "speed", "wisdom")),
                      ("condition", ("exhaustion", "rally_cry", "vigilance", "astral_sickness")),
                      ("place", ("path", "wild", "home", "shaman", "thieves", "warlord", "colosseum"))):
        for ident in ids:
            assert i18n.term("creature_adventures", f"{kind}.{ident}"), (kind, ident)
            assert words.about(kind, ident).endswith("."), (kind, ident)
    assert words.term("ability", "thick_hide") == "Thick Hide" and words.term("artifact", "shoes") == "Quiet Shoes"
    assert [len(words.artifact_levels(a)) for a in words.ARTIFACT_ORDER] == [3, 1, 3, 3, 1]
    assert words.gain("hp") == "+2 HP" and words.term("attribute", "defense") == "Defense"


#: What a proofreader would mark: a doubled full stop (not an ellipsis), and a possessive with nothing
#: owned ("the Sigil of Power's may be moved").
SLIPS = {"doubled full stop": re.compile(r"(?<!\.)\.\.(?!\.)"), "possessive with no noun": re.compile(r"'s (may|can|must|will)\b")}


def _players_words() -> list[tuple[str, str]]:
    """Every English and Italian text of this game a player may read, from the catalogs: the code's
    words said in its files (the template, and the Italian catalog), and its content catalogs."""
    from babel.messages.pofile import read_po

    from tools import i18n as catalogs

    def entries(path: Path):
        with path.open("rb") as f:
            return list(read_po(f))

    ours = [m for m in entries(catalogs.po_path("it")) if any("creature_adventures" in f for f, _ in m.locations)]
    texts = [(f"it: {m.id}", t) for m in ours for t in ([m.string] if isinstance(m.string, str) else m.string)]
    texts += [("en", t) for m in ours for t in ([m.id] if isinstance(m.id, str) else m.id)]
    for language in ("en", "it"):
        content = catalogs.po_path(language, "creature_adventures")
        texts += [(f"{language}: {m.id}", m.string) for m in entries(content) if isinstance(m.string, str)]
    return [(where, text) for where, text in texts if text]


def test_no_players_text_has_a_doubled_full_stop_or_a_possessive_with_no_noun():
    slips = [(kind, where, text) for where, text in _players_words() for kind, slip in SLIPS.items() if slip.search(text)]
    assert not slips, slips


# --- the log -------------------------------------------------------------------------------------------
def engine_event_types() -> set[str]:
    types = set()
    for path in ENGINE.glob("*.py"):
        types |= set(re.findall(r'"type": "([a-z_]+)"', path.read_text()))
    return types


def test_every_engine_event_type_has_a_sentence():
    missing = sorted(t for t in engine_event_types() if not hasattr(STORY, "_" + t))
    assert not missing, f"no log sentence for {missing}"


def test_the_story_keeps_no_game_state():
    """A line is a function of its event: the story holds only who reads (the seat at the
    screen, face up or not), and telling whole games changes nothing in it."""
    story = STORY(reader=0)
    before = dict(vars(story))
    assert set(before) == {"reader", "revealed"}
    for seed in (1, 2):
        for ev in play(seed).events():
            story.tell(ev)
    assert vars(story) == before


@pytest.mark.parametrize("seed, seats, randomly", [(1, 2, False), (2, 3, False), (3, 4, False), (4, 2, True),
                                                   (5, 3, True)])
def test_whole_games_are_told_event_by_event(seed, seats, randomly):
    m = play(seed, seats, randomly)
    told = [(ev, line) for ev, line in zip(m.events(), tell(m.events()), strict=True) if line is not None]
    assert len(told) > 50
    types = {ev["type"] for ev, _ in told}
    assert {"setup", "turn", "move_roll", "move_done", "turn_end"} <= types
    if m.result():
        assert told[-1][1].bold and told[-1][0]["type"] == "game_over"


# The 16 games are told in two parts, each meeting the 40 kinds of event: in `make test` the 8
# random ones and the computer's game of seed 0 (4 CPU s, 45 kinds), in `make journeys` the
# computer's other 7 (8 CPU s, 43 kinds).
@pytest.mark.parametrize("quick", [True, pytest.param(False, marks=pytest.mark.slow)], ids=["quick", "computers"])
def test_many_games_leave_no_event_without_its_sentence(quick):
    seen = set()
    for seed in range(8):
        for randomly in (False, True):
            if (randomly or seed == 0) != quick:
                continue
            events = play(seed, 2 + seed % 3, randomly).events()
            tell(events)
            seen |= {ev["type"] for ev in events}
    assert len(seen) >= 40, sorted(engine_event_types() - seen)


def test_a_log_started_in_the_middle_of_a_game_reads_as_the_whole_log_does():
    """After a load the log may start anywhere: each line is its event's, whatever came before."""
    events = play(6, 3).events()
    whole = tell(events)
    for start in (len(events) // 3, len(events) // 2, len(events) - 40):
        assert tell(events[start:]) == whole[start:]


def line(ev: dict) -> LogLine:
    return writer().line(ev)


def test_a_move_a_point_and_a_purchase_are_told_from_their_events():
    assert line({"type": "setup", "seats": 3, "deck": 31, "creatures": {}, "cards": {}, "held": 3}).text == (
        "A game for 3 players. The creature deck holds 31 creatures; each player starts at Home with 3 Common creatures.")
    assert line({"type": "move_roll", "seat": 0, "rolls": [7], "dice": [[3, 4]]}).text == "Ann rolls 7 to move."
    assert line({"type": "move_roll", "seat": 1, "rolls": [7, 9], "dice": []}).text == \
        "Ben rolls twice with Tailwind: 7 and 9."
    assert line({"type": "step", "seat": 0, "to": "lane_1", "wild": False, "left": 3}) is None
    assert line({"type": "move_done", "seat": 0, "at": "gloamwood_2", "footsteps": 2, "left": 0}).text == \
        "Ann walks to Gloamwood Hollow, leaving 2 footsteps."
    assert line({"type": "move_done", "seat": 2, "at": "home_3", "footsteps": 0, "left": 3}).text == \
        "Cid walks to Reedhollow Mill. The road ends there: 3 steps are not taken."
    assert line({"type": "assign", "seat": 0, "slot": 0, "creature": "Fernfox", "creature_id": "fernfox",
                 "attr": "hp", "amount": 2}).text == "Ann puts a point on Fernfox: +2 HP."
    assert line({"type": "buy", "seat": 1, "artifact": "shoes", "level": 2, "cost": 2}).text == \
        "Ben buys Quiet Shoes level 2 for 2 points."
    assert line({"type": "buy", "seat": 1, "artifact": "ascension", "level": 1, "cost": 3}).text == \
        "Ben buys an Ascension charge (1 held) for 3 points."
    assert line({"type": "turn_end", "seat": 0, "at": "west_road_1"}).text == "Ann's turn ends at the King's Road."
    assert line({"type": "sent_home", "seat": 0, "from": "moonwell", "to": "home_1"}).text == \
        "Ann is sent Home from The Moonwell."


def test_battles_name_their_opponents_and_creatures_by_id():
    assert line({"type": "battle", "kind": "warlord", "seat": 0, "foe": -1, "name": "x", "npc": [], "npc_id": [],
                 "sigil": "power"}).text == "Battle: Ann challenges Vorga Ironhand for the Sigil of Power."
    assert line({"type": "battle", "kind": "champion", "seat": 1, "foe": -1, "name": "x", "npc": [], "npc_id": [],
                 "champion": "the_emperor", "stage": 3, "of": 3}).text == \
        "Battle in the Colosseum: Ben against The Emperor, champion 3 of 3."
    assert line({"type": "battle", "kind": "thieves", "seat": 0, "foe": -1, "name": "x", "npc": [], "stake": 2,
                 "npc_id": ["sly_vixen", "knife-tail_stoat"]}).text == \
        "Battle: 2 thieves come for Ann's stake: Sly Vixen and Knife-Tail Stoat."
    assert line({"type": "battle", "kind": "wild", "seat": 0, "foe": -1, "name": "x", "npc": [],
                 "npc_id": ["gale_sparrow"]}).text == "Battle: Ann against a wild creature, Gale Sparrow."
    assert line({"type": "battle", "kind": "pvp", "seat": 0, "foe": 2, "name": "x", "npc": [], "npc_id": []}).text == \
        "Battle: Ann attacks Cid."
    strike = {"type": "strike", "seat": 0, "outcome": "unmitigated", "to_target": 4, "to_striker": 0,
              "striker": "x", "striker_id": "fernfox", "target": "y", "target_id": "siegetusk_mammoth",
              "target_hp": 12, "striker_hp": 10}
    assert line(strike).text == "Fernfox hits Siegetusk Mammoth for 4 (12 HP left)."
    assert line({**strike, "to_striker": 3, "striker_hp": -1}).text == (
        "Fernfox hits Siegetusk Mammoth for 4 (12 HP left); Siegetusk Mammoth strikes back: Fernfox takes 3 "
        "(0 HP left).")
    over = {"type": "battle_over", "kind": "warlord", "how": "knocked_out", "winner": -1, "loser": 0, "name": "x",
            "npc_id": [], "sigil": "wisdom"}
    assert line(over).text == "Old Maelis wins the battle." and line(over).bold
    assert line({**over, "kind": "wild", "how": "run", "winner": -1, "npc_id": ["fernfox"]}).text == \
        "Ann gets away from Fernfox."
    assert line({"type": "sigil", "sigil": "speed", "seat": 2, "source": "seat:1", "giver": 1}).text == \
        "Cid takes the Sigil of Speed from Ben."
    assert line({"type": "caught", "seat": 0, "creature": "x", "card": "peat_newt", "catches": 4, "of": 15}).text == \
        "Ann catches Peat Newt (4 of 15)."
    assert line({"type": "game_over", "winners": [1], "reason": "collector", "title": "x"}).text == \
        "Ben wins: Creature Master (Collector)!"


def test_the_engine_says_outcomes_risks_and_whose_line_it_is():
    assert words.outcome_word("critical") == "a critical hit" and words.outcome_word("+20%") == "+20%"
    assert words.outcome_word("25%") == "25%" and words.outcome_short("counterstrike") == "counter"
    assert words.wild_risk(0, 9) == "no footsteps: no Wilderness roll."
    assert words.wild_risk(2, 9) == "2 footsteps: a wild creature appears on 1-2 of the d6 (2 in 6)."
    assert words.opponent({"kind": "thieves", "npc_id": ["sly_vixen"]}) == "the Thieves"
    turn = line({"type": "turn", "seat": 0, "turn": 4})
    assert turn.text == "Turn 4: Ann." and turn.bold
    assert line({"type": "skip", "seat": 0, "why": "exhaustion"}).colour == BAD
    assert line({"type": "roll", "table": "dodge", "die": 10, "face": 7, "outcome": "dodged", "seat": 1,
                 "why": "dodge"}).text == "Dodge: 7 on the d10 - dodged."

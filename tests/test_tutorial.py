"""Tutorials as data (engine/core/tutorial.py): each game's script is a whole game the learner
wins, checked as it loads; a damaged script is a ContentError naming the file, the step and the
field; forced dice make a dice game's script come out the same every time."""
from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from engine import api
from engine.core import tutorial as tutorials

# The core each tutorial must teach (issue 17): a rule per kind of learner action, by first word.
CORE = {"auganism": {"summon", "evp", "evolve", "augment", "battle"},
        "everzone": {"leader", "location", "deploy", "activate"},
        "creature_adventures": {"roll", "go", "strike", "catch", "challenge"},
        "zvery": {"wild", "stake", "fight", "use", "die", "catch", "take", "place"},
        "zombie_slayer": {"move", "end", "attack", "luck", "keep", "search"}}


def rules_of(game: str):
    return importlib.import_module(f"engine.games.{game}").RULES


@pytest.mark.parametrize("game", sorted(CORE))
def test_a_tutorial_is_a_whole_game_the_learner_wins_taking_every_core_action(game):
    tutorial = api.tutorial(game)
    assert tutorial is not None and tutorial.title and tutorial.finale
    match = tutorial.new_match()
    words = [tutorial.narration(match)]
    taken = set()
    while (step := tutorial.step_at(match)) is not None:
        assert step.mover == match.to_move(), f"step {step.number} is {step.mover}'s, but {match.to_move()} is to move"
        if step.mover == tutorial.learner:
            taken.add(step.play.split()[0])
            assert step.why_not, f"step {step.number}: the learner's step has no answer to a wrong click"
        tutorial.take(match)
        words.append(tutorial.narration(match))
    assert tutorial.learner in match.result()["winners"]
    assert CORE[game] <= taken, f"the learner never takes {CORE[game] - taken}"
    assert CORE[game] <= set(tutorial.rule_steps()), "each core rule names the step that teaches it"
    assert words[0] and words[-1] == tutorial.finale and all(words), "the narrator always has words"


HELP = Path(__file__).resolve().parents[1] / "docs" / "help"


@pytest.mark.parametrize("game", sorted(CORE))
def test_each_rule_a_tutorial_teaches_belongs_to_a_section_of_the_games_guide(game):
    tutorial = api.tutorial(game)
    headings = {line[3:].strip() for line in (HELP / f"{game}.md").read_text(encoding="utf-8").splitlines()
                if line.startswith("## ")}
    assert set(tutorial.guide) == set(tutorial.rule_steps()), "every rule taught has its section, and no other"
    assert set(tutorial.guide.values()) <= headings, f"not sections of the guide: {set(tutorial.guide.values()) - headings}"
    lessons = tutorial.lessons()
    assert all(tutorial.steps[step - 1].rule and tutorial.guide[tutorial.steps[step - 1].rule] == heading
               for heading, step in lessons.items()), "each section links to the first step teaching it"


def test_a_game_without_a_tutorial_has_none():
    api.register("pig", "tests.sixth_game.pig")  # a game with no data folder, so no tutorial.toml
    try:
        assert api.tutorial("pig") is None
    finally:
        api.unregister("pig")


def write(folder: Path, text: str) -> Path:
    (folder / tutorials.FILE).write_text(text, encoding="utf-8")
    return folder


AUGANISM = (Path(__file__).resolve().parents[1] / "data" / "auganism" / tutorials.FILE).read_text(encoding="utf-8")


@pytest.mark.parametrize("edit, message", [
    (lambda t: t.replace('play = "evolve 2"', 'play = "evolve 4"', 1), r"line 68: \[\[step\]\] #8: field 'play' 'evolve 4' is not legal"),
    (lambda t: t.replace('play = "evolve 2"', 'plya = "evolve 2"', 1), r"line 68: \[\[step\]\] #8: field 'plya' is not a field here \(did you mean 'play'"),
    (lambda t: t.replace('seats = ["human", "ai:easy"]', 'seats = ["ai:easy", "ai:easy"]'), "exactly one \"human\" seat"),
    (lambda t: t[:t.rindex("[[step]]")], "the learner has not won"),
    (lambda t: t.replace("seed = 5", "seed = 'five'"), "field 'seed' must be int"),
    (lambda t: t.replace("[[step]]", "[[step]", 1), "not valid TOML"),
    (lambda t: t.replace('play = "hero"', 'play = "hero"\ndice = [0]', 1), r"\[\[step\]\] #1: field 'dice' must be a list of die faces"),
    (lambda t: t.replace('evolve = "Evolving"\n', ''), r"field 'guide' must name the guide's section of every rule taught.*missing: evolve"),
    (lambda t: t.replace('[guide]', '[guide]\nflying = "Heroes"'), r"field 'guide' .*not taught: flying"),
    (lambda t: t.replace('[[step]]', '[[stpe]]', 1), r"line \d+: \[\[stpe\]\] is not a table of this file \(did you mean 'step'"),
    (lambda t: t.replace('seed = 5', 'seed = 9223372036854775807000', 1), "not valid TOML|must be 0 to"),
    (lambda t: t.replace('play = "hero"', 'play = "hero"\ndice = [' + "1, " * 21 + ']', 1),
     r"field 'dice' is too long: at most 20 items, not 21"),
])
def test_a_damaged_script_names_the_game_the_file_the_step_and_the_field(tmp_path, edit, message):
    write(tmp_path, edit(AUGANISM))
    with pytest.raises(api.ContentError, match=message) as caught:
        tutorials.load("auganism", rules_of("auganism"), tmp_path, "Auganism")
    assert str(caught.value).startswith(f"Auganism: {tmp_path / tutorials.FILE}")


def test_the_api_names_the_game_of_a_damaged_script_by_its_title(tmp_path, monkeypatch):
    """A tutorial's messages began with "tutorial.toml", naming no game (issue 27)."""
    from engine.core import content

    (tmp_path / "auganism").mkdir()
    write(tmp_path / "auganism", AUGANISM.replace("seed = 5", "seed = 'five'"))
    monkeypatch.setattr(content, "DATA", tmp_path)
    monkeypatch.setattr(api, "_tutorials", {})
    with pytest.raises(api.ContentError, match=r"^Auganism: .*tutorial\.toml, line \d+: the tutorial: field 'seed'"):
        api.tutorial("auganism")


def test_forced_dice_make_a_dice_games_script_come_out_the_same(tmp_path):
    """Pig (tests/sixth_game): five forced sixes and a hold reach 30, a win the seed alone would
    not give; the dice are forced before the learner's own step too (`prepare`)."""
    api.register("pig", "tests.sixth_game.pig")
    try:
        steps = "".join('[[step]]\nplay = "roll"\ndice = [6]\nwhy_not = "Roll."\n\n' for _ in range(5))
        write(tmp_path, f'title = "Learn Pig"\nseed = 1\nseats = ["human", "ai:easy"]\n\n{steps}'
                        '[[step]]\nplay = "hold"\nwhy_not = "Hold."\n')
        tutorial = tutorials.load("pig", importlib.import_module("tests.sixth_game.pig").RULES, tmp_path)
        match = tutorial.new_match()
        for _ in range(5):
            tutorial.prepare(match)
            tutorial.prepare(match)  # twice is once: the dice are forced for this step only
            events = match.act("roll")
            assert events[0]["face"] == 6
        tutorial.take(match)
        assert match.result()["winners"] == [0] and tutorial.position(match) == 6
    finally:
        api.unregister("pig")


# The real game's odds of a forced roll: Creature Adventures' Strike is a d10 (1 misses, 2-5 hit,
# 6-9 counterstrike, 10 a critical hit), so a 10 is 1 in 10 - a lesson that wins a fight on two
# of them teaches a luck the first real fight does not have.
LUCKY = {"creature_adventures": {"strike": {10}}}


@pytest.mark.parametrize("game", sorted(LUCKY))
def test_a_lessons_forced_dice_win_no_fight_on_more_than_one_long_shot(game):
    tutorial = api.tutorial(game)
    long_shots = [s.number for s in tutorial.steps if s.play in LUCKY[game] and s.dice
                  and set(s.dice) <= LUCKY[game][s.play]]
    assert len(long_shots) <= 1, f"steps {long_shots} win on 1-in-10 rolls"


def test_zverys_lesson_has_the_learner_play_the_wild_side_of_vesnas_battle_and_earn_its_reward():
    """Rulebook 3.2: in the other player's battle the learner plays the wild creatures - rolls
    their dice, pays their skills - and the wild side earns a mutation for each creature caught
    or killed. The lesson's step teaching it is the learner's own, in Vesna's battle."""
    script = api.tutorial("zvery")
    taught = script.rule_steps()
    wild, reward = script.steps[taught["wild_side"] - 1], script.steps[taught["wild_reward"] - 1]
    assert wild.mover == reward.mover == script.learner and wild.play.startswith("use") and reward.play.startswith("take")
    match = script.new_match()
    wild_uses = 0
    while (step := script.step_at(match)) is not None:
        battle = match.view(script.learner)["battle"]
        if step.mover == script.learner and battle and battle["kind"] == "wild" and battle["seats"][1] == script.learner:
            wild_uses += step.play.startswith("use")
            assert step.number != taught["wild_side"] or wild_uses == 1, "the rule is taught on the first such skill"
        events = script.take(match)
        if step is reward:
            taken = next(e for e in events if e["type"] == "mutation_taken")
            assert taken["current_player"] != script.learner and taken["caught"] == 1, "earned as the wild side"
    assert wild_uses >= 2 and taught["wild_side"] < taught["wild_reward"] < taught["final"]


def test_zombie_slayers_lesson_has_the_learner_choose_how_new_cards_lie():
    """Issue 26: a first real game of Zombie Slayer (placement "choose", the rulebook's way)
    asks the player to turn each new card. The lesson plays the same way: the learner places
    the cards drawn, among their ways, the first one taught from the guide's "Exploring" - and
    at least once the way wanted is not the first offered, so the card is turned first."""
    script = api.tutorial("zombie_slayer")
    match = script.new_match()
    assert match.options["placement"] == api.new_match("zombie_slayer", 1, ["human"]).options["placement"] == "choose"
    placed, turned = [], []
    while (step := script.step_at(match)) is not None:
        ways = [c for c in match.decision()["choices"] if c["verb"] == "place"]
        if len(ways) > 1:
            assert step.mover == script.learner and step.why_not, f"step {step.number}: the learner places it"
            placed.append(step.number)
            turned += [step.number] if step.play != ways[0]["action"] else []
        script.take(match)
    taught = script.rule_steps()
    assert placed and turned, "the learner chooses how a new card lies, and turns one"
    assert taught["place"] == placed[0] and script.guide["place"] == "Exploring"

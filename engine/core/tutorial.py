"""A tutorial: a short game played from a script, with the narrator's words at each step.

Each game's data/<game>/tutorial.toml holds one:

    title = "Learn Auganism"
    seed = 7                        # the deal and the dice follow from it
    seats = ["human", "ai:easy"]    # the learner sits at the one "human" seat
    names = ["", "Mira"]            # (optional) who sits where ("": the player's own name)
    options = {}                    # (optional) the game's options
    finale = "You won the duel..."  # the narrator's last words, once the game is won

    [guide]                         # each rule the steps teach: the section of the game's guide
    summon = "A turn"               # (docs/help/<game>.md's "## A turn") that explains it, where
                                    # the guide links to the step

    [[step]]
    play = "summon 3"               # the action taken here - the learner clicks it; any other
                                    # seat's plays itself
    say = "Your Summon Zone ..."    # (optional) the narrator's words from this step on
    why_not = "First summon ..."    # (optional) the answer to a click on anything else
    rule = "summon"                 # (optional) the rule this step first teaches; the guide
                                    # links each rule to its step
    dice = [6, 2]                   # (optional) what the next dice rolled show

The script is the whole game: loading it plays every step on a fresh match, so a step whose
action is not legal at its point, or a script after which the learner has not won, is refused
with a ContentError naming the game, the file, the line, the step and the field - a tutorial cannot go wrong in
front of a new player. Same seed, same steps: the same game every time.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from . import resources
from .content import WORD, Entry, File, Folder
from .errors import IllegalAction
from .match import Match, Rules

FILE = resources.TUTORIAL
TOP_FIELDS = ("title", "seed", "seats", "names", "options", "finale", "guide", "step")
STEP_FIELDS = ("play", "say", "why_not", "rule", "dice")
SEED = (0, 10**9)  # as many digits as a seed typed on the setup screen (the shipped seeds are below 200)
SEATS = 6  # the most seats of any game
STEPS = 400  # a tutorial's steps (the longest shipped has 71): a short game, read through at every start
DICE = 20  # the dice one step forces (the most shipped: 10)
WORDS = 800  # characters the narrator says at a step, or at the end (the longest shipped: 325)
RULES = 60  # the rules a tutorial teaches (the most shipped: 18)


@dataclass(frozen=True)
class Step:
    """One action of the tutorial's game, with what the narrator says about it."""

    number: int  # from 1, as the file's [[step]] tables are counted
    play: str
    mover: int  # the seat that takes it
    say: str = ""
    why_not: str = ""
    rule: str = ""
    dice: tuple[int, ...] = ()


@dataclass(frozen=True)
class Tutorial:
    game: str
    title: str
    seed: int
    seats: tuple[str, ...]
    names: tuple[str, ...]
    options: dict
    steps: tuple[Step, ...]
    learner: int  # the seat the person plays
    finale: str = ""
    guide: dict[str, str] = field(default_factory=dict)  # rule -> the guide's section explaining it
    rules: Rules | None = field(default=None, repr=False, compare=False)

    def new_match(self) -> Match:
        """The tutorial's game before its first step."""
        rules = self.rules
        return Match(rules, self.seed, list(self.seats), rules.check_options(list(self.seats), dict(self.options)))

    def position(self, match: Match) -> int:
        """How many steps `match` has taken (forced dice are no step)."""
        return sum(1 for action in match.log if not action.startswith("!"))

    def step_at(self, match: Match) -> Step | None:
        """The step `match` waits for, None once the script is played out."""
        done = self.position(match)
        return self.steps[done] if done < len(self.steps) else None

    def take(self, match: Match) -> list[dict]:
        """Play the step `match` waits for (its dice forced first); its events."""
        step = self.step_at(match)
        if step is None:
            raise IllegalAction("the tutorial is over: no step is left to take")
        self.prepare(match)
        return match.act(step.play)

    def prepare(self, match: Match) -> None:
        """Force the dice of the step `match` waits for, before the learner acts on it."""
        step = self.step_at(match)
        if step is not None and step.dice and not _forced(match):
            match.force_dice(step.dice)

    def rule_steps(self) -> dict[str, int]:
        """Each rule taught, with the number of the step that first teaches it."""
        out: dict[str, int] = {}
        for step in self.steps:
            if step.rule and step.rule not in out:
                out[step.rule] = step.number
        return out

    def lessons(self) -> dict[str, int]:
        """Each section of the game's guide that the tutorial teaches, with the first step that
        teaches a rule of it: where the guide sends a reader to try the rule."""
        out: dict[str, int] = {}
        for rule, number in sorted(self.rule_steps().items(), key=lambda item: item[1]):
            if rule in self.guide:
                out.setdefault(self.guide[rule], number)
        return out

    def narration(self, match: Match) -> str:
        """The narrator's words at `match`'s step: the last step's words that said anything -
        and, once the script is played out, the finale."""
        done = self.position(match)
        if done >= len(self.steps) and self.finale:
            return self.finale
        for step in reversed(self.steps[:done + 1]):
            if step.say:
                return step.say
        return ""


def _forced(match: Match) -> bool:
    """Were the dice just forced (the last log entry scripts the next roll)?"""
    return bool(match.log) and match.log[-1].startswith("!")


def load(game: str, rules: Rules, folder: Path, title: str = "") -> Tutorial | None:
    """The game's tutorial from `folder`/tutorial.toml, played through once to prove it; None
    when the game has none. `title` is the game's, for the messages (its id if not given)."""
    if not (folder / FILE).exists():
        return None
    file = Folder(title or game, folder).file(FILE, TOP_FIELDS)
    top = file.top("the tutorial")
    seats = top.words("seats", SEATS)
    if seats.count("human") != 1:
        top.fail("seats", "must have exactly one \"human\" seat: the learner's")
    names = top.words("names", SEATS, default=[])
    guide = top.get("guide", dict, {}, most=RULES)
    if not all(isinstance(v, str) and v.strip() and len(v) <= WORD for v in guide.values()):
        top.fail("guide", "gives each rule the heading of the guide's section that explains it")
    tutorial = Tutorial(
        game=game, title=top.get("title", str), seed=top.within("seed", SEED), seats=tuple(seats),
        names=tuple(names), options=dict(top.get("options", dict, {})), steps=(), learner=seats.index("human"),
        finale=top.get("finale", str, "", WORDS).strip(), guide=dict(guide), rules=rules)
    if "step" not in file.data:
        top.fail("step", "must list the tutorial's steps ([[step]] tables)")
    steps = file.entries("step")
    if len(steps) > STEPS:
        steps[STEPS].fail("play", f"is one step too many: a tutorial has at most {STEPS}")
    played = _played_through(file, tutorial, steps)
    taught = set(played.rule_steps())
    if guide and taught != set(guide):
        missing, unused = sorted(taught - set(guide)), sorted(set(guide) - taught)
        top.fail("guide", f"must name the guide's section of every rule taught, and no other "
                          f"({'missing: ' + ', '.join(missing) if missing else 'not taught: ' + ', '.join(unused)})")
    return played


def _played_through(file: File, tutorial: Tutorial, entries: list[Entry]) -> Tutorial:
    """Every step checked on a fresh match as it is played; the learner must have won."""
    try:
        match = tutorial.new_match()
    except ValueError as exc:
        file.fail(f"the tutorial's seats or options are refused: {exc}")
    steps = []
    for e in entries:
        e.only(STEP_FIELDS)
        dice = e.get("dice", list, [], most=DICE)
        if not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 20 for v in dice):
            e.fail("dice", f"must be a list of die faces, not {dice!r}")
        mover = match.to_move()
        play = e.get("play", str)
        if dice:
            match.force_dice(dice)
        if mover is None or play not in match.legal_actions():
            legal = ", ".join(match.legal_actions()[:10]) or "none: the game is over"
            e.fail("play", f"{play!r} is not legal at this step (legal: {legal})")
        match.act(play)
        steps.append(Step(number=len(steps) + 1, play=play, mover=mover, say=e.get("say", str, "", WORDS).strip(),
                          why_not=e.get("why_not", str, "", WORDS).strip(), rule=e.get("rule", str, ""),
                          dice=tuple(dice)))
    result = match.result()
    if result is None or tutorial.learner not in result.get("winners", []):
        file.fail(f"after its {len(steps)} steps the learner has not won "
                  f"({'the game goes on' if result is None else 'the result is ' + str(result)})")
    return Tutorial(**{**tutorial.__dict__, "steps": tuple(steps)})

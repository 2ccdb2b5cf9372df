"""The Rules object the generic Match drives for Zombie Slayer: options, setup, and the
contract's functions, each handing over to the module that holds the rule."""
from __future__ import annotations

from ...core.deck import Deck
from ...core.dice import Dieagram
from ...core.errors import BadOptions
from ...core.rng import Rng, unforeseen
from ...core.rules import GameRules
from . import advice, exploring
from .ai import suggest as _suggest
from .content import (
    COUNTER_PIPS,
    CREATION_POINTS,
    READY_MADE,
    SKILLS,
    check_slayer_faces,
    content,
    slayer_cost,
)
from .decisions import KINDS, advance, waiting
from .meta import INFO
from .state import Slayer, State, canonical, clone, new_state, restore
from .view import view as _view
from .words import slayer as slayer_named

STARTING_KIT = ["torch", "dung"]  # "You start the game with a torch and a heap of dragon dung."
DEFAULTS = {"slayer": READY_MADE, "luck": None, "placement": "choose", "zombie_ties": "dice"}  # a die settles zombie ties unless asked
# "upper": the short game - the Temple shuffled into the upper half of the deck. Its default,
# "lower", is left out of a game's options, so a rulebook game's options (and digest) are as before.
TEMPLE = ("lower", "upper")


def _make_slayer(spec) -> Slayer:
    c = content()
    if isinstance(spec, str):
        if spec not in c.slayers:
            raise BadOptions(f"unknown slayer {spec!r}; ready-made slayers: {', '.join(c.slayers)}")
        d = c.slayers[spec]
        return Slayer(name=d.name, token=d.token, faces=list(d.faces), pos=(0, 0), luck=d.luck, skills=[d.skill],
                      items=list(STARTING_KIT))
    if not isinstance(spec, dict):
        raise BadOptions("option 'slayer' must be a ready-made slayer's id or a table with name, faces, skill, luck")
    unknown = set(spec) - {"name", "faces", "skill", "luck", "token"}
    if unknown:
        raise BadOptions(f"unknown slayer field {sorted(unknown)[0]!r}")
    name = spec.get("name", "")
    if not isinstance(name, str) or not 1 <= len(name.strip()) <= 30:
        raise BadOptions("a slayer needs a name of 1 to 30 characters")
    try:
        faces = Dieagram.parse(spec.get("faces"), COUNTER_PIPS) if isinstance(spec.get("faces"), list) else None
        if faces is None:
            raise ValueError("faces must be a list of six strings")
        check_slayer_faces(faces)
    except ValueError as exc:
        raise BadOptions(f"slayer dieagram: {exc}") from None
    if spec.get("skill") not in SKILLS:
        raise BadOptions(f"a slayer starts with one of the skills {', '.join(SKILLS)}")
    luck = spec.get("luck", 6)
    if not isinstance(luck, int) or isinstance(luck, bool) or not 1 <= luck <= 6:
        raise BadOptions("the Luck die is set to 1-6")
    return Slayer(name=name.strip(), token=str(spec.get("token", "slayer_custom")), faces=list(spec["faces"]),
                  pos=(0, 0), luck=luck, skills=[spec["skill"]], items=list(STARTING_KIT),
                  cp=CREATION_POINTS - slayer_cost(faces))


class ZombieSlayer(GameRules):
    """The Rules object the generic Match drives (engine.core.match.Rules)."""

    ID = "zombie_slayer"
    INFO = INFO
    VERSION = "zs-6"  # bump when a rule changes: snapshots of older rules are then replayed instead
    DICE = (6,)  # every roll is a d6 (rolls.py, spawning.py): a save scripts nothing larger (match.check_script)
    PACKED_EVENT_FIELDS = ("dieagrams",)  # a roll's dice pictures: a game has a handful, its log thousands of rolls
    # zs-5: the events carry the facts their sentences need (a kept face's pips, the card a zombie
    # rises on, a tie's zombie, the slayer as a message names him)
    # zs-6: Luck on every die of a roll, equal faces too (two cards' spawn dice on 4 are two
    # dice); on a fight's roll nobody keeps a die of, only where it could help (luck.py); the
    # outcomes' events carry their result panels' numbers
    TIMELINE = {"turn": frozenset({"slayer_turn"}), "roll": frozenset({"roll", "spawn_roll"}),
                "battle": frozenset({"attack"})}

    def check_options(self, seats: list[str], options: dict) -> dict:
        if len(seats) != 1:
            raise BadOptions("Zombie Slayer is a solo game: exactly one seat")
        unknown = set(options) - set(DEFAULTS) - {"temple"}
        if unknown:
            raise BadOptions(f"unknown option {sorted(unknown)[0]!r} for Zombie Slayer; "
                             f"options: {', '.join(DEFAULTS)}, temple")
        merged = {**DEFAULTS, **options}
        if merged["placement"] not in ("choose", "auto"):
            raise BadOptions("option 'placement' is 'choose' or 'auto'")
        if merged["zombie_ties"] not in ("choose", "dice"):
            raise BadOptions("option 'zombie_ties' is 'choose' or 'dice'")
        if merged.get("temple", "lower") not in TEMPLE:
            raise BadOptions("option 'temple' is 'lower' (the rulebook: the Temple is shuffled into the lower half "
                             "of the deck) or 'upper' (the short game: into the upper half)")
        if merged.get("temple") == "lower":
            del merged["temple"]
        luck = merged["luck"]
        if luck is not None and (not isinstance(luck, int) or isinstance(luck, bool) or not 1 <= luck <= 6):
            raise BadOptions("option 'luck' sets the Luck die to 1-6")
        _make_slayer(merged["slayer"])
        return merged

    def setup(self, seed: int, seats: list[str], options: dict) -> State:
        """Shuffle the town deck, cut it, shuffle the Temple into the lower half (the short game,
        temple = "upper": into the upper half, so it turns up within the first few cards); lay out
        the town."""
        slayer = _make_slayer(options["slayer"])
        if options["luck"] is not None:
            slayer.luck = options["luck"]
        state = new_state(seed, options, slayer)
        rng, c = state.rng, content()
        cards = list(state.deck.pile)
        rng.shuffle(cards)
        half = len(cards) // 2
        upper, lower = cards[:half], cards[half:]
        if options.get("temple", "lower") == "upper":
            upper.append(c.temple.id)
            rng.shuffle(upper)
        else:
            lower.append(c.temple.id)
            rng.shuffle(lower)
        state.deck = Deck(upper + lower, [len(upper), len(lower)])
        ev: list[dict] = [{"type": "setup", "slayer": slayer.name, "seed": seed, "who": slayer_named(state)}]
        exploring.setup_town(state, ev)
        ev.append({"type": "slayer_turn", "turn": 1, "actions": slayer.actions})
        advance(state, ev)
        state.setup_events = ev
        return state

    DECISIONS = KINDS  # every step on the stack, and the free turn (decisions.py)

    def waiting(self, state: State) -> tuple[str, dict | None]:
        """The top step of the stack, or the slayer's free turn."""
        return waiting(state)

    def to_move(self, state: State) -> int | None:
        return None if state.result is not None else 0

    def apply(self, state: State, action: str) -> list[dict]:
        """The answer, then the stack runs on until the player is needed again."""
        ev = super().apply(state, action)
        advance(state, ev)
        return ev

    view = staticmethod(_view)
    canonical = staticmethod(canonical)
    restore = staticmethod(restore)
    clone = staticmethod(clone)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        """Unseen: the deck's order (the Temple stays in the part it was shuffled into) and future dice."""
        twin = clone(state)
        twin.deck.determinize(Rng(seed))
        twin.rng = unforeseen(state.rng, seed)
        return twin

    def suggest(self, state: State, seat: int, level: str, seed: int) -> str:
        return _suggest(state, level, seed)

    def why(self, state: State, seat: int, action: str) -> dict | None:
        """A hint's reason: the odds or the numbers that decide `action` (advice.py)."""
        return advice.why(state, *waiting(state), action)


RULES = ZombieSlayer()

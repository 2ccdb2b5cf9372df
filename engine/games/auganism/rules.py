"""The Rules object the generic Match drives for Auganism.

Phases (`state.phase`): summon, evp, evolve, augment, declare (the turn player's), response
(the defender's), over. The draw, the battle and the end of a turn happen between them by
themselves; see turn.py.
"""
from __future__ import annotations

from ...core.deck import Deck
from ...core.rng import Rng, unforeseen
from ...core.rules import GameRules
from . import advice, forecast, setup, turn
from .ai import suggest as _suggest
from .meta import INFO
from .state import State, canonical, clone, restore
from .view import reveal as _reveal
from .view import view as _view


class Auganism(GameRules):
    ID = "auganism"
    INFO = INFO
    VERSION = "au-3"  # au-2: the events carry the facts their sentences need; au-3: no Evolution Phase
    DICE = ()  # no dice: its chance is the shuffled decks, so a save scripts none (match.check_script)
    # without an evolution within reach, and the events carry the numbers of their results (results.py)
    SETUP, FLOW = setup, turn
    DECISIONS = turn.KINDS  # each phase a kind of decision (turn.py)

    def waiting(self, state: State) -> tuple[str, str]:
        """The phase under way is the decision: its name is the kind, and the frame."""
        return state.phase, state.phase

    def seal_count(self, state: State) -> int:
        """A drawn card was seen by its drawer: undo never takes a move back across a draw."""
        return state.drawn

    view = staticmethod(_view)
    reveal = staticmethod(_reveal)
    canonical = staticmethod(canonical)
    restore = staticmethod(restore)
    clone = staticmethod(clone)

    def determinize(self, state: State, seat: int, seed: int) -> State:
        """Unseen by `seat`: every deck's order and the cards in the other hands. Each other
        player's hand and deck are shuffled together and dealt back in the same sizes (deck
        lists are chosen at the shared setup screen, so what they hold is known); the dice -
        here, future shuffles - come from a fresh stream."""
        twin = clone(state)
        rng = Rng(seed)
        for p in twin.players:
            if p.seat == seat:
                p.deck.determinize(rng)
                continue
            pool = sorted(p.hand + p.deck.pile)
            rng.shuffle(pool)
            p.hand, rest = pool[:len(p.hand)], pool[len(p.hand):]
            p.deck = Deck(rest, [len(rest)] if rest else [])
        twin.rng = unforeseen(state.rng, seed)
        return twin

    def forecast(self, state: State, action: str) -> dict | None:
        """What a choice would do to both duellists, the mover's EVP and a battle (forecast.py)."""
        return forecast.outcome(state, action) if action.partition(" ")[0] in forecast.VERBS else None

    def suggest(self, state: State, seat: int, level: str, seed: int) -> str:
        return _suggest(state, seat, level, seed)

    def why(self, state: State, seat: int, action: str) -> dict | None:
        """A hint's reason: the Attack, Shield, Health and EVP that decide `action` (advice.py)."""
        return advice.why(state, state.phase, action)


RULES = Auganism()

"""The outside reference the computer is measured against: OpenSpiel's Information Set MCTS.

`open_spiel/python/algorithms/ismcts.py` is used unchanged, with OpenSpiel's random roll-outs,
driving a match through the public API only (`engine.api`): an action is `Match.act` on a copy
that keeps no events (`Match.clone(quiet=True)`: nothing here reads them), a world consistent
with what the mover knows is `Match.determinize`, and what the mover knows (the information
state that keys the search tree) is its `view`. Nothing here reads a game's state or rules, so
the reference plays every game the same way and knows nothing about any of them.

OpenSpiel is an optional dependency of the bench (`pip install gamenight[strength]`; `make
strength` installs it), never of the game.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

UCT_C = 2.0  # OpenSpiel's examples' exploration constant for returns in [-1, 1]


def _spiel():
    try:
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import ismcts, mcts
    except ImportError as missing:  # pragma: no cover - a message for a machine without the extra
        raise SystemExit(f"the strength bench needs OpenSpiel ({missing}): pip install -e '.[strength]' "
                         "(make strength does it)") from None
    return np, pyspiel, ismcts, mcts


@dataclass
class ActionNames:
    """OpenSpiel's actions are integers: each action text gets the next number the first time it
    is seen, the same number ever after (for every copy in a search)."""

    numbers: dict[str, int] = field(default_factory=dict)
    texts: list[str] = field(default_factory=list)

    def number(self, text: str) -> int:
        found = self.numbers.get(text)
        if found is None:
            found = self.numbers[text] = len(self.texts)
            self.texts.append(text)
        return found

    def numbered(self, texts: list[str]) -> list[int]:
        """`number` of each text: the legal actions at every step of a roll-out, nearly always
        all seen before (a dictionary's look-up each, a call each only for a new one)."""
        numbers = self.numbers
        try:
            return [numbers[text] for text in texts]
        except KeyError:
            return [self.number(text) for text in texts]


class _GameType:
    """What ismcts.py asserts of the game: turns taken one at a time, with hidden information."""

    def __init__(self, pyspiel):
        self.dynamics = pyspiel.GameType.Dynamics.SEQUENTIAL
        self.information = pyspiel.GameType.Information.IMPERFECT_INFORMATION


class SpielGame:
    """The few parts of pyspiel.Game the search reads."""

    def __init__(self, pyspiel, players: int):
        self._type = _GameType(pyspiel)
        self.players = players

    def get_type(self) -> _GameType:
        return self._type

    def num_players(self) -> int:
        return self.players


class SpielState:
    """A match seen as a pyspiel.State: the methods ismcts.py and its random roll-outs call.

    There are no chance nodes: a match rolls its own dice from its generator, and a
    determinized copy has a generator of its own, so the search samples the dice with the
    world. The information-state key is the number of actions played, the mover and its view,
    with its legal actions (two states under one key always offer the same actions). The
    count is what every player knows of the history beyond the view, and it keeps the tree a
    tree: without it, a view that comes back unchanged (Zvery's die picked, then put back) was
    the same node again, and a simulation walked round that loop of known nodes without end
    (a RecursionError at 20,000 nested calls in Zvery's game 5 at 100 simulations)."""

    def __init__(self, game: SpielGame, names: ActionNames, match: Any):
        self.game, self.names, self.match = game, names, match
        self._key: str | None = None
        self._legal: list[int] | None = None

    def get_game(self) -> SpielGame:
        return self.game

    def clone(self) -> SpielState:
        return SpielState(self.game, self.names, self.match.clone(quiet=True))

    def current_player(self) -> int:
        if self.match.result() is not None:
            return -4  # pyspiel.PlayerId.TERMINAL
        return self.match.to_move()

    def is_terminal(self) -> bool:
        return self.match.result() is not None

    def is_chance_node(self) -> bool:
        return False

    def legal_actions(self, player: int | None = None) -> list[int]:
        if self._legal is None:
            self._legal = self.names.numbered(self.match.legal_actions())
        return self._legal

    def apply_action(self, action: int) -> None:
        self.match.act(self.names.texts[action])
        self._key, self._legal = None, None

    def returns(self) -> list[float]:
        """+1 to each winner and -1 to each loser; a game that did not end (a roll-out cut
        short) is worth 0 to everyone."""
        result = self.match.result()
        players = self.game.players
        if result is None:
            return [0.0] * players
        winners = set(result.get("winners") or [])
        if not winners:
            return [0.0] * players
        return [1.0 if seat in winners else -1.0 for seat in range(players)]

    def information_state_string(self, player: int | None = None) -> str:
        if self._key is None:
            mover = self.match.to_move()
            view = self.match.view(mover)
            self._key = json.dumps([len(self.match.log), mover, view, self.match.legal_actions()], sort_keys=True,
                                   default=str)
        return self._key

    def resample(self, player: int, seed: int) -> SpielState:
        return SpielState(self.game, self.names, self.match.determinize(player, seed, quiet=True))


class ReferenceBot:
    """ISMCTS at `simulations` a move, its own random generator seeded from `seed`."""

    def __init__(self, players: int, simulations: int, seed: int, max_rollout: int | None = None):
        np, pyspiel, ismcts, mcts = _spiel()
        self.names = ActionNames()
        self.game = SpielGame(pyspiel, players)
        self.random = np.random.RandomState(seed % 2**32)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=self.random, max_length=max_rollout)
        self.bot = ismcts.ISMCTSBot(self.game, evaluator, UCT_C, simulations, random_state=self.random,
                                    final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT)
        self.bot.set_resampler(self._resample)
        self.simulations = simulations

    def _resample(self, state: SpielState, player: int) -> SpielState:
        return state.resample(player, int(self.random.randint(2**31)))

    def choose(self, match: Any) -> str:
        """The reference's action for the seat to move in `match` (which it does not change)."""
        root = SpielState(self.game, self.names, match.clone(quiet=True))
        return self.names.texts[int(self.bot.step(root))]

"""The glossary's dice keywords as a player's choices, one click at a time.

"Shatter 2", "fuse 1", "set 1", "increment 2", "decrement 1" each ask the player to pick dice
from their unused pool (and, for set, a value). A `DiceStep` is one keyword in progress: its
`choices(pool)` are small action strings ("die 3", "value 5", "done") and `choose(pool,
action)` applies one and says whether the keyword is finished. A player may stop early
("done"): the effect was paid for, and declining the rest never hurts anyone else. The
arithmetic of each keyword is in `dice`.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import dice

KEYWORDS = ("shatter", "fuse", "set", "increment", "decrement")


@dataclass
class DiceStep:
    keyword: str
    left: int  # how many more times (dice, for shatter)
    picked: int = -1  # fuse: the first die chosen; set: the die waiting for its value

    def choices(self, pool: list[int]) -> list[str]:
        if self.left <= 0:
            return []
        if self.keyword == "set" and self.picked >= 0:
            return [f"value {v}" for v in range(1, dice.FACES + 1)]
        usable = [i for i, v in enumerate(pool) if self._usable(v) and i != self.picked]
        if self.keyword == "fuse" and self.picked < 0 and len(pool) < 2:
            usable = []
        return [f"die {i + 1}" for i in usable] + ["done"]

    def _usable(self, value: int) -> bool:
        """Dice the keyword can change at all (an increment on a 6 would be a wasted click)."""
        if self.keyword == "increment":
            return value < dice.FACES
        if self.keyword == "decrement":
            return value > 1
        return True

    def choose(self, pool: list[int], action: str) -> bool:
        """Apply one choice to `pool` (in place). True once the keyword is finished."""
        word, _, arg = action.partition(" ")
        if word == "done":
            self.left = 0
            return True
        n = int(arg)
        if word == "value":
            pool[self.picked] = dice.set_to(n)
            self.picked = -1
            self.left -= 1
            return self.left <= 0
        i = n - 1
        if self.keyword == "set":
            self.picked = i
            return False
        if self.keyword == "fuse":
            if self.picked < 0:
                self.picked = i
                return False
            first, second = sorted((self.picked, i))
            merged = dice.fuse(pool[first], pool[second])
            del pool[second]
            del pool[first]
            pool.append(merged)
            self.picked = -1
        elif self.keyword == "shatter":
            pool[i:i + 1] = dice.shatter(pool[i])
        elif self.keyword == "increment":
            pool[i] = dice.increment(pool[i])
        else:
            pool[i] = dice.decrement(pool[i])
        self.left -= 1
        return self.left <= 0 or not [c for c in self.choices(pool) if c != "done"]

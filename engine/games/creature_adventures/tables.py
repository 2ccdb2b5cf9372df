"""The rulebook's chance tables, each rolled on a d10 (every face is 10%).

Low faces are always the worse ones for the roller; the face-by-face mapping is recorded in
docs/rules/creature_adventures.md. `RULEBOOK` keeps the percentages as the rulebook prints them,
so a test can hold every table to its book.
"""
from __future__ import annotations

from dataclasses import dataclass
from math import ceil

from ...core.messages import N_, msg
from ...core.rng import Rng

FACES = 10


@dataclass(frozen=True)
class Table:
    name: str
    faces: tuple[str, ...]  # the outcome of faces 1..10

    def outcome(self, face: int) -> str:
        if not 1 <= face <= FACES:
            raise ValueError(f"a d10 shows 1-10, not {face}")
        return self.faces[face - 1]

    def roll(self, rng: Rng) -> tuple[int, str]:
        face = rng.die(FACES)  # (1-10: a d10 never shows another face, so no `outcome` check)
        return face, self.faces[face - 1]

    def odds(self) -> dict[str, int]:
        """Percent per outcome."""
        out: dict[str, int] = {}
        for o in self.faces:
            out[o] = out.get(o, 0) + 100 // FACES
        return out


def _t(name: str, *runs: tuple[str, int]) -> Table:
    faces = tuple(o for o, n in runs for _ in range(n))
    if len(faces) != FACES:
        raise ValueError(f"the {name} table covers {len(faces)} faces, not {FACES}")
    return Table(name, faces)


STRIKE_PVP = _t("strike (player vs player)", ("miss", 1), ("unmitigated", 2), ("deflected", 5),
                ("counterstrike", 1), ("critical", 1))
STRIKE_WILD = _t("strike (against an NPC)", ("miss", 1), ("unmitigated", 4), ("counterstrike", 4), ("critical", 1))
BOOST = _t("meditate / brace", ("+0%", 1), ("+20%", 5), ("+40%", 3), ("+100%", 1))
DODGE = _t("dodge", ("hit", 6), ("dodged", 4))
RUN = _t("run", ("trapped", 5), ("escaped", 5))
SHAMAN_ONE = _t("shaman: one creature", ("25%", 5), ("75%", 3), ("100%", 2))
SHAMAN_ALL = _t("shaman: all creatures", ("0%", 5), ("10%", 3), ("100%", 2))
THIEVES = _t("thieves: battles", ("1", 5), ("2", 3), ("3", 2))
NPC_REPLY = _t("an NPC's counterstrike after a non-Strike action", ("none", 6), ("counterstrike", 4))

TABLES = (STRIKE_PVP, STRIKE_WILD, BOOST, DODGE, RUN, SHAMAN_ONE, SHAMAN_ALL, THIEVES, NPC_REPLY)

#: The percentages as printed in the rulebook (NPC_REPLY is our ruling 10: a 40% counterstrike).
RULEBOOK = {
    STRIKE_PVP.name: {"miss": 10, "unmitigated": 20, "deflected": 50, "counterstrike": 10, "critical": 10},
    STRIKE_WILD.name: {"miss": 10, "unmitigated": 40, "counterstrike": 40, "critical": 10},
    BOOST.name: {"+0%": 10, "+20%": 50, "+40%": 30, "+100%": 10},
    DODGE.name: {"hit": 60, "dodged": 40},
    RUN.name: {"trapped": 50, "escaped": 50},
    SHAMAN_ONE.name: {"25%": 50, "75%": 30, "100%": 20},
    SHAMAN_ALL.name: {"0%": 50, "10%": 30, "100%": 20},
    THIEVES.name: {"1": 50, "2": 30, "3": 20},
    NPC_REPLY.name: {"none": 60, "counterstrike": 40},
}


#: What a roll's outcome is called once the die has landed (the log's words, the wheel's caption).
OUTCOMES = {"unmitigated": N_("an unmitigated hit"), "deflected": N_("a deflected hit"),
            "counterstrike": N_("a counterstrike"), "critical": N_("a critical hit"), "miss": N_("a miss"),
            "none": N_("no counterstrike"), "escaped": N_("escaped"), "trapped": N_("trapped"), "dodged": N_("dodged"),
            "hit": N_("not dodged"), "caught": N_("caught"), "1": N_("one thief"), "2": N_("two thieves"),
            "3": N_("three thieves")}


def outcome_words(outcome: str) -> dict:
    """An outcome as a message: its words, or a table's share as a percent ("25%", "+20%")."""
    if outcome in OUTCOMES:
        return msg(OUTCOMES[outcome])
    if outcome.startswith("+"):
        return msg("+{n}%", n=int(outcome[1:].rstrip("%")))
    return msg("{n}%", n=int(outcome.rstrip("%")))


def percent_of(value: int, percent: int) -> int:
    """A share of a value, rounded up: any share above 0% is at least 1 (ruling 12)."""
    return ceil(value * percent / 100) if percent > 0 and value > 0 else 0


def strike_damage(outcome: str, attack: int, defense: int, their_attack: int, pvp: bool) -> tuple[int, int]:
    """(damage to the defender, damage to the striker) for a Strike's outcome (ruling 13):
    every hit deals at least 1; a counterstrike hurts whoever has the weaker Attack by the
    difference (player vs player) or deals the NPC's full Attack to the striker."""
    if outcome == "miss":
        return 0, 0
    if outcome == "unmitigated":
        return max(1, attack), 0
    if outcome == "deflected":
        return max(1, attack - defense), 0
    if outcome == "critical":
        return (max(1, 2 * attack - defense), 0) if pvp else (max(1, 2 * attack), 0)
    if outcome == "counterstrike":
        if not pvp:
            return 0, their_attack
        gap = attack - their_attack
        return (gap, 0) if gap > 0 else (0, -gap)
    raise ValueError(f"unknown strike outcome {outcome!r}")

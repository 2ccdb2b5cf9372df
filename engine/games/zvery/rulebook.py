"""What Zvery's table may look up in the rules besides a Match (engine.api.rulebook("zvery")).

Pure functions over plain data - a view's battle or fighter, a die's value, a catalog entry -
so the table explains a choice with the rules' own arithmetic: what a skill, aimed or paid,
would do (forecast.py), the chance of a catch (catching.py, forecast.py), what a keyword makes
of a die (dice.py), and which dice could start paying a cost (paying.py); what a cost, an effect,
a skill, a trait and an upgrade say, as messages (dice.py, battle.py: the words the choices use
too, so a card and its choice never differ). The catalog's entry classes are here for the
table's isinstance checks, and `skill` finds a fighter's skill by its key. Only the names in
__all__ are offered.
"""
from __future__ import annotations

from .battle import effect_words, mutation_words, skill, skill_words, trait_words
from .catching import dice_to_roll, threshold
from .content import Cost, Effect, Mutation, Skill, Trait
from .dice import cost_words, decrement, fuse, increment, pays, shatter
from .forecast import Outcome, catch_chance, catch_chance_of, effect_outcome, skill_outcomes
from .paying import Payment

__all__ = [
    "Cost", "Effect", "Mutation", "Skill", "Trait", "Outcome", "skill",
    "skill_outcomes", "effect_outcome", "catch_chance", "catch_chance_of", "threshold", "dice_to_roll",
    "pays", "shatter", "fuse", "increment", "decrement", "starts_paying",
    "cost_words", "effect_words", "skill_words", "trait_words", "mutation_words",
]


def starts_paying(cost: Cost, pool: list[int], die: int) -> bool:
    """Could die `die` (an index into `pool`) be the first one placed on `cost`, leaving the
    payment possible to finish (the engine's own payment rule)?"""
    return f"die {die + 1}" in Payment(cost).choices(pool)

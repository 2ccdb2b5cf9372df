"""Creature Adventures (issue 3, in progress): so far its content, loaded and checked.

The game is not listed in engine.api until its rules are complete; see
docs/rules/creature_adventures.md for the rulings the rules will follow.
"""

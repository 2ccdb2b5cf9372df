"""Zvery: two players fight and catch creatures with pools of five d6, paying for skills with dice.

Work in progress (issue 4): the content and its loader (`content`) are in place; the rules
engine is not written yet, so the game is not listed by engine.api.
"""

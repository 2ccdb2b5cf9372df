"""The games' content (cards, tiles, boards, creatures) as TOML, one folder per game.

A resource package: pyproject.toml ships this folder as `gamenight_data`, and the engine finds it
with importlib.resources (engine/core/resources.py), so an installed copy reads its own files.
"""

"""Pictures, fonts and the pygame-gui theme, one folder per game plus common/ and fonts/.

A resource package: pyproject.toml ships this folder as `gamenight_assets`, and the scenes find
it with importlib.resources (engine/core/resources.py), so an installed copy draws its own art.
"""

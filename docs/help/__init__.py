"""The in-game guides, one Markdown file per game, shown by the help window.

A resource package: pyproject.toml ships this folder as `gamenight_help`, found with
importlib.resources (engine/core/resources.py) like the content and the art.
"""

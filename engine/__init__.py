"""Gamenight's rules engine: pure Python, never imports pygame. Use it through engine.api."""

__version__ = "0.1.0"  # Gamenight's version: pyproject.toml reads it from here, saves and the menu show it

"""Gamenight's rules engine: pure Python, never imports pygame. Use it through engine.api."""

"""Gamenight's procedural art: every PNG under assets/ (except fonts) is drawn here.

`tools/make_art.py` is the entry point. Each game has a module with a `build(out, ...)`
function; `common` holds the shared drawing helpers and the common table textures.

Everything is deterministic: randomness comes only from `common.rng(<stable seed>)`, so
re-running the script gives byte-identical PNGs.
"""

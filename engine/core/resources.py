"""Where the games' content is: the repository's data/, installed as the resource package
`gamenight_data` (setup.py), so importlib.resources finds it wherever Gamenight is: an installed
wheel (site-packages/gamenight_data), a development install of a clone (the editable finder maps
the name to the clone's data/), or the PyInstaller app (the bundle's folder of that name). Nothing
depends on where the code happens to sit relative to a checkout. (The scenes find the art and the
guides the same way, scenes/games.py.)

One case has no installed package: a clone run by a Python that never installed it (the shared
contract checker is run so, with the clone as its working folder). Then the folder beside the
code is the only copy there is, and that is what is used.
"""
from __future__ import annotations

import functools
import importlib.resources
from pathlib import Path

DATA = "gamenight_data"
TUTORIAL = "tutorial.toml"  # data/<game>/tutorial.toml: named here, so asking whether it is there reads nothing

_IN_A_CLONE = {DATA: ("data",)}


@functools.cache
def folder(package: str) -> Path:
    """The folder holding a resource package of the engine's (DATA)."""
    try:
        found = importlib.resources.files(package)
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[2].joinpath(*_IN_A_CLONE[package])
    if not isinstance(found, Path):  # a zipped install: pip and PyInstaller both unpack, so never met
        raise RuntimeError(f"{package} is not a folder on disk ({found!r}); reinstall Gamenight")
    return found

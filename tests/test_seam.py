"""The seam: outside engine/, the games are reached only through engine.api (../shared/DESIGN.md).

The scenes are checked by import-linter's contract in .importlinter (also run by `make lint`),
whose list of imports still going round the seam may only shrink; main.py, a module that
import-linter cannot take as a root, is checked here by reading its imports.
"""
from __future__ import annotations

import ast
from pathlib import Path

from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = ("engine.games", "engine.core")


def test_the_scenes_keep_to_the_seam(monkeypatch):
    monkeypatch.chdir(ROOT)
    assert lint_imports(config_filename=str(ROOT / ".importlinter"), no_cache=True) == 0, "`make lint` lists them"


def imported_modules(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found += [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
    return found


def test_main_imports_the_games_only_through_the_api():
    round_the_seam = [m for m in imported_modules(ROOT / "main.py") if m.startswith(FORBIDDEN)]
    assert round_the_seam == []


def test_the_reading_of_imports_sees_what_it_should(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("import os\nfrom engine.core.errors import BadSave\n\ndef f():\n    import engine.games.zvery\n")
    assert [m for m in imported_modules(probe) if m.startswith(FORBIDDEN)] == [
        "engine.core.errors", "engine.core.errors.BadSave", "engine.games.zvery"]


def test_the_catalog_serves_each_games_content_as_the_rules_read_it():
    import dataclasses
    import importlib

    import pytest

    from engine import api

    for game in api.games():
        served = api.catalog(game)
        assert served is importlib.import_module(f"engine.games.{game}.content").content()
        assert served is api.catalog(game)
        some_card = next(value for value in vars(served).values() if isinstance(value, dict) and value)
        item = next(iter(some_card.values()))
        assert dataclasses.is_dataclass(item)
        with pytest.raises(dataclasses.FrozenInstanceError):
            item.name = "renamed"  # read-only: a table cannot change a card the rules play
    with pytest.raises(api.BadOptions):
        api.catalog("chess")


def test_the_lint_catches_an_import_round_the_seam(tmp_path, monkeypatch):
    """The contract is not vacuous: a table module reaching a rules module fails it."""
    table = tmp_path / "probe_tables"
    table.mkdir()
    (table / "__init__.py").write_text("")
    (table / "words.py").write_text("from engine.games.zvery import dice\n")
    config = (ROOT / ".importlinter").read_text(encoding="utf-8").replace("    scenes\n", "    probe_tables\n")
    (tmp_path / "probe.ini").write_text(config)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.syspath_prepend(str(ROOT))
    monkeypatch.chdir(tmp_path)
    assert lint_imports(config_filename=str(tmp_path / "probe.ini"), no_cache=True) == 1


def test_a_rulebook_offers_only_the_names_its_game_lists():
    import importlib

    import pytest

    from engine import api

    for game in api.games():
        module = importlib.import_module(f"engine.games.{game}.rulebook")
        book = api.rulebook(game)
        assert sorted(vars(book)) == sorted(module.__all__) and module.__all__, game
        assert book is api.rulebook(game)
        for name in module.__all__:
            value = getattr(book, name)
            assert not hasattr(value, "__module__") or not callable(value) or value.__doc__, \
                f"{game}: rulebook.{name} has no docstring to say what it answers"
    assert not hasattr(api.rulebook("zvery"), "battle_of")  # in forecast.py, but not offered
    with pytest.raises(api.BadOptions):
        api.rulebook("chess")


def test_a_game_without_a_rulebook_offers_nothing():
    from engine import api

    api.register("rulebookless", "tests.sixth_game.pig")
    try:
        assert vars(api.rulebook("rulebookless")) == {}
    finally:
        api.unregister("rulebookless")


def test_a_games_listing_is_what_its_meta_module_says():
    """The menu lists the five games from engine.api's own index, not their meta modules: the
    index must say what each meta module's INFO says, and a game registered later (the sixth)
    is listed from its meta."""
    from engine import api

    def as_meta_says(game):
        info = api.info(game)
        return {"title": info["title"], "players": list(info["players"]),
                "variants": [{"seats": variant["seats"]} for variant in info.get("variants") or []]}

    for game in api.games():
        assert api.listing(game) == as_meta_says(game), game
    api.register("listed_late", "tests.sixth_game.pig")
    try:
        assert api.listing("listed_late") == as_meta_says("listed_late")
        assert api.listing("listed_late")["title"]
    finally:
        api.unregister("listed_late")

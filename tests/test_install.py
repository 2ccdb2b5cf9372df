"""Gamenight as it is installed: the wheel carries every file the games read, the version is
one number everywhere, and the desktop entry goes in and comes out cleanly.

The whole installed copy (a new venv, five games, a screenshot, from a folder far from the
clone) is `make wheel-check`; the PyInstaller app's is `make dist-check` (tools/install_check.py).
"""
from __future__ import annotations

import importlib.metadata
import json
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from engine import __version__, api
from engine.core import resources

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import desktop  # noqa: E402  (tools/desktop.py: standard library only)

SHIPPED_FOLDERS = {"gamenight_data": ROOT / "data", "gamenight_assets": ROOT / "assets",
                   "gamenight_help": ROOT / "docs" / "help"}


#: The catalogs' sources: the game reads the compiled `.mo` beside them, so they stay in the repository.
CATALOG_SOURCES = (".po", ".pot", ".cfg")


def repository_files(folder: Path) -> list[str]:
    """The files a resource folder holds in the repository that the game reads, as paths inside it."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts and p.suffix not in CATALOG_SOURCES)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    """A wheel built from this clone, as `pip install .` and pipx build it."""
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out), str(ROOT)],
                   check=True, capture_output=True)
    built = zipfile.ZipFile(next(out.glob("gamenight-*.whl")))
    yield built
    built.close()


def test_the_wheel_carries_every_content_art_and_guide_file(wheel):
    inside = set(wheel.namelist())
    for package, folder in SHIPPED_FOLDERS.items():
        missing = [name for name in repository_files(folder) if f"{package}/{name}" not in inside]
        assert not missing, f"{folder.name}/ files the wheel leaves out: {missing[:10]}"


def test_the_wheel_is_the_version_the_code_says_and_starts_gamenight(wheel):
    assert Path(wheel.filename).name.startswith(f"gamenight-{__version__}-")
    entry_points = next(n for n in wheel.namelist() if n.endswith(".dist-info/entry_points.txt"))
    assert "gamenight = main:main" in wheel.read(entry_points).decode()
    assert not [n for n in wheel.namelist() if n.startswith(("tests/", "tools/", "bench/"))]


def test_the_installed_metadata_has_the_same_version():
    assert importlib.metadata.version("gamenight") == __version__


def test_the_resource_folders_are_found_through_their_packages():
    from scenes import games

    found = {"gamenight_data": resources.folder(resources.DATA),
             "gamenight_assets": games.shipped_folder(games.ASSETS),
             "gamenight_help": games.shipped_folder(games.HELP)}
    for package, folder in SHIPPED_FOLDERS.items():
        assert found[package].resolve() == folder.resolve()  # a development install maps them onto the clone
    assert (found["gamenight_data"] / "zombie_slayer" / "tiles.toml").is_file()
    assert (found["gamenight_assets"] / "theme.json").is_file()
    assert (found["gamenight_help"] / "everzone.md").is_file()


def test_version_on_the_command_line(capsys):
    import main

    with pytest.raises(SystemExit) as stop:
        main.main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"gamenight {__version__}"


def test_every_save_names_the_gamenight_that_wrote_it():
    match = api.new_match("auganism", 3, ["ai", "ai"], {})
    match.act(match.suggest(match.to_move()))
    assert json.loads(match.save())["app"] == __version__
    assert json.loads(match.save(b"k" * 32))["app"] == __version__


# --- the desktop entry -------------------------------------------------------------------------


def png_size(path: Path) -> tuple[int, int]:
    with open(path, "rb") as fh:
        head = fh.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


def entry_keys(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def test_install_desktop_puts_the_entry_and_every_icon_size_in_the_users_folders(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    program = tmp_path / "my games" / "gamenight"
    assert desktop.main(["install", "--exec", str(program)]) == 0
    keys = entry_keys(tmp_path / "share" / "applications" / "gamenight.desktop")
    assert keys["Exec"] == f'"{program}"'  # a path with a space is quoted, as the spec asks
    assert keys["TryExec"] == str(program)
    assert keys["Icon"] == "gamenight" and keys["StartupWMClass"] == "gamenight"
    assert keys["Type"] == "Application" and keys["Terminal"] == "false"
    for size in desktop.SIZES:
        icon = tmp_path / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "gamenight.png"
        assert png_size(icon) == (size, size)
    assert min(desktop.SIZES) == 16 and max(desktop.SIZES) == 512


def test_uninstall_desktop_removes_only_what_install_put_there(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    desktop.main(["install", "--exec", "/opt/gamenight/gamenight"])
    neighbour = tmp_path / "share" / "applications" / "another-game.desktop"
    neighbour.write_text("[Desktop Entry]\nName=Another\n")
    assert desktop.main(["uninstall"]) == 0
    left = sorted(p.relative_to(tmp_path) for p in (tmp_path / "share").rglob("*") if p.is_file())
    assert left == [Path("share/applications/another-game.desktop")]


def test_install_desktop_without_a_program_says_how_to_get_one(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(desktop, "BUILT_APP", tmp_path / "not built")
    assert desktop.main(["install"]) == 1
    assert "pipx install" in capsys.readouterr().err
    assert not (tmp_path / "share").exists()


def test_the_exec_key_escapes_what_the_spec_reserves():
    assert desktop.exec_quoted(Path("/usr/bin/gamenight")) == "/usr/bin/gamenight"
    assert desktop.exec_quoted(Path('/a b/$x"y')) == '"/a b/\\$x\\"y"'
    assert desktop.exec_quoted(Path("/100%/g")) == "/100%%/g"


def test_install_desktop_starts_the_command_on_the_path_as_found(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    command = bin_dir / "gamenight"
    command.write_text("#!/bin/sh\n")
    command.chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir))
    assert desktop.main(["install"]) == 0
    assert entry_keys(tmp_path / "share" / "applications" / "gamenight.desktop")["Exec"] == str(command)

"""Put Gamenight in the desktop's application menu, or take it out again (freedesktop.org).

    python3 tools/desktop.py install [--exec PATH]    make install-desktop
    python3 tools/desktop.py uninstall                make uninstall-desktop

`install` writes packaging/gamenight.desktop into the user's applications folder and the icon,
drawn at each hicolor size (assets/common/icons), into the user's icon theme. The entry starts
PATH when given; otherwise the `gamenight` command an install put on the PATH (pipx, pip), and
failing that the app `make dist` built. `uninstall` removes exactly those files. Only the user's
own folders are touched ($XDG_DATA_HOME, ~/.local/share by default). Standard library only, so
it runs with any Python 3, without the project's virtualenv.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "packaging" / "gamenight.desktop"
ICONS = ROOT / "assets" / "common" / "icons"
BUILT_APP = ROOT / "dist" / "gamenight" / "gamenight"
NAME = "gamenight"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


class NothingToStart(Exception):
    """Neither an installed command nor a built app was found."""


def data_home() -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when it is unset or not absolute (as the spec says)."""
    given = os.environ.get("XDG_DATA_HOME", "")
    return Path(given) if given and Path(given).is_absolute() else Path.home() / ".local" / "share"


def entry_path(home: Path) -> Path:
    return home / "applications" / f"{NAME}.desktop"


def icon_paths(home: Path) -> dict[int, Path]:
    return {n: home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{NAME}.png" for n in SIZES}


def program() -> Path:
    """What the entry starts: the installed command on the PATH, else the built app."""
    found = shutil.which(NAME)
    if found:  # as found, not resolved: pipx's ~/.local/bin link outlives a reinstall of its venv
        return Path(found).absolute()
    if BUILT_APP.is_file():
        return BUILT_APP
    raise NothingToStart("no `gamenight` command on the PATH and no built app: install it first with "
                         "`pipx install .`, or build the app with `make dist`")


def exec_quoted(path: Path) -> str:
    """A program path as the Exec key wants it: quoted when it holds a space or a reserved
    character, with `"`, `` ` ``, `$` and `\\` escaped inside the quotes, and `%` doubled."""
    text = str(path)
    if any(c in text for c in ' \t\n"\'\\><~|&;$*?#()`'):
        text = '"' + "".join("\\" + c if c in '"`$\\' else c for c in text) + '"'
    return text.replace("%", "%%")


def desktop_entry(target: Path) -> str:
    """The template with Exec and TryExec pointing at `target`."""
    lines = []
    for line in TEMPLATE.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_quoted(target)}"
        elif line.startswith("TryExec="):
            line = f"TryExec={target}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def install(target: Path, home: Path) -> list[Path]:
    written = []
    for size, path in icon_paths(home).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ICONS / f"{size}.png", path)
        written.append(path)
    entry = entry_path(home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(target), encoding="utf-8")
    written.append(entry)
    _refresh(home)
    return written


def uninstall(home: Path) -> list[Path]:
    removed = []
    for path in [entry_path(home), *icon_paths(home).values()]:
        if path.is_file():
            path.unlink()
            removed.append(path)
    _refresh(home)
    return removed


def _refresh(home: Path) -> None:
    """Tell the desktop the menu and the icons changed, where its tools are installed. An icon
    cache is only brought up to date, never made: one the user's desktop does not keep would go
    stale when another program adds its icons, and hide them."""
    commands = [["update-desktop-database", "-q", str(home / "applications")]]
    hicolor = home / "icons" / "hicolor"
    if (hicolor / "icon-theme.cache").is_file():
        commands.append(["gtk-update-icon-cache", "-q", "-t", "-f", str(hicolor)])
    for command in commands:
        if shutil.which(command[0]):
            subprocess.run(command, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["install", "uninstall"])
    ap.add_argument("--exec", type=Path, help="the program the entry starts (default: found, see above)")
    args = ap.parse_args(argv)
    home = data_home()
    if args.what == "uninstall":
        removed = uninstall(home)
        print(f"removed {len(removed)} files from {home}" if removed else f"nothing of Gamenight's was in {home}")
        return 0
    try:
        target = args.exec.resolve() if args.exec else program()
    except NothingToStart as exc:
        print(f"desktop: {exc}", file=sys.stderr)
        return 1
    written = install(target, home)
    print(f"Gamenight is in the application menu, starting {target} ({len(written)} files under {home})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

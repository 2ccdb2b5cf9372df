"""Loading game content from TOML with messages that name the file, the entry and the field."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from .errors import ContentError

DATA = Path(__file__).resolve().parents[2] / "data"


def read(path: Path) -> dict:
    """Parse one TOML file; a syntax error names the file and line."""
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise ContentError(f"{path.name}: the content file is missing ({path})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path.name}: not valid TOML: {exc}") from None


class Entry:
    """One table of a content file, with typed field access that reports where a problem is."""

    def __init__(self, file: str, label: str, data: Any):
        self.file, self.label = file, label
        if not isinstance(data, dict):
            raise ContentError(f"{file}: {label}: must be a table")
        self.data = data

    def where(self, field: str) -> str:
        name = self.data.get("id", self.data.get("name"))
        ident = f"{self.label} '{name}'" if isinstance(name, str) else self.label
        return f"{self.file}: {ident}: field '{field}'"

    def get(self, field: str, kind: type | tuple, default: Any = ...) -> Any:
        if field not in self.data:
            if default is ...:
                raise ContentError(f"{self.where(field)} is missing")
            return default
        value = self.data[field]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            want = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise ContentError(f"{self.where(field)} must be {want}, not {value!r}")
        return value

    def fail(self, field: str, problem: str) -> None:
        raise ContentError(f"{self.where(field)} {problem}")


def entries(path: Path, table: str) -> list[Entry]:
    """The entries of an array of tables ([[table]]) in a file."""
    data = read(path)
    items = data.get(table)
    if not isinstance(items, list) or not items:
        raise ContentError(f"{path.name}: no [[{table}]] entries")
    return [Entry(path.name, f"[[{table}]] #{i + 1}", item) for i, item in enumerate(items)]

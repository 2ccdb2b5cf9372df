"""A compiled gettext catalog (.mo) whose messages are decoded as they are asked for.

gettext's GNUTranslations decodes every message of a catalog as it opens it: the Italian
catalog's 3,698 messages cost an Italian player's start-up 13-15 ms before the menu drew a word,
where a screen asks for a few dozen of them. `Catalog` takes the file's tables of originals and
translations in one piece each, indexes the originals (slicing and counting in C, not in a
loop here: 4-6 ms in all) and decodes a translation the first time it is asked for.

It is GNUTranslations with another `_parse`: the same header (charset, plural forms, `info()`),
the same answers and the same fallbacks, because GNUTranslations' own gettext, ngettext and
pgettext look the messages up in `_catalog`, which here is a `_Messages` answering `get` and
`[]` as their dict does (tests/app/test_catalog.py compares the two on every shipped catalog).
"""
from __future__ import annotations

import gettext
from itertools import compress, repeat
from operator import add, contains
from struct import unpack, unpack_from
from typing import Any

_MISSING = object()


class Catalog(gettext.GNUTranslations):
    """gettext.translation(..., class_=Catalog): a catalog decoded message by message."""

    def _parse(self, fp: Any) -> None:
        self.plural = lambda n: int(n != 1)  # as GNUTranslations: germanic until the header says
        data = fp.read()
        name = getattr(fp, "name", "")
        magic = unpack("<I", data[:4])[0] if len(data) >= 20 else None
        if magic not in (self.LE_MAGIC, self.BE_MAGIC):
            raise OSError(0, "Bad magic number", name)
        order = "<" if magic == self.LE_MAGIC else ">"
        version, count, originals, translations = unpack(order + "4I", data[4:20])
        if self._get_versions(version)[0] not in self.VERSIONS:
            raise OSError(0, "Bad version number " + str(self._get_versions(version)[0]), name)
        lengths, offsets = _table(data, order, count, originals)
        t_lengths, t_offsets = _table(data, order, count, translations)
        if max(map(add, offsets, lengths), default=0) >= len(data) or \
                max(map(add, t_offsets, t_lengths), default=0) >= len(data):
            raise OSError(0, "File is corrupt", name)
        texts = list(map(data.__getitem__, map(slice, offsets, map(add, offsets, lengths))))  # sliced in C
        self._catalog = _Messages(data, texts, t_lengths, t_offsets)
        if b"" in self._catalog.singular:
            self._read_header(self._catalog.translation(self._catalog.singular[b""]))
        self._catalog.charset = self._charset or "ascii"

    def _read_header(self, header: bytes) -> None:
        """The catalog's description (its empty message), read as GNUTranslations reads it."""
        last = None
        for line in header.split(b"\n"):
            item = line.decode().strip()
            if not item or (item.startswith("#-#-#-#-#") and item.endswith("#-#-#-#-#")):
                continue
            key = value = None
            if ":" in item:
                key, value = item.split(":", 1)
                key, value = key.strip().lower(), value.strip()
                self._info[key] = value
                last = key
            elif last:
                self._info[last] += "\n" + item
            if key == "content-type":
                self._charset = value.split("charset=")[1]
            elif key == "plural-forms":
                self.plural = gettext.c2py(value.split(";")[1].split("plural=")[1])


def _table(data: bytes, order: str, count: int, start: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A .mo table of `count` (length, offset) pairs at `start`: the lengths, and the offsets."""
    pairs = unpack_from(f"{order}{2 * count}I", data, start)
    return pairs[0::2], pairs[1::2]


class _Messages:
    """The messages of a catalog as GNUTranslations' `_catalog` dict holds them - a singular's
    translation under its text, a plural's forms under (singular, form) - decoded on first use.
    A plural message's original is "singular\0plural", so it is found by its singular in
    `plural`; the others by their whole original in `singular`."""

    charset = "ascii"

    def __init__(self, data: bytes, originals: list[bytes], lengths: tuple[int, ...], offsets: tuple[int, ...]) -> None:
        self._data, self._lengths, self._offsets = data, lengths, offsets
        self.singular = dict(zip(originals, range(len(originals))))
        plurals = compress(range(len(originals)), map(contains, originals, repeat(b"\0")))  # in C, not a loop here
        self.plural = {originals[i].split(b"\0", 1)[0]: i for i in plurals}
        self._decoded: dict[Any, Any] = {}

    def translation(self, index: int) -> bytes:
        return self._data[self._offsets[index]:self._offsets[index] + self._lengths[index]]

    def get(self, key: Any, default: Any = None) -> Any:
        found = self._decoded.get(key, _MISSING)
        if found is _MISSING:
            found = self._decoded[key] = self._find(key)
        return default if found is _MISSING else found

    def __getitem__(self, key: Any) -> str:
        found = self.get(key, _MISSING)
        if found is _MISSING:
            raise KeyError(key)
        return found

    def _find(self, key: Any) -> Any:
        """The translation `key` names (a text, or a (singular, form) pair), or _MISSING."""
        text, form = key if isinstance(key, tuple) and len(key) == 2 else (key, None)
        if not isinstance(text, str):
            return _MISSING
        try:
            index = (self.singular if form is None else self.plural).get(text.encode(self.charset))
        except UnicodeEncodeError:  # a text the catalog's charset cannot hold is not in it
            return _MISSING
        if index is None:
            return _MISSING
        if form is None:
            return str(self.translation(index), self.charset)
        forms = self.translation(index).split(b"\0")
        return str(forms[form], self.charset) if isinstance(form, int) and 0 <= form < len(forms) else _MISSING

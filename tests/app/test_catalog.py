"""scenes/catalog.py: a compiled catalog read message by message answers exactly as gettext's
GNUTranslations, which decodes it whole, does - for every message of every shipped catalog."""
from __future__ import annotations

import gettext
import io
import struct
from pathlib import Path

import pytest

from scenes import i18n
from scenes.catalog import Catalog

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"
CATALOGS = sorted(LOCALE.glob("*/LC_MESSAGES/*.mo"))


def _both(path: Path) -> tuple[gettext.GNUTranslations, Catalog]:
    with path.open("rb") as whole, path.open("rb") as lazy:
        return gettext.GNUTranslations(whole), Catalog(lazy)


@pytest.mark.parametrize("path", CATALOGS, ids=[f"{p.parts[-3]}-{p.stem}" for p in CATALOGS])
def test_every_message_reads_as_gettext_reads_it(path):
    whole, lazy = _both(path)
    assert lazy.info() == whole.info() and lazy.charset() == whole.charset()
    singulars = [key for key in whole._catalog if isinstance(key, str)]
    plurals = sorted({key[0] for key in whole._catalog if isinstance(key, tuple)})
    assert singulars and len(singulars) + len(plurals) > 10
    for text in singulars:
        assert lazy.gettext(text) == whole.gettext(text)
    for one in plurals:
        for n in range(0, 25):
            assert lazy.ngettext(one, one + " (many)", n) == whole.ngettext(one, one + " (many)", n)
        assert lazy.gettext(one) == whole.gettext(one)  # a plural's singular, asked for alone
    for absent in ("no such message", "", "Gamenight \ud800", ("a", 0)):
        if isinstance(absent, str):
            assert lazy.gettext(absent) == whole.gettext(absent)
            assert lazy.ngettext(absent, "many", 3) == whole.ngettext(absent, "many", 3)
        assert lazy._catalog.get(absent, None) == whole._catalog.get(absent, None)


def test_the_language_is_spoken_through_the_lazy_catalog():
    try:
        assert i18n.set_language("it") == "it"
        assert isinstance(i18n._translations, Catalog)
        assert i18n._("Settings") == "Impostazioni"
    finally:
        i18n.set_language("en")


def test_a_damaged_catalog_is_refused_as_gettext_refuses_it(tmp_path):
    good = (LOCALE / "it" / "LC_MESSAGES" / "gamenight.mo").read_bytes()
    count, originals = struct.unpack("<2I", good[8:16])
    last = originals + 8 * (count - 1)
    beyond = good[:last] + struct.pack("<2I", 10, len(good)) + good[last + 8:]  # a message past the end
    for damaged in (b"not a catalog at all", beyond):
        for reader in (gettext.GNUTranslations, Catalog):
            with pytest.raises(OSError):
                reader(io.BytesIO(damaged))

"""The message catalogs: extract the English source, update each language, compile, check.

    python -m tools.i18n update     extract every word a player reads into the template
                                    (assets/locale/gamenight.pot), bring each language's .po up to
                                    date with it, and compile the .mo files the game reads
    python -m tools.i18n check      fail on anything a player would meet untranslated: an entry of
                                    the template missing from a language, empty or fuzzy; a
                                    translation whose {placeholders} are not the source's; a
                                    template or a .mo older than the code or the .po

`make i18n` and `make i18n-check` run these (with the pseudo-locale's screen tests, `-m i18n`).
Babel does the extracting, merging and compiling (pybabel's extract, update and compile); what
is ours is where the words are (the keywords below, and the games' guides in docs/help, a message
a Markdown block: tools/i18n_markdown.py) and the checks a player needs. English is the source:
the words in the code and the guides are the message ids, so English needs no catalog.
"""
from __future__ import annotations

import argparse
import io
import os
import re
import subprocess
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "gamenight"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
SOURCES = ["engine", "scenes", "main.py", "docs/help"]  # docs/help: the guides, a message a block
#: The calls that hold a player's words (scenes/i18n.py and engine/core/messages.py).
KEYWORDS = ["_", "N_", "ngettext:1,2", "msg", "plural:1,2"]
LANGUAGES = ["it"]  # every language but the English source
PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


def _pybabel(*args: str) -> None:
    # the guides' extraction method is ours (tools/i18n_markdown.py): pybabel imports it from here
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    subprocess.run([str(Path(sys.executable).with_name("pybabel")), "--quiet", *args], cwd=ROOT, check=True,
                   env={**os.environ, "PYTHONPATH": path})


def extract(output: Path) -> None:
    keywords = [arg for k in KEYWORDS for arg in ("-k", k)]
    _pybabel("extract", "-F", str(LOCALE / "babel.cfg"), *keywords, "--no-default-keywords",
             "--add-location=file", "--sort-by-file", "--no-wrap", "--add-comments=TRANSLATORS:", "--project=Gamenight",
             "--copyright-holder=the Gamenight authors", "-o", str(output), *SOURCES)


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def update() -> None:
    extract(TEMPLATE)
    for language in LANGUAGES:
        if not po_path(language).exists():
            _pybabel("init", "-i", str(TEMPLATE), "-d", str(LOCALE), "-D", DOMAIN, "-l", language, "--no-wrap")
        else:
            _pybabel("update", "-i", str(TEMPLATE), "-d", str(LOCALE), "-D", DOMAIN, "-l", language,
                     "--no-wrap", "--previous", "--ignore-obsolete")
    for language in LANGUAGES:
        po_path(language).with_suffix(".mo").write_bytes(compiled(language))


def _read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=language)


def compiled(language: str) -> bytes:
    """The .mo of a language as its .po compiles now (fuzzy entries left out, as gettext does)."""
    out = io.BytesIO()
    write_mo(out, _read(po_path(language), language))
    return out.getvalue()


def placeholder_problems(source: tuple[str, ...] | str, translation: tuple[str, ...] | str) -> list[str]:
    """A translation must use the source's {placeholders} and no others; a plural form may leave
    out the count {n} (Italian's "una carta" for one)."""
    sources = source if isinstance(source, tuple) else (source,)
    forms = translation if isinstance(translation, tuple) else (translation,)
    wanted = set().union(*(PLACEHOLDER.findall(s) for s in sources))
    found = []
    for form in forms:
        have = set(PLACEHOLDER.findall(form))
        optional = {"n"} if len(sources) > 1 else set()
        if have - wanted:
            found.append(f"uses {sorted(have - wanted)}, which the source has not")
        if wanted - have - optional:
            found.append(f"leaves out {sorted(wanted - have - optional)}")
    return found


def problems() -> list[str]:
    """Everything `check` fails on, one line each, naming the language and the words."""
    found = []
    fresh = LOCALE / f".{DOMAIN}.check.pot"
    try:
        extract(fresh)
        template, now = _read(TEMPLATE), _read(fresh)
    finally:
        fresh.unlink(missing_ok=True)
    wanted = {m.id for m in now if m.id}
    if wanted != {m.id for m in template if m.id}:
        found.append(f"{TEMPLATE.relative_to(ROOT)} is not the code's words: run `make i18n`")
    for language in LANGUAGES:
        catalog = _read(po_path(language), language)
        have = {m.id: m for m in catalog if m.id}
        for key in sorted(wanted, key=str):
            message = have.get(key)
            where = f"{language}: {key if isinstance(key, str) else key[0]!r}"
            if message is None:
                found.append(f"{where} is not in {po_path(language).relative_to(ROOT)}: run `make i18n`")
            elif message.fuzzy:
                found.append(f"{where} is fuzzy: check the translation and take the mark off")
            elif not (all(message.string) if isinstance(message.string, tuple) else message.string):
                found.append(f"{where} is not translated")
            else:
                found += [f"{where}: the translation {p}" for p in placeholder_problems(key, message.string)]
        mo = po_path(language).with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != compiled(language):
            found.append(f"{mo.relative_to(ROOT)} is not compiled from its .po: run `make i18n`")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["update", "check"])
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
        return 0
    found = problems()
    for line in found:
        print(line)
    print(f"{len(found)} problem{'s' if len(found) != 1 else ''} in the catalogs" if found else "the catalogs are complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

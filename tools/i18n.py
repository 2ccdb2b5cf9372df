"""The message catalogs: extract the English source, update each language, compile, check.

    python -m tools.i18n update     extract every word a player reads into the template
                                    (assets/locale/gamenight.pot), bring each language's .po up to
                                    date with it, and compile the .mo files the game reads
    python -m tools.i18n compile    compile every .po into the .mo the game reads (after editing
                                    a translation by hand)
    python -m tools.i18n check      fail on anything a player would meet untranslated: an entry of
                                    the template missing from a language, empty or fuzzy; a
                                    translation whose {placeholders} are not the source's; a
                                    template or a .mo older than the code or the .po

`make i18n` and `make i18n-check` run these (with the pseudo-locale's screen tests, `-m i18n`).
Babel does the extracting, merging and compiling (pybabel's extract, update and compile); what
is ours is where the words are (the keywords below, the games' guides in docs/help - a message a
Markdown block: tools/i18n_markdown.py - and the tutorials' narrator: tools/extract_tutorial.py)
and the checks a player needs.

Two kinds of catalog, one domain each:
* `gamenight`: the words of the code, the guides and the tutorials. English is the source - the
  words in the code and the documents are the message ids - so English needs no catalog.
* one per game (`auganism`, ...): the names and texts of its content, keyed by the content's ids
  ("monster.ember_pup", "monster.ember_pup.text"), since a data file keeps ids only. Here the
  English catalog (en/LC_MESSAGES/<game>.po) is the source: the template is made from it, with
  each English text beside its key for the translator.
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
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "gamenight"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
SOURCES = ["engine", "scenes", "online", "main.py", "data", "docs/help"]  # data: the tutorials; docs/help: the guides
#: The calls that hold a player's words (scenes/i18n.py and engine/core/messages.py).
KEYWORDS = ["_", "N_", "ngettext:1,2", "msg", "plural:1,2", "counted:1,2"]
LANGUAGES = ["it"]  # every language but the English source
SOURCE = "en"
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


def po_path(language: str, domain: str = DOMAIN) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{domain}.po"


def content_domains() -> list[str]:
    """The games whose content words are in catalogs of their own (an English source catalog)."""
    return sorted(p.stem for p in (LOCALE / SOURCE / "LC_MESSAGES").glob("*.po"))


def update() -> None:
    extract(TEMPLATE)
    _merge(DOMAIN, TEMPLATE)
    for domain in content_domains():
        template = LOCALE / f"{domain}.pot"
        content_template(domain, template)
        _merge(domain, template)
        po_path(SOURCE, domain).with_suffix(".mo").write_bytes(compiled(SOURCE, domain))


def compile_all() -> None:
    """Every catalog's .mo from its .po as it is now: the English content sources and each language."""
    for domain in content_domains():
        po_path(SOURCE, domain).with_suffix(".mo").write_bytes(compiled(SOURCE, domain))
    for language in LANGUAGES:
        for domain in [DOMAIN, *content_domains()]:
            po_path(language, domain).with_suffix(".mo").write_bytes(compiled(language, domain))


def _merge(domain: str, template: Path) -> None:
    """Each language's catalog brought up to `template`, and compiled."""
    for language in LANGUAGES:
        if not po_path(language, domain).exists():
            _pybabel("init", "-i", str(template), "-d", str(LOCALE), "-D", domain, "-l", language, "--no-wrap")
            _two_plural_forms(po_path(language, domain))
        else:
            _pybabel("update", "-i", str(template), "-d", str(LOCALE), "-D", domain, "-l", language,
                     "--no-wrap", "--previous", "--ignore-obsolete")
        po_path(language, domain).with_suffix(".mo").write_bytes(compiled(language, domain))


def _two_plural_forms(path: Path) -> None:
    """gettext's Italian has two plural forms (one, other); Babel's CLDR data gives a third for
    millions, which no sentence here needs and every translator would have to fill."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r'"Plural-Forms: [^"]*"', lambda _: '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', text)
    path.write_text(text, encoding="utf-8")


def content_template(domain: str, output: Path) -> None:
    """A game's content template from its English catalog: every key, its English text beside it."""
    source = _read(po_path(SOURCE, domain), SOURCE)
    template = Catalog(project="Gamenight", copyright_holder="the Gamenight authors", fuzzy=False)
    for message in source:
        if message.id:
            template.add(message.id, "", auto_comments=[message.string])
    with output.open("wb") as f:
        write_po(f, template, width=0, omit_header=False)


def _read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=language)


def compiled(language: str, domain: str = DOMAIN) -> bytes:
    """The .mo of a language as its .po compiles now (fuzzy entries left out, as gettext does)."""
    out = io.BytesIO()
    write_mo(out, _read(po_path(language, domain), language))
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
        found += _catalog_problems(language, DOMAIN, wanted)
    for domain in content_domains():
        keys = {m.id for m in _read(po_path(SOURCE, domain), SOURCE) if m.id}
        for language in [SOURCE, *LANGUAGES]:
            found += _catalog_problems(language, domain, keys)
    return found


def _catalog_problems(language: str, domain: str, wanted: set) -> list[str]:
    found = []
    path = po_path(language, domain)
    if not path.exists():
        return [f"{path.relative_to(ROOT)} is missing: run `make i18n`"]
    have = {m.id: m for m in _read(path, language) if m.id}
    for key in sorted(wanted, key=str):
        message = have.get(key)
        where = f"{language}/{domain}: {key if isinstance(key, str) else key[0]!r}"
        if message is None:
            found.append(f"{where} is not in {path.relative_to(ROOT)}: run `make i18n`")
        elif message.fuzzy:
            found.append(f"{where} is fuzzy: check the translation and take the mark off")
        elif not (all(message.string) if isinstance(message.string, tuple) else message.string):
            found.append(f"{where} is not translated")
        elif domain == DOMAIN:
            found += [f"{where}: the translation {p}" for p in placeholder_problems(key, message.string)]
    mo = path.with_suffix(".mo")
    if not mo.exists() or mo.read_bytes() != compiled(language, domain):
        found.append(f"{mo.relative_to(ROOT)} is not compiled from its .po: run `make i18n`")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["update", "compile", "check"])
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
        return 0
    if args.command == "compile":
        compile_all()
        return 0
    found = problems()
    for line in found:
        print(line)
    print(f"{len(found)} problem{'s' if len(found) != 1 else ''} in the catalogs" if found else "the catalogs are complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

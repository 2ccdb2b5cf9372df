"""The pseudo-locale: every word that passes through the catalogs comes out marked and longer.

`make i18n-check` plays the screens in it (the tests marked `i18n`). A known message (one the
template, assets/locale/gamenight.pot, holds) is "translated" by giving each letter an accent
(`Summon {card}` -> `Śúḿḿóñ·· {card}`) and lengthening each word by 40%, as Italian, German or
French run longer than English. So on a screen in the pseudo-locale:
* a word without an accent was drawn without passing through a catalog (an English literal in
  the code, a name read from a data file, a message id the template does not know);
* a label that clips or runs into another at 1024x640 is one a longer language would break.

`Drawn` records every word the app draws - the tables' text (widgets.art), the toolkit's
buttons, labels, text boxes, drop-downs and tooltips - and `unmarked()` lists the words that
lack their mark. Numbers and punctuation need none, nor do the words a player typed (names).
"""
from __future__ import annotations

import contextlib
import gettext
import math
import os
import re
from pathlib import Path

from babel.messages.pofile import read_po

from scenes import i18n

TEMPLATE = Path(__file__).resolve().parents[1] / "assets" / "locale" / "gamenight.pot"
ACCENTS = dict(zip("aceginorsuyzACEGINORSUYZdhjklmtwDHJKLTW",
                   "áçéĝíñóŕśúýźÁÇÉĜÍÑÓŔŚÚÝŹďĥĵķĺḿťŵĎĤĴĶĹŤŴ"))
MARKED = set(ACCENTS.values())
PADDING = "\u00b7"  # the middle dot that lengthens each word
PROTECTED = re.compile(r"(\{[a-z_][a-z0-9_]*\}|<[^>]*>|&[a-z]+;)")  # placeholders, HTML tags and entities
WORD = re.compile(r"[^\W\d_]{2,}")
ROMAN = re.compile(r"[IVXLC]+")  # a stage's number on a card: a numeral, not a word


def pseudo(text: str) -> str:
    """`text` accented and 40% longer, its {placeholders} and <tags> untouched."""
    parts = PROTECTED.split(text)
    return "".join(part if PROTECTED.fullmatch(part) else _lengthen(part) for part in parts)


def _lengthen(text: str) -> str:
    def word(found: re.Match) -> str:
        letters = found.group()
        return "".join(ACCENTS.get(ch, ch) for ch in letters) + PADDING * math.ceil(len(letters) * 0.4)
    return re.sub(r"[A-Za-z]+", word, text)


def known_ids() -> set[str]:
    with TEMPLATE.open("rb") as f:
        catalog = read_po(f)
    ids = set()
    for message in catalog:
        if message.id:
            ids.update(message.id if isinstance(message.id, tuple) else (message.id,))
    return ids


class PseudoTranslations(gettext.NullTranslations):
    """Marks the messages the template knows; any other text passes unmarked, to be found."""

    def __init__(self, known: set[str]) -> None:
        super().__init__()
        self.known = known

    def gettext(self, message: str) -> str:
        return pseudo(message) if message in self.known else message

    def ngettext(self, one: str, many: str, n: int) -> str:
        return self.gettext(one if n == 1 else many)

    @staticmethod
    def content(english: str) -> str:
        """A game's content (i18n.term): every name and text its catalog holds, marked."""
        return pseudo(english)


@contextlib.contextmanager
def pseudo_locale():
    """Within it, the system's language is the pseudo-locale, so an app started then speaks it,
    and every word the catalogs give is the pseudo-locale's."""
    before, variable = i18n.language(), os.environ.get("LANGUAGE")
    i18n.add_language("pseudo", PseudoTranslations(known_ids()))
    os.environ["LANGUAGE"] = "pseudo"
    i18n.set_language("pseudo")
    try:
        yield
    finally:
        os.environ["LANGUAGE"] = variable if variable is not None else "en"
        i18n.add_language("pseudo", None)
        i18n.set_language(before)


def unmarked(text: str, allowed: set[str] = frozenset()) -> list[str]:
    """The words of `text` drawn without their mark (words in `allowed`, typed names, pass)."""
    found = []
    for word in WORD.findall(text):
        if not (set(word) & MARKED) and word not in allowed and not ROMAN.fullmatch(word):
            found.append(word)
    return found


class Drawn:
    """Records every word the app draws while it is on (a context manager): the tables' text,
    whatever surface it goes on (widgets.art renders it all), and - asked by `widgets(app)` -
    the words of every toolkit element alive: buttons, labels, text boxes, drop-downs and the
    tooltips they carry."""

    def __init__(self) -> None:
        self.words: dict[str, str] = {}  # a drawn text -> where it was drawn
        self._original = None

    def __enter__(self) -> Drawn:
        from scenes.widgets import art

        self._original = original = art.rendered
        art._RENDERED.clear()  # words rendered before (in another language) are drawn again

        def rendered(words, font, colour):
            if words.strip():
                self.words.setdefault(words, "the table")
            return original(words, font, colour)

        art.rendered = rendered
        return self

    def __exit__(self, *exc) -> None:
        from scenes.widgets import art

        art.rendered = self._original

    def widgets(self, app) -> None:
        for element in app.manager.get_sprite_group().sprites():
            if not element.alive():
                continue
            kind = type(element).__name__
            for text in _element_texts(element):
                if isinstance(text, str) and text.strip():
                    self.words.setdefault(text, kind)

    def unmarked(self, allowed: set[str] = frozenset()) -> list[str]:
        """"'Start game' (UIButton): Start, game" for each text with words lacking their mark."""
        found = []
        for text, where in sorted(self.words.items()):
            plain = _strip_tags(text)
            words = unmarked(plain, allowed)
            if words:
                found.append(f"{plain[:70]!r} ({where}): {', '.join(dict.fromkeys(words))}")
        return found


def _element_texts(element) -> list:
    texts = [getattr(element, "text", None), getattr(element, "html_text", None),
             getattr(element, "tool_tip_text", None)]
    texts += list(getattr(element, "selected_option", None) or [])[:1]
    for option in getattr(element, "options_list", None) or []:
        texts.append(option[0] if isinstance(option, tuple) else option)
    return texts


def _strip_tags(text: str) -> str:
    return re.sub(r"<[^>]*>", " ", text).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")

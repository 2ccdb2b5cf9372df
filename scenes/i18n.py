"""The player's language: gettext catalogs, and the engine's messages put into words.

Every word a player reads is looked up here. Code marks its own words with `_("...")` and
`ngettext("...", "...", n)` (English is the source: the words in the code are the message ids,
which Babel extracts); the engine's decisions and events carry messages (engine/core/messages.py),
which `say` puts into the same language. A game's content (its cards, creatures, tiles) is named
by `term`, from the game's own catalog, keyed by the content's ids - the data files keep ids
only. The catalogs are gettext's: `assets/locale/<lang>/LC_MESSAGES/<domain>.mo`, compiled from
the `.po` files beside them (`make i18n`, tools/i18n.py).

The language is a setting; `set_language` switches it at once and every screen draws its words
again. Nothing the engine keeps (saves, replays, the history) holds words of any language.

Plain Python, no pygame: the session, the command line and the tests use it without a window.
"""
from __future__ import annotations

import functools
import gettext as _gettext
import locale
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

DOMAIN = "gamenight"
LANGUAGES = {"en": "English", "it": "Italiano"}  # code -> the language's own name, in menu order
DEFAULT = "en"

_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT
_extra: dict[str, _gettext.NullTranslations] = {}  # languages that are not in the menu (a test's)


def add_language(code: str, translations: _gettext.NullTranslations | None) -> None:
    """Speak `code` through `translations` too, though it is not offered in Settings (the tests'
    pseudo-locale); None takes it away again."""
    if translations is None:
        _extra.pop(code, None)
    else:
        _extra[code] = translations


def locale_dir() -> Path:
    """The folder of the compiled catalogs (shipped with the art, scenes/games.py)."""
    from .games import assets_dir

    return assets_dir() / "locale"


def system_language() -> str:
    """The language of the system's locale, if Gamenight speaks it, else English: the setting's
    first value."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES or code in _extra:
                return code
    try:
        code = (locale.getlocale()[0] or "").split("_")[0].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else DEFAULT


def set_language(code: str) -> str:
    """Speak `code` from now on (an unknown code speaks English); returns the language set."""
    global _translations, _language
    if code in _extra:
        _translations, _language = _extra[code], code
        return code
    code = code if code in LANGUAGES else DEFAULT
    _translations = _gettext.translation(DOMAIN, str(locale_dir()), languages=[code], fallback=True)
    _language = code
    return code


def term(game: str, key: str, own: str = "") -> str:
    """A thing of `game`'s content in the player's language: its name (key "monster.ember_pup")
    or its text ("monster.ember_pup.text"), from the game's catalog. A thing no catalog names -
    a player's own deck, a card a player added to a data file - is told in its own words, `own`
    (its data's name or text, as given)."""
    english = _content(game, SOURCE).gettext(key)
    if english == key:
        return own
    if _language in _extra:
        tell = getattr(_extra[_language], "content", None)
        return tell(english) if tell is not None else english
    said = _content(game, _language).gettext(key)
    return english if said == key else said


SOURCE = "en"  # the language of the content catalogs' source (the code's words are their own source)


@functools.cache
def _content(game: str, code: str) -> _gettext.NullTranslations:
    """A game's content catalog in one language, found once: every card name on the table and
    every log line asks for it, and finding it (the installed folder, gettext's search of
    the language's forms) cost 180 us a name - nine tenths of a lesson's time in the tests
    that name every card at every frame. The folder is the installation's, fixed while it runs."""
    return _gettext.translation(game, str(locale_dir()), languages=[code], fallback=True)


def language() -> str:
    return _language


def _(text: str) -> str:
    """`text` (the English source) in the player's language."""
    return _translations.gettext(text)


def ngettext(one: str, many: str, n: int) -> str:
    """The form of `one`/`many` for the number `n` in the player's language."""
    return _translations.ngettext(one, many, n)


def N_(text: str) -> str:
    """Marks words for the catalog that are looked up later (a table of names)."""
    return text


def msg(id: str, **params: Any) -> dict:
    """Words to be said later, when the language may have changed (a message as the engine's
    are, engine/core/messages.py): `say` puts them into the player's language then."""
    return {"id": id, "params": params}


def decimal(value: float, places: int = 1) -> str:
    """A number with `places` decimals as the language writes it: "97.5", "97,5"."""
    whole, point, fraction = f"{value:.{places}f}".partition(".")
    # TRANSLATORS: how the language writes a number with decimals, "97.5" (the point between the parts).
    return _("{whole}.{fraction}").format(whole=whole, fraction=fraction) if point else whole


def number(value: int) -> str:
    """A whole number with its thousands set apart as the language writes them: "12,345", "12.345"."""
    grouped = f"{value:,}"
    # TRANSLATORS: the mark between a number's thousands, as in "12,345" (Italian: ".").
    return grouped.replace(",", _(",")) if "," in grouped else grouped


def duration(seconds: float) -> str:
    """A time spent, to the minute: "42 min", "3 h 05 min"."""
    minutes = max(0, round(seconds / 60))
    hours, minutes = divmod(minutes, 60)
    if not hours:
        # TRANSLATORS: a time spent, in minutes: "42 min".
        return _("{minutes} min").format(minutes=minutes)
    # TRANSLATORS: a time spent, in hours and minutes: "3 h 05 min".
    return _("{hours} h {minutes:02d} min").format(hours=number(hours), minutes=minutes)


# --- dates --------------------------------------------------------------------------------------------
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
          N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))


def month(number: int) -> str:
    """A month's short name in the player's language (1 is January): "Nov", "nov"."""
    return _(MONTHS[number - 1])


def date(when: Any, *, year: bool = True) -> str:
    """A day in the player's language, "20 Nov 2026" ("20 Nov" without the year): the catalogs
    name the months and order the parts, so no locale of the system is needed."""
    if year:
        # TRANSLATORS: a date: the day of the month, the month's short name, the year.
        return _("{day} {month} {year}").format(day=when.day, month=month(when.month), year=when.year)
    # TRANSLATORS: a date without its year: the day of the month and the month's short name.
    return _("{day} {month}").format(day=when.day, month=month(when.month))


# --- the engine's messages ----------------------------------------------------------------------------
Names = Callable[[int], str]
Terms = Callable[[str, Any], str]


def say(message: Any, names: Names | None = None, terms: Terms | None = None) -> str:
    """A message of the engine's (engine/core/messages.py) in the player's language: `names` names
    a seat (the players' names), `terms` a thing of the game's content by kind and id. A plain
    string is a game's own finished label and is given back as it is."""
    if isinstance(message, str):
        return message
    params = {key: _param(value, names, terms) for key, value in message.get("params", {}).items()}
    if "plural" in message:
        text = ngettext(message["id"], message["plural"], message["n"])
    else:
        text = _(message["id"])
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):  # a broken translation must not cost the table
        return message["id"].format(**params)


def _param(value: Any, names: Names | None, terms: Terms | None) -> str:
    if isinstance(value, dict):
        if "seat" in value:
            return names(value["seat"]) if names else _("Seat {number}").format(number=value["seat"] + 1)
        if "term" in value:
            return terms(value["term"], value["id"]) if terms else str(value["id"])
        if "list" in value:
            return join([_param(v, names, terms) for v in value["list"]])
        if "text" in value:
            return value["text"]
        if "id" in value:
            return say(value, names, terms)
    if isinstance(value, float):  # an average the engine rounded ("2.4 HP"), written as the language does
        return decimal(value)
    return str(value)


def join(items: list[str]) -> str:
    """"a", "a and b", "a, b and c" in the player's language ("nothing" for none)."""
    if not items:
        return _("nothing")
    if len(items) == 1:
        return items[0]
    return _("{items} and {last}").format(items=_(", ").join(items[:-1]), last=items[-1])

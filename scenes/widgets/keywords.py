"""A game's keywords, for its tooltips: what each means, its title, and where running text names it.

A card's words name keywords ("stun 2", "evolves", "pierce") that a player may not know yet; a
tooltip closes with a line for each. The words are the game's content catalog's, keyed by the
keyword: "keyword.<key>" (what it means; `{limits}` the rules count to are filled in), ".title"
(how a tooltip heads it), ".ask" (what a dice keyword asks of the player, where a game has them)
and ".forms", a comma list of the forms the keyword takes in running text in that language
("evolve, evolves, evolved"; "evolve, evolvono" in Italian), so the keywords are found in the
card's words whatever the language. Auganism and Zvery use it.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from .. import i18n
from .markup import plain


class Keywords:
    """The keywords `keys` of `game`, with the rules' numbers (`limits`) for their tips."""

    def __init__(self, game: str, keys: Iterable[str], limits: dict) -> None:
        self.game, self.keys, self.limits = game, tuple(keys), limits
        self._patterns: dict[str, tuple[re.Pattern, dict[str, str]]] = {}

    def __iter__(self):
        return iter(self.keys)

    def __contains__(self, key: object) -> bool:
        return key in self.keys

    def _said(self, key: str, part: str, otherwise: str) -> str:
        return i18n.term(self.game, f"keyword.{key.replace(' ', '_')}{part}", otherwise)

    def tip(self, key: str) -> str:
        """What a keyword means, in the player's language."""
        return self._said(key, "", key).format(**self.limits)

    def title(self, key: str) -> str:
        """A keyword as a tooltip heads it: "EVP", "Skip penalty", "Shatter"."""
        return self._said(key, ".title", key.capitalize())

    def ask(self, key: str) -> str:
        """What a dice keyword asks of the player, in a banner's one line (else its tip)."""
        return self._said(key, ".ask", self.tip(key))

    def found_in(self, text: str) -> list[str]:
        """The keywords in `text`, as whole words or their forms in the player's language,
        case-insensitive, each once, in order of first appearance."""
        pattern, form_of = self._pattern(i18n.language())
        out: list[str] = []
        for found in pattern.finditer(text.lower()):
            key = form_of[re.sub(r"\s+", " ", found.group())]
            if key not in out:
                out.append(key)
        return out

    def explained(self, keys: Iterable[str]) -> list[str]:
        """A tooltip's closing lines (pygame-gui's HTML): "<i>Stun: a stunned creature...</i>"."""
        return [f"<i>{plain(self.title(k))}: {plain(self.tip(k))}</i>" for k in keys]

    def _pattern(self, language: str) -> tuple[re.Pattern, dict[str, str]]:
        """Every form of every keyword in `language`, as one pattern (longest first)."""
        if language not in self._patterns:
            form_of: dict[str, str] = {}
            for key in self.keys:
                for form in [key, *self._said(key, ".forms", key).split(",")]:
                    if form.strip():
                        form_of.setdefault(form.strip().lower(), key)
            alternatives = "|".join(re.escape(f).replace(r"\ ", r"\s+") for f in sorted(form_of, key=len, reverse=True))
            self._patterns[language] = re.compile(r"(?<![^\W\d_])(" + alternatives + r")(?![^\W\d_])"), form_of
        return self._patterns[language]

"""Auganism in the new-game screen: a deck for each seat, and the deck builder.

The panel and the builder are the shared ones (scenes/widgets/deck_builder.py); this module says
what an Auganism deck is: 30 cards, at most 3 copies of a card, and a hero chosen in the builder
(the engine's `deck_problems`). A seat's list shows each deck with its hero.
"""
from __future__ import annotations

from functools import partial

from engine import api

from ..i18n import _, ngettext
from ..saved_decks import slug
from ..widgets import deck_builder
from ..widgets.deck_builder import EMPTY, DeckBuilder, Pick, Row
from ..widgets.tooltip import plain
from . import saved_decks, words

rulebook = api.rulebook("auganism")

__all__ = ["EMPTY", "RULES", "DeckBuilder", "DeckPanel", "deck_choices", "deck_option"]


class AuganismDecks(deck_builder.DeckRules):
    folder = saved_decks.DECKS
    content = staticmethod(partial(api.catalog, "auganism"))
    max_copies = rulebook.MAX_COPIES
    option_fields = ("hero",)

    @property
    def summary(self) -> str:
        return _("{size} cards, at most {copies} of each, and a hero").format(size=rulebook.DECK_SIZE,
                                                                             copies=rulebook.MAX_COPIES)

    def name(self, deck: rulebook.Deck) -> str:
        return deck.name or words.term("deck", deck.id)

    def label(self, deck: rulebook.Deck) -> str:
        return _("{deck} ({hero})").format(deck=self.name(deck), hero=words.hero_name(deck.hero))

    def picks(self, chosen: dict) -> list[Pick]:
        return [Pick("hero", _("Hero"), [(words.hero_name(h), h) for h in api.catalog("auganism").heroes])]

    def picks_of(self, deck: rulebook.Deck) -> dict:
        return {"hero": deck.hero}

    def rows(self, chosen: dict) -> list[Row]:
        out = []
        for m in sorted(api.catalog("auganism").monsters.values(),
                        key=lambda m: (m.family, len(m.stages), words.card_name(m.id))):
            top, stages = m.stages[-1], len(m.stages)
            out.append(Row(m.id, ngettext("{card}  \u00b7 {n} stage, up to {attack}/{health}",
                                          "{card}  \u00b7 {n} stages, up to {attack}/{health}", stages).format(
                card=words.card_name(m.id), n=stages, attack=top.attack, health=top.health)))
        return out

    def check(self, counts: dict[str, int], chosen: dict) -> list[str]:
        return rulebook.deck_problems(counts, chosen["hero"])

    def total(self, counts: dict[str, int]) -> str:
        return _("{n} of {size} cards").format(n=sum(counts.values()), size=rulebook.DECK_SIZE)

    def make(self, name: str, chosen: dict, counts: dict[str, int]) -> rulebook.Deck:
        return rulebook.Deck(slug(name), name, chosen["hero"], tuple(counts.items()))

    def card_tip(self, card: str) -> str:
        return words.monster_tip(card)

    def pick_tip(self, key: str, value: str) -> str | None:
        return words.hero_tip(value) if key == "hero" else None

    def describe(self, deck: rulebook.Deck) -> str:
        """The hero and its powers, the plan, the families and the monsters, the size."""
        c = api.catalog("auganism")
        hero = c.heroes.get(deck.hero)
        families: dict[str, int] = {}
        for card, n in deck.cards:
            family = c.monsters[card].family if card in c.monsters else "?"
            families[family] = families.get(family, 0) + n
        out = []
        if hero is not None:
            out.append("<b>" + plain(_("Hero: {hero}").format(hero=words.hero_name(hero.id))) + "</b>. "
                       + plain(words.hero_passive_text(hero)) + ". " + plain(words.hero_active_text(hero)) + ".")
        said = words.flavour("deck", deck.id) if deck.id in c.decks else deck.text
        if said:
            out.append(f"<i>{plain(said)}</i>")
        mix = ", ".join(_("{family} {n}").format(family=words.term("family", f), n=n)
                        for f, n in sorted(families.items(), key=lambda item: -item[1]))
        out.append(plain(_("{n} cards: {families}.").format(n=deck.size, families=mix)))
        cards = ", ".join(_("{card} \u00d7{n}").format(card=words.card_name(card), n=n) for card, n in deck.cards)
        out.append(plain(_("Monsters: {cards}.").format(cards=cards)))
        return "<br>".join(out)


RULES = AuganismDecks()


class DeckPanel(deck_builder.DeckPanel):
    """One deck list per seat and the deck builder's button (setup_panel in scenes/games.py)."""

    rules = RULES


def deck_choices() -> list[tuple[str, str]]:
    """(label, key) for every deck a seat may play: "ready:<id>" or "saved:<file>"."""
    return deck_builder.deck_choices(RULES)


def deck_option(key: str):
    """The options' form of a deck choice: a ready-made id, or the whole saved deck."""
    return deck_builder.deck_option(RULES, key)

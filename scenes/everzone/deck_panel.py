"""EverZone in the new-game screen: a deck for each seat, the command points, the deck builder.

The panel and the builder are the shared ones (scenes/widgets/deck_builder.py); this module says
what an EverZone deck is (ruling 3, the engine's `deck_problems`): one race, at least 50 base
units and supports, 1 to 3 copies of a card, no leader among them - the deck only suggests a
leader of its race, picked in the builder. The race is the builder's first choice: the list
holds that race's cards only, so a deck of two races cannot be made, and switching race takes
the cards out (after asking). The options are the engine's (setup.check_options):
{"command": 10 | 20 | 30, "decks": [deck id or {"name", "race", "cards"} per seat]}. In the
three-player game the seats start with one race each; a choice that breaks the rule is refused
by the engine when the game starts, in words.
"""
from __future__ import annotations

from functools import partial

from engine import api

from ..i18n import _, ngettext
from ..saved_decks import DeckFolder, slug
from ..widgets import deck_builder
from ..widgets.deck_builder import READY, Pick, Row, Setting
from ..widgets.tooltip import plain
from . import words

rulebook = api.rulebook("everzone")

DECKS = DeckFolder("everzone", rulebook.deck_from_toml, rulebook.deck_to_toml)


class EverZoneDecks(deck_builder.DeckRules):
    folder = DECKS
    content = staticmethod(partial(api.catalog, "everzone"))
    max_copies = rulebook.MAX_COPIES

    @property
    def summary(self) -> str:
        return _("one race, at least {min_deck} cards, at most {max_copies} of each, no leader").format(
            **words.LIMITS)
    option_fields = ("race",)  # the suggested leader stays out: each player picks one when the war starts

    def label(self, deck: rulebook.Deck) -> str:
        return _("{deck} ({race})").format(deck=words.deck_name(deck.id if deck.id in api.catalog("everzone").decks
                                                                   else None, deck.name), race=words.race_name(deck.race))

    def default_keys(self, seats: int) -> list[str]:
        return [READY + deck for deck in rulebook.default_decks(seats)]

    def picks(self, chosen: dict) -> list[Pick]:
        race = chosen.get("race") if chosen.get("race") in rulebook.RACES else rulebook.RACES[0]
        return [Pick("race", _("Race"), [(words.race_name(r), r) for r in rulebook.RACES], shapes_cards=True),
                Pick("leader", _("Suggested leader"), [(words.card_name(u.id), u.id)
                                                        for u in api.catalog("everzone").leaders(race)])]

    def picks_of(self, deck: rulebook.Deck) -> dict:
        return {"race": deck.race, "leader": deck.leader}

    def rows(self, chosen: dict) -> list[Row]:
        c, race = api.catalog("everzone"), chosen["race"]
        units = sorted(c.base_units(race), key=lambda u: (u.resources, words.card_name(u.id)))
        supports = sorted(c.race_supports(race), key=lambda s: (s.resources, words.card_name(s.id)))
        row = _("{card}  \u00b7 {numbers}")
        return ([Row(None, _("{race} units").format(race=words.race_name(race)))]
                + [Row(u.id, row.format(card=words.card_name(u.id), numbers=words.card_numbers(u.id))) for u in units]
                + [Row(None, _("{race} supports").format(race=words.race_name(race)))]
                + [Row(s.id, row.format(card=words.card_name(s.id), numbers=words.card_numbers(s.id))) for s in supports])

    def check(self, counts: dict[str, int], chosen: dict) -> list[str]:
        return rulebook.deck_problems(chosen["race"], counts, chosen["leader"])

    def total(self, counts: dict[str, int]) -> str:
        n = sum(counts.values())
        return ngettext("{n} card (at least {min_deck})", "{n} cards (at least {min_deck})", n).format(n=n, **words.LIMITS)

    def make(self, name: str, chosen: dict, counts: dict[str, int]) -> rulebook.Deck:
        return rulebook.Deck(slug(name), name, chosen["race"], chosen["leader"], tuple(counts.items()))

    def card_tip(self, card: str) -> str:
        return words.card_tip(card)

    def pick_tip(self, key: str, value: str) -> str | None:
        return words.card_tip(value) if key == "leader" else None

    def describe(self, deck: rulebook.Deck) -> str:
        """The race, the suggested leader and what it does, the plan, the units and supports."""
        c = api.catalog("everzone")
        units = sum(n for card, n in deck.cards if card in c.units)
        supports = sum(n for card, n in deck.cards if card in c.supports)
        out = [f"<b>{plain(words.race_name(deck.race))}</b>"]
        leader = c.units.get(deck.leader) if deck.leader else None
        if leader is not None:
            out.append(_("Suggested leader: {leader} ({numbers})").format(
                leader=f"<b>{plain(words.card_name(leader.id))}</b>", numbers=plain(words.card_numbers(leader.id))))
            if leader.ability:
                out.append(plain(words.effect_text(leader.ability)))
        said = words.flavour("deck", deck.id) if deck.id in c.decks else deck.text
        if said:
            out.append(f"<i>{plain(said)}</i>")
        out.append(plain(_("{n} cards: {units} units, {supports} supports.").format(n=units + supports, units=units,
                                                                                   supports=supports)))
        return "<br>".join(out)

    def settings(self, variant: dict) -> list[Setting]:
        return [Setting("command", _("Command points"), [(str(n), n) for n in rulebook.COMMAND_POINTS], 20,
                        _("What each side can lose before it is out of the war: {short} for a short war, {long} for a "
                          "long one").format(short=min(rulebook.COMMAND_POINTS), long=max(rulebook.COMMAND_POINTS)))]

    def note(self, variant: dict) -> str:
        if int(variant.get("seats", 2)) == 3:
            return _("Three players: each seat commands a different race.")
        return ""


RULES = EverZoneDecks()


class DeckPanel(deck_builder.DeckPanel):
    """One deck list per seat, the command points and the deck builder's button."""

    rules = RULES

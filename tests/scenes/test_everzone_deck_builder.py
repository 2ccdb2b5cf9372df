"""EverZone's decks in the new-game screen, under SDL's dummy driver, clicked like a person.

The panel (a deck list per seat and the command points) and the deck builder are the shared
ones (scenes/widgets/deck_builder.py) with EverZone's rules (scenes/everzone/deck_panel.py).
A legal deck is built by clicking + on the cards of one race, refused at 49 cards with the
problem shown, saved at 50, offered to every seat and played through the engine's options; a
deck of two races cannot be made; an unreadable saved file is listed with its problem; and in
the three-player game two seats of one race get the engine's refusal as a sentence.
"""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.core.errors import BadOptions
from engine.core.match import Match
from engine.games.everzone.content import MIN_DECK, content, deck_problems
from engine.games.everzone.rules import RULES as EVERZONE
from scenes.everzone import words

from .driver import Driver

OUTPUT = Path(__file__).resolve().parents[1] / "output"


class DeckDriver(Driver):
    """Clicks in the setup screen and the deck builder: drop-downs, the scrolled card list."""

    @property
    def setup(self):
        from scenes.setup import SetupScene

        return next(s for s in reversed(self.app.stack.scenes) if isinstance(s, SetupScene))

    @property
    def panel(self):
        return self.setup.panel

    @property
    def builder(self):
        return self.panel.builder

    def open_setup(self, variant: str | None = None):
        from scenes.setup import SetupScene

        self.app.stack.push(SetupScene(self.app, "everzone"))
        self.frames(3)
        if variant is not None:
            self.choose(self.setup.widgets["variant"], variant)
        return self.setup

    def choose(self, menu, label: str) -> None:
        """Open a drop-down and click one of its options."""
        self.click(menu.rect.center)
        expanded = menu.menu_states["expanded"].options_selection_list
        assert expanded is not None, "the drop-down opened"
        item = next((i for i in expanded.item_list if i["text"] == label), None)
        assert item is not None, f"no option {label!r} in {[i['text'] for i in expanded.item_list]}"
        assert item["button_element"] is not None, f"{label!r} is scrolled out of sight"
        self.click(item["button_element"].rect.center)
        self.frames(2)
        assert menu.selected_option[0] == label

    def into_view(self, widget) -> None:
        """Scroll the builder's card list with the mouse wheel until `widget` shows whole (the
        wheel scrolls what the pointer is over, which pygame-gui reads from pygame.mouse)."""
        area = self.builder.list.rect
        for _ in range(80):
            if area.contains(widget.rect):
                self.still(widget)
                return
            pygame.mouse.set_pos(area.center)
            self.move(area.center)
            step = -1 if widget.rect.top > area.top else 1
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=step, flipped=False, precise_x=0.0,
                                                 precise_y=float(step)))
            self.frames(2)
        raise AssertionError("the card never scrolled into view")

    def still(self, widget) -> None:
        """Let a smooth scroll come to rest, so that a click lands where the widget is."""
        for _ in range(120):
            before = widget.rect.copy()
            self.frames(1)
            if widget.rect == before:
                return

    def plus(self, card: str, times: int = 1) -> None:
        for _ in range(times):
            self.into_view(self.builder.plus[card])
            self.click(self.builder.plus[card].rect.center)

    def status(self) -> str:
        return self.builder.status.html_text

    def type_name(self, name: str) -> None:
        entry = self.builder.name_entry
        self.click(entry.rect.center)
        for _ in range(len(entry.get_text()) + 2):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b",
                                                 scancode=0))
            self.frames(1)
        self.type(name)
        assert entry.get_text() == name

    def dialog(self):
        stack = self.app.manager.get_window_stack().get_full_stack()
        return next((w for w in stack if w.alive() and hasattr(w, "buttons") and hasattr(w, "text_box")), None)


def folder() -> Path:
    from scenes.everzone.deck_panel import DECKS

    return DECKS.folder()


def test_a_deck_built_by_clicking_is_refused_at_49_saved_at_50_offered_to_every_seat_and_played(app):
    from scenes.everzone.deck_panel import DECKS
    from scenes.widgets.deck_builder import DeckBuilder

    driver = DeckDriver(app)
    driver.open_setup()
    panel = driver.panel
    assert len(panel.menus) == 2 and panel.setting_menus["command"].selected_option[0] == "20"
    assert [m.selected_option[1] for m in panel.menus] == ["ready:numan_vanguard", "ready:slurr_swarm"]
    driver.click(panel.build_button.rect.center)
    builder = driver.builder
    assert isinstance(builder, DeckBuilder) and builder.alive()

    driver.choose(builder.menus["race"], "Slurr")
    cards = [r.card for r in builder.rows if r.card]
    c = content()
    assert cards and all(c.card(card).race == "slurr" for card in cards), "the list holds the race's cards only"
    assert not any(c.card(card).kind == "unit" and c.card(card).leader for card in cards), "no leader in a deck"

    # 49 cards: 16 cards three times and one once; Save is refused and says why
    for card in cards[:16]:
        driver.plus(card, 3)
    driver.plus(cards[16])
    driver.plus(cards[0])  # a fourth copy is not allowed
    assert builder.counts[cards[0]] == 3 and sum(builder.counts.values()) == MIN_DECK - 1
    driver.click(builder.save_button.rect.center)
    assert "Not saved" in driver.status() and f"at least {MIN_DECK} cards, not {MIN_DECK - 1}" in driver.status()
    assert not list(folder().glob("*.toml")), "a 49-card deck is not saved"
    app.screenshot(OUTPUT / "everzone_deck_builder_49.png")

    driver.plus(cards[16])
    assert sum(builder.counts.values()) == MIN_DECK and "Ready to save" in driver.status()
    support = next(card for card in cards if c.card(card).kind == "support")
    driver.into_view(builder.names[support])
    driver.click(builder.names[support].rect.center)
    detail = builder.detail.html_text
    assert words.card_name(support) in detail and ("When played" in detail or "While in play" in detail), \
        "a card's name shows its text"
    leaders = [u.id for u in c.leaders("slurr")]
    driver.choose(builder.menus["leader"], words.card_name(leaders[-1]))
    assert builder.chosen == {"race": "slurr", "leader": leaders[-1]}
    assert words.card_name(leaders[-1]) in builder.detail.html_text, "the leader's card is shown"
    driver.type_name("Brood of Ann")
    driver.frames(2)
    app.screenshot(OUTPUT / "everzone_deck_builder.png")
    driver.click(builder.save_button.rect.center)
    assert "Saved" in driver.status()

    saved = DECKS.listing()
    assert [(s.deck.name, s.deck.race, s.deck.leader, s.deck.size) for s in saved] == \
        [("Brood of Ann", "slurr", leaders[-1], MIN_DECK)]
    for menu in panel.menus:  # every seat's list offers it at once
        assert ("Yours: Brood of Ann (Slurr)", "saved:brood_of_ann.toml") in [tuple(o) for o in menu.options_list]

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0))
    driver.frames(3)
    assert not builder.alive() and driver.setup is app.stack.top, "Esc closes the builder, not the setup screen"
    driver.choose(panel.menus[0], "Yours: Brood of Ann (Slurr)")
    driver.choose(panel.setting_menus["command"], "30")
    options = driver.setup.options()
    assert options == {"command": 30, "decks": [{"name": "Brood of Ann", "race": "slurr",
                                                 "cards": saved[0].deck.counts()}, "slurr_swarm"]}

    seats = ["ai:easy", "ai:easy"]
    match = Match(EVERZONE, 5, seats, EVERZONE.check_options(seats, options))
    mine = sorted(card for uid, card in match.state.cards.items() if uid.startswith("0:"))
    assert mine == sorted(card for card, n in saved[0].deck.cards for _ in range(n))
    assert match.state.players[0].race == "slurr" and match.state.sides[0].command == 30
    for _ in range(4000):
        if match.result() is not None:
            break
        match.act(match.suggest(match.to_move()))
    assert match.result() is not None, "the war with the built deck was played to its end"


def test_a_deck_is_one_race_switching_race_empties_the_list_after_asking(app):
    driver = DeckDriver(app)
    driver.open_setup()
    driver.click(driver.panel.build_button.rect.center)
    builder = driver.builder
    numan = [r.card for r in builder.rows if r.card][:2]
    driver.plus(numan[0], 2)
    driver.plus(numan[1])

    driver.choose(builder.menus["race"], "Uthron")
    dialog = driver.dialog()
    assert dialog is not None and "cannot hold the 3 cards" in dialog.text_box.html_text
    driver.click(dialog.buttons["cancel"].rect.center)
    driver.frames(2)
    assert builder.chosen["race"] == "numan" and builder.menus["race"].selected_option[0] == "Numan"
    assert builder.counts == {numan[0]: 2, numan[1]: 1}

    driver.choose(builder.menus["race"], "Uthron")
    assert driver.confirm_dialog()
    driver.frames(2)
    assert builder.chosen["race"] == "uthron" and builder.counts == {}
    assert all(content().card(r.card).race == "uthron" for r in builder.rows if r.card)
    assert builder.chosen["leader"] in [u.id for u in content().leaders("uthron")], "the leader follows the race"

    # the engine agrees: a deck of two races is no deck
    c = content()
    mixed = {card: 3 for card in [u.id for u in c.base_units("numan")][:16]}
    mixed[c.base_units("slurr")[0].id] = 2
    assert any("a slurr card, in a numan deck" in p for p in deck_problems("numan", mixed))
    with pytest.raises(BadOptions, match="seat 1's deck"):
        EVERZONE.check_options(["ai", "ai"], {"decks": [{"name": "Mixed", "race": "numan", "cards": mixed},
                                                          "slurr_swarm"]})


def test_an_unreadable_saved_deck_is_listed_with_its_problem(app):
    from scenes.everzone.deck_panel import DECKS

    folder().mkdir(parents=True, exist_ok=True)
    (folder() / "broken.toml").write_text("[[deck]\nname = ", encoding="utf-8")
    c = content()
    cards = ", ".join(f"{u.id} = 3" for u in c.base_units("numan")[:16]) + f", {c.base_units('slurr')[0].id} = 2"
    (folder() / "two_races.toml").write_text(
        f'[[deck]]\nid = "two_races"\nname = "Two races"\nrace = "numan"\nleader = "meraud"\ncards = {{ {cards} }}\n',
        encoding="utf-8")
    listing = DECKS.listing()
    assert [(s.path.name, s.deck) for s in listing] == [("broken.toml", None), ("two_races.toml", None)]
    assert "not valid TOML" in listing[0].problem and "a slurr card, in a numan deck" in listing[1].problem

    driver = DeckDriver(app)
    driver.open_setup()
    panel = driver.panel
    assert all(not k.startswith("saved:") for m in panel.menus for _, k in m.options_list), "no seat offers them"
    hints = [e.text for e in panel.elements if getattr(e, "text", None) and "cannot be read" in e.text]
    assert hints == ["2 saved decks cannot be read; the deck builder says why."]
    driver.click(panel.build_button.rect.center)
    shown = driver.builder.detail.html_text  # the card box, until a card is chosen
    assert "cannot be read" in shown and "broken.toml" in shown and "not valid TOML" in shown
    assert "two_races.toml" in shown and "a slurr card, in a numan deck" in shown


def test_a_decks_name_is_no_longer_than_a_deck_file_reads_back(app):
    """A deck file's name holds at most 60 characters (issue 27: longer texts are refused, not
    cut), so the builder takes no more: a deck saved under a longer name would not read back."""
    from scenes.widgets.deck_builder import NAME_LIMIT

    driver = DeckDriver(app)
    driver.open_setup()
    driver.click(driver.panel.build_button.rect.center)
    entry = driver.builder.name_entry
    driver.click(entry.rect.center)
    driver.type("x" * (NAME_LIMIT + 10))
    assert len(entry.get_text()) <= NAME_LIMIT


def test_three_players_of_one_race_get_the_engines_refusal_as_a_sentence(app):
    driver = DeckDriver(app)
    setup = driver.open_setup("Three players")
    panel = driver.panel
    assert len(panel.menus) == 3
    races = [content().decks[m.selected_option[1].split(":")[1]].race for m in panel.menus]
    assert sorted(races) == ["numan", "slurr", "uthron"], "one deck per race to begin with"
    assert any(getattr(e, "text", "") == "Three players: each seat commands a different race." for e in panel.elements)
    EVERZONE.check_options(["ai"] * 3, setup.options())  # the defaults are a legal war

    driver.choose(panel.menus[1], "Tidewatch Fleet (Numan)")
    options = setup.options()
    assert [d for d in options["decks"]][:2] == ["numan_vanguard", "numan_tidewatch"], "options() still answers"
    driver.click(setup.widgets["start"].rect.center)
    dialog = driver.dialog()
    assert dialog is not None, "a message, not a crash"
    assert dialog.text_box.html_text == "In the three-player game each player commands a different race."
    assert setup is app.stack.top, "no game was started"
    app.screenshot(OUTPUT / "everzone_three_players_refused.png")


def test_a_saved_deck_is_opened_again_replaced_after_asking_and_deleted(app):
    from scenes.everzone.deck_panel import DECKS, RULES

    ready = content().decks["slurr_swarm"]
    DECKS.save(RULES.make("Old brood", {"race": "slurr", "leader": ready.leader}, ready.counts()))
    driver = DeckDriver(app)
    driver.open_setup()
    panel = driver.panel
    driver.click(panel.build_button.rect.center)
    builder = driver.builder
    driver.choose(builder.menus["race"], "Slurr")
    assert not builder.delete_button.is_enabled, "nothing of the player's is chosen"
    driver.choose(builder.start_menu, "Yours: Old brood")
    assert builder.delete_button.is_enabled
    driver.click(builder.copy_button.rect.center)
    assert builder.name_entry.get_text() == "Old brood" and builder.counts == ready.counts()

    single = next(card for card, n in ready.cards if n == 1)
    driver.plus(single)
    driver.click(builder.save_button.rect.center)
    question = driver.dialog()
    assert question is not None and question.window_display_title == "Replace this deck?"
    assert driver.confirm_dialog()
    driver.frames(2)
    [saved] = DECKS.listing()
    assert saved.deck.name == "Old brood" and saved.deck.counts()[single] == 2

    driver.choose(builder.start_menu, "Yours: Old brood")
    driver.click(builder.delete_button.rect.center)
    assert driver.confirm_dialog()
    driver.frames(2)
    assert DECKS.listing() == [] and "Deleted" in driver.status()
    assert all(not k.startswith("saved:") for m in panel.menus for _, k in m.options_list), "gone from every seat"

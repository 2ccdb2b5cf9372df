"""The table of EverZone: the enemy armies across the top, the battle strip in the middle, your
army and your hand at the bottom.

The loop is every table's (table_scene.py): `refresh()` reads the engine once - the view of the
seat at the table, the decision it waits for - into a Decision (prompt.py); a click on a card or a
button sends the engine's choice drawn there; the events play on `shown` (a copy of the view the
animator moves forward, animator.py) and, when they run dry, the table is read afresh.

Orders are secret, so with more than one person at the screen the pass-and-play cover comes
before each person's orders, and a hand is shown only to its owner while they are entering them:
while the reveal and the clash play out, every hand on the screen is face down. The person whose
eyes are on the screen sits at the bottom (in 2v2 with their partner beside them).
"""
from __future__ import annotations

import copy
from typing import Any

import pygame

from engine import api

from ..choice import Button
from ..hand import Click
from ..i18n import N_, _, join, ngettext
from ..palette import HINTED
from ..table_scene import TableScene
from ..widgets import art, card_art
from ..widgets.banner import Banner
from ..widgets.ending import SeatsEndScreen
from ..widgets.inspect import Inspector, drawn
from ..widgets.log_lines import StoryWriter
from ..widgets.pass_screen import SeatPassScreen
from ..widgets.screen_effects import Effects
from ..widgets.seats import Names, draw_shape, ink_of, seat_colour, seat_shape
from . import backdrop, cards, pictures, preparation, words
from .animator import Animator
from .layout import Area, Layout, SetupBoard
from .prompt import GOLD, Decision, decide

PANEL = (22, 26, 36)
EDGE = (64, 72, 90)
LIGHT = (236, 238, 244)
SOFT = (170, 176, 190)
BOARD = (16, 19, 28)  # the secret setup board


class PlayScene(TableScene):
    GAME = "everzone"
    TOOLTIP_WIDTH = 360
    UNDO_TIP = N_("Take back your last choice (Ctrl+Z); not past a card drawn or orders sealed")
    UNDO_REFUSED = N_("A card was drawn or orders were sealed since: that stays.")
    AI_BEAT = 0.3
    term = staticmethod(words.term)

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        pictures.preload()
        self.names = Names(session)
        self.viewer = session.viewer()
        view = session.view(self.viewer)
        top, bottom = self._band_counts(view)
        self.layout = Layout(self.size, top, bottom)
        self.view: dict = view
        self.shown: dict = copy.deepcopy(view)
        self.decision: Decision | None = None
        self.banner = Banner()
        self.effects = Effects()
        self.writer = self.new_writer()
        self.animator = Animator(self)
        self.hits: list[tuple[pygame.Rect, tuple]] = []
        self.hover: tuple | None = None
        self.zoomed: tuple | None = None
        self.slot_spots: dict[str, pygame.Rect] = {}  # uid or slot name -> where it is drawn
        self.support_spots: dict[str, pygame.Rect] = {}
        self.areas: dict[int, Area] = {}
        self.lit: str | None = None  # the card whose effect is resolving (animator.py)
        self.echo = False  # the animations only echo the person's own last choice: the next one is live
        self._entry: tuple = ()  # (mover, phase, battle, turn) before the person's last action
        self.hand_order: list[str | None] = []  # the hand's slots as last fanned (None: a card gone)
        self._hand_entry: tuple = ()  # (viewer, battle, turn) it was fanned for
        self._told: dict[tuple, Any] = {}  # (action, moves so far) -> the engine's forecast of it
        self._grounds: dict[bool, pygame.Surface] = {}  # veiled -> the ground at this layout (backdrop.py)

    # --- lifecycle ---------------------------------------------------------------------------------------
    def _band_counts(self, view: dict) -> tuple[int, int]:
        n = len(view["players"])
        return (n - 1, 1) if view["mode"] != "teams" else (2, 2)

    def arrange(self) -> None:
        """Lay the table out for the window, and paint what it will show at this size: its
        ground, its banner's sheet, the cards and pictures of a war at it (preparation.py)."""
        self.layout.place(self.size)
        self.banner.place(self.layout.banner)
        self._grounds = {}
        self._ground(veiled=True)
        self.banner.draw(pygame.Surface((1, 1)), "", "", None)  # its sheet; the words come with the first frame
        preparation.prepare(self.layout, self.shown)

    def new_writer(self) -> StoryWriter:
        return StoryWriter("everzone", self.names, words.term, me=self.session.viewer())



    # --- the engine -----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        match = self.session.match
        if self.session.viewer() != self.viewer and not self.animator.busy:
            self._sync()
        self.view = self.session.view(self.viewer)
        human = self.session.is_human_turn() and match.to_move() == self.session.viewer()
        self.interactive = human
        self.decision = decide(self.asked(), self.view, self.labels(), self.names, human, self.say,
                               person=self.session.is_human_turn())
        for button in self.decision.bar:
            if self.verb_of(button.action) == "surrender":
                button.tip = _("{tip}. {outcome}.").format(tip=button.tip, outcome=self.outcome_text(button.action))
        self._build_dynamic()
        if self.decision.kind == "over" and self.show_end_once():
            return
        self.maybe_pass()

    def on_idle(self) -> None:
        self.echo = False
        self._sync()
        self.refresh()

    # --- the person's own quick choices ------------------------------------------------------------------
    def blocked(self) -> bool:
        """Animations the person must let run (or hurry) before choosing again: everything but
        the echo of their own last choice, while their orders go on."""
        return self.animator.busy and not self.echo

    def acting(self, action: str) -> None:
        self._entry = self._entry_now()

    def acted(self, action: str) -> None:
        """A choice that leaves the same person entering the same orders (a card deployed, a unit
        activated, a location picked) only echoes on the table: their next choice is live at once,
        and a click on it finishes the echo and acts."""
        self.echo = self._entry_now() == self._entry

    def _entry_now(self) -> tuple:
        view = self.session.view(self.viewer)
        return (self.session.match.to_move(), view["phase"], view["battle"], view["turn"])

    def play(self, action: str, confirmed: bool = False, forced: bool = False) -> None:
        if self.echo and self.animator.busy and not action.startswith("cmd:"):
            self.animator.skip()  # the last choice's echo ends at once: this one acts
        super().play(action, confirmed, forced)
        if self.echo and self.animator.busy:
            self.refresh()  # the engine has moved on already: the next choice is offered now

    def place_buttons(self) -> None:
        d = self.decision
        if self.echo and self.animator.busy and d is not None and self.interactive and not self.passing:
            self.place_row(d.bar, self.layout.bar)
            return
        super().place_buttons()

    GAP = 10  # between two buttons of the bar

    def place_row(self, buttons: list[Button], area: pygame.Rect) -> None:
        """The bar with a place of its own for Surrender, at its left end, and for the seal, at its
        right end (greyed while it cannot be pressed); the other buttons centred between them. A
        button that comes or goes (an ability used, a unit activated over the limit) then never
        slides Surrender under a pointer on its way to the seal."""
        left = [b for b in buttons if b.danger]
        right = buttons[-1:] if len(buttons) > 1 and buttons[-1].primary and not buttons[-1].danger else []
        if not left and not right:
            super().place_row(buttons, area)
            return
        middle = [b for b in buttons if b not in left + right]
        start = self._side_by_side(left, area.x, area)
        end = area.right - sum(self._width(b) + self.GAP for b in right)
        if middle:
            super().place_row(middle, pygame.Rect(start, area.y, end - start, area.h))
        self._side_by_side(right, end + self.GAP, area)

    def _side_by_side(self, buttons: list[Button], x: int, area: pygame.Rect) -> int:
        """The buttons from `x` on, in the middle of the bar's height; where the next one would go."""
        for b in buttons:
            self._button(pygame.Rect(x, area.y + (area.h - 44) // 2, self._width(b), 44), b)
            x += self._width(b) + self.GAP
        return x

    @staticmethod
    def _width(b: Button) -> int:
        """A button as wide as TableScene.place_row makes it (its label and a margin)."""
        return max(104 if len(b.label) > 2 else 56, art.button_font().size(b.label)[0] + 40)

    def _sync(self) -> None:
        viewer = self.session.viewer()
        changed = viewer != self.viewer
        self.viewer = viewer
        self.shown = copy.deepcopy(self.session.view(self.viewer))
        if changed:
            self.writer = self.new_writer()
            self.rewrite_log()  # another person's eyes: none of the last person's private lines

    def undone(self) -> None:
        self._sync()

    def hide_hands(self) -> bool:
        """Hands go face down whenever the person at the screen is not entering their own orders
        while other people share it (the reveal, the clash, another's turn)."""
        s = self.session
        people = [seat for seat in range(len(s.match.seats)) if not s.is_computer(seat)]
        if len(people) < 2:
            return False
        return s.match.to_move() != self.viewer or self.passing or self.blocked()

    def pass_screen(self, seat: int) -> SeatPassScreen:
        phase = self.view["phase"]
        note = _({"setup": N_("Choose your leader and locations in secret. Click when only you are looking."),
                  "prepare": N_("Deploy in secret. Click when only you are looking."),
                  "trim": N_("Your army is over the limit. Click when you are ready.")}.get(
            phase, N_("Enter your secret orders. Click when only you are looking.")))
        race = self.view["players"][seat]["race"]
        return SeatPassScreen(self.app, self.names.of(seat), seat=seat, session=self.session, on_continue=self._passed,
                              note=note, picture=lambda size: pictures.race_token(race, size))

    def make_end_screen(self) -> SeatsEndScreen:
        return SeatsEndScreen(self.app, self._summary(), self.layout.table, self._new_game, self.app.go_home)

    def _summary(self) -> dict:
        result = self.view.get("result") or {}
        winners = result.get("winners", [])
        rows = []
        for p in self.view["players"]:
            side = self._side_of(p["seat"])
            facts = [ngettext("{n} command point", "{n} command points", side["command"]).format(n=side["command"]),
                     words.race_name(p["race"])]
            if side["surrenders"]:
                facts.append(ngettext("{n} surrender", "{n} surrenders", side["surrenders"]).format(n=side["surrenders"]))
            rows.append((p["seat"], self.names.of(p["seat"]), " \u00b7 ".join(facts)))
        who = join([self.names.of(s) for s in winners])
        headline = ngettext("{who} wins!", "{who} win!", len(winners)).format(who=who) if winners else _("Armistice")
        way = {"last side standing": N_("The last side standing"), "third surrender": N_("A surrender too many"),
               "most command points": N_("The most command points"), "armistice": N_("Nobody wins the war")}
        text = _("The battle deck ran out: command points decide.") if result.get("reason") == "most command points" \
            else ""
        return {"winners": winners, "headline": headline, "way": _(way.get(result.get("reason", ""),
                                                                         N_("The war is over"))),
                "text": text, "rows": rows}

    # --- who sits where ----------------------------------------------------------------------------------
    def _side_of(self, seat: int) -> dict:
        return next(s for s in self.shown["sides"] if seat in s["seats"])

    def seats_at(self) -> tuple[list[int], list[int]]:
        """(top seats, bottom seats): the viewer (and partner) at the bottom."""
        n = len(self.shown["players"])
        me = self.viewer if self.viewer is not None else 0
        if self.shown["mode"] == "teams":
            partner = (me + 2) % 4
            enemies = sorted(s for s in range(4) if s % 2 != me % 2)
            return enemies, [me, partner]
        return [(me + k) % n for k in range(1, n)], [me]

    def card_point(self, seat: int, uid: str) -> tuple[int, int] | None:
        rect = self.slot_spots.get(uid) or self.support_spots.get(uid)
        return rect.center if rect else self.seat_point(seat)

    def slot_point(self, uid: str, slot: str | None = None) -> tuple[int, int] | None:
        rect = self.slot_spots.get(uid) or (self.slot_spots.get(slot) if slot else None)
        return rect.center if rect else None

    def seat_point(self, seat: int) -> tuple[int, int] | None:
        area = self.areas.get(seat)
        return area.field.center if area else None

    def army_point(self, seats: list[int]) -> tuple[int, int] | None:
        """The army's line in the battle strip (where its numbers are), else its part of the table."""
        armies = self.shown.get("armies") or []
        for i, army in enumerate(armies):
            if sorted(army["seats"]) == sorted(seats):
                rect = self.layout.armies
                h = self.layout.army_h(len(armies))
                return (rect.x + rect.w * 2 // 3, rect.y + i * (h + 4) + h // 2)
        points = [self.seat_point(s) for s in seats if self.seat_point(s)]
        if not points:
            return None
        return (sum(p[0] for p in points) // len(points), sum(p[1] for p in points) // len(points))

    def army_seats(self, seat: int) -> list[int]:
        """The seats of the army `seat` fights in (as the battle strip shows them)."""
        return next((a["seats"] for a in self.shown.get("armies") or [] if seat in a["seats"]), [seat])

    def hand_point(self, seat: int) -> tuple[int, int] | None:
        """Where a seat's hand is told: the fanned hand for the viewer, else its count."""
        if seat == self.viewer:
            return self.layout.hand.midtop
        area = self.areas.get(seat)
        return (area.label.right - 60, area.label.centery + 14) if area else None

    def command_point(self, seat: int) -> tuple[int, int] | None:
        """The seat's command points in the side panel: a gain or a loss floats there, rising from
        the middle of the seat's line to its top (above that, the top bar's buttons would hide it)."""
        index = next((i for i, p in enumerate(self.shown["players"]) if p["seat"] == seat), None)
        if index is None:
            return None
        rect = self.layout.seat_rect(index)
        return (rect.centerx + rect.w // 6, rect.centery + 20)

    def pile_point(self, seat: int, pile: str) -> tuple[int, int] | None:
        area = self.areas.get(seat)
        return getattr(area, pile).center if area else None

    # --- input ------------------------------------------------------------------------------------------
    def pointer(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.echo and self.animator.busy:
            key = self.hit_at(event.pos)  # what the person saw under the pointer
            self.animator.skip()
            self.clicked(key)
            return
        self.point_and_click(event, lambda key: bool(self.card_of(key)) or key[0] in ("location_card", "location"))

    def clicked(self, key: tuple | None) -> None:
        d = self.decision
        if key is None or d is None or not self.interactive or self.passing:
            return
        action = d.clicks.get(key[:2])
        if action is not None:
            self.sound("click")
            self.play(action)

    def reach_on_table(self, action: str):
        """The card, slot or location that sends `action`, where nothing drawn later covers it."""
        key = next((k for k, a in self.decision.clicks.items() if a == action), None)
        if key is None:
            raise LookupError(f"nothing on the table sends {action!r}")
        yield Click(self.visible_point(key))

    def ask_first(self, action: str):
        """A surrender asks, and so do orders sealed while a card could still be activated or
        played within the resources left: sealed orders are revealed and cannot be changed (a
        new player sealed an empty turn 1 and lost a command point to an army of 1)."""
        verb = self.verb_of(action)
        if verb == "surrender":
            told = self.told(action)
            text = (_("This is your third surrender: you lose the war.") if told["lost"] else
                    _("The battle ends now. {outcome}.").format(outcome=words.surrender_outcome(told)))
            return _("Surrender?"), text, _("Surrender"), _("Fight on")
        ready = (self.told(action) or {}).get("ready", 0) if verb == "seal" else 0
        if ready and not self.tutoring:
            return (_("Seal your orders?"),
                    ngettext("{n} more card could still be activated or played with this turn's resources. "
                             "Sealed orders are revealed and cannot be changed.",
                             "{n} more cards could still be activated or played with this turn's resources. "
                             "Sealed orders are revealed and cannot be changed.", ready).format(n=ready),
                    _("Seal orders"), _("Keep ordering"))
        return None

    def verb_of(self, action: str) -> str | None:
        """What the engine's choice `action` does (its verb), or None for anything else."""
        chosen = self.choice_of(action) if action else None
        return chosen["verb"] if chosen is not None else None

    # --- what a choice will do, before the click ---------------------------------------------------------
    def previewed(self) -> str | None:
        """The action the pointer rests on - a lit card or one of the decision's buttons - while the
        person may choose it."""
        d = self.decision
        if d is None or self.blocked() or not self.interactive or self.passing:
            return None
        for button, action in self.dynamic.items():
            if getattr(button, "hovered", False) and button.alive():
                return action
        return d.clicks.get(self.hover[:2]) if self.hover is not None else None

    def told(self, action: str) -> Any:
        """The engine's forecast of `action` (Match.forecast), counted once until the game moves on."""
        match = self.session.match
        key = (action, len(match.log), match.to_move())
        if key not in self._told:
            if len(self._told) > 64:
                self._told = {}
            self._told[key] = match.forecast(action)
        return self._told[key]

    def reason(self, action: str) -> str:
        return self.outcome_text(action)

    def outcome_text(self, action: str, numbers_only: bool = False) -> str:
        """What `action` leaves, in words ("" when it changes no number): for a support, what it
        adds and does, then the numbers (`numbers_only`: the numbers alone)."""
        told = self.told(action)
        chosen = self.choice_of(action)
        if told is None or chosen["verb"] == "seal":  # sealing's forecast counts the cards left, asked first
            return ""
        if chosen["verb"] == "surrender":
            return words.surrender_outcome(told)
        card = chosen["names"]["card"] if chosen["verb"] == "play" else None
        change = words.support_change(card) if card and not numbers_only else ""
        return _("{change} \u00b7 {numbers}").format(change=change, numbers=words.order_outcome(told)) if change \
            else words.order_outcome(told)

    def _tooltip_text(self) -> str | None:
        greyed = self._greyed_tip()
        if greyed is not None:
            return greyed
        key = self.hover
        if key is None:
            return None
        if key[0] == "location_card" or key[0] == "location":
            text = words.location_tip(key[1])
        else:
            card = self.face_up(self.card_of(key))
            if card is None:
                tip = {"down": N_("A face-down card: nobody else knows what it is until it is activated."),
                       "deck": N_("The army deck"), "battle_deck": N_("The battle deck: the locations still to fight")
                       }.get(key[0])
                return _(tip) if tip else None
            text = words.card_tip(card)
        d = self.decision
        verb = d.verbs.get(key[:2]) if d is not None and not self.blocked() and self.interactive else None
        if verb:
            text += "<br><i>" + _("Click: {what}").format(what=verb) + "</i>"
            outcome = self.outcome_text(d.clicks[key[:2]])
            if outcome:
                text += f"<br><b>{outcome}</b>"
        return text

    def _greyed_tip(self) -> str | None:
        """The tip of a greyed button under the pointer: why it cannot be pressed now (pygame-gui
        shows no tip for a disabled button, and the why is what the person needs)."""
        return next((b.tool_tip_text for b in self.dynamic if b.alive() and not b.is_enabled and b.tool_tip_text
                     and b.rect.collidepoint(self.mouse)), None)

    def picture_of(self, kind: str, id: Any) -> pygame.Surface | None:
        """A unit, a support or a location named in the log, as its card (the log pane's hover;
        the log names only what its reader may see)."""
        content = api.catalog("everzone")
        if kind == "card" and isinstance(id, str):
            try:
                content.card(id)
            except KeyError:
                return None
            return drawn((200, round(200 / cards.RATIO)), cards.draw_card, id)
        if kind == "location" and id in content.locations:
            return drawn((320, 200), cards.draw_location, id)
        return None

    def inspect(self, key: tuple) -> Inspector | None:
        if key[0] in ("location_card", "location"):
            turn = self.shown.get("turn", 0) if key[1] == self.shown.get("location") else 0
            return Inspector(self.app, words.location_name(key[1]), lambda size: drawn(size, cards.draw_location, key[1],
                             turn=turn), words.location_tip(key[1]), ratio=1.6)
        card = self.face_up(self.card_of(key))
        if card is None:
            return None
        return Inspector(self.app, words.card_name(card), lambda size: drawn(size, cards.draw_card, card),
                         words.card_tip(card), ratio=cards.RATIO)

    def card_of(self, key: tuple) -> str | None:
        if key[0] in ("hand", "slot", "support", "pile"):
            return key[2] if len(key) > 2 else None
        if key[0] == "leader":
            return key[1]
        return None

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        lay = self.layout
        self.hits, self.slot_spots, self.support_spots, self.areas = [], {}, {}, {}
        top, bottom = self.seats_at()
        board = self.decision is not None and self.decision.board and self.interactive and not self.passing
        surface.blit(self._ground(veiled=not board), (0, 0))
        if not board:  # the secret setup board covers the armies and the battle strip whole
            for area, seat in zip(lay.top, top):
                self._draw_area(surface, area, seat, flipped=True)
            for area, seat in zip(lay.bottom, bottom):
                self._draw_area(surface, area, seat, flipped=False)
            self._draw_middle(surface)
        if board and self._hand_is_empty():  # before the deal the board takes the hand's room too
            self._draw_board(surface, lay.stage.union(lay.hand), dealt_later=True)
        else:
            self._draw_hand(surface)
            if board:
                self._draw_board(surface, lay.stage)
        self._draw_flying(surface)
        self._draw_banner(surface)
        self._draw_panel(surface)
        self.effects.draw(surface)  # last: a loss floats over the command points, a heading over the banner

    def _ground(self, veiled: bool) -> pygame.Surface:
        """The table's unchanging ground at this layout (backdrop.py), composed the first time
        it is drawn after the table is laid out."""
        if veiled not in self._grounds:
            self._grounds[veiled] = backdrop.compose(self.layout, veiled)
        return self._grounds[veiled]

    def _glow(self, key: tuple) -> Any:
        """The ring of a thing that can be clicked now: the hint's blue on the hinted one (in a
        lesson, the only one lit), gold on the others."""
        d = self.decision
        if d is None or self.blocked() or not self.interactive or self.passing or key not in d.clicks:
            return None
        if self.hint is not None and d.clicks[key] == self.hint:
            return HINTED
        return None if self.tutoring else GOLD

    def _draw_area(self, surface, area: Area, seat: int, flipped: bool) -> None:
        self.areas[seat] = area
        p = self.shown["players"][seat]
        side = self._side_of(seat)
        moving = seat in self.shown.get("waiting", [])[:1]
        pygame.draw.rect(surface, seat_colour(seat) if moving else EDGE, area.rect, width=2, border_radius=10)
        draw_shape(surface, seat_shape(seat), (area.label.x + 7, area.label.centery), 6, seat_colour(seat))
        who, deck = [self.names.of(seat), words.race_name(p["race"])], words.deck_name(p.get("deck_id"), p["deck_name"])
        state = [_("out of the war")] if side["out"] else []
        target = p.get("target")
        if target is not None and self.shown["mode"] == "three":
            state.append(_("attacks {who}").format(who=self.names.of(target)))
        label, font = cards.first_fitted([" \u00b7 ".join(who + [deck] + state), " \u00b7 ".join(who + state),
                                          " \u00b7 ".join(who[:1] + state)], area.label.w - 150, 15)
        art.text(surface, label, font, LIGHT,
                 midleft=(area.label.x + 18, area.label.centery))
        self._draw_hand_count(surface, area, p)
        self._draw_piles(surface, area, seat, p)
        self._draw_field(surface, area, seat, p, flipped)
        self._draw_supports(surface, area, seat, p)

    def _draw_hand_count(self, surface, area: Area, p: dict) -> None:
        hand = p["hand"]
        count = len(hand) if isinstance(hand, list) else hand["count"]
        text = ngettext("{n} card in hand", "{n} cards in hand", count).format(n=count)
        art.text(surface, text, art.serif(13, "italic"), SOFT, midright=(area.label.right, area.label.centery))

    def _draw_piles(self, surface, area: Area, seat: int, p: dict) -> None:
        """Deck, retreat and fallen: each a slot with its top card small at the left (a back for
        the deck) and its name and count beside it, written once."""
        piles = ((N_("deck {n}"), area.deck, p["deck"], None, ("deck", seat)),
                 (N_("retreat {n}"), area.retreat, len(p["retreat"]), p["retreat"][-1]["card"] if p["retreat"] else None,
                  None),
                 (N_("fallen {n}"), area.fallen, len(p["fallen"]), p["fallen"][-1]["card"] if p["fallen"] else None, None))
        for name, rect, count, top, key in piles:
            pygame.draw.rect(surface, (60, 66, 80), rect, width=1, border_radius=6)
            thumb = pygame.Rect((rect.x + 2, rect.y + 2), area.thumb)
            if rect is area.deck and count:
                cards.draw_back(surface, thumb)
            elif top is not None:
                cards.draw_card(surface, thumb, top, dim=rect is area.fallen)
                key = ("pile", seat, top)
            label = _(name).format(n=count)
            room = rect.right - thumb.right - 6
            label, font = cards.fitted(label, room, 13)
            art.text(surface, label, font, LIGHT if count else SOFT,
                     midleft=(thumb.right + 4, rect.centery))
            if key is not None:
                self.hits.append((rect, key))

    def _draw_field(self, surface, area: Area, seat: int, p: dict, flipped: bool) -> None:
        field = p["field"]
        box = area.field
        if not field:
            art.text(surface, _("nothing deployed"), art.serif(14, "italic"), SOFT, center=box.center)
            return
        w, h = area.card
        n = len(field)
        step = min(w + 6, (box.w - w) // max(1, n - 1)) if n > 1 else 0
        lunge = self.animator.lunge.get(seat, 0.0)
        shift = round((18 if flipped else -18) * lunge)
        flash = self.animator.flash.get(seat, 0.0)
        for i, slot in enumerate(field):
            rect = pygame.Rect(box.x + i * step, box.y + shift, w, h)
            self._draw_slot(surface, rect, seat, slot, visible=step if i < n - 1 and step < w else None)
            if flash > 0:
                surface.blit(card_art.veil(rect.size, (255, 80, 60, int(120 * flash))), rect.topleft)

    def _draw_slot(self, surface, rect: pygame.Rect, seat: int, slot: dict, visible: int | None = None) -> None:
        """One unit of a field; `visible` is the width of it left in sight by the next card of a
        tightly fanned field (its "face down" tag stays within it, or is left to the veil)."""
        uid, card, status = slot.get("uid"), slot.get("card"), slot["status"]
        key = ("slot", uid, card) if uid else ("down", slot["slot"])
        self.slot_spots[slot["slot"]] = rect
        if uid:
            self.slot_spots[uid] = rect
        hovered = self.hover is not None and self.hover[:2] == key[:2]
        glow = (self._glow(("slot", uid)) if uid else None) or (GOLD if uid and uid == self.lit else None)
        lift = 8 if hovered and glow else 0
        flip = self.animator.flips.get(slot["slot"])
        if flip is not None and flip < 0.5:
            cards.draw_back(surface, rect, flip=1 - 2 * flip)
        elif flip is not None and card:
            face = pygame.Surface(rect.size, pygame.SRCALPHA)
            cards.draw_card(face, face.get_rect(), card)
            width = max(2, round(rect.w * (2 * flip - 1)))
            face = pygame.transform.smoothscale(face, (width, rect.h))
            surface.blit(face, face.get_rect(center=rect.center))
        elif status == "down":
            if card and not self.hide_hands():  # your own face-down card, while only you look
                cards.draw_card(surface, rect, card, glow=glow, lift=lift, tag=_("face down"), visible=visible)
                surface.blit(card_art.veil(rect.size, (20, 30, 60, 70)), rect.move(0, -lift).topleft)
            else:  # a back is all anyone may point at: no preview, no tooltip names it
                key = ("down", slot["slot"])
                cards.draw_back(surface, rect, lift=lift)
        elif status == "off":
            cards.draw_sideways(surface, rect, card, glow=glow, tag=_("blocked") if slot.get("locked") else "")
        else:
            cards.draw_card(surface, rect, card, glow=glow, lift=lift)
        self.hits.append((rect, key))

    def _draw_supports(self, surface, area: Area, seat: int, p: dict) -> None:
        box = area.supports
        if not p["supports"]:
            art.text(surface, _("no supports"), art.serif(12, "italic"), SOFT, center=box.center)
            return
        w, h = area.support_card
        n = len(p["supports"])
        step = min(w + 4, (box.w - w) // max(1, n - 1)) if n > 1 else 0
        for i, s in enumerate(p["supports"]):
            rect = pygame.Rect(box.x + i * step, box.y, w, h)
            self.support_spots[s["uid"]] = rect
            glow = self._glow(("support", s["uid"])) or (GOLD if s["uid"] == self.lit else None)
            cards.draw_card(surface, rect, s["card"], glow=glow)
            self.hits.append((rect, ("support", s["uid"], s["card"])))

    def _draw_middle(self, surface) -> None:
        lay, shown = self.layout, self.shown
        surface.blit(card_art.veil(lay.middle.size, (10, 12, 18, 150)), lay.middle.topleft)
        loc = shown.get("location")
        if loc:
            cards.draw_location(surface, lay.location, loc, turn=shown.get("turn", 0))
            self.hits.append((lay.location, ("location_card", loc)))
        else:
            cards.draw_location_back(surface, lay.location, None)
            font, unseen = art.serif(15, "italic"), _("not yet shown")
            label = pygame.Rect(0, 0, min(lay.location.w, font.size(unseen)[0] + 16), font.get_linesize() + 4)
            label.center = lay.location.center
            pygame.draw.rect(surface, (14, 16, 24), label, border_radius=6)
            art.text(surface, unseen, art.fitting_serif(unseen, label.w - 8, 15, "italic"), LIGHT, center=label.center)
        cards.draw_location_back(surface, lay.battle_deck, shown.get("battles_left", 0))
        self.hits.append((lay.battle_deck, ("battle_deck",)))
        art.text(surface, _("battle {battle} of {total}").format(battle=shown["battle"], total=shown["battle"] + shown.get(
                 "battles_left", 0)) if shown["battle"] else _("the battle deck"), art.serif(13, "bold"), LIGHT,
                 midtop=(lay.battle_deck.centerx, lay.battle_deck.bottom + 2))
        self._draw_armies(surface, lay.armies)

    def _draw_armies(self, surface, rect: pygame.Rect) -> None:
        armies = self.shown.get("armies") or []
        turn = self.shown.get("turn", 0)
        if not armies or not turn:
            phase = _(words.PHASE_WORDS[self.shown["phase"]]).format(**words.LIMITS) \
                if self.shown["phase"] in words.PHASE_WORDS else ""
            art.text(surface, phase, art.fitting_serif(phase, rect.w - 10, 18, "italic"), LIGHT, center=rect.center)
            return
        n = len(armies)
        h = self.layout.army_h(n)
        limit = api.catalog("everzone").locations[self.shown["location"]].turns[turn - 1] if self.shown.get("location") else 0
        action = self.previewed()
        told = self.told(action) if action else None
        after = told.get("army") if isinstance(told, dict) else None
        for i, army in enumerate(armies):
            box = pygame.Rect(rect.x, rect.y + i * (h + 4), rect.w, h)
            hit = max((self.animator.flash.get(s, 0.0) for s in army["seats"]), default=0.0)
            striking = any(self.animator.lunge.get(s, 0.0) for s in army["seats"])
            pygame.draw.rect(surface, PANEL, box, border_radius=6)
            if hit:
                surface.blit(card_art.veil(box.size, (220, 60, 50, int(150 * hit))), box.topleft)
            colour = seat_colour(army["seats"][0])
            pygame.draw.rect(surface, GOLD if striking else colour, box, width=4 if striking else 2, border_radius=6)
            who = join([self.names.of(s) for s in army["seats"]])
            who, font = cards.fitted(who, box.w // 3, min(16, h - 6))
            art.text(surface, who, font, ink_of(colour) if card_art.light(colour) else LIGHT,
                     midleft=(box.x + 8, box.centery))
            x = box.x + box.w // 3 + 6
            cell = (box.right - x - 6) // 4
            icon = self.layout.stat_icon(n)
            mine = after is not None and sorted(after["seats"]) == sorted(army["seats"])
            for k, stat in enumerate(cards.STATS):
                value = army[stat]
                changed = mine and after[stat] != value  # the click under the pointer would change it
                shown = f"{value}\u2192{after[stat]}" if changed else str(value)
                text = f"{shown}/{limit}" if stat == "resources" and limit else shown
                cx = x + k * cell
                surface.blit(pictures.stat_icon(stat, icon), (cx, box.centery - icon // 2))
                text, font = cards.fitted(text, cell - icon - 8, min(18, h - 6))
                art.text(surface, text, font, GOLD if changed else LIGHT, midleft=(cx + icon + 4, box.centery))

    def _draw_hand(self, surface) -> None:
        """The viewer's hand along the foot of the table - and, in a replay face up, every
        player's, side by side under their names."""
        me = self.viewer
        area = self.layout.hand
        if me is None:
            return
        players = self.shown["players"]
        hand = players[me]["hand"]
        if not isinstance(hand, list):
            return
        if self.session.revealed:
            hands = [(me, hand)] + [(p["seat"], p["hand"]) for p in players
                                    if p["seat"] != me and isinstance(p["hand"], list)]
            width = (area.w - 16 * (len(hands) - 1)) // len(hands)
            for k, (seat, cards_held) in enumerate(hands):
                part = pygame.Rect(area.x + k * (width + 16), area.y, width, area.h)
                art.text(surface, _("{who}'s hand").format(who=self.names.of(seat)), art.serif(13, "italic"), LIGHT,
                         midbottom=(part.centerx, part.y + 8))
                self._draw_open_hand(surface, cards_held, part)
            return
        h = area.h - 6
        w = int(h * cards.RATIO)
        n = len(hand)
        if not n:
            empty = _("Your hand is dealt once every setup is sealed") if self.shown["phase"] == "setup" \
                else _("Your hand is empty")
            art.text(surface, empty, art.serif(16, "italic"), LIGHT, center=area.center)
            return
        order = self._hand_order(hand, area)
        n = len(order)
        step = min(w + 8, (area.w - w) // max(1, n - 1)) if n > 1 else 0
        x0 = area.centerx - (w + step * (n - 1)) // 2
        hidden = self.hide_hands()
        cards_by_uid = {c["uid"]: c for c in hand}
        d = self.decision
        live = d is not None and not self.blocked() and self.interactive and not self.passing
        here = self._place_here(me)
        for i, uid in enumerate(order):
            if uid is None:
                continue  # a card just played: its place stays while the pointer is on the hand
            entry = cards_by_uid[uid]
            rect = pygame.Rect(x0 + i * step, area.y + 6, w, h)
            if hidden:
                cards.draw_back(surface, rect)
                continue
            key = ("hand", entry["uid"])
            hinted = live and self.hint is not None and d.clicks.get(key) == self.hint
            clickable = live and key in d.clicks and (hinted or not self.tutoring)  # a lesson: its card only
            hovered = self.hover is not None and self.hover[:2] == key
            tag = ""
            card = api.catalog("everzone").card(entry["card"])
            if here and card.kind == "unit" and not card.leader and here not in card.places:
                tag = _("cannot fight {where}").format(where=words.term("where", here))
            cards.draw_card(surface, rect, entry["card"], glow=HINTED if hinted else GOLD if clickable else None,
                            lift=14 if (hovered and clickable) or hinted else (6 if hovered else 0),
                            dim=live and bool(d.clicks) and not clickable and d.kind != "setup", tag=tag,
                            visible=step if i < n - 1 and step < w else None, unusable=bool(tag))
            self.hits.append((rect, ("hand", entry["uid"], entry["card"])))
        if hidden:
            art.text(surface, _("hands are hidden while others look"), art.serif(15, "italic"), LIGHT,
                     center=(area.centerx, area.y - 2))

    def _draw_open_hand(self, surface, hand: list[dict], area: pygame.Rect) -> None:
        """A hand face up to watch, not to play (a replay's): its cards side by side, each to
        point at."""
        if not hand:
            art.text(surface, _("No cards in hand"), art.serif(15, "italic"), LIGHT, center=area.center)
            return
        h = area.h - 6
        w = int(h * cards.RATIO)
        step = min(w + 8, (area.w - w) // max(1, len(hand) - 1)) if len(hand) > 1 else 0
        x0 = area.centerx - (w + step * (len(hand) - 1)) // 2
        for i, entry in enumerate(hand):
            rect = pygame.Rect(x0 + i * step, area.y + 6, w, h)
            hovered = self.hover is not None and self.hover[:2] == ("hand", entry["uid"])
            cards.draw_card(surface, rect, entry["card"], lift=6 if hovered else 0,
                            visible=step if i < len(hand) - 1 and step < w else None)
            self.hits.append((rect, ("hand", entry["uid"], entry["card"])))

    def _hand_order(self, hand: list[dict], area: pygame.Rect) -> list[str | None]:
        """The hand's cards in their places. While the pointer is on the hand, a card that leaves
        it leaves a gap and the others stay put, so the next card aimed at is still under the
        pointer; the hand closes up once the pointer leaves it, and is fanned afresh at each new
        turn (and for another person's eyes), wherever the pointer rests."""
        uids = [c["uid"] for c in hand]
        entry = (self.viewer, self.shown.get("battle"), self.shown.get("turn"))
        if self.hand_order and self._hand_entry == entry and self._on_hand(area):
            order = [u if u in uids else None for u in self.hand_order]
            order += [u for u in uids if u not in order]
        else:
            order = list(uids)
        self.hand_order, self._hand_entry = order, entry
        return order

    def _on_hand(self, area: pygame.Rect) -> bool:
        """Is the pointer on the hand: where its cards are drawn, a lifted card's top too, but not
        the action bar just under it (a click on Seal is not a click on the hand)."""
        return pygame.Rect(area.x, area.y - 10, area.w, area.h + 10).collidepoint(self.mouse)

    def _place_here(self, seat: int) -> str | None:
        """The place of the location being fought, unless an effect lets the seat's side fight
        anywhere there (then nothing in the hand is marked as unable to fight)."""
        loc = self.shown.get("location")
        if not loc:
            return None
        place = api.catalog("everzone").locations[loc].place
        return None if place in self._side_of(seat)["adapted"] else place

    def _hand_is_empty(self) -> bool:
        me = self.viewer
        hand = self.shown["players"][me]["hand"] if me is not None else None
        return isinstance(hand, list) and not hand

    def _draw_board(self, surface, stage: pygame.Rect, dealt_later: bool = False) -> None:
        """The secret setup in `stage`: the race's leaders along the top, the reserve of locations
        below (`dealt_later`: with a word that the hand comes once every setup is sealed)."""
        pygame.draw.rect(surface, BOARD, stage, border_radius=10)  # opaque: the table never shows through
        pygame.draw.rect(surface, EDGE, stage, width=2, border_radius=10)
        me = self.shown["players"][self.viewer]
        d = self.decision
        leaders = [k[1] for k in d.clicks if k[0] == "leader"]
        chosen = me.get("leader")
        title_font = art.serif(17, "bold")
        y = stage.y + 6
        title = _("Your leader, kept secret: {card}").format(card=words.card_name(chosen["card"])) if chosen else \
            _("Your leader, kept secret (click one)")
        art.text(surface, title, title_font, GOLD, topleft=(stage.x + 12, y))
        board = SetupBoard.of(stage, dealt_later)
        row_h = board.leader_h
        w = int(row_h * cards.RATIO)
        shown_leaders = leaders or ([chosen["card"]] if chosen else [])
        for i, card in enumerate(shown_leaders):
            rect = pygame.Rect(stage.x + 12 + i * (w + 14), y + 26, w, row_h)
            hovered = self.hover is not None and self.hover[:2] == ("leader", card)
            glow = self._glow(("leader", card))
            cards.draw_card(surface, rect, card, glow=glow, lift=6 if hovered else 0,
                            dim=self.tutoring and ("leader", card) in d.clicks and glow is None)  # a lesson: its one
            self.hits.append((rect, ("leader", card)))
        note_x = stage.x + 12 + 3 * (w + 14) + 10
        for k, line in enumerate(art.wrap(_("A leader fights in every battle, wherever it is, and comes back to your "
                                            "hand after each one unless it falls. Nobody else learns which one you "
                                            "chose until you activate it."), art.serif(15, "italic"),
                                          stage.right - note_x - 16)):
            art.text(surface, line, art.serif(15, "italic"), LIGHT, topleft=(note_x, y + 40 + k * 20))
        picks = me.get("picks", [])
        top = board.reserve_top
        art.text(surface, _("Locations for the battle deck: {n} of {picks} picked").format(n=len(picks), **words.LIMITS),
                 title_font, GOLD, topleft=(stage.x + 12, top))
        (gw, gh), cols, space = board.tile, board.COLS, board.SPACE
        x0 = stage.centerx - (cols * gw + (cols - 1) * space) // 2
        for i, loc in enumerate(api.catalog("everzone").reserve()):
            r, c = divmod(i, cols)
            rect = pygame.Rect(x0 + c * (gw + space), top + 26 + r * (gh + space), gw, gh)
            picked = loc.id in picks
            key = ("location", loc.id)
            glow = self._glow(key)
            cards.draw_location(surface, rect, loc.id, glow=glow, tag=_("picked") if picked else "",
                                dim=not picked and (key not in d.clicks or (self.tutoring and glow is None)))
            self.hits.append((rect, key))
        if dealt_later:
            art.text(surface, _("Your hand is dealt once every setup is sealed"), art.serif(15, "italic"), LIGHT,
                     midbottom=(stage.centerx, stage.bottom - 6))

    def _draw_flying(self, surface) -> None:
        for card, start, goal, u in self.animator.flying:
            x = start[0] + (goal[0] - start[0]) * u
            y = start[1] + (goal[1] - start[1]) * u
            h = 90
            rect = pygame.Rect(0, 0, int(h * cards.RATIO), h)
            rect.center = (round(x), round(y))
            cards.draw_card(surface, rect, card)

    def _draw_banner(self, surface) -> None:
        if self.blocked() or self.decision is None:
            last = self.log_lines[-1][0] if self.log_lines else ""
            self.banner.draw(surface, _("The orders are revealed") if self.shown.get("turn") else _("EverZone"),
                             self.banner.first_fitting(f"{last}  " + self.hurry(_("(click or Space to hurry)")), last,
                                                       self.hurry(_("Click or Space to hurry"))), None)
            return
        d = self.decision
        detail = d.detail if not self.hint else _("Hint: {hint}").format(hint=self.hint_label)
        action = self.previewed()
        outcome = self.outcome_text(action) if action else ""
        if outcome:  # what the choice under the pointer will do, before the click
            numbers = self.outcome_text(action, numbers_only=True)
            detail = self.banner.first_fitting(_("{choice}: {outcome}").format(choice=self.label_of(action),
                                                                                outcome=outcome), outcome, numbers)
        self.banner.draw(surface, d.title, self.banner.first_fitting(detail), d.seat)

    def _draw_panel(self, surface) -> None:
        lay = self.layout
        d = self.decision
        start = self.shown["command_start"]
        for i, p in enumerate(self.shown["players"]):  # on their plates (backdrop.py)
            rect = lay.seat_rect(i)
            seat = p["seat"]
            side = self._side_of(seat)
            colour = seat_colour(seat)
            if d is not None and d.seat == seat and not self.blocked():
                pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), width=3, border_radius=10)
            draw_shape(surface, seat_shape(seat), (rect.x + 14, rect.centery), 8, colour)
            token = lay.token
            surface.blit(pictures.race_token(p["race"], token), (rect.x + 26, rect.y + 8))
            name, font = cards.first_fitted([self.names.full(seat), self.names.of(seat)],
                                            rect.right - 84 - (rect.x + 32 + token) - 8, 16)
            art.text(surface, name, font, ink_of(colour), midleft=(rect.x + 32 + token, rect.centery - 8))
            extra = []
            if side["surrenders"]:
                extra.append(ngettext("{n} surrender", "{n} surrenders", side["surrenders"]).format(n=side["surrenders"]))
            if p.get("leader_fallen"):
                extra.append(_("leader fallen"))
            if side["out"]:
                extra.append(_("out"))
            art.text(surface, " \u00b7 ".join(extra) or words.race_name(p["race"]), art.serif(12, "italic"),
                     art.INK_SOFT, midleft=(rect.x + 32 + token, rect.centery + 10))
            self._command_points(surface, rect, side["command"], start)
        self._draw_zoom(surface, lay.zoom)

    def _command_points(self, surface, rect: pygame.Rect, command: int, start: int) -> None:
        box = pygame.Rect(rect.right - 84, rect.y + 6, 76, rect.h - 12)
        pygame.draw.rect(surface, (30, 26, 22), box, border_radius=6)
        full = max(1, start)
        bar = pygame.Rect(box.x + 4, box.bottom - 7, round((box.w - 8) * command / full), 4)
        pygame.draw.rect(surface, (90, 200, 110) if command * 2 > full else (220, 90, 70), bar)
        art.text(surface, f"{command}", art.serif(min(24, box.h - 10), "bold"), LIGHT,
                 center=(box.centerx, box.centery - 3))

    def _draw_zoom(self, surface, rect) -> None:
        """The card under the pointer, large, on the zoom's plate (backdrop.py)."""
        key = self.zoomed
        if key is not None and key[0] in ("location_card", "location"):
            w = rect.w - 20
            loc_rect = pygame.Rect(0, 0, w, int(w / 1.6))
            loc_rect.center = rect.center
            cards.draw_location(surface, loc_rect, key[1], turn=self.shown.get("turn", 0)
                                if key[1] == self.shown.get("location") else 0)
            return
        card = self.face_up(self.card_of(key)) if key else None
        if card is None:
            art.text(surface, _("Point at a card to see it here"), art.serif(15, "italic"), art.INK_SOFT,
                     center=rect.center)
            return
        h = rect.h - 16
        card_rect = pygame.Rect(0, 0, int(h * cards.RATIO), h)
        card_rect.center = rect.center
        cards.draw_card(surface, card_rect, card)

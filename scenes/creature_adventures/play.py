"""The table of Creature Adventures: the board, the battle mat, the player panels and the log.

The scene is a loop of three steps:

1. `refresh()` reads the engine once - the view of the seat at the table and what the game
   waits for (Match.decision: whose decision, its prompt, every choice with its verb and the
   things it names) - and turns them into a `Decision` (prompt.py): the banner's words, the
   buttons, the spaces a move can end on, the clickable creatures, the encounter card to show.
2. A click is looked up in the Decision and sends the action of the engine's choice found
   there (the table never reads an action: a choice is known by its verb and names). A click
   on where a move should end sends that way's fork choices one after another (the engine asks
   fork by fork; at each fork, the choice naming the way's space), played as one walk; Undo
   takes the walk back whole. A click that needs a second one (a creature, then +1 Attack;
   Ascension, then two players) only changes the local `mode` and refreshes.
3. The action's events go to the animator, which plays them on the `Shown` table (input
   waits; a click or Space hurries it). When the queue is empty the table is taken afresh
   from the engine and refresh() runs again.

The computer's moves come from `session.poll()` while the table is idle, one at a time, each
animated like a person's. With two or more people at the table, a pass screen names the next
person before their turn; inside a battle between two people, the mouse simply changes hands
(the banner says whose move it is), since nothing there is hidden from either.

Before a click the table says what it will do: the way to an end space and its footsteps,
a box over the battle button or creature pointed at with every outcome (forecasts.py, from
the engine's forecast). A hint marks what to click. A right-click gives a closer look at any
creature, place, artifact or sigil (card_face.py).

What every table does alike - the top bar, undo, hints, polling the computer, the pass
screen, the log, the end screen - is TableScene's (table_scene.py); this scene is the board,
the battle mat, the panels and their clicks.
"""
from __future__ import annotations

import logging
import math
from itertools import chain
from typing import Any

import pygame

from engine import api

from .. import i18n
from ..hand import Click
from ..i18n import N_, _, ngettext
from ..session import hint_giver
from ..table_scene import TableScene
from ..widgets import art, images
from ..widgets.banner import Banner
from ..widgets.inspect import Inspector, drawn
from ..widgets.log_lines import StoryWriter
from ..widgets.result_panel import WIDEST
from ..widgets.screen_effects import Effects
from ..widgets.tooltip import plain
from . import card_face, pictures
from . import wheel as wheels
from .animator import Animator
from .arena import Arena
from .board import BoardView
from .dicebox import DiceBox
from .encounters import Card, card_for, creature_card
from .ending import EndScreen, summary
from .forecast_box import draw_forecast
from .forecasts import for_choice
from .handover import SeatPassScreen
from .layout import Layout, centre_of
from .panels import SeatPanel, creature_tip
from .panels import tooltip as panel_tooltip
from .prompt import RAISING, Button, Decision, action_of, decide, said, switch_tip
from .seats import Names
from .sheet import CardSheet
from .shop import ShopWindow
from .table import Shown
from .words import LIMITS, name_of, rules, space_name, space_tooltip, term, wild_risk

log = logging.getLogger(__name__)
HINT = (120, 230, 255)  # the hint's ring: a cold blue, unlike any gold mark of the game
MAX_FORKS = 13  # more forks than a roll of 12 can meet: a hint's walk followed no further


class PlayScene(TableScene):
    GAME = "creature_adventures"
    TOOLTIP_WIDTH = 340
    UNDO_REFUSED = N_("A die was rolled since (or it is another person's move): that stays.")
    AI_BEAT = 0.35  # seconds between the computer's moves at normal speed, so people can follow
    LESSON_REPEATS_ROLLS = 2  # the dice leave with the move or the battle; two: a failed catch, and the blow it let in
    TOLD_WHEN_SHOWN = ("roll", "move_roll")  # their sentence waits for the dice or the wheel to stop

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        pictures.preload()
        self.names = Names(session)
        self.layout = Layout(self.size, len(session.seats), lesson=self.tutoring)
        self.viewer = session.viewer()
        self.view: dict = session.view(self.viewer)
        self.shown = Shown.of(self.view)
        self.decision: Decision | None = None
        self.card: Card | None = None
        self.board = BoardView(self.layout)
        self.arena = Arena()
        self.sheet = CardSheet()
        self.banner = Banner()
        self.dice = DiceBox(self.scale)
        self.wheel = None
        self.effects = Effects()
        self.writer = self.new_writer()
        self.animator = Animator(self)
        self.panels = [SeatPanel(s) for s in range(len(session.seats))]
        self.shop: ShopWindow | None = None
        self.hover: tuple[str, Any] | None = None
        self.way_pick: dict[str, int] = {}  # an end space -> which of its ways the mouse wheel chose
        self.hint_way = None  # the way the computer would walk, when the hint is a fork choice
        self.keeps_mode = False  # the action being sent leaves the creature's card open (a point spent)
        self._full_names: tuple[str, dict[int, str]] = ("", {})  # (language, seat -> "Seat 2 · Alice")

    term = staticmethod(term)

    # --- the stage the animator plays on ----------------------------------------------------------------
    def live_battle(self) -> dict | None:
        return self.session.view(self.viewer)["battle"]

    def on_event(self, ev: dict) -> None:
        if ev.get("type") not in self.TOLD_WHEN_SHOWN:
            super().on_event(ev)

    def tell(self, ev: dict) -> None:
        """A roll's result is on the table now: into the log (and so the banner)."""
        super().on_event(ev)

    def is_computer(self, seat: int) -> bool:
        return self.session.is_computer(seat)

    def panel_point(self, seat: int) -> tuple[int, int]:
        """Where a seat's gains float up from: low enough in its panel that they stay inside it."""
        rect = self.layout.seat_rect(seat)
        return (rect.centerx - 20, rect.y + min(rect.h - 16, 100))

    # --- lifecycle -------------------------------------------------------------------------------------
    def on_exit(self) -> None:
        self._close_shop()
        super().on_exit()

    def apply_settings(self) -> None:
        for panel in self.panels:
            panel.invalidate()
        self.arena.invalidate()

    def arrange(self) -> None:
        """Lay the table out for the window's size, and make ready what every game at this size
        draws (each part's `ready`: the board, the mat, the tray, the panels, the wheel's letters),
        so that the frame that first shows one does not make it."""
        self.layout.place(self.size)
        self.banner.place(self.layout.banner)
        self.arena.place(self.layout.board)
        self.dice.place(self.layout.board)
        self.board.ready(len(self.panels))
        SeatPanel.ready(self.layout.seat_rect(0).size)
        wheels.ready(self._wheel_spot(False)[1])
        wheels.ready(self._wheel_spot(True)[1], rules.TABLES)  # the wheel is mostly spun in battles

    def new_writer(self) -> StoryWriter:
        return StoryWriter("creature_adventures", self.names, term)

    def on_language(self) -> None:
        """The panels and the Shop carry words too: drawn again in the new language."""
        self.apply_settings()
        self._close_shop()
        super().on_language()


    # --- widgets ---------------------------------------------------------------------------------------

    def _build_dynamic(self) -> None:
        self.sheet.place(None, self.layout.board)
        super()._build_dynamic()

    def place_buttons(self) -> None:
        """The buttons of the moment: the action bar, the battle mat's, the encounter card's (or
        "Next" while stepping through the computer's moves)."""
        d = self.decision
        if d is not None and d.kind == "over" and not self.animator.busy:
            self.place_row([Button(_("Show the result"), "cmd:result", _(self.RESULT_TIP), primary=True)], self.layout.bar)
        if self.waiting_for_next():  # stepping through the computer's moves: "Next: ..."
            self.place_row([self.next_button()], self.layout.bar)
            return
        if d is None or self.animator.busy or not self.interactive or self.passing:
            return
        self.place_row(d.bar, self.layout.bar)
        self.place_row(d.battle, self.arena.buttons_rect)
        for rect, b in self.sheet.place(self.card, self.layout.board):
            self._button(rect, b)

    # --- reading the engine ------------------------------------------------------------------------------
    def refresh(self, view: dict | None = None) -> None:
        """Read the engine once and rebuild what depends on it (`view`: the viewer's view, when
        the caller has just taken it)."""
        if self.session.viewer() != self.viewer and not self.animator.busy:
            view = self._sync()  # the mouse changed hands
        self.view = view if view is not None else self.session.view(self.viewer)
        asked = self.asked()
        person = self.session.is_human_turn()
        human = person and self.session.match.to_move() == self.session.viewer()  # (not the last person's)
        self.interactive = human
        if asked["kind"] != "turn":
            self.mode = {}
        self.decision = decide(asked, self.view, self.names, self.mode, human, person=person)
        if "creature" in self.mode and not self.decision.attrs:
            self.mode = {}
        self.card = self._card()
        self.dice.keep_up = self.decision.kind == "use"
        if self.card is not None or self.view.get("battle") or self.decision.ways:
            self.dice.hide()  # the roll is told in the log and the banner; the card or the spaces need the room
        if not self.decision.ways:
            self.way_pick = {}
        if self.shop is not None:
            self._refresh_shop()
        self._build_dynamic()
        self._hover()  # what the mouse rests on may have changed under it (a mat opened, a card closed)
        if self.decision.kind == "over" and self.show_end_once():
            return
        self.maybe_pass()

    def _card(self) -> Card | None:
        d = self.decision
        if d is None or not self.interactive:
            return None
        if d.card:
            return card_for(self.asked(), self.view, d.seat, self.names)
        if d.attrs:
            return creature_card(self.view["players"][d.seat], self.mode["creature"], d.attrs)
        return None

    def forget_the_last_person(self) -> None:
        """Also the way chosen with the wheel and the hint's walk: the next person starts clean."""
        super().forget_the_last_person()
        self.way_pick, self.hint_way = {}, None

    def hand_over_quietly(self, seat: int) -> bool:
        """Inside a battle between two people the mouse simply changes hands (the banner names
        them): nothing there is hidden from either."""
        battle = self.view.get("battle")
        return bool(battle and battle["stage"] != "pick" and all(s["seat"] >= 0 for s in battle["sides"]))

    def pass_screen(self, seat: int) -> SeatPassScreen:
        self._close_shop()
        return SeatPassScreen(self.app, self.names.of(seat), seat=seat, session=self.session,
                              on_continue=self._passed, note=self._pass_note(seat))

    def _pass_note(self, seat: int) -> str:
        """What the person taking the mouse is about to do. (Every battle was "You are attacked":
        a game continued in the middle of one's own fight with a wild creature said so too.)"""
        battle = self.view.get("battle") if self.view["phase"] == "battle" else None
        if battle is None:
            return _("Click when you are ready.") if self.view["phase"] == "turn" else \
                _("Your move. Click when you are ready.")
        attacked = battle["sides"][1]["seat"] == seat
        if battle["stage"] == "pick":
            return _("You are attacked: pick your creature. Click when you are ready.") if attacked else \
                _("Pick the creature you open the battle with. Click when you are ready.")
        return _("Your move in the battle. Click when you are ready.")

    def on_idle(self) -> None:
        self.animator.by_person = False
        self.refresh(self._sync())

    # --- the computer's moves -----------------------------------------------------------------------
    def poll_computer(self) -> None:
        """Stepping through the computer's moves (a setting) stops after each of them, but not
        at every fork of one walk: the forks of a move are one step for the reader."""
        if self.held and self.mid_walk():
            self.held = False
        super().poll_computer()

    def waiting_for_next(self) -> bool:
        return super().waiting_for_next() and not self.mid_walk()

    def _sync(self) -> dict:
        """Take the table afresh from the engine, as the person now at it may see it (between
        two people a battle pick is sealed, so whose eyes matter); returns the view taken."""
        self.viewer = self.session.viewer()
        view = self.session.view(self.viewer)
        self.shown.sync(view)
        return view

    # --- acting ----------------------------------------------------------------------------------------
    def ask_first(self, action: str) -> tuple[str, str, str, str] | None:
        """Forfeit asks first, as the other games' irreversible buttons do: it ends the battle and
        costs the player their way Home and whatever the engine's words for the choice name (the
        sigils, the Thieves' stake, a Colosseum run, a duel)."""
        chosen = self.choice_of(action)
        if chosen is None or chosen["verb"] != "forfeit":
            return None
        return _("Forfeit?"), _("{choice}.").format(choice=said(chosen)), _("Forfeit"), _("Fight on")

    def acting(self, action: str) -> None:
        self.animator.by_person = True  # a person's own move: no reading beats, they chose it
        chosen = self.choice_of(action)
        self.keeps_mode = chosen is not None and chosen["verb"] in (*RAISING, "buy")

    def acted(self, action: str) -> None:
        if not (self.keeps_mode and self._card_wanted()):  # a point spent or an artifact bought: the card stays open
            self.mode = {}
        self.card = None

    def _card_wanted(self) -> bool:
        """Is the creature's card wanted open after a point spent? In a game, yes: more points may
        follow. A lesson keeps it only for its next step on the card; any other step's words
        speak of what the card would hide (the Thornwood on the board, before the Roll)."""
        if not self.tutoring:
            return True
        coming = self.session.expected()
        return coming is not None and self.verb_of(coming) in RAISING

    def command(self, words: list[str]) -> bool:
        if words[0] == "shop":
            self._open_shop()
        elif words[0] == "creature":
            slot = int(words[1])
            self.mode = {} if self.mode.get("creature") == slot else {"creature": slot}
        elif words[0] == "ascend":
            self.mode = {"ascend": []}
        elif words[0] == "aim":
            picked = self.mode.get("ascend", []) + [int(words[1])]
            if len(picked) == 2:
                self.mode = {}
                self.play(action_of(self.asked()["choices"], "ascend", seats=sorted(picked)))
                return False
            self.mode = {"ascend": picked}
        return True

    def _open_shop(self) -> None:
        if self.shop is not None and self.shop.alive():
            return
        seat = self.decision.seat if self.decision else None
        if seat is None:
            return
        self.shop = ShopWindow(self.manager, self.view["players"][seat], self._offers(), self.play,
                               self._look_from_the_shop)

    def _offers(self) -> dict[str, str]:
        """The artifacts the Shop may sell now: each with the action of the choice buying it."""
        return {c["names"]["artifact"]: c["action"] for c in self.choices_with("buy")}

    def _refresh_shop(self) -> None:
        if self.shop is None or not self.shop.alive():
            self.shop = None
            return
        d = self.decision
        if d is None or d.kind != "turn" or d.seat is None:
            self._close_shop()
            return
        self.shop.refresh(self.view["players"][d.seat], self._offers())

    def _close_shop(self) -> None:
        if self.shop is not None:
            self.shop.kill()
            self.shop = None

    def make_end_screen(self) -> EndScreen:
        return EndScreen(self.app, summary(self.view, self.names), self.layout.table, self._new_game, self.app.go_home)

    def verb_of(self, action: str) -> str:
        """The verb of the engine's choice `action` ("" when it is not open now)."""
        chosen = self.choice_of(action)
        return chosen["verb"] if chosen is not None else ""

    def leads_to(self, button_action: str, hint: str) -> bool:
        verb = self.verb_of(hint)
        return (verb == "buy" and button_action == "cmd:shop") or (
            verb == "ascend" and button_action == "cmd:ascend") or (
            verb in RAISING and (button_action == hint or button_action.startswith("cmd:creature")))

    def reason(self, action: str) -> str:
        """A battle choice's odds (the forecast drawn over its button), or a walk's risks."""
        battle = self.view.get("battle")
        chosen = self.choice_of(action)
        if battle is not None and self.shown.battle is not None and chosen is not None:
            told = for_choice(chosen, battle, self.shown.team(battle["mover"]))
            if told is not None:
                odds = _("; ").join(_("{chance} {outcome}: {effect}").format(
                    chance=line.share, outcome=line.outcome, effect=line.effect) for line in told.lines)
                why = _("{title} - {odds}").format(title=told.title, odds=odds)
                return _("{why}. {note}").format(why=why, note=told.note) if told.note else why
        if self.verb_of(action) == "go" and self.hint_way is not None:
            way = self.hint_way
            return ngettext("it walks to {place}, {n} space, {risk}", "it walks to {place}, {n} spaces, {risk}",
                            len(way.spaces)).format(place=space_name(way.end), n=len(way.spaces),
                                                    risk=wild_risk(way.footsteps, self.view["deck"]))
        return ""

    # --- where each action is clicked (scenes/hand.py) ---------------------------------------------
    def reach_on_table(self, action: str):
        """A fork choice is a click on where its walk ends (the hinted walk's, else the shortest
        starting with it); a creature on the battle mat is clicked; a creature's own action is
        its picture in the seat's panel, then the button; a purchase opens the shop, buys and
        closes it; an Ascension is the button, then the two pawns. The engine's choice says
        which: its verb, and the space, creature or seats it names."""
        d, chosen = self.decision, self.choice_of(action)
        verb, named = (chosen["verb"], chosen["names"]) if chosen is not None else ("", {})
        if verb == "go":
            ends = [end for end in d.ways if self.way_to(end).forks[:1] == (named["space"],)]  # where a click walks so
            hinted = self.hint_way.end if self.hint == action and self.hint_way is not None else None
            end = hinted if hinted in ends else min(ends, key=lambda e: (len(self.way_to(e).forks), e))
            yield Click(self.layout.point(centre_of(end)))
        elif action in d.bench.values():
            key = next(k for k, a in d.bench.items() if a == action)
            yield Click(next(r for r, kind, v in self.arena.areas if kind == "bench" and v == key).center)
        elif verb in RAISING:
            yield Click(next(r for r, kind, v in self.panels[d.seat].areas
                             if kind == "creature" and v == (d.seat, named["slot"])).center)
            yield Click(self.button_for(action).rect.center)
        elif verb == "buy":
            if self.shop is None or not self.shop.alive():
                yield Click(self.button_for("cmd:shop").rect.center)
            yield Click(self.shop.button_for(action).rect.center)
            if self.shop is not None and self.shop.alive():
                yield Click(self.shop.close_window_button.rect.center)
        elif verb == "ascend":
            yield Click(self.button_for("cmd:ascend").rect.center)
            for seat in named["seats"]:
                yield Click(self.board.pawn_rect(seat).center)
        else:
            raise LookupError(f"nothing on the table sends {action!r}")

    # --- hints: what to click, marked ----------------------------------------------------------------
    def hinted(self, action: str) -> None:
        self.hint_way = self._walk_of(action) if self.verb_of(action) == "go" else None
        if self.shop is not None and self.shop.alive():
            self.shop.mark(action)

    def hint_said(self) -> str:
        """A hinted walk by its end, as the banner names it (the log said "Go towards Rookwatch",
        the first fork's choice, while the banner said "walk to Hermit's Spring")."""
        way = self.hint_way
        if way is None:
            return self.hint_label
        place = space_name(way.end)
        if not way.footsteps:
            return _("walk to {place}, no footsteps").format(place=place)
        return ngettext("walk to {place}, {n} footstep", "walk to {place}, {n} footsteps",
                        way.footsteps).format(place=place, n=way.footsteps)

    def _walk_of(self, first: str):
        """The way the computer would walk from here, starting with the fork choice `first`: it is
        asked fork by fork on a copy of the match (no dice fall before the move ends)."""
        match = self.session.match
        seat = match.to_move()
        space = self.choice_of(first)["names"]["space"]
        if self.tutoring:  # the lesson's own walk: its fork choices as the script takes them
            forks = self._script_forks()
            return self._way_of(forks if forks[:1] == [space] else [space])
        try:
            twin = hint_giver(match.determinize(seat, 0), seat)  # the walk the hint's giver takes
            forks = forks_taken(twin, chain([first], iter(lambda: twin.suggest(seat), None)))
        except Exception:  # a hint must never take the table down
            log.exception("the hint's walk could not be followed")
            return None
        way = self._way_of(forks)
        if way is not None:
            return way
        # an equivalent way (the same end and footsteps) is the one the table offers
        end = twin.view(seat)["players"][seat]["pos"]
        return (self.decision.ways.get(end) or [None])[0]

    def _way_of(self, forks: list[str]):
        """The offered way that takes exactly these forks (the spaces chosen at them), or None."""
        return next((w for ways in self.decision.ways.values() for w in ways if w.forks == tuple(forks)), None)

    def _script_forks(self) -> list[str]:
        """The forks of the tutorial's walk from here: the spaces its learner's coming steps take,
        as long as they are fork choices of this move (followed on a copy of the match)."""
        return forks_taken(self.session.match.clone(), self.session.coming())

    def hint_marks(self) -> list[pygame.Rect]:
        """Where the hinted move is clicked, beyond a button (those are lit): the end space of
        the walk, a creature in the panel or on the battle mat, the pawns for Ascension."""
        hint, d = self.hint, self.decision
        chosen = self.choice_of(hint) if hint else None
        if chosen is None or d is None or self.animator.busy or not self.interactive:
            return []
        verb, named = chosen["verb"], chosen["names"]
        if verb == "go" and self.hint_way is not None:
            return [self._space_rect(self.hint_way.end)]
        if verb in RAISING and self.mode.get("creature") != named["slot"]:
            key = (d.seat, named["slot"])
            return [r for r, kind, value in self.panels[d.seat].areas if kind == "creature" and value == key][:1]
        if verb in ("pick", "send_in", "switch") and self.shown.battle is not None:
            key = (self.shown.battle["mover"], named["slot"])
            return [r for r, kind, value in self.arena.areas if kind == "bench" and value == key][:1]
        if verb == "ascend" and "ascend" in self.mode:
            seats = [s for s in named["seats"] if s not in self.mode["ascend"]]
            return [r for r in (self.board.pawn_rect(s) for s in seats) if r is not None]
        return []

    def _space_rect(self, space: str) -> pygame.Rect:
        x, y = self.layout.point(centre_of(space))
        r = self.layout.px(34)
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)

    def _draw_hint_marks(self, surface) -> None:
        """A pulsing ring around each thing the hint says to click, with the word "Hint". A
        creature's row in a seat's panel is stacked against its neighbours, its name at its top
        edge: the row glows instead, inside a thin ring that pulses sideways, the word at its
        bottom right, where a thick ring cut the name and covered the next creature's (seen at
        1024x640)."""
        pulse = 0.5 + 0.5 * math.sin(self.board.clock * 6)
        font = art.ui_font(14)
        rows = [r for panel in self.panels for r, kind, _ in panel.areas if kind == "creature"]
        for rect in self.hint_marks():
            grow = 10 + int(6 * pulse)
            tag = pygame.Rect(0, 0, font.size(_("Hint"))[0] + 12, 20)
            if rect in rows:
                glow = pygame.Surface(rect.size, pygame.SRCALPHA)
                glow.fill((*HINT, int(40 + 40 * pulse)))
                surface.blit(glow, rect.topleft)
                ring = rect.inflate(grow, 2)
                pygame.draw.rect(surface, HINT, ring, width=2, border_radius=8)
                tag.bottomright = (ring.right - 8, ring.bottom - 5)
            else:
                ring = rect.inflate(grow, grow)
                pygame.draw.rect(surface, (20, 12, 6), ring.inflate(4, 4), width=3, border_radius=12)
                pygame.draw.rect(surface, HINT, ring, width=4, border_radius=12)
                tag.midbottom = (ring.centerx, ring.top + 4)
                if tag.top < 0:
                    tag.midtop = (ring.centerx, ring.bottom - 4)
            pygame.draw.rect(surface, HINT, tag, border_radius=8)
            art.text(surface, _("Hint"), font, (30, 18, 8), center=tag.center)

    # --- input -----------------------------------------------------------------------------------------
    def pointer(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover()
        elif event.type == pygame.MOUSEWHEEL:
            self.turn_the_way(-event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.mouse = event.pos
            self.look_closely(self.thing_at(event.pos))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self.animator.busy:
                self.animator.skip()
            else:
                self.click(event.pos)

    def click(self, pos) -> None:
        """A left click on the table: a pawn, a space, a creature on the mat or in a panel."""
        d = self.decision
        if d is None or not self.interactive or self.passing:
            return
        if self.sheet.rect.collidepoint(pos):
            return  # the card's own buttons are widgets
        if d.pawns:
            seat = self.board.pawn_at(pos) if self.shown.battle is None else None
            seat = seat if seat is not None else self._panel_seat_at(pos)
            if seat is not None and seat in d.pawns:
                self.play(d.pawns[seat])
            return
        if self.shown.battle is not None and self.arena.rect.collidepoint(pos):
            hit = self.arena.at(pos)
            if hit and hit[0] == "bench" and hit[1] in d.bench:
                self.sound("click")
                self.play(d.bench[hit[1]])
            return
        space = self.board.space_at(pos)
        if space is not None and space in d.ways:
            self.sound("click")
            self.walk_to(space)
            return
        hit = self._panel_hit(pos)
        if hit and hit[1] == "creature" and hit[2][0] == d.seat and hit[2][1] in d.creatures:
            self.play(d.creatures[hit[2][1]])

    # --- moving: one click on where the move ends ---------------------------------------------------
    def way_to(self, end: str):
        """The way to `end` the mouse wheel has chosen: unless turned, the hinted walk when the
        hint ends there (the marked walk is the one a click takes), else the quietest."""
        ways = self.decision.ways.get(end, []) if self.decision else []
        if not ways:
            return None
        hinted = self.hint_way if self.hint and self.hint_way is not None and self.hint_way.end == end else None
        if hinted is not None and end not in self.way_pick and hinted in ways:
            return hinted
        return ways[self.way_pick.get(end, 0) % len(ways)]

    def path_shown(self):
        """The way drawn on the board now: to the end space pointed at, else to the hinted one."""
        d = self.decision
        if d is None or not d.ways or self.animator.busy:
            return None
        hover = self.hover[1] if self.hover and self.hover[0] == "space" else None
        if hover in d.ways:
            return self.way_to(hover)
        return self.hint_way if self.hint and self.hint_way is not None and self.hint_way.end in d.ways else None

    def walk_to(self, end: str) -> None:
        """Send the fork choices of the way to `end` one after another; their steps play as one
        walk. The engine still takes them fork by fork, each a move of its own in the log: at
        each fork, the choice that names the way's next space. What the walk comes to is heard
        as a move's is (TableScene.play): the Wilderness roll at its end, which the battle mat
        covers as soon as it opens, is told in its result panel."""
        way = self.way_to(end)
        if way is None or not way.forks:
            return
        first = self.decision.forks.get(way.forks[0], "")
        if self.tutoring and list(way.forks) != self._script_forks()[:len(way.forks)]:
            self.refused(first)  # the lesson walks its own way: no fork of another is taken
            return
        match = self.session.match
        seat, before = match.to_move(), len(match.log)
        self.play(first)
        for space in way.forks[1:]:
            action = action_of(self.asked()["choices"], "go", space=space) if self.mid_walk() else ""
            if len(match.log) == before or not action or match.to_move() != seat:
                break
            shown = self.session.visible_events(self.session.act(action), seat)
            self.moments.heard(shown)
            self.animator.push(shown)
        self.way_pick = {}

    def mid_walk(self) -> bool:
        """The engine waits at a fork in the middle of a move."""
        return self.asked()["kind"] == "fork"

    def turn_the_way(self, steps: int) -> None:
        """The mouse wheel over an end reached more than one way: show (and take) another."""
        hover = self.hover[1] if self.hover and self.hover[0] == "space" else None
        d = self.decision
        if d is not None and hover in d.ways and len(d.ways[hover]) > 1:
            self.way_pick[hover] = (self.way_pick.get(hover, 0) + steps) % len(d.ways[hover])

    def undone(self) -> None:
        """Undo takes a whole walk back: the fork choices of one click went as several moves."""
        while self.mid_walk() and self._last_was_a_fork() and self.session.can_undo() and self.session.undo():
            pass
        self.dice.hide()
        self.shown.trail = []  # the walk taken back leaves no footprints (the sync starts it afresh)
        self._sync()

    def _last_was_a_fork(self) -> bool:
        """Did the last action answer a fork (tried on a copy of the match, taken back)?"""
        before = self.session.match.clone()
        return before.undo() and before.decision()["kind"] == "fork"

    def _panel_hit(self, pos):
        for panel in self.panels:
            if panel.rect.collidepoint(pos):
                for rect, kind, value in reversed(panel.areas):
                    if rect.collidepoint(pos):
                        return panel.seat, kind, value
                return panel.seat, "panel", panel.seat
        return None

    def _panel_seat_at(self, pos) -> int | None:
        hit = self._panel_hit(pos)
        return hit[0] if hit else None

    # --- a closer look (right-click) ----------------------------------------------------------------------
    def thing_at(self, pos) -> tuple | None:
        """What a right-click at `pos` can look at closely: a creature (in a panel, on the mat, on
        an encounter card), a place on the board, an artifact or a sigil in a panel."""
        if self.card is not None and self.sheet.rect.collidepoint(pos):
            row = self.sheet.row_at(pos)
            return ("row", row) if row is not None else None
        if self.shown.battle is not None and self.arena.rect.collidepoint(pos):
            hit = self.arena.at(pos)
            return ("mat", *hit[1]) if hit else None
        if self.layout.board.collidepoint(pos):
            space = self.board.space_at(pos)
            return ("space", space) if space else None
        hit = self._panel_hit(pos)
        if hit is None:
            return None
        seat, kind, value = hit
        if kind == "creature":
            return ("creature", *value)
        if kind == "artifact":
            return ("artifact", *value)
        if kind == "sigil":
            return ("sigil", value)
        return None

    def inspect(self, key: tuple) -> Inspector | None:
        kind = key[0]
        if kind == "creature":
            return self._inspect_creature(self.shown.player(key[1])["creatures"][key[2]])
        if kind == "mat" and self.shown.battle is not None:
            side, slot = key[1], key[2]
            team = self.shown.team(side)
            npc = self.shown.battle["kind"] if self.shown.battle["sides"][side]["seat"] < 0 else ""
            return self._inspect_creature(team[slot], npc) if 0 <= slot < len(team) else None
        if kind == "row" and self.card is not None:
            row = self.card.rows[key[1]]
            return self._inspect_creature(row.creature, row.npc_kind) if row.creature is not None else None
        if kind == "space":
            return self._inspect_place(key[1])
        if kind == "artifact":
            return self.inspect_artifact(key[1], key[2])
        if kind == "sigil":
            name = term("sigil", key[1])
            return Inspector(self.app, name, lambda size: drawn(size, card_face.draw_icon, f"sigil_{key[1]}", name),
                             card_face.sigil_words(key[1]), ratio=1.0)
        return None

    def result_rooms(self) -> list[tuple[pygame.Rect, int]]:
        """Over the log, as at every table, but under the seat panels: a result speaks of the
        creatures whose HP they show (at 1024 x 640 a battle's result rose over the lower seat's
        creatures). Where that is too short: over the board's lower right, beside the log, when
        no battle mat is up (the map waits while the result is read, and the next click puts the
        panel away); during a battle, or with a card up on the board (a catch's result over the
        card asking whether to keep the catch hid its rows, seen at 1024x640), rising over the
        panels as before - the mat or the card is what the result is about."""
        rising, width = self.result_area()
        top = max(rising.top, self.layout.seat_area.bottom + 4)
        rooms = [(pygame.Rect(rising.left, top, rising.w, rising.bottom - top), width)]
        if self.shown.battle is None and self.card is None:
            board = self.layout.board
            across = min(WIDEST, board.w - 16)
            rooms.append((pygame.Rect(board.right - 8 - across, board.top + 8, across, board.h - 16), across))
        return rooms + [(rising, width)]

    def picture_of(self, kind: str, id: Any) -> pygame.Surface | None:
        """A place or a sigil named in the log, as the inspector draws it (the log pane's hover)."""
        if kind == "space":
            return drawn((240, 240), card_face.draw_place, id)
        if kind == "sigil":
            return drawn((160, 160), card_face.draw_icon, f"sigil_{id}", term("sigil", id))
        return None

    def _inspect_creature(self, creature: dict, npc_kind: str = "") -> Inspector:
        return Inspector(self.app, name_of(creature), lambda size: drawn(size, card_face.draw_creature, creature, npc_kind),
                         card_face.creature_words(creature), ratio=card_face.RATIO)

    def _inspect_place(self, space_id: str) -> Inspector:
        space = api.catalog("creature_adventures").board.spaces[space_id]
        holder = ""
        if space.kind == "warlord":
            seat = self.shown.view["sigils"].get(space.sigil, -1)
            holder = self.names.full(seat) if seat is not None and seat >= 0 else ""
        return Inspector(self.app, space_name(space_id), lambda size: drawn(size, card_face.draw_place, space_id),
                         card_face.place_words(space_id, holder), ratio=1.0)

    def inspect_artifact(self, artifact: str, level: int) -> Inspector:
        name = card_face.artifact_name(artifact)
        return Inspector(self.app, name, lambda size: drawn(size, card_face.draw_icon, f"artifact_{artifact}", name),
                         card_face.artifact_words(artifact, level), ratio=1.0)

    def _look_from_the_shop(self, artifact: str) -> None:
        seat = self.decision.seat if self.decision else None
        player = self.view["players"][seat] if seat is not None else None
        level = (player["charges"] if artifact == "ascension" else player["artifacts"][artifact]) if player else 0
        self.look_closely(("artifact", artifact, level))

    def on_cover(self, above) -> None:
        super().on_cover(above)
        if self.shop is not None and self.shop.alive():
            self.shop.hide()  # the Shop is a window of its own: it would stand over whatever covers the table

    def on_uncover(self) -> None:
        if self.shop is not None and self.shop.alive():
            self.shop.show()
        super().on_uncover()

    # --- hover and tooltips ------------------------------------------------------------------------------
    def _hover(self) -> None:
        pos = self.mouse
        hover = None
        if self._over_the_shop(pos):
            pass
        elif self.shown.battle is not None and self.arena.rect.collidepoint(pos):
            hover = self.arena.at(pos)
        elif self.layout.board.collidepoint(pos) and not self.sheet.rect.collidepoint(pos):
            space = self.board.space_at(pos)
            hover = ("space", space) if space else None
        else:
            hit = self._panel_hit(pos)
            hover = ("panel", hit[1:]) if hit and hit[1] == "creature" else None
        self.hover = hover

    def _over_the_shop(self, pos) -> bool:
        return self.shop is not None and self.shop.alive() and self.shop.visible and self.shop.rect.collidepoint(pos)

    def _tooltip_text(self) -> str | None:
        pos = self.mouse
        if self.sheet.rect.collidepoint(pos) or self.animator.busy or self._over_the_shop(pos):
            return None  # the card and the Shop window speak for what is under them
        if self.shown.battle is not None and self.arena.rect.collidepoint(pos):
            return self._arena_tip(pos)
        if self.layout.board.collidepoint(pos):
            seat = self.board.pawn_at(pos)
            if seat is not None:
                p = self.shown.player(seat)
                extra = "<br><i>" + _("Click: swap this player") + "</i>" if self.decision and seat in self.decision.pawns \
                    else ""
                return f"<b>{plain(self.names.full(seat))}</b><br>" + _("Level {level}, {caught}/{target} caught").format(
                    level=p["level"], caught=p["catches"], target=self.catches_to_win()) + extra
            space = self.board.space_at(pos)
            if space is not None:
                here = [self.names.of(p["seat"]) for p in self.shown.view["players"] if p["pos"] == space and not p["out"]]
                return space_tooltip(space, here) + self._way_tip(space)
            return None
        hit = self._panel_hit(pos)
        if hit is None or hit[1] == "panel":
            return None
        seat, kind, value = hit
        hint = ""
        d = self.decision
        if kind == "creature" and d is not None and seat == d.seat and value[1] in d.creatures:
            hint = "<br><i>" + _("Click: spend points on it") + "</i>"
        if kind == "seat" and d is not None and seat in d.pawns:
            hint = "<br><i>" + _("Click: swap this player") + "</i>"
        return panel_tooltip(kind, value, self.shown.player(seat), self.names.full(seat), hint, self.catches_to_win())

    def catches_to_win(self) -> int:
        return self.view.get("catches_to_win", LIMITS["catches"])

    def _way_tip(self, end: str) -> str:
        """For an end of the move: the walk there, what its footsteps risk, and how to take it."""
        d = self.decision
        if d is None or end not in d.ways:
            return ""
        ways = d.ways[end]
        way = self.way_to(end)
        text = "<br>" + ngettext("Walk here: {n} space, {risk}", "Walk here: {n} spaces, {risk}", len(way.spaces)).format(
            n=len(way.spaces), risk=wild_risk(way.footsteps, self.view["deck"]))
        if len(ways) > 1:
            others = i18n.join([str(w.footsteps) for w in ways if w is not way])
            text += "<br><i>" + _("Another way here leaves {others} footsteps: turn the mouse wheel to see it.").format(
                others=others) + "</i>"
        return text + "<br><i>" + _("Click: walk here") + "</i>"

    def _arena_tip(self, pos) -> str | None:
        hit = self.arena.at(pos)
        if hit is None or self.forecast_pointed_at(self.decision) is not None:
            return None  # the forecast over it says what it will do
        side, slot = hit[1]
        team = self.shown.team(side)
        if slot < 0 or slot >= len(team):
            return None
        text = creature_tip(team[slot])
        action = self.decision.bench.get((side, slot)) if self.decision else None
        if action and self.verb_of(action) == "switch":
            text += "<br><i>" + plain(switch_tip(team[slot])) + "</i>"
        elif action:
            text += "<br><i>" + _("Click: pick it") + "</i>"
        return text

    # --- per frame -----------------------------------------------------------------------------------------
    def animate(self, dt: float) -> None:
        self.board.update(dt)
        self.dice.update(dt)
        if self.wheel is not None:
            self.wheel.update(dt)
        self.animator.update(dt)

    def draw(self, surface) -> None:
        lay = self.layout
        surface.blit(art.wood(lay.size), (0, 0))
        d = self.decision if not self.animator.busy and self.interactive else None
        to_move = self._seat_in_focus()
        hover_space = self.hover[1] if self.hover and self.hover[0] == "space" else None
        ends, preview = (d.ways, False) if d else ({}, False)
        if d is not None and d.kind == "use":  # a Tailwind roll pointed at: where it would end
            action = self.hovered_action()
            if action in d.previews:
                ends, preview = d.previews[action], True
        pickable, way = set(d.pawns) if d else set(), self.path_shown()
        veil = _veil(lay.board.size, int(150 * self.shown.battle_open)) if self.shown.battle is not None else None
        if veil is not None and self.shown.battle_open >= 1.0 and not ends and way is None:
            self.board.draw_under_battle(surface, self.shown, veil, pickable=pickable, colorblind=self.colorblind())
        else:
            self.board.draw(surface, self.shown, hover_space=hover_space, to_move=to_move, pickable=pickable,
                            colorblind=self.colorblind(), ends=ends, way=way, preview=preview)
            if veil is not None:
                surface.blit(veil, lay.board.topleft)
        if self.shown.battle is not None:
            self.arena.draw(surface, self.shown, self.names, viewer=self.viewer, clickable=set(d.bench) if d else set(),
                            hover=self.hover, alpha=self.shown.battle_open)
        if d is not None and self.card is not None:
            self.sheet.draw(surface, self.names)
        self._draw_forecast(surface, d)
        self._draw_wheel(surface)
        self.dice.draw(surface)
        self.effects.draw(surface)
        self._draw_banner(surface, to_move)
        self._draw_panels(surface, d, to_move)
        self._draw_hint_marks(surface)

    def _draw_forecast(self, surface, d) -> None:
        """Over the battle button or creature pointed at: what choosing it will do."""
        pointed = self.forecast_shown(d)
        if pointed is not None:
            draw_forecast(surface, pointed[0], pointed[1], self.arena.rect)

    def forecast_shown(self, d):
        """The forecast drawn now: the one pointed at, once the pointer has moved since the last
        click, as a button's tip waits (TableScene). Under a pointer resting where it clicked, the
        box came straight back over the mat and hid the HP bars the click had just changed - the
        lesson's page then spoke of an Eel "down to 3 HP" that the box covered."""
        return None if self._tips_held else self.forecast_pointed_at(d)

    def forecast_pointed_at(self, d):
        """(the Forecast, the rect it stands over) for the battle choice under the mouse, or None."""
        battle = self.view.get("battle")
        if d is None or battle is None or self.shown.battle is None:
            return None
        team = self.shown.team(battle["mover"])
        action = self.hovered_action()
        if action is not None:
            button = next(b for b, a in self.dynamic.items() if a == action)
            anchor = button.rect
        elif self.hover and self.hover[0] == "bench" and self.hover[1] in d.bench:
            action = d.bench[self.hover[1]]
            anchor = next((r for r, kind, v in self.arena.areas if kind == "bench" and v == self.hover[1]), None)
        chosen = self.choice_of(action) if action is not None else None
        if chosen is None or anchor is None:
            return None
        forecast = for_choice(chosen, battle, team)
        return (forecast, anchor) if forecast is not None else None

    def hovered_action(self) -> str | None:
        """The action of the decision's button under the mouse, if any."""
        return next((action for button, action in self.dynamic.items()
                     if button.alive() and button.visible and button.rect.collidepoint(self.mouse)), None)

    def full_name(self, seat: int) -> str:
        """"Seat 2 · Alice", worked out once a language (the panels name their seats at every
        frame, and a name is looked up among the session's seats, 20 us each time)."""
        language = i18n.language()
        if self._full_names[0] != language:
            self._full_names = (language, {})
        known = self._full_names[1]
        if seat not in known:
            known[seat] = self.names.full(seat)
        return known[seat]

    def _seat_in_focus(self) -> int | None:
        """The seat the table is waiting for (or, while animating, whose turn it is)."""
        if self.animator.busy or self.decision is None:
            return self.shown.view.get("turn")
        return self.decision.seat

    def _draw_wheel(self, surface) -> None:
        if self.wheel is None:
            return
        centre, radius, width = self._wheel_spot(self.shown.battle is not None)
        wheels.backdrop(surface, centre, radius)
        self.wheel.draw(surface, centre, radius, width)

    def _wheel_spot(self, battle: bool) -> tuple[tuple[int, int], int, int]:
        """(centre, radius, caption width) of the wheel: on the battle mat, or on the board."""
        if battle:
            (centre, radius), width = self.arena.wheel_spot(), self.arena.rect.w - 40
            return centre, radius, width
        centre = (self.layout.board.centerx, self.layout.board.centery + 10)
        return centre, max(70, min(150, self.layout.board.h // 4)), self.layout.board.w - 40

    def _draw_banner(self, surface, seat) -> None:
        if self.animator.busy or self.decision is None:
            turn = self.shown.view.get("turn")
            title = _("{who}'s turn").format(who=self.names.full(turn)) if turn is not None and not self.session.is_over() \
                else "..."
            last = self.log_lines[-1][0] if self.log_lines else ""
            self.banner.draw(surface, title, last + self.hurry("  " + _("(click or Space to hurry)")), turn)
            return
        d = self.decision
        detail = d.detail
        if self.hint and self.hint_way is not None:
            steps, place = self.hint_way.footsteps, space_name(self.hint_way.end)
            detail = ngettext("Hint: walk to {place} (marked), {n} footstep.", "Hint: walk to {place} (marked), {n} footsteps.",
                              steps).format(place=place, n=steps) if steps else \
                _("Hint: walk to {place} (marked), no footsteps.").format(place=place)
        elif self.hint:
            detail = _("Hint: {hint} (marked).").format(hint=self.hint_label)
        self.banner.draw(surface, d.title, detail, d.seat)

    def _draw_panels(self, surface, d, to_move) -> None:
        lay = self.layout
        pygame.draw.line(surface, (20, 12, 8), lay.panel.topleft, lay.panel.bottomleft, 3)
        runner = self.shown.view.get("runner", -1)
        selected = self.mode.get("creature") if self.mode else None
        for seat, panel in enumerate(self.panels):
            mine = d is not None and d.seat == seat
            hover = ("creature", self.hover[1][1]) if self.hover and self.hover[0] == "panel" else None
            panel.draw(surface, lay.seat_rect(seat), self.shown.player(seat), self.full_name(seat),
                       to_move=seat == to_move, selected=selected if mine else None,
                       clickable=set(d.creatures) if mine else set(), runner=runner == seat,
                       pickable=d is not None and seat in d.pawns, hover=hover,
                       catches_to_win=self.shown.view.get("catches_to_win", LIMITS["catches"]))


@images.table_art(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The dark veil over the board while a battle is up (kept: a board-sized surface made and
    filled at every battle frame was 0.15 ms of it)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((10, 6, 4, alpha))
    return veil


def forks_taken(twin: Any, plays) -> list[str]:
    """The spaces `plays` take at the forks of the move under way, each played on `twin` (a copy
    of the match) as long as it answers a fork; at most MAX_FORKS."""
    taken: list[str] = []
    for play in plays:
        asked = twin.decision()
        space = next((c["names"]["space"] for c in asked["choices"] if c["action"] == play), None) \
            if asked["kind"] == "fork" else None
        if space is None or len(taken) >= MAX_FORKS:
            break
        taken.append(space)
        twin.act(play)
    return taken

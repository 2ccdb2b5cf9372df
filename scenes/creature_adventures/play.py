"""The table of Creature Adventures: the board, the battle mat, the player panels and the log.

The scene is a loop of three steps:

1. `refresh()` reads the engine once - the view of the seat at the table, the legal actions
   and who is to move - and turns them into a `Decision` (prompt.py): the banner's words, the
   buttons, the glowing spaces, the clickable creatures, the encounter card to show.
2. A click is looked up in the Decision and becomes an action string for `session.act()`. A
   click that needs a second one (a creature, then +1 Attack; Ascension, then two players)
   only changes the local `mode` and refreshes.
3. The action's events go to the animator, which plays them on the `Shown` table (input
   waits; a click or Space hurries it). When the queue is empty the table is taken afresh
   from the engine and refresh() runs again.

The computer's moves come from `session.poll()` while the table is idle, one at a time, each
animated like a person's. With two or more people at the table, a pass screen names the next
person before their turn; inside a battle between two people, the mouse simply changes hands
(the banner says whose move it is), since nothing there is hidden from either.

What every table does alike - the top bar, undo, hints, polling the computer, the pass
screen, the log, the end screen - is TableScene's (table_scene.py); this scene is the board,
the battle mat, the panels and their clicks.
"""
from __future__ import annotations

from typing import Any

import pygame

from ..table_scene import TableScene
from ..widgets import art
from ..widgets.banner import Banner
from ..widgets.screen_effects import Effects
from ..widgets.tooltip import plain
from . import pictures
from .animator import Animator
from .arena import Arena
from .board import BoardView
from .dicebox import DiceBox
from .encounters import Card, card_for, creature_card
from .ending import EndScreen, summary
from .handover import SeatPassScreen
from .help import open_help
from .layout import Layout
from .log_text import LogWriter
from .panels import SeatPanel, creature_tip
from .panels import tooltip as panel_tooltip
from .prompt import Button, Decision, decide, describe, switch_tip
from .seats import Names
from .sheet import CardSheet
from .shop import ShopWindow
from .table import Shown
from .words import space_tooltip


class PlayScene(TableScene):
    GAME = "creature_adventures"
    TOOLTIP_WIDTH = 340
    UNDO_REFUSED = "A die was rolled since (or it is another person's move): that stays."
    AI_BEAT = 0.35  # seconds between the computer's moves at normal speed, so people can follow

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        pictures.preload()
        self.names = Names(session)
        self.layout = Layout(app.size, len(session.seats))
        self.viewer = session.viewer()
        self.view: dict = session.match.view(self.viewer)
        self.legal: list[str] = []
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

    # --- the stage the animator plays on ----------------------------------------------------------------
    def live_battle(self) -> dict | None:
        return self.session.match.view(self.viewer)["battle"]

    def panel_point(self, seat: int) -> tuple[int, int]:
        rect = self.layout.seat_rect(seat)
        return (rect.centerx - 40, rect.y + 40)

    # --- lifecycle -------------------------------------------------------------------------------------
    def on_exit(self) -> None:
        self._close_shop()
        super().on_exit()

    def apply_settings(self) -> None:
        for panel in self.panels:
            panel.invalidate()

    def arrange(self) -> None:
        self.layout.place(self.app.size)
        self.banner.place(self.layout.banner)
        self.arena.place(self.layout.board)
        self.dice.place(self.layout.board)

    def new_writer(self) -> LogWriter:
        return LogWriter(self.names)

    def show_help(self) -> None:
        open_help(self.manager)

    # --- widgets ---------------------------------------------------------------------------------------

    def _build_dynamic(self) -> None:
        self.sheet.place(None, self.layout.board)
        super()._build_dynamic()

    def place_buttons(self) -> None:
        """The buttons of the moment: the action bar, the battle mat's, the encounter card's."""
        d = self.decision
        if d is not None and d.kind == "over" and not self.animator.busy:
            self.place_row([Button("Show the result", "cmd:result", "Who won, and how.", primary=True)], self.layout.bar)
        if d is None or self.animator.busy or not self.interactive or self.passing:
            return
        self.place_row(d.bar, self.layout.bar)
        self.place_row(d.battle, self.arena.buttons_rect)
        for rect, b in self.sheet.place(self.card, self.layout.board):
            self._button(rect, b)

    # --- reading the engine ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the engine once and rebuild what depends on it."""
        match = self.session.match
        if self.session.viewer() != self.viewer and not self.animator.busy:
            self._sync()  # the mouse changed hands
        self.view = match.view(self.viewer)
        self.legal = match.legal_actions()
        mover = match.to_move()
        human = self.session.is_human_turn()
        self.interactive = human
        if self.view["phase"] != "turn":
            self.mode = {}
        self.decision = decide(self.view, self.legal, mover, self.names, self.mode, human)
        if "creature" in self.mode and not self.decision.attrs:
            self.mode = {}
        self.card = self._card()
        self.dice.keep_up = self.decision.kind == "use"
        if self.card is not None or self.view.get("battle"):
            self.dice.hide()  # the roll is told in the log; the card needs the room
        if self.shop is not None:
            self._refresh_shop()
        self._build_dynamic()
        if self.decision.kind == "over" and self.show_end_once():
            return
        self.maybe_pass()

    def _card(self) -> Card | None:
        d = self.decision
        if d is None or not self.interactive:
            return None
        if d.card:
            return card_for(self.view, self.legal, d.seat, self.names)
        if d.attrs:
            return creature_card(self.view["players"][d.seat], self.mode["creature"], d.attrs)
        return None

    def hand_over_quietly(self, seat: int) -> bool:
        """Inside a battle between two people the mouse simply changes hands (the banner names
        them): nothing there is hidden from either."""
        battle = self.view.get("battle")
        return bool(battle and battle["stage"] != "pick" and all(s["seat"] >= 0 for s in battle["sides"]))

    def pass_screen(self, seat: int) -> SeatPassScreen:
        self._close_shop()
        note = {"turn": "Click when you are ready.",
                "battle": "You are attacked: pick your creature. Click when you are ready."}.get(
            self.view["phase"], "Your move. Click when you are ready.")
        return SeatPassScreen(self.app, self.names.of(seat), seat=seat, session=self.session,
                              on_continue=self._passed, note=note)

    def on_idle(self) -> None:
        self._sync()
        self.refresh()

    def _sync(self) -> None:
        """Take the table afresh from the engine, as the person now at it may see it (between
        two people a battle pick is sealed, so whose eyes matter)."""
        self.viewer = self.session.viewer()
        self.shown.sync(self.session.match.view(self.viewer))

    # --- acting ----------------------------------------------------------------------------------------
    def acted(self, action: str) -> None:
        if not action.startswith(("assign", "power", "unpower", "wisdom", "buy")):
            self.mode = {}
        self.card = None

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
                a, b = sorted(picked)
                self.mode = {}
                self.play(f"ascend {a + 1} {b + 1}")
                return False
            self.mode = {"ascend": picked}
        return True

    def _open_shop(self) -> None:
        if self.shop is not None and self.shop.alive():
            return
        seat = self.decision.seat if self.decision else None
        if seat is None:
            return
        self.shop = ShopWindow(self.manager, self.view["players"][seat], self.legal, self.play)

    def _refresh_shop(self) -> None:
        if self.shop is None or not self.shop.alive():
            self.shop = None
            return
        d = self.decision
        if d is None or d.kind != "turn" or d.seat is None:
            self._close_shop()
            return
        self.shop.refresh(self.view["players"][d.seat], self.legal)

    def _close_shop(self) -> None:
        if self.shop is not None:
            self.shop.kill()
            self.shop = None

    def make_end_screen(self) -> EndScreen:
        return EndScreen(self.app, summary(self.view, self.names), self.layout.table, self._new_game, self.app.go_home)

    def undone(self) -> None:
        self.dice.hide()
        self._sync()

    def leads_to(self, button_action: str, hint: str) -> bool:
        return (hint.startswith("buy") and button_action == "cmd:shop") or (
            hint.split()[0] in ("assign", "power", "unpower", "wisdom")
            and button_action.startswith(("cmd:creature", hint)))

    # --- input -----------------------------------------------------------------------------------------
    def pointer(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover()
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
        if space is not None and space in d.spaces:
            self.sound("click")
            self.play(d.spaces[space])
            return
        hit = self._panel_hit(pos)
        if hit and hit[1] == "creature" and hit[2][0] == d.seat and hit[2][1] in d.creatures:
            self.play(d.creatures[hit[2][1]])

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

    # --- hover and tooltips ------------------------------------------------------------------------------
    def _hover(self) -> None:
        pos = self.mouse
        hover = None
        if self.shown.battle is not None and self.arena.rect.collidepoint(pos):
            hover = self.arena.at(pos)
        elif self.layout.board.collidepoint(pos) and not self.sheet.rect.collidepoint(pos):
            space = self.board.space_at(pos)
            hover = ("space", space) if space else None
        else:
            hit = self._panel_hit(pos)
            hover = ("panel", hit[1:]) if hit and hit[1] == "creature" else None
        self.hover = hover

    def _tooltip_text(self) -> str | None:
        pos = self.mouse
        if self.sheet.rect.collidepoint(pos) or self.animator.busy:
            return None
        if self.shown.battle is not None and self.arena.rect.collidepoint(pos):
            return self._arena_tip(pos)
        if self.layout.board.collidepoint(pos):
            seat = self.board.pawn_at(pos)
            if seat is not None:
                p = self.shown.player(seat)
                extra = "<br><i>Click: swap this player</i>" if self.decision and seat in self.decision.pawns else ""
                return f"<b>{plain(self.names.full(seat))}</b><br>Level {p['level']}, {p['catches']}/15 caught" + extra
            space = self.board.space_at(pos)
            if space is not None:
                here = [self.names.of(p["seat"]) for p in self.shown.view["players"] if p["pos"] == space and not p["out"]]
                click = "<br><i>Click: go this way</i>" if self.decision and space in self.decision.spaces else ""
                return space_tooltip(space, here) + click
            return None
        hit = self._panel_hit(pos)
        if hit is None or hit[1] == "panel":
            return None
        seat, kind, value = hit
        hint = ""
        d = self.decision
        if kind == "creature" and d is not None and seat == d.seat and value[1] in d.creatures:
            hint = "<br><i>Click: spend points on it</i>"
        if kind == "seat" and d is not None and seat in d.pawns:
            hint = "<br><i>Click: swap this player</i>"
        return panel_tooltip(kind, value, self.shown.player(seat), self.names.full(seat), hint)

    def _arena_tip(self, pos) -> str | None:
        hit = self.arena.at(pos)
        if hit is None:
            return None
        side, slot = hit[1]
        team = self.shown.team(side)
        if slot < 0 or slot >= len(team):
            return None
        text = creature_tip(team[slot])
        action = self.decision.bench.get((side, slot)) if self.decision else None
        if action and action.startswith("switch"):
            text += "<br><i>" + plain(switch_tip(team[slot], self.shown.battle["sides"][1]["seat"] < 0)) + "</i>"
        elif action:
            text += "<br><i>Click: pick it</i>"
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
        glowing = d.spaces if d else {}
        to_move = self._seat_in_focus()
        hover_space = self.hover[1] if self.hover and self.hover[0] == "space" else None
        self.board.draw(surface, self.shown, glowing=glowing, hover_space=hover_space, to_move=to_move,
                        pickable=set(d.pawns) if d else set(), colorblind=self.colorblind())
        if self.shown.battle is not None:
            veil = pygame.Surface(lay.board.size, pygame.SRCALPHA)
            veil.fill((10, 6, 4, int(150 * self.shown.battle_open)))
            surface.blit(veil, lay.board.topleft)
            self.arena.draw(surface, self.shown, self.names, viewer=self.viewer, clickable=set(d.bench) if d else set(),
                            hover=self.hover, alpha=self.shown.battle_open)
        if d is not None and self.card is not None:
            self.sheet.draw(surface, self.names)
        self._draw_wheel(surface)
        self.dice.draw(surface)
        self.effects.draw(surface)
        self._draw_banner(surface, to_move)
        self._draw_panels(surface, d, to_move)

    def _seat_in_focus(self) -> int | None:
        """The seat the table is waiting for (or, while animating, whose turn it is)."""
        if self.animator.busy or self.decision is None:
            return self.shown.view.get("turn")
        return self.decision.seat

    def _draw_wheel(self, surface) -> None:
        if self.wheel is None:
            return
        if self.shown.battle is not None:
            centre, radius = self.arena.centre, self.arena.wheel_radius
        else:
            centre = (self.layout.board.centerx, self.layout.board.centery - 10)
            radius = max(70, min(150, self.layout.board.h // 4))
        backdrop = pygame.Surface((radius * 2 + 60, radius * 2 + 60), pygame.SRCALPHA)
        pygame.draw.circle(backdrop, (10, 6, 4, 150), (radius + 30, radius + 30), radius + 26)
        surface.blit(backdrop, (centre[0] - radius - 30, centre[1] - radius - 30))
        self.wheel.draw(surface, centre, radius)

    def _draw_banner(self, surface, seat) -> None:
        if self.animator.busy or self.decision is None:
            turn = self.shown.view.get("turn")
            title = f"{self.names.full(turn)}'s turn" if turn is not None and not self.session.is_over() else "..."
            last = self.log_lines[-1][0] if self.log_lines else ""
            self.banner.draw(surface, title, last + "  (click or Space to hurry)", turn)
            return
        d = self.decision
        detail = d.detail
        if self.hint:
            detail = f"Hint: {describe(self.hint, self.view, d.seat, self.names)}."
        self.banner.draw(surface, d.title, detail, d.seat)

    def _draw_panels(self, surface, d, to_move) -> None:
        lay = self.layout
        pygame.draw.line(surface, (20, 12, 8), lay.panel.topleft, lay.panel.bottomleft, 3)
        runner = self.shown.view.get("runner", -1)
        selected = self.mode.get("creature") if self.mode else None
        for seat, panel in enumerate(self.panels):
            mine = d is not None and d.seat == seat
            hover = ("creature", self.hover[1][1]) if self.hover and self.hover[0] == "panel" else None
            panel.draw(surface, lay.seat_rect(seat), self.shown.player(seat), self.names.full(seat),
                       to_move=seat == to_move, selected=selected if mine else None,
                       clickable=set(d.creatures) if mine else set(), runner=runner == seat,
                       pickable=d is not None and seat in d.pawns, hover=hover)


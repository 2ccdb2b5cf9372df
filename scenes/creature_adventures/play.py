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
"""
from __future__ import annotations

import logging
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..ui_scene import UIScene
from ..widgets import art, dialogs
from ..widgets.log_panel import LogPanel
from ..widgets.tooltip import HoverTooltip, plain
from .animator import Animator
from .arena import Arena
from .board import BoardView
from .dicebox import DiceBox
from .effects import Effects
from .encounters import Card, card_for, creature_card
from .ending import EndScreen, summary
from .handover import SeatPassScreen
from .help import open_help
from .hud import Banner
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

log = logging.getLogger(__name__)

AI_BEAT = 0.35  # seconds between the computer's moves at normal speed, so people can follow


class PlayScene(UIScene):
    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.names = Names(session)
        self.layout = Layout(app.size, len(session.seats))
        self.viewer = session.viewer()
        self.view: dict = session.match.view(self.viewer)
        self.legal: list[str] = []
        self.shown = Shown.of(self.view)
        self.decision: Decision | None = None
        self.card: Card | None = None
        self.mode: dict = {}
        self.interactive = False
        self.board = BoardView(self.layout)
        self.arena = Arena()
        self.sheet = CardSheet()
        self.banner = Banner()
        self.dice = DiceBox(self.scale)
        self.wheel = None
        self.effects = Effects()
        self.writer = LogWriter(self.names)
        self.log_lines: list[tuple[str, Any, bool]] = []
        self.log_panel: LogPanel | None = None
        self.animator = Animator(self)
        self.panels = [SeatPanel(s) for s in range(len(session.seats))]
        self.widgets: dict[str, UIButton] = {}
        self.dynamic: dict[UIButton, str] = {}
        self.shop: ShopWindow | None = None
        self.tooltip: HoverTooltip | None = None
        self.mouse = (0, 0)
        self.hover: tuple[str, Any] | None = None
        self.hint: str | None = None
        self.end_shown = False
        self.passing = False

    # --- settings and the stage the animator plays on --------------------------------------------------
    def scale(self) -> float:
        return float(self.app.settings.animation_scale)

    def colorblind(self) -> bool:
        return bool(self.app.settings.colour_blind)

    def sound(self, name: str) -> None:
        try:
            self.app.sound.play(name)
        except Exception:  # sound is a nicety; never let it stop the table
            log.debug("sound %s failed", name, exc_info=True)

    def live_battle(self) -> dict | None:
        return self.session.match.view(self.viewer)["battle"]

    def panel_point(self, seat: int) -> tuple[int, int]:
        rect = self.layout.seat_rect(seat)
        return (rect.centerx - 40, rect.y + 40)

    # --- lifecycle -------------------------------------------------------------------------------------
    def on_enter(self) -> None:
        self.tooltip = HoverTooltip(self.manager, width=340)
        self._place()
        events = self.session.visible_events(self.session.past_events())
        fresh = not self.session.match.log and not self.session.history
        if fresh:  # a new game: the opening roll and the first turn play out
            self.animator.push(events)
        else:
            self._log_all(events)
        super().on_enter()
        if not fresh:
            self.refresh()

    def on_exit(self) -> None:
        if self.tooltip is not None:
            self.tooltip.kill()
        self._close_shop()
        self.session.close()
        self.log_panel = None
        super().on_exit()

    def on_uncover(self) -> None:
        super().on_uncover()
        for panel in self.panels:
            panel.invalidate()
        self.refresh()

    def on_resize(self, size) -> None:
        self._place()
        super().on_resize(size)

    def _place(self) -> None:
        self.layout.place(self.app.size)
        self.banner.place(self.layout.banner)
        self.arena.place(self.layout.board)
        self.dice.place(self.layout.board)

    def at_rest(self) -> bool:
        return not self.animator.busy and not self.session.thinking and (
            self.session.is_over() or self.session.is_human_turn())

    # --- widgets ---------------------------------------------------------------------------------------
    def build(self, root, size) -> None:
        self.widgets = {}
        self.dynamic = {}
        top = self.layout.buttons
        names = [("menu", "Menu", "Leave the table (the game is autosaved)"), ("save", "Save", "Save this game as a file"),
                 ("help", "Help", "How to play"), ("undo", "Undo", "Take back your last move (Ctrl+Z); not past a roll"),
                 ("hint", "Hint", "What would the computer do? (H)")]
        bw = (top.w - 4 * 6) // 5
        for i, (key, label, tip) in enumerate(names):
            self.widgets[key] = UIButton(pygame.Rect(top.x + i * (bw + 6), top.y, bw, top.h), label, self.manager,
                                         container=root, tool_tip_text=tip)
        self.log_panel = LogPanel(self.manager, self.layout.log, container=root)
        for text, colour, bold in self.log_lines:
            self.log_panel.add(text, colour, bold)
        self._build_dynamic()

    def _build_dynamic(self) -> None:
        """The buttons of the moment: the action bar, the battle mat's, the encounter card's."""
        for button in list(self.dynamic):
            button.kill()
        self.dynamic = {}
        self.sheet.place(None, self.layout.board)
        if self.root is None:
            return
        d = self.decision
        if d is not None and d.kind == "over" and not self.animator.busy:
            self._row([Button("Show the result", "cmd:result", "Who won, and how.", primary=True)], self.layout.bar)
        if d is None or self.animator.busy or not self.interactive or self.passing:
            self._update_undo()
            return
        self._row(d.bar, self.layout.bar)
        self._row(d.battle, self.arena.buttons_rect)
        for rect, b in self.sheet.place(self.card, self.layout.board):
            self._button(rect, b)
        self._mark_hint()
        self._update_undo()

    def _row(self, buttons: list[Button], area: pygame.Rect) -> None:
        if not buttons:
            return
        font = art.ui_font(17)
        widths = [max(104, font.size(b.label)[0] + 40) for b in buttons]
        gap = 10
        total = sum(widths) + gap * (len(widths) - 1)
        if total > area.w:  # squeeze rather than spill off the board
            widths = [max(70, w * (area.w - gap * (len(widths) - 1)) // sum(widths)) for w in widths]
            total = sum(widths) + gap * (len(widths) - 1)
        x = area.centerx - total // 2
        for b, w in zip(buttons, widths, strict=True):
            self._button(pygame.Rect(x, area.y + (area.h - 44) // 2, w, 44), b)
            x += w + gap

    def _button(self, rect: pygame.Rect, b: Button) -> UIButton:
        object_id = "#primary" if b.primary else "#danger" if b.danger else None
        button = UIButton(rect, b.label, self.manager, container=self.root, object_id=object_id,
                          tool_tip_text=b.tip or None)
        if not b.enabled:
            button.disable()
        self.dynamic[button] = b.action
        return button

    def _update_undo(self) -> None:
        undo = self.widgets.get("undo")
        if undo is None:
            return
        match = self.session.match
        possible = (self.session.is_human_turn() and not self.animator.busy and self.session.can_undo()
                    and bool(match.can_undo()))
        undo.enable() if possible else undo.disable()

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
        if self.decision.kind == "over" and not self.end_shown:
            self.end_shown = True
            self._build_dynamic()
            self._show_end()
            return
        self._build_dynamic()
        self._maybe_pass()

    def _card(self) -> Card | None:
        d = self.decision
        if d is None or not self.interactive:
            return None
        if d.card:
            return card_for(self.view, self.legal, d.seat, self.names)
        if d.attrs:
            return creature_card(self.view["players"][d.seat], self.mode["creature"], d.attrs)
        return None

    def _maybe_pass(self) -> None:
        """Hand the mouse to the next person: a pass screen before their turn; inside a battle
        between two people, just a change of hands (the banner names them)."""
        session = self.session
        if not session.needs_pass_screen() or self.passing or not self.is_top:
            return
        seat = session.match.to_move()
        battle = self.view.get("battle")
        if battle and battle["stage"] != "pick" and all(s["seat"] >= 0 for s in battle["sides"]):
            session.handed_to(seat)
            self.refresh()
            return
        self.passing = True
        self._close_shop()
        note = {"turn": "Click when you are ready.",
                "battle": "You are attacked: pick your creature. Click when you are ready."}.get(
            self.view["phase"], "Your move. Click when you are ready.")
        self.app.stack.push(SeatPassScreen(self.app, self.names.of(seat), seat=seat, session=session,
                                           on_continue=self._passed, note=note))

    def _passed(self) -> None:
        self.passing = False
        self.refresh()

    def on_idle(self) -> None:
        self._sync()
        self.refresh()

    def _sync(self) -> None:
        """Take the table afresh from the engine, as the person now at it may see it (between
        two people a battle pick is sealed, so whose eyes matter)."""
        self.viewer = self.session.viewer()
        self.shown.sync(self.session.match.view(self.viewer))

    def on_event(self, ev: dict) -> None:
        line = self.writer.line(ev)
        if line is not None:
            self._log(line.text, line.colour, line.bold)

    def _log(self, text: str, colour=None, bold: bool = False) -> None:
        self.log_lines.append((text, colour, bold))
        if len(self.log_lines) > 3500:
            self.log_lines = self.log_lines[-3000:]
        if self.log_panel is not None:
            self.log_panel.add(text, colour, bold)

    def _log_all(self, events: list[dict]) -> None:
        for line in self.writer.lines(events):
            self._log(line.text, line.colour, line.bold)

    # --- acting ----------------------------------------------------------------------------------------
    def play(self, action: str) -> None:
        """Send an action string, or run a local "cmd:" command."""
        if not action:
            return
        if action.startswith("cmd:"):
            self._command(action[4:])
            return
        if self.animator.busy or not self.session.is_human_turn():
            return
        seat = self.session.match.to_move()
        try:
            events = self.session.act(action)
        except Exception as exc:  # an illegal action must never take the table down
            log.warning("action %r refused: %s", action, exc)
            self._log(f"That is not possible now ({action}).", (170, 30, 25))
            self.refresh()
            return
        if not action.startswith(("assign", "power", "unpower", "wisdom", "buy")):
            self.mode = {}
        self.hint = None
        if self.tooltip is not None:
            self.tooltip.hide()
        self.decision = None
        self.card = None
        self.animator.push(self.session.visible_events(events, seat))
        if not self.animator.busy:  # a move that shows nothing (Fortify's "ready"): on at once
            self.on_idle()
            return
        self._build_dynamic()

    def _command(self, cmd: str) -> None:
        words = cmd.split()
        if words[0] == "shop":
            self._open_shop()
        elif words[0] == "creature":
            slot = int(words[1])
            self.mode = {} if self.mode.get("creature") == slot else {"creature": slot}
        elif words[0] == "cancel":
            self.mode = {}
        elif words[0] == "ascend":
            self.mode = {"ascend": []}
        elif words[0] == "aim":
            picked = self.mode.get("ascend", []) + [int(words[1])]
            if len(picked) == 2:
                a, b = sorted(picked)
                self.mode = {}
                self.play(f"ascend {a + 1} {b + 1}")
                return
            self.mode = {"ascend": picked}
        elif words[0] == "result":
            self._show_end()
            return
        self.sound("click")
        self.refresh()

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

    def _show_end(self) -> None:
        info = summary(self.view, self.names)
        self.app.stack.push(EndScreen(self.app, info, self.layout.table, self._new_game, self.app.go_home))

    def _new_game(self) -> None:
        from ..setup import SetupScene

        self.app.go_home()
        try:
            self.app.stack.push(SetupScene(self.app, "creature_adventures"))
        except Exception:
            log.exception("the setup screen failed to open")

    def undo(self) -> None:
        if self.animator.busy:
            return
        if not self.session.undo():
            dialogs.message(self.manager, "Cannot undo", "A die was rolled since (or it is another person's move): "
                            "that stays.")
            return
        self.sound("click")
        self.mode, self.hint = {}, None
        self.dice.hide()
        self._sync()
        self.log_lines = []
        self.writer = LogWriter(self.names)
        if self.log_panel is not None:
            self.log_panel.clear()
        self._log_all(self.session.visible_events(self.session.past_events()))
        self.refresh()

    def show_hint(self) -> None:
        if self.animator.busy or not self.session.is_human_turn() or self.decision is None:
            return
        try:
            self.hint = self.session.match.suggest(self.session.match.to_move())
        except Exception:
            log.exception("the hint failed")
            return
        self._mark_hint()

    def _mark_hint(self) -> None:
        if not self.hint:
            return
        for button, action in self.dynamic.items():
            if action == self.hint or (self.hint.startswith("buy") and action == "cmd:shop") or (
                    self.hint.split()[0] in ("assign", "power", "unpower", "wisdom")
                    and action.startswith(("cmd:creature", self.hint))):
                button.select()

    # --- input -----------------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(event.ui_element)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self.animator.busy:
                self.animator.skip()
            else:
                self.click(event.pos)
        elif event.type == pygame.KEYDOWN and not dialogs.modal_open(self.manager):
            self._key(event)

    def _on_button(self, element) -> None:
        if element in self.dynamic:
            self.sound("click")
            self.play(self.dynamic[element])
            return
        key = next((k for k, w in self.widgets.items() if w is element), None)
        if key == "menu":
            dialogs.confirm(self.manager, "Leave the table?", "The game is autosaved: Continue in the menu brings you "
                            "back to this very moment.", action="Leave", cancel="Stay", on_confirm=self.app.go_home)
        elif key == "save":
            dialogs.save_as(self.manager, self.session.match)
        elif key == "help":
            open_help(self.manager)
        elif key == "undo":
            self.undo()
        elif key == "hint":
            self.show_hint()

    def _key(self, event) -> None:
        if event.key == pygame.K_SPACE:
            self.animator.skip()
        elif event.key == pygame.K_ESCAPE and self.mode:
            self._command("cancel")
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_h:
            self.show_hint()

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
    def update(self, dt: float) -> None:
        self.board.update(dt)
        self.effects.update(dt)
        self.dice.update(dt)
        if self.wheel is not None:
            self.wheel.update(dt)
        self.animator.update(dt)
        if not self.is_top:
            return
        if not self.animator.busy and not self.session.is_human_turn() and not self.session.is_over():
            turn = self.session.poll()
            if turn is not None:
                self.animator.push(self.session.visible_events(turn.events) + [{"type": "_pause", "seconds": AI_BEAT}])
                self.decision = None
                self._build_dynamic()
        if self.tooltip is not None:
            self.tooltip.update(dt, self.mouse, self._tooltip_text())

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


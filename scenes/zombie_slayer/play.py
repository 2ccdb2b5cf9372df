"""The table of Zombie Slayer: the town, the slayer's sheet, the dice tray and the log.

The scene is a loop of three steps:

1. `refresh()` reads the engine once - `view(0)` and the decision it waits for
   (`Match.decision()`, TableScene.asked) - and turns them into a `Decision` (prompt.py): the
   banner's words, what is clickable, the buttons.
2. A click is looked up in the Decision and becomes the action of one of the engine's choices,
   sent with `session.act()`. A click on something that needs a second click (a follower, "Throw
   torch", "Train") only changes the local `mode` and refreshes.
3. The action's events go to the animator, which plays them on the table and the dice tray
   (input waits meanwhile; a click or Space hurries it); when the queue is empty, refresh().

Nothing reads the engine per frame: view, decision, the Grid for hover paths and the cached
sheet are all rebuilt in refresh(). The table never reads an action: where it needs to know what
an action does (a hint to point at, a click to make, End turn to confirm), it looks the action up
among the decision's choices (`choice_of`) and reads that choice's verb and names.

What every table does alike - the top bar, undo, hints, the log, the end screen, sending
actions - is TableScene's (table_scene.py); this scene is the town, the camera, the tray and
the sheet, and their clicks.
"""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from engine import api

from .. import i18n
from ..i18n import _, ngettext
from ..table_scene import TableScene
from ..widgets import art
from ..widgets.log_lines import StoryWriter
from ..widgets.tooltip import plain
from . import hand, preview
from .animator import Animator
from .effects import Effects
from .ending import EndScreen, summary
from .help import builtin_help
from .hud import Banner, PopupMenu, WordedCheckBox
from .layout import Layout
from .pieces import Card, Piece, Table
from .prompt import Button, Decision, decide, outcomes, square_of
from .sheet import SlayerSheet
from .tips import ClearTooltip
from .town import TownView
from .tray import RollTray
from .words import (
    Slayer,
    colour_of,
    face_tooltip,
    is_zombie,
    named,
    rules,
    slayer_name,
    term,
    token_name,
)

PANEL = 360
PAN_STEP = 80
FOLLOW_MARGIN = 90


class PlayScene(TableScene):
    GAME = "zombie_slayer"
    term = staticmethod(term)  # the engine's messages name cards, tokens, skills: the hint and its reason read them
    @property
    def UNDO_TIP(self) -> str:  # noqa: N802 (TableScene's names; a property: the words of the language of the moment)
        return _("Take back your last move (Ctrl+Z); not past a die roll")

    @property
    def UNDO_REFUSED(self) -> str:  # noqa: N802
        return _("A die was rolled or a card revealed since: those stay.")
    PLAIN_TIPS = True
    ARROWS_PAN = True  # (the arrows and WASD pan the town)
    ANIMATE_UNDER_COVER = False
    LESSON_LOOKS = ("cancel", "turn")  # a card being placed may be turned through all its ways in a lesson

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        self.view: dict = session.match.view(0)
        self.decision: Decision | None = None
        self.endure_on = False
        self.placing = 0
        # a lesson stops at every roll it teaches from, whatever the player's setting
        self.offer_luck = app.settings.offer_luck_on_enemy_dice or self.tutoring
        self.hint_where: tuple[str, Any] | None = None  # where the hinted action is clicked
        self.table = Table()
        self.layout = Layout(pygame.Rect(0, 0, 800, 600))
        self.town = TownView(self.layout)
        self.effects = Effects()
        self.tray = RollTray(self.colorblind(), self.scale())
        self.banner = Banner()
        self.sheet = SlayerSheet()
        self.writer = self.new_writer()
        self.animator = Animator(self.table, self.effects, self.tray, self.scale, self.on_event, self.on_idle,
                                 self.sound, lambda: self.layout.view, lambda: slayer_name(self.view))
        self.menu: PopupMenu | None = None
        self.drag: dict | None = None
        self.cam_goal: tuple[float, float] | None = None
        self.hover_path = None
        self.hover_line = None
        self.hover_key = None
        self.grid = None
        self.status = ("", "")  # the banner while animations play
        self.turn_line = ""  # the panel's "Turn 3 - ..." while animations play (empty: read the view)
        self.active: str | None = None
        self.treasure: dict | None = None
        self.framed: tuple | None = None  # the camera of the first view, until the player moves it
        self.zoom_bar = pygame.Rect(0, 0, 0, 0)

    # --- lifecycle -----------------------------------------------------------------------------------
    def on_enter(self) -> None:
        super().on_enter()
        self.tooltip.kill()  # this table's tip keeps clear of what is to be clicked (tips.py)
        self.tooltip = ClearTooltip(self.manager, self.keep_clear, width=self.TOOLTIP_WIDTH)

    def set_up_table(self) -> None:
        self.table.sync(self.view)
        self._frame_town()
        self.town.read_ahead(self.table, list(api.catalog("zombie_slayer").tiles), self.colorblind())

    def deal(self, events: list[dict]) -> None:
        """A new game: deal the town out on the table."""
        self.table.cards = {(0, 0): self.table.cards[(0, 0)]} if (0, 0) in self.table.cards else {}
        self.table.pieces = {k: v for k, v in self.table.pieces.items() if k == "slayer"}
        self.animator.push(events)

    def on_language(self) -> None:
        super().on_language()
        self.tray.retell(slayer_name(self.view))  # the roll on the tray is told again

    def apply_settings(self) -> None:
        self.tray.set_speed(self.scale())
        self.tray.set_colorblind(self.colorblind())
        self.sheet.invalidate()

    def new_writer(self) -> StoryWriter:
        return StoryWriter("zombie_slayer", Slayer(slayer_name(self.view)), term)

    def guide_fallback(self):
        return builtin_help  # a summary made from the game's content, should the guide be missing

    # --- layout ------------------------------------------------------------------------------------------
    def arrange(self) -> None:
        w, h = self.size
        self.panel_w = PANEL if w >= 1100 else 320
        self.board = pygame.Rect(0, 0, w - self.panel_w, h)
        self.panel = pygame.Rect(self.board.right, 0, self.panel_w, h)
        first_view = self.framed is not None and self.framed == self._camera()
        self.layout.set_view(self.board)
        self.town._background = None
        self.banner.place(self.board)
        self.zoom_bar = pygame.Rect(self.board.x + 12, self.banner.rect.bottom + 10, 2 * 44 + 76, 36)
        self.tray.place(self.board)
        compact = h < 760
        self.sheet.set_rect(pygame.Rect(self.panel.x + 6, self.panel.y + 52, self.panel_w - 12,
                                        self.sheet.height_for(compact)), compact)
        if first_view:  # the window changed before the player moved the camera: frame it anew
            self._frame_town()
        elif self.framed is not None:
            self._follow(tuple(self.view["slayer"]["pos"]))

    def _camera(self) -> tuple:
        return (tuple(self.layout.centre), self.layout.zoom_index)

    def _frame_town(self) -> None:
        """The first view: the slayer's card and the cards around it (the market place and its
        four neighbours at the start), as large as they fit on the board below the banner, so
        nothing the game starts with lies under the banner, the zoom buttons or the panel."""
        here = (self.view["slayer"]["pos"][0] // 6, self.view["slayer"]["pos"][1] // 6)
        tiles = [tuple(t["at"]) for t in self.view["tiles"]
                 if abs(t["at"][0] - here[0]) <= 1 and abs(t["at"][1] - here[1]) <= 1]
        top = self.banner.rect.bottom + 8
        area = pygame.Rect(self.board.x + 8, top, self.board.w - 16, self.board.bottom - 8 - top)
        self.layout.fit(tiles, area)
        if any(self.layout.cell_rect(t).colliderect(self.zoom_bar.inflate(8, 8)) for t in tiles):
            below = self.zoom_bar.bottom + 8
            self.layout.fit(tiles, pygame.Rect(area.x, below, area.w, area.bottom - below))
        self.framed = self._camera()

    def build(self, root, size) -> None:
        self.widgets = {}
        self.dynamic = {}
        p = self.panel
        self._build_top_bar(root, pygame.Rect(p.x + 12, p.y + 8, p.w - 24, 36), gap=4)
        bar = self.zoom_bar  # top left, clear of the dice tray and the treasure card
        for i, (key, label, tip) in enumerate((("zoom_in", "+", _("Zoom in (wheel, +)")),
                                              ("zoom_out", "\u2212", _("Zoom out (wheel, -)")),
                                              ("centre", _("Centre"), _("Centre on your slayer (C)")))):
            width = 40 if i < 2 else 76
            self.widgets[key] = UIButton(pygame.Rect(bar.x + i * 44, bar.y, width, bar.h), label, self.manager,
                                         container=root, tool_tip_text=tip)
        if not self.tutoring:  # (a lesson stops at every roll: the narrator needs the room)
            self.widgets["luck_box"] = WordedCheckBox(
                pygame.Rect(p.x + 16, 0, 22, 22), _("Offer Luck on zombie dice"), self.manager, container=root,
                initial_state=self.offer_luck, tool_tip_text=_("When off, rolls of zombies and spawn dice are accepted "
                                                               "at once, without stopping to offer your Luck die"))
        self._log_rect = None
        self._build_log(root, pygame.Rect(p.x + 10, p.bottom - 200, p.w - 20, 190))
        self._layout_panel_widgets()
        self._build_dynamic()

    def _layout_panel_widgets(self, rows: int = 2) -> None:
        """Sheet, then the action buttons, the Luck checkbox, and the log in what is left."""
        p = self.panel
        top = self.sheet.rect.bottom + 4
        self.actions_top = top
        box_y = top + rows * 40 + 6
        box = self.widgets.get("luck_box")
        if box is not None:
            box.set_relative_position((p.x + 18, box_y + 3))
        self.luck_strip = pygame.Rect(p.x + 10, box_y - 2, p.w - 20, 30) if box is not None else None
        log_top = box_y + (30 if box is not None else 0)
        rect = pygame.Rect(p.x + 10, log_top, p.w - 20, max(60, p.bottom - log_top - 10))
        page = self.log_panel or self.narrator  # the log, or in a lesson the narrator in its place
        if page is not None and rect != getattr(self, "_log_rect", None):
            self._log_rect = rect
            page.set_rect(rect)

    def place_buttons(self) -> None:
        """The buttons of the current decision: turn actions in the panel, choices under the banner."""
        d = self.decision if self.interactive else None
        busy = self.animator.busy
        sheet_buttons = [b for b in d.buttons if b.place in ("sheet", "foot")] if d and not busy else []
        bar_buttons = [b for b in d.buttons if b.place == "bar"] if d and not busy else []
        if d is None and not busy and self.decision is not None and self.decision.kind == "over":
            d = self.decision
        if d is not None and not busy and d.kind == "over":
            bar_buttons = [Button(_("Show the result"), "cmd:result", _("The summary of this game"), primary=True)
                           ] if self.is_top else []
        # the panel's turn actions: two columns, End turn across the bottom
        p = self.panel
        col_w = (p.w - 32) // 2
        end = [b for b in sheet_buttons if b.place == "foot"]
        rest = [b for b in sheet_buttons if b.place == "sheet"]
        y = self.actions_top
        for i, b in enumerate(rest):
            rect = pygame.Rect(p.x + 12 + (i % 2) * (col_w + 8), y + (i // 2) * 40, col_w, 36)
            self._button(rect, b)
        rows = (len(rest) + 1) // 2
        for b in end:
            self._button(pygame.Rect(p.x + 12, y + rows * 40, p.w - 24, 40), b)
            rows += 1
        usual = 2 if self.size[1] < 760 else 3  # room for a usual turn, so the log does not jump
        self._layout_panel_widgets(max(rows, usual))
        # the decision's own choices under the banner
        extra = []
        if d is not None and not busy and d.endure:
            endure = named("skill", "endure")
            extra.append(("endure", (_("+ {skill}: on") if self.endure_on else _("+ {skill}: off")).format(skill=endure)))
        font = art.button_font()  # (as TableScene.place_row measures)
        widths = [max(96, font.size(b.label)[0] + 40) for b in bar_buttons] + [190 for _ in extra]
        total = sum(widths) + 8 * max(0, len(widths) - 1)
        x = self.banner.rect.centerx - total // 2
        y = self.banner.rect.bottom + 8
        self.tray.ribbon_right = 10 ** 6
        if d is not None and d.kind == "roll":  # the roll's choices sit on the tray, by the dice
            self.tray.place(self.board)
            x = self.tray.rect.right - total - 14
            y = self.tray.rect.y - 44
            self.tray.ribbon_right = x - 8 if bar_buttons or extra else 10 ** 6
        for b, w in zip(bar_buttons, widths, strict=False):
            self._button(pygame.Rect(x, y, w, 38), b)
            x += w + 8
        for _key, label in extra:
            self._button(pygame.Rect(x, y, 190, 38), Button(label, "cmd:endure", named("skill", "endure", "text"),
                                                            primary=self.endure_on))
            x += 198

    # --- reading the engine ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the engine once and rebuild what depends on it."""
        match = self.session.match
        self.view = match.view(0)
        human = self.session.is_human_turn()
        self.interactive = human
        self.grid = api.rulebook("zombie_slayer").town_grid(self.view)
        asked = self.asked()
        kind = asked["kind"]
        if kind != "turn":
            self.mode = {}
        if kind != "explore":
            self.placing = 0
        if kind != "roll":
            self.endure_on = False
        self.decision = decide(asked, self.view, self.mode, self.endure_on, self.placing)
        self.tray.luck_value = self.view["slayer"]["luck"]
        self.tray.match(asked["about"] if kind == "roll" else None, self.view, slayer_name(self.view), self.board)
        self._end_of_moments(self.decision.kind)
        self.sheet.invalidate()
        self.hover_key = None
        self._update_hover()
        if self.decision.ghost:
            self._follow(self.decision.ghost["at"], tile=True, beside=asked["about"].get("from"))
        if kind == "over" and self.show_end_once():
            self._build_dynamic()  # under the result sheet: no "Show the result" until it is closed
            return
        self._build_dynamic()
        d = self.decision
        if human and d is not None and d.auto_accept and not self.offer_luck and d.accept:
            self.play(d.accept)

    def _end_of_moments(self, kind: str) -> None:
        """What belonged to the last moment leaves when the game asks something else: a settled
        roll's tray (a defense choice still shows the attack it answers), the treasure card
        once the search is over, and both when the game ends. In a lesson the roll stays until
        the learner's next click: the narrator speaks of it meanwhile (acting)."""
        if kind == "over":
            self.tray.hide()
        elif kind not in ("roll", "defend") and not self.tutoring:
            self.tray.dismiss()
        if kind not in ("roll", "learn", "paint", "item"):
            self.treasure = None

    def on_event(self, ev: dict) -> None:
        super().on_event(ev)
        kind = ev["type"]
        if kind == "move" and ev["token"] == "slayer":
            self._follow(ev["to"])
        elif kind == "zombie_turn":
            self.status = (_("The zombies' turn"), self.hurry(_("They shamble towards you... (click or Space to hurry)")))
            self.turn_line = _("Turn {turn} - the zombies' turn").format(turn=ev["turn"])
        elif kind == "slayer_turn":
            self.status = (_("Turn {turn}: your turn").format(turn=ev["turn"]), "")
            self.turn_line = _("Turn {turn} - your turn").format(turn=ev["turn"])
        elif kind == "activate":
            self.active = ev["token"]
        elif kind == "roll":
            from .tray import caption_for

            self.status = (caption_for(ev, slayer_name(self.view)), _("The dice are rolling..."))
        elif kind == "tile":
            self.status = (_("The town grows"), _("A new card is placed."))
        elif kind == "search":
            self.status = (_("Searching..."), "")
            self.treasure = self.tray.card = None
        elif kind == "treasure_pip" and ev.get("card"):
            self.treasure = {"card": ev["card"], "row": None}
            self.tray.card = ev["card"]
        elif kind == "treasure":
            self.treasure = {"card": ev["card"], "row": ev["face"]}
        elif kind in ("damage",) and ev["token"] == "slayer":
            self.sheet.invalidate()

    def on_idle(self) -> None:
        self.active = None
        self.status = ("", "")
        self.turn_line = ""
        self.table.sync(self.session.match.view(0))
        self.refresh()

    # --- acting --------------------------------------------------------------------------------------------
    def ask_first(self, action: str) -> tuple[str, str, str, str] | None:
        chosen = self.choice_of(action)
        unused = self._unused() if chosen is not None and chosen["verb"] == "end" else ""
        return (_("End your turn?"), unused, _("End turn"), _("Keep playing")) if unused else None

    def acting(self, action: str) -> None:
        if self.tutoring:
            self.tray.dismiss()  # the roll the narrator spoke of has been read
        self.menu = None
        self.hint = None
        self.mode = {}
        if self.asked()["kind"] not in ("roll", "search"):
            self.treasure = None  # the card found goes back once the player moves on

    def _unused(self) -> str:
        """What the slayer and his followers could still do this turn, for "End your turn?"."""
        s = self.view["slayer"]
        choices = self.asked()["choices"]
        parts = []
        if s["actions"] > 0 and any(c["verb"] not in ("end", "train") and "follower" not in c["names"] for c in choices):
            parts.append(ngettext("{n} action", "{n} actions", s["actions"]).format(n=s["actions"]))
        if s["barrage"] > 0 and any(c["verb"] == "skill" and c["names"].get("skill") == "barrage" for c in choices):
            parts.append(_("{n} {skill}").format(n=s["barrage"], skill=named("skill", "barrage")))
        commanded = {c["names"]["follower"] for c in choices if "follower" in c["names"]}
        followers = [term("follower", f["id"]) for f in self.view["followers"] if f["id"] in commanded]
        if followers:
            parts.append(ngettext("{followers}'s action", "{followers}'s actions", len(followers)).format(
                followers=i18n.join(followers)))
        if not parts:
            return ""
        return _("You still have {what} left this turn. The zombies move next.").format(what=_(", ").join(parts))

    def _command(self, cmd: str) -> None:
        self.menu = None
        super()._command(cmd)

    def command(self, words: list[str]) -> bool:
        if words[0] == "look":  # from an enemy's right-click menu
            self.look_closely((words[1], words[2]))
            return False
        if words[0] == "follower":
            self.mode = {"follower": words[1]}
        elif words[0] == "extra":
            self.mode = {"extra": words[1]}
        elif words[0] == "train":
            self.mode = {"train": words[1] if len(words) > 1 else None}
        elif words[0] == "turn":
            self.placing += 1
        elif words[0] == "endure":
            self.endure_on = not self.endure_on
        return True

    def picture_of(self, kind: str, id: Any) -> pygame.Surface | None:
        """An item, a skill, a treasure card or a town tile named in the log (the log pane's hover)."""
        from . import closer

        return closer.picture(kind, id, self.town.cards, self.colorblind())

    def result_clear_of(self) -> list[pygame.Rect]:
        """The dice tray, while it is up: its dice are the roll a result panel explains (and may
        be the next thing to click)."""
        return [pygame.Rect(self.tray.rect)] if self.tray.visible else []

    def result_rooms(self) -> list[tuple[pygame.Rect, int]]:
        """Over the log, as at every table - but a small window leaves the log a few lines under
        the buttons, so the panel may lie over the slayer's sheet instead, whose numbers it is
        mostly about (over the town it hid the slayer and the squares to click)."""
        sheet = pygame.Rect(self.sheet.rect)
        return [self.result_area(), (sheet, sheet.w)]

    def make_end_screen(self) -> EndScreen:
        info = summary(self.view, self.session.past_events())
        return EndScreen(self.app, info, self.board, self._new_game, self.app.go_home)

    def undone(self) -> None:
        self.menu = None
        self.tray.hide()
        self.view = self.session.match.view(0)
        self.table.sync(self.view)

    def hinted(self, action: str) -> None:
        self.hint_where = self._locate(action)

    def _locate(self, action: str) -> tuple[str, Any] | None:
        """Where on the table a hinted action is clicked: found among what the Decision made
        clickable, else by what the action's choice names (its die, its follower, its square)."""
        d, chosen = self.decision, self.choice_of(action)
        if d is None or chosen is None:
            return None
        for sq, a in d.squares.items():
            if a == action:
                return ("square", sq)
        for tok, a in d.tokens.items():
            if a == action:
                return ("token", tok)
        for tok, menu in d.menus.items():
            if any(a == action for _, a in menu):
                return ("token", tok)
        verb, names = chosen["verb"], chosen["names"]
        if verb == "keep_die":  # with Endure Pain or without: the same die
            return next((("die", i) for i, a in d.keep.items() if self._die_kept(a) == names["die"]), None)
        if verb == "spend_luck":
            return ("chip", action)  # a Luck coin under a die (found where the tray draws it)
        if verb in ("follower_move", "follower_attack"):
            return ("token", names["follower"])
        if verb in ("throw", "drop"):
            return ("square", square_of(names))
        if verb == "place" and d.ghost:
            return ("tile", tuple(d.ghost["at"]))
        return None

    def _die_kept(self, action: str) -> int | None:
        chosen = self.choice_of(action)
        return chosen["names"]["die"] if chosen is not None else None

    def leads_to(self, button_action: str, hint: str) -> bool:
        """The first clicks towards a hint: the button that opens throwing, dropping or training,
        "+ Endure Pain" for a die kept with it, and Turn card while the card being placed lies
        another way than the hint's."""
        chosen = self.choice_of(hint)
        if chosen is None:
            return False
        verb, names = chosen["verb"], chosen["names"]
        ghost = self.decision.ghost if self.decision is not None else None
        return (verb in ("throw", "drop") and button_action == f"cmd:extra {verb}") or \
            (verb == "train" and button_action in ("cmd:train", f"cmd:train {names['pip']}")) or \
            (verb == "keep_die" and names.get("skill") == "endure" and button_action == "cmd:endure") or \
            (verb == "place" and button_action == "cmd:turn" and ghost is not None and ghost["border"] != names["border"])

    # --- the camera ---------------------------------------------------------------------------------------
    def _follow(self, square, tile: bool = False, beside=None) -> None:
        """Keep the slayer (or a card being placed, with the card it joins) in view."""
        if tile:
            from .layout import CELL

            at = tuple(square)
            cells = [at] + ([tuple(beside)] if beside else [])
            rect = self.layout.cell_rect(at).unionall([self.layout.cell_rect(c) for c in cells])
            if not self.board.inflate(-40, -120).contains(rect):
                self.cam_goal = (sum(c[0] + 0.5 for c in cells) / len(cells) * CELL,
                                 sum(c[1] + 0.5 for c in cells) / len(cells) * CELL)
            return
        from .layout import square_centre_world

        sq = tuple(square)
        top = self.banner.rect.bottom + 50  # not under the banner, its buttons or the dice tray
        safe = pygame.Rect(self.board.x + FOLLOW_MARGIN, top, self.board.w - 2 * FOLLOW_MARGIN,
                           max(80, self.board.bottom - 230 - top))
        if not safe.collidepoint(self.layout.square_centre(sq)):
            self.cam_goal = square_centre_world(sq)

    def _move_camera(self, dt: float) -> None:
        if self.cam_goal is None:
            return
        cx, cy = self.layout.centre
        gx, gy = self.cam_goal
        k = 1.0 if self.scale() <= 0 else min(1.0, dt * 6)
        self.layout.centre = [cx + (gx - cx) * k, cy + (gy - cy) * k]
        if abs(gx - cx) < 2 and abs(gy - cy) < 2:
            self.layout.centre = [gx, gy]
            self.cam_goal = None

    # --- input ---------------------------------------------------------------------------------------------
    def reason(self, action: str) -> str:
        """What a fight's choice will do (the engine's forecast: a kept die, a Luck change, an
        attack), in the preview's words."""
        outcome = outcomes(self.asked()).get(action)
        return preview.sentence(outcome, slayer_name(self.view)) if outcome else ""

    def reach(self, action: str):
        """Where `action` is clicked (hand.py): the town's things come before the buttons."""
        return hand.reach(self, action)

    def pointer(self, event) -> None:
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            if event.ui_element is self.widgets.get("luck_box"):
                self.offer_luck = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
                self.app.settings.offer_luck_on_enemy_dice = self.offer_luck
                self.app.save_settings()
                d = self.decision
                if not self.offer_luck and d is not None and d.auto_accept and d.accept:
                    self.play(d.accept)
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._press(event)
        elif event.type == pygame.MOUSEBUTTONUP:
            self._release(event)
        elif event.type == pygame.MOUSEWHEEL:
            if self.board.collidepoint(self.mouse):
                self.layout.zoom_by(1 if event.y > 0 else -1, self.mouse)
                self.cam_goal = None
                self._update_hover()

    def on_widget(self, key: str) -> None:
        if key == "zoom_in":
            self.layout.zoom_by(1)
        elif key == "zoom_out":
            self.layout.zoom_by(-1)
        elif key == "centre":
            self.cam_goal = None
            self.layout.centre_on(tuple(self.view["slayer"]["pos"]))

    def on_key(self, event) -> None:
        k = event.key
        pans = {pygame.K_LEFT: (PAN_STEP, 0), pygame.K_a: (PAN_STEP, 0), pygame.K_RIGHT: (-PAN_STEP, 0),
                pygame.K_d: (-PAN_STEP, 0), pygame.K_UP: (0, PAN_STEP), pygame.K_w: (0, PAN_STEP),
                pygame.K_DOWN: (0, -PAN_STEP), pygame.K_s: (0, -PAN_STEP)}
        if k in pans:
            self.cam_goal = None
            self.layout.pan(*pans[k])
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.layout.zoom_by(1)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.layout.zoom_by(-1)
        elif k == pygame.K_c:
            self.layout.centre_on(tuple(self.view["slayer"]["pos"]))

    def click_state(self) -> tuple:
        return (*super().click_state(), self.menu is not None)

    def escape(self) -> None:
        if self.menu or self.mode:
            self.menu, self.mode = None, {}
            self.refresh()

    def _motion(self, event) -> None:
        self.mouse = event.pos
        if self.drag is not None:
            dx, dy = event.pos[0] - self.drag["last"][0], event.pos[1] - self.drag["last"][1]
            self.drag["last"] = event.pos
            if abs(event.pos[0] - self.drag["start"][0]) + abs(event.pos[1] - self.drag["start"][1]) > 5:
                self.drag["moved"] = True
            if self.drag["moved"]:
                self.cam_goal = None
                self.layout.pan(dx, dy)
        if self.menu is not None:
            self.menu.motion(event.pos)
        self.tray.hover(event.pos, self.decision)
        self._update_hover()

    def _press(self, event) -> None:
        self.mouse = event.pos
        if self.tooltip is not None:
            self.tooltip.hold_until_moved(event.pos)  # whatever moves under the pointer keeps its tip
        if event.button in (2, 3):
            self.drag = {"start": event.pos, "last": event.pos, "moved": False, "button": event.button}
            return
        if event.button != 1:
            return
        if self.menu is not None:
            action = self.menu.at(event.pos)
            self.menu = None
            if action:
                self.sound("click")
                self.play(action)
            return
        if self.animator.busy:
            self.animator.skip()
            return
        self.click(event.pos)

    def _release(self, event) -> None:
        drag, self.drag = self.drag, None
        if event.button == 3 and drag is not None and not drag["moved"]:
            self.right_click(event.pos)

    def click(self, pos) -> None:
        """A left click on the table: a die, a Luck chip, a face of the dieagram, a token, a square."""
        d = self.decision
        if d is None or not self.interactive:
            return
        chip = self.tray.chip_at(pos)
        if chip is not None:
            self.sound("click")
            self.play(chip[2])
            return
        die = self.tray.die_at(pos)
        if die is not None:
            if die in d.keep:
                self.sound("click")
                self.play(d.keep[die])
            return
        face = self.sheet.face_at(pos)
        if face is not None and face in d.faces:
            self.play(d.faces[face])
            return
        if not self.board.collidepoint(pos) or self.tray.visible and self.tray.rect.collidepoint(pos):
            return
        if self.banner.rect.collidepoint(pos):
            return
        token = self.town.token_at(self.table, pos)
        if token is not None and token in d.tokens:
            self.play(d.tokens[token])
            return
        sq = self.layout.square_at(pos)
        if sq is not None and sq in d.squares:
            self.play(d.squares[sq])
            return
        if d.ghost and self.layout.tile_at(pos) == tuple(d.ghost["at"]):
            self._command("turn")
            return
        if self.mode.get("follower") and token is None:
            self._command("cancel")

    def right_click(self, pos) -> None:
        """Right-click: an enemy's menu of attacks (ending with "Look closely"), a half-made
        choice put away, or else a closer look at what is under the pointer (closer.py)."""
        d = self.decision if self.interactive and not self.animator.busy else None
        token = self.town.token_at(self.table, pos) if self.board.collidepoint(pos) else None
        if token is not None and d is not None and d.menus.get(token):
            items = d.menus[token] + [(_("Look closely"), f"cmd:look token {token}")]
            self.menu = PopupMenu(pos, token_name(token, slayer_name(self.view)), items, self.board)
        elif self.mode and self.board.collidepoint(pos):
            self._command("cancel")
        else:
            self.look_closely(self._thing_at(pos))

    def _thing_at(self, pos) -> tuple | None:
        """What is drawn under `pos`, as a key for `inspect`."""
        if self.panel.collidepoint(pos):
            return self.sheet.thing_at(pos)
        if self.treasure is not None and self._treasure_rect().collidepoint(pos):
            return ("treasure",)
        if not self.board.collidepoint(pos) or self.banner.rect.collidepoint(pos):
            return None
        if self.tray.visible and self.tray.rect.collidepoint(pos):
            return self._die_owner(self.tray.die_at(pos))
        token = self.town.token_at(self.table, pos)
        if token is not None:
            return ("token", token)
        at = self.layout.tile_at(pos)
        return ("card", at) if at in self.table.cards else None

    def _die_owner(self, die: int | None) -> tuple | None:
        """A die in the tray is looked at as whoever rolled it: a counter, or a town card."""
        ev = self.tray.ev
        if die is None or ev is None or die >= len(ev["owners"]):
            return None
        owner = ev["owners"][die]
        if owner.startswith("tile:"):
            at = next((at for at, card in self.table.cards.items() if card.tile == owner[5:]), None)
            return ("card", at) if at is not None else None
        return ("token", owner) if owner != "plain" else None

    def inspect(self, key: tuple):
        from . import closer

        kind = key[0]
        if kind == "token":
            return closer.counter(self.app, self.view, key[1], self.colorblind())
        if kind == "card":
            return closer.town_card(self.app, self.view, key[1], self.town.cards, self.colorblind())
        if kind == "skill":
            return closer.skill(self.app, key[1])
        if kind == "item":
            return closer.item(self.app, key[1])
        if kind == "treasure" and self.treasure is not None:
            return closer.treasure(self.app, self.treasure["card"], self.treasure["row"])
        if kind == "sheet" and self.sheet.cache is not None:
            return closer.sheet(self.app, self.view, self.sheet.cache)
        return None

    # --- hover -----------------------------------------------------------------------------------------------
    def _update_hover(self) -> None:
        """Path to the square under the mouse, or the reach / line of sight to an enemy."""
        pos = self.mouse
        key = (self.layout.square_at(pos), self.town.token_at(self.table, pos), self.layout.zoom_index)
        if key == self.hover_key:
            return
        self.hover_key = key
        self.hover_path = self.hover_line = None
        d = self.decision
        if d is None or self.grid is None or not self.board.collidepoint(pos) or self.animator.busy:
            return
        if d.kind not in ("turn", "dash") or self.mode.get("extra") or "train" in self.mode:
            return
        sq, token = key[0], key[1]
        origin = tuple(self.view["slayer"]["pos"])
        follower = self.mode.get("follower")
        if follower:
            f = next((f for f in self.view["followers"] if f["id"] == follower), None)
            origin = tuple(f["pos"]) if f and f["pos"] else origin
        if token is not None and (is_zombie(token) or token == "nec"):
            self.hover_line = self._reach(origin, token, d)
            return
        if sq is None or sq == origin or not self.grid.walkable(sq):
            return
        dist = self.grid.distances(sq)
        if origin not in dist:
            return
        path = [origin]
        cur = origin
        while cur != sq:
            options = [n for n in self.grid.steps(cur) if dist.get(n) == dist[cur] - 1]
            if not options:
                break
            first = [n for n in options if n in d.squares] if cur == origin else []
            cur = (first or sorted(options))[0]
            path.append(cur)
        self.hover_path = (path, dist[origin], path[1] in d.squares if len(path) > 1 else False)

    def _reach(self, origin, token: str, d: Decision):
        piece = self.table.pieces.get(token)
        if piece is None:
            return None
        target = piece.square
        odds = d.previews.get(d.tokens.get(token, ""))
        if self.grid.reaches(origin, target):
            return (origin, target, token in d.tokens, (_("melee: {odds}").format(odds=odds.short) if odds else _("melee"))
                    if token in d.tokens else _("in reach"))
        occupied = {p.square for p in self.table.pieces.values()} - {origin, target}
        seen = self.grid.sight(origin, target, occupied.__contains__)
        if token in d.tokens:
            return (origin, target, True, _("ranged: {odds}").format(odds=odds.short) if odds else _("ranged: in sight"))
        return (origin, target, False, _("in sight, no ranged pips") if seen else _("no line of sight"))

    def keep_clear(self) -> list[pygame.Rect]:
        """What a tooltip must not cover: the dice tray, and while the player decides, every
        highlighted square and target, the card being placed, the decision's buttons and the
        thing under the pointer."""
        rects = [self.tray.rect] if self.tray.visible else []
        if self.menu is not None:
            rects.append(self.menu.rect)
        d = self.decision
        if d is None or self.animator.busy or not self.interactive:
            return rects
        rects += [self.layout.square_rect(sq) for sq in d.squares]
        r = self.town.token_radius()
        for token in list(d.tokens) + list(d.token_style):
            piece = self.table.pieces.get(token)
            if piece is not None:
                x, y = self.layout.point(piece.pos)
                rects.append(pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r)))
        rects += [rect for rect, _ in self.town.badges]
        if d.ghost:
            rects.append(self.layout.cell_rect(tuple(d.ghost["at"])))
        rects += [self.sheet.face_rects[k] for k in d.faces if k in self.sheet.face_rects]
        rects += [button.rect for button in self.dynamic]
        return rects

    def _tooltip_text(self) -> str | None:
        pos = self.mouse
        if self.drag:
            return None
        if self.menu is not None and self.menu.rect.collidepoint(pos):
            return None
        text = self.tray.tooltip(pos) if self.tray.visible and self.tray.rect.collidepoint(pos) else None
        if text:
            return plain(text)
        if self.panel.collidepoint(pos):
            return self.sheet.tooltip(pos)
        if not self.board.collidepoint(pos) or self.banner.rect.collidepoint(pos):
            return None
        token = self.town.token_at(self.table, pos)
        if token is not None:
            return self._token_tip(token)
        return None

    def _token_tip(self, token: str) -> str:
        c = api.catalog("zombie_slayer")
        name = token_name(token, slayer_name(self.view))
        d = self.decision
        closer = [_("Right-click: a closer look")]
        if d is not None and token in d.tokens:
            odds = d.previews.get(d.tokens[token])
            chosen = self.choice_of(d.tokens[token])  # (else the table's own command: select a follower)
            what = self.label_of(d.tokens[token]) if chosen is not None else _("command him")
            closer = [_("Click: {choice} - {odds}").format(choice=what, odds=odds.short) if odds else
                      _("Click: {choice}").format(choice=what)]
            closer.append(_("Right-click: skill attacks, or a closer look") if d.menus.get(token) and len(d.menus[token]) > 1
                          else _("Right-click: a closer look"))
        action = "".join(f"<br><i>{plain(line)}</i>" for line in closer)
        if token == "slayer":
            s = self.view["slayer"]
            return f"<b>{plain(name)}</b><br>" + plain(ngettext(
                "Life {life}, Luck {luck}, {n} action left.", "Life {life}, Luck {luck}, {n} actions left.", s["actions"])
                .format(life=s["life"], luck=s["luck"], n=s["actions"])) + action
        if token == "nec":
            nec = self.view.get("necromancer") or {}
            stats = _("Life {life}, toughness {toughness}, summons zombies every turn.").format(
                life=nec.get("life", c.necromancer.life), toughness=c.necromancer.toughness)
        elif is_zombie(token):
            z = c.zombies[colour_of(token)]
            stats = ngettext("{n} action a turn, toughness {toughness}. Its skill Already Dead: keeping its 1 when "
                             "it defends negates all damage.",
                             "{n} actions a turn, toughness {toughness}. Its skill Already Dead: keeping its 1 when "
                             "it defends negates all damage.",
                             z.actions).format(n=z.actions, toughness=z.toughness)
        else:
            stats = _("Your follower: 1 Life, 1 action on your turn.")
        faces = rules.faces_in_view(self.view, token)
        lines = "<br>".join(plain(face_tooltip(k, f)) for k, f in enumerate(faces, 1))
        return f"<b>{plain(name)}</b><br>{plain(stats)}<br>{lines}{action}"

    # --- per frame ---------------------------------------------------------------------------------------------
    def at_rest(self) -> bool:
        """Not while the dice tray slides or the camera glides (the table's own movements)."""
        return super().at_rest() and self.cam_goal is None and not self.tray.moving

    def animate(self, dt: float) -> None:
        self.tray.update(dt, self.animator.busy or self.tutoring)  # (a lesson's roll waits for acting)
        self.animator.update(dt)
        self._move_camera(dt)

    def draw(self, surface) -> None:
        d = self.decision if not self.animator.busy else None
        selected = self.mode.get("follower")
        hint_where = self.hint_where if self.hint else None
        town_hint = hint_where if hint_where and hint_where[0] in ("square", "token", "tile") else None
        self.town.draw(surface, self.table, decision=d, faces_of=_faces_of, kinds=_kind_of,
                       colorblind=self.colorblind(), hover_path=self.hover_path if d else None,
                       hover_line=self.hover_line if d else None, selected=selected, hint=town_hint,
                       effects=self.effects, active=self.active, card_dice=self._card_dice())
        self._ring_pointed_card(surface)
        self._draw_banner(surface)
        self.tray.draw(surface, d)
        if hint_where and hint_where[0] == "die" and self.tray.visible and self.tray.tray.dice_roll:
            rects = self.tray.tray.dice_roll.die_rects()
            if hint_where[1] < len(rects):
                pygame.draw.rect(surface, (120, 255, 160), rects[hint_where[1]].inflate(16, 16), width=4, border_radius=12)
        if hint_where and hint_where[0] == "chip" and self.tray.visible:
            chip = next((c[0] for c in self.tray.chips if c[2] == hint_where[1]), None)
            if chip is not None:
                pygame.draw.rect(surface, (120, 255, 160), chip.inflate(8, 8), width=3, border_radius=9)
        if self.treasure is not None:
            self._draw_treasure(surface)
        if self.menu is not None:
            self.menu.draw(surface)
            hinted = next((row for row, _, a in self.menu.rows() if self.hint and a == self.hint), None)
            if hinted is not None:  # the hinted choice of a token's menu, ringed as the hint's squares are
                pygame.draw.rect(surface, (120, 255, 160), hinted.inflate(4, 2), width=3, border_radius=6)
        self._draw_panel(surface, d)

    def _ring_pointed_card(self, surface) -> None:
        """A spawn or search die under the pointer rings the card it was rolled for."""
        tile = self.tray.pointed_card()
        at = next((at for at, card in self.table.cards.items() if card.tile == tile), None) if tile else None
        if at is not None:
            clip = surface.get_clip()
            surface.set_clip(self.board)
            pygame.draw.rect(surface, (250, 214, 120), self.layout.cell_rect(at).inflate(6, 6), width=4, border_radius=8)
            surface.set_clip(clip)

    def _treasure_rect(self) -> pygame.Rect:
        width = max(160, min(240, self.board.w // 4))
        rect = pygame.Rect(0, 0, width, round(width * 420 / 300))
        rect.bottomright = (self.board.right - 16, self.board.bottom - 16)
        return rect

    def _draw_treasure(self, surface) -> None:
        from .treasure import treasure_card

        rect = self._treasure_rect()
        image = treasure_card(self.treasure["card"], self.treasure["row"], rect.w)
        rect = image.get_rect(bottomright=rect.bottomright)
        pygame.draw.rect(surface, (10, 6, 4), rect.move(5, 7), border_radius=12)
        surface.blit(image, rect)

    def _card_dice(self):
        """The dice of a spawn or search roll, each placed on its card while the tray shows them."""
        ev = self.tray.ev
        if not self.tray.visible or ev is None or ev["purpose"] not in ("spawn", "search"):
            return None
        where = {card.tile: at for at, card in self.table.cards.items()}
        out = []
        for i, owner in enumerate(ev["owners"]):
            at = where.get(owner[5:]) if owner.startswith("tile:") else None
            if at is not None and i < len(self.tray.dice):
                out.append((at, self.tray.grams[i][self.tray.dice[i] - 1]))
        return out

    def _draw_banner(self, surface) -> None:
        if self.animator.busy or self.decision is None:
            title, detail = self.status
            if not title:
                title = _("The zombies' turn") if self.view.get("phase") == "zombies" else "..."
                detail = detail or ""
            self.banner.draw(surface, title, detail or self.hurry(_("Click or press Space to hurry the animation.")),
                             (70, 50, 90))
            return
        d = self.decision
        detail = d.detail
        if self.hint:
            detail = _("Hint: {hint}.").format(hint=self.hint_label)
        self.banner.draw(surface, d.title, detail)

    def _draw_panel(self, surface, d) -> None:
        surface.blit(art.wood(self.panel.size), self.panel.topleft)
        pygame.draw.line(surface, (20, 12, 8), self.panel.topleft, self.panel.bottomleft, 3)
        self.sheet.draw(surface, self.view, self._turn_words(), self.colorblind(), d, self.mouse)
        strip = getattr(self, "luck_strip", None)
        if strip is not None:
            pygame.draw.rect(surface, (236, 223, 192), strip, border_radius=6)
            pygame.draw.rect(surface, (138, 106, 68), strip, width=1, border_radius=6)

    def _turn_words(self) -> str:
        """Whose turn the panel names: the one being shown while events play (the zombies shamble
        under "the zombies' turn"), else the one the game is in."""
        if self.turn_line and self.animator.busy:
            return self.turn_line
        phase, turn = self.view.get("phase"), self.view.get("turn", 1)
        if self.asked()["kind"] == "over":
            return _("Game over")
        return (_("Turn {turn} - the zombies' turn") if phase == "zombies" else _("Turn {turn} - your turn")).format(turn=turn)


def _faces_of(tile: str):
    c = api.catalog("zombie_slayer").tiles[tile]
    return tuple(tuple(c.pips(k)) for k in range(1, 7))


def _kind_of(tile: str) -> str:
    return api.catalog("zombie_slayer").tiles[tile].kind


__all__ = ["PlayScene", "Card", "Piece"]

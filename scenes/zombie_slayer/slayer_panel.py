"""Creating the slayer in the new-game screen: Ludwig, or your own, and two table options.

The rulebook's creation, as a form: a name; the six faces of the dieagram drawn large, where a
click on a pip paints it through empty -> defense (1 CP) -> melee (2) -> ranged (3) -> holy (4)
-> empty, never past the 20 creation points (the 6-face's skill pip is fixed); one of the
eight skills; the Luck die's value (6 is recommended for a first game). Ludwig van Rheingold
is the ready-made choice. Two toggles set how much the player decides: the orientation of
each new card, and zombie ties.

The setup scene gives a panel a manager and a rectangle, and later asks `options()`; it does
not pass events on. So the editor is a pygame-gui element itself (`SlayerEditor`, a UIImage
that handles its own clicks and repaints its own picture), living beside a text field and two
check boxes. Costs and checks are the engine's (`slayer_cost`, `check_slayer_faces`).
"""
from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.elements import UIImage, UITextEntryLine

from engine import api

from ..i18n import _
from ..palette import HIGHLIGHT
from ..widgets import art
from ..widgets.dice import PIP_LAYOUT, draw_face, pip_geometry
from ..widgets.tooltip import HoverTooltip, plain
from . import sprites
from .hud import WordedCheckBox
from .words import cap, named, pips_text, rules, skill_tip

CYCLE = [".", "D", "M", "R", "H"]
CHAR = {"skill": "S", "defense": "D", "melee": "M", "ranged": "R", "holy": "H", "empty": "."}
WORD = {".": "empty", "D": "defense", "M": "melee", "R": "ranged", "H": "holy", "S": "skill"}


def pip_word(char: str) -> str:
    """A pip of the dieagram as written ("M") in the player's words ("melee", "empty")."""
    return _("empty") if WORD.get(char, "empty") == "empty" else named("pip", WORD[char])
LUCK_PX = 32


def cost_of(faces: list[str]) -> int:
    return rules.slayer_cost(rules.slayer_dieagram(faces))


def cycle_pip(faces: list[str], face: int, pip: int) -> tuple[list[str], str | None]:
    """Faces with pip `pip` of face `face` (1-6) painted the next colour that fits the budget.

    Returns the new faces and a message when a colour was skipped for lack of points.
    """
    chars = list(faces[face - 1])
    if chars[pip] == "S":
        return faces, _("The skill pip on the 6-face is fixed: it triggers your skill.")
    start = CYCLE.index(chars[pip]) if chars[pip] in CYCLE else 0
    skipped = None
    for step in range(1, len(CYCLE) + 1):
        candidate = CYCLE[(start + step) % len(CYCLE)]
        chars[pip] = candidate
        trial = list(faces)
        trial[face - 1] = "".join(chars)
        if cost_of(trial) <= rules.CREATION_POINTS:
            return trial, skipped
        skipped = _("Not enough creation points for {pip}.").format(pip=pip_word(candidate))
    return faces, skipped


class SlayerEditor(UIImage):
    """The picture part of the panel: the two choices, the dieagram, the skills, the Luck die."""

    def __init__(self, rect: pygame.Rect, manager, panel: SlayerPanel) -> None:
        self.panel = panel
        self.areas: list[tuple[pygame.Rect, str, Any]] = []
        self.hover: tuple[int, int] | None = None
        self.message = ""
        tight = rect.h < 360  # the setup sheet on a small window: smaller faces and icons
        self.face_px = 52 if tight else 62
        self.skill_px = 38 if tight else 44
        self.name_h = 40 if tight else 48
        super().__init__(pygame.Rect(rect), pygame.Surface(rect.size, pygame.SRCALPHA), manager)
        self.tips = HoverTooltip(manager, width=300)
        self.repaint()

    # --- input: the element handles its own mouse ------------------------------------------------
    def process_event(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            hit = self.hit(event.pos)
            if hit is not None:
                self.panel.choose(*hit)
                return True
        return False

    def hit(self, pos) -> tuple[str, Any] | None:
        for rect, kind, value in self.areas:
            if rect.collidepoint(pos):
                return kind, value
        return None

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        text = None
        if self.hover is not None and self.rect.collidepoint(self.hover):
            hit = self.hit(self.hover)
            text = self.panel.tip(*hit) if hit else None
        self.tips.update(time_delta, self.hover or (0, 0), text)

    def kill(self) -> None:
        self.tips.kill()
        super().kill()

    # --- painting -----------------------------------------------------------------------------------
    def repaint(self) -> None:
        w, h = self.rect.size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        self.areas = []
        p = self.panel
        ox, oy = self.rect.topleft
        # the two choices
        half = (w - 12) // 2
        ready = _("{slayer} (ready-made)").format(slayer=named("slayer", "ludwig").split()[0])
        for i, (key, label) in enumerate((("ludwig", ready), ("custom", _("Your own slayer")))):
            r = pygame.Rect(i * (half + 12), 0, half, 34)
            on = p.choice == key
            pygame.draw.rect(surf, (201, 162, 94) if on else (226, 212, 178), r, border_radius=8)
            pygame.draw.rect(surf, (120, 86, 48), r, width=2, border_radius=8)
            art.text(surf, label, art.serif(19, "bold"), art.INK, center=r.center)
            self.areas.append((r.move(ox, oy), "choice", key))
        y = 44
        if p.choice == "ludwig":
            y = self._paint_ludwig(surf, y)
        else:
            y = self._paint_custom(surf, y)
        self._paint_luck(surf, y + 4)
        self.set_image(surf)

    def _paint_ludwig(self, surf, y: int) -> int:
        d = api.catalog("zombie_slayer").slayers["ludwig"]
        px = 72 if self.face_px > 56 else 60
        surf.blit(sprites.token(d.token, px), (0, y))
        art.text(surf, named("slayer", d.id), art.serif(24, "bold"), art.INK, topleft=(px + 14, y + 2))
        faces = rules.slayer_dieagram(list(d.faces)).faces
        about = _("The rulebook's ready-made slayer, with {skill}: {pips}. Recommended for a first game.").format(
            skill=named("skill", d.skill), pips=pips_text([p for f in faces for p in f if p != "skill"]))
        for i, line in enumerate(art.wrap(about, art.serif(17, "italic"), self.rect.w - px - 14)):
            art.text(surf, line, art.serif(17, "italic"), art.INK_SOFT, topleft=(px + 14, y + 32 + 20 * i))
        y += px + 12
        self._faces(surf, y, [list(f) for f in faces], editable=False)
        y += self.face_px + 12
        self._skill_row(surf, y, [d.skill], d.skill, pickable=False)
        art.text(surf, _("{skill}: {when}").format(skill=named("skill", d.skill), when=named("skill", d.skill, "when")),
                 art.serif(16, "italic"), art.INK_SOFT,
                 topleft=(self.skill_px + 14, y + self.skill_px // 2 - 10))
        return y + self.skill_px + 8

    def _paint_custom(self, surf, y: int) -> int:
        p = self.panel
        surf.blit(sprites.token("slayer_custom", self.name_h - 6), (self.rect.w - self.name_h + 6, y))
        art.text(surf, _("Name"), art.serif(17, "italic"), art.INK_SOFT, topleft=(0, y + 8))
        y += self.name_h
        faces = [list(f) for f in rules.slayer_dieagram(p.faces).faces]
        self._faces(surf, y, faces, editable=True)
        y += self.face_px + 6
        left = rules.CREATION_POINTS - cost_of(p.faces)
        colour = (30, 100, 40) if left > 0 else art.INK
        art.text(surf, _("Creation points left: {left} of {all}").format(left=left, all=rules.CREATION_POINTS),
                 art.serif(19, "bold"), colour, topleft=(0, y))
        clear = pygame.Rect(self.rect.w - 92, y - 2, 92, 26)
        pygame.draw.rect(surf, (226, 212, 178), clear, border_radius=6)
        pygame.draw.rect(surf, (120, 86, 48), clear, width=1, border_radius=6)
        art.text(surf, _("Clear all"), art.serif(16, "bold"), art.INK, center=clear.center)
        self.areas.append((clear.move(self.rect.topleft), "clear", None))
        y += 24
        legend = _("Click a pip: {cycle}").format(cycle=" > ".join([_("empty")] + [
            _("{pip} ({cost} CP)").format(pip=named("pip", k), cost=v) for k, v in rules.ATTRIBUTE_COST.items()]))
        art.text(surf, self.message or legend, art.serif(15, "italic"), (160, 40, 30) if self.message else art.INK_SOFT,
                 topleft=(0, y))
        y += 22
        self._skill_row(surf, y, list(rules.SKILLS), p.skill, pickable=True)
        y += self.skill_px + 5
        art.text(surf, _("Skill: {skill} ({when})").format(skill=named("skill", p.skill), when=named("skill", p.skill, "when")),
                 art.serif(15, "italic"), art.INK_SOFT, topleft=(0, y))
        return y + 18

    def _faces(self, surf, y: int, faces: list[list[str]], editable: bool) -> None:
        size = self.face_px
        gap = max(6, (self.rect.w - 6 * size) // 5)
        for k in range(1, 7):
            r = pygame.Rect((k - 1) * (size + gap), y, size, size)
            draw_face(surf, r, faces[k - 1], colorblind=self.panel.colorblind)
            if not editable:
                continue
            spacing, radius, _ = pip_geometry(size)
            for i, (col, row) in enumerate(PIP_LAYOUT[k]):
                cx = r.x + size / 2 + (col - 1) * spacing
                cy = r.y + size / 2 + (row - 1) * spacing
                hit = pygame.Rect(0, 0, int(radius * 2.6), int(radius * 2.6))
                hit.center = (round(cx), round(cy))
                self.areas.append((hit.move(self.rect.topleft), "pip", (k, i)))
                if self.hover and hit.move(self.rect.topleft).collidepoint(self.hover):
                    pygame.draw.circle(surf, HIGHLIGHT, hit.center, radius + 3, width=2)

    def _skill_row(self, surf, y: int, skills: list[str], chosen: str, pickable: bool) -> None:
        px = self.skill_px
        gap = max(4, (self.rect.w - 8 * px - 8) // 7) if pickable else 8
        for i, skill in enumerate(skills):
            r = pygame.Rect(4 + i * (px + gap), y, px, px)
            if skill == chosen:
                pygame.draw.rect(surf, HIGHLIGHT, r.inflate(8, 8), border_radius=10)
                pygame.draw.rect(surf, (120, 86, 48), r.inflate(8, 8), width=2, border_radius=10)
            icon = sprites.skill_icon(skill, px)
            if pickable and skill != chosen:
                icon = icon.copy()
                icon.set_alpha(170)
            surf.blit(icon, r)
            self.areas.append((r.move(self.rect.topleft), "skill" if pickable else "info_skill", skill))

    def _paint_luck(self, surf, y: int) -> None:
        word = _("Luck die")
        art.text(surf, word, art.serif(17, "bold"), art.INK, topleft=(0, y + 8))
        x0 = max(84, art.serif(17, "bold").size(word)[0] + 10)
        for v in range(1, 7):
            r = pygame.Rect(x0 + (v - 1) * (LUCK_PX + 8), y, LUCK_PX, LUCK_PX)
            if v == self.panel.luck:
                pygame.draw.rect(surf, HIGHLIGHT, r.inflate(8, 8), border_radius=8)
            draw_face(surf, r, ["empty"] * v, style="plain")
            self.areas.append((r.move(self.rect.topleft), "luck", v))
        best = api.catalog("zombie_slayer").slayers["ludwig"].luck  # the rulebook's advice: the ready-made slayer's
        note = _("({luck} recommended)") if self.panel.luck >= best else _("(harder: {luck} recommended)")
        note, right = note.format(luck=best), x0 + 6 * (LUCK_PX + 8) + 6
        fits = right + art.serif(15, "italic").size(note)[0] <= self.rect.w  # else under the dice
        art.text(surf, note, art.serif(15, "italic"), art.INK_SOFT,
                 topleft=(right, y + 9) if fits else (x0, y + LUCK_PX + 6))


class SlayerPanel:
    """What the setup scene holds: `options()`, `kill()`, `set_rect(rect)`."""

    def __init__(self, manager, rect: pygame.Rect, variant: dict, colorblind: bool = False) -> None:
        self.manager = manager
        self.rect = pygame.Rect(rect)
        options = dict(variant.get("options") or {})
        self.choice = "ludwig"
        self.name = _("Anna Morgenstern")  # a name to start from, the language's own
        self.faces = list(api.catalog("zombie_slayer").slayers["ludwig"].faces)
        self.skill = "assault"
        self.luck = 6
        self.colorblind = colorblind
        self.placement = options.get("placement", "choose")
        self.ties = options.get("zombie_ties", "dice")  # deciding every path tie stops the zombies' turn too often
        self.widgets: list[Any] = []
        self._build()

    def _build(self) -> None:
        r = self.rect
        editor_h = r.h - 60
        self.editor = SlayerEditor(pygame.Rect(r.x, r.y, r.w, editor_h), self.manager, self)
        name_h = self.editor.name_h
        self.name_box = UITextEntryLine(pygame.Rect(r.x + 56, r.y + 44, r.w - 56 - name_h - 4, name_h - 8),
                                        self.manager, initial_text=self.name)
        self.name_box.set_text_length_limit(30)
        self.orient = WordedCheckBox(pygame.Rect(r.x, r.bottom - 54, 22, 22), _("Choose each new card's orientation"),
                                     self.manager, initial_state=self.placement == "choose",
                                     tool_tip_text=_("Off: the game turns new town cards for you (any way that keeps "
                                                     "the path open)"))
        self.tie_box = WordedCheckBox(pygame.Rect(r.x, r.bottom - 26, 22, 22), _("Decide zombie ties myself"),
                                      self.manager, initial_state=self.ties == "choose",
                                      tool_tip_text=_("Off: a die decides which zombie moves first and which of two "
                                                      "equal routes it takes"))
        self.widgets = [self.editor, self.name_box, self.orient, self.tie_box]
        self._show_name()

    def _show_name(self) -> None:
        if self.choice == "custom":
            self.name_box.show()
        else:
            self.name_box.hide()

    # --- the editor's callbacks ---------------------------------------------------------------------
    def choose(self, kind: str, value: Any) -> None:
        self.editor.message = ""
        if kind == "choice":
            self.choice = value
            self._show_name()
        elif kind == "pip":
            self.faces, note = cycle_pip(self.faces, *value)
            self.editor.message = note or ""
        elif kind == "clear":
            self.faces = [".", "..", "...", "....", ".....", "S....."]
        elif kind == "skill":
            self.skill = value
        elif kind == "luck":
            self.luck = value
        self.editor.repaint()

    def tip(self, kind: str, value: Any) -> str | None:
        if kind in ("skill", "info_skill"):
            return plain(skill_tip(value))
        if kind == "luck":
            return plain(_("Luck die set to {luck}: {luck} chances to reroll a die or turn it by 1.").format(luck=value))
        if kind == "pip":
            face, i = value
            return plain(_("{face}-face, pip {number}: {pip}. Click to change.").format(
                face=face, number=i + 1, pip=cap(pip_word(self.faces[face - 1][i]))))
        return None

    # --- the setup scene's interface -------------------------------------------------------------------
    def options(self) -> dict:
        """The engine options: {"slayer", "luck", "placement", "zombie_ties"}."""
        out = {"luck": self.luck, "placement": "choose" if self.orient.is_checked else "auto",
               "zombie_ties": "choose" if self.tie_box.is_checked else "dice"}
        if self.choice == "ludwig":
            out["slayer"] = "ludwig"
        else:
            name = self.name_box.get_text().strip() or _("The Slayer")
            rules.check_slayer_faces(rules.slayer_dieagram(self.faces))  # ValueError: the setup shows it
            out["slayer"] = {"name": name[:30], "faces": list(self.faces), "skill": self.skill, "luck": self.luck}
        return out

    def set_rect(self, rect: pygame.Rect) -> None:
        self.name = self.name_box.get_text()
        self.placement = "choose" if self.orient.is_checked else "auto"
        self.ties = "choose" if self.tie_box.is_checked else "dice"
        self.kill()
        self.rect = pygame.Rect(rect)
        self._build()

    def kill(self) -> None:
        for w in self.widgets:
            w.kill()
        self.widgets = []


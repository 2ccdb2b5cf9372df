"""New-game setup: variant, who sits in each seat, the seed, and the game's own options.

Each seat is a Person (with a name) or the Computer at one of three levels. The seed is random
unless the player types one (the same seed and moves give the same game - for sharing a
puzzle, or a bug report). A game may add its own options panel (Zombie Slayer's slayer
editor): `scenes/<game>.setup_panel(manager, rect, variant)`, see games.py.

"Start game" creates the match (bad options come back from the engine as a message, never a
crash) and replaces this scene with the game's table. Starting over a game that is still
autosaved asks first, because the new game takes the autosave slot.
"""
from __future__ import annotations

import logging
import random
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from . import config, games, launch, storage
from .i18n import N_, _, ngettext
from .session import COMPUTER_LEVELS, GameSession, default_name
from .ui_scene import UIScene
from .widgets import art, dialogs

log = logging.getLogger(__name__)

KINDS = [(N_("Person"), "human"), (N_("Computer \u2013 easy"), "ai:easy"),
         (N_("Computer \u2013 normal"), "ai"), (N_("Computer \u2013 hard"), "ai:hard"),
         (N_("Friend online"), "net")]  # looked up as shown
KIND_LABEL = {kind: label for label, kind in KINDS}
ONLINE = "net"  # a seat played by a friend at another screen (online/referee.py's NET)


def kind_of(label: str) -> str:
    """The seat kind a drop-down's label (in the player's language) stands for."""
    return next((kind for words, kind in KINDS if _(words) == label), "human")
SEED_DIGITS = 9
ROW = 46  # height of one form row
MIN_ROW = 40
FIXED_HEIGHT = 104 + 94 + 48 + 92  # header, variant, the players' heading, footer


def variant_label(variant: dict) -> str:
    """'Duel (2 players)' from {"name": "duel", "seats": 2}, in the player's language (the game's
    meta.py marks its variants' names for the catalogs); a name that already counts the players
    ("3 players") is shown as it is."""
    source = str(variant.get("name", "standard")).replace("_", " ").strip() or "standard"
    name = _(source)
    name = name[:1].upper() + name[1:]
    seats = variant.get("seats", 1)
    if "player" in source.lower():
        return name
    # TRANSLATORS: a variant of a game and how many play it: "Duel (2 players)".
    return ngettext("{variant} ({n} player)", "{variant} ({n} players)", seats).format(variant=name, n=seats)


def sentence(message: str) -> str:
    """An engine's refusal ("in the three-player game each player commands a different race") as
    the player reads it: a capital letter first and a full stop at the end."""
    text = message.strip() or _("these options cannot start a game")
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def random_seed() -> int:
    """A fresh seed from the operating system (never the random module's global state)."""
    return random.SystemRandom().randrange(1, 10**SEED_DIGITS)


class SetupScene(UIScene):
    """Set up a new game of `game`. Raises games.GameUnavailable when it cannot be played."""

    music = "menu"  # still the menu's, until the table opens

    def __init__(self, app: Any, game: str, *, online: bool = False) -> None:
        super().__init__(app)
        self.game = game
        self.online_first = online  # opened from Play online: the second seat starts as a friend's
        self.api = games.engine_api()
        self.info = self._read_info()
        self.variants = self._read_variants()
        self.panel_factory = games.setup_panel_factory(game)
        self.panel: Any = None
        self.variant_index = 0
        self.seat_kinds: list[str] = []
        self.seat_names: list[str] = []
        self.seed_text = ""
        self.widgets: dict[str, Any] = {}
        self.sheet = pygame.Rect(0, 0, 0, 0)
        self.panel_rect: pygame.Rect | None = None
        self._reset_seats()

    def _read_info(self) -> dict:
        try:
            info = self.api.info(self.game)
        except Exception as exc:
            log.exception("api.info(%r) failed", self.game)
            raise games.GameUnavailable(_("This game cannot be set up: {reason}").format(reason=exc)) from exc
        if not isinstance(info, dict):
            raise games.GameUnavailable(_("This game cannot be set up: the engine gave no game information."))
        return info

    def _read_variants(self) -> list[dict]:
        variants = [v for v in self.info.get("variants") or [] if isinstance(v, dict) and int(v.get("seats", 0)) > 0]
        if not variants:
            low = (self.info.get("players") or [1])[0]
            variants = [{"name": "standard", "seats": low, "options": {}}]
        return variants

    @property
    def title(self) -> str:
        """The game's title, in the player's language of the moment."""
        return _(str(self.info.get("title", self.game)))

    @property
    def blurb(self) -> str:
        """The game's one-line pitch, in the player's language of the moment."""
        blurb = self.info.get("blurb")
        return _(str(blurb)) if blurb else ""

    @property
    def variant(self) -> dict:
        return self.variants[self.variant_index]

    def _reset_seats(self) -> None:
        """Default seats for the variant: the player first, the computer everywhere else."""
        count = int(self.variant["seats"])
        self.seat_kinds = ["human"] + ["ai"] * (count - 1)
        if self.online_first and count > 1:
            self.seat_kinds[1] = ONLINE
        given = self.app.settings.player_names
        self.seat_names = [given[i] if i < len(given) else "" for i in range(count)]  # "": the default name

    # --- layout ------------------------------------------------------------------------------
    def on_exit(self) -> None:
        self._kill_panel()
        super().on_exit()

    def build(self, root: Any, size: tuple[int, int]) -> None:
        width, height = size
        wide = self.panel_factory is not None
        sheet_w = min(width - 60, 1120 if wide else 680)
        blurb = self._blurb_lines(sheet_w - 80)
        content = FIXED_HEIGHT + ROW * len(self.seat_kinds) + 24 * len(blurb) + (6 if blurb else 0)
        self.sheet = pygame.Rect(0, 0, sheet_w, min(height - 40, max(content, 600 if wide else 0)))
        self.sheet.center = (width // 2, height // 2)
        column_w = min(560, (sheet_w - 120) // 2 + 12) if wide else sheet_w - 80  # the seats' names and levels in full
        top = self.sheet.y + 104
        self.widgets = {}
        for line in blurb:  # the game's one-line pitch, wrapped to the sheet
            self._label(root, pygame.Rect(self.sheet.x + 40, top - 8, self.sheet.width - 80, 26), line, "@hint")
            top += 24
        top += 6 if blurb else 0
        left = pygame.Rect(self.sheet.x + 40, top, column_w, self.sheet.bottom - 86 - top)
        y = self._build_variant(root, left)
        self._build_seats(root, left, y)
        self._build_footer(root)
        self._build_lesson(root)
        self.panel_rect = None
        if wide:
            self.panel_rect = pygame.Rect(left.right + 40, left.y, self.sheet.right - left.right - 80, left.height)
            self._build_panel(self.panel_rect)

    def _blurb_lines(self, width: int) -> list[str]:
        """The blurb in lines that fit `width` (the "@hint" font: 15 px italic; measured a
        little wide, since italics run longer)."""
        if not self.blurb:
            return []
        return art.wrap(self.blurb, art.ui_font(16), width)

    def _label(self, root: Any, rect: pygame.Rect, text: str, object_id: str = "@ink") -> UILabel:
        return UILabel(pygame.Rect(rect), text, self.manager, container=root, object_id=object_id)

    def _build_variant(self, root: Any, area: pygame.Rect) -> int:
        self._label(root, pygame.Rect(area.x, area.y, area.width, 30), _("Variant"), "@ink_heading")
        y = area.y + 34
        labels = [variant_label(v) for v in self.variants]
        if len(labels) > 1:
            self.widgets["variant"] = UIDropDownMenu(
                labels, labels[self.variant_index], pygame.Rect(area.x, y, min(area.width, 360), 40),
                self.manager, container=root)
        else:
            # TRANSLATORS: the one variant of a game played alone: "Standard (1 player) – solo".
            label = _("{variant} \u2013 solo").format(variant=labels[0]) if self.info.get("solo") else labels[0]
            self._label(root, pygame.Rect(area.x, y, area.width, 40), label)
        return y + ROW + 14

    def _build_seats(self, root: Any, area: pygame.Rect, y: int) -> None:
        self._label(root, pygame.Rect(area.x, y, area.width, 30), _("Players"), "@ink_heading")
        y += 34
        font = self.manager.get_theme().get_font(["drop_down_menu"])
        kinds = self.kinds()
        longest = max(font.size(_(label))[0] for label, _kind in kinds)
        kind_w = min(230, max(area.width // 2, longest + 60))  # each level readable, in a longer language too
        row = max(MIN_ROW, min(ROW, (area.bottom - y) // max(1, len(self.seat_kinds))))
        for seat, kind in enumerate(self.seat_kinds):
            self._label(root, pygame.Rect(area.x, y, 26, row - 6), f"{seat + 1}.")
            name = UITextEntryLine(pygame.Rect(area.x + 26, y, area.width - kind_w - 34, row - 6), self.manager,
                                   container=root, initial_text=self._shown_name(seat))
            name.set_text_length_limit(config.MAX_NAME_LENGTH)
            if kind != "human":
                name.disable()
            self.widgets[f"name{seat}"] = name
            self.widgets[f"kind{seat}"] = UIDropDownMenu(
                [_(label) for label, _kind in kinds], _(KIND_LABEL.get(kind, KINDS[0][0])),
                pygame.Rect(area.right - kind_w, y, kind_w, row - 6), self.manager, container=root)
            y += row

    def kinds(self) -> list[tuple[str, str]]:
        """Who may sit in a seat: a friend online only in a game for more than one."""
        return [k for k in KINDS if k[1] != ONLINE or len(self.seat_kinds) > 1]

    @property
    def online(self) -> bool:
        """A seat is a friend's online: Start invites them (scenes/online_lobby.py)."""
        return ONLINE in self.seat_kinds

    def _shown_name(self, seat: int) -> str:
        kind = self.seat_kinds[seat]
        if kind == ONLINE:
            return _("a friend")
        if kind == "human":
            return self.seat_names[seat] or config.default_player_name(seat)
        return default_name(seat, kind if kind in COMPUTER_LEVELS else "ai")

    def _build_footer(self, root: Any) -> None:
        """Back on the left, Start on the right, and between them the seed: rarely touched,
        but there for sharing a game or reporting a bug."""
        y = self.sheet.bottom - 70
        left, right = self.sheet.x + 40, self.sheet.right - 40
        self.widgets["back"] = UIButton(pygame.Rect(left, y, 120, 48), _("Back"), self.manager,
                                        container=root, tool_tip_text=_("Back to the menu (Esc)"))
        start, tip = (_("Invite friends"), _("A code for each friend online; the game starts once all have joined "
                                             "(Enter)")) if self.online else (_("Start game"), _("Deal out the game (Enter)"))
        self.widgets["start"] = UIButton(pygame.Rect(right - 180, y, 180, 48), start,
                                         self.manager, container=root, object_id="#primary", tool_tip_text=tip)
        if self.online:
            return  # (the seed of an online game is drawn with the friends: fairness.seed_of)
        middle = (left + 120 + right - 180) // 2
        reroll_w = max(114, self.manager.get_theme().get_font(["button"]).size(_("New seed"))[0] + 30)
        seed = UITextEntryLine(pygame.Rect(middle - 136 - (reroll_w - 114) // 2, y + 4, 150, 40), self.manager,
                               container=root, initial_text=self.seed_text, placeholder_text=_("random seed"))
        seed.set_allowed_characters("numbers")
        seed.set_text_length_limit(SEED_DIGITS)
        seed.set_tooltip(_("The same seed and the same moves always give the same game. "
                           "Leave it empty for a random one."))
        self.widgets["seed"] = seed
        self.widgets["reroll"] = UIButton(pygame.Rect(middle + 22 - (reroll_w - 114) // 2, y + 4, reroll_w, 40),
                                          _("New seed"), self.manager,
                                          container=root, tool_tip_text=_("Pick a random seed you can note down"))

    def _build_lesson(self, root: Any) -> None:
        """"Learn to play" at the top right, for a game with a tutorial."""
        if games.has_tutorial(self.game):
            self.widgets["learn"] = UIButton(pygame.Rect(self.sheet.right - 40 - 180, self.sheet.y + 26, 180, 44),
                                             _("Learn to play"), self.manager, container=root,
                                             tool_tip_text=_("A short first game in which a narrator explains each "
                                                             "rule as it comes up"))

    def _build_panel(self, rect: pygame.Rect) -> None:
        """The game's own options, kept across window resizes when the panel can move."""
        if self.panel is not None and callable(getattr(self.panel, "set_rect", None)):
            self.panel.set_rect(rect)
            return
        self._kill_panel()
        try:
            self.panel = self.panel_factory(self.manager, rect, dict(self.variant))
        except Exception as exc:
            log.exception("the options panel of %s failed", self.game)
            self.panel = None
            dialogs.message(self.manager, _("Options unavailable"),
                            _("The options of {game} could not be shown ({reason}); the default game is used.").format(
                                game=self.title, reason=exc))

    def _kill_panel(self) -> None:
        if self.panel is not None:
            try:
                self.panel.kill()
            except Exception:
                log.exception("the options panel of %s failed to close", self.game)
            self.panel = None

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(event.ui_element)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._on_choice(event.ui_element, event.text)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self._on_text(event.ui_element, event.text)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not dialogs.takes_escape(self.manager):
                self.close()
        elif event.type == pygame.KEYDOWN and not dialogs.modal_open(self.manager):
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()

    def _key_of(self, element: Any) -> str | None:
        return next((key for key, widget in self.widgets.items() if widget is element), None)

    def _on_button(self, element: Any) -> None:
        key = self._key_of(element)
        if key == "back":
            self.app.sound.play("click")
            self.close()
        elif key == "start":
            self.start()
        elif key == "learn":
            from .tutorial import open_tutorial

            self.app.sound.play("click")
            open_tutorial(self.app, self.game, replace=True)  # as Start game takes the setup's place
        elif key == "reroll":
            self.app.sound.play("dice")
            self.seed_text = str(random_seed())
            self.widgets["seed"].set_text(self.seed_text)

    def _on_choice(self, element: Any, text: str) -> None:
        key = self._key_of(element)
        if key == "variant":
            labels = [variant_label(v) for v in self.variants]
            if text in labels and labels.index(text) != self.variant_index:
                self.variant_index = labels.index(text)
                self._reset_seats()
                self._kill_panel()
                self.rebuild()
        elif key is not None and key.startswith("kind"):
            seat = int(key[4:])
            self.seat_kinds[seat] = kind_of(text)
            self.rebuild()

    def _on_text(self, element: Any, text: str) -> None:
        key = self._key_of(element)
        if key == "seed":
            self.seed_text = text
        elif key is not None and key.startswith("name") and self.seat_kinds[int(key[4:])] == "human":
            seat = int(key[4:])
            self.seat_names[seat] = "" if text == config.default_player_name(seat) else text

    # --- starting ----------------------------------------------------------------------------
    def seed(self) -> int:
        """The typed seed, or a random one."""
        return int(self.seed_text) if self.seed_text.isdigit() else random_seed()

    def options(self) -> dict:
        """The variant's options, overlaid with the game panel's."""
        merged = dict(self.variant.get("options") or {})
        if self.panel is not None:
            merged.update(self.panel.options())
        return merged

    def start(self) -> None:
        """Start the game - after asking, if it would replace an unfinished one."""
        if self.online:
            self._invite()
            return
        saved = storage.unfinished_autosave(self.game)
        if saved is not None:
            dialogs.confirm(
                self.manager, _("Start a new game?"),
                _("Your unfinished game of {game} (autosaved {when}) will be replaced. You can still save it first "
                  "from its table.").format(game=self.title, when=storage.describe_time(saved.saved_at)),
                action=_("Start new game"), cancel=_("Keep it"), on_confirm=self._start)
        else:
            self._start()

    def _start(self) -> None:
        try:
            options = self.options()
            match = self.api.new_match(self.game, self.seed(), list(self.seat_kinds), options)
        except ValueError as exc:  # api.BadOptions, or the options panel refusing its input
            dialogs.message(self.manager, _("Cannot start"), sentence(str(exc)))
            return
        names = self._remember_names()
        self.app.sound.play("card")
        session = GameSession(match, list(self.seat_kinds), names)
        session.keep_from_the_start()
        launch.open_table(self.app, session, replace=True)

    def _invite(self) -> None:
        """The lobby of an online game: its seats, options and seed are the host's referee's
        (online/referee.py), the seed drawn with the friends' shares as they join."""
        from online.referee import Referee

        from .online_lobby import LobbyScene

        try:
            referee = Referee.open(self.game, list(self.seat_kinds), self._remember_names(), self.options())
        except ValueError as exc:
            dialogs.message(self.manager, _("Cannot start"), sentence(str(exc)))
            return
        self.app.sound.play("card")
        self.app.stack.replace(LobbyScene(self.app, referee))

    def _remember_names(self) -> list[str]:
        """The names at the table; people's names are remembered for the same seat next time (a
        default name, untouched, as "": it is said in whatever language is spoken then)."""
        names = []
        for seat, kind in enumerate(self.seat_kinds):
            if kind == "human":
                self.app.settings.set_player_name(seat, self.seat_names[seat])
                names.append(self.app.settings.player_names[seat])
            else:
                names.append("")
        self.app.save_settings()
        return names

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.blit(art.wood((width, height)), (0, 0))
        surface.blit(art.parchment_panel(self.sheet.size, radius=14), (self.sheet.x - 6, self.sheet.y - 4))
        learn = self.widgets.get("learn")
        room = (learn.rect.x if learn is not None else self.sheet.right - 40) - 12 - self.sheet.x - 40
        title_font = art.fitting_serif(self.title, room, 46, "bold", 30)
        drawn = art.text(surface, self.title, title_font, art.INK, topleft=(self.sheet.x + 40, self.sheet.y + 22))
        subtitle, subtitle_font = _("New game"), art.serif(26, "italic")
        if drawn.right + 16 + subtitle_font.size(subtitle)[0] <= self.sheet.x + 40 + room:  # (else the title says it)
            art.text(surface, subtitle, subtitle_font, art.INK_SOFT, topleft=(drawn.right + 16, self.sheet.y + 38))
        pygame.draw.line(surface, art.GOLD, (self.sheet.x + 40, self.sheet.y + 86),
                         (self.sheet.right - 40, self.sheet.y + 86), 2)
        if self.panel_rect is not None:  # the game's own options stand apart from the table's
            x = self.panel_rect.x - 20
            pygame.draw.line(surface, art.GOLD, (x, self.panel_rect.y + 4), (x, self.panel_rect.bottom - 4), 1)

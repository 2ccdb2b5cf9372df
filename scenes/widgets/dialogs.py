"""Modal dialogs: a message, a confirmation, a column of choices, and picking a save file.

They are pygame-gui windows (blocking: the table underneath takes no clicks while one is open)
with callbacks instead of event plumbing: the app passes every event to `route()`, which calls
the callback a dialog was given when the player confirms, picks a file or closes it. So a play
scene guards "End turn" against a misclick with one call:

    dialogs.confirm(app.manager, "End turn?", "You still have 2 actions.", action="End turn",
                    on_confirm=lambda: self.play("end"))

The player's own saves are kept, listed, opened, renamed and deleted by the saves screen
(scenes/saves.py); the file dialog here only fetches a save from elsewhere on the computer
("Import a file..."), and the saves screen checks the file before copying it in.
"""
from __future__ import annotations

import html
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UITextBox, UIWindow
from pygame_gui.windows import UIFileDialog

from .. import storage
from ..i18n import _
from . import art

log = logging.getLogger(__name__)

BUTTON_SIZE = (140, 42)
TEXT_SIZE = 17
_PICK = "_gamenight_on_pick"
_DONE = "_gamenight_done"


class Choosing(UIWindow):
    """A modal window of buttons, each a choice. Enter chooses the default (when there is one),
    Esc (or the close box) cancels. The choice is acted on when the window's close event comes
    back through `route()`, after pygame-gui has finished with the click, so a callback may
    open another dialog or change scenes safely."""

    def __init__(self, rect: pygame.Rect, manager: pygame_gui.UIManager, title: str,
                 callbacks: dict[str, Callable[[], Any] | None], object_id: str) -> None:
        super().__init__(rect, manager, window_display_title=title, object_id=object_id, resizable=False,
                         draggable=True)
        self.callbacks = callbacks
        self.choice: str | None = None
        self.buttons: dict[str, UIButton] = {}
        self.default: str | None = None

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = super().process_event(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is event.ui_element), None)
            if key is not None:
                self.choose(key)
        elif event.type == pygame.KEYDOWN and self.alive() and self.window_stack.is_window_at_top(self):
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.default is not None:
                self.choose(self.default)
                return True
            if event.key == pygame.K_ESCAPE:
                self.kill()
                return True
        return consumed

    def choose(self, key: str) -> None:
        self.choice = key
        self.kill()

    def run_choice(self) -> bool:
        """Run the callback of the choice made (None/"cancel" when closed otherwise)."""
        callback = self.callbacks.get(self.choice or "cancel")
        if callback is None:
            return False
        callback()
        return True


class Dialog(Choosing):
    """A modal window with a text and a row of buttons; the rightmost button is the default."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        title: str,
        text: str,
        buttons: list[tuple[str, str, str | None]],
        callbacks: dict[str, Callable[[], Any] | None],
        *,
        width: int = 480,
        object_id: str = "#dialog",
    ) -> None:
        lines = _wrapped_lines(text, width - 64)
        height = 34 + 28 + len(lines) * 26 + 24 + BUTTON_SIZE[1] + 22
        super().__init__(_rect(manager, width, height), manager, title, callbacks, object_id)
        inner_w, inner_h = self.get_container().get_size()
        self.text_box = UITextBox(as_html(text), pygame.Rect(14, 12, inner_w - 28, inner_h - BUTTON_SIZE[1] - 40),
                                  manager, container=self, object_id="@dialog_text")
        x = inner_w - 18
        for key, label, button_id in reversed(buttons):
            width_needed = max(BUTTON_SIZE[0], 40 + 10 * len(label))
            x -= width_needed
            self.buttons[key] = UIButton(pygame.Rect(x, inner_h - BUTTON_SIZE[1] - 16, width_needed, BUTTON_SIZE[1]),
                                         label, manager, container=self, object_id=button_id)
            x -= 14
        self.default = buttons[-1][0]
        self.set_blocking(True)


class ChoiceDialog(Choosing):
    """A modal column of choices, each a button with its tip (a game's Menu: back to the game,
    save, settings, help, leave). Esc or the close box goes back."""

    ROW = 48

    def __init__(self, manager: pygame_gui.UIManager, title: str,
                 entries: list[tuple[str, str, str, Callable[[], Any] | None]], *, width: int = 360) -> None:
        height = 34 + 20 + len(entries) * (self.ROW + 10) + 12
        super().__init__(_rect(manager, width, height), manager, title,
                         {key: callback for key, _label, _tip, callback in entries}, "#dialog")
        inner_w, _inner_h = self.get_container().get_size()
        for row, (key, label, tip, _callback) in enumerate(entries):
            rect = pygame.Rect(20, 14 + row * (self.ROW + 10), inner_w - 40, self.ROW)
            self.buttons[key] = UIButton(rect, label, manager, container=self, tool_tip_text=tip,
                                         object_id="#primary" if row == 0 else None)
        self.set_blocking(True)


def choices(manager: pygame_gui.UIManager, title: str,
            entries: list[tuple[str, str, str, Callable[[], Any] | None]]) -> ChoiceDialog:
    """A column of choices: (key, label, tip, callback) each; the first is the default look."""
    return ChoiceDialog(manager, title, entries)


def _rect(manager: pygame_gui.UIManager, width: int, height: int) -> pygame.Rect:
    """A window rect centred on the screen and never larger than it."""
    screen_w, screen_h = manager.window_resolution
    width = min(width, screen_w - 40)
    height = min(height, screen_h - 40)
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (screen_w // 2, screen_h // 2)
    return rect


def _wrapped_lines(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(art.wrap(paragraph, art.ui_font(TEXT_SIZE), width) or [""])
    return lines


def as_html(text: str) -> str:
    """Plain text (player names, file paths, engine messages) made safe for a text box."""
    return html.escape(text, quote=False).replace("\n", "<br>")


def message(
    manager: pygame_gui.UIManager,
    title: str,
    text: str,
    *,
    on_close: Callable[[], Any] | None = None,
    width: int = 480,
) -> Dialog:
    """Tell the player something; `on_close` runs when the window goes away."""
    return Dialog(manager, title, text, [("ok", _("OK"), "#primary")], {"ok": on_close, "cancel": on_close},
                  width=width, object_id="#message_dialog")


def confirm(
    manager: pygame_gui.UIManager,
    title: str,
    text: str,
    *,
    on_confirm: Callable[[], Any],
    on_cancel: Callable[[], Any] | None = None,
    action: str | None = None,
    cancel: str | None = None,
    width: int = 480,
) -> Dialog:
    """Ask before something that cannot be taken back ("End turn with actions left?").
    Enter confirms, Esc cancels. The buttons say OK and Cancel unless told otherwise."""
    action = _("OK") if action is None else action
    cancel = _("Cancel") if cancel is None else cancel
    return Dialog(manager, title, text, [("cancel", cancel, None), ("confirm", action, "#primary")],
                  {"confirm": on_confirm, "cancel": on_cancel}, width=width, object_id="#confirm_dialog")


def choose_save_file(
    manager: pygame_gui.UIManager,
    on_pick: Callable[[Path], Any],
    *,
    title: str | None = None,
    action: str | None = None,
    start: Path | None = None,
) -> UIFileDialog:
    """Pick an existing save file (.json) anywhere on the computer; `on_pick(path)` runs with it
    (and checks it: this dialog only finds the file). It opens in the Downloads folder, where a
    save sent by a friend lands, or the home folder."""
    dialog = _file_dialog(manager, _("Import a save") if title is None else title, start or _where_files_arrive(),
                          existing_only=True, action=_("Import") if action is None else action)
    setattr(dialog, _PICK, on_pick)
    return dialog


def choose_file_to_write(
    manager: pygame_gui.UIManager,
    on_pick: Callable[[Path], Any],
    *,
    title: str,
    action: str,
    name: str,
) -> UIFileDialog:
    """Pick where to write a file: a folder and a name (`name` offered), in the Documents
    folder, else the home folder; `on_pick(path)` writes it (and asks before replacing)."""
    home = Path.home()
    documents = home / "Documents"
    dialog = _file_dialog(manager, title, (documents if documents.is_dir() else home) / name,
                          existing_only=False, action=action)
    setattr(dialog, _PICK, on_pick)
    return dialog


def _where_files_arrive() -> Path:
    home = Path.home()
    downloads = home / "Downloads"
    return downloads if downloads.is_dir() else home


def _file_dialog(manager: pygame_gui.UIManager, title: str, start: Path, *, existing_only: bool,
                 action: str) -> UIFileDialog:
    dialog = UIFileDialog(
        _rect(manager, 620, 520),
        manager,
        window_title=title,
        initial_file_path=str(start),
        allowed_suffixes={storage.SUFFIX},
        allow_existing_files_only=existing_only,
    )
    dialog.set_blocking(True)
    dialog.ok_button.set_text(action)
    dialog.delete_button.hide()  # fetching a file never needs to delete one, anywhere on the computer
    _widen_buttons(dialog.ok_button, dialog.cancel_button)
    return dialog


def _widen_buttons(ok: UIButton, cancel: UIButton) -> None:
    """pygame-gui sizes these buttons to their text; give them room like ours."""
    for button in (cancel, ok):  # the OK button is placed relative to Cancel
        button.set_dimensions((110, 30))
        button.set_relative_position((-120, -40))
        button.rebuild()


def route(event: pygame.event.Event) -> bool:
    """Run the callback of the dialog this event is about. True when one was run.

    The app calls this for every event after pygame-gui has seen it.
    """
    element = getattr(event, "ui_element", None)
    if element is None:
        return False
    if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
        callback = getattr(element, _PICK, None)
        setattr(element, _DONE, True)
        if callback is not None:
            callback(Path(event.text))
            return True
    if event.type == pygame_gui.UI_WINDOW_CLOSE and isinstance(element, Choosing):
        return element.run_choice()
    return False


def modal_open(manager: pygame_gui.UIManager) -> bool:
    """True while a blocking dialog is open (a scene then ignores its keyboard shortcuts)."""
    stack = manager.get_window_stack().get_full_stack()
    return any(getattr(window, "is_blocking", False) and window.alive() for window in stack)


def takes_escape(manager: pygame_gui.UIManager) -> bool:
    """True when Escape belongs to something open on the screen rather than to the screen itself.

    An open drop-down list is closed by it (as in any desktop toolkit) and a blocking dialog closes
    itself; only when neither is open does Escape leave the screen, so a player who opens a list
    and changes their mind keeps the rest of their choices."""
    closed_a_list = False
    for element in manager.get_sprite_group().sprites():
        if isinstance(element, UIDropDownMenu) and element.current_state is element.menu_states["expanded"]:
            element.unfocus()
            closed_a_list = True
    return closed_a_list or modal_open(manager)

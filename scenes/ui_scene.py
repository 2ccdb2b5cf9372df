"""UIScene: a scene whose pygame-gui widgets live and die with it.

The app has one UIManager, shared by all scenes. So that a scene's buttons vanish with the
scene, each UIScene puts its widgets in one root container covering the window:

* on_enter builds them (`build(root, size)`, written by the subclass), on_exit kills them;
* on_resize rebuilds them for the new size (layouts are computed, never fixed pixels), so a
  subclass keeps what the player typed in its own attributes, not only in the widgets;
* covered by an opaque scene, the widgets hide (the pass screen must hide a hand); covered by
  a transparent one, they stay visible but disabled, so only the top scene takes input.

pygame-gui draws every widget after all scenes have drawn their art, so a transparent overlay
scene's own drawing lies under the widgets of the scenes below; overlays that must cover
widgets are opaque or use widgets themselves.
"""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from .stack import Scene


class UIScene(Scene):
    """Base for scenes with widgets. Subclasses implement `build(root, size)`."""

    def __init__(self, app: Any) -> None:
        super().__init__()
        self.app = app
        self.root: UIContainer | None = None
        self._covered_by: Scene | None = None

    @property
    def manager(self) -> pygame_gui.UIManager:
        return self.app.manager

    @property
    def size(self) -> tuple[int, int]:
        """The scene's part of the window, which its layout fills (the root covers the window)."""
        return self.app.size

    # --- lifecycle ---------------------------------------------------------------------------
    def on_enter(self) -> None:
        self.rebuild()

    def on_exit(self) -> None:
        self._kill_root()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.rebuild()

    def on_language(self) -> None:
        self.rebuild()  # the widgets' words are made as they are built

    def on_cover(self, above: Scene) -> None:
        self._covered_by = above
        self._apply_cover()

    def on_uncover(self) -> None:
        self._covered_by = None
        if self.root is not None:
            self.root.show()
            self.root.enable()

    def rebuild(self) -> None:
        """Throw the widgets away and build them again for the current window size."""
        self._kill_root()
        self.root = UIContainer(
            pygame.Rect((0, 0), self.app.size), self.manager, starting_height=1, object_id="#scene_root"
        )
        self.build(self.root, self.size)
        self._apply_cover()

    def build(self, root: UIContainer, size: tuple[int, int]) -> None:
        """Create this scene's widgets inside `root` (absolute window coordinates)."""

    # --- helpers -----------------------------------------------------------------------------
    def _apply_cover(self) -> None:
        if self.root is None or self._covered_by is None:
            return
        if self._covered_by.transparent:
            self.root.disable()
        else:
            self.root.hide()

    def _kill_root(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None

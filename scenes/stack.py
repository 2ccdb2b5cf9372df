"""The scene stack: what the window shows and who gets the mouse.

A scene is one screen (menu, setup, a game table, the pass-the-mouse cover). Scenes stack: the
top one gets every input event; the ones below keep drawing (and updating) as long as every
scene above them is `transparent`, so a dice overlay or a dialog-like scene can sit over a
table that stays visible. An opaque scene hides and pauses everything under it - the
pass-and-play cover relies on that to hide the previous player's hand.

Lifecycle calls, so a scene can build and release what it owns:
    push(s):    top.on_cover(s), s.on_enter()
    pop():      top.on_exit(), new_top.on_uncover()
    replace(s): top.on_exit(), s.on_enter()   (the scenes below are untouched)

Scenes may push, pop or replace from inside their own handle_event/update: the stack iterates
over a snapshot and skips a scene that has left it meanwhile. No pygame import here.
"""
from __future__ import annotations

from typing import Any


class Scene:
    """Base class: every hook is optional. Override what the scene needs.

    Drawing only when something changed: the app draws every frame while anything moves and
    for a few seconds after the last input, then stops drawing and sleeps until input arrives
    (app.py). A scene keeps that honest through `at_rest()`: False whenever its picture would
    change with no input - an animation, a caption fading, the computer thinking, anything
    driven by `update(dt)` or the clock. While the app sleeps it asks every visible scene again
    several times a second. (A pulse that only draws the eye may stop with the picture.)
    """

    #: True when the scenes below should still be drawn (and updated) under this one.
    transparent: bool = False
    #: The background music this scene wants (music.NAMES); None: the piece of the scene below.
    music: str | None = None

    def __init__(self) -> None:
        self.stack: SceneStack | None = None

    # --- lifecycle ---------------------------------------------------------------------------
    def on_enter(self) -> None:
        """Called when the scene joins the stack: build widgets here."""

    def on_exit(self) -> None:
        """Called when the scene leaves the stack: release widgets, stop threads."""

    def on_cover(self, above: Scene) -> None:
        """Another scene was pushed on top of this one."""

    def on_uncover(self) -> None:
        """The scene above was popped: this one is on top again."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size (sent to every scene in the stack, covered or not)."""

    def on_language(self) -> None:
        """The player chose another language (scenes/i18n.py): every word is drawn again
        (sent to every scene in the stack, covered or not)."""

    # --- per frame ---------------------------------------------------------------------------
    def handle_event(self, event: Any) -> None:
        """One input event; only the top scene receives them."""

    def at_rest(self) -> bool:
        """True while the picture would not change without input (no animation, nobody
        thinking), so the app may stop drawing. Scenes that move by themselves override it."""
        return True

    def update(self, dt: float) -> None:
        """Advance by dt seconds (animations, polling the AI)."""

    def draw(self, surface: Any) -> None:
        """Paint the scene's own art; the app draws pygame-gui widgets after all scenes."""

    # --- helpers -----------------------------------------------------------------------------
    @property
    def is_top(self) -> bool:
        return self.stack is not None and self.stack.top is self

    def close(self) -> None:
        """Leave the stack (pop if on top, otherwise remove quietly)."""
        if self.stack is not None:
            self.stack.remove(self)


class SceneStack:
    """Push, pop and replace scenes; route events, updates and drawing."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __contains__(self, scene: object) -> bool:
        return scene in self._scenes

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> list[Scene]:
        """Bottom to top (a copy)."""
        return list(self._scenes)

    def push(self, scene: Scene) -> Scene:
        below = self.top
        self._scenes.append(scene)
        scene.stack = self
        if below is not None:
            below.on_cover(scene)
        scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        self._leave(scene)
        if self.top is not None:
            self.top.on_uncover()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for another (menu -> setup -> table) without uncovering below."""
        if self._scenes:
            self._leave(self._scenes.pop())
        self._scenes.append(scene)
        scene.stack = self
        scene.on_enter()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take a scene out wherever it is (the top one is popped normally)."""
        if scene is self.top:
            self.pop()
        elif scene in self._scenes:
            self._scenes.remove(scene)
            self._leave(scene)

    def clear(self) -> None:
        """Empty the stack from the top down (quitting, or going back to the menu)."""
        while self._scenes:
            self._leave(self._scenes.pop())

    def visible(self) -> list[Scene]:
        """The scenes that draw this frame, bottom to top: the top one and every scene under
        an unbroken run of transparent scenes."""
        first = len(self._scenes) - 1
        while first > 0 and self._scenes[first].transparent:
            first -= 1
        return self._scenes[max(first, 0):]

    def handle_event(self, event: Any) -> None:
        if self.top is not None:
            self.top.handle_event(event)

    def at_rest(self) -> bool:
        """Is every scene that draws at rest? (A table may animate under a transparent scene.)"""
        return all(scene.at_rest() for scene in self.visible())

    def update(self, dt: float) -> None:
        for scene in self.visible():
            if scene.stack is self:
                scene.update(dt)

    def draw(self, surface: Any) -> None:
        for scene in self.visible():
            if scene.stack is self:
                scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in list(self._scenes):
            scene.on_resize(size)

    def relanguage(self) -> None:
        for scene in list(self._scenes):
            scene.on_language()

    @staticmethod
    def _leave(scene: Scene) -> None:
        scene.on_exit()
        scene.stack = None

"""How a person's hand takes an action at each game's table: the click (or drag) on the thing the
table draws for it - a decision button, a card in the hand, a square, a die.

Zombie Slayer's, Creature Adventures' and Zvery's tables already have such a hand in their scene
tests (`Player.do`); Auganism's and EverZone's are here. A journey asks the computer for a hint
(what the person would be told to do) and gives it to `hand.do(action)`, which clicks it and
checks that the table sent exactly that.
"""
from __future__ import annotations

import importlib

from tests.scenes.driver import Driver


class CardTableHand(Driver):
    """The deck games: a decision's button, else the card on the table that sends the action."""

    def do(self, action: str) -> None:
        self.pass_screen()
        scene = self.scene
        match = scene.session.match
        before = len(match.log)
        assert scene.decision is not None and scene.interactive, "the table takes no input now"
        button = self.button(action)
        if button is not None:
            self.press(action)
            self.confirm_dialog()  # "Surrender?" and the like: the person means it
        else:
            key = self.key_for(action)
            assert key is not None, f"nothing on the table sends {action!r}"
            self.click(self.visible_point(key))
        self.settle()
        assert action in match.log[before:], f"the click for {action!r} sent {match.log[before:]}"

    def key_for(self, action: str) -> tuple | None:
        raise NotImplementedError

    def visible_point(self, key: tuple) -> tuple[int, int]:
        """A point of the thing drawn as `key` that nothing drawn later covers: where a person
        clicks a card half hidden under its neighbour in a fanned row."""
        scene = self.scene
        rect = next(r for r, k in reversed(scene.hits) if k[:len(key)] == key)
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.25, 0.1, 0.75, 0.9):
                point = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
                under = scene.hit_at(point)
                if under is not None and under[:len(key)] == key:
                    return point
        raise AssertionError(f"{key} is drawn but covered everywhere")


class AuganismHand(CardTableHand):
    def key_for(self, action: str) -> tuple | None:
        d = self.scene.decision
        card = next((c for c, a in d.hand.items() if a == action), None)
        if card is None:
            return None
        return next((k for _, k in self.scene.hits if k[0] == "hand" and k[2] == card), None)


class EverZoneHand(CardTableHand):
    def key_for(self, action: str) -> tuple | None:
        return next((k for k, a in self.scene.decision.clicks.items() if a == action), None)


def hand_for(game: str, app) -> Driver:
    """The hand that plays `game`'s table in `app`."""
    if game == "auganism":
        return AuganismHand(app)
    if game == "everzone":
        return EverZoneHand(app)
    module = importlib.import_module(f"tests.scenes.test_{game}_table")
    return module.Player(app)

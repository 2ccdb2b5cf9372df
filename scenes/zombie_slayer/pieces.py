"""What the table shows right now, which may lag behind the engine while animations play.

The engine jumps from one state to the next; the table walks there event by event. `Table`
holds the tokens, cards and dung heaps as they are drawn at this moment, with fractional
positions and fades for tokens in motion. The animator changes it event by event, and
`sync(view)` snaps it to the engine's view whenever nothing is animating (after a load, an
undo, or at the end of every queue), so a drawing can never drift from the game.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .sprites import token_name

Square = tuple[int, int]


@dataclass
class Piece:
    """A token on the board."""

    id: str  # "slayer", "v3", "nec", "bron"
    image: str  # the token picture's name
    pos: tuple[float, float]  # square coordinates (fractional in mid-slide)
    alpha: float = 1.0
    drop: float = 0.0  # height while falling into place (spawns): 0 = on the table
    flash: float = 0.0  # red damage flash, 1 -> 0
    glow: float = 0.0  # the Necromancer's ritual
    scale: float = 1.0

    @property
    def square(self) -> Square:
        return (round(self.pos[0]), round(self.pos[1]))


@dataclass
class Card:
    at: Square
    tile: str
    rot: int
    alpha: float = 1.0
    offset: tuple[float, float] = (0.0, 0.0)  # slide-in, in cells


@dataclass
class Table:
    pieces: dict[str, Piece] = field(default_factory=dict)
    company: list[str] = field(default_factory=list)  # followers travelling on the slayer's square
    cards: dict[Square, Card] = field(default_factory=dict)
    dung: list[Square] = field(default_factory=list)
    townsmen: int = 0
    slayer_token: str = "slayer_ludwig"

    def sync(self, view: dict) -> None:
        """Make the table show the view exactly (no animation)."""
        s = view["slayer"]
        self.slayer_token = s.get("token") or "slayer_custom"
        keep = {}
        keep["slayer"] = self._piece("slayer", self.slayer_token, s["pos"])
        for z in view["zombies"]:
            keep[z["id"]] = self._piece(z["id"], token_name(z["id"]), z["pos"])
        nec = view.get("necromancer")
        if nec and not nec.get("dead"):
            keep["nec"] = self._piece("nec", "necromancer", nec["pos"])
        self.company = []
        for f in view["followers"]:
            if f["pos"] is None:
                self.company.append(f["id"])
            else:
                keep[f["id"]] = self._piece(f["id"], f["id"], f["pos"])
        self.pieces = keep
        self.cards = {tuple(t["at"]): Card(tuple(t["at"]), t["tile"], t["rot"]) for t in view["tiles"]}
        self.dung = [tuple(d) for d in view["dung"]]
        self.townsmen = s.get("townsmen", 0)

    def _piece(self, pid: str, image: str, pos) -> Piece:
        old = self.pieces.get(pid)
        piece = Piece(pid, image, (float(pos[0]), float(pos[1])))
        if old is not None:
            piece.glow = old.glow
        return piece

    def at(self, square: Square) -> Piece | None:
        for piece in self.pieces.values():
            if piece.square == tuple(square) and piece.alpha > 0.05:
                return piece
        return None

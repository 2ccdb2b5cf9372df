"""Decks: a face-down draw pile and a face-up discard pile, shuffled by the match's generator.

Players know some things about a face-down pile's order: Zombie Slayer's Temple was shuffled
into the lower half. A deck therefore keeps its pile as **segments**, top first, each a run of
cards whose order within it is unknown; `determinize` reshuffles inside each segment only, so
an AI's imagined deck agrees with everything the table has seen. A plain shuffled deck is one
segment. Card ids are strings; what a card means is the game's content.

    >>> from engine.core.rng import Rng
    >>> deck = Deck.shuffled(["a", "b", "c", "d"], Rng(1))
    >>> len(deck), deck.draw() in "abcd", len(deck)
    (4, True, 3)
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .rng import Rng


@dataclass
class Deck:
    pile: list[str] = field(default_factory=list)  # index 0 is the top card
    segments: list[int] = field(default_factory=list)  # sizes, top first; they sum to len(pile)
    discards: list[str] = field(default_factory=list)  # face up, the last one on top

    @classmethod
    def shuffled(cls, cards: list[str], rng: Rng) -> Deck:
        pile = list(cards)
        rng.shuffle(pile)
        return cls(pile, [len(pile)] if pile else [])

    @classmethod
    def stacked(cls, parts: list[list[str]], rng: Rng) -> Deck:
        """Each part shuffled on its own, the first on top (e.g. an upper half over a lower half
        with the Temple shuffled into it)."""
        pile, sizes = [], []
        for part in parts:
            part = list(part)
            rng.shuffle(part)
            pile += part
            if part:
                sizes.append(len(part))
        return cls(pile, sizes)

    def __len__(self) -> int:
        return len(self.pile)

    def draw(self) -> str | None:
        """The top card, or None when the pile is empty."""
        if not self.pile:
            return None
        self.segments[0] -= 1
        if self.segments[0] == 0:
            self.segments.pop(0)
        return self.pile.pop(0)

    def insert(self, card: str, index: int) -> None:
        """Put a card into the pile at `index` (0 = on top). It joins the segment of the card it
        is placed above (at the bottom, the last segment)."""
        index = max(0, min(index, len(self.pile)))
        self.pile.insert(index, card)
        if not self.segments:
            self.segments.append(1)
            return
        seen = 0
        for i, size in enumerate(self.segments):
            if index < seen + size:
                self.segments[i] += 1
                return
            seen += size
        self.segments[-1] += 1

    def insert_middle(self, card: str) -> int:
        """The "cut the deck" move: the card goes to the middle of the pile. Returns where."""
        index = len(self.pile) // 2
        self.insert(card, index)
        return index

    def shuffle_in(self, cards: list[str], rng: Rng) -> None:
        """Cards go back into the pile and the whole pile is shuffled (one segment again)."""
        self.pile += list(cards)
        rng.shuffle(self.pile)
        self.segments = [len(self.pile)] if self.pile else []

    def take_first(self, match, rng: Rng) -> str | None:
        """Reveal cards from the top until one satisfies `match`; take it and shuffle the cards
        revealed on the way back in. None (and the deck as it was, reshuffled) if none does."""
        revealed = []
        while self.pile:
            card = self.draw()
            if match(card):
                if revealed:
                    self.shuffle_in(revealed, rng)
                return card
            revealed.append(card)
        self.shuffle_in(revealed, rng)
        return None

    def discard(self, card: str) -> None:
        self.discards.append(card)

    def reshuffle_discards(self, rng: Rng) -> None:
        """The discard pile, shuffled, becomes a new segment under the pile."""
        cards, self.discards = self.discards, []
        rng.shuffle(cards)
        self.pile += cards
        if cards:
            self.segments.append(len(cards))

    def determinize(self, rng: Rng) -> None:
        """Reshuffle what nobody can see: the order inside each segment. Each segment is sorted
        first, so the copy depends only on which cards it holds, never on their hidden order
        (a shuffle of the true order would make the computer's choices a function of it)."""
        start = 0
        for size in self.segments:
            part = sorted(self.pile[start:start + size])
            rng.shuffle(part)
            self.pile[start:start + size] = part
            start += size

    def clone(self) -> Deck:
        return Deck(list(self.pile), list(self.segments), list(self.discards))

    def to_json(self) -> dict:
        return {"pile": list(self.pile), "segments": list(self.segments), "discards": list(self.discards)}

    @classmethod
    def from_json(cls, data: dict) -> Deck:
        deck = cls([str(c) for c in data["pile"]], [int(s) for s in data["segments"]],
                   [str(c) for c in data["discards"]])
        if sum(deck.segments) != len(deck.pile) or any(s <= 0 for s in deck.segments):
            raise ValueError("a deck's segments do not match its pile")
        return deck

    def public(self) -> dict:
        """What every seat sees: how many cards are face down, and the face-up discards."""
        return {"count": len(self.pile), "discards": list(self.discards)}


def instances(seat: int, counts: dict[str, int], cards: dict[str, str]) -> list[str]:
    """An instance id for every copy in a deck list ("<seat>:<n>": a deck may hold a card
    several times), recorded in `cards` (instance id -> card id); returns the ids in list order."""
    uids = []
    for card, count in counts.items():
        for _ in range(count):
            uid = f"{seat}:{len(uids)}"
            cards[uid] = card
            uids.append(uid)
    return uids


def hand_view(cards: list[str], visible: bool) -> list[str] | dict:
    """A hand as a seat may see it: the cards, or only how many there are."""
    return list(cards) if visible else {"count": len(cards)}

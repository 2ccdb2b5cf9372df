"""A stand-in for pygame.mixer that records what the jukebox asks of it, so the music's choices
are tested without a sound device. A piece's "WAV" is its name (the tests' `pieces`)."""
from __future__ import annotations


class FakeMixer:
    def __init__(self, *, broken: bool = False) -> None:
        self.calls: list[tuple] = []
        self.broken = broken  # every call raises, as a mixer closed under the app would

    def Sound(self, file) -> FakeSound:  # noqa: N802 - pygame's name
        return FakeSound(self, file.read().decode())

    def Channel(self, index: int) -> FakeChannel:  # noqa: N802
        return FakeChannel(self, index)

    def record(self, *call) -> None:
        if self.broken:
            raise RuntimeError("mixer not initialized")
        self.calls.append(call)

    def played(self) -> list[str]:
        """The pieces started, in order."""
        return [call[2] for call in self.calls if call[0] == "play"]


class FakeSound:
    def __init__(self, mixer: FakeMixer, name: str) -> None:
        self.mixer, self.name = mixer, name

    def set_volume(self, volume: float) -> None:
        self.mixer.record("volume", self.name, round(volume, 4))


class FakeChannel:
    def __init__(self, mixer: FakeMixer, index: int) -> None:
        self.mixer, self.index = mixer, index

    def play(self, sound: FakeSound, loops: int = 0, fade_ms: int = 0) -> None:
        self.mixer.record("play", self.index, sound.name, loops, fade_ms)

    def fadeout(self, ms: int) -> None:
        self.mixer.record("fadeout", self.index, ms)


def pieces(name: str, give_up=None) -> bytes:
    return name.encode()

"""The player's settings and where Gamenight keeps its files.

Settings live as JSON in the user's config folder (platformdirs). The environment variable
GAMENIGHT_HOME moves everything - settings, saves, autosaves, the log file - under one folder,
so tests and portable installs never touch the real user folders.

A settings file is the player's, and players (or crashes, or other versions) damage files: a
missing, unreadable or corrupt file gives the defaults, a bad field gives that field's default,
and each such repair is logged; nothing here raises on bad input. Plain Python, no pygame.
"""
from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from engine import bounded

from . import atomic
from .i18n import _, msg, say

log = logging.getLogger(__name__)

APP_NAME = "gamenight"
HOME_VARIABLE = "GAMENIGHT_HOME"

#: Animation speed -> how long every animation takes, relative to "normal" (0 = no animation).
ANIMATION_SCALES = {"slow": 1.75, "normal": 1.0, "fast": 0.45, "instant": 0.0}
SPEED_NAMES = tuple(ANIMATION_SCALES)

DEFAULT_WINDOW = (1280, 800)
INTERFACE_SIZES = (100, 125, 150)  # percent, as the settings and `--scale` offer them (scenes/canvas.py)
MIN_WINDOW = (960, 600)
MAX_WINDOW = (5120, 2880)  # a 5K screen; each window-sized surface is then at most 56 MB
NAME_SLOTS = 4  # no game seats more than four
MAX_NAME_LENGTH = 24
MAX_SETTINGS_BYTES = 2**20  # settings are about 1 KB; a larger file is not settings
SETTING_DIGITS = 4000  # a number this long is one bad field, refused alone (Python reads up to 4,300 digits)


def _default_names() -> list[str]:
    return [""] * NAME_SLOTS


def default_player_name(index: int) -> str:
    """The index-th person's name until they give one (0-based): "Player 1", in the player's
    language at the moment it is shown. The settings keep "" for it, never these words."""
    return _("Player {number}").format(number=index + 1)


def _given_name(name: str, index: int) -> str:
    """A name as the settings keep it: "" for the default - the default's words in English (an
    older settings file) or in the language of the moment (a name field left as it was)."""
    return "" if name in (f"Player {index + 1}", default_player_name(index)) else name


# --- where files live ------------------------------------------------------------------------


def home() -> Path | None:
    """The GAMENIGHT_HOME folder when set (tests, portable installs), else None."""
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    root = home()
    return root / "config" if root else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    root = home()
    return root if root else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """What Gamenight can make again, kept to save the time (the music, scenes/music.py)."""
    root = home()
    return root / "cache" if root else Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """Where "Save as" and "Load" open: the player's own saves."""
    return data_dir() / "saves"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def save_key() -> bytes:
    """This installation's key for sealing the snapshot a save carries (engine/core/save.py):
    32 random bytes in the config folder, made on first use. A save edited by hand, or written
    on another machine, then loads by replaying its log. An unreadable key is replaced (saves
    sealed with the old one replay once)."""
    path = config_dir() / "save.key"
    known = _keys.get(path)
    if known is not None:
        return known
    try:
        key = bytes.fromhex(bounded.read_text(path, 1024).strip())
    except (OSError, ValueError):  # missing, unreadable, not a file (bounded.Refused), not hex
        key = b""
    if len(key) != 32:
        key = os.urandom(32)  # what secrets.token_bytes returns, without importing hashlib for the menu
        try:
            atomic.write_text(path, key.hex())
        except OSError as exc:
            log.warning("cannot keep the save key in %s (%s); saves will load by replay", path, exc)
    _keys[path] = key
    return key


_keys: dict[Path, bytes] = {}


def settings_path() -> Path:
    return config_dir() / "settings.json"


def log_path() -> Path:
    return data_dir() / "gamenight.log"


# --- the settings ----------------------------------------------------------------------------


@dataclass
class Settings:
    """Everything the player can change in the Settings screen.

    `animation_speed` is a name ("slow", "normal", "fast", "instant"); scenes multiply their
    animation durations by `animation_scale`, so "instant" (0) skips animations entirely.
    """

    animation_speed: str = "normal"
    window_size: tuple[int, int] = DEFAULT_WINDOW
    fullscreen: bool = False
    colour_blind: bool = False
    effects_volume: int = 80  # percent, 0 = off (scenes/sound.py)
    music_volume: int = 50  # percent, 0 = off (scenes/jukebox.py): heard as a quarter of full (sound.loudness)
    player_names: list[str] = field(default_factory=_default_names)  # "" for a seat's default name
    offer_luck_on_enemy_dice: bool = True  # the table's "Offer Luck on zombie dice" box
    step_computer: bool = False  # pause after each computer move until a click or Space
    explain_hints: bool = True  # a hint also says why, in the log: on for new players (offered after a lesson if off)
    explain_hints_asked: bool = False  # the offer was answered once: not asked again
    language: str = ""  # "en", "it" (scenes/i18n.py); "" until chosen: the system's language
    ask_before_danger: bool = True  # a move that cannot be taken back asks first (forfeit, surrender, ...)
    interface_size: int = 100  # percent: text and controls enlarged together (scenes/canvas.py)
    # Online play (online/wormhole.py): where codes are met and carried - magic-wormhole's public
    # servers unless a club runs its own - and the port a host listens on for its home network.
    online_mailbox: str = "ws://relay.magic-wormhole.io:4000/v1"  # (online.wormhole.MAILBOX)
    online_relay: str = "tcp:transit.magic-wormhole.io:4001"  # (online.wormhole.RELAY)
    online_port: int = 8765
    online_away_after: int = 180  # seconds a friend may be away before the computer plays their seat

    @property
    def animation_scale(self) -> float:
        """Multiply every animation's duration by this; 0.0 means show the end state at once."""
        return ANIMATION_SCALES.get(self.animation_speed, 1.0)

    def player_name(self, index: int) -> str:
        """The remembered name of the index-th person at the table (0-based): the name they gave,
        else the default ("Player 2"), in the player's language."""
        if 0 <= index < len(self.player_names) and self.player_names[index]:
            return self.player_names[index]
        return default_player_name(index)

    def set_player_name(self, index: int, name: str) -> None:
        """Remember a person's name (cleaned; an empty name, or the default's own words, keeps
        the default: "" in the file, shown in whatever language is spoken then)."""
        while len(self.player_names) <= index:
            self.player_names.append("")
        self.player_names[index] = _given_name(clean_name(name, ""), index)

    def to_json(self) -> str:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return json.dumps(data, indent=2)


def clean_name(name: object, default: str) -> str:
    """A printable, trimmed name of at most MAX_NAME_LENGTH characters, or `default`."""
    if not isinstance(name, str):
        return default
    text = "".join(ch for ch in name if ch.isprintable()).strip()[:MAX_NAME_LENGTH].strip()
    return text or default


def clamp_window(size: object) -> tuple[int, int] | None:
    """A window size clamped to what we can lay out, or None when `size` is not a size."""
    if not isinstance(size, (list, tuple)) or len(size) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in size):
        return None
    width = min(max(size[0], MIN_WINDOW[0]), MAX_WINDOW[0])
    height = min(max(size[1], MIN_WINDOW[1]), MAX_WINDOW[1])
    return (width, height)


def from_dict(data: object) -> tuple[Settings, list[dict]]:
    """Settings from parsed JSON, plus a note (a message, i18n.say) for every field that had to
    fall back."""
    settings = Settings()
    if not isinstance(data, dict):
        return settings, [msg("the file does not hold a JSON object")]
    problems: list[dict] = []
    if data.get("sound") is False:  # before the volumes (issue 26), sound was one on/off box: off stays off
        settings.effects_volume = settings.music_volume = 0
    for name, reader in _READERS.items():
        if name not in data:
            continue
        value = reader(data[name])
        if value is None:
            problems.append(msg("{field} = {value} is not valid", field=name, value=repr(data[name])))
        else:
            setattr(settings, name, value)
    return settings, problems


def _read_language(value: object) -> str | None:
    from .i18n import LANGUAGES

    return value if value == "" or value in LANGUAGES else None


def _read_speed(value: object) -> str | None:
    return value if value in ANIMATION_SCALES else None


def _read_interface_size(value: object) -> int | None:
    return value if type(value) is int and value in INTERFACE_SIZES else None


def _read_volume(value: object) -> int | None:
    return value if type(value) is int and 0 <= value <= 100 else None


def _read_mailbox(value: object) -> str | None:
    """A mailbox server's address: ws://host:port/path or wss://..."""
    ok = isinstance(value, str) and len(value) <= 200 and re.fullmatch(r"wss?://[A-Za-z0-9.\-\[\]:]+(/\S*)?", value)
    return value if ok else None


def _read_relay(value: object) -> str | None:
    """A transit relay's address as magic-wormhole writes it: tcp:host:port."""
    ok = isinstance(value, str) and len(value) <= 200 and re.fullmatch(r"tcp:[A-Za-z0-9.\-]+:\d{1,5}", value)
    return value if ok else None


def _read_port(value: object) -> int | None:
    return value if type(value) is int and 0 <= value <= 65535 else None


def _read_away_after(value: object) -> int | None:
    return value if type(value) is int and 10 <= value <= 86_400 else None


def _read_bool(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


def _read_names(value: object) -> list[str] | None:
    if not isinstance(value, list):
        return None
    names = [_given_name(clean_name(v, ""), i) for i, v in enumerate(value[:NAME_SLOTS])]
    return names + _default_names()[len(names):]


_READERS = {
    "animation_speed": _read_speed,
    "window_size": clamp_window,
    "fullscreen": _read_bool,
    "colour_blind": _read_bool,
    "effects_volume": _read_volume,
    "music_volume": _read_volume,
    "player_names": _read_names,
    "offer_luck_on_enemy_dice": _read_bool,
    "step_computer": _read_bool,
    "explain_hints": _read_bool,
    "explain_hints_asked": _read_bool,
    "language": _read_language,
    "interface_size": _read_interface_size,
    "ask_before_danger": _read_bool,
    "online_mailbox": _read_mailbox,
    "online_relay": _read_relay,
    "online_port": _read_port,
    "online_away_after": _read_away_after,
}


def read_setting(name: str, value: object) -> object | None:
    """`value` as the setting `name` keeps it, or None when it is not one (a screen that edits
    a setting checks it as the file's reader does)."""
    reader = _READERS.get(name)
    return reader(value) if reader is not None else None


#: What the last `load()` had to repair, as messages for the player (the menu says them once,
#: in the language of the moment: i18n.say).
REPAIRS: list[dict] = []


def load(path: str | os.PathLike | None = None) -> Settings:
    """The saved settings; defaults (and a log message, and a sentence in REPAIRS) when the file
    is unreadable or a field is bad."""
    target = Path(path) if path is not None else settings_path()
    REPAIRS.clear()
    try:
        text = bounded.read_text(target, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        log.info("no settings file at %s; using the defaults", target)
        return Settings()
    except (OSError, bounded.Refused) as exc:  # unreadable, a folder or a device, far too large, not text
        log.warning("cannot read the settings file %s (%s); using the defaults", target, exc)
        REPAIRS.append(msg("{file} could not be read, so the default settings are used.", file=str(target)))
        return Settings()
    try:
        data = bounded.parse_json(text, str(target), digits=SETTING_DIGITS)
    except bounded.Refused as exc:  # not JSON, nested too deep, a number far too long
        log.warning("the settings file %s is corrupt (%s); using the defaults", target, exc)
        _keep_damaged_copy(target, text)
        copy = target.name + ".damaged"
        REPAIRS.append(msg("{file} is damaged, so the default settings are used (the damaged file is kept "
                           "as {copy}).", file=str(target), copy=copy))
        return Settings()
    settings, problems = from_dict(data)
    for problem in problems:
        log.warning("settings file %s: %s; using the default", target, say(problem))
        REPAIRS.append(msg("{file}: {problem}, so its default is used.", file=str(target), problem=problem))
    return settings


def save(settings: Settings, path: str | os.PathLike | None = None) -> bool:
    """Write the settings atomically. False (and a log message) when the disk refuses."""
    target = Path(path) if path is not None else settings_path()
    try:
        atomic.write_text(target, settings.to_json())
    except OSError as exc:
        log.warning("cannot save the settings to %s: %s", target, exc)
        return False
    return True


def _keep_damaged_copy(target: Path, text: str) -> None:
    """Keep a corrupt settings file beside the new one, so a hand edit is not lost silently."""
    try:
        atomic.write_text(target.with_name(target.name + ".damaged"), text)
    except OSError:
        pass

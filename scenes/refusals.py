"""Why a file was not read (engine/bounded.py), in the player's language.

The bounded reader refuses a folder, a device, a pipe, a file far too large or one that is not
text before anything is parsed; its own sentences are English, for the log. Screens that list a
player's files (saved decks, saves) say the reason with these words instead, after the file's
name, which they give themselves.
"""
from __future__ import annotations

from engine import bounded

from .i18n import _


def reason(refused: bounded.Refused) -> str:
    """Why `refused`'s file was not read, as words that follow its name ("deck.toml: ...")."""
    if isinstance(refused, bounded.NotAFile):
        if refused.kind == "folder":
            return _("it is a folder, not a file")
        return _("it is a device, a pipe or a socket, not a file")
    if isinstance(refused, bounded.TooLarge):
        return _("it is far too large")
    if isinstance(refused, bounded.NotText):
        return _("it is not a text file")
    return _("it is damaged")

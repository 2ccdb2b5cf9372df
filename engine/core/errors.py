"""The three errors of the engine contract (re-exported by engine.api)."""


class IllegalAction(ValueError):
    """An action that is not in legal_actions() now. Nothing was changed."""


class BadSave(ValueError):
    """Text that is not a save this version can load (truncated, edited, foreign)."""


class BadOptions(ValueError):
    """Unknown or invalid options or seats for new_match()."""


class ContentError(ValueError):
    """A content file (data/<game>/*.toml) that is missing a field or has a bad value.

    The message names the file, the entry and the field, so a player who edited a card
    can find the line to fix.
    """

"""The three errors of the engine contract (re-exported by engine.api)."""


class IllegalAction(ValueError):
    """An action that is not in legal_actions() now. Nothing was changed."""


class BadSave(ValueError):
    """Text that is not a save this version can load (truncated, edited, foreign)."""


class BadOptions(ValueError):
    """Unknown or invalid options or seats for new_match()."""


class ContentError(ValueError):
    """A content file (data/<game>/*.toml, or a player's saved deck) that is missing a field,
    has a bad value or one out of its bounds, or a table the game does not read.

    The message names the game, the file, the line, the entry and the field ("Zvery:
    data/zvery/creatures.toml, line 12: [[creature]] #3 'hush_moth': field 'health' ..."), so a
    player who edited a card can find the line to fix.
    """

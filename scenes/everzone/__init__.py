"""EverZone's table: drawing and input only; the rules are engine/games/everzone."""

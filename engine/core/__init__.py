"""Parts every game shares: randomness, dice, decks, grids, saves, the match, AI search."""

"""A sixth game, Pig, that lives only here: it proves a new game needs only its own folders and
one registry line (here `api.register` and `games.register_table`, from the tests' fixture)."""

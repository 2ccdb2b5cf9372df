# Gamenight. `make play` and `make test` are all a new machine needs: each creates .venv and
# installs the project into it when pyproject.toml is newer than the last install.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test journeys fuzz online conformance bench strength lint i18n i18n-check dist dist-check wheel-check install-desktop uninstall-desktop art clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python main.py

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto -m "not slow and not i18n"

journeys: $(STAMP)
	GAMENIGHT_JOURNEYS=full SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto tests/journeys
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto -m "slow and not i18n" tests

fuzz: $(STAMP)
	GAMENIGHT_FUZZ=2000 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto tests/fuzz

# Online play on loopback: 260 games between separate host and guest processes, each guest cut
# and rejoining; the recording proxy over whole games; 50 tampered hosts caught (tests/online).
online: $(STAMP)
	GAMENIGHT_ONLINE=full SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto tests/online

conformance: $(STAMP)
	GAMENIGHT_CONFORMANCE=full SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto tests/conformance

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m bench

# Hours, not minutes: every level against the one below and against OpenSpiel's ISMCTS (bench/strength.py).
# Games already played by the same code are kept in docs/strength/ (committed) and not played again.
strength: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[strength]'
	$(BIN)/python -m bench.strength --write

lint: $(STAMP)
	$(BIN)/ruff check engine scenes online tests bench tools main.py setup.py
	$(BIN)/lint-imports

# The message catalogs (assets/locale): the English source extracted from the code, each
# language's .po brought up to date with it, and compiled to the .mo the game reads.
i18n: $(STAMP)
	$(BIN)/python -m tools.i18n update

# Fails on an untranslated, fuzzy or mismatched entry, a stale template or .mo, and on any word
# drawn without passing through the catalogs (the pseudo-locale's screen tests).
i18n-check: $(STAMP)
	$(BIN)/python -m tools.i18n check
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto -m i18n tests

art: $(STAMP)
	$(BIN)/python tools/make_art.py

dist: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dist]'
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN packaging/gamenight.spec

# The built app, run from a temporary folder with an empty environment: every game and a picture.
dist-check: dist
	$(BIN)/python -m tools.install_check app

# A wheel of this clone installed into a new venv, run the same way.
wheel-check: $(STAMP)
	$(BIN)/python -m tools.install_check wheel

# The application-menu entry and icons in the user's folders (standard library only).
install-desktop:
	$(PY) tools/desktop.py install

uninstall-desktop:
	$(PY) tools/desktop.py uninstall

clean:
	rm -rf $(VENV) build dist .pytest_cache

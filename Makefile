# Gamenight. `make play` and `make test` are all a new machine needs: each creates .venv and
# installs the project into it when pyproject.toml is newer than the last install.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test journeys fuzz bench lint dist art clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python main.py

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto -m "not slow"

journeys: $(STAMP)
	GAMENIGHT_JOURNEYS=full SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto tests/journeys
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto -m slow tests

fuzz: $(STAMP)
	GAMENIGHT_FUZZ=2000 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n auto tests/fuzz

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m bench

lint: $(STAMP)
	$(BIN)/ruff check engine scenes tests bench tools main.py

art: $(STAMP)
	$(BIN)/python tools/make_art.py

dist: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dist]'
	$(BIN)/pyinstaller --noconfirm --clean packaging/gamenight.spec

clean:
	rm -rf $(VENV) build dist .pytest_cache

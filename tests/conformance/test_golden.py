"""Golden digests (golden.json), as python-chess keeps perft counts: for every game and variant and
a few seeds, the digest of the state after 50 and 300 seeded random actions and at the game's end.

A changed digest means the rules changed: the same seed and the same actions now make another
state. That may be what was meant (a rule fixed) or not (a refactoring that changed play); either
way it is a rules change, and the game's RULES.VERSION must change with it, since saves' sealed
snapshots of the old rules must then be replayed instead of trusted. When the change is meant:
bump RULES.VERSION, run `python -m tests.conformance.golden --write` (it prints what changed),
and say in the commit which rule changed and why.
"""
from __future__ import annotations

import pytest

from . import golden
from .play import variants


@pytest.fixture(scope="module")
def recorded() -> dict:
    return golden.recorded()


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
@pytest.mark.parametrize("seed", golden.SEEDS)
def test_the_seeded_random_game_reaches_the_golden_digests(variant, seed, recorded):
    version = variant.new_match(seed).rules.VERSION
    for name, digest in golden.digests(variant, seed).items():
        assert name in recorded["digests"], f"no golden digest for {name}: run python -m tests.conformance.golden --write"
        if digest == recorded["digests"][name]:
            continue
        if version == recorded["rules_versions"].get(variant.game):
            pytest.fail(f"{name}: the digest changed but {variant.game}'s RULES.VERSION is still {version!r}. "
                        "A rules change must bump it; then regenerate golden.json (see this module's docstring)")
        pytest.fail(f"{name}: the digest changed with {variant.game}'s RULES.VERSION ({version!r}): regenerate "
                    "golden.json with python -m tests.conformance.golden --write and say in the commit why")

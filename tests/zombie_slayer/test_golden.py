"""Golden digests, in the spirit of python-chess's perft files: for fixed seeds, the digest after
K seeded random actions. A change to the rules changes a digest; regenerate the file on purpose
(python -m tests.zombie_slayer.test_golden) and say in the commit which rule changed and why."""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from engine import api

GOLDEN = Path(__file__).with_name("golden.json")
CASES = [(seed, steps, variant) for seed in (1, 2, 3, 5, 8, 13) for steps in (40, 160) for variant in ("solo", "quick")]


def digest_after(seed: int, steps: int, variant: str) -> str:
    options = next(v["options"] for v in api.info("zombie_slayer")["variants"] if v["name"] == variant)
    m = api.new_match("zombie_slayer", seed, ["human"], options)
    chooser = random.Random(seed * 1000 + steps)
    for _ in range(steps):
        if m.result() is not None:
            break
        m.act(chooser.choice(m.legal_actions()))
    return m.digest()


@pytest.mark.parametrize("seed,steps,variant", CASES)
def test_golden_digest(seed, steps, variant):
    golden = json.loads(GOLDEN.read_text())
    assert digest_after(seed, steps, variant) == golden[f"{variant} seed {seed} after {steps}"]


if __name__ == "__main__":  # regenerate
    table = {f"{v} seed {s} after {k}": digest_after(s, k, v) for s, k, v in CASES}
    GOLDEN.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(table)} digests to {GOLDEN}", file=sys.stderr)

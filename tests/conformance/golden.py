"""Golden digests: for every game and variant and a few seeds, the digest after K seeded random actions.

    python -m tests.conformance.golden           # compare with golden.json, print what changed
    python -m tests.conformance.golden --write   # the same, then write the new digests to golden.json

The random game is the one tests/conformance/test_contract.py plays (play.chooser picks each
action): its digest after each of AFTER actions that it lasts, and at its end. golden.json also
records each game's RULES.VERSION, so that a test can tell a rules change that forgot to bump
the version from one that did.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from .play import MAX_STEPS, Variant, chooser, variants

GOLDEN = Path(__file__).with_name("golden.json")
SEEDS = (1, 2, 3)
AFTER = (50, 300)  # and at the end


def digests(variant: Variant, seed: int) -> dict[str, str]:
    """{name: digest} after each of AFTER seeded random actions that the game lasts, and at its end."""
    match, pick, found = variant.new_match(seed), chooser(seed), {}
    for step in range(MAX_STEPS):
        if step in AFTER:
            found[f"{variant} seed {seed} after {step}"] = match.digest()
        if match.result() is not None:
            break
        match.act(pick.choice(match.legal_actions()))
    found[f"{variant} seed {seed} at the end"] = match.digest()
    return found


def rules_versions() -> dict[str, str]:
    """Each game's rules version (RULES.VERSION), which a changed digest must come with."""
    return {variant.game: variant.new_match(1).rules.VERSION for variant in variants()}


def current() -> dict:
    """The golden data as the engine makes it today."""
    table: dict[str, str] = {}
    for variant in variants():
        for seed in SEEDS:
            table.update(digests(variant, seed))
    return {"rules_versions": rules_versions(), "digests": table}


def recorded() -> dict:
    return json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {"rules_versions": {}, "digests": {}}


def changes(old: dict, new: dict) -> list[str]:
    """One line per digest or rules version that differs between two golden tables."""
    lines = []
    for section in ("rules_versions", "digests"):
        before, after = old.get(section, {}), new[section]
        for key in sorted(set(before) | set(after)):
            if before.get(key) != after.get(key):
                lines.append(f"{section}: {key}: {before.get(key, '(none)')} -> {after.get(key, '(none)')}")
    return lines


def main(argv: list[str]) -> int:
    new = current()
    found = changes(recorded(), new)
    print("\n".join(found) if found else "golden.json matches the engine")
    if "--write" in argv:
        GOLDEN.write_text(json.dumps(new, indent=1, sort_keys=True) + "\n")
        print(f"wrote {len(new['digests'])} digests to {GOLDEN}")
        return 0
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

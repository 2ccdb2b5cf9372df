"""Draft a tutorial's script: find a seed whose game the learner wins in few actions, and write
its steps as data/<game>/tutorial.toml's [[step]] tables, ready for the narrator's words.

    python tools/tutorial_draft.py auganism --seeds 1-200 --most 40 --must summon,evp,evolve,augment,battle

The learner's seat plays the computer's hint at the hard level, the others at their own level;
of the seeds tried, the shortest win within `--most` actions is drafted. Each step carries the
rules' label of its action as a comment, and the first step of each kind of action (its first
word) is flagged "NEW", where the narrator has a rule to explain. The draft is printed; a person
writes the words and keeps the file (engine/core/tutorial.py checks it when it loads).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import api  # noqa: E402


def winning_log(game: str, seed: int, seats: list[str], most: int, must: set[str],
                options: dict | None = None) -> list[str] | None:
    """The actions of `seed`'s game, the learner playing the hard hint, when the learner wins
    within `most` actions having taken every kind of action in `must` (first words), and the
    log plays the same with the learner's seat a person's."""
    learner = seats.index("human")
    match = api.new_match(game, seed, ["ai:hard" if kind == "human" else kind for kind in seats], options)
    while match.result() is None and len(match.log) < most:
        match.act(match.suggest(match.to_move()))
    result = match.result()
    if result is None or learner not in result.get("winners", []):
        return None
    if must - {action.split()[0] for action, mover in zip(match.log, match.movers) if mover == learner}:
        return None
    again = api.new_match(game, seed, seats, options)
    try:
        for action in match.log:
            again.act(action)
    except api.IllegalAction:
        return None
    return list(match.log)


def draft(game: str, seed: int, seats: list[str], log: list[str], options: dict | None = None) -> str:
    match = api.new_match(game, seed, seats, options)
    lines = [f'title = "Learn {api.info(game)["title"]}"', f"seed = {seed}",
             f"seats = [{', '.join(json.dumps(s) for s in seats)}]"]
    if options:
        lines.append(f"options = {{{', '.join(f'{k} = {json.dumps(v)}' for k, v in options.items())}}}")
    lines.append("")
    seen: set[str] = set()
    for action in log:
        mover = match.to_move()
        label = next((c["label"] for c in match.choices() if c["action"] == action), action)
        verb = action.split()[0]
        learner = mover == seats.index("human")
        new = "NEW " if learner and verb not in seen else ""
        if learner:
            seen.add(verb)
        lines += ["[[step]]", f'play = "{action}"  # {new}seat {mover + 1}: {label}', ""]
        match.act(action)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--seats", default="human,ai:easy")
    p.add_argument("--seeds", default="1-100", help="a range, FIRST-LAST")
    p.add_argument("--most", type=int, default=60, help="the longest game worth drafting, in actions")
    p.add_argument("--options", default="{}", help="the game's options, as JSON (EverZone: '{\"command\": 10}')")
    p.add_argument("--must", default="", help="comma list of the kinds of action (first words) the learner must take")
    args = p.parse_args(argv)
    seats = args.seats.split(",")
    options = json.loads(args.options)
    first, last = (int(v) for v in args.seeds.split("-"))
    best: tuple[int, list[str]] | None = None
    for seed in range(first, last + 1):
        must = {word for word in args.must.split(",") if word}
        log = winning_log(args.game, seed, seats, args.most if best is None else len(best[1]) - 1, must, options)
        if log is not None:
            best = (seed, log)
    if best is None:
        print(f"no seed of {args.seeds} gives the learner a win within {args.most} actions", file=sys.stderr)
        return 1
    print(f"# seed {best[0]}: the learner wins in {len(best[1])} actions", file=sys.stderr)
    print(draft(args.game, best[0], seats, best[1], options))
    return 0


if __name__ == "__main__":
    sys.exit(main())

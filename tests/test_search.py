"""Flat sampling over determinized copies (engine/core/search.py): common random numbers, the
default's margin, and a budget of work that stops the samples early - counted, never timed."""
from __future__ import annotations

from engine.core.search import Budget, best_by_sampling


def _setup(values: dict[str, list[float]], cost: int = 10):
    """An evaluate that reads each candidate's value for the k-th world, costing `cost` work."""
    work, seen = [0], []

    def determinize(state, seed):
        return {"seed": seed}

    seeds: list[int] = []

    def evaluate(world, action):
        if world["seed"] not in seeds:
            seeds.append(world["seed"])
        work[0] += cost
        seen.append((seeds.index(world["seed"]), action))
        return values[action][seeds.index(world["seed"])]

    return determinize, evaluate, work, seen


def test_every_candidate_meets_the_same_worlds_in_turn():
    determinize, evaluate, _, seen = _setup({"a": [0, 0, 0], "b": [1, 1, 1]})
    assert best_by_sampling(determinize, None, ["a", "b"], evaluate, 3, seed=5) == "b"
    assert seen == [(0, "a"), (0, "b"), (1, "a"), (1, "b"), (2, "a"), (2, "b")]


def test_another_candidate_must_beat_the_default_by_the_margin():
    determinize, evaluate, _, _ = _setup({"a": [1, 1], "b": [1.4, 1.4]})
    assert best_by_sampling(determinize, None, ["a", "b"], evaluate, 2, seed=5, prefer_first_by=0.5) == "a"
    assert best_by_sampling(determinize, None, ["a", "b"], evaluate, 2, seed=5, prefer_first_by=0.3) == "b"


def test_a_budget_stops_before_the_next_sample_would_pass_it():
    # three candidates at 10 each: 30 a sample; 95 allows three (90), not a fourth (120)
    determinize, evaluate, work, seen = _setup({k: [0] * 12 for k in "abc"})
    best_by_sampling(determinize, None, list("abc"), evaluate, 12, seed=1, budget=Budget(95, lambda: work[0]))
    assert work[0] == 90 and max(k for k, _ in seen) == 2


def test_a_budget_takes_at_least_its_least_and_the_means_are_over_the_samples_taken():
    # the second world makes b the better: with one sample a stays, with two b wins on the mean
    values = {"a": [1, 1, 1], "b": [0, 3, 3]}
    determinize, evaluate, work, _ = _setup(values)
    assert best_by_sampling(determinize, None, ["a", "b"], evaluate, 3, seed=1, budget=Budget(5, lambda: work[0])) == "a"
    determinize, evaluate, work, _ = _setup(values)
    chosen = best_by_sampling(determinize, None, ["a", "b"], evaluate, 3, seed=1,
                              budget=Budget(5, lambda: work[0], least=2))
    assert chosen == "b" and work[0] == 40

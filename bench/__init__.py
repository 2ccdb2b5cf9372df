"""What players feel, measured: each cost as a ratio to a baseline measured in the same run.

`make bench` (python -m bench) prints the table; `python -m bench --write` also puts it in
docs/performance.md. Not part of `make test`: timings belong in a report, not in asserts.
"""

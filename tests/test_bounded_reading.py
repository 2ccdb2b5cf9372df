"""The bounded reader (engine/bounded.py): every file a player hands us is read within known
limits, and every refusal names the file - devices, pipes, folders, sockets, files too large,
JSON bombs (deep nesting, numbers of thousands of digits), with or without a BOM."""
from __future__ import annotations

import json
import os
import random
import socket
import sys
import threading
import time

import pytest

from engine import bounded

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="devices and FIFOs are POSIX")


def finishes(call, seconds: float = 5.0):
    """`call()`'s outcome - its value or its exception - provided it ends within `seconds`
    (a read that waits for a writer would hang the test run, so it runs in a thread)."""
    outcome: dict = {}

    def run():
        try:
            outcome["value"] = call()
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            outcome["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"the read did not end within {seconds} s"
    return outcome


# --- what is read ----------------------------------------------------------------------------------


@posix_only
def test_an_endless_device_is_refused_before_a_byte_is_read():
    started = time.perf_counter()
    with pytest.raises(bounded.NotAFile) as refused:
        bounded.read_text("/dev/zero", 2**20)
    assert refused.value.kind == "device" and "/dev/zero" in str(refused.value)
    assert time.perf_counter() - started < 1


@posix_only
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "save.json"
    os.mkfifo(pipe)
    outcome = finishes(lambda: bounded.read_text(pipe, 2**20))
    assert isinstance(outcome.get("error"), bounded.NotAFile) and outcome["error"].kind == "pipe"
    assert "save.json" in str(outcome["error"])


def test_a_folder_is_refused_as_a_folder(tmp_path):
    with pytest.raises((bounded.NotAFile, PermissionError)) as refused:  # Windows will not open a folder
        bounded.read_text(tmp_path, 2**20)
    if isinstance(refused.value, bounded.NotAFile):
        assert refused.value.kind == "folder"


@posix_only
def test_a_socket_is_refused(tmp_path):
    path = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        with pytest.raises((bounded.NotAFile, OSError)) as refused:  # opening a socket fails on Linux
            bounded.read_text(path, 2**20)
        if isinstance(refused.value, bounded.NotAFile):
            assert refused.value.kind == "socket"
    finally:
        server.close()


def test_a_file_over_the_limit_is_refused_once_opened_even_through_a_link(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(12 * 2**20)  # 12 MB, sparse
    with pytest.raises(bounded.TooLarge, match=r"big\.json: it is larger than 8 MB"):
        bounded.read_bytes(big, 8 * 2**20)
    if hasattr(os, "symlink"):
        link = tmp_path / "innocent.json"
        link.symlink_to(big)
        with pytest.raises(bounded.TooLarge, match=r"innocent\.json"):
            bounded.read_text(link, 8 * 2**20)
    assert len(bounded.read_bytes(big, 12 * 2**20)) == 12 * 2**20  # at the limit, it is read


def test_text_is_utf8_with_or_without_a_bom(tmp_path):
    path = tmp_path / "entry.json"
    path.write_bytes(b"\xef\xbb\xbf" + '{"name": "Zoë"}'.encode())
    assert bounded.read_json(path, 1024) == {"name": "Zoë"}
    path.write_bytes(bytes(range(256)))
    with pytest.raises(bounded.NotText, match=r"entry\.json: it is not a text file"):
        bounded.read_text(path, 1024)


def test_a_missing_file_is_the_systems_own_error(tmp_path):
    with pytest.raises(FileNotFoundError):
        bounded.read_text(tmp_path / "gone.json", 1024)


# --- what is parsed --------------------------------------------------------------------------------


def test_nesting_a_hundred_thousand_deep_is_refused_before_the_parser_recurses():
    for bomb in ("[" * 100_000 + "]" * 100_000, '{"a":' * 100_000 + "1" + "}" * 100_000, "[" * 100_000):
        started = time.perf_counter()
        with pytest.raises(bounded.Malformed, match=r"history/7\.json: it nests deeper than the 100 levels"):
            bounded.parse_json(bomb, "history/7.json")
        assert time.perf_counter() - started < 0.5


def test_brackets_inside_strings_do_not_count_and_data_within_the_bound_is_read():
    text = json.dumps({"name": "[" * 500 + '\\"{' * 300, "deep": json.loads("[" * 99 + "]" * 99)})
    assert bounded.parse_json(text, "x")["name"].startswith("[[[")
    with pytest.raises(bounded.Malformed):
        bounded.parse_json("[" * 101 + "]" * 101, "x")


def test_the_depth_count_is_the_real_depth():
    rng = random.Random(27)

    def value(depth):
        roll = rng.random()
        if depth and roll < 0.4:
            return [value(depth - 1) for _ in range(rng.randint(0, 3))]
        if depth and roll < 0.7:
            return {f'k{i}"[{{': value(depth - 1) for i in range(rng.randint(0, 3))}
        return rng.choice([1, "]]}\\", None, '\\"[', 2.5, "é]"])

    def real(v):
        inner = v.values() if isinstance(v, dict) else v if isinstance(v, list) else ()
        return 0 if not isinstance(v, (dict, list)) else 1 + max(map(real, inner), default=0)

    for _ in range(500):
        data = value(rng.randint(0, 40))
        counted = bounded.nesting(json.dumps(data, ensure_ascii=rng.random() < 0.5), enough=1000)
        assert counted == real(data)


def test_a_number_of_five_thousand_digits_is_refused_naming_the_file():
    with pytest.raises(bounded.Malformed, match=r"entry\.json: it holds a number of more than 100 digits"):
        bounded.parse_json('{"score": 1' + "0" * 5000 + "}", "entry.json")
    assert bounded.parse_json('{"name": "1' + "0" * 5000 + '"}', "x")["name"].startswith("10")  # words of digits
    assert bounded.parse_json("[" + "9" * 100 + "]", "x") == [int("9" * 100)]


def test_nan_and_broken_json_are_malformed_naming_the_file():
    with pytest.raises(bounded.Malformed, match=r"a\.json: it holds NaN"):
        bounded.parse_json("[NaN]", "a.json")
    with pytest.raises(bounded.Malformed, match=r"a\.json: it is not valid JSON .* line 1, column 2"):
        bounded.parse_json("[", "a.json")


def test_every_refusal_is_a_value_error():
    assert all(issubclass(kind, ValueError) for kind in
               (bounded.Refused, bounded.NotAFile, bounded.TooLarge, bounded.NotText, bounded.Malformed))


def test_toml_is_read_after_the_bounded_read(tmp_path):
    path = tmp_path / "deck.toml"
    path.write_bytes(b"\xef\xbb\xbfname = 'Fire'\n")
    assert bounded.read_toml(path, 1024) == {"name": "Fire"}
    path.write_text("x = " + "[" * 5000 + "]" * 5000, encoding="utf-8")
    with pytest.raises(bounded.Malformed, match=r"deck\.toml"):
        bounded.read_toml(path, 2**20)
    path.write_text("x = [", encoding="utf-8")
    with pytest.raises(bounded.Malformed, match=r"deck\.toml: it is not valid TOML"):
        bounded.read_toml(path, 2**20)


def test_parsing_a_long_save_costs_a_fraction_of_the_parse():
    """The checks before the parser read the text with C-level string methods only: on 1 MB of
    save-like JSON they take less time than json.loads itself (generously: the machine is shared)."""
    rows = [{"type": "roll", "seat": i % 4, "dice": [1, 2, 3], "name": f"Ann [{i}]"} for i in range(12_000)]
    text = json.dumps({"log": [f"move {i}" for i in range(10_000)], "events": rows})

    def best(call):
        times = []
        for _ in range(5):
            started = time.perf_counter()
            call()
            times.append(time.perf_counter() - started)
        return min(times)

    assert best(lambda: bounded.nesting(text)) < 2 * best(lambda: json.loads(text))

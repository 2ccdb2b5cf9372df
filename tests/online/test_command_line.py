"""`--host` and `--join` from the command line: wrong arguments name what is wrong; a game
plays between two processes (tests/online/test_processes.py plays them through cuts)."""
from __future__ import annotations

import pytest

import main


@pytest.mark.parametrize("argv, message", [
    (["--host", "zvery", "--seats", "ai,ai", "--listen", "127.0.0.1:0", "--headless"], "at least one open seat"),
    (["--host", "zvery", "--seats", "ai,net", "--listen", "127.0.0.1:0", "--no-direct", "--headless"],
     "not with --listen"),
    (["--host", "zvery", "--seats", "ai,net", "--listen", "127.0.0.1:0"], "with --headless"),
    (["--host", "zvery", "--seats", "ai,net", "--listen", "nowhere", "--headless"], "an address is HOST:PORT"),
    (["--host", "zvery", "--seats", "ai,net", "--listen", "127.0.0.1:0", "--headless", "--seed", "3"],
     "drawn by the host and its guests together"),
    (["--host", "chess", "--seats", "ai,net", "--listen", "127.0.0.1:0", "--headless"], "unknown game"),
    (["--game", "zvery", "--seats", "ai,net", "--headless"], "use --host"),
    (["--join", "127.0.0.1:8765/abcdefghij", "--headless"], "needs --bot"),
    (["--join", "x", "--host", "zvery", "--headless"], "choose one of --host and --join"),
    (["--game", "zvery", "--bot", "easy", "--headless"], "are for --join"),
    (["--game", "zvery", "--relay", "tcp:x:1", "--headless"], "for either"),
])
def test_online_arguments_that_cannot_work_are_refused_with_the_reason(argv, message, capsys):
    with pytest.raises(SystemExit) as ended:
        main.parse_args(argv)
    assert ended.value.code == 2
    assert message in capsys.readouterr().err


def test_an_invite_that_is_not_one_says_what_an_invite_looks_like(capsys, monkeypatch):
    monkeypatch.setattr(main, "setup_logging", lambda: None)
    assert main.main(["--join", "not an invite", "--headless", "--bot", "easy"]) == main.EXIT_BAD_INPUT
    assert "is not an invite" in capsys.readouterr().err


def test_a_host_nobody_answers_is_told_so(capsys, monkeypatch):
    monkeypatch.setattr(main, "setup_logging", lambda: None)
    from online import headless

    monkeypatch.setattr(headless, "PATIENCE", 1.0)
    assert main.main(["--join", "127.0.0.1:9/abcdefghijkl", "--headless", "--bot", "easy"]) == main.EXIT_BAD_INPUT
    assert "has been gone" in capsys.readouterr().err

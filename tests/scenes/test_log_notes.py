"""The table's own lines in the log (a forced step's reason, a refusal, a hint's reason) are
notes of the sitting (LogLine.note): the log written again from the game's events - after an
undo, a change of hands, a load - holds the story alone, the same story the live log tells."""
from __future__ import annotations

from engine import api

from .driver import Driver, close, make_app, sit_down


def test_a_note_is_marked_and_the_log_written_again_is_the_live_story():
    app = make_app()
    match = api.new_match("creature_adventures", 12, ["human", "ai:easy"])
    for _ in range(30):
        match.act(match.suggest(match.to_move()))
    table = sit_down(app, match, ["human", "ai:easy"])
    Driver(app).settle()
    table._log("Nothing for the Shaman to heal.")
    lines = list(table.log_lines)
    assert lines[-1].note and not any(line.note for line in lines[:-1]), "the table's own line is the one note"
    table.rewrite_log()
    assert [line.text for line in table.log_lines] == [line.text for line in lines if not line.note]
    close(app)

"""The script's moments (engine.moments): one format for every phase's deadline, written by
the deadline dialog, counted down by the phase bar, and read by Peaky's clock."""

from __future__ import annotations

from datetime import datetime

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.engine.moments import fmt, parse_at


def test_a_moment_is_read_from_its_text_or_a_toml_date_time_and_written_back() -> None:
    moment = datetime(2025, 3, 10, 21, 0)
    assert parse_at(" 2025-03-10 21:00 ", "deadline") == moment
    assert parse_at(datetime(2025, 3, 10, 21, 0, 42), "deadline") == moment
    assert fmt(moment) == "2025-03-10 21:00" and fmt(None) is None


@pytest.mark.parametrize("value", ["10.03.2025 21:00", "2025-03-10T21:00:00", 2025, None])
def test_anything_else_is_the_script_error_bad_time(value: object) -> None:
    with pytest.raises(ScriptError, match="bad-time: phase T1: deadline"):
        parse_at(value, "phase T1: deadline")

"""The benchmark's flow (benchmarks/effort.py) checked for its outcome, not its count: twelve
PMs pasted or typed, Night 1 resolved after one question, every post and PM copied and sent."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

EFFORT = Path(__file__).resolve().parents[2] / "benchmarks" / "effort.py"
EXPECTED = [
    ("VUX", "jailkeep", ["Syreen"]),
    ("Orz", "factional-kill", ["Ilwrath"]),
    ("Androsynth", "investigate", ["Umgah"]),
    ("Melnorme", "role-investigate", ["Androsynth"]),
    ("Ariloulaleelay", "watch", ["Ilwrath"]),
    ("Chmmr", "track", ["Supox"]),
    ("Mycon", "protect", ["Ilwrath"]),
    ("Pkunk", "redirect", ["Androsynth", "Yehat"]),
    ("Slylandro", "desperado-kill", ["Syreen"]),
    ("Supox", "neighbour-message", ["Mycon"]),
    ("Umgah", "recharge", ["VUX"]),
    ("Yehat", "mystic-count", []),
]


def load_effort():
    spec = importlib.util.spec_from_file_location("effort", EFFORT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["effort"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("how", ["pasting", "typing"])
def test_night_from_pms_to_every_pm_sent(qtbot, tmp_path: Path, how: str) -> None:
    effort = load_effort()
    window, inputs = effort.run(how, tmp_path)
    qtbot.addWidget(window)
    game = window.session.game
    entered = [
        (e.payload["actor"], e.payload["ability"], e.payload["targets"])
        for e in game.events
        if e.kind == "action" and e.phase == "N1"
    ]
    assert entered == EXPECTED
    assert game.closed_phases()[-1] == "N1" and window.session.phase_id() == "D2"
    rows = window.posts.model.rows
    assert {r.phase for r in rows} == {"N1"} and len(rows) == 9
    assert all(r.sent for r in rows)
    assert inputs.copied == [window.posts.text_of(r) for r in rows]
    assert all(
        text.startswith(f"[b]PM to {r.to}[/b]")
        for r, text in zip(rows[1:], inputs.copied[1:], strict=True)
    )
    window.session.close()

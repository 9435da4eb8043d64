"""The Refused lists of the night and of the day: the players' submissions the rules refused
(a self-target, a dead voter, a dead target, a vote after the hammer) are listed from the
game's own refusal records (``Game.refused``), and Take back removes one for good."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QSettings

from mafiamod.game import Game
from mafiamod.gui.window import MainWindow
from mafiamod.script import parse_script

pytestmark = pytest.mark.gui

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    game = Game.from_script(parse_script((BENCH / "cmu-night1.toml").read_text()))
    game.live = True
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.open_game(game, None)
    return win


def rows(refused) -> list[tuple[str, ...]]:
    table = refused.table
    return [
        tuple(table.item(r, c).text() for c in range(table.columnCount()))
        for r in range(table.rowCount())
    ]


def test_the_night_lists_a_refused_action_and_takes_it_back(window: MainWindow) -> None:
    night = window.night
    night.quick.setText("Mycon protect myself")
    assert not night.submit_quick()
    game = window.session.game
    assert [(r.kind, r.reason) for r in game.refused("N1")] == [("action", "self-target")]
    assert rows(night.refused) == [
        ("Mycon", "Protect Mycon", "the player cannot target themselves")
    ]
    assert night.lists.tabText(1) == "Refused (1)"
    night.refused.table.selectRow(0)
    assert night.refused.take_back()
    assert game.refused("N1") == [] and rows(night.refused) == []
    assert night.lists.tabText(1) == "Refused"


def test_the_day_lists_refused_votes_and_takes_one_back(window: MainWindow) -> None:
    session = window.session
    assert window.night.enter("Orz", "factional-kill", ["Ilwrath"], {})
    assert session.call("end_phase")
    day = window.day
    assert session.phase_id() == "D2" and window.ensure_view().entryStack.currentWidget() is day
    assert day.refused.table.rowCount() == 0 and day.lists.tabText(1) == "Refused"
    # a dead voter, a dead target: refused by the rules, kept as records, listed at once
    for voter, target in (("Ilwrath", "VUX"), ("VUX", "Ilwrath")):
        day.voter.setEditText(voter)
        day.target.setEditText(target)
        assert not day.submit()
    # the hammer, then a vote after it
    living = session.open_state().living_names()
    for voter in living[: len(living) // 2 + 1]:
        day.voter.setEditText(voter)
        day.target.setEditText("Supox")
        assert day.submit(), window.statusBar().currentMessage()
    day.voter.setEditText("Yehat")
    day.target.setEditText("Orz")
    assert not day.submit()
    game = session.game
    assert [r.reason for r in game.refused("D2")] == ["actor-dead", "target-dead", "phase-ended"]
    assert rows(day.refused) == [
        ("Ilwrath", "votes VUX", "the player is dead"),
        ("VUX", "votes Ilwrath", "the target is dead"),
        ("Yehat", "votes Orz", "the phase has already ended"),
    ]
    assert day.lists.tabText(1) == "Refused (3)"
    day.lists.setCurrentIndex(1)
    day.refused.table.selectRow(1)
    assert day.refused.take_back_button.isEnabled()
    assert day.refused.take_back()
    assert [r.reason for r in game.refused("D2")] == ["actor-dead", "phase-ended"]
    assert [r[0] for r in rows(day.refused)] == ["Ilwrath", "Yehat"]
    assert day.lists.tabText(1) == "Refused (2)"
    # the refused votes were never counted
    assert all(r.voter != "Yehat" for r in day.tally.rows if hasattr(r, "voter"))

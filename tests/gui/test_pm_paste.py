"""Pasted PMs on the night's quick line: read, shown, entered one Return each; refusals told."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mafiamod.game import Game
from mafiamod.script import parse_script

pytestmark = pytest.mark.gui

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def night_game() -> Game:
    game = Game.from_script(parse_script((BENCH / "cmu-night1.toml").read_text()))
    game.live = True
    return game


def test_twelve_pasted_pms_enter_with_one_return_each(qtbot, window) -> None:
    window.open_game(night_game(), None)
    night = window.night
    QApplication.clipboard().setText((BENCH / "cmu-night1-pms.txt").read_text())
    night.quick.setFocus()
    QTest.keyClick(night.quick, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert night.quick.text() == "VUX Jailkeep Syreen"
    assert "PM 1 of 12" in night.hint.text() and "jail Syreen tonight pls" in night.hint.text()
    for _ in range(12):
        QTest.keyClick(night.quick, Qt.Key.Key_Return)
    actions = window.session.phase_events("action")
    assert len(actions) == 12
    assert actions[7].payload["targets"] == ["Androsynth", "Yehat"]  # redirect, in order
    assert night.quick.text() == "" and not night.hint.isVisible()


def test_refusal_says_why_and_the_line_stays(qtbot, window) -> None:
    window.open_game(night_game(), None)
    night = window.night
    night.quick.setText("Mycon heal myself")
    QTest.keyClick(night.quick, Qt.Key.Key_Return)
    assert night.quick.text() == "Mycon heal myself"
    assert "Mycon may not protect themselves" in night.hint.text()
    assert "Mycon may not protect themselves" in window.statusBar().currentMessage()
    QTest.keyClick(night.quick, Qt.Key.Key_Escape)
    assert night.quick.text() == ""
    QTest.keyClick(night.quick, Qt.Key.Key_Up)
    assert night.quick.text() == "Mycon heal myself"


def test_a_pm_without_sender_is_asked_not_guessed(qtbot, window) -> None:
    window.open_game(night_game(), None)
    night = window.night
    assert night.read_pasted("kill Umgah") == 1
    assert "who sent it: Melnorme, Orz, Slylandro or Syreen?" in night.hint.text()
    assert night.completer.popup().isVisible()
    assert night.completions.stringList()[1] == "Orz Nightkill Umgah"
    night.quick.setText("Orz Nightkill Umgah")
    QTest.keyClick(night.quick, Qt.Key.Key_Return)
    assert window.session.phase_events("action")[0].payload["actor"] == "Orz"


def test_a_line_it_cannot_read_stays_as_pasted(qtbot, window) -> None:
    window.open_game(night_game(), None)
    night = window.night
    QApplication.clipboard().setText("Syreen")
    night.quick.setFocus()
    QTest.keyClick(night.quick, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert night.quick.text() == "Syreen"
    assert "no ability named" in night.hint.text()


def test_a_pm_pasted_onto_a_row_is_that_players(qtbot, window) -> None:
    window.open_game(night_game(), None)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    night = window.night
    row = night.row("Mycon")
    assert row is not None
    QApplication.clipboard().setText("heal Ilwrath tonight")  # no sender line: the row's player
    row.ability.setFocus()
    qtbot.waitUntil(row.ability.hasFocus)
    assert night.focused_row() is row
    QTest.keyClick(row.ability, Qt.Key.Key_V, CTRL_SHIFT)
    assert night.quick.text() == "Mycon Protect Ilwrath"
    assert night.quick.hasFocus() and "PM 1 of 1" in night.hint.text()
    QTest.keyClick(night.quick, Qt.Key.Key_Return)
    actions = window.session.phase_events("action")
    assert [(a.payload["actor"], a.payload["targets"]) for a in actions] == [("Mycon", ["Ilwrath"])]
    # a PM that names its sender is the sender's, whichever row it is pasted on
    assert night.paste_on_row("Mycon", "From: VUX\njail Syreen") == 1
    assert night.quick.text() == "VUX Jailkeep Syreen"
    QTest.keyClick(night.quick, Qt.Key.Key_Escape)
    # the name's context menu does the same
    (action,) = night.row("Chmmr").label.actions()
    assert "Chmmr" in action.text()
    QApplication.clipboard().setText("track Supox")
    action.trigger()
    assert night.quick.text() == "Chmmr Track Supox"


def test_pasting_onto_no_row_says_where(qtbot, window) -> None:
    window.open_game(night_game(), None)
    night = window.night
    night.quick.setFocus()
    assert night.paste_on_focused_row() == 0
    assert "row" in window.statusBar().currentMessage()

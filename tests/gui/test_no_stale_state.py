"""No stale state: a game opened starts its forms and the posts list at its open phase; the
pre-game flags an unknown PR in its row (close matches offered) and clears the flag when fixed."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafiamod.game import Game

from .conftest import CMU, MOUNTAIN

pytestmark = pytest.mark.gui


def test_a_reopened_game_starts_at_its_open_phase(window) -> None:
    game = Game.create("mountainous", MOUNTAIN, seed=5)
    game.end_phase()
    game.end_phase()  # D2 is open
    window.open_game(game, None)
    day = window.day
    day.voter.setEditText("Ann")
    day.target.setEditText("Bob")
    day.post.setText("35")  # typed, never entered
    window.posts.refresh(select_phase="D1")
    again = Game.create("mountainous", MOUNTAIN, seed=5)
    again.end_phase()
    again.end_phase()
    window.open_game(again, None)
    assert (day.voter.text(), day.target.text(), day.post.text()) == ("", "", "")
    assert window.posts.phase.currentData() in ("D2", "N1")  # the open phase, else the latest


def test_an_unknown_pr_is_flagged_beside_its_row_and_cleared_when_fixed(qtbot, window) -> None:
    window.open_game(Game.create("charge-me-up", CMU, seed=1), None)
    panel = window.pregame
    assert panel.table.isColumnHidden(3)  # the Check column shows only with a flag
    panel.set_choice("Androsynth", "Copp", "Chmmr")
    assert "no role “Copp” — did you mean Cop" in panel.checks[0].text()
    assert not panel.table.isColumnHidden(3)
    role_cell, vote_cell = panel.table.cellWidget(0, 1), panel.table.cellWidget(0, 2)
    assert "border" in role_cell.styleSheet() and vote_cell.styleSheet() == ""
    assert not panel.enter_choices()  # nothing entered while a cell is flagged
    assert "fix the flagged cells" in window.statusBar().currentMessage()
    panel.set_choice("Androsynth", "cop", "Chmmr")  # an id or a name, any case
    assert panel.checks[0].text() == "" and panel.table.isColumnHidden(3)
    assert role_cell.styleSheet() == ""
    assert panel.enter_choices()
    assert panel.choices()[0] == {"player": "Androsynth", "role": "cop", "vote": "Chmmr"}
    assert panel.table.cellWidget(0, 1).currentText() == "Cop"  # shown by its name


def test_tab_walks_down_the_roles_then_the_votes(qtbot, window) -> None:
    window.open_game(Game.create("charge-me-up", CMU, seed=1), None)
    window.activateWindow()
    qtbot.waitActive(window)
    table = window.pregame.table
    rows = table.rowCount()
    order = [table.cellWidget(r, 1) for r in range(rows)] + [
        table.cellWidget(r, 2) for r in range(rows)
    ]
    order[0].setFocus()
    for expected in order[1:]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert focused is expected or expected.isAncestorOf(focused)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.pregame.apply_choices

"""The window at a laptop's size: roster columns, tab keys, the first window."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafiamod.game import Game
from mafiamod.gui.models import RosterTableModel
from mafiamod.gui.roster import NOTES_MIN

from .conftest import MOUNTAIN

pytestmark = pytest.mark.gui

PEAKY = [
    "Томас",
    "Артур",
    "Джон",
    "Полли",
    "Ада",
    "Майкл",
    "Грейс",
    "Элфи",
    "Лука",
    "Алфи",
    "Эсме",
    "Линда",
    "Кэмпбелл",
    "Чарли",
    "Джонни",
    "Иса",
    "Финн",
    "Лиззи",
]


def test_long_role_names_leave_the_notes_visible(window) -> None:
    window.resize(1366, 700)
    game = Game.create("peaky-blinders", PEAKY, seed=3)
    window.open_game(game, None)
    game.note("Томас", "claims mirny")
    window.refresh_all()
    QApplication.processEvents()
    view = window.roster.view
    columns = range(RosterTableModel.NOTES + 1)
    right = max(
        view.columnViewportPosition(c) + view.columnWidth(c)
        for c in columns
        if not view.isColumnHidden(c)
    )
    assert right <= view.viewport().width()  # every column shows, no horizontal scrolling
    assert view.columnWidth(RosterTableModel.NOTES) >= NOTES_MIN
    assert not view.verticalScrollBar().isVisible()  # 18 players fit
    long_role = max((r.role for r in window.roster.model.rows), key=len)
    assert view.fontMetrics().horizontalAdvance(long_role) > view.columnWidth(
        RosterTableModel.ROLE
    )  # elided
    row = next(r for r, x in enumerate(window.roster.model.rows) if x.role == long_role)
    tip = window.roster.model.data(
        window.roster.model.index(row, RosterTableModel.ROLE), Qt.ItemDataRole.ToolTipRole
    )
    assert tip == long_role  # the whole name on hover


def test_ctrl_digits_switch_tabs_and_ctrl_1_is_ready_to_enter(window) -> None:
    window.open_game(Game.create("mountainous", MOUNTAIN, seed=5), None)
    assert [
        a.shortcut().toString()
        for a in (window.ui.actionShowEntry, window.ui.actionShowTimeline, window.ui.actionShowLog)
    ] == ["Ctrl+1", "Ctrl+2", "Ctrl+3"]
    window.day.voter.setEditText("Ann")
    window.day.target.setEditText("Bob")
    assert window.day.submit()
    assert window.end_phase()
    assert window.view.centerTabs.currentIndex() == 1  # the resolved phase's timeline
    assert "Ctrl+1 enters N1" in window.statusBar().currentMessage()
    window.ui.actionShowLog.trigger()
    assert window.view.centerTabs.currentIndex() == 2
    window.ui.actionShowEntry.trigger()
    assert window.view.centerTabs.currentIndex() == 0
    assert window.view.entryStack.currentWidget() is window.night
    assert window.night.quick.hasFocus() or QApplication.focusWidget() is window.night.quick


def test_the_tab_keys_do_nothing_without_a_game(window) -> None:
    window.ui.actionShowTimeline.trigger()
    assert window.view is None and window.ui.pageStack.currentWidget() is window.welcome_page


def test_ctrl_2_pressed_shows_the_timeline(qtbot, window) -> None:
    window.open_game(Game.create("mountainous", MOUNTAIN, seed=5), None)
    assert window.ui.pageStack.currentWidget() is window.game_page
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window.day.voter, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.view.centerTabs.currentIndex() == 1
    qtbot.keyClick(window.timeline, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert window.view.centerTabs.currentIndex() == 0 and window.day.voter.hasFocus()

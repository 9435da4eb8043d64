"""What a first game with awkward sign-ups showed in the window (uxreview)."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafiamod.game import Game
from mafiamod.gui.models import RosterTableModel

pytestmark = pytest.mark.gui

LONG = "Averyveryveryverylongforumnicknamethatgoesonandonforever_2026"
AWKWARD = ["[b]Bold[/b]", "<i>x</i>", LONG, "Андрей", "Ёжик в тумане", "Bob", "Cid", "Dan", "Eve"]


def test_a_very_long_name_leaves_room_for_role_and_faction(window) -> None:
    window.resize(1366, 768)
    window.open_game(Game.create("cop-9", AWKWARD, seed=7), None)
    QApplication.processEvents()
    view = window.roster.view
    model = RosterTableModel
    shown = [c for c in range(model.NOTES + 1) if not view.isColumnHidden(c)]
    assert {model.NAME, model.STATUS, model.ROLE, model.FACTION} <= set(shown)
    right = max(view.columnViewportPosition(c) + view.columnWidth(c) for c in shown)
    assert right <= view.viewport().width()  # nothing pushed out of sight
    metrics = view.fontMetrics()
    for row in window.roster.model.rows:  # every role whole beside the long name
        assert metrics.horizontalAdvance(row.role) < view.columnWidth(model.ROLE), row.role
    assert metrics.horizontalAdvance(LONG) > view.columnWidth(model.NAME)  # it elides
    index = window.roster.proxy.index(AWKWARD.index(LONG), model.NAME)
    assert LONG in window.roster.proxy.data(index, Qt.ItemDataRole.ToolTipRole)

"""Every Qt table model of the window, checked with qtmodeltester (empty and filled)."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt

from mafiamod.gui.models import (
    EntriesTableModel,
    EntryRow,
    LogRow,
    LogTableModel,
    PostRow,
    PostsTableModel,
    RosterRow,
    RosterTableModel,
    TallyRow,
    TallyTableModel,
    TimelineRow,
    TimelineTableModel,
)

pytestmark = pytest.mark.gui

ROWS = {
    RosterTableModel: [
        RosterRow("Ann", "alive", "Vanilla Townie", "Town", "", "", True, "#2e7d32"),
        RosterRow("Fay", "dead", "Mafia Goon", "Mafia", "1", "scummy", False, "#c62828"),
    ],
    EntriesTableModel: [
        EntryRow(1, "Ann", "elimination vote", "Bob", "post=3", "counted"),
        EntryRow(2, "Bob", "factional-kill", "Ann", "", "ignored: the player is dead", True),
    ],
    TallyTableModel: [TallyRow("elimination", "Bob", "2", "Ann, Cid", "L-2")],
    TimelineTableModel: [
        TimelineRow("trace", "Mafia Fay killed Ann"),
        TimelineRow("draw", "deal = Fay", 0),
    ],
    PostsTableModel: [
        PostRow("D1:role-pm:Ann:0", "D1", "role-pm", "Ann", "[b]Ann[/b]", True),
        PostRow("D1:vote-count::0", "D1", "vote-count", "(public)", "count"),
    ],
    LogTableModel: [LogRow(1, "D1", "vote", "elimination vote Ann → Bob")],
}


@pytest.mark.parametrize("model_class", list(ROWS), ids=lambda c: c.__name__)
def test_model(qtmodeltester, model_class) -> None:
    model = model_class()
    qtmodeltester.check(model)
    model.set_rows(ROWS[model_class])
    qtmodeltester.check(model)
    assert model.rowCount() == len(ROWS[model_class])
    assert model.headerData(0, Qt.Orientation.Horizontal) == model.COLUMNS[0][0]


def test_roster_greys_the_dead() -> None:
    model = RosterTableModel()
    model.set_rows(ROWS[RosterTableModel])
    dead = model.index(1, RosterTableModel.NAME)
    assert model.data(dead, Qt.ItemDataRole.ForegroundRole).color().name() == "#8a8a8a"
    assert model.data(dead, Qt.ItemDataRole.FontRole).strikeOut()
    faction = model.index(0, RosterTableModel.FACTION)
    assert model.data(faction, Qt.ItemDataRole.DecorationRole).name() == "#2e7d32"


def test_posts_sent_tick_asks_the_game(qtbot) -> None:
    model = PostsTableModel()
    model.set_rows(ROWS[PostsTableModel])
    index = model.index(1, PostsTableModel.SENT)
    assert model.data(index, Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    with qtbot.waitSignal(model.sent_toggled) as blocker:
        model.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert blocker.args == ["D1:vote-count::0", True]

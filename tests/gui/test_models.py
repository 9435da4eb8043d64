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


def test_roster_cells_in_one_pass() -> None:
    """The roster writes a row's cells in one pass (``cells``): what each cell shows and says."""
    model = RosterTableModel()
    dying = RosterRow("Bo", "dying", "Cop", "Town", "", "", True, "#2e7d32", "dies (seated)")
    model.set_rows([*ROWS[RosterTableModel], dying])
    data = model.data
    ann, fay, bo = (model.index(r, RosterTableModel.STATUS) for r in range(3))
    assert data(bo, Qt.ItemDataRole.DisplayRole) == "dying"
    assert data(bo, Qt.ItemDataRole.ForegroundRole).color().name() == "#e65100"
    assert data(bo, Qt.ItemDataRole.ToolTipRole) == "Bo — dies (seated)"
    assert data(fay, Qt.ItemDataRole.ToolTipRole) == "Fay — dead\nNote: scummy"
    role = model.index(0, RosterTableModel.ROLE)
    assert data(role, Qt.ItemDataRole.ForegroundRole).color().name() == "#2e7d32"
    assert data(role, Qt.ItemDataRole.ToolTipRole) == "Vanilla Townie"
    assert data(model.index(0, RosterTableModel.NOTES), Qt.ItemDataRole.ToolTipRole) is None
    assert data(model.index(0, RosterTableModel.NAME), Qt.ItemDataRole.FontRole) is None
    assert data(model.index(1, RosterTableModel.FACTION), Qt.ItemDataRole.DecorationRole) == (
        data(model.index(1, RosterTableModel.NAME), Qt.ItemDataRole.ForegroundRole).color()
    )  # the dead's swatch is grey too
    assert data(ann, Qt.ItemDataRole.UserRole) == "alive"
    for r in range(3):  # the same as asking one cell and role at a time
        row = model.rows[r]
        for column in range(len(model.COLUMNS)):
            for role in model.ROLES:
                assert (model.value(row, column, role) is None) == (
                    data(model.index(r, column), role) is None
                )


def test_posts_sent_tick_asks_the_game(qtbot) -> None:
    model = PostsTableModel()
    model.set_rows(ROWS[PostsTableModel])
    index = model.index(1, PostsTableModel.SENT)
    assert model.data(index, Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    with qtbot.waitSignal(model.sent_toggled) as blocker:
        model.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert blocker.args == ["D1:vote-count::0", True]

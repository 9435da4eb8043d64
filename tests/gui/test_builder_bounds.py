"""The setup builder's number boxes keep to the declarations' bounds: a switch's ``min`` /
``max`` (mafiamod/engine/config.py), a unique role's 1 and the library setup's largest game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from PySide6.QtWidgets import QSpinBox, QStyleOptionViewItem, QWidget

from mafiamod.gui.setup_builder import COUNT, SetupBuilderDialog
from mafiamod.setup_builder import Library, SwitchChoice

pytestmark = pytest.mark.gui


def test_a_switchs_max_bounds_its_box(qtbot, tmp_path) -> None:
    library = Library.load()
    majority = next(s for s in library.switches if s.key == "majority")
    assert majority.kind == "day-or-off" and majority.maximum is None
    bounded = (
        replace(majority, maximum=5),
        SwitchChoice("rounds", "Rounds", "", 2, "count", minimum=1, maximum=4),
    )
    dialog = SetupBuilderDialog(tmp_path, library=replace(library, switches=bounded))
    qtbot.addWidget(dialog)
    day, rounds = (dialog.switch_widgets[k] for k in ("majority", "rounds"))
    assert isinstance(day, QSpinBox) and isinstance(rounds, QSpinBox)
    assert (day.minimum(), day.maximum()) == (0, 5)  # 0: off
    assert (rounds.minimum(), rounds.maximum()) == (1, 4)
    rounds.setValue(9)
    assert rounds.value() == 4


def test_an_unbounded_switch_offers_up_to_99(qtbot, tmp_path) -> None:
    dialog = SetupBuilderDialog(tmp_path)
    qtbot.addWidget(dialog)
    day = dialog.switch_widgets["majority"]
    assert isinstance(day, QSpinBox) and day.maximum() == 99


def test_role_counts_keep_to_the_largest_game(qtbot, tmp_path) -> None:
    library = replace(Library.load(), players_max=12)
    dialog = SetupBuilderDialog(tmp_path, library=library)
    qtbot.addWidget(dialog)
    dialog.select_role("vanilla-townie")
    assert dialog.ui.countSpin.maximum() == 12
    unique = next(r.id for r in library.roles if r.unique)
    row = dialog.select_role(unique)
    assert dialog.ui.countSpin.maximum() == 1
    table = dialog.ui.rolesTable
    delegate = table.itemDelegateForColumn(COUNT) or table.itemDelegate()
    host = QWidget()
    qtbot.addWidget(host)
    editor = delegate.createEditor(host, QStyleOptionViewItem(), table.model().index(row, COUNT))
    assert isinstance(editor, QSpinBox) and editor.maximum() == 1
    dialog.select_role("vanilla-townie")
    dialog.set_count("vanilla-townie", 30)
    assert dialog.ui.countSpin.value() == 12

"""A classic game in the window: the open setup dealt from role counts typed in the
wizard, a day with Sleep, a night whose Cop reads a Godfather as town."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtWidgets import QLineEdit

from mafiamod.gui.wizard import NewGameWizard

pytestmark = pytest.mark.gui
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon"]


def test_classic_game_in_the_window(qtbot, window, tmp_path: Path) -> None:
    window.resize(1366, 768)
    wizard = NewGameWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.ui.setupList.setCurrentRow([s.id for s in wizard.setups].index("classic"))
    wizard.next()
    wizard.ui.playersEdit.setPlainText("\n".join(NAMES))
    wizard.next()
    wizard.ui.seedSpin.setValue(5)
    wizard.ui.fileEdit.setText(str(tmp_path / "c.mafia"))
    field = wizard.config_fields["roles"]
    assert isinstance(field, QLineEdit)
    field.setText("cop=1, doctor=1, roleblocker=1, godfather=1, mafia-goon=1")
    wizard.next()
    assert wizard.currentId() == 3, wizard.ui.dealSummary.text()
    assert window.files.finish_wizard(wizard)
    wizard.close()
    game = window.session.game
    roles = sorted(p.role for p in game.state.players)
    assert roles.count("vanilla-townie") == 5 and "godfather" in roles, roles
    window.day.voter.setEditText("Ann")
    window.day.target.setEditText("no-lynch")
    window.day.submit()
    window.ui.actionEndPhase.trigger()
    assert window.session.phase_id() == "N1"
    cop = next(p.name for p in game.state.players if p.role == "cop")
    row = window.night.row(cop)
    assert row is not None and row.ability.currentData() == "investigate"
    gf = next(p.name for p in game.state.players if p.role == "godfather")
    window.night.quick.setText(f"{cop} investigate {gf}")
    assert window.night.submit_quick(), window.statusBar().currentMessage()
    window.ui.actionEndPhase.trigger()
    rec = next(r for r in game.records() if r.id == "N1")
    assert any(p["to"] == cop and "aligned with the Town" in p["text"] for p in rec.pms), rec.pms
    window.posts.refresh(select_phase="N1")

"""A Charge Me Up game through the window: pre-game choices in the wizard, a day, a night."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QDateTime
from PySide6.QtWidgets import QApplication, QMessageBox

from mafiamod.gui.entry_dialogs import DeadlineDialog, DrawDialog

from .conftest import CMU, answer_dialog, run_wizard

pytestmark = pytest.mark.gui

CHOICES = {
    "Androsynth": ("rolecop", "Ariloulaleelay"),
    "Chmmr": ("jailkeeper", "Supox"),
    "VUX": ("jailkeeper", "Chmmr"),
    "Supox": ("doctor", "VUX"),
}


def enter_choices(wizard) -> None:
    panel = wizard.pregame
    assert panel is not None, "charge-me-up has a pre-game page"
    for player, (role, vote) in CHOICES.items():
        panel.set_choice(player, role, vote)
    assert panel.enter_choices()
    shown = panel.result.toPlainText()
    assert "Jailkeeper: Chmmr and VUX both get it" in shown
    assert "Doctor: Supox gets it" in shown


def test_charge_me_up_game(qtbot, window, tmp_path: Path, monkeypatch) -> None:
    run_wizard(qtbot, window, "charge-me-up", CMU, 1, tmp_path / "cmu.mafia", pregame=enter_choices)
    game = window.session.game
    assert window.session.phase_id() == "pregame"
    assert window.phase_bar.end_button.text() == "Finish pre-game"
    assert window.view.entryStack.currentWidget() is window.pregame
    assert window.pregame.choices()[0] == {
        "player": "Androsynth",
        "role": "rolecop",
        "vote": "Ariloulaleelay",
    }
    window.phase_bar.end_button.click()
    assert window.session.phase_id() == "D1"
    roster = {r.name: r for r in window.roster.model.rows}
    assert roster["VUX"].role == "Jailkeeper" and roster["VUX"].charges == "1"
    assert roster["VUX"].faction == "Mafia" and roster["VUX"].color

    # PMs: the jailkeeper's alignment PM (the team), then the role PM (the PR); one of each
    window.posts.refresh(select_phase="pregame")
    kinds = [r.kind for r in window.posts.model.rows if r.to == "VUX"]
    assert sorted(kinds) == ["alignment-pm", "role-pm"]
    assert window.posts.select("alignment-pm", "VUX")
    window.posts.copy.click()
    assert QApplication.clipboard().text() == window.posts.text_of(window.posts.current_row())
    assert "Mafia" in QApplication.clipboard().text()

    # A deadline with a countdown.
    answer_dialog(
        monkeypatch,
        DeadlineDialog,
        lambda d: (
            d.ui.noneCheck.setChecked(False),
            d.ui.deadlineEdit.setDateTime(
                QDateTime.fromString("2099-12-01 20:00", "yyyy-MM-dd HH:mm")
            ),
        ),
    )
    window.phase_bar.deadline_button.click()
    assert "left" in window.phase_bar.deadline_label.text()

    for voter in ("Androsynth", "Ariloulaleelay", "Ilwrath"):
        window.day.voter.setEditText(voter)
        window.day.target.setEditText("Orz")
        assert window.day.submit()
    window.phase_bar.end_button.click()
    assert window.session.phase_id() == "N1"
    assert not game.state.is_alive("Orz")

    # Night: faction kill, jailkeeper and doctor from their rows; the form offers their abilities.
    vux = window.night.row("VUX")
    assert {vux.ability.itemData(i) for i in range(1, vux.ability.count())} == {
        "factional-kill",
        "jailkeep",
    }
    vux.ability.setCurrentIndex(vux.ability.findData("jailkeep"))
    vux.pickers[0].setEditText("Supox")
    assert vux.submit()
    window.night.quick.setText("Syreen nightkill Melnorme")
    assert window.night.submit_quick()
    window.night.quick.setText("Supox protect Melnorme")
    assert window.night.submit_quick(), window.statusBar().currentMessage()
    window.night.quick.setText("Supox protect Melnorme extra")
    assert not window.night.submit_quick()
    window.phase_bar.end_button.click()
    assert window.session.phase_id() == "D2"
    trace = " ".join(r.text for r in window.timeline.model.rows)
    assert "Supox" in trace

    # Override the pre-game deal draw: refused unless made as a public re-deal, which gives
    # a new commitment to announce and cannot be undone silently.
    window.timeline.refresh(select="pregame")
    assert window.timeline.select_draw("deal")
    first = game.commitment()
    asked: list = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a: asked.append(a[2]) or QMessageBox.StandardButton.No
    )
    monkeypatch.setattr(QMessageBox, "information", lambda *a: asked.append(a[2]))
    seen: list = []
    answer_dialog(monkeypatch, DrawDialog, lambda d: d.tick(["Androsynth", "Pkunk", "Yehat"]), seen)
    window.timeline.override.click()
    assert "VUX" in seen[0].ui.drawnValue.text()  # the drawn value, shown in the dialog
    assert first in asked[0] and game.state.player("VUX").alignment == "mafia"  # declined
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    window.timeline.override.click()
    assert game.state.player("Pkunk").alignment == "mafia"
    assert game.commitment() != first and game.commitment() in asked[-1]  # to announce
    window.ui.actionUndo.trigger()  # refused: the announced deal stays
    assert game.state.player("Pkunk").alignment == "mafia"
    assert "committed" in window.statusBar().currentMessage()

    # Posts of the night.
    window.posts.refresh(select_phase="N1")
    texts = [r.text for r in window.posts.model.rows]
    assert texts
    window.posts.copy_pms_button.click()
    pms = [r for r in window.posts.model.rows if r.to != "(public)"]
    assert all(r.text.strip()[:20] in QApplication.clipboard().text() for r in pms)

"""Notes, replacements, modkills, the deadline, the log, and the game-over page."""

from __future__ import annotations

import hashlib

import pytest

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from mafiamod.game import Game
from mafiamod.gui.entry_dialogs import DeadlineDialog, PlayerDialog

from .conftest import MOUNTAIN, answer_dialog

pytestmark = pytest.mark.gui


@pytest.fixture
def game(window) -> Game:
    game = Game.create("mountainous", MOUNTAIN, seed=5)
    window.open_game(game, None)
    return game


def fill_player(new: str = "", note: str = "", player: str | None = None):
    def fill(dialog: PlayerDialog) -> None:
        if player is not None:
            dialog.ui.playerBox.setCurrentText(player)
        dialog.ui.newNameEdit.setText(new)
        if note:
            dialog.ui.noteEdit.setPlainText(note)

    return fill


def choices(dialog: PlayerDialog) -> list[str]:
    return [dialog.ui.playerBox.itemText(i) for i in range(dialog.ui.playerBox.count())]


def test_note_replace_and_modkill_from_the_roster(window, game, monkeypatch) -> None:
    window.roster.select("Bob")
    seen: list = []
    answer_dialog(monkeypatch, PlayerDialog, fill_player(note="claims cop"), seen)
    window.ui.actionNote.trigger()
    assert game.notes() == {"Bob": "claims cop"}
    assert seen[-1].ui.playerBox.currentText() == "Bob"  # the roster's selection
    assert {r.name: r.note for r in window.roster.model.rows}["Bob"] == "claims cop"
    window.roster.filter.setText("cop")
    assert window.roster.proxy.rowCount() == 1
    window.roster.filter.clear()

    window.roster.select("Cid")
    answer_dialog(monkeypatch, PlayerDialog, fill_player(new="Cedric"), seen)
    window.ui.actionReplace.trigger()
    assert game.state.has_player("Cedric") and not game.state.has_player("Cid")
    window.roster.select("Ann")
    answer_dialog(monkeypatch, PlayerDialog, fill_player(new="Bob"), seen)
    window.ui.actionReplace.trigger()
    assert "already in use" in seen[-1].ui.problem.text()  # the refusal stays in the dialog
    assert seen[-1].ui.problem.isVisibleTo(seen[-1])

    window.roster.select("Gus")
    answer_dialog(monkeypatch, PlayerDialog, fill_player(), seen)
    window.ui.actionModkill.trigger()
    assert not game.state.is_alive("Gus")
    assert window.ui.actionUndo.text() == "&Undo modkill Gus"
    assert [window.log.data(window.log.index(r, 3)) for r in range(window.log.rowCount())][
        -1
    ] == "modkill Gus"
    window.ui.actionModkill.trigger()
    assert "Gus" not in choices(seen[-1])  # only the living can be modkilled or replaced
    answer_dialog(monkeypatch, PlayerDialog, fill_player(note="dead, was town"), seen)
    window.ui.actionNote.trigger()
    assert "Gus" in choices(seen[-1])  # any player can have a note


def test_no_player_selected_lets_the_moderator_choose(window, game, monkeypatch) -> None:
    window.roster.view.clearSelection()
    window.roster.view.setCurrentIndex(window.roster.proxy.index(-1, -1))
    seen: list = []
    answer_dialog(monkeypatch, PlayerDialog, fill_player(), seen)
    window.ui.actionModkill.trigger()
    assert seen[-1].ui.problem.text() == "Choose a player."
    answer_dialog(monkeypatch, PlayerDialog, fill_player(player="Eve"), seen)
    window.ui.actionModkill.trigger()
    assert not game.state.is_alive("Eve")


def test_the_deadline_is_a_date_and_time_or_none(window, game, monkeypatch) -> None:
    seen: list = []

    def pick(dialog: DeadlineDialog) -> None:
        assert dialog.ui.noneCheck.isChecked() and not dialog.ui.deadlineEdit.isEnabled()
        dialog.ui.noneCheck.setChecked(False)
        dialog.ui.deadlineEdit.setDateTime(
            QDateTime.fromString("2099-12-01 20:00", "yyyy-MM-dd HH:mm")
        )

    answer_dialog(monkeypatch, DeadlineDialog, pick, seen)
    window.ui.actionDeadline.trigger()
    assert window.session.phase_input().data["deadline"] == "2099-12-01 20:00"
    assert "left" in window.phase_bar.deadline_label.text()
    answer_dialog(monkeypatch, DeadlineDialog, lambda d: d.ui.noneCheck.setChecked(True), seen)
    window.ui.actionDeadline.trigger()
    assert (
        seen[-1].ui.deadlineEdit.dateTime().toString("yyyy-MM-dd HH:mm") == "2099-12-01 20:00"
    )  # prefilled
    assert window.phase_bar.deadline_label.text() == "no deadline"


def test_game_over_page(window, game) -> None:
    mafia = next(p.name for p in game.state.players if p.alignment == "mafia")
    for voter in MOUNTAIN[:4]:
        if voter != mafia:
            game.vote(voter, mafia)
    window.refresh_all()
    window.end_phase()
    assert window.session.phase_id() is None
    assert window.view.entryStack.currentWidget() is window.game_over
    assert "Town</b>" in window.game_over.text()
    assert not window.phase_bar.end_button.isEnabled()
    window.game_over.reveal.click()
    reveal = QApplication.clipboard().text()
    body, _, rest = reveal.partition("[/code]\n")
    body = body.removeprefix("[code]\n")
    assert "seed: 5\n" in rest and hashlib.sha256(body.encode()).hexdigest() in rest
    assert f"{mafia}: mafia-goon (mafia)" in body


def test_ctrl_z_in_an_empty_field_undoes_the_last_entry(qtbot, window, game) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    day = window.day
    day.voter.setEditText("Ann")
    day.target.setEditText("Bob")
    assert day.submit()
    assert day.voter.lineEdit().hasFocus()
    qtbot.keyClick(day.voter.lineEdit(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not any(e.kind == "vote" for e in game.events)
    qtbot.keyClick(
        day.voter.lineEdit(),
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert [e.kind for e in game.events].count("vote") == 1
    day.voter.lineEdit().setText("")
    qtbot.keyClicks(day.voter.lineEdit(), "Cid")
    qtbot.keyClick(day.voter.lineEdit(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [e.kind for e in game.events].count("vote") == 1  # the field's own typing was undone


def test_shortcut_list(window, monkeypatch) -> None:
    shown = []
    # the window's own table: a rich text box (every other message box is plain text)
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: shown.append(box.text() if box.textFormat() == Qt.TextFormat.RichText else ""),
    )
    window.ui.actionShortcuts.trigger()
    for key in ("Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+N", "Ctrl+Shift+E", "Ctrl+L", "F2"):
        assert f"<b>{key}</b>" in shown[0]


def test_the_phase_bar_reads_a_deadline_as_the_rules_do() -> None:
    """engine.moments: the phase bar counts down to what the dialog wrote and the rules read
    (a TOML date-time written without quotes too); anything else shows no deadline."""
    from datetime import datetime

    from mafiamod.gui.phasebar import parse_deadline

    assert parse_deadline("2099-12-01 20:00") == datetime(2099, 12, 1, 20, 0)
    assert parse_deadline(datetime(2099, 12, 1, 20, 0)) == datetime(2099, 12, 1, 20, 0)
    assert parse_deadline("") is None and parse_deadline("tomorrow") is None

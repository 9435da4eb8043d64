"""The new-game wizard: sign-up list checks, fixed deals, the commitment, games without a file."""

from __future__ import annotations

import pytest

from mafiamod.commitment import commitment
from mafiamod.gui.wizard import NewGameWizard, read_players

from .conftest import MOUNTAIN, run_wizard

pytestmark = pytest.mark.gui


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Paste the sign-up list"),
        ("Ann\n\nBob", "Line 2 is blank"),
        ("Ann\nBob\nann", "'ann' is on line 1 and again on line 3"),
    ],
)
def test_bad_lists_are_refused(text: str, message: str) -> None:
    names, problem = read_players(text)
    assert names == [] and message in problem


def test_names_are_trimmed_and_cyrillic_kept() -> None:
    assert read_players("  Томас Шелби \nArthur\n\n") == (["Томас Шелби", "Arthur"], "")


def test_players_page_refuses_wrong_count(qtbot) -> None:
    wizard = NewGameWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.ui.setupList.setCurrentRow([s.id for s in wizard.setups].index("mountainous"))
    wizard.next()
    wizard.ui.playersEdit.setPlainText("Ann\nBob")
    wizard.next()
    assert wizard.currentId() == 1
    assert "needs 5–30 players" in wizard.ui.playersStatus.text()
    wizard.ui.playersEdit.setPlainText("Ann\nBob\nAnn")
    wizard.next()
    assert wizard.currentId() == 1 and "names must be distinct" in wizard.ui.playersStatus.text()


def test_setup_page_describes_the_setup(qtbot) -> None:
    wizard = NewGameWizard()
    qtbot.addWidget(wizard)
    ids = [s.id for s in wizard.setups]
    wizard.ui.setupList.setCurrentRow(ids.index("mountainous"))
    text = wizard.ui.setupInfo.toPlainText()
    assert "Mountainous" in text and "5–30" in text and "forum tradition" in text and "en" in text


def test_fixed_deal_in_memory_with_commitment(qtbot, window) -> None:
    wizard = NewGameWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.ui.setupList.setCurrentRow([s.id for s in wizard.setups].index("mountainous"))
    wizard.next()
    wizard.ui.playersEdit.setPlainText("\n".join(MOUNTAIN))
    wizard.next()
    wizard.ui.fileEdit.setText("")
    wizard.ui.fixedDeal.setChecked(True)
    table = wizard.ui.fixedTable
    for row in range(table.rowCount()):
        combo = table.cellWidget(row, 1)  # shows the role's name, keeps its id
        combo.setCurrentIndex(combo.findData("mafia-goon" if row == 0 else "vanilla-townie"))
    wizard.next()
    assert wizard.currentId() == 3
    assert wizard.ui.hashEdit.text() == commitment(wizard.game)
    assert window.files.finish_wizard(wizard)
    game = window.session.game
    assert game.store is None and "not saved to a file" in window.windowTitle()
    assert game.state.player("Ann").role == "mafia-goon"


def test_incomplete_fixed_deal_is_refused(qtbot, monkeypatch) -> None:
    shown = []
    monkeypatch.setattr("mafiamod.gui.dialogs.show_error", lambda *a: shown.append(a))
    wizard = NewGameWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.ui.setupList.setCurrentRow([s.id for s in wizard.setups].index("mountainous"))
    wizard.next()
    wizard.ui.playersEdit.setPlainText("\n".join(MOUNTAIN))
    wizard.next()
    wizard.ui.fileEdit.setText("")
    wizard.ui.fixedDeal.setChecked(True)
    wizard.next()
    assert wizard.currentId() == 2
    assert "choose the roles to fix" in shown[0][2]
    combo = wizard.ui.fixedTable.cellWidget(0, 1)
    combo.setCurrentIndex(combo.findData("mafia-goon"))
    wizard.next()
    assert wizard.currentId() == 2
    assert "missing: Bob" in shown[1][2]  # the setup's rules refuse a partial deal, in words


def test_existing_file_is_refused(qtbot, monkeypatch, tmp_path) -> None:
    shown = []
    monkeypatch.setattr("mafiamod.gui.dialogs.show_error", lambda *a: shown.append(a))
    taken = tmp_path / "taken.mafia"
    taken.write_text("x")
    wizard = NewGameWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.ui.setupList.setCurrentRow([s.id for s in wizard.setups].index("mountainous"))
    wizard.next()
    wizard.ui.playersEdit.setPlainText("\n".join(MOUNTAIN))
    wizard.next()
    wizard.ui.fileEdit.setText(str(taken))
    wizard.next()
    assert wizard.currentId() == 2 and "already exists" in shown[0][2]
    wizard.ui.fileEdit.setText(str(tmp_path / "nowhere" / "g.mafia"))
    wizard.next()
    assert wizard.currentId() == 2 and "does not exist" in shown[1][2]


def test_random_deal_is_seeded(qtbot, window, tmp_path) -> None:
    run_wizard(qtbot, window, "mountainous", MOUNTAIN, 5, tmp_path / "a.mafia")
    first = [p.role for p in window.session.game.state.players]
    run_wizard(qtbot, window, "mountainous", MOUNTAIN, 5, tmp_path / "b.mafia")
    assert [p.role for p in window.session.game.state.players] == first


def test_next_is_disabled_until_the_player_list_is_valid(qtbot) -> None:
    """Next on the players page follows the list: disabled (the red line still says why) on a
    list that cannot be dealt, enabled once it can."""
    wizard = NewGameWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.ui.setupList.setCurrentRow([s.id for s in wizard.setups].index("mountainous"))
    wizard.next()
    next_button = wizard.button(wizard.WizardButton.NextButton)
    assert not next_button.isEnabled()  # nothing pasted yet
    wizard.ui.playersEdit.setPlainText("Ann\nBob\nann")
    assert not next_button.isEnabled()
    assert "again on line 3" in wizard.ui.playersStatus.text()
    assert "b71c1c" in wizard.ui.playersStatus.styleSheet()
    wizard.ui.playersEdit.setPlainText("\n".join(f"P{i}" for i in range(1, 10)))
    assert next_button.isEnabled()
    wizard.ui.playersEdit.setPlainText("Ann\nBob")
    assert not next_button.isEnabled()

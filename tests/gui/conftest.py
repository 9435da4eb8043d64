"""Fixtures for driving the moderator's window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from PySide6.QtCore import QSettings

from mafiamod.gui.window import MainWindow
from mafiamod.gui.wizard import NewGameWizard
from mafiamod.gui.wizard_deal import set_config

MOUNTAIN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
CMU = [
    "Androsynth",
    "Ariloulaleelay",
    "Chmmr",
    "Ilwrath",
    "Melnorme",
    "Mycon",
    "Orz",
    "Pkunk",
    "Slylandro",
    "Supox",
    "Syreen",
    "Umgah",
    "VUX",
    "Yehat",
]


@pytest.fixture(autouse=True)
def english(qapp) -> None:
    """The window as the app starts it in English: with the plural forms ("1 draw", "2 draws")."""
    from mafiamod.gui.app import install_translation

    assert install_translation("en")


@pytest.fixture
def russian(qapp) -> Iterator[None]:
    """The window in Russian for one test, back to English after it."""
    from mafiamod.gui.app import install_translation

    assert install_translation("ru")
    yield
    install_translation("en")


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("confirm/end_phase", False)  # tests/gui/test_confirm_end.py asks
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.session.close()


def run_wizard(
    qtbot,
    window: MainWindow,
    setup: str,
    players: list[str],
    seed: int,
    file: Path | None,
    config: dict[str, str] | None = None,
    pregame=None,
) -> NewGameWizard:
    """Click through the new-game wizard as a moderator would."""
    wizard = NewGameWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    ids = [s.id for s in wizard.setups]
    wizard.ui.setupList.setCurrentRow(ids.index(setup))
    wizard.next()
    wizard.ui.titleEdit.setText(f"Test {setup}")
    wizard.ui.playersEdit.setPlainText("\n".join(players))
    wizard.next()
    assert wizard.currentId() == 2, wizard.ui.playersStatus.text()
    wizard.ui.seedSpin.setValue(seed)
    wizard.ui.fileEdit.setText(str(file) if file else "")
    for key, value in (config or {}).items():
        assert set_config(wizard.config_fields[key], value), f"{key}: no choice {value}"
    wizard.next()
    assert wizard.currentId() == 3, wizard.ui.dealSummary.text()
    if pregame:
        pregame(wizard)
    assert window.files.finish_wizard(wizard)
    wizard.close()
    return wizard


def answer_dialog(monkeypatch, cls, fill, seen: list | None = None) -> None:
    """Instead of showing a ``cls`` dialog: ``fill(dialog)`` as the moderator would, click OK.

    ``seen`` collects each dialog (after OK: a refused entry leaves it open, with ``problem``).
    """
    from PySide6.QtWidgets import QDialogButtonBox

    def exec_(dialog) -> int:
        fill(dialog)
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()
        if seen is not None:
            seen.append(dialog)
        return dialog.result()

    monkeypatch.setattr(cls, "exec", exec_)

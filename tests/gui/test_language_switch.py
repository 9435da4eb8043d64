"""Choosing a language in Preferences shows it at once: the forms, the welcome page and
every panel of the open game speak it, and switching back gives English again."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QSettings, Qt

from mafiamod.game import Game
from mafiamod.gui.models import RosterTableModel
from mafiamod.gui.window import MainWindow
from mafiamod.script import parse_script

pytestmark = pytest.mark.gui

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def texts(win: MainWindow) -> dict[str, str]:
    tabs = win.posts.preview.parentWidget().parentWidget()
    return {
        "menu": win.ui.menuFile.title(),
        "save copy": win.files.save_copy_action.text(),
        "welcome": win.welcome.new_button.text().strip(),
        "centre tab": win.view.centerTabs.tabText(0),
        "preview tab": tabs.tabText(0),
        "roster header": str(  # the whole name (a narrow roster shows the short one)
            win.roster.model.headerData(
                RosterTableModel.STATUS, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
            )
        ),
        "status": win.roster.model.rows[0].status and win.roster.count.text(),
        "end button": win.phase_bar.end_button.text(),
        "quick": win.night.quick.placeholderText(),
    }


def test_switching_to_russian_and_back(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("MAFIAMOD_LANGUAGE", raising=False)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("confirm/end_phase", False)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    game = Game.from_script(parse_script((BENCH / "cmu-night1.toml").read_text()))
    game.live = True
    win.open_game(game, None)
    assert win.night.enter("VUX", "jailkeep", ["Syreen"], {})
    english = texts(win)
    assert english["menu"] == "&File" and english["preview tab"] == "Preview"
    try:
        settings.setValue("language", "ru")
        assert win.apply_language()
        qtbot.waitUntil(lambda: win.ui.menuFile.title() == "&Файл")
        qtbot.waitUntil(lambda: not win._retranslating)
        russian = texts(win)
        assert russian["save copy"] == "Сохранить &копию…"
        assert russian["welcome"].startswith("Новая игра…")
        assert russian["preview tab"] == "Просмотр"
        assert russian["status"].startswith("живы")
        assert all(russian[k] != english[k] for k in english), (russian, english)
        # the game is the same: the entry made before the switch is still there
        assert [r.status for r in win.night.entries.rows] == ["введено"]
        assert win.session.phase_id() == "N1"
    finally:
        settings.setValue("language", "en")
        assert win.apply_language()
    qtbot.waitUntil(lambda: win.ui.menuFile.title() == "&File")
    qtbot.waitUntil(lambda: not win._retranslating)
    assert texts(win) == english
    assert win.night.enter("Orz", "factional-kill", ["Ilwrath"], {})  # the new panels work
    win.session.close()

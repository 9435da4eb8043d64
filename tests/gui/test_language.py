"""The window speaks Russian when asked (Preferences, the system locale, MAFIAMOD_LANGUAGE)."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QSettings

from mafiamod.gui.app import chosen_language
from mafiamod.gui.preferences import PreferencesDialog
from mafiamod.gui.window import MainWindow

pytestmark = pytest.mark.gui


def test_the_window_in_russian(qtbot, tmp_path: Path, russian: None) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    assert win.ui.menuFile.title() == "&Файл"
    assert win.ui.actionPreferences.text() == "&Настройки…"
    assert win.welcome.new_button.text().strip().startswith("Новая игра…")


def test_preferences_store_the_language_and_the_folder(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("MAFIAMOD_LANGUAGE", raising=False)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("ru"))
    dialog.folder.setText(str(tmp_path))
    dialog.accept()
    assert settings.value("language") == "ru" and chosen_language(settings) == "ru"
    assert dialog.language_changed() or dialog.start_language == "ru"
    assert settings.value("files/last_folder") == str(tmp_path.resolve())
    monkeypatch.setenv("MAFIAMOD_LANGUAGE", "en")
    assert chosen_language(settings) == "en"


def test_new_games_go_to_the_last_folder_else_documents(tmp_path: Path) -> None:
    from mafiamod.gui.folders import game_folder, remember_folder
    from mafiamod.paths import documents_dir

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    documents_dir().mkdir(parents=True, exist_ok=True)
    assert game_folder(settings) == documents_dir()
    (tmp_path / "games").mkdir()
    remember_folder(settings, tmp_path / "games" / "g.mafia")
    assert game_folder(settings) == (tmp_path / "games").resolve()


def test_the_panels_strings_are_translated(qtbot, tmp_path: Path, russian: None) -> None:
    """Strings a merge once left in English: the posts panel's tabs and phase list, the
    night's entry status, the timeline's open phase, the pre-game's empty result."""
    from mafiamod.game import Game
    from mafiamod.gui.pregame_panel import record_html
    from mafiamod.script import parse_script

    root = Path(__file__).resolve().parents[2]
    game = Game.from_script(parse_script((root / "benchmarks" / "cmu-night1.toml").read_text()))
    game.live = True
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.open_game(game, None)
    assert win.night.enter("VUX", "jailkeep", ["Syreen"], {})
    tabs = win.posts.preview.parentWidget().parentWidget()
    assert [tabs.tabText(i) for i in range(tabs.count())] == ["Просмотр", "BBCode"]
    assert win.posts.phase.itemText(0) == "Все фазы"
    assert [r.status for r in win.night.entries.rows] == ["введено"]
    win.timeline.refresh()
    assert "(открыта: предпросмотр)" in win.timeline.phase.currentText()
    assert "Ещё ничего не вычислено" in record_html(None)


def test_engine_messages_in_russian(russian: None) -> None:
    """The rules' English messages are said in Russian, ids by their names (engine_text)."""
    from mafiamod.engine.errors import IllegalEntry
    from mafiamod.engine.model import PhaseRecord
    from mafiamod.gui import engine_text
    from mafiamod.gui.timeline import timeline_rows
    from mafiamod.gui.wording import Wording

    words = Wording(abilities={"kill": "Выстрел"})
    record = PhaseRecord("N1")
    record.note(
        "{actor}'s {ability} fails: {actor} was blocked by {by}",
        actor="Ann",
        ability="kill",
        by="Bo",
    )
    assert record.trace == ["Ann's kill fails: Ann was blocked by Bo"]  # the export: English
    assert [r.text for r in timeline_rows(record, words)][0] == (
        "Выстрел (Ann) не срабатывает: Ann заблокирован(а) игроком Bo"
    )
    assert engine_text.error(IllegalEntry("actor-dead")) == "игрок мёртв"
    assert engine_text.reason("no-shots") == "у игрока не осталось выстрелов"
    assert engine_text.say("a line an old rule wrote") == "a line an old rule wrote"

"""Ending a phase asks once (what will happen, don't ask again); PMs copied and marked sent."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from mafiamod.game import Game
from mafiamod.gui.confirm_end import end_summary
from mafiamod.gui.window import MainWindow
from mafiamod.script import parse_script

pytestmark = pytest.mark.gui

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def night_game() -> Game:
    game = Game.from_script(parse_script((BENCH / "cmu-night1.toml").read_text()))
    game.live = True
    return game


@pytest.fixture
def asking(qtbot, tmp_path: Path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.open_game(night_game(), None)
    yield win
    win.session.close()


def answer(button: QMessageBox.StandardButton, seen: list[str], tick: bool = False) -> None:
    def reply() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        if tick:
            box.checkBox().setChecked(True)
        box.button(button).click()

    QTimer.singleShot(0, reply)


def test_ending_asks_once_with_what_will_happen(asking) -> None:
    game = asking.session.game
    game.act("VUX", "jailkeep", ["Syreen"])
    game.act("Orz", "factional-kill", ["Ilwrath"])
    asking.refresh_all()
    assert end_summary(asking.session) == "Resolve N1: 2 actions, 1 death"
    seen: list[str] = []
    answer(QMessageBox.StandardButton.Cancel, seen)
    assert not asking.end_phase()
    assert asking.session.phase_id() == "N1" and seen == ["Resolve N1: 2 actions, 1 death"]
    answer(QMessageBox.StandardButton.Ok, seen, tick=True)
    assert asking.end_phase()
    assert asking.session.phase_id() == "D2"
    assert asking.settings.value("confirm/end_phase", type=bool) is False
    assert asking.end_phase()  # not asked again: no dialog answers it
    assert asking.session.phase_id() == "N2"


def test_counts_take_the_plural_form_of_the_language(qapp) -> None:
    """Qt's %n plurals: English "1 draw"/"2 draws", Russian 1 жребий / 2 жребия / 5 жребиев."""
    from PySide6.QtCore import QCoreApplication

    from mafiamod.gui.app import install_translation

    def say(text: str, n: int) -> str:
        return QCoreApplication.translate("ConfirmEnd", text, None, n)

    assert [say("%n draw(s)", n) for n in (1, 2, 5)] == ["1 draw", "2 draws", "5 draws"]
    try:
        assert install_translation("ru")
        assert [say("%n draw(s)", n) for n in (1, 2, 5, 21, 22, 11)] == [
            "1 жребий",
            "2 жребия",
            "5 жребиев",
            "21 жребий",
            "22 жребия",
            "11 жребиев",
        ]
        assert [say("%n vote(s)", n) for n in (1, 3, 7)] == ["1 голос", "3 голоса", "7 голосов"]
        assert QCoreApplication.translate("PhaseBar", "%n player(s)", None, 1) == "1 игрок"
    finally:
        install_translation("en")


def test_copy_and_mark_sent_walks_the_unsent(asking) -> None:
    game = asking.session.game
    game.act("Androsynth", "investigate", ["Umgah"])
    game.act("Chmmr", "track", ["Supox"])
    asking.settings.setValue("confirm/end_phase", False)
    asking.refresh_all()
    assert asking.end_phase()
    posts = asking.posts
    kinds = [(r.kind, r.to) for r in posts.model.rows]
    assert kinds[0] == ("night-result", "(public)") and len(kinds) == 3
    for _ in kinds:
        row = posts.current_row()
        posts.copy_sent.click()
        if row.to != "(public)":
            assert QApplication.clipboard().text().startswith(f"[b]PM to {row.to}[/b]\n")
    assert all(r.sent for r in posts.model.rows)
    assert {k for k in game.sent_keys() if k.startswith("N1:")} == {r.key for r in posts.model.rows}
    posts.copy_all_pms()
    text = QApplication.clipboard().text()
    assert text.startswith("===== Result PM (2) =====") and "=== PM to Chmmr ===" in text

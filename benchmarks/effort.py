"""Moderation effort: keys and clicks for a Charge Me Up Night 1 of twelve actions.

Drives the real window with QTest key and mouse events, from the open night to the night
post and every result PM copied and marked sent, counting every key and click the
moderator makes in the app: once by pasting the twelve PMs (``benchmarks/cmu-night1-pms.txt``),
once by typing a quick-entry line for each action. The game starts at the open Night 1 of
``benchmarks/cmu-night1.toml`` (fourteen players, twelve power roles).

Usage: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/effort.py
The last two lines printed are ``pasting: N inputs`` and ``typing: N inputs``
(target: at most 40 and 80).
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from PySide6.QtCore import QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from mafiamod.game import Game  # noqa: E402
from mafiamod.gui.app import make_app  # noqa: E402
from mafiamod.gui.window import MainWindow  # noqa: E402
from mafiamod.script import parse_script  # noqa: E402

GAME = HERE / "cmu-night1.toml"
PMS = HERE / "cmu-night1-pms.txt"
#: the quick-entry lines a moderator types for the same twelve PMs: the actor, then the
#: target(s), each as short as names allow (every one of these players has one ability)
TYPED = [
    "v sy",  # VUX jails Syreen
    "o i",  # Orz: the mafia kill on Ilwrath
    "an u",  # Androsynth investigates Umgah
    "me r an",  # Melnorme (a mafia rolecop: two abilities) investigates the role of Androsynth
    "ar i",  # Ariloulaleelay watches Ilwrath
    "c su",  # Chmmr tracks Supox
    "my i",  # Mycon protects Ilwrath
    "p an y",  # Pkunk redirects Androsynth to Yehat
    "sl sy",  # Slylandro shoots Syreen
    "su my",  # Supox: friendly message to Mycon
    "u v",  # Umgah recharges VUX
    "y",  # Yehat: the mystic's count
]
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@dataclass
class Inputs:
    """Every key and click sent to the window, counted; the texts copied, in order."""

    count: int = 0
    copied: list[str] = field(default_factory=list)

    def key(
        self, widget: QWidget, key: Qt.Key, modifier: Qt.KeyboardModifier | None = None
    ) -> None:
        QTest.keyClick(widget, key, modifier or Qt.KeyboardModifier.NoModifier)
        self.count += 1

    def type(self, widget: QWidget, text: str) -> None:
        QTest.keyClicks(widget, text)
        self.count += len(text)

    def click(self, widget: QWidget) -> None:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        self.count += 1


def night_game() -> Game:
    game = Game.from_script(parse_script(GAME.read_text()))
    game.live = True
    return game


def open_window(settings_dir: Path) -> MainWindow:
    make_app()
    settings = QSettings(str(settings_dir / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.resize(1366, 768)
    window.open_game(night_game(), None)
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    return window


def focus(window: MainWindow) -> QWidget:
    widget = QApplication.focusWidget()
    return widget if widget is not None else window


def enter_by_pasting(window: MainWindow, inputs: Inputs) -> None:
    QApplication.clipboard().setText(PMS.read_text())  # copied from the forum's PM pages
    inputs.key(window, Qt.Key.Key_L, CTRL)  # Quick entry
    inputs.key(focus(window), Qt.Key.Key_V, CTRL)  # paste: the PMs are split and read
    for _ in range(12):  # each reading is on the line: Return enters it
        inputs.key(focus(window), Qt.Key.Key_Return)


def enter_by_typing(window: MainWindow, inputs: Inputs) -> None:
    inputs.key(window, Qt.Key.Key_L, CTRL)
    for line in TYPED:
        inputs.type(focus(window), line)
        inputs.key(focus(window), Qt.Key.Key_Return)


def resolve_and_send(window: MainWindow, inputs: Inputs) -> None:
    """End the night (asked once: Return confirms), then copy and mark sent every post and
    PM of the night, one key each (the next unsent one is selected each time)."""

    def confirm() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None, "ending the night asks first"
        inputs.key(dialog, Qt.Key.Key_Return)

    QTimer.singleShot(0, confirm)
    inputs.key(focus(window), Qt.Key.Key_E, CTRL_SHIFT)
    assert window.session.phase_id() == "D2", window.statusBar().currentMessage()
    # the window is active again once the question is answered (offscreen Qt needs telling)
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    posts = window.posts
    for _ in range(len(posts.model.rows)):
        inputs.key(focus(window), Qt.Key.Key_C, CTRL_SHIFT)
        inputs.copied.append(QApplication.clipboard().text())


def run(how: str, settings_dir: Path) -> tuple[MainWindow, Inputs]:
    window = open_window(settings_dir)
    inputs = Inputs()
    (enter_by_pasting if how == "pasting" else enter_by_typing)(window, inputs)
    resolve_and_send(window, inputs)
    return window, inputs


def main() -> None:
    counts = {}
    for how in ("pasting", "typing"):
        with tempfile.TemporaryDirectory() as folder:
            window, inputs = run(how, Path(folder))
            game = window.session.game
            assert game is not None
            sent = [k for k in game.sent_keys() if k.startswith("N1:")]
            print(
                f"{how}: {len(window.session.phase_events('action', 'N1'))} actions entered, "
                f"{len(sent)} posts and PMs copied and marked sent"
            )
            counts[how] = inputs.count
            window.session.close()
            window.close()
            window.deleteLater()
            QApplication.processEvents()
    for how in ("pasting", "typing"):
        print(f"{how}: {counts[how]} inputs")


if __name__ == "__main__":
    main()

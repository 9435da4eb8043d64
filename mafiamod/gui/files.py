"""File handling for the window: new game, open, recent files, export, about."""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from ..engine.errors import KnownError
from ..os_text import os_reason
from . import engine_text
from .storage import open_file

if TYPE_CHECKING:
    from .window import MainWindow
    from .wizard import NewGameWizard

MAX_RECENT = 8


def notice(parent: MainWindow, title: str, text: str) -> None:
    """A message that does not stop the window (it opens beside the game just opened)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(
        QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    parent.show_failure(f"{title}: {text.splitlines()[0]}")


def same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


class FileActions:
    """The File menu of one window."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        ui = window.ui
        ui.actionNew.triggered.connect(self.new_game)
        ui.actionOpen.triggered.connect(self.ask_open)
        ui.actionExportScript.triggered.connect(self.export_script)
        ui.menuRecent.aboutToShow.connect(self.fill_recent)
        from PySide6.QtGui import QAction

        self.save_copy_action = QAction(window)
        self.save_copy_action.setObjectName("actionSaveCopy")
        self.retranslate()
        self.save_copy_action.triggered.connect(self.save_copy)
        ui.menuFile.insertAction(ui.actionExportScript, self.save_copy_action)

    def retranslate(self) -> None:
        """The texts of the actions this class adds to the form's File menu."""
        self.save_copy_action.setText(QCoreApplication.translate("FileActions", "Save a &copy…"))

    def new_game(self) -> bool:
        from .wizard import NewGameWizard

        wizard = NewGameWizard(self.window)
        return bool(wizard.exec()) and self.finish_wizard(wizard)

    def finish_wizard(self, wizard: NewGameWizard) -> bool:
        """Save the wizard's game to its file (if one was given) and open it."""
        from PySide6.QtWidgets import QMessageBox

        try:
            game, path = wizard.save()
        except KnownError as exc:
            self.window.show_failure(engine_text.error(exc))
            QMessageBox.warning(
                self.window,
                QCoreApplication.translate("FileActions", "Game not saved"),
                QCoreApplication.translate(
                    "FileActions", "{problem}\n\nThe game stays open in memory."
                ).format(problem=exc),
            )
            game, path = wizard.game, None
        self.window.open_game(game, path)
        if path:
            self.add_recent(path)
        return True

    def ask_open(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        from .folders import game_folder

        path, _ = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("FileActions", "Open game"),
            str(game_folder(self.window.settings)),
            QCoreApplication.translate("FileActions", "Games (*.mafia);;All files (*)"),
        )
        return bool(path) and self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        from PySide6.QtWidgets import QMessageBox

        current = self.window.session.game
        if current is not None and current.path is not None and same_file(current.path, path):
            self.window.session.close()  # reopening the game of this window: let go of it first
        try:
            game = open_file(path)
        except KnownError as exc:
            self.window.show_failure(engine_text.error(exc))
            QMessageBox.warning(
                self.window,
                QCoreApplication.translate("FileActions", "Cannot open game"),
                engine_text.error(exc),
            )
            return False
        except OSError as exc:
            QMessageBox.warning(
                self.window,
                QCoreApplication.translate("FileActions", "Cannot open game"),
                f"{path}: {engine_text.say(os_reason(exc))}",
            )
            return False
        try:
            game.result()  # a game the installed rules cannot replay is refused, not half shown
        except KnownError as exc:
            game.close()
            QMessageBox.warning(
                self.window,
                QCoreApplication.translate("FileActions", "Cannot open game"),
                QCoreApplication.translate(
                    "FileActions",
                    "{path}: the game cannot be replayed with the installed setup: {problem}",
                ).format(path=path, problem=engine_text.error(exc)),
            )
            return False
        self.window.open_game(game, path)
        self.add_recent(path)
        if game.read_only:
            notice(
                self.window,
                QCoreApplication.translate("FileActions", "Opened read-only"),
                QCoreApplication.translate(
                    "FileActions",
                    "{path} is open for viewing only: {reason}.\n\nNothing you do here changes "
                    "the file; File → Save a copy… writes a copy you can play on.",
                ).format(path=path, reason=engine_text.say(game.read_only_reason)),
            )
        held = [r for r in game.refused() if not r.stored]
        if held:
            notice(
                self.window,
                QCoreApplication.translate("FileActions", "Entries held out"),
                QCoreApplication.translate(
                    "FileActions",
                    "%n entry(-ies) in this file cannot be played by the installed rules; they "
                    "are listed as refused, with the reason, and can be taken back:\n\n{list}",
                    None,
                    len(held),
                ).format(
                    list="\n".join(
                        f"#{r.seq} {r.describe()}: {engine_text.say(r.words)}" for r in held[:10]
                    ),
                ),
            )
        return True

    def save_copy(self) -> None:
        """Write a consistent copy of the open game's file (SQLite's backup API)."""
        from PySide6.QtWidgets import QFileDialog

        game = self.window.session.game
        if game is None:
            return
        if game.storage is None:
            self.window.show_failure(
                QCoreApplication.translate(
                    "FileActions", "This game has no file yet: start a new game with a file."
                )
            )
            return
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("FileActions", "Save a copy of the game"),
            "copy.mafia",
            QCoreApplication.translate("FileActions", "Games (*.mafia)"),
        )
        if not path:
            return
        self._write(
            lambda: game.save_copy(Path(path)),
            QCoreApplication.translate("FileActions", "The copy was not written: {problem}"),
            QCoreApplication.translate("FileActions", "A copy of the game was written to {path}"),
            path,
        )

    def _write(self, write: Callable[[], object], failed: str, done: str, path: str) -> bool:
        """Write a file the moderator asked for, saying in the status bar how it went:
        ``failed`` (with ``{problem}``) or ``done`` (with ``{path}``)."""
        try:
            write()
        except (KnownError, OSError) as exc:
            problem = engine_text.error(exc)
            self.window.show_failure(failed.format(problem=problem))
            return False
        self.window.show_success(done.format(path=path))
        return True

    def recent(self) -> list[str]:
        value = self.window.settings.value("recent", [])
        return [str(v) for v in (value if isinstance(value, list) else [value]) if v]

    def add_recent(self, path: Path) -> None:
        from .folders import remember_folder

        remember_folder(self.window.settings, path)
        items = [str(path.resolve())] + [p for p in self.recent() if p != str(path.resolve())]
        self.window.settings.setValue("recent", items[:MAX_RECENT])

    def fill_recent(self) -> None:
        menu = self.window.ui.menuRecent
        menu.clear()
        for number, item in enumerate(self.recent(), 1):
            action = menu.addAction(f"&{number} {Path(item).name}  —  {Path(item).parent}")
            action.triggered.connect(lambda _=False, p=item: self.open_path(Path(p)))
        if menu.isEmpty():
            menu.addAction(
                QCoreApplication.translate("FileActions", "(no recent games)")
            ).setEnabled(False)

    def export_script(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        game = self.window.session.game
        if game is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("FileActions", "Export game script"),
            "game.toml",
            QCoreApplication.translate("FileActions", "Game scripts (*.toml)"),
        )
        if not path:
            return
        self._write(
            lambda: Path(path).write_text(game.to_script(), encoding="utf-8"),
            QCoreApplication.translate("FileActions", "Export failed: {problem}"),
            QCoreApplication.translate("FileActions", "Game script written to {path}"),
            path,
        )

    def remember_geometry(self) -> None:
        self.window.settings.setValue("window/geometry", self.window.saveGeometry())

    def shortcuts(self) -> None:
        """Every menu action with a key, plus the keys of the panels."""
        from PySide6.QtGui import QAction
        from PySide6.QtWidgets import QMessageBox

        rows = list(
            dict.fromkeys(
                (a.text().replace("&", ""), a.shortcut().toString())
                for a in self.window.findChildren(QAction)
                if not a.shortcut().isEmpty()
            )
        )
        rows += [
            (
                QCoreApplication.translate("FileActions", "Copy the selected post or PM"),
                "Ctrl+Shift+C",
            ),
            (QCoreApplication.translate("FileActions", "Enter a vote or an action"), "Enter"),
        ]
        table = "".join(
            f"<tr><td>{html.escape(text)}</td><td><b>{html.escape(key)}</b></td></tr>"
            for text, key in rows
        )
        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("FileActions", "Keyboard shortcuts"),
            f"<table cellpadding='3'>{table}</table>",
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setTextFormat(Qt.TextFormat.RichText)  # the window's own words and keys
        box.exec()

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from .. import __version__

        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("FileActions", "About MafiaMod"),
            f"<h3>MafiaMod {__version__}</h3><p>"
            + QCoreApplication.translate("FileActions", "A workbench for forum Mafia moderators.")
            + "</p>",
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setTextFormat(Qt.TextFormat.RichText)
        box.exec()

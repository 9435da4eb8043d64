"""File handling for the window: new game, open, recent files, export, about."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..engine.errors import KnownError
from .storage import open_file

if TYPE_CHECKING:
    from .window import MainWindow
    from .wizard import NewGameWizard

MAX_RECENT = 8


class FileActions:
    """The File menu of one window."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        ui = window.ui
        ui.actionNew.triggered.connect(self.new_game)
        ui.actionOpen.triggered.connect(self.ask_open)
        ui.actionExportScript.triggered.connect(self.export_script)
        ui.menuRecent.aboutToShow.connect(self.fill_recent)

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
            self.window.show_failure(str(exc))
            QMessageBox.warning(
                self.window, "Game not saved", f"{exc}\n\nThe game stays open in memory."
            )
            game, path = wizard.game, None
        self.window.open_game(game, path)
        if path:
            self.add_recent(path)
        return True

    def ask_open(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self.window, "Open game", "", "Games (*.mafia);;All files (*)"
        )
        return bool(path) and self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        from PySide6.QtWidgets import QMessageBox

        try:
            game = open_file(path)
        except KnownError as exc:
            self.window.show_failure(str(exc))
            QMessageBox.warning(self.window, "Cannot open game", str(exc))
            return False
        try:
            game.result()  # a game the installed rules cannot replay is refused, not half shown
        except KnownError as exc:
            game.store.close()
            QMessageBox.warning(
                self.window,
                "Cannot open game",
                f"{path}: the game cannot be replayed with the installed setup: {exc}",
            )
            return False
        except OSError as exc:
            QMessageBox.warning(self.window, "Cannot open game", f"{path}: {exc.strerror}")
            return False
        self.window.open_game(game, path)
        self.add_recent(path)
        return True

    def recent(self) -> list[str]:
        value = self.window.settings.value("recent", [])
        return [str(v) for v in (value if isinstance(value, list) else [value]) if v]

    def add_recent(self, path: Path) -> None:
        items = [str(path.resolve())] + [p for p in self.recent() if p != str(path.resolve())]
        self.window.settings.setValue("recent", items[:MAX_RECENT])

    def fill_recent(self) -> None:
        menu = self.window.ui.menuRecent
        menu.clear()
        for number, item in enumerate(self.recent(), 1):
            action = menu.addAction(f"&{number} {Path(item).name}  —  {Path(item).parent}")
            action.triggered.connect(lambda _=False, p=item: self.open_path(Path(p)))
        if menu.isEmpty():
            menu.addAction("(no recent games)").setEnabled(False)

    def export_script(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        game = self.window.session.game
        if game is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.window, "Export game script", "game.toml", "Game scripts (*.toml)"
        )
        if not path:
            return
        try:
            Path(path).write_text(game.to_script(), encoding="utf-8")
        except (KnownError, OSError) as exc:
            self.window.show_failure(f"Export failed: {exc}")
            return
        self.window.show_success(f"Game script written to {path}")

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
            ("Copy the selected post or PM", "Ctrl+Shift+C"),
            ("Enter a vote or an action", "Enter"),
        ]
        table = "".join(f"<tr><td>{text}</td><td><b>{key}</b></td></tr>" for text, key in rows)
        QMessageBox.information(
            self.window, "Keyboard shortcuts", f"<table cellpadding='3'>{table}</table>"
        )

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from .. import __version__

        QMessageBox.about(
            self.window,
            "About MafiaMod",
            f"<h3>MafiaMod {__version__}</h3><p>A workbench for forum Mafia moderators.</p>",
        )

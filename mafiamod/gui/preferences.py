"""Edit → Preferences…: the window's language and the moderator's folders."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..paths import user_setups_dir
from .app import LANGUAGES, chosen_language, system_language
from .folders import KEY as FOLDER_KEY
from .folders import game_folder


class PreferencesDialog(QDialog):
    """Saves into the window's settings on OK; the window shows a new language at once."""

    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox(self)
        system = LANGUAGES[system_language()]
        self.language.addItem(self.tr("System default ({language})").format(language=system), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(
            max(0, self.language.findData(settings.value("language", "")))
        )
        self.start_language = chosen_language(settings)
        self.folder = QLineEdit(str(game_folder(settings)), self)
        browse = QPushButton(self.tr("&Choose…"), self)
        browse.clicked.connect(self.choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(browse)
        setups = QLineEdit(str(user_setups_dir()), self)
        setups.setReadOnly(True)
        open_setups = QPushButton(self.tr("&Open folder"), self)
        open_setups.clicked.connect(self.open_setups)
        setups_row = QHBoxLayout()
        setups_row.addWidget(setups, 1)
        setups_row.addWidget(open_setups)
        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language)
        for text, buddy, row in (
            (self.tr("&Game files:"), self.folder, folder_row),
            (self.tr("&My setups:"), setups, setups_row),
        ):
            label = QLabel(text, self)
            label.setBuddy(buddy)  # a row that is a layout gets no buddy of its own
            form.addRow(label, row)
        note = QLabel(
            self.tr(
                "A new language shows as soon as you press OK. New games are saved in the "
                "game files folder (the last folder you used); setups in your setups folder "
                "appear in the New-game wizard beside the built-in ones."
            ),
            self,
        )
        note.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self.resize(620, self.sizeHint().height())

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Game files"), self.folder.text())
        if folder:
            self.folder.setText(folder)

    def open_setups(self) -> None:
        folder = user_setups_dir(create=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def accept(self) -> None:
        self.settings.setValue("language", self.language.currentData() or "")
        folder = Path(self.folder.text().strip()).expanduser()
        if folder.is_dir():
            self.settings.setValue(FOLDER_KEY, str(folder.resolve()))
        super().accept()

    def language_changed(self) -> bool:
        """True when the chosen language differs from the one the window shows."""
        return chosen_language(self.settings) != self.start_language

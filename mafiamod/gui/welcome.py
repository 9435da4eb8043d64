"""The page shown when no game is open: start a game, open one, or pick a recent file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from .resources import app_icon


class WelcomePage(QWidget):
    open_recent = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel("<h1>MafiaMod</h1><p>The moderator's workbench: deal, collect votes and actions, "
                       "resolve, and copy the posts back to the forum.</p>", self)
        title.setWordWrap(True)
        logo = QLabel(self)
        logo.setPixmap(app_icon().pixmap(96, 96))
        head = QHBoxLayout()
        head.addWidget(logo)
        head.addWidget(title, 1)
        self.new_button = QPushButton("  New game…   Ctrl+N", self)
        self.new_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon))
        self.open_button = QPushButton("  Open a game…   Ctrl+O", self)
        self.open_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DialogOpenButton))
        self.recent = QListWidget(self)
        self.recent.itemActivated.connect(lambda item: self.open_recent.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.setMaximumWidth(720)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.addLayout(head)
        layout.addWidget(self.new_button)
        layout.addWidget(self.open_button)
        layout.addWidget(QLabel("<b>Recent games</b> (double-click to open)", self))
        layout.addWidget(self.recent, 1)

    def set_recent(self, paths: list[str]) -> None:
        self.recent.clear()
        for path in paths:
            item = QListWidgetItem(f"{Path(path).name}   —   {Path(path).parent}")
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.recent.addItem(item)

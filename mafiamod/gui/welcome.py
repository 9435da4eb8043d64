"""The page shown when no game is open: start a game, open one, or pick a recent file.

It is the first thing the app shows, so it stays light: plain widgets, a PNG logo, no
``Qt`` namespace (materialising it costs ~15 ms) and no style icons at start-up.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from .plain import rich
from .resources import logo


class WelcomePage(QWidget):
    open_recent = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = rich(
            QLabel(
                "<h1>MafiaMod</h1><p>"
                + self.tr(
                    "The moderator's workbench: deal, collect votes and actions, "
                    "resolve, and copy the posts back to the forum."
                )
                + "</p>",
                self,
            )
        )
        title.setWordWrap(True)
        image = QLabel(self)
        image.setPixmap(logo(96))
        head = QHBoxLayout()
        head.addWidget(image)
        head.addWidget(title, 1)
        self.new_button = QPushButton("  " + self.tr("New game…") + "   Ctrl+N", self)
        self.open_button = QPushButton("  " + self.tr("Open a game…") + "   Ctrl+O", self)
        self.recent = QListWidget(self)
        self.paths: list[str] = []
        self.recent.itemActivated.connect(
            lambda item: self.open_recent.emit(self.paths[self.recent.row(item)])
        )
        self.setMaximumWidth(720)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.addLayout(head)
        layout.addWidget(self.new_button)
        layout.addWidget(self.open_button)
        layout.addWidget(rich(QLabel(self.tr("<b>Recent games</b> (double-click to open)"), self)))
        layout.addWidget(self.recent, 1)

    def set_recent(self, paths: list[str]) -> None:
        self.recent.clear()
        self.paths = list(paths)
        for path in paths:
            self.recent.addItem(f"{Path(path).name}   —   {Path(path).parent}")

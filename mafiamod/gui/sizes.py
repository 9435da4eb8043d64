"""Dialogs remember their size: restored when shown, kept when hidden (in the window's
settings, under ``sizes/<name>``); a first showing uses a size that fits 1366×768."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSettings, QSize
from PySide6.QtWidgets import QWidget


def settings_of(widget: QWidget) -> QSettings | None:
    """The main window's settings (the window that owns ``widget``), if it has any."""
    node: QObject | None = widget.parent()
    while node is not None:
        found = getattr(node, "settings", None)
        if isinstance(found, QSettings):
            return found
        node = node.parent()
    return None


class SizeKeeper(QObject):
    def __init__(self, widget: QWidget, name: str, default: QSize | None) -> None:
        super().__init__(widget)
        self.key, self.default = f"sizes/{name}", default
        self.settings: QSettings | None = None
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind not in (QEvent.Type.Show, QEvent.Type.Hide) or not isinstance(watched, QWidget):
            return False
        if kind == QEvent.Type.Show:
            self.settings = settings_of(watched)
            size = self.settings.value(self.key) if self.settings is not None else None
            if isinstance(size, QSize) and size.isValid():
                watched.resize(size)
            elif self.default is not None:
                watched.resize(self.default)
        elif self.settings is not None:
            self.settings.setValue(self.key, watched.size())
        return False


def remember_size(widget: QWidget, name: str, default: tuple[int, int] | None = None) -> None:
    """Keep ``widget``'s size between showings (and sessions)."""
    SizeKeeper(widget, name, QSize(*default) if default else None)

"""Ctrl+Z / Ctrl+Shift+Z reach the game's Undo/Redo from a text field with nothing to undo.

A line edit claims the undo keys for its own text even when it has no history (after an
entry the fields are emptied with ``setText``, which clears it), so the moderator's
"undo that vote" would do nothing. This filter lets the keys through to the window's
actions whenever the focused field has nothing of its own to undo or redo.

It watches the widget that has the keyboard focus, the one Qt asks whether it claims a
shortcut, and no other: a filter on the whole application ran Python for every event of
the window (a Resolve sends a few hundred: hiding the entry page's rows, painting).
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QWidget

REDO = QKeyCombination(
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier, Qt.Key.Key_Z
)


class UndoKeyFilter(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watched: list[QWidget] = []  # the focused field (a combo and its line edit)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)
        self._focus_changed(None, app.focusWidget())

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        for field in self._watched:
            with contextlib.suppress(RuntimeError):  # the field is gone already
                field.removeEventFilter(self)
        self._watched = []
        if isinstance(new, QComboBox) and new.isEditable():
            self._watched = [new, new.lineEdit()]  # either may be asked first
        elif isinstance(new, QLineEdit):
            self._watched = [new]
        for field in self._watched:
            field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.ShortcutOverride:
            return False
        if isinstance(watched, QComboBox) and watched.isEditable():
            watched = watched.lineEdit()  # an editable combo hands its keys to its line edit
        if not isinstance(watched, QLineEdit):
            return False
        assert isinstance(event, QKeyEvent)
        if event.matches(QKeySequence.StandardKey.Undo):
            return not watched.isUndoAvailable()
        if event.matches(QKeySequence.StandardKey.Redo) or event.keyCombination() == REDO:
            return not watched.isRedoAvailable()
        return False

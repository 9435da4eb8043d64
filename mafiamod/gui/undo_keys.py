"""Ctrl+Z / Ctrl+Shift+Z reach the game's Undo/Redo from a text field with nothing to undo.

A line edit claims the undo keys for its own text even when it has no history (after an
entry the fields are emptied with ``setText``, which clears it), so the moderator's
"undo that vote" would do nothing. This filter lets the keys through to the window's
actions whenever the focused field has nothing of its own to undo or redo.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QComboBox, QLineEdit

REDO = QKeyCombination(
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier, Qt.Key.Key_Z
)


class UndoKeyFilter(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
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

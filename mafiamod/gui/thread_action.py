"""The day panel's "Read votes from the thread…" action: a light module, so that showing a day
imports nothing of the thread reader (httpx, the HTML parsers); the dialog
(:mod:`mafiamod.gui.thread_votes`) is imported when the moderator opens it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton

SHORTCUT = "Ctrl+T"


def add_thread_action(panel: Any) -> QAction:
    """Give a day panel its "Read votes from the thread…" action, button and shortcut."""
    action = QAction(
        QCoreApplication.translate("ThreadVotes", "Read votes from the &thread…"), panel
    )
    action.setShortcut(QKeySequence(SHORTCUT))
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.setToolTip(
        QCoreApplication.translate(
            "ThreadVotes", "Read the day's votes from the forum thread (%1)"
        ).replace("%1", SHORTCUT)
    )
    action.triggered.connect(lambda: _read(panel))
    panel.addAction(action)
    button = QPushButton(
        QCoreApplication.translate("ThreadVotes", "Read votes from the thread…"), panel
    )
    button.setToolTip(action.toolTip())
    button.clicked.connect(action.trigger)
    panel.read_thread_button = button
    panel.read_thread_action = action
    return action


def update_thread_action(panel: Any) -> None:
    """Enabled on a day; on a turn (ballots sent by PM) disabled, and says why."""
    turn = panel.session.phase_kind() == "turn"
    action: QAction = panel.read_thread_action
    action.setEnabled(panel.session.game is not None and not turn)
    tip = (
        QCoreApplication.translate(
            "ThreadVotes",
            "In this setup the ballots come by PM, not from the thread: enter them as they arrive.",
        )
        if turn
        else QCoreApplication.translate(
            "ThreadVotes", "Read the day's votes from the forum thread (%1)"
        ).replace("%1", SHORTCUT)
    )
    action.setToolTip(tip)
    panel.read_thread_button.setEnabled(action.isEnabled())
    panel.read_thread_button.setToolTip(tip)


def _read(panel: Any) -> bool:
    from .thread_votes import read_thread_votes

    return read_thread_votes(panel)

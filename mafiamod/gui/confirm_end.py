"""Ending a phase asks once, saying what will happen ("Resolve N1: 9 actions, 2 refused, 1 draw").

The question has a "Don't ask again" box (kept in the settings) and says how to take the
step back (Undo, Ctrl+Z). Nothing here changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QMessageBox, QWidget

if TYPE_CHECKING:
    from .session import GameSession

SETTING = "confirm/end_phase"


def phase_title(phase: str, kind: str) -> str:
    """A phase as the moderator says it: "Night 1", "Day 2", "Turn 3", "Pre-game"."""
    number = "".join(c for c in phase if c.isdigit())
    titles = {
        "pregame": QCoreApplication.translate("ConfirmEnd", "Pre-game"),
        "day": QCoreApplication.translate("ConfirmEnd", "Day {0}"),
        "night": QCoreApplication.translate("ConfirmEnd", "Night {0}"),
        "turn": QCoreApplication.translate("ConfirmEnd", "Turn {0}"),
    }
    title = titles.get(kind)
    if title is None or (kind != "pregame" and not number):
        return phase
    return title.format(number)


def end_summary(session: GameSession) -> str:
    """What ending the open phase does, in one line: "Resolve N1: 9 actions, 2 refused, 1 draw"."""
    phase, kind = session.phase_id() or "", session.phase_kind()
    record = session.record()
    verbs = {
        "night": QCoreApplication.translate("ConfirmEnd", "Resolve {0}"),
        "day": QCoreApplication.translate("ConfirmEnd", "End {0}"),
        "turn": QCoreApplication.translate("ConfirmEnd", "Resolve {0}"),
        "pregame": QCoreApplication.translate("ConfirmEnd", "Finish the pre-game"),
    }
    head = verbs.get(kind, QCoreApplication.translate("ConfirmEnd", "End {0}")).format(phase)
    counts: list[str] = []
    actions = len(session.phase_events("action"))
    votes = len(session.phase_events("vote"))
    # Each count is Qt's plural form (%n): Russian has three (1 ничья, 2 ничьи, 5 ничьих).
    if actions or kind in ("night", "turn"):
        counts.append(QCoreApplication.translate("ConfirmEnd", "%n action(s)", None, actions))
    if votes or kind == "day":
        counts.append(QCoreApplication.translate("ConfirmEnd", "%n vote(s)", None, votes))
    if record is not None:
        if refused := len(record.rejected):
            counts.append(QCoreApplication.translate("ConfirmEnd", "%n refused", None, refused))
        if draws := len(record.draws):
            counts.append(QCoreApplication.translate("ConfirmEnd", "%n draw(s)", None, draws))
        if deaths := len(record.deaths):
            counts.append(QCoreApplication.translate("ConfirmEnd", "%n death(s)", None, deaths))
    return f"{head}: {', '.join(counts)}" if counts else head


def confirm_end(parent: QWidget, session: GameSession, settings: QSettings) -> bool:
    """Ask once before the open phase ends; True to go on."""
    if settings.value(SETTING, True, type=bool) is False:
        return True
    box, ok, again = question_box(parent, session)
    box.exec()
    if box.clickedButton() is not ok:
        return False
    if again.isChecked():
        settings.setValue(SETTING, False)
    return True


def question_box(
    parent: QWidget | None, session: GameSession
) -> tuple[QMessageBox, QAbstractButton, QCheckBox]:
    """The question (not shown yet), its "End it" button and its "Don't ask again" box."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("ConfirmEnd", "End the phase?"))
    box.setText(end_summary(session))
    box.setInformativeText(
        QCoreApplication.translate(
            "ConfirmEnd",
            "The phase closes and its posts and PMs are ready to copy. "
            "Edit ▸ Undo (Ctrl+Z) takes it back.",
        )
    )
    box.setStandardButtons(QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Ok)
    ok = box.button(QMessageBox.StandardButton.Ok)
    ok.setText(QCoreApplication.translate("ConfirmEnd", "&End it"))
    again = QCheckBox(QCoreApplication.translate("ConfirmEnd", "Don't ask again"), box)
    box.setCheckBox(again)
    return box, ok, again

"""The "Refused" list: players' submissions the rules refused (a dead target, a vote after the
hammer), kept so the moderator can answer "did you get my PM?", and taken back when entered
by mistake. Reads ``Game.refused(phase)`` and calls ``Game.take_back(seq)``; a game without
refusal records shows an empty list."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from . import engine_text
from .session import GameSession
from .wording import Wording


def refusal_line(refusal: Any, words: Wording) -> tuple[str, str, str]:
    """(who, what they sent, why it was refused) of one refusal record, in words."""
    payload = dict(getattr(refusal, "payload", {}) or {})
    who = str(payload.get("actor") or payload.get("voter") or "")
    if refusal.kind == "vote":
        target = payload.get("target") or QCoreApplication.translate("RefusedList", "(unvote)")
        what = QCoreApplication.translate("RefusedList", "votes {0}").format(target)
    else:
        targets = ", ".join(payload.get("targets", []) or [])
        what = " ".join(x for x in (words.ability(payload.get("ability")), targets) if x)
    why = engine_text.say(getattr(refusal, "words", "")) or engine_text.reason(
        refusal.reason, words
    )
    return who, what, why


class RefusedList(QWidget):
    """The open phase's refused submissions, newest last; Take back removes one for good."""

    WHO, WHAT, WHY = range(3)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.seqs: list[int] = []
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels([self.tr("Who"), self.tr("Sent"), self.tr("Why")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.WHY, QHeaderView.ResizeMode.Stretch)
        self.take_back_button = QPushButton(self.tr("&Take back"), self)
        self.take_back_button.setToolTip(
            self.tr("Remove the selected refused entry for good (it was entered by mistake)")
        )
        self.take_back_button.clicked.connect(self.take_back)
        self.empty = QLabel(self.tr("Nothing refused in this phase."), self)
        row = QHBoxLayout()
        row.addWidget(self.empty)
        row.addStretch(1)  # the button stays at the right, its own size
        row.addWidget(self.take_back_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        self.table.itemSelectionChanged.connect(self._enable)

    def refusals(self, kinds: tuple[str, ...]) -> list[Any]:
        game = self.session.game
        reader = getattr(game, "refused", None)
        if game is None or not callable(reader):
            return []
        return [r for r in reader(self.session.phase_id()) if r.kind in kinds]

    def refresh(self, kinds: tuple[str, ...] = ("action", "vote"), options: Any = ()) -> int:
        refusals = self.refusals(kinds)
        words = Wording.of(self.session.game, options)
        self.seqs = [r.seq for r in refusals]
        self.table.setRowCount(len(refusals))
        for row, refusal in enumerate(refusals):
            for col, text in enumerate(refusal_line(refusal, words)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if col == self.WHY:
                    item.setForeground(Qt.GlobalColor.darkRed)
                self.table.setItem(row, col, item)
        self.empty.setVisible(not refusals)
        self._enable()
        return len(refusals)

    def _enable(self) -> None:
        self.take_back_button.setEnabled(bool(self.table.selectedItems()))

    def take_back(self) -> bool:
        row = self.table.currentRow()
        if not 0 <= row < len(self.seqs):
            return False
        if self.session.call("take_back", self.seqs[row]):
            self.session.succeeded.emit(self.tr("Refused entry taken back"))
            return True
        return False

"""Pre-game entry, generic over setups: per-player choices ({player, role, vote}), rolls, and
the computed result read back from the pre-game record (trace, results, draws, rejections)."""

from __future__ import annotations

import html
import json
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.errors import describe_reason
from ..engine.model import PhaseRecord
from .session import GameSession
from .widgets import parse_value


def record_html(record: PhaseRecord | None, roles: dict[str, str] | None = None) -> str:
    """A phase record as the moderator reads it: trace, results, draws, rejections, deaths."""
    if record is None:
        return "<i>" + QCoreApplication.translate("PregamePanel", "Nothing computed yet.") + "</i>"
    esc = html.escape
    parts = [f"<h3>{esc(record.id)}</h3>"]
    if record.trace:
        parts.append(
            "<b>"
            + QCoreApplication.translate("PregamePanel", "Trace")
            + "</b><ol>"
            + "".join(f"<li>{esc(t)}</li>" for t in record.trace)
            + "</ol>"
        )
    if record.results:
        parts.append(
            "<b>"
            + QCoreApplication.translate("PregamePanel", "Results")
            + "</b><ul>"
            + "".join(
                f"<li>{esc(r['player'])}: {esc(str(r['ability']))} → {esc(json.dumps(r['outcome'], ensure_ascii=False))}</li>"
                for r in record.results
            )
            + "</ul>"
        )
    if record.draws:
        parts.append(
            "<b>"
            + QCoreApplication.translate("PregamePanel", "Random draws")
            + "</b><ul>"
            + "".join(
                f"<li>{esc(d['draw'])} = {esc(json.dumps(d['value'], ensure_ascii=False))}"
                f"{' (pinned)' if d.get('pinned') else ''}</li>"
                for d in record.draws
            )
            + "</ul>"
        )
    if record.rejected:
        parts.append(
            "<b>"
            + QCoreApplication.translate("PregamePanel", "Ignored entries")
            + "</b><ul>"
            + "".join(
                f"<li>{esc(r.who)}: {esc(describe_reason(r.reason))}</li>" for r in record.rejected
            )
            + "</ul>"
        )
    if roles:
        parts.append(
            "<b>"
            + QCoreApplication.translate("PregamePanel", "Deal")
            + "</b><ul>"
            + "".join(f"<li>{esc(n)}: {esc(r)}</li>" for n, r in roles.items())
            + "</ul>"
        )
    return "".join(parts)


INPUTS = ("choices", "rolls")


def pregame_inputs(
    setup: dict[str, Any], data: dict[str, Any], record: PhaseRecord | None
) -> set[str]:
    """Which inputs the pre-game form asks for: the setup's ``[pregame] inputs`` (``"choices"``,
    ``"rolls"``); a setup without the key is guessed from what its rules drew and were given.
    An input already entered is always shown, so it can be corrected."""
    declared = setup.get("pregame", {}).get("inputs")
    inputs = {str(i) for i in declared if i in INPUTS} if isinstance(declared, list) else set()
    if not inputs:
        rolled = "rolls" in data or any(
            d["draw"] == "rolls" for d in (record.draws if record else [])
        )
        inputs = {"rolls"} if rolled else {"choices"}
    return inputs | {k for k in INPUTS if k in data}


class PregamePanel(QWidget):
    """Choices table + rolls line; every change is entered with ``game.set_data``."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Requested role"), self.tr("Vote")]
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.apply_choices = QPushButton(self.tr("Enter &choices"), self)
        self.rolls = QLineEdit(self)
        self.rolls.setPlaceholderText(
            self.tr("e.g. 6, 4, 4, 10, 9 — leave empty for the seeded roll")
        )
        self.apply_rolls = QPushButton(self.tr("Enter &rolls"), self)
        self.result = QTextBrowser(self)
        choices_box = QGroupBox(
            self.tr("Choices (PR requests and votes, where the setup has them)"), self
        )
        cl = QVBoxLayout(choices_box)
        cl.addWidget(self.table)
        cl.addWidget(self.apply_choices)
        rolls_row = QHBoxLayout()
        rolls_row.addWidget(QLabel(self.tr("Rolls:")))
        rolls_row.addWidget(self.rolls, 1)
        rolls_row.addWidget(self.apply_rolls)
        self.choices_box = choices_box
        self.rolls_box = QWidget(self)
        self.rolls_box.setLayout(rolls_row)
        rolls_row.setContentsMargins(0, 0, 0, 0)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(choices_box, 1)
        left_layout.addWidget(self.rolls_box)
        result_box = QGroupBox(self.tr("Computed result"), self)
        QVBoxLayout(result_box).addWidget(self.result)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left)
        split.addWidget(result_box)
        split.setSizes([360, 300])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.apply_choices.clicked.connect(self.enter_choices)
        self.apply_rolls.clicked.connect(self.enter_rolls)
        self.players: list[str] = []

    def refresh(self) -> None:
        game = self.session.game
        if game is None:
            return
        names = game.state.names()
        inp = self.session.phase_input("pregame")
        data: dict[str, Any] = dict(inp.data) if inp else {}
        if names != self.players:
            self.players = names
            self._fill(names, list(game.info.data.get("roles", {})), data.get("choices", []))
        rolls = data.get("rolls")
        self.rolls.setText(", ".join(map(str, rolls)) if isinstance(rolls, list) else "")
        record = self.session.record("pregame")
        inputs = pregame_inputs(game.info.data, data, record)
        self.rolls_box.setVisible("rolls" in inputs)
        self.choices_box.setVisible("choices" in inputs)
        state = game.state
        deal = {
            p.name: f"{game.ruleset.role_name(p.role)} ({p.alignment})"
            for p in state.players
            if p.role
        }
        self.result.setHtml(record_html(record, deal))

    def _fill(self, names: list[str], roles: list[str], choices: list[dict[str, Any]]) -> None:
        given = {c.get("player"): c for c in choices if isinstance(c, dict)}
        self.table.setRowCount(len(names))
        for row, name in enumerate(names):
            self.table.setCellWidget(row, 0, QLabel(f" {name}"))
            role, vote = QComboBox(self), QComboBox(self)
            for combo, items, key in ((role, roles, "role"), (vote, names, "vote")):
                combo.setEditable(True)
                combo.addItems(["", *items])
                combo.setCurrentText(str(given.get(name, {}).get(key, "")))
            self.table.setCellWidget(row, 1, role)
            self.table.setCellWidget(row, 2, vote)

    def choices(self) -> list[dict[str, str]]:
        out = []
        for row, name in enumerate(self.players):
            role = self.table.cellWidget(row, 1).currentText().strip()
            vote = self.table.cellWidget(row, 2).currentText().strip()
            if role or vote:
                entry = {"player": name}
                if role:
                    entry["role"] = role
                if vote:
                    entry["vote"] = vote
                out.append(entry)
        return out

    def set_choice(self, player: str, role: str = "", vote: str = "") -> None:
        row = self.players.index(player)
        self.table.cellWidget(row, 1).setCurrentText(role)
        self.table.cellWidget(row, 2).setCurrentText(vote)

    def enter_choices(self) -> bool:
        ok = self.session.call("set_data", "choices", self.choices())
        if ok:
            self.session.succeeded.emit(self.tr("Pre-game choices entered"))
        return ok

    def enter_rolls(self) -> bool:
        text = self.rolls.text().strip()
        if not text:
            self.session.failed.emit(
                self.tr(
                    "No rolls entered: the seeded roll stands (undo a roll entry to return to it)."
                )
            )
            return False
        value = parse_value(text)
        rolls = value if isinstance(value, list) else [value]
        if any(not isinstance(r, int) for r in rolls):
            self.session.failed.emit(self.tr("Rolls are whole numbers separated by commas."))
            return False
        return self.session.call("set_data", "rolls", rolls)

"""Pre-game entry, generic over setups: per-player choices ({player, role, vote}), rolls, and
the computed result read back from the pre-game record (trace, results, draws, rejections)."""

from __future__ import annotations

import difflib
import html
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

from ..engine.model import PhaseRecord
from . import engine_text
from .session import GameSession
from .widgets import parse_value
from .wording import Wording


def record_html(
    record: PhaseRecord | None, roles: dict[str, str] | None = None, words: Wording | None = None
) -> str:
    """A phase record as the moderator reads it: trace, results, draws, rejections, deaths."""
    w = words or Wording()
    if record is None:
        return "<i>" + QCoreApplication.translate("PregamePanel", "Nothing computed yet.") + "</i>"
    esc = html.escape
    title = (
        QCoreApplication.translate("ConfirmEnd", "Pre-game")
        if record.id == "pregame"
        else record.id
    )
    parts = [f"<h3>{esc(title)}</h3>"]
    if record.trace:
        parts.append(
            "<b>"
            + QCoreApplication.translate("PregamePanel", "Trace")
            + "</b><ol>"
            + "".join(f"<li>{esc(w.line(engine_text.say(t, w)))}</li>" for t in record.trace)
            + "</ol>"
        )
    if record.results:
        parts.append(
            "<b>"
            + QCoreApplication.translate("PregamePanel", "Results")
            + "</b><ul>"
            + "".join(
                f"<li>{esc(r['player'])}: {esc(w.ability(str(r['ability'])))} → {esc(w.say(r['outcome']))}</li>"
                for r in record.results
            )
            + "</ul>"
        )
    if record.draws:
        pinned = " " + esc(QCoreApplication.translate("PregamePanel", "(pinned)"))
        parts.append(
            "<b>"
            + QCoreApplication.translate("PregamePanel", "Random draws")
            + "</b><ul>"
            + "".join(
                f"<li>{esc(w.draw(str(d['draw'])))} = {esc(w.draw_value(str(d['draw']), d['value']))}{pinned if d.get('pinned') else ''}</li>"
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
                f"<li>{esc(r.who)}: {esc(engine_text.reason(r.reason, w))}</li>"
                for r in record.rejected
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
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Requested role"), self.tr("Vote"), self.tr("Check")]
        )
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.table.horizontalHeader().setSectionResizeMode(
            3, QHeaderView.ResizeMode.ResizeToContents
        )  # the check column is narrow until a cell has a problem
        # the cells' own widgets take Tab (down the roles, then the votes): no extra stop
        self.table.setTabKeyNavigation(False)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.role_names: dict[str, str] = {}
        self.checks: list[QLabel] = []
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
            p.name: f"{game.ruleset.role_name(p.role)} ({self.session.faction(p.alignment).get('name', p.alignment)})"
            for p in state.players
            if p.role
        }
        announce = ""
        if game.redeals() and game.current_phase_id() == "pregame":
            announce = (
                "<p><b>"
                + html.escape(
                    self.tr(
                        "The pre-game's input dealt anew, in public: announce the new deal "
                        "commitment SHA-256 {digest}"
                    ).format(digest=game.commitment())
                )
                + "</b></p>"
            )
        self.result.setHtml(announce + record_html(record, deal, Wording.of(game)))

    def _fill(self, names: list[str], roles: list[str], choices: list[dict[str, Any]]) -> None:
        game = self.session.game
        assert game is not None
        self.role_names = {r: game.ruleset.role_name(r) for r in roles}
        given = {c.get("player"): c for c in choices if isinstance(c, dict)}
        self.table.setRowCount(len(names))
        self.checks = []
        for row, name in enumerate(names):
            self.table.setCellWidget(row, 0, QLabel(f" {name}"))
            role, vote = QComboBox(self), QComboBox(self)
            role.setEditable(True)
            role.addItem("", "")
            for rid, shown in self.role_names.items():
                role.addItem(shown, rid)
            vote.setEditable(True)
            vote.addItems(["", *names])
            for combo in (role, vote):
                combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
                combo.completer().setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
                combo.completer().setFilterMode(Qt.MatchFlag.MatchStartsWith)
            check = QLabel(self)
            check.setTextFormat(Qt.TextFormat.PlainText)
            check.setStyleSheet("color:#b71c1c")
            self.checks.append(check)
            self.table.setCellWidget(row, 1, role)
            self.table.setCellWidget(row, 2, vote)
            self.table.setCellWidget(row, 3, check)
            self._set_role(role, str(given.get(name, {}).get("role", "")))
            vote.setCurrentText(str(given.get(name, {}).get("vote", "")))
            role.editTextChanged.connect(lambda _t, r=row: self.check_row(r))
            vote.editTextChanged.connect(lambda _t, r=row: self.check_row(r))
            self.check_row(row)
        # Tab walks down the roles, then down the votes, then to "Enter choices"
        order = [self.table.cellWidget(r, 1) for r in range(len(names))]
        order += [self.table.cellWidget(r, 2) for r in range(len(names))]
        for first, second in zip(order, [*order[1:], self.apply_choices], strict=False):
            QWidget.setTabOrder(first, second)

    def _set_role(self, combo: QComboBox, role: str) -> None:
        """Show ``role`` (an id or a display name) by its display name."""
        combo.setCurrentText(self.role_names.get(role, role))

    def role_id(self, text: str) -> str | None:
        """The role id a cell's text names (its display name or id, any case), or None."""
        low = text.strip().casefold()
        for rid, shown in self.role_names.items():
            if low in (rid.casefold(), shown.casefold()):
                return rid
        return None

    def row_problem(self, row: int) -> str:
        """What is wrong in a row's cells, in words ("" when nothing)."""
        return "; ".join(p for p in self.cell_problems(row) if p)

    def cell_problems(self, row: int) -> tuple[str, str]:
        """What is wrong in a row's role cell and in its vote cell ("" when nothing)."""
        role = self.table.cellWidget(row, 1).currentText().strip()
        vote = self.table.cellWidget(row, 2).currentText().strip()
        problems = ["", ""]
        if role and self.role_id(role) is None:
            near = difflib.get_close_matches(role, list(self.role_names.values()), n=3, cutoff=0.5)
            problems[0] = self.tr("no role “{0}”").format(role) + (
                self.tr(" — did you mean {0}?").format(self.tr(" or ").join(near)) if near else ""
            )
        if vote and vote not in self.players:
            near = difflib.get_close_matches(vote, self.players, n=2, cutoff=0.5)
            problems[1] = self.tr("no player “{0}”").format(vote) + (
                self.tr(" — did you mean {0}?").format(self.tr(" or ").join(near)) if near else ""
            )
        return problems[0], problems[1]

    def check_row(self, row: int) -> str:
        """Flag a row's mistakes beside its cells; the flag clears when they are fixed."""
        cells = self.cell_problems(row)
        problem = "; ".join(p for p in cells if p)
        self.checks[row].setText(problem)
        self.checks[row].setToolTip(problem)
        for col, bad in zip((1, 2), cells, strict=True):
            cell = self.table.cellWidget(row, col)
            cell.setStyleSheet("QComboBox{border:2px solid #b71c1c}" if bad else "")
        # the Check column shows only while a cell is flagged (the choices keep its room)
        self.table.setColumnHidden(3, not any(c.text() for c in self.checks))
        return problem

    def choices(self) -> list[dict[str, str]]:
        out = []
        for row, name in enumerate(self.players):
            role = self.table.cellWidget(row, 1).currentText().strip()
            vote = self.table.cellWidget(row, 2).currentText().strip()
            if role or vote:
                entry = {"player": name}
                if role:
                    entry["role"] = self.role_id(role) or role
                if vote:
                    entry["vote"] = vote
                out.append(entry)
        return out

    def set_choice(self, player: str, role: str = "", vote: str = "") -> None:
        row = self.players.index(player)
        self._set_role(self.table.cellWidget(row, 1), role)
        self.table.cellWidget(row, 2).setCurrentText(vote)

    def enter_choices(self) -> bool:
        flagged = [
            f"{name}: {problem}"
            for row, name in enumerate(self.players)
            if (problem := self.check_row(row))
        ]
        if flagged:
            self.session.failed.emit(
                self.tr("Not entered — fix the flagged cells first ({0})").format(
                    "; ".join(flagged)
                )
            )
            return False
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

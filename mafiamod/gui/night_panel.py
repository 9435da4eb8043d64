"""Action entry for nights and turns, generated from ``ruleset.entry_options``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QStringListModel, Qt
from PySide6.QtWidgets import (
    QCompleter,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.errors import KnownError, describe_reason
from ..engine.options import EntryOption
from .action_row import ActionRow
from .models import EntriesTableModel, EntryRow
from .quick_entry import completions, parse_quick
from .session import GameSession
from .widgets import format_extras, setup_table


def _status_words() -> dict[str, str]:
    return {
        "entered": QCoreApplication.translate("NightPanel", "entered"),
        "replaced": QCoreApplication.translate("NightPanel", "replaced"),
    }


def action_rows(session: GameSession) -> list[EntryRow]:
    """The open phase's actions (the game's entry views) as table rows."""
    if session.game is None:
        return []
    words = _status_words()
    rows = []
    for number, v in enumerate((v for v in session.game.entry_views() if v.kind == "action"), 1):
        # a part of an entry the rules ignore on its own list (X-SHOTS' "joat"): the action stands
        parts = [
            QCoreApplication.translate("NightPanel", "{part} ignored: {reason}").format(
                part=name, reason=describe_reason(reason)
            )
            for name, reason in v.parts
        ]
        status = [words["replaced" if v.replaced else "entered"], *parts]
        rows.append(
            EntryRow(
                number,
                v.who,
                v.what or "—",
                ", ".join(v.targets),
                format_extras(v.extra),
                QCoreApplication.translate("NightPanel", "ignored: {reason}").format(
                    reason=describe_reason(v.refused)
                )
                if v.refused
                else "; ".join(status),
                # an entry that is only the ignored part has nothing left
                refused=v.refused is not None or (not v.what and bool(parts)),
                replaced=v.replaced,
                seq=v.seq,
            )
        )
    return rows


class NightPanel(QWidget):
    """Quick-entry line, one row per living player, and the actions entered so far."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.options: list[EntryOption] = []
        self.signature: Any = None
        self.rows: list[ActionRow] = []
        self.quick = QLineEdit(self)
        self.quick.setPlaceholderText(
            self.tr(
                "Quick entry (Ctrl+L): actor ability target [key=value …], e.g. VUX jail Syreen"
            )
        )
        self.completions = QStringListModel(self)
        completer = QCompleter(self.completions, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setMaxVisibleItems(12)
        self.quick.setCompleter(completer)
        self.quick.returnPressed.connect(self.submit_quick)
        self.form = QWidget(self)
        self.grid = QGridLayout(self.form)
        self.grid.setContentsMargins(4, 0, 4, 0)
        self.grid.setHorizontalSpacing(4)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(2, 3)
        self.grid.setColumnStretch(3, 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        self.entries = EntriesTableModel(self)
        self.entries_view = QTableView(self)
        self.entries_view.setModel(self.entries)
        setup_table(self.entries_view)
        box = QGroupBox(self.tr("Actions entered (the last valid one for a slot counts)"), self)
        QVBoxLayout(box).addWidget(self.entries_view)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(scroll)
        split.addWidget(box)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([480, 120])
        box.setMinimumHeight(90)
        quick_row = QHBoxLayout()
        quick_label = QLabel(self.tr("&Quick:"), self)
        quick_label.setBuddy(self.quick)
        quick_row.addWidget(quick_label)
        quick_row.addWidget(self.quick)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(quick_row)
        layout.addWidget(split, 1)

    def refresh(self) -> None:
        game = self.session.game
        phase = self.session.phase_id()
        if game is None or phase is None:
            return
        try:
            self.options = game.ruleset.entry_options(self.session.open_state(), phase)
        except KnownError as exc:
            self.options = []
            self.session.failed.emit(str(exc))
        living = self.session.open_state().living_names()
        signature = (phase, tuple(living), tuple(self.options))
        if signature != self.signature:
            self.signature = signature
            self._build_rows(living)
            self.completions.setStringList(completions(self.options))
        rows = action_rows(self.session)
        self.entries.update_rows(rows, key=lambda row: row.seq)
        self.entries_view.scrollToBottom()
        latest = {r.who: r for r in rows}
        for row in self.rows:
            entry = latest.get(row.actor)
            if entry is None:
                row.show_entered("", "")
                continue
            full = " ".join(
                x for x in (row.label_of(entry.what), entry.targets, entry.extra) if x and x != "—"
            )
            what = row.label_of(entry.what) if entry.what != "—" else entry.extra
            row.show_entered(
                entry.targets or what,
                full,
                refused=entry.refused,
                replaced=entry.replaced,
            )

    def _build_rows(self, living: list[str]) -> None:
        """One row per living player; a player's row from the last phase is kept and given
        the new options (building the rows is what a Resolve would otherwise spend most on)."""
        game = self.session.game
        assert game is not None
        state = self.session.open_state()
        old = {row.actor: row for row in self.rows}
        mine: dict[str, list[EntryOption]] = {name: [] for name in living}
        for option in self.options:
            if option.actor in mine:
                mine[option.actor].append(option)
        self.grid.setRowStretch(len(self.rows), 0)
        rows = []
        for i, name in enumerate(living):
            player = state.player(name)
            faction = self.session.faction(player.alignment)
            label = (str(faction.get("name", player.alignment)), str(faction.get("color", "")))
            row = old.pop(name, None)
            if row is not None and row.faction == label:
                row.reuse(self.grid, i, mine[name])
            else:
                if row is not None:
                    old[name] = row
                row = ActionRow(self.grid, i, name, label, mine[name], self.enter)
            rows.append(row)
        for row in old.values():
            for widget in row.widgets():
                self.grid.removeWidget(widget)
                widget.deleteLater()
        self.rows = rows
        self.grid.setRowStretch(len(living), 1)

    def row(self, actor: str) -> ActionRow | None:
        return next((r for r in self.rows if r.actor == actor), None)

    def enter(
        self, actor: str, ability: str | None, targets: list[str], extra: dict[str, Any]
    ) -> bool:
        if "__error__" in extra:
            self.session.failed.emit(str(extra["__error__"]))
            return False
        if ability is None and not extra:
            self.session.failed.emit(
                self.tr("Choose an ability for {player} (or give extra fields).").format(
                    player=actor
                )
            )
            return False
        if not self.session.call("act", actor, ability, targets, **extra):
            return False
        self.session.succeeded.emit(
            self.tr("Entered: {entry}").format(
                entry=f"{actor} {ability or ''} {', '.join(targets)}".strip()
            )
        )
        return True

    def submit_quick(self) -> bool:
        game = self.session.game
        if game is None:
            return False
        try:
            entry = parse_quick(
                self.quick.text(), self.session.open_state().living_names(), self.options
            )
        except ValueError as exc:
            self.session.failed.emit(self.tr("Quick entry: {problem}").format(problem=exc))
            return False
        if self.enter(entry.actor, entry.ability, entry.targets, entry.extra):
            self.quick.clear()
            return True
        return False

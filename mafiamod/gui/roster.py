"""The roster: every player with status, role, faction, charges and notes."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.model import GameState
from .models import RosterRow, RosterTableModel
from .session import GameSession


def charges_text(state: GameState, name: str) -> str:
    """Charges, or the faction's shared pool, or the setup's own per-player fields."""
    player = state.player(name)
    parts = []
    if player.shots is not None:
        parts.append(str(player.shots))
    pools = state.exported.get("pools")
    if isinstance(pools, dict) and player.alignment in pools:
        parts.append(f"pool {pools[player.alignment]}")
    for key, value in player.fields.items():
        if isinstance(value, (int, float, str, bool)) and value not in ("", None):
            parts.append(f"{key} {value}")
    return ", ".join(parts)


def roster_rows(session: GameSession) -> list[RosterRow]:
    game = session.game
    if game is None:
        return []
    notes = game.notes()
    state = session.open_state()
    pending = session.pending_deaths()
    rows = []
    for p in state.players:
        faction = session.faction(p.alignment)
        status = "alive" if p.alive else ("modkilled" if p.modkilled else "dead")
        detail = ""
        if p.alive and p.name in pending:
            status, detail = "dying", f"dies if the phase ends now ({pending[p.name]})"
        rows.append(RosterRow(
            name=p.name, status=status, role=game.ruleset.role_name(p.role) if p.role else "",
            faction=str(faction.get("name", p.alignment.title())), charges=charges_text(state, p.name),
            note=notes.get(p.name, ""), alive=p.alive, color=str(faction.get("color", "")), detail=detail,
        ))
    return rows


class RosterPanel(QWidget):
    """Filter box over a sortable roster table; dead players greyed."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = RosterTableModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText("Filter players, roles, factions, notes (Ctrl+F)")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.count = QLabel(self)
        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(22)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(RosterTableModel.ROLE, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(RosterTableModel.NOTES, QHeaderView.ResizeMode.Stretch)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filter)
        layout.addWidget(self.view)
        layout.addWidget(self.count)

    def add_actions(self, actions: list[QAction]) -> None:
        self.view.addActions(actions)

    def refresh(self) -> None:
        rows = roster_rows(self.session)
        selected = self.selected_name()
        self.model.set_rows(rows)
        self.view.setColumnHidden(RosterTableModel.CHARGES, not any(r.charges for r in rows))
        self.view.resizeColumnToContents(RosterTableModel.ROLE)
        role_width = self.view.columnWidth(RosterTableModel.ROLE)
        self.view.setColumnWidth(RosterTableModel.ROLE, min(role_width, 170))
        alive = sum(1 for r in rows if r.alive)
        self.count.setText(f"{alive} alive of {len(rows)}" if rows else "No game open")
        if selected:
            self.select(selected)

    def selected_name(self) -> str | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        source = self.proxy.mapToSource(index)
        row = self.model.row_at(source)
        return row.name if row else None

    def select(self, name: str) -> None:
        for r, row in enumerate(self.model.rows):
            if row.name == name:
                index = self.proxy.mapFromSource(self.model.index(r, 0))
                self.view.setCurrentIndex(index)
                return

"""The roster: every player with status, role, faction, charges and notes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QSettings,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.model import GameState
from .models import RosterRow, RosterTableModel
from .said import translated
from .session import GameSession
from .widgets import fair_shares

NOTES_MIN, ROLE_MIN, MIN_WIDTH = 40, 90, 36  # pixels
SWATCH = 20  # a faction column this narrow still shows the faction's colour
# the share of the roster's width a player's name may take: a sign-up with a very long
# forum name elides it (the tooltip has it whole) rather than push role and faction away
NAME_SHARE = 0.4
MEASURED_CELLS = 5000  # the cell widths kept (measured again from scratch past that)
# what a cell of each measured column shows, as far as its width goes (the dead's names
# are struck out, a faction with a colour has its swatch)
CELL_SHOWS: dict[int, Callable[[RosterRow], object]] = {
    RosterTableModel.NAME: lambda r: (r.name, r.alive),
    RosterTableModel.STATUS: lambda r: r.status,
    RosterTableModel.ROLE: lambda r: r.role,
    RosterTableModel.FACTION: lambda r: (r.faction, bool(r.color)),
    RosterTableModel.CHARGES: lambda r: r.charges,
}


def said(source: str) -> str:
    """``QCoreApplication.translate("RosterPanel", source)``, asked once per language."""
    return translated("RosterPanel", source)


def charges_text(state: GameState, name: str, short: bool = False) -> str:
    """Charges, or the faction's shared pool, or the setup's own per-player fields; ``short``:
    the fields that have a short form in it (:data:`SHORT_WORDS`: Peaky's "+ ult 1 ✉1" fits
    the roster's last column at 1366 px, where "status +, ultimate 1, letters 1" was cut)."""
    player = state.player(name)
    parts = []
    if player.shots is not None:
        parts.append(str(player.shots))
    pools = state.exported.get("pools")
    if isinstance(pools, dict) and player.alignment in pools:
        parts.append(
            said(QT_TRANSLATE_NOOP("RosterPanel", "pool {count}")).format(
                count=pools[player.alignment]
            )
        )
    for key, value in player.fields.items():
        text = field_text(key, value, short)
        if text:
            parts.append(text)
    return (" " if short else ", ").join(parts)


# the setups' per-player fields in the moderator's words (a flag shows when it is set,
# a number with its value); the true status is said by its sign
FIELD_WORDS = {
    "letters_left": QT_TRANSLATE_NOOP("RosterPanel", "letters {value}"),
    "ult_uses_left": QT_TRANSLATE_NOOP("RosterPanel", "ultimate {value}"),
    "pub_used": QT_TRANSLATE_NOOP("RosterPanel", "pub used"),
    "as_nullified": QT_TRANSLATE_NOOP("RosterPanel", "ability nullified"),
    "first_time_used": QT_TRANSLATE_NOOP("RosterPanel", "first-time bonus used"),
    "abstention_used": QT_TRANSLATE_NOOP("RosterPanel", "abstention used"),
    "reporter_shield_used": QT_TRANSLATE_NOOP("RosterPanel", "shield used"),
    "bulletproof": QT_TRANSLATE_NOOP("RosterPanel", "bulletproof"),
}
STATUS_WORDS = {
    "positive": QT_TRANSLATE_NOOP("RosterPanel", "status +"),
    "negative": QT_TRANSLATE_NOOP("RosterPanel", "status −"),
}
# the short forms the roster's column shows (the tooltip says them in words)
SHORT_WORDS = {
    "letters_left": "✉{value}",
    "ult_uses_left": QT_TRANSLATE_NOOP("RosterPanel", "ult {value}"),
}
SHORT_STATUS = {"positive": "+", "negative": "−"}


def field_text(key: str, value: object, short: bool = False) -> str:
    """One per-player field as the roster says it ("letters 1", "pub used"; ``short``: "✉1"
    where it has a short form); "" when there is nothing to say (an unset flag, no value)."""
    if key == "status_true" and str(value) in STATUS_WORDS:
        if short:
            return SHORT_STATUS[str(value)]
        return said(STATUS_WORDS[str(value)])
    if key == "mafia_since" and value and short:  # the row is a mafioso's: since when
        if value == "start":
            return QCoreApplication.translate("RosterPanel", "from start")
        return QCoreApplication.translate("RosterPanel", "from {phase}").format(phase=value)
    if key == "mafia_since" and value:  # Ghoul Duel: a goon from the start or a convert
        if value == "start":
            return said(QT_TRANSLATE_NOOP("RosterPanel", "mafia from the start"))
        return said(QT_TRANSLATE_NOOP("RosterPanel", "mafia from {phase}")).format(phase=value)
    if value is None or value is False or value == "" or not isinstance(value, (int, float, str)):
        return ""
    words = SHORT_WORDS.get(key) if short else None
    if words is not None and value is not True:
        return QCoreApplication.translate("RosterPanel", words).format(value=value)
    words = FIELD_WORDS.get(key)
    if words is None:  # a field no setup had when this table was written
        words = key.replace("_", " ") + ("" if value is True else " {value}")
    else:
        words = said(words)
    return words.format(value=value) if value is not True else words.replace(" {value}", "")


def roster_rows(session: GameSession, preview: bool = True) -> list[RosterRow]:
    """The roster; ``preview=False`` (streaming) leaves out who would die if the phase ended."""
    game = session.game
    if game is None:
        return []
    notes = game.notes()
    state = session.open_state()
    pending = session.pending_deaths() if preview else {}
    rows = []
    for p in state.players:
        faction = session.faction(p.alignment)
        status = "alive" if p.alive else ("modkilled" if p.modkilled else "dead")
        short, words = charges_text(state, p.name, short=True), charges_text(state, p.name)
        detail = ""
        if p.alive and p.name in pending:
            detail = QCoreApplication.translate(
                "RosterPanel", "dies if the phase ends now ({cause})"
            ).format(cause=pending[p.name])
            status = "dying"
        rows.append(
            RosterRow(
                name=p.name,
                status=status,
                role=game.ruleset.role_name(p.role) if p.role else "",
                faction=str(faction.get("name", p.alignment.title())),
                charges=short,
                charges_words=words if words != short else "",
                note=notes.get(p.name, ""),
                alive=p.alive,
                color=str(faction.get("color", "")),
                detail=detail,
            )
        )
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
        self.filter.setPlaceholderText(self.tr("Filter players, roles, factions, notes (Ctrl+F)"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        # (column, what a cell shows) → the width the cell wants: a cell is measured once for
        # what it shows, not on every resize or Resolve (a Resolve changes few cells)
        self._widths: dict[tuple[int, object], int] = {}
        # column → (what its shown cells show, the width they want)
        self._column_wants: dict[int, tuple[tuple[object, ...], int]] = {}
        self.filter.textChanged.connect(lambda _text: self.fit_columns())
        self.count = QLabel(self)
        self.streaming = QCheckBox(self.tr("Strea&ming"), self)
        self.streaming.setToolTip(
            self.tr(
                "Hide the live preview (who dies if the phase ended now): for a shared or "
                "streamed screen"
            )
        )
        settings = getattr(parent, "settings", None)
        self.settings = settings if isinstance(settings, QSettings) else None
        if self.settings is not None:
            self.streaming.setChecked(self.settings.value("roster/streaming", False, type=bool))
        self.streaming.toggled.connect(self._streaming_toggled)
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
        # player and status fit their contents (as ResizeToContents would fit them), measured
        # by fit_columns when what they show changes, not on every layout of the header
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        for column in (RosterTableModel.ROLE, RosterTableModel.FACTION, RosterTableModel.CHARGES):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(RosterTableModel.NOTES, QHeaderView.ResizeMode.Stretch)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)  # a narrow column: "Fac…"
        header.setStretchLastSection(True)  # the notes, or the last column when none
        self.view.viewport().installEventFilter(self)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filter)
        layout.addWidget(self.view)
        bottom = QHBoxLayout()
        bottom.addWidget(self.count, 1)
        bottom.addWidget(self.streaming)
        layout.addLayout(bottom)

    def add_actions(self, actions: list[QAction]) -> None:
        self.view.addActions(actions)

    def _streaming_toggled(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.setValue("roster/streaming", on)
        self.refresh()

    def refresh(self) -> None:
        rows = roster_rows(self.session, preview=not self.streaming.isChecked())
        if rows == self.model.rows:
            return  # nothing to show again (most votes change no player)
        selected = self.selected_name()
        self.model.update_rows(rows, key=lambda row: row.name)
        self.view.setColumnHidden(RosterTableModel.CHARGES, not any(r.charges for r in rows))
        # no notes yet: their column gives its room to the faction and charges (it comes
        # back with the first note)
        self.view.setColumnHidden(RosterTableModel.NOTES, not any(r.note for r in rows))
        self.fit_columns()
        alive = sum(1 for r in rows if r.alive)
        self.count.setText(
            self.tr("{0} alive of {1}").format(alive, len(rows))
            if rows
            else self.tr("No game open")
        )
        if selected:
            self.select(selected)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.StyleChange,
            QEvent.Type.LanguageChange,  # the statuses are said in other words
        ):
            self._widths.clear()  # the same texts take other widths: measured again
            self._column_wants.clear()
        super().changeEvent(event)

    def _shown_rows(self) -> list[RosterRow]:
        """The rows the view shows (the filter's), in the view's order."""
        proxy, rows = self.proxy, self.model._rows
        shown = proxy.rowCount()
        if shown == len(rows) and proxy.sortColumn() < 0:
            return list(rows)  # not sorted, none filtered out: the model's order
        return [rows[proxy.mapToSource(proxy.index(r, 0)).row()] for r in range(shown)]

    def _want(self, column: int, rows: list[RosterRow]) -> int:
        """The width ``column``'s shown cells want, what ``view.sizeHintForColumn`` answers
        (the widest cell, and the grid line), each cell measured (``sizeHintForIndex``) only
        when what it shows is new to the column. ``rows``: :meth:`_shown_rows`."""
        shows = CELL_SHOWS[column]
        column_shows = tuple(shows(row) for row in rows)
        kept = self._column_wants.get(column)
        if kept is not None and kept[0] == column_shows:
            return kept[1]  # the column shows what it showed (a resize, most entries)
        widths = self._widths
        widest = 0
        for r, cell in enumerate(column_shows):
            key = (column, cell)
            width = widths.get(key)
            if width is None:
                if len(widths) > MEASURED_CELLS:
                    widths.clear()
                index = self.proxy.index(r, column)
                width = widths[key] = self.view.sizeHintForIndex(index).width()
            widest = max(widest, width)
        want = widest + (1 if self.view.showGrid() else 0)
        self._column_wants[column] = (column_shows, want)
        return want

    def _fit_contents(self, rows: list[RosterRow]) -> None:
        """Player and status as wide as their contents and their header, what the header's
        ResizeToContents gives them, without measuring every cell on every layout."""
        view, header, model = self.view, self.view.horizontalHeader(), RosterTableModel
        for column in (model.NAME, model.STATUS):
            want = max(self._want(column, rows), header.sectionSizeHint(column))
            if column == model.NAME:
                want = min(want, max(int(view.viewport().width() * NAME_SHARE), ROLE_MIN))
            width = min(max(want, header.minimumSectionSize()), header.maximumSectionSize())
            if view.columnWidth(column) != width:
                header.resizeSection(column, width)

    def fit_columns(self) -> None:
        """Player and status fit their contents; the role comes next and gets its whole name
        when it can, then faction and charges share what is left; the notes take the rest and
        elide first (the tooltip has the whole text), so nothing scrolls sideways. A narrow
        faction column still shows the faction's colour."""
        view, model = self.view, RosterTableModel
        # what the contents want is measured once per change of what a column shows, not on
        # every resize (a window being laid out resizes the roster a dozen times)
        rows = self._shown_rows()
        rest = [c for c in (model.FACTION, model.CHARGES) if not view.isColumnHidden(c)]
        notes = 0 if view.isColumnHidden(model.NOTES) else NOTES_MIN
        faction_shows = tuple(CELL_SHOWS[model.FACTION](r) for r in rows)
        kept = self._column_wants.get(model.FACTION)
        if self.model.swatch_only and (kept is None or kept[0] != faction_shows):
            self.model.set_swatch_only(False)  # the names come back to be measured
        role_want = max(self._want(model.ROLE, rows), MIN_WIDTH)
        wants = [max(self._want(c, rows), MIN_WIDTH) for c in rest]
        # too little room for everything whole: the status column takes its short header
        # (its cells are short words), so the last column has its pixels
        self.model.set_short(model.STATUS, False)
        self._fit_contents(rows)
        used = view.columnWidth(model.NAME) + view.columnWidth(model.STATUS)
        if used + notes + role_want + sum(wants) + 2 * view.showGrid() > view.viewport().width():
            self.model.set_short(model.STATUS, True)
            self._fit_contents(rows)
        free = (
            view.viewport().width() - view.columnWidth(model.NAME) - view.columnWidth(model.STATUS)
        )
        room = free - notes - 2 * view.showGrid()  # the grid lines take their pixels
        swatch = max(SWATCH, view.horizontalHeader().minimumSectionSize())
        role = min(role_want, max(room - swatch * len(rest), ROLE_MIN))
        if view.columnWidth(model.ROLE) != role:
            view.setColumnWidth(model.ROLE, role)
        stretched = self._stretched()
        widths = dict(zip(rest, fair_shares(wants, room - role, swatch), strict=True))
        if model.FACTION in widths:  # too narrow for the name: the colour alone
            narrow = widths[model.FACTION] < wants[rest.index(model.FACTION)]
            if narrow:
                widths[model.FACTION] = swatch  # the name's room goes to the others
                others = [c for c in rest if c != model.FACTION]
                given = fair_shares(
                    [wants[rest.index(c)] for c in others], room - role - swatch, swatch
                )
                widths.update(zip(others, given, strict=True))
            self.model.set_swatch_only(narrow)
        for column, width in widths.items():
            # the last column shown is the header's to stretch: a width set here came back
            # at the next layout, and the table then painted itself a second time
            if column != stretched and view.columnWidth(column) != width:
                view.setColumnWidth(column, width)
        self._fill(stretched)
        self._short_headers()

    def _fill(self, stretched: int | None) -> None:
        """The stretched column ends at the viewport's edge. The header stretches it when
        the header itself is resized; a column shown again (the notes, with the first note)
        came back at its default width and, the roster narrower than when it was hidden, ran
        past the edge, cut without an ellipsis ("Замет", "replacem" in Russian at 1366 px)."""
        if stretched is None:
            return
        view = self.view
        used = sum(
            view.columnWidth(c)
            for c in range(self.model.columnCount())
            if c != stretched and not view.isColumnHidden(c)
        )
        least = view.horizontalHeader().minimumSectionSize()
        width = max(view.viewport().width() - used, least)
        if view.columnWidth(stretched) != width:
            view.horizontalHeader().resizeSection(stretched, width)

    def _stretched(self) -> int | None:
        """The column the header stretches over the rest of the row: the last one shown."""
        header = self.view.horizontalHeader()
        if not header.stretchLastSection():
            return None
        shown = [c for c in range(header.count()) if not self.view.isColumnHidden(c)]
        return shown[-1] if shown else None

    def _short_headers(self) -> None:
        """A column narrower than its header's name shows its short name (the whole name
        is the header's tooltip), so no header is cut ("Сторона", "Выстр." at 1366 px); one
        too narrow for that too (the faction's colour alone) shows none ("F…" over Peaky's
        swatches)."""
        view, header = self.view, self.view.horizontalHeader()
        margin = 2 * view.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 4
        for column in RosterTableModel.SHORT:
            if column == RosterTableModel.STATUS:
                continue  # fit_columns chose it
            name = self.model.headerData(
                column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
            )
            width, metrics = view.columnWidth(column), header.fontMetrics()
            short = QCoreApplication.translate("Columns", RosterTableModel.SHORT[column])
            self.model.set_short(column, width < metrics.horizontalAdvance(str(name)) + margin)
            self.model.set_bare(column, width < metrics.horizontalAdvance(short) + margin)

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

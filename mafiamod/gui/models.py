"""Thin Qt table models (Vorta style): column constants, rows set in one reset.

Each model shows rows of a small frozen dataclass built by the widget that owns it;
models never call :class:`~mafiamod.game.Game`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItemModel

from . import said

if TYPE_CHECKING:
    from ..events import Event
    from .wording import Wording

Index = QModelIndex | QPersistentModelIndex
GREY = QColor("#8a8a8a")


# (``said.LANGUAGE``) bumped when the window's language changes: every cell remembered is
# asked again
LANGUAGE = said.LANGUAGE


def _remembered(data: Callable[..., Any]) -> Callable[..., Any]:
    """``data`` remembered per cell and role: a view asks each cell for seven roles on every
    paint and every measure of its columns (a Resolve paints and measures the roster's cells
    several times), and each ask from Qt is a call into Python. A cell's value is a function of
    its row (a frozen dataclass, held beside the values, so a new row is a new cell), its
    column, its role and the language. The values are kept per row position (a row that
    is replaced or moved is asked again), so an ask is a few lookups."""

    def remembered(
        self: RowsTableModel, index: Index, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        r, rows = index.row(), self._rows
        if r < 0 or r >= len(rows):
            return data(self, index, role)
        row = rows[r]
        memo = self._memo
        kept = memo.get(r)
        if kept is None or kept[0] is not row or kept[1] != LANGUAGE[0]:
            kept = memo[r] = (row, LANGUAGE[0], {})
        cells = kept[2]
        key = (index.column(), role)
        if key in cells:
            return cells[key]
        value = cells[key] = data(self, index, role)
        return value

    return remembered


# the item roles as ints, as the cells compare them (an attribute of Qt's enum costs about
# 0.4 µs to look up and compare, and a Resolve's roster rows made ~700 comparisons)
DISPLAY = int(Qt.ItemDataRole.DisplayRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
USER = int(Qt.ItemDataRole.UserRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
DECORATION = int(Qt.ItemDataRole.DecorationRole)
FONT = int(Qt.ItemDataRole.FontRole)
CHECK_STATE = int(Qt.ItemDataRole.CheckStateRole)
# the role a QStandardItem keeps its flags in (QStandardItem::setFlags writes it)
FLAGS_ROLE = int(Qt.ItemDataRole.UserRole) - 1


def cell_value(row: Any, attr: str, role: int, extra: Callable[[Any, str, int], Any]) -> Any:
    """A cell of both kinds of model: the row's ``attr`` as text (display, tooltip) or as it is
    (``UserRole``); any other role from the model's ``extra`` (colours, check marks)."""
    if role in (DISPLAY, TOOLTIP):
        value = getattr(row, attr)
        return "" if value is None else str(value)
    if role == USER:
        return getattr(row, attr)
    return extra(row, attr, role)


def tell_changed(model: QAbstractItemModel, changed: list[int], columns: int) -> None:
    """``dataChanged`` for the rows ``changed`` (ascending), one signal a run of adjacent
    rows: the views repaint those rows, not the unchanged ones between them (a Resolve
    changes the two players who died, not the rows of those seated between them)."""
    last = max(columns - 1, 0)
    start = 0
    for i in range(1, len(changed) + 1):
        if i == len(changed) or changed[i] != changed[i - 1] + 1:
            model.dataChanged.emit(
                model.index(changed[start], 0), model.index(changed[i - 1], last)
            )
            start = i


class RowsTableModel(QAbstractTableModel):
    """Rows of dataclasses; ``COLUMNS`` = (header, attribute) pairs. Cell values are
    remembered per row object (:func:`_remembered`): a model's ``data`` reads only its row,
    its column, the role and the translation."""

    COLUMNS: ClassVar[tuple[tuple[str, str], ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "data" in cls.__dict__:
            cls.data = _remembered(cls.__dict__["data"])  # type: ignore[method-assign]

    # a deferred refresh of the hidden panel that shows this model (set by the window):
    # reading :attr:`rows` runs it first, so code and tests reading a hidden page see it
    # as it would be shown
    pending: Callable[[], None] | None = None

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []
        # row position → (the row, the language, {(column, role): value})
        self._memo: dict[int, tuple[Any, int, dict[tuple[int, int], Any]]] = {}

    @property
    def rows(self) -> list[Any]:
        """The rows shown (brought up to date first when the panel's refresh was deferred)."""
        if self.pending is not None:
            self.pending()
        return self._rows

    @rows.setter
    def rows(self, rows: list[Any]) -> None:
        self._rows = rows

    def set_rows(self, rows: list[Any]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def update_rows(self, rows: list[Any], key: Callable[[Any], Any]) -> int:
        """Show ``rows`` with the fewest changes: rows whose ``key`` stays in place are updated
        where they differ, rows added or taken at the end are inserted or removed, and only a
        different order resets the model (which also drops the views' index widgets).

        Returns the first row that is new to the views (``len(rows)`` when none is)."""
        old, new = self._rows, list(rows)
        common = min(len(old), len(new))
        if any(key(a) != key(b) for a, b in zip(old[:common], new[:common], strict=True)):
            self.set_rows(new)
            return 0
        if len(new) < len(old):
            self.beginRemoveRows(QModelIndex(), len(new), len(old) - 1)
            self._rows = old[: len(new)]
            self.endRemoveRows()
        changed = [i for i in range(common) if old[i] != new[i]]
        for i in changed:  # an equal row keeps its object: its cells stay remembered
            self._rows[i] = new[i]
        tell_changed(self, changed, len(self.COLUMNS))
        if len(new) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(new) - 1)
            self._rows.extend(new[len(old) :])
            self.endInsertRows()
        return common

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        horizontal = orientation == Qt.Orientation.Horizontal
        if role == DISPLAY and horizontal and 0 <= section < len(self.COLUMNS):
            header = self.COLUMNS[section][0]
            return QCoreApplication.translate("Columns", header) if header else header
        return None

    def row_at(self, index: Index) -> Any:
        rows = self._rows
        return rows[index.row()] if index.isValid() and index.row() < len(rows) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_at(index)
        if row is None or not 0 <= index.column() < len(self.COLUMNS):
            return None
        return cell_value(row, self.COLUMNS[index.column()][1], role, self.extra_data)

    def extra_data(self, row: Any, attr: str, role: int) -> Any:
        """Other roles (colours, check marks): None where a model does not use them."""
        return None


class StoredRowsModel(QStandardItemModel):
    """Rows of dataclasses like :class:`RowsTableModel`, for the small tables a Resolve
    changes and a moderator keeps in sight (the roster, the timeline, the posts): each cell's
    values are worked out once, when its row comes or changes, and held by Qt, so painting
    and measuring the table (seven roles a cell, several times a Resolve) never calls into
    Python. A subclass says a cell's value for a role in :meth:`value`.

    The cells are written with ``setItemData`` and rows made with ``insertRows``/``removeRows``
    (calls that answer a bool): this PySide6 (6.12 on Python 3.11) takes a reference to None
    from Python on every call of a Qt method returning nothing, and a table written item by item
    with ``QStandardItem`` setters would use up None's references in minutes."""

    COLUMNS: ClassVar[tuple[tuple[str, str], ...]] = ()
    # the roles a cell holds (the others are empty): a subclass names those it uses
    ROLES: ClassVar[tuple[int, ...]] = (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.UserRole,
    )
    FLAGS = (
        Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
    )
    # the role a QStandardItem keeps its flags in (QStandardItem::setFlags writes it)
    FLAGS_ROLE = Qt.ItemDataRole.UserRole - 1
    pending: Callable[[], None] | None = None  # as RowsTableModel.pending

    def __init__(self, parent: Any = None) -> None:
        super().__init__(0, len(self.COLUMNS), parent)
        self._rows: list[Any] = []
        self._roles = [int(role) for role in self.ROLES]
        for section in range(len(self.COLUMNS)):  # held by Qt too: a header paints alone
            self._set_header(section)

    def _set_header(self, section: int) -> None:
        horizontal = Qt.Orientation.Horizontal
        QStandardItemModel.setHeaderData(self, section, horizontal, self.header_text(section))
        tip = self.header_tip(section)
        if tip is not None:
            QStandardItemModel.setHeaderData(
                self, section, horizontal, tip, Qt.ItemDataRole.ToolTipRole
            )

    def header_text(self, section: int) -> str:
        header = self.COLUMNS[section][0]
        return QCoreApplication.translate("Columns", header) if header else header

    def header_tip(self, section: int) -> str | None:
        return None

    @property
    def rows(self) -> list[Any]:
        """The rows shown (brought up to date first when the panel's refresh was deferred)."""
        if self.pending is not None:
            self.pending()
        return self._rows

    def value(self, row: Any, column: int, role: int) -> Any:
        """What the cell of ``row`` in ``column`` holds for ``role`` (None: nothing)."""
        return cell_value(row, self.COLUMNS[column][1], role, self.extra_data)

    def extra_data(self, row: Any, attr: str, role: int) -> Any:
        return None

    def flags_for(self, row: Any, column: int) -> Qt.ItemFlag:
        """The flags of ``row``'s cell in ``column`` (those of a read-only table's, by default)."""
        return self.FLAGS

    def cells(self, row: Any) -> list[dict[int, Any]]:
        """Each column's cell of ``row``: role → value (the flags included, empty roles left
        out), from :meth:`value`. A subclass may work a row out in one pass instead."""
        out = []
        flags_role = int(self.FLAGS_ROLE)
        for column in range(len(self.COLUMNS)):
            cell: dict[int, Any] = {flags_role: self.flags_for(row, column).value}
            for role in self._roles:
                value = self.value(row, column, role)
                if value is not None:
                    cell[role] = value
            out.append(cell)
        return out

    def _write(self, r: int, row: Any) -> None:
        """Row ``r``'s cells, from ``row`` (signals blocked: the caller tells the views)."""
        for column, cell in enumerate(self.cells(row)):
            QStandardItemModel.setItemData(self, self.index(r, column), cell)

    def set_rows(self, rows: list[Any]) -> None:
        self._rows = list(rows)
        self.beginResetModel()
        blocked = self.blockSignals(True)  # one reset, not a signal per row or cell
        try:
            self.removeRows(0, self.rowCount())
            self.insertRows(0, len(self._rows))
            for r, row in enumerate(self._rows):
                self._write(r, row)
        finally:
            self.blockSignals(blocked)
        self.endResetModel()

    def update_rows(self, rows: list[Any], key: Callable[[Any], Any]) -> int:
        """As :meth:`RowsTableModel.update_rows`: the fewest changes."""
        old, new = self._rows, list(rows)
        common, before = min(len(old), len(new)), len(old)
        if any(key(a) != key(b) for a, b in zip(old[:common], new[:common], strict=True)):
            self.set_rows(new)
            return 0
        if len(new) < before:
            self._rows = old[: len(new)]
            self.removeRows(len(new), before - len(new))
        changed = [i for i in range(common) if old[i] != new[i]]
        if len(new) > before:
            self._rows = old + new[before:]
            self.insertRows(before, len(new) - before)  # empty: written below
            changed += range(before, len(new))
        if changed:
            blocked = self.blockSignals(True)  # one dataChanged for the rows written
            try:
                for i in changed:
                    self._rows[i] = new[i]
                    self._write(i, new[i])
            finally:
                self.blockSignals(blocked)
            tell_changed(self, changed, len(self.COLUMNS))
        return common

    def row_at(self, index: Index) -> Any:
        rows = self._rows
        return rows[index.row()] if index.isValid() and index.row() < len(rows) else None


@dataclass(frozen=True)
class RosterRow:
    name: str
    status: str
    role: str
    faction: str
    charges: str
    note: str
    alive: bool = True
    color: str = ""
    detail: str = ""
    # the charges in whole words, when the column shows them short ("+ ult 1 ✉1")
    charges_words: str = ""


STATUS_NAMES = {  # RosterRow.status as the roster shows it
    "alive": QT_TRANSLATE_NOOP("Columns", "alive"),
    "dead": QT_TRANSLATE_NOOP("Columns", "dead"),
    "modkilled": QT_TRANSLATE_NOOP("Columns", "modkilled"),
    "dying": QT_TRANSLATE_NOOP("Columns", "dying"),
}


def status_text(status: str) -> str:
    name = STATUS_NAMES.get(status)
    return QCoreApplication.translate("Columns", name) if name else status


class RosterTableModel(StoredRowsModel):
    ROLES = (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.UserRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.DecorationRole,
        Qt.ItemDataRole.FontRole,
    )
    NAME, STATUS, ROLE, FACTION, CHARGES, NOTES = range(6)
    COLUMNS = (
        (QT_TRANSLATE_NOOP("Columns", "Player"), "name"),
        (QT_TRANSLATE_NOOP("Columns", "Status"), "status"),
        (QT_TRANSLATE_NOOP("Columns", "Role"), "role"),
        (QT_TRANSLATE_NOOP("Columns", "Faction"), "faction"),
        (QT_TRANSLATE_NOOP("Columns", "Shots"), "charges"),
        (QT_TRANSLATE_NOOP("Columns", "Notes"), "note"),
    )
    # the header of a column too narrow for its name (the whole name is its tooltip)
    SHORT = {
        STATUS: QT_TRANSLATE_NOOP("Columns", "St."),
        FACTION: QT_TRANSLATE_NOOP("Columns", "Fac."),
        CHARGES: QT_TRANSLATE_NOOP("Columns", "Sh."),
        NOTES: QT_TRANSLATE_NOOP("Columns", "Nt."),
    }

    # columns whose header shows its short name
    short: frozenset[int] | set[int] = frozenset()
    # columns too narrow for even the short name (the faction's colour alone): no header
    # text rather than a cut one ("F…"), the whole name its tooltip
    bare: frozenset[int] | set[int] = frozenset()
    # the faction column shows its colour only (too narrow for the name: its tooltip says it)
    swatch_only = False

    def set_swatch_only(self, on: bool) -> None:
        """The faction column's cells with their colour only (True) or with the name too."""
        if self.swatch_only == on:
            return
        self.swatch_only = on
        blocked = self.blockSignals(True)  # the cells are held by Qt: written again
        try:
            for number, row in enumerate(self._rows):
                self._write(number, row)
        finally:
            self.blockSignals(blocked)
        if self._rows:
            column = self.FACTION
            self.dataChanged.emit(self.index(0, column), self.index(len(self._rows) - 1, column))

    def header_text(self, section: int) -> str:
        if section in self.bare:
            return ""
        if section in self.short:
            return QCoreApplication.translate("Columns", self.SHORT[section])
        return super().header_text(section)

    def header_tip(self, section: int) -> str | None:
        return QCoreApplication.translate("Columns", self.COLUMNS[section][0])

    def set_short(self, column: int, short: bool) -> None:
        """Show ``column``'s short header (True) or its whole name."""
        if (column in self.short) != short:
            self.short = set(self.short) ^ {column}
            self._set_header(column)

    def set_bare(self, column: int, bare: bool) -> None:
        """Show no header text over ``column`` (True: too narrow for its short name)."""
        if (column in self.bare) != bare:
            self.bare = set(self.bare) ^ {column}
            self._set_header(column)

    def value(self, row: RosterRow, column: int, role: int) -> Any:
        return self.cells(row)[column].get(int(role))

    def cells(self, row: RosterRow) -> list[dict[int, Any]]:
        """The row's cells in one pass (what a cell and role at a time cost the roster 0.1 ms
        a row): the status in words, the tooltips (player and status: who, the status or why
        the player would die, the note; the other columns: the whole text, when elided), the
        dead greyed and struck out, the dying status orange, role and faction in the
        faction's colour with its swatch."""
        status = status_text(row.status)
        tip = f"{row.name} — {row.detail or status}" + (
            "\n" + QCoreApplication.translate("Columns", "Note: {note}").format(note=row.note)
            if row.note
            else ""
        )
        grey = None if row.alive else QBrush(GREY)
        colour = QColor(row.color) if row.color else None
        flags = self.FLAGS.value
        out = []
        for column, (_header, attr) in enumerate(self.COLUMNS):
            value = getattr(row, attr)
            cell: dict[int, Any] = {
                FLAGS_ROLE: flags,
                DISPLAY: status if column == self.STATUS else ("" if value is None else str(value)),
            }
            if column in (self.NAME, self.STATUS):
                cell[TOOLTIP] = tip
            elif column == self.CHARGES and row.charges_words:
                cell[TOOLTIP] = row.charges_words  # the short forms in words
            elif str(value):
                cell[TOOLTIP] = str(value)
            if column == self.FACTION and self.swatch_only and row.color:
                cell[DISPLAY] = ""  # the colour alone (the tooltip names the faction)
            if value is not None:
                cell[USER] = value
            if row.status == "dying" and column == self.STATUS:
                cell[FOREGROUND] = QBrush(QColor("#e65100"))
            elif grey is not None:
                cell[FOREGROUND] = grey
            elif colour is not None and column in (self.FACTION, self.ROLE):
                cell[FOREGROUND] = QBrush(colour)
            if colour is not None and column == self.FACTION:
                cell[DECORATION] = colour if row.alive else GREY
            if column == self.NAME and not row.alive:
                font = QFont()
                font.setStrikeOut(True)
                cell[FONT] = font
            out.append(cell)
        return out


@dataclass(frozen=True)
class EntryRow:
    """A vote or an action as entered, with the rules' verdict."""

    number: int
    who: str
    what: str
    targets: str
    extra: str
    status: str
    refused: bool = False
    seq: int = 0  # the entry's number in the game file
    replaced: bool = False  # valid, but a later entry for the same slot counts instead


class EntriesTableModel(RowsTableModel):
    NUMBER, WHO, WHAT, TARGETS, EXTRA, STATUS = range(6)
    COLUMNS = (
        ("#", "number"),
        (QT_TRANSLATE_NOOP("Columns", "Who"), "who"),
        (QT_TRANSLATE_NOOP("Columns", "What"), "what"),
        (QT_TRANSLATE_NOOP("Columns", "Target"), "targets"),
        (QT_TRANSLATE_NOOP("Columns", "Extra"), "extra"),
        (QT_TRANSLATE_NOOP("Columns", "Status"), "status"),
    )

    def extra_data(self, row: EntryRow, attr: str, role: int) -> Any:
        if role == FOREGROUND and row.refused:
            return QBrush(QColor("#b71c1c"))
        if role == FOREGROUND and row.replaced:
            return QBrush(QColor("#757575"))
        return None


@dataclass(frozen=True)
class TallyRow:
    vote: str
    target: str
    count: str
    voters: str
    to_majority: str


class TallyTableModel(RowsTableModel):
    VOTE, TARGET, COUNT, TO_MAJORITY, VOTERS = range(5)
    COLUMNS = (
        (QT_TRANSLATE_NOOP("Columns", "Vote"), "vote"),
        (QT_TRANSLATE_NOOP("Columns", "Wagon"), "target"),
        (QT_TRANSLATE_NOOP("Columns", "Votes"), "count"),
        (QT_TRANSLATE_NOOP("Columns", "L-"), "to_majority"),
        (QT_TRANSLATE_NOOP("Columns", "Voters"), "voters"),
    )

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and index.column() == self.VOTE and role in (DISPLAY, TOOLTIP):
            from . import engine_text

            return engine_text.vote(self._rows[index.row()].vote)  # the vote's name, not its id
        return super().data(index, role)

    def extra_data(self, row: TallyRow, attr: str, role: int) -> Any:
        if role == FONT and attr in ("target", "count"):
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        return None


@dataclass(frozen=True)
class TimelineRow:
    kind: str
    text: str
    draw: int | None = None
    pinned: bool = False
    override: str = ""
    seq: int = 0  # a vote's entry number (a late-found vote can be inserted before it)


TIMELINE_COLOURS = {
    "entry": "#546e7a",
    "vote": "#546e7a",
    "death": "#b71c1c",
    "rejected": "#e65100",
    "draw": "#1565c0",
    "result": "#2e7d32",
    "event": "#6a1b9a",
}


STEP_NAMES = {  # TimelineRow.kind as the Step column shows it
    "entry": QT_TRANSLATE_NOOP("Columns", "entry"),
    "vote": QT_TRANSLATE_NOOP("Columns", "vote"),
    "trace": QT_TRANSLATE_NOOP("Columns", "trace"),
    "draw": QT_TRANSLATE_NOOP("Columns", "draw"),
    "death": QT_TRANSLATE_NOOP("Columns", "death"),
    "result": QT_TRANSLATE_NOOP("Columns", "result"),
    "rejected": QT_TRANSLATE_NOOP("Columns", "rejected"),
    "event": QT_TRANSLATE_NOOP("Columns", "event"),
    "tally": QT_TRANSLATE_NOOP("Columns", "tally"),
    "record": QT_TRANSLATE_NOOP("Columns", "record"),
    "winner": QT_TRANSLATE_NOOP("Columns", "winner"),
}


class TimelineTableModel(StoredRowsModel):
    """Steps of a phase; long lines are elided in the view and read in full in the tooltip."""

    ROLES = (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.UserRole,
        Qt.ItemDataRole.ForegroundRole,
    )

    KIND, TEXT, OVERRIDE = range(3)
    COLUMNS = (
        (QT_TRANSLATE_NOOP("Columns", "Step"), "kind"),
        (QT_TRANSLATE_NOOP("Columns", "What happened"), "text"),
        ("", "override"),
    )

    def value(self, row: TimelineRow, column: int, role: int) -> Any:
        if role == DISPLAY and column == self.KIND:
            name = STEP_NAMES.get(row.kind)
            return QCoreApplication.translate("Columns", name) if name else row.kind
        return super().value(row, column, role)

    def extra_data(self, row: TimelineRow, attr: str, role: int) -> Any:
        if role == FOREGROUND and attr == "kind" and row.kind in TIMELINE_COLOURS:
            return QBrush(QColor(TIMELINE_COLOURS[row.kind]))
        return None


@dataclass(frozen=True)
class PostRow:
    key: str
    phase: str
    kind: str
    to: str
    text: str
    sent: bool = False
    copy: str = ""
    changed: str = ""  # the difference from what was sent, when a correction changed it
    # why the post cannot be written (its template fails: the renderer's message); its
    # text is then empty, and it cannot be copied or marked sent
    error: str = ""
    template: str = ""  # the failing template's file name


class PostsTableModel(StoredRowsModel):
    SENT, COPY, PHASE, KIND, TO = range(5)
    COLUMNS = (
        (QT_TRANSLATE_NOOP("Columns", "Sent"), "sent"),
        (QT_TRANSLATE_NOOP("Columns", "Copy"), "copy"),
        (QT_TRANSLATE_NOOP("Columns", "Phase"), "phase"),
        (QT_TRANSLATE_NOOP("Columns", "Kind"), "kind"),
        (QT_TRANSLATE_NOOP("Columns", "To"), "to"),
    )
    ROLES = (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.UserRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.CheckStateRole,
    )
    sent_toggled = Signal(str, bool)

    def value(self, row: PostRow, column: int, role: int) -> Any:
        if column == self.SENT and row.error:
            if role == DISPLAY:
                return "⚠"  # the column stays narrow: the row is red, the preview says why
            if role == TOOLTIP:
                return row.error
            if role == FOREGROUND:
                return QBrush(QColor("#b71c1c"))
            return None  # no check box: what cannot be written cannot be sent
        if column == self.SENT and row.changed:
            if role == DISPLAY:
                return QCoreApplication.translate("PostsTableModel", "changed since sent")
            if role == TOOLTIP:
                return row.changed
            if role == FOREGROUND:
                return QBrush(QColor("#e65100"))
        if column in (self.SENT, self.COPY) and role == DISPLAY:
            return None
        return super().value(row, column, role)

    def extra_data(self, row: PostRow, attr: str, role: int) -> Any:
        if role == CHECK_STATE and attr == "sent":
            return Qt.CheckState.Checked if row.sent else Qt.CheckState.Unchecked
        if role == FOREGROUND and row.sent:
            return QBrush(GREY)
        if role == FOREGROUND and row.error:
            return QBrush(QColor("#b71c1c"))
        return None

    def flags_for(self, row: PostRow, column: int) -> Qt.ItemFlag:
        if column == self.SENT and not row.error:
            return self.FLAGS | Qt.ItemFlag.ItemIsUserCheckable
        return self.FLAGS

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        row = self.row_at(index)
        if row is None or index.column() != self.SENT or role != CHECK_STATE:
            return False
        if row.error:
            return False
        checked = Qt.CheckState(value) == Qt.CheckState.Checked
        self.sent_toggled.emit(row.key, checked)  # the game records it; a refresh follows
        return True


@dataclass(frozen=True)
class LogRow:
    number: int
    phase: str
    kind: str
    text: str
    seq: int = 0  # the event's number in the game file


class LogTableModel(RowsTableModel):
    NUMBER, PHASE, KIND, TEXT = range(4)
    COLUMNS = (
        ("#", "number"),
        (QT_TRANSLATE_NOOP("Columns", "Phase"), "phase"),
        (QT_TRANSLATE_NOOP("Columns", "Kind"), "kind"),
        (QT_TRANSLATE_NOOP("Columns", "Entry"), "text"),
    )

    # the open game's names (its abilities'), for the entries' words, and that game
    wording: Wording | None = None
    wording_of: object = None

    def sync(self, events: Sequence[Event]) -> None:
        """Show ``events``: an entry appends a row, an undo removes the last one; only a log
        that changed otherwise (another game) is read again in full."""
        rows, n = self._rows, len(events)
        if len(rows) == n and (not n or rows[-1].seq == events[-1].seq):
            return
        if n == len(rows) + 1 and (not rows or rows[-1].seq == events[n - 2].seq):
            self.beginInsertRows(QModelIndex(), len(rows), len(rows))
            rows.append(log_row(n, events[-1], self.wording))
            self.endInsertRows()
        elif n == len(rows) - 1 and (not n or rows[n - 1].seq == events[-1].seq):
            self.beginRemoveRows(QModelIndex(), n, n)
            rows.pop()
            self.endRemoveRows()
        else:
            self.beginResetModel()
            self._rows = LazyLogRows(events, self.wording)  # type: ignore[assignment]
            self.endResetModel()


def log_row(number: int, event: Event, wording: Wording | None = None) -> LogRow:
    """The log's row of ``event``: its kind and entry in the window's language."""
    from .event_words import event_text, kind_text

    return LogRow(
        number, event.phase or "", kind_text(event.kind), event_text(event, wording), event.seq
    )


class LazyLogRows:
    """The game log's rows, each described when first shown: opening a 20,000-event game
    does not describe 20,000 entries for a tab that shows a screenful (issue 12)."""

    def __init__(self, events: Sequence[Event], wording: Wording | None = None) -> None:
        self._items: list[Event | LogRow] = list(events)
        self._wording = wording

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, i: int) -> LogRow:
        if i < 0:
            i += len(self._items)
        item = self._items[i]
        if not isinstance(item, LogRow):
            item = self._items[i] = log_row(i + 1, item, self._wording)
        return item

    def __iter__(self) -> Iterator[LogRow]:
        return (self[i] for i in range(len(self._items)))

    def append(self, row: LogRow) -> None:
        self._items.append(row)

    def pop(self) -> LogRow:
        row = self[-1]
        self._items.pop()
        return row

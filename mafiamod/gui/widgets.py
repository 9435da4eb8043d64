"""Small shared widgets and helpers: name pickers, extras parsing, table setup."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QHeaderView,
    QTableView,
    QWidget,
)


def fair_shares(wants: list[int], room: int, least: int = 36) -> list[int]:
    """Widths for columns wanting ``wants`` in ``room`` pixels: whoever wants less than an
    equal share gets it all, the others split what is left (each at least ``least``)."""
    widths = list(wants)
    left = sorted(range(len(wants)), key=lambda i: wants[i])
    while left:
        share = max(room // len(left), least)
        i = left[0]
        if wants[i] > share:
            for j in left:
                widths[j] = share
            break
        widths[i] = wants[i]
        room -= wants[i]
        left.pop(0)
    return widths


class NamePicker(QComboBox):
    """An editable combo of names with case-insensitive completion; text() is the choice."""

    def __init__(self, parent: QWidget | None = None, placeholder: str = "") -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.lineEdit().setPlaceholderText(placeholder)
        self.setMinimumContentsLength(10)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        completer = QCompleter(self.model(), self)  # follows the items as they change
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
        self.setCompleter(completer)

    def set_names(self, names: Iterable[str], keep: bool = True) -> None:
        current = self.currentText()
        self.blockSignals(True)
        self.clear()
        self.addItems(list(names))
        self.setCurrentIndex(-1)
        self.setEditText(current if keep else "")
        self.blockSignals(False)

    def text(self) -> str:
        """The chosen name, matched case-insensitively to an item when it is one."""
        typed = self.currentText().strip()
        for i in range(self.count()):
            if self.itemText(i).lower() == typed.lower():
                return self.itemText(i)
        return typed


def parse_value(text: str) -> Any:
    """A typed value: integers and true/false as such, a, b as a list, the rest as text."""
    text = text.strip()
    if "," in text:
        return [parse_value(part) for part in text.split(",") if part.strip()]
    if text.lstrip("-").isdigit():
        return int(text)
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    return text


def parse_extras(text: str) -> dict[str, Any]:
    """``key=value key2="two words"`` into a dict; a ValueError names a bad part."""
    import shlex

    out: dict[str, Any] = {}
    for part in shlex.split(text):
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise ValueError(
                QCoreApplication.translate("Widgets", "extra {part}: expected key=value").format(
                    part=repr(part)
                )
            )
        out[key.strip()] = parse_value(value)
    return out


def format_extras(extra: dict[str, Any]) -> str:
    return " ".join(f"{k}={v}" for k, v in extra.items())


def setup_table(view: QTableView, stretch_last: bool = True) -> None:
    """The look every table of the window shares."""
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(22)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setResizeContentsPrecision(0)  # fit the rows on screen, not a 20,000-row log
    header.setStretchLastSection(stretch_last)


class FitWhileShown(QObject):
    """A table's columns fit their contents only while it is shown. Qt measures a hidden
    table's column over every row, not over a screenful (``QTableView::sizeHintForColumn``
    ignores the resize precision when the view is not visible): the game log of a
    20,000-event game, first laid out behind its tab, described and measured all its rows
    (2.2 s). Shown, the columns fit the rows on screen, as :func:`setup_table` has them."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._header = view.horizontalHeader()
        self._fit(view.isVisible())
        view.installEventFilter(self)

    def _fit(self, shown: bool) -> None:
        mode = QHeaderView.ResizeMode
        self._header.setSectionResizeMode(mode.ResizeToContents if shown else mode.Interactive)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._fit(event.type() == QEvent.Type.Show)
        return False


# the share of a table's width one column may take before it elides (its tooltip has the
# whole text): a very long forum name pushed a vote's status ("valid", "ignored: …") and a
# wagon's voters out of sight, behind a sideways scroll bar
COLUMN_SHARE = 0.3
LAST_COLUMN_ROOM = 120  # pixels the last column (a vote's status) keeps before any elides


def fit_columns_on_change(view: QTableView) -> None:
    """Columns sized to their contents again whenever rows come or change: a header in
    ``ResizeToContents`` mode measures once, so rows entered after the view showed (the
    night's entries, a day's votes) kept the empty list's widths ("Jail…", "Syre…"). A
    column wider than :data:`COLUMN_SHARE` of the table elides; fitted again on a resize."""
    model = view.model()

    pending: list[bool] = []

    def fit() -> None:
        pending.clear()
        header = view.horizontalHeader()
        last = header.count() - 1 if header.stretchLastSection() else header.count()
        room = view.viewport().width()
        shown = [c for c in range(last) if not view.isColumnHidden(c)]
        wants = {c: max(view.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in shown}
        # all whole when they leave the last column its room, else the widest elide
        fits = sum(wants.values()) + LAST_COLUMN_ROOM <= room
        share = room if fits else int(room * COLUMN_SHARE)
        for column in shown:  # the stretched last column keeps filling the rest
            want = wants[column]
            cap = max(share, header.sectionSizeHint(column))
            mode = QHeaderView.ResizeMode
            if want > cap:
                header.setSectionResizeMode(column, mode.Interactive)
                header.resizeSection(column, cap)
            else:
                header.setSectionResizeMode(column, mode.ResizeToContents)
                view.resizeColumnToContents(column)

    class Resized(QObject):
        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Resize:
                later()
            return False

    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    watch = Resized(view)
    view.viewport().installEventFilter(watch)

    def later(*_: object) -> None:
        if not pending:  # many rows in one refresh: one fit
            pending.append(True)
            QTimer.singleShot(0, view, fit)

    for signal in (model.rowsInserted, model.modelReset, model.dataChanged, model.rowsRemoved):
        signal.connect(later)


class ShareColumns(QObject):
    """Two columns of a table that share what the others leave: ``whole`` gets the width its
    cells want while ``elided`` keeps at least ``least`` pixels (and half the room, when
    ``whole`` wants more than ``elided`` leaves it), ``elided`` the rest (it
    elides, its tooltip has the whole text), and the last of them ends at the viewport's
    edge, so the table never scrolls sideways or cuts a column off. The posts list: a long
    kind («Пост с ролью казнённого») pushed the recipient («Кому») past the edge. Fitted
    again when the rows or the width change."""

    def __init__(self, view: QTableView, elided: int, whole: int, least: int = 60) -> None:
        super().__init__(view)
        self.view, self.elided, self.whole, self.least = view, elided, whole, least
        header = view.horizontalHeader()
        for column in (elided, whole):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        view.viewport().installEventFilter(self)
        self._pending = False
        model = view.model()
        for signal in (model.rowsInserted, model.modelReset, model.dataChanged, model.rowsRemoved):
            signal.connect(self.later)

    def later(self, *_: object) -> None:
        if not self._pending:  # many rows in one refresh: one fit
            self._pending = True
            QTimer.singleShot(0, self, self.fit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        self._pending = False
        view, header = self.view, self.view.horizontalHeader()
        used = sum(
            view.columnWidth(c)
            for c in range(header.count())
            if c not in (self.elided, self.whole) and not view.isColumnHidden(c)
        )
        room = view.viewport().width() - used
        want = max(view.sizeHintForColumn(self.whole), header.sectionSizeHint(self.whole))
        # ``whole`` leaves ``elided`` what it wants when it can, and at least half the room:
        # a very long forum name as a PM's recipient cut every kind to "Replac…", "Vote c…"
        others = max(view.sizeHintForColumn(self.elided), header.sectionSizeHint(self.elided))
        whole = min(want, room - self.least, max(room - others, room // 2))
        whole = max(whole, header.minimumSectionSize())
        elided = max(room - whole, header.minimumSectionSize())
        for column, width in ((self.elided, elided), (self.whole, whole)):
            if view.columnWidth(column) != width:
                header.resizeSection(column, width)

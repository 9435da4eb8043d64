"""Posts and PMs: every role PM, result PM, vote count, flip and night post, with Copy and "sent"."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStyle,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .bbcode_preview import to_html
from .models import PostRow, PostsTableModel
from .session import GameSession
from .widgets import setup_table

ALL = "All phases"


def post_rows(session: GameSession, phase: str | None) -> list[PostRow]:
    game = session.game
    if game is None:
        return []
    changed = {c.item.key: c.diff() for c in game.sent_changes()}
    rows = []
    for item in game.post_items():
        if phase and item.phase != phase:
            continue
        status = game.sent_status(item.key, item.text)
        rows.append(
            PostRow(
                item.key,
                item.phase,
                item.kind,
                item.to or "(public)",
                item.text,
                bool(status),
                changed=changed.get(item.key, ""),
            )
        )
    return rows


class PostsPanel(QWidget):
    """Phase picker, the list of posts and PMs, a rendered preview and the raw BBCode."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._shown: tuple[str, str] | None | bool = False  # the post in the preview
        self.phase = QComboBox(self)
        self.model = PostsTableModel(self)
        self.model.sent_toggled.connect(lambda key, on: self.session.call("mark_sent", key, on))
        self.view = QTableView(self)
        self.view.setModel(self.model)
        setup_table(self.view, stretch_last=True)
        # "To" takes what is left and elides (a long forum name), so the list never scrolls sideways
        self.view.horizontalHeader().setSectionResizeMode(
            PostsTableModel.TO, QHeaderView.ResizeMode.Stretch
        )
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.preview = QTextBrowser(self)
        self.preview.setOpenExternalLinks(False)
        self.raw = QPlainTextEdit(self)
        self.raw.setReadOnly(True)
        tabs = QTabWidget(self)
        tabs.setDocumentMode(True)
        tabs.addTab(self.preview, self.tr("Preview"))
        tabs.addTab(self.raw, "BBCode")
        self.copy = QPushButton(self.tr("&Copy"), self)
        self.copy.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogContentsView)
        )
        self.copy.setToolTip(self.tr("Copy the selected post or PM as BBCode (Ctrl+Shift+C)"))
        self.copy.setShortcut("Ctrl+Shift+C")
        self.copy_pms_button = QPushButton(self.tr("Copy all &PMs"), self)
        self.copy_pms_button.setToolTip(
            self.tr("Copy every PM of the phase shown, one after another")
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.copy)
        buttons.addWidget(self.copy_pms_button)
        buttons.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(QLabel("<b>" + self.tr("Posts &amp; PMs") + "</b>"))
        top.addWidget(self.phase, 1)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.view)
        split.addWidget(tabs)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)
        self.phase.currentIndexChanged.connect(self.show_rows)
        self.view.selectionModel().currentRowChanged.connect(self.show_current)
        self.copy.clicked.connect(self.copy_current)
        self.copy_pms_button.clicked.connect(self.copy_all_pms)

    def refresh(self, select_phase: str | None = None) -> None:
        game = self.session.game
        current = select_phase or self.phase.currentData()
        self.phase.blockSignals(True)
        self.phase.clear()
        self.phase.addItem(self.tr("All phases"), None)
        for record in game.records() if game else []:
            if not record.ignored and (record.posts or record.pms):
                self.phase.addItem(record.id, record.id)
        index = self.phase.findData(current) if current else 0
        self.phase.setCurrentIndex(max(index, 0))
        self.phase.blockSignals(False)
        self.show_rows()

    def show_rows(self) -> None:
        key = self.current_row().key if self.current_row() else None
        rows = post_rows(self.session, self.phase.currentData())
        first_new = self.model.update_rows(rows, key=lambda row: row.key)  # others keep theirs
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogContentsView)
        for r in range(first_new, len(rows)):
            row = rows[r]
            index = self.model.index(r, PostsTableModel.COPY)
            button = QToolButton(self.view)
            button.setIcon(icon)
            button.setAutoRaise(True)
            button.setToolTip(self.tr("Copy {kind} {to}").format(kind=row.kind, to=row.to))
            button.clicked.connect(lambda _=False, rr=r: self.copy_row(self.model.rows[rr]))
            self.view.setIndexWidget(index, button)
        self._show_status()
        target = next((r for r, row in enumerate(rows) if row.key == key), 0 if rows else -1)
        if target >= 0:
            self.view.setCurrentIndex(self.model.index(target, PostsTableModel.KIND))
        self.show_current()

    def _show_status(self) -> None:
        """Whether the phase shown is confirmed for publishing (the timeline's Publish toggle)."""
        game, phase = self.session.game, self.phase.currentData()
        if game is None or phase is None:
            self.status.setText("")
        elif phase not in game.closed_phases():
            self.status.setText(
                "<span style='color:#1565c0'>"
                + self.tr("Open phase: live preview, not final.")
                + "</span>"
            )
        elif f"{phase}:published" in game.sent_keys():
            self.status.setText(
                "<span style='color:#2e7d32'>✔ " + self.tr("Confirmed and published.") + "</span>"
            )
        else:
            self.status.setText(
                "<span style='color:#e65100'>"
                + self.tr(
                    "Not confirmed yet: check the timeline, then tick <i>Published</i> there."
                )
                + "</span>"
            )

    def current_row(self) -> PostRow | None:
        return self.model.row_at(self.view.currentIndex())

    def show_current(self) -> None:
        row = self.current_row()
        if row is not None and row.changed:
            self.status.setText(
                self.tr("Changed since sent — what was sent, and what it says now:")
                + f"<pre>{html.escape(row.changed)}</pre>"
            )
        shown = (row.key, row.text) if row else None
        if shown == self._shown:
            return  # the same post: its preview stands (rendering it is the slow part)
        self._shown = shown
        self.raw.setPlainText(row.text if row else "")
        self.preview.setHtml(
            to_html(row.text) if row else "<i>" + self.tr("No post selected.") + "</i>"
        )
        self.copy.setEnabled(row is not None)

    def select(self, kind: str, to: str | None = None) -> bool:
        for r, row in enumerate(self.model.rows):
            if row.kind == kind and (to is None or row.to == to):
                self.view.setCurrentIndex(self.model.index(r, PostsTableModel.KIND))
                return True
        return False

    def copy_row(self, row: PostRow) -> None:
        QApplication.clipboard().setText(row.text)
        if row.to != "(public)":
            done = self.tr("Copied {kind} to {to}").format(kind=row.kind, to=row.to)
        else:
            done = self.tr("Copied {kind}").format(kind=row.kind)
        self.session.succeeded.emit(done)

    def copy_current(self) -> None:
        row = self.current_row()
        if row:
            self.copy_row(row)

    def copy_all_pms(self) -> None:
        pms = [r for r in self.model.rows if r.to != "(public)"]
        text = "\n\n".join(f"=== PM to {r.to} ({r.kind}) ===\n{r.text}" for r in pms)
        QApplication.clipboard().setText(text)
        self.session.succeeded.emit(
            QCoreApplication.translate("PostsPanel", "Copied %n PM(s)", None, len(pms))
        )

"""Posts and PMs: every role PM, result PM, vote count, flip and night post, with Copy and "sent"."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
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

from ..engine.errors import KnownError
from ..sent import PostFailure
from .bbcode_preview import to_html
from .models import PostRow, PostsTableModel
from .plain import rich
from .session import GameSession
from .widgets import ShareColumns, setup_table

PUBLIC = "(public)"


def post_rows(session: GameSession, phase: str | None) -> list[PostRow]:
    game = session.game
    if game is None:
        return []
    changed = {c.item.key: c.diff() for c in game.sent_changes()}
    rows = []
    for item in game.post_listing(phase or None):  # only the phase shown is rendered
        if isinstance(item, PostFailure):  # its template fails: said in its place
            error = session.error_text(item.error)
            to = item.to or PUBLIC
            rows.append(
                PostRow(
                    item.key, item.phase, item.kind, to, "", error=error, template=item.template
                )
            )
            continue
        status = game.sent_status(item.key, item.text)
        rows.append(
            PostRow(
                item.key,
                item.phase,
                item.kind,
                item.to or PUBLIC,
                item.text,
                bool(status),
                changed=changed.get(item.key, ""),
            )
        )
    return rows


def kind_label(kind: str) -> str:
    """A post's or PM's kind as the moderator calls it ("Result PM", "Night post")."""
    return kind_labels().get(kind, kind.replace("-", " ").capitalize())


def kind_labels() -> dict[str, str]:
    """Every post and PM kind a setup makes, by its name in the window's language."""
    return {
        "role-pm": QCoreApplication.translate("Posts", "Role PM"),
        "alignment-pm": QCoreApplication.translate("Posts", "Alignment PM"),
        "result-pm": QCoreApplication.translate("Posts", "Result PM"),
        "result": QCoreApplication.translate("Posts", "Result PM"),
        "day-start": QCoreApplication.translate("Posts", "Day-start post"),
        "no-power-role-pm": QCoreApplication.translate("Posts", "No-PR PM"),
        "conversion-pm": QCoreApplication.translate("Posts", "Conversion PM"),
        "convert-joins-pm": QCoreApplication.translate("Posts", "Team PM: a convert joins"),
        "replacement-pm": QCoreApplication.translate("Posts", "Replacement PM"),
        "team-result": QCoreApplication.translate("Posts", "Team result PM"),
        "mafia-plan": QCoreApplication.translate("Posts", "Mafia plan PM"),
        "night-result": QCoreApplication.translate("Posts", "Night post"),
        "night-post": QCoreApplication.translate("Posts", "Night post"),
        "turn-result": QCoreApplication.translate("Posts", "Turn post"),
        "vote-count": QCoreApplication.translate("Posts", "Vote count"),
        "dem-ability-count": QCoreApplication.translate("Posts", "Ability vote count"),
        "dem-elimination-count": QCoreApplication.translate("Posts", "Elimination vote count"),
        "flip": QCoreApplication.translate("Posts", "Flip post"),
        "dem-flip": QCoreApplication.translate("Posts", "Flip post"),
        "no-elimination": QCoreApplication.translate("Posts", "No-elimination post"),
        "duel-announcement": QCoreApplication.translate("Posts", "Duel announcement"),
        "game-over": QCoreApplication.translate("Posts", "Game-over post"),
        "replacement": QCoreApplication.translate("Posts", "Replacement post"),
        "moderator-post": QCoreApplication.translate("Posts", "Moderator post"),
        "moderator": QCoreApplication.translate("Posts", "Moderator post"),
        "elimination": QCoreApplication.translate("Posts", "Elimination post"),
        "modkill": QCoreApplication.translate("Posts", "Modkill post"),
        "ability-result": QCoreApplication.translate("Posts", "Ability vote result"),
        "duel-result": QCoreApplication.translate("Posts", "Duel result"),
    }


class PostsModel(PostsTableModel):
    """The posts list in words: kinds by name, a public post as such."""

    def value(self, row: Any, column: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == self.KIND:
                return kind_label(row.kind)
            if column == self.PHASE and row.phase == "pregame":
                return QCoreApplication.translate("ConfirmEnd", "Pre-game")
            if column == self.TO and row.to == PUBLIC:
                return QCoreApplication.translate("Posts", "the thread")
        return super().value(row, column, role)


class PostsPanel(QWidget):
    """Phase picker, the list of posts and PMs, a rendered preview and the raw BBCode."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.shown_game: object = None
        # the failing posts the moderator was told of (key and message), for the game shown
        self._told: set[tuple[str, str]] = set()
        self._shown: tuple[str, str, str] | None | bool = False  # the post in the preview
        self._phase_items: list[tuple[str, str | None]] = []  # what the phase list holds
        self.phase = QComboBox(self)
        self.model = PostsModel(self)
        self.model.sent_toggled.connect(lambda key, on: self.session.call("mark_sent", key, on))
        self.view = QTableView(self)
        self.view.setModel(self.model)
        setup_table(self.view, stretch_last=False)
        # kind and "To" share what is left, each eliding when the other needs its room (a
        # long kind, a long forum name), so the list never scrolls sideways
        self.share = ShareColumns(self.view, PostsTableModel.KIND, PostsTableModel.TO)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.preview = QTextBrowser(self)
        self.preview.setOpenExternalLinks(False)
        self.raw = QPlainTextEdit(self)
        self.raw.setReadOnly(True)
        tabs = QTabWidget(self)
        tabs.setDocumentMode(True)
        tabs.addTab(self.preview, self.tr("Preview"))
        tabs.addTab(self.raw, self.tr("BBCode"))
        self.copy = QPushButton(self.tr("&Copy"), self)
        self.copy.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogContentsView)
        )
        self.copy.setToolTip(self.tr("Copy the selected post or PM as BBCode"))
        self.copy.setAccessibleName(self.copy.text())
        self.copy.setText("")  # the icon says it (the pane stays narrow; the tooltip names it)
        self.copy_sent = QPushButton(self.tr("Copy and mark &sent"), self)
        self.copy_sent.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton)
        )
        self.copy_sent.setToolTip(
            self.tr(
                "Copy the selected post or PM, tick it sent and select the next unsent one "
                "(Ctrl+Shift+C)"
            )
        )
        # an action, not the button's own shortcut: a button's shortcut clicks it only after
        # its press animation, so a quick second key press would be lost
        self.copy_sent_action = QAction(self.tr("Copy and mark sent"), self)
        self.copy_sent_action.setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.copy_sent_action.triggered.connect(self.copy_and_mark_sent)
        self.addAction(self.copy_sent_action)
        self.copy_pms_button = QPushButton(self.tr("Copy all &PMs"), self)
        self.copy_pms_button.setToolTip(
            self.tr(
                "Copy every PM of the phase shown, grouped by kind, each headed by its recipient"
            )
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.copy_sent)
        buttons.addWidget(self.copy)
        buttons.addWidget(self.copy_pms_button)
        buttons.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(rich(QLabel("<b>" + self.tr("Posts &amp; PMs") + "</b>")))
        top.addWidget(self.phase, 1)
        self.status = rich(QLabel(self))
        self.status.setWordWrap(True)
        # two lines' room from the start: a status that wraps (a Resolve's "Not confirmed
        # yet…") then moves nothing under it, so the pane is not laid out and painted again
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing())
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.view)
        split.addWidget(tabs)
        split.setStretchFactor(0, 3)  # the list shows a whole phase (18 role PMs and a post)
        split.setStretchFactor(1, 2)
        split.setSizes([440, 200])
        self.view.verticalHeader().setDefaultSectionSize(21)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)
        self.phase.currentIndexChanged.connect(self.show_rows)
        self.view.selectionModel().currentRowChanged.connect(self.show_current)
        self.copy.clicked.connect(self.copy_current)
        self.copy_sent.clicked.connect(self.copy_and_mark_sent)
        self.copy_pms_button.clicked.connect(self.copy_all_pms)

    def refresh(self, select_phase: str | None = None) -> None:
        game = self.session.game
        current = select_phase or self.phase.currentData()
        if game is not self.shown_game:  # a game (re)opened: start at its open phase
            self.shown_game = game
            self._told = set()
            current = select_phase or self.session.phase_id() or current
        self.phase.blockSignals(True)
        items = [(self.tr("All phases"), None)]
        for record in game.records() if game else []:
            if not record.ignored and record.requests:  # posts, not rendered yet
                shown = (
                    QCoreApplication.translate("ConfirmEnd", "Pre-game")
                    if record.id == "pregame"
                    else record.id
                )
                items.append((shown, record.id))
        if items != self._phase_items:  # most entries add no phase: the list stands
            self._phase_items = items
            self.phase.clear()
            for shown, phase_id in items:
                self.phase.addItem(shown, phase_id)
        index = self.phase.findData(current) if current else 0
        if index < 0 and current and current == self.session.phase_id():
            index = self.phase.count() - 1  # the open phase has nothing yet: the latest one
        self.phase.setCurrentIndex(max(index, 0))
        self.phase.blockSignals(False)
        self.show_rows()

    def clear(self) -> None:
        """Show no posts (a game is being opened: they are filled after its first paint)."""
        self.model.set_rows([])
        self.status.setText("")
        self.show_current()

    def show_rows(self) -> None:
        key = self.current_row().key if self.current_row() else None
        phase = self.phase.currentData()
        # one phase picked: its name is the picker's, and its column's room goes to the kinds
        # and recipients (the pre-game's «Предыгра» on every row cut them: «ЛС со …», «Andros…»)
        if self.view.isColumnHidden(PostsTableModel.PHASE) != (phase is not None):
            self.view.setColumnHidden(PostsTableModel.PHASE, phase is not None)
            self.share.later()  # the same rows may come back: nothing else fits them again
        rows = post_rows(self.session, phase)
        first_new = self.model.update_rows(rows, key=lambda row: row.key)  # others keep theirs
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogContentsView)
        for r, row in enumerate(rows):
            index = self.model.index(r, PostsTableModel.COPY)
            button = self.view.indexWidget(index) if r < first_new else None
            if button is None:
                button = QToolButton(self.view)
                button.setIcon(icon)
                button.setAutoRaise(True)
                button.setToolTip(
                    self.tr("Copy the {0} to {1}").format(kind_label(row.kind), row.to)
                )
                button.clicked.connect(lambda _=False, rr=r: self.copy_row(self.model.rows[rr]))
                self.view.setIndexWidget(index, button)
            if button.isEnabled() == bool(row.error):
                button.setEnabled(not row.error)  # nothing to copy where the template fails
        self._show_status()
        self._tell_failures(rows)
        target = next((r for r, row in enumerate(rows) if row.key == key), 0 if rows else -1)
        if target >= 0:
            self.view.setCurrentIndex(self.model.index(target, PostsTableModel.KIND))
        self.show_current()

    def _tell_failures(self, rows: list[PostRow]) -> None:
        """Say once in the status bar that posts cannot be written (their template fails); the
        list shows them where they stand for as long as they fail."""
        new = [r for r in rows if r.error and (r.key, r.error) not in self._told]
        if not new:
            return
        self._told.update((r.key, r.error) for r in new)
        first = new[0]
        told = self.tr(
            "{post} of {phase} cannot be written, the posts list shows it (the rest of the "
            "game works): {problem}"
        ).format(post=kind_label(first.kind), phase=first.phase, problem=first.error)
        if len(new) > 1:
            more = self.tr("%n more post(s) or PM(s) cannot be written.", "", len(new) - 1)
            told = f"{more} {told}"
        self.session.failed.emit(told)

    def _show_status(self) -> None:
        """Whether the phase shown is confirmed for publishing (the timeline's Publish toggle),
        and which of its posts cannot be written."""
        game, phase = self.session.game, self.phase.currentData()
        failing = sum(bool(r.error) for r in self.model.rows)
        if failing:
            self.status.setText(
                "<span style='color:#b71c1c'>"
                + self.tr(
                    "⚠ %n post(s) or PM(s) here cannot be written: the setup's template fails. "
                    "Select one to see why.",
                    "",
                    failing,
                )
                + "</span>"
            )
        elif game is None or phase is None:
            self.status.setText("")
        elif phase not in game.closed_phases():
            self.status.setText(
                "<span style='color:#1565c0'>"
                + self.tr("Open phase: live preview, not final.")
                + "</span>"
            )
        elif f"{phase}:published" in game.sent_keys():
            self.status.setText(
                "<span style='color:#2e7d32'>" + self.tr("✔ Confirmed and published.") + "</span>"
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
        shown = (row.key, row.text, row.error) if row else None
        if shown == self._shown:
            return  # the same post: its preview stands (rendering it is the slow part)
        self._shown = shown
        if row is not None and row.error:
            self._show_failure(row)
        else:
            self.raw.setPlainText(row.text if row else "")
            self.preview.setHtml(
                to_html(row.text) if row else "<i>" + self.tr("No post selected.") + "</i>"
            )
        usable = row is not None and not row.error
        self.copy.setEnabled(usable)
        self.copy_sent.setEnabled(usable)
        self.copy_sent_action.setEnabled(usable)

    def failure_lines(self, row: PostRow) -> list[str]:
        """Which post cannot be written, which template, and why (the renderer's words)."""
        phase = (
            QCoreApplication.translate("ConfirmEnd", "Pre-game")
            if row.phase == "pregame"
            else row.phase
        )
        return [
            self.tr("This post cannot be written: its template fails."),
            self.tr("Post: {kind} (public), {phase}").format(kind=kind_label(row.kind), phase=phase)
            if row.to == PUBLIC
            else self.tr("PM: {kind} to {to}, {phase}").format(
                kind=kind_label(row.kind), to=row.to, phase=phase
            ),
            self.tr("Template: {template}").format(template=row.template),
            self.tr("Problem: {problem}").format(problem=row.error),
            self.tr(
                "The rest of the game works; nothing in the game file changed. Correct the "
                "template in the setup's folder (or ask its author) and open the game again: "
                "until then this phase cannot be ended."
            ),
        ]

    def _show_failure(self, row: PostRow) -> None:
        lines = self.failure_lines(row)
        self.raw.setPlainText("\n".join(lines))
        head, *facts, advice = (html.escape(line) for line in lines)
        self.preview.setHtml(
            f"<p style='color:#b71c1c'><b>⚠ {head}</b></p><p>"
            + "<br>".join(facts)
            + f"</p><p><i>{advice}</i></p>"
        )

    def select(self, kind: str, to: str | None = None) -> bool:
        for r, row in enumerate(self.model.rows):
            if row.kind == kind and (to is None or row.to == to):
                self.view.setCurrentIndex(self.model.index(r, PostsTableModel.KIND))
                return True
        return False

    def text_of(self, row: PostRow) -> str:
        """What is copied: a PM begins with the header line the setup's ``pm-header``
        template gives (by default "PM to <name>"; an empty template, no line)."""
        head, _problem = self._pm_header(row)
        return f"{head}\n{row.text}" if head else row.text

    def _pm_header(self, row: PostRow) -> tuple[str, str]:
        """The PM's header line ("" for a post, or none) and why it failed ("": it did not)."""
        if row.to == PUBLIC or self.session.game is None:
            return "", ""
        renderer = self.session.game.renderer
        try:
            head = renderer.render(
                "pm-header", {"to": row.to, "kind": row.kind, "phase": row.phase}
            )
        except KnownError as exc:  # a setup's header template that fails: the PM alone
            return "", self.session.error_text(exc)
        return head.strip(), ""

    def copy_row(self, row: PostRow) -> None:
        if row.error:
            self.session.failed.emit(
                self.tr("The {0} cannot be copied: its template fails").format(kind_label(row.kind))
            )
            return
        QApplication.clipboard().setText(self.text_of(row))
        _head, problem = self._pm_header(row)
        if problem:  # copied, but the moderator is told what is missing
            self.session.failed.emit(
                self.tr("Copied the {0} to {1} without its header line: {2}").format(
                    kind_label(row.kind), row.to, problem
                )
            )
        elif row.to != PUBLIC:
            self.session.succeeded.emit(
                self.tr("Copied the {0} to {1}").format(kind_label(row.kind), row.to)
            )
        else:
            self.session.succeeded.emit(self.tr("Copied the {0}").format(kind_label(row.kind)))

    def copy_current(self) -> None:
        row = self.current_row()
        if row:
            self.copy_row(row)

    def copy_and_mark_sent(self) -> bool:
        """Copy the selected post or PM, tick it sent, and select the next unsent one."""
        row = self.current_row()
        if row is None or row.error:
            if row is not None:
                self.copy_row(row)  # says why not
            return False
        self.copy_row(row)
        if not row.sent and not self.session.call("mark_sent", row.key, True):
            return False
        rows = self.model.rows
        at = next((i for i, r in enumerate(rows) if r.key == row.key), -1)
        order = rows[at + 1 :] + rows[: at + 1]
        following = next((r for r in order if not r.sent and not r.error), None)
        if following is not None:
            index = rows.index(following)
            self.view.setCurrentIndex(self.model.index(index, PostsTableModel.KIND))
        left = sum(not r.sent and not r.error for r in rows)
        self.session.succeeded.emit(
            self.tr("Copied and marked sent: {0} {1}; {2} left unsent").format(
                kind_label(row.kind), row.to if row.to != PUBLIC else "", left
            )
        )
        return True

    def copy_all_pms(self) -> None:
        pms = [r for r in self.model.rows if r.to != PUBLIC and not r.error]
        kinds = list(dict.fromkeys(r.kind for r in pms))
        parts = []
        for kind in kinds:
            group = [r for r in pms if r.kind == kind]
            parts.append(f"===== {kind_label(kind)} ({len(group)}) =====")
            parts += [f"=== {self.tr('PM to')} {r.to} ===\n{r.text}" for r in group]
        QApplication.clipboard().setText("\n\n".join(parts))
        done = self.tr("Copied {0} PMs, grouped by kind: {1}").format(
            len(pms), ", ".join(kind_label(k) for k in kinds)
        )
        failing = sum(r.to != PUBLIC and bool(r.error) for r in self.model.rows)
        if failing:  # left out: their template fails
            self.session.failed.emit(
                done + "; " + self.tr("%n PM(s) left out: the template fails", "", failing)
            )
        else:
            self.session.succeeded.emit(done)

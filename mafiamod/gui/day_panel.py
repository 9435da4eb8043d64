"""Day entry: votes in posting order, unvotes, every vote the day has, and the live tally."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QStyle,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.errors import KnownError
from ..engine.options import EntryOption
from ..events import Event
from ..mechanics.day_vote import NO_LYNCH
from ..thread.syntax import NO_LYNCH_WORDS
from ..views import TallyView
from . import engine_text
from .models import EntriesTableModel, EntryRow, TallyRow, TallyTableModel
from .refused import RefusedList
from .session import GameSession
from .thread_action import add_thread_action, update_thread_action
from .widgets import NamePicker, fit_columns_on_change, format_extras, setup_table


def phase_votes(session: GameSession) -> list[Event]:
    """The open phase's votes in posting order (late-found votes where they were posted)."""
    phase = session.phase_id()
    if session.game is None or phase is None:
        return []
    return [e for e in session.game.entries(phase) if e.kind == "vote"]


def vote_extras(extra: dict[str, object]) -> str:
    """Where a vote was read, in words: "post 14", "at 20:05" (anything else as key=value)."""
    words = {
        "post": QCoreApplication.translate("DayPanel", "post {value}"),
        "at": QCoreApplication.translate("DayPanel", "at {value}"),
    }
    parts = [words[k].format(value=v) for k, v in extra.items() if k in words]
    rest = {k: v for k, v in extra.items() if k not in words}
    return " ".join([*parts, format_extras(rest)] if rest else parts)


def vote_rows(session: GameSession) -> list[EntryRow]:
    """The open phase's votes (the game's entry views) as table rows."""
    if session.game is None:
        return []
    votes = [v for v in session.game.entry_views() if v.kind == "vote"]
    return [
        EntryRow(
            number,
            v.who,
            QCoreApplication.translate("DayPanel", "{name} vote").format(
                name=engine_text.vote(v.what)
            ),
            v.targets[0]
            if v.targets and v.targets[0]
            else QCoreApplication.translate("DayPanel", "(unvote)"),
            vote_extras(v.extra),
            QCoreApplication.translate("DayPanel", "ignored: {reason}").format(
                reason=engine_text.reason(v.refused)
            )
            if v.refused
            else QCoreApplication.translate("DayPanel", "valid"),
            refused=v.refused is not None,
            seq=v.seq,
        )
        for number, v in enumerate(votes, 1)
    ]


def vote_options(session: GameSession) -> list[EntryOption]:
    """The rules' options whose ability is one of the day's votes: who may vote whom."""
    game, phase = session.game, session.phase_id()
    if game is None or phase is None:
        return []
    try:
        options = session.entry_options()
    except KnownError:
        return []
    return [o for o in options if o.ability in game.ruleset.vote_names]


def tally_rows(views: list[TallyView]) -> tuple[list[TallyRow], str]:
    """The wagons of every vote of the open phase (the engine's tally), and a line on the
    majority."""
    rows: list[TallyRow] = []
    summary = []
    for view in views:
        if view.majority:
            line = QCoreApplication.translate(
                "DayPanel", "{living} alive, majority {majority}"
            ).format(living=view.living, majority=view.majority)
            if len(views) > 1:  # two votes a day (Democrabilities): say which, by its name
                line = QCoreApplication.translate("DayPanel", "{vote}: {counts}").format(
                    vote=engine_text.vote(view.vote), counts=line
                )
            summary.append(line)
        if view.hammered:
            summary.append(
                QCoreApplication.translate("DayPanel", "hammer on {player}").format(
                    player=view.hammered
                )
            )
        for wagon in view.wagons:
            left = wagon.to_majority
            count = int(wagon.count) if float(wagon.count).is_integer() else wagon.count
            rows.append(
                TallyRow(
                    view.vote,
                    wagon.target,
                    str(count),
                    ", ".join(wagon.voters),
                    f"L-{left:g}"
                    if left is not None and left > 0
                    else (
                        QCoreApplication.translate("DayPanel", "majority")
                        if left is not None
                        else ""
                    ),
                )
            )
    return rows, " · ".join(summary)


def special_target(typed: str, special: frozenset[str]) -> str:
    """A typed no-lynch word ("Sleep", "no lynch", as the thread reader knows them) is the
    setup's ``no-lynch`` target where it has one; anything else is left as typed."""
    if NO_LYNCH in special and typed.strip().lower() in NO_LYNCH_WORDS:
        return NO_LYNCH
    return typed


class DayPanel(QWidget):
    """Vote entry line, the votes entered so far, and the live tally."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.vote_name = QComboBox(self)
        self.vote_name.setToolTip(self.tr("Which vote of the day"))
        self.voter = NamePicker(self, self.tr("voter"))
        self.target = NamePicker(self, self.tr("target"))
        self.post = QLineEdit(self)
        self.post.setPlaceholderText(self.tr("post # or time"))
        self.post.setMaximumWidth(130)
        self.post.setMinimumWidth(64)
        for picker in (self.voter, self.target):
            picker.setMinimumContentsLength(8)  # room for the vote's name and the post number
        self.vote_button = QPushButton(self.tr("V&ote"), self)  # Alt+V is the View menu
        self.vote_button.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton)
        )
        self.unvote_button = QPushButton(self.tr("&Unvote"), self)
        self.unvote_button.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_DialogCancelButton)
        )
        self.copy_count = QPushButton(self.tr("Copy vote &count"), self)
        self.copy_count.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogContentsView)
        )
        which = QHBoxLayout()  # a setup with several votes: which one (its own line, so the
        which.addWidget(self.vote_name)  # entry pane stays narrow enough for the roster)
        which.addStretch(1)
        entry = QHBoxLayout()
        for w in (
            QLabel(self.tr("Voter:")),
            self.voter,
            QLabel("→"),
            self.target,
            self.post,
            self.vote_button,
            self.unvote_button,
        ):
            entry.addWidget(w)
        entry.addStretch(1)
        self.votes = EntriesTableModel(self)
        self.votes_view = QTableView(self)
        self.votes_view.setModel(self.votes)
        setup_table(self.votes_view)
        fit_columns_on_change(self.votes_view)
        self.tally = TallyTableModel(self)
        self.tally_view = QTableView(self)
        self.tally_view.setModel(self.tally)
        setup_table(self.tally_view)
        fit_columns_on_change(self.tally_view)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)  # two votes a day make a long line: it wraps, never widens
        tally_box = QGroupBox(self.tr("Live tally"), self)
        tally_layout = QVBoxLayout(tally_box)
        tally_layout.addWidget(self.tally_view)
        row = QHBoxLayout()
        row.addWidget(self.summary, 1)
        add_thread_action(self)
        row.addWidget(self.read_thread_button)
        row.addWidget(self.copy_count)
        tally_layout.addLayout(row)
        votes_box = QWidget(self)
        votes_layout = QVBoxLayout(votes_box)
        votes_layout.setContentsMargins(0, 0, 0, 0)
        votes_layout.addWidget(self.votes_view)
        self.insert_action = QAction(self.tr("&Insert before…"), self)
        self.insert_action.setToolTip(
            self.tr("Insert a vote found late, posted before the selected vote (Insert)")
        )
        self.insert_action.setShortcut(QKeySequence(Qt.Key.Key_Insert))
        self.insert_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.insert_action.triggered.connect(self.insert_before)
        self.votes_view.addAction(self.insert_action)
        self.votes_view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.insert_button = QPushButton(self.tr("Insert before…"), self)
        self.insert_button.setToolTip(self.insert_action.toolTip())
        self.insert_button.clicked.connect(self.insert_action.trigger)
        below = QHBoxLayout()
        missed = QLabel(
            self.tr("Found a vote you missed? Select the vote it was posted before."), self
        )
        missed.setWordWrap(True)  # the entry pane keeps its width for the roster's role names
        below.addWidget(missed, 1)
        below.addWidget(self.insert_button)
        votes_layout.addLayout(below)
        self.votes_view.selectionModel().selectionChanged.connect(self._enable_insert)
        # the votes entered, and beside them the votes the rules refused (a dead voter, a
        # vote after the hammer): kept so the moderator can answer "did you get my vote?"
        self.refused = RefusedList(session, self)
        lists = QTabWidget(self)
        lists.setDocumentMode(True)
        lists.addTab(votes_box, self.tr("Votes in posting order"))
        lists.addTab(self.refused, self.tr("Refused"))
        self.lists = lists
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(lists)
        split.addWidget(tally_box)
        split.setStretchFactor(0, 3)  # the votes list is read more than the tally is scrolled
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(which)
        layout.addLayout(entry)
        layout.addWidget(split, 1)
        self.vote_button.clicked.connect(self.submit)
        self.unvote_button.clicked.connect(self.unvote)
        self.copy_count.clicked.connect(self.copy_vote_count)
        for edit in (self.voter.lineEdit(), self.target.lineEdit(), self.post):
            edit.returnPressed.connect(self.submit)
        self.vote_options: list[EntryOption] = []
        self.shown: tuple[object, str | None] = (None, None)
        self.vote_name.currentIndexChanged.connect(self._offer_targets)
        self.voter.currentTextChanged.connect(self._offer_targets)

    def refresh(self) -> None:
        game = self.session.game
        if game is None:
            return
        if (game, self.session.phase_id()) != self.shown:
            # a game opened or a new phase: the form starts empty (no vote left from before)
            self.shown = (game, self.session.phase_id())
            self.voter.setEditText("")
            self.target.setEditText("")
            self.post.clear()
        names = game.ruleset.vote_names
        if [self.vote_name.itemData(i) for i in range(self.vote_name.count())] != list(names):
            self.vote_name.clear()
            for name in names:
                self.vote_name.addItem(engine_text.vote(name), name)
        self.vote_name.setVisible(len(names) > 1)
        self.votes_view.setColumnHidden(EntriesTableModel.WHAT, len(names) == 1)
        self.tally_view.setColumnHidden(TallyTableModel.VOTE, len(names) == 1)
        living = self.session.open_state().living_names()
        self.voter.set_names(living)
        self.vote_options = vote_options(self.session)
        self._offer_targets()
        self.votes.update_rows(vote_rows(self.session), key=lambda row: row.seq)
        refused = self.refused.refresh(("vote",))
        self.lists.setTabText(
            1, self.tr("Refused ({0})").format(refused) if refused else self.tr("Refused")
        )
        self.votes_view.scrollToBottom()
        self._enable_insert()
        rows, summary = tally_rows(game.tally())
        self.tally.set_rows(rows)
        self.summary.setText(summary)
        update_thread_action(self)

    def _offer_targets(self) -> None:
        """The targets the rules offer for the chosen vote (and voter, where they say), else
        every living player and the setup's special targets."""
        game = self.session.game
        if game is None:
            return
        vote = self.vote_name.currentData() or "elimination"
        offered = [o for o in self.vote_options if o.ability == vote]
        mine = [o for o in offered if o.actor == self.voter.text()] or offered
        if mine:
            names = list(dict.fromkeys(c for o in mine for c in o.candidates))
        else:
            names = [
                *self.session.open_state().living_names(),
                *sorted(game.ruleset.special_vote_targets),
            ]
        self.target.set_names(names)
        self.target.setToolTip(
            self.tr("Vote targets the rules offer: {names}").format(names=", ".join(names))
            if mine
            else ""
        )

    def _extras(self) -> dict[str, object]:
        text = self.post.text().strip()
        if not text:
            return {}
        return {"post": int(text)} if text.isdigit() else {"at": text}

    def submit(self, target: str | None = None) -> bool:
        voter = self.voter.text()
        chosen = self.target.text() if target is None else target
        if self.session.game is not None:
            chosen = special_target(chosen, self.session.game.ruleset.special_vote_targets)
        if not voter or (target is None and not chosen):
            self.session.failed.emit(self.tr("Enter a voter and a target."))
            return False
        vote = self.vote_name.currentData() or "elimination"
        if not self.session.call("vote", voter, chosen, vote, **self._extras()):
            return False
        unvote = self.tr("unvote")
        self.session.succeeded.emit(f"{voter} → {chosen or unvote}")
        self.voter.setEditText("")
        self.target.setEditText("")
        self.post.clear()
        self.voter.setFocus()
        return True

    def selected_vote(self) -> Event | None:
        """The vote of the selected row, if any."""
        rows = self.votes_view.selectionModel().selectedRows()
        if not rows:
            return None
        seq = self.votes.rows[rows[0].row()].seq
        return next((e for e in phase_votes(self.session) if e.seq == seq), None)

    def _enable_insert(self) -> None:
        enabled = self.selected_vote() is not None
        self.insert_action.setEnabled(enabled)
        self.insert_button.setEnabled(enabled)

    def insert_before(self) -> bool:
        """Ask for a late-found vote and insert it before the selected one."""
        from .entry_dialogs import insert_vote_before

        event = self.selected_vote()
        if event is None:
            self.session.failed.emit(self.tr("Select the vote the missed vote was posted before."))
            return False
        return insert_vote_before(self, self.session, event)

    def unvote(self) -> bool:
        return self.submit(target="")

    def vote_count_text(self) -> str:
        record = self.session.record()
        posts = [p["text"] for p in (record.posts if record else []) if p["kind"] == "vote-count"]
        return "\n".join(posts)

    def copy_vote_count(self) -> None:
        text = self.vote_count_text()
        if text:
            QApplication.clipboard().setText(text)
            self.session.succeeded.emit(self.tr("Vote count copied"))

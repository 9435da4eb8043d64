"""The moderator's main window: roster, phase bar, phase entry, timeline, posts, log."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QSortFilterProxyModel
from PySide6.QtWidgets import QLabel, QMainWindow, QStyle, QTabWidget, QWidget

from ..game import Changes
from .day_panel import DayPanel
from .dialogs import edit_note, modkill_player, replace_player, set_deadline
from .files import FileActions
from .forms.main_window_ui import Ui_MainWindow
from .models import LogRow, LogTableModel
from .night_panel import NightPanel
from .phasebar import PhaseBar
from .posts_panel import PostsPanel
from .pregame_panel import PregamePanel
from .resources import app_icon
from .roster import RosterPanel
from .session import GameSession
from .timeline import TimelinePanel
from .widgets import setup_table


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_MainWindow()
        self.ui.setupUi(self)
        self.setWindowIcon(app_icon())
        self.session = GameSession(self)
        self.settings = settings or QSettings()
        self.phase_bar = PhaseBar(self.session, self)
        self.ui.phaseBarLayout.addWidget(self.phase_bar)
        self.roster = RosterPanel(self.session, self)
        self.ui.rosterLayout.addWidget(self.roster)
        self.welcome = QLabel("<h2>MafiaMod</h2><p>Start a game with <b>File ▸ New game</b> (Ctrl+N)"
                              " or open one (Ctrl+O).</p>", self)
        self.welcome.setWordWrap(True)
        self.pregame = PregamePanel(self.session, self)
        self.day = DayPanel(self.session, self)
        self.night = NightPanel(self.session, self)
        self.turn = QTabWidget(self)  # a turn holds actions and votes at once
        self.turn.setDocumentMode(True)
        self.turn_actions = NightPanel(self.session, self.turn)
        self.turn_votes = DayPanel(self.session, self.turn)
        self.turn.addTab(self.turn_actions, "Actions")
        self.turn.addTab(self.turn_votes, "Votes")
        self.game_over = QLabel(self)
        self.game_over.setWordWrap(True)
        for page in (self.welcome, self.pregame, self.day, self.night, self.turn, self.game_over):
            self.ui.entryStack.addWidget(page)
        self.timeline = TimelinePanel(self.session, self)
        self.ui.timelineLayout.addWidget(self.timeline)
        self.posts = PostsPanel(self.session, self)
        self.ui.postsLayout.addWidget(self.posts)
        self.log = LogTableModel(self)
        self.log_proxy = QSortFilterProxyModel(self)
        self.log_proxy.setSourceModel(self.log)
        self.ui.logView.setModel(self.log_proxy)
        setup_table(self.ui.logView)
        self.ui.mainSplitter.setSizes([430, 540, 390])
        self.ui.mainSplitter.setStretchFactor(1, 1)
        self.files = FileActions(self)
        self._connect()
        self._icons()
        self.resize(1300, 690)
        self.refresh_all()

    # -- wiring ----------------------------------------------------------------
    def _connect(self) -> None:
        ui, s = self.ui, self.session
        s.changed.connect(self.refresh)
        s.opened.connect(self.refresh_all)
        s.failed.connect(self.show_failure)
        s.succeeded.connect(self.show_success)
        ui.actionUndo.triggered.connect(lambda: s.call("undo"))
        ui.actionRedo.triggered.connect(lambda: s.call("redo"))
        ui.actionEndPhase.triggered.connect(self.end_phase)
        self.phase_bar.end_button.clicked.connect(self.end_phase)
        self.phase_bar.deadline_button.clicked.connect(lambda: set_deadline(self, s))
        ui.actionDeadline.triggered.connect(lambda: set_deadline(self, s))
        ui.actionNote.triggered.connect(lambda: self._on_player(edit_note))
        ui.actionReplace.triggered.connect(lambda: self._on_player(replace_player))
        ui.actionModkill.triggered.connect(lambda: self._on_player(modkill_player))
        ui.actionFilter.triggered.connect(lambda: (self.roster.filter.setFocus(), self.roster.filter.selectAll()))
        ui.actionQuickEntry.triggered.connect(self.focus_entry)
        ui.actionShowEntry.triggered.connect(lambda: ui.centerTabs.setCurrentIndex(0))
        ui.actionShowTimeline.triggered.connect(lambda: ui.centerTabs.setCurrentIndex(1))
        ui.actionShowLog.triggered.connect(lambda: ui.centerTabs.setCurrentIndex(2))
        ui.actionQuit.triggered.connect(self.close)
        ui.actionAbout.triggered.connect(self.files.about)
        self.roster.add_actions([ui.actionNote, ui.actionReplace, ui.actionModkill])
        self.roster.view.doubleClicked.connect(lambda _i: self._on_player(edit_note))

    def _icons(self) -> None:
        icon = self.style().standardIcon
        sp = QStyle.StandardPixmap
        for action, pixmap in (
            (self.ui.actionNew, sp.SP_FileIcon), (self.ui.actionOpen, sp.SP_DialogOpenButton),
            (self.ui.actionUndo, sp.SP_ArrowBack), (self.ui.actionRedo, sp.SP_ArrowForward),
            (self.ui.actionEndPhase, sp.SP_MediaSkipForward), (self.ui.actionQuit, sp.SP_DialogCloseButton),
            (self.ui.actionModkill, sp.SP_TrashIcon), (self.ui.actionNote, sp.SP_FileDialogDetailedView),
            (self.ui.actionExportScript, sp.SP_DialogSaveButton), (self.ui.actionReplace, sp.SP_BrowserReload),
        ):
            action.setIcon(icon(pixmap))

    def _on_player(self, fn: Any) -> None:
        name = self.roster.selected_name()
        if name is None:
            self.show_failure("Select a player in the roster first.")
            return
        fn(self, self.session, name)

    # -- actions ---------------------------------------------------------------
    def open_game(self, game: Any, path: Path | None) -> None:
        self.session.open(game, path)

    def end_phase(self) -> bool:
        phase = self.session.phase_id()
        if phase is None or not self.session.call("end_phase"):
            return False
        self.show_success(f"{phase} closed and resolved: see the timeline (Alt+2) and the posts")
        self.timeline.refresh(select=phase)
        self.posts.refresh(select_phase=phase)
        self.ui.centerTabs.setCurrentIndex(1)
        return True

    def focus_entry(self) -> None:
        self.ui.centerTabs.setCurrentIndex(0)
        kind = self.session.phase_kind()
        if kind == "day":
            self.day.voter.setFocus()
        elif kind == "night":
            self.night.quick.setFocus()
        elif kind == "turn":
            self.turn.setCurrentWidget(self.turn_actions)
            self.turn_actions.quick.setFocus()

    def show_failure(self, message: str) -> None:
        self.statusBar().setStyleSheet("QStatusBar{color:#b71c1c;font-weight:600}")
        self.statusBar().showMessage(f"⚠ {message}", 15000)

    def show_success(self, message: str) -> None:
        self.statusBar().setStyleSheet("")
        self.statusBar().showMessage(message, 8000)

    # -- refreshing ------------------------------------------------------------
    def refresh_all(self) -> None:
        self.refresh(Changes(roster=True, phase=True, entries=True, posts=True))

    def refresh(self, changes: Changes) -> None:
        game = self.session.game
        self.setWindowTitle(self.session.title())
        if changes.roster:
            self.roster.refresh()
        if changes.phase or changes.entries:
            self.phase_bar.refresh()
            self._refresh_entry()
            self.timeline.refresh()
        if changes.posts:
            self.posts.refresh()
        if changes.log:
            self.log.set_rows([LogRow(i, e.phase or "", e.kind, e.describe())
                               for i, e in enumerate(game.events, 1)] if game else [])
        if changes.undo:
            self._refresh_undo()
        for action in (self.ui.actionEndPhase, self.ui.actionNote, self.ui.actionReplace,
                       self.ui.actionModkill, self.ui.actionDeadline, self.ui.actionExportScript):
            action.setEnabled(game is not None)

    def _refresh_entry(self) -> None:
        kind = self.session.phase_kind()
        if self.session.game is None:
            self.ui.entryStack.setCurrentWidget(self.welcome)
            return
        page = {"pregame": self.pregame, "day": self.day, "night": self.night, "turn": self.turn}.get(kind)
        if page is None:
            state = self.session.game.state
            self.game_over.setText(f"<h2>The game is over</h2><p>Winner: <b>{state.winner}</b> "
                                   f"({', '.join(state.winners or [])}), decided in {state.ended_in}.</p>"
                                   "<p>The game-over post is in Posts &amp; PMs.</p>")
            page = self.game_over
        self.ui.entryStack.setCurrentWidget(page)
        if page is self.turn:
            self.turn_actions.refresh()
            self.turn_votes.refresh()
        elif page in (self.pregame, self.day, self.night):
            page.refresh()  # type: ignore[attr-defined]

    def _refresh_undo(self) -> None:
        game = self.session.game
        undo = game.undo_label() if game and game.can_undo() else ""
        redo = game.redo_label() if game and game.can_redo() else ""
        self.ui.actionUndo.setText(f"&Undo {undo}" if undo else "&Undo")
        self.ui.actionUndo.setEnabled(bool(undo))
        self.ui.actionRedo.setText(f"&Redo {redo}" if redo else "&Redo")
        self.ui.actionRedo.setEnabled(bool(redo))

    def closeEvent(self, event: Any) -> None:
        self.files.remember_geometry()
        self.session.close()
        super().closeEvent(event)

"""The moderator's main window: roster, phase bar, phase entry, timeline, posts, log.

At start-up the window is only its menus and the welcome page (``ui/main_window.ui``);
the game view (``ui/game_view.ui``) and the panels in it (:mod:`.panels`) are built when
the first game opens, so the window appears nearly as fast as an empty one. Nothing here
touches the ``Qt`` namespace, icons or the rules before then (see benchmarks/startup.py).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QWidget

from . import plain, refguard
from .files import FileActions
from .forms.main_window_ui import Ui_MainWindow
from .session import GameSession
from .welcome import WelcomePage
from .wording import Wording

if TYPE_CHECKING:
    from ..game import Changes
    from .forms.game_view_ui import Ui_GameView
    from .panels import Panels


PANEL_NAMES = frozenset(
    {
        "phase_bar",
        "roster",
        "pregame",
        "day",
        "night",
        "turn",
        "turn_actions",
        "turn_votes",
        "game_over",
        "timeline",
        "posts",
        "log",
        "log_proxy",
    }
)
ENTRY_TAB, TIMELINE_TAB, LOG_TAB = 0, 1, 2
# the most levels a change's layout requests climb (a panel to the main window: 8)
LAYOUT_LEVELS = 12
# the deferred refreshes a read of ``window.<panel>`` brings up to date first
FLUSHED_BY = {
    "phase_bar": ("phase_bar",),
    "roster": ("roster",),
    "timeline": ("timeline",),
    "posts": ("posts",),
    **dict.fromkeys(
        ("pregame", "day", "night", "turn", "turn_actions", "turn_votes", "game_over"),
        ("entry", "turn_actions", "turn_votes"),
    ),
}


class ShowWatch(QObject):
    """Brings a hidden panel up to date when it is shown (before it is painted)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Show:
            self._window.flush_shown(watched)
        return False


class PaintWatch(QObject):
    """Fills a panel once the window around it has been painted (see MainWindow._after_paint)."""

    def __init__(self, window: MainWindow, key: str) -> None:
        super().__init__(window)
        self._window = window
        self._key = key

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # after this paint, not in it: the window is on screen before the panel fills
            QTimer.singleShot(0, self, lambda: self._window.flush(self._key))
        return False


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._retranslating = False  # a language switch's rebuild is queued
        plain.install()  # every label and tooltip shows names as plain text
        refguard.install(self)  # None keeps its references on a PySide6 build that takes them
        self.ui = Ui_MainWindow()
        self.ui.setupUi(self)
        self.session = GameSession(self)
        self.settings = settings or QSettings()
        self.welcome_page = QWidget(self)
        self._centred = QHBoxLayout(self.welcome_page)
        self.ui.pageStack.addWidget(self.welcome_page)
        self.view: Ui_GameView | None = None
        self.game_page: QWidget | None = None
        self.panels: Panels | None = None
        self._resolved: str | None = None  # the phase End Day/Resolve just closed
        # the refreshes of panels that were hidden when their content changed: key →
        # (the panel, its refresh), run when the panel is shown or read (:meth:`flush`)
        self._stale: dict[str, tuple[QWidget, Callable[[], None]]] = {}
        self._show_watch = ShowWatch(self)
        self._paint_watches: dict[str, PaintWatch] = {}  # key → its watch (_after_paint)
        self.files = FileActions(self)
        self._build_welcome()
        self._connect()
        for menu in (self.ui.menuFile, self.ui.menuEdit, self.ui.menuGame):
            menu.aboutToShow.connect(self._icons)  # the icons are loaded when first needed
        if not self.restoreGeometry(self.settings.value("window/geometry", b"")):
            self.resize(1300, 690)
        self.setWindowTitle(self.session.title())
        self._refresh_undo()
        self._enable()

    def _build_welcome(self) -> None:
        """The welcome page (again, after a language switch: its texts are made in code)."""
        while self._centred.count():
            old = self._centred.takeAt(0).widget()
            if old is not None:
                old.deleteLater()
        self.welcome = WelcomePage(self)
        self._centred.addStretch(1)
        self._centred.addWidget(self.welcome, 3)
        self._centred.addStretch(1)
        self.welcome.new_button.clicked.connect(self.files.new_game)
        self.welcome.open_button.clicked.connect(self.files.ask_open)
        self.welcome.open_recent.connect(lambda p: self.files.open_path(Path(p)))
        self.welcome.set_recent(self.files.recent())

    def __getattr__(self, name: str) -> Any:
        """The game views (``window.day``, ``window.roster`` …), built on first use."""
        if name not in PANEL_NAMES:
            raise AttributeError(name)
        panels = self.ensure_panels()
        self.flush(*FLUSHED_BY.get(name, ()))  # a hidden panel read is brought up to date first
        return getattr(panels, name)

    def ensure_view(self) -> Ui_GameView:
        """The game view (tabs, splitter, log), built on first use."""
        if self.view is None:
            from .forms.game_view_ui import Ui_GameView
            from .undo_keys import UndoKeyFilter

            self.view = Ui_GameView()
            self.game_page = QWidget(self)
            self.view.setupUi(self.game_page)
            self.view.mainSplitter.setStretchFactor(1, 1)
            self._tab_keys()
            self.ui.pageStack.addWidget(self.game_page)
            self.undo_keys = UndoKeyFilter(self)  # on the focused field
            self._icons()
        return self.view

    def _tab_keys(self) -> None:
        assert self.view is not None
        for index, key in ((ENTRY_TAB, "Ctrl+1"), (TIMELINE_TAB, "Ctrl+2"), (LOG_TAB, "Ctrl+3")):
            self.view.centerTabs.setTabToolTip(index, key)

    # -- the language ------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        """A language switch (a translator installed or removed) shows at once: the window
        is translated again once the translators are in place."""
        if event.type() == QEvent.Type.LanguageChange and not self._retranslating:
            self._retranslating = True  # one rebuild for the several translators installed
            timer = QTimer(self)  # the window's own: gone with it if it closes first
            timer.setSingleShot(True)
            timer.timeout.connect(self.retranslate)
            timer.timeout.connect(timer.deleteLater)
            timer.start(0)
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text in the language now installed: the Designer forms' own (retranslateUi),
        then what the code writes, by building the welcome page and the game's panels again
        (the game, the file and the settings stay; the views are read again)."""
        self._retranslating = False
        self.ui.retranslateUi(self)
        self.files.retranslate()
        self._build_welcome()
        if self.view is not None and self.game_page is not None:
            self.view.retranslateUi(self.game_page)
            self._tab_keys()
        if self.panels is not None:
            self._forget_stale()
            self.panels.discard()
            self.panels = None
            if self.session.game is not None:
                self.ensure_panels()
        self.refresh_all()

    def apply_language(self) -> bool:
        """Show the window in the language the settings now choose (Preferences' OK)."""
        from .app import chosen_language, install_translation

        return install_translation(chosen_language(self.settings))

    def ensure_panels(self) -> Panels:
        if self.panels is None:
            from . import dialogs
            from .panels import Panels

            self.ensure_view()
            self.panels = Panels(self)
            p = self.panels
            p.phase_bar.end_button.clicked.connect(self.end_phase)
            p.phase_bar.deadline_button.clicked.connect(
                lambda: dialogs.set_deadline(self, self.session)
            )
            p.roster.add_actions([self.ui.actionNote, self.ui.actionReplace, self.ui.actionModkill])
            p.roster.view.doubleClicked.connect(lambda _i: self._on_player(dialogs.edit_note))
        return self.panels

    def show_tab(self, index: int) -> None:
        """Entry, Timeline or Game log (Ctrl+1/2/3) of the open game."""
        if self.session.game is not None:
            self.ensure_view().centerTabs.setCurrentIndex(index)
            self.lay_out()

    def lay_out(self) -> None:
        """Lay the window out now, before it is next painted (a Resolve's window is painted
        once, not two or three times). Left to the event loop:

        - a widget whose size hint may have changed asks its parent to lay out again in the
          next round, one level a round, and a tab widget repaints itself whole each time
          it is asked (``QTabWidget::setUpLayout``);
        - a table whose rows changed lays them out on a timer that runs after the paint,
          and then shows or hides its scroll bar, which paints the table again."""
        views = [v for v in self.panels.item_views() if v.isVisible()] if self.panels else []
        for view in views:
            view.executeDelayedItemsLayout()
        self._lay_out_levels(views)
        if self._run_view_timers(views):
            self._lay_out_levels(views)

    @staticmethod
    def _lay_out_levels(views: list[Any]) -> None:
        for _ in range(LAYOUT_LEVELS):
            for view in views:  # its scroll bars, shown or hidden by a queued call
                QCoreApplication.sendPostedEvents(view, QEvent.Type.MetaCall)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    @staticmethod
    def _run_view_timers(views: list[Any]) -> bool:
        """Run now what the shown tables left to a zero-time timer (the event loop runs those
        after the paint): a column the layout resized (a scroll bar came, the stretched
        column narrowed) repaints its table from that column on, and the timeline was then
        painted twice a Resolve. True when one ran."""
        from PySide6.QtCore import QAbstractEventDispatcher, QTimerEvent

        dispatcher = QAbstractEventDispatcher.instance()
        if dispatcher is None:
            return False
        ran = False
        for view in views:
            for owner in (view, view.horizontalHeader(), view.verticalHeader()):
                for timer in dispatcher.registeredTimers(owner):
                    if timer.interval == 0:
                        QCoreApplication.sendEvent(owner, QTimerEvent(timer.timerId))
                        ran = True
        return ran

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
        ui.actionDeadline.triggered.connect(lambda: self._dialog("set_deadline"))
        ui.actionNote.triggered.connect(lambda: self._on_player("edit_note"))
        ui.actionReplace.triggered.connect(lambda: self._on_player("replace_player"))
        ui.actionModkill.triggered.connect(lambda: self._on_player("modkill_player"))
        ui.actionFilter.triggered.connect(self.focus_filter)
        ui.actionQuickEntry.triggered.connect(self.focus_entry)
        ui.actionShowEntry.triggered.connect(
            self.focus_entry
        )  # Ctrl+1: the entry tab, ready to type
        ui.actionShowTimeline.triggered.connect(lambda: self.show_tab(TIMELINE_TAB))
        ui.actionShowLog.triggered.connect(lambda: self.show_tab(LOG_TAB))
        ui.actionQuit.triggered.connect(self.close)
        ui.actionAbout.triggered.connect(self.files.about)
        ui.actionShortcuts.triggered.connect(self.files.shortcuts)
        ui.actionPreferences.triggered.connect(self.preferences)
        ui.actionBuildSetup.triggered.connect(self.build_setup)

    def _icons(self) -> None:
        if self.property("iconsSet"):
            return
        from PySide6.QtWidgets import QStyle

        self.setProperty("iconsSet", True)
        icon = self.style().standardIcon
        sp = QStyle.StandardPixmap
        for action, pixmap in (
            (self.ui.actionNew, sp.SP_FileIcon),
            (self.ui.actionOpen, sp.SP_DialogOpenButton),
            (self.ui.actionUndo, sp.SP_ArrowBack),
            (self.ui.actionRedo, sp.SP_ArrowForward),
            (self.ui.actionEndPhase, sp.SP_MediaSkipForward),
            (self.ui.actionQuit, sp.SP_DialogCloseButton),
            (self.ui.actionModkill, sp.SP_TrashIcon),
            (self.ui.actionNote, sp.SP_FileDialogDetailedView),
            (self.ui.actionExportScript, sp.SP_DialogSaveButton),
            (self.ui.actionReplace, sp.SP_BrowserReload),
        ):
            action.setIcon(icon(pixmap))

    def _on_player(self, fn: Any) -> None:
        """Run a player dialog (a function of :mod:`.dialogs`, or its name), on the roster's
        selected player when there is one (the dialog lets the moderator choose)."""
        if self.session.game is None:
            self.show_failure(self.tr("No game is open."))
            return
        name = self.panels.roster.selected_name() if self.panels else None
        if isinstance(fn, str):
            from . import dialogs

            fn = getattr(dialogs, fn)
        fn(self, self.session, name)

    def _dialog(self, name: str) -> None:
        from . import dialogs

        getattr(dialogs, name)(self, self.session)

    # -- actions ---------------------------------------------------------------
    def open_game(self, game: Any, path: Path | None) -> None:
        self.ensure_panels()
        self.session.open(game, path)

    def end_phase(self) -> bool:
        from .confirm_end import confirm_end

        phase = self.session.phase_id()
        if phase is None or not confirm_end(self, self.session, self.settings):
            return False
        self._resolved = phase  # the refresh that follows shows this phase's timeline and posts
        try:
            if not self.session.call("end_phase"):
                self.lay_out()
                return False
        finally:
            self._resolved = None
        following = self.session.phase_id()
        if following:
            done = self.tr(
                "{phase} closed and resolved: see the timeline and the posts; Ctrl+1 enters {next}"
            ).format(phase=phase, next=following)
        else:
            done = self.tr(
                "{phase} closed and resolved: see the timeline and the posts; the game is over"
            ).format(phase=phase)
        game = self.session.game
        pregame = game.pregame_commitment() if game is not None and phase == "pregame" else None
        if pregame:
            done += " " + self.tr(
                "The roles the pre-game gave are committed: post SHA-256 {digest} with Day 1"
            ).format(digest=pregame)
        self.show_success(done)
        self.show_tab(TIMELINE_TAB)  # and laid out once, the message with the panels
        return True

    def focus_filter(self) -> None:
        if self.panels:
            self.panels.roster.filter.setFocus()
            self.panels.roster.filter.selectAll()

    def focus_entry(self) -> None:
        self.show_tab(ENTRY_TAB)
        kind, p = self.session.phase_kind(), self.panels
        if p is None:
            return
        if kind == "day":
            p.day.voter.setFocus()
        elif kind == "night":
            p.night.quick.setFocus()
        elif kind == "turn":
            p.turn.setCurrentWidget(p.turn_actions)
            p.turn_actions.quick.setFocus()

    def preferences(self) -> bool:
        """Edit → Preferences…: the language and the moderator's folders."""
        from .preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self)
        accepted = bool(dialog.exec())
        if accepted and dialog.language_changed():
            self.apply_language()  # at once: the window is translated again (retranslate)
        return accepted

    def build_setup(self) -> bool:
        """File → Build a setup…: a new setup in the moderator's folder (the wizard lists it)."""
        from .setup_builder import build_setup

        folder = build_setup(self)
        if folder is not None:
            self.show_success(self.tr("Setup saved to {folder}").format(folder=folder))
        return folder is not None

    def show_failure(self, message: str) -> None:
        self._status_style("QStatusBar{color:#b71c1c;font-weight:600}")
        self.statusBar().showMessage(f"⚠ {message}", 15000)

    def show_success(self, message: str) -> None:
        self._status_style("")
        self.statusBar().showMessage(message, 8000)

    def _status_style(self, sheet: str) -> None:
        # setting a style sheet polishes the bar and lays the window out again, even when
        # it is the same one (most messages are successes: a few ms per entry)
        bar = self.statusBar()
        if bar.styleSheet() != sheet:
            bar.setStyleSheet(sheet)

    # -- refreshing ------------------------------------------------------------
    def refresh_all(self) -> None:
        """Everything, read again (a game was opened or closed)."""
        from ..game import ALL_CHANGES

        if self.panels is not None:
            self.panels.log.set_rows([])
        self.refresh(ALL_CHANGES, opened=True)

    def refresh(self, changes: Changes, opened: bool = False) -> None:
        """Show what ``changes`` names. A panel hidden at the time (the entry page behind
        the timeline a Resolve shows, the timeline behind the entry page while entering, a
        turn's other tab) is refreshed when it is next shown, or read (``window.<panel>``).
        A game just ``opened`` shows its posts once the window has been painted."""
        game = self.session.game
        self.setWindowTitle(self.session.title())
        self._enable()
        self._refresh_undo()
        if game is None:
            self._forget_stale()
            self.ui.pageStack.setCurrentWidget(self.welcome_page)
            self.welcome.set_recent(self.files.recent())
            return
        p = self.ensure_panels()
        self.ui.pageStack.setCurrentWidget(self.game_page)
        resolved = self._resolved
        if resolved is not None and changes.phase:
            # End Day / Resolve shows the timeline and the posts of the phase it closed:
            # shown first, the next phase's entry page is refreshed when it is next shown
            # (laid out by end_phase, once, with its message)
            self.ensure_view().centerTabs.setCurrentIndex(TIMELINE_TAB)
        later = changes.phase  # a phase ended or came back: everything changes
        if changes.roster:
            self._when_shown("roster", p.roster, p.roster.refresh, later)
        if changes.phase:
            self._when_shown("phase_bar", p.phase_bar, p.phase_bar.refresh, later)
        if changes.phase or changes.entries or changes.tally:
            self._refresh_entry(p, later)
            self._when_shown(
                "timeline", p.timeline, lambda: p.timeline.refresh(select=resolved), later
            )
        if changes.posts:
            posts = lambda: p.posts.refresh(select_phase=resolved)  # noqa: E731
            if opened:
                p.posts.clear()  # not the last game's posts meanwhile
                self._after_paint("posts", p.posts, p.posts.view.viewport(), posts)
            else:
                self._when_shown("posts", p.posts, posts, later)
        if changes.log:
            if p.log.wording is None or p.log.wording_of is not game:
                p.log.wording, p.log.wording_of = Wording.of(game), game
            p.log.sync(game.events)  # an entry appends a row, an undo takes the last one
        if resolved is None:  # End Day / Resolve lays the window out once it has said so
            self.lay_out()

    def _refresh_entry(self, p: Panels, later: bool) -> None:
        page = p.entry_page(self.session.phase_kind())
        self.ensure_view().entryStack.setCurrentWidget(page)  # type: ignore[arg-type]
        if page is p.built("turn"):  # a turn's actions and votes, each on its tab
            self._stale.pop("entry", None)
            self._when_shown("turn_actions", p.turn_actions, p.turn_actions.refresh, later)
            self._when_shown("turn_votes", p.turn_votes, p.turn_votes.refresh, later)
        else:
            for key in ("turn_actions", "turn_votes"):
                self._stale.pop(key, None)
            self._when_shown("entry", page, page.refresh, later)  # type: ignore[arg-type, attr-defined]

    # -- deferred refreshes ----------------------------------------------------------
    def _when_shown(
        self, key: str, panel: QWidget, refresh: Callable[[], None], later: bool
    ) -> None:
        """``refresh()`` now when ``panel`` is shown, or not ``later``; otherwise when it is
        next shown or read. Only a phase's end (or its undo) waits: an entry is made on the
        page it changes, and reads it at once."""
        if not later or panel.isVisible():
            self._stale.pop(key, None)
            refresh()
            return
        self._stale[key] = (panel, refresh)
        panel.installEventFilter(self._show_watch)
        self._hook(panel, lambda: self.flush(key))

    def _after_paint(
        self, key: str, panel: QWidget, painted: QWidget, refresh: Callable[[], None]
    ) -> None:
        """``refresh()`` once ``painted`` (a part of ``panel`` always painted when it shows)
        has been painted, or before: when ``panel`` is next shown or read. The posts of a game
        just opened: rendering them imports jinja2 and runs the setup's templates, which the
        window's first paint of the game need not wait for (issue 12: the first open does not
        pay for the heavy imports); the list fills a moment later, and code reading it
        (``window.posts``, its model's rows) gets it filled."""
        self._stale[key] = (panel, refresh)
        panel.installEventFilter(self._show_watch)
        self._hook(panel, lambda: self.flush(key))
        watch = self._paint_watches.get(key)
        if watch is None:
            watch = self._paint_watches[key] = PaintWatch(self, key)
        painted.installEventFilter(watch)
        painted.update()  # painted again even where nothing else changed (a game reopened)

    @staticmethod
    def _hook(panel: QWidget, pending: Callable[[], None] | None) -> None:
        """Reading ``panel`` (its ``fresh()``, its models' ``rows``) runs ``pending`` first."""
        from PySide6.QtCore import QAbstractItemModel

        from .models import RowsTableModel, StoredRowsModel

        panel.pending = pending  # type: ignore[attr-defined]
        models = getattr(panel, "row_models", None)  # a panel's models stay what they were
        if models is None:
            models = panel.row_models = [  # type: ignore[attr-defined]
                m
                for m in panel.findChildren(QAbstractItemModel)
                if isinstance(m, RowsTableModel | StoredRowsModel)
            ]
        for model in models:
            model.pending = pending

    def flush(self, *keys: str) -> None:
        """Run the deferred refreshes of ``keys`` (all of them when none is named): code
        that reads a hidden panel sees it as it would be shown."""
        for key in keys or tuple(self._stale):
            pending = self._stale.pop(key, None)
            if pending is not None:
                panel, refresh = pending
                if not any(p is panel for p, _r in self._stale.values()):
                    panel.removeEventFilter(self._show_watch)
                    self._hook(panel, None)
                refresh()

    def flush_shown(self, panel: QObject) -> None:
        """A watched panel is being shown: its deferred refresh runs before it is painted."""
        self.flush(*(key for key, (p, _r) in self._stale.items() if p is panel))

    def _forget_stale(self) -> None:
        for panel, _refresh in self._stale.values():
            panel.removeEventFilter(self._show_watch)
            self._hook(panel, None)
        self._stale.clear()

    def _enable(self) -> None:
        has_game = self.session.game is not None
        for action in (
            self.ui.actionEndPhase,
            self.ui.actionNote,
            self.ui.actionReplace,
            self.ui.actionModkill,
            self.ui.actionDeadline,
            self.ui.actionExportScript,
        ):
            action.setEnabled(has_game)

    def _refresh_undo(self) -> None:
        game = self.session.game
        from .event_words import event_text

        wording = Wording.of(game) if game else None
        undo = event_text(game.events[-1], wording) if game and game.can_undo() else ""
        redo = event_text(game.redo_stack[-1], wording) if game and game.can_redo() else ""
        self.ui.actionUndo.setText(
            self.tr("&Undo {entry}").format(entry=undo) if undo else self.tr("&Undo")
        )
        self.ui.actionUndo.setEnabled(bool(undo))
        self.ui.actionRedo.setText(
            self.tr("&Redo {entry}").format(entry=redo) if redo else self.tr("&Redo")
        )
        self.ui.actionRedo.setEnabled(bool(redo))

    def closeEvent(self, event: Any) -> None:
        self.files.remember_geometry()
        self.session.close()
        super().closeEvent(event)

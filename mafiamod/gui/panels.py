"""The window's game views, built the first time a game opens (they import the rules,
templates and setups, which the empty window at start-up does not need)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSortFilterProxyModel
from PySide6.QtWidgets import QAbstractItemView, QTabWidget

from .models import LogRow, LogTableModel, log_row
from .phasebar import PhaseBar
from .posts_panel import PostsPanel
from .roster import RosterPanel
from .timeline import TimelinePanel
from .widgets import FitWhileShown, setup_table

if TYPE_CHECKING:
    from .day_panel import DayPanel
    from .game_over import GameOverPage
    from .night_panel import NightPanel
    from .pregame_panel import PregamePanel
    from .window import MainWindow


class Panels:
    """Every view of an open game, placed into the window's Designer form."""

    def __init__(self, window: MainWindow) -> None:
        ui, session = window.ensure_view(), window.session
        self._window = window
        self._pages: dict[str, object] = {}  # the entry pages, each built when first shown
        self.phase_bar = PhaseBar(session, window)
        ui.phaseBarLayout.addWidget(self.phase_bar)
        self.roster = RosterPanel(session, window)
        ui.rosterLayout.addWidget(self.roster)
        self.timeline = TimelinePanel(session, window)
        ui.timelineLayout.addWidget(self.timeline)
        self.posts = PostsPanel(session, window)
        ui.postsLayout.addWidget(self.posts)
        self.log = LogTableModel(window)
        self.log_proxy = QSortFilterProxyModel(window)
        self.log_proxy.setSourceModel(self.log)
        ui.logView.setModel(self.log_proxy)
        setup_table(ui.logView)
        FitWhileShown(ui.logView)  # the log's tab is often hidden, its rows many
        ui.mainSplitter.setSizes([426, 614, 306])  # at 1366 px: role names whole, rows unscrolled

    def discard(self) -> None:
        """Take every view out of the window (a language switch builds them again)."""
        ui = self._window.ensure_view()
        ui.logView.setModel(None)  # type: ignore[arg-type]
        pages = [p for n, p in self._pages.items() if n not in ("turn_actions", "turn_votes")]
        for widget in (self.phase_bar, self.roster, self.timeline, self.posts, *pages):
            widget.setParent(None)  # type: ignore[attr-defined]
            widget.deleteLater()  # type: ignore[attr-defined]
        self.log_proxy.deleteLater()
        self.log.deleteLater()
        self._pages.clear()

    def item_views(self) -> list[QAbstractItemView]:
        """The tables of the game view and of the entry pages built so far."""
        views: list[QAbstractItemView] = [
            self.roster.view,
            self.timeline.view,
            self.posts.view,
            self._window.ensure_view().logView,
        ]
        for page in self._pages.values():
            for name in ("entries_view", "votes_view", "tally_view"):
                view = getattr(page, name, None)
                if view is not None:
                    views.append(view)
        return views

    def log_rows(self, events: list) -> list[LogRow]:  # type: ignore[type-arg]
        return [log_row(i, e) for i, e in enumerate(events, 1)]

    # -- the entry pages: a game shows one kind of phase at a time, so each page (and the
    # modules behind it: the night's PM reader, the day's thread action) is built when first
    # needed, not at the first open (issue 12: start + open a small game)
    def _page(self, name: str) -> object:
        page = self._pages.get(name)
        if page is None:
            page = self._pages[name] = self._build(name)
            if name not in ("turn_actions", "turn_votes"):
                self._window.ensure_view().entryStack.addWidget(page)  # type: ignore[arg-type]
        return page

    def _build(self, name: str) -> object:
        window, session = self._window, self._window.session
        if name == "pregame":
            from .pregame_panel import PregamePanel

            return PregamePanel(session, window)
        if name == "day":
            from .day_panel import DayPanel

            return DayPanel(session, window)
        if name == "night":
            from .night_panel import NightPanel

            return NightPanel(session, window)
        if name == "game_over":
            from .game_over import GameOverPage

            return GameOverPage(session, window)
        if name == "turn":  # a turn holds actions and votes at once
            from .day_panel import DayPanel
            from .night_panel import NightPanel

            turn = QTabWidget(window)
            turn.setDocumentMode(True)
            actions = self._pages["turn_actions"] = NightPanel(session, turn)
            votes = self._pages["turn_votes"] = DayPanel(session, turn)
            turn.addTab(actions, QCoreApplication.translate("Panels", "Actions"))
            turn.addTab(votes, QCoreApplication.translate("Panels", "Votes"))
            return turn
        self._page("turn")  # turn_actions, turn_votes
        return self._pages[name]

    @property
    def pregame(self) -> PregamePanel:
        return self._page("pregame")  # type: ignore[return-value]

    @property
    def day(self) -> DayPanel:
        return self._page("day")  # type: ignore[return-value]

    @property
    def night(self) -> NightPanel:
        return self._page("night")  # type: ignore[return-value]

    @property
    def turn(self) -> QTabWidget:
        return self._page("turn")  # type: ignore[return-value]

    @property
    def turn_actions(self) -> NightPanel:
        return self._page("turn_actions")  # type: ignore[return-value]

    @property
    def turn_votes(self) -> DayPanel:
        return self._page("turn_votes")  # type: ignore[return-value]

    @property
    def game_over(self) -> GameOverPage:
        return self._page("game_over")  # type: ignore[return-value]

    def entry_page(self, kind: str) -> object:
        name = kind if kind in ("pregame", "day", "night", "turn") else "game_over"
        return self._page(name)

    def built(self, name: str) -> object | None:
        """The entry page ``name`` when it has been built (None: not yet)."""
        return self._pages.get(name)

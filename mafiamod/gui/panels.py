"""The window's game views, built the first time a game opens (they import the rules,
templates and setups, which the empty window at start-up does not need)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSortFilterProxyModel
from PySide6.QtWidgets import QTabWidget

from .day_panel import DayPanel
from .game_over import GameOverPage
from .models import LogRow, LogTableModel, log_row
from .night_panel import NightPanel
from .phasebar import PhaseBar
from .posts_panel import PostsPanel
from .pregame_panel import PregamePanel
from .roster import RosterPanel
from .timeline import TimelinePanel
from .widgets import setup_table

if TYPE_CHECKING:
    from .window import MainWindow


class Panels:
    """Every view of an open game, placed into the window's Designer form."""

    def __init__(self, window: MainWindow) -> None:
        ui, session = window.ensure_view(), window.session
        self.phase_bar = PhaseBar(session, window)
        ui.phaseBarLayout.addWidget(self.phase_bar)
        self.roster = RosterPanel(session, window)
        ui.rosterLayout.addWidget(self.roster)
        self.pregame = PregamePanel(session, window)
        self.day = DayPanel(session, window)
        self.night = NightPanel(session, window)
        self.turn = QTabWidget(window)  # a turn holds actions and votes at once
        self.turn.setDocumentMode(True)
        self.turn_actions = NightPanel(session, self.turn)
        self.turn_votes = DayPanel(session, self.turn)
        self.turn.addTab(self.turn_actions, QCoreApplication.translate("Panels", "Actions"))
        self.turn.addTab(self.turn_votes, QCoreApplication.translate("Panels", "Votes"))
        self.game_over = GameOverPage(session, window)
        for page in (self.pregame, self.day, self.night, self.turn, self.game_over):
            ui.entryStack.addWidget(page)
        self.timeline = TimelinePanel(session, window)
        ui.timelineLayout.addWidget(self.timeline)
        self.posts = PostsPanel(session, window)
        ui.postsLayout.addWidget(self.posts)
        self.log = LogTableModel(window)
        self.log_proxy = QSortFilterProxyModel(window)
        self.log_proxy.setSourceModel(self.log)
        ui.logView.setModel(self.log_proxy)
        setup_table(ui.logView)
        ui.mainSplitter.setSizes([436, 604, 306])  # at 1366 px: role names whole, rows unscrolled

    def log_rows(self, events: list) -> list[LogRow]:  # type: ignore[type-arg]
        return [log_row(i, e) for i, e in enumerate(events, 1)]

    def entry_page(self, kind: str) -> object:
        pages = {"pregame": self.pregame, "day": self.day, "night": self.night, "turn": self.turn}
        return pages.get(kind, self.game_over)

    def refresh_entry(self, page: object) -> None:
        if page is self.turn:
            self.turn_actions.refresh()
            self.turn_votes.refresh()
        elif isinstance(page, PregamePanel | DayPanel | NightPanel | GameOverPage):
            page.refresh()

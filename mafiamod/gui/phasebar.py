"""The phase bar: setup, open phase, deadline countdown and the button that ends the phase."""

from __future__ import annotations

import html
from datetime import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QStyle, QWidget

from ..engine.errors import ScriptError
from ..engine.moments import parse_at
from .confirm_end import phase_title
from .plain import rich
from .session import GameSession

# the button that ends a phase, by ``ruleset.phase_kind``
END_LABELS = {
    "day": QT_TRANSLATE_NOOP("PhaseBar", "End Day"),
    "night": QT_TRANSLATE_NOOP("PhaseBar", "Resolve Night"),
    "turn": QT_TRANSLATE_NOOP("PhaseBar", "Resolve Turn"),
    "pregame": QT_TRANSLATE_NOOP("PhaseBar", "Finish pre-game"),
}
# the phase kind as the bar names it
KIND_NAMES = {
    "day": QT_TRANSLATE_NOOP("PhaseBar", "day"),
    "night": QT_TRANSLATE_NOOP("PhaseBar", "night"),
    "turn": QT_TRANSLATE_NOOP("PhaseBar", "turn"),
    "pregame": QT_TRANSLATE_NOOP("PhaseBar", "pre-game"),
}
KIND_COLOURS = {
    "day": "#f9a825",
    "night": "#3949ab",
    "turn": "#00897b",
    "pregame": "#6d4c41",
    "over": "#616161",
}


def parse_deadline(value: object) -> datetime | None:
    """A phase's ``deadline`` data ("YYYY-MM-DD HH:MM", the rules' :func:`parse_at`) as a
    datetime, or None (none set, or not a moment)."""
    try:
        return parse_at(value, "deadline") if value else None
    except ScriptError:
        return None


def countdown(deadline: datetime, now: datetime) -> str:
    seconds = int((deadline - now).total_seconds())
    if seconds <= 0:
        return QCoreApplication.translate("PhaseBar", "deadline passed")
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, seconds = divmod(rest, 60)
    clock = f"{hours:02d}:{minutes:02d}:{seconds:02d}"
    if days:
        return QCoreApplication.translate("PhaseBar", "{days}d {clock} left").format(
            days=days, clock=clock
        )
    return QCoreApplication.translate("PhaseBar", "{clock} left").format(clock=clock)


class PhaseBar(QFrame):
    """One line at the top of the window."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("phaseBar")
        self.setStyleSheet(
            "#phaseBar { background: palette(base); border-radius: 4px; }"
            " #endPhaseButton { font-weight: 600; padding: 4px 14px; }"
        )
        self.setup_label = rich(QLabel(self))
        self.phase_label = rich(QLabel(self))
        self.phase_label.setObjectName("phaseLabel")
        self.deadline_label = rich(QLabel(self))  # the time left in bold
        self.deadline_button = QPushButton(self.tr("Deadline…"), self)
        self.deadline_button.setToolTip(self.tr("Set this phase's deadline (Ctrl+D)"))
        self.end_button = QPushButton(self.tr("End phase"), self)
        self.end_button.setObjectName("endPhaseButton")
        self.end_button.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MediaSkipForward)
        )
        self.end_button.setToolTip(
            self.tr("Close the phase and resolve it (Ctrl+Shift+E); it asks first")
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.setup_label)
        layout.addSpacing(16)
        layout.addWidget(self.phase_label)
        layout.addStretch(1)
        layout.addWidget(self.deadline_label)
        layout.addWidget(self.deadline_button)
        layout.addSpacing(12)
        layout.addWidget(self.end_button)
        self.deadline: datetime | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)

    def refresh(self) -> None:
        game = self.session.game
        phase = self.session.phase_id()
        kind = self.session.phase_kind()
        if game is None:
            self.setup_label.setText(self.tr("<b>No game open</b> — File ▸ New game (Ctrl+N)"))
            self.phase_label.setText("")
        else:
            count = QCoreApplication.translate(
                "PhaseBar", "%n player(s)", None, len(game.state.players)
            )
            seed = self.tr("seed {seed}").format(seed=game.opening.seed)
            self.setup_label.setText(
                f"<b>{html.escape(game.info.name)}</b> <span style='color:#777'>· {count} · {seed}</span>"
            )
            winner = self.session.faction(game.state.winner or "").get(
                "name", game.state.winner or "?"
            )
            shown = (
                phase_title(phase, kind)
                if phase
                else self.tr("Game over: {winner} win").format(winner=winner)
            )
            colour = KIND_COLOURS.get(kind, "#616161")
            short = f" <span style='color:#777'>({phase})</span>" if kind != "pregame" else ""
            self.phase_label.setText(
                f"<span style='font-size:15pt;font-weight:600;color:{colour}'>{html.escape(shown)}</span>"
                + (short if phase and shown != phase else "")
            )
        label = END_LABELS.get(kind or "")
        self.end_button.setText(
            QCoreApplication.translate("PhaseBar", label) if label else self.tr("End phase")
        )
        self.end_button.setEnabled(phase is not None)
        self.deadline_button.setEnabled(phase is not None)
        inp = self.session.phase_input()
        self.deadline = parse_deadline(inp.data.get("deadline")) if inp else None
        if self.deadline is None:
            self.timer.stop()
            self.deadline_label.setText(html.escape(self.tr("no deadline")) if phase else "")
        else:
            self.timer.start()
            self.tick()

    def tick(self) -> None:
        if self.deadline is None:
            return
        left = countdown(self.deadline, datetime.now())
        when = QLocale().toString(self.deadline, "ddd d MMM HH:mm")
        self.deadline_label.setText(
            self.tr("Deadline {when} · <b>{left}</b>").format(
                when=html.escape(when), left=html.escape(left)
            )
        )

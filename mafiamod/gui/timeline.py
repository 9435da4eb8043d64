"""The resolution timeline: every step of a phase with its reason, and draw overrides."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QModelIndex
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.model import PhaseRecord
from . import engine_text
from .models import TimelineRow, TimelineTableModel
from .refused import refusal_line
from .said import translated
from .session import GameSession
from .widgets import setup_table
from .wording import Wording, humanize, joined, prefixed


def show(value: Any) -> str:
    """A drawn or pinned value as the moderator reads it: names and numbers as they are, a
    list of them comma-separated ("Ilwrath, Orz", not '["Ilwrath", "Orz"]'); a table as JSON."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(v, str | int) for v in value):
        return ", ".join(str(v) for v in value)
    return json.dumps(value, ensure_ascii=False)


def timeline_rows(
    record: PhaseRecord, words: Wording | None = None, refusals: Sequence[Any] = ()
) -> list[TimelineRow]:
    """A phase record as the moderator reads it: names, not ids; sentences, not data.
    ``refusals``: the phase's refusal records (``Game.refused(phase)``), listed with the
    rules' rejections: a player's submission refused on entry, never played."""
    w = words or Wording()
    rows = [TimelineRow("trace", w.line(engine_text.say(line, w))) for line in record.trace]
    for i, draw in enumerate(record.draws):
        rows.append(
            TimelineRow(
                "draw",
                f"{w.draw(str(draw['draw']))} = {w.draw_value(str(draw['draw']), draw['value'])}"
                + (
                    QCoreApplication.translate("Timeline", " (overridden)")
                    if draw.get("pinned")
                    else ""
                ),
                i,
                bool(draw.get("pinned")),
            )
        )
    rows += [
        TimelineRow(
            "death",
            QCoreApplication.translate("Timeline", "{0} died: {1}").format(
                d.player, w.ability(d.cause)
            ),
        )
        for d in record.deaths
    ]
    for r in record.results:
        targets = joined(r.get("targets", [])) if r.get("targets") else ""
        rows.append(
            TimelineRow(
                "result",
                f"{r['player']}: {w.ability(r['ability'])}"
                + (
                    QCoreApplication.translate("Timeline", " on {0}").format(targets)
                    if targets
                    else ""
                )
                + f" → {w.say(r['outcome'])}",
            )
        )
    for rej in record.rejected:
        what = rej.details.get("ability") or rej.details.get("vote") or rej.list_name
        rows.append(
            TimelineRow(
                "rejected",
                QCoreApplication.translate("Timeline", "{0} ({1}, entry {2}): {3}").format(
                    rej.who, w.ability(str(what)), rej.index + 1, engine_text.reason(rej.reason, w)
                ),
            )
        )
    for refusal in refusals:
        who, what, why = refusal_line(refusal, w)
        rows.append(
            TimelineRow(
                "rejected",
                QCoreApplication.translate(
                    "Timeline", "{0} sent “{1}”: refused on entry, not played ({2})"
                ).format(who, what, why),
            )
        )
    rows += [TimelineRow("event", event_text(e, w)) for e in record.events]
    for name, counts in record.tallies.items():
        text = ", ".join(
            f"{t} {w.say(c)}" for t, c in counts.items()
        ) or QCoreApplication.translate("Timeline", "no votes")
        rows.append(TimelineRow("tally", f"{humanize(name)}: {text}"))
    for key, value in record.extra.items():
        rows.append(TimelineRow("record", w.field(key, value)))
    if record.winner:
        rows.append(
            TimelineRow(
                "winner",
                QCoreApplication.translate("Timeline", "{0} win").format(w.faction(record.winner)),
            )
        )
    if record.skipped:
        rows.append(TimelineRow("trace", QCoreApplication.translate("Timeline", "phase skipped")))
    return rows


# the announcements' kinds the installed rules make (a kind not listed shows as its name in
# words)
EVENT_KINDS = {
    "flip": QT_TRANSLATE_NOOP("Timeline", "flip"),
    "killed": QT_TRANSLATE_NOOP("Timeline", "killed"),
    "lynch": QT_TRANSLATE_NOOP("Timeline", "eliminated by the vote"),
    "eliminated": QT_TRANSLATE_NOOP("Timeline", "eliminated by the vote"),
    "no-lynch": QT_TRANSLATE_NOOP("Timeline", "no elimination"),
    "game-over": QT_TRANSLATE_NOOP("Timeline", "game over"),
    "modkill": QT_TRANSLATE_NOOP("Timeline", "modkill"),
    "no-elimination": QT_TRANSLATE_NOOP("Timeline", "no elimination"),
    "replacement": QT_TRANSLATE_NOOP("Timeline", "replacement"),
    "votes-locked": QT_TRANSLATE_NOOP("Timeline", "votes locked"),
    "night-skipped": QT_TRANSLATE_NOOP("Timeline", "night skipped"),
    "event": QT_TRANSLATE_NOOP("Timeline", "event"),
}
# (a setup names its own announcements in ``[events.<id>]`` of setup.toml, read first)


# a death's flip as the rules announce it: shown as its values, not as labelled fields
FLIP_KEYS = ("title", "role_name", "alignment_name")


def event_kinds() -> dict[str, str]:
    """The announcements' kinds the installed rules make, in the window's language (a kind
    not listed shows as its name in words)."""
    return {kind: translated("Timeline", words) for kind, words in EVENT_KINDS.items()}


def event_kind(kind: str, words: Wording | None = None) -> str:
    """An announcement's kind as the moderator reads it: the setup's own name, else the
    shared one, else the id in words."""
    own = prefixed(words.events, kind) if words else None
    if own is not None:
        return own
    shared = EVENT_KINDS.get(kind)
    return translated("Timeline", shared) if shared else humanize(kind)


def event_text(event: dict[str, Any], words: Wording | None = None) -> str:
    """A public announcement in one line: its kind, then who and what."""
    w = words or Wording()
    rest = {k: v for k, v in event.items() if k not in ("kind", "role", "alignment")}
    who = rest.pop("player", "")
    if not who and isinstance(rest.get("players"), list):  # a duel's pair: "Mac and Cal"
        who = joined(str(p) for p in rest.pop("players"))
    # the flip in the setup's words, unlabelled ("Vanilla Townie, Town", not "role name: …")
    title, role, side = (str(rest.pop(k, "") or "") for k in FLIP_KEYS)
    flip = [title or role, "" if side and side in title else side]
    labelled = [f"{humanize(k)}: {w.say(v)}" for k, v in rest.items()]
    details = ", ".join([*(f for f in flip if f), *labelled])
    kind = event_kind(str(event.get("kind", "event")), w)
    said = f"{kind}: {who}" if who else kind  # "conversion", not "conversion: "
    return said + (f" ({details})" if details else "")


def parse_pin(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text.strip()


class TimelinePanel(QWidget):
    """Phase picker, the timeline table, Override draw and Publish."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.phase = QComboBox(self)
        self.phase.setMinimumContentsLength(14)
        self.model = TimelineTableModel(self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        setup_table(self.view, stretch_last=False)
        self.view.horizontalHeader().setSectionResizeMode(
            TimelineTableModel.TEXT, QHeaderView.ResizeMode.Stretch
        )
        self.view.setWordWrap(False)
        self.view.verticalHeader().setDefaultSectionSize(24)
        self.override = QPushButton(self.tr("&Override…"), self)
        self.override.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_BrowserReload))
        self.override.setToolTip(
            self.tr("Fix the selected random draw to another outcome; later phases re-resolve")
        )
        self.insert = QPushButton(self.tr("&Insert vote before…"), self)
        self.insert.setToolTip(
            self.tr("A vote found late, posted before the selected vote: the phase is read again")
        )
        self.published = QCheckBox(self.tr("&Published"), self)
        self.published.setToolTip(
            self.tr("Confirm this phase's outcome: its posts and PMs are final and posted")
        )
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Phase:")))
        top.addWidget(self.phase)
        top.addStretch(1)
        top.addWidget(self.insert)
        top.addWidget(self.override)
        top.addWidget(self.published)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        self.phase.currentIndexChanged.connect(self.show_phase)
        self.override.clicked.connect(self.ask_override)
        self.insert.clicked.connect(self.insert_vote)
        self.published.clicked.connect(self.toggle_published)
        self.view.selectionModel().currentRowChanged.connect(self._selection)
        self.view.doubleClicked.connect(lambda _index: self.ask_override())

    def records(self) -> list[PhaseRecord]:
        game = self.session.game
        return [r for r in game.records() if not r.ignored] if game else []

    def refresh(self, select: str | None = None) -> None:
        current = select or self.phase.currentData()
        open_phase = self.session.phase_id()
        items = [
            (
                self.tr("{phase} (open: preview)").format(phase=record.id)
                if record.id == open_phase
                else record.id,
                record.id,
            )
            for record in self.records()
        ]
        self.phase.blockSignals(True)
        if items != [
            (self.phase.itemText(i), self.phase.itemData(i)) for i in range(self.phase.count())
        ]:
            self.phase.clear()  # the phases changed: list them again
            for label, phase in items:
                self.phase.addItem(label, phase)
        index = self.phase.findData(current)
        self.phase.setCurrentIndex(index if index >= 0 else self.phase.count() - 1)
        self.phase.blockSignals(False)
        self.show_phase()

    def _entry_rows(self, phase: str | None, record: PhaseRecord | None) -> list[TimelineRow]:
        """The phase's actions as entered (what the resolution started from), then its votes in
        posting order (a late-found vote can be inserted before any of them)."""
        game = self.session.game
        entries = game.entries(phase) if game and phase else []
        refused = {(r.list_name, r.index) for r in (record.rejected if record else [])}
        w = self.wording()
        rows = []
        for index, event in enumerate(e for e in entries if e.kind == "action"):
            p = event.payload
            what = " ".join(
                x
                for x in (
                    p["actor"],
                    w.ability(p.get("ability")),
                    joined(p.get("targets", [])) if p.get("targets") else "",
                )
                if x
            )
            extra = w.extras(p.get("extra", {}))
            ignored = (
                QCoreApplication.translate("Timeline", " (ignored)")
                if ("actions", index) in refused
                else ""
            )
            rows.append(TimelineRow("entry", f"{what} {extra}".strip() + ignored))
        counters: dict[str, int] = {}
        for event in (e for e in entries if e.kind == "vote"):
            p = event.payload
            name = p.get("vote", "elimination")
            index = counters[name] = counters.get(name, -1) + 1
            extra = w.extras(p.get("extra", {}))
            ignored = (
                QCoreApplication.translate("Timeline", " (ignored)")
                if (name, index) in refused
                else ""
            )
            text = (
                QCoreApplication.translate("Timeline", "{vote} vote {voter} → {target}").format(
                    vote=engine_text.vote(name),
                    voter=p["voter"],
                    target=p.get("target") or QCoreApplication.translate("Timeline", "(unvote)"),
                )
                + f" {extra}"
            ).strip()
            rows.append(TimelineRow("vote", text + ignored, seq=event.seq))
        return rows

    def wording(self) -> Wording:
        return self.session.setup_wording()

    def selected_phase(self) -> str | None:
        return self.phase.currentData()

    def show_phase(self) -> None:
        phase = self.selected_phase()
        record = self.session.record(phase) if phase else None
        game = self.session.game
        refusals = game.refused(phase) if game is not None and phase else []
        rows = timeline_rows(record, self.wording(), refusals) if record else []
        pregame = game.pregame_commitment() if game is not None and phase == "pregame" else None
        if record and pregame:
            rows.append(
                TimelineRow(
                    "record",
                    self.tr(
                        "The roles the pre-game gave are committed: post SHA-256 {digest} "
                        "with Day 1 (the deal reveal shows them)"
                    ).format(digest=pregame),
                )
            )
        # the same rows stay (a Resolve shows the record its preview was): only changes move
        self.model.update_rows(self._entry_rows(phase, record) + rows, key=lambda row: row)
        self.view.setColumnHidden(
            TimelineTableModel.OVERRIDE, not any(r.draw is not None for r in rows)
        )
        self.insert.setVisible(any(r.seq for r in self.model.rows))  # only a phase with votes
        for r, row in enumerate(self.model.rows):
            # a row kept in place keeps its button (a new one would leave the old on screen
            # until the event loop deletes it); a changed row was reset with its button
            if row.draw is not None and self.view.indexWidget(self._override_index(r)) is None:
                button = QToolButton(self.view)
                button.setText(self.tr("Override…"))
                button.setToolTip(
                    self.tr("Fix this random draw to another outcome; later phases re-resolve")
                )
                button.clicked.connect(lambda _=False, rr=r: self._override_row(rr))
                self.view.setIndexWidget(self._override_index(r), button)
        game = self.session.game
        closed = bool(game and phase in game.closed_phases())
        self.published.setEnabled(closed)
        self.published.setChecked(bool(game and f"{phase}:published" in game.sent_keys()))
        self._selection()

    def _override_index(self, row: int) -> QModelIndex:
        return self.model.index(row, TimelineTableModel.OVERRIDE)

    def _selection(self) -> None:
        row = self.model.row_at(self.view.currentIndex())
        self.override.setEnabled(bool(row and row.draw is not None))
        self.insert.setEnabled(bool(row and row.seq))

    def insert_vote(self) -> bool:
        """Insert a late-found vote before the selected vote row."""
        from .entry_dialogs import insert_vote_before

        row = self.model.row_at(self.view.currentIndex())
        game = self.session.game
        event = next((e for e in game.events if row and e.seq == row.seq), None) if game else None
        return event is not None and insert_vote_before(self, self.session, event)

    def select_draw(self, name: str) -> bool:
        for r, row in enumerate(self.model.rows):
            if row.draw is not None and self._draw_name(row.draw) == name:
                self.view.setCurrentIndex(self.model.index(r, 1))
                return True
        return False

    def _draw_name(self, index: int) -> str:
        phase = self.selected_phase()
        record = self.session.record(phase) if phase else None
        draws = record.draws if record else []
        return str(draws[index]["draw"]) if index < len(draws) else ""

    def _override_row(self, row: int) -> None:
        self.view.setCurrentIndex(self.model.index(row, TimelineTableModel.TEXT))
        self.ask_override()

    def ask_override(self) -> None:
        row = self.model.row_at(self.view.currentIndex())
        phase = self.selected_phase()
        record = self.session.record(phase) if phase else None
        if row is None or row.draw is None or record is None:
            return
        from .entry_dialogs import override_draw

        override_draw(self, self.session, phase or "", record.draws[row.draw])

    def override_draw(self, name: str, value: Any, phase: str) -> bool:
        ok = self.session.call("pin", name, value, phase=phase)
        if ok:
            self.session.succeeded.emit(
                self.tr("{phase}: {name} overridden to {value}").format(
                    phase=phase,
                    name=self.session.setup_wording().draw(name),
                    value=self.session.setup_wording().draw_value(name, value, show),
                )
            )
        return ok

    def toggle_published(self, checked: bool) -> None:
        phase = self.selected_phase()
        if phase:
            self.session.call("mark_sent", f"{phase}:published", checked)

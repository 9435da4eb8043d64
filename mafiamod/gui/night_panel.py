"""Action entry for nights and turns, generated from ``ruleset.entry_options``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLocale,
    QObject,
    QStringListModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QCompleter,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.errors import KnownError
from ..engine.options import EntryOption
from ..pm_reader import Reading, ability_words, read_pms
from . import engine_text
from .action_row import ActionRow
from .models import EntriesTableModel, EntryRow
from .quick_entry import QuickEntry, completions, example_entry, parse_quick, refusal
from .refused import RefusedList
from .session import GameSession
from .widgets import fit_columns_on_change, setup_table
from .wording import Wording


def action_rows(session: GameSession, options: Sequence[EntryOption] = ()) -> list[EntryRow]:
    """The open phase's actions (the game's entry views) as table rows, in the moderator's
    words (ability names, extras as "key: value")."""
    if session.game is None:
        return []
    words = Wording.of(session.game, options)
    rows = []
    for number, v in enumerate((v for v in session.game.entry_views() if v.kind == "action"), 1):
        # a part of an entry the rules ignore on its own list (X-SHOTS' "joat"): the action stands
        parts = [
            QCoreApplication.translate("NightPanel", "{name} ignored: {reason}").format(
                name=name, reason=engine_text.reason(reason, words)
            )
            for name, reason in v.parts
        ]
        status = [
            QCoreApplication.translate("NightPanel", "replaced")
            if v.replaced
            else QCoreApplication.translate("NightPanel", "entered"),
            *parts,
        ]
        rows.append(
            EntryRow(
                number,
                v.who,
                words.ability(v.what) or "—",
                ", ".join(v.targets),
                words.extras(v.extra),
                QCoreApplication.translate("NightPanel", "ignored: {reason}").format(
                    reason=engine_text.reason(v.refused, words)
                )
                if v.refused
                else "; ".join(status),
                # an entry that is only the ignored part has nothing left
                refused=v.refused is not None or (not v.what and bool(parts)),
                replaced=v.replaced,
                seq=v.seq,
            )
        )
    return rows


# the least height the entered and refused lists keep under the rows (about five lines)
LISTS_MIN = 150


class QuickLine(QLineEdit):
    """The quick-entry line: Up recalls the last line, Esc clears it (or skips the pasted PM
    shown), and a paste into the empty line is read as the players' PMs."""

    pasted = Signal(str)
    escaped = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: list[str] = []

    def remember(self, line: str) -> None:
        if line and (not self.history or self.history[-1] != line):
            self.history.append(line)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        popup = self.completer().popup() if self.completer() else None
        if popup is not None and popup.isVisible():
            super().keyPressEvent(event)
            return
        if event.matches(QKeySequence.StandardKey.Paste) and not self.text().strip():
            text = QGuiApplication.clipboard().text()
            if text.strip():
                self.pasted.emit(text)
                return
        if event.key() == Qt.Key.Key_Up and self.history:
            self.setText(self.history[-1])
            return
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            self.escaped.emit()
            return
        super().keyPressEvent(event)


class NightPanel(QWidget):
    """Quick-entry line, one row per living player, and the actions entered so far."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.options: list[EntryOption] = []
        self.signature: Any = None
        self.rows: list[ActionRow] = []
        self.words: dict[str, tuple[str, ...]] = {}
        # PMs pasted and read, waiting for the moderator to check and enter them
        self.pending: list[Reading] = []
        self.reading: Reading | None = None
        self.pasted_count = 0
        self.quick = QuickLine(self)
        self.show_example("")
        self.quick.pasted.connect(self.read_pasted)
        self.quick.escaped.connect(self.skip_reading)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.hide()
        self.completions = QStringListModel(self)
        completer = QCompleter(self.completions, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setMaxVisibleItems(12)
        self.completer = completer
        self.quick.setCompleter(completer)
        self.quick.returnPressed.connect(self.submit_quick)
        self.form = QWidget(self)
        self.grid = QGridLayout(self.form)
        self.grid.setContentsMargins(4, 0, 4, 0)
        self.grid.setHorizontalSpacing(4)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(2, 3)
        self.grid.setColumnStretch(3, 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        # a PM pasted onto a player's row is that player's (unless it names its sender)
        self.paste_row_action = QAction(self.tr("Paste a PM onto this player's row"), self)
        self.paste_row_action.setShortcut(QKeySequence("Ctrl+Shift+V"))
        self.paste_row_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.paste_row_action.triggered.connect(self.paste_on_focused_row)
        self.form.addAction(self.paste_row_action)
        self.entries = EntriesTableModel(self)
        self.entries_view = QTableView(self)
        self.entries_view.setModel(self.entries)
        setup_table(self.entries_view)
        fit_columns_on_change(self.entries_view)
        self.refused = RefusedList(session, self)
        box = QTabWidget(self)
        box.setDocumentMode(True)
        box.addTab(self.entries_view, self.tr("Actions entered"))
        # the rule in the tab's tooltip: in its label it pushed "Refused" off a 1366 px screen
        box.setTabToolTip(0, self.tr("The last valid entry for a slot counts"))
        box.addTab(self.refused, self.tr("Refused"))
        self.lists = box
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(scroll)
        split.addWidget(box)
        self.split = split
        self.split_moved = False
        split.installEventFilter(self)
        split.splitterMoved.connect(self._split_moved)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([480, 120])
        box.setMinimumHeight(90)
        quick_row = QHBoxLayout()
        quick_label = QLabel(self.tr("&Quick:"), self)
        quick_label.setBuddy(self.quick)
        quick_row.addWidget(quick_label)
        quick_row.addWidget(self.quick)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(quick_row)
        layout.addWidget(self.hint)
        layout.addWidget(split, 1)

    def show_example(self, example: str) -> None:
        """The quick line's placeholder, its example an entry of the open game (``""``: none)."""
        if example:
            text = self.tr(
                "Quick entry (Ctrl+L): who, what, whom — e.g. {0} — "
                "or paste the players' PMs (Ctrl+V)"
            ).format(example)
        else:
            text = self.tr(
                "Quick entry (Ctrl+L): who, what, whom — or paste the players' PMs (Ctrl+V)"
            )
        self.quick.setPlaceholderText(text)

    def refresh(self) -> None:
        game = self.session.game
        phase = self.session.phase_id()
        if game is None or phase is None:
            return
        try:
            self.options = self.session.entry_options()
        except KnownError as exc:
            self.options = []
            self.session.failed.emit(self.session.error_text(exc))
        living = self.session.open_state().living_names()
        signature = (id(game), phase, tuple(living), tuple(self.options))
        if signature != self.signature:
            if self.signature is not None and self.signature[:2] != signature[:2]:
                self.pending, self.reading = [], None
                self.quick.clear()
                self.show_hint("")
            self.signature = signature
            self.words = ability_words(game.ruleset.abilities)
            self._build_rows(living)
            self.completions.setStringList(completions(self.options, self.words))
            language = QLocale().name().split("_")[0]  # the window's (install_translation)
            self.show_example(example_entry(self.options, self.words, language))
            self.fit_split()
            QTimer.singleShot(0, self, self._fit_unless_moved)  # once laid out
        refused = self.refused.refresh(("action",), self.options)
        self.lists.setTabText(
            1, self.tr("Refused ({0})").format(refused) if refused else self.tr("Refused")
        )
        rows = action_rows(self.session, self.options)
        self.entries.update_rows(rows, key=lambda row: row.seq)
        self.entries_view.scrollToBottom()
        latest = {r.who: r for r in rows}
        for row in self.rows:
            entry = latest.get(row.actor)
            if entry is None:
                row.show_entered("", "")
                continue
            full = " ".join(
                x for x in (row.label_of(entry.what), entry.targets, entry.extra) if x and x != "—"
            )
            what = row.label_of(entry.what) if entry.what != "—" else entry.extra
            row.show_entered(
                entry.targets or what,
                full,
                refused=entry.refused,
                replaced=entry.replaced,
                names=bool(entry.targets),
            )

    def fit_split(self) -> None:
        """The entry rows get the height they need (up to what leaves the lists at least
        ``LISTS_MIN``); the "Actions entered" and "Refused" lists get the rest."""
        total = sum(self.split.sizes())
        if total <= 0:
            return
        self.grid.activate()  # rows just built: their height is known only once laid out
        need = self.form.sizeHint().height() + 6
        lists = max(LISTS_MIN, total - need)
        self.split.setSizes([total - lists, lists])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.split and event.type() == QEvent.Type.Resize and not self.split_moved:
            self.fit_split()
        return False

    def _fit_unless_moved(self) -> None:
        if not self.split_moved:
            self.fit_split()

    def _split_moved(self) -> None:
        self.split_moved = True  # the moderator's own division stays

    def _build_rows(self, living: list[str]) -> None:
        """One row per living player; a player's row from the last phase is kept and given
        the new options (building the rows is what a Resolve would otherwise spend most on)."""
        game = self.session.game
        assert game is not None
        state = self.session.open_state()
        old = {row.actor: row for row in self.rows}
        mine: dict[str, list[EntryOption]] = {name: [] for name in living}
        for option in self.options:
            if option.actor in mine:
                mine[option.actor].append(option)
        self.grid.setRowStretch(len(self.rows), 0)
        rows = []
        for i, name in enumerate(living):
            player = state.player(name)
            faction = self.session.faction(player.alignment)
            label = (str(faction.get("name", player.alignment)), str(faction.get("color", "")))
            row = old.pop(name, None)
            if row is not None and row.faction == label:
                row.reuse(self.grid, i, mine[name])
            else:
                if row is not None:
                    old[name] = row
                row = ActionRow(self.grid, i, name, label, mine[name], self.enter)
                self._offer_paste(row)
            rows.append(row)
        for row in old.values():
            for widget in row.widgets():
                self.grid.removeWidget(widget)
                widget.deleteLater()
        self.rows = rows
        self.grid.setRowStretch(len(living), 1)

    def _offer_paste(self, row: ActionRow) -> None:
        """Right-click on a player's name: paste a PM as theirs (Ctrl+Shift+V in the row)."""
        action = QAction(self.tr("Paste {0}'s PM (Ctrl+Shift+V)").format(row.actor), row.label)
        action.triggered.connect(lambda _=False, actor=row.actor: self.paste_on_row(actor))
        row.label.addAction(action)
        row.label.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        row.label.setToolTip(
            row.label.toolTip()
            + "\n"
            + self.tr("Right-click, or Ctrl+Shift+V in the row: paste {0}'s PM").format(row.actor)
        )

    def focused_row(self) -> ActionRow | None:
        """The row holding the keyboard focus (its combo, a target, its field, its button)."""
        widget = QApplication.focusWidget()
        while widget is not None and widget is not self.form:
            found = next((r for r in self.rows if widget in r.widgets()), None)
            if found is not None:
                return found
            widget = widget.parentWidget()
        return None

    def paste_on_focused_row(self) -> int:
        row = self.focused_row()
        if row is None:
            self.session.failed.emit(self.tr("Click into a player's row to paste their PM."))
            return 0
        return self.paste_on_row(row.actor)

    def paste_on_row(self, actor: str, text: str | None = None) -> int:
        """Read a PM (the clipboard's, by default) as ``actor``'s when it names no sender,
        and put the reading on the quick line to check and enter (Return)."""
        text = QGuiApplication.clipboard().text() if text is None else text
        if not text.strip():
            self.session.failed.emit(self.tr("The clipboard is empty: copy the PM first."))
            return 0
        count = self.read_pasted(text, sender=actor)
        self.quick.setFocus()
        return count

    def row(self, actor: str) -> ActionRow | None:
        return next((r for r in self.rows if r.actor == actor), None)

    def enter(
        self, actor: str, ability: str | None, targets: list[str], extra: dict[str, Any]
    ) -> bool:
        if "__error__" in extra:
            self.session.failed.emit(str(extra["__error__"]))
            return False
        if ability is None and not extra:
            self.session.failed.emit(
                self.tr("Choose an ability for {0} (or give extra fields).").format(actor)
            )
            return False
        if not self.session.call("act", actor, ability, targets, **extra):
            return False
        label = next(
            (o.label for o in self.options if o.actor == actor and o.ability == ability), ""
        )
        self.session.succeeded.emit(
            self.tr("Entered: {0}").format(" ".join(x for x in (actor, label, *targets) if x))
        )
        return True

    # -- the quick line and pasted PMs ---------------------------------------------
    def show_hint(self, text: str, tone: str = "") -> None:
        """A line under the quick entry: what a PM was read as, a question, or a refusal."""
        colour = {"error": "#b71c1c", "ask": "#e65100", "ok": "#1b5e20"}.get(tone, "")
        self.hint.setStyleSheet(f"color:{colour}" if colour else "")
        self.hint.setText(text)
        self.hint.setVisible(bool(text))

    def players(self) -> list[str]:
        return [p.name for p in self.session.open_state().players]

    def read_pasted(self, text: str, sender: str | None = None) -> int:
        """Read pasted PMs (one or several) and put the first on the line to check;
        ``sender``: the row it was pasted on (for a PM that names no sender)."""
        if self.session.game is None:
            return 0
        readings = read_pms(text, self.options, self.players(), self.words, sender)
        self.pending = list(readings)
        self.pasted_count = len(readings)
        self.next_reading()
        return len(readings)

    def next_reading(self) -> None:
        self.reading = self.pending.pop(0) if self.pending else None
        reading = self.reading
        if reading is None:
            self.completions.setStringList(completions(self.options, self.words))
            return
        shown = reading.line()
        if not reading.ready and not reading.choices and "\n" not in reading.text.strip():
            shown = " ".join(reading.text.split())  # a line it cannot read stays as pasted
        self.quick.setText(shown)
        done = self.pasted_count - len(self.pending)
        excerpt = " ".join(reading.text.split())
        if len(excerpt) > 90:
            excerpt = excerpt[:89] + "…"
        where = self.tr("PM {0} of {1}: “{2}”").format(done, self.pasted_count, excerpt)
        if reading.ready:
            self.show_hint(
                self.tr("{0} — read as: {1}. Return enters it, Esc skips it.").format(
                    where, reading.line()
                ),
                "ok",
            )
            return
        lines = [c.line() for c in reading.choices]
        ask = self.tr("{0} — {1}").format(where, reading.question)
        if lines:
            ask += " " + self.tr("Pick one below (Down, Return), or correct the line.")
            self.completions.setStringList(lines)
            self.show_hint(ask, "ask")
            self.completer.setCompletionPrefix("")
            self.completer.complete()
        else:
            self.show_hint(ask + " " + self.tr("Correct the line, then Return."), "ask")

    def skip_reading(self) -> None:
        if self.reading is not None:
            self.next_reading()
            if self.reading is None:
                self.show_hint("")
        else:
            self.show_hint("")

    def submit_quick(self) -> bool:
        game = self.session.game
        if game is None:
            return False
        text = self.quick.text()
        self.quick.remember(text.strip())
        state = self.session.open_state()
        try:
            entry = parse_quick(
                text, state.living_names(), self.options, self.words, self.players()
            )
        except ValueError as exc:
            self.session.failed.emit(self.tr("Quick entry: {0}").format(exc))
            self.show_hint(self.session.error_text(exc), "error")
            return False
        if self._enter_explained(entry):
            self.quick.clear()
            if self.reading is not None:
                self.next_reading()
            if self.reading is None:
                self.show_hint("")
            return True
        return False

    def _enter_explained(self, entry: QuickEntry) -> bool:
        """Enter ``entry``; a refusal is told in a sentence about the players."""
        said: list[str] = []
        self.session.failed.connect(said.append)
        try:
            ok = self.enter(entry.actor, entry.ability, entry.targets, entry.extra)
        finally:
            self.session.failed.disconnect(said.append)
        if ok:
            return True
        self.refresh()  # a refusal record may have been kept: the Refused tab shows it
        message = said[-1] if said else ""
        reason = str(getattr(self.session.last_error, "reason", "") or "")
        why = refusal(reason, message, entry, self.session.open_state(), self.words)
        self.session.failed.emit(self.tr("Refused: {0}").format(why))
        self.show_hint(
            self.tr("Refused: {0}. Correct the line (Up recalls it, Esc clears it).").format(why),
            "error",
        )
        return False

"""The entry dialogs, each a Designer form in ``ui/``: a late-found vote, a player's note,
replacement or modkill, and a draw override.

Every dialog offers legal choices only where they are known, and its OK asks the game:
the game's refusal (an :class:`~mafiamod.engine.errors.IllegalEntry` message) is shown in
the dialog, which stays open so the moderator can correct the entry.

Late vote: the voter is a living player, the target a living player, a special target of
the setup, or an unvote; ``Game.vote(..., before=seq)`` places it.

Player: any player for a note, a living player for a replacement or a modkill; only the
replacement's new forum name is typed.

Deadline: a date and time picker, or no deadline.

Draw override: the legal outcomes as choices, never JSON: the draw's options (one to pick, or
a list to tick), the players alive in that phase when the draw picked players, true/false;
a number or a list of numbers is typed as such and checked. An override that would change
the committed deal asks for a public re-deal (a new commitment to announce) or is dropped.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDateTime, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QWidget,
)

from ..engine.moments import QT_FORMAT
from ..events import Event
from .forms.deadline_dialog_ui import Ui_DeadlineDialog
from .forms.draw_dialog_ui import Ui_DrawDialog
from .forms.player_dialog_ui import Ui_PlayerDialog
from .forms.vote_dialog_ui import Ui_VoteDialog
from .plain import rich
from .session import GameSession
from .sizes import remember_size
from .timeline import show


class EntryDialog(QDialog):
    """A dialog whose OK asks the game; the game's refusal is shown in ``problem`` and the
    dialog stays open, so the moderator can correct the entry."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        remember_size(self, type(self).__name__)

    def wire(self, buttons: QDialogButtonBox, problem: QLabel, ok_text: str) -> None:
        self._problem = problem
        problem.hide()
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(ok_text)
        buttons.accepted.connect(self.apply)

    def apply(self) -> bool:
        """Run :meth:`call`; accept on success, otherwise show why and stay open."""
        said: list[str] = []

        def hear(message: str) -> None:
            said.append(message)

        self.session.failed.connect(hear)
        try:
            ok = self.call()
        finally:
            self.session.failed.disconnect(hear)
        if ok:
            self.accept()
        else:
            self._problem.setText(said[-1] if said else self.tr("Not accepted."))
            self._problem.show()
        return ok

    def call(self) -> bool:
        raise NotImplementedError


def run(dialog: EntryDialog) -> bool:
    """Show ``dialog`` modally; True when its entry was made."""
    return dialog.exec() == QDialog.DialogCode.Accepted


# -- a late-found vote ------------------------------------------------------------
def unvote_label() -> str:
    """The target that takes a vote back, as the vote dialog lists it."""
    return QCoreApplication.translate("VoteDialog", "(unvote)")


class VoteDialog(EntryDialog):
    """Voter, target and post of a vote to insert before ``event``."""

    def __init__(self, session: GameSession, event: Event, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.ui = Ui_VoteDialog()
        self.ui.setupUi(self)
        self.wire(self.ui.buttonBox, self.ui.problem, self.tr("Insert"))
        self.event = event
        p = event.payload
        # rich text: the "<b>" showed as written (a line not starting with a tag reads as plain)
        self.ui.intro.setTextFormat(Qt.TextFormat.RichText)
        self.ui.intro.setText(
            self.tr(
                "A vote posted <b>before</b> {voter} → {target} in {phase}. It counts from that "
                "place in the thread; later votes are read again."
            ).format(
                voter=html.escape(p["voter"]),
                target=html.escape(p.get("target") or self.tr("unvote")),
                phase=event.phase,
            )
        )
        game = session.game
        assert game is not None
        living = session.living_at(event.phase)
        self.ui.voterBox.addItems(living)
        self.ui.targetBox.addItems(
            [*living, *sorted(game.ruleset.special_vote_targets), unvote_label()]
        )
        self.ui.voterBox.setCurrentIndex(-1)
        self.ui.targetBox.setCurrentIndex(-1)

    def choice(self) -> tuple[str, str, dict[str, object]]:
        """(voter, target, extras); the target "" is an unvote."""
        target = self.ui.targetBox.currentText()
        post = self.ui.postEdit.text().strip()
        extras: dict[str, object] = {}
        if post:
            extras = {"post": int(post)} if post.isdigit() else {"at": post}
        return self.ui.voterBox.currentText(), "" if target == unvote_label() else target, extras

    def call(self) -> bool:
        voter, target, extras = self.choice()
        if not voter or (not target and self.ui.targetBox.currentText() != unvote_label()):
            self.session.failed.emit(self.tr("Choose a voter and a target."))
            return False
        vote = str(self.event.payload.get("vote", "elimination"))
        if not self.session.call("vote", voter, target, vote, before=self.event.seq, **extras):
            return False
        self.session.succeeded.emit(
            self.tr("{voter} → {target} inserted before {before}'s vote").format(
                voter=voter, target=target or self.tr("unvote"), before=self.event.payload["voter"]
            )
        )
        return True


def insert_vote_before(parent: QWidget, session: GameSession, event: Event) -> bool:
    """Ask for a late-found vote and insert it just before ``event`` (a vote)."""
    return run(VoteDialog(session, event, parent))


# -- note, replacement, modkill ------------------------------------------------------
NOTE, REPLACE, MODKILL = "note", "replace", "modkill"
PLAYER_ROW, NEW_NAME_ROW, NOTE_ROW = 0, 1, 2
TEXTS = {  # translated where shown (context PlayerDialog)
    NOTE: (
        QT_TRANSLATE_NOOP("PlayerDialog", "Note"),
        QT_TRANSLATE_NOOP(
            "PlayerDialog",
            "Your note on a player: only you see it, and the roster's Notes column shows it.",
        ),
        QT_TRANSLATE_NOOP("PlayerDialog", "Save note"),
    ),
    REPLACE: (
        QT_TRANSLATE_NOOP("PlayerDialog", "Replace player"),
        QT_TRANSLATE_NOOP(
            "PlayerDialog",
            "A new forum name takes over the slot: same role, same votes and "
            "actions, named in the next posts.",
        ),
        QT_TRANSLATE_NOOP("PlayerDialog", "Replace"),
    ),
    MODKILL: (
        QT_TRANSLATE_NOOP("PlayerDialog", "Modkill"),
        QT_TRANSLATE_NOOP(
            "PlayerDialog", "The player dies now and flips; the win check runs at once."
        ),
        QT_TRANSLATE_NOOP("PlayerDialog", "Modkill"),
    ),
}


class PlayerDialog(EntryDialog):
    """One of the three moderator entries on a player (``mode``: note, replace, modkill)."""

    def __init__(
        self,
        session: GameSession,
        mode: str,
        player: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(session, parent)
        self.ui = Ui_PlayerDialog()
        self.ui.setupUi(self)
        self.mode = mode
        title, intro, ok_text = (QCoreApplication.translate("PlayerDialog", t) for t in TEXTS[mode])
        self.setWindowTitle(title)
        self.ui.intro.setText(intro)
        self.wire(self.ui.buttonBox, self.ui.problem, ok_text)
        self.ui.form.setRowVisible(NEW_NAME_ROW, mode == REPLACE)
        self.ui.form.setRowVisible(NOTE_ROW, mode == NOTE)
        self.ui.playerBox.addItems(self.choices())
        self.ui.playerBox.currentTextChanged.connect(self._load_note)
        self.ui.playerBox.setCurrentIndex(self.ui.playerBox.findText(player) if player else -1)
        self._load_note()
        if mode != NOTE:
            self.adjustSize()  # without the note box the form is three lines
        self.setMinimumWidth(400)

    def choices(self) -> list[str]:
        """The players this entry may name."""
        if self.session.game is None:
            return []
        state = self.session.open_state()
        if self.mode == NOTE:
            return [p.name for p in state.players]
        return list(state.living_names())

    def _load_note(self) -> None:
        game = self.session.game
        if self.mode == NOTE and game is not None:
            self.ui.noteEdit.setPlainText(game.notes().get(self.ui.playerBox.currentText(), ""))

    def call(self) -> bool:
        player = self.ui.playerBox.currentText()
        if not player:
            self.session.failed.emit(self.tr("Choose a player."))
            return False
        if self.mode == NOTE:
            if not self.session.call("note", player, self.ui.noteEdit.toPlainText().strip()):
                return False
            # said, as a vote or a replacement is: the last entry's words stayed in the status
            # bar, and the moderator could not tell whether this one was made
            self.session.succeeded.emit(self.tr("Note on {player} saved").format(player=player))
            return True
        if self.mode == MODKILL:
            if not self.session.call("modkill", player):
                return False
            self.session.succeeded.emit(self.tr("{player} modkilled").format(player=player))
            return True
        new = self.ui.newNameEdit.text().strip()
        if not new:
            self.session.failed.emit(self.tr("Enter the new player's name."))
            return False
        if self.session.call("replace", player, new):
            self.session.succeeded.emit(
                self.tr("{new} replaces {player}").format(new=new, player=player)
            )
            return True
        return False


def player_entry(parent: QWidget, session: GameSession, mode: str, player: str | None) -> bool:
    """Show the dialog for ``mode``; True when the entry was made."""
    return run(PlayerDialog(session, mode, player, parent))


# -- deadline ----------------------------------------------------------------------------
DEADLINE_FORMAT = QT_FORMAT  # what the phase bar and the rules read (engine.moments)


class DeadlineDialog(EntryDialog):
    """The open phase's deadline: a date and time, or none."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.ui = Ui_DeadlineDialog()
        self.ui.setupUi(self)
        self.wire(self.ui.buttonBox, self.ui.problem, self.tr("Set"))
        inp = session.phase_input()
        current = str(inp.data.get("deadline", "")) if inp else ""
        phase = session.phase_id() or ""
        self.ui.intro.setText(
            self.tr(
                "When {phase} ends, in your own time zone; the phase bar counts down to it."
            ).format(phase=phase)
        )
        when = QDateTime.fromString(current, DEADLINE_FORMAT)
        if not when.isValid():
            now = QDateTime.currentDateTime()
            when = now.addDays(2).addSecs(-now.time().minute() * 60 - now.time().second())
        self.ui.deadlineEdit.setDateTime(when)
        self.ui.noneCheck.setChecked(not current)

    def value(self) -> str:
        """The deadline as the phase stores it ("" for none)."""
        if self.ui.noneCheck.isChecked():
            return ""
        return self.ui.deadlineEdit.dateTime().toString(DEADLINE_FORMAT)

    def call(self) -> bool:
        return self.session.call("set_data", "deadline", self.value())


def set_deadline(parent: QWidget, session: GameSession) -> bool:
    """Ask for the open phase's deadline; True when it was set."""
    return session.phase_id() is not None and run(DeadlineDialog(session, parent))


# -- draw override ------------------------------------------------------------------
class DrawDialog(EntryDialog):
    """The outcome to pin for draw ``draw`` (a record of ``PhaseRecord.draws``) of ``phase``."""

    def __init__(
        self, session: GameSession, phase: str, draw: dict[str, Any], parent: QWidget | None = None
    ) -> None:
        super().__init__(session, parent)
        self.ui = Ui_DrawDialog()
        self.ui.setupUi(self)
        self.wire(self.ui.buttonBox, self.ui.problem, self.tr("Override"))
        self.phase = phase
        self.name = str(draw["draw"])
        if draw.get("choice"):
            intro = self.tr(
                "<b>{name}</b>, a moderator's choice of {phase}. Fix it to another outcome: "
                "every later phase is resolved again."
            )
        else:
            intro = self.tr(
                "<b>{name}</b>, a random draw of {phase}. Fix it to another outcome: "
                "every later phase is resolved again."
            )
        rich(self.ui.intro).setText(
            intro.format(
                name=html.escape(session.setup_wording().draw(self.name)),
                phase=html.escape(phase),
            )
        )
        wording = session.setup_wording()
        self.ui.drawnValue.setText(
            wording.draw_value(self.name, draw["value"], show)
            + ("   " + self.tr("(already overridden)") if draw.get("pinned") else "")
        )
        self.drawn = draw["value"]
        game = session.game
        players = {p.name for p in game.state.players} if game else set()
        living = session.living_at(phase)
        options = draw.get("options")
        self.picks: QListWidget | None = None
        self.choices: list[Any] = []
        box = self.ui.valueBox
        box.setEditable(False)
        if isinstance(self.drawn, list) and (
            options or all(isinstance(v, str) and v in players for v in self.drawn)
        ):
            self._tick_list(list(options or living), self.drawn)
            hint = QCoreApplication.translate(
                "DrawDialog", "Tick {n} of them: the legal outcomes."
            ).format(n=len(self.drawn))
        elif isinstance(self.drawn, list) and all(isinstance(v, int) for v in self.drawn):
            box.setEditable(True)
            box.addItem(", ".join(str(v) for v in self.drawn))
            hint = QCoreApplication.translate(
                "DrawDialog", "%n whole number(s), separated by commas.", None, len(self.drawn)
            )
        elif options:
            self.choices = list(options)
            hint = QCoreApplication.translate(
                "DrawDialog", "The outcomes the rules allow for this draw."
            )
        elif isinstance(self.drawn, bool):
            self.choices = [True, False]
            hint = QCoreApplication.translate("DrawDialog", "A yes/no draw.")
        elif isinstance(self.drawn, str) and self.drawn in players:
            self.choices = list(dict.fromkeys([self.drawn, *living]))
            hint = QCoreApplication.translate(
                "DrawDialog",
                "One of the players; the rules accept only those the draw could have picked.",
            )
        elif isinstance(self.drawn, int):
            box.setEditable(True)
            box.addItem(str(self.drawn))
            hint = QCoreApplication.translate("DrawDialog", "A whole number.")
        elif isinstance(self.drawn, str):
            box.setEditable(True)
            box.addItem(self.drawn)
            hint = QCoreApplication.translate("DrawDialog", "The outcome as text.")
        else:
            box.addItem(show(self.drawn))
            box.setEnabled(False)
            hint = QCoreApplication.translate(
                "DrawDialog", "This outcome is a table: it cannot be overridden here."
            )
        for choice in self.choices:
            box.addItem(wording.draw_value(self.name, choice, show), choice)
        if self.choices:
            box.setCurrentIndex(
                max(0, self.choices.index(self.drawn)) if self.drawn in self.choices else 0
            )
        self.ui.hint.setText(hint)

    def _tick_list(self, options: list[str], chosen: list[Any]) -> None:
        """A list of checkable outcomes in place of the value box."""
        self.picks = QListWidget(self)
        for option in options:
            item = QListWidgetItem(str(option), self.picks)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if option in chosen else Qt.CheckState.Unchecked
            )
        self.ui.valueBox.hide()
        self.ui.form.addRow(self.picks)

    def tick(self, names: list[str]) -> None:
        """Tick exactly ``names`` (as the moderator would)."""
        assert self.picks is not None
        for row in range(self.picks.count()):
            item = self.picks.item(row)
            item.setCheckState(
                Qt.CheckState.Checked if item.text() in names else Qt.CheckState.Unchecked
            )

    def value(self) -> Any:
        """The chosen outcome (ValueError for a typed number that is not one)."""
        if self.picks is not None:
            return [
                self.picks.item(r).text()
                for r in range(self.picks.count())
                if self.picks.item(r).checkState() == Qt.CheckState.Checked
            ]
        box = self.ui.valueBox
        if self.choices:
            return box.currentData()
        text = box.currentText().strip()
        if isinstance(self.drawn, list):
            return [int(part) for part in text.replace(",", " ").split()]
        if isinstance(self.drawn, int):
            return int(text)
        return text

    def call(self) -> bool:
        try:
            value = self.value()
        except ValueError:
            self.session.failed.emit(
                QCoreApplication.translate("DrawDialog", "Type whole numbers only.")
            )
            return False
        game = self.session.game
        if game is not None and game.pin_changes_deal(self.name, value, self.phase):
            return self._redeal(value)
        if self.session.call("pin", self.name, value, phase=self.phase):
            self.session.succeeded.emit(
                self.tr("{phase}: {name} overridden to {value}").format(
                    phase=self.phase, name=self.name, value=show(value)
                )
            )
            return True
        return False

    def _redeal(self, value: Any) -> bool:
        """The override changes the committed deal: a public re-deal, or nothing."""
        game = self.session.game
        assert game is not None
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("DrawDialog", "Re-deal in public?"),
            QCoreApplication.translate(
                "DrawDialog",
                "This override changes the deal you committed to (SHA-256 {digest}).\n\n"
                "It can only be made as a public re-deal: a new commitment that you announce "
                "in the thread. Re-deal?",
            ).format(digest=game.commitment()),
        )
        if answer != QMessageBox.StandardButton.Yes:
            self.session.failed.emit(
                QCoreApplication.translate(
                    "DrawDialog", "Not overridden: the committed deal stays."
                )
            )
            return False
        if not self.session.call("redeal", self.name, value, phase=self.phase):
            return False
        QMessageBox.information(
            self,
            QCoreApplication.translate("DrawDialog", "Announce the re-deal"),
            QCoreApplication.translate(
                "DrawDialog",
                "Post this in the thread: the deal was re-dealt; the new commitment is\n\n"
                "SHA-256 {digest}",
            ).format(digest=game.commitment()),
        )
        self.session.succeeded.emit(
            QCoreApplication.translate(
                "DrawDialog", "Re-dealt in public: announce the new commitment"
            )
        )
        return True


def override_draw(parent: QWidget, session: GameSession, phase: str, draw: dict[str, Any]) -> bool:
    """Ask for the outcome of ``draw`` and pin it; True when the game took it."""
    return run(DrawDialog(session, phase, draw, parent))

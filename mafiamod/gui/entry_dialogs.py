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

Draw override: the draw record gives only the drawn value, not the candidates, so the
dialog offers the players alive in that phase when the draw picked a player, true/false,
and the drawn value; anything else is typed (a name, a number, or JSON for a list).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDateTime
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QWidget

from ..events import Event
from .forms.deadline_dialog_ui import Ui_DeadlineDialog
from .forms.draw_dialog_ui import Ui_DrawDialog
from .forms.player_dialog_ui import Ui_PlayerDialog
from .forms.vote_dialog_ui import Ui_VoteDialog
from .session import GameSession
from .timeline import parse_pin, show


class EntryDialog(QDialog):
    """A dialog whose OK asks the game; the game's refusal is shown in ``problem`` and the
    dialog stays open, so the moderator can correct the entry."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session

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
UNVOTE = "(unvote)"


class VoteDialog(EntryDialog):
    """Voter, target and post of a vote to insert before ``event``."""

    def __init__(self, session: GameSession, event: Event, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.ui = Ui_VoteDialog()
        self.ui.setupUi(self)
        self.wire(self.ui.buttonBox, self.ui.problem, self.tr("Insert"))
        self.event = event
        p = event.payload
        self.ui.intro.setText(
            self.tr(
                "A vote posted <b>before</b> {voter} → {target} in {phase}. It counts from that "
                "place in the thread; later votes are read again."
            ).format(
                voter=p["voter"], target=p.get("target") or self.tr("unvote"), phase=event.phase
            )
        )
        game = session.game
        assert game is not None
        living = session.living_at(event.phase)
        self.ui.voterBox.addItems(living)
        self.ui.targetBox.addItems([*living, *sorted(game.ruleset.special_vote_targets), UNVOTE])
        self.ui.voterBox.setCurrentIndex(-1)
        self.ui.targetBox.setCurrentIndex(-1)

    def choice(self) -> tuple[str, str, dict[str, object]]:
        """(voter, target, extras); the target "" is an unvote."""
        target = self.ui.targetBox.currentText()
        post = self.ui.postEdit.text().strip()
        extras: dict[str, object] = {}
        if post:
            extras = {"post": int(post)} if post.isdigit() else {"at": post}
        return self.ui.voterBox.currentText(), "" if target == UNVOTE else target, extras

    def call(self) -> bool:
        voter, target, extras = self.choice()
        if not voter or (not target and self.ui.targetBox.currentText() != UNVOTE):
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
            return self.session.call("note", player, self.ui.noteEdit.toPlainText().strip())
        if self.mode == MODKILL:
            return self.session.call("modkill", player)
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
DEADLINE_FORMAT = "yyyy-MM-dd HH:mm"  # what the phase bar reads (parse_deadline)


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
def candidates(
    value: Any, living: list[str], players: set[str], options: list[str] | None = None
) -> tuple[list[str], str]:
    """The outcomes to offer for a draw that gave ``value``, and a hint on the rest."""
    if options and not isinstance(value, list):
        return [show(o) for o in options], QCoreApplication.translate(
            "DrawDialog", "The outcomes the rules allow for this draw."
        )
    if options and isinstance(value, list):
        return [show(value)], QCoreApplication.translate(
            "DrawDialog", "Pick {count} of: {options} (as JSON, e.g. {example})."
        ).format(count=len(value), options=", ".join(options), example=show(options[: len(value)]))
    if isinstance(value, bool):
        return ["true", "false"], QCoreApplication.translate("DrawDialog", "A yes/no draw.")
    if isinstance(value, str) and value in players:
        return [*dict.fromkeys([value, *living])], QCoreApplication.translate(
            "DrawDialog",
            "One of the players; the rules accept only those the draw "
            "could have picked (they say which if not).",
        )
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return [show(value)], QCoreApplication.translate(
            "DrawDialog", "A list of {count}: type the names as JSON, e.g. {example}."
        ).format(count=len(value), example=show(sorted(living)[: len(value)]))
    return [show(value)], QCoreApplication.translate(
        "DrawDialog", "Type the outcome: a name, a number, or JSON."
    )


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
        self.ui.intro.setText(intro.format(name=self.name, phase=phase))
        self.ui.drawnValue.setText(
            show(draw["value"])
            + ("   " + self.tr("(already overridden)") if draw.get("pinned") else "")
        )
        game = session.game
        players = {p.name for p in game.state.players} if game else set()
        items, hint = candidates(
            draw["value"], session.living_at(phase), players, draw.get("options")
        )
        self.ui.valueBox.addItems(items)
        self.ui.valueBox.setCurrentText(show(draw["value"]))
        self.ui.hint.setText(hint)

    def value(self) -> Any:
        """The typed or chosen outcome: JSON when it parses (true, 3, [..]), else the text."""
        return parse_pin(self.ui.valueBox.currentText())

    def call(self) -> bool:
        value = self.value()
        if self.session.call("pin", self.name, value, phase=self.phase):
            self.session.succeeded.emit(
                self.tr("{phase}: {name} overridden to {value}").format(
                    phase=self.phase, name=self.name, value=show(value)
                )
            )
            return True
        return False


def override_draw(parent: QWidget, session: GameSession, phase: str, draw: dict[str, Any]) -> bool:
    """Ask for the outcome of ``draw`` and pin it; True when the game took it."""
    return run(DrawDialog(session, phase, draw, parent))

"""Note, replacement and modkill of a player: one Designer form (``ui/player_dialog.ui``).

The player is chosen from a list, never typed: any player for a note, a living player for
a replacement or a modkill. Only the replacement's new name is free text (a new forum
name). The game refuses what its rules do (a name in use, a dead player), and the reason
stays in the dialog.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .dialog_base import EntryDialog, run
from .forms.player_dialog_ui import Ui_PlayerDialog
from .session import GameSession

NOTE, REPLACE, MODKILL = "note", "replace", "modkill"
PLAYER_ROW, NEW_NAME_ROW, NOTE_ROW = 0, 1, 2
TEXTS = {
    NOTE: ("Note", "Your note on a player: only you see it, and the roster's Notes column shows it.", "Save note"),
    REPLACE: ("Replace player", "A new forum name takes over the slot: same role, same votes and "
              "actions, named in the next posts.", "Replace"),
    MODKILL: ("Modkill", "The player dies now and flips; the win check runs at once.", "Modkill"),
}


class PlayerDialog(EntryDialog):
    """One of the three moderator entries on a player (``mode``: note, replace, modkill)."""

    def __init__(self, session: GameSession, mode: str, player: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.ui = Ui_PlayerDialog()
        self.ui.setupUi(self)
        self.mode = mode
        title, intro, ok_text = TEXTS[mode]
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
            self.session.failed.emit("Choose a player.")
            return False
        if self.mode == NOTE:
            return self.session.call("note", player, self.ui.noteEdit.toPlainText().strip())
        if self.mode == MODKILL:
            return self.session.call("modkill", player)
        new = self.ui.newNameEdit.text().strip()
        if not new:
            self.session.failed.emit("Enter the new player's name.")
            return False
        if self.session.call("replace", player, new):
            self.session.succeeded.emit(f"{new} replaces {player}")
            return True
        return False


def player_entry(parent: QWidget, session: GameSession, mode: str, player: str | None) -> bool:
    """Show the dialog for ``mode``; True when the entry was made."""
    return run(PlayerDialog(session, mode, player, parent))

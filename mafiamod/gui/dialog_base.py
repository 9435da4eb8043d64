"""What the entry dialogs share: OK runs the game call, a refusal stays in the dialog."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QWidget

from .session import GameSession


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
            self._problem.setText(said[-1] if said else "Not accepted.")
            self._problem.show()
        return ok

    def call(self) -> bool:
        raise NotImplementedError


def run(dialog: EntryDialog) -> bool:
    """Show ``dialog`` modally; True when its entry was made."""
    return dialog.exec() == QDialog.DialogCode.Accepted

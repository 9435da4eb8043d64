"""The window's prompts: note, replacement, modkill and deadline (the forms are in
:mod:`.entry_dialogs`, imported when first used), and error reports."""

from __future__ import annotations

from types import TracebackType

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from .session import GameSession


def edit_note(parent: QWidget, session: GameSession, player: str | None) -> bool:
    from .entry_dialogs import NOTE, player_entry

    return session.game is not None and player_entry(parent, session, NOTE, player)


def replace_player(parent: QWidget, session: GameSession, player: str | None) -> bool:
    from .entry_dialogs import REPLACE, player_entry

    return session.game is not None and player_entry(parent, session, REPLACE, player)


def modkill_player(parent: QWidget, session: GameSession, player: str | None) -> bool:
    from .entry_dialogs import MODKILL, player_entry

    return session.game is not None and player_entry(parent, session, MODKILL, player)


def set_deadline(parent: QWidget, session: GameSession) -> bool:
    from .entry_dialogs import set_deadline as ask

    return ask(parent, session)


def show_error(parent: QWidget | None, title: str, message: str, details: str = "") -> None:
    box = QMessageBox(
        QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, parent
    )
    box.setTextFormat(Qt.TextFormat.PlainText)  # a message may quote a player's name
    if details:
        box.setDetailedText(details)
    box.exec()


def make_excepthook(parent_of: object) -> object:
    """A ``sys.excepthook`` that shows a dialog instead of ending the app."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        import traceback

        from ..engine.errors import KnownError

        if issubclass(kind, KeyboardInterrupt):
            return
        details = "".join(traceback.format_exception(kind, value, tb))
        print(details, flush=True)
        parent = parent_of() if callable(parent_of) else None
        if issubclass(kind, KnownError):
            show_error(parent, "MafiaMod", str(value))  # a StorageError says what was saved
        else:
            from PySide6.QtCore import QCoreApplication

            show_error(
                parent,
                QCoreApplication.translate("Dialogs", "Unexpected error"),
                QCoreApplication.translate(
                    "Dialogs",
                    "Something went wrong inside MafiaMod: {problem}\n\nEvery entry the game log "
                    "shows is in the game file. An entry that does not show there was not saved: "
                    "enter it again.",
                ).format(problem=value),
                details,
            )

    return hook

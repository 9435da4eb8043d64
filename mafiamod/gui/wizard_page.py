"""A wizard page whose Next button follows a check (the new-game wizard's player list)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget, QWizardPage


class CheckedPage(QWizardPage):
    """``isComplete`` asks ``check`` (True until one is set); call :meth:`recheck` when what
    it reads changes, so the wizard enables or disables Next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check: Callable[[], bool] | None = None

    def isComplete(self) -> bool:  # noqa: N802 (Qt's name)
        return super().isComplete() and (self.check is None or self.check())

    def recheck(self) -> None:
        self.completeChanged.emit()

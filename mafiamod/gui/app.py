"""Start the desktop app: ``mafiamod`` with no arguments calls :func:`run`."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def make_app(argv: list[str] | None = None):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setOrganizationName("MafiaMod")
    app.setApplicationName("MafiaMod")
    app.setApplicationDisplayName("MafiaMod")
    return app


def excepthook(window: object, *exc: object) -> None:
    """Report an uncaught exception in a dialog (the dialogs are imported when first needed)."""
    from .dialogs import make_excepthook

    make_excepthook(lambda: window)(*exc)  # type: ignore[operator]


def run(file: str | None = None) -> int:
    """Show the window (opening ``file`` when given) and run until it closes."""
    app = make_app()
    from .resources import app_icon
    from .window import MainWindow

    app.setWindowIcon(app_icon())
    window = MainWindow()
    sys.excepthook = lambda *exc: excepthook(window, *exc)  # type: ignore[assignment]
    window.show()
    if file:
        window.files.open_path(Path(file))
    if os.environ.get("MAFIAMOD_EXIT_WHEN_SHOWN"):  # benchmarks/startup.py
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
    return int(app.exec())

"""Start the desktop app: ``mafiamod`` with no arguments calls :func:`run`.

The window's language is the moderator's choice in Preferences (``language`` in the settings),
else the system's; its strings come from ``resources/i18n/mafiamod_<lang>.qm`` and Qt's own
(standard buttons, file dialogs) from Qt's translations. See ``resources/i18n/README.md``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

LANGUAGES = {"en": "English", "ru": "Русский"}  # code → the language's own name
_translators: list[Any] = []  # kept alive while installed


def make_app(argv: list[str] | None = None):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setOrganizationName("MafiaMod")
    app.setApplicationName("MafiaMod")
    app.setApplicationDisplayName("MafiaMod")
    app.setDesktopFileName("mafiamod")  # Wayland: the window's icon and name come from it
    return app


def settings() -> Any:
    """The moderator's settings file (``mafiamod.paths.settings_file``)."""
    from PySide6.QtCore import QSettings

    from ..paths import settings_file

    return QSettings(str(settings_file()), QSettings.Format.IniFormat)


def system_language() -> str:
    """The system locale's language if MafiaMod speaks it, else English."""
    from PySide6.QtCore import QLocale

    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def chosen_language(store: Any) -> str:
    """The language the window shows: ``MAFIAMOD_LANGUAGE`` if set, else the one chosen in
    Preferences, else the system's."""
    value = os.environ.get("MAFIAMOD_LANGUAGE") or str(store.value("language", "") or "")
    return value if value in LANGUAGES else system_language()


def install_translation(language: str) -> bool:
    """Show the window in ``language``; False if its file is missing. English loads only its
    plural forms ("%n draw(s)" → "1 draw", "2 draws"): the sources are English already."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

    from ..paths import resource
    from .said import LANGUAGE

    LANGUAGE[0] += 1  # the cells the models remember were in the last language
    app = QCoreApplication.instance()
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()
    QLocale.setDefault(QLocale(language))  # dates and numbers in the window's language
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    found = False
    files = [(f"mafiamod_{language}", None)]
    if language != "en":
        files.insert(0, (f"qtbase_{language}", qt_dir))
    for name, folder in files:
        translator = QTranslator(app)
        where = folder or str(resource("i18n"))
        if translator.load(name, where):
            app.installTranslator(translator)
            _translators.append(translator)
            found = found or folder is None
    return found


def excepthook(window: object, *exc: object) -> None:
    """Report an uncaught exception in a dialog (the dialogs are imported when first needed)."""
    from .dialogs import make_excepthook

    make_excepthook(lambda: window)(*exc)  # type: ignore[operator]


def run(file: str | None = None) -> int:
    """Show the window (opening ``file`` when given) and run until it closes."""
    from . import preload

    if file:
        preload.before_qt()  # the game file layer and the rules, before Qt's import hook
    app = make_app()
    store = settings()
    install_translation(chosen_language(store))
    from .resources import app_icon
    from .window import MainWindow

    app.setWindowIcon(app_icon())
    window = MainWindow(store)
    sys.excepthook = lambda *exc: excepthook(window, *exc)  # type: ignore[assignment]
    window.show()
    from PySide6.QtCore import QTimer

    if file:
        window.files.open_path(Path(file))
    # once the window is on screen, the heavy imports (the writer, the views) go on behind it
    QTimer.singleShot(300, preload.in_background)
    when = os.environ.get("MAFIAMOD_EXIT_WHEN_SHOWN")
    if when:  # benchmarks/startup.py, packaging smoke tests ("posts": once the posts are filled)

        def shown() -> None:
            panels = window.panels  # the posts of a game opened fill after the first paint
            if when == "posts" and panels and panels.posts.shown_game is not window.session.game:
                QTimer.singleShot(1, shown)
                return
            print("shown", flush=True)
            app.quit()

        QTimer.singleShot(0, shown)
    return int(app.exec())

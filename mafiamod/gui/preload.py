"""The heavy imports (SQLAlchemy, Alembic, jinja2, the rules), kept out of the window's way.

The empty window needs none of them. Opening a game needs the game file layer (read with
plain sqlite3) and the rules: when a file is named on the command line they are imported
*before* Qt (PySide6 installs an import hook that reads the source of every module imported
after it, which makes the same imports markedly slower); otherwise a background thread
imports them once the window is shown, so the first Open or New game does not pay for them.
SQLAlchemy (the writer, needed by the first entry) and Alembic are imported in the background
in both cases, once the window is on screen. Importing is all it does: the interpreter's
import locks make a click that needs a module wait for it, never see half of it.
"""

from __future__ import annotations

import contextlib
import importlib
import threading

# what opening a game file imports (plain sqlite3 reads it: SQLAlchemy writes, Alembic
# migrates an older file, neither is on this path)
OPEN_PATH = ("mafiamod.store", "mafiamod.game")
# what the rest of the window needs soon after: the writer (the first entry), a new game's
# file, the game views
LATER = (
    "sqlalchemy.orm",
    "mafiamod.store.models",
    "alembic.command",
    "alembic.config",
    "mafiamod.gui.panels",
    "mafiamod.gui.wizard",
    "jinja2.sandbox",  # the first post rendered (an open game renders its posts when shown)
)


def import_all(names: tuple[str, ...]) -> None:
    for name in names:
        with contextlib.suppress(ImportError):  # reported where the module is really used
            importlib.import_module(name)


def before_qt() -> None:
    """Import what opening a game needs, before Qt is imported."""
    import_all(OPEN_PATH)


def in_background() -> threading.Thread:
    """Import everything heavy in a daemon thread; returns the thread."""
    thread = threading.Thread(
        target=import_all, args=(OPEN_PATH + LATER,), name="mafiamod-preload", daemon=True
    )
    thread.start()
    return thread

"""The game file: one SQLite database per game, written through the SQLAlchemy ORM.

It implements the storage protocol of :mod:`mafiamod.gamefile` (``SQLITE``); the document
(:class:`mafiamod.game.Game`) opens and creates its file through it. Every entry is
committed in its own transaction the moment it is entered (rollback journal, synchronous
FULL), so a crash or ``kill -9`` loses nothing already entered and the ``.mafia`` file
alone is always the whole game.
"""

from __future__ import annotations

from ..gamefile import GameFileError, ReadOnlyError, StorageError
from .file import SQLITE, SqliteBackend, SqliteStorage
from .lock import lock_path

__all__ = [
    "SQLITE",
    "GameFileError",
    "ReadOnlyError",
    "SqliteBackend",
    "SqliteStorage",
    "StorageError",
    "lock_path",
]

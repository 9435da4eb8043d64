"""The game file: one SQLite database per game, written through the SQLAlchemy ORM.

Every event is committed in its own transaction the moment it is entered (WAL mode,
synchronous FULL), so a crash or ``kill -9`` loses nothing already entered.
"""

from __future__ import annotations

from .commitment import commitment, deal_text, verify_text
from .file import GameFileError, GameStore, create_game, open_game

__all__ = [
    "GameFileError",
    "GameStore",
    "commitment",
    "create_game",
    "deal_text",
    "open_game",
    "verify_text",
]

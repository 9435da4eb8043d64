"""The game file layer as the window uses it (``mafiamod.store``, imported only when needed:
SQLAlchemy is slow to import and the window should appear first)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def create_file(path: Path, game: Any) -> Any:
    """Write a new game file; the returned Game commits every later entry at once."""
    from ..store import create_game

    return create_game(path, game)


def open_file(path: Path) -> Any:
    """Open a game file (GameFileError, a KnownError, for a corrupt or foreign file)."""
    from ..store import open_game

    return open_game(path)


def commitment(game: Any) -> str:
    """The deal commitment to post at the start."""
    from ..store import commitment as store_commitment

    return str(store_commitment(game))


def deal_text(game: Any) -> str:
    """The text whose hash is the commitment, to reveal when the game ends."""
    from ..store import deal_text as store_deal_text

    return str(store_deal_text(game))

"""The game file layer as the window uses it (``mafiamod.store``, imported only when needed:
SQLAlchemy is slow to import and the window should appear first)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def create_file(path: Path, game: Any) -> Any:
    """Write a new game file; the returned Game commits every later entry at once."""
    return game.save_as(path)


def open_file(path: Path) -> Any:
    """Open a game file (GameFileError, a KnownError, for a corrupt or foreign file); another
    session's game or a read-only file opens read-only (``game.read_only``)."""
    from ..game import Game

    return Game.open(path)


def commitment(game: Any) -> str:
    """The deal commitment to post at the start (the latest, after a public re-deal)."""
    return str(game.commitment())


def deal_text(game: Any) -> str:
    """The text whose hash is the commitment, to reveal when the game ends."""
    return str(game.deal_text())

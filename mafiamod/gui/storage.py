"""The game file layer as the window uses it (``mafiamod.store``, imported only when needed)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from ..engine.errors import KnownError


def has_store() -> bool:
    try:
        import mafiamod.store  # noqa: F401
    except ImportError:
        return False
    return True


def create_file(path: Path, game: Any) -> Any:
    """Write a new game file; the returned Game commits every later entry at once."""
    try:
        from ..store import create_game
    except ImportError:
        raise KnownError("Saving to a file needs the game file layer (mafiamod.store), which is not "
                         "installed: leave the file name empty to play in memory.") from None
    return create_game(path, game)


def open_file(path: Path) -> Any:
    try:
        from ..store import open_game
    except ImportError:
        raise KnownError("Opening game files needs the game file layer (mafiamod.store).") from None
    return open_game(path)


def commitment(game: Any) -> str:
    """The deal commitment to post at the start (the file layer's, when it is installed)."""
    try:
        from ..store import commitment as store_commitment
    except ImportError:
        opening = game.opening
        blob = json.dumps({"salt": opening.salt, "seed": opening.seed, "setup": opening.setup,
                           "players": list(opening.players), "roles": dict(opening.roles)}, sort_keys=True)
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()
    return str(store_commitment(game))

"""The folder game files go to: the last one the moderator used, else the documents folder.

The New-game wizard proposes its file there and the Open dialog starts there; opening or saving
a game anywhere makes that folder the next default (``files/last_folder`` in the settings).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..paths import documents_dir

KEY = "files/last_folder"


def game_folder(settings: Any) -> Path:
    """Where the next game file goes (and where Open starts)."""
    last = str(settings.value(KEY, "") or "")
    if last and Path(last).is_dir():
        return Path(last)
    documents = documents_dir()
    return documents if documents.is_dir() else Path.home()


def remember_folder(settings: Any, file: Path) -> None:
    """``file`` was opened or saved: its folder is the next default."""
    settings.setValue(KEY, str(file.resolve().parent))

"""One resource locator that works from a source checkout and when frozen by PyInstaller."""

from __future__ import annotations

import sys
from pathlib import Path


def project_root() -> Path:
    """The folder holding ``setups/`` and ``resources/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def setups_dir() -> Path:
    return project_root() / "setups"


def resource(*parts: str) -> Path:
    """A file under ``resources/``."""
    return project_root().joinpath("resources", *parts)

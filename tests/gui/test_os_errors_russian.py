"""A Russian window says OS and game-file errors in Russian, not the C library's English."""

from __future__ import annotations

import errno

import pytest

from mafiamod.gamefile import StorageError
from mafiamod.gui import engine_text
from mafiamod.store.file import reason_of

pytestmark = pytest.mark.gui


def test_an_os_error_in_russian(russian: None) -> None:
    exc = PermissionError(errno.EACCES, "Permission denied", "/x/g.mafia")
    assert engine_text.error(exc) == "/x/g.mafia: Доступ запрещён"


def test_a_full_disk_in_russian(russian: None) -> None:
    exc = StorageError(
        "{path}: cannot be read: {error}",
        path="/x/g.mafia",
        error=reason_of(OSError(errno.ENOSPC, "No space left on device")),
    )
    assert "диск заполнен" in engine_text.error(exc)
    assert "disk" not in engine_text.error(exc)


def test_english_stays_english() -> None:
    exc = PermissionError(errno.EACCES, "Permission denied", "/x/g.mafia")
    assert engine_text.error(exc) == "/x/g.mafia: Permission denied"

"""OS errors as translatable messages (mafiamod/os_text.py): the same English, a template."""

from __future__ import annotations

import errno
from pathlib import Path

from mafiamod.cli import main
from mafiamod.engine.messages import Message
from mafiamod.os_text import os_reason
from mafiamod.store.file import reason_of


def test_a_common_error_is_a_message_with_the_systems_english() -> None:
    said = os_reason(PermissionError(errno.EACCES, "Permission denied", "/x/g.mafia"))
    assert isinstance(said, Message)
    assert said == "Permission denied" and said.template == "Permission denied"


def test_an_unlisted_error_keeps_the_systems_words() -> None:
    said = os_reason(OSError(errno.ECONNRESET, "Connection reset by peer"))
    assert said == "Connection reset by peer" and not isinstance(said, Message)
    assert os_reason(OSError("no errno")) == "no errno"


def test_the_stores_reasons_are_messages() -> None:
    full = reason_of(OSError(errno.ENOSPC, "No space left on device"))
    assert isinstance(full, Message) and full.template == "the disk is full"
    other = reason_of(OSError(errno.EFBIG, "File too large"))
    assert other == "the file cannot be written (File too large)"
    assert isinstance(other, Message) and isinstance(other.params["error"], Message)


def test_the_cli_says_the_same_english(tmp_path: Path, capsys) -> None:
    missing = tmp_path / "nowhere" / "game.toml"
    assert main(["replay", str(missing)]) != 0
    assert "No such file or directory" in capsys.readouterr().err

"""A full disk: entries are refused with a message saying what was saved, the game in
memory matches the file, and the file opens with every acknowledged entry (issue 13: "a
traceback after 16 entries"). Runs on a small tmpfs, so only as root."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from mafiamod.engine.errors import KnownError
from mafiamod.game import Game
from mafiamod.gamefile import StorageError

PLAYERS = [f"Player{chr(65 + i)}" for i in range(20)]


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=192k", "tmpfs", str(mount)], capture_output=True
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def test_a_full_disk_is_a_message_and_loses_nothing_acknowledged(small_disk: Path) -> None:
    path = small_disk / "g.mafia"
    game = Game.create("mountainous", PLAYERS, seed=1).save_as(path)
    acknowledged = 0
    failure = None
    for i in range(5000):
        try:
            game.note(PLAYERS[i % len(PLAYERS)], "a long note to fill the disk " * 40)
        except StorageError as exc:
            failure = str(exc)
            break
        acknowledged += 1
    assert failure is not None, "the disk never filled"
    assert "disk is full" in failure and "not saved" in failure
    assert len(game.events) == acknowledged  # the game holds what the file holds
    try:  # a small entry may still fit; if not, it is a message, never a traceback
        game.vote("PlayerA", "PlayerB")
        acknowledged += 1
    except KnownError:
        pass
    assert len(game.events) == acknowledged
    game.close()
    again = Game.open(path)
    assert len(again.events) == acknowledged
    again.close()


def test_a_file_on_a_read_only_disk_opens_for_viewing(small_disk: Path) -> None:
    path = small_disk / "g.mafia"
    game = Game.create("mountainous", PLAYERS, seed=1).save_as(path)
    game.vote("PlayerA", "PlayerB")
    game.close()
    remount = subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], capture_output=True)
    if remount.returncode != 0:
        pytest.skip(f"cannot remount read-only: {remount.stderr.decode().strip()}")
    viewer = Game.open(path)
    assert viewer.read_only and "read-only" in viewer.read_only_reason
    assert [e.payload["voter"] for e in viewer.events] == ["PlayerA"]
    with pytest.raises(KnownError, match="read-only"):
        viewer.vote("PlayerC", "PlayerB")

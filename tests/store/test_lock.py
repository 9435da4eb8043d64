"""The lock beside a game file records who holds it: a session of another computer (a shared
folder whose OS locks may not be visible here) is never taken over as stale; a dead process
of this computer is (issue 13, one writer per game file)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mafiamod.game import Game
from mafiamod.gamefile import ReadOnlyError
from mafiamod.store import lock as lockmod
from mafiamod.store.lock import Holder, host_name, lock_path, read_holder

from .helpers import holding_process, new_game


def test_the_lock_file_records_this_host_and_pid_and_is_cleared_on_close(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path)
    holder = read_holder(lock_path(path))
    assert holder is not None
    assert (holder.pid, holder.host) == (os.getpid(), host_name()) and not holder.foreign
    game.close()
    assert read_holder(lock_path(path)) is None  # closed cleanly: no record left
    assert lock_path(path).exists()  # the OS lock's file stays (unlinking it breaks exclusion)


def test_another_hosts_lock_is_never_taken_over(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    new_game(path).close()
    # what a session on another computer leaves on a shared folder; its OS lock is not
    # visible here (a share that does not carry flock), and its pid means nothing here
    foreign = Holder(os.getpid() + 100000, "laptop-of-the-co-moderator", 12345)
    lock_path(path).write_text(foreign.text(), encoding="ascii")
    for _ in range(2):  # and again: reading it never "ages" it out
        game = Game.open(path)
        assert game.read_only
        assert "laptop-of-the-co-moderator" in game.read_only_reason
        assert str(foreign.pid) in game.read_only_reason
        assert ".g.mafia.lock" in game.read_only_reason
        with pytest.raises(ReadOnlyError, match="another computer is never taken over"):
            game.vote("Ann", "Bea")
        game.close()
        assert read_holder(lock_path(path)) == foreign  # left exactly as it was
    lock_path(path).unlink()  # the moderator deleted it, as the message says
    game = Game.open(path)
    assert not game.read_only
    game.close()


def test_a_dead_process_of_this_host_is_a_stale_lock_taken_over(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    new_game(path).close()
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        check=True,
        capture_output=True,
        text=True,
    )
    stale = Holder(int(dead.stdout), host_name(), None)
    lock_path(path).write_text(stale.text(), encoding="ascii")
    game = Game.open(path)
    assert not game.read_only, game.read_only_reason
    assert read_holder(lock_path(path)) == lockmod.me()
    game.vote("Ann", "Bea")
    game.close()


def test_a_copied_lock_file_of_this_host_does_not_hold_the_copy(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path)  # open here: its record names this live process
    (tmp_path / "copy").mkdir()
    copy = tmp_path / "copy" / "g.mafia"
    game.save_copy(copy)
    lock_path(copy).write_bytes(lock_path(path).read_bytes())  # the whole folder was copied
    other = Game.open(copy)
    assert not other.read_only, other.read_only_reason  # this host: the OS lock decides
    other.close()
    game.close()


ELSEWHERE = """
import sys
import mafiamod.store.lock as lock
lock.host_name = lambda: "another-computer"
from mafiamod.game import Game
print(Game.open(sys.argv[1]).read_only)
"""


def test_two_processes_one_file_then_kill_9(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    new_game(path).close()
    with holding_process(path) as proc:
        assert read_holder(lock_path(path)) == Holder(
            proc.pid, host_name(), lockmod.start_token(proc.pid)
        )
        other = Game.open(path)
        assert other.read_only and f"process {proc.pid}" in other.read_only_reason
        assert "on this computer" in other.read_only_reason
        other.close()
        # a process that believes it runs on another computer (and so cannot see nor
        # check this one's process): it never takes the lock
        second = subprocess.run(
            [sys.executable, "-c", ELSEWHERE, str(path)], capture_output=True, text=True, check=True
        )
        assert second.stdout.strip() == "True"
    # killed with SIGKILL: it never closed the game, its record stays
    assert read_holder(lock_path(path)) is not None
    taken = Game.open(path)
    assert not taken.read_only  # this host's dead process: stale, taken over
    taken.vote("Cal", "Bea")
    assert len(taken.events) == 2
    taken.close()


def test_a_folder_without_os_locks_uses_the_recorded_marker(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import filelock._unix as unix

    from mafiamod.store import lock as store_lock

    def no_flock(fd: int) -> bool:
        raise OSError(errno.ENOSYS, "flock is not supported")

    monkeypatch.setattr(store_lock, "_flock", no_flock)
    monkeypatch.setattr(unix, "_lock_fd_nonblocking", no_flock)
    path = tmp_path / "g.mafia"
    new_game(path).close()
    first = Game.open(path)
    assert not first.read_only, first.read_only_reason
    assert read_holder(lock_path(path)) is not None
    second = Game.open(path)  # the marker names this live process: not taken
    assert second.read_only
    first.close()
    assert not lock_path(path).exists()  # a marker is removed on close
    foreign = Holder(4242, "elsewhere", None)
    lock_path(path).write_text(foreign.text(), encoding="ascii")
    third = Game.open(path)
    assert third.read_only and "elsewhere" in third.read_only_reason

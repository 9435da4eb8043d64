"""One writer per game file: the lock beside it, which records who holds it.

The lock is ``.NAME.lock`` beside the game file (keyed to the file's path, so a copy of the
game file never carries it). Two guards in one file:

- an OS lock (``flock``; :mod:`filelock` where there is no ``fcntl``): it dies with its
  process, so on one machine a crashed session's lock is simply free again;
- the holder's record in the file: ``pid``, ``host`` and the process's start time, in
  filelock's own marker format (so a :class:`filelock.SoftFileLock` on a folder without OS
  locks reads it too). It is written when the lock is taken and cleared when the game is
  closed, so a record left behind means a session that ended without closing the game.

On a shared folder another machine's OS lock may not be visible here. So a record left by
**another host** is never taken over as stale: its process cannot be checked from here, and it
may still be writing. The game opens read-only and the message names that host, its process
and the lock file to delete once that session is known to be gone. A record left by a
process of **this host** that no longer runs (or a copy of a lock file) is stale: its OS lock
is free, and it is taken over.
"""

from __future__ import annotations

import errno
import os
import socket
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from collections.abc import Callable

from ..engine.messages import message
from ..os_text import os_reason

#: the most a record may hold (anything longer is not a record of ours)
_RECORD_LIMIT = 1024


def lock_path(path: Path) -> Path:
    """The lock file beside ``path`` (hidden, so a copy of the folder seldom carries it; a
    copied lock file is not locked anyway: the OS lock is the kernel's, not the file's)."""
    return path.with_name(f".{path.name}.lock")


def host_name() -> str:
    """This machine's name as a record holds it (printable ASCII, no spaces)."""
    raw = socket.gethostname().encode("utf-8", "surrogateescape")
    name = "".join(chr(b) if 0x21 <= b < 0x7F and b != ord("?") else f"?{b:02x}" for b in raw)
    return name[:253] or "?"


def start_token(pid: int) -> int | None:
    """When process ``pid`` started (Linux clock ticks since boot), or None where unknown:
    a live pid with another start time is a recycled pid, not the holder."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
        return int(stat.rsplit(")", 1)[1].split()[19])
    except (OSError, ValueError, IndexError):
        return None


@dataclass(frozen=True)
class Holder:
    """Who holds (or last held, without closing) a game file."""

    pid: int
    host: str
    token: int | None = None

    def text(self) -> str:
        lines = [str(self.pid), self.host] + ([str(self.token)] if self.token is not None else [])
        return "".join(f"{line}\n" for line in lines)

    @property
    def foreign(self) -> bool:
        return self.host != host_name()

    def describe(self) -> str:
        if self.foreign:
            return message("on the computer “{host}” (process {pid})", host=self.host, pid=self.pid)
        return message("on this computer (process {pid})", pid=self.pid)


def me() -> Holder:
    pid = os.getpid()
    return Holder(pid, host_name(), start_token(pid))


def read_holder(lock_file: Path) -> Holder | None:
    """The record in a lock file, or None (no file, empty: closed cleanly, or not ours)."""
    try:
        with lock_file.open("rb") as fh:
            data = fh.read(_RECORD_LIMIT + 1)
    except OSError:
        return None
    if not data.strip() or len(data) > _RECORD_LIMIT:
        return None
    try:
        lines = data.decode("ascii").splitlines()
        if len(lines) not in (2, 3) or not lines[1]:
            return None
        token = int(lines[2]) if len(lines) == 3 else None
        return Holder(int(lines[0]), lines[1], token)
    except (UnicodeDecodeError, ValueError):
        return None


class _Held(Protocol):
    @property
    def is_locked(self) -> bool: ...

    def release(self) -> Any: ...


def _flock(fd: int) -> bool:
    """One non-blocking exclusive ``flock`` (False: another process holds it)."""
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in (errno.EAGAIN, errno.EACCES):
            return False
        raise
    return True


class _OsLock:
    """``flock`` on the lock file while the game is open: filelock's ``FileLock`` (the same
    kernel lock, so the two exclude each other), without importing :mod:`filelock`, whose
    package imports asyncio: a tenth of starting the window on a game (issue 12)."""

    def __init__(self, lock_file: Path) -> None:
        self.lock_file = lock_file
        self._fd: int | None = None

    @property
    def is_locked(self) -> bool:
        return self._fd is not None

    def acquire(self, record: Callable[[int], None]) -> bool:
        """Take the lock and write the record (False: held by another process; OSError
        ``ENOSYS``: this folder has no OS locks). The file is truncated only once held."""
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(self.lock_file, flags, 0o644)
        try:
            if not _flock(fd):
                os.close(fd)
                return False
            os.ftruncate(fd, 0)
            record(fd)
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)  # closing the descriptor lets go of its flock


class GameLock:
    """The held lock of one open game file (see the module's docstring)."""

    def __init__(self, lock: _Held, lock_file: Path) -> None:
        self._lock = lock
        self.lock_file = lock_file

    def release(self) -> None:
        """Clear the record (the game was closed), then let go of the OS lock."""
        if not self._lock.is_locked:
            return
        try:
            with self.lock_file.open("r+b") as fh:
                fh.truncate(0)
        except OSError:
            pass  # the folder is gone or read-only: the OS lock still goes with us
        self._lock.release()


def _held_message(holder: Holder | None, lock_file: Path) -> str:
    if holder is None:
        return message("another MafiaMod session has this game open (only one may write to it)")
    if not holder.foreign:
        return message(
            "another MafiaMod session {holder} has this game open (only one may write to it)",
            holder=holder.describe(),
        )
    return message(
        "another MafiaMod session {holder} has this game open, or ended there "
        "without closing it (a session on another computer is never taken over); once it is "
        "closed, or known to be gone, delete {lock} beside the game file",
        holder=holder.describe(),
        lock=lock_file.name,
    )


def take_lock(path: Path) -> tuple[GameLock | None, str]:
    """(the held lock, "") or (None, why the game must open read-only)."""
    lock_file = lock_path(path)
    previous = read_holder(lock_file)
    if previous is not None and previous.foreign:
        # never taken over: another computer's OS lock may not be visible on this share
        return None, _held_message(previous, lock_file)
    mine = me()

    def record(fd: int) -> None:
        os.write(fd, mine.text().encode("ascii"))
        os.fsync(fd)

    try:
        import fcntl  # noqa: F401 - where there is none, filelock's own lock
    except ImportError:
        return _file_lock(lock_file, previous, record)
    lock = _OsLock(lock_file)
    try:
        held = lock.acquire(record)
    except OSError as exc:
        if exc.errno == errno.ENOSYS:
            return _soft_lock(lock_file)
        return None, message("its folder cannot be written ({error})", error=os_reason(exc))
    if not held:
        return None, _held_message(read_holder(lock_file) or previous, lock_file)
    return GameLock(lock, lock_file), ""


def _file_lock(
    lock_file: Path, previous: Holder | None, record: Callable[[int], None]
) -> tuple[GameLock | None, str]:
    """filelock's OS lock (a system without ``fcntl``)."""
    import filelock

    lock = filelock.FileLock(
        lock_file, timeout=0, is_singleton=False, preserve_lock_file=True, on_acquired=record
    )
    try:
        lock.acquire()
    except filelock.Timeout:
        return None, _held_message(read_holder(lock_file) or previous, lock_file)
    except OSError as exc:
        if exc.errno == errno.ENOSYS:
            return _soft_lock(lock_file)
        return None, message("its folder cannot be written ({error})", error=os_reason(exc))
    return GameLock(lock, lock_file), ""


def _soft_lock(lock_file: Path) -> tuple[GameLock | None, str]:
    """A folder without OS locks: filelock's existence marker, which records the same pid
    and host and is broken only when that is a dead process of this host."""
    try:
        if lock_file.exists() and lock_file.stat().st_size == 0:
            lock_file.unlink()  # an empty lock file: closed cleanly
    except OSError:
        pass
    import filelock

    soft = filelock.SoftFileLock(lock_file, timeout=0, is_singleton=False)
    try:
        soft.acquire()
    except filelock.Timeout:
        return None, _held_message(read_holder(lock_file), lock_file)
    except OSError as exc:
        return None, message("its folder cannot be written ({error})", error=os_reason(exc))
    return _SoftGameLock(soft, lock_file), ""


class _SoftGameLock(GameLock):
    def release(self) -> None:
        if self._lock.is_locked:
            self._lock.release()  # removes the marker

"""The game file as the document sees it: the storage protocol :class:`~mafiamod.game.Game`
reads and writes through, what a file holds, and the errors a file can raise.

``game`` defines this; ``store`` implements it (an SQLite file) and imports nothing of
``game``. A game without a file has no storage at all.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from .engine.errors import KnownError
from .events import Event


class StorageError(KnownError):
    """Reading or writing the game file failed (disk full, locked, gone, damaged…).

    The message says what happened and what was saved: the entry that raised it was not
    stored and the open game does not hold it; every entry before it is in the file.
    """


class GameFileError(StorageError):
    """A file that cannot be opened as a game: the message says why; the file is untouched."""


class ReadOnlyError(KnownError):
    """A change to a game opened read-only (another session writes it, or the file or its
    folder cannot be written); the message says why it is read-only."""


@dataclass(frozen=True)
class NewFile:
    """What a new game file starts with."""

    opening: Mapping[str, Any]
    setup_hash: str
    app_version: str


@dataclass
class StoredGame:
    """Everything a game file holds, as the document needs it."""

    opening: dict[str, Any]
    events: list[Event] = field(default_factory=list)  # active entries, in entry order
    redo: list[Event] = field(default_factory=list)  # undone entries, the next redo last
    refusals: list[Event] = field(default_factory=list)  # "refused" records still listed
    last_seq: int = 0  # the highest seq ever stored (undone and discarded rows included)
    #: a digest of the file's raw rows (the game record and every entry row, as stored):
    #: two loads with the same digest read the same game (derived data may be keyed by it)
    rows_digest: bytes = b""


class Storage(Protocol):
    """One open game file. Every method is one transaction; a failure raises StorageError
    and leaves the file as it was before the call."""

    path: Path
    read_only: bool
    read_only_reason: str  # why it is read-only ("" when writable)

    def load(self, known: Callable[[bytes], StoredGame | None] | None = None) -> StoredGame:
        """Everything the file holds. ``known(rows_digest)`` may hand back what an earlier
        load of rows with that digest gave (then nothing is parsed again; it must be that
        load's result, e.g. kept by :mod:`mafiamod.fold_cache`)."""
        ...

    def append(
        self,
        event: Event,
        *,
        drop_redo: bool,
        posts: tuple[str, list[dict[str, str]], list[dict[str, str]]] | None = None,
        also: Sequence[Event] = (),
    ) -> None:
        """Store ``event`` (its seq is already set) and, in the same transaction: when
        ``drop_redo``, make the undone entries no longer redo-able; the records in ``also``;
        the ``(phase, posts, pms)`` a closed phase published."""

    def set_status(self, seq: int, status: str) -> None:
        """Mark entry ``seq`` ``active``, ``undone`` (redo-able) or ``discarded``."""

    def save_posts(
        self, phase: str, posts: list[dict[str, str]], pms: list[dict[str, str]]
    ) -> None: ...

    def save_copy(self, dest: Path) -> None:
        """Write a consistent copy of the whole file to ``dest`` (a new game file)."""

    def close(self) -> None: ...


class Backend(Protocol):
    """Opens and creates game files (``mafiamod.store.SQLITE`` by default)."""

    def open(self, path: Path, *, read_only: bool = False) -> Storage: ...

    def create(self, path: Path, new: NewFile) -> Storage: ...

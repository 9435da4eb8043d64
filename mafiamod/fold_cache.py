"""The fold's checkpoints kept between sessions, so that reopening a long game does not fold
it again from its first phase (issue 12: a 20,000-event game opens in a fraction of a second).

What is kept is **derived data only**, never a second source of truth: the state at the start
of every phase and every phase's record (rendered), as :class:`~mafiamod.engine.fold.Checkpoints`
holds them, each phase beside a digest of the phase input it was played from. On opening,
the game's own inputs (read from the game file, the only source) are compared phase by
phase with those digests; the checkpoints are used up to the last phase whose input is the
same and whose boundary read the same of the phase after it (``Ruleset.boundary_view``, kept
beside each phase), and the fold plays on from there. A different log (a correction, a file edited by another session), other code
(any change to a rules, engine or template file, another Python), another setup folder or
opening, a damaged or missing cache file: the mismatching part is simply played again.

Where: the moderator's cache folder (``platformdirs.user_cache_path("mafiamod")/folds``),
one file per game file path, written atomically when the game is closed. Not in the game
file: the cache is a pickle, which only this user's own MafiaMod writes and reads; a game
file travels between moderators and must never carry code to run (and copying a game never
copies a stale cache).
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import os
import pickle
import sys
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from .engine.model import GameState, PhaseInput, PhaseRecord
from .events import Event
from .gamefile import StoredGame

FORMAT = 3
#: trace lines the document adds after the fold (they depend on sent marks, which no rule
#: reads): not kept, the document writes them again
AFTER_FOLD = ("Changed since sent:",)
_code: str | None = None


def cache_dir() -> Path:
    from platformdirs import user_cache_path

    return user_cache_path("mafiamod", appauthor=False) / "folds"


def code_fingerprint() -> str:
    """Which code folds and renders: every file of the package outside the window, the
    built-in templates and libraries (path, size, modification time), and Python's version."""
    global _code
    if _code is None:
        from .paths import PACKAGE, resource

        digest = hashlib.sha256(f"{FORMAT} {sys.version}".encode())
        roots = [(PACKAGE, "gui"), (resource("templates"), ""), (resource("libraries"), "")]
        for root, skip in roots:
            for folder, dirs, files in os.walk(root):
                dirs[:] = sorted(d for d in dirs if d != skip and d != "__pycache__")
                for name in sorted(files):
                    if name.endswith((".pyc", ".pyo")):
                        continue
                    path = os.path.join(folder, name)
                    st = os.stat(path)
                    digest.update(f"{path}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
        _code = digest.hexdigest()
    return _code


def input_digest(inp: PhaseInput | None) -> bytes:
    """A phase input's identity across sessions (None: no phase): a digest of its ``repr``,
    which spells out every value (a pickle would not do: it writes a value shared by two
    entries once, so equal inputs built differently would differ)."""
    if inp is None:
        return b""
    return hashlib.sha256(repr(inp).encode("utf-8", "surrogatepass")).digest()


@dataclass
class Snapshot:
    """The checkpoints of a fold: ``states[i]`` before phase ``i`` (``states[0]``, the start,
    is not kept), ``records[i]`` of phase ``i``, ``digests[i]`` of the input it was played
    from; and what the storage read from the game file when it was kept (``stored``, with
    the digest of the file's raw rows), so that an unchanged file is not parsed again."""

    key: str  # code, setup and opening
    digests: list[bytes]
    states: list[GameState]
    records: list[PhaseRecord]
    code: str = ""  # :func:`code_fingerprint` (the code that parsed ``stored``)
    stored: tuple[Any, ...] | None = None  # a StoredGame, packed (:func:`_pack`)
    #: the inputs of ``digests`` are those ``stored``'s entries give (the log was the file's)
    rows_inputs: bool = False
    #: ``views[i]``: what phase ``i``'s boundary read of the phase after it when played
    views: list[Hashable] | None = None


def file_for(game_path: Path) -> Path:
    name = hashlib.sha256(str(game_path.resolve()).encode()).hexdigest()[:40]
    return cache_dir() / f"{name}.fold"


def load(game_path: Path, key: str) -> Snapshot | None:
    """The snapshot kept for ``game_path`` if it was made by this code for this game."""
    snapshot = read(game_path)
    return snapshot if snapshot is not None and snapshot.key == key else None


def known_rows(snapshot: Snapshot | None) -> Callable[[bytes], StoredGame | None]:
    """For :meth:`Storage.load`: what the file held when ``snapshot`` was kept, if this code
    parsed it and the file's raw rows have that digest still."""

    def known(digest: bytes) -> StoredGame | None:
        if snapshot is None or snapshot.stored is None or snapshot.code != code_fingerprint():
            return None
        try:
            return _unpack(snapshot.stored) if snapshot.stored[1] == digest else None
        except (TypeError, ValueError, IndexError):
            return None  # not what this code packs

    return known


def kept_rows(snapshot: Snapshot | None) -> bytes:
    """The digest of the file's rows when ``snapshot`` was kept (b"": none kept)."""
    if snapshot is None or not snapshot.stored:
        return b""
    digest = snapshot.stored[1]
    return digest if isinstance(digest, bytes) else b""


def _pack(stored: StoredGame) -> tuple[Any, ...]:
    """A StoredGame as plain tuples: unpickling 20,000 tuples and making the events again
    takes a third of unpickling 20,000 dataclass instances."""

    def rows(events: list[Event]) -> list[tuple[Any, ...]]:
        return [(e.kind, e.phase, e.payload, e.seq) for e in events]

    return (
        stored.opening,
        stored.rows_digest,
        stored.last_seq,
        rows(stored.events),
        rows(stored.redo),
        rows(stored.refusals),
    )


def _unpack(packed: tuple[Any, ...]) -> StoredGame:
    opening, digest, last_seq, events, redo, refusals = packed
    if not isinstance(digest, bytes) or not isinstance(opening, dict):
        raise TypeError("not a packed StoredGame")
    return StoredGame(
        opening,
        [Event(*e) for e in events],
        [Event(*e) for e in redo],
        [Event(*e) for e in refusals],
        last_seq,
        digest,
    )


def read(game_path: Path) -> Snapshot | None:
    """The snapshot kept for ``game_path`` whatever made it (check its ``key``)."""
    try:
        data = file_for(game_path).read_bytes()
    except OSError:
        return None
    enabled = gc.isenabled()
    gc.disable()  # unpickling many small objects: the collector would run dozens of times
    try:
        snapshot = pickle.loads(data)
    except Exception:  # noqa: BLE001 - a damaged or foreign cache is ignored, never trusted
        return None
    finally:
        # the open game's states and records live as long as the game: left to the cyclic
        # collector, each of its next collections would walk every one of them (about as
        # long as folding again); frozen, it passes them by until the game is closed
        gc.freeze()
        if enabled:
            gc.enable()
    if (
        not isinstance(snapshot, Snapshot)
        or len(snapshot.digests) != len(snapshot.records)
        or len(snapshot.states) != len(snapshot.records)
    ):
        return None
    return snapshot


def release() -> None:
    """The game that froze its checkpoints is closed: the collector sees everything again."""
    gc.unfreeze()


def usable(
    snapshot: Snapshot, digests: Sequence[bytes], next_view: Callable[[int], Hashable]
) -> int:
    """How many of the snapshot's phases hold for a game whose inputs have ``digests``: a
    phase's record and end state hold when its input is the same as when it was played and
    its boundary reads the same of the phase after it now (``next_view(i)``: what the
    boundary of phase ``i - 1`` reads of the game's phase ``i`` now, or of none after the
    last), so a game whose open phase changed in another session plays that phase alone."""
    same = 0
    limit = min(len(snapshot.digests), len(digests))
    while same < limit and snapshot.digests[same] == digests[same]:
        same += 1
    if same == len(snapshot.digests) == len(digests):
        return same  # the whole fold, its last phase played with no next one as now
    if same == 0 or snapshot.views is None or len(snapshot.views) != len(snapshot.digests):
        return max(same - 1, 0)
    return same if snapshot.views[same - 1] == next_view(same) else same - 1


def save(
    game_path: Path,
    key: str,
    digests: Sequence[bytes],
    states: Sequence[GameState],
    records: Sequence[PhaseRecord],
    stored: StoredGame | None = None,
    *,
    rows_inputs: bool = False,
    views: Sequence[Hashable] | None = None,
) -> None:
    """Keep the checkpoints for ``game_path`` (atomically; a failure only loses the cache):
    ``digests[i]`` of the input phase ``i`` was played from (:func:`input_digest`);
    ``views[i]``, what its boundary read of the phase after it; ``stored``, what the storage
    read from the file as it is now."""
    kept = [_without_after_fold(r) for r in records]
    packed = _pack(stored) if stored is not None else None
    snapshot = Snapshot(
        key,
        list(digests),
        list(states[1:]),
        kept,
        code_fingerprint(),
        packed,
        rows_inputs and packed is not None,
        list(views) if views is not None else None,
    )
    target = file_for(game_path)
    part = target.with_name(f"{target.name}.{os.getpid()}.part")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        part.write_bytes(pickle.dumps(snapshot, protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(part, target)
    except (OSError, pickle.PicklingError, TypeError, AttributeError, RecursionError):
        with contextlib.suppress(OSError):
            part.unlink(missing_ok=True)


def _without_after_fold(record: PhaseRecord) -> PhaseRecord:
    if not any(line.startswith(AFTER_FOLD) for line in record.trace):
        return record
    return replace(record, trace=[t for t in record.trace if not t.startswith(AFTER_FOLD)])


def game_key(setup_hash: str, opening: Any) -> str:
    """The code, the setup folder's contents and the game's opening."""
    return hashlib.sha256(
        f"{code_fingerprint()}\0{setup_hash}\0{opening!r}".encode("utf-8", "surrogatepass")
    ).hexdigest()

"""The SQLite game file: the storage protocol of :mod:`mafiamod.gamefile`, implemented.

- One writer per file: a lock file beside the game (``.NAME.lock``, :mod:`.lock`: an OS lock
  that dies with its process, and a record of the holder's host and pid, so a crashed
  session of this computer is taken over and one of another computer never is). A second
  session opens the game read-only and says why.
- The ``.mafia`` file alone is always the whole game: a rollback journal (``DELETE``) with
  ``synchronous = FULL``, so after every committed entry the data is in the main file and
  no ``-wal`` file holds part of it.
- A read-only session reads everything once and keeps no connection, so it never blocks
  the writer.
- Every SQLite or OS failure becomes a :class:`StorageError` saying what was not saved.
- Opening and reading a game use plain :mod:`sqlite3`; the writer's SQLAlchemy engine (and so
  SQLAlchemy's import, about twice an empty window's start-up) comes with the first write or
  migration, so the window shows an opened game without it (issue 12).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.messages import message
from ..events import Event
from ..gamefile import GameFileError, NewFile, ReadOnlyError, StorageError, StoredGame
from ..os_text import os_reason
from .lock import GameLock, take_lock
from .payloads import check_event, check_opening
from .schema import APPLICATION_ID, SCHEMA_VERSION

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlalchemy.orm import Session


def _db_errors() -> tuple[type[BaseException], ...]:
    """The errors a write may raise (SQLAlchemy's only once it is imported: the writer)."""
    from sqlalchemy.exc import SQLAlchemyError

    return (SQLAlchemyError, sqlite3.Error, OSError)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def reason_of(exc: BaseException) -> str:
    """What a failed SQLite or OS call means, in the moderator's words."""
    text = str(getattr(exc, "orig", None) or exc).lower()
    if isinstance(exc, OSError) and exc.errno == 28 or "full" in text:
        return message("the disk is full")
    if "locked" in text or "busy" in text:
        return message("another program has locked the file")
    if "readonly" in text or "read-only" in text or "permission" in text:
        return message("the file can no longer be written (read-only or no permission)")
    if (
        "malformed" in text
        or "not a database" in text
        or "corrupt" in text
        or "no such table" in text
        or "no such column" in text
    ):
        return message("the file is damaged")
    if "unable to open" in text or "no such file" in text or "disk i/o" in text:
        return message("the file or its folder is gone or cannot be reached")
    detail = os_reason(exc) if isinstance(exc, OSError) else text.strip()
    return message("the file cannot be written ({error})", error=detail or type(exc).__name__)


def _engine(path: Path, *, read_only: bool) -> Engine:
    from sqlalchemy import create_engine, event

    if read_only:
        uri = f"file:{path.resolve().as_posix()}?mode=ro"
        engine = create_engine(
            "sqlite://",
            creator=lambda: sqlite3.connect(uri, uri=True, timeout=2, check_same_thread=False),
        )
    else:
        engine = create_engine(f"sqlite:///{path}", connect_args={"timeout": 2})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_conn: Any, _record: Any) -> None:
        cur = dbapi_conn.cursor()
        if not read_only:
            cur.execute("PRAGMA journal_mode=DELETE")  # the data lives in the main file
            cur.execute("PRAGMA synchronous=FULL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.close()

    return engine


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest version with Alembic (numbered migrations)."""
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(Path(__file__).with_name("migrations")))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


def _inspect(path: Path) -> tuple[int, str]:
    """(schema version, alembic revision) of a file, read-only; GameFileError if foreign."""
    if not path.exists():
        raise GameFileError("{path}: no such file", path=path)
    if not path.is_file():
        raise GameFileError("{path}: not a file", path=path)
    try:
        with path.open("rb") as fh:
            head = fh.read(16)
    except OSError as exc:
        raise GameFileError(
            "{path}: cannot be read: {error}", path=path, error=os_reason(exc)
        ) from None
    if head != b"SQLite format 3\x00":
        raise GameFileError("{path}: not a MafiaMod game file", path=path)
    hot = Path(f"{path}-journal").exists() and os.access(path, os.W_OK)
    try:
        # a journal left by a killed session is rolled back by the first writer to connect:
        # that is SQLite's own recovery (the file then holds every committed entry)
        mode = "rw" if hot else "ro"
        conn = sqlite3.connect(f"file:{path.resolve().as_posix()}?mode={mode}", uri=True, timeout=2)
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            tables = {
                r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            if app_id != APPLICATION_ID or "game" not in tables:
                raise GameFileError("{path}: not a MafiaMod game file", path=path)
            row = conn.execute("SELECT schema_version FROM game LIMIT 1").fetchone()
            rev = (
                conn.execute("SELECT version_num FROM alembic_version").fetchone()
                if "alembic_version" in tables
                else None
            )
        finally:
            conn.close()
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise GameFileError(
            "{path}: not a MafiaMod game file, or it is damaged ({error})", path=path, error=exc
        ) from None
    if row is None or not isinstance(row[0], int):
        raise GameFileError("{path}: the game file is damaged (no game record)", path=path)
    if row[0] < 1:  # file formats are numbered from 1
        raise GameFileError(
            "{path}: the game file is damaged (file format {version})", path=path, version=row[0]
        )
    if not rev or not isinstance(rev[0], str):
        # every file MafiaMod writes is stamped by its migrations: without the stamp there is
        # nothing to update from (and upgrading would fail on the tables already there)
        raise GameFileError(
            "{path}: the game file is damaged (its alembic_version table is missing or empty)",
            path=path,
        )
    return int(row[0]), rev[0]


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def _connect_ro(path: Path) -> sqlite3.Connection:
    """A read-only plain sqlite3 connection (reading needs nothing of SQLAlchemy)."""
    return sqlite3.connect(
        f"file:{path.resolve().as_posix()}?mode=ro", uri=True, timeout=2, check_same_thread=False
    )


def _rows_digest(opening: Any, rows: Sequence[tuple[Any, ...]]) -> bytes:
    """A digest of the game record and every entry row exactly as stored (``repr`` spells
    out each value and its type, and separates them unambiguously)."""
    return hashlib.sha256(repr((opening, rows)).encode("utf-8", "surrogatepass")).digest()


class SqliteStorage:
    """One open ``.mafia`` file (see the module's docstring)."""

    def __init__(
        self,
        path: Path,
        engine: Engine | None,
        lock: GameLock | None,
        read_only_reason: str = "",
    ) -> None:
        self.path = path
        self._engine = engine
        self.lock = lock
        self.read_only_reason = read_only_reason
        self.identity = _identity(path)
        #: each row the last load read (seq → its row, the entry parsed from it): a later
        #: load of the same file parses only the rows that changed
        self._parsed: dict[int, tuple[tuple[Any, ...], Event]] = {}
        #: or, when the last load was handed over as known, its rows and what they gave
        self._loaded: tuple[list[tuple[Any, ...]], list[Event]] | None = None

    @property
    def read_only(self) -> bool:
        return bool(self.read_only_reason)

    @property
    def engine(self) -> Engine | None:
        """The writer's engine, made on the first write (None for a read-only session)."""
        if self._engine is None and self.lock is not None and not self.read_only_reason:
            self._engine = _engine(self.path, read_only=False)
        return self._engine

    # -- the guard every write goes through ---------------------------------------
    @contextmanager
    def _writing(self) -> Iterator[Session]:
        from sqlalchemy.orm import Session

        if self.read_only or self.engine is None:
            raise ReadOnlyError(
                "{path}: the game is open read-only: {why}",
                path=self.path,
                why=self.read_only_reason,
            )
        if _identity(self.path) != self.identity:
            raise StorageError(
                "{path}: the game file was moved or deleted while open: this entry was "
                "not saved; use File → Save a copy… to keep the game",
                path=self.path,
            )
        try:
            with Session(self.engine) as session, session.begin():
                yield session
        except _db_errors() as exc:
            raise StorageError(
                "{path}: {error}: this entry was not saved (every entry before it is in the file)",
                path=self.path,
                error=reason_of(exc),
            ) from None

    def append(
        self,
        ev: Event,
        *,
        drop_redo: bool,
        posts: tuple[str, list[dict[str, str]], list[dict[str, str]]] | None = None,
        also: Sequence[Event] = (),
    ) -> None:
        from sqlalchemy import update

        from .models import EventRow

        with self._writing() as session:
            if drop_redo:
                session.execute(
                    update(EventRow).where(EventRow.status == "undone").values(status="discarded")
                )
            for row in (ev, *also):
                session.add(
                    EventRow(
                        seq=row.seq,
                        kind=row.kind,
                        phase=row.phase,
                        payload=json.dumps(row.payload, ensure_ascii=False),
                        created=_now(),
                        status="active",
                    )
                )
            if posts is not None:
                self._posts(session, *posts)

    def set_status(self, seq: int, status: str) -> None:
        from sqlalchemy import update

        from .models import EventRow

        with self._writing() as session:
            session.execute(update(EventRow).where(EventRow.seq == seq).values(status=status))

    def save_posts(
        self, phase: str, posts: list[dict[str, str]], pms: list[dict[str, str]]
    ) -> None:
        with self._writing() as session:
            self._posts(session, phase, posts, pms)

    @staticmethod
    def _posts(
        session: Session, phase: str, posts: list[dict[str, str]], pms: list[dict[str, str]]
    ) -> None:
        from .models import PostRow

        session.query(PostRow).filter(PostRow.phase == phase).delete()
        for p in posts:
            session.add(
                PostRow(phase=phase, kind=p.get("kind", ""), recipient=None, text=p["text"])
            )
        for p in pms:
            session.add(
                PostRow(phase=phase, kind=p.get("kind", "pm"), recipient=p["to"], text=p["text"])
            )

    # -- reading -------------------------------------------------------------------
    def load(self, known: Callable[[bytes], StoredGame | None] | None = None) -> StoredGame:
        # plain sqlite3 and plain rows: no SQLAlchemy to import, no ORM objects to build
        try:
            conn = _connect_ro(self.path)
            try:
                game = conn.execute("SELECT opening FROM game ORDER BY id LIMIT 2").fetchall()
                if len(game) != 1:
                    raise GameFileError(
                        "{path}: the game file is damaged (no game record)", path=self.path
                    )
                opening_text = game[0][0]
                raw: list[tuple[Any, ...]] = conn.execute(
                    "SELECT seq, kind, phase, payload, status FROM events ORDER BY seq"
                ).fetchall()
            finally:
                conn.close()  # a read-only session keeps no connection open
        except sqlite3.OperationalError as exc:
            if "decode" in str(exc).lower():
                raise GameFileError(
                    "{path}: the file is damaged (text that is not UTF-8)", path=self.path
                ) from None
            raise GameFileError(
                "{path}: cannot be read: {error}", path=self.path, error=reason_of(exc)
            ) from None
        except sqlite3.Error as exc:
            raise GameFileError(
                "{path}: cannot be read: {error}", path=self.path, error=reason_of(exc)
            ) from None
        digest = _rows_digest(opening_text, raw)
        if known is not None:
            kept = known(digest)
            if kept is not None and kept.rows_digest == digest:
                # the parse of these very rows (copied: the document changes its lists)
                self._loaded = (raw, [*kept.events, *kept.refusals, *kept.redo])
                self._parsed = {}
                return kept
        stored = StoredGame(check_opening(self.path, opening_text), rows_digest=digest)
        undone: list[Event] = []
        parsed, self._parsed = self._last_parse(), {}
        for row in raw:
            seq, kind, phase, payload, status = row
            entry = row[:4]
            last = parsed.get(seq)
            if last is not None and last[0] == entry:
                ev = last[1]  # the same row as the last load's: the same entry
            else:
                ev = check_event(self.path, seq, kind, phase, payload)
            self._parsed[seq] = (entry, ev)
            stored.last_seq = max(stored.last_seq, ev.seq)
            if status == "active":
                (stored.refusals if kind == "refused" else stored.events).append(ev)
            elif status == "undone" and kind != "refused":
                undone.append(ev)
        stored.redo = list(reversed(undone))
        return stored

    def _last_parse(self) -> dict[int, tuple[tuple[Any, ...], Event]]:
        if self._loaded is None:
            return self._parsed
        raw, entries = self._loaded
        self._loaded = None
        # each entry of a known load is the one its row gives (seq is the rows' key)
        by_seq = {e.seq: e for e in entries}
        return {row[0]: (row[:4], by_seq[row[0]]) for row in raw if row[0] in by_seq}

    def save_copy(self, dest: Path) -> None:
        """A consistent copy through SQLite's backup API (also from a read-only session)."""
        dest = Path(dest)
        if not dest.parent.is_dir():
            raise StorageError("{path}: no such folder; the copy was not written", path=dest.parent)
        tmp = dest.with_name(f".{dest.name}.part")
        try:
            source = _connect_ro(self.path) if self._engine is None else None
            raw = self._engine.raw_connection() if self._engine is not None else None
            try:
                src = source if source is not None else raw.driver_connection  # type: ignore[union-attr]
                target = sqlite3.connect(tmp)
                try:
                    src.backup(target)  # type: ignore[union-attr]
                    target.execute("PRAGMA journal_mode=DELETE")
                finally:
                    target.close()
            finally:
                if source is not None:
                    source.close()
                if raw is not None:
                    raw.close()
            os.replace(tmp, dest)
        except _db_errors() as exc:
            tmp.unlink(missing_ok=True)
            raise StorageError(
                "{path}: {error}: the copy was not written", path=dest, error=reason_of(exc)
            ) from None

    def close(self) -> None:
        if self._engine is not None:
            self._engine.dispose()
            self._engine = None
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        if not self.read_only_reason:
            self.read_only_reason = message("the game was closed")


class SqliteBackend:
    """Opens and creates ``.mafia`` files."""

    def open(self, path: Path, *, read_only: bool = False) -> SqliteStorage:
        """Open a game file; refuses foreign, damaged or newer files without touching them.
        Another session's game, a read-only file or folder open read-only, saying why."""
        path = Path(path)
        version, _revision = _inspect(path)  # any stamped revision: `upgrade head` from it
        if version > SCHEMA_VERSION:
            raise GameFileError(
                "{path}: this game was saved by a newer MafiaMod (file format {version}, "
                "this version reads up to {supported}); please update MafiaMod",
                path=path,
                version=version,
                supported=SCHEMA_VERSION,
            )
        reason: str = message("opened for viewing only") if read_only else ""
        if not reason and not os.access(path, os.W_OK):
            reason = message("the file is read-only")
        elif not reason and not os.access(path.parent, os.W_OK):
            reason = message("its folder is read-only")
        lock = None
        if not reason:
            lock, reason = take_lock(path)
        if reason:
            if version < SCHEMA_VERSION:
                raise GameFileError(
                    "{path}: this game needs updating to the new file format, which needs "
                    "writing to it, but {why}",
                    path=path,
                    why=reason,
                )
            storage = SqliteStorage(path, None, None, reason)
            return storage
        assert lock is not None
        engine = None
        try:
            if version < SCHEMA_VERSION:
                shutil.copy2(path, path.with_suffix(path.suffix + f".v{version}.bak"))
            if version < SCHEMA_VERSION:
                engine = _engine(path, read_only=False)
                migrate(engine)
            else:  # up to date: the writer's engine (SQLAlchemy) waits for the first write
                conn = sqlite3.connect(path, timeout=2)
                try:  # the pragmas every writer's connection sets; switches an old WAL file
                    conn.execute("PRAGMA journal_mode=DELETE")
                    conn.execute("PRAGMA synchronous=FULL")
                    conn.execute("SELECT 1").fetchone()
                finally:
                    conn.close()
        except _db_errors() as exc:
            lock.release()
            raise GameFileError(
                "{path}: cannot be opened: {error}", path=path, error=reason_of(exc)
            ) from None
        return SqliteStorage(path, engine, lock)

    def create(self, path: Path, new: NewFile) -> SqliteStorage:
        """A new game file holding ``new`` (refused if the file exists or its folder doesn't)."""
        path = Path(path)
        if path.exists():
            raise GameFileError("{path}: a file of that name already exists", path=path)
        if not path.parent.is_dir():
            raise GameFileError(
                "{path}: no such folder (it is not created for you)", path=path.parent
            )
        lock, reason = take_lock(path)
        if lock is None:
            raise GameFileError("{path}: cannot be created: {why}", path=path, why=reason)
        opening = dict(new.opening)
        from sqlalchemy.orm import Session

        from .models import GameRow, PlayerRow

        try:
            engine = _engine(path, read_only=False)
            with engine.begin() as conn:
                conn.exec_driver_sql(f"PRAGMA application_id={APPLICATION_ID}")
            migrate(engine)
            with Session(engine) as session, session.begin():
                session.add(
                    GameRow(
                        setup_id=str(opening["setup"]),
                        setup_hash=new.setup_hash,
                        seed=int(opening["seed"]),
                        app_version=new.app_version,
                        schema_version=SCHEMA_VERSION,
                        created=_now(),
                        opening=json.dumps(opening, ensure_ascii=False),
                    )
                )
                for i, name in enumerate(opening["players"]):
                    session.add(PlayerRow(position=i + 1, name=name))
        except _db_errors() as exc:
            lock.release()
            for leftover in (path, Path(f"{path}-journal")):
                leftover.unlink(missing_ok=True)
            raise GameFileError(
                "{path}: cannot be created: {error}", path=path, error=reason_of(exc)
            ) from None
        return SqliteStorage(path, engine, lock)


SQLITE = SqliteBackend()

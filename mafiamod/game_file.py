"""The document's own file and records (part of :class:`mafiamod.game.Game`).

- **An entry is checked before it is stored**: it is staged in memory, the rules play it,
  and only an accepted entry is committed, in one transaction with its redo change. A
  refused pin, override or moderator input never reaches the file; a player's refused
  submission is stored only as a *refusal record* (kind ``refused``: never played, listed
  by :meth:`GameFile.refused` and in the phase's ``rejected``).
- **The file**: :meth:`GameFile.open`, :meth:`GameFile.save_as`, :meth:`GameFile.save_copy`,
  :meth:`GameFile.close`, :attr:`GameFile.read_only`, through the storage protocol of
  :mod:`mafiamod.gamefile` (``mafiamod.store`` implements it).
- **The deal commitment**: each one shown is a ``commitment`` record; an override that
  would change the committed deal is refused unless made as a public :meth:`GameFile.redeal`.
"""

from __future__ import annotations

import contextlib
import gc
import secrets
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from .engine.errors import IllegalEntry, KnownError, ScriptError, describe_reason
from .engine.messages import message, of_error
from .events import Event
from .gamefile import Backend, GameFileError, NewFile, ReadOnlyError, Storage, StorageError
from .script import GameScript, check_names

if TYPE_CHECKING:
    from . import fold_cache
    from .engine.fold import FoldResult
    from .engine.model import GameState, PhaseInput, PhaseRecord
    from .engine.ruleset import Ruleset
    from .game import Changes, Game, Opening
    from .phase_log import PhaseLog
    from .setups import SetupInfo

#: kinds of records kept beside the log: never played, never undone
SIDE_KINDS = ("refused", "commitment")
#: Python errors the rules may raise on a value no check foresaw (a bug, but the game stays
#: usable: the entry is refused with the error named)
RULE_FAILURES = (TypeError, ValueError, KeyError, IndexError, AttributeError, ArithmeticError)


class RefusedEntry(IllegalEntry):
    """A player's submission the rules refused: not played, but kept as a refusal record
    (``seq``, listed by :meth:`Game.refused`)."""

    def __init__(self, reason: str, seq: int) -> None:
        super().__init__(
            reason, "{reason} (kept in the list of refused entries)", reason=describe_reason(reason)
        )
        self.seq = seq


@dataclass(frozen=True)
class Refusal:
    """An entry the rules refused, kept so the moderator can answer "did you get my PM?".

    ``stored`` refusals are records of a player's refused submission (a vote after the hammer,
    a dead target): an entry of their own kind, never played. Others are entries in the file
    that the installed rules can no longer play: held out of the game until taken back.
    """

    seq: int
    phase: str | None
    kind: str  # the refused entry's kind: "vote", "action", …
    payload: Mapping[str, Any]
    reason: str  # a kebab-case reason id
    words: str = ""
    stored: bool = True

    def describe(self) -> str:
        return Event(self.kind, self.phase, dict(self.payload), self.seq).describe()


class GameFile:
    """The file, refusal and commitment half of :class:`~mafiamod.game.Game`."""

    if TYPE_CHECKING:
        opening: Opening
        info: SetupInfo
        ruleset: Ruleset
        start: GameState
        events: list[Event]
        redo_stack: list[Event]
        storage: Storage | None
        path: Path | None
        refusals: list[Refusal]
        commitments: list[Event]
        _last_seq: int
        _result: FoldResult | None
        _closed_result: FoldResult | None

        _log: PhaseLog

        def _invalidate(self) -> None: ...

        _kept_rows: bytes

        def resume_fold(
            self, kept: fold_cache.Snapshot | None = None, rows: bytes = b""
        ) -> int: ...
        def keep_fold(self) -> None: ...
        def current_phase_id(self) -> str | None: ...
        def result(self) -> FoldResult: ...
        def closed_result(self) -> FoldResult: ...
        def inputs(self) -> list[PhaseInput]: ...
        def _phase(self) -> str: ...
        def _record_of(self, phase: str | None) -> PhaseRecord | None: ...
        def _index_in(self, phase: str | None, list_name: str, seq: int) -> int: ...
        def closed_phases(self) -> list[str]: ...

    # -- the file ----------------------------------------------------------------
    @staticmethod
    def open(path: Path | str, *, read_only: bool = False, backend: Backend | None = None) -> Game:
        """Open a game file. Another session's game, or a file or folder that cannot be
        written, opens read-only (``read_only_reason`` says why); foreign, damaged and newer
        files raise :class:`~mafiamod.gamefile.GameFileError` without being touched. Entries
        the installed rules can no longer play are held out and listed in :meth:`refused`."""
        with _collector_paused():
            game = GameFile._open(path, read_only, backend)
            # the open game's entries, states and records live as long as the game: left to
            # the cyclic collector, each of its full collections would walk every one of
            # them; frozen, it passes them by until the game is closed (fold_cache.release).
            # Frozen before the collector is on again: it would first walk all of them young.
            gc.freeze()
        return game

    @staticmethod
    def _open(path: Path | str, read_only: bool, backend: Backend | None) -> Game:
        from . import fold_cache
        from .game import Game, Opening

        storage = (backend or _sqlite()).open(Path(path), read_only=read_only)
        kept = fold_cache.read(storage.path)  # an earlier session's derived data, if any
        try:
            # an unchanged file (the same raw rows as when that was kept) is not parsed again
            stored = storage.load(fold_cache.known_rows(kept))
            played = [e for e in stored.events if e.kind not in SIDE_KINDS]  # the log, once
            game = Game(Opening.from_payload(stored.opening), played, storage=storage)
        except GameFileError:
            storage.close()
            raise
        except KnownError as exc:
            storage.close()
            raise GameFileError("{path}: {exc}", path=path, exc=str(exc)) from None
        except (TypeError, ValueError, KeyError) as exc:
            storage.close()
            raise GameFileError(
                "{path}: the game record is damaged ({exc})", path=path, exc=str(exc)
            ) from None
        game.redo_stack = stored.redo
        game._last_seq = stored.last_seq
        for ev in stored.refusals:
            p = ev.payload
            game.refusals.append(
                Refusal(ev.seq, ev.phase, p["kind"], p["payload"], p["reason"], p.get("words", ""))
            )
        game.commitments = [e for e in stored.events if e.kind == "commitment"]
        game._kept_rows = fold_cache.kept_rows(kept)  # what the kept cache holds
        game.resume_fold(
            kept, stored.rows_digest
        )  # an earlier session's checkpoints, where they hold (fold_cache)
        game.defer_posts = True  # each phase's posts rendered when first read
        try:
            game._hold_out_unplayable()
        except BaseException:
            storage.close()
            raise
        finally:
            game.defer_posts = False
        return game

    def save_as(self, path: Path | str, *, backend: Backend | None = None) -> Self:
        """Write this game (a new one, or one without a file) to a new file that every later
        entry is committed to; refuses an existing file or a missing folder."""
        from . import __version__

        if self.storage is not None:
            raise StorageError(
                "{path}: this game already has a file (use Save a copy…)", path=self.path
            )
        new = NewFile(self.opening.payload(), self.info.content_hash, __version__)
        storage = (backend or _sqlite()).create(Path(path), new)
        try:
            for ev in [*self.commitments, *self.events]:
                storage.append(ev, drop_redo=False)
        except KnownError:
            storage.close()
            Path(path).unlink(missing_ok=True)
            raise
        self.storage = storage
        self.path = storage.path
        return self

    def save_copy(self, dest: Path | str) -> None:
        """A consistent copy of the game file (SQLite's backup API) at ``dest``."""
        if self.storage is None:
            raise StorageError("this game has no file yet: save it first")
        self.storage.save_copy(Path(dest))

    def close(self) -> None:
        """Let go of the file (every entry is already committed) and its lock."""
        if self.storage is not None:
            self.keep_fold()  # derived data for the next open, outside the file (fold_cache)
            self.storage.close()

    @property
    def store(self) -> Storage | None:
        """The game's file (older name of :attr:`storage`)."""
        return self.storage

    @property
    def read_only(self) -> bool:
        """True when the game was opened for viewing only: every change raises ReadOnlyError."""
        return self.storage is not None and self.storage.read_only

    @property
    def read_only_reason(self) -> str:
        return self.storage.read_only_reason if self.storage is not None else ""

    # -- the deal commitment -------------------------------------------------------
    def _in_force(self) -> Event | None:
        """The commitment record in force: the latest of the stage the game is at (the
        pre-game's once the pre-game is closed and was committed, else the deal's)."""
        from .commitment import PREGAME, pregame_closed

        if not self.commitments:
            return None
        if pregame_closed(self):  # type: ignore[arg-type]
            for ev in reversed(self.commitments):
                if ev.payload.get("stage") == PREGAME:
                    return ev
        for ev in reversed(self.commitments):
            if ev.payload.get("stage", "deal") != PREGAME:
                return ev
        return None

    def commitment_stage(self) -> tuple[str, str]:
        """(stage, salt) of the commitment in force (``deal`` or ``pregame``)."""
        ev = self._in_force()
        if ev is None:
            return "deal", self.opening.salt
        return str(ev.payload.get("stage", "deal")), str(ev.payload["salt"])

    def commitment_stages(self) -> list[tuple[str, str]]:
        """(stage, salt) of every commitment to reveal: the latest deal commitment, then the
        pre-game's when the pre-game is closed and was committed."""
        from .commitment import PREGAME

        deal = next(
            (e for e in reversed(self.commitments) if e.payload.get("stage", "deal") != PREGAME),
            None,
        )
        out = [("deal", str(deal.payload["salt"]) if deal else self.opening.salt)]
        stage, salt = self.commitment_stage()
        if stage == PREGAME:
            out.append((stage, salt))
        return out

    def deal_salt(self) -> str:
        """The salt of the commitment now in force (a public re-deal draws a new one)."""
        return self.commitment_stage()[1]

    def commitment(self) -> str:
        """The deal commitment now in force (SHA-256 of :meth:`deal_text`)."""
        from .commitment import commitment

        return commitment(self)  # type: ignore[arg-type]

    def deal_text(self) -> str:
        from .commitment import deal_text

        return deal_text(self)  # type: ignore[arg-type]

    def redeals(self) -> list[Event]:
        """The public re-deals, each with its new commitment to announce."""
        return [e for e in self.commitments if e.payload.get("redeal")]

    def pregame_commitment(self) -> str | None:
        """The commitment of the roles the closed pre-game gave (to post with Day 1)."""
        stage, _salt = self.commitment_stage()
        return self.commitment() if stage == "pregame" else None

    def _record_commitment(self, salt: str, *, redeal: bool, stage: str | None = None) -> Event:
        from .commitment import PREGAME, digest_of, pregame_closed

        if stage is None:
            closed = pregame_closed(self)  # type: ignore[arg-type]
            stage = PREGAME if closed and self.commitment_stage()[0] == PREGAME else "deal"
        payload = {"salt": salt, "digest": "", "redeal": redeal, "stage": stage}
        event = Event("commitment", None, payload, 0)
        self.commitments.append(event)
        digest = digest_of(self.deal_text())
        event.payload["digest"] = digest
        return event

    def _new_commitment(self, *, redeal: bool, stage: str | None = None) -> Event:
        """Record a commitment (new salt) in memory, numbered; the caller stores it."""
        new = self._record_commitment(secrets.token_hex(16), redeal=redeal, stage=stage)
        new = Event(new.kind, None, new.payload, self._next_seq())
        self.commitments[-1] = new
        return new

    def _commitment_after(self, event: Event, first_open: bool) -> list[Event]:
        """For a staged ``event``: [] when the committed deal stands; a new commitment when
        the open pre-game's own input dealt anew (X-SHOTS' entered rolls: made in public,
        announce it); otherwise IllegalEntry naming the commitment."""
        ev = self._in_force()
        if ev is None or event.kind not in ("pin", "data"):
            return []
        digest = ev.payload["digest"]
        if self.commitment() == digest:
            return []
        if event.kind == "data" and first_open:
            return [self._new_commitment(redeal=True)]
        raise IllegalEntry(
            "committed",
            "this override changes the deal committed as SHA-256 {digest}; the deal cannot"
            " change silently — use a public re-deal (a new commitment to announce)",
            digest=digest,
        )

    def pin_changes_deal(self, name: str, value: Any, phase: str | None = None) -> bool:
        """Would pinning ``name`` to ``value`` change the committed deal? (Then only a public
        :meth:`redeal` may make it.)"""
        ev = self._in_force()
        if ev is None or self.read_only:
            return False
        event = self._stage(Event("pin", phase or self._phase(), {"name": name, "value": value}))
        try:
            return bool(self.commitment() != ev.payload["digest"])
        except KnownError:
            return False  # not a legal outcome: pin() will say so
        finally:
            self._unstage(event)

    def _keeps_commitment(self, change: str) -> None:
        """IllegalEntry when the log as it is now (in memory) no longer deals what was
        committed: an undo or redo of a re-deal would change the deal silently."""
        ev = self._in_force()
        if ev is None:
            return
        digest = ev.payload["digest"]
        try:
            same = self.commitment() == digest
        except KnownError:
            same = True  # the rules will refuse it for their own reason
        if not same:
            raise IllegalEntry(
                "committed",
                "{change} would change the deal committed as SHA-256 {digest}; the deal cannot change silently — re-deal in public to change it",
                change=change,
                digest=digest,
            )

    def redeal(self, name: str, value: Any, phase: str | None = None) -> Changes:
        from .game import ALL_CHANGES

        """Override a draw the commitment covers, in public: the pin and a new commitment
        (new salt) in one go; announce :meth:`commitment` again. ``verify`` of the new deal
        against the first commitment fails, as it must."""
        target_phase = phase or self._phase()
        event = self._stage(Event("pin", target_phase, {"name": name, "value": value}))
        old = list(self.commitments)
        try:
            self._check_playable()
            new = self._new_commitment(redeal=True)
            self._commit(event, also=[new])
        except KnownError as exc:
            self.commitments = old
            self._unstage(event)
            if isinstance(exc, StorageError | ReadOnlyError):
                raise
            raise IllegalEntry("bad-pin", of_error(exc)) from None  # template: forwarded
        except BaseException:
            self.commitments = old
            self._unstage(event)
            raise
        return ALL_CHANGES

    # -- changing --------------------------------------------------------------
    # An entry is checked before it is stored: it is staged in memory, the rules play it,
    # and only an accepted entry is committed (one transaction, its redo change included).
    # A refused one leaves the file and the game exactly as they were.
    def _writable(self) -> None:
        if self.read_only:
            raise ReadOnlyError(
                "{path}: the game is open read-only ({read_only_reason}); nothing was changed",
                path=self.path,
                read_only_reason=self.read_only_reason,
            )

    def _next_seq(self) -> int:
        seqs = [e.seq for e in [*self.redo_stack, *self.commitments]]
        seqs += [r.seq for r in self.refusals]
        return max([self._last_seq, self._log.max_seq, *seqs]) + 1

    def _stage(self, event: Event) -> Event:
        """Put ``event`` in the log in memory only (nothing is stored yet)."""
        self._writable()
        event = Event(event.kind, event.phase, event.payload, self._next_seq())
        self._log.append(event)
        self._invalidate()
        return event

    def _unstage(self, event: Event) -> None:
        """Take a staged ``event`` (always the last one) out of the log again."""
        if self.events and self.events[-1] is event:
            self._log.pop()
        self._invalidate()

    def _commit(
        self,
        event: Event,
        also: Sequence[Event] = (),
        posts: tuple[str, list[dict[str, str]], list[dict[str, str]]] | None = None,
    ) -> None:
        """Store a staged ``event`` (and the records in ``also``) in one transaction, with the
        redo change; on a storage failure the game drops it again and the error says so."""
        if self.storage is not None:
            try:
                self.storage.append(event, drop_redo=bool(self.redo_stack), posts=posts, also=also)
            except BaseException:
                self._unstage(event)
                raise
        self._last_seq = max([self._last_seq, event.seq, *(e.seq for e in also)])
        self.redo_stack.clear()

    def _append(self, event: Event) -> Event:
        """Store an entry the rules do not play (a note, a sent mark, a withdrawal)."""
        event = self._stage(event)
        self._commit(event)
        return event

    def _check_playable(self, closed: bool = True) -> None:
        """KnownError (the rules' own words) when the staged log does not play (``closed``:
        the published phases alone too, as an entry that ends or corrects a phase needs)."""
        try:
            self.result()
            if closed:
                self.closed_result()
        except KnownError:
            raise
        except RULE_FAILURES as exc:
            raise ScriptError(
                "{failing_phase}the rules cannot use a value here ({error_type}: {exc})",
                failing_phase=self._failing_phase(),
                error_type=type(exc).__name__,
                exc=str(exc),
            ) from None

    def _failing_phase(self) -> str:
        """``phase X (rng pins: a, b): `` for the first phase the rules fail on."""
        from .engine.fold import fold

        inputs = self.inputs()
        for k in range(1, len(inputs) + 1):
            try:
                fold(self.ruleset, self.start, inputs[:k])
            except Exception:  # noqa: BLE001 - looking for where the failure is, not why
                inp = inputs[k - 1]
                if inp.pins:
                    return message(
                        "phase {phase} (rng pins: {pins}): ",
                        phase=inp.id,
                        pins=", ".join(sorted(inp.pins)),
                    )
                return message("phase {phase}: ", phase=inp.id)
        return ""

    def _append_playable(self, event: Event) -> Event:
        """Store ``event`` only if the game still plays with it; otherwise refuse it."""
        first_open = self._first_phase_open()
        event = self._stage(event)
        old = list(self.commitments)
        try:
            self._check_playable()
            also = self._commitment_after(event, first_open and event.phase == self._first_id())
            self._commit(event, also=also)
        except IllegalEntry:
            self.commitments = old
            self._unstage(event)
            raise
        except (StorageError, ReadOnlyError):
            self.commitments = old
            raise  # _commit took the entry out again
        except KnownError as exc:
            self.commitments = old
            self._unstage(event)
            raise IllegalEntry("bad-entry", of_error(exc)) from None  # template: forwarded
        except BaseException:
            self.commitments = old
            self._unstage(event)
            raise
        return event

    def _first_id(self) -> str:
        return next(self.ruleset.phase_ids(self.start.config))

    def _first_phase_open(self) -> bool:
        return self._first_id() not in self.closed_phases()

    def _pregame_commitment(self, phase: str) -> list[Event]:
        """Ending the pre-game commits the roles it gave (a new commitment, to post with
        Day 1), in the end's own transaction."""
        from .commitment import PREGAME

        if phase != PREGAME or phase != self._first_id() or not self.commitments:
            return []
        return [self._new_commitment(redeal=False, stage=PREGAME)]

    def discard_last(self) -> Event:
        """Take back the last entry for good (not redo-able)."""
        self._writable()
        event = self.events[-1]
        if self.storage is not None:
            self.storage.set_status(event.seq, "discarded")
        self._log.pop()
        self._invalidate()
        return event

    def _checked(self, event: Event, list_name: str) -> Changes:
        """Store a player's submission; when the rules refuse it, store only a record of the
        refusal (never played, listed in :meth:`refused`) and raise IllegalEntry."""
        phase = event.phase
        in_open_phase = phase == self.current_phase_id()
        event = self._stage(event)
        try:
            before = self._index_in(phase, list_name, event.seq)
            try:
                self._check_playable(closed=False)  # a vote or action: the fold with it plays
                record = self._record_of(phase)
            except KnownError as exc:
                raise IllegalEntry("bad-entry", of_error(exc)) from None  # template: forwarded
            refusal = next(
                (
                    rej
                    for rej in (record.rejected if record else [])
                    if rej.list_name == list_name and rej.index == before
                ),
                None,
            )
        except BaseException:
            self._unstage(event)
            raise
        if refusal is None:
            self._commit(event)
            from .game import ACTION_CHANGES, ALL_CHANGES, VOTE_CHANGES

            if not in_open_phase or self.current_phase_id() != phase:
                return ALL_CHANGES  # a correction of an earlier phase: every later one changed
            return ACTION_CHANGES if list_name == "actions" else VOTE_CHANGES
        self._unstage(event)
        record_seq = self._record_refusal(event, refusal.reason)
        raise RefusedEntry(refusal.reason, record_seq)

    def _record_refusal(self, entry: Event, reason: str, words: str = "") -> int:
        payload = {"kind": entry.kind, "payload": dict(entry.payload), "reason": reason}
        if words:
            payload["words"] = words
        self._writable()
        record = Event("refused", entry.phase, payload, self._next_seq())
        if self.storage is not None:
            self.storage.append(record, drop_redo=False)
        self._last_seq = max(self._last_seq, record.seq)
        self.refusals.append(
            Refusal(record.seq, entry.phase, entry.kind, entry.payload, reason, words)
        )
        return record.seq

    def refused(self, phase: str | None = None) -> list[Refusal]:
        """The refused entries (of ``phase``, or all), in entry order: a player's refused
        submissions, and entries in the file the installed rules can no longer play."""
        return [r for r in self.refusals if phase is None or r.phase == phase]

    def take_back(self, seq: int) -> Changes:
        """Remove refused entry ``seq`` from the list (and, for an unplayable entry, from the
        file's log) for good."""
        self._writable()
        refusal = next((r for r in self.refusals if r.seq == seq), None)
        if refusal is None:
            raise IllegalEntry("bad-target", "there is no refused entry #{seq}", seq=seq)
        if self.storage is not None:
            self.storage.set_status(seq, "discarded")
        self.refusals.remove(refusal)
        from .game import Changes

        return Changes(entries=True)

    def _hold_out_unplayable(self) -> None:
        """Entries of an opened file that the rules now refuse are held out of the log (and
        listed as refused), so the file opens; nothing in the file changes until taken back."""
        for _ in range(100):
            problem = self._problem()
            if not problem:
                return
            everything = self.events
            self.events = []
            self._invalidate()
            if everything and self._problem():
                self.events = everything
                everything = []  # the opening itself does not play
            low, high = 0, len(everything)  # the shortest failing prefix is events[:high]
            while low + 1 < high:
                mid = (low + high) // 2
                self.events = everything[:mid]
                self._invalidate()
                if self._problem():
                    high = mid
                else:
                    low = mid
            culprit = everything[high - 1] if everything else None
            self.events = [e for e in everything if e is not culprit]
            self._invalidate()
            if culprit is None:
                raise GameFileError(
                    "{path}: the game cannot be replayed with the installed setup: {problem}",
                    path=self.path,
                    problem=problem,
                )
            self.refusals.append(
                Refusal(
                    culprit.seq,
                    culprit.phase,
                    culprit.kind,
                    culprit.payload,
                    "unplayable",
                    problem,
                    stored=False,
                )
            )

    def _problem(self) -> str:
        try:
            self._check_playable()
            check_names(self._as_script(), self.ruleset)
        except KnownError as exc:
            return of_error(exc)  # the error's message: the window says it in its language
        return ""

    def _as_script(self) -> GameScript:
        o = self.opening
        return GameScript(
            o.setup, o.seed, list(o.players), dict(o.config), dict(o.roles), self.inputs()
        )


def _refusal_export(refusal: Refusal) -> dict[str, Any]:
    p = refusal.payload
    out: dict[str, Any] = {"phase": refusal.phase, "seq": refusal.seq}
    if refusal.kind == "vote":
        out["voter"] = p.get("voter")
        out["vote"] = p.get("vote", "elimination")
        out["target"] = p.get("target")
    elif refusal.kind == "action":
        out["actor"] = p.get("actor")
        out["ability"] = p.get("ability")
        out["targets"] = list(p.get("targets", []))
    else:
        out["entry"] = refusal.kind
    out["reason"] = refusal.reason
    out["refused"] = True
    return out


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """No cyclic garbage collection while a game file is read and folded: they build tens of
    thousands of objects that all stay (a 20,000-event game), and the collector, counting
    them as they come, would walk the whole heap again and again (half of a first open's
    time in the window, issue 12). What little garbage they leave is collected later."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _sqlite() -> Backend:
    from .store import SQLITE

    backend: Backend = SQLITE  # type: ignore[assignment]  # returns its own Storage class
    return backend

"""The open game: an event log plus the state folded from it. Every input is a method here.

The GUI and the command line change a game only through :class:`Game`; each method
appends one event (committed at once when the game has a file) and returns a
:class:`Changes` naming what to refresh.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import fold_cache
from .engine.errors import IllegalEntry, KnownError, ScriptError
from .engine.fold import Checkpoints, FoldResult
from .engine.messages import of_error
from .engine.model import GameState, PhaseInput, PhaseRecord
from .engine.moderator import apply_moderator
from .engine.rng import Draws
from .engine.ruleset import Ruleset
from .events import Event, script_events
from .game_file import SIDE_KINDS, GameFile, _refusal_export
from .game_file import Refusal as Refusal
from .game_file import RefusedEntry as RefusedEntry
from .gamefile import Storage
from .names import check_new_name, check_roster
from .os_text import os_reason
from .phase_log import PhaseLog
from .render import Renderer, TemplateFailure
from .script import GameScript, check_config, check_names, check_roles, read_vote_words
from .sent import (
    PostFailure,
    PostItem,
    SentChange,
    listing_each,
    marked_phases,
    note_changes,
    placed_marks,
    post_items,
    text_hash,
)
from .sent import changes as sent_changes
from .setups import SetupInfo, build_ruleset, load_setup
from .views import EntryView, TallyView, entry_views, tally_views


@dataclass(frozen=True)
class Changes:
    """What an operation changed, so views refresh only that.

    ``roster``: players (status, charges, notes); ``phase``: which phase is open, its data
    (deadline) and every record; ``entries``: the open phase's votes or actions and its live
    preview; ``tally``: the open phase's tally; ``posts``: the posts and PMs; ``log`` and
    ``undo``: the game log and the undo/redo labels (every entry)."""

    roster: bool = False
    phase: bool = False
    entries: bool = False
    posts: bool = False
    log: bool = True
    undo: bool = True
    tally: bool = False


ALL_CHANGES = Changes(roster=True, phase=True, entries=True, posts=True, tally=True)
#: a vote in the open phase: its entries, its tally, its preview's posts, and the roster
#: (a hammer shows a player dying)
VOTE_CHANGES = Changes(roster=True, entries=True, posts=True, tally=True)
#: an action in the open phase: its entries and preview (deaths pending), and the roster
ACTION_CHANGES = Changes(roster=True, entries=True, posts=True)


@dataclass(frozen=True)
class Opening:
    """How the game began: the ``new-game`` event's payload."""

    setup: str
    seed: int
    players: tuple[str, ...]
    roles: Mapping[str, Any]
    config: Mapping[str, Any]
    salt: str = ""
    title: str = ""

    def payload(self) -> dict[str, Any]:
        return {
            "setup": self.setup,
            "seed": self.seed,
            "players": list(self.players),
            "roles": dict(self.roles),
            "config": dict(self.config),
            "salt": self.salt,
            "title": self.title,
        }

    @classmethod
    def from_payload(cls, p: Mapping[str, Any]) -> Opening:
        return cls(
            p["setup"],
            int(p["seed"]),
            tuple(p["players"]),
            dict(p.get("roles", {})),
            dict(p.get("config", {})),
            str(p.get("salt", "")),
            str(p.get("title", "")),
        )


class Game(GameFile):
    """One game: setup, opening, event log; state is always the fold of the log. Its file,
    refusal records and deal commitments: :class:`~mafiamod.game_file.GameFile`."""

    def __init__(
        self,
        opening: Opening,
        events: Sequence[Event] = (),
        storage: Storage | None = None,
        *,
        checked: bool = False,
    ) -> None:
        self.opening = opening
        self.info: SetupInfo = load_setup(opening.setup)
        self.ruleset: Ruleset = build_ruleset(self.info)
        if checked:  # a new game's options (a file's were checked when it was made)
            check_config(self.info.data, opening.config, len(opening.players))
        self.renderer = Renderer(self.info.templates_dir)
        self.start: GameState = self.ruleset.new_state(
            opening.seed, opening.players, opening.roles, opening.config
        )
        self._log = PhaseLog(events)
        self.redo_stack: list[Event] = []
        self.storage: Storage | None = storage
        self.path: Path | None = storage.path if storage is not None else None
        self.refusals: list[Refusal] = []
        self.commitments: list[Event] = []  # each deal commitment shown, the latest last
        self._last_seq = 0
        self._live = True
        self._result: FoldResult | None = None
        self._closed_result: FoldResult | None = None
        self._open_state: GameState | None = None
        self._current: tuple[str | None] | None = None
        self._fold: Checkpoints | None = None
        self._previews: dict[str, PhaseInput] = {}  # the open phase before any entry
        self._rendered: dict[int, PhaseRecord] = {}  # rendered, or to be when read
        #: the records played now are rendered when their posts are first read, not at once
        #: (a game being opened: its posts panel reads one phase; an entry's records are
        #: rendered at once, so that a template failing on it refuses it)
        self.defer_posts = False
        #: each record's posts and PMs as listed (id → the record, held, and its listing)
        self._post_items: dict[int, tuple[PhaseRecord, list[PostItem | PostFailure]]] = {}
        #: the marks, the items and their placed_marks() (see _placed_marks)
        self._placed: (
            tuple[Mapping[str, Any], list[PostItem], Mapping[str, Mapping[str, Any]]] | None
        ) = None
        # the fold kept between sessions (fold_cache): its phases' digests, and the digests
        # already computed of these input objects (held, so that their ids stay theirs)
        self._kept_digests: list[bytes] | None = None
        self._kept_rows = b""  # the digest of the file's rows the kept checkpoints saw
        self._digested: dict[int, bytes] = {}
        self._digested_inputs: list[PhaseInput] = []

    # -- the log -----------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        """The active events in entry order (read it; change the game through the methods)."""
        return self._log.events

    @events.setter
    def events(self, events: Sequence[Event]) -> None:
        self._log = PhaseLog(events)
        self._invalidate()

    @property
    def live(self) -> bool:
        """A game being played shows a preview of the open phase (a replayed script does not)."""
        return self._live

    @live.setter
    def live(self, value: bool) -> None:
        self._live = value
        self._invalidate()

    def _invalidate(self) -> None:
        """Forget the answers derived from the log (the checkpoints stay: they replay only
        from the first phase whose input changed)."""
        self._result = self._closed_result = None
        self._open_state = None
        self._current = None

    # -- construction ----------------------------------------------------------
    @classmethod
    def from_script(cls, script: GameScript) -> Game:
        """A game (no file) holding exactly what the script entered; script errors raise."""
        opening = Opening(
            script.setup,
            script.seed,
            tuple(script.players),
            script.roles,
            script.config,
            title=script.title,
        )
        check_roles(script.roles)
        game = cls(opening, checked=True)
        check_roster(script.players, game.ruleset.special_vote_targets, where="'players'")
        script = read_vote_words(script, game.ruleset)
        check_names(script, game.ruleset)
        game.events = [
            Event(e.kind, e.phase, e.payload, i + 1)
            for i, e in enumerate(script_events(script.phases))
        ]
        game.live = False
        return game

    @classmethod
    def create(
        cls,
        setup: str,
        players: Sequence[str],
        seed: int | None = None,
        roles: Mapping[str, Any] | None = None,
        config: Mapping[str, Any] | None = None,
        title: str = "",
    ) -> Game:
        """A new game with no file yet (:meth:`save_as` gives it one). Names, seed, fixed
        roles and options are checked (KnownError naming the problem)."""
        if seed is not None and (
            not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63
        ):
            raise ScriptError(
                "seed {seed!r}: expected a whole number from 0 to 2**63 - 1", seed=seed
            )
        check_roles(dict(roles or {}))
        opening = Opening(
            setup,
            seed if seed is not None else secrets.randbelow(2**31),
            tuple(check_roster(list(players))),
            dict(roles or {}),
            dict(config or {}),
            salt=secrets.token_hex(16),
            title=title,
        )
        game = cls(opening, checked=True)
        check_roster(list(opening.players), game.ruleset.special_vote_targets)
        try:
            game._record_commitment(opening.salt, redeal=False)
        except KnownError:
            game.commitments = []  # a deal that cannot be made: the game will say so
        return game

    # -- reading ---------------------------------------------------------------
    def inputs(self) -> list[PhaseInput]:
        """The rules' input of every phase, in game order."""
        return self._log.inputs()

    def _checkpoints(self) -> Checkpoints:
        if self._fold is None or self._fold.states[0] is not self.start:
            self._fold = Checkpoints(self.ruleset, self.start)
        return self._fold

    def _fold_inputs(self) -> list[PhaseInput]:
        """What :meth:`result` folds: every phase's input, and the open phase's preview."""
        inputs = self.inputs()
        current = self.current_phase_id() if self.live else None
        if current is not None and (not inputs or inputs[-1].id != current):
            preview = self._previews.get(current)
            if preview is None:
                preview = self._previews[current] = PhaseInput(id=current, closed=False)
            inputs.append(preview)
        return inputs

    def result(self) -> FoldResult:
        """The fold of the log (cached until the next change), with posts rendered.

        Only the phases from the first one that changed are played again (the state at the
        start of every phase is kept), and only their records are rendered again (those of
        a game being opened when their posts are first read: :attr:`defer_posts`)."""
        if self._result is None:
            inputs = self._fold_inputs()
            checkpoints = self._checkpoints()
            checkpoints.update(inputs)
            result = checkpoints.prefix(len(inputs))
            rendered = {}
            known = self._rendered
            for record in result.records:
                if not record.ignored and known.get(id(record)) is not record:
                    if self.defer_posts:
                        record.pending = self.renderer.render_record
                    else:
                        self.renderer.render_record(record)
                rendered[id(record)] = record
            self._rendered = rendered
            self._result = result  # what the items below are listed from
            marks = self._log.sent_marks()
            try:  # "changed since sent" in the timeline (only marked phases are rendered)
                if marks:
                    items = self._marked_items()
                    note_changes(result.records, self.events, marks=marks, items=items)
            except BaseException:
                self._result = None
                raise
        return self._result

    @property
    def state(self) -> GameState:
        return self.result().final

    # -- the checkpoints kept between sessions (mafiamod/fold_cache.py) ----------------
    def _fold_key(self) -> str:
        return fold_cache.game_key(self.info.content_hash, self.opening.payload())

    def resume_fold(self, kept: fold_cache.Snapshot | None = None, rows: bytes = b"") -> int:
        """Take the checkpoints an earlier session of this game file kept (``kept``, read
        already, or read now), as far as they hold for this log (each phase's input is
        compared with the digest of the one it was played from); the fold then plays on
        from there. Returns how many phases it took.

        ``rows``: the digest of the file's rows this log was read from; when the checkpoints
        were kept from a log that was exactly those rows' entries, its inputs are the ones
        these rows give, and their digests are not computed again."""
        if self.path is None:
            return 0
        try:
            if kept is None:
                kept = fold_cache.read(self.path)
            snapshot = kept if kept is not None and kept.key == self._fold_key() else None
            if snapshot is None:
                return 0
            inputs = self.inputs()  # not the preview: which phase is open needs the fold
            digests: list[bytes] = []
            same_rows = bool(rows) and fold_cache.kept_rows(snapshot) == rows
            if same_rows and snapshot.rows_inputs and len(snapshot.digests) >= len(inputs):
                digests = snapshot.digests[: len(inputs)]
            done = len(digests)
            for inp, was in zip(inputs[done:], snapshot.digests[done:], strict=False):
                digests.append(fold_cache.input_digest(inp))
                if digests[-1] != was:
                    break
            else:
                if len(inputs) > len(snapshot.digests):
                    digests.append(fold_cache.input_digest(inputs[len(snapshot.digests)]))
        except KnownError:
            return 0  # the log does not play: the fold from scratch will say so
        self._digested = dict(zip(map(id, inputs), digests, strict=False))
        self._digested_inputs = inputs  # keeps the ids above meaning these inputs
        self._kept_digests = snapshot.digests
        view = self.ruleset.boundary_view
        n = fold_cache.usable(
            snapshot, digests, lambda i: view(inputs[i] if i < len(inputs) else None)
        )
        if n == 0:
            return 0
        # the last phase taken was played with the input after it (the same as now), or
        # with none when the whole fold was taken (fold_cache.usable)
        following = inputs[n] if n < len(inputs) else None
        self._fold = Checkpoints.resume(
            self.ruleset,
            self.start,
            inputs[:n],
            snapshot.states[:n],
            snapshot.records[:n],
            following,
        )
        self._rendered = {id(r): r for r in self._fold.records}  # kept rendered
        self._invalidate()
        return n

    def keep_fold(self) -> None:
        """Keep the checkpoints for the next session of this game file (on closing it);
        nothing is written when they are the ones kept already."""
        if self.path is None:
            return
        fold_cache.release()
        try:
            for record in self.result().records:
                record.posts  # noqa: B018 - every record rendered (kept so)
        except Exception:  # noqa: BLE001 - a game that does not play keeps no checkpoints
            return
        checkpoints = self._fold
        if checkpoints is None or not checkpoints.inputs:
            return
        known = self._digested
        digests = [known.get(id(i)) or fold_cache.input_digest(i) for i in checkpoints.inputs]
        stored = None
        if self.storage is not None:
            try:  # the file as it is now (only changed rows are parsed again)
                stored = self.storage.load()
            except KnownError:
                stored = None
        rows = stored.rows_digest if stored is not None else b""
        if digests == self._kept_digests and rows == self._kept_rows:
            return
        # whether the inputs folded are those the file's rows give (the log is the file's)
        inputs = self.inputs()
        rows_inputs = (
            stored is not None
            and len(checkpoints.inputs) >= len(inputs)
            and all(a is b for a, b in zip(inputs, checkpoints.inputs, strict=False))
            and [e for e in stored.events if e.kind not in SIDE_KINDS] == self.events
        )
        fold_cache.save(
            self.path,
            self._fold_key(),
            digests,
            checkpoints.states,
            checkpoints.records,
            stored,
            rows_inputs=rows_inputs,
            views=checkpoints.next_views,
        )
        self._kept_rows = rows
        self._kept_digests = digests
        self._digested = dict(zip(map(id, checkpoints.inputs), digests, strict=True))
        self._digested_inputs = list(checkpoints.inputs)

    def closed_phases(self) -> list[str]:
        return self._log.closed_phases()

    def current_phase_id(self) -> str | None:
        """The phase being entered now (None once the game is over)."""
        if self._current is None:
            self._current = (self._compute_current_phase(),)
        return self._current[0]

    def _compute_current_phase(self) -> str | None:
        closed = self.closed_phases()
        if closed and self.closed_result().final.winner is not None:
            return None
        seq = self.ruleset.phase_ids(self.start.config)
        if not closed:
            first = next(seq)
            return self._log.first_phase() or first
        last = closed[-1]
        for pid in seq:
            if pid == last:
                return next(seq)
        return None

    def closed_result(self) -> FoldResult:
        """The fold of the closed phases only (what has been published): a prefix of the
        same checkpointed fold as :meth:`result`, not a second fold."""
        if self._closed_result is None:
            closed = [i for i in self.inputs() if i.closed]
            checkpoints = self._checkpoints()
            done = checkpoints.inputs
            if len(done) < len(closed) or any(
                a is not b for a, b in zip(done, closed, strict=False)
            ):
                checkpoints.update(closed)
            self._closed_result = checkpoints.prefix(len(closed))
        return self._closed_result

    def open_state(self) -> GameState:
        """The state the open phase starts from: the closed phases, the deal, and this phase's
        modkills and replacements, but none of its entries resolved (the live preview has
        already applied defaults and deaths that would hide choices still open).

        Computed once per change and shared by every view: read it, do not change it."""
        if self._open_state is None:
            self._open_state = self._compute_open_state()
        return self._open_state

    def _compute_open_state(self) -> GameState:
        state = self.closed_result().final.copy()
        current = self.current_phase_id()
        if current is None:
            return state
        open_input = self._log.input(current) or PhaseInput(id=current, closed=False)
        if not state.dealt:
            self.ruleset.deal(
                state, Draws(state.seed, current, open_input.pins), open_input, PhaseRecord(current)
            )
            state.dealt = True
        apply_moderator(state, open_input, PhaseRecord(current))
        return state

    def records(self) -> list[PhaseRecord]:
        return self.result().records

    def is_over(self) -> bool:
        return self.closed_result().final.winner is not None

    # -- changing --------------------------------------------------------------
    # (staging, committing, refusals: see mafiamod.game_file)

    def _index_in(self, phase: str | None, list_name: str, seq: int) -> int:
        """Where entry ``seq`` stands in its phase's list of actions or of ``list_name`` votes."""
        entries = self.entries(phase) if phase else []
        if list_name == "actions":
            same = [e.seq for e in entries if e.kind == "action"]
        else:
            same = [
                e.seq
                for e in entries
                if e.kind == "vote" and e.payload.get("vote", "elimination") == list_name
            ]
        return same.index(seq) if seq in same else len(same)

    def _record_of(self, phase: str | None) -> PhaseRecord | None:
        for record in self.result().records:
            if record.id == phase:
                return record
        return None

    def _phase(self) -> str:
        current = self.current_phase_id()
        if current is None:
            raise IllegalEntry("game-over")
        return current

    def vote(
        self,
        voter: str,
        target: str,
        vote: str = "elimination",
        *,
        phase: str | None = None,
        before: int | None = None,
        **extra: Any,
    ) -> Changes:
        """Enter a vote in posting order ("" withdraws). ``phase`` corrects an earlier day;
        ``before`` (a vote's seq) inserts a late-found vote just before that vote, in its phase."""
        self._known(voter)
        if target:
            target = self.ruleset.vote_target(target, self.state.names())
        if target and target not in self.ruleset.special_vote_targets:
            self._known(target)
        if vote not in self.ruleset.vote_names:
            raise IllegalEntry("bad-target", "this setup has no vote named {vote!r}", vote=vote)
        payload: dict[str, Any] = {"vote": vote, "voter": voter, "target": target, "extra": extra}
        if before is not None:
            phase = self._insertion_phase(before, vote, phase)
            payload["before"] = before
        return self._checked(Event("vote", self._entry_phase(phase), payload), vote)

    def _insertion_phase(self, before: int, vote: str, phase: str | None) -> str:
        """The phase of vote ``before`` (which must be a standing vote of the same kind)."""
        ref = self._log.event(before)
        if ref is not None and ref.kind != "vote":
            ref = None
        if ref is None or ref.phase is None or self._log.withdrawn(ref.seq):
            raise IllegalEntry(
                "bad-target", "there is no vote #{before} to insert before", before=before
            )
        if ref.payload.get("vote", "elimination") != vote:
            raise IllegalEntry(
                "bad-target", "vote #{before} is not a {vote} vote", before=before, vote=vote
            )
        if phase is not None and phase != ref.phase:
            raise IllegalEntry(
                "bad-target",
                "vote #{before} is in {phase}, not {open_phase}",
                before=before,
                phase=ref.phase,
                open_phase=phase,
            )
        return ref.phase

    def act(
        self,
        actor: str,
        ability: str | None,
        targets: Sequence[str] = (),
        *,
        phase: str | None = None,
        **extra: Any,
    ) -> Changes:
        """Enter a night/turn action as the player sent it. ``phase`` corrects an earlier night:
        every later phase is re-resolved with the same random draws."""
        self._known(actor)
        for target in targets:
            self._known(target)
        if ability is not None and ability not in self.ruleset.ability_ids:
            raise IllegalEntry("no-ability", "unknown ability {ability!r}", ability=ability)
        payload = {"actor": actor, "ability": ability, "targets": list(targets), "extra": extra}
        return self._checked(Event("action", self._entry_phase(phase), payload), "actions")

    def retract(self, seq: int) -> Changes:
        """Withdraw an earlier entry (a mistyped vote or action); later phases re-resolve."""
        event = self._log.event(seq)
        if event is None or event.kind not in ("vote", "action"):
            raise IllegalEntry(
                "bad-target", "there is no vote or action #{seq} to withdraw", seq=seq
            )
        # played first: a withdrawal that leaves a later pin no legal outcome is refused
        self._append_playable(Event("retract", None, {"seq": seq}))
        return ALL_CHANGES

    def entries(self, phase: str) -> list[Event]:
        """The votes and actions entered for ``phase``, in posting order (a late-found vote
        where it was posted; withdrawn entries left out)."""
        return self._log.entries(phase)

    def tally(self, phase: str | None = None) -> list[TallyView]:
        """The votes of ``phase`` (default: the open phase's live tally) as the rules counted
        them: wagons with their voters, the majority, a hammer."""
        phase = phase or self.current_phase_id()
        record = self._record_of(phase) if phase else None
        living = len(self.open_state().living()) if phase == self.current_phase_id() else None
        return tally_views(record, living)

    def entry_views(self, phase: str | None = None) -> list[EntryView]:
        """The votes and actions of ``phase`` (default: the open one) in posting order, each
        with the rules' verdict (ignored and why, or replaced by a later entry)."""
        phase = phase or self.current_phase_id()
        if phase is None:
            return []
        return entry_views(self.entries(phase), self._record_of(phase), self.ruleset.vote_names)

    def phase_events(self, kind: str, phase: str) -> list[Event]:
        """The events of one kind entered for ``phase``, in entry order."""
        return self._log.phase_events(phase, kind)

    def _entry_phase(self, phase: str | None) -> str:
        if phase is None:
            return self._phase()
        known = set(self.closed_phases()) | {self.current_phase_id()}
        if phase not in known:
            raise IllegalEntry("bad-target", "phase {phase} has not been played yet", phase=phase)
        return phase

    def set_data(self, key: str, value: Any) -> Changes:
        """Set a phase field (pre-game choices, rolls, a deadline, …)."""
        self._append_playable(Event("data", self._phase(), {"key": key, "value": value}))
        return ALL_CHANGES

    def pin(self, name: str, value: Any, phase: str | None = None) -> Changes:
        """Override a random draw (or moderator choice) of a phase; later phases re-resolve.
        An override that would change the committed deal is refused (see :meth:`redeal`)."""
        target_phase = phase or self._phase()
        try:
            self._append_playable(Event("pin", target_phase, {"name": name, "value": value}))
        except IllegalEntry as exc:
            if exc.reason == "committed":
                raise
            raise IllegalEntry("bad-pin", of_error(exc)) from None  # template: forwarded
        return ALL_CHANGES

    def modkill(self, player: str) -> Changes:
        if not self.state.is_alive(player):
            raise IllegalEntry("target-dead", "{player} is not a living player", player=player)
        self._append_playable(Event("moderator", self._phase(), {"entry": {"modkill": player}}))
        return ALL_CHANGES

    def replace(self, old: str, new: str) -> Changes:
        new = new.strip()
        if not new or self.state.has_player(new):
            raise IllegalEntry("bad-target", "the name {new!r} is blank or already in use", new=new)
        others = [p.name for p in self.state.players]
        try:
            new = check_new_name(new, others, self.ruleset.special_vote_targets)
        except KnownError as exc:
            raise IllegalEntry("bad-target", of_error(exc)) from None  # template: forwarded
        if not self.state.is_alive(old):
            raise IllegalEntry("target-dead", "{old} is not a living player", old=old)
        self._append_playable(
            Event("moderator", self._phase(), {"entry": {"replace": old, "by": new}})
        )
        return ALL_CHANGES

    def end_phase(self) -> Changes:
        """Close the current phase (End Day / Resolve Night / Resolve Turn)."""
        phase = self._phase()
        event = self._stage(Event("end-phase", phase, {}))
        try:
            try:
                self._check_playable()
            except KnownError as exc:
                raise IllegalEntry("bad-entry", of_error(exc)) from None  # template: forwarded
            record = self._record_of(phase)
            posts = (phase, record.posts, record.pms) if record is not None else None
        except BaseException:
            self._unstage(event)
            raise
        old = list(self.commitments)
        try:
            also = self._pregame_commitment(phase)  # the roles a pre-game gave, committed
            # the phase's posts (and that commitment) in the same transaction
            self._commit(event, posts=posts, also=also)
        except BaseException:
            self.commitments = old
            if self.events and self.events[-1] is event:
                self._unstage(event)
            raise
        return ALL_CHANGES

    def note(self, player: str, text: str) -> Changes:
        self._append(Event("note", None, {"player": player, "text": text}))
        return Changes(roster=True)

    def mark_sent(self, key: str, sent: bool = True, text: str | None = None) -> Changes:
        """Mark a post or PM (``PostItem.key``) sent: the mark remembers the text sent (the
        text now, unless given), so a correction that changes it shows (:meth:`sent_changes`)."""
        payload: dict[str, Any] = {"key": key, "sent": sent}
        if sent:
            if text is None:
                phase = key.partition(":")[0]
                text = next((i.text for i in self.post_items(phase) if i.key == key), None)
            if text is not None:
                payload["hash"] = text_hash(text)
                payload["text"] = text
        self._append(Event("sent", None, payload))
        return Changes(posts=True)

    def post_items(self, phase: str | None = None) -> list[PostItem]:
        """Every rendered post and PM with its key (the live preview's included), or those of
        ``phase`` only (only its posts are rendered). A post or PM whose template fails is
        not among them: :meth:`post_listing` lists it in its place."""
        return [
            i for i in self._listing(None if phase is None else (phase,)) if type(i) is PostItem
        ]

    def post_listing(self, phase: str | None = None) -> list[PostItem | PostFailure]:
        """:meth:`post_items` with, in its place, each post or PM whose template fails to
        render as a :class:`~mafiamod.sent.PostFailure` (what the window shows: one failing
        template in a stranger's setup does not hide the other posts, nor stop the window;
        ending the phase or exporting the game still fails on it, with its message)."""
        return self._listing(None if phase is None else (phase,))

    def _listing(self, phases: Collection[str] | None) -> list[PostItem | PostFailure]:
        """The listing of every record, or of the records of ``phases``. A record kept from
        the last fold keeps its listing (only replayed phases are listed again; a failing
        template is not run again on each read)."""
        listing: list[PostItem | PostFailure] = []
        known, self._post_items = self._post_items, {}
        for record in self.records():
            entry = known.get(id(record))
            if entry is not None and entry[0] is not record:
                entry = None
            if phases is not None and record.id not in phases:
                if entry is not None:
                    self._post_items[id(record)] = entry
                continue
            if entry is None:
                entry = (record, self._list_record(record))
            self._post_items[id(record)] = entry
            listing.extend(entry[1])
        return listing

    def _list_record(self, record: PhaseRecord) -> list[PostItem | PostFailure]:
        try:
            return list(post_items([record]))
        except TemplateFailure:  # each post on its own: the failing ones say so in their place
            return listing_each(record, self.renderer.render)

    def _marked_items(self) -> list[PostItem]:
        """The items of the phases that have sent marks (all that placing them needs)."""
        phases = marked_phases(self._log.sent_marks())
        return [i for i in self._listing(phases) if type(i) is PostItem] if phases else []

    def sent_status(self, key: str, text: str) -> str:
        """ "" (not sent), "sent", or "changed" (sent, and ``text`` differs from what was)."""
        mark = self._placed_marks().get(key)
        if mark is None:
            return ""
        return "changed" if mark.get("hash") and mark["hash"] != text_hash(text) else "sent"

    def _placed_marks(self) -> Mapping[str, Mapping[str, Any]]:
        """:func:`~mafiamod.sent.placed_marks`, kept while the marks and the items are the same."""
        marks = self._log.sent_marks()
        if not marks:
            return marks
        items = self._marked_items()
        kept = self._placed
        if (
            kept is None
            or kept[0] is not marks
            or len(kept[1]) != len(items)
            or any(a is not b for a, b in zip(kept[1], items, strict=True))
        ):
            kept = self._placed = (marks, items, placed_marks(marks, items))
        return kept[2]

    def sent_changes(self) -> list[SentChange]:
        """The sent posts and PMs a later correction changed, each with its difference."""
        marks = self._log.sent_marks()
        if not marks:
            return []
        return sent_changes(self.records(), self.events, marks=marks, items=self._marked_items())

    def notes(self) -> dict[str, str]:
        return self._log.notes()

    def sent_keys(self) -> set[str]:
        return self._log.sent_keys()

    def _known(self, name: str) -> None:
        if not self.state.has_player(name):
            raise IllegalEntry("bad-target", "{name!r} is not a player", name=name)

    # -- undo ------------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self.events)

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo_label(self) -> str:
        return self.events[-1].describe() if self.events else ""

    def redo_label(self) -> str:
        return self.redo_stack[-1].describe() if self.redo_stack else ""

    def undo(self) -> Changes:
        if not self.events:
            raise KnownError("nothing to undo")
        self._writable()
        event = self.events[-1]
        if event.kind in ("pin", "data"):
            self._log.pop()
            self._invalidate()
            try:
                self._keeps_commitment(f"undoing '{event.describe()}'")
            finally:
                self._log.append(event)
                self._invalidate()
        if self.storage is not None:
            self.storage.set_status(event.seq, "undone")
        self.redo_stack.append(self._log.pop())
        self._invalidate()
        return ALL_CHANGES

    def redo(self) -> Changes:
        if not self.redo_stack:
            raise KnownError("nothing to redo")
        self._writable()
        event = self.redo_stack[-1]
        if event.kind in ("pin", "data"):
            self._log.append(event)
            self._invalidate()
            try:
                self._keeps_commitment(f"redoing '{event.describe()}'")
            finally:
                self._log.pop()
                self._invalidate()
        if self.storage is not None:
            self.storage.set_status(event.seq, "active")
        self._log.append(self.redo_stack.pop())
        self._invalidate()
        return ALL_CHANGES

    # -- output ----------------------------------------------------------------
    def export_json(self) -> dict[str, Any]:
        """The replay JSON of ``../shared/spec/game-script.md``."""
        result = self.result()
        final = result.final
        records = [r for r in result.records]
        if records and not records[-1].ignored and not self._closed(records[-1].id):
            records = records[:-1]  # the open phase is a preview, not part of the replay
        out = {
            "setup": self.opening.setup,
            "seed": self.opening.seed,
            "config": final.config,
            "winner": final.winner,
            "winners": list(final.winners or []),
            "ended_in": final.ended_in,
            "players": [p.export() for p in final.players],
            "phases": [r.export() for r in records],
        }
        return out

    def refused_json(self) -> list[dict[str, Any]]:
        """The refused entries as plain data (kept out of :meth:`export_json`: the replay of
        the same events, a script, has no refusal records)."""
        return [_refusal_export(r) for r in self.refusals]

    def _closed(self, phase: str) -> bool:
        return self._log.is_closed(phase)

    def to_script(self) -> str:
        """The game as a game script (TOML) that replays to the same state."""
        from .script_writer import write_script

        return write_script(self.opening, self.inputs())

    def dumps(self) -> str:
        return json.dumps(self.export_json(), ensure_ascii=False, indent=2)


def open_game(path: Path | str, *, read_only: bool = False) -> Game:
    """Open a game file (:meth:`Game.open`)."""
    return Game.open(path, read_only=read_only)


def create_game(path: Path | str, game: Game) -> Game:
    """Give ``game`` its new file (:meth:`Game.save_as`)."""
    return game.save_as(path)


def replay_file(path: Path) -> Game:
    """Read and play a script file (errors are ScriptErrors with a clear message)."""
    from .script import parse_script

    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise ScriptError("{path}: cannot read: {error}", path=path, error=os_reason(exc)) from None
    except UnicodeDecodeError as exc:
        raise ScriptError(
            "{path}: not UTF-8 text (byte {byte})", path=path, byte=exc.start
        ) from None
    script = parse_script(text, str(path))
    game = Game.from_script(script)
    game._check_playable()
    return game

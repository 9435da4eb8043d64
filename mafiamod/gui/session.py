"""The open game as the window sees it: every Game call goes through here.

:class:`GameSession` catches :class:`KnownError` around every call (an illegal entry,
a bad pin, a file problem) and reports the message; the game stays as it was. After a
successful call it emits the :class:`~mafiamod.game.Changes` the game returned, and the
views refresh what it names.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..engine.errors import KnownError
from . import engine_text, refguard
from .said import LANGUAGE
from .wording import Wording, game_names

if TYPE_CHECKING:
    from ..engine.model import GameState, PhaseInput, PhaseRecord
    from ..engine.options import EntryOption
    from ..events import Event
    from ..game import Game


class GameSession(QObject):
    """Holds the open :class:`Game` (or none) and relays its changes."""

    changed = Signal(object)  # Changes
    opened = Signal()
    failed = Signal(str)
    succeeded = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.path: Path | None = None
        # the last error a call was refused with (its reason id, for a sentence about it)
        self.last_error: BaseException | None = None
        # (the game, its open state, the phase, the rules' entry options for them)
        self._options: tuple[Any, Any, str, list[EntryOption]] | None = None
        # (the game, its wording)
        self._wording: tuple[Game | None, int, Wording] | None = None
        self._named = -1  # how many entries the wording's player names were read from

    def open(self, game: Game | None, path: Path | None = None) -> None:
        self.close()
        self.game = game
        self.path = path
        self.opened.emit()

    def close(self) -> None:
        """Let go of the open game's file (every entry is already committed)."""
        if self.game is not None:
            self.game.close()
        self.game = None

    def error_text(self, exc: BaseException) -> str:
        """An error's message in the window's language, with the game's names."""
        return engine_text.error(exc, Wording.of(self.game))

    def call(self, method: str, *args: Any, **kwargs: Any) -> bool:
        """Run ``game.<method>(...)``; False (and a message) when the game refuses it."""
        if self.game is None:
            self.failed.emit(self.tr("No game is open."))
            return False
        self.last_error = None
        try:
            # the game checks an entry before storing it: a refused or failing entry (a bug
            # included) leaves the game and its file as they were
            changes = getattr(self.game, method)(*args, **kwargs)
            problem = self._unplayable()
        except KnownError as exc:
            self.last_error = exc
            self.failed.emit(self.error_text(exc))
            from ..game import Changes, RefusedEntry  # (loaded with the first game)

            if isinstance(exc, RefusedEntry):  # its refusal record is new: the lists show it
                self.changed.emit(Changes(entries=True))
            return False
        if problem:
            # An entry the rules cannot play (e.g. pre-game rolls out of range): take it back
            # at once, so the game stays as it was before the entry.
            self.game.discard_last()
            self.failed.emit(self.tr("{problem} (the entry was not kept)").format(problem=problem))
            return False
        self.changed.emit(changes)
        refguard.top_up()  # an entry's refresh calls Qt a few hundred times
        return True

    def _unplayable(self) -> str:
        """The error the fold now raises, or "" when the game plays."""
        assert self.game is not None
        try:
            self.game.result()
            self.game.closed_result()
        except KnownError as exc:
            return self.error_text(exc)
        return ""

    # -- reading the open phase ------------------------------------------------
    def phase_id(self) -> str | None:
        return self.game.current_phase_id() if self.game else None

    def phase_kind(self) -> str:
        phase = self.phase_id()
        if self.game is None or phase is None:
            return "over"
        return self.game.ruleset.phase_kind(phase)

    def record(self, phase: str | None = None) -> PhaseRecord | None:
        """The record of ``phase`` (default: the open phase's live preview)."""
        if self.game is None:
            return None
        phase = phase or self.phase_id()
        try:
            records = self.game.records()
        except KnownError as exc:
            self.failed.emit(self.error_text(exc))
            return None
        return next((r for r in records if r.id == phase), None)

    def phase_input(self, phase: str | None = None) -> PhaseInput | None:
        if self.game is None:
            return None
        phase = phase or self.phase_id()
        return next((i for i in self.game.inputs() if i.id == phase), None)

    def phase_events(self, kind: str, phase: str | None = None) -> list[Event]:
        """The events of one kind entered in a phase, in entry order."""
        if self.game is None:
            return []
        phase = phase or self.phase_id()
        return self.game.phase_events(kind, phase) if phase else []

    def open_state(self) -> GameState:
        """The state the open phase starts from (``Game.open_state``), not the preview."""
        assert self.game is not None
        try:
            return self.game.open_state()
        except KnownError as exc:  # e.g. fixed roles the seeded pre-game does not fit (yet)
            self.failed.emit(self.error_text(exc))
            return self.game.start

    def entry_options(self) -> list[EntryOption]:
        """The rules' entry options of the open phase (``ruleset.entry_options`` on the open
        state), worked out once per change of the game and shared by the views (the night's
        rows, the day's pickers, the timeline's words); raises what the rules raise."""
        game, phase = self.game, self.phase_id()
        if game is None or phase is None:
            return []
        try:
            state = game.open_state()  # the game's own: a new object after every change
        except KnownError:  # told as open_state() tells it; options from the start
            return list(game.ruleset.entry_options(self.open_state(), phase))
        kept = self._options
        if kept is None or kept[0] is not game or kept[1] is not state or kept[2] != phase:
            options = list(game.ruleset.entry_options(state, phase))
            kept = self._options = (game, state, phase, options)
        return list(kept[3])

    def setup_wording(self) -> Wording:
        """The game's wording (``Wording.of``: its setup's role, ability and faction names),
        made once per game and language (the setup's draw and announcement names follow the
        window's language) and shared: what the timeline says a record with. Not the open
        phase's entry options: their labels are the setup's ``[abilities]`` names (issue 12:
        working the options out again after every change cost a Resolve 0.7 ms)."""
        kept = self._wording
        if kept is None or kept[0] is not self.game or kept[1] != LANGUAGE[0]:
            kept = self._wording = (self.game, LANGUAGE[0], Wording.of(self.game))
            self._named = -1
        entries = len(self.game.events) if self.game is not None else 0
        if self._named != entries:  # a replacement since: its name too
            kept[2].players, self._named = game_names(self.game), entries
        return kept[2]

    def living_at(self, phase: str | None) -> list[str]:
        """The players alive when ``phase`` opened (an earlier phase, or the open one)."""
        if self.game is None:
            return []
        result = self.game.result()
        for index, record in enumerate(result.records):
            if record.id == phase and index < len(result.states):
                return list(result.states[index].living_names())
        return list(self.open_state().living_names())

    def pending_deaths(self) -> dict[str, str]:
        """Players the open phase would kill if it ended now: name → cause."""
        record = self.record()
        if record is None or self.game is None:
            return {}
        return {d.player: d.cause for d in record.deaths}

    def faction(self, faction_id: str) -> dict[str, Any]:
        if self.game is None:
            return {}
        factions: dict[str, Any] = self.game.info.data.get("factions", {})
        return dict(factions.get(faction_id, {}))

    def title(self) -> str:
        if self.game is None:
            return "MafiaMod"
        name = self.game.opening.title or self.game.info.name
        where = f" — {self.path.name}" if self.path else " " + self.tr("(not saved to a file)")
        if self.game.read_only:
            where += " " + self.tr("(read-only)")
        return f"{name}{where} — MafiaMod"

"""The event log indexed by phase, kept up to date one event at a time.

:class:`Game` asks the same questions after every entry — the phase inputs, one phase's
entries, the closed phases, the notes — and answering them from the whole log would make an
entry cost more the longer the game. :class:`PhaseLog` files each event under its phase as it
is appended or taken back, and rebuilds a phase's :class:`PhaseInput` only when that phase
changed, handing back the *same object* otherwise (the checkpointed fold replays from the
first input that is not the same object). Its answers equal those of
:func:`~mafiamod.events.phase_inputs` over the whole log (a property test checks it).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .engine.model import PhaseInput
from .events import RULE_KINDS, Event, phase_inputs, posting_order


class PhaseLog:
    """The events of a game, with per-phase indexes maintained on append and pop."""

    def __init__(self, events: Iterable[Event] = ()) -> None:
        self.events: list[Event] = []
        self._by_phase: dict[str, list[Event]] = {}  # rule events, entry order
        self._retracts: dict[int, list[Event]] = {}  # withdrawn seq -> its retract events
        self._by_seq: dict[int, Event] = {}
        self._inputs: dict[str, PhaseInput | None] = {}  # cached; missing = to rebuild
        self._closed: list[str] = []  # phases in the order their end-phase was entered
        self._first_phase: list[str] = []  # phase of each event that has one, in order
        self._all: list[PhaseInput] | None = None  # inputs(), until a phase changes
        self._notes: dict[str, str] | None = None
        self._sent: set[str] | None = None
        self._marks: dict[str, dict[str, Any]] | None = None  # sent_marks(), until a mark
        for event in events:
            self.append(event)

    # -- changing ------------------------------------------------------------------------
    def append(self, event: Event) -> None:
        self.events.append(event)
        self._by_seq[event.seq] = event
        self._file(event, +1)

    def pop(self) -> Event:
        event = self.events.pop()
        if self._by_seq.get(event.seq) is event:
            del self._by_seq[event.seq]
        self._file(event, -1)
        return event

    def _file(self, event: Event, sign: int) -> None:
        if event.phase:
            if sign > 0:
                self._first_phase.append(event.phase)
            else:
                self._first_phase.pop()
        if event.kind == "note":
            self._notes = None
        elif event.kind == "sent":
            self._sent = self._marks = None
        elif event.kind == "retract":
            seq = event.payload.get("seq")
            if isinstance(seq, int):
                if sign > 0:
                    self._retracts.setdefault(seq, []).append(event)
                else:
                    self._retracts[seq].pop()
                    if not self._retracts[seq]:
                        del self._retracts[seq]
                target = self._by_seq.get(seq)
                if target is not None and target.phase:
                    self._inputs.pop(target.phase, None)
                    self._all = None
        if event.kind in RULE_KINDS and event.phase:
            phase = event.phase
            if sign > 0:
                self._by_phase.setdefault(phase, []).append(event)
            else:
                self._by_phase[phase].pop()
                if not self._by_phase[phase]:
                    del self._by_phase[phase]
            self._inputs.pop(phase, None)
            self._all = None
            if event.kind == "end-phase":
                if sign > 0:
                    self._closed.append(phase)
                else:
                    self._closed.pop()

    # -- reading -------------------------------------------------------------------------
    @property
    def max_seq(self) -> int:
        """The highest seq in the log (seqs grow along the log)."""
        return self.events[-1].seq if self.events else 0

    def event(self, seq: int) -> Event | None:
        return self._by_seq.get(seq)

    def withdrawn(self, seq: int) -> bool:
        return seq in self._retracts

    def phases(self) -> list[str]:
        """Phases with rule events, in the order they were first entered."""
        return list(self._by_phase)

    def first_phase(self) -> str | None:
        """The phase of the first event that has one."""
        return self._first_phase[0] if self._first_phase else None

    def closed_phases(self) -> list[str]:
        return list(self._closed)

    def is_closed(self, phase: str) -> bool:
        return phase in self._closed

    def input(self, phase: str) -> PhaseInput | None:
        """The phase's input (None when nothing of it counts): the same object until the
        phase changes."""
        if phase not in self._inputs:
            events = list(self._by_phase.get(phase, ()))
            retracts = [r for e in events for r in self._retracts.get(e.seq, ())]
            found = phase_inputs([*events, *retracts])
            self._inputs[phase] = found[0] if found else None
        return self._inputs[phase]

    def inputs(self) -> list[PhaseInput]:
        """Every phase's input in game order (as :func:`phase_inputs` of the whole log)."""
        if self._all is None:
            found = (self.input(phase) for phase in self._by_phase)
            self._all = [inp for inp in found if inp is not None]
        return list(self._all)

    def phase_events(self, phase: str, kind: str) -> list[Event]:
        """The events of one kind entered for ``phase``, in entry order (withdrawn included)."""
        return [e for e in self._by_phase.get(phase, ()) if e.kind == kind]

    def entries(self, phase: str) -> list[Event]:
        """The votes and actions of ``phase`` in posting order, withdrawn ones left out."""
        events = [e for e in self._by_phase.get(phase, ()) if e.kind in ("vote", "action")]
        return [e for e in posting_order(events) if e.seq not in self._retracts]

    def notes(self) -> dict[str, str]:
        if self._notes is None:
            notes: dict[str, str] = {}
            for e in self.events:
                if e.kind == "note":
                    notes[e.payload["player"]] = e.payload["text"]
            self._notes = notes
        return dict(self._notes)

    def sent_marks(self) -> dict[str, dict[str, Any]]:
        """:func:`~mafiamod.sent.sent_marks` of the log, kept until a mark is entered or taken
        back (read it, do not change it)."""
        if self._marks is None:
            from .sent import sent_marks

            self._marks = sent_marks(self.events)
        return self._marks

    def sent_keys(self) -> set[str]:
        if self._sent is None:
            sent: set[str] = set()
            for e in self.events:
                if e.kind == "sent":
                    (sent.add if e.payload.get("sent", True) else sent.discard)(e.payload["key"])
            self._sent = sent
        return set(self._sent)

"""The fold: phase inputs in, states and phase records out."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import Any

from .errors import ScriptError
from .model import GameState, PhaseInput, PhaseRecord
from .rng import Draws
from .ruleset import Ruleset


@dataclass
class FoldResult:
    """The state after each phase (``states[0]`` is before any) and each phase's record."""

    states: list[GameState] = field(default_factory=list)
    records: list[PhaseRecord] = field(default_factory=list)

    @property
    def final(self) -> GameState:
        return self.states[-1]


def check_phase_order(
    ruleset: Ruleset, ids: Sequence[str], config: Mapping[str, Any] | None = None
) -> None:
    """Script phases must follow the setup's order; only optional phases may be left out."""
    sequence = ruleset.phase_ids(config)
    for position, pid in enumerate(ids):
        while True:
            expected = next(sequence)
            if expected == pid:
                break
            if expected in ruleset.optional_phases:
                continue
            if not _is_phase_id(ruleset, pid, config):
                raise ScriptError(
                    "unknown phase id {pid!r} (phase #{position}): expected {expected!r}",
                    pid=pid,
                    position=position + 1,
                    expected=expected,
                )
            raise ScriptError(
                "phase {pid!r} (phase #{position}) is out of order: expected {expected!r}",
                pid=pid,
                position=position + 1,
                expected=expected,
            )


def _is_phase_id(ruleset: Ruleset, pid: str, config: Mapping[str, Any] | None) -> bool:
    """Whether ``pid`` is one of the setup's phase ids at all (among its first thousands)."""
    return pid in ruleset.optional_phases or pid in islice(ruleset.phase_ids(config), 5000)


def play_phase(
    ruleset: Ruleset, state: GameState, inp: PhaseInput, next_phase: PhaseInput | None = None
) -> PhaseRecord:
    """Resolve one phase in place on ``state`` and return its record.

    ``next_phase`` is the phase that follows (None after the last one): once a closed phase
    is resolved, :meth:`Ruleset.boundary` decides what happens between the two (a win
    check due there belongs to this phase's record, never to the next one's).
    """
    record = PhaseRecord(inp.id)
    if state.winner is not None:
        record.ignored = True
        ruleset.reject_all(inp, record, "game-over")
        # the phase is not played, so none of its draws happens: its pins must still name a
        # legal outcome, as every unread pin must (game-script.md: "checked even when its
        # draw does not happen")
        ruleset.check_unused_pins(state, inp, Draws(state.seed, inp.id, inp.pins))
        return record
    draws = Draws(state.seed, inp.id, inp.pins)
    if not state.dealt:
        ruleset.deal(state, draws, inp, record)
        state.dealt = True
    ruleset.resolve(state, inp, draws, record)
    if inp.closed and state.winner is None:
        ruleset.boundary(state, record, next_phase)
    _reject_votes_outside_days(ruleset, inp, record)
    _give_templates_the_config(state, record)
    record.draws = draws.records
    for draw in draws.records:
        name, value = draw["draw"], draw["value"]
        if draw.get("choice") and draw["pinned"]:
            record.note(
                "Moderator's choice {draw}: {value} (chosen by the moderator; can be changed)",
                draw=name,
                value=value,
            )
        elif draw.get("choice"):
            record.note(
                "Moderator's choice {draw}: {value} (the rule's default; can be changed)",
                draw=name,
                value=value,
            )
        elif draw["pinned"]:
            record.note(
                "Random draw {draw}: {value} (fixed by the moderator; can be overridden)",
                draw=name,
                value=value,
            )
        else:
            record.note(
                "Random draw {draw}: {value} (seeded random draw; can be overridden)",
                draw=name,
                value=value,
            )
    state.phase_id = inp.id
    state.history.append(inp.id)
    if state.winner is not None and state.ended_in is None:
        state.ended_in = inp.id
        record.winner = state.winner
    record.state = state.export()
    return record


def _give_templates_the_config(state: GameState, record: PhaseRecord) -> None:
    """Every post and PM template sees the game's effective ``config`` (unless the rules
    gave it one), so a text states the rule the game is played by (a hammer, a tie rule,
    when a shot is spent) rather than the default's."""
    config = dict(state.config)
    record.requests = [
        request
        if "config" in request.context
        else replace(request, context={"config": config, **request.context})
        for request in record.requests
    ]


def _reject_votes_outside_days(ruleset: Ruleset, inp: PhaseInput, record: PhaseRecord) -> None:
    """Votes entered on a night or a pre-game count for nothing: list them so nobody wonders."""
    if ruleset.phase_kind(inp.id) not in ("night", "pregame"):
        return
    seen = {(r.list_name, r.index) for r in record.rejected}
    for name, votes in inp.votes.items():
        for index, vote in enumerate(votes):
            if (name, index) not in seen:
                record.reject(
                    "voter", vote.voter, "no-vote-now", name, index, vote=name, target=vote.target
                )


def fold(ruleset: Ruleset, start: GameState, inputs: Sequence[PhaseInput]) -> FoldResult:
    """Play every phase from ``start``. ``start`` itself is not changed."""
    check_phase_order(ruleset, [inp.id for inp in inputs], start.config)
    result = FoldResult(states=[start])
    state = start.copy()
    for position, inp in enumerate(inputs):
        following = inputs[position + 1] if position + 1 < len(inputs) else None
        record = play_phase(ruleset, state, inp, following)
        result.records.append(record)
        result.states.append(state.copy())
    return result


class Checkpoints:
    """A fold that keeps the state at the start of every phase and plays again only from the
    first phase whose input changed.

    :meth:`update` compares the new inputs with the last ones by identity (a caller that has
    not changed a phase hands back the same :class:`PhaseInput` object) and replays from the
    first one that differs — and from the phase before it only when what its
    :meth:`Ruleset.boundary` reads of its ``next_phase`` (:meth:`Ruleset.boundary_view`)
    changed with it, so an entry in the open phase plays that phase alone.

    :meth:`prefix` is the fold of the first ``n`` inputs read from the same checkpoints: its
    last phase is the one kept when its boundary read the same of its next phase as of none;
    otherwise that phase alone is played again with no next phase, and kept until the phase
    or its start changes. Every answer equals :func:`fold` of the same inputs (a property
    test checks it).
    """

    def __init__(self, ruleset: Ruleset, start: GameState) -> None:
        self.ruleset = ruleset
        self.inputs: list[PhaseInput] = []
        self.states: list[GameState] = [start]  # states[i]: before phase i; [i + 1]: after it
        self.records: list[PhaseRecord] = []
        self._ids: list[str] = []
        #: what each phase's boundary read of the phase after it (boundary_view) when played
        self._next_views: list[Hashable] = []
        self._none_view = ruleset.boundary_view(None)
        self._tails: dict[int, tuple[GameState, PhaseInput, GameState, PhaseRecord]] = {}
        #: how many phases have been played in all (for tests and benchmarks)
        self.played = 0

    @classmethod
    def resume(
        cls,
        ruleset: Ruleset,
        start: GameState,
        inputs: Sequence[PhaseInput],
        states: Sequence[GameState],
        records: Sequence[PhaseRecord],
        following: PhaseInput | None = None,
    ) -> Checkpoints:
        """Checkpoints already played: ``states[i]`` is the state after phase ``i`` of
        ``inputs`` and ``records[i]`` its record, each played with the next input as its
        ``next_phase`` (the last one with ``following``). The caller vouches for them (the
        document's fold cache checks each phase's input digest)."""
        if not len(inputs) == len(states) == len(records):
            raise ValueError("one state and one record per input")
        checkpoints = cls(ruleset, start)
        checkpoints.inputs = list(inputs)
        checkpoints.states = [start, *states]
        checkpoints.records = list(records)
        checkpoints._ids = [inp.id for inp in inputs]
        view = ruleset.boundary_view
        checkpoints._next_views = [view(inp) for inp in [*inputs[1:], following]][: len(inputs)]
        return checkpoints

    @property
    def next_views(self) -> list[Hashable]:
        """What each kept phase's boundary read of the phase after it when it was played."""
        return list(self._next_views)

    def update(self, inputs: Sequence[PhaseInput]) -> FoldResult:
        """The fold of ``inputs``, replaying from the first phase that changed."""
        ids = [inp.id for inp in inputs]
        if len(ids) > len(self._ids) or ids != self._ids[: len(ids)]:
            check_phase_order(self.ruleset, ids, self.states[0].config)
        same = 0
        limit = min(len(inputs), len(self.inputs))
        while same < limit and inputs[same] is self.inputs[same]:
            same += 1
        changed = same < len(self.inputs) or len(inputs) > same
        if changed and same > 0:  # the phase before saw the changed one as its next phase
            now = self.ruleset.boundary_view(inputs[same] if same < len(inputs) else None)
            if now != self._next_views[same - 1]:
                same -= 1
        del self.inputs[same:], self.records[same:], self.states[same + 1 :]
        del self._next_views[same:]
        self._ids = ids
        for position in range(same, len(inputs)):
            following = inputs[position + 1] if position + 1 < len(inputs) else None
            state = self.states[-1].copy()
            self.records.append(play_phase(self.ruleset, state, inputs[position], following))
            self.states.append(state)
            self.inputs.append(inputs[position])
            self._next_views.append(self.ruleset.boundary_view(following))
            self.played += 1
        return FoldResult(states=list(self.states), records=list(self.records))

    def prefix(self, n: int) -> FoldResult:
        """The fold of the first ``n`` inputs of the last update."""
        if n == len(self.inputs) or n == 0 or self._next_views[n - 1] == self._none_view:
            # the last phase's boundary read nothing of the next one that is not so with none
            return FoldResult(states=self.states[: n + 1], records=self.records[:n])
        start, inp = self.states[n - 1], self.inputs[n - 1]
        tail = self._tails.get(n)
        if tail is None or tail[0] is not start or tail[1] is not inp:
            state = start.copy()
            record = play_phase(self.ruleset, state, inp, None)
            self.played += 1
            tail = self._tails[n] = (start, inp, state, record)
        return FoldResult(
            states=[*self.states[:n], tail[2]], records=[*self.records[: n - 1], tail[3]]
        )

"""Deaths and the public facts they reveal (never who killed, never shots): the phase
loop's :meth:`~mafiamod.engine.phase_loop.PhaseLoop.flip` and
:meth:`~mafiamod.engine.phase_loop.PhaseLoop.die`, for the steps that hold a ruleset."""

from __future__ import annotations

from typing import Any

from ..engine.model import Death, GameState, PhaseRecord
from ..engine.phase_loop import PhaseLoop
from ..engine.ruleset import Ruleset


def _loop(ruleset: Ruleset) -> PhaseLoop:
    if not isinstance(ruleset, PhaseLoop):
        raise TypeError(f"{ruleset.setup_id}: deaths and flips belong to the phase loop")
    return ruleset


def flip(ruleset: Ruleset, state: GameState, name: str) -> dict[str, Any]:
    """What a death reveals: name, role and alignment, in display words too."""
    return _loop(ruleset).flip(state, name)


def kill(
    ruleset: Ruleset,
    state: GameState,
    name: str,
    cause: str,
    record: PhaseRecord,
    *,
    event: str = "killed",
) -> Death:
    """``name`` dies of ``cause``: recorded as a death and announced as ``event``."""
    return _loop(ruleset).die(state, name, cause, record, event=event)

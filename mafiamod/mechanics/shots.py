"""X-shot abilities paid on acceptance: every final action of the night costs its actor one
shot as the night begins, whatever happens to it later (Charge Me Up R8, classic.md §2).
Used by Charge Me Up (which says so in the trace), the classic library (which does not) and
Ghoul Duel (a ghoul's shot, when sent or only when it fired); X-SHOTS pays from faction pools
instead (``xshots_pools.py``)."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from ..engine.model import GameState, PhaseRecord
from .night import NightAction


def pay_shots(
    state: GameState,
    actions: Iterable[NightAction],
    *,
    free: Collection[str],
    record: PhaseRecord | None = None,
) -> None:
    """One shot off each actor whose ability is not ``free`` (a player without a shot count
    has nothing to pay); with ``record``, a trace line per payment."""
    for action in actions:
        player = state.player(action.actor)
        if action.ability in free or player.shots is None:
            continue
        player.shots -= 1
        if record is not None:
            record.note(
                "{actor} spends a shot on {ability} ({left} left)",
                actor=action.actor,
                ability=action.ability,
                left=player.shots,
            )

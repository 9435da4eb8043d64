"""Game-long lists: what a game collects once each and shows in every later phase's state.

A list lives in ``state.data`` (the rules read it) and is copied into ``state.exported``
(the ``state`` of each phase record, which the window and the replay JSON show) whenever it
grows. Used by Peaky (Kimber's shot players, Arthur's blocked, Moss's patrolled) and
Democrabilities (the effects the mafia sent, exported as ``effects_used``).
"""

from __future__ import annotations

from ..engine.model import GameState


def remember(state: GameState, key: str, item: str, *, exported_as: str | None = None) -> None:
    """``item`` joins the game-long list ``key`` (once); the export shows the list under
    ``exported_as`` (default ``key``)."""
    known: list[str] = state.data.setdefault(key, [])
    if item not in known:
        known.append(item)
    state.exported[exported_as or key] = list(known)

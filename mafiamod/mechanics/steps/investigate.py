"""Investigations: every investigation of the step is performed first (they are
simultaneous, so trackers and watchers see each other), then each gets its result.

A reader turns (context, action, target player) into the outcome; the alignment and role
readers are here, the tracker's and watcher's in :mod:`.track` and :mod:`.watch`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ...engine.messages import message
from ...engine.model import Player
from ..night import Admit, NightAction, NightContext

if TYPE_CHECKING:
    from .track import Hidden

Reader = Callable[[NightContext, NightAction, Player], Any]


def alignment_reader(
    reads: Mapping[str, str] | None = None, words: Mapping[str, str] | None = None
) -> Reader:
    """An Alignment Cop: the target's faction, except roles in ``reads`` (role id → the
    faction it reads as: a Godfather reads town, a Miller mafia); ``words`` maps the
    faction read to the outcome id (e.g. ``{"mafia": "guilty"}``, ``"*"`` for the rest)."""
    table = dict(reads or {})
    names = dict(words or {})

    def read(ctx: NightContext, action: NightAction, target: Player) -> Any:
        faction = table.get(target.role, target.alignment)
        return names.get(faction, names.get("*", faction))

    return read


def role_reader(vanilla: Callable[[Player], bool], word: str = "vanilla") -> Reader:
    """A Rolecop: the target's role id, or ``word`` when ``vanilla(target)``."""

    def read(ctx: NightContext, action: NightAction, target: Player) -> Any:
        return word if vanilla(target) else target.role

    return read


def readers(
    vanilla: Callable[[Player], bool],
    *,
    reads: Mapping[str, str] | None = None,
    words: Mapping[str, str] | None = None,
    hidden: Hidden | None = None,
) -> dict[str, Reader]:
    """The four standard readers by ability id: ``investigate`` (an Alignment Cop with
    ``reads`` and ``words``), ``role-investigate`` (a Rolecop, ``vanilla`` reading
    "vanilla"), ``track`` and ``watch`` (without the visits ``hidden`` from them, a
    :data:`.track.Hidden`; track and watch import this module, so they come in late)."""
    from .track import _nothing_hidden, track_reader
    from .watch import watch_reader

    hide = hidden or _nothing_hidden
    return {
        "investigate": alignment_reader(reads, words),
        "role-investigate": role_reader(vanilla),
        "track": track_reader(hide),
        "watch": watch_reader(hide),
    }


def perform_investigations(
    ctx: NightContext,
    actions: list[NightAction],
    *,
    admit: Admit | None = None,
    stoppable: bool = True,
) -> list[NightAction]:
    """The first half of :func:`investigate`: the investigations that happen."""
    return [a for a in actions if ctx.proceeds(a, admit, stoppable)]


def report(
    ctx: NightContext,
    actions: list[NightAction],
    done: list[NightAction],
    readers: Mapping[str, Reader],
    *,
    failed: Any = "failed",
    empty: Any = None,
    silent: bool = False,
) -> None:
    """The second half of :func:`investigate`: one result per investigation (``silent``:
    none for one that did not happen, e.g. a blocked player is told nothing)."""
    happened = {id(a) for a in done}  # by identity: ``in done`` compared every field, n² times
    for action in actions:
        target = action.final_targets[0]
        outcome: Any = failed
        if id(action) not in happened and silent:
            continue
        if id(action) in happened:
            outcome = readers[action.ability](ctx, action, ctx.state.player(target))
            if outcome == [] and empty is not None:
                outcome = empty
        shown = outcome
        if isinstance(outcome, list):
            shown = ", ".join(outcome) if outcome else message("nobody")
        ctx.trace(
            "{actor}'s {ability} on {target}: {shown}",
            actor=action.actor,
            ability=action.ability,
            target=target,
            shown=shown,
        )
        ctx.result(action, outcome)


def investigate(
    ctx: NightContext,
    actions: list[NightAction],
    readers: Mapping[str, Reader],
    *,
    failed: Any = "failed",
    admit: Admit | None = None,
    stoppable: bool = True,
    empty: Any = None,
    silent: bool = False,
) -> None:
    """Perform each investigation, then give each its result (``failed`` when it did not
    happen, or none at all when ``silent``; ``empty`` replaces an empty list of names)."""
    done = perform_investigations(ctx, actions, admit=admit, stoppable=stoppable)
    report(ctx, actions, done, readers, failed=failed, empty=empty, silent=silent)

"""Commute: the commuter is out of reach tonight. Every later action with him among its
final targets fails at its target; it still visits (a Tracker or Watcher sees it).

The commute itself visits nobody. Steps after it take :func:`reaches` as their gate.
"""

from __future__ import annotations

from ..night import Admit, NightAction, NightContext


def commute(
    ctx: NightContext,
    commutes: list[NightAction],
    *,
    admit: Admit | None = None,
    stoppable: bool = False,
) -> None:
    """Each performed commute takes its actor out of reach for the rest of the night."""
    for action in commutes:
        if ctx.proceeds(action, admit, stoppable):
            ctx.commuting.add(action.actor)
            ctx.trace("{actor} commutes: immune to every action tonight", actor=action.actor)


def reaches(ctx: NightContext, action: NightAction) -> bool:
    """The gate of a step after the commutes: False (the action performed, so it visits,
    and failed ``commuting``) when a final target is commuting."""
    hit = [t for t in action.final_targets if t in ctx.commuting]
    if not hit:
        return True
    ctx.perform(action)
    action.failed = "commuting"
    ctx.trace(
        "{actor}'s {ability} on {targets} fails: commuting",
        actor=action.actor,
        ability=action.ability,
        targets=", ".join(hit),
    )
    return False

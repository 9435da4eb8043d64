"""Redirect, one hop: every action aimed at X lands on Y instead.

Redirects read the *chosen* targets, so two redirects never chain (X→Y and Y→Z send an
action on X to Y, not to Z). Redirects of one X that disagree are all void.
"""

from __future__ import annotations

from collections.abc import Collection

from ..night import Admit, NightAction, NightContext


def redirect(
    ctx: NightContext,
    redirects: list[NightAction],
    *,
    exempt: Collection[str] = (),
    admit: Admit | None = None,
    stoppable: bool = False,
) -> dict[str, str]:
    """Apply ``redirects`` (targets ``[X, Y]``) to every action whose ability is not in
    ``exempt``; returns the plan X → Y that was applied."""
    moves: dict[str, set[str]] = {}
    for action in redirects:
        if not ctx.proceeds(action, admit, stoppable):
            continue
        first, second = action.targets
        moves.setdefault(first, set()).add(second)
    plan: dict[str, str] = {}
    for first, seconds in moves.items():
        if len(seconds) > 1:
            ctx.trace(f"Redirects of {first} disagree ({', '.join(sorted(seconds))}): all are void")
            continue
        plan[first] = next(iter(seconds))
        ctx.trace(f"Actions on {first} go to {plan[first]} instead (one hop)")
    for action in ctx.actions:
        if action.ability in exempt:
            continue
        moved = [plan.get(t, t) for t in action.targets]
        if moved != action.final_targets:
            action.final_targets = moved
            ctx.trace(f"{action.actor}'s {action.ability} is redirected to {', '.join(moved)}")
    return plan

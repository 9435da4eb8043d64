"""Redirect, one hop: every action aimed at X lands on Y instead.

Redirects read the *chosen* targets, so two redirects never chain (X→Y and Y→Z send an
action on X to Y, not to Z). Redirects of one X that disagree are all void.

:func:`redirect_actions` is the other Redirector (Mafia Universe's): the *target's own*
actions go to the player the redirect names.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

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
            ctx.trace(
                "Redirects of {first} disagree ({seconds}): all are void",
                first=first,
                seconds=", ".join(sorted(seconds)),
            )
            continue
        plan[first] = next(iter(seconds))
        ctx.trace(
            "Actions on {first} go to {plan} instead (one hop)", first=first, plan=plan[first]
        )
    for action in ctx.actions:
        if action.ability in exempt:
            continue
        moved = [plan.get(t, t) for t in action.targets]
        if moved != action.final_targets:
            action.final_targets = moved
            ctx.trace(
                "{actor}'s {ability} is redirected to {moved}",
                actor=action.actor,
                ability=action.ability,
                moved=", ".join(moved),
            )
    return plan


def redirect_actions(
    ctx: NightContext,
    redirects: list[NightAction],
    *,
    to: Callable[[NightAction], str],
    moves: Callable[[NightAction], bool] = lambda a: True,
    admit: Admit | None = None,
    stoppable: bool = False,
) -> None:
    """Each performed redirect (target X) sends X's actions that ``moves`` picks to the
    player ``to(redirect)`` names: their first final target (a second one stays, as
    Peaky's Reporter keeps the other of his pair, G-PB-22)."""
    for action in redirects:
        if not ctx.proceeds(action, admit, stoppable):
            continue
        x, dest = action.final_targets[0], to(action)
        moved = [a for a in ctx.actions if a.actor == x and a is not action and moves(a)]
        for other in moved:
            other.final_targets[0] = dest
            ctx.trace(
                "{actor} redirects {player}'s {ability} to {target}",
                actor=action.actor,
                player=x,
                ability=other.ability,
                target=dest,
            )
        if not moved:
            ctx.trace(
                "{actor} redirects {player}, who has nothing to redirect",
                actor=action.actor,
                player=x,
            )

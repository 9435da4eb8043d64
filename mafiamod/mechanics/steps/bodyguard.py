"""Bodyguard: if the final target would die, the bodyguard dies instead.

The guard is a ``bodyguard`` token naming the guard; the kill step decides when it is
used (:func:`.kill.resolve_night_long` / :func:`.kill.resolve_tokens`).
"""

from __future__ import annotations

from ..night import Admit, NightAction, NightContext

BODYGUARD = "bodyguard"


def guard(
    ctx: NightContext,
    guards: list[NightAction],
    *,
    admit: Admit | None = None,
    stoppable: bool = True,
) -> None:
    """Each performed guard stands in front of its final target."""
    for action in guards:
        if ctx.proceeds(action, admit, stoppable):
            ctx.add_token(action.final_targets[0], BODYGUARD, action.actor)


def guards_of(ctx: NightContext, player: str) -> list[str]:
    """``player``'s bodyguards tonight, in sign-up order."""
    return ctx.state.order_names([g for kind, g in ctx.tokens.get(player, []) if kind == BODYGUARD])

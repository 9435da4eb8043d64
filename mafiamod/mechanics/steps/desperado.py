"""Desperado: a kill on a target the shooter must be right about (a Mafioso, by default).

Any protection the target received tonight stops the shot, without using it up; a right
target dies, and on a wrong one the Desperado dies instead (the target is unharmed). A
shot that does not happen, or is stopped, gets the ``failed`` result.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.model import Player
from ..night import Admit, NightAction, NightContext


def desperado(
    ctx: NightContext,
    shots: list[NightAction],
    *,
    right: Callable[[Player], bool] = lambda p: p.alignment == "mafia",
    admit: Admit | None = None,
    stoppable: bool = True,
    failed: str = "failed",
) -> None:
    """Each shot kills its final target (cause: the ability) if it is ``right``, else its
    shooter (cause ``desperado-backfire``)."""
    for shot in shots:
        target = shot.final_targets[0]
        if not ctx.proceeds(shot, admit, stoppable):
            ctx.result(shot, failed)
        elif target in ctx.protected:
            ctx.trace(
                "Desperado {actor}'s kill on {target} fails: {target} was protected",
                actor=shot.actor,
                target=target,
            )
            ctx.result(shot, failed)
        elif right(ctx.state.player(target)):
            ctx.trace("Desperado {actor} kills {target} (Mafia)", actor=shot.actor, target=target)
            ctx.doom(target, shot.ability)
        else:
            ctx.trace(
                "Desperado {actor} shot {target} (not Mafia) and dies instead",
                actor=shot.actor,
                target=target,
            )
            ctx.doom(shot.actor, "desperado-backfire")

"""Recharge: the final target gets one more shot (if he has an ability that uses them)."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.model import Player
from ..night import Admit, NightAction, NightContext


def recharge(
    ctx: NightContext,
    recharges: list[NightAction],
    *,
    chargeable: Callable[[Player], bool] = lambda p: p.shots is not None,
    admit: Admit | None = None,
    stoppable: bool = True,
    notice: str | None = "recharge-received",
) -> None:
    """Each performed recharge adds a shot to a ``chargeable`` target (else it is lost);
    ``notice`` names the result the target receives."""
    for action in recharges:
        if not ctx.proceeds(action, admit, stoppable):
            continue
        target = ctx.state.player(action.final_targets[0])
        if not chargeable(target):
            ctx.trace(
                "{actor} recharges {target}, who has no PR: the shot is lost",
                actor=action.actor,
                target=target.name,
            )
            continue
        target.shots = (target.shots or 0) + 1
        ctx.trace(
            "{actor} recharges {target} ({shots} shots now)",
            actor=action.actor,
            target=target.name,
            shots=target.shots,
        )
        if notice:
            ctx.record.add_result(target.name, notice, [], "recharged")

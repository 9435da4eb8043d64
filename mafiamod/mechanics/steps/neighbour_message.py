"""Friendly Neighbour message: the final target learns the sender's alignment."""

from __future__ import annotations

from ..night import Admit, NightAction, NightContext


def neighbour_message(
    ctx: NightContext,
    messages: list[NightAction],
    *,
    admit: Admit | None = None,
    stoppable: bool = True,
    notice: str = "neighbour-message-received",
) -> None:
    """Each performed message gives its final target a ``notice`` result: the alignment."""
    for action in messages:
        if not ctx.proceeds(action, admit, stoppable):
            continue
        target = action.final_targets[0]
        alignment = ctx.alignment(action.actor)
        ctx.trace(
            "{target} learns that {actor} is {alignment}",
            target=target,
            actor=action.actor,
            alignment=alignment,
        )
        ctx.record.add_result(target, notice, [], alignment, **{"from": action.actor})

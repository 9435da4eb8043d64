"""Doctor protection: the final target gets a protection token of ``kind``.

How a token meets an attack (used up by one attack, or good for the whole night) is the
kill step's policy (:mod:`.kill`).
"""

from __future__ import annotations

from ..night import Admit, NightAction, NightContext


def protect(
    ctx: NightContext,
    protects: list[NightAction],
    *,
    kind: str = "doctor",
    admit: Admit | None = None,
    stoppable: bool = True,
) -> None:
    """Each performed protection protects its final target."""
    for action in protects:
        if ctx.proceeds(action, admit, stoppable):
            ctx.add_token(action.final_targets[0], kind, action.actor)

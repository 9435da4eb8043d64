"""Doctor protection: the final target gets a protection token of ``kind``.

How a token meets an attack (used up by one attack, or good for the whole night) is the
kill step's policy (:mod:`.kill`).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..night import Admit, NightAction, NightContext


def protect(
    ctx: NightContext,
    protects: list[NightAction],
    *,
    kind: str | Mapping[str, str] = "doctor",
    admit: Admit | None = None,
    stoppable: bool = True,
) -> None:
    """Each performed protection protects its final target with a token of ``kind`` (or
    of ``kind[ability]``: X-SHOTS' Doctors and Bodyguards in one step, in posting order)."""
    for action in protects:
        if ctx.proceeds(action, admit, stoppable):
            token = kind if isinstance(kind, str) else kind[action.ability]
            ctx.add_token(action.final_targets[0], token, action.actor)

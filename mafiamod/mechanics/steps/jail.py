"""Jail: the target is blocked for every later step and protected tonight (a ``jail`` token).

Jails of one step are simultaneous (two Jailkeepers jailing each other both jail).
"""

from __future__ import annotations

from ..night import Admit, NightAction, NightContext
from .block import block


def jail(
    ctx: NightContext,
    jails: list[NightAction],
    *,
    admit: Admit | None = None,
    stoppable: bool = False,
) -> list[NightAction]:
    """Jail each performed jail's final target; returns the jails that happened."""
    return block(ctx, jails, jail=True, admit=admit, stoppable=stoppable)

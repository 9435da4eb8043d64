"""Roleblock: the target's actions of every later step fail (and do not visit).

Blocks of one step are simultaneous: which blocks happen is decided before any is
applied, so two blockers on each other both block. ``jail`` turns a block into a jail
(the target is also protected, see :mod:`.jail`).
"""

from __future__ import annotations

from collections.abc import Callable

from ..night import Admit, NightAction, NightContext


def block(
    ctx: NightContext,
    blocks: list[NightAction],
    *,
    jail: bool | frozenset[str] = False,
    admit: Admit | None = None,
    stoppable: bool = False,
    immune: Callable[[NightAction], bool] | None = None,
) -> list[NightAction]:
    """Block each performed block's final target; returns the blocks that happened.

    ``jail``: True makes every block a jail; a set of ability ids makes those a jail.
    ``immune``: a block whose target it cannot stop (Peaky: Campbell, a pub visitor) still
    happens and visits, but blocks nobody.
    """
    happening = [b for b in blocks if ctx.proceeds(b, admit, stoppable)]
    for action in happening:
        target = action.final_targets[0]
        if immune is not None and immune(action):
            ctx.trace(
                "{actor} visits {target}, who cannot be blocked", actor=action.actor, target=target
            )
            continue
        is_jail = jail if isinstance(jail, bool) else action.ability in jail
        if is_jail:
            ctx.jail(target, action.actor)
        else:
            ctx.block(target, action.actor, "roleblocks")
    return happening

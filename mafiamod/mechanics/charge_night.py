"""Charge Me Up! night resolution in the seed's order (digest A.6), as the phase loop's
night steps on the shared night context.

Steps: 1 Mystic, 2 Commute, 3 Redirect, 4 Jailkeep, 5 Friendly Neighbour, 6 Protection,
7 Nightkills, 8 Investigations, 9 Recharge (an ability's number is its ``step`` in
``[abilities]`` of setup.toml). An action is stopped or changed only by a strictly
earlier step (list system, 0.3). Deaths are decided here and applied by the phase loop
at the end of the night.

Every step but two is a shared step of :mod:`.steps`, gated by the commute (an action on
a commuter fails at its target) and, from step 5 on, by the jail. What is Charge Me Up's
own lives here: the Mystic's count.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine.phase_loop import NightRun
from .charge_roles import NOT_REDIRECTABLE, holds_pr
from .night import NightContext
from .shots import pay_shots
from .steps.commute import commute, reaches
from .steps.desperado import desperado
from .steps.investigate import investigate, readers
from .steps.jail import jail
from .steps.kill import FACTIONAL_KILL, kill, resolve_tokens
from .steps.neighbour_message import neighbour_message
from .steps.protect import protect
from .steps.recharge import recharge
from .steps.redirect import redirect

#: a player killed by several attacks dies of the first of these (A.6 end of night)
CAUSE_ORDER = (FACTIONAL_KILL, "desperado-kill", "desperado-backfire")
LAST_UNJAILABLE_STEP = 4  # Mystic, Commute, Redirect and Jailkeep come before the jail (R6)

READERS = readers(lambda p: not holds_pr(p.role), words={"mafia": "mafia", "*": "not-mafia"})


def begin_night(run: NightRun, steps: Mapping[str, int]) -> NightContext:
    """The night's context (``steps``: ability → its step); the accepted actions pay their
    shots now, whatever happens to them later (R8)."""
    night = NightContext.of_run(run, cause_order=CAUSE_ORDER, steps=steps)
    pay_shots(run.state, night.actions, free={FACTIONAL_KILL}, record=run.record)
    return night


def resolve(night: NightContext) -> None:
    """Steps 1-9 on the night's accepted actions."""
    # a void redirect or jail still visits (R5c, R5d): reaches performs it
    early = lambda a: reaches(night, a)  # noqa: E731
    late: dict[str, Any] = {
        "admit": lambda a: a.performed and reaches(night, a),  # not jailed, not on a commuter
        "stoppable": False,
    }
    _mystics(night)
    commute(night, night.at_step(2))
    redirect(night, night.at_step(3), exempt=NOT_REDIRECTABLE, admit=early)
    # Jails are simultaneous: two Jailkeepers jailing each other both succeed (A.6 step 4)
    jail(night, night.at_step(4), admit=early)
    # steps 5-9 happen unless jailed, and a jailed action does not visit (R10)
    for action in night.actions:
        late_step = night.steps.get(action.ability, 0) > LAST_UNJAILABLE_STEP
        if late_step and not night.stop_if_blocked(action):
            night.perform(action)
    neighbour_message(night, night.at_step(5), **late)
    protect(night, night.at_step(6), **late)
    # The factional kill meets protection first (0.3 exception 1) and uses up one token
    resolve_tokens(night, kill(night, night.by_ability(FACTIONAL_KILL), **late))
    desperado(night, night.by_ability("desperado-kill"), **late)  # never uses a token (R11)
    investigate(night, night.at_step(8), READERS, failed="no-result", **late)
    # After every spend of the night, so a shot used tonight can come back (R8)
    recharge(night, night.at_step(9), chargeable=lambda p: holds_pr(p.role), **late)


def _mystics(night: NightContext) -> None:
    # R12: every final action counts (the kill, failed and jailed ones, other Mystics), not its own
    for mystic in night.by_ability("mystic-count"):
        night.perform(mystic)
        count = len(night.actions) - 1
        night.trace(
            "Mystic {actor} counts {count} other night action(s)", actor=mystic.actor, count=count
        )
        night.result(mystic, count)

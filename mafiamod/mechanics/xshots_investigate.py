"""X-SHOTS Investigative step (B.3.2 step 6): Cop, Rolecop, Tracker, Watcher of either faction,
on the shared investigation step, with the JOAT's Ninja and Cop Immune.

Every investigation is funded and performed first (they are simultaneous, so they see
each other's visits), then each gets its result. Blocked, unfunded or self-targeted
investigations read ``no-result``; so does a Tracker or Watcher with nothing to see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.deal import holds_pr
from .night import NightAction, NightContext
from .steps.investigate import perform_investigations, readers, report
from .xshots_joat import COP_IMMUNE, NINJA
from .xshots_pools import MAFIA, TOWN

if TYPE_CHECKING:
    from .xshots_night import XNight

NO_RESULT = "no-result"
COP_WORDS = {MAFIA: "guilty", "*": "not-guilty"}


def investigations(night: XNight, step: int) -> None:
    """Fund and perform every investigation of ``step``, then give each its result (X-SHOTS
    never answers "None": an empty list is No Result)."""
    actions = night.at_step(step)
    done = perform_investigations(night, actions, admit=night.paid_and_usable, stoppable=False)
    fooled, hidden = _ninja_fooled(night)
    immune = _cop_immune(night)

    def ninja(ctx: NightContext, observer: NightAction) -> list[NightAction]:
        return [hidden] if observer is fooled and hidden is not None else []

    # the Rolecop reads both factions' SCs alike
    read = readers(lambda p: not holds_pr(p.role), words=COP_WORDS, hidden=ninja)
    cop = read["investigate"]
    read["investigate"] = lambda ctx, inv, t: "not-guilty" if inv is immune else cop(ctx, inv, t)
    report(night, actions, done, read, failed=NO_RESULT, empty=NO_RESULT)


def _ninja_fooled(night: XNight) -> tuple[NightAction | None, NightAction | None]:
    """(observer action, hidden action): the one Town Tracker/Watcher a Ninja hides from."""
    decl = night.joat.get(NINJA)
    if decl is None or decl.action is None or not decl.action.performed:
        return None, None
    hidden = decl.action

    def sees(obs: NightAction) -> bool:
        if not obs.performed or night.alignment(obs.actor) != TOWN:
            return False
        if obs.ability == "track":
            return obs.final_targets[0] == decl.user
        return obs.final_targets[0] in hidden.final_targets and obs.actor != decl.user

    fooled = night.pick(
        "joat-ninja-target", [o for o in night.by_ability("track", "watch") if sees(o)]
    )
    if fooled is None:
        return None, None
    night.trace(
        "Ninja: {user}'s {ability} is hidden from {observer}",
        user=decl.user,
        ability=hidden.ability,
        observer=fooled.actor,
    )
    return fooled, hidden


def _cop_immune(night: XNight) -> NightAction | None:
    """The one Town Cop investigating the Cop Immune user who reads Not Guilty."""
    decl = night.joat.get(COP_IMMUNE)
    if decl is None:
        return None
    cop = night.pick(
        "joat-cop-immune-target",
        [
            c
            for c in night.by_ability("investigate")
            if c.performed and night.alignment(c.actor) == TOWN and c.final_targets[0] == decl.user
        ],
    )
    if cop is not None:
        night.trace(
            "Cop Immune: {cop}'s investigation of {user} reads Not Guilty",
            cop=cop.actor,
            user=decl.user,
        )
    return cop

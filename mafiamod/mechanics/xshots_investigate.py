"""X-SHOTS Investigative step (B.3.2 step 6): Cop, Rolecop, Tracker, Watcher of either faction,
with Ninja and Cop Immune.

Every investigation is funded and performed first (they are simultaneous, so they see
each other's visits), then each gets its result. Blocked, unfunded or self-targeted
investigations read ``no-result``; so does a Tracker or Watcher with nothing to see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.model import Player
from .night import NightAction, NightContext
from .steps.investigate import Reader, alignment_reader, perform_investigations, report
from .steps.track import track_reader
from .steps.watch import watch_reader
from .xshots_joat import COP_IMMUNE, NINJA
from .xshots_pools import MAFIA, TOWN, rolecop_reading

if TYPE_CHECKING:
    from .xshots_night import XNight

INVESTIGATIONS = ("investigate", "role-investigate", "track", "watch")
NO_RESULT = "no-result"


def _ninja_fooled(night: XNight) -> tuple[NightAction | None, NightAction | None]:
    """(observer action, hidden action): the one Town Tracker/Watcher a Ninja hides from."""
    decl = night.joat.get(NINJA)
    if decl is None or decl.action is None or not decl.action.performed:
        return None, None
    hidden = decl.action
    observers = []
    for obs in night.by_ability("track", "watch"):
        if not obs.performed or night.alignment(obs.actor) != TOWN:
            continue
        target = obs.final_targets[0]
        sees = (
            target == decl.user
            if obs.ability == "track"
            else (target in hidden.final_targets and obs.actor != decl.user)
        )
        if sees:
            observers.append(obs)
    if not observers:
        return None, None
    pick = (
        night.draws.choose("joat-ninja-target", [o.actor for o in observers]) or observers[0].actor
    )
    fooled = next(o for o in observers if o.actor == pick)
    night.trace(
        "Ninja: {user}'s {ability} is hidden from {observer}",
        user=decl.user,
        ability=hidden.ability,
        observer=pick,
    )
    return fooled, hidden


def _cop_immune_pick(night: XNight) -> NightAction | None:
    """The one Town Cop investigating the Cop Immune user who reads Not Guilty."""
    decl = night.joat.get(COP_IMMUNE)
    if decl is None:
        return None
    cops = [
        c
        for c in night.by_ability("investigate")
        if c.performed and night.alignment(c.actor) == TOWN and c.final_targets[0] == decl.user
    ]
    if not cops:
        return None
    pick = night.draws.choose("joat-cop-immune-target", [c.actor for c in cops]) or cops[0].actor
    night.trace(
        "Cop Immune: {cop}'s investigation of {user} reads Not Guilty", cop=pick, user=decl.user
    )
    return next(c for c in cops if c.actor == pick)


def _readers(
    night: XNight,
    fooled: NightAction | None,
    hidden: NightAction | None,
    immune: NightAction | None,
) -> dict[str, Reader]:
    cop = alignment_reader(words={MAFIA: "guilty", "*": "not-guilty"})

    def cop_immune(ctx: NightContext, inv: NightAction, target: Player) -> Any:
        return "not-guilty" if inv is immune else cop(ctx, inv, target)

    def rolecop(ctx: NightContext, inv: NightAction, target: Player) -> Any:
        return rolecop_reading(target)

    def ninja(ctx: NightContext, observer: NightAction) -> list[NightAction]:
        return [hidden] if observer is fooled and hidden is not None else []

    return {
        "investigate": cop_immune,
        "role-investigate": rolecop,
        "track": track_reader(ninja),
        "watch": watch_reader(ninja),
    }


def investigate(night: XNight) -> None:
    """Fund and perform every investigation, then give each its result."""
    actions = night.by_ability(*INVESTIGATIONS)
    done = perform_investigations(
        night, actions, admit=lambda a: night.fund(a) and night.usable(a), stoppable=False
    )
    fooled, hidden = _ninja_fooled(night)
    immune = _cop_immune_pick(night)
    # X-SHOTS never answers "None": an empty list is No Result
    readers = _readers(night, fooled, hidden, immune)
    report(night, actions, done, readers, failed=NO_RESULT, empty=NO_RESULT)

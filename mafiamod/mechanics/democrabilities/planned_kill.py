"""Democrabilities' night: the Inform result, then the kill planned the night before,
against the day's ability.

The plan (target T, designated killer K) was frozen at the end of the previous night
("cannot be changed", S). The day's ability target Y decides what the town learns or
stops (rules §1.3):

- a dead T means no action at all, so Track and Watch never give information (S ruling 1);
- the kill is performed by K, or by the partner if K died (S ruling 2);
- Imprison on T or on the performer stops the kill (no reveal);
- Track on the performer reveals the killer, Watch on T reveals the performer as mafia;
- a bulletproof T survives, but the attempt still triggers the reveals (G-DEM-7).

The rules are the list system's, so the kill runs on the shared night context: the kill
visits T (as the performer, or as K when ``kill_performer = "designated"``: whose visit
the town's ability sees, G-DEM-5); Imprison is a jail of Y (it blocks the visitor or
protects T); Track reads Y's visits, Watch T's visitors; bulletproof is a protection
token that holds (a jail's first). Inform is delivered first, at the start of the night
(G-DEM-9). The ruleset applies the death.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from ...engine.model import GameState, PhaseRecord
from ..night import NightAction, NightContext
from ..steps.jail import jail
from ..steps.kill import FACTIONAL_KILL, kill, performer, resolve_tokens
from .mafia_plan import MAFIA

KILLED = "killed"
IMPRISONED = "imprisoned"
BULLETPROOF = "bulletproof"
TARGET_DEAD = "target-dead"
NO_PERFORMER = "no-performer"
#: who uses the day's ability at night (a jailer's name in the trace)
TOWN = "the town"
#: the public events a kill's attempt may trigger (the night post lists them)
REVEALS = ("killer-revealed", "mafia-revealed")


@dataclass
class KillOutcome:
    """The night record's ``kill`` object, the public reveals and who dies (if anyone)."""

    planned_target: str | None
    planned_killer: str | None
    performer: str | None
    result: str
    reveals: list[dict[str, Any]] = field(default_factory=list)

    @property
    def victim(self) -> str | None:
        return self.planned_target if self.result == KILLED else None

    def export(self) -> dict[str, Any]:
        """The night record's ``kill`` object (the reveals are public events)."""
        return {k: v for k, v in asdict(self).items() if k != "reveals"}


def resolve_kill(
    state: GameState,
    record: PhaseRecord,
    plan: dict[str, Any],
    effect: str | None,
    chosen: str | None,
    *,
    match: str = "actual",
) -> KillOutcome:
    """Decide the planned kill. ``chosen`` is the day's ability target Y (None: none).

    ``match`` is config ``kill_performer``: "actual" compares Track/Watch/Imprison with the
    player who performs the kill, "designated" with the plan's killer (G-DEM-5).
    """
    target, killer = plan.get("target"), plan.get("killer")
    if not target or not state.is_alive(target):
        return KillOutcome(target, killer, None, TARGET_DEAD)
    # the designated killer if alive, else a living partner (S ruling 2)
    doer = performer(state, killer, state.living_names(MAFIA))
    if doer is None:
        return KillOutcome(target, killer, None, NO_PERFORMER)
    visitor = (killer or "") if match == "designated" else doer
    planned = NightAction(0, visitor, FACTIONAL_KILL, (target,), [target])
    ctx = NightContext(state, record, [planned])
    if state.player(target).fields.get("bulletproof"):
        ctx.add_token(target, BULLETPROOF, "Inform")
    if effect == "imprison" and chosen is not None:
        jail(ctx, [NightAction(1, TOWN, effect, (chosen,), [chosen])])
    jailed = target in ctx.jailed
    resolve_tokens(ctx, kill(ctx, [planned]), order=("jail", BULLETPROOF))
    outcome = KillOutcome(target, killer, doer, KILLED)
    if planned.blocked_by is not None or jailed:
        outcome.result = IMPRISONED
        return outcome
    if effect == "track" and chosen is not None and target in ctx.tracked(chosen):
        outcome.reveals.append({"kind": "killer-revealed", "player": chosen})
    if effect == "watch" and chosen == target:
        outcome.reveals += [
            {"kind": "mafia-revealed", "player": who} for who in ctx.watched(target)
        ]
    if target not in ctx.dying:
        outcome.result = BULLETPROOF
    return outcome


def deliver_inform(
    state: GameState,
    day: dict[str, Any],
    record: PhaseRecord,
    faction_name: Callable[[str], str],
) -> dict[str, Any] | None:
    """At the start of the night, tell the day's Inform target Y the subject X's alignment.

    No result if Inform had no majority or Y died since (G-DEM-9); a dead X is still reported.
    """
    if day.get("effect") != "inform":
        return None
    chosen, subject = day.get("target"), day.get("subject")
    if not chosen or not subject or not state.is_alive(chosen):
        return None
    alignment = state.player(subject).alignment
    return record.add_result(chosen, "inform", [subject], faction_name(alignment))

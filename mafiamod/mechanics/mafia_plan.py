"""The mafia's nightly plan in Democrabilities: the next day's effect and the next night's kill.

Every night, N0 included, the mafia send two team entries (any living goon may send them;
the last valid entry of each kind counts, R-ALL-LASTWINS):

- ``send-effect`` (field ``effect``; for ``inform`` also ``targets = [X]``): the ability the
  town may use the next day. Each effect can be sent once per game (G-DEM-3).
- ``plan-kill`` (``targets = [T]``, ``killer = "M"``): the kill performed on the NEXT night.

Both are compulsory (S "Kills and giving abilities are compulsive"): what is missing is
filled in at the end of the night by the first unused effect and seeded draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.model import Action, GameState, PhaseInput, PhaseRecord
from ..engine.rng import Draws

#: the five effects in the seed's order, which is also the default order (S)
EFFECTS: tuple[str, ...] = ("track", "watch", "imprison", "kill", "inform")
SEND_EFFECT = "send-effect"
PLAN_KILL = "plan-kill"
MAFIA = "mafia"
TOWN = "town"


@dataclass(frozen=True)
class Sent:
    """What the mafia's night fixed: the next day's effect (and Inform subject) and the kill plan."""

    effect: str | None
    subject: str | None
    target: str | None
    killer: str | None
    defaults: tuple[str, ...] = ()

    def export(self) -> dict[str, Any]:
        """The night record's ``sent`` object."""
        return {
            "effect": self.effect,
            "inform_subject": self.subject,
            "kill_plan": {"target": self.target, "killer": self.killer},
            "defaults": list(self.defaults),
        }


def unused_effects(used: Sequence[str]) -> list[str]:
    """The effects not sent yet, in the default order."""
    return [e for e in EFFECTS if e not in used]


def _is_mafia(state: GameState, name: str) -> bool:
    return state.has_player(name) and state.player(name).alignment == MAFIA


def effect_problem(state: GameState, action: Action, used: Sequence[str]) -> str | None:
    """Why a ``send-effect`` entry is ignored, or None if it is valid."""
    if not state.is_alive(action.actor):
        return "actor-dead"
    if not _is_mafia(state, action.actor):
        return "not-mafia"
    if not unused_effects(used):
        return "no-effects-left"
    effect = action.get("effect")
    if effect not in EFFECTS:
        return "not-offered"
    if effect in used:
        return "effect-used"
    if effect == "inform":
        if len(action.targets) > 1:
            return "invalid-target"
        if action.targets and not state.is_alive(action.targets[0]):
            return "target-dead"
    return None


def plan_problem(state: GameState, action: Action) -> str | None:
    """Why a ``plan-kill`` entry is ignored, or None if it is valid (G-DEM-4: no goon targets)."""
    if not state.is_alive(action.actor):
        return "actor-dead"
    if not _is_mafia(state, action.actor):
        return "not-mafia"
    if len(action.targets) > 1:
        return "invalid-target"
    if action.targets:
        target = action.targets[0]
        if not state.is_alive(target):
            return "target-dead"
        if _is_mafia(state, target):
            return "invalid-target"
    killer = action.get("killer")
    if killer:
        if not _is_mafia(state, str(killer)):
            return "not-mafia"
        if not state.is_alive(str(killer)):
            return "actor-dead"
    return None


def read_plan(
    state: GameState, inp: PhaseInput, record: PhaseRecord, used: Sequence[str]
) -> tuple[Action | None, Action | None]:
    """The last valid ``send-effect`` and ``plan-kill`` of the night; the others are rejected."""
    effect: Action | None = None
    plan: Action | None = None
    for index, action in enumerate(inp.actions):
        if action.ability == SEND_EFFECT:
            reason = effect_problem(state, action, used)
        elif action.ability == PLAN_KILL:
            reason = plan_problem(state, action)
        else:
            reason = "no-ability"
        if reason is not None:
            details: dict[str, Any] = {"ability": action.ability, "targets": list(action.targets)}
            for key in ("effect", "killer"):
                if action.get(key) is not None:
                    details[key] = action.get(key)
            record.reject("actor", action.actor, reason, "actions", index, **details)
        elif action.ability == SEND_EFFECT:
            effect = action
        else:
            plan = action
    return effect, plan


def living_town(state: GameState) -> list[str]:
    return [p.name for p in state.living() if p.alignment != MAFIA]


def living_goons(state: GameState) -> list[str]:
    return [p.name for p in state.living() if p.alignment == MAFIA]


def complete_plan(
    state: GameState,
    effect_entry: Action | None,
    plan_entry: Action | None,
    used: Sequence[str],
    draws: Draws,
) -> Sent:
    """Fill every missing part with its compulsory default (first unused effect, draws)."""
    defaults: list[str] = []
    effect: str | None = None
    subject: str | None = None
    remaining = unused_effects(used)
    if effect_entry is not None:
        effect = str(effect_entry.get("effect"))
        subject = effect_entry.targets[0] if effect == "inform" and effect_entry.targets else None
    elif remaining:
        effect = remaining[0]
        defaults.append("effect")
    if effect == "inform" and subject is None:
        subject = draws.choose("inform-subject", living_town(state))
        defaults.append("inform-subject")
    target = plan_entry.targets[0] if plan_entry is not None and plan_entry.targets else None
    killer = plan_entry.get("killer") if plan_entry is not None else None
    if target is None:
        target = draws.choose("kill-target", living_town(state))
        defaults.append("kill-target")
    if not killer:
        killer = draws.choose("killer", living_goons(state))
        defaults.append("killer")
    return Sent(effect, subject, target, str(killer) if killer else None, tuple(defaults))

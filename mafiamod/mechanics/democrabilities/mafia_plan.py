"""The mafia's nightly plan in Democrabilities: the next day's effect and the next night's kill.

Every night, N0 included, the mafia send two team entries (any living goon may send them;
the last valid entry of each kind counts, R-ALL-LASTWINS):

- ``send-effect`` (field ``effect``; for ``inform`` also ``targets = [X]``): the ability the
  town may use the next day. Each effect can be sent once per game (G-DEM-3).
- ``plan-kill`` (``targets = [T]``, ``killer = "M"``): the kill performed on the NEXT night.

Both are compulsory (S "Kills and giving abilities are compulsive"): what is missing is
filled in at the end of the night by the first unused effect and seeded draws. The entries
are read on the phase loop's acceptance (``read_action``, :func:`entry_problem`, and the last
valid entry per slot): an entry with a wrong part is ignored whole.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...engine.abilities import AbilitySpec
from ...engine.model import Action, GameState
from ...engine.rng import Draws

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


#: the phase loop's check of one entry (:meth:`~...engine.phase_loop.PhaseLoop.validate_action`:
#: a living holder, then the ``[abilities]`` spec's targets, living, of its ``target_factions``:
#: G-DEM-4, no goon is a kill target; any living player may be the Inform subject)
Check = Callable[[Action], str | None]


def _sender(action: Action) -> Action:
    """The entry without its targets: what the check says of its sender alone."""
    return replace(action, targets=())


def effect_problem(check: Check, action: Action, used: Sequence[str]) -> str | None:
    """Why a ``send-effect`` entry is not taken as sent, or None if it is valid. Only Inform
    names a player (§1.1: "for ``inform`` also ``targets = [X]``"): another effect that names
    one has a part it does not take, ``invalid-target``."""
    reason = check(_sender(action))
    if reason is not None:
        return reason
    if not unused_effects(used):
        return "no-effects-left"
    effect = action.get("effect")
    if effect not in EFFECTS:
        return "not-offered"
    if effect in used:
        return "effect-used"
    if effect != "inform":
        return "invalid-target" if action.targets else None
    return check(action)


def plan_problem(check: Check, state: GameState, action: Action, spec: AbilitySpec) -> str | None:
    """Why a ``plan-kill`` entry is not taken as sent, or None if it is valid."""
    return check(action) or spec.field_refusal(state, action)  # the killer: a living goon


def entry_problem(
    check: Check, state: GameState, action: Action, used: Sequence[str], spec: AbilitySpec
) -> str | None:
    """Why one night entry is ignored, or None if it counts (the phase loop's
    ``read_action``; ``spec``: ``plan-kill``'s). An entry with any wrong part (the effect,
    the Inform subject, the kill target, the killer) is ignored **whole** (§0.2 rule 3), so
    the last valid entry of its kind still counts (§1.1, R-ALL-LASTWINS, G-DEM-14); only
    the parts a valid entry leaves out are filled in by the compulsory defaults."""
    if action.ability == SEND_EFFECT:
        return effect_problem(check, action, used)
    if action.ability == PLAN_KILL:
        return plan_problem(check, state, action, spec)
    return "no-ability"


def rejection_details(action: Action) -> dict[str, Any]:
    """What a rejected night entry's record repeats of it: the effect and the killer named."""
    return {k: action.get(k) for k in ("effect", "killer") if action.get(k) is not None}


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
        subject = draws.choose("inform-subject", state.living_names(TOWN))
        defaults.append("inform-subject")
    target = plan_entry.targets[0] if plan_entry is not None and plan_entry.targets else None
    killer = plan_entry.get("killer") if plan_entry is not None else None
    if target is None:
        target = draws.choose("kill-target", state.living_names(TOWN))
        defaults.append("kill-target")
    if not killer:
        killer = draws.choose("killer", state.living_names(MAFIA))
        defaults.append("killer")
    return Sent(effect, subject, target, str(killer) if killer else None, tuple(defaults))

"""The mafia's nightly plan in Democrabilities: the next day's effect and the next night's kill.

Every night, N0 included, the mafia send two team entries (any living goon may send them;
the last valid entry of each kind counts, R-ALL-LASTWINS):

- ``send-effect`` (field ``effect``; for ``inform`` also ``targets = [X]``): the ability the
  town may use the next day. Each effect can be sent once per game (G-DEM-3).
- ``plan-kill`` (``targets = [T]``, ``killer = "M"``): the kill performed on the NEXT night.

Both are compulsory (S "Kills and giving abilities are compulsive"): what is missing is
filled in at the end of the night by the first unused effect and seeded draws. The entries
are read on the phase loop's acceptance (``read_action``, :func:`read_entry`, and the last
valid entry per slot).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...engine.abilities import AbilitySpec
from ...engine.model import Action, GameState, PhaseRecord
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
    """Why a ``send-effect`` entry is not taken as sent, or None if it is valid."""
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
    # only Inform names a player; the others' targets are not read
    return check(action) if effect == "inform" else None


def plan_problem(check: Check, state: GameState, action: Action, spec: AbilitySpec) -> str | None:
    """Why a ``plan-kill`` entry is not taken as sent, or None if it is valid."""
    return check(action) or spec.field_refusal(state, action)  # the killer: a living goon


def _reject(
    record: PhaseRecord, index: int, action: Action, reason: str, part: str | None = None
) -> None:
    details = {k: action.get(k) for k in ("effect", "killer") if action.get(k) is not None}
    if part is not None:
        details["part"] = part
    record.reject_action(index, action, reason, **details)


def _read_effect(
    check: Check, action: Action, index: int, record: PhaseRecord, used: Sequence[str]
) -> Action | None:
    """The ``send-effect`` as it counts, or None if it is ignored.

    A wrong Inform subject does not void the effect: it is rejected on its own (``part =
    "subject"``) and drawn, as if none had been sent (§1.3 "X = submitted living player,
    else draw inform-subject"; S "If no target is submitted one will be chosen randomly").
    """
    reason = effect_problem(check, action, used)
    if reason is None:
        return action
    trimmed = _sender(action)
    if action.get("effect") == "inform" and effect_problem(check, trimmed, used) is None:
        _reject(record, index, action, reason, "subject")
        return trimmed
    _reject(record, index, action, reason)
    return None


def _read_kill_plan(
    check: Check,
    state: GameState,
    action: Action,
    index: int,
    record: PhaseRecord,
    spec: AbilitySpec,
) -> Action | None:
    """The ``plan-kill`` as it counts, or None if it is ignored.

    The target and the killer are judged apart (§1.3: "submitted living town target | draw
    kill-target, submitted living goon | draw killer"): a wrong part is rejected on its own
    (``part = "target"`` / ``"killer"``) and drawn. An entry whose every named part is wrong
    is ignored as a whole, so an earlier valid entry stands.
    """
    reason = check(_sender(action))
    if reason is not None:
        _reject(record, index, action, reason)
        return None
    bad_target = check(action)
    bad_killer = spec.field_refusal(state, action)  # setup.toml: a living goon
    if bad_target is None and bad_killer is None:
        return action
    named = int(bool(action.targets)) + int(bool(action.get("killer")))
    wrong = int(bad_target is not None) + int(bad_killer is not None)
    whole = wrong == named
    for part, problem in (("target", bad_target), ("killer", bad_killer)):
        if problem is not None:
            _reject(record, index, action, problem, None if whole else part)
    if whole:
        return None
    extra = {
        k: v for k, v in action.extra.items() if not (k == "killer" and bad_killer is not None)
    }
    return replace(action, targets=() if bad_target is not None else action.targets, extra=extra)


def read_entry(
    check: Check,
    state: GameState,
    action: Action,
    index: int,
    record: PhaseRecord,
    used: Sequence[str],
    spec: AbilitySpec,
) -> Action | None:
    """One night entry as it counts (the phase loop's ``read_action``), or None if it is
    ignored: a wrong part (the Inform subject, the kill target or the killer) is dropped, so
    the compulsory default fills it in. The phase loop keeps the last valid entry of each
    kind (the specs' ``slot = "faction"``, R-ALL-LASTWINS); ``spec``: ``plan-kill``'s."""
    if action.ability == SEND_EFFECT:
        return _read_effect(check, action, index, record, used)
    if action.ability == PLAN_KILL:
        return _read_kill_plan(check, state, action, index, record, spec)
    _reject(record, index, action, "no-ability")
    return None


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

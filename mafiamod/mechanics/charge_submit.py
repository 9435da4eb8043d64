"""Charge Me Up! night submissions: validation, slots and last-submission-wins (digest 0.2).

Each living player has one action slot and the Mafia one kill slot. A valid entry replaces
the earlier one in its slot; a mafioso cannot hold the kill and a PR action at once, so a
valid entry of one kind drops that mafioso's entry of the other kind (R21). Rejected
entries replace nothing and cost nothing.
"""

from __future__ import annotations

from ..engine.model import Action, GameState, PhaseInput, PhaseRecord
from ..mechanics.night import NightAction
from .charge_roles import FACTIONAL_KILL, ROLE_ABILITY, TARGETS
from .superseded import record_superseded


def invalid_reason(state: GameState, action: Action) -> str | None:
    """Why the rules ignore this entry (a kebab-case reason), or None if it is valid."""
    if not state.is_alive(action.actor):
        return "actor-dead"
    actor = state.player(action.actor)
    ability = action.ability or ""
    if ability == FACTIONAL_KILL:
        if actor.alignment != "mafia":
            return "no-ability"
    elif ROLE_ABILITY.get(actor.role) != ability:
        return "no-ability"
    elif not actor.shots:
        return "no-shots"
    targets = list(action.targets)
    if len(targets) != TARGETS.get(ability, 1) or len(set(targets)) != len(targets):
        return "bad-target"
    if any(not state.is_alive(t) for t in targets):
        return "target-dead"
    if action.actor in targets:
        return "self-target"
    return None


def accept_actions(state: GameState, inp: PhaseInput, record: PhaseRecord) -> list[NightAction]:
    """The night's final actions (action slots, then the kill slot) in submission order."""
    slots: dict[str, NightAction] = {}
    kill: NightAction | None = None
    accepted: list[int] = []
    for index, action in enumerate(inp.actions):
        reason = invalid_reason(state, action)
        if reason:
            record.reject_action(index, action, reason)
            continue
        accepted.append(index)
        entry = NightAction.accept(index, action)
        if entry.ability == FACTIONAL_KILL:
            dropped = slots.pop(entry.actor, None)
            if dropped is not None:
                record.note(
                    f"{entry.actor} takes the Nightkill, which replaces their {dropped.ability}"
                )
            if kill is not None:
                record.note(f"{entry.actor}'s Nightkill order replaces {kill.actor}'s")
            kill = entry
        else:
            if kill is not None and kill.actor == entry.actor:
                record.note(f"{entry.actor}'s {entry.ability} replaces their Nightkill order")
                kill = None
            if entry.actor in slots:
                record.note(f"{entry.actor}'s later {entry.ability} replaces the earlier one")
            slots[entry.actor] = entry
    final = list(slots.values()) + ([kill] if kill else [])
    record_superseded(record, accepted, (a.index for a in final))
    return sorted(final, key=lambda a: a.index)


def spend_shots(state: GameState, actions: list[NightAction], record: PhaseRecord) -> None:
    """Each accepted PR action costs one shot now, whatever happens to it later (R8)."""
    for action in actions:
        if action.ability == FACTIONAL_KILL:
            continue
        player = state.player(action.actor)
        player.shots = (player.shots or 0) - 1
        record.note(f"{action.actor} spends a shot on {action.ability} ({player.shots} left)")

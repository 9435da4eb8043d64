"""X-SHOTS night submissions: slots, last submission wins, JOAT declarations (0.2, B.3.6-7).

Each living player has one action slot; the Mafia share one kill slot. While two or
more mafiosi live, one mafioso cannot hold the kill and an action: the later entry
replaces the earlier one. A JOAT declaration is not an action for that rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.model import Action, GameState, PhaseInput, PhaseRecord
from .night import NightAction
from .superseded import record_superseded
from .xshots_joat import ACTIVE, MODIFIERS, Declaration, used_at_start
from .xshots_pools import FACTIONAL_KILL, MAFIA, ROLE_ABILITY, TARGETS


@dataclass
class Submissions:
    """The night's final entries: accepted actions and JOAT declarations, in posting order."""

    actions: list[NightAction] = field(default_factory=list)
    declarations: list[Declaration] = field(default_factory=list)


def invalid_action(state: GameState, action: Action) -> str | None:
    """Why an entry with an ability is a player's mistake (None if it is valid)."""
    actor = state.player(action.actor)
    ability = action.ability or ""
    if ability == FACTIONAL_KILL:
        if actor.alignment != MAFIA:
            return "no-ability"
    elif ROLE_ABILITY.get(actor.role) != ability:
        return "no-ability"
    if len(action.targets) != TARGETS.get(ability, 1):
        return "bad-target"
    if len(set(action.targets)) != len(action.targets):
        return "bad-target"
    if any(not state.is_alive(t) for t in action.targets):
        return "target-dead"
    return None


class _Reader:
    """Reads the entries in posting order, keeping the slots and declarations current."""

    def __init__(self, state: GameState, record: PhaseRecord) -> None:
        self.state = state
        self.record = record
        self.lone = len(state.faction(MAFIA)) == 1
        self.used = used_at_start(state)
        self.slots: dict[str, NightAction] = {}
        self.kill: NightAction | None = None
        self.decls: dict[str, Declaration] = {}
        self.accepted: list[int] = []  # entries taken (a later one may replace them)

    def _reject(
        self, index: int, action: Action, reason: str, list_name: str = "actions", **more: object
    ) -> None:
        details: dict[str, object] = {"ability": action.ability, "targets": list(action.targets)}
        if action.get("joat"):
            details["joat"] = action.get("joat")
        details.update(more)
        self.record.reject("actor", action.actor, reason, list_name, index, **details)

    def _drop(self, old: NightAction | None, why: str) -> None:
        """An accepted entry is replaced: it costs nothing, and its Strongman/Ninja goes too."""
        if old is None:
            return
        self.record.note(f"{old.actor}'s {old.ability} (entry #{old.index + 1}) is replaced: {why}")
        for user, decl in list(self.decls.items()):
            if decl.action is old:
                del self.decls[user]

    def _place(self, na: NightAction) -> None:
        mafioso = self.state.player(na.actor).alignment == MAFIA
        if na.ability == FACTIONAL_KILL:
            self._drop(self.kill, "a later kill order")
            self.kill = na
            if mafioso and not self.lone:
                self._drop(self.slots.pop(na.actor, None), "its actor now holds the kill")
        else:
            self._drop(self.slots.get(na.actor), "a later action")
            self.slots[na.actor] = na
            if mafioso and not self.lone and self.kill is not None and self.kill.actor == na.actor:
                self._drop(self.kill, "the killer submitted an action")
                self.kill = None

    def _declare(self, index: int, action: Action, na: NightAction | None) -> None:
        modifier = str(action.get("joat"))
        user = action.actor
        problem = None
        if self.state.player(user).alignment != MAFIA:
            problem = "not-mafia"
        elif modifier in self.used:
            problem = "used"
        elif modifier in ACTIVE and na is None:
            problem = "no-action"
        if problem:
            self._reject(index, action, "joat", "joat", detail=problem)
            return
        if na is None:
            self.accepted.append(index)
        self.decls.pop(user, None)  # one modifier per player a night: the later one counts
        for other, decl in list(self.decls.items()):
            if decl.modifier == modifier:
                del self.decls[other]  # the same modifier moves to its later declarer
        self.decls[user] = Declaration(user, modifier, index, na if modifier in ACTIVE else None)

    def read(self, index: int, action: Action) -> None:
        if not self.state.is_alive(action.actor):
            self._reject(index, action, "actor-dead")
            return
        if action.ability is None:
            self._declare(index, action, None)
            return
        reason = invalid_action(self.state, action)
        if reason:
            self._reject(index, action, reason)  # a JOAT on an invalid entry goes with it
            return
        na = NightAction.accept(index, action)
        self.accepted.append(index)
        self._place(na)
        if action.get("joat"):
            self._declare(index, action, na)


def read_submissions(state: GameState, inp: PhaseInput, record: PhaseRecord) -> Submissions:
    """The night's final actions and declarations after every entry was read in order."""
    reader = _Reader(state, record)
    for index, action in enumerate(inp.actions):
        reader.read(index, action)
    actions = list(reader.slots.values()) + ([reader.kill] if reader.kill else [])
    actions.sort(key=lambda a: a.index)
    decls = sorted(reader.decls.values(), key=lambda d: d.index)
    record_superseded(record, reader.accepted, [a.index for a in actions + decls])
    return Submissions(actions, decls)


def check_joat_values(inp: PhaseInput) -> str | None:
    """A script error in a night's JOAT fields (unknown modifier, entry with nothing), or None."""
    for index, action in enumerate(inp.actions):
        joat = action.get("joat")
        if joat is not None and joat not in MODIFIERS:
            return (
                f"phase {inp.id}: entry #{index + 1}: joat {joat!r} is not one of "
                f"{', '.join(MODIFIERS)}"
            )
        if action.ability is None and joat is None:
            return (
                f"phase {inp.id}: entry #{index + 1} of {action.actor} has neither ability nor joat"
            )
    return None

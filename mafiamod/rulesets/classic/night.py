"""A classic night (classic.md §3, §4): the entries of each slot, then the shared steps
in the order the library gives them (step 1 first), each stopped only by earlier steps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...engine.messages import message
from ...engine.model import Action, GameState, PhaseInput, PhaseRecord, Player
from ...engine.rng import Draws
from ...mechanics.night import Attack, NightAction, NightContext
from ...mechanics.steps.block import block
from ...mechanics.steps.bodyguard import guard
from ...mechanics.steps.bus_drive import bus_drive
from ...mechanics.steps.investigate import Reader, perform_investigations, readers, report
from ...mechanics.steps.jail import jail
from ...mechanics.steps.kill import kill, resolve_night_long
from ...mechanics.steps.protect import protect
from ...mechanics.steps.track import ninja_visits
from ...mechanics.superseded import record_superseded
from .library import FACTIONAL_KILL, MAFIA, Library

#: a player killed several ways dies of the first of these (§3.2 step 8)
CAUSE_ORDER = (FACTIONAL_KILL, "sk-kill", "vig-kill", "bodyguard")
INVESTIGATIONS = frozenset({"investigate", "role-investigate", "track", "watch"})
NINJA, STRONGMAN = "ninja", "strongman"


def modifiers(player: Player) -> list[str]:
    return list(player.fields.get("modifiers", []))


@dataclass
class Entries:
    """The night's counted entries: one per action slot and the kill slot."""

    actions: list[NightAction] = field(default_factory=list)
    kill: NightAction | None = None
    mandatory: bool = False


def invalid(lib: Library, state: GameState, action: Action) -> str | None:
    """The first reason of §4.1 that rejects ``action``, or None."""
    if not state.is_alive(action.actor):
        return "actor-dead"
    player = state.player(action.actor)
    ability = lib.abilities.get(action.ability or "")
    if ability is None:
        return "no-ability"
    if action.ability == FACTIONAL_KILL:
        if player.alignment != MAFIA:
            return "no-ability"
    elif lib.roles[player.role].ability != action.ability:
        return "no-ability"
    targets = list(action.targets)
    if len(targets) != ability.targets or len(set(targets)) != len(targets):
        return "bad-target"
    if any(not state.is_alive(t) for t in targets):
        return "target-dead"
    if action.actor in targets and not ability.self_target:
        return "self-target"
    if action.ability != FACTIONAL_KILL and player.shots == 0:
        return "no-shots"
    return None


def read_entries(
    state: GameState,
    inp: PhaseInput,
    record: PhaseRecord,
    refuse: Callable[[Action], str | None],
) -> Entries:
    """Last valid entry per slot (§4.1), with one action per mafioso while two live."""
    one_each = state.config.get("assigned_kill", True) and len(state.faction(MAFIA)) >= 2
    slots: dict[str, int] = {}  # actor -> index of his counted role action
    kill_slot: int | None = None
    accepted: list[int] = []
    for index, action in enumerate(inp.actions):
        reason = refuse(action)
        if reason:
            record.reject_action(index, action, reason)
            continue
        accepted.append(index)
        actor = action.actor
        if action.ability == FACTIONAL_KILL:
            kill_slot = index
            if one_each:
                slots.pop(actor, None)
        else:
            slots[actor] = index
            if one_each and kill_slot is not None and inp.actions[kill_slot].actor == actor:
                kill_slot = None
    counted = sorted([*slots.values(), *([kill_slot] if kill_slot is not None else [])])
    record_superseded(record, accepted, counted)
    entries = Entries()
    for index in counted:
        accepted_action = NightAction.accept(index, inp.actions[index])
        if index == kill_slot:
            entries.kill = accepted_action
        entries.actions.append(accepted_action)
    return entries


def mandatory_kill(state: GameState, entries: Entries, draws: Draws, record: PhaseRecord) -> None:
    """No valid factional kill while a mafioso lives: a random non-mafia target (§4.2)."""
    mafia = state.faction(MAFIA)
    if entries.kill is not None or not mafia or not state.config.get("mandatory_kill", True):
        return
    target = draws.choose(
        "mandatory-kill", [p.name for p in state.living() if p.alignment != MAFIA]
    )
    if target is None:
        return
    busy = {a.actor for a in entries.actions}
    performer = next((p.name for p in mafia if p.name not in busy), mafia[0].name)
    action = NightAction(-1, performer, FACTIONAL_KILL, (target,), [target])
    record.note(
        "No factional kill: the mandatory kill on {target} is carried out by {performer}",
        target=target,
        performer=performer,
    )
    entries.kill, entries.mandatory = action, True
    entries.actions.append(action)


def _readers(lib: Library) -> dict[str, Reader]:
    reads = {rid: r.reads for rid, r in lib.roles.items() if r.reads}
    hidden = ninja_visits(lambda p: NINJA in modifiers(p))
    return readers(lambda p: lib.roles[p.role].vanilla, reads=reads, hidden=hidden)


def resolve(lib: Library, state: GameState, entries: Entries, record: PhaseRecord) -> NightContext:
    """Run the steps in the library's order on the counted entries (§3.2)."""
    ctx = NightContext(state, record, entries.actions, cause_order=CAUSE_ORDER)
    assigned = bool(state.config.get("assigned_kill", True))
    if entries.kill is not None and not assigned:
        entries.kill.visits = False  # an unassigned kill is nobody's visit (§3.3)
    signup = {name: i for i, name in enumerate(state.names())}

    def of_kind(*kinds: str) -> list[NightAction]:
        found = [a for a in ctx.actions if lib.abilities[a.ability].kind in kinds]
        return sorted(found, key=lambda a: (signup[a.actor], a.index))

    runners: dict[str, Callable[[list[NightAction]], None]] = {
        "bus-drive": lambda acts: bus_drive(ctx, acts),
        "roleblock": lambda acts: _void(block(ctx, acts)),
        "jail": lambda acts: _void(jail(ctx, acts, stoppable=True)),
        "protect": lambda acts: protect(ctx, acts),
        "guard": lambda acts: guard(ctx, acts),
        "kill": lambda acts: resolve_night_long(
            ctx, _attacks(ctx, acts, assigned), describe=lambda a: _describe(lib, ctx, a)
        ),
    }
    steps = sorted({a.step for a in lib.abilities.values()})
    readers = _readers(lib)
    for step in steps:
        kinds = sorted({a.kind for a in lib.abilities.values() if a.step == step})
        investigations = [k for k in kinds if k in readers]
        for kind in kinds:
            if kind in runners:
                acts = of_kind(kind)
                if acts:
                    runners[kind](acts)
        if investigations:
            acts = sorted(
                (a for a in ctx.actions if lib.abilities[a.ability].kind in investigations),
                key=lambda a: a.index,
            )
            done = perform_investigations(ctx, acts)
            report(ctx, acts, done, readers)
    return ctx


def _describe(lib: Library, ctx: NightContext, attack: Attack) -> str:
    """How the trace names an attack: "Mafia Fay" for the factional kill, "Dan's vig-kill"."""
    source = attack.source
    if source is None:
        return message("The {cause}", cause=attack.cause)
    if source.ability == FACTIONAL_KILL:
        return message("{faction} {actor}", faction=lib.faction_name(MAFIA), actor=source.actor)
    return message("{actor}'s {ability}", actor=source.actor, ability=source.ability)


def _void(_: Any) -> None:
    return None


def _attacks(ctx: NightContext, kills: list[NightAction], assigned: bool) -> list[Attack]:
    def strong(action: NightAction) -> bool:
        if action.ability == FACTIONAL_KILL and not assigned:
            return False  # no modifier applies to an unassigned kill (§4.2)
        return STRONGMAN in modifiers(ctx.state.player(action.actor))

    unassigned = [a for a in kills if a.ability == FACTIONAL_KILL and not assigned]
    attacks = kill(ctx, [a for a in kills if a not in unassigned], strong=strong)
    return attacks + kill(ctx, unassigned, strong=strong, stoppable=False)

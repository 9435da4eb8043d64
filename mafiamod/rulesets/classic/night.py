"""A classic night (classic.md §3, §4) as the phase loop's night steps: the mandatory kill
and the shots (step 0), then the shared steps in the order the library gives them (step 1
first), each stopped only by earlier steps. The phase loop accepts the entries (one per
slot, :meth:`ClassicRules.action_slots`) and applies the deaths.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from ...engine.messages import message
from ...engine.model import Player
from ...engine.phase_loop import NightRun
from ...mechanics.night import Attack, NightAction, NightContext
from ...mechanics.shots import pay_shots
from ...mechanics.steps.block import block
from ...mechanics.steps.bodyguard import guard
from ...mechanics.steps.bus_drive import bus_drive
from ...mechanics.steps.investigate import Reader, perform_investigations, readers, report
from ...mechanics.steps.jail import jail
from ...mechanics.steps.kill import FACTIONAL_KILL, kill, resolve_night_long
from ...mechanics.steps.protect import protect
from ...mechanics.steps.track import ninja_visits
from .library import MAFIA, Library

#: a player killed several ways dies of the first of these (§3.2 step 8)
CAUSE_ORDER = (FACTIONAL_KILL, "sk-kill", "vig-kill", "bodyguard")
INVESTIGATIONS = frozenset({"investigate", "role-investigate", "track", "watch"})
#: every kind of ability the steps below run, with the targets each reads from an entry
KIND_TARGETS: dict[str, int] = {
    "bus-drive": 2,
    "roleblock": 1,
    "jail": 1,
    "protect": 1,
    "guard": 1,
    "kill": 1,
    **{kind: 1 for kind in sorted(INVESTIGATIONS)},
}
NINJA, STRONGMAN = "ninja", "strongman"
MANDATORY = -1  # the index of the mandatory kill, which is nobody's entry


def modifiers(player: Player) -> list[str]:
    return list(player.fields.get("modifiers", []))


def begin(run: NightRun) -> None:
    """Step 0 (§3.2): the night's context on the accepted entries (one per slot, §4.1),
    the mandatory kill of a closed night (§4.2), the shots paid, whatever happens (§2)."""
    ctx = NightContext.of_run(run, cause_order=CAUSE_ORDER)
    if run.inp.closed:  # "no kill submitted" is only known when the night ends
        mandatory_kill(ctx)
    pay_shots(run.state, ctx.actions, free={FACTIONAL_KILL})
    kill = factional_kill(ctx)
    if kill is not None and not run.state.config.get("assigned_kill", True):
        kill.visits = False  # an unassigned kill is nobody's visit (§3.3)


def factional_kill(ctx: NightContext) -> NightAction | None:
    """The night's factional kill (the kill slot's entry, or the mandatory kill)."""
    return next((a for a in ctx.actions if a.ability == FACTIONAL_KILL), None)


def is_mandatory(action: NightAction) -> bool:
    """The mandatory kill is nobody's entry (index -1)."""
    return action.index == MANDATORY


def mandatory_kill(ctx: NightContext) -> None:
    """No valid factional kill while a mafioso lives: a random non-mafia target (§4.2)."""
    state, draws = ctx.state, ctx.draws
    mafia = state.faction(MAFIA)
    if factional_kill(ctx) is not None or not mafia or not state.config.get("mandatory_kill", True):
        return
    assert draws is not None  # a phase loop night's (of_run)
    target = draws.choose(
        "mandatory-kill", [p.name for p in state.living() if p.alignment != MAFIA]
    )
    if target is None:
        return
    busy = {a.actor for a in ctx.actions}
    performer = next((p.name for p in mafia if p.name not in busy), mafia[0].name)
    ctx.record.note(
        "No factional kill: the mandatory kill on {target} is carried out by {performer}",
        target=target,
        performer=performer,
    )
    ctx.actions.append(NightAction(MANDATORY, performer, FACTIONAL_KILL, (target,), [target]))


def steps(lib: Library) -> list[Callable[[NightContext], None]]:
    """Steps 1-7 of §3.2 in the library's order (its abilities' ``step``), each stopped
    only by earlier steps."""
    reading = _readers(lib)
    return [
        partial(_step, lib, reading, n) for n in sorted({a.step for a in lib.abilities.values()})
    ]


def _readers(lib: Library) -> dict[str, Reader]:
    reads = {rid: r.reads for rid, r in lib.roles.items() if r.reads}
    hidden = ninja_visits(lambda p: NINJA in modifiers(p))
    return readers(lambda p: lib.roles[p.role].vanilla, reads=reads, hidden=hidden)


def _step(lib: Library, reading: dict[str, Reader], step: int, ctx: NightContext) -> None:
    """One step: its kinds of action in their order (actors in sign-up order), then its
    investigations together, in entry order."""
    assigned = bool(ctx.state.config.get("assigned_kill", True))
    signup = {name: i for i, name in enumerate(ctx.state.names())}

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
    kinds = sorted({a.kind for a in lib.abilities.values() if a.step == step})
    investigations = [k for k in kinds if k in reading]
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
        report(ctx, acts, done, reading)


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

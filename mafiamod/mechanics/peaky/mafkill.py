"""Step 16: the Shelby team kill with executor, rank order, backup and every protection (§3.7)."""

from __future__ import annotations

from typing import Any

from ..steps.kill import FACTIONAL_KILL, performer
from .context import Turn
from .ids import (
    ARTHUR,
    DANNY,
    KIMBER,
    MOSS,
    PATROL,
    REPORTER,
    shelby_rank,
)


def executor_of(t: Turn, planned: str | None, target: str | None = None) -> str | None:
    """The named executor if he is alive, else the highest-ranked living active Shelby (S)
    other than the target (nobody goes to kill himself; the named one is never the target,
    setup.toml ``not_target``): the shared performer of a team's kill."""
    ranked = [t.holder(role) for role in shelby_rank(t.rules.definition.get("roles", {}))]
    team = [name for name in ranked if name is not None]
    return performer(t.state, planned, team, lambda n: n not in t.inactive and n != target)


def patrolled(t: Turn, name: str) -> bool:
    """Moss's ``patrol`` token on ``name`` (the shared night context's protections)."""
    return any(kind == PATROL for kind, _ in t.tokens.get(name, []))


def step16_mafkill(t: Turn) -> None:
    """Resolve the kill and record the ``kill`` object of the phase."""
    act = t.team.get(FACTIONAL_KILL)
    kill: dict[str, Any] = dict.fromkeys(("executor_planned", "executor", "target", "backup"))
    kill.update(final_target=None, forced=False, diverted=False, result="no-kill", victim=None)
    t.record.extra["kill"] = kill
    if act is None:
        t.trace("Step 16: no mafkill this turn")
        return
    planned, backup = act.extra.get("executor"), act.extra.get("backup")
    target = act.final_targets[0]
    kill.update(executor_planned=planned, target=target, backup=backup)
    e = executor_of(t, planned, target)
    kill["executor"] = e
    if e is None:
        kill["result"] = "no-executor"
        return
    x: str | None = target
    if t.forced_role is not None:
        holders = [p.name for p in t.state.living() if p.role == t.forced_role]
        # «называет роль»: a role several players hold (townie) names nobody (RULINGS)
        holder = holders[0] if len(holders) == 1 else None
        if holder == e:
            kill.update(forced=True, result="forced-self")
            t.trace("Step 16: Campbell forces {executor} onto himself: nobody dies", executor=e)
            return
        if holder is not None:
            x = holder
            kill["forced"] = True
    elif t.state.is_alive(target) and target in t.pubs and t.state.player(target).role != KIMBER:
        x = backup if backup and t.state.is_alive(backup) and backup != e else None
        kill["diverted"] = True
        t.trace(
            "Step 16: {target} went to the «Гарнизон»: the kill goes to the backup {backup}",
            target=target,
            backup=x,
        )
    elif not t.state.is_alive(target) and t.state.config.get("backup_on_dead_primary"):
        # G-PB-16's alternative; the backup is no backup when he is the executor (§3.7)
        x = backup if backup and t.state.is_alive(backup) and backup != e else x
    kill["final_target"] = x
    if x is None or not t.state.is_alive(x):
        kill["result"] = "target-dead"
        return
    t.kill_visit(e, x, act.index)
    kill["result"] = _protected(t, e, x, kill) or "killed"
    if kill["result"] == "killed":
        kill["victim"] = x
        t.die(x, "factional-kill")
    t.trace(
        "Step 16: {executor} goes to kill {target}: {result}",
        executor=e,
        target=x,
        result=kill["result"],
    )


def _protected(t: Turn, e: str, x: str, kill: dict[str, Any]) -> str | None:
    """The first protection that applies, in §3.7's order (None: the victim dies); Danny's
    substitute is the ``kill``'s victim."""
    role = t.state.player(x).role
    if role == DANNY:
        pool = [
            p.name
            for p in t.state.living()
            if p.role in t.townies and p.role != DANNY and p.name not in t.pubs
        ]
        if not pool:
            return "danny-no-townies"
        victim = t.draws.choose("danny-victim", pool)
        assert victim is not None
        kill["victim"] = victim
        t.trace(
            "Step 16: «Овечьи мозги»: {victim} dies instead of {target}", victim=victim, target=x
        )
        t.die(victim, "sheeps-brains")
        return "danny-substitute"
    if t.state.player(e).role == ARTHUR and role == MOSS:
        return "arthur-moss"
    if role == KIMBER and e in t.state.data.get("kimber_shot", []):
        return "kimber-immune"
    if t.pub_effects.get(x) == "mafkill-immunity":
        return "pub-immune"
    if patrolled(t, x):
        return "patrol-target"
    if patrolled(t, e):
        return "patrol-executor"
    if role == REPORTER and not t.state.player(x).fields.get("reporter_shield_used"):
        t.state.player(x).fields["reporter_shield_used"] = True
        return "reporter-survived"
    return None

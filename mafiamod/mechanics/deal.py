"""Dealing roles and the role PMs that go with them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine.errors import ScriptError
from ..engine.model import GameState, PhaseRecord
from ..engine.rng import Draws
from ..engine.ruleset import Ruleset


def role_alignment(ruleset: Ruleset, role_id: str) -> str:
    roles: Mapping[str, Any] = ruleset.definition.get("roles", {})
    if role_id not in roles:
        raise ScriptError(
            "[roles]: unknown role {role!r} for {setup_id}", role=role_id, setup_id=ruleset.setup_id
        )
    return str(roles[role_id].get("alignment", ""))


def fixed_deal(ruleset: Ruleset, state: GameState) -> None:
    """Apply a complete ``[roles]`` table of role ids (a partial table is a script error)."""
    missing = [p.name for p in state.players if p.name not in state.fixed_roles]
    if missing:
        raise ScriptError(
            "[roles] must name every player; missing: {missing}", missing=", ".join(missing)
        )
    for player in state.players:
        value = state.fixed_roles[player.name]
        role = value.get("role") if isinstance(value, Mapping) else value
        if not isinstance(role, str):
            raise ScriptError("[roles] {name}: expected a role id", name=player.name)
        player.role = role
        player.alignment = (
            value.get("alignment")
            if isinstance(value, Mapping) and value.get("alignment")
            else role_alignment(ruleset, role)
        )
        if isinstance(value, Mapping) and "shots" in value:
            player.shots = int(value["shots"])


def random_deal(
    ruleset: Ruleset, state: GameState, draws: Draws, counts: Mapping[str, int], filler: str
) -> None:
    """Deal ``counts`` (role id → how many) at random with the draw ``deal``; the rest get ``filler``."""
    names = state.names()
    special = sum(counts.values())
    chosen = draws.sample("deal", names, special)
    draws.records and draws.records[-1].update(value=chosen)
    queue = [role for role, n in counts.items() for _ in range(n)]
    for player in state.players:
        player.role = filler
    for name, role in zip(chosen, queue, strict=False):
        state.player(name).role = role
    for player in state.players:
        player.alignment = role_alignment(ruleset, player.role)


def role_pms(
    ruleset: Ruleset, state: GameState, record: PhaseRecord, template: str = "role-pm"
) -> None:
    """One role PM per player, with team names for factions that know each other."""
    roles: Mapping[str, Any] = ruleset.definition.get("roles", {})
    factions: Mapping[str, Any] = ruleset.definition.get("factions", {})
    for player in state.players:
        faction = factions.get(player.alignment, {})
        team = (
            [p.name for p in state.players if p.alignment == player.alignment]
            if faction.get("informed", player.alignment != "town")
            else []
        )
        record.pm(
            player.name,
            template,
            kind="role-pm",
            player=player.name,
            role=player.role,
            role_name=ruleset.role_name(player.role),
            alignment=player.alignment,
            alignment_name=faction.get("name", player.alignment.title()),
            abilities=roles.get(player.role, {}).get("abilities", ""),
            win_condition=faction.get("win", ""),
            team=team,
            shots=player.shots,
        )

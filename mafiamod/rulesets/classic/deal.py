"""Dealing a classic game (classic.md §1) and the role PMs (§8)."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from ...engine.deal import Deal, RoleRule, informed_team
from ...engine.errors import ScriptError, toml_literal
from ...engine.model import GameState, Player
from ...engine.rng import Draws
from ...mechanics.steps.kill import FACTIONAL_KILL
from .library import MAFIA, VANILLA_TOWNIE, Library, sort_modifiers

MODIFIERS = "modifiers"
#: the keys of a role entry beside its ``role`` (a ``[roles]`` value, a ``[[deal.variants]]``)
ENTRY_KEYS = ("alignment", "shots", "modifiers")


def prebuilt_seats(definition: Mapping[str, Any]) -> list[str | dict[str, Any]] | None:
    """A pre-built setup's roles, one per seat: ``[deal] roles`` (role id → count) as role
    ids, then each ``[[deal.variants]]`` entry (``role``, ``count``, and ``alignment``,
    ``modifiers`` or ``shots``) as that many ``{role, …}`` tables; None for a setup without
    a fixed list (the open setup, a scaled deal)."""
    table = definition.get("deal", {})
    if "roles" not in table and "variants" not in table:
        return None
    seats: list[str | dict[str, Any]] = [
        str(rid) for rid, k in table.get("roles", {}).items() for _ in range(int(k))
    ]
    for variant in table.get("variants", []):
        entry = {"role": str(variant["role"])}
        entry |= {k: variant[k] for k in ENTRY_KEYS if k in variant}
        seats += [dict(entry) for _ in range(int(variant.get("count", 1)))]
    return seats


def _seat_id(seat: Any) -> str:
    return str(seat["role"]) if isinstance(seat, Mapping) else str(seat)


def deal_list(
    definition: Mapping[str, Any], state: GameState, known: Collection[str] = ()
) -> list[str] | None:
    """The roles to deal as a list (one id per seat), or None when ``[roles]`` must say it all.

    A pre-built setup names its roles in ``[deal] roles``; the open setup takes
    ``[config] roles`` (the rest are Vanilla Townies) or a complete ``[roles]``."""
    prebuilt = prebuilt_seats(definition)
    counts: Mapping[str, Any] | None = state.config.get("roles")
    n = len(state.players)
    scaled: Mapping[str, Any] | None = definition.get("deal", {}).get("scaled")
    if scaled is not None:  # a share of the players (Mountainous); [roles] of any count
        if not isinstance(scaled, Mapping) or not isinstance(scaled.get("role"), str):
            raise ScriptError(
                "[deal] scaled: expected a table of role, per, min and config, found {value}",
                value=scaled,
            )
        for field, least in (("per", 1), ("min", 0)):
            value = scaled.get(field, 4 if field == "per" else 1)
            if isinstance(value, bool) or not isinstance(value, int) or value < least:
                raise ScriptError(
                    "[deal] scaled: {field} must be a whole number, {least} or more, found {value}",
                    field=field,
                    least=least,
                    value=value,
                )
        if state.fixed_roles:
            return None
        key = str(scaled.get("config", ""))
        k = int(state.config.get(key) or 0)
        if k >= n:  # a deal with no townie is no game: refused, not clamped (RULINGS 14)
            raise ScriptError(
                "[config] {key} = {count}: there must be fewer than the {players} players",
                key=key,
                count=k,
                players=n,
            )
        k = k or max(int(scaled.get("min", 1)), n // int(scaled.get("per", 4)))
        return [str(scaled["role"])] * k + [VANILLA_TOWNIE] * (n - k)
    if prebuilt is not None:
        return [_seat_id(seat) for seat in prebuilt]
    if counts and state.fixed_roles:
        raise ScriptError("[roles] and [config] roles: give one of them, not both")
    if not counts and not state.fixed_roles:
        raise ScriptError(
            "roles: the open setup needs [roles] naming every player or [config] roles"
        )
    if not counts:
        return None
    roles: list[str] = []
    for rid, k in counts.items():
        if known and rid not in known:
            raise ScriptError("[config] roles: unknown role {role}", role=toml_literal(rid))
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise ScriptError(
                "[config] roles: {role} = {count}: expected a count",
                role=rid,
                count=toml_literal(k),
            )
        roles += [rid] * k
    if len(roles) > n:
        raise ScriptError(
            "[config] roles: {roles} roles for {players} players", roles=len(roles), players=n
        )
    return roles + [VANILLA_TOWNIE] * (n - len(roles))


def plan(definition: Mapping[str, Any], lib: Library, state: GameState) -> Deal:
    """The shared deal of a classic game: the library's roles (shots for a role with an
    action), the seats of :func:`prebuilt_seats` or :func:`deal_list` given out by
    ``shuffle-seats``, or a scaled deal's special role by ``sample-holders`` (Mountainous)."""
    table = {
        rid: RoleRule(tuple(dict.fromkeys((r.alignment, *r.alignments))), _shots(r.ability))
        for rid, r in lib.roles.items()
    }
    roles = deal_list(definition, state, lib.roles)
    if "scaled" in definition.get("deal", {}):
        return Deal(table, list(roles or []) or None, "sample-holders", keys=ENTRY_KEYS)
    seats = prebuilt_seats(definition)
    return Deal(table, list(seats) if seats is not None else roles, keys=ENTRY_KEYS)


def _shots(ability: str | None) -> str:
    return "optional" if ability is not None else "none"


def deal(lib: Library, state: GameState, draws: Draws, plan: Deal) -> None:
    """Deal the roles (a complete ``[roles]`` or the draw ``deal``), then each seat's
    modifiers (§2) and the library's one-per-game roles."""
    entries = plan.apply(state, draws)
    for player in state.players:
        player.fields[MODIFIERS] = _modifiers(lib, player, entries[player.name])
    for role in lib.roles.values():
        if role.unique and sum(p.role == role.id for p in state.players) > 1:
            raise ScriptError("roles: at most one {role} per game", role=role.id)


def _modifiers(lib: Library, player: Player, entry: Mapping[str, Any]) -> list[str]:
    name, mods = player.name, entry.get(MODIFIERS, [])
    if isinstance(mods, str) or not isinstance(mods, list):
        raise ScriptError("[roles] {name}: modifiers must be a list", name=name)
    for mod in mods:
        if not isinstance(mod, str) or mod not in lib.modifiers:
            raise ScriptError("[roles] {name}: unknown modifier {mod!r}", name=name, mod=mod)
    if mods and lib.roles[player.role].ability is None and player.alignment != MAFIA:
        raise ScriptError(
            "[roles] {name}: modifiers need a role with an action (or a mafioso)", name=name
        )
    return sort_modifiers([str(m) for m in mods])


def role_pm_context(lib: Library, state: GameState, player: Player) -> dict[str, Any]:
    """What a role PM says (§8): title, ability line, shots, modifier lines, team or group, win.

    The X-shot line follows the role's own ability line ("then the ability line, then (X-shot)
    `You may use it …`": the "it" is the ability); the modifiers' lines come after it
    (RULINGS 32).
    """
    role = lib.roles[player.role]
    mods: list[str] = list(player.fields.get(MODIFIERS, []))
    lines = [role.line] + ([role.extra] if role.extra else [])
    modifier_lines = [str(lib.modifiers[m].get("line", "")) for m in mods]
    team = [p.name for p in informed_team(state, player, lib.factions)]
    informed = bool(team)
    group = [p.name for p in state.players if p.role == player.role] if role.group else []
    return {
        "player": player.name,
        "title": lib.title(player.role, player.alignment, mods),
        "lines": [line for line in lines if line],
        "shots": player.shots,
        "modifier_lines": [line for line in modifier_lines if line],
        "team": team,
        "team_kill": informed and player.alignment == MAFIA and FACTIONAL_KILL in lib.abilities,
        "group": role.group,
        "group_members": group,
        "win": str(lib.factions.get(player.alignment, {}).get("win", "")),
        # the same in the loop's generic words (a setup's own templates may use them)
        "role": player.role,
        "role_name": role.name,
        "alignment": player.alignment,
        "alignment_name": lib.faction_name(player.alignment),
        "abilities": role.line,
        "win_condition": str(lib.factions.get(player.alignment, {}).get("win", "")),
    }

"""Dealing a classic game (classic.md §1) and the role PMs (§8)."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Collection, Mapping
from typing import Any

from ...engine.errors import ScriptError
from ...engine.model import GameState, Player
from ...engine.rng import Draws
from .library import FACTIONAL_KILL, MAFIA, VANILLA_TOWNIE, Library, sort_modifiers

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


def _token(seat: Any) -> str:
    """A seat as one comparable value: the role id alone when nothing else is set."""
    if isinstance(seat, Mapping):
        extra = {k: seat[k] for k in ENTRY_KEYS if k in seat}
        if extra:
            return json.dumps({"role": str(seat.get("role"))} | extra, sort_keys=True)
        return str(seat.get("role"))
    return str(seat)


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
        if state.fixed_roles:
            return None
        k = int(state.config.get(str(scaled.get("config", ""))) or 0)
        k = k or max(int(scaled.get("min", 1)), n // int(scaled.get("per", 4)))
        return [str(scaled["role"])] * min(k, n) + [VANILLA_TOWNIE] * (n - min(k, n))
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
            raise ScriptError("[config] roles: unknown role {role!r}", role=rid)
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise ScriptError(
                "[config] roles: {role} = {count!r}: expected a count", role=rid, count=k
            )
        roles += [rid] * k
    if len(roles) > n:
        raise ScriptError(
            "[config] roles: {roles} roles for {players} players", roles=len(roles), players=n
        )
    return roles + [VANILLA_TOWNIE] * (n - len(roles))


def _entry(value: Any, name: str) -> dict[str, Any]:
    if isinstance(value, str):
        return {"role": value}
    if isinstance(value, Mapping) and isinstance(value.get("role"), str):
        unknown = set(value) - {"role", "alignment", "shots", "modifiers"}
        if unknown:
            raise ScriptError(
                "[roles] {name}: unknown key {unknown}",
                name=name,
                unknown=", ".join(sorted(unknown)),
            )
        return dict(value)
    raise ScriptError(
        "[roles] {name}: expected a role id or {{ role, alignment?, shots?, modifiers? }}",
        name=name,
    )


def _seat(lib: Library, player: Player, entry: Mapping[str, Any]) -> None:
    """Give ``player`` the role of a ``[roles]`` entry or a dealt role id, checked (§1, §2)."""
    name = player.name
    role = lib.roles.get(str(entry["role"]))
    if role is None:
        raise ScriptError("[roles] {name}: unknown role {role!r}", name=name, role=entry["role"])
    alignment = str(entry.get("alignment") or role.alignment)
    if alignment not in role.alignments:
        raise ScriptError(
            "[roles] {name}: a {role} cannot be {alignment}-aligned",
            name=name,
            role=role.id,
            alignment=alignment,
        )
    mods = entry.get(MODIFIERS, [])
    if isinstance(mods, str) or not isinstance(mods, list):
        raise ScriptError("[roles] {name}: modifiers must be a list", name=name)
    for mod in mods:
        if mod not in lib.modifiers:
            raise ScriptError("[roles] {name}: unknown modifier {mod!r}", name=name, mod=mod)
    if mods and role.ability is None and alignment != MAFIA:
        raise ScriptError(
            "[roles] {name}: modifiers need a role with an action (or a mafioso)", name=name
        )
    shots = entry.get("shots")
    if shots is not None:
        if role.ability is None:
            raise ScriptError(
                "[roles] {name}: shots for a {role}, which has no ability", name=name, role=role.id
            )
        if isinstance(shots, bool) or not isinstance(shots, int) or shots < 0:
            raise ScriptError("[roles] {name}: shots must be a whole number", name=name)
    player.role, player.alignment, player.shots = role.id, alignment, shots
    player.fields[MODIFIERS] = sort_modifiers([str(m) for m in mods])


def _legal_deal(pin: Any, names: list[str], seats: list[Any]) -> bool:
    return (
        isinstance(pin, Mapping)
        and sorted(pin) == sorted(names)
        and Counter(map(_token, pin.values())) == Counter(map(_token, seats))
    )


def _pin_agrees(pin: Any, state: GameState) -> bool:
    """A ``deal`` pin beside a fixed ``[roles]``: the whole deal (player → role id), or the
    list of the players dealt a mafia role (the phase loop's convention)."""
    if isinstance(pin, Mapping):
        return {str(k): str(v) for k, v in pin.items()} == {p.name: p.role for p in state.players}
    wanted = [pin] if isinstance(pin, str) else pin
    mafia = {p.name for p in state.players if p.alignment == MAFIA}
    return isinstance(wanted, list) and set(map(str, wanted)) == mafia


def deal_pin_is_possible(
    definition: Mapping[str, Any], lib: Library, state: GameState, pin: Any
) -> bool:
    """§9: a ``deal`` pin in a phase that does not deal must still be a deal this game could
    make (its players' names, the setup's roles), else it is a bad pin; a legal one is ignored."""
    names = state.names()
    if state.fixed_roles:
        if isinstance(pin, Mapping):
            return sorted(map(str, pin)) == sorted(names)
        wanted = [pin] if isinstance(pin, str) else pin
        return isinstance(wanted, list) and set(map(str, wanted)) <= set(names)
    roles = deal_list(definition, state, lib.roles)
    if roles is None:
        return False
    if "scaled" in definition.get("deal", {}):
        special = [r for r in roles if r != VANILLA_TOWNIE]
        wanted = [pin] if isinstance(pin, str) else pin
        return (
            isinstance(wanted, list)
            and len(wanted) == len(special)
            and len(set(map(str, wanted))) == len(wanted)
            and set(map(str, wanted)) <= set(names)
        )
    seats = prebuilt_seats(definition)
    return _legal_deal(pin, names, list(seats) if seats is not None else list(roles))


def deal(definition: Mapping[str, Any], lib: Library, state: GameState, draws: Draws) -> None:
    """Deal the roles: a complete ``[roles]`` fixes them, otherwise the draw ``deal``."""
    roles = deal_list(definition, state, lib.roles)
    names = state.names()
    fixed = state.fixed_roles
    if fixed:
        missing = [n for n in names if n not in fixed]
        if missing:
            raise ScriptError(
                "[roles] must name every player; missing: {missing}", missing=", ".join(missing)
            )
        entries = {n: _entry(fixed[n], n) for n in names}
        given = [str(e["role"]) for e in entries.values()]
        if roles is not None and Counter(given) != Counter(roles):
            want = ", ".join(f"{k} × {v}" for k, v in Counter(roles).items())
            raise ScriptError("[roles] must deal exactly the setup's roles ({want})", want=want)
    else:
        assert roles is not None
        seats = prebuilt_seats(definition) if "scaled" not in definition.get("deal", {}) else None
        to_deal: list[Any] = list(seats) if seats is not None else list(roles)

        def roll(rng: random.Random) -> dict[str, Any]:
            shuffled = list(to_deal)
            rng.shuffle(shuffled)
            return dict(zip(names, shuffled, strict=True))

        if "scaled" in definition.get("deal", {}):
            # who gets the scaled role: the draw ``deal`` names them (Mountainous' draw)
            special = [r for r in to_deal if r != VANILLA_TOWNIE]
            chosen = draws.sample("deal", names, len(special))
            entries = {n: {"role": VANILLA_TOWNIE} for n in names}
            entries |= {n: {"role": r} for n, r in zip(chosen, special, strict=True)}
        else:
            value = draws.custom("deal", roll, lambda pin: _legal_deal(pin, names, to_deal))
            entries = {n: _entry(value[n], n) for n in names}
    for player in state.players:
        _seat(lib, player, entries[player.name])
    if fixed and "deal" in draws.pins:
        draws.used_pins.add("deal")
        if not _pin_agrees(draws.pins["deal"], state):
            pin = draws.pins["deal"]
            raise ScriptError(
                "bad-pin: rng pin deal = {pin!r} contradicts the fixed [roles]", pin=pin
            )
    for role in lib.roles.values():
        if role.unique and sum(p.role == role.id for p in state.players) > 1:
            raise ScriptError("roles: at most one {role} per game", role=role.id)


def role_pm_context(lib: Library, state: GameState, player: Player) -> dict[str, Any]:
    """What a role PM says (§8): title, ability lines, shots, team or group, win line."""
    role = lib.roles[player.role]
    mods: list[str] = list(player.fields.get(MODIFIERS, []))
    lines = [role.line] + ([role.extra] if role.extra else [])
    lines += [str(lib.modifiers[m].get("line", "")) for m in mods]
    team = [p.name for p in state.players if p.alignment == player.alignment]
    informed = bool(lib.factions.get(player.alignment, {}).get("informed", False))
    group = [p.name for p in state.players if p.role == player.role] if role.group else []
    return {
        "player": player.name,
        "title": lib.title(player.role, player.alignment, mods),
        "lines": [line for line in lines if line],
        "shots": player.shots,
        "team": team if informed else [],
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

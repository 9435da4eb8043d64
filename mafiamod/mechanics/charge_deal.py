"""Charge Me Up! deal: alignments (pre-game mode) or final roles (direct mode), and the PMs.

Digest C.1: with a ``pregame`` phase, ``[roles]`` may only fix alignments with the strings
``vanilla-townie`` / ``mafia-goon``; the rest are dealt by the seeded draw ``deal`` so that
there are exactly 3 Mafia. Without one, ``[roles]`` is the direct-mode test hook: all 14
players with their final roles and shots.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..engine.errors import ScriptError
from ..engine.model import GameState, PhaseRecord, Player
from ..engine.rng import Draws
from ..engine.ruleset import Ruleset
from .charge_roles import MAFIA_GOON, VANILLA_ROLES, VANILLA_TOWNIE, holds_pr, power_roles

MAFIA_COUNT = 3
ALIGNMENT_OF = {VANILLA_TOWNIE: "town", MAFIA_GOON: "mafia"}


def deal_alignments(state: GameState, draws: Draws) -> None:
    """Fix the string entries of ``[roles]`` and deal the open seats (draw ``deal``)."""
    fixed: dict[str, str] = {}
    for name, value in state.fixed_roles.items():
        if not isinstance(value, str) or value not in VANILLA_ROLES:
            raise ScriptError(
                '[roles] {name}: with a pre-game only "vanilla-townie" or "mafia-goon" may be '
                "given (final roles come from the pre-game)",
                name=name,
            )
        fixed[name] = ALIGNMENT_OF[value]
    sure = [n for n in state.names() if fixed.get(n) == "mafia"]
    open_seats = [n for n in state.names() if n not in fixed]
    need = MAFIA_COUNT - len(sure)
    if need < 0 or need > len(open_seats):
        raise ScriptError(
            "[roles] fixes {count} Mafia; charge-me-up has exactly {need}",
            count=len(sure),
            need=MAFIA_COUNT,
        )
    mafia = list(sure)
    if need and need < len(open_seats):

        def roll(rng: random.Random) -> list[str]:
            picked = set(sure) | set(rng.sample(open_seats, need))
            return [n for n in state.names() if n in picked]

        def legal(pin: Any) -> bool:
            names = [pin] if isinstance(pin, str) else list(pin) if isinstance(pin, list) else []
            return (
                len(set(names)) == MAFIA_COUNT
                and set(sure) <= set(names)
                and set(names) <= set(sure) | set(open_seats)
            )

        mafia = draws.custom(
            "deal", roll, legal, convert=lambda pin: [n for n in state.names() if n in set(pin)]
        )
    elif need:
        mafia = sure + open_seats
    for player in state.players:
        player.alignment = "mafia" if player.name in mafia else "town"
        player.role = MAFIA_GOON if player.alignment == "mafia" else VANILLA_TOWNIE
        player.shots = None


def deal_direct(ruleset: Ruleset, state: GameState) -> None:
    """Direct mode: every player's final role, alignment and shots from ``[roles]``."""
    roles: Mapping[str, Any] = ruleset.definition.get("roles", {})
    missing = [p.name for p in state.players if p.name not in state.fixed_roles]
    if missing:
        raise ScriptError(
            "[roles] without a pre-game must name every player; missing: {missing}",
            missing=", ".join(missing),
        )
    for player in state.players:
        _direct_seat(player, state.fixed_roles[player.name], roles)
    mafia = [p for p in state.players if p.alignment == "mafia"]
    if len(mafia) != MAFIA_COUNT:
        raise ScriptError(
            "[roles] gives {count} Mafia; charge-me-up has exactly {need}",
            count=len(mafia),
            need=MAFIA_COUNT,
        )


def _direct_seat(player: Player, value: Any, roles: Mapping[str, Any]) -> None:
    if isinstance(value, str):
        if value not in VANILLA_ROLES:
            raise ScriptError(
                "[roles] {name}: a power role must be a table {{ alignment, role, shots }}",
                name=player.name,
            )
        player.role, player.alignment, player.shots = value, ALIGNMENT_OF[value], None
        return
    if not isinstance(value, Mapping):
        raise ScriptError("[roles] {name}: expected a role id or a table", name=player.name)
    role, alignment = value.get("role"), value.get("alignment")
    if not isinstance(role, str) or role not in roles:
        raise ScriptError("[roles] {name}: unknown role {role!r}", name=player.name, role=role)
    if role in VANILLA_ROLES:
        alignment = alignment or ALIGNMENT_OF[role]
        if alignment != ALIGNMENT_OF[role]:
            raise ScriptError(
                "[roles] {name}: {role} is always {alignment}",
                name=player.name,
                role=role,
                alignment=ALIGNMENT_OF[role],
            )
    if alignment not in ("town", "mafia"):
        raise ScriptError('[roles] {name}: alignment must be "town" or "mafia"', name=player.name)
    shots = value.get("shots")
    if holds_pr(role):
        if not isinstance(shots, int) or isinstance(shots, bool) or shots < 0:
            raise ScriptError(
                "[roles] {name}: a power role needs 'shots', a whole number >= 0", name=player.name
            )
    elif shots:
        raise ScriptError("[roles] {name}: {role} has no shots", name=player.name, role=role)
    player.role, player.alignment = role, alignment
    player.shots = shots if holds_pr(role) else None


def alignment_context(
    ruleset: Ruleset, state: GameState, player: Player, *, pregame: bool
) -> dict[str, Any]:
    """The first PM's context: Vanilla Townie / Mafia Goon with the team's names."""
    factions: Mapping[str, Any] = ruleset.definition.get("factions", {})
    roles: Mapping[str, Any] = ruleset.definition.get("roles", {})
    base = MAFIA_GOON if player.alignment == "mafia" else VANILLA_TOWNIE
    team = [p.name for p in state.players if p.alignment == "mafia" and p.name != player.name]
    return {
        "player": player.name,
        "role": base,
        "role_name": ruleset.role_name(base),
        "alignment": player.alignment,
        "team": team if base == MAFIA_GOON else [],
        "abilities": str(roles.get(base, {}).get("abilities", "")),
        "win_condition": factions.get(player.alignment, {}).get("win", ""),
        "pregame": pregame,
        "power_roles": power_role_names(ruleset),
        "power_role": False,  # a replacement's PM adds the seat's PR (alignment-pm.bbcode)
    }


def alignment_pms(
    ruleset: Ruleset, state: GameState, record: PhaseRecord, *, pregame: bool
) -> None:
    """The first PM: Vanilla Townie / Mafia Goon with the team's names (the seed's text)."""
    for player in state.players:
        context = alignment_context(ruleset, state, player, pregame=pregame)
        record.pm(player.name, "alignment-pm", kind="alignment-pm", **context)


def power_role_names(ruleset: Ruleset) -> list[str]:
    """Display names of the PRs, in the seed's order."""
    return [ruleset.role_name(r) for r in power_roles(ruleset.definition)]


def power_role_context(ruleset: Ruleset, player: Player) -> dict[str, Any]:
    """The second PM's context: the PR's title and text, X = the shots it holds now."""
    spec = ruleset.definition.get("roles", {}).get(player.role, {})
    return {
        "player": player.name,
        "title": spec.get("pm_title", ruleset.role_name(player.role)),
        "text": spec.get("pm_text", ""),
        "shots": player.shots or 0,
    }


def power_role_pms(
    ruleset: Ruleset, state: GameState, record: PhaseRecord, *, failed_too: bool
) -> None:
    """The second PM: the PR with X replaced by the shots, or the seed's failure message."""
    for player in state.players:
        if player.alive and holds_pr(player.role):
            context = power_role_context(ruleset, player)
            record.pm(player.name, "power-role-pm", kind="role-pm", role=player.role, **context)
        elif failed_too and player.alive:
            record.pm(player.name, "no-power-role-pm", kind="no-power-role-pm", player=player.name)

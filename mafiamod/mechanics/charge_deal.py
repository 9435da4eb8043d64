"""Charge Me Up! deal on the shared deal (:mod:`mafiamod.engine.deal`): alignments
(pre-game mode) or final roles (direct mode), and the PMs.

Digest C.1: with a ``pregame`` phase, ``[roles]`` may only fix alignments with the strings
``vanilla-townie`` / ``mafia-goon``; the rest are dealt by the seeded draw ``deal``
(``sample-holders``: it samples the Mafia) so that there are exactly 3 Mafia. Without one,
``[roles]`` is the direct-mode test hook: all 14 players with their final roles and shots.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine.deal import (
    MAFIA,
    MAFIA_GOON,
    TOWN,
    VANILLA_RULES,
    VANILLA_TOWNIE,
    VANILLAS,
    Deal,
    Entry,
    RoleRule,
    holds_pr,
)
from ..engine.errors import ScriptError
from ..engine.model import GameState, PhaseRecord, Player
from ..engine.phase_loop import PhaseLoop
from ..engine.ruleset import Ruleset
from .charge_roles import power_roles

MAFIA_COUNT = 3


def direct_mode(state: GameState) -> bool:
    """``[roles]`` names a power role (a table or a PR id): the direct mode (C.1)."""
    return any(not isinstance(v, str) or v not in VANILLAS for v in state.fixed_roles.values())


def plan(definition: Mapping[str, Any], state: GameState) -> Deal:
    """Direct mode: a complete ``[roles]`` (a PR as a table with its alignment and shots),
    three of them Mafia. Pre-game mode: the vanillas ``[roles]`` fixes, the Mafia sampled."""
    if direct_mode(state):
        prs = {r: RoleRule((TOWN, MAFIA), "required", bare=False) for r in power_roles(definition)}
        return Deal(VANILLA_RULES | prs, check=_three_mafia)
    seats = [MAFIA_GOON] * MAFIA_COUNT + [VANILLA_TOWNIE] * (len(state.players) - MAFIA_COUNT)
    return Deal(VANILLA_RULES, seats, "sample-holders", partial=True)


def _three_mafia(entries: dict[str, Entry]) -> None:
    count = sum(e["alignment"] == MAFIA for e in entries.values())
    if count != MAFIA_COUNT:
        raise ScriptError(
            "[roles] gives {count} Mafia; charge-me-up has exactly {need}",
            count=count,
            need=MAFIA_COUNT,
        )


def refuse_prs_beside_a_pregame(state: GameState) -> None:
    """With a pre-game, ``[roles]`` may fix alignments only (C.1)."""
    for name, value in state.fixed_roles.items():
        if not isinstance(value, str) or value not in VANILLAS:
            raise ScriptError(
                '[roles] {name}: with a pre-game only "vanilla-townie" or "mafia-goon" may be '
                "given (final roles come from the pre-game)",
                name=name,
            )


def alignment_context(
    ruleset: PhaseLoop, state: GameState, player: Player, *, pregame: bool
) -> dict[str, Any]:
    """The first PM's context: Vanilla Townie / Mafia Goon with the team's names."""
    base = MAFIA_GOON if player.alignment == MAFIA else VANILLA_TOWNIE
    context = ruleset.role_pm_context(state, player.name, base)
    return context | {
        "team": [name for name in context["team"] if name != player.name],
        "pregame": pregame,
        "power_roles": power_role_names(ruleset),
        "power_role": False,  # a replacement's PM adds the seat's PR (alignment-pm.bbcode)
    }


def alignment_pms(
    ruleset: PhaseLoop, state: GameState, record: PhaseRecord, *, pregame: bool
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

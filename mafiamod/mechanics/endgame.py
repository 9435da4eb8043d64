"""The game-over post: the winner and every role, once a phase decides the game."""

from __future__ import annotations

from typing import Any

from ..engine.model import GameState, PhaseRecord
from ..engine.ruleset import Ruleset
from .deaths import flip


def faction_name(ruleset: Ruleset, faction: str | None) -> str:
    factions: dict[str, Any] = ruleset.definition.get("factions", {})
    if not faction:
        return ""
    if faction == "none":
        return "Nobody"
    return str(factions.get(faction, {}).get("name", faction.title()))


def game_over_post(ruleset: Ruleset, state: GameState, record: PhaseRecord) -> None:
    """Post the end of the game (roles of everyone, never shots) when a winner exists."""
    if state.winner is None:
        return
    winners = set(state.winners or [])
    players = [
        {**flip(ruleset, state, p.name), "name": p.name, "alive": p.alive, "won": p.name in winners}
        for p in state.players
    ]
    record.post(
        "game-over",
        "game-over",
        winner=state.winner,
        winner_name=faction_name(ruleset, state.winner),
        nobody=state.winner == "none",
        winners=[p.name for p in state.players if p.name in winners],
        players=players,
    )

"""Win checks the setups share."""

from __future__ import annotations

from collections.abc import Sequence

from .model import GameState


def parity_winner(
    state: GameState,
    town: str = "town",
    mafia: str = "mafia",
    *,
    town_can_kill: bool = False,
) -> str | None:
    """Town wins with no mafia left; mafia at parity (m >= t), unless at exact parity
    a town player can still kill (``town_can_kill``); ``none`` if both are gone."""
    m = len(state.faction(mafia))
    t = len(state.faction(town))
    if m == 0 and t == 0:
        return "none"
    if m == 0:
        return town
    if t == 0 or m > t:
        return mafia
    if m == t and not town_can_kill:
        return mafia
    return None


def last_standing(state: GameState, threats: Sequence[str], town: str = "town") -> str | None:
    """``none`` when nobody lives, ``town`` when none of the ``threats`` factions does, else
    None (the setup's own rule decides): Peaky's Shelbys and Kimber, the classic library's
    Mafia and Serial Killer."""
    if not state.living():
        return "none"
    return None if any(state.faction(f) for f in threats) else town


def faction_winners(state: GameState, faction: str) -> list[str]:
    """Every member of ``faction``, alive or dead, except modkilled players."""
    return [p.name for p in state.players if p.alignment == faction and not p.modkilled]


def declare(state: GameState, winner: str | None) -> bool:
    """Record ``winner`` (if any) with the usual winners list; True when the game ended."""
    if winner is None:
        return False
    state.winner = winner
    state.winners = [] if winner == "none" else faction_winners(state, winner)
    return True

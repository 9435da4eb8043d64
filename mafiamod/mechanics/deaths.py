"""Deaths and the public facts they reveal (never who killed, never shots)."""

from __future__ import annotations

from typing import Any

from ..engine.model import Death, GameState, PhaseRecord
from ..engine.ruleset import Ruleset


def flip(ruleset: Ruleset, state: GameState, name: str) -> dict[str, Any]:
    """What a death reveals: name, role and alignment, in display words too."""
    player = state.player(name)
    factions = ruleset.definition.get("factions", {})
    return {
        "player": name,
        "role": player.role,
        "role_name": ruleset.role_name(player.role),
        "alignment": player.alignment,
        "alignment_name": factions.get(player.alignment, {}).get("name", player.alignment.title()),
    }


def kill(
    ruleset: Ruleset,
    state: GameState,
    name: str,
    cause: str,
    record: PhaseRecord,
    *,
    event: str = "killed",
) -> Death:
    """``name`` dies of ``cause``: recorded as a death and announced as ``event``."""
    player = state.player(name)
    player.alive = False
    death = Death(name, cause)
    record.deaths.append(death)
    record.events.append({"kind": event, **flip(ruleset, state, name)})
    return death

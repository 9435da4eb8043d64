"""Ghoul chains: a one-shot ghoul who would die tonight sends the death to its target.

The walk follows redirects from the night-kill target until it reaches a player without
a ghoul action (that player dies) or a player already on the path (that player's power
"transitively leads back to" them, so it has no effect and they die). This reproduces the
seed's example A→B, B→C, C→D, D→B with the kill on A: B dies.
"""

from __future__ import annotations

from collections.abc import Mapping

GHOUL = "ghoul"
GHOUL_ROLE = "one-shot-ghoul"


def walk(start: str, ghouls: Mapping[str, str]) -> list[str]:
    """The ordered chain of players who "would die", from ``start`` to the victim.

    ``ghouls`` maps each ghoul with a valid action tonight to its target. The last name
    of the result is the victim; every earlier name is a ghoul whose power took effect.
    Each step adds a new name to the path, so the walk ends within ``len(ghouls) + 1``
    steps.
    """
    seen: list[str] = []
    current = start
    while True:
        if current not in ghouls:
            return [*seen, current]
        if current in seen:
            # current's own power leads back to current: it has no effect, current dies
            return [*seen[: seen.index(current)], current]
        seen.append(current)
        current = ghouls[current]


def powers_used(chain: list[str]) -> list[str]:
    """The ghouls whose power took effect (sent the death on): all but the victim."""
    return chain[:-1]

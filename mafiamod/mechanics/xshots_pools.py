"""X-SHOTS' two faction shot pools (rules B.1, B.3.1).

Shots live in ``state.exported["pools"]`` (``{"town": n, "mafia": n}``), never on players:
every PR of a faction spends from its faction's pool, and nobody is told its size.
"""

from __future__ import annotations

from ..engine.deal import MAFIA as MAFIA
from ..engine.deal import TOWN as TOWN
from ..engine.deal import holds_pr
from ..engine.model import GameState


class Pools:
    """The faction pools of a game state (read and written in place)."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.state.exported.setdefault("pools", {TOWN: 0, MAFIA: 0})

    @property
    def values(self) -> dict[str, int]:
        pools: dict[str, int] = self.state.exported["pools"]
        return pools

    def get(self, faction: str) -> int:
        return int(self.values.get(faction, 0))

    def set(self, faction: str, value: int) -> None:
        """Set a pool (never below 0: the seed's pools cannot go negative)."""
        self.values[faction] = max(0, int(value))

    def change(self, faction: str, delta: int) -> None:
        self.set(faction, self.get(faction) + delta)

    def draw(self, faction: str) -> bool:
        """Spend one shot if there is one; False (nothing spent) when the pool is empty."""
        if self.get(faction) < 1:
            return False
        self.change(faction, -1)
        return True


def lynch_cost(state: GameState, name: str) -> int:
    """Shots the Town pool loses when ``name`` is lynched: 1 for a Town PR, else 0 (B.3.2)."""
    player = state.player(name)
    return 1 if player.alignment == TOWN and holds_pr(player.role) else 0

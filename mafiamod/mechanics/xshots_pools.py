"""X-SHOTS' two faction shot pools (rules B.1, B.3.1).

Shots live in ``state.exported["pools"]`` (``{"town": n, "mafia": n}``), never on players:
every PR of a faction spends from its faction's pool, and nobody is told its size. A pool
is an account of the shared :class:`~.balance.Balances`.
"""

from __future__ import annotations

from ..engine.deal import MAFIA as MAFIA
from ..engine.deal import TOWN as TOWN
from ..engine.deal import holds_pr
from ..engine.model import GameState
from .balance import Balances


def pools(state: GameState) -> Balances:
    """The faction pools of a game state, one shared balance account per faction."""
    return Balances(state.exported.setdefault("pools", {TOWN: 0, MAFIA: 0}))


def lynch_cost(state: GameState, name: str) -> int:
    """Shots the Town pool loses when ``name`` is lynched: 1 for a Town PR, else 0 (B.3.2)."""
    player = state.player(name)
    return 1 if player.alignment == TOWN and holds_pr(player.role) else 0

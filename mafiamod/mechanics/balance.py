"""A team's resource balance: a whole number that abilities spend from and events fund,
kept in a table of the game state and never below 0.

X-SHOTS' two faction shot pools (``state.exported["pools"]``, one account per faction: every
PR of a faction spends one shot of its pool, an unpaid action is unfunded) and Peaky's
family points (``state.data["points"]``: a pub visit funds one, a purchase spends its
``price`` or is refused ``insufficient-points``) are each a :class:`Balances` account.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any


class Balances:
    """The accounts kept in ``store`` (account -> balance), read and written in place."""

    def __init__(self, store: MutableMapping[str, Any]) -> None:
        self.store = store

    def get(self, account: str) -> int:
        """The balance of ``account`` (0 when it was never funded)."""
        return int(self.store.get(account, 0))

    def set(self, account: str, value: int) -> None:
        """Set a balance (never below 0: nobody spends what the team does not have)."""
        self.store[account] = max(0, int(value))

    def change(self, account: str, delta: int) -> None:
        """Fund (``delta`` > 0) or lose (< 0) part of a balance, down to 0 at most."""
        self.set(account, self.get(account) + delta)

    def spend(self, account: str, cost: int = 1) -> bool:
        """Pay ``cost`` if the balance covers it; False (nothing spent) when it does not."""
        if self.get(account) < cost:
            return False
        self.change(account, -cost)
        return True

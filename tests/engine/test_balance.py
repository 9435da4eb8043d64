"""The shared team balance (mechanics/balance.py): X-SHOTS' pools, Peaky's points."""

from __future__ import annotations

from typing import Any

from mafiamod.mechanics.balance import Balances


def test_an_account_starts_at_zero_and_is_funded() -> None:
    store: dict[str, Any] = {}
    balances = Balances(store)
    assert balances.get("town") == 0
    balances.change("town", 2)
    balances.change("town", 1)
    assert balances.get("town") == 3
    assert store == {"town": 3}  # written in place


def test_spend_pays_when_covered_and_refuses_otherwise() -> None:
    store: dict[str, Any] = {"points": 3}
    balances = Balances(store)
    assert balances.spend("points", 3)
    assert balances.get("points") == 0
    assert not balances.spend("points")  # nothing left: refused, nothing spent
    assert store == {"points": 0}
    balances.set("points", 2)
    assert not balances.spend("points", 3)  # short of the price: refused whole
    assert balances.get("points") == 2
    assert balances.spend("points")  # the default cost is one
    assert balances.get("points") == 1


def test_a_balance_never_goes_below_zero() -> None:
    balances = Balances({"mafia": 1})
    balances.change("mafia", -4)
    assert balances.get("mafia") == 0
    balances.set("mafia", -2)
    assert balances.get("mafia") == 0


def test_accounts_are_kept_apart_in_one_table() -> None:
    store: dict[str, Any] = {"town": 1, "mafia": 1, "other": "kept"}
    balances = Balances(store)
    assert balances.spend("town")
    assert balances.get("mafia") == 1
    assert store["other"] == "kept"

"""The "Actions entered" list marks a valid entry a later one replaced: in Mountainous a
later kill order by any mafioso replaces the team's earlier one."""

from __future__ import annotations

import pytest

from mafiamod.game import Game

from .drive import act, phase, vote

pytestmark = pytest.mark.gui

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
ROLES = {n: "mafia-goon" if n in ("Fay", "Gus") else "vanilla-townie" for n in NAMES}


def test_a_later_kill_order_shows_the_earlier_one_replaced(window) -> None:
    game = Game.create("mountainous", NAMES, seed=3, roles=ROLES)
    window.open_game(game, None)
    for voter in ("Ann", "Bob", "Cid", "Dan"):
        assert vote(window.day, voter, "Eve"), window.statusBar().currentMessage()
    assert window.end_phase(), window.statusBar().currentMessage()
    assert window.session.phase_id() == "N1"
    night = window.night
    assert act(night, "Fay", "factional-kill", ("Ann",))
    assert [(r.who, r.status) for r in night.entries.rows] == [("Fay", "entered")]
    assert act(night, "Gus", "factional-kill", ("Bob",))
    rows = night.entries.rows
    assert [(r.who, r.status, r.replaced) for r in rows] == [
        ("Fay", "replaced", True),
        ("Gus", "entered", False),
    ]
    assert not any(r.refused for r in rows)
    fay = night.row("Fay")
    assert (
        "replaced" in fay.entered.toolTip() and "replaced" not in night.row("Gus").entered.toolTip()
    )
    assert act(night, "Fay", "factional-kill", ("Cid",))  # Fay's order counts again
    assert [r.status for r in night.entries.rows] == ["replaced", "replaced", "entered"]
    assert window.end_phase(), window.statusBar().currentMessage()
    n1 = phase(game, "N1")
    assert n1["deaths"] == [{"player": "Cid", "cause": "factional-kill"}]
    assert n1["superseded"] == [0, 1]

"""A day with two votes (Democrabilities: ability + elimination): both entered, both tallied."""

from __future__ import annotations

import pytest

from mafiamod.game import Game

pytestmark = pytest.mark.gui

NAMES = [f"P{i}" for i in range(9)]


def test_two_votes_in_one_day(window) -> None:
    game = Game.create("democrabilities", NAMES, seed=2)
    window.open_game(game, None)
    assert window.phase_bar.end_button.text() == "Resolve Night"
    window.end_phase()
    assert window.session.phase_id() == "D1"
    day = window.day
    assert not day.vote_name.isHidden() and day.vote_name.count() == 2
    for name, voter, target in (
        ("ability", "P1", "P2"),
        ("elimination", "P3", "P2"),
        ("elimination", "P4", "P2"),
    ):
        day.vote_name.setCurrentText(name)
        day.voter.setEditText(voter)
        day.target.setEditText(target)
        assert day.submit(), window.statusBar().currentMessage()
    rows = {(r.vote, r.target): r for r in day.tally.rows}
    assert rows[("ability", "P2")].voters == "P1" and rows[("ability", "P2")].count == "1"
    assert (
        rows[("elimination", "P2")].voters == "P3, P4"
        and rows[("elimination", "P2")].to_majority == "L-3"
    )
    assert [r.what for r in day.votes.rows] == [
        "ability vote",
        "elimination vote",
        "elimination vote",
    ]

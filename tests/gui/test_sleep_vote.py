"""A no-lynch vote typed the way players post it: the new-game wizard tells the moderator
that players "may vote Sleep", and the vote field refused "Sleep" as not a player."""

from __future__ import annotations

import pytest

from mafiamod.game import Game
from mafiamod.gui.day_panel import special_target

pytestmark = pytest.mark.gui

PLAYERS = ["Alice", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]


@pytest.mark.parametrize("typed", ["Sleep", "sleep", " no lynch ", "No Elimination", "no-lynch"])
def test_a_typed_no_lynch_word_is_the_no_lynch_vote(window, typed: str) -> None:
    game = Game.create("cop-9", PLAYERS, seed=7)
    window.open_game(game, None)
    day = window.day
    day.voter.setEditText("Alice")
    day.target.setEditText(typed)
    assert day.submit()
    assert [(e.payload["voter"], e.payload["target"]) for e in game.entries("D1")] == [
        ("Alice", "no-lynch")
    ]


def test_a_no_lynch_word_stays_as_typed_where_the_setup_has_no_no_lynch() -> None:
    assert special_target("Sleep", frozenset()) == "Sleep"
    assert special_target("Sleepy", frozenset({"no-lynch"})) == "Sleepy"
    assert special_target("sleep", frozenset({"no-lynch"})) == "no-lynch"

"""X-SHOTS pre-game rolls: entered, shown, refused when out of range (and not kept)."""

from __future__ import annotations

import pytest

from mafiamod.game import Game

pytestmark = pytest.mark.gui

NAMES = [
    "Alder",
    "Birch",
    "Cedar",
    "Elm",
    "Fir",
    "Hazel",
    "Kapok",
    "Larch",
    "Maple",
    "Oak",
    "Pine",
    "Rowan",
    "Yew",
]


def test_rolls_entered_and_refused(window) -> None:
    game = Game.create("x-shots", NAMES, seed=2)
    window.open_game(game, None)
    panel = window.pregame
    assert window.view.entryStack.currentWidget() is panel
    assert not panel.rolls_box.isHidden() and panel.choices_box.isHidden()
    assert "rolls = 5, 9, 5, 8 and 1" in panel.result.toPlainText()  # the seeded roll, in words
    panel.rolls.setText("6, 4, 4, 10, 9")
    assert panel.enter_rolls()
    assert "Rolls 6, 4, 4, 10, 9 " in panel.result.toPlainText()  # the trace, without brackets
    events = len(game.events)
    panel.rolls.setText("6, 99")
    assert not panel.enter_rolls()
    assert "from 1 to 10" in window.statusBar().currentMessage()
    assert len(game.events) == events and game.records()[0].state.get("rolls") == [6, 4, 4, 10, 9]
    panel.rolls.setText("six")
    assert not panel.enter_rolls()
    assert "whole numbers" in window.statusBar().currentMessage()
    window.phase_bar.end_button.click()
    assert window.session.phase_id() == "D1"

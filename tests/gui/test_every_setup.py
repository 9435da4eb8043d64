"""Every installed setup opens in the window and plays a few phases through its buttons."""

from __future__ import annotations

import pytest

from mafiamod.game import Game
from mafiamod.setups import list_setups

pytestmark = pytest.mark.gui

SETUPS = [info for info in list_setups()]
NAMES = [
    "Ann",
    "Bob",
    "Cid",
    "Dan",
    "Eve",
    "Fay",
    "Gus",
    "Hal",
    "Ivy",
    "Jon",
    "Kim",
    "Lou",
    "Max",
    "Ned",
    "Oli",
    "Pat",
    "Quinn",
    "Rae",
    "Sam",
    "Tom",
]


@pytest.mark.parametrize("info", SETUPS, ids=[i.id for i in SETUPS])
def test_setup_plays_in_the_window(window, info) -> None:
    count = min(info.players_max, max(info.players_min, 18))
    # a switch the setup cannot play without gives an example (the open classic setup's roles)
    config = {k: v["example"] for k, v in info.data.get("config", {}).items() if "example" in v}
    game = Game.create(info.id, NAMES[:count], seed=7, config=config)
    window.open_game(game, None)
    assert window.windowTitle().startswith(info.name)
    assert len(window.roster.model.rows) == count
    for _ in range(4):
        phase = window.session.phase_id()
        if phase is None:
            break
        kind = window.session.phase_kind()
        page = window.view.entryStack.currentWidget()
        assert (
            page
            is {
                "pregame": window.pregame,
                "day": window.day,
                "night": window.night,
                "turn": window.turn,
            }[kind]
        )
        assert window.end_phase(), window.statusBar().currentMessage()
        assert window.timeline.selected_phase() == phase
        assert window.posts.model.rowCount() >= 0
    window.ui.actionUndo.trigger()
    window.ui.actionRedo.trigger()
    assert window.log.rowCount() == len(game.events)

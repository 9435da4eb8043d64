"""Every scenario, written back out as a script, replays to the same output."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafiamod.engine.errors import KnownError
from mafiamod.game import Game, replay_file
from mafiamod.script import parse_script

from .test_scenarios import ACCEPTANCE, OWN, _id


@pytest.mark.parametrize("path", OWN + ACCEPTANCE, ids=_id)
def test_export_then_replay_gives_the_same_output(path: Path) -> None:
    try:
        game = replay_file(path)
        original = game.export_json()
    except KnownError:
        pytest.skip("the scenario is a refused script")
    again = Game.from_script(parse_script(game.to_script()))
    assert again.export_json() == original

"""The pre-game form asks for what the setup declares (``[pregame] inputs``), guessing only
for a setup without the key."""

from __future__ import annotations

import pytest

from mafiamod.engine.model import PhaseRecord
from mafiamod.game import Game
from mafiamod.gui.pregame_panel import pregame_inputs
from mafiamod.setups import load_setup

from .conftest import CMU
from .test_pregame_rolls import NAMES as XS

pytestmark = pytest.mark.gui


def drew_rolls() -> PhaseRecord:
    record = PhaseRecord("pregame")
    record.draws = [{"draw": "rolls", "value": [1, 2], "pinned": False}]
    return record


@pytest.mark.parametrize(
    ("setup", "declared"), [("charge-me-up", {"choices"}), ("x-shots", {"rolls"})]
)
def test_the_setups_declare_their_pregame_inputs(setup: str, declared: set[str]) -> None:
    data = load_setup(setup).data
    assert set(data["pregame"]["inputs"]) == declared
    assert pregame_inputs(data, {}, None) == declared


def test_the_declaration_wins_over_the_guess_and_entered_inputs_stay_visible() -> None:
    assert pregame_inputs({"pregame": {"inputs": ["choices"]}}, {}, drew_rolls()) == {"choices"}
    assert pregame_inputs({"pregame": {"inputs": ["rolls"]}}, {"choices": []}, None) == {
        "rolls",
        "choices",
    }


def test_without_the_key_the_form_guesses_from_the_draws() -> None:
    assert pregame_inputs({}, {}, drew_rolls()) == {"rolls"}
    assert pregame_inputs({}, {}, None) == {"choices"}
    assert pregame_inputs({"pregame": {"inputs": ["dice"]}}, {}, None) == {
        "choices"
    }  # unknown: guessed


@pytest.mark.parametrize(
    ("setup", "names", "rolls"), [("charge-me-up", CMU, False), ("x-shots", XS, True)]
)
def test_the_panel_shows_the_declared_inputs(
    window, setup: str, names: list[str], rolls: bool
) -> None:
    window.open_game(Game.create(setup, names, seed=2), None)
    panel = window.pregame
    assert window.view.entryStack.currentWidget() is panel
    assert panel.rolls_box.isHidden() is not rolls
    assert panel.choices_box.isHidden() is rolls

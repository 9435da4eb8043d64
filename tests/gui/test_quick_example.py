"""The quick-entry line's example is an entry of the open game: its players, its setup's word."""

from __future__ import annotations

import pytest

from mafiamod.engine.options import EntryOption
from mafiamod.game import Game
from mafiamod.gui.quick_entry import example_entry, parse_quick

from .conftest import CMU
from .test_peaky_entries import ROLES as PEAKY

pytestmark = pytest.mark.gui


def test_the_example_is_built_from_the_options() -> None:
    options = [
        EntryOption("Orz", "mystic-count", "Count", 0),
        EntryOption("VUX", "jailkeep", "Jail", 1, ("VUX", "Syreen")),
    ]
    assert example_entry(options, {"jailkeep": ("lock up", "jail")}) == "VUX lock up Syreen"
    assert example_entry(options) == "VUX Jail Syreen"
    assert example_entry(options[:1]) == "Orz Count"
    assert example_entry([]) == ""
    with pytest.raises(ValueError, match=r"who, what, whom \(e.g. VUX Jail Syreen\)"):
        parse_quick("", ["VUX", "Syreen"], options)
    with pytest.raises(ValueError, match="who, what, whom$"):
        parse_quick(" ", ["VUX"], [])


def test_the_example_word_is_in_the_window_s_script() -> None:
    options = [EntryOption("Tom", "lewis", "Пулемёт Льюиса", 1, ("Tom", "Pol"))]
    words = {"lewis": ("lewis gun", "пулемёт")}
    assert example_entry(options, words) == "Tom lewis gun Pol"
    assert example_entry(options, words, "ru") == "Tom пулемёт Pol"
    assert example_entry(options, {"lewis": ("lewis gun",)}, "ru") == "Tom Пулемёт Льюиса Pol"
    assert example_entry(options, {"lewis": ("пулемёт",)}, "en") == "Tom пулемёт Pol"


def test_the_placeholder_names_the_games_players(window) -> None:
    window.open_game(Game.create("charge-me-up", CMU, seed=3), None)
    while not str(window.session.phase_id()).startswith("N"):
        assert window.end_phase(), window.statusBar().currentMessage()
    panel = window.night
    text = panel.quick.placeholderText()
    assert "e.g. " in text, (text, window.session.phase_id(), panel.options)
    example = text.split("e.g. ")[1].split(" — ")[0]
    actor, word, target = example.split(" ", 2)
    assert actor in CMU and target in CMU and actor != target


def test_the_russian_peaky_placeholder(window, russian) -> None:
    window.open_game(Game.create("peaky-blinders", list(PEAKY), seed=18, roles=PEAKY), None)
    text = window.turn_actions.quick.placeholderText()
    assert "VUX" not in text and "Syreen" not in text
    assert text.startswith("Быстрый ввод")
    example = text.split("например, ")[1].split(" — ")[0]
    assert example.split(" ")[0] in PEAKY and example.split(" ")[-1] in PEAKY

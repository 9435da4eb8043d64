"""The action rows fit the middle pane of a 1366-px window: no sideways scrolling, markers whole."""

from __future__ import annotations

import pytest

from PySide6.QtWidgets import QApplication, QScrollArea

from mafiamod.game import Game
from mafiamod.gui.entry_fields import ElidedCombo

from .test_window_layout import PEAKY

pytestmark = pytest.mark.gui


def settle() -> None:
    for _ in range(3):  # a row's re-laid-out fields reach the form one event turn later
        QApplication.processEvents()


def test_peaky_turn_rows_fit_at_1366(window) -> None:
    window.resize(1366, 700)
    game = Game.create("peaky-blinders", PEAKY, seed=3)
    window.open_game(game, None)
    panel = window.turn_actions
    for option in game.ruleset.entry_options(game.state, "T1"):
        row = panel.row(option.actor)
        if row.ability.currentIndex() == 0 and (option.fields or option.targets > 1):
            assert row.choose(option.ability)
    game.act("Томас", "pub-visit")
    game.act("Артур", "undercover-agent", ["Кэмпбелл"])
    window.refresh_all()
    settle()
    scroll = panel.findChild(QScrollArea)
    assert not scroll.horizontalScrollBar().isVisible()
    assert panel.form.minimumSizeHint().width() <= scroll.viewport().width()
    marker = panel.row("Артур").entered
    assert marker.text() and marker.geometry().right() <= scroll.viewport().width()
    assert "Кэмпбелл" in marker.toolTip()
    polly = panel.row("Полли")
    assert polly.choose("factional-kill") and set(polly.fields) == {"executor", "backup"}
    settle()
    assert (
        polly.targets_box.height() > polly.ability.height()
    )  # the fields wrapped onto a second line
    assert not scroll.horizontalScrollBar().isVisible()


def test_long_labels_are_elided_with_the_whole_text_in_the_tooltip(window) -> None:
    window.resize(1366, 700)
    game = Game.create("peaky-blinders", PEAKY, seed=3)
    window.open_game(game, None)
    row = next(r for r in window.turn_actions.rows if r.ability.findData("let-the-dogs") >= 0)
    row.choose("let-the-dogs")
    assert isinstance(row.ability, ElidedCombo)
    text = row.ability.currentText()
    assert row.ability.fontMetrics().horizontalAdvance(text) > row.ability.width()
    assert row.ability.toolTip() == text

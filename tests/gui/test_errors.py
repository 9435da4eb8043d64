"""Errors never crash the window: refused entries, bad files and bugs become messages."""

from __future__ import annotations

import sys

import pytest

from PySide6.QtWidgets import QMessageBox

from mafiamod.game import Game
from mafiamod.gui import dialogs

from .conftest import MOUNTAIN

pytestmark = pytest.mark.gui


def test_refused_entry_leaves_the_game_intact(window) -> None:
    game = Game.create("mountainous", MOUNTAIN, seed=5)
    window.open_game(game, None)
    assert window.end_phase()
    before = list(game.events)
    assert not window.session.call("act", "Ann", "factional-kill", ["Bob"])
    assert game.events == before
    assert window.statusBar().currentMessage() == (
        "⚠ the player's role has no such ability (kept in the list of refused entries)"
    )
    assert not window.session.call("modkill", "Nobody")
    assert window.session.game is game


def test_undo_with_nothing_to_undo_is_a_message(window) -> None:
    window.open_game(Game.create("mountainous", MOUNTAIN, seed=5), None)
    assert not window.session.call("undo")
    assert "nothing to undo" in window.statusBar().currentMessage()


def test_corrupt_file_is_refused_in_words(window, tmp_path, monkeypatch) -> None:
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    bad = tmp_path / "bad.mafia"
    bad.write_bytes(b"this is not a game file at all")
    assert not window.files.open_path(bad)
    assert shown and "Traceback" not in shown[0]
    assert window.session.game is None


def test_excepthook_shows_a_dialog(monkeypatch) -> None:
    shown = []
    monkeypatch.setattr(
        dialogs,
        "show_error",
        lambda parent, title, message, details="": shown.append((title, message, details)),
    )
    hook = dialogs.make_excepthook(lambda: None)
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        hook(*sys.exc_info())
    title, message, details = shown[0]
    assert title == "Unexpected error" and "boom" in message and "RuntimeError" in details


@pytest.mark.qt_no_exception_capture
def test_a_bug_in_a_slot_shows_a_dialog_and_the_window_lives(qtbot, window, monkeypatch) -> None:
    shown = []
    monkeypatch.setattr(
        dialogs, "show_error", lambda parent, title, message, details="": shown.append(message)
    )
    monkeypatch.setattr(sys, "excepthook", dialogs.make_excepthook(lambda: window))
    game = Game.create("mountainous", MOUNTAIN, seed=5)
    window.open_game(game, None)
    monkeypatch.setattr(window.day, "submit", lambda *a: 1 / 0)
    window.day.vote_button.clicked.disconnect()
    window.day.vote_button.clicked.connect(lambda: window.day.submit())
    window.day.vote_button.click()
    assert shown and "division by zero" in shown[0]
    assert window.isVisible() and window.session.game is game


def test_unplayable_game_file_is_refused(window, tmp_path, monkeypatch) -> None:
    from mafiamod.engine.errors import ScriptError
    from mafiamod.game import create_game

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    file = tmp_path / "g.mafia"
    create_game(file, Game.create("mountainous", MOUNTAIN, seed=5)).store.close()

    def broken(self):
        raise ScriptError("rules changed")

    monkeypatch.setattr(Game, "result", broken)
    assert not window.files.open_path(file)
    assert "cannot be replayed" in shown[0] and "rules changed" in shown[0]
    assert window.session.game is None


def test_a_bug_in_the_rules_leaves_the_game_as_it_was(window, monkeypatch) -> None:
    game = Game.create("mountainous", MOUNTAIN, seed=5)
    window.open_game(game, None)
    real = game.ruleset.resolve

    def buggy(state, inp, draws, record):
        if inp.vote_list():
            raise KeyError("oops")
        return real(state, inp, draws, record)

    monkeypatch.setattr(game.ruleset, "resolve", buggy)
    assert not window.session.call("vote", "Ann", "Bob")  # refused, the error named
    assert "KeyError" in window.statusBar().currentMessage()
    assert game.events == []

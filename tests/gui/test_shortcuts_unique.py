"""No two shortcuts of a window share a key: every action's shortcut and every mnemonic
(&-letter of a visible button, label, tab or checkbox) on each page the moderator sees."""

from __future__ import annotations

from collections import defaultdict

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMenuBar, QTabBar, QWidget

from mafiamod.game import Game
from mafiamod.gui.wizard import NewGameWizard

from .conftest import CMU, MOUNTAIN

pytestmark = pytest.mark.gui


def mnemonic(text: str) -> str | None:
    at = text.replace("&&", "").find("&")
    if at < 0 or at + 1 >= len(text.replace("&&", "")):
        return None
    return "Alt+" + text.replace("&&", "")[at + 1].upper()


def keys_of(top: QWidget) -> dict[str, list[str]]:
    """Key → what it triggers, for the visible widgets of ``top`` and all its actions."""
    found: dict[str, list[str]] = defaultdict(list)
    local = (Qt.ShortcutContext.WidgetShortcut, Qt.ShortcutContext.WidgetWithChildrenShortcut)
    for action in top.findChildren(QAction):
        if action.shortcutContext() in local:
            owners = [o for o in action.associatedObjects() if isinstance(o, QWidget)]
            if not any(o.isVisibleTo(top) for o in owners):
                continue  # a key of a widget not shown (the other day panel's Insert)
        for seq in action.shortcuts():
            if not seq.isEmpty():
                found[seq.toString(QKeySequence.SequenceFormat.PortableText)].append(
                    f"action {action.text()!r}"
                )
    for bar in top.findChildren(QMenuBar):
        for action in bar.actions():
            key = mnemonic(action.text())
            if key:
                found[key].append(f"menu {action.text()!r}")
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top):
            continue
        if isinstance(widget, QAbstractButton):
            key = mnemonic(widget.text())
            if key:
                found[key].append(f"button {widget.text()!r}")
            if not widget.shortcut().isEmpty() and not mnemonic(widget.text()):
                found[widget.shortcut().toString()].append(f"button {widget.text()!r}")
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            key = mnemonic(widget.text())
            if key:
                found[key].append(f"label {widget.text()!r}")
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                key = mnemonic(widget.tabText(i))
                if key:
                    found[key].append(f"tab {widget.tabText(i)!r}")
    return found


def clashes(top: QWidget) -> dict[str, list[str]]:
    return {k: v for k, v in keys_of(top).items() if len(v) > 1}


@pytest.mark.parametrize(
    ("setup", "players", "end"),
    [("mountainous", MOUNTAIN, 0), ("mountainous", MOUNTAIN, 1), ("charge-me-up", CMU, 0)],
)
def test_no_two_shortcuts_share_a_key_in_the_window(window, setup, players, end) -> None:
    window.resize(1366, 768)
    game = Game.create(setup, players, seed=3)
    for _ in range(end):
        game.end_phase()
    window.open_game(game, None)
    QApplication.processEvents()
    assert clashes(window) == {}


def test_no_two_shortcuts_share_a_key_on_a_wizard_page(qtbot, window) -> None:
    wizard = NewGameWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    for _ in range(3):
        QApplication.processEvents()
        assert clashes(wizard) == {}, wizard.currentId()
        if wizard.currentId() == 1:
            wizard.ui.playersEdit.setPlainText("\n".join(MOUNTAIN))
        wizard.next()

"""Names are shown literally in every view (issue 13, "player names can mislead"): a game whose
players are named like HTML and BBCode, opened in the wizard, the pre-game, a day, a night, the
timeline, the posts, the game log, the game over page, the thread votes, the refused list and
the dialogs; every label, every item of every list and table, every tooltip and every text
document must render the names as written."""

from __future__ import annotations

import contextlib
import html
from collections.abc import Iterator

import pytest
import shiboken6

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QMessageBox,
    QTextEdit,
    QToolTip,
    QWidget,
)

from mafiamod.engine.errors import IllegalEntry
from mafiamod.game import Game
from mafiamod.gui import entry_dialogs, thread_votes

from .conftest import run_wizard

pytestmark = pytest.mark.gui

HOSTILE = ["<b>Bob</b>", "<i>x</i>", "[b]Ann[/b]", '<a href="https://evil.example">z</a>']
MOUNTAIN = [*HOSTILE, "&amp; Cal", "<u>Dov</u>", "Eli"]
CMU = [*HOSTILE, "<u>Dov</u>", *(f"P{i:02}" for i in range(9))]
ROLES = {p: "vanilla-townie" for p in MOUNTAIN} | {"Eli": "mafia-goon", "<u>Dov</u>": "mafia-goon"}
NAMES = [*HOSTILE, "&amp; Cal", "<u>Dov</u>"]


#: Qt's own delegates, which draw the display text as plain text (a combo box's list uses
#: its private QComboBoxDelegate / QComboMenuDelegate, both item delegates)
STANDARD_DELEGATES = {
    "QStyledItemDelegate",
    "QItemDelegate",
    "QComboBoxDelegate",
    "QComboMenuDelegate",
}


def rendered(text: str, fmt: Qt.TextFormat) -> str:
    """What Qt shows for ``text`` in ``fmt`` (a label's, or a tooltip's: AutoText)."""
    if fmt == Qt.TextFormat.PlainText or (
        fmt == Qt.TextFormat.AutoText and not GuiQt.mightBeRichText(text)
    ):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def check(where: str, source: str, shown: str) -> None:
    """Every name written in ``source`` (as is, or escaped into rich text) shows literally."""
    for name in NAMES:
        if name in source or html.escape(name, quote=False) in source:
            assert name in shown, f"{where}: {name!r} shows as {shown!r} (source {source!r})"


def check_document(where: str, doc: QTextDocument) -> None:
    """A rich text document (a preview, a record): no name became markup."""
    text = doc.toPlainText()
    # (a post preview links a bare URL as the forum does, the one inside that name too; the
    # name itself must still read as written)
    for inner, name in (("Bob", "<b>Bob</b>"), ("Dov", "<u>Dov</u>"), ("evil.example", HOSTILE[3])):
        assert text.count(inner) == text.count(name), f"{where}: {name!r} read as HTML: {text!r}"


def tip_shows() -> str | None:
    """What the tooltip on screen shows: its text as its label renders it (None: no tooltip)."""
    text = QToolTip.text()
    if not text:
        return None
    labels = [
        w
        for w in QApplication.topLevelWidgets()
        if shiboken6.isValid(w) and w.metaObject().className() == "QTipLabel" and w.text() == text
    ]
    assert labels, f"no tooltip label shows {text!r}"
    return rendered(text, labels[-1].textFormat())


def shown_tooltip(widget: QWidget, pos: QPoint) -> str | None:
    """Ask ``widget`` for its tooltip at ``pos`` as Qt does; what the tooltip shows."""
    QToolTip.hideText()
    event = QHelpEvent(QEvent.Type.ToolTip, pos, widget.mapToGlobal(pos))
    QApplication.sendEvent(widget, event)
    return tip_shows()


def shown_as_tooltip(widget: QWidget, text: str) -> str | None:
    """What a tooltip of ``text`` shows (Qt's QToolTip.showText, as an item view's is)."""
    QToolTip.hideText()
    QToolTip.showText(widget.mapToGlobal(QPoint(0, 0)), text, widget)
    return tip_shows()


def model_indexes(model, parent: QModelIndex | None = None) -> Iterator[QModelIndex]:
    parent = parent or QModelIndex()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)
    for row in range(model.rowCount(parent)):
        for col in range(columns):
            index = model.index(row, col, parent)
            yield index
            if col == 0 and columns > 1 and model.rowCount(index) > 0:
                yield from model_indexes(model, index)


def walk(where: str, top: QWidget) -> int:
    """Check every label, item view, tooltip and document under ``top``; how many texts."""
    seen = 0
    for widget in [top, *top.findChildren(QWidget)]:
        if not shiboken6.isValid(widget):
            continue  # deleted, waiting for deleteLater
        widget.ensurePolished()
        name = f"{where}/{type(widget).__name__}:{widget.objectName()}"
        if isinstance(widget, QLabel):
            check(name, widget.text(), rendered(widget.text(), widget.textFormat()))
            seen += 1
        if isinstance(widget, QTextEdit):
            check_document(name, widget.document())
            seen += 1
        if widget.toolTip() and any(n in widget.toolTip() for n in NAMES):
            tip = shown_tooltip(widget, widget.rect().center())
            assert tip is not None, f"{name}: no tooltip shown"
            check(f"{name} tooltip", widget.toolTip(), tip)
            seen += 1
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            delegate = widget.itemDelegate()
            kind = (
                delegate.metaObject().className() if delegate is not None else "QStyledItemDelegate"
            )
            assert kind in STANDARD_DELEGATES, f"{name}: a delegate of its own ({kind})"
            for index in model_indexes(widget.model()):
                text = index.data(Qt.ItemDataRole.DisplayRole)
                if isinstance(text, str):
                    seen += 1  # a standard delegate draws the display text as plain text
                tip = index.data(Qt.ItemDataRole.ToolTipRole)
                if isinstance(tip, str) and any(n in tip for n in NAMES):
                    rect = widget.visualRect(index)
                    if rect.isValid() and widget.viewport().rect().contains(rect.center()):
                        shown = shown_tooltip(widget.viewport(), rect.center())
                        assert shown is not None, f"{name}: no tooltip for {tip!r}"
                        check(f"{name} item tooltip", tip, shown)
                    else:  # not on screen: what a tooltip of its text shows
                        shown = shown_as_tooltip(widget.viewport(), tip)
                        assert shown is not None, f"{name}: no tooltip for {tip!r}"
                        check(f"{name} item tooltip", tip, shown)
                    seen += 1
    return seen


def test_the_tooltip_guard_shows_a_rich_looking_name_literally(window) -> None:
    label = QLabel("x", window)
    label.setToolTip("Votes: <b>Bob</b>, [b]Ann[/b]")
    label.resize(40, 20)
    label.show()
    tip = shown_tooltip(label, QPoint(5, 5))
    assert tip is not None and "<b>Bob</b>" in tip
    other = QLabel("<b>Bob</b>", window)
    other.ensurePolished()
    assert other.textFormat() == Qt.TextFormat.PlainText  # every label: plain by default


def test_every_view_shows_rich_looking_names_literally(
    window, qtbot, tmp_path, monkeypatch
) -> None:
    boxes: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        walk("message box", box)
        boxes.append(box.text())
        ok = box.button(QMessageBox.StandardButton.Ok)
        if ok is not None:
            ok.click()
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    # the wizard, with the names typed into its sign-up list
    wizard = run_wizard(qtbot, window, "mountainous", MOUNTAIN, 5, tmp_path / "g.mafia")
    assert walk("wizard", wizard) > 5
    window.session.close()
    game = Game.create("mountainous", MOUNTAIN, seed=5, roles=ROLES)
    window.open_game(game, None)
    QApplication.processEvents()
    total = walk("day", window)
    for voter in ("<b>Bob</b>", "<i>x</i>", "[b]Ann[/b]"):
        assert window.session.call("vote", voter, "Eli")
    assert window.session.call("vote", "&amp; Cal", "Eli")  # the hammer
    window.session.call("vote", "<u>Dov</u>", "<b>Bob</b>")  # refused: the day has ended
    assert [r.payload["voter"] for r in game.refused()] == ["<u>Dov</u>"]
    QApplication.processEvents()
    total += walk("day with votes", window)
    # the dialogs: a vote, a player entry, an override, the deadline, the thread votes
    for make in (
        lambda: entry_dialogs.VoteDialog(window.session, game.events[-1], window),
        lambda: entry_dialogs.PlayerDialog(window.session, "modkill", "<b>Bob</b>", window),
        lambda: entry_dialogs.PlayerDialog(window.session, "replace", "[b]Ann[/b]", window),
        lambda: entry_dialogs.DeadlineDialog(window.session, window),
        lambda: thread_votes.ThreadVotesDialog(window.session, "elimination", window),
    ):
        dialog = make()
        dialog.show()
        total += walk(type(dialog).__name__, dialog)
        dialog.close()
    window.settings.setValue("confirm/end_phase", True)  # its message box, walked too
    assert window.end_phase()
    window.settings.setValue("confirm/end_phase", False)
    assert boxes, "the confirmation was not asked"
    QApplication.processEvents()
    total += walk("night", window)
    draws = [d for r in game.records() for d in r.draws]
    for draw in draws[:2]:
        dialog = entry_dialogs.DrawDialog(window.session, game.records()[0].id, draw, window)
        dialog.show()
        total += walk("override", dialog)
        dialog.close()
    for i in range(window.timeline.phase.count()):
        window.timeline.phase.setCurrentIndex(i)
        QApplication.processEvents()
        total += walk("timeline", window.timeline)
    for row in range(window.posts.model.rowCount()):
        window.posts.view.setCurrentIndex(window.posts.model.index(row, 0))
        QApplication.processEvents()
        total += walk("posts", window.posts)
    # a refused submission in the refused list, and an error message naming a player
    with pytest.raises(IllegalEntry):
        game.act("<b>Bob</b>", "factional-kill", ["<i>x</i>"])
    window.session.call("act", "Eli", "factional-kill", ["<b>Bob</b>"])
    QApplication.processEvents()
    total += walk("night with actions", window)
    # play it out to the game over page (the town lynches the mafia)
    while game.current_phase_id() is not None and total < 100000:
        state = game.open_state()
        phase = game.current_phase_id() or ""
        if phase.startswith("D"):
            mafia = [p.name for p in state.players if p.alive and p.alignment == "mafia"]
            for p in state.players:
                if p.alive and p.alignment != "mafia" and mafia:
                    with contextlib.suppress(IllegalEntry):
                        game.vote(p.name, mafia[0])
        window.open_game(game, None)
        assert window.end_phase()
        QApplication.processEvents()
        total += walk(f"after {phase}", window)
    assert window.view.entryStack.currentWidget() is window.game_over
    total += walk("game over", window)
    assert total > 200, total


def test_the_pregame_choices_show_names_literally(window) -> None:
    game = Game.create("charge-me-up", CMU, seed=3)
    window.open_game(game, None)
    QApplication.processEvents()
    assert window.view.entryStack.currentWidget() is window.pregame
    assert walk("pre-game", window.pregame) > 14
    assert walk("pre-game window", window) > 14

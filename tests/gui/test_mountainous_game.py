"""A whole Mountainous game driven through the window: wizard to the night's posts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafiamod.gui.entry_dialogs import DrawDialog
from mafiamod.gui.models import PostsTableModel, TimelineTableModel

from .conftest import MOUNTAIN, answer_dialog, run_wizard

pytestmark = pytest.mark.gui


def clipboard() -> str:
    return QApplication.clipboard().text()


def vote(window, voter: str, target: str, post: str = "") -> bool:
    window.day.voter.setEditText(voter)
    window.day.target.setEditText(target)
    window.day.post.setText(post)
    return window.day.submit()


def test_whole_mountainous_game(qtbot, window, tmp_path: Path, monkeypatch) -> None:
    file = tmp_path / "mountain.mafia"
    wizard = run_wizard(qtbot, window, "mountainous", MOUNTAIN, 5, file, config={"tie": "random"})
    assert re.fullmatch(r"[0-9a-f]{64}", wizard.ui.hashEdit.text())
    game = window.session.game
    assert game.store is not None and file.exists()
    assert "mountain.mafia" in window.windowTitle()
    assert window.phase_bar.end_button.text() == "End Day"
    mafia = [p.name for p in game.state.players if p.alignment == "mafia"]
    assert mafia == ["Fay"]

    # Role PMs: one Copy button per row, copy-all, and the sent tick.
    window.posts.refresh(select_phase="D1")
    assert window.posts.select("role-pm", "Fay")
    window.posts.copy.click()
    assert "Fay" in clipboard() and "Mafia Goon" in clipboard()
    row = window.posts.model.rows.index(next(r for r in window.posts.model.rows if r.to == "Ann"))
    window.posts.view.indexWidget(window.posts.model.index(row, PostsTableModel.COPY)).click()
    assert clipboard().startswith("[b]PM to Ann[/b]\n[b]Ann[/b]")  # headed by its recipient
    window.posts.copy_pms_button.click()
    assert all(f"PM to {name}" in clipboard() for name in MOUNTAIN)
    sent = window.posts.model.index(row, PostsTableModel.SENT)
    assert window.posts.model.setData(
        sent, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole
    )
    assert "D1:role-pm:Ann:0" in game.sent_keys()

    # Day 1: votes in posting order, an unvote, a refused vote, the live tally.
    assert vote(window, "Ann", "Bob", "12")
    assert vote(window, "Cid", "Dan", "15")
    assert vote(window, "Eve", "Bob")
    window.day.voter.setEditText("Eve")
    assert window.day.unvote()
    assert not vote(window, "Ann", "Nobody")
    assert "not a player" in window.statusBar().currentMessage()
    assert [r.targets for r in window.day.votes.rows] == ["Bob", "Dan", "Bob", "(unvote)"]
    assert window.day.votes.rows[0].extra == "post 12"
    tally = {r.target: (r.count, r.to_majority) for r in window.day.tally.rows}
    assert tally == {"Bob": ("1", "L-3"), "Dan": ("1", "L-3")}
    window.day.copy_count.click()
    assert "Vote count" in clipboard() and "Bob (1) L-3" in clipboard()

    # End Day: a tie broken by the seeded draw; the timeline shows it.
    qtbot.mouseClick(window.phase_bar.end_button, Qt.MouseButton.LeftButton)
    assert window.session.phase_id() == "N1"
    assert window.phase_bar.end_button.text() == "Resolve Night"
    lynched = next(p.name for p in game.state.players if not p.alive)
    assert lynched in ("Bob", "Dan")
    assert any(
        r.kind == "draw" and r.text.startswith("elimination tie-break = ")
        for r in window.timeline.model.rows
    )

    # Night 1: the form offers only legal targets; illegal entries are refused in words.
    row = window.night.row("Fay")
    assert row is not None and row.ability.currentData() == "factional-kill"
    assert lynched not in [row.pickers[0].itemText(i) for i in range(row.pickers[0].count())]
    row.pickers[0].setEditText(lynched)
    row.button.click()
    assert "dead" in window.statusBar().currentMessage()
    assert not window.night.row("Ann").ability.isEnabled()
    window.night.quick.setText("Ann fact Gus")
    assert not window.night.submit_quick()
    assert "Ann has nothing to enter now" in window.statusBar().currentMessage()
    window.night.quick.setText("fay fact eve")
    assert window.night.submit_quick()
    assert [(r.who, r.targets) for r in window.night.entries.rows] == [("Fay", "Eve")]

    # Resolve Night, then read the timeline.
    window.ui.actionEndPhase.trigger()
    assert window.session.phase_id() == "D2"
    assert not game.state.is_alive("Eve")
    texts = [r.text for r in window.timeline.model.rows]
    assert "Mafia Fay killed Eve" in texts and "Eve died: Factional kill" in texts
    window.timeline.published.click()
    assert "N1:published" in game.sent_keys()

    # Override D1's tie draw: the other player is lynched, and the night re-resolves.
    other = "Dan" if lynched == "Bob" else "Bob"
    window.timeline.refresh(select="D1")
    assert window.timeline.select_draw("lynch-tie")
    assert window.timeline.override.isEnabled()
    seen: list = []
    answer_dialog(monkeypatch, DrawDialog, lambda d: d.ui.valueBox.setCurrentText(other), seen)
    draw_row = next(
        i
        for i, r in enumerate(window.timeline.model.rows)
        if r.text.startswith("elimination tie-break =")
    )
    button = window.timeline.view.indexWidget(
        window.timeline.model.index(draw_row, TimelineTableModel.OVERRIDE)
    )
    window.timeline.show_phase()  # shown again unchanged: the row keeps its one button
    assert (
        window.timeline.view.indexWidget(
            window.timeline.model.index(draw_row, TimelineTableModel.OVERRIDE)
        )
        is button
    )
    button.click()
    assert game.state.is_alive(lynched) and not game.state.is_alive(other)
    assert "(overridden)" in " ".join(r.text for r in window.timeline.model.rows)
    offered = [seen[0].ui.valueBox.itemText(i) for i in range(seen[0].ui.valueBox.count())]
    assert sorted(offered) == sorted([lynched, other])  # only the tied players: the legal outcomes

    # Undo the override (Ctrl+Z, menu text names it), then redo and undo again.
    assert window.ui.actionUndo.text() == f"&Undo override elimination tie-break = {other}"
    window.ui.actionUndo.trigger()
    assert not game.state.is_alive(lynched) and game.state.is_alive(other)
    assert window.ui.actionRedo.isEnabled()
    window.ui.actionRedo.trigger()
    assert not game.state.is_alive(other)
    window.ui.actionUndo.trigger()

    # The morning post, copied.
    window.posts.refresh(select_phase="N1")
    assert window.posts.select("night-result")
    window.posts.copy.click()
    assert clipboard() == next(r for r in game.records() if r.id == "N1").posts[0]["text"]
    assert "Eve" in clipboard() and "was found dead" in clipboard()
    assert "found dead" in window.posts.preview.toPlainText()

    # Every entry is in the file: reopen it.
    count = len(game.events)
    assert window.files.open_path(file)
    assert len(window.session.game.events) == count
    assert window.session.phase_id() == "D2"
    assert window.log.rowCount() == count

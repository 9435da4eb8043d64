"""A vote found late is inserted before the selected vote of the day's list."""

from __future__ import annotations

import pytest

from mafiamod.game import Game
from mafiamod.gui import entry_dialogs

from .conftest import answer_dialog

pytestmark = pytest.mark.gui

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]
ROLES = {p: ("mafia-goon" if p in ("Max", "Moe") else "vanilla-townie") for p in PLAYERS}


def vote(window, voter: str, target: str) -> bool:
    window.day.voter.setEditText(voter)
    window.day.target.setEditText(target)
    return window.day.submit()


def answer(monkeypatch, voter: str, target: str, post: str = "", seen: list | None = None) -> None:
    def fill(dialog: entry_dialogs.VoteDialog) -> None:
        dialog.ui.voterBox.setCurrentText(voter)
        dialog.ui.targetBox.setCurrentText(target)
        dialog.ui.postEdit.setText(post)

    answer_dialog(monkeypatch, entry_dialogs.VoteDialog, fill, seen)


def test_insert_before_the_selected_vote(window, monkeypatch) -> None:
    window.open_game(Game.create("mountainous", PLAYERS, seed=3, roles=ROLES), None)
    for voter, target in (("Ann", "Bea"), ("Cal", "Dov"), ("Eli", "Dov")):
        assert vote(window, voter, target)
    assert not window.day.insert_action.isEnabled()  # nothing selected
    window.day.votes_view.selectRow(2)
    assert window.day.insert_action.isEnabled()
    seen: list = []
    answer(monkeypatch, "Moe", "Bea", "41", seen)
    window.day.insert_action.trigger()
    voters = seen[0].ui.voterBox
    assert [voters.itemText(i) for i in range(voters.count())] == PLAYERS  # the living players
    rows = window.day.votes.rows
    assert [(r.number, r.who, r.targets) for r in rows] == [
        (1, "Ann", "Bea"),
        (2, "Cal", "Dov"),
        (3, "Moe", "Bea"),
        (4, "Eli", "Dov"),
    ]
    assert window.session.game.entries("D1")[2].payload["extra"] == {"post": 41}
    assert "inserted before" in window.statusBar().currentMessage()
    assert window.end_phase()
    assert [d.player for d in window.session.game.records()[0].deaths] == ["Bea"]


def test_a_vote_inserted_before_the_hammer_makes_the_later_one_late(window, monkeypatch) -> None:
    window.open_game(Game.create("mountainous", PLAYERS, seed=3, roles=ROLES), None)
    for voter in ("Ann", "Bea", "Cal", "Dov"):
        assert vote(window, voter, "Max")  # hammer
    window.day.votes_view.selectRow(3)
    answer(monkeypatch, "Eli", "Max")  # posted before the hammer: it is the hammer now
    window.day.insert_action.trigger()
    rows = window.day.votes.rows
    assert [r.who for r in rows] == ["Ann", "Bea", "Cal", "Eli", "Dov"]
    assert rows[-1].refused and "ignored" in rows[-1].status


def test_a_refused_insertion_stays_in_the_dialog(window, monkeypatch) -> None:
    window.open_game(Game.create("mountainous", PLAYERS, seed=3, roles=ROLES), None)
    for voter in ("Ann", "Bea", "Cal", "Dov"):
        assert vote(window, voter, "Max")
    assert vote(window, "Eli", "Max") is False  # after the hammer
    window.day.votes_view.selectRow(0)
    seen: list = []
    answer(monkeypatch, "", "Ann", seen=seen)
    assert not window.day.insert_before()
    assert seen[0].ui.problem.text() == "Choose a voter and a target."
    assert len(window.day.votes.rows) == 4


def test_insert_into_a_closed_day_from_the_timeline(window, monkeypatch) -> None:
    window.open_game(Game.create("mountainous", PLAYERS, seed=3, roles=ROLES), None)
    for voter, target in (("Ann", "Bea"), ("Cal", "Dov"), ("Eli", "Dov")):
        assert vote(window, voter, target)
    assert window.end_phase()
    game = window.session.game
    assert [d.player for d in game.records()[0].deaths] == ["Dov"]
    window.timeline.refresh(select="D1")
    rows = window.timeline.model.rows
    votes = [i for i, r in enumerate(rows) if r.kind == "vote"]
    assert [rows[i].text for i in votes] == [
        "elimination vote Ann → Bea",
        "elimination vote Cal → Dov",
        "elimination vote Eli → Dov",
    ]
    window.timeline.view.setCurrentIndex(window.timeline.model.index(votes[2], 1))
    assert window.timeline.insert.isEnabled()
    answer(monkeypatch, "Moe", "Bea")
    assert window.timeline.insert_vote()
    assert [d.player for d in game.records()[0].deaths] == ["Bea"]  # D1 read again
    assert window.session.phase_id() == "N1"  # the open phase stays open

"""Read votes from the thread: read a local server's thread, settle, enter, refresh, count."""

from __future__ import annotations

import pytest
from pytest_httpserver import HTTPServer

from PySide6.QtWidgets import QDialogButtonBox

from mafiamod.game import Game
from mafiamod.gui.thread_votes import THREAD_KEY, ThreadVotesDialog, thread_memory

from ..thread.forums import THREAD, P, phpbb

pytestmark = pytest.mark.gui

PLAYERS = ["Vivax", "batsnacks", "Oatsmaster", "Wile E. Coyote", "Koshi", "OldGuy", "Alakaslam"]
ROLES = {p: ("mafia-goon" if p in ("Koshi", "Alakaslam") else "vanilla-townie") for p in PLAYERS}
PER_PAGE = 3


def serve(server: HTTPServer, posts: list[P]) -> None:
    server.clear()
    chunks = [posts[i : i + PER_PAGE] for i in range(0, len(posts), PER_PAGE)]
    for n, chunk in enumerate(chunks, 1):
        html = phpbb(chunk, page=n, pages=len(chunks), per_page=PER_PAGE)
        query = {"t": "7"} if n == 1 else {"t": "7", "start": str((n - 1) * PER_PAGE)}
        server.expect_request("/viewtopic.php", query_string=query).respond_with_data(
            html, content_type="text/html"
        )


@pytest.fixture
def day(window, monkeypatch):
    monkeypatch.setattr(ThreadVotesDialog, "delay", 0.0)
    window.open_game(Game.create("mountainous", PLAYERS, seed=3, roles=ROLES), None)
    assert window.session.call("replace", "OldGuy", "KelsierSC")
    return window


def drive(monkeypatch, qtbot, steps) -> list[ThreadVotesDialog]:
    """Instead of showing the dialog: ``steps(dialog)`` as the moderator would."""
    seen: list[ThreadVotesDialog] = []

    def exec_(dialog: ThreadVotesDialog) -> int:
        seen.append(dialog)
        dialog.show()
        steps(dialog)
        return dialog.result()

    monkeypatch.setattr(ThreadVotesDialog, "exec", exec_)
    return seen


def read(qtbot, dialog: ThreadVotesDialog, url: str | None = None) -> None:
    if url is not None:
        dialog.ui.urlEdit.setText(url)
    dialog.ui.readButton.click()
    qtbot.waitUntil(lambda: dialog.thread is None, timeout=30000)


def ok(dialog: ThreadVotesDialog) -> None:
    dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()


def entered(window) -> list[tuple[str, str, object]]:
    return [
        (e.payload["voter"], e.payload["target"], e.payload["extra"].get("post"))
        for e in window.session.game.entries("D1")
        if e.kind == "vote"
    ]


def test_read_settle_enter_refresh_and_count(day, qtbot, monkeypatch, httpserver) -> None:
    window = day
    url = httpserver.url_for("/viewtopic.php?t=7")
    posts = [*THREAD, P("Alakaslam", "##vote ViKo")]
    serve(httpserver, posts)
    # a vote typed earlier, with its post number: not entered twice; an earlier one goes before
    for voter, target, post in (("Vivax", "batsnacks", "2"), ("Oatsmaster", "Vivax", "7")):
        window.day.voter.setEditText(voter)
        window.day.target.setEditText(target)
        window.day.post.setText(post)
        assert window.day.submit()

    def first(dialog: ThreadVotesDialog) -> None:
        read(qtbot, dialog, url)
        assert dialog.ui.problem.text() == ""
        table = dialog.ui.foundTable
        rows = [
            (table.item(r, 0).text(), table.item(r, 2).text(), dialog.target_box(r).currentText())
            for r in range(table.rowCount())
        ]
        assert rows[0] == ("#2", "VOTE: batsnacks", "batsnacks")
        assert rows[1] == ("#4", "##vote oatsmastr", "Oatsmaster")
        assert rows[2][0] == "#5" and table.item(2, 1).text() == "OldGuy (KelsierSC)"
        assert rows[-1][0] == "#8" and table.item(len(rows) - 1, 3).text() == "uncertain"
        box = dialog.target_box(len(rows) - 1)
        offered = [box.itemText(i) for i in range(box.count())]
        assert offered[1:4] == ["Vivax", "Koshi", "Wile E. Coyote"]
        ok(dialog)  # an uncertain vote is not guessed: asked
        assert "post #8" in dialog.ui.problem.text() and dialog.result() == 0
        box.setCurrentText("Koshi")
        ok(dialog)

    seen = drive(monkeypatch, qtbot, first)
    window.day.read_thread_action.trigger()
    assert seen and seen[0].result() == 1
    assert entered(window) == [
        ("Vivax", "batsnacks", 2),
        ("Koshi", "Oatsmaster", 4),
        ("KelsierSC", "Vivax", 5),
        ("Vivax", "", 6),
        ("Vivax", "Oatsmaster", 6),
        ("Oatsmaster", "Vivax", 7),
        ("batsnacks", "Wile E. Coyote", 7),
        ("Alakaslam", "Koshi", 8),
    ]
    memory = thread_memory(window.session)
    assert memory["url"] == url and memory["read_to"] == 8
    assert memory["aliases"] == {"ViKo": "Koshi"}  # the settled nickname is remembered
    count = window.day.vote_count_text()
    assert "[s]Vivax → batsnacks[/s]" in count
    assert "Counted up to post #8." in count
    assert "[url=" in count and "viewtopic.php?p=" in count

    # a refresh reads only the last page again and the pages after it
    serve(httpserver, [*posts, P("Koshi", "<b>UNVOTE</b>"), P("Wile E. Coyote", "##vote viko")])

    def second(dialog: ThreadVotesDialog) -> None:
        assert dialog.ui.urlEdit.text() == url
        read(qtbot, dialog)
        table = dialog.ui.foundTable
        assert [table.item(r, 0).text() for r in range(table.rowCount())] == ["#9", "#10"]
        assert dialog.target_box(1).currentText() == "Koshi"  # learned: no longer asked
        ok(dialog)

    seen = drive(monkeypatch, qtbot, second)
    window.day.read_thread_action.trigger()
    assert [r.query_string for r, _ in httpserver.log] == [b"t=7&start=6", b"t=7&start=9"]
    assert entered(window)[-2:] == [("Koshi", "", 9), ("Wile E. Coyote", "Koshi", 10)]
    assert "Counted up to post #10." in window.day.vote_count_text()


def test_a_failure_changes_nothing_and_stop_works(day, qtbot, monkeypatch, httpserver) -> None:
    window = day
    httpserver.expect_request("/private").respond_with_data("no", status=403)
    before = len(window.session.game.events)

    def steps(dialog: ThreadVotesDialog) -> None:
        read(qtbot, dialog, httpserver.url_for("/private"))
        assert "asks for a login" in dialog.ui.problem.text()
        assert dialog.ui.foundTable.rowCount() == 0
        dialog.worker = None
        dialog.reject()

    drive(monkeypatch, qtbot, steps)
    window.day.read_thread_action.trigger()
    assert len(window.session.game.events) == before
    assert THREAD_KEY not in str(window.session.game.inputs()[-1].data)


def test_stop_reading(day, qtbot, monkeypatch, httpserver) -> None:
    serve(day and httpserver, THREAD)
    monkeypatch.setattr(ThreadVotesDialog, "delay", 0.3)

    def steps(dialog: ThreadVotesDialog) -> None:
        dialog.ui.urlEdit.setText(httpserver.url_for("/viewtopic.php?t=7"))
        dialog.ui.readButton.click()
        assert dialog.ui.cancelReadButton.isVisible()
        dialog.ui.cancelReadButton.click()
        qtbot.waitUntil(lambda: dialog.thread is None, timeout=30000)
        assert "Stopped" in dialog.ui.problem.text()
        assert dialog.ui.foundTable.rowCount() == 0
        dialog.reject()

    drive(monkeypatch, qtbot, steps)
    day.day.read_thread_action.trigger()
    assert len(httpserver.log) < 3


def test_pasted_text_and_two_votes_ask_which(window, qtbot, monkeypatch) -> None:
    window.open_game(Game.create("democrabilities", [f"P{i}" for i in range(9)], seed=2), None)
    window.end_phase()
    assert window.session.phase_id() == "D1"

    def steps(dialog: ThreadVotesDialog) -> None:
        assert dialog.ui.voteBox.isVisibleTo(dialog)
        dialog.ui.pasteEdit.setPlainText("#3 P1\n[b]VOTE: p2[/b]\n#4 ModGuy\n##vote P3\n")
        dialog.ui.pasteButton.click()
        assert dialog.ui.foundTable.rowCount() == 1
        ok(dialog)
        assert "which of the day's votes" in dialog.ui.problem.text()
        dialog.ui.voteBox.setCurrentText("elimination")
        ok(dialog)

    drive(monkeypatch, qtbot, steps)
    window.day.read_thread_action.trigger()
    votes = [e.payload for e in window.session.game.entries("D1") if e.kind == "vote"]
    assert [(v["vote"], v["voter"], v["target"], v["extra"]) for v in votes] == [
        ("elimination", "P1", "P2", {"post": 3})
    ]


def test_a_turn_says_ballots_come_by_pm(window) -> None:
    from .test_peaky_entries import ROLES as PEAKY

    window.open_game(Game.create("peaky-blinders", list(PEAKY), seed=18, roles=PEAKY), None)
    window.turn.setCurrentWidget(window.turn_votes)
    action = window.turn_votes.read_thread_action
    assert not action.isEnabled()
    assert "ballots come by PM" in action.toolTip()
    assert not window.turn_votes.read_thread_button.isEnabled()


def test_shortcut_is_on_the_day_panel(day) -> None:
    assert day.day.read_thread_action.shortcut().toString() == "Ctrl+T"
    assert day.day.read_thread_action.isEnabled()

"""The posts of an opened game: filled once the window has been painted (issue 12: the first
open does not render posts or import jinja2), and a template that fails (a stranger's setup)
shown in its place in the posts list, told once, with the rest of the window working."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from mafiamod.engine.model import PhaseRecord, RenderRequest
from mafiamod.game import Game
from mafiamod.gui import dialogs, engine_text
from mafiamod.gui.models import PostsTableModel
from mafiamod.render import Renderer, TemplateFailure

from ..conftest import BAD_TEMPLATE
from .conftest import MOUNTAIN

pytestmark = pytest.mark.gui


@pytest.fixture
def no_dialogs(monkeypatch) -> list[str]:
    """Every error dialog the window would show (none should be)."""
    shown: list[str] = []
    monkeypatch.setattr(
        dialogs, "show_error", lambda parent, title, message, details="": shown.append(message)
    )
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(str(a[2])))
    monkeypatch.setattr(sys, "excepthook", dialogs.make_excepthook(lambda: None))
    return shown


def game_file(
    tmp_path: Path, setup: str, *, end_day: bool = False, mark_sent: bool = False
) -> Path:
    game = Game.create(setup, MOUNTAIN, seed=5)
    path = tmp_path / "game.mafia"
    game.save_as(path)
    if end_day:
        game.end_phase()  # D1 → N1
    if mark_sent:
        for item in game.post_items("D1"):
            game.mark_sent(item.key)
    game.close()
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def told(window) -> list[str]:
    messages: list[str] = []
    window.session.failed.connect(messages.append)
    return messages


def test_the_posts_of_an_opened_game_fill_after_the_window_is_painted(
    window, qtbot, tmp_path
) -> None:
    path = game_file(tmp_path, "mountainous")
    assert window.files.open_path(path)
    game = window.session.game
    assert "posts" in window._stale  # not filled at open: nothing rendered yet
    assert all(record.pending is not None for record in game.records())
    qtbot.waitUntil(lambda: "posts" not in window._stale, timeout=5000)  # after the paint
    panel = window.panels.posts
    assert {row.kind for row in panel.model._rows} >= {"vote-count", "role-pm"}
    assert panel.preview.toPlainText()  # the first post is shown
    # opened again in the same window: not the last game's posts meanwhile, then filled
    window.session.close()
    assert window.files.open_path(path)
    assert panel.model._rows == [] and panel.shown_game is not window.session.game
    qtbot.waitUntil(lambda: panel.shown_game is window.session.game, timeout=5000)
    assert {row.kind for row in panel.model._rows} >= {"vote-count", "role-pm"}


def test_reading_the_posts_before_the_paint_fills_them(window, tmp_path) -> None:
    assert window.files.open_path(game_file(tmp_path, "mountainous"))
    assert "posts" in window._stale
    assert [r.kind for r in window.posts.model.rows if r.kind == "vote-count"] == ["vote-count"]
    assert "posts" not in window._stale


def test_a_failing_template_is_shown_in_its_place_and_told_once(
    window, qtbot, tmp_path, stranger, no_dialogs
) -> None:
    path = game_file(tmp_path, "stranger")
    (stranger / "templates" / "vote-count.bbcode").write_text(BAD_TEMPLATE, encoding="utf-8")
    before = digest(path)
    messages = told(window)
    assert window.files.open_path(path)
    qtbot.waitUntil(lambda: "posts" not in window._stale, timeout=5000)
    posts = window.posts
    failing = [r for r in posts.model.rows if r.error]
    assert [(r.kind, r.phase, r.template) for r in failing] == [
        ("vote-count", "D1", "vote-count.bbcode")
    ]
    assert "unsafe" in failing[0].error and failing[0].text == ""
    assert any(r.kind == "role-pm" and r.text for r in posts.model.rows)  # the others stand
    assert posts.select("vote-count")
    shown = posts.preview.toPlainText()
    assert "Vote count" in shown and "vote-count.bbcode" in shown and "unsafe" in shown
    assert "Traceback" not in shown and "Traceback" not in posts.raw.toPlainText()
    assert not posts.copy.isEnabled() and not posts.copy_and_mark_sent()
    row = posts.model.rows.index(failing[0])
    assert not posts.view.indexWidget(posts.model.index(row, PostsTableModel.COPY)).isEnabled()
    assert (
        not posts.model.flags(posts.model.index(row, PostsTableModel.SENT))
        & Qt.ItemFlag.ItemIsUserCheckable
    )
    assert "template fails" in posts.status.text()
    assert no_dialogs == []
    assert len([m for m in messages if "cannot be written" in m]) == 1
    # read again (another phase shown and back, the game refreshed): told once only
    posts.phase.setCurrentIndex(0)
    posts.phase.setCurrentIndex(posts.phase.findData("D1"))
    window.refresh_all()
    window.posts.refresh()
    assert len([m for m in messages if "cannot be written" in m]) == 1
    assert no_dialogs == []
    # the rest of the window works: the log, the roster, the timeline
    assert window.panels.log.rowCount() == len(window.session.game.events)
    assert window.roster.model.rows and window.timeline.phase.count()
    window.session.close()
    assert digest(path) == before  # nothing in the game file changed


def test_an_entry_a_failing_template_refuses_says_so(
    window, qtbot, tmp_path, stranger, no_dialogs
) -> None:
    path = game_file(tmp_path, "stranger")
    (stranger / "templates" / "vote-count.bbcode").write_text(BAD_TEMPLATE, encoding="utf-8")
    assert window.files.open_path(path)
    game = window.session.game
    events = list(game.events)
    assert not window.session.call("vote", "Ann", "Bob")
    message = window.statusBar().currentMessage()
    assert "D1's vote count: template 'vote-count.bbcode' failed: " in message  # which post
    assert "unsafe" in message
    assert not window.end_phase()
    assert "D1's vote count: template 'vote-count.bbcode'" in window.statusBar().currentMessage()
    assert game.events == events and no_dialogs == []


def test_an_entry_a_failing_template_refuses_names_the_post_in_russian(
    window, qtbot, tmp_path, stranger, no_dialogs, russian
) -> None:
    path = game_file(tmp_path, "stranger")
    (stranger / "templates" / "vote-count.bbcode").write_text(BAD_TEMPLATE, encoding="utf-8")
    assert window.files.open_path(path)
    assert not window.session.call("vote", "Ann", "Bob")
    message = window.statusBar().currentMessage()
    assert "D1, подсчёт: шаблон 'vote-count.bbcode' не сработал: " in message
    assert no_dialogs == []
    record = PhaseRecord("N1", requests=[RenderRequest("vote-count", {}, "result-pm", "Ann")])
    with pytest.raises(TemplateFailure) as failed:
        Renderer(stranger / "templates").render_record(record)
    assert engine_text.error(failed.value).startswith("N1, ЛС с результатом для Ann: шаблон ")


def test_sent_marks_and_a_failing_template_open_the_game_whole(
    window, qtbot, tmp_path, stranger, no_dialogs
) -> None:
    path = game_file(tmp_path, "stranger", end_day=True, mark_sent=True)
    (stranger / "templates" / "vote-count.bbcode").write_text(BAD_TEMPLATE, encoding="utf-8")
    assert window.files.open_path(path)  # not "cannot be replayed"
    game = window.session.game
    assert game.refused() == [] and game.current_phase_id() == "N1"  # nothing held out
    posts = window.posts
    posts.phase.setCurrentIndex(posts.phase.findData("D1"))
    rows = posts.model.rows
    assert [r.kind for r in rows if r.error] == ["vote-count"]
    assert all(r.sent for r in rows if not r.error)
    assert no_dialogs == []


def test_copying_a_pm_whose_header_template_fails_says_so(
    window, qtbot, tmp_path, stranger, no_dialogs
) -> None:
    from PySide6.QtWidgets import QApplication

    path = game_file(tmp_path, "stranger")
    (stranger / "templates" / "pm-header.bbcode").write_text(BAD_TEMPLATE, encoding="utf-8")
    assert window.files.open_path(path)
    posts = window.posts
    assert posts.select("role-pm", "Ann")
    row = posts.current_row()
    messages = told(window)
    posts.copy_current()
    assert QApplication.clipboard().text() == row.text  # the PM itself, without the line
    assert len(messages) == 1 and "without its header line" in messages[0]
    assert "pm-header.bbcode" in messages[0] and no_dialogs == []


def test_a_template_failing_only_in_the_closed_day_does_not_refuse_a_night_entry(
    window, qtbot, tmp_path, stranger, no_dialogs
) -> None:
    """D1 closed, its vote count's template failing (nights have no vote count): an N1 entry
    plays N1 alone, so it is not refused for D1's post, which is still shown as failing."""
    path = game_file(tmp_path, "stranger", end_day=True)
    (stranger / "templates" / "vote-count.bbcode").write_text(BAD_TEMPLATE, encoding="utf-8")
    assert window.files.open_path(path)
    game = window.session.game
    assert game.current_phase_id() == "N1"
    option = next(o for o in game.ruleset.entry_options(game.open_state(), "N1") if o.candidates)
    targets = [option.candidates[0]] * option.targets
    assert window.session.call("act", option.actor, option.ability or None, targets)
    assert [e.kind for e in game.events if e.phase == "N1"] == ["action"]
    posts = window.posts
    posts.phase.setCurrentIndex(posts.phase.findData("D1"))
    failing = [r for r in posts.model.rows if r.error]
    assert [(r.kind, r.phase, r.template) for r in failing] == [
        ("vote-count", "D1", "vote-count.bbcode")
    ]
    assert no_dialogs == []

"""What a first game with awkward sign-ups showed in the window (uxreview)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafiamod.game import Game
from mafiamod.gui.models import RosterTableModel

pytestmark = pytest.mark.gui

LONG = "Averyveryveryverylongforumnicknamethatgoesonandonforever_2026"
AWKWARD = ["[b]Bold[/b]", "<i>x</i>", LONG, "Андрей", "Ёжик в тумане", "Bob", "Cid", "Dan", "Eve"]


def test_a_very_long_name_leaves_room_for_role_and_faction(window) -> None:
    window.resize(1366, 768)
    window.open_game(Game.create("cop-9", AWKWARD, seed=7), None)
    QApplication.processEvents()
    view = window.roster.view
    model = RosterTableModel
    shown = [c for c in range(model.NOTES + 1) if not view.isColumnHidden(c)]
    assert {model.NAME, model.STATUS, model.ROLE, model.FACTION} <= set(shown)
    right = max(view.columnViewportPosition(c) + view.columnWidth(c) for c in shown)
    assert right <= view.viewport().width()  # nothing pushed out of sight
    metrics = view.fontMetrics()
    for row in window.roster.model.rows:  # every role whole beside the long name
        assert metrics.horizontalAdvance(row.role) < view.columnWidth(model.ROLE), row.role
    assert metrics.horizontalAdvance(LONG) > view.columnWidth(model.NAME)  # it elides
    index = window.roster.proxy.index(AWKWARD.index(LONG), model.NAME)
    assert LONG in window.roster.proxy.data(index, Qt.ItemDataRole.ToolTipRole)


def test_a_vote_on_a_very_long_name_keeps_its_status_and_the_wagon_its_voters(window) -> None:
    from mafiamod.gui.models import EntriesTableModel, TallyTableModel

    window.resize(1366, 768)
    window.open_game(Game.create("cop-9", AWKWARD, seed=7), None)
    day = window.day
    day.voter.setEditText("Dan")
    day.target.setEditText(LONG)
    assert day.submit()
    for _ in range(3):
        QApplication.processEvents()
    for view, last in (
        (day.votes_view, EntriesTableModel.STATUS),
        (day.tally_view, TallyTableModel.VOTERS),
    ):
        assert not view.horizontalScrollBar().isVisible()
        left = view.columnViewportPosition(last)
        assert left >= 0 and left + 40 <= view.viewport().width(), (view, left)
    votes = day.votes_view
    target = votes.model().index(0, EntriesTableModel.TARGETS)
    assert votes.columnWidth(EntriesTableModel.TARGETS) < votes.sizeHintForIndex(target).width()
    assert votes.model().data(target, Qt.ItemDataRole.ToolTipRole) == LONG  # whole on hover


def test_every_key_in_the_guide_is_a_key_of_the_window(window) -> None:
    """The guide's table of keys says what the window does: it said Ctrl+Return ended the
    phase, a key that did nothing (the action's key is Ctrl+Shift+E)."""
    from pathlib import Path

    from PySide6.QtGui import QAction, QKeySequence

    from .conftest import MOUNTAIN

    window.open_game(Game.create("mountainous", MOUNTAIN, seed=5), None)
    window.night  # noqa: B018 (the night's keys are made with its panel)
    keys = {
        seq.toString(QKeySequence.SequenceFormat.PortableText)
        for action in window.findChildren(QAction)
        for seq in action.shortcuts()
    }
    guide = Path(__file__).resolve().parents[2] / "docs" / "guide.md"
    table = guide.read_text(encoding="utf-8").split("## 8. The keys", 1)[1]
    named = set()
    for line in table.splitlines():
        cell = line.split("|")[1].strip() if line.startswith("| ") else ""
        for key in re.findall(r"(?:Ctrl\+)?(?:Shift\+)?(?:F\d+|Return|[A-Z0-9])\b", cell):
            named.add(key if "+" in key or key.startswith("F") else f"Ctrl+{key}")
    assert named, "no keys read from the guide"
    assert named <= keys, sorted(named - keys)


def test_the_timeline_says_forum_names_as_they_are(window) -> None:
    """The deal's trace line read "bBold/b" for "[b]Bold[/b]" (a list's brackets taken
    away), and a name's "_" or "-" became a space."""
    names = ["[b]Bold[/b]", "O'Neil", "Zoq-Fot", "nick_2026", "Ann", "Bob", "Cid", "Dan", "Eve"]
    game = Game.create("cop-9", names, seed=7)
    window.open_game(game, None)
    for voter in names[:5]:
        game.vote(voter, "Bob")
    window.refresh_all()
    assert window.end_phase()
    window.timeline.refresh("D1")
    rows = window.timeline.model.rows
    deal = next(r.text for r in rows if r.kind == "trace" and "the deal of roles" in r.text)
    drawn = next(r.text for r in rows if r.kind == "draw")
    for text in (deal, drawn):
        for name in names:
            assert f"{name}: " in text, (name, text)


def test_a_very_long_name_keeps_the_night_rows_targets_and_enter_in_sight(window) -> None:
    from PySide6.QtWidgets import QScrollArea

    window.resize(1366, 768)
    game = Game.create("cop-9", AWKWARD, seed=7)
    window.open_game(game, None)
    for voter in AWKWARD[:5]:
        game.vote(voter, "Bob")
    window.refresh_all()
    assert window.end_phase()
    window.ui.actionShowEntry.trigger()
    for _ in range(3):
        QApplication.processEvents()
    night = window.night
    scroll = night.form.parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    assert not scroll.horizontalScrollBar().isVisible()
    viewport = scroll.viewport()
    for actor in (LONG, "Cid"):
        row = night.row(actor)
        assert row is not None
        for widget in (row.button, *row.pickers):
            right = widget.mapTo(viewport, widget.rect().topRight()).x()
            assert right <= viewport.width(), (actor, widget)
    assert LONG in night.row(LONG).label.toolTip()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_post_kind_a_game_makes_has_a_name_in_the_posts_list(qapp, language: str) -> None:
    """Cop 9'er's posts list said "Elimin…" (the id in words, English in a Russian window)
    for its elimination post, and "Modkill" for its modkill post."""
    from mafiamod.gui.app import install_translation
    from mafiamod.gui.posts_panel import kind_labels

    from .test_draw_and_event_names import _replayed

    folder = Path(__file__).resolve().parents[1] / "scenarios"
    kinds: set[str] = set()
    for setup in ("cop-9", "classic", "democrabilities", "ghoul-duel"):
        for path in sorted((folder / setup).glob("*.toml")):
            game = _replayed(path)
            for record in game.records() if game is not None else ():
                kinds |= {str(p["kind"]) for p in (*record.posts, *record.pms)}
    assert {"elimination", "modkill", "ability-result", "duel-result", "moderator"} <= kinds
    assert install_translation(language)
    try:
        labels = kind_labels()
    finally:
        install_translation("en")
    assert not kinds - labels.keys(), sorted(kinds - labels.keys())
    if language == "ru":
        assert all(re.search("[а-яё]", labels[k], re.IGNORECASE) for k in kinds), labels


def test_a_very_long_recipient_leaves_the_posts_kinds_readable(window) -> None:
    from mafiamod.gui.models import PostsTableModel

    window.resize(1366, 768)
    window.open_game(Game.create("cop-9", AWKWARD, seed=7), None)
    for _ in range(3):
        QApplication.processEvents()
    view = window.posts.view
    metrics = view.fontMetrics()
    kinds = {
        view.model().index(r, PostsTableModel.KIND).data() for r in range(view.model().rowCount())
    }
    assert {"Vote count", "Role PM"} <= kinds
    for kind in ("Vote count", "Role PM"):  # whole, not "Vote c…"
        assert metrics.horizontalAdvance(kind) + 8 <= view.columnWidth(PostsTableModel.KIND)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_modkill_and_a_note_say_they_were_made(window, monkeypatch, language: str) -> None:
    """After a replacement, a modkill left "New replaces Eve" in the status bar: the
    moderator could not tell the modkill had been made (a note said nothing either)."""
    from mafiamod.gui.app import install_translation
    from mafiamod.gui.entry_dialogs import PlayerDialog

    from .conftest import MOUNTAIN, answer_dialog

    window.open_game(Game.create("mountainous", MOUNTAIN, seed=5), None)
    assert install_translation(language)
    try:
        answer_dialog(monkeypatch, PlayerDialog, lambda d: d.ui.playerBox.setCurrentText("Eve"))
        window.session.succeeded.emit("New replaces Eve")
        window.ui.actionModkill.trigger()
        said = window.statusBar().currentMessage()
        assert "Eve" in said and "replaces" not in said, said
        assert not window.session.game.state.is_alive("Eve")

        def note(dialog: PlayerDialog) -> None:
            dialog.ui.playerBox.setCurrentText("Ann")
            dialog.ui.noteEdit.setPlainText("claims cop")

        answer_dialog(monkeypatch, PlayerDialog, note)
        window.ui.actionNote.trigger()
        said = window.statusBar().currentMessage()
        assert "Ann" in said and "Eve" not in said, said
        assert window.session.game.notes()["Ann"] == "claims cop"
    finally:
        install_translation("en")

"""The window at a laptop's size: roster columns, tab keys, the first window."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from mafiamod.game import Game
from mafiamod.gui.models import RosterTableModel
from mafiamod.gui.roster import NOTES_MIN

from .conftest import MOUNTAIN

pytestmark = pytest.mark.gui

PEAKY = [
    "Томас",
    "Артур",
    "Джон",
    "Полли",
    "Ада",
    "Майкл",
    "Грейс",
    "Элфи",
    "Лука",
    "Алфи",
    "Эсме",
    "Линда",
    "Кэмпбелл",
    "Чарли",
    "Джонни",
    "Иса",
    "Финн",
    "Лиззи",
]


def test_roles_stay_readable_and_the_notes_elide_first(window) -> None:
    window.resize(1366, 768)
    game = Game.create("peaky-blinders", PEAKY, seed=3)
    window.open_game(game, None)
    game.note("Томас", "claims mirny, then says he is the courier; check T1 posts 40-52 again")
    window.refresh_all()
    QApplication.processEvents()
    view = window.roster.view
    columns = range(RosterTableModel.NOTES + 1)
    right = max(
        view.columnViewportPosition(c) + view.columnWidth(c)
        for c in columns
        if not view.isColumnHidden(c)
    )
    assert right <= view.viewport().width()  # every column shows, no horizontal scrolling
    assert view.columnWidth(RosterTableModel.NOTES) >= NOTES_MIN
    assert not view.verticalScrollBar().isVisible()  # 18 players fit
    widths = {
        r.role: view.fontMetrics().horizontalAdvance(r.role) for r in window.roster.model.rows
    }
    assert view.columnWidth(RosterTableModel.ROLE) >= sorted(widths.values())[-2]
    for row in window.roster.model.rows:  # every role (but the longest one) and status whole
        assert widths[row.role] < view.columnWidth(RosterTableModel.ROLE) or widths[
            row.role
        ] == max(widths.values()), row.role
        assert view.fontMetrics().horizontalAdvance(row.status) < view.columnWidth(
            RosterTableModel.STATUS
        )
    note = window.roster.model.rows[0].note
    assert view.fontMetrics().horizontalAdvance(note) > view.columnWidth(RosterTableModel.NOTES)
    tip = window.roster.model.data(
        window.roster.model.index(0, RosterTableModel.NOTES), Qt.ItemDataRole.ToolTipRole
    )
    assert tip == note  # the whole note on hover


def test_streaming_hides_the_live_preview(window) -> None:
    game = Game.create("mountainous", MOUNTAIN, seed=5)
    window.open_game(game, None)
    for voter in MOUNTAIN[:4]:
        game.vote(voter, "Gus")
    window.refresh_all()
    assert "dying" in [r.status for r in window.roster.model.rows]
    window.roster.streaming.setChecked(True)
    assert "dying" not in [r.status for r in window.roster.model.rows]
    assert window.settings.value("roster/streaming", type=bool) is True


def test_ctrl_digits_switch_tabs_and_ctrl_1_is_ready_to_enter(window) -> None:
    window.open_game(Game.create("mountainous", MOUNTAIN, seed=5), None)
    assert [
        a.shortcut().toString()
        for a in (window.ui.actionShowEntry, window.ui.actionShowTimeline, window.ui.actionShowLog)
    ] == ["Ctrl+1", "Ctrl+2", "Ctrl+3"]
    window.day.voter.setEditText("Ann")
    window.day.target.setEditText("Bob")
    assert window.day.submit()
    assert window.end_phase()
    assert window.view.centerTabs.currentIndex() == 1  # the resolved phase's timeline
    assert "Ctrl+1 enters N1" in window.statusBar().currentMessage()
    window.ui.actionShowLog.trigger()
    assert window.view.centerTabs.currentIndex() == 2
    window.ui.actionShowEntry.trigger()
    assert window.view.centerTabs.currentIndex() == 0
    assert window.view.entryStack.currentWidget() is window.night
    assert window.night.quick.hasFocus() or QApplication.focusWidget() is window.night.quick


def test_the_tab_keys_do_nothing_without_a_game(window) -> None:
    window.ui.actionShowTimeline.trigger()
    assert window.view is None and window.ui.pageStack.currentWidget() is window.welcome_page


def test_ctrl_2_pressed_shows_the_timeline(qtbot, window) -> None:
    window.open_game(Game.create("mountainous", MOUNTAIN, seed=5), None)
    assert window.ui.pageStack.currentWidget() is window.game_page
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window.day.voter, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.view.centerTabs.currentIndex() == 1
    qtbot.keyClick(window.timeline, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert window.view.centerTabs.currentIndex() == 0 and window.day.voter.hasFocus()


def test_rows_entered_after_the_list_shows_fit_their_columns(window) -> None:
    """The night's entries list measured its columns once, empty: rows entered later were
    cut ("Jail…", "Syre…")."""
    from pathlib import Path

    from mafiamod.script import parse_script

    bench = Path(__file__).resolve().parents[2] / "benchmarks"
    game = Game.from_script(parse_script((bench / "cmu-night1.toml").read_text()))
    game.live = True
    window.resize(1366, 768)
    window.open_game(game, None)
    window.show()
    QApplication.processEvents()
    night = window.night
    night.read_pasted((bench / "cmu-night1-pms.txt").read_text())
    for _ in range(5):
        assert night.submit_quick()
    for _ in range(3):
        QApplication.processEvents()
    view = night.entries_view
    for column in (1, 2, 3):  # who, what, whom
        for row in night.entries.rows:
            text = night.entries.data(night.entries.index(row.number - 1, column))
            assert view.fontMetrics().horizontalAdvance(text) < view.columnWidth(column), text


def test_the_roster_without_notes_gives_their_room_away(window) -> None:
    window.resize(1366, 768)
    game = Game.create("peaky-blinders", PEAKY, seed=3)
    window.open_game(game, None)
    QApplication.processEvents()
    view = window.roster.view
    assert view.isColumnHidden(RosterTableModel.NOTES)
    widths = [view.fontMetrics().horizontalAdvance(r.role) for r in window.roster.model.rows]
    assert max(widths) < view.columnWidth(RosterTableModel.ROLE)  # every role whole
    game.note("Томас", "claims mirny")
    window.refresh_all()
    assert not view.isColumnHidden(RosterTableModel.NOTES)


def columns_inside(view) -> bool:
    """Every shown column of ``view`` ends inside its viewport (nothing cut off at the edge)."""
    model = view.model()
    right = max(
        view.columnViewportPosition(c) + view.columnWidth(c)
        for c in range(model.columnCount())
        if not view.isColumnHidden(c)
    )
    return right <= view.viewport().width()


def settle() -> None:
    for _ in range(3):  # re-laid-out rows reach their parents one event turn later
        QApplication.processEvents()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_panes_keep_their_widths_in_both_languages(request, window, language) -> None:
    """The entry pane and the posts pane ask for no more than the window gives them at 1366
    px, in Russian too: their longer words (a vote line's «Голосующий:», the timeline's
    «Вставить голос перед…», «Копировать все ЛС») squeezed the roster to 357 px, its last
    column cut."""
    if language == "ru":
        request.getfixturevalue("russian")
        window.retranslate()
    window.resize(1366, 768)
    game = Game.create("peaky-blinders", PEAKY, seed=3)
    window.open_game(game, None)
    window.show()
    settle()
    sizes = window.view.mainSplitter.sizes()
    center, posts = window.view.mainSplitter.widget(1), window.view.mainSplitter.widget(2)
    assert center.minimumSizeHint().width() <= sizes[1], sizes
    assert posts.minimumSizeHint().width() <= sizes[2] + 1, sizes
    view = window.roster.view
    assert columns_inside(view)
    widths = [view.fontMetrics().horizontalAdvance(r.role) for r in window.roster.model.rows]
    assert max(widths) < view.columnWidth(RosterTableModel.ROLE)  # every role whole
    scroll = window.turn_actions.findChild(QScrollArea)
    assert window.turn_actions.form.minimumSizeHint().width() <= scroll.viewport().width()


def test_a_note_after_the_roster_narrowed_ends_at_its_edge(russian, window) -> None:
    """The notes column, shown with the first note after the roster had narrowed, came back
    at its old width and ran past the edge («Замет», "replacem" cut, no ellipsis)."""
    window.retranslate()
    window.resize(1366, 768)
    game = Game.create("mountainous", PEAKY[:13], seed=12)
    window.open_game(game, None)
    window.show()
    settle()
    sizes = window.view.mainSplitter.sizes()
    window.view.mainSplitter.setSizes([sizes[0] - 80, sizes[1] + 80, sizes[2]])
    settle()
    game.note("Ада", "defensive about the vote count; check D1 posts 18-25")
    window.refresh_all()
    settle()
    view = window.roster.view
    assert not view.isColumnHidden(RosterTableModel.NOTES)
    assert columns_inside(view)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_posts_list_shows_every_recipient_whole(request, window, language) -> None:
    """The game-over screen's posts list: a long kind («Пост с ролью казнённого») pushed
    «Кому» past the edge; the kind now elides (its tooltip has it) and every recipient shows
    whole."""
    if language == "ru":
        request.getfixturevalue("russian")
        window.retranslate()
    window.resize(1366, 768)
    game = Game.create("mountainous", MOUNTAIN[:7], seed=5)
    mafia = next(p.name for p in game.state.players if p.alignment == "mafia")
    for voter in [n for n in MOUNTAIN[:7] if n != mafia][:4]:
        game.vote(voter, mafia)
    window.open_game(game, None)
    window.show()
    window.end_phase()
    window.posts.refresh()
    settle()
    view, model = window.posts.view, window.posts.model
    assert model.rowCount() > 5
    assert columns_inside(view)
    metrics = view.fontMetrics()
    for row in range(model.rowCount()):
        to = model.data(model.index(row, model.TO))
        assert metrics.horizontalAdvance(to) < view.columnWidth(model.TO), to
        kind = model.data(model.index(row, model.KIND))
        assert model.data(model.index(row, model.KIND), Qt.ItemDataRole.ToolTipRole) == kind
        # the game-over screen's kinds are short enough to show whole too («Конец игры»)
        assert metrics.horizontalAdvance(kind) < view.columnWidth(model.KIND), kind


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_pregame_posts_show_their_kinds_and_recipients_whole(request, window, language) -> None:
    """Charge Me Up's pre-game at 1366 px: «Предыгра» on every row of the posts list left the
    kinds and even the recipients cut («ЛС со …», «Andros…»); with one phase picked its
    column is hidden (the picker names it), with all phases it shows."""
    if language == "ru":
        request.getfixturevalue("russian")
        window.retranslate()
    window.resize(1366, 768)
    names = ["Androsynth", "Ariloulaleelay", "Chmmr", "Ilwrath", "Melnorme", "Mycon", "Orz"]
    names += ["Pkunk", "Slylandro", "Supox", "Syreen", "Umgah", "VUX", "Yehat"]
    window.open_game(Game.create("charge-me-up", names, seed=1), None)
    window.show()
    settle()
    view, model = window.posts.view, window.posts.model
    assert model.rowCount() > 14
    assert view.isColumnHidden(model.PHASE)
    assert columns_inside(view)
    metrics = view.fontMetrics()
    for row in range(model.rowCount()):
        for column in (model.KIND, model.TO):
            text = model.data(model.index(row, column))
            assert metrics.horizontalAdvance(text) < view.columnWidth(column), text
    window.posts.phase.setCurrentIndex(0)  # all phases
    settle()
    assert not view.isColumnHidden(model.PHASE)
    assert columns_inside(view)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_roster_header_is_cut(request, window, language) -> None:
    """Peaky's roster at 1366 px: the faction column, its colour alone, is narrower than even
    its short name, and the header read "F…" («С…» in Russian); it shows no text then, the
    whole name its tooltip, and every other header is whole or its short name whole."""
    if language == "ru":
        request.getfixturevalue("russian")
        window.retranslate()
    window.resize(1366, 768)
    window.open_game(Game.create("peaky-blinders", PEAKY, seed=3), None)
    window.show()
    settle()
    view, model = window.roster.view, window.roster.model
    header = view.horizontalHeader()
    margin = 2 * view.style().pixelMetric(view.style().PixelMetric.PM_HeaderMargin)
    horizontal = Qt.Orientation.Horizontal
    assert model.swatch_only
    assert model.headerData(RosterTableModel.FACTION, horizontal) == ""
    tip = model.headerData(RosterTableModel.FACTION, horizontal, Qt.ItemDataRole.ToolTipRole)
    assert tip == ("Сторона" if language == "ru" else "Faction")
    for column in range(model.columnCount()):
        if view.isColumnHidden(column):
            continue
        text = str(model.headerData(column, horizontal))
        assert header.fontMetrics().horizontalAdvance(text) + margin <= view.columnWidth(column), (
            text
        )


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize(("setup", "count"), [("peaky-blinders", 18), ("ghoul-duel", 13)])
def test_the_roster_last_column_shows_its_fields_whole(
    request, window, language, setup, count
) -> None:
    """The setups' per-player fields were cut in the roster's last column at 1366 px
    (Peaky's "status +, ultimate 1, letters 1" as «ста…», Ghoul Duel's «мафия с …»): the
    column shows their short forms ("+ ult 1 ✉1", "from start"), the tooltip the words,
    and every role stays whole."""
    if language == "ru":
        request.getfixturevalue("russian")
        window.retranslate()
    window.resize(1366, 768)
    game = Game.create(setup, PEAKY[:count], seed=3)
    window.open_game(game, None)
    window.show()
    settle()
    view, model = window.roster.view, window.roster.model
    assert columns_inside(view)
    column = RosterTableModel.CHARGES
    assert not view.isColumnHidden(column)
    metrics = view.fontMetrics()
    margin = 2 * view.style().pixelMetric(view.style().PixelMetric.PM_FocusFrameHMargin) + 2
    shortened = 0
    for number, row in enumerate(model.rows):
        assert metrics.horizontalAdvance(row.charges) + margin <= view.columnWidth(column), (
            row.charges
        )
        tip = model.data(model.index(number, column), Qt.ItemDataRole.ToolTipRole)
        assert tip == (row.charges_words or row.charges or None)
        shortened += bool(row.charges_words)
    assert shortened
    widths = [metrics.horizontalAdvance(r.role) for r in model.rows]
    assert max(widths) < view.columnWidth(RosterTableModel.ROLE)  # every role whole


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_wizard_options_are_never_squeezed(request, qtbot, window, language) -> None:
    """The open classic setup's eleven options, each with its help line, were squeezed to
    slivers at the wizard's size («day start» cut in half): they scroll instead."""
    from mafiamod.gui.wizard import NewGameWizard

    if language == "ru":
        request.getfixturevalue("russian")
    wizard = NewGameWizard(window)
    qtbot.addWidget(wizard)
    wizard.resize(1000, 690)
    wizard.show()
    ids = [s.id for s in wizard.setups]
    wizard.ui.setupList.setCurrentRow(ids.index("classic"))
    wizard.next()
    wizard.ui.playersEdit.setPlainText("\n".join(PEAKY[:10]))
    wizard.next()
    settle()
    assert len(wizard.config_fields) > 8
    for key, field in wizard.config_fields.items():
        assert field.height() >= field.minimumSizeHint().height(), key
    assert wizard.ui.fixedTable.height() > 100  # the fixed deal keeps its room

"""A panel hidden when a phase ends is brought up to date when it is shown or read (issue 12:
a Resolve shows the timeline, and does not rebuild the entry page behind it)."""

from __future__ import annotations

import pytest

from mafiamod.game import Game
from mafiamod.gui.window import ENTRY_TAB, TIMELINE_TAB

from .conftest import MOUNTAIN

pytestmark = pytest.mark.gui


def day_one_voted(window) -> Game:
    """A Mountainous game on Day 1 with one vote entered on the (shown) day page."""
    game = Game.create("mountainous", MOUNTAIN, seed=5)
    window.open_game(game, None)
    window.show_tab(ENTRY_TAB)
    assert window.session.phase_id() == "D1"
    window.day.voter.setEditText("Ann")
    window.day.target.setEditText("Bob")
    assert window.day.submit(), window.statusBar().currentMessage()
    assert [r.who for r in window.day.votes.rows] == ["Ann"]
    return game


def to_day_two(window) -> None:
    assert window.end_phase()  # D1 → N1
    window.show_tab(ENTRY_TAB)
    assert window.session.phase_kind() == "night"
    assert window.end_phase()  # N1 → D2: the timeline is shown, the day page hidden
    assert window.session.phase_id() == "D2"
    assert window.ensure_view().centerTabs.currentIndex() == TIMELINE_TAB


def test_a_resolve_leaves_the_hidden_day_page_for_later_and_a_read_brings_it_up(window) -> None:
    day_one_voted(window)
    to_day_two(window)
    day = window.panels.built("day")  # the page itself, not window.day (which reads it fresh)
    assert not day.isVisible()
    assert day.votes.rowCount() == 1  # what a view of it would show: still Day 1's vote
    assert day.votes.rows == []  # read: brought up to date first (Day 2 has no votes yet)
    assert day.votes.rowCount() == 0
    assert window.ensure_view().centerTabs.currentIndex() == TIMELINE_TAB  # nothing was shown


def test_showing_the_entry_tab_brings_the_hidden_page_up_to_date(window) -> None:
    day_one_voted(window)
    to_day_two(window)
    day = window.panels.built("day")
    assert day.votes.rowCount() == 1
    window.show_tab(ENTRY_TAB)  # Ctrl+1
    assert day.isVisible()
    assert day.votes.rowCount() == 0  # refreshed before it was painted
    living = set(window.session.open_state().living_names())
    assert {day.voter.itemText(i) for i in range(day.voter.count())} <= living


def test_window_panel_reads_are_fresh_and_entries_refresh_at_once(window) -> None:
    game = day_one_voted(window)
    to_day_two(window)
    day = window.day  # read through the window: fresh
    assert day.votes.rowCount() == 0 and not day.isVisible()
    living = game.open_state().living_names()
    voter, target = living[0], living[1]
    day.voter.setEditText(voter)
    day.target.setEditText(target)
    assert day.submit(), window.statusBar().currentMessage()
    # an entry is not a phase's end: the page it was made on shows it at once, hidden or not
    assert day.votes.rowCount() == 1 and day.votes.rows[0].who == voter


def test_a_resolved_night_page_behind_the_timeline_is_current_when_shown(window) -> None:
    game = day_one_voted(window)
    assert window.end_phase()  # D1 → N1: the night page is built behind the timeline
    night = window.panels.built("night")
    assert night is not None and not night.isVisible()
    window.show_tab(ENTRY_TAB)
    assert [row.actor for row in night.rows] == game.open_state().living_names()
    assert window.timeline.selected_phase() == "D1"  # the Resolve showed the phase it closed


def test_an_undone_resolve_refreshes_the_hidden_page_when_read(window) -> None:
    day_one_voted(window)
    assert window.end_phase()  # D1 → N1, the timeline shown
    assert window.session.call("undo")  # back to D1, still on the timeline
    assert window.session.phase_id() == "D1"
    assert window.ensure_view().centerTabs.currentIndex() == TIMELINE_TAB
    assert [r.who for r in window.day.votes.rows] == ["Ann"]
    assert window.phase_bar.end_button.text() == "End Day"

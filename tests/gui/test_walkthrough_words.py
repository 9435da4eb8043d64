"""What a moderator new to the window trips on at 1366×768, in English and in Russian: the
words of a Russian window, labels that say what they ask for."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafiamod.game import Game
from mafiamod.gui.timeline import event_text
from mafiamod.script import parse_script

pytestmark = pytest.mark.gui

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def test_the_timelines_announcements_are_named_in_russian(russian) -> None:
    """A death's flip showed as "flip: Supox" in the Russian timeline; every kind the rules
    announce is named in the window's language, an unknown one by its name in words."""
    assert event_text({"kind": "flip", "player": "Supox"}) == "вскрытие роли: Supox"
    assert event_text({"kind": "modkill", "player": "Ann"}).startswith("модкилл: Ann")
    assert event_text({"kind": "some-new-kind", "player": "Ann"}) == "some new kind: Ann"


def test_the_timelines_announcements_in_english() -> None:
    assert event_text({"kind": "flip", "player": "Supox"}) == "flip: Supox"
    assert event_text({"kind": "no-elimination"}) == "no elimination"


KILLED = {
    "kind": "killed",
    "player": "Melnorme",
    "role": "vanilla-townie",
    "role_name": "Vanilla Townie",
    "alignment": "town",
    "alignment_name": "Town",
}


def test_a_deaths_announcement_shows_the_flip_unlabelled() -> None:
    """Charge Me Up's N1 timeline read "killed: Melnorme (role name: Vanilla Townie, alignment
    name: Town)", field names in English in the Russian window too."""
    assert event_text(KILLED) == "killed: Melnorme (Vanilla Townie, Town)"
    titled = {**KILLED, "kind": "flip", "title": "Mafia Roleblocker", "alignment_name": "Mafia"}
    assert event_text(titled) == "flip: Melnorme (Mafia Roleblocker)"
    assert (
        event_text({**KILLED, "how": "shot"})
        == "killed: Melnorme (Vanilla Townie, Town, how: shot)"
    )


def test_a_deaths_announcement_in_russian(russian) -> None:
    assert event_text(KILLED) == "убит(а): Melnorme (Vanilla Townie, Town)"


def test_the_night_lists_tabs_fit_a_laptop_screen_in_russian(russian, window, qtbot) -> None:
    """Charge Me Up's Night 1 at 1366×768 in Russian: the "Actions entered" tab's label (with
    its rule in words) pushed "Refused" behind scroll arrows; the rule is its tooltip now."""
    from PySide6.QtWidgets import QApplication

    game = Game.from_script(parse_script((BENCH / "cmu-night1.toml").read_text()))
    window.resize(1366, 768)
    window.open_game(game, None)
    QApplication.processEvents()
    bar = window.night.lists.tabBar()
    qtbot.waitUntil(lambda: bar.width() > 0)
    needed = sum(bar.tabRect(i).width() for i in range(bar.count()))
    # room to spare: the roster beside it grows with the charges column of a live night
    assert needed + 120 <= window.night.lists.width(), (needed, window.night.lists.width())
    assert window.night.lists.tabToolTip(0)


def test_read_votes_from_the_thread_speaks_russian(russian, window, qtbot) -> None:
    """Reading votes from a pasted thread in Russian: the match column said "exact" and
    "alias" and the syntax list "auto"; now in words of the window, while the syntax read
    (and remembered) is still the key."""
    from mafiamod.gui.thread_votes import ThreadVotesDialog

    players = ["Vivax", "batsnacks", "Oatsmaster", "Koshi", "OldGuy", "Alakaslam", "Wile"]
    window.open_game(Game.create("mountainous", players, seed=3), None)
    dialog = ThreadVotesDialog(window.session, "elimination", window)
    qtbot.addWidget(dialog)
    assert dialog.ui.syntaxBox.currentText() == "авто (любой форум)"
    assert dialog.syntax() == "auto"
    dialog.ui.pasteEdit.setPlainText("#3 Vivax\n[b]VOTE: koshi[/b]\n#4 Wile\n[b]vote oats[/b]\n")
    dialog.ui.pasteButton.click()
    table = dialog.ui.foundTable
    assert [table.item(r, 3).text() for r in range(table.rowCount())] == ["точно", "прозвище"]
    dialog.ui.syntaxBox.setCurrentIndex(dialog.ui.syntaxBox.findData("mafiascum"))
    assert dialog.syntax() == "mafiascum"


def test_insert_a_late_vote_shows_before_in_bold_not_as_a_tag(window, qtbot) -> None:
    """The late-vote dialog's first line showed "<b>before</b>" as written; it is bold now,
    and a player's name in it is a name, never markup."""
    from PySide6.QtCore import Qt

    from mafiamod.gui.entry_dialogs import VoteDialog

    players = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "<i>Gus</i>"]
    window.open_game(Game.create("mountainous", players, seed=3), None)
    assert window.session.call("vote", "<i>Gus</i>", "Ann", post=12)
    dialog = VoteDialog(window.session, window.session.game.entries("D1")[-1], window)
    qtbot.addWidget(dialog)
    assert dialog.ui.intro.textFormat() == Qt.TextFormat.RichText
    assert "<b>before</b>" in dialog.ui.intro.text()
    assert "&lt;i&gt;Gus&lt;/i&gt; → Ann" in dialog.ui.intro.text()


def test_override_a_draw_shows_the_drawn_names_not_json(window, qtbot) -> None:
    """Override the deal: "Drawn:" read '["Ilwrath", "Orz"]'; now the names, comma-separated."""
    from mafiamod.gui.entry_dialogs import DrawDialog

    players = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
    game = Game.create("mountainous", players, seed=7)
    window.open_game(game, None)
    record = game.records()[0]
    deal = next(d for d in record.draws if d["draw"] == "deal")
    dialog = DrawDialog(window.session, record.id, deal, window)
    qtbot.addWidget(dialog)
    shown = dialog.ui.drawnValue.text()
    assert "[" not in shown and '"' not in shown
    assert shown == ", ".join(deal["value"])


def test_the_phase_bar_says_game_over_like_a_phase_title(window, russian) -> None:
    """The phase bar's "game over: Town win" started small beside "Night 1", "День 1"."""
    players = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
    roles = {p: ("mafia-goon" if p == "Gus" else "vanilla-townie") for p in players}
    game = Game.create("mountainous", players, seed=5, roles=roles)
    for voter in players[:4]:
        game.vote(voter, "Gus")
    game.end_phase()
    window.open_game(game, None)
    assert game.state.winner
    assert "Игра окончена: победа" in window.phase_bar.phase_label.text()

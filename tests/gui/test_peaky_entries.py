"""Острые Козырьки through the window: a turn's actions (a free-text letter, an АС) and, on
T2, ballots in the Votes tab with two abilities (a stuffed ballot, a two-target feature)."""

from __future__ import annotations

import re

import pytest

from mafiamod.game import Game
from mafiamod.gui.entry_fields import TextField

from .drive import act, phase, vote

pytestmark = pytest.mark.gui

ROLES = {
    "Tom": "thomas-shelby",
    "Pol": "polly-shelby",
    "Art": "arthur-shelby",
    "Jon": "john-shelby",
    "Che": "chester-campbell",
    "Rep": "courier-reporter",
    "Gra": "grace-burgess",
    "Mos": "sergeant-moss",
    "Dan": "danny-owen",
    "Cha": "charlie-strong",
    "Kim": "billy-kimber",
    **{f"U{i}": "townie" for i in range(1, 8)},
}


def test_turn_with_ballots_and_two_abilities(window) -> None:
    game = Game.create("peaky-blinders", list(ROLES), seed=18, roles=ROLES)
    window.open_game(game, None)
    assert window.view.entryStack.currentWidget() is window.turn
    actions, votes = window.turn_actions, window.turn_votes
    assert (
        actions.row("Pol").ability.findData("stuff-ballot") < 0
    )  # no vote on T1, no ballot to stuff
    # Just the Facts names a published letter: none yet, so the form does not offer it
    assert actions.row("Rep").ability.findData("just-the-facts") < 0
    assert act(actions, "Che", "weapons-search", ("Tom",))
    u1 = actions.row("U1")
    assert u1.choose("anonymous-letter") and isinstance(u1.fields["text"], TextField)
    assert act(actions, "U1", "anonymous-letter", text="Том — не тот, кем кажется")
    assert window.end_phase(), window.statusBar().currentMessage()
    t1 = phase(game, "T1")
    assert {
        "player": "Che",
        "ability": "weapons-search",
        "targets": ["Tom"],
        "outcome": "negative",
    } in t1["results"]
    assert not t1["rejected"]

    assert window.session.phase_id() == "T2"
    window.turn.setCurrentWidget(votes)
    for voter, target in [
        ("U1", "U5"),
        ("U2", "U5"),
        ("Kim", "U6"),
        ("U3", "U6"),
        ("U4", "U5"),
        ("Tom", "U6"),
        ("Pol", "U7"),
    ]:
        assert vote(votes, voter, target), window.statusBar().currentMessage()
    window.turn.setCurrentWidget(actions)
    rep = actions.row("Rep")
    assert rep.choose("just-the-facts", letter="1")  # U1's letter, published on T1
    assert [rep.fields["letter"].itemData(i) for i in range(1, rep.fields["letter"].count())] == [
        "1"
    ]
    assert act(actions, "Pol", "stuff-ballot", ("U5",))
    assert act(actions, "Rep", "newspaper-feature", ("U1", "U2"))
    tally = {r.target: r.count for r in votes.tally.rows}
    assert tally["U5"] == "4" and tally["U6"] == "4"  # Kimber weighs 2, the stuffed ballot 1
    assert window.end_phase(), window.statusBar().currentMessage()
    t2 = phase(game, "T2")
    assert t2["tallies"]["elimination"] == {"U5": 4, "U6": 4, "U7": 1}
    assert {(d["player"], d["cause"]) for d in t2["deaths"]} == {("U5", "seated"), ("U6", "seated")}
    assert {
        "player": "Rep",
        "ability": "newspaper-feature",
        "targets": ["U1", "U2"],
        "outcome": "same",
    } in t2["results"]
    assert not t2["rejected"]


@pytest.mark.parametrize(("language", "word"), [("en", "entered"), ("ru", "введено")])
def test_a_long_entry_name_shows_whole_words_in_the_status(
    window, qtbot, language: str, word: str
) -> None:
    """A targetless entry's name too long for the row's status (Peaky's «Визит в
    «Гарнизон»») says "✓ entered", not "✓ Визи…"; the tooltip has the whole entry. A
    target's name still shows (its beginning says who)."""
    from mafiamod.gui.app import install_translation

    assert install_translation(language)
    try:
        qtbot.waitUntil(lambda: not window._retranslating)
        game = Game.create("peaky-blinders", list(ROLES), seed=18, roles=ROLES)
        window.open_game(game, None)
        actions = window.turn_actions
        assert act(actions, "U1", "pub-visit")
        assert act(actions, "Che", "weapons-search", ("Tom",))
        visit, search = actions.row("U1").entered, actions.row("Che").entered
        assert re.sub(r"<[^>]+>", "", visit.text()) == f"✓ {word}"
        assert "Визит в «Гарнизон»" in visit.toolTip()
        assert visit.fontMetrics().horizontalAdvance(f"✓ {word}") < visit.width()
        assert re.sub(r"<[^>]+>", "", search.text()) == "✓ Tom"
    finally:
        install_translation("en")

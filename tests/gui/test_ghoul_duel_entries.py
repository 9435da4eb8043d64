"""Ghoul Duel through the window: an odd night (duel choice with its named fields, a ghoul shot,
the factional kill) and the duel day that follows."""

from __future__ import annotations

import pytest

from mafiamod.game import Game

from .drive import act, offered_targets, phase, vote

pytestmark = pytest.mark.gui

MAFIA = ["Mac", "Mab", "Moe"]
GHOULS = ["Ann", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Kit"]


def new_game() -> Game:
    roles = {**{n: "mafia-goon" for n in MAFIA}, **{n: "one-shot-ghoul" for n in GHOULS}}
    return Game.create("ghoul-duel", [*MAFIA, *GHOULS], seed=3, roles=roles)


def play_to_n1(window, game: Game) -> None:
    window.open_game(game, None)
    for voter in ["Ann", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal"]:
        assert vote(window.day, voter, "Ben"), window.statusBar().currentMessage()
    assert window.end_phase()
    assert window.session.phase_id() == "N1"


def test_odd_night_duel_choice_ghoul_and_kill(window) -> None:
    game = new_game()
    play_to_n1(window, game)
    night = window.night
    mac = night.row("Mac")
    assert mac.ability.findData("duel-choice") >= 0 and mac.ability.findData("factional-kill") >= 0
    assert act(night, "Mac", "factional-kill", ("Ann",))
    assert act(night, "Ann", "ghoul", ("Moe",))
    mac.choose("duel-choice")
    assert not mac.pickers and set(mac.fields) == {"mafia", "mafia_backup", "town", "town_backup"}
    assert mac.fields["mafia"].findData("Ann") < 0  # only the mafia's most senior are offered
    assert act(
        night, "Mac", "duel-choice", mafia="Mac", town="Cal", mafia_backup="Mab", town_backup="Dee"
    )
    assert "Cal" in mac.entered.toolTip()
    assert window.end_phase()
    n1 = phase(game, "N1")
    assert n1["deaths"] == [{"player": "Moe", "cause": "ghoul-redirect"}]
    assert (n1["duel"]["mafia"], n1["duel"]["town"]) == ("Mac", "Cal")
    assert not n1["rejected"]


def test_duel_day_votes(window) -> None:
    game = new_game()
    play_to_n1(window, game)
    assert act(window.night, "Mac", "duel-choice", mafia="Mac", town="Cal")
    assert window.end_phase()
    assert window.session.phase_id() == "D2"
    day = window.day
    offered = offered_targets(day)
    duel_options = day.vote_options
    if duel_options:  # the rules name the duellists: only they are offered
        assert set(offered) == {"Mac", "Cal"}
    events = len(game.events)
    assert not vote(day, "Ann", "Dee")  # refused by the rules, nothing stored, the reason shown
    assert len(game.events) == events
    assert "duellist" in window.statusBar().currentMessage(), window.statusBar().currentMessage()
    assert day.voter.currentText() == "Ann"  # left in the form to correct
    for voter in ["Ann", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"]:
        assert vote(day, voter, "Mac"), window.statusBar().currentMessage()
    assert window.end_phase()
    d2 = phase(game, "D2")
    assert {d["player"] for d in d2["deaths"]} == {"Mac", "Cal"}
    assert d2["duel"]["lynched"] == "Mac"
    assert d2["tallies"]["elimination"] == {"Mac": 7}


def test_vote_targets_follow_the_rules_vote_options(window, monkeypatch) -> None:
    """Where a ruleset offers vote options (ability = the vote's name), the day form offers
    exactly their candidates. Ghoul Duel does not yet: this stands in for its duel day."""
    from mafiamod.engine.options import EntryOption

    game = new_game()
    play_to_n1(window, game)
    assert act(window.night, "Mac", "duel-choice", mafia="Mac", town="Cal")
    assert window.end_phase()
    living = game.closed_result().final.living_names()
    monkeypatch.setattr(
        game.ruleset,
        "entry_options",
        lambda state, phase_id: [
            EntryOption(n, "elimination", "Duel vote", 1, ("Mac", "Cal")) for n in living
        ],
    )
    window.refresh_all()
    day = window.day
    assert offered_targets(day) == ["Mac", "Cal"]
    assert "Mac, Cal" in day.target.toolTip()

"""The Game document: entries refused on the spot, late corrections, withdrawals, undo, pins."""

from __future__ import annotations

import pytest

from mafiamod.engine.errors import IllegalEntry
from mafiamod.game import Game

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]
ROLES = {p: ("mafia-goon" if p in ("Max", "Moe") else "vanilla-townie") for p in PLAYERS}


@pytest.fixture
def game() -> Game:
    return Game.create("mountainous", PLAYERS, seed=3, roles=ROLES)


def deaths(game: Game) -> list[str]:
    return [d.player for r in game.records() for d in r.deaths]


def test_an_illegal_entry_is_refused_and_nothing_is_stored(game: Game) -> None:
    game.end_phase()
    with pytest.raises(IllegalEntry, match="no such ability") as err:
        game.act("Ann", "factional-kill", ["Bea"])
    assert err.value.reason == "no-ability"
    assert [e.kind for e in game.events] == ["end-phase"]
    with pytest.raises(IllegalEntry, match="not a player"):
        game.act("Zed", "factional-kill", ["Bea"])


def test_a_vote_after_the_hammer_is_refused(game: Game) -> None:
    for voter in ("Ann", "Bea", "Cal", "Dov"):
        game.vote(voter, "Max")
    with pytest.raises(IllegalEntry) as err:
        game.vote("Moe", "Ann")
    assert err.value.reason == "phase-ended"


def test_the_open_phase_is_a_preview_until_it_ends(game: Game) -> None:
    game.vote("Ann", "Bea")
    assert deaths(game) == []  # no deadline yet
    assert game.records()[-1].tallies["elimination"] == {"Bea": 1}
    game.end_phase()
    assert deaths(game) == ["Bea"]


def test_a_late_correction_re_resolves_later_phases(game: Game) -> None:
    game.vote("Ann", "Bea")
    game.end_phase()
    game.act("Max", "factional-kill", ["Cal"])
    game.end_phase()
    assert deaths(game) == ["Bea", "Cal"]
    game.act("Moe", "factional-kill", ["Dov"], phase="N1")
    assert deaths(game) == ["Bea", "Dov"]
    with pytest.raises(IllegalEntry, match="not been played"):
        game.act("Moe", "factional-kill", ["Dov"], phase="N5")


def test_withdrawing_an_entry_and_undo_with_labels(game: Game) -> None:
    game.vote("Ann", "Bea")
    game.vote("Cal", "Dov")
    game.end_phase()
    first = game.entries("D1")[0]
    game.retract(first.seq)
    assert deaths(game) == ["Dov"]
    assert game.undo_label() == f"withdraw entry #{first.seq}"
    game.undo()
    assert deaths(game) == ["Bea"]  # earliest wagon at the tie
    assert game.redo_label().startswith("withdraw")
    game.redo()
    assert deaths(game) == ["Dov"]


def test_pins_override_draws_and_bad_pins_are_refused() -> None:
    game = Game.create("mountainous", PLAYERS, seed=3, roles=ROLES, config={"tie": "random"})
    game.vote("Ann", "Bea")
    game.vote("Cal", "Dov")
    game.end_phase()
    draw = game.records()[0].draws[0]
    assert draw["draw"] == "lynch-tie"
    other = "Dov" if draw["value"] == "Bea" else "Bea"
    game.pin("lynch-tie", other, phase="D1")
    assert deaths(game) == [other]
    assert game.records()[0].draws[0] == {
        "draw": "lynch-tie",
        "value": other,
        "pinned": True,
        "options": ["Bea", "Dov"],
    }
    with pytest.raises(IllegalEntry, match="bad-pin"):
        game.pin("lynch-tie", "Eli", phase="D1")
    assert deaths(game) == [other]


@pytest.mark.parametrize("roles", [None, ROLES], ids=["drawn", "fixed"])
def test_a_deal_pin_after_the_deal_must_still_be_a_deal_of_this_game(roles: object) -> None:
    """A pin of a draw a phase does not make is checked all the same (spec: a name that is not
    a player is a bad pin); a legal one is ignored. The deal is drawn only in the first phase."""
    game = Game.create("mountainous", PLAYERS, seed=3, roles=roles)  # type: ignore[arg-type]
    game.end_phase()
    for bad in (["Zed", "Ann"], {"Zed": "mafia-goon"}):
        with pytest.raises(IllegalEntry, match="bad-pin"):
            game.pin("deal", bad)
    assert [e.kind for e in game.events] == ["end-phase"]
    before = [r.deaths for r in game.records()]
    legal = ["Max"] if roles is None else ["Max", "Moe"]  # 7 players: one goon is drawn
    game.pin("deal", legal)  # a deal this game could make: taken, and it changes nothing
    assert [r.deaths for r in game.records()] == before


def test_notes_sent_marks_and_game_over(game: Game) -> None:
    game.note("Ann", "claims [b]cop[/b]")
    game.mark_sent("D1:vote-count")
    assert game.notes() == {"Ann": "claims [b]cop[/b]"}
    assert game.sent_keys() == {"D1:vote-count"}
    game.modkill("Max")
    game.modkill("Moe")
    game.end_phase()
    assert game.is_over() and game.current_phase_id() is None
    with pytest.raises(IllegalEntry, match="game is over"):
        game.vote("Ann", "Bea")


def test_a_late_found_vote_is_inserted_where_it_was_posted(game: Game) -> None:
    game.vote("Ann", "Bea")
    game.vote("Cal", "Dov")
    game.vote("Eli", "Dov")  # Dov reaches 2 first ...
    eli = game.entries("D1")[-1]
    game.vote(
        "Moe", "Bea", before=eli.seq
    )  # ... unless Moe's vote, found late, was posted before Eli's
    assert [e.payload["voter"] for e in game.entries("D1")] == ["Ann", "Cal", "Moe", "Eli"]
    assert [v.voter for v in game.inputs()[0].votes["elimination"]] == ["Ann", "Cal", "Moe", "Eli"]
    game.end_phase()
    assert deaths(game) == ["Bea"]  # earliest to the tied count, in posting order
    script = game.to_script()
    assert script.index('voter = "Moe"') < script.index('voter = "Eli"')  # written in posting order
    with pytest.raises(IllegalEntry, match="no vote #999"):
        game.vote("Max", "Ann", before=999)
    with pytest.raises(IllegalEntry, match="is in D1, not N1"):
        game.vote("Max", "Ann", phase="N1", before=eli.seq)


def test_the_same_late_vote_appended_counts_last(game: Game) -> None:
    for voter, target in (("Ann", "Bea"), ("Cal", "Dov"), ("Eli", "Dov"), ("Moe", "Bea")):
        game.vote(voter, target)
    game.end_phase()
    assert deaths(game) == ["Dov"]


def test_a_late_vote_in_a_closed_day_re_resolves_it(game: Game) -> None:
    game.vote("Ann", "Bea")
    game.vote("Cal", "Dov")
    game.vote("Eli", "Dov")
    eli = game.entries("D1")[-1]
    game.end_phase()
    assert deaths(game) == ["Dov"]
    game.vote("Moe", "Bea", before=eli.seq)  # the phase is the one of Eli's vote
    assert deaths(game) == ["Bea"]
    assert game.undo_label() == f"elimination vote Moe → Bea (before #{eli.seq})"


def test_the_open_state_is_dealt_and_modkilled_but_not_resolved(game: Game) -> None:
    assert game.open_state().dealt and game.open_state().player("Max").role == "mafia-goon"
    for voter in ("Ann", "Bea", "Cal", "Dov"):
        game.vote(voter, "Eli")
    assert not game.state.is_alive("Eli")  # the preview hammered Eli
    assert game.open_state().is_alive("Eli")  # the phase has not ended
    game.modkill("Moe")
    assert not game.open_state().is_alive("Moe")

"""The typed views the window reads, and the changes each entry names."""

from __future__ import annotations

from mafiamod.game import ALL_CHANGES, VOTE_CHANGES, Game

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Fay", "Gus"]
ROLES = {p: ("mafia-goon" if p == "Gus" else "vanilla-townie") for p in PLAYERS}


def game() -> Game:
    return Game.create("mountainous", PLAYERS, seed=3, roles=ROLES)


def test_the_tally_view_is_the_engines_tally() -> None:
    g = game()
    g.vote("Ann", "Gus")
    g.vote("Bea", "Gus")
    g.vote("Cal", "Ann")
    [view] = g.tally()
    assert view.vote == "elimination"
    assert (view.majority, view.living, view.hammered) == (4, 7, None)
    assert [(w.target, w.count, w.voters, w.to_majority) for w in view.wagons] == [
        ("Gus", 2, ("Ann", "Bea"), 2),
        ("Ann", 1, ("Cal",), 3),
    ]
    g.vote("Dov", "Gus")
    g.vote("Eli", "Gus")
    assert g.tally()[0].hammered == "Gus"


def test_entry_views_carry_the_rules_verdict() -> None:
    g = game()
    g.vote("Ann", "Gus")
    g.vote("Ann", "")
    views = g.entry_views()
    assert [(v.kind, v.who, v.what, v.targets, v.index, v.refused) for v in views] == [
        ("vote", "Ann", "elimination", ("Gus",), 0, None),
        ("vote", "Ann", "elimination", ("",), 1, None),
    ]
    assert [v.seq for v in views] == [e.seq for e in g.events]


def test_a_vote_names_what_it_changed_and_a_correction_changes_everything() -> None:
    g = game()
    assert g.vote("Ann", "Bea") == VOTE_CHANGES
    assert g.end_phase() == ALL_CHANGES
    assert g.vote("Cal", "Dov", phase="D1") == ALL_CHANGES  # an earlier day: all re-resolves

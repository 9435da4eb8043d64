"""Unit tests of the Peaky Blinders seating rules (§3.6): ties, first-time immunity, John, tickets."""

from __future__ import annotations

import math

from mafiamod.engine.rng import Draws
from mafiamod.mechanics.peaky.context import Ballot
from mafiamod.mechanics.peaky.tally import kimber_weight, late_draw, latest_two, seat, totals


def test_kimber_weight_grows_to_four() -> None:
    assert [kimber_weight(k) for k in (2, 3, 4, 5, 9)] == [2, 3, 4, 4, 4]


def test_totals_skip_uncounted_ballots_and_add_stuffed() -> None:
    ballots = [
        Ballot("Kim", "A", weight=2),
        Ballot("U1", "A"),
        Ballot("Che", "Mos", counted=False),
        Ballot(None, "A", weight=2, stuffed=True),
    ]
    assert totals(ballots) == {"A": 5}


def test_unique_top_is_seated() -> None:
    assert seat({"A": 3, "B": 2}, lateness={}, alive_n=18) == (["A"], [])


def test_two_way_tie_seats_both_or_none() -> None:
    assert seat({"A": 2, "B": 2}, lateness={}, alive_n=18)[0] == ["A", "B"]
    assert seat({"A": 2, "B": 2}, lateness={}, alive_n=18, two_way_tie="none")[0] == []


def test_three_way_tie_seats_the_two_latest_own_ballots() -> None:
    seated, _ = seat({"A": 2, "B": 2, "C": 2}, lateness={"A": 0, "B": 6, "C": 7}, alive_n=18)
    assert sorted(seated) == ["B", "C"]


def test_a_silent_candidate_counts_as_latest() -> None:
    assert sorted(latest_two(["A", "B", "C"], {"A": 1, "B": 5}, lambda g, n: g[:n])) == ["B", "C"]


def test_equal_lateness_goes_to_the_draw() -> None:
    calls: list[tuple[list[str], int]] = []

    def draw(group: list[str], n: int) -> list[str]:
        calls.append((group, n))
        return group[-n:]

    chosen = latest_two(["A", "B", "C"], {"A": math.inf, "B": math.inf, "C": math.inf}, draw)
    assert chosen == ["B", "C"] and calls == [(["A", "B", "C"], 2)]


def test_thomas_then_campbell_passes_to_the_third_tier() -> None:
    seated, fired = seat(
        {"Tom": 5, "Che": 3, "U1": 2}, lateness={}, alive_n=18, first_time=frozenset({"Tom", "Che"})
    )
    assert seated == ["U1"] and fired == ["Tom", "Che"]


def test_thomas_tied_with_x_seats_x_alone() -> None:
    seated, fired = seat(
        {"Tom": 3, "U1": 3, "U2": 1}, lateness={}, alive_n=18, first_time=frozenset({"Tom"})
    )
    assert seated == ["U1"] and fired == ["Tom"]


def test_ticket_saves_without_using_the_passive() -> None:
    seated, fired = seat(
        {"Tom": 3, "U1": 2}, lateness={}, alive_n=18, ticket="Tom", first_time=frozenset({"Tom"})
    )
    assert seated == [] and fired == []


def test_john_needs_two_votes_more_while_more_than_six_play() -> None:
    assert seat({"Jon": 5, "U1": 4}, lateness={}, alive_n=18, john="Jon")[0] == []
    assert seat({"Jon": 6, "U1": 4}, lateness={}, alive_n=17, john="Jon")[0] == ["Jon"]
    assert seat({"Jon": 2, "U1": 1}, lateness={}, alive_n=6, john="Jon")[0] == ["Jon"]


def test_john_failing_in_a_tie_leaves_the_other_seated() -> None:
    assert seat({"Jon": 3, "U1": 3}, lateness={}, alive_n=18, john="Jon")[0] == ["U1"]


def test_john_after_thomas_is_measured_against_the_new_pool() -> None:
    seated, _ = seat(
        {"Tom": 9, "Jon": 5, "U1": 3},
        lateness={},
        alive_n=18,
        john="Jon",
        first_time=frozenset({"Tom"}),
    )
    assert seated == ["Jon"]


def test_nobody_with_no_votes() -> None:
    assert seat({}, lateness={}, alive_n=18) == ([], [])


def test_john_fail_next_reruns_without_him() -> None:
    seated, _ = seat(
        {"Jon": 5, "U1": 4, "U2": 1}, lateness={}, alive_n=18, john="Jon", john_fail="next"
    )
    assert seated == ["U1"]
    # in a tie with X the others stand, and nobody replaces John a second time
    seated, _ = seat(
        {"Jon": 3, "U1": 3, "U2": 1}, lateness={}, alive_n=18, john="Jon", john_fail="next"
    )
    assert seated == ["U1"]


def test_late_tiebreak_is_recorded_latest_first() -> None:
    """§3.12: the draw late-tiebreak is a list, latest first; a pin gives that order."""
    pinned = Draws(1, "T2", {"late-tiebreak": ["c", "A"]})
    assert late_draw(pinned)(["A", "B", "C"], 2) == ["C", "A"]
    assert [{k: r[k] for k in ("draw", "value", "pinned")} for r in pinned.records] == [
        {"draw": "late-tiebreak", "value": ["C", "A"], "pinned": True}
    ]
    free = Draws(1, "T2")
    got = late_draw(free)(["A", "B", "C", "D"], 2)
    assert (
        free.records[0]["value"] == got and len(set(got)) == 2 and set(got) <= {"A", "B", "C", "D"}
    )


def test_tie3_voters_seats_the_two_latest_senders() -> None:
    seated, _ = seat(
        {"A": 2, "B": 2, "C": 2},
        lateness={"A": 0, "X": 5, "Y": 6, "B": 1},
        alive_n=18,
        tie3="voters",
    )
    assert sorted(seated) == ["X", "Y"]
    seated, fired = seat(
        {"A": 2, "B": 2, "C": 2},
        lateness={"T": 9, "X": 5, "Y": 6},
        alive_n=18,
        tie3="voters",
        first_time=frozenset({"T"}),
    )
    assert sorted(seated) == ["X", "Y"] and fired == ["T"]


def test_a_ballot_exports_every_field_as_asdict_would() -> None:
    from dataclasses import asdict

    ballot = Ballot(None, "A", weight=3, order=7, counted=False, substituted=True, stuffed=True)
    assert ballot.export() == asdict(ballot)
    assert list(ballot.export()) == list(asdict(ballot))  # the record's key order too

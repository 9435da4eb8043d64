"""The public vote: posting order, unvotes, hammer, deadline ties, weights."""

from __future__ import annotations

from mafiamod.engine.model import Vote
from mafiamod.engine.rng import Draws
from mafiamod.engine.votes import count_votes, deadline_choice, majority_of, not_voting, wagons

ALIVE = {"Ann", "Bea", "Cal", "Dov", "Eli"}


def ok_voter(name: str) -> str | None:
    return None if name in ALIVE else "actor-dead"


def ok_target(name: str) -> str | None:
    return None if name in ALIVE else "target-dead"


def tally(*pairs: tuple[str, str], majority: int | None = 3, weight=lambda v: 1):
    votes = [Vote(v, t) for v, t in pairs]
    return count_votes(
        votes, can_vote=ok_voter, can_receive=ok_target, majority=majority, weight=weight
    )


def test_majority_is_floor_half_plus_one() -> None:
    assert [majority_of(n) for n in (1, 2, 3, 4, 5, 6, 7)] == [1, 2, 2, 3, 3, 4, 4]


def test_a_new_vote_replaces_the_old_and_unvote_withdraws() -> None:
    t = tally(("Ann", "Bea"), ("Ann", "Cal"), ("Bea", "Cal"), ("Bea", ""))
    assert t.counted() == {"Cal": 1}
    assert t.current == {"Ann": "Cal"}


def test_a_vote_for_the_current_target_is_no_new_time_when_asked() -> None:
    """Charge Me Up / X-SHOTS 0.4: a wagon's time is the vote at which its count last
    changed; a repeated vote changes no count (the default keeps the old reading)."""
    pairs = [("Ann", "Bea"), ("Cal", "Dov"), ("Ann", "Bea")]
    votes = [Vote(v, t) for v, t in pairs]
    new = count_votes(votes, can_vote=ok_voter, can_receive=ok_target, same_target_is_new=False)
    assert new.reached_at == {"Bea": 0, "Dov": 1} and new.voters["Bea"] == ["Ann"]
    assert deadline_choice(new, "earliest", Draws(1, "D1")) == "Bea"
    assert tally(*pairs).reached_at["Bea"] == 2


def test_hammer_ends_the_vote_and_rejects_later_entries() -> None:
    t = tally(("Ann", "Eli"), ("Bea", "Eli"), ("Cal", "Eli"), ("Dov", "Ann"))
    assert t.hammered == "Eli" and t.hammer_index == 2
    assert t.rejected == [(3, "phase-ended")]
    assert t.counted() == {"Eli": 3}


def test_dead_voters_and_targets_are_rejected_with_reasons() -> None:
    t = tally(("Zed", "Ann"), ("Ann", "Zed"))
    assert t.rejected == [(0, "actor-dead"), (1, "target-dead")]
    assert t.counted() == {}


def test_earliest_tie_goes_to_the_wagon_that_reached_its_count_first() -> None:
    t = tally(("Ann", "Bea"), ("Cal", "Dov"), ("Eli", "Bea"), ("Bea", "Dov"), majority=None)
    assert deadline_choice(t, "earliest", Draws(1, "D1")) == "Bea"


def test_an_unvote_moves_a_wagon_later() -> None:
    t = tally(
        ("Ann", "Bea"),
        ("Cal", "Dov"),
        ("Eli", "Bea"),
        ("Bea", "Dov"),
        ("Ann", ""),
        ("Ann", "Bea"),
        majority=None,
    )
    assert deadline_choice(t, "earliest", Draws(1, "D1")) == "Dov"


def test_random_tie_is_a_recorded_pinnable_draw() -> None:
    t = tally(("Ann", "Bea"), ("Cal", "Dov"), majority=None)
    draws = Draws(1, "D1")
    picked = deadline_choice(t, "random", draws)
    assert picked in {"Bea", "Dov"}
    assert draws.records == [
        {"draw": "lynch-tie", "value": picked, "pinned": False, "options": ["Bea", "Dov"]}
    ]
    pinned = Draws(1, "D1", {"lynch-tie": "Dov"})
    assert deadline_choice(t, "random", pinned) == "Dov"


def test_no_elimination_tie_and_no_votes() -> None:
    t = tally(("Ann", "Bea"), ("Cal", "Dov"), majority=None)
    assert deadline_choice(t, "no-elimination", Draws(1, "D1")) is None
    assert deadline_choice(tally(majority=None), "earliest", Draws(1, "D1")) is None


def test_weights_count_toward_majority() -> None:
    t = tally(("Ann", "Cal"), ("Bea", "Cal"), weight=lambda v: 2 if v == "Ann" else 1)
    assert t.hammered == "Cal"
    assert t.counted() == {"Cal": 3}


def test_vote_count_rows_and_not_voting() -> None:
    t = tally(("Ann", "Cal"), ("Bea", "Dov"), ("Eli", "Dov"), majority=None)
    order = {n: i for i, n in enumerate(["Ann", "Bea", "Cal", "Dov", "Eli"])}
    assert wagons(t, order) == [("Dov", 2, ["Bea", "Eli"]), ("Cal", 1, ["Ann"])]
    assert not_voting(["Ann", "Bea", "Cal", "Dov", "Eli"], t) == ["Cal", "Dov"]


def test_a_tie_can_go_to_the_draw_in_a_given_order() -> None:
    """``order`` (sign-up order, say): the draw's options in that order."""
    t = tally(("Ann", "Eli"), ("Cal", "Dov"), ("Bea", "Bea"), majority=None)
    draws = Draws(1, "D1")
    deadline_choice(t, "random", draws, order=["Ann", "Bea", "Cal", "Dov", "Eli"])
    assert draws.records[0]["options"] == ["Bea", "Dov", "Eli"]
    plain = Draws(1, "D1")
    deadline_choice(t, "random", plain)
    assert plain.records[0]["options"] == ["Eli", "Dov", "Bea"]


def test_a_mandatory_elimination_draws_among_everyone_when_nobody_voted() -> None:
    draws = Draws(1, "D1", {"lynch-tie": "Cal"})
    assert (
        deadline_choice(tally(majority=None), "earliest", draws, mandatory=["Ann", "Cal"]) == "Cal"
    )
    assert draws.records[0]["options"] == ["Ann", "Cal"]
    one = tally(("Ann", "Bea"), majority=None)
    assert deadline_choice(one, "earliest", Draws(1, "D1"), mandatory=["Ann", "Cal"]) == "Bea"


def test_earliest_keeps_an_emptied_wagon_out_of_the_mandatory_draw() -> None:
    """Democrabilities RULINGS 24: under ``earliest`` (``lhlv``) a wagon that emptied reached 0
    later than the players never voted; ``random`` still draws among everyone."""
    emptied = tally(("Ann", "Bea"), ("Ann", ""), ("Cal", "Dov"), ("Cal", ""), majority=None)
    draws = Draws(1, "D1")
    assert deadline_choice(emptied, "earliest", draws, mandatory=["Ann", "Bea", "Cal", "Dov"]) in {
        "Ann",
        "Cal",
    }
    assert draws.records[0]["options"] == ["Ann", "Cal"]
    one = tally(("Ann", "Bea"), ("Ann", ""), majority=None)
    assert deadline_choice(one, "earliest", Draws(1, "D1"), mandatory=["Ann", "Bea"]) == "Ann"
    plain = Draws(1, "D1")
    deadline_choice(emptied, "random", plain, mandatory=["Ann", "Bea", "Cal", "Dov"])
    assert plain.records[0]["options"] == ["Ann", "Bea", "Cal", "Dov"]


def no_self_vote(voter: str, target: str) -> str | None:
    return "self-vote" if voter == target else None


def test_a_cast_check_sees_voter_and_target_after_the_others() -> None:
    """The classic day (§6): a self-vote is refused after a dead voter or target."""
    votes = [Vote("Ann", "Ann"), Vote("Zed", "Zed"), Vote("Bea", "Zed"), Vote("Bea", "Cal")]
    t = count_votes(votes, can_vote=ok_voter, can_receive=ok_target, can_cast=no_self_vote)
    assert t.rejected == [(0, "self-vote"), (1, "actor-dead"), (2, "target-dead")]
    assert t.current == {"Bea": "Cal"}


def test_locked_votes_keep_the_first_accepted_entry() -> None:
    """The classic lock at LYLO: a voter's first accepted entry (an unvote too) is final;
    a refused entry locks nothing."""
    votes = [Vote("Ann", "Zed"), Vote("Ann", "Bea"), Vote("Ann", "Cal"), Vote("Cal", "")]
    votes.append(Vote("Cal", "Bea"))
    t = count_votes(votes, can_vote=ok_voter, can_receive=ok_target, locked=True)
    assert t.rejected == [(0, "target-dead"), (2, "vote-locked"), (4, "vote-locked")]
    assert t.current == {"Ann": "Bea"}


def test_cast_at_is_the_entry_of_each_current_vote() -> None:
    t = tally(("Ann", "Bea"), ("Cal", "Bea"), ("Ann", "Dov"), ("Cal", ""), majority=None)
    assert t.cast_at == {"Ann": 2}
    repeated = count_votes(
        [Vote("Ann", "Bea"), Vote("Ann", "Bea")],
        can_vote=ok_voter,
        can_receive=ok_target,
        same_target_is_new=False,
    )
    assert repeated.cast_at == {"Ann": 0}  # a repeat changes nothing, nor its time

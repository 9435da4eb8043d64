"""Reading a public vote (the tally and its refusals, the vote count post) and the lynch day
of §0.4 of the Charge Me Up / X-SHOTS rules: majority hammer, deadline plurality, a
configurable tie rule, no lynch without votes (:func:`lynch_day`; :class:`LynchDay`, the
phase loop whose day it is, its tie rule a ``[config] tie`` switch)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.abilities import dead_target
from ..engine.messages import N_
from ..engine.model import GameState, PhaseInput, PhaseRecord
from ..engine.phase_loop import PhaseLoop
from ..engine.rng import Draws
from ..engine.votes import Tally, count_votes, majority_of, not_voting, wagons


def living_voter(state: GameState) -> Callable[[str], str | None]:
    return lambda name: None if state.is_alive(name) else "actor-dead"


def living_target(state: GameState) -> Callable[[str], str | None]:
    return lambda name: dead_target(state, (name,))


def read_votes(
    state: GameState,
    inp: PhaseInput,
    record: PhaseRecord,
    vote_name: str = "elimination",
    *,
    majority: int | None = None,
    hammer: bool = True,
    can_vote: Callable[[str], str | None] | None = None,
    can_receive: Callable[[str], str | None] | None = None,
    weight: Callable[[str], float] = lambda voter: 1,
    same_target_is_new: bool = True,
) -> Tally:
    """Count one vote of the phase, listing rejected entries and the tally
    (``same_target_is_new``: :func:`~mafiamod.engine.votes.count_votes`')."""
    votes = inp.vote_list(vote_name)
    tally = count_votes(
        votes,
        can_vote=can_vote or living_voter(state),
        can_receive=can_receive or living_target(state),
        weight=weight,
        majority=majority if majority is not None else majority_of(len(state.living())),
        hammer=hammer,
        same_target_is_new=same_target_is_new,
    )
    for index, reason in tally.rejected:
        vote = votes[index]
        record.reject(
            "voter", vote.voter, reason, vote_name, index, vote=vote_name, target=vote.target
        )
    record.tallies[vote_name] = tally.counted()
    record.vote_tallies[vote_name] = tally
    return tally


def vote_count_context(
    state: GameState, tally: Tally, phase_id: str, *, final: bool, title: str = "Vote count"
) -> dict[str, Any]:
    order = {name: i for i, name in enumerate(state.names())}
    living = state.living_names()
    majority = tally.majority
    rows = [
        {
            "target": t,
            "count": c if not float(c).is_integer() else int(c),
            "voters": v,
            "to_majority": (majority - c) if majority is not None else None,
        }
        for t, c, v in wagons(tally, order)
    ]
    return {
        "phase": phase_id,
        "title": title,
        "wagons": rows,
        "not_voting": not_voting(living, tally),
        "living": len(living),
        "majority": majority,
        "final": final,
        "hammered": tally.hammered,
    }


def lynch_day(
    rules: PhaseLoop,
    state: GameState,
    inp: PhaseInput,
    draws: Draws,
    record: PhaseRecord,
    *,
    tie: str = "earliest",
) -> str | None:
    """Read the elimination vote and lynch by its rules (:mod:`.day_vote`: majority hammer,
    deadline plurality with the tie rule ``tie``); returns who was lynched (a closed day
    that lynched nobody is announced by the phase loop)."""
    from .day_vote import VoteNotes, VoteRule, elimination_day  # day_vote reads with this module

    notes = VoteNotes(
        hammer=N_("{player} reached majority ({majority}) with vote #{vote}: hammer"),
        chosen=N_("Deadline: {player} has the most votes"),
        tie=N_("Deadline: {player} wins the tie (tie rule: {tie})"),
        none=N_("Deadline: no lynch (tie)"),
        no_votes=N_("Deadline: no lynch (no votes)"),
    )
    # §0.4: a wagon's time is the vote at which its count last changed; a vote for the
    # voter's current target changes no count, so it is no new time
    rule = VoteRule(tie=tie, same_target_is_new=False)
    return elimination_day(rules, state, inp, draws, record, rule, notes, history=True)


class LynchDay(PhaseLoop):
    """A phase loop whose day is :func:`lynch_day`, its tie rule the ``[config] tie``
    switch (``earliest``, ``random`` or ``no-elimination``; :attr:`default_tie` when the
    setup gives none): Charge Me Up and X-SHOTS."""

    default_tie: str = "earliest"

    def day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> str | None:
        """Majority hammer, deadline plurality, the tie rule of ``[config] tie``."""
        tie = str(state.config.get("tie", self.default_tie))
        return lynch_day(self, state, inp, draws, record, tie=tie)

"""A classic day (classic.md §6): votes in posting order with the day switches, majority
from a given day, the deadline with its tie rule, and the lock at LYLO."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.model import GameState, PhaseInput, PhaseRecord
from ...engine.rng import Draws
from ...engine.votes import Tally, deadline_choice, majority_of
from .library import MAFIA, SERIAL_KILLER

NO_LYNCH = "no-lynch"
VOTE = "elimination"


def is_lylo(state: GameState) -> bool:
    """No serial killer alive and one wrong elimination gives the Mafia parity (§6)."""
    if state.faction(SERIAL_KILLER):
        return False
    m = len(state.faction(MAFIA))
    return m >= 1 and m == len(state.living()) - m - 1


def day_number(phase_id: str) -> int:
    return int(phase_id[1:])


@dataclass
class DayOutcome:
    tally: Tally
    ended: bool  # the day is over (majority or deadline)
    eliminated: str | None  # a player's name, or None
    majority_on: bool
    locked: bool
    living: int
    cast_at: dict[str, int]  # voter -> index of his current vote
    phase: str = ""


def read_votes(
    state: GameState, inp: PhaseInput, record: PhaseRecord, cast_at: dict[str, int]
) -> tuple[Tally, bool, bool]:
    """Read the day's votes; returns (tally, majority in effect, votes locked) and fills
    ``cast_at`` (voter -> index of his current vote)."""
    config = state.config
    k = int(config.get("majority", 2) or 0)
    majority_on = k >= 1 and day_number(inp.id) >= k
    locked = bool(config.get("lock_at_lylo", True)) and is_lylo(state)
    if locked:
        record.events.append({"kind": "votes-locked"})
    living = len(state.living())
    tally = Tally(majority=majority_of(living) if majority_on else None)
    voted: set[str] = set()
    votes = inp.vote_list(VOTE)
    for index, vote in enumerate(votes):
        reason = _refused(state, tally, vote.voter, vote.target, voted, locked)
        if reason is not None:
            tally.rejected.append((index, reason))
            record.reject("voter", vote.voter, reason, VOTE, index, vote=VOTE, target=vote.target)
            continue
        voted.add(vote.voter)
        if tally.current.get(vote.voter, "") == vote.target:
            continue  # a vote for the current target changes nothing
        old = tally.current.pop(vote.voter, None)
        if old is not None:
            tally.voters[old].remove(vote.voter)
            tally.counts[old] -= 1
            tally.reached_at[old] = index
        if vote.target:
            tally.current[vote.voter] = vote.target
            tally.voters.setdefault(vote.target, []).append(vote.voter)
            tally.counts[vote.target] = tally.counts.get(vote.target, 0) + 1
            tally.reached_at[vote.target] = index
            cast_at[vote.voter] = index
            if tally.majority is not None and tally.counts[vote.target] >= tally.majority:
                tally.hammered, tally.hammer_index = vote.target, index
    record.tallies[VOTE] = tally.counted()
    record.vote_tallies[VOTE] = tally  # the window's live tally reads the engine's Tally
    return tally, majority_on, locked


def _refused(
    state: GameState, tally: Tally, voter: str, target: str, voted: set[str], locked: bool
) -> str | None:
    """The first reason of §6 that rejects a vote entry, or None."""
    if tally.hammered is not None:
        return "phase-ended"
    if not state.is_alive(voter):
        return "actor-dead"
    if target and target != NO_LYNCH and not state.is_alive(target):
        return "target-dead"
    if target == NO_LYNCH and not state.config.get("no_lynch", True):
        return "not-offered"
    if target == voter and not state.config.get("self_vote", False):
        return "self-vote"
    if locked and voter in voted:
        return "vote-locked"
    return None


def decide(state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> DayOutcome:
    """Read the votes and decide the day: majority ends it at once, else the deadline."""
    living = len(state.living())
    cast_at: dict[str, int] = {}
    tally, majority_on, locked = read_votes(state, inp, record, cast_at)
    ended, chosen = False, None
    if tally.hammered is not None:
        ended, chosen = True, tally.hammered
        record.note(
            "{hammered} reached majority ({majority}) with vote #{vote}",
            hammered=tally.hammered,
            majority=tally.majority,
            vote=(tally.hammer_index or 0) + 1,
        )
    elif inp.closed:
        ended = True
        tie = str(state.config.get("tie", "random"))
        chosen = deadline_choice(tally, tie, draws)
        if chosen:
            record.note("Deadline: {chosen} (tie rule: {tie})", chosen=chosen, tie=tie)
        else:
            record.note("Deadline: nobody (tie rule: {tie})", tie=tie)
    eliminated = chosen if chosen and chosen != NO_LYNCH else None
    return DayOutcome(tally, ended, eliminated, majority_on, locked, living, cast_at, inp.id)


def vote_count_context(state: GameState, out: DayOutcome) -> dict[str, Any]:
    """The vote count post (§8): candidates by count (ties: earliest wagon), not voting."""
    tally = out.tally
    start = {t: min(out.cast_at[v] for v in vs) for t, vs in tally.voters.items() if vs}
    rows = sorted(
        ((t, int(c), list(tally.voters[t])) for t, c in tally.counts.items() if c),
        key=lambda r: (-r[1], start.get(r[0], 0)),
    )
    living = state.living_names()
    majority = majority_of(out.living) if out.majority_on else None
    return {
        "phase": out.phase,
        "title": "Vote count",
        "final": out.ended,
        "wagons": [
            {
                "target": t,
                "sleep": t == NO_LYNCH,
                "count": c,
                "voters": v,
                "to_majority": majority - c if majority is not None else None,
            }
            for t, c, v in rows
        ],
        "not_voting": [n for n in living if n not in tally.current],
        "majority_on": out.majority_on,
        "living": out.living,
        "majority": majority,
        "hammered": tally.hammered,
        "locked": out.locked,
    }

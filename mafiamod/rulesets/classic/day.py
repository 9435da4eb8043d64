"""A classic day (classic.md §6): votes in posting order with the day switches, majority
from a given day, the deadline with its tie rule, and the lock at LYLO."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.abilities import dead_target
from ...engine.model import GameState, PhaseInput, PhaseRecord
from ...engine.rng import Draws
from ...engine.votes import Tally, count_votes, deadline_choice, majority_of
from ...mechanics.lynch import living_voter
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
    phase: str = ""


def read_votes(state: GameState, inp: PhaseInput, record: PhaseRecord) -> tuple[Tally, bool, bool]:
    """Read the day's votes with the shared count (:func:`~mafiamod.engine.votes.count_votes`,
    its refusals in §6's order); returns (tally, majority in effect, votes locked)."""
    config = state.config
    k = int(config.get("majority", 2) or 0)
    majority_on = k >= 1 and day_number(inp.id) >= k
    locked = bool(config.get("lock_at_lylo", True)) and is_lylo(state)
    if locked:
        record.events.append({"kind": "votes-locked"})
    living = len(state.living())
    votes = inp.vote_list(VOTE)
    tally = count_votes(
        votes,
        can_vote=living_voter(state),
        can_receive=lambda target: _refused_target(state, target),
        can_cast=lambda voter, target: (
            "self-vote" if target == voter and not config.get("self_vote", False) else None
        ),
        majority=majority_of(living) if majority_on else None,
        same_target_is_new=False,  # a vote for the current target changes nothing
        locked=locked,
    )
    for index, reason in tally.rejected:
        vote = votes[index]
        record.reject("voter", vote.voter, reason, VOTE, index, vote=VOTE, target=vote.target)
    record.tallies[VOTE] = tally.counted()
    record.vote_tallies[VOTE] = tally  # the window's live tally reads the engine's Tally
    return tally, majority_on, locked


def _refused_target(state: GameState, target: str) -> str | None:
    """§6: a dead player, or no-lynch where it is not offered."""
    if target != NO_LYNCH:
        return dead_target(state, (target,))
    return None if state.config.get("no_lynch", True) else "not-offered"


def decide(state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> DayOutcome:
    """Read the votes and decide the day: majority ends it at once, else the deadline."""
    living = len(state.living())
    tally, majority_on, locked = read_votes(state, inp, record)
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
        if chosen and len(tally.leaders()) == 1:  # no tie: the tie rule played no part
            record.note("Deadline: {chosen} has the most votes", chosen=chosen)
        elif chosen:
            record.note("Deadline: {chosen} (tie rule: {tie})", chosen=chosen, tie=tie)
        else:
            record.note("Deadline: nobody (tie rule: {tie})", tie=tie)
    eliminated = chosen if chosen and chosen != NO_LYNCH else None
    return DayOutcome(tally, ended, eliminated, majority_on, locked, living, inp.id)


def vote_count_context(state: GameState, out: DayOutcome) -> dict[str, Any]:
    """The vote count post (§8): candidates by count (ties: earliest wagon), not voting."""
    tally = out.tally
    start = {t: min(tally.cast_at[v] for v in vs) for t, vs in tally.voters.items() if vs}
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

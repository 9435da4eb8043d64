"""A mandatory plurality elimination: someone always goes at the deadline.

Majority hammers (config), otherwise the deadline eliminates the plurality leader; a tie,
and even a day with no votes at all (everyone living tied at 0), goes to a draw among the
tied players (Democrabilities G-DEM-10: "plurality and mandatory").
"""

from __future__ import annotations

from ...engine.messages import N_
from ...engine.model import GameState, PhaseInput, PhaseRecord
from ...engine.rng import Draws
from ..day_vote import VoteNotes, VoteRule, decide_vote

ELIMINATION = "elimination"
TIEBREAK_DRAW = "elimination-tiebreak"
#: the trace lines of the elimination: at once on a majority, else at the deadline
NOTES = VoteNotes(
    hammer=N_("{player} reached a majority ({majority}): eliminated at once"),
    chosen=N_("Deadline: {player} is eliminated (plurality (ties: {tiebreak}))"),
    no_votes=N_("Deadline: {player} is eliminated (no votes)"),
)


def mandatory_elimination(
    state: GameState,
    inp: PhaseInput,
    draws: Draws,
    record: PhaseRecord,
    *,
    hammer: bool,
    tiebreak: str,
) -> str | None:
    """Count the elimination vote, post it, and return who is eliminated (None until decided).

    ``tiebreak = "lhlv"`` keeps the tied player who reached the count first (the shared
    ``earliest`` rule, then the draw); ``random`` draws."""
    rule = VoteRule(
        ELIMINATION,
        hammer=hammer,
        tie="earliest" if tiebreak == "lhlv" else "random",
        draw=TIEBREAK_DRAW,
        mandatory=state.living_names(),
    )
    title = "Elimination vote"
    vote = decide_vote(state, inp, draws, record, rule, NOTES, title=title, tiebreak=tiebreak)
    record.post("vote-count", "dem-elimination-count", **vote.context)
    return vote.chosen

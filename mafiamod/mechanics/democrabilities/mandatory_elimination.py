"""A mandatory plurality elimination: someone always goes at the deadline.

Majority hammers (config), otherwise the deadline eliminates the plurality leader; a tie,
and even a day with no votes at all (everyone living tied at 0), goes to a draw among the
tied players (Democrabilities G-DEM-10: "plurality and mandatory").
"""

from __future__ import annotations

from ...engine.model import GameState, PhaseInput, PhaseRecord
from ...engine.rng import Draws
from ...engine.votes import deadline_choice
from ..lynch import read_votes, vote_count_context

ELIMINATION = "elimination"
TIEBREAK_DRAW = "elimination-tiebreak"


def mandatory_elimination(
    state: GameState,
    inp: PhaseInput,
    draws: Draws,
    record: PhaseRecord,
    *,
    hammer: bool,
    tiebreak: str,
) -> str | None:
    """Count the elimination vote, post it, and return who is eliminated (None until decided)."""
    tally = read_votes(state, inp, record, ELIMINATION, hammer=hammer)
    chosen: str | None = None
    if tally.hammered is not None:
        chosen = tally.hammered
        record.note(
            "{player} reached a majority ({majority}): eliminated at once",
            player=chosen,
            majority=tally.majority,
        )
    elif inp.closed:
        # "lhlv" keeps the tied player who reached the count first (then the draw)
        rule = "earliest" if tiebreak == "lhlv" else "random"
        chosen = deadline_choice(tally, rule, draws, TIEBREAK_DRAW, mandatory=state.living_names())
        if not tally.counts:
            record.note("Deadline: {player} is eliminated (no votes)", player=chosen)
        else:
            record.note(
                "Deadline: {player} is eliminated (plurality (ties: {tiebreak}))",
                player=chosen,
                tiebreak=tiebreak,
            )
    context = vote_count_context(
        state, tally, inp.id, final=chosen is not None, title="Elimination vote"
    )
    record.post("vote-count", "dem-elimination-count", **context)
    return chosen

"""The two votes of a Democrabilities day, each a rule of the shared day vote
(:mod:`...day_vote`).

- **The ability vote.** Everyone living votes (public votes, §0.5) for the player the town
  uses the day's effect on. Only a majority decides: it ends the vote at once (hammer), and
  without one at the deadline the effect is lost forever (S). With every effect already
  sent, the phase does not take place (S "the ability phase is skipped").
- **The mandatory elimination.** Majority hammers (config), otherwise the deadline
  eliminates the plurality leader; a tie, and even a day with no votes at all (everyone
  living tied at 0), goes to a draw among the tied players (G-DEM-10: "plurality and
  mandatory").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.messages import N_
from ...engine.model import GameState, PhaseInput, PhaseRecord
from ...engine.rng import Draws
from ...engine.ruleset import Ruleset
from ..day_vote import VoteNotes, VoteOutcome, VoteRule, decide_vote

ABILITY = "ability"
ELIMINATION = "elimination"
TIEBREAK_DRAW = "elimination-tiebreak"
#: the trace lines of the ability vote: a majority uses the effect, none loses it
NOTES = VoteNotes(
    hammer=N_("{player} reached a majority ({majority}): {effect_name} is used on them"),
    none=N_("No majority by the deadline: {effect_name} is lost forever"),
)
#: the trace lines of the elimination: at once on a majority, else at the deadline
ELIMINATION_NOTES = VoteNotes(
    hammer=N_("{player} reached a majority ({majority}): eliminated at once"),
    chosen=N_("Deadline: {player} is eliminated (plurality (ties: {tiebreak}))"),
    no_votes=N_("Deadline: {player} is eliminated (no votes)"),
)


def skip_ability_phase(rules: Ruleset, inp: PhaseInput, record: PhaseRecord) -> None:
    """No effect left: announce the skip and ignore any ability vote (``phase-skipped``)."""
    record.events.append({"kind": "ability-phase-skipped"})
    rules.reject_votes(inp, record, ABILITY, "phase-skipped")
    record.tallies[ABILITY] = {}
    record.note("Every effect has been sent: there is no ability phase")


def ability_phase(
    state: GameState,
    inp: PhaseInput,
    record: PhaseRecord,
    effect: str,
    *,
    hammer: bool,
    effect_info: Mapping[str, Any],
) -> VoteOutcome:
    """Count the ability vote and announce its outcome (``chosen``: the player the effect
    is used on, or None: not yet, or lost at the deadline)."""
    name = str(effect_info.get("name", effect.title()))
    rule = VoteRule(ABILITY, hammer=hammer, plurality=False, same_target_is_new=False)
    title = f"Ability vote ({name})"
    vote = decide_vote(state, inp, None, record, rule, NOTES, title=title, effect_name=name)
    target = vote.chosen
    record.post("vote-count", "dem-ability-count", effect=effect, effect_name=name, **vote.context)
    if target is not None:
        record.events.append({"kind": "ability-target", "effect": effect, "player": target})
    elif inp.closed:
        record.events.append({"kind": "ability-lost", "effect": effect})
    if vote.decided:
        record.post(
            "ability-result",
            "dem-ability-result",
            effect=effect,
            effect_name=name,
            player=target,
            phase=inp.id,
        )
    return vote


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
    ``earliest`` rule, then the draw); ``random`` draws. A vote repeating the voter's
    current one changes no count (§0.5: the current vote is the latest entry), so it is no
    new time for "reached the tied count first"."""
    rule = VoteRule(
        ELIMINATION,
        hammer=hammer,
        tie="earliest" if tiebreak == "lhlv" else "random",
        draw=TIEBREAK_DRAW,
        mandatory=state.living_names(),
        same_target_is_new=False,
    )
    title = "Elimination vote"
    vote = decide_vote(
        state, inp, draws, record, rule, ELIMINATION_NOTES, title=title, tiebreak=tiebreak
    )
    record.post("vote-count", "dem-elimination-count", **vote.context)
    return vote.chosen

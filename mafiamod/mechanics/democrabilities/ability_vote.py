"""The ability vote: the first phase of a Democrabilities day.

Everyone living votes (public votes, §0.5) for the player the town uses the day's effect
on. Only a majority decides: it ends the vote at once (hammer), and without one at the
deadline the effect is lost forever (S). With every effect already sent, the phase does
not take place (S "the ability phase is skipped").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...engine.messages import N_
from ...engine.model import GameState, PhaseInput, PhaseRecord
from ...engine.ruleset import Ruleset
from ..day_vote import VoteNotes, VoteRule, decide_vote

ABILITY = "ability"
#: the trace lines of the ability vote: a majority uses the effect, none loses it
NOTES = VoteNotes(
    hammer=N_("{player} reached a majority ({majority}): {effect_name} is used on them"),
    none=N_("No majority by the deadline: {effect_name} is lost forever"),
)


@dataclass(frozen=True)
class AbilityOutcome:
    """The effect of the day, the player it is used on (None: none), and whether it is settled."""

    effect: str | None
    target: str | None
    decided: bool


def skip_ability_phase(rules: Ruleset, inp: PhaseInput, record: PhaseRecord) -> AbilityOutcome:
    """No effect left: announce the skip and ignore any ability vote (``phase-skipped``)."""
    record.events.append({"kind": "ability-phase-skipped"})
    rules.reject_votes(inp, record, ABILITY, "phase-skipped")
    record.tallies[ABILITY] = {}
    record.note("Every effect has been sent: there is no ability phase")
    return AbilityOutcome(None, None, True)


def ability_phase(
    state: GameState,
    inp: PhaseInput,
    record: PhaseRecord,
    effect: str,
    *,
    hammer: bool,
    effect_info: Mapping[str, Any],
) -> AbilityOutcome:
    """Count the ability vote and announce its outcome (target, or lost at the deadline)."""
    name = str(effect_info.get("name", effect.title()))
    rule = VoteRule(ABILITY, hammer=hammer, plurality=False)
    title = f"Ability vote ({name})"
    vote = decide_vote(state, inp, None, record, rule, NOTES, title=title, effect_name=name)
    target, decided = vote.chosen, vote.decided
    record.post("vote-count", "dem-ability-count", effect=effect, effect_name=name, **vote.context)
    if target is not None:
        record.events.append({"kind": "ability-target", "effect": effect, "player": target})
    elif inp.closed:
        record.events.append({"kind": "ability-lost", "effect": effect})
    if decided:
        record.post(
            "ability-result",
            "dem-ability-result",
            effect=effect,
            effect_name=name,
            player=target,
            phase=inp.id,
        )
    return AbilityOutcome(effect, target, decided)

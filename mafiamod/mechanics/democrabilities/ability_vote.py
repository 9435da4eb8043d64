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

from ...engine.model import GameState, PhaseInput, PhaseRecord
from ...engine.votes import Tally
from ..lynch import read_votes, vote_count_context

ABILITY = "ability"


@dataclass(frozen=True)
class AbilityOutcome:
    """The effect of the day, the player it is used on (None: none), and whether it is settled."""

    effect: str | None
    target: str | None
    decided: bool


def majority_target(tally: Tally, hammer: bool) -> str | None:
    """The player holding a majority: the hammer, or (hammer off) the deadline leader at majority."""
    if tally.hammered is not None:
        return tally.hammered
    if hammer or tally.majority is None:
        return None
    leaders = tally.leaders()
    if len(leaders) == 1 and tally.counts[leaders[0]] >= tally.majority:
        return leaders[0]
    return None


def skip_ability_phase(inp: PhaseInput, record: PhaseRecord) -> AbilityOutcome:
    """No effect left: announce the skip and ignore any ability vote (``phase-skipped``)."""
    record.events.append({"kind": "ability-phase-skipped"})
    for index, vote in enumerate(inp.vote_list(ABILITY)):
        record.reject(
            "voter", vote.voter, "phase-skipped", ABILITY, index, vote=ABILITY, target=vote.target
        )
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
    tally = read_votes(state, inp, record, ABILITY, hammer=hammer)
    target = majority_target(tally, hammer)
    decided = target is not None or inp.closed
    context = vote_count_context(
        state, tally, inp.id, final=decided, title=f"Ability vote ({name})"
    )
    record.post("vote-count", "dem-ability-count", effect=effect, effect_name=name, **context)
    if target is not None:
        record.events.append({"kind": "ability-target", "effect": effect, "player": target})
        record.note(
            "{player} reached a majority ({majority}): {effect_name} is used on them",
            player=target,
            majority=tally.majority,
            effect_name=name,
        )
    elif inp.closed:
        record.events.append({"kind": "ability-lost", "effect": effect})
        record.note("No majority by the deadline: {effect_name} is lost forever", effect_name=name)
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

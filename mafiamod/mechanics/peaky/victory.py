"""Victory at the end of every turn (§3.10): control of the vote and the extra turn."""

from __future__ import annotations

from collections.abc import Mapping

from ...engine.abilities import AbilitySpec
from ...engine.model import GameState, PhaseRecord
from ...engine.winning import declare, last_standing
from .ids import (
    CAMPBELL,
    GRACE,
    KIMBER,
    KIMBER_FACTION,
    MOSS,
    POLLY,
    SHELBY,
    STUFF_BALLOT,
    TOWN,
    ult_may_be_used,
    ult_of,
)
from .tally import kimber_weight, stuffed_votes, uniform_voters


def standing_weight(state: GameState, name: str, k: int) -> int:
    """Each living player weighs 1; Kimber his weight for the next vote (turn k+1)."""
    if state.config.get("control") == "heads":
        return 1
    return kimber_weight(k + 1) if state.player(name).role == KIMBER else 1


def _can_count(state: GameState, voter: str, target: str, uniform: frozenset[str]) -> bool:
    """Ballots that can never count: shot players against Kimber, ``uniform`` against Moss."""
    if state.config.get("control") == "heads":
        return True
    role = state.player(target).role
    if role == KIMBER and voter in state.data.get("kimber_shot", []):
        return False
    return not (role == MOSS and voter in uniform)


def control(state: GameState, faction: str, k: int, abilities: Mapping[str, AbilitySpec]) -> bool:
    """For(F) ≥ Against(F) (G-PB-11); Polly's АС of ``abilities`` is a standing vote."""
    members = [p.name for p in state.living() if p.alignment == faction]
    if not members:
        return False
    others = [p.name for p in state.living() if p.alignment != faction]
    support = sum(standing_weight(state, m, k) for m in members)
    if faction == SHELBY and state.config.get("control") != "heads":
        polly = state.holder(POLLY)
        if polly is not None and not polly.fields.get("as_nullified"):
            support += stuffed_votes(state, abilities[STUFF_BALLOT])
    uniform = uniform_voters(state, abilities)
    against = max(
        sum(standing_weight(state, o, k) for o in others if _can_count(state, o, c, uniform))
        for c in members
    )
    return support >= against


def _grace_can_use(
    state: GameState, abilities: Mapping[str, AbilitySpec], against_kimber: bool
) -> bool:
    grace, ult = state.holder(GRACE), ult_of(abilities, GRACE)
    if grace is None or ult is None or not ult_may_be_used(grace, ult):
        return False
    return not (against_kimber and grace.name in state.data.get("kimber_shot", []))


def _campbell_can_use(state: GameState, abilities: Mapping[str, AbilitySpec]) -> bool:
    campbell, grace = state.holder(CAMPBELL), state.holder(GRACE, alive=False)
    ult = ult_of(abilities, CAMPBELL)
    if campbell is None or grace is None or grace.alive or ult is None:
        return False
    return ult_may_be_used(campbell, ult)


def check(
    state: GameState, record: PhaseRecord, k: int, abilities: Mapping[str, AbilitySpec]
) -> None:
    """Declare a win, start the extra turn (``win-pending``), or clear a pending win."""
    if declare(state, last_standing(state, (SHELBY, KIMBER_FACTION), TOWN)):
        return
    shelbys, kimber = state.faction(SHELBY), state.faction(KIMBER_FACTION)
    pending = state.data.get("pending")
    holds: str | None = None
    if not kimber and control(state, SHELBY, k, abilities):
        holds = SHELBY
    elif not shelbys and kimber and control(state, KIMBER_FACTION, k, abilities):
        holds = KIMBER_FACTION
    if pending and pending == holds:
        declare(state, holds)
        return
    if pending:
        state.data["pending"] = None
        record.events.append({"kind": "win-pending-cleared", "faction": pending})
    if holds is None:
        return
    extra = (
        (_campbell_can_use(state, abilities) or _grace_can_use(state, abilities, False))
        if holds == SHELBY
        else _grace_can_use(state, abilities, True)
    )
    if extra:
        state.data["pending"] = holds
        record.events.append({"kind": "win-pending", "faction": holds})
        record.note(
            "{faction} would win, but an УС can still be used: one more turn is played",
            faction=holds,
        )
    else:
        declare(state, holds)

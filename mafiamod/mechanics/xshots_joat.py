"""The X-SHOTS universal JOAT: declarations, step-0 funding, the cycle and death resets (B.3.7).

``state.exported["joat_used"]`` maps each modifier to the mafioso who used it in the
current cycle, or None when it is free. A modifier is marked when its shot is drawn;
when all four are marked the cycle is complete and all four are free from the next
night; a dying user frees only the modifiers he holds (the seed's worked example).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.model import GameState, PhaseRecord
from .balance import Balances
from .night import NightAction
from .xshots_pools import MAFIA

STRONGMAN = "strongman"
NINJA = "ninja"
COP_IMMUNE = "cop-immune"
BULLETPROOF = "bulletproof"
MODIFIERS: tuple[str, ...] = (STRONGMAN, NINJA, COP_IMMUNE, BULLETPROOF)
#: modifiers that change an action, so they must sit on an entry with an ability
ACTIVE = frozenset({STRONGMAN, NINJA})
#: modifiers that protect their user whatever he does (they modify no action)
PASSIVE = frozenset({COP_IMMUNE, BULLETPROOF})


@dataclass
class Declaration:
    """One mafioso's JOAT modifier for the night, as it stands after all submissions."""

    user: str
    modifier: str
    index: int  # the entry that declared it
    action: NightAction | None = None  # the modified action (Strongman / Ninja)


def joat_used(state: GameState) -> dict[str, Any]:
    """The live ``joat_used`` table of the state (created with every modifier free)."""
    table: dict[str, Any] = state.exported.setdefault("joat_used", {m: None for m in MODIFIERS})
    for modifier in MODIFIERS:
        table.setdefault(modifier, None)
    return table


def used_at_start(state: GameState) -> set[str]:
    """Modifiers already used in this cycle: declaring one of these tonight is refused."""
    return {m for m, user in joat_used(state).items() if user}


def fund(
    state: GameState, declarations: list[Declaration], pools: Balances, record: PhaseRecord
) -> dict[str, Declaration]:
    """Step 0: each declaration, in posting order, draws one shot from the Mafia pool.

    Funded modifiers are marked used and returned by modifier. An unfunded one is neither
    applied nor marked. When all four end up marked, the cycle is complete: all four are
    free from the next night, while tonight's uses still work tonight.
    """
    table = joat_used(state)
    active: dict[str, Declaration] = {}
    for decl in sorted(declarations, key=lambda d: d.index):
        if pools.spend(MAFIA):
            table[decl.modifier] = decl.user
            active[decl.modifier] = decl
            record.note(
                "JOAT: {user} uses {modifier}: 1 mafia shot ({left} left)",
                user=decl.user,
                modifier=decl.modifier,
                left=pools.get(MAFIA),
            )
        else:
            record.note(
                "JOAT: {user}'s {modifier} is unfunded (Mafia pool empty): not applied",
                user=decl.user,
                modifier=decl.modifier,
            )
    if all(table[m] for m in MODIFIERS):
        for modifier in MODIFIERS:
            table[modifier] = None
        record.note("JOAT: all four modifiers used: the cycle starts over from the next night")
    return active


def reset_for_deaths(state: GameState, dead: list[str], record: PhaseRecord) -> None:
    """Free every modifier held by a mafioso who died this phase (lynch, night or modkill)."""
    table = joat_used(state)
    for modifier in MODIFIERS:
        user = table[modifier]
        if user and user in dead:
            table[modifier] = None
            record.note(
                "JOAT: {user} died, so {modifier} is free again", user=user, modifier=modifier
            )

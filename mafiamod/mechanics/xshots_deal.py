"""X-SHOTS pre-game: the rolls (entered or seeded), the Mafia row, and the deal (B.2, C.1)
on the shared deal (:mod:`mafiamod.engine.deal`).

The pre-game's ``state`` gets ``rolls``, ``town_roles``, ``mafia_roles`` and ``pools``;
``joat_used`` starts with every modifier free.
"""

from __future__ import annotations

from collections import Counter

from ..engine.deal import MAFIA, TOWN, VANILLA_RULES, VANILLAS, Deal, Entry, RoleRule
from ..engine.deal import VANILLA_TOWNIE as VANILLA
from ..engine.errors import ScriptError
from ..engine.model import GameState, PhaseInput
from ..engine.rng import Draws
from .xshots_joat import MODIFIERS
from .xshots_pools import pools
from .xshots_rolls import RollOutcome, RollTable, evaluate, is_complete, roll_sequence


def read_rolls(first: PhaseInput, draws: Draws, table: RollTable) -> RollOutcome:
    """The rolls the moderator entered in the pre-game, or the seeded draw ``rolls``."""
    given = first.data.get("rolls") if first.id == "pregame" else None
    if given is None:
        legal = lambda v: is_complete(v, table)  # noqa: E731
        rolls = draws.custom("rolls", roll_sequence, legal, convert=lambda v: list(v))
        return evaluate(rolls, table)
    if draws.is_pinned("rolls"):
        raise ScriptError("pregame: give the rolls either as 'rolls' or as an rng pin, not both")
    if not isinstance(given, list):
        raise ScriptError("pregame: 'rolls' must be a list of whole numbers from 1 to 10")
    try:
        return evaluate(given, table)
    except ValueError as exc:
        raise ScriptError("pregame: rolls: {problem}", problem=str(exc)) from None


def role_table(rolls: RollTable) -> dict[str, RoleRule]:
    """The vanillas by their bare ids; a PR only as a table, of the Town when the rolls can
    bring it, of the Mafia when the table deals it (C.1)."""
    town = {role for role, _ in rolls.town.values()}
    mafia = {role for roles, _ in rolls.mafia.values() for role in roles} - VANILLAS
    table = dict(VANILLA_RULES)
    for role in sorted(town | mafia):
        sides = [a for a, roles in ((TOWN, town), (MAFIA, mafia)) if role in roles]
        table[role] = RoleRule(tuple(sides), bare=False)
    return table


def plan(state: GameState, outcome: RollOutcome | None, rolls: RollTable) -> Deal:
    """The shared deal of the rolls: the Mafia row, then the rolled Town PRs, then Vanilla
    Townies, given out by ``shuffle-names``; a complete ``[roles]`` must match the rolls."""
    if outcome is None:  # before the rolls: only a complete [roles] could be checked
        return Deal(role_table(rolls), check=lambda entries: None)
    seats = [{"role": r, "alignment": MAFIA} for r in outcome.mafia_roles]
    seats += [{"role": r, "alignment": TOWN} for r in outcome.town_roles]
    seats += [{"role": VANILLA, "alignment": TOWN} for _ in range(len(state.players) - len(seats))]

    def check(entries: dict[str, Entry]) -> None:
        dealt = [(e["role"], e["alignment"]) for e in entries.values()]
        town_prs = [r for r, a in dealt if a == TOWN and r != VANILLA]
        _check_counts(town_prs, [r for r, a in dealt if a == MAFIA], outcome, "[roles]")

    return Deal(role_table(rolls), seats, "shuffle-names", check=check)


def _check_counts(town_prs: list[str], mafia: list[str], outcome: RollOutcome, where: str) -> None:
    if Counter(town_prs) != Counter(outcome.town_roles):
        raise ScriptError(
            "{where}: the Town PRs {roles} do not match the rolls {rolls} (which give {want})",
            where=where,
            roles=sorted(town_prs),
            rolls=list(outcome.rolls),
            want=sorted(outcome.town_roles),
        )
    if Counter(mafia) != Counter(outcome.mafia_roles):
        raise ScriptError(
            "{where}: the Mafia roles {roles} do not match the table row for a Town pool of "
            "{pool} ({want})",
            where=where,
            roles=sorted(mafia),
            pool=outcome.town_pool,
            want=sorted(outcome.mafia_roles),
        )


def set_rolls(state: GameState, first: PhaseInput, draws: Draws, table: RollTable) -> RollOutcome:
    """The rolls, and what they give, in the pre-game state (before the deal)."""
    outcome = read_rolls(first, draws, table)
    state.exported["rolls"] = list(outcome.rolls)
    state.exported["town_roles"] = list(outcome.town_roles)
    state.exported["mafia_roles"] = list(outcome.mafia_roles)
    return outcome


def set_pools(state: GameState, table: RollTable) -> None:
    """After the deal: the pools of the rolls (no shots on players, C.2), every modifier free."""
    outcome = evaluate(state.exported["rolls"], table)
    faction_pools = pools(state)
    faction_pools.set(TOWN, outcome.town_pool)
    faction_pools.set(MAFIA, outcome.mafia_pool)
    state.exported["joat_used"] = {m: None for m in MODIFIERS}

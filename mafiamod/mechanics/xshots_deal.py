"""X-SHOTS pre-game: the rolls (entered or seeded), the Mafia row, and the deal (B.2, C.1).

The pre-game's ``state`` gets ``rolls``, ``town_roles``, ``mafia_roles`` and ``pools``;
``joat_used`` starts with every modifier free.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..engine.errors import ScriptError
from ..engine.model import GameState, PhaseInput
from ..engine.rng import Draws
from .xshots_joat import MODIFIERS
from .xshots_pools import GOON, MAFIA, MAFIA_PRS, TOWN, TOWN_ROLES, VANILLA, Pools
from .xshots_rolls import RollOutcome, evaluate, is_complete, roll_sequence

MAFIA_SIZE = 3


def read_rolls(first: PhaseInput, draws: Draws) -> RollOutcome:
    """The rolls the moderator entered in the pre-game, or the seeded draw ``rolls``."""
    given = first.data.get("rolls") if first.id == "pregame" else None
    if given is None:
        rolls = draws.custom("rolls", roll_sequence, is_complete, convert=lambda v: list(v))
        return evaluate(rolls)
    if draws.is_pinned("rolls"):
        raise ScriptError("pregame: give the rolls either as 'rolls' or as an rng pin, not both")
    if not isinstance(given, list):
        raise ScriptError("pregame: 'rolls' must be a list of whole numbers from 1 to 10")
    try:
        return evaluate(given)
    except ValueError as exc:
        raise ScriptError("pregame: rolls: {problem}", problem=str(exc)) from None


def _entry(name: str, value: Any) -> tuple[str, str]:
    """One ``[roles]`` value as (role, alignment); strings only for the two vanillas (C.1)."""
    if isinstance(value, str):
        if value == VANILLA:
            return VANILLA, TOWN
        if value == GOON:
            return GOON, MAFIA
        raise ScriptError(
            '[roles] {name} = {value!r}: only "vanilla-townie" / "mafia-goon" may be strings; '
            "give a PR as {{ alignment = ..., role = ... }}",
            name=name,
            value=value,
        )
    if not isinstance(value, Mapping) or not isinstance(value.get("role"), str):
        raise ScriptError("[roles] {name}: expected {{ alignment = ..., role = ... }}", name=name)
    role = str(value["role"])
    alignment = str(value.get("alignment") or (MAFIA if role in (GOON,) else TOWN))
    if alignment not in (TOWN, MAFIA):
        raise ScriptError(
            "[roles] {name}: alignment {alignment!r} is neither town nor mafia",
            name=name,
            alignment=alignment,
        )
    allowed = (TOWN_ROLES | {VANILLA}) if alignment == TOWN else (MAFIA_PRS | {GOON})
    if role not in allowed:
        raise ScriptError(
            "[roles] {name}: {role!r} is not a {alignment} role in x-shots",
            name=name,
            role=role,
            alignment=alignment,
        )
    return role, alignment


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


def fixed_deal(state: GameState, outcome: RollOutcome) -> None:
    """Apply a complete ``[roles]`` table, checked against the rolls and the Mafia row."""
    missing = [p.name for p in state.players if p.name not in state.fixed_roles]
    if missing:
        raise ScriptError(
            "[roles] must name all {count} players; missing: {missing}",
            count=len(state.players),
            missing=", ".join(missing),
        )
    dealt = {p.name: _entry(p.name, state.fixed_roles[p.name]) for p in state.players}
    town_prs = [r for r, a in dealt.values() if a == TOWN and r != VANILLA]
    mafia = [r for r, a in dealt.values() if a == MAFIA]
    _check_counts(town_prs, mafia, outcome, "[roles]")
    for player in state.players:
        player.role, player.alignment = dealt[player.name]


def _deal_roll(names: list[str], outcome: RollOutcome) -> Any:
    def roll(rng: random.Random) -> dict[str, dict[str, str]]:
        order = list(names)
        rng.shuffle(order)
        queue = [(r, MAFIA) for r in outcome.mafia_roles] + [(r, TOWN) for r in outcome.town_roles]
        out = {n: {"role": VANILLA, "alignment": TOWN} for n in names}
        for name, (role, alignment) in zip(order, queue, strict=False):
            out[name] = {"role": role, "alignment": alignment}
        return out

    return roll


def _deal_legal(names: list[str], outcome: RollOutcome) -> Any:
    def legal(pin: Any) -> bool:
        if not isinstance(pin, Mapping) or set(pin) != set(names):
            return False
        try:
            dealt = {n: _entry(n, dict(v) if isinstance(v, Mapping) else v) for n, v in pin.items()}
            _check_counts(
                [r for r, a in dealt.values() if a == TOWN and r != VANILLA],
                [r for r, a in dealt.values() if a == MAFIA],
                outcome,
                "deal",
            )
        except ScriptError:
            return False
        return True

    return legal


def deal_table(pin: Any) -> dict[str, dict[str, str]] | None:
    """A ``deal`` pin as name → {role, alignment} (None when it is not such a table)."""
    if not isinstance(pin, Mapping):
        return None
    out = {}
    try:
        for n, v in pin.items():
            role, alignment = _entry(str(n), dict(v) if isinstance(v, Mapping) else v)
            out[str(n)] = {"role": role, "alignment": alignment}
    except ScriptError:
        return None
    return out


def random_deal(state: GameState, outcome: RollOutcome, draws: Draws) -> None:
    """Deal the rolled Town PRs and the Mafia row at random (named draw ``deal``)."""
    names = state.names()

    def convert(pin: Any) -> dict[str, dict[str, str]]:
        return deal_table(pin) or {}

    dealt = draws.custom(
        "deal", _deal_roll(names, outcome), _deal_legal(names, outcome), convert=convert
    )
    for player in state.players:
        player.role = dealt[player.name]["role"]
        player.alignment = dealt[player.name]["alignment"]


def deal_game(state: GameState, first: PhaseInput, draws: Draws) -> RollOutcome:
    """Roll, deal and set the pre-game state (rolls, roles, pools, free JOAT modifiers)."""
    outcome = read_rolls(first, draws)
    if state.fixed_roles:
        fixed_deal(state, outcome)
    else:
        random_deal(state, outcome, draws)
    if (
        len(state.faction(MAFIA)) != MAFIA_SIZE
    ):  # cannot happen after the checks; keeps the invariant
        raise ScriptError("x-shots needs exactly {count} Mafia", count=MAFIA_SIZE)
    for player in state.players:
        player.shots = None  # shots live in the pools (C.2)
    state.exported["rolls"] = list(outcome.rolls)
    state.exported["town_roles"] = list(outcome.town_roles)
    state.exported["mafia_roles"] = list(outcome.mafia_roles)
    pools = Pools(state)
    pools.set(TOWN, outcome.town_pool)
    pools.set(MAFIA, outcome.mafia_pool)
    state.exported["joat_used"] = {m: None for m in MODIFIERS}
    return outcome

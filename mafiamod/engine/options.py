"""What the moderator may enter now: the choices the action forms offer.

Setups describe their abilities in ``setup.toml`` (``[abilities.<id>]``: ``name``,
``targets`` = how many, ``roles`` and/or ``factions`` that hold it, ``self`` = may target
oneself, ``phases`` = "night"/"day"/"turn"/"pregame"). A ruleset may override
:func:`entry_options` for anything subtler; the rules still refuse illegal entries.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .model import GameState


@dataclass(frozen=True)
class EntryOption:
    """One ability a living player may use now, with the legal targets."""

    actor: str
    ability: str
    label: str
    targets: int = 1
    candidates: tuple[str, ...] = ()
    fields: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


def _holds(spec: Mapping[str, Any], role: str, alignment: str) -> bool:
    roles = spec.get("roles")
    factions = spec.get("factions")
    if roles is None and factions is None:
        return True
    return role in (roles or ()) or alignment in (factions or ())


def default_entry_options(
    definition: Mapping[str, Any], ability_ids: frozenset[str], state: GameState, kind: str
) -> list[EntryOption]:
    """Options from the setup's ``[abilities]`` table (every ability for everyone without one)."""
    table: Mapping[str, Any] = definition.get("abilities", {})
    living = state.living_names()
    out: list[EntryOption] = []
    for player in state.living():
        for ability in sorted(ability_ids):
            spec = table.get(ability, {})
            if spec.get("phases", kind) not in (kind, [kind]) and kind not in spec.get(
                "phases", [kind]
            ):
                continue
            if table and not _holds(spec, player.role, player.alignment):
                continue
            if player.shots == 0 and spec.get("uses_shots", False):
                continue
            candidates = [n for n in living if spec.get("self", False) or n != player.name]
            out.append(
                EntryOption(
                    player.name,
                    ability,
                    str(spec.get("name", ability)),
                    int(spec.get("targets", 1)),
                    tuple(candidates),
                )
            )
    return out

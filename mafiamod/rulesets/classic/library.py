"""The classic role library as typed data (``../shared/rules/classic.md`` §2).

Everything here is read from the setup definition (``resources/libraries/classic.toml``
under the setup's own ``setup.toml``): the roles with their names, alignments and
abilities, the abilities with their step, the modifiers and the switches with labels,
help texts and legal values. The rules and a setup builder read the same objects.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...engine.config import ConfigOption
from ...mechanics.steps.kill import FACTIONAL_KILL

VANILLA_TOWNIE = "vanilla-townie"
SERIAL_KILLER = "serial-killer"
TOWN, MAFIA = "town", "mafia"
MODIFIERS_ORDER = ("ninja", "strongman")


@dataclass(frozen=True)
class Role:
    """A library role: display name, default and allowed alignments, its night ability."""

    id: str
    name: str
    alignment: str
    alignments: tuple[str, ...]
    ability: str | None
    line: str
    extra: str = ""
    reads: str | None = None  # what an Alignment Cop reads instead of the faction
    vanilla: bool = False  # a Rolecop reads "Vanilla"
    group: str = ""  # the role PM names every holder (Masons, Neighbours)
    unique: bool = False  # at most one per game


@dataclass(frozen=True)
class Ability:
    """A night ability: how many targets, its step in the order (§3.1) and its kind."""

    id: str
    name: str
    targets: int
    step: int
    kind: str
    self_target: bool = False
    uses_shots: bool = True


@dataclass(frozen=True)
class Switch:
    """A ``[config]`` switch: default, label, help and its legal values (checked by the
    engine's one config check, :class:`mafiamod.engine.config.ConfigOption`)."""

    key: str
    default: Any
    label: str
    help: str
    option: ConfigOption

    @property
    def choices(self) -> tuple[Any, ...] | None:
        return self.option.choices

    @property
    def kind(self) -> str:
        return self.option.kind

    @property
    def minimum(self) -> int | None:
        return self.option.minimum

    @property
    def maximum(self) -> int | None:
        return self.option.maximum

    def check(self, value: Any) -> Any:
        """The value, normalised; a ScriptError naming the key when it is not legal."""
        return self.option.check(value)


@dataclass(frozen=True)
class Library:
    """The roles, abilities, modifiers and switches one classic setup plays with."""

    roles: Mapping[str, Role]
    abilities: Mapping[str, Ability]
    modifiers: Mapping[str, Mapping[str, str]]
    switches: Mapping[str, Switch]
    factions: Mapping[str, Mapping[str, Any]]

    @classmethod
    def from_definition(cls, definition: Mapping[str, Any]) -> Library:
        roles = {
            rid: Role(
                rid,
                str(r["name"]),
                str(r.get("alignment", TOWN)),
                tuple(r.get("alignments", [r.get("alignment", TOWN)])),
                r.get("ability"),
                str(r.get("abilities", "")),
                str(r.get("extra", "")),
                r.get("reads"),
                bool(r.get("vanilla", False)),
                str(r.get("group", "")),
                bool(r.get("unique", False)),
            )
            for rid, r in definition.get("roles", {}).items()
        }
        abilities = {
            aid: Ability(
                aid,
                str(a.get("name", aid)),
                int(a.get("targets", 1)),
                int(a.get("step", 0)),
                str(a.get("kind", aid)),
                bool(a.get("self", False)),
                bool(a.get("uses_shots", aid != FACTIONAL_KILL)),
            )
            for aid, a in definition.get("abilities", {}).items()
        }
        switches = {
            key: Switch(
                key,
                s.get("default"),
                str(s.get("label", key)),
                str(s.get("help", "")),
                ConfigOption.from_spec(key, s),
            )
            for key, s in definition.get("config", {}).items()
        }
        return cls(
            roles,
            abilities,
            dict(definition.get("modifiers", {})),
            switches,
            dict(definition.get("factions", {})),
        )

    def faction_name(self, faction: str) -> str:
        return str(self.factions.get(faction, {}).get("name", faction.title()))

    def title(self, role_id: str, alignment: str, modifiers: list[str]) -> str:
        """ "Vanilla Townie", "Serial Killer" (no faction word: "Strongman Serial Killer"),
        else faction, modifiers, role: "Mafia Ninja Goon"."""
        mods = [str(self.modifiers[m].get("name", m.title())) for m in sort_modifiers(modifiers)]
        if role_id in (VANILLA_TOWNIE, SERIAL_KILLER):
            return " ".join([*mods, self.roles[role_id].name])
        return " ".join([self.faction_name(alignment), *mods, self.roles[role_id].name])


def sort_modifiers(modifiers: list[str]) -> list[str]:
    """Ninja before Strongman (then any other, as given)."""
    rank = {m: i for i, m in enumerate(MODIFIERS_ORDER)}
    return sorted(dict.fromkeys(modifiers), key=lambda m: rank.get(m, len(rank)))

"""Charge Me Up! vocabulary: the two vanilla roles (every other ``[roles]`` entry is one
of the power roles a player may ask for) and how a request is read. Who holds which
ability, its targets and its step in the night are ``[abilities]`` in setup.toml; the
spellings a moderator reads as a request are ``aliases`` in ``[roles.<id>]``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..engine.deal import MAFIA_GOON as MAFIA_GOON
from ..engine.deal import VANILLA_TOWNIE as VANILLA_TOWNIE
from ..engine.deal import VANILLAS as VANILLA_ROLES
from ..engine.deal import holds_pr as holds_pr
from ..engine.errors import ScriptError
from .steps.kill import FACTIONAL_KILL


def power_roles(definition: Mapping[str, Any]) -> tuple[str, ...]:
    """The PRs a player may request in the pre-game: every ``[roles]`` entry of setup.toml
    but the two vanillas, in the table's order (the seed's list order)."""
    return tuple(str(r) for r in definition.get("roles", {}) if r not in VANILLA_ROLES)


#: abilities a Redirector cannot move: nightkills (seed) and redirects (same step, R5b);
#: target-less abilities have nothing to move
NOT_REDIRECTABLE = frozenset(
    {FACTIONAL_KILL, "desperado-kill", "redirect", "mystic-count", "commute"}
)


def role_aliases(definition: Mapping[str, Any]) -> dict[str, str]:
    """Spelling -> role id: the ``aliases`` of each ``[roles.<id>]`` (see RULINGS.md)."""
    roles: Mapping[str, Any] = definition.get("roles", {})
    found: dict[str, str] = {}
    for rid, spec in roles.items():
        aliases = spec.get("aliases", []) if isinstance(spec, Mapping) else []
        if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
            raise ScriptError(
                "[roles.{role}] aliases: expected a list of spellings, found {value}",
                role=rid,
                value=aliases,
            )
        found.update((a, str(rid)) for a in aliases)
    return found


def _squash(text: str) -> str:
    """A spelling with case, spaces, ``_`` and ``-`` left out (RULINGS.md 7)."""
    return "".join(c for c in text.lower() if c not in " _-\t")


def normalise_role(text: str, aliases: Mapping[str, str], ids: Iterable[str] = ()) -> str:
    """A PR request as written ("Role Cop", "rolecop", "Friendly_Neighbour") -> its id, or the
    normalised text. Case, spaces and ``_`` are ignored, so every spacing of an id or an
    alias reads as it (RULINGS.md 7)."""
    key = text.strip().lower().replace("_", "-").replace(" ", "-")
    if key in aliases:
        return aliases[key]
    squashed = {_squash(i): i for i in ids}
    squashed.update({_squash(a): rid for a, rid in aliases.items()})
    return squashed.get(_squash(text), key)

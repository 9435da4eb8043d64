"""Charge Me Up! vocabulary: the two vanilla roles (every other ``[roles]`` entry is one
of the power roles a player may ask for) and the spellings a moderator reads as a request.
Who holds which ability, its targets and its step in the night are ``[abilities]`` in
setup.toml."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine.deal import MAFIA_GOON as MAFIA_GOON
from ..engine.deal import VANILLA_TOWNIE as VANILLA_TOWNIE
from ..engine.deal import VANILLAS as VANILLA_ROLES
from ..engine.deal import holds_pr as holds_pr

FACTIONAL_KILL = "factional-kill"


def power_roles(definition: Mapping[str, Any]) -> tuple[str, ...]:
    """The PRs a player may request in the pre-game: every ``[roles]`` entry of setup.toml
    but the two vanillas, in the table's order (the seed's list order)."""
    return tuple(str(r) for r in definition.get("roles", {}) if r not in VANILLA_ROLES)


#: abilities a Redirector cannot move: nightkills (seed) and redirects (same step, R5b);
#: target-less abilities have nothing to move
NOT_REDIRECTABLE = frozenset(
    {FACTIONAL_KILL, "desperado-kill", "redirect", "mystic-count", "commute"}
)

#: spellings a moderator reads as a PR request (besides the id itself); see RULINGS.md
ROLE_ALIASES: dict[str, str] = {
    "role-cop": "rolecop",
    "desperado": "midnight-desperado",
    "midnight-mystic": "mystic",
    "friendly-neighbor": "friendly-neighbour",
    "neighbour": "friendly-neighbour",
    "jailer": "jailkeeper",
}


def normalise_role(text: str) -> str:
    """A PR request as written ("Role Cop", "rolecop") -> its id, or the normalised text."""
    key = text.strip().lower().replace("_", "-").replace(" ", "-")
    return ROLE_ALIASES.get(key, key)

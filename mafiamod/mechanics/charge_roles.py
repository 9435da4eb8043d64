"""Charge Me Up! vocabulary: the twelve power roles a player may ask for, in the seed's
order, and the spellings a moderator reads as a request. Who holds which ability, its
targets and its step in the night are ``[abilities]`` in setup.toml."""

from __future__ import annotations

VANILLA_TOWNIE = "vanilla-townie"
MAFIA_GOON = "mafia-goon"
VANILLA_ROLES = frozenset({VANILLA_TOWNIE, MAFIA_GOON})

FACTIONAL_KILL = "factional-kill"
NEIGHBOUR_RECEIVED = "neighbour-message-received"
RECHARGE_RECEIVED = "recharge-received"

#: the twelve PRs a player may request in the pre-game, in the seed's list order
POWER_ROLES: tuple[str, ...] = (
    "cop",
    "rolecop",
    "tracker",
    "watcher",
    "commuter",
    "doctor",
    "jailkeeper",
    "redirector",
    "midnight-desperado",
    "friendly-neighbour",
    "recharger",
    "mystic",
)

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


def holds_pr(role: str) -> bool:
    """True for a power role holder (not a Vanilla Townie or Mafia Goon)."""
    return role in POWER_ROLES

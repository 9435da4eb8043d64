"""Charge Me Up! vocabulary: the twelve power roles, their abilities and night steps.

The seed's resolution order (Mystic, Commution, Redirection, Jailkeep, Friendly
Neighbour's message, Protection, Nightkill, Investigation, Recharge) is encoded as
step numbers so the night can compare "strictly earlier" (digest 0.3).
"""

from __future__ import annotations

VANILLA_TOWNIE = "vanilla-townie"
MAFIA_GOON = "mafia-goon"
VANILLA_ROLES = frozenset({VANILLA_TOWNIE, MAFIA_GOON})

FACTIONAL_KILL = "factional-kill"
NEIGHBOUR_RECEIVED = "neighbour-message-received"
RECHARGE_RECEIVED = "recharge-received"

#: power role id -> the one ability it holds (every PR has exactly one, X-shot)
ROLE_ABILITY: dict[str, str] = {
    "mystic": "mystic-count",
    "commuter": "commute",
    "redirector": "redirect",
    "jailkeeper": "jailkeep",
    "friendly-neighbour": "neighbour-message",
    "doctor": "protect",
    "midnight-desperado": "desperado-kill",
    "cop": "investigate",
    "rolecop": "role-investigate",
    "tracker": "track",
    "watcher": "watch",
    "recharger": "recharge",
}

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

#: how many targets each ability takes
TARGETS: dict[str, int] = {
    "mystic-count": 0,
    "commute": 0,
    "redirect": 2,
    "jailkeep": 1,
    "neighbour-message": 1,
    "protect": 1,
    "desperado-kill": 1,
    FACTIONAL_KILL: 1,
    "investigate": 1,
    "role-investigate": 1,
    "track": 1,
    "watch": 1,
    "recharge": 1,
}

#: the seed's resolution order as step numbers (1 = highest priority)
STEP: dict[str, int] = {
    "mystic-count": 1,
    "commute": 2,
    "redirect": 3,
    "jailkeep": 4,
    "neighbour-message": 5,
    "protect": 6,
    "desperado-kill": 7,
    FACTIONAL_KILL: 7,
    "investigate": 8,
    "role-investigate": 8,
    "track": 8,
    "watch": 8,
    "recharge": 9,
}

ABILITY_IDS = frozenset(TARGETS)

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
    return role in ROLE_ABILITY

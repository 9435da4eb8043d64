"""X-SHOTS role tables and the two faction shot pools (rules B.1, B.3.1).

Shots live in ``state.exported["pools"]`` (``{"town": n, "mafia": n}``), never on players:
every PR of a faction spends from its faction's pool, and nobody is told its size.
"""

from __future__ import annotations

from ..engine.model import GameState, Player

TOWN = "town"
MAFIA = "mafia"
VANILLA = "vanilla-townie"
GOON = "mafia-goon"
FACTIONAL_KILL = "factional-kill"

#: role id → its one night ability
ROLE_ABILITY: dict[str, str] = {
    "cop": "investigate",
    "vigilante": "vig-kill",
    "jailkeeper": "jailkeep",
    "roleblocker": "roleblock",
    "watcher": "watch",
    "bodyguard": "guard",
    "doctor": "protect",
    "tracker": "track",
    "rolecop": "role-investigate",
    "shot-changer": "shot-change",
    "bus-driver": "bus-drive",
}

#: ability → its step in the seed's order (1 Bus Drive … 6 Investigative)
STEP: dict[str, int] = {
    "bus-drive": 1,
    "jailkeep": 2,
    "roleblock": 2,
    "shot-change": 3,
    "protect": 4,
    "guard": 4,
    "vig-kill": 5,
    FACTIONAL_KILL: 5,
    "investigate": 6,
    "role-investigate": 6,
    "track": 6,
    "watch": 6,
}

#: how many targets each ability takes
TARGETS: dict[str, int] = {ability: 1 for ability in STEP} | {"bus-drive": 2}

ABILITIES = frozenset(STEP)

#: roles each faction may hold (the deal and ``[roles]`` are checked against these)
TOWN_ROLES = frozenset(ROLE_ABILITY) - {"bus-driver"}
MAFIA_PRS = frozenset({"shot-changer", "rolecop", "roleblocker", "bus-driver"})


def is_pr(player: Player) -> bool:
    """A power role: anything but a Vanilla Townie or a Mafia Goon."""
    return player.role not in (VANILLA, GOON)


def rolecop_reading(player: Player) -> str:
    """What a Rolecop learns: the role id, ``vanilla`` for the vanillas (both factions' SCs
    read the same ``shot-changer``, so the Rolecop cannot tell them apart)."""
    return "vanilla" if not is_pr(player) else player.role


class Pools:
    """The faction pools of a game state (read and written in place)."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.state.exported.setdefault("pools", {TOWN: 0, MAFIA: 0})

    @property
    def values(self) -> dict[str, int]:
        pools: dict[str, int] = self.state.exported["pools"]
        return pools

    def get(self, faction: str) -> int:
        return int(self.values.get(faction, 0))

    def set(self, faction: str, value: int) -> None:
        """Set a pool (never below 0: the seed's pools cannot go negative)."""
        self.values[faction] = max(0, int(value))

    def change(self, faction: str, delta: int) -> None:
        self.set(faction, self.get(faction) + delta)

    def draw(self, faction: str) -> bool:
        """Spend one shot if there is one; False (nothing spent) when the pool is empty."""
        if self.get(faction) < 1:
            return False
        self.change(faction, -1)
        return True


def lynch_cost(state: GameState, name: str) -> int:
    """Shots the Town pool loses when ``name`` is lynched: 1 for a Town PR, else 0 (B.3.2)."""
    player = state.player(name)
    return 1 if player.alignment == TOWN and is_pr(player) else 0

"""X-SHOTS role generation: the Town's 3–5 rolls of 1–10 and the Mafia table (rules B.2).

Pure functions: the roll algorithm works on any list of integers, so the seed's five
worked examples, a moderator's public rolls and the seeded draw all go through it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

#: roll → the Town role it brings
ROLL_ROLES: dict[int, str] = {
    1: "cop",
    2: "vigilante",
    3: "jailkeeper",
    4: "roleblocker",
    5: "watcher",
    6: "bodyguard",
    7: "doctor",
    8: "tracker",
    9: "rolecop",
    10: "shot-changer",
}

#: roll → the shots its role brings into the Town pool
SHOTS: dict[int, int] = {1: 1, 2: 2, 3: 2, 4: 3, 5: 3, 6: 3, 7: 3, 8: 4, 9: 4, 10: 2}

#: the Cop, Vig and JK rolls that rules 2–5 single out
LOW = frozenset({1, 2, 3})

#: Town pool → (Mafia roles, Mafia pool), the seed's table (5–16 shots)
MAFIA_TABLE: dict[int, tuple[tuple[str, ...], int]] = {
    5: (("shot-changer", "rolecop", "mafia-goon"), 5),
    6: (("shot-changer", "roleblocker", "mafia-goon"), 5),
    7: (("shot-changer", "rolecop", "mafia-goon"), 6),
    8: (("shot-changer", "roleblocker", "mafia-goon"), 6),
    9: (("shot-changer", "rolecop", "mafia-goon"), 7),
    10: (("shot-changer", "roleblocker", "mafia-goon"), 7),
    11: (("shot-changer", "rolecop", "roleblocker"), 8),
    12: (("shot-changer", "roleblocker", "bus-driver"), 8),
    13: (("shot-changer", "rolecop", "roleblocker"), 9),
    14: (("shot-changer", "roleblocker", "bus-driver"), 9),
    15: (("shot-changer", "rolecop", "roleblocker"), 10),
    16: (("shot-changer", "roleblocker", "bus-driver"), 10),
}


@dataclass(frozen=True)
class RollOutcome:
    """What a complete roll sequence gives the Town: roles (in roll order), pool, and why."""

    rolls: tuple[int, ...]
    town_roles: tuple[str, ...]
    town_pool: int
    rule: str  # which seed rule decided: "rule-2/3", "rule-4", "rule-5", "four-rolls"

    @property
    def mafia_roles(self) -> tuple[str, ...]:
        return MAFIA_TABLE[self.town_pool][0]

    @property
    def mafia_pool(self) -> int:
        return MAFIA_TABLE[self.town_pool][1]


def _stops_after_three(first: list[int]) -> bool:
    """Rules 2 and 3: all three are 1–3, or a 1–3 value repeats among them (+2 once: X-R1)."""
    all_low = all(r in LOW for r in first)
    dup_low = any(first.count(v) >= 2 for v in LOW)
    return all_low or dup_low


def rolls_needed(rolls: list[int]) -> int:
    """How many rolls the sequence starting with ``rolls`` uses in all (3, 4 or 5).

    Only the rolls already known decide: with fewer than three the answer is at least 3,
    and so on. Callers compare it with ``len(rolls)`` to tell "too few" from "too many".
    """
    if len(rolls) < 3:
        return 3
    if _stops_after_three(rolls[:3]):
        return 3
    if len(rolls) < 4:
        return 4
    if any(r in LOW for r in rolls[:4]):
        return 4  # rule 4 (a duplicate) or an ordinary 4th roll (X-R2): no 5th roll
    return 5  # rule 5: no 1–3 at all in four rolls


def evaluate(rolls: list[int] | tuple[int, ...]) -> RollOutcome:
    """Apply the seed's rules 1–5 to a complete roll sequence (ValueError otherwise)."""
    seq = list(rolls)
    if any(isinstance(r, bool) or not isinstance(r, int) or not 1 <= r <= 10 for r in seq):
        raise ValueError(f"every roll must be a whole number from 1 to 10, got {seq}")
    need = rolls_needed(seq)
    if len(seq) < need:
        raise ValueError(f"too few rolls: {seq} needs {need} rolls")
    if len(seq) > need:
        raise ValueError(f"too many rolls: rolling stops after {need} ({seq[:need]}), got {seq}")
    roles = tuple(ROLL_ROLES[r] for r in seq)
    if need == 3:
        return RollOutcome(tuple(seq), roles, sum(SHOTS[r] for r in seq) + 2, "rule-2/3")
    first3, r4 = seq[:3], seq[3]
    if need == 4:
        if r4 in LOW and r4 in first3:  # rule 4: the 4th role comes with no shots
            return RollOutcome(tuple(seq), roles, sum(SHOTS[r] for r in first3), "rule-4")
        return RollOutcome(tuple(seq), roles, sum(SHOTS[r] for r in seq), "four-rolls")
    # rule 5: the 5th roll brings nothing, or costs 2 when it is a 1–3 (X-R3)
    pool = sum(SHOTS[r] for r in seq[:4]) - (2 if seq[4] in LOW else 0)
    return RollOutcome(tuple(seq), roles, pool, "rule-5")


def is_complete(value: object) -> bool:
    """True if ``value`` is a list of rolls that the rules use exactly (a legal ``rolls`` pin)."""
    if not isinstance(value, (list, tuple)):
        return False
    try:
        evaluate(list(value))
    except ValueError:
        return False
    return True


def roll_sequence(rng: random.Random) -> list[int]:
    """Roll a d10 until the rules say stop (the seeded ``rolls`` draw)."""
    rolls: list[int] = []
    while len(rolls) < rolls_needed(rolls):
        rolls.append(rng.randint(1, 10))
    return rolls

"""X-SHOTS role generation: the Town's 3–5 rolls of 1–10 and the Mafia table (rules B.2).

What a roll brings and the Mafia row of each Town pool are ``[rolls]`` in setup.toml
(:class:`RollTable`); the seed's rules 2–5 are here, as pure functions: the roll algorithm
works on any list of integers, so the seed's five worked examples, a moderator's public
rolls and the seeded draw all go through it.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine.errors import ScriptError, toml_literal

#: the Cop, Vig and JK rolls that rules 2–5 single out
LOW = frozenset({1, 2, 3})


@dataclass(frozen=True)
class RollTable:
    """``[rolls]``: roll → (the Town role it brings, its shots); Town pool → (the Mafia
    roles, the Mafia pool)."""

    town: Mapping[int, tuple[str, int]]
    mafia: Mapping[int, tuple[tuple[str, ...], int]]

    @classmethod
    def of(cls, definition: Mapping[str, Any]) -> RollTable:
        rolls = definition.get("rolls", {})
        try:
            town = {int(r): (str(v["role"]), int(v["shots"])) for r, v in rolls["town"].items()}
            mafia = {int(n): (tuple(v["roles"]), int(v["pool"])) for n, v in rolls["mafia"].items()}
            if not all(isinstance(v["roles"], list) for v in rolls["mafia"].values()) or not all(
                isinstance(role, str) for roles, _ in mafia.values() for role in roles
            ):
                raise TypeError("a Mafia role is not an id")
        except (KeyError, TypeError, ValueError, AttributeError):
            raise ScriptError(
                "[rolls]: each roll of [rolls.town] needs a role and its shots, each Town pool "
                "of [rolls.mafia] the Mafia roles and pool"
            ) from None
        table = cls(town, mafia)
        for roll in range(1, 11):
            if roll not in town:
                raise ScriptError(
                    "[rolls.town]: no row for the roll {roll} (rolls are 1 to 10)", roll=roll
                )
        for pool, example in sorted(table.pools().items()):
            if pool not in mafia:
                raise ScriptError(
                    "[rolls.mafia]: no row for a Town pool of {pool}, which the rolls {rolls} give",
                    pool=pool,
                    rolls=list(example),
                )
        return table

    def pools(self) -> dict[int, tuple[int, ...]]:
        """Every Town pool a legal roll sequence gives, each with the first sequence that
        gives it (the rules' cases of :func:`evaluate`: the 5th roll counts only as 1–3 or not)."""
        found: dict[int, tuple[int, ...]] = {}
        faces = range(1, 11)
        for first in itertools.product(faces, repeat=3):
            seqs: list[tuple[int, ...]] = [first]
            if not _stops_after_three(list(first)):
                seqs = [(*first, r) for r in faces]
                fives = [s for s in seqs if rolls_needed(list(s)) == 5]
                seqs = [s for s in seqs if rolls_needed(list(s)) == 4]
                seqs += [(*s, last) for s in fives for last in (min(LOW), max(faces))]
            for seq in seqs:
                found.setdefault(self._pool(list(seq)), seq)
        return found

    def _pool(self, seq: list[int]) -> int:
        """The Town pool of a complete, legal roll sequence (rules 2–5)."""
        need = len(seq)
        if need == 3:
            return self.shots(seq) + 2
        if need == 4 and seq[3] in LOW and seq[3] in seq[:3]:
            return self.shots(seq[:3])  # rule 4: the 4th role comes with no shots
        if need == 4:
            return self.shots(seq)
        return self.shots(seq[:4]) - (2 if seq[4] in LOW else 0)  # rule 5 (X-R3)

    def shots(self, rolls: list[int]) -> int:
        return sum(self.town[r][1] for r in rolls)


@dataclass(frozen=True)
class RollOutcome:
    """What a complete roll sequence gives: the Town roles (in roll order) and pool, why
    (which seed rule decided: "rule-2/3", "rule-4", "rule-5", "four-rolls"), the Mafia row."""

    rolls: tuple[int, ...]
    town_roles: tuple[str, ...]
    town_pool: int
    rule: str
    mafia_roles: tuple[str, ...]
    mafia_pool: int


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


def evaluate(rolls: list[int] | tuple[int, ...], table: RollTable) -> RollOutcome:
    """Apply the seed's rules 1–5 to a complete roll sequence (ValueError otherwise)."""
    seq = list(rolls)
    if any(isinstance(r, bool) or not isinstance(r, int) or not 1 <= r <= 10 for r in seq):
        raise ValueError(f"every roll must be a whole number from 1 to 10, got {toml_literal(seq)}")
    need = rolls_needed(seq)
    if len(seq) < need:
        raise ValueError(f"too few rolls: {seq} needs {need} rolls")
    if len(seq) > need:
        raise ValueError(
            f"too many rolls: rolling stops after {need} ({seq[:need]}), got {toml_literal(seq)}"
        )
    pool = table._pool(seq)
    if need == 3:
        rule = "rule-2/3"
    elif need == 4 and seq[3] in LOW and seq[3] in seq[:3]:
        rule = "rule-4"  # rule 4: the 4th role comes with no shots
    elif need == 4:
        rule = "four-rolls"
    else:  # rule 5: the 5th roll brings nothing, or costs 2 when it is a 1–3 (X-R3)
        rule = "rule-5"
    if pool not in table.mafia:
        # a ValueError: the rolls that give it are not legal (is_complete), by design; a
        # table loaded by RollTable.of has a row for every pool (checked there)
        raise ValueError(f"[rolls] mafia has no row for a Town pool of {pool}")
    roles = tuple(table.town[r][0] for r in seq)
    return RollOutcome(tuple(seq), roles, pool, rule, *table.mafia[pool])


def is_complete(value: object, table: RollTable) -> bool:
    """True if ``value`` is a list of rolls that the rules use exactly (a legal ``rolls`` pin)."""
    if not isinstance(value, (list, tuple)):
        return False
    try:
        evaluate(list(value), table)
    except ValueError:
        return False
    return True


def roll_sequence(rng: random.Random) -> list[int]:
    """Roll a d10 until the rules say stop (the seeded ``rolls`` draw)."""
    rolls: list[int] = []
    while len(rolls) < rolls_needed(rolls):
        rolls.append(rng.randint(1, 10))
    return rolls

"""X-SHOTS role generation: the seed's five worked examples and every roll shape (rules B.2)."""

from __future__ import annotations

import itertools
import random

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.mechanics.xshots_rolls import (
    RollOutcome,
    RollTable,
    is_complete,
    roll_sequence,
    rolls_needed,
)
from mafiamod.mechanics.xshots_rolls import evaluate as evaluate_with
from mafiamod.setups import load_setup

TABLE = RollTable.of(load_setup("x-shots").data)  # [rolls] of setup.toml


def evaluate(rolls: list[int]) -> RollOutcome:
    return evaluate_with(rolls, TABLE)


SEED_EXAMPLES = [
    # (rolls, town roles, town pool, mafia roles, mafia pool) — the seed's Examples 1-5
    (
        [2, 1, 3],
        ["vigilante", "cop", "jailkeeper"],
        7,
        ["shot-changer", "rolecop", "mafia-goon"],
        6,
    ),
    (
        [2, 2, 5],
        ["vigilante", "vigilante", "watcher"],
        9,
        ["shot-changer", "rolecop", "mafia-goon"],
        7,
    ),
    (
        [2, 7, 8, 2],
        ["vigilante", "doctor", "tracker", "vigilante"],
        9,
        ["shot-changer", "rolecop", "mafia-goon"],
        7,
    ),
    (
        [6, 4, 4, 10, 9],
        ["bodyguard", "roleblocker", "roleblocker", "shot-changer", "rolecop"],
        11,
        ["shot-changer", "rolecop", "roleblocker"],
        8,
    ),
    (
        [4, 6, 5, 10, 2],
        ["roleblocker", "bodyguard", "watcher", "shot-changer", "vigilante"],
        9,
        ["shot-changer", "rolecop", "mafia-goon"],
        7,
    ),
]


@pytest.mark.parametrize(("rolls", "roles", "pool", "mafia", "mafia_pool"), SEED_EXAMPLES)
def test_seed_examples(
    rolls: list[int], roles: list[str], pool: int, mafia: list[str], mafia_pool: int
) -> None:
    out = evaluate(rolls)
    assert list(out.town_roles) == roles
    assert out.town_pool == pool
    assert list(out.mafia_roles) == mafia
    assert out.mafia_pool == mafia_pool


def test_rules_2_and_3_add_two_once() -> None:
    assert evaluate([3, 3, 3]).town_pool == 2 + 2 + 2 + 2  # X-R1: both rules, +2 once
    assert evaluate([1, 1, 9]).town_pool == 1 + 1 + 4 + 2
    assert evaluate([1, 2, 3]).rule == "rule-2/3"


def test_duplicate_of_a_non_low_roll_does_not_stop_at_three() -> None:
    assert rolls_needed([4, 4, 1]) == 4
    assert evaluate([4, 4, 1, 7]).town_pool == 3 + 3 + 1 + 3


def test_fourth_roll_duplicating_a_low_roll_brings_nothing() -> None:
    out = evaluate([1, 7, 9, 1])
    assert out.rule == "rule-4"
    assert out.town_pool == 1 + 3 + 4
    assert len(out.town_roles) == 4


def test_fourth_roll_low_without_duplicate_brings_full_shots() -> None:
    out = evaluate([1, 2, 5, 3])  # X-R2
    assert out.rule == "four-rolls"
    assert out.town_pool == 1 + 2 + 3 + 2
    assert rolls_needed([1, 2, 5, 3]) == 4


def test_fifth_roll() -> None:
    assert evaluate([4, 5, 6, 7, 8]).town_pool == 12  # brings nothing
    out = evaluate([8, 9, 10, 4, 1])  # X-R3: a 1-3 is still added, and costs 2
    assert out.town_pool == 13 - 2
    assert out.town_roles[-1] == "cop"


@pytest.mark.parametrize(
    "rolls",
    [[1, 2], [4, 5, 6, 7], [2, 1, 3, 4], [1, 2, 5, 3, 4], [0, 1, 1], [11, 1, 1], [1, 1, True]],
)
def test_wrong_sequences_are_refused(rolls: list[int]) -> None:
    assert not is_complete(rolls, TABLE)
    with pytest.raises(ValueError):
        evaluate(rolls)


def test_every_sequence_gives_three_to_five_roles_and_5_to_16_shots() -> None:
    pools: set[int] = set()
    for prefix in itertools.product(range(1, 11), repeat=5):
        rolls = list(prefix[: rolls_needed(list(prefix))])
        out = evaluate(rolls)
        assert 3 <= len(out.town_roles) <= 5
        pools.add(out.town_pool)
    assert pools == set(range(5, 17)) == set(TABLE.mafia)


def test_seeded_rolling_stops_where_the_rules_say() -> None:
    for seed in range(200):
        rolls = roll_sequence(random.Random(seed))
        assert is_complete(rolls, TABLE)


def test_the_roll_table_is_setup_data() -> None:
    """``[rolls]`` of setup.toml: a malformed table is a script error, and a Town pool with
    no Mafia row makes the rolls that give it illegal."""
    with pytest.raises(ScriptError, match=r"\[rolls\]"):
        RollTable.of({"rolls": {"town": {"1": {"role": "cop"}}, "mafia": {}}})
    short = RollTable(TABLE.town, {k: v for k, v in TABLE.mafia.items() if k != 7})
    assert not is_complete([2, 1, 3], short)  # the seed's example 1: a Town pool of 7
    with pytest.raises(ValueError, match="no row for a Town pool of 7"):
        evaluate_with([2, 1, 3], short)

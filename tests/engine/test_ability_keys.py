"""The typed checks of a setup's own [abilities] keys (mafiamod.engine.ability_keys)."""

from __future__ import annotations

from typing import Any

import pytest

from mafiamod.engine.abilities import AbilityError, load_ability
from mafiamod.engine.ability_keys import check_keys

KEYS: dict[str, Any] = {
    "tables": {"earlier": ("ability", "list")},
    "ids": ("after",),
    "flags": ("dead",),
    "whole": ("step",),
}


def test_well_formed_and_absent_keys_pass() -> None:
    check_keys("s", "a", {}, **KEYS)
    good = {"earlier": {"ability": "x", "list": "y"}, "after": ["r"], "dead": True, "step": 3}
    check_keys("s", "a", good, **KEYS)


@pytest.mark.parametrize(
    "key,value,message",
    [
        ("earlier", "y", r"\[abilities\.a\] earlier = \{ ability, list \}: expected a table"),
        ("earlier", {"ability": "x"}, r"earlier = \{ ability, list \}: expected a table"),
        ("after", "r", r"\[abilities\.a\] after: expected a list of ids"),
        ("after", ["r", 1], r"\[abilities\.a\] after: expected a list of ids"),
        ("dead", "yes", r"\[abilities\.a\] dead: expected true or false, found 'yes'"),
        ("step", "2", r"\[abilities\.a\] step: expected a whole number \(0 or more\), found '2'"),
        ("step", -1, r"step: expected a whole number \(0 or more\), found -1"),
        ("step", True, r"step: expected a whole number \(0 or more\), found True"),
        ("step", 2.5, r"step: expected a whole number \(0 or more\), found 2.5"),
    ],
)
def test_a_malformed_key_names_its_table_and_key(key: str, value: Any, message: str) -> None:
    with pytest.raises(AbilityError, match=message):
        check_keys("s", "a", {key: value}, **KEYS)


def test_every_setup_s_step_is_checked_when_its_abilities_load() -> None:
    """``step`` is read by the shared phase loop (``PhaseLoop.steps``) for every setup: a
    malformed one stops the setup with a clear error, not a traceback in the first night."""
    assert load_ability("s", "a", {"step": 4}).extra["step"] == 4
    with pytest.raises(AbilityError, match=r"s: \[abilities\.a\] step: expected a whole number"):
        load_ability("s", "a", {"step": "first"})

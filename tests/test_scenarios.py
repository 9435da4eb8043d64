"""Every scenario under tests/scenarios/ and ../shared/scenarios/ replays as it expects."""

from __future__ import annotations

from pathlib import Path

import pytest

from .scenario_check import ROOT, SHARED, run_scenario

OWN = sorted((ROOT / "tests" / "scenarios").rglob("*.toml"))
INSTALLED = {p.parent.name for p in (ROOT / "setups").glob("*/setup.toml")}
ACCEPTANCE = sorted(p for p in (SHARED / "scenarios").rglob("*.toml") if p.parent.name in INSTALLED)


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


@pytest.mark.parametrize("path", OWN, ids=_id)
def test_own_scenario(path: Path) -> None:
    assert run_scenario(path) == []


@pytest.mark.parametrize("path", ACCEPTANCE, ids=_id)
def test_acceptance_scenario(path: Path) -> None:
    assert run_scenario(path) == []

"""Every installed setup loads, validates and names its templates; mistakes are reported well."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafiamod.engine.ruleset import Ruleset
from mafiamod.setups import SetupError, build_ruleset, list_setups, read_setup

SETUPS = list_setups()


def test_the_five_seeds_and_mountainous_are_installed() -> None:
    assert "mountainous" in {s.id for s in SETUPS}


@pytest.mark.parametrize("info", SETUPS, ids=lambda s: s.id)
def test_setup_loads_and_builds(info) -> None:
    ruleset = build_ruleset(info)
    assert isinstance(ruleset, Ruleset)
    assert info.players_min <= info.players_max
    assert (info.path / "RULINGS.md").is_file()
    assert next(ruleset.phase_ids())
    for role_id, role in info.data.get("roles", {}).items():
        assert role["name"], role_id
        alignment = role.get("alignment")
        if alignment:
            assert alignment in info.data.get("factions", {}), (
                f"{role_id}: unknown faction {alignment}"
            )


def test_a_broken_setup_names_file_key_and_problem(tmp_path: Path) -> None:
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "setup.toml").write_text('[setup]\nname = "X"\n', encoding="utf-8")
    with pytest.raises(SetupError, match=r"setup.toml: \[setup\] designer"):
        read_setup(folder)
    (folder / "setup.toml").write_text("[setup\n", encoding="utf-8")
    with pytest.raises(SetupError, match="not valid TOML"):
        read_setup(folder)


def test_an_unloadable_rules_class_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / "nope"
    folder.mkdir()
    (folder / "setup.toml").write_text(
        '[setup]\nname="N"\ndesigner="d"\nlanguage="en"\ndescription="x"\nrules="mafiamod.rulesets.nothing:Rules"\n'
        "[players]\nmin=5\nmax=6\n",
        encoding="utf-8",
    )
    with pytest.raises(SetupError, match="cannot load"):
        build_ruleset(read_setup(folder))

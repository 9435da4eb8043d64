"""Every classic library ability declares the number of targets its night step reads
(``ClassicRules.kind_targets``): a setup that overrides an ability's ``targets`` with another
count is a named ``check-setup`` error (file, key, problem), never an IndexError when the
step first reads an entry; with the right count, an entry of any other count is refused."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from mafiamod import paths
from mafiamod.engine.fold import fold
from mafiamod.engine.model import Action, PhaseInput
from mafiamod.setup_check import check_folder
from mafiamod.setups import SetupError, build_ruleset, read_setup

LIBRARY = tomllib.loads(paths.resource("libraries", "classic.toml").read_text(encoding="utf-8"))
ABILITIES = sorted(LIBRARY["abilities"])
PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"]


def holder_role(ability: str) -> str:
    if ability == "factional-kill":
        return "mafia-goon"
    return next(rid for rid, r in LIBRARY["roles"].items() if r.get("ability") == ability)


def overridden(tmp_path: Path, ability: str, targets: int) -> Path:
    folder = tmp_path / "classic"
    shutil.copytree(paths.setups_dir() / "classic", folder)
    with (folder / "setup.toml").open("a", encoding="utf-8") as out:
        out.write(f"\n[abilities.{ability}]\ntargets = {targets}\n")
    return folder


@pytest.mark.parametrize("targets", [0, 1, 2, 3])
@pytest.mark.parametrize("ability", ABILITIES)
def test_a_targets_override_is_named_or_plays(tmp_path: Path, ability: str, targets: int) -> None:
    folder = overridden(tmp_path, ability, targets)
    declared = LIBRARY["abilities"][ability]["targets"]
    if targets != declared:
        problems = [str(p) for p in check_folder(folder)]
        assert len(problems) == 1, problems
        assert f"setup.toml: [abilities.{ability}] targets: must be {declared}" in problems[0]
        assert f"found {targets}" in problems[0]
        with pytest.raises(SetupError, match=rf"\[abilities\.{ability}\] targets"):
            build_ruleset(read_setup(folder))
        return
    ruleset = build_ruleset(read_setup(folder))
    roles = {name: "vanilla-townie" for name in PLAYERS}
    roles.update(Ann=holder_role(ability), Gus="mafia-goon")
    if roles["Ann"] == "mafia-goon":
        roles["Gus"] = "vanilla-townie"
    start = ruleset.new_state(1, PLAYERS, roles, {})
    for count in range(4):  # the right count is played, any other is refused
        entry = Action(actor="Ann", ability=ability, targets=PLAYERS[1 : 1 + count])
        result = fold(ruleset, start, [PhaseInput(id="D1"), PhaseInput(id="N1", actions=[entry])])
        reasons = [r.reason for r in result.records[-1].rejected]
        assert ("bad-target" in reasons) == (count != declared), (count, reasons)

"""The moderator's own setups folder: listed beside the built-in setups, loaded by id."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mafiamod import paths
from mafiamod.engine.errors import ScriptError
from mafiamod.game import Game
from mafiamod.setups import is_builtin, list_setups, load_setup, user_setup_problems


@pytest.fixture
def user_dir(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    folder = paths.user_setups_dir(create=True)
    assert folder == tmp_path / "data" / "mafiamod" / "setups"
    return folder


def test_a_user_setup_is_listed_after_the_built_in_ones(user_dir: Path) -> None:
    shutil.copytree(paths.setups_dir() / "mountainous", user_dir / "my-mountain")
    setups = list_setups()
    ids = [s.id for s in setups]
    assert ids[-1] == "my-mountain" and "mountainous" in ids
    assert [is_builtin(s) for s in setups].count(False) == 1
    info = load_setup("my-mountain")
    assert info.path == user_dir / "my-mountain"
    game = Game.create("my-mountain", ["Ann", "Bob", "Cid", "Dan", "Eve"], seed=1)
    assert game.info.path == user_dir / "my-mountain"
    assert 'setup = "my-mountain"' in game.to_script()


def test_a_broken_or_clashing_user_setup_is_left_out_and_explained(user_dir: Path) -> None:
    shutil.copytree(paths.setups_dir() / "mountainous", user_dir / "mountainous")
    (user_dir / "broken").mkdir()
    (user_dir / "broken" / "setup.toml").write_text("[setup]\nname = 1\n", encoding="utf-8")
    ids = [s.id for s in list_setups()]
    assert "broken" not in ids and ids.count("mountainous") == 1
    assert load_setup("mountainous").path.parent == paths.setups_dir()
    problems = user_setup_problems()
    assert len(problems) == 2
    assert "broken" in problems[0] and "[setup] name" in problems[0]
    assert "a built-in setup has the id 'mountainous'" in problems[1]


def test_an_unknown_id_names_both_kinds(user_dir: Path) -> None:
    shutil.copytree(paths.setups_dir() / "mountainous", user_dir / "mine")
    with pytest.raises(ScriptError, match="mine"):
        load_setup("nope")
    with pytest.raises(ScriptError):
        load_setup("../setups/mountainous")

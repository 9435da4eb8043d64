"""Installed like any Python application: the wheel, in a fresh virtual environment, run from a
folder that is not the source checkout (marked slow: .ci/run runs it with --slow)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow
PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]


def run(*args: str | Path, cwd: Path, env: dict[str, str] | None = None, timeout: int = 600) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, env=env, timeout=timeout
    )
    assert done.returncode == 0, f"{args}\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel built from this checkout installed (its bin folder)."""
    tmp = tmp_path_factory.mktemp("install")
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", tmp / "dist", ROOT, cwd=tmp)
    wheels = list((tmp / "dist").glob("mafiamod-*.whl"))
    assert len(wheels) == 1
    run(sys.executable, "-m", "venv", tmp / "venv", cwd=tmp)
    run(tmp / "venv" / "bin" / "python", "-m", "pip", "install", "-q", wheels[0], cwd=tmp)
    return tmp / "venv" / "bin"


def user_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), QT_QPA_PLATFORM="offscreen")
    env["XDG_DATA_HOME"] = str(home / "data")
    return env


def test_the_installed_app_works_from_any_folder(installed: Path, tmp_path: Path) -> None:
    work = tmp_path / "somewhere"
    work.mkdir()
    env = user_env(tmp_path)
    where = run(
        installed / "python",
        "-c",
        "from mafiamod import paths; print(paths.setups_dir()); print(paths.resource('i18n'))",
        cwd=work,
        env=env,
    )
    assert str(ROOT) not in where and "site-packages" in where  # the package's own copy
    listing = run(installed / "mafiamod", "setups", cwd=work, env=env)
    for setup in ("mountainous", "charge-me-up", "x-shots", "peaky-blinders"):
        assert setup in listing
    (work / "players.txt").write_text("\n".join(PLAYERS), encoding="utf-8")
    new = run(
        installed / "mafiamod",
        "new",
        "--setup",
        "mountainous",
        "--players",
        "players.txt",
        "--seed",
        "7",
        "g.mafia",
        cwd=work,
        env=env,
    )
    assert (work / "g.mafia").is_file() and len(new.split()[-1]) >= 64
    script = ROOT / "tests" / "scenarios" / "mountainous" / "mt-06-self-vote-and-unvote.toml"
    shutil.copy(script, work / "game.toml")
    assert '"winner"' in run(
        installed / "mafiamod", "replay", "game.toml", "--json", cwd=work, env=env
    )
    env["MAFIAMOD_EXIT_WHEN_SHOWN"] = "1"
    env["MAFIAMOD_LANGUAGE"] = "ru"
    shown = run(installed / "mafiamod", "g.mafia", cwd=work, env=env, timeout=120)
    assert "shown" in shown

"""The PyInstaller bundle: scripts/bundle builds it, install.sh puts it in place with its menu
entry, icon and .mafia file type, and it starts with no Python around (slow: .ci/run)."""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from mafiamod import __version__

ROOT = Path(__file__).resolve().parent.parent
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(platform.system() != "Linux", reason="the Linux bundle"),
]


def run(*args: str | Path, env: dict[str, str], cwd: Path, timeout: int = 120) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )
    assert done.returncode == 0, f"{args}\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_the_bundle_installs_and_starts(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    run(ROOT / "scripts" / "bundle", env=env, cwd=ROOT, timeout=2400)
    archive = ROOT / "dist" / f"mafiamod-{__version__}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    prefix, home = tmp_path / "prefix", tmp_path / "home"
    env = dict(env, HOME=str(home), QT_QPA_PLATFORM="offscreen", PATH="/usr/bin:/bin")
    env.update(XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))
    bundle = tmp_path / "unpacked" / f"mafiamod-{__version__}"
    run("sh", bundle / "install.sh", "--prefix", prefix, env=env, cwd=tmp_path)
    share = prefix / "share"
    entry = share / "applications" / "mafiamod.desktop"
    assert f'Exec="{prefix}/lib/mafiamod/mafiamod" %f' in entry.read_text(encoding="utf-8")
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "mafiamod.svg").is_file()
    assert (share / "mime" / "packages" / "mafiamod.xml").is_file()
    if shutil.which("desktop-file-validate"):
        run("desktop-file-validate", entry, env=env, cwd=tmp_path)
    if shutil.which("update-mime-database"):
        globs = (share / "mime" / "globs2").read_text(encoding="utf-8")
        assert "application/x-mafiamod-game:*.mafia" in globs
    app = prefix / "bin" / "mafiamod"
    assert "peaky-blinders" in run(app, "setups", env=env, cwd=tmp_path)
    (tmp_path / "players.txt").write_text("Ann\nBob\nCid\nDan\nEve\n", encoding="utf-8")
    run(
        app,
        "new",
        "--setup",
        "mountainous",
        "--players",
        "players.txt",
        "g.mafia",
        env=env,
        cwd=tmp_path,
    )
    shown = dict(env, MAFIAMOD_EXIT_WHEN_SHOWN="1", MAFIAMOD_LANGUAGE="ru")
    assert "shown" in run(app, "g.mafia", env=shown, cwd=tmp_path)
    run(
        "sh",
        prefix / "lib" / "mafiamod" / "install.sh",
        "--prefix",
        prefix,
        "--uninstall",
        env=env,
        cwd=tmp_path,
    )
    assert not app.exists() and not entry.exists() and not (prefix / "lib" / "mafiamod").exists()

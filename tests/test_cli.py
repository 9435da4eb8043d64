"""The command line: clear errors, never a traceback; every subcommand wired."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from mafiamod.cli import COMMANDS, build_parser, main


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mafiamod", *args], capture_output=True, text=True)


def test_every_subcommand_is_known_to_the_dispatcher() -> None:
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    assert set(sub.choices) == COMMANDS


def test_setups_lists_the_library(capsys) -> None:
    assert main(["setups"]) == 0
    out = capsys.readouterr().out
    for setup in (
        "mountainous",
        "charge-me-up",
        "x-shots",
        "democrabilities",
        "ghoul-duel",
        "peaky-blinders",
    ):
        assert setup in out


def test_replay_errors_are_one_clear_line(tmp_path: Path) -> None:
    script = tmp_path / "bad.toml"
    script.write_text('setup = "nope"\nplayers = ["A"]\n', encoding="utf-8")
    proc = run("replay", str(script), "--json")
    assert proc.returncode == 2
    assert "unknown setup 'nope'" in proc.stderr and "Traceback" not in proc.stderr
    missing = run("replay", str(tmp_path / "missing.toml"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr


def test_new_show_export_reveal_verify(tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text(
        "\n".join(["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]) + "\n\n", encoding="utf-8"
    )
    game = tmp_path / "g.mafia"
    created = run(
        "new", "--setup", "mountainous", "--players", str(players), "--seed", "4", str(game)
    )
    assert created.returncode == 0, created.stderr
    digest = created.stdout.split("SHA-256 ")[1].split()[0]
    assert run("show", str(game)).returncode == 0
    script = run("export", str(game), "--script")
    assert 'setup = "mountainous"' in script.stdout and "seed = 4" in script.stdout
    revealed = tmp_path / "reveal.txt"
    revealed.write_text(run("reveal", str(game)).stdout, encoding="utf-8")
    ok = run("verify", str(revealed), digest)
    assert ok.returncode == 0 and ok.stdout.startswith("OK")
    revealed.write_text(
        revealed.read_text().replace("mafia-goon", "vanilla-townie"), encoding="utf-8"
    )
    assert run("verify", str(revealed), digest).returncode == 1


def test_duplicate_players_are_refused(tmp_path: Path) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Ann\nAnn\nBea\nCal\nDov\n", encoding="utf-8")
    proc = run(
        "new", "--setup", "mountainous", "--players", str(players), str(tmp_path / "g.mafia")
    )
    assert proc.returncode == 2 and "duplicate player names: Ann" in proc.stderr

"""``mafiamod replay`` against ../shared/spec/game-script.md, sentence by sentence: script
errors are one line on standard error with a non-zero exit, never a traceback; the JSON is
UTF-8 whatever the terminal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mafiamod.cli import main

HEAD = """setup = "mountainous"
seed = 1
players = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]
"""
ROLES = """[roles]
Ann = "vanilla-townie"
Bea = "vanilla-townie"
Cal = "vanilla-townie"
Dov = "vanilla-townie"
Eli = "vanilla-townie"
Max = "mafia-goon"
Moe = "mafia-goon"
"""


def refused(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str) -> str:
    """The one error line of replaying ``text`` (asserting exit 2 and nothing on stdout)."""
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    code = main(["replay", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code == 2, out
    assert out == "" and err.count("\n") == 1 and err.startswith("mafiamod: error: "), err
    return err


def test_a_phase_given_twice_is_out_of_order(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """'phases out of order' is a script error: a second D1 was merged into the first."""
    text = HEAD + ROLES + '[[phase]]\nid = "D1"\n[[phase]]\nid = "N1"\n[[phase]]\nid = "D1"\n'
    err = refused(capsys, tmp_path, text)
    assert "phase #3 (D1)" in err and "out of order" in err and "phase #1" in err


def test_the_json_is_utf8_whatever_the_terminal(tmp_path: Path) -> None:
    """The replay JSON is printed as UTF-8 even where the terminal's encoding cannot show
    the names (it was 'internal error (UnicodeEncodeError …)'); a summary replaces them."""
    path = tmp_path / "ru.toml"
    names = ["Аня", "Боря", "Вера", "Гоша", "Даша", "Женя", "Зоя"]
    body = HEAD.replace('["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]', json.dumps(names))
    path.write_text(body + '[[phase]]\nid = "D1"\n', encoding="utf-8")
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    for args in (["--json"], []):
        proc = subprocess.run(
            [sys.executable, "-m", "mafiamod", "replay", str(path), *args],
            capture_output=True,
            env=env,
        )
        assert proc.returncode == 0, proc.stderr
        if args:
            out = json.loads(proc.stdout.decode("utf-8"))
            assert [p["name"] for p in out["players"]] == names

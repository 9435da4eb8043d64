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


def _first_scenario(setup: str) -> Path:
    """A shared acceptance scenario of ``setup`` that replays (no expected error)."""
    import tomllib

    from .scenario_check import SHARED

    for path in sorted((SHARED / "scenarios" / setup).glob("*.toml")):
        spec = tomllib.loads(path.read_text(encoding="utf-8"))
        if "expect_error" not in spec and not any("error" in e for e in spec.get("expect", [])):
            return path
    raise AssertionError(f"no replaying scenario of {setup}")


def _with_pin(path: Path, pin: str) -> str:
    """The scenario's text with ``rng = { pin }`` on its last phase (which has none)."""
    text = path.read_text(encoding="utf-8")
    at = text.rindex("[[phase]]")
    line_end = text.index("\n", text.index("id", at)) + 1
    assert "rng" not in text[at:], path
    return text[:line_end] + f"rng = {{ {pin} }}\n" + text[line_end:]


SETUPS = ["charge-me-up", "x-shots", "democrabilities", "ghoul-duel", "peaky-blinders"]


@pytest.mark.parametrize("setup", SETUPS)
def test_a_draw_name_the_setup_does_not_have(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, setup: str
) -> None:
    """'a pin that is not a legal outcome — checked even when its draw does not happen: …
    a draw name the setup does not have': only the classic setups checked the name."""
    err = refused(capsys, tmp_path, _with_pin(_first_scenario(setup), 'no-such-draw = "x"'))
    assert "no draw 'no-such-draw'" in err


@pytest.mark.parametrize("setup", SETUPS)
def test_a_pin_that_is_not_a_name_is_not_a_legal_outcome(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, setup: str
) -> None:
    """A draw of these setups gives a player's name or a list of names (a pub effect id for
    Peaky's choices): a number pinned on a draw that did not happen was taken silently."""
    draw = {
        "charge-me-up": "lynch-tie",
        "x-shots": "lynch-tie",
        "democrabilities": "killer",
        "ghoul-duel": "convert",
        "peaky-blinders": "danny-victim",
    }[setup]
    err = refused(capsys, tmp_path, _with_pin(_first_scenario(setup), f"{draw} = 5"))
    assert "bad-pin" in err and draw in err


def test_every_draw_the_scenarios_pin_is_a_named_draw() -> None:
    """The draw names declared per setup cover every pin of the acceptance scenarios and of
    our own (a missing name would refuse a good script)."""
    import tomllib

    from mafiamod.setups import build_ruleset, load_setup

    from .scenario_check import ROOT, SHARED

    paths = [*(SHARED / "scenarios").rglob("*.toml"), *(ROOT / "tests/scenarios").rglob("*.toml")]
    for path in paths:
        spec = tomllib.loads(path.read_text(encoding="utf-8"))
        if spec.get("setup") not in SETUPS:
            continue
        if "expect_error" in spec or any(e.get("error") for e in spec.get("expect", [])):
            continue  # a refused script (cmu-audit-12 pins a draw the setup lacks on purpose)
        ruleset = build_ruleset(load_setup(spec["setup"]))
        for phase in spec.get("phase", []):
            for name in phase.get("rng", {}):
                assert ruleset.has_draw(name), (path.name, name)


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ('[[phases]]\nid = "D1"\n', "unknown key 'phases'"),  # no phase was played at all
        ('[role]\nAnn = "mafia-goon"\n', "unknown key 'role'"),  # a random deal instead
        ("seeds = 4\n", "unknown key 'seeds'"),
        ('[[phase]]\nid = "D1"\nvote = [ { voter = "Ann", target = "Max" } ]\n', "'votes'"),
        ('[[phase]]\nid = "D1"\nvotes = [ { voter = "Ann", targets = "Max" } ]\n', "'target'"),
        (
            '[[phase]]\nid = "D1"\n[[phase]]\nid = "N1"\n'
            'actions = [ { actor = "Max", ability = "factional-kill", target = "Ann" } ]\n',
            "'targets'",
        ),
    ],
)
def test_a_misspelt_key_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, body: str, words: str
) -> None:
    """A stranger's typo was silently ignored (exit 0, a different game): the script's own
    keys are the spec's, and a near miss of an entry's key is no setup's field."""
    text = HEAD + ROLES + body if body.startswith("[") else body + HEAD + ROLES
    assert words in refused(capsys, tmp_path, text)


def test_the_keys_replay_ignores_are_taken(tmp_path: Path, capsys) -> None:
    """'A script may also carry title, notes and [[expect]] tables; replay ignores them';
    a setup's own entry fields (Peaky's 'at', a phase's 'deadline') are not near misses."""
    extra = 'title = "t"\nnotes = "n"\nexpect_error = ""\n'
    path = tmp_path / "ok.toml"
    path.write_text(
        extra + HEAD + ROLES + '[[phase]]\nid = "D1"\n[[expect]]\nwinner = ""\n', encoding="utf-8"
    )
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["phases"][0]["id"] == "D1"


def test_a_phase_s_title_and_notes_are_ignored(tmp_path: Path, capsys) -> None:
    """The spec's 'title, notes … replay ignores them' holds inside a phase too: a phase's
    'notes' was refused as a misspelling of 'votes', and neither reaches the setup's rules
    (the game is the one played without them)."""

    def play(extra: str) -> dict:
        path = tmp_path / "p.toml"
        path.write_text(
            HEAD
            + ROLES
            + '[[phase]]\nid = "D1"\n'
            + extra
            + 'votes = [ { voter = "Ann", target = "Max" } ]\n',
            encoding="utf-8",
        )
        assert main(["replay", str(path), "--json"]) == 0
        return json.loads(capsys.readouterr().out)

    plain = play("")
    assert play('title = "the first day"\nnotes = "Ann posted late"\n') == plain


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ('[[phase]]\nid = "X9"\n', "unknown phase id 'X9' (phase #1): expected 'D1'"),
        ('[[phase]]\nid = "N1"\n', "phase 'N1' (phase #1) is out of order: expected 'D1'"),
    ],
)
def test_an_unknown_phase_id_and_phases_out_of_order(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, body: str, words: str
) -> None:
    """The spec's two script errors 'an unknown … phase id' and 'phases out of order' say
    which of the two they are (an unknown id read 'out of order')."""
    assert words in refused(capsys, tmp_path, HEAD + ROLES + body)


def test_a_wrong_player_count_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = 'setup = "cop-9"\nplayers = ["A", "B", "C"]\n'
    assert "wrong player count: cop-9 needs exactly 9 players, the script has 3" in refused(
        capsys, tmp_path, text
    )


def test_a_script_saved_with_a_byte_order_mark(tmp_path: Path, capsys) -> None:
    """Windows editors save UTF-8 with a BOM: it was 'not valid TOML … line 1, column 1'."""
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + (HEAD + ROLES + '[[phase]]\nid = "D1"\n').encode())
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["setup"] == "mountainous"


@pytest.mark.parametrize("setup", ["mountainous", *SETUPS])
def test_a_pin_naming_no_player_is_not_a_legal_outcome(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, setup: str
) -> None:
    """Every setup words it as the spec does ('a pin that is not a legal outcome'; the
    classic setups said only 'is not a player')."""
    draw = {"mountainous": "lynch-tie", "democrabilities": "killer", "ghoul-duel": "convert"}
    pin = f'{draw.get(setup, "lynch-tie" if setup != "peaky-blinders" else "danny-victim")} = "Zed"'
    err = refused(capsys, tmp_path, _with_pin(_first_scenario(setup), pin))
    assert "bad-pin" in err and "'Zed' is not a legal outcome" in err

"""Every CLI error is exit status 2 and one line on standard error (issue 13, finding
"storage errors become tracebacks", "script and file values are not type-checked")."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafiamod.cli import main
from mafiamod.engine.errors import toml_literal

PLAYERS = "\n".join(["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]) + "\n"


def fails(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    try:
        code = main(list(args))
    except SystemExit as exc:
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.count("\n") == 1 and err.startswith("mafiamod: error: "), err
    assert "Traceback" not in err
    return err


def script(tmp_path: Path, body: str, name: str = "s.toml") -> str:
    file = tmp_path / name
    file.write_text('setup = "mountainous"\nplayers = ["A1", "B2", "C3", "D4", "E5"]\n' + body)
    return str(file)


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ("[config]\nmafia = 1000000000000\n", "mafia"),
        ('[config]\nmafia = "two"\n', "mafia"),
        ("[config]\nmafia = -3\n", "mafia"),
        ('[[phase]]\nid = "D1"\nrng = { deal = 5 }\n', "D1"),
        ('[[phase]]\nid = "D1"\nrng = { deal = [["A1"]] }\n', "D1"),
        ("seed = 100000000000000000000\n", "seed"),
        ("seed = -1\n", "seed"),
        ('[roles]\nA1 = { role = "mafia-goon", shots = 10000000000 }\n', "shots"),
        ("[roles]\nA1 = 5\n", "A1"),
    ],
)
def test_bad_script_values_are_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], body: str, words: str
) -> None:
    text = script(tmp_path, "")
    Path(text).write_text(
        Path(text).read_text().replace("\n", "\n" + body, 1)
        if body.startswith("seed")
        else Path(text).read_text() + body
    )
    assert words in fails(capsys, "replay", text, "--json")


def test_toml_literal_writes_values_as_toml() -> None:
    assert toml_literal("two") == '"two"'
    assert toml_literal('say "hi"\\\n') == '"say \\"hi\\"\\\\\\n"'
    assert toml_literal("\x01") == '"\\u0001"'
    assert toml_literal(True) == "true" and toml_literal(False) == "false"
    assert toml_literal(-3) == "-3" and toml_literal(1.5) == "1.5"
    assert toml_literal(float("inf")) == "inf" and toml_literal(float("nan")) == "nan"
    assert toml_literal([1, "a", [True]]) == '[1, "a", [true]]'
    assert toml_literal({"cop": 1, "c p": "x"}) == '{ cop = 1, "c p" = "x" }'
    assert toml_literal({}) == "{}" and toml_literal([]) == "[]"


CLASSIC = (
    'setup = "classic"\nplayers = ["A1", "B2", "C3", "D4", "E5"]\n'
    '[[phase]]\nid = "D1"\nvotes = []\n'
)


@pytest.mark.parametrize(
    ("setup", "config", "quoted"),
    [
        ("mountainous", 'mafia = "two"', 'mafia = "two"'),
        ("mountainous", "mafia = true", "mafia = true"),
        ("mountainous", 'tie = "coin"', 'tie = "coin"'),
        ("mountainous", "tie = false", "tie = false"),
        ("classic", 'tie = "coin"', 'tie = "coin"'),
        ("classic", "tie = true", "tie = true"),
        ("classic", 'no_lynch = "yes"', 'no_lynch = "yes"'),
        ("classic", "majority = [1, 2]", "majority = [1, 2]"),
        ("classic", "majority = 'x'", 'majority = "x"'),
        ("classic", "start = 1.5", "start = 1.5"),
        ("classic", 'roles = { cop = "one" }', 'cop = "one"'),
        ("classic", "roles = { cop = true }", "cop = true"),
        ("classic", 'roles = { "no such" = 1 }', 'unknown role "no such"'),
    ],
)
def test_config_errors_quote_the_value_as_toml(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], setup: str, config: str, quoted: str
) -> None:
    """A bad ``[config]`` value is quoted as it is written in TOML: text in double quotes,
    booleans as ``true``/``false``, lists as TOML lists (never Python's ``'x'``/``True``)."""
    file = tmp_path / "s.toml"
    if setup == "classic":
        file.write_text(CLASSIC.replace("[[phase]]", f"[config]\n{config}\n[[phase]]", 1))
    else:
        file.write_text(Path(script(tmp_path, f"[config]\n{config}\n")).read_text())
    err = fails(capsys, "replay", str(file), "--json")
    assert quoted in err, err
    assert "True" not in err and "False" not in err and "'" not in err, err


def test_a_long_setup_id_and_a_non_utf8_script(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    long = tmp_path / "long.toml"
    long.write_text(f'setup = "{"x" * 300}"\nplayers = ["A"]\n')
    assert "setup" in fails(capsys, "replay", str(long))
    latin = tmp_path / "latin.toml"
    latin.write_bytes('setup = "mountainous"\nplayers = ["Café"]\n'.encode("latin-1"))
    assert "UTF-8" in fails(capsys, "replay", str(latin))


def test_new_refuses_bad_seeds_folders_and_player_lists(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = tmp_path / "players.txt"
    players.write_text(PLAYERS)
    game = str(tmp_path / "g.mafia")
    assert "seed" in fails(
        capsys,
        "new",
        "--setup",
        "mountainous",
        "--players",
        str(players),
        "--seed",
        str(10**20),
        game,
    )
    assert "seed" in fails(
        capsys, "new", "--setup", "mountainous", "--players", str(players), "--seed", "-1", game
    )
    missing = str(tmp_path / "missing" / "g.mafia")
    assert "no such folder" in fails(
        capsys, "new", "--setup", "mountainous", "--players", str(players), missing
    )
    assert not (tmp_path / "missing").exists()
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Café\nBea\nCal\nDov\nEli\n".encode("latin-1"))
    assert "UTF-8" in fails(capsys, "new", "--setup", "mountainous", "--players", str(latin), game)
    clash = tmp_path / "clash.txt"
    clash.write_text("Ann\nаnn\nCal\nDov\nEli\n")  # a Cyrillic а
    assert "same name" in fails(
        capsys, "new", "--setup", "mountainous", "--players", str(clash), game
    )
    assert "--setup" in fails(capsys, "new", game)  # a usage mistake is one line too


def test_export_verify_and_show_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    players = tmp_path / "players.txt"
    players.write_text(PLAYERS)
    game = str(tmp_path / "g.mafia")
    assert main(["new", "--setup", "mountainous", "--players", str(players), game]) == 0
    capsys.readouterr()
    out = str(tmp_path / "missing" / "x.toml")
    assert "no such folder" in fails(capsys, "export", game, "--script", "-o", out)
    assert "cannot read" in fails(capsys, "verify", str(tmp_path / "nope.txt"), "0" * 64)
    reveal = tmp_path / "r.txt"
    reveal.write_text("x")
    assert "SHA-256" in fails(capsys, "verify", str(reveal), "not-a-hash")
    assert "no such file" in fails(capsys, "show", str(tmp_path / "nope.mafia"))
    (tmp_path / "junk.mafia").write_bytes(b"\x00" * 100)
    assert "not a MafiaMod game file" in fails(capsys, "show", str(tmp_path / "junk.mafia"))

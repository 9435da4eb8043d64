"""Every CLI error is exit status 2 and one line on standard error (issue 13, finding
"storage errors become tracebacks", "script and file values are not type-checked")."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafiamod.cli import main

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

"""The minimal failing inputs a mutation fuzzer found (session 20, ``scriptfuzz``): each bad
script is refused in one line that names the problem and where it is, with the script's own
values written as TOML (never a Python ``repr`` such as ``{'a': 1}``), long values cut, and no
internal error. One case per class of bug."""

from __future__ import annotations

import json
import re
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mafiamod.cli import main
from mafiamod.engine.errors import SHOWN_TEXT, KnownError, ScriptError

HEAD = 'setup = "mountainous"\nseed = 1\nplayers = ["Ann", "Bea", "Cal", "Dov", "Eli"]\n'
#: what a clear line never holds: a Python repr, an exception's type, a traceback
NOISE = re.compile(
    r"\{'|\[\('|<class |object at 0x|Traceback|internal error|TypeError|KeyError|ValueError"
)

CASES = [
    # an unknown moderator entry is quoted as TOML
    (
        HEAD + '[[phase]]\nid = "D1"\nmoderator = [ { modkil = "Ann" } ]\n',
        ["D1", 'modkil = "Ann"'],
    ),
    # a moderator entry's name that is a table, a number or a list
    (
        HEAD + '[[phase]]\nid = "D1"\nmoderator = [ { replace = { x = "Ann" }, by = "Zed" } ]\n',
        ["D1", "'replace' must be a player name"],
    ),
    (HEAD + '[[phase]]\nid = "D1"\nmoderator = [ { modkill = 3 } ]\n', ["D1", "'modkill'"]),
    (HEAD + '[[phase]]\nid = "D1"\nmoderator = [ { modkill = ["Ann"] } ]\n', ["D1", "'modkill'"]),
    # a modkill of a player already dead names its phase
    (
        HEAD + '[[phase]]\nid = "D1"\nmoderator = [ { modkill = "Ann" }, { modkill = "Ann" } ]\n',
        ["phase D1", "modkill", "'Ann'"],
    ),
    # a pin of a table is written as TOML
    (HEAD + '[[phase]]\nid = "D1"\nrng = { deal = { a = 1 } }\n', ["D1", "deal", "{ a = 1 }"]),
    # an empty alignment is not "the role's own"
    (
        HEAD + '[roles]\nAnn = { role = "mafia-goon", alignment = "" }\n'
        'Bea = "vanilla-townie"\nCal = "vanilla-townie"\nDov = "vanilla-townie"\n'
        'Eli = "vanilla-townie"\n',
        ["[roles] Ann", "'alignment'"],
    ),
    (HEAD + '[roles]\nAnn = ""\n', ["[roles] Ann", "empty"]),
    # a modifier that is not an id (a list) is an unknown modifier, not a TypeError
    (
        'setup = "classic"\nseed = 1\nplayers = ["Ann", "Bob", "Cat", "Dan", "Eve"]\n'
        '[roles]\nAnn = { role = "cop", modifiers = [["ninja"]] }\nBob = "mafia-goon"\n'
        'Cat = "vanilla-townie"\nDan = "vanilla-townie"\nEve = "vanilla-townie"\n'
        '[[phase]]\nid = "D1"\n',
        ["[roles] Ann", "unknown modifier", '["ninja"]'],
    ),
    # an invisible character in a name is escaped once, the rest of the name as written
    (
        'setup = "mountainous"\nplayers = ["Ann\\u0000", "Пётр", "Cal", "Dov", "Eli"]\n',
        ["player name 'Ann\\x00'", "control character"],
    ),
    # a setup's own list of values, quoted as TOML
    (
        'setup = "x-shots"\nplayers = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", '
        '"B1", "B2", "B3", "B4"]\n[[phase]]\nid = "pregame"\nrolls = [1, { a = 1 }, 9, 1]\n',
        ["pregame", "rolls", "[1, { a = 1 }, 9, 1]"],
    ),
    # a very long value is cut, the line stays readable
    (
        HEAD
        + '[[phase]]\nid = "D1"\nvotes = [ { voter = "Ann", target = "'
        + "x" * 5000
        + '" } ]\n',
        ["D1", "vote target", "…"],
    ),
]


@pytest.mark.parametrize(("text", "words"), CASES)
def test_bad_script_is_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, words: list[str]
) -> None:
    file = tmp_path / "s.toml"
    file.write_text(text, encoding="utf-8")
    code = main(["replay", str(file), "--json"])
    captured = capsys.readouterr()
    err = captured.err
    assert code == 2, (captured.out[:300], err)
    assert err.count("\n") == 1 and err.startswith("mafiamod: error: "), err
    assert not NOISE.search(err), err
    assert len(err) < 400, err
    for word in words:
        assert word in err, (word, err)


def test_error_params_are_shown_as_toml_and_cut() -> None:
    """Every KnownError (not only a script's) writes a table or list param as TOML and cuts
    a long text; a location param (``where``, ``source``, ``path``) is kept whole."""
    err = ScriptError("entry {entry!r} of {name!r}", entry={"a": 1, "b": [1, "x"]}, name="Ann")
    assert str(err) == "entry { a = 1, b = [1, \"x\"] } of 'Ann'"
    long = KnownError("{name} at {source}", name="y" * 1000, source="/p/" + "z" * 300)
    name, _, source = str(long).partition(" at ")
    assert len(name) == SHOWN_TEXT and name.endswith("…")
    assert source == "/p/" + "z" * 300


def _setup_copy(tmp_path: Path, setup: str, change: Callable[[dict[str, Any]], None]) -> Path:
    import tomllib

    from mafiamod.engine.errors import toml_literal

    folder = tmp_path / setup
    shutil.copytree(Path(__file__).parents[1] / "setups" / setup, folder)
    data = tomllib.loads((folder / "setup.toml").read_text(encoding="utf-8"))
    change(data)
    lines = [f"{key} = {toml_literal(value)}" for key, value in data.items()]
    (folder / "setup.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("setup", "change", "words"),
    [
        # a top-level table that is not a table: named once, no internal error
        ("ghoul-duel", lambda d: d.update(players=5), "[players]: expected a table"),
        ("x-shots", lambda d: d.update(abilities="x"), "[abilities]: expected a table"),
        ("mountainous", lambda d: d.update(roles=[1]), "[roles]: expected a table"),
        # a value quoted as TOML
        ("vig-10", lambda d: d["players"].update(max={"x": 10}), "{ x = 10 }"),
        ("charge-me-up", lambda d: d["abilities"]["track"].update(step={"a": 1}), "{ a = 1 }"),
        # a setup-specific table of the wrong shape: the rules' own words
        (
            "x-shots",
            lambda d: d["rolls"]["mafia"]["5"].update(roles=[["rolecop"]]),
            "[rolls]",
        ),
        ("democrabilities", lambda d: d["effects"].update(track=5), "[effects.track]"),
        (
            "democrabilities",
            lambda d: d["effects"]["track"].update(text_by_config="x"),
            "[effects.track] text_by_config: expected a table",
        ),
        # an ability the rules read is missing, or has a number of targets they do not read
        ("ghoul-duel", lambda d: d.pop("abilities"), "[abilities.ghoul]: missing"),
        (
            "ghoul-duel",
            lambda d: d["abilities"]["ghoul"].update(targets=0),
            "[abilities.ghoul] targets: must be 1",
        ),
        (
            "ghoul-duel",
            lambda d: d["abilities"]["factional-kill"].update(targets=[1, 2]),
            "[abilities.factional-kill] targets: must be 1",
        ),
        (
            "x-shots",
            lambda d: d["abilities"]["bus-drive"].update(targets=1),
            "[abilities.bus-drive] targets: must be 2",
        ),
        (
            "mountainous",
            lambda d: d["abilities"]["factional-kill"].update(targets=0),
            "[abilities.factional-kill] targets: must be 1",
        ),
        (
            "peaky-blinders",
            lambda d: d["abilities"]["newspaper-feature"].update(targets=1),
            "[abilities.newspaper-feature] targets: must be 2",
        ),
        (
            "charge-me-up",
            lambda d: d["abilities"]["protect"].update(targets=[0, 1]),
            "[abilities.protect] targets: must be 1",
        ),
        # the classic library reads one number of targets, not a list
        (
            "mountainous",
            lambda d: d["abilities"]["factional-kill"].update(targets=[1]),
            "[abilities.factional-kill] targets: must be one number",
        ),
        # a scaled deal's share that is not a whole number (or divides by zero)
        ("mountainous", lambda d: d["deal"]["scaled"].update(per=0), "per must be a whole"),
        ("mountainous", lambda d: d["deal"]["scaled"].update(per="x"), "per must be a whole"),
        ("mountainous", lambda d: d["deal"]["scaled"].update(min=[]), "min must be a whole"),
        (
            "charge-me-up",
            lambda d: d["roles"]["rolecop"].update(aliases=5),
            "[roles.rolecop] aliases: expected a list",
        ),
        (
            "peaky-blinders",
            lambda d: d["roles"]["thomas-shelby"].update(rank=""),
            "[roles.thomas-shelby] rank: expected a whole number",
        ),
        # a pool the rolls can give with no Mafia row, a roll with no Town row
        (
            "x-shots",
            lambda d: d["rolls"]["mafia"].pop("16"),
            "[rolls.mafia]: no row for a Town pool of 16",
        ),
        ("x-shots", lambda d: d["rolls"]["town"].pop("7"), "[rolls.town]: no row for the roll 7"),
        # a config declaration of the wrong kind, read by a role's abilities_by_config
        ("ghoul-duel", lambda d: d.update(config=5), "[config]: expected a table"),
        ("ghoul-duel", lambda d: d["config"].update(ghoul_shot="x"), "[config.ghoul_shot]"),
        ("ghoul-duel", lambda d: d["config"]["ghoul_shot"].update(choices=5), "choices"),
        # as many roles as players, a scaled deal of the right shape
        ("x-shots", lambda d: d["players"].update(min=5), "roles for 5 players"),
        ("mountainous", lambda d: d["deal"].update(scaled=5), "[deal] scaled"),
    ],
)
def test_check_setup_of_a_broken_table_is_clear(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    setup: str,
    change: Callable[[dict[str, Any]], None],
    words: str,
) -> None:
    folder = _setup_copy(tmp_path, setup, change)
    assert main(["check-setup", str(folder)]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert lines and not any(NOISE.search(line) for line in lines), lines
    assert any(words in line for line in lines), lines


def test_a_post_of_thousands_of_votes_on_one_line_is_read_in_linear_time(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each vote's name ran to the end of its line: 20,000 votes on one line took 15 s."""
    posts = tmp_path / "posts.jsonl"
    posts.write_text(
        json.dumps({"number": 1, "author": "Ann", "text": "##vote Bea " * 30000}) + "\n",
        encoding="utf-8",
    )
    players = tmp_path / "players.txt"
    players.write_text("Ann\nBea\nCal\n", encoding="utf-8")
    began = time.perf_counter()
    assert main(["votes", str(posts), "--players", str(players), "--json"]) == 0
    assert time.perf_counter() - began < 10
    assert json.loads(capsys.readouterr().out)["tally"][0]["target"] == "Bea"


@pytest.mark.parametrize(
    ("sql", "words"),
    [
        # a format number no MafiaMod wrote: damaged, not "needs updating"
        ("UPDATE game SET schema_version = -1", "damaged (file format -1)"),
        ("UPDATE game SET schema_version = 0", "damaged (file format 0)"),
        # a table gone: damaged, not "cannot be written"
        ("DROP TABLE events", "the file is damaged"),
        # no migration stamp: damaged, not "needs updating" (nothing to update from)
        ("DROP TABLE alembic_version", "the game file is damaged (its alembic_version"),
        ("DELETE FROM alembic_version", "the game file is damaged (its alembic_version"),
    ],
)
@pytest.mark.parametrize("command", [["export", "--script"], ["export"], ["show"]])
def test_a_damaged_game_file_is_one_clear_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    sql: str,
    words: str,
    command: list[str],
) -> None:
    import sqlite3

    from mafiamod.game import Game, create_game

    path = tmp_path / "g.mafia"
    game = Game.create("mountainous", ["Ann", "Bea", "Cal", "Dov", "Eli"], seed=3)
    create_game(path, game).store.close()
    with sqlite3.connect(path) as conn:
        conn.execute(sql)
    before = path.read_bytes()
    assert main([command[0], str(path), *command[1:]]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err and not NOISE.search(err), err
    assert path.read_bytes() == before  # the game file is sacred


@pytest.mark.parametrize(
    "argv",
    [
        ["votes"],
        ["votes", "x.jsonl", "--players"],
        ["votes", "x.jsonl", "--players", "p.txt", "--from", "q"],
    ],
)
def test_votes_usage_errors_start_like_every_other_command(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("mafiamod: error: votes "), err
    assert "(see mafiamod votes --help)" in err


@pytest.mark.parametrize("source", ["ftp://example.org/t/1", "FILE:///tmp/page.html", "gopher://x"])
def test_a_votes_source_of_another_scheme_is_not_a_file_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], source: str
) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Ann\nBea\n", encoding="utf-8")
    assert main(["votes", source, "--players", str(players)]) == 2
    err = capsys.readouterr().err
    scheme = source.partition("://")[0]
    assert err == (
        f"mafiamod: error: {source}: only http:// and https:// addresses are read, "
        f"not {scheme}://\n"
    )

"""``mafiamod votes``: the contract's JSON; errors one line with exit status 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mafiamod.cli import main

from .forums import PLAYER_FILE, RENDERERS, THREAD


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mafiamod", "votes", *args],
        capture_output=True,
        text=True,
        input=stdin,
    )


@pytest.fixture
def players(tmp_path: Path) -> Path:
    path = tmp_path / "players.txt"
    path.write_text(PLAYER_FILE + "Vivax = viv, vx\n", encoding="utf-8")
    return path


def test_json_of_a_saved_page(tmp_path: Path, players: Path, capsys) -> None:
    page = tmp_path / "page.html"
    page.write_text(RENDERERS["XenForo 2"](THREAD), encoding="utf-8")
    assert main(["votes", str(page), "--players", str(players), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"votes", "uncertain", "tally", "not_voting", "posts_read"}
    assert out["posts_read"] == 7 and out["uncertain"] == []
    assert out["votes"][1] == {
        "post": 4,
        "voter": "Koshi",
        "target": "Oatsmaster",
        "raw": "##vote oatsmastr",
        "match": "fuzzy",
        "score": out["votes"][1]["score"],
    }
    assert 0.8 <= out["votes"][1]["score"] < 1
    assert out["tally"][0] == {"target": "Oatsmaster", "count": 2, "voters": ["Koshi", "Vivax"]}
    assert out["not_voting"] == ["Oatsmaster", "Wile E. Coyote"]


def test_options_from_to_alias_no_lynch_syntax(tmp_path: Path, players: Path, capsys) -> None:
    posts = tmp_path / "p.jsonl"
    rows = [
        {"number": 1, "author": "Koshi", "bbcode": "##vote vx"},
        {"number": 2, "author": "Oatsmaster", "bbcode": "##vote bob"},
        {"number": 3, "author": "batsnacks", "bbcode": "##vote pass"},
        {"number": 4, "author": "Vivax", "bbcode": "[b]VOTE: Koshi[/b]"},
    ]
    posts.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    args = [str(posts), "--players", str(players), "--json", "--alias", "bob=batsnacks"]
    main(["votes", *args, "--no-lynch", "pass", "--from", "1", "--to", "3"])
    out = json.loads(capsys.readouterr().out)
    assert [(v["target"], v["match"]) for v in out["votes"]] == [
        ("Vivax", "alias"),
        ("batsnacks", "alias"),
        ("no-lynch", "exact"),
    ]
    assert out["posts_read"] == 3
    main(["votes", *args, "--syntax", "teamliquid"])
    out = json.loads(capsys.readouterr().out)
    assert [v["post"] for v in out["votes"] + out["uncertain"]] == [1, 2, 3]


def test_pasted_text_on_stdin(players: Path) -> None:
    proc = run("-", "--players", str(players), "--json", stdin="#5 Koshi\n##vote wile\n")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["votes"][0]["target"] == "Wile E. Coyote"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["nope.html", "--players", "PLAYERS"], "nope.html: cannot be read"),
        (["PAGE", "--players", "missing.txt"], "missing.txt: cannot be read"),
        (["PAGE", "--players", "PLAYERS", "--syntax", "modbot"], "unknown vote syntax"),
        (["PAGE", "--players", "PLAYERS", "--alias", "x"], "NAME=PLAYER"),
        (["PAGE", "--players", "PLAYERS", "--alias", "x=Nobody"], "not a player"),
        (["PAGE", "--players", "PLAYERS", "--from", "x"], "invalid int value"),
        (["PAGE"], "--players"),
        (["JUNK", "--players", "PLAYERS"], "not a thread page"),
    ],
)
def test_errors_are_one_line_exit_2(tmp_path: Path, players: Path, args, message) -> None:
    page = tmp_path / "page.html"
    page.write_text(RENDERERS["MyBB"](THREAD), encoding="utf-8")
    junk = tmp_path / "junk.html"
    junk.write_text("<html><body>hello</body></html>", encoding="utf-8")
    swap = {"PLAYERS": str(players), "PAGE": str(page), "JUNK": str(junk)}
    proc = run(*[swap.get(a, a) for a in args])
    assert proc.returncode == 2
    assert message in proc.stderr
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


def test_from_with_a_thread_url_reads_from_its_page(httpserver, players: Path, capsys) -> None:
    from .test_fetch import FIRST_PAGE, LONG, serve_engine

    asked = serve_engine(httpserver, "phpBB 3", LONG)
    url = httpserver.url_for(FIRST_PAGE["phpBB 3"])
    args = ["votes", url, "--players", str(players), "--delay", "0", "--json"]
    assert main([*args, "--from", "35", "--to", "38"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert asked == [1, 12, 13, 14]  # post 35 is on page 12 (three posts a page)
    assert [v["post"] for v in out["votes"]] == [35, 36, 37, 38]
    assert out["posts_read"] == 4

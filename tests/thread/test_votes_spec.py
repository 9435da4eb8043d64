"""``mafiamod votes`` against ../shared/spec/thread-votes.md: errors are one line on standard
error with exit status 2 (bad options, unreadable files and addresses, a forum's odd
answer); the JSON is UTF-8; the tally's order and ``not_voting`` as the spec words them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from mafiamod.cli import main
from mafiamod.thread.names import norm


def votes(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(["votes", *args])
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code, out, err = votes(capsys, *args)
    assert code == 2 and out == "", out
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    players = tmp_path / "players.txt"
    players.write_text("Vivax\nbatsnacks\nOatsmaster\nKoshi\nWilma\n", encoding="utf-8")
    posts = tmp_path / "posts.jsonl"
    rows = [
        {"number": 1, "author": "Vivax", "bbcode": "##vote batsnacks"},
        {"number": 2, "author": "Koshi", "bbcode": "##vote Oatsmaster"},
        {"number": 3, "author": "Wilma", "bbcode": "##vote Oatsmaster"},
        {"number": 4, "author": "Oatsmaster", "bbcode": "##vote batsnacks"},
        {"number": 5, "author": "Koshi", "bbcode": "##unvote"},
        {"number": 6, "author": "Koshi", "bbcode": "##vote Oatsmaster"},
    ]
    posts.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return players, posts


def test_tally_ties_go_to_who_reached_the_count_first(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path]
) -> None:
    """'wagons … largest first, then by who reached that count first; voters in the order
    they voted'; 'not_voting: living players on the list with no current vote, in list
    order'. Oatsmaster reached 2 first (post 3), lost one (post 5) and reached 2 again
    (post 6) after batsnacks did (post 4)."""
    players, posts = files
    code, out, _ = votes(capsys, str(posts), "--players", str(players), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["tally"] == [
        {"target": "batsnacks", "count": 2, "voters": ["Vivax", "Oatsmaster"]},
        {"target": "Oatsmaster", "count": 2, "voters": ["Wilma", "Koshi"]},
    ]
    assert data["not_voting"] == ["batsnacks"]
    assert [v["target"] for v in data["votes"]][4] == ""  # the unvote is listed
    assert data["posts_read"] == 6


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (["--from", "0"], "--from 0: a post number is 1 or more"),
        (["--to", "-4"], "--to -4: a post number is 1 or more"),
        (["--from", "9", "--to", "3"], "--from 9 is after --to 3"),
        (["--from", "x"], "invalid int value"),
    ],
)
def test_a_bad_option_is_one_line_exit_2(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path], options: list[str], words: str
) -> None:
    """'Errors (… a bad option) are one line on standard error and exit status 2': a post
    range that holds no post was an empty count with exit 0."""
    players, posts = files
    assert words in refused(capsys, str(posts), "--players", str(players), *options)


def test_a_player_list_that_is_not_utf8_is_named(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path], tmp_path: Path
) -> None:
    """The error named no file ('a file is not UTF-8 text')."""
    _, posts = files
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Café\nVivax\n".encode("latin-1"))
    err = refused(capsys, str(posts), "--players", str(latin))
    assert "latin.txt: not UTF-8 text" in err


def test_an_address_that_is_not_one(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path]
) -> None:
    """An unparsable URL was 'internal error (ValueError: Invalid IPv6 URL)'."""
    players, _ = files
    err = refused(capsys, "http://[::1/t/7", "--players", str(players))
    assert "http://[::1/t/7: not a valid address" in err


def test_a_forum_answering_odd_json_is_a_clear_error(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path], httpserver: HTTPServer
) -> None:
    """A topic address answered with JSON that has Discourse's stream but not its posts
    was 'internal error (AttributeError …)'."""
    players, _ = files
    httpserver.expect_request("/t/topic/7.json").respond_with_json(
        {"post_stream": {"stream": [1, 2], "posts": []}}
    )
    httpserver.expect_request("/t/7/posts.json").respond_with_json(["not", "posts"])
    url = httpserver.url_for("/t/topic/7")
    err = refused(capsys, url, "--players", str(players), "--delay", "0")
    assert "the forum's answer cannot be read" in err


def test_the_json_is_utf8_whatever_the_terminal(tmp_path: Path) -> None:
    """Cyrillic names in the JSON were 'internal error (UnicodeEncodeError …)' where the
    terminal's encoding is ASCII."""
    players = tmp_path / "players.txt"
    players.write_text("Томми Шелби\nАртур\n", encoding="utf-8")
    posts = tmp_path / "posts.jsonl"
    posts.write_text(json.dumps({"number": 1, "author": "Артур", "text": "голосую за Томми"}))
    proc = subprocess.run(
        [sys.executable, "-m", "mafiamod", "votes", str(posts), "--players", str(players)]
        + ["--json"],
        capture_output=True,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout.decode("utf-8"))
    assert data["votes"][0]["voter"] == "Артур" and data["votes"][0]["target"] == "Томми Шелби"


def test_files_saved_with_a_byte_order_mark(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A posts file's first line with a BOM was 'not JSON'; a player list's first name
    carried the BOM and matched nobody."""
    players = tmp_path / "players.txt"
    players.write_bytes(b"\xef\xbb\xbfVivax\nbatsnacks\n")
    posts = tmp_path / "posts.jsonl"
    row = {"number": 1, "author": "Vivax", "bbcode": "##vote batsnacks"}
    posts.write_bytes(b"\xef\xbb\xbf" + json.dumps(row).encode())
    code, out, err = votes(capsys, str(posts), "--players", str(players), "--json")
    assert code == 0, err
    assert json.loads(out)["votes"][0]["voter"] == "Vivax"


def test_a_syntax_name_in_any_case(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path]
) -> None:
    """'--syntax NAME': TeamLiquid is teamliquid (it was 'unknown vote syntax')."""
    players, posts = files
    code, out, err = votes(capsys, str(posts), "--players", str(players), "--syntax", "TeamLiquid")
    assert code == 0, err
    assert "6 posts read" in out


def test_a_reader_that_stops_reading_is_no_error(tmp_path: Path) -> None:
    """`mafiamod votes … | head` printed 'mafiamod: error: Broken pipe'."""
    players = tmp_path / "players.txt"
    players.write_text("Vivax\nbatsnacks\n", encoding="utf-8")
    posts = tmp_path / "posts.jsonl"
    row = {"author": "Vivax", "bbcode": "##vote batsnacks"}
    posts.write_text("\n".join(json.dumps({"number": i, **row}) for i in range(1, 20001)))
    cmd = [sys.executable, "-m", "mafiamod", "votes", str(posts), "--players", str(players)]
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.read(10)
        proc.stdout.close()
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=60) == 1
    assert err == ""


def test_an_address_with_its_scheme_in_capitals(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path], httpserver: HTTPServer
) -> None:
    """'a thread URL (http:// or https://)': HTTP://… was read as a file name."""
    from .forums import THREAD, phpbb

    players, _ = files
    httpserver.expect_request("/viewtopic.php").respond_with_data(
        phpbb(THREAD), content_type="text/html"
    )
    url = httpserver.url_for("/viewtopic.php?t=7").replace("http://", "HTTP://")
    code, out, err = votes(capsys, url, "--players", str(players), "--delay", "0", "--json")
    assert code == 0, err
    assert json.loads(out)["posts_read"] == len(THREAD)


@pytest.mark.parametrize(
    ("players", "written", "target", "raw"),
    [
        (
            ["Wile E. Coyote", "Wilma"],
            "Wile E. Coyotte",
            "Wile E. Coyote",
            "##vote Wile E. Coyotte",
        ),
        (
            ["Wile E. Coyote", "Wile"],
            "Wile E. Coyotte.",
            "Wile E. Coyote",
            "##vote Wile E. Coyotte",
        ),
        (["Half the Sky", "Half"], "Half teh Sky", "Half the Sky", "##vote Half teh Sky"),
        (
            ["Half the Sky", "Halfling"],
            "Half teh Sky is scum",
            "Half the Sky",
            "##vote Half teh Sky",
        ),
        (["Half the Sky", "Koshi"], "Half the Skye", "Half the Sky", "##vote Half the Skye"),
    ],
)
def test_a_later_word_misspelt_is_fuzzy_for_the_clearly_best_player(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    players: list[str],
    written: str,
    target: str,
    raw: str,
) -> None:
    """'otherwise by fuzzy similarity, counted when one player is clearly best (fuzzy, with
    its score)': a multi-word name with a later word misspelt is that name, not its leading
    words as a prefix ("Wile E.") nor a shorter player's name ("Half")."""
    roster = tmp_path / "players.txt"
    roster.write_text("\n".join([*players, "Vivax"]) + "\n", encoding="utf-8")
    posts = tmp_path / "posts.jsonl"
    row = {"number": 1, "author": "Vivax", "bbcode": f"##vote {written}"}
    posts.write_text(json.dumps(row) + "\n", encoding="utf-8")
    code, out, _ = votes(capsys, str(posts), "--players", str(roster), "--json")
    assert code == 0
    (vote,) = json.loads(out)["votes"]
    assert (vote["target"], vote["raw"], vote["match"]) == (target, raw, "fuzzy")
    assert 0.8 <= vote["score"] < 1


@pytest.mark.parametrize(
    ("written", "target", "match"),
    [
        ("Koshi lol", "Koshi", "exact"),  # a stray word after a name is not a misspelling
        ("Koshy lol", "Koshi", "fuzzy"),
        ("bats because he lied", "batsnacks", "alias"),
        ("Wile lol", "Wile E. Coyote", "alias"),
    ],
)
def test_stray_words_after_a_name_stay_out_of_it(written: str, target: str, match: str) -> None:
    from mafiamod.thread.names import NameMatcher
    from mafiamod.thread.reader import resolve

    matcher = NameMatcher(["Wile E. Coyote", "Wilma", "Koshi", "batsnacks"])
    used, found = resolve(written, matcher, set())
    assert found is not None
    assert (found.player, found.kind, used) == (target, match, written.split()[0])


def test_a_nicknames_words_do_not_lengthen_a_name() -> None:
    # Oatsmaster is also "zz top": "Oatsmaster (sorry" is still Oatsmaster and a stray word
    from mafiamod.thread.names import NameMatcher
    from mafiamod.thread.reader import resolve

    matcher = NameMatcher(["Oatsmaster", "Vivax"], aliases={"zz top": "Oatsmaster"})
    used, found = resolve("Oatsmaster (sorry)", matcher, set())
    assert found is not None and (used, found.kind) == ("Oatsmaster", "exact")


@pytest.mark.parametrize(
    ("written", "target"),
    [
        ("Sleep Walker.", "Sleep Walker"),  # a player's whole name, not "sleep" and a word
        ("sleep walkr", "Sleep Walker"),
        ("No Lynch Mob", "No Lynch Mob"),
        ("sleep", None),  # the word itself is no lynch, though it begins a name
        ("no lynch, obviously", None),
        ("Sleep for now", None),
    ],
)
def test_a_name_that_begins_with_a_no_lynch_word(written: str, target: str | None) -> None:
    from mafiamod.thread.names import NameMatcher
    from mafiamod.thread.reader import resolve
    from mafiamod.thread.syntax import NO_LYNCH_WORDS

    matcher = NameMatcher(["Sleep Walker", "No Lynch Mob", "Vivax"])
    _, found = resolve(written, matcher, {norm(w) for w in NO_LYNCH_WORDS})
    assert (found.player if found else None) == target


@pytest.mark.parametrize(
    ("players", "written", "candidates"),
    [
        # a prefix of Htsfoo and Half the Sky's initials: "when they fit one player only"
        (["Htsfoo", "Half the Sky"], "HTS", ["Htsfoo", "Half the Sky"]),
        (["Half the Sky", "Htsfoo"], "hts.", ["Half the Sky", "Htsfoo"]),
        # KelsierSC's capitals, a prefix of Kscope
        (["KelsierSC", "Kscope"], "KSC", ["KelsierSC", "Kscope"]),
        # the leading word of one of two names that begin so, another's initials
        (["Wile E. Coyote", "Wilesmith", "Warren Ian Lee"], "Wil", None),
    ],
)
def test_shortened_readings_that_name_different_players_are_uncertain(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    players: list[str],
    written: str,
    candidates: list[str] | None,
) -> None:
    roster = tmp_path / "players.txt"
    roster.write_text("\n".join([*players, "Vivax"]) + "\n", encoding="utf-8")
    posts = tmp_path / "posts.jsonl"
    row = {"number": 1, "author": "Vivax", "bbcode": f"##vote {written}"}
    posts.write_text(json.dumps(row) + "\n", encoding="utf-8")
    code, out, _ = votes(capsys, str(posts), "--players", str(roster), "--json")
    assert code == 0
    result = json.loads(out)
    assert result["votes"] == [] and result["tally"] == []
    (entry,) = result["uncertain"]
    expected = candidates or ["Wile E. Coyote", "Wilesmith", "Warren Ian Lee"]
    assert (entry["raw"], entry["candidates"]) == (f"##vote {written.rstrip('.')}", expected)


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("Htsf", "Htsfoo"),  # a prefix of Htsfoo only
        ("Half", "Half the Sky"),
        ("HtS", None),  # the same letters in any case: both readings
        ("Ht", "Htsfoo"),  # no initials of hers ("hts", "hs")
    ],
)
def test_a_prefix_and_initials_of_one_player_or_of_two(written: str, player: str | None) -> None:
    from mafiamod.thread.names import NameMatcher

    matcher = NameMatcher(["Htsfoo", "Half the Sky", "Koshi"])
    match = matcher.match(written)
    assert match.player == player
    if player is None:
        assert match.kind == "uncertain"
        assert [p for p, _ in match.candidates] == ["Htsfoo", "Half the Sky"]
    else:
        assert match.kind == "alias"


@pytest.mark.parametrize("given", [None, "sleep,no lynch", "Sleep , pass"])
def test_a_no_lynch_word_that_is_a_players_name_is_that_player_with_a_warning(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, given: str | None
) -> None:
    """A no-lynch word naming a player is read as the player, as "Sleep Walker" is; said on
    standard error (the contract's JSON has no key for warnings)."""
    roster = tmp_path / "players.txt"
    roster.write_text("Sleep\nVivax\nKoshi\n", encoding="utf-8")
    posts = tmp_path / "posts.jsonl"
    rows = [
        {"number": 1, "author": "Vivax", "bbcode": "##vote sleep"},
        {"number": 2, "author": "Koshi", "bbcode": "##vote no lynch"},
    ]
    posts.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    extra = [] if given is None else ["--no-lynch", given]
    code, out, err = votes(capsys, str(posts), "--players", str(roster), "--json", *extra)
    assert code == 0
    result = json.loads(out)
    assert set(result) == {"votes", "uncertain", "tally", "not_voting", "posts_read"}
    targets = [(v["target"], v["match"]) for v in result["votes"]]
    assert targets[0] == ("Sleep", "exact")
    if given is None or "no lynch" in given:
        assert targets[1:] == [("no-lynch", "exact")]
    else:  # "no lynch" is no word for no lynch here: a name no player has
        assert targets[1:] == [] and len(result["uncertain"]) == 1
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("mafiamod: warning: the no-lynch word ")
    assert "names the player Sleep" in err


def test_a_no_lynch_word_that_is_an_alias_or_old_name_warns_too(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    roster = tmp_path / "players.txt"
    roster.write_text("Pass -> Vivax\nKoshi = nolynch\nWilma\n", encoding="utf-8")
    posts = tmp_path / "posts.jsonl"
    rows = [
        {"number": 1, "author": "Wilma", "bbcode": "##vote pass"},
        {"number": 2, "author": "Vivax", "bbcode": "##vote nolynch"},
        {"number": 3, "author": "Koshi", "bbcode": "##vote no elimination"},
    ]
    posts.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    code, out, err = votes(
        capsys,
        str(posts),
        "--players",
        str(roster),
        "--json",
        "--no-lynch",
        "pass,nolynch,no elimination",
    )
    assert code == 0
    assert [v["target"] for v in json.loads(out)["votes"]] == ["Vivax", "Koshi", "no-lynch"]
    lines = err.splitlines()
    assert len(lines) == 2 and "Traceback" not in err
    assert "'pass' names the player Vivax" in lines[0]
    assert "'nolynch' names the player Koshi" in lines[1]


def test_no_warning_when_no_lynch_words_name_nobody(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path]
) -> None:
    players, posts = files
    code, _, err = votes(capsys, str(posts), "--players", str(players), "--json")
    assert code == 0 and err == ""


@pytest.mark.parametrize(
    ("numbers", "line", "number", "before"),
    [
        ([1, 2, 2, 3], 3, 2, None),  # a repeated number: two posts at one place
        ([1, 5, 3], 3, 3, 5),  # a post numbered before the one above it
        ([4, 1], 2, 1, 4),
    ],
)
def test_a_posts_file_out_of_order_is_an_error_naming_the_line(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    numbers: list[int],
    line: int,
    number: int,
    before: int | None,
) -> None:
    """'one JSON object per line, in posting order' and 'a post's number is its position
    in the thread': numbers rise down the file (they may skip)."""
    players = tmp_path / "players.txt"
    players.write_text("Vivax\nKoshi\n", encoding="utf-8")
    posts = tmp_path / "posts.jsonl"
    rows = [{"number": n, "author": "Vivax", "bbcode": "##vote Koshi"} for n in numbers]
    posts.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    err = refused(capsys, str(posts), "--players", str(players), "--json")
    assert err.startswith(f"mafiamod: error: {posts}, line {line}: post {number} ")
    if before is None:
        assert f"post {number} again (line {line - 1} is post {number} too)" in err
    else:
        assert f"post {number} after post {before} (line {line - 1})" in err
    assert "Traceback" not in err


def test_an_error_stays_one_line_when_a_no_lynch_word_names_a_player(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Sleep\nVivax\n", encoding="utf-8")
    err = refused(capsys, str(tmp_path / "missing.jsonl"), "--players", str(players))
    assert "missing.jsonl" in err and "warning" not in err


def test_a_posts_file_may_skip_numbers_and_blank_lines(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    players = tmp_path / "players.txt"
    players.write_text("Vivax\nKoshi\n", encoding="utf-8")
    posts = tmp_path / "posts.jsonl"
    rows = [json.dumps({"number": n, "author": "Vivax", "bbcode": "##vote Koshi"}) for n in (2, 9)]
    posts.write_text(rows[0] + "\n\n" + rows[1] + "\n", encoding="utf-8")
    code, out, _ = votes(capsys, str(posts), "--players", str(players), "--json", "--from", "3")
    assert code == 0 and [v["post"] for v in json.loads(out)["votes"]] == [9]

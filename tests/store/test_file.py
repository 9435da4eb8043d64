"""The game file: round trips, crash safety, refusals that leave files untouched."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from mafiamod.commitment import commitment, deal_text, verify_text
from mafiamod.game import Game, create_game, open_game
from mafiamod.store import GameFileError
from mafiamod.store.models import SCHEMA_VERSION

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]


def new_game(path: Path) -> Game:
    return create_game(path, Game.create("mountainous", PLAYERS, seed=11))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_entries_survive_reopening_with_the_same_state(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path)
    game.vote("Ann", "Bea")
    game.vote("Cal", "Bea")
    game.end_phase()
    before = game.export_json()
    game.close()
    again = open_game(path)
    assert again.export_json() == before
    assert [e.kind for e in again.events] == ["vote", "vote", "end-phase"]


def test_undo_and_redo_are_stored(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path)
    game.vote("Ann", "Bea")
    game.vote("Cal", "Dov")
    game.undo()
    game.close()
    reopened = open_game(path)
    assert len(reopened.events) == 1 and reopened.can_redo()
    reopened.redo()
    assert len(open_game(path, read_only=True).events) == 2
    reopened.undo()
    reopened.vote("Eli", "Ann")  # a new entry drops the redo history (kept as discarded)
    assert not open_game(path, read_only=True).can_redo()


def test_a_killed_process_loses_nothing_entered(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    new_game(path).close()
    code = (
        "import os, sys\n"
        "from mafiamod.game import open_game\n"
        f"g = open_game({str(path)!r})\n"
        "g.vote('Ann', 'Bea'); g.vote('Cal', 'Bea')\n"
        "os.kill(os.getpid(), 9)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True)
    assert proc.returncode != 0
    assert [e.payload["voter"] for e in open_game(path).events] == ["Ann", "Cal"]


def test_a_newer_file_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    new_game(path).store.close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE game SET schema_version = ?", (SCHEMA_VERSION + 1,))
    before = digest(path)
    with pytest.raises(GameFileError, match="newer MafiaMod"):
        open_game(path)
    assert digest(path) == before


@pytest.mark.parametrize("content", [b"garbage, not a database", b""])
def test_corrupt_or_empty_files_are_refused_and_untouched(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.mafia"
    path.write_bytes(content)
    with pytest.raises(GameFileError):
        open_game(path)
    assert path.read_bytes() == content


def test_a_foreign_sqlite_file_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (x)")
    before = digest(path)
    with pytest.raises(GameFileError, match="not a MafiaMod game file"):
        open_game(path)
    assert digest(path) == before


def test_create_refuses_to_overwrite(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    path.write_text("keep me")
    with pytest.raises(GameFileError, match="already exists"):
        new_game(path)
    assert path.read_text() == "keep me"


def test_deal_commitment_reveals_and_verifies(tmp_path: Path) -> None:
    game = new_game(tmp_path / "g.mafia")
    text = deal_text(game)
    assert verify_text(text, commitment(game))
    assert not verify_text(text.replace("mafia-goon", "vanilla-townie", 1), commitment(game))
    assert game.opening.salt in text


def test_export_script_replays_to_the_same_state(tmp_path: Path) -> None:
    from mafiamod.script import parse_script

    game = new_game(tmp_path / "g.mafia")
    game.vote("Ann", "Bea")
    game.vote("Cal", "Bea")
    game.vote("Dov", "Bea")
    game.vote("Eli", "Bea")
    game.end_phase()
    mafia = [p.name for p in game.state.players if p.alignment == "mafia" and p.alive][0]
    game.act(mafia, "factional-kill", ["Ann"] if mafia != "Ann" else ["Cal"])
    game.end_phase()
    replayed = Game.from_script(parse_script(game.to_script()))
    assert replayed.export_json()["players"] == game.export_json()["players"]
    assert replayed.export_json()["phases"] == game.export_json()["phases"]

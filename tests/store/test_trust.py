"""The game file can never betray the moderator (issue 13): entries checked before they are
stored, refusals recorded, one writer per file, the ``.mafia`` file always complete, storage
errors as messages."""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from mafiamod.engine.errors import IllegalEntry, KnownError
from mafiamod.game import Game, RefusedEntry
from mafiamod.gamefile import GameFileError, ReadOnlyError, StorageError

from .helpers import holding_process, new_game


def rows(path: Path) -> list[tuple[int, str, str]]:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        return list(conn.execute("SELECT seq, kind, status FROM events ORDER BY seq"))


def test_a_refused_pin_or_moderator_entry_never_reaches_the_file(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path, dealt=False)
    game.vote("Ann", "Bea")
    before = rows(path)
    with pytest.raises(IllegalEntry, match="bad-pin|not a legal"):
        game.pin("deal", ["Zed", "Ann"])
    with pytest.raises(IllegalEntry):
        game.modkill("Zed")
    with pytest.raises(IllegalEntry):
        game.replace("Ann", "Bea")
    assert rows(path) == before
    assert [e.kind for e in game.events] == ["vote"]


def test_a_players_refused_vote_is_kept_only_as_a_refusal_record(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path)
    for voter in ("Ann", "Bea", "Cal", "Dov"):
        game.vote(voter, "Max")  # the hammer
    with pytest.raises(RefusedEntry, match="refused") as err:
        game.vote("Eli", "Ann")
    assert err.value.reason == "phase-ended"
    refused = game.refused("D1")
    assert [(r.kind, r.payload["voter"], r.reason) for r in refused] == [
        ("vote", "Eli", "phase-ended")
    ]
    assert "Eli" not in [e.payload.get("voter") for e in game.events]
    assert rows(path)[-1][1:] == ("refused", "active")
    game.end_phase()
    assert {"phase": "D1", "voter": "Eli", "reason": "phase-ended", "refused": True} in [
        {k: r.get(k) for k in ("phase", "voter", "reason", "refused")} for r in game.refused_json()
    ]
    game.close()
    again = Game.open(path)
    assert [r.reason for r in again.refused()] == ["phase-ended"]
    again.undo()  # a refusal record is no entry: undo takes back the end of the day
    assert [e.kind for e in again.events] == ["vote"] * 4
    again.take_back(refused[0].seq)
    assert again.refused() == []
    again.close()
    assert Game.open(path, read_only=True).refused() == []


def test_a_file_holding_an_entry_the_rules_refuse_opens_and_shows_it(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path, dealt=False)
    game.vote("Ann", "Bea")
    game.close()
    with sqlite3.connect(path) as conn:  # what a kill between two transactions once left
        conn.execute(
            "INSERT INTO events (kind, phase, payload, created, status) VALUES "
            "('pin', 'D1', '{\"name\": \"deal\", \"value\": [\"Zed\", \"Ann\"]}', 'x', 'active')"
        )
    again = Game.open(path)
    assert [e.kind for e in again.events] == ["vote"]
    (held,) = again.refused()
    assert held.kind == "pin" and held.reason == "unplayable" and not held.stored
    assert "Zed" in held.words
    again.vote("Cal", "Bea")
    again.take_back(held.seq)
    again.close()
    reopened = Game.open(path, read_only=True)
    assert reopened.refused() == [] and len(reopened.events) == 2


def test_one_writer_a_second_session_opens_read_only(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    first = new_game(path)
    first.vote("Ann", "Bea")
    second = Game.open(path)
    assert second.read_only and "another MafiaMod session" in second.read_only_reason
    assert [e.kind for e in second.events] == ["vote"]
    with pytest.raises(ReadOnlyError, match="read-only"):
        second.vote("Cal", "Bea")
    assert isinstance(ReadOnlyError("x"), KnownError)
    first.vote("Cal", "Bea")  # the reader holds no transaction: the writer goes on
    first.close()
    third = Game.open(path)
    assert not third.read_only and len(third.events) == 2


def test_two_processes_and_a_stale_lock(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    new_game(path).close()
    with holding_process(path):
        other = Game.open(path)
        assert other.read_only and [e.payload["voter"] for e in other.events] == ["Ann"]
        with pytest.raises(ReadOnlyError):
            other.vote("Cal", "Bea")
    # killed with SIGKILL: the lock it held is stale now
    taken = Game.open(path)
    assert not taken.read_only
    taken.vote("Cal", "Bea")
    assert len(taken.events) == 2


def test_the_mafia_file_alone_is_the_whole_game(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path)
    for voter in ("Ann", "Bea", "Cal"):
        game.vote(voter, "Max")
    leftovers = sorted(p.name for p in tmp_path.iterdir() if p.name != ".g.mafia.lock")
    assert leftovers == ["g.mafia"]  # no -wal, no -journal while the game is open
    elsewhere = tmp_path / "copy"
    elsewhere.mkdir()
    shutil.copy(path, elsewhere / "g.mafia")  # a backup, a synced folder, an e-mail
    copy = Game.open(elsewhere / "g.mafia")
    assert [e.payload["voter"] for e in copy.events] == ["Ann", "Bea", "Cal"]
    assert not copy.read_only  # the lock never travels with a copy


def test_save_a_copy_uses_the_backup_api_and_opens(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path)
    game.vote("Ann", "Bea")
    game.save_copy(tmp_path / "copy.mafia")
    assert len(Game.open(tmp_path / "copy.mafia").events) == 1
    with pytest.raises(StorageError, match="no such folder"):
        game.save_copy(tmp_path / "missing" / "copy.mafia")
    reader = Game.open(path)
    assert reader.read_only
    reader.save_copy(tmp_path / "copy2.mafia")  # a read-only session can save a copy too
    assert len(Game.open(tmp_path / "copy2.mafia").events) == 1


def test_a_file_that_vanishes_while_open_is_not_written_blindly(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path)
    game.vote("Ann", "Bea")
    path.unlink()
    with pytest.raises(StorageError, match="moved or deleted.*not saved"):
        game.vote("Cal", "Bea")
    assert [e.payload["voter"] for e in game.events] == ["Ann"]  # the game says what's saved
    game.save_copy(tmp_path / "rescued.mafia")
    assert len(Game.open(tmp_path / "rescued.mafia").events) == 1


def test_a_file_locked_by_another_program_is_a_message(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path)
    game.vote("Ann", "Bea")
    other = sqlite3.connect(path, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        start = time.monotonic()
        with pytest.raises(StorageError, match="locked.*not saved"):
            game.vote("Cal", "Bea")
        assert time.monotonic() - start < 5
    finally:
        other.rollback()
        other.close()
    assert [e.payload["voter"] for e in game.events] == ["Ann"]
    game.vote("Cal", "Bea")
    game.close()
    assert len(Game.open(path).events) == 2


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only files anyway")
def test_a_read_only_file_opens_for_viewing(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = new_game(path)
    game.vote("Ann", "Bea")
    game.close()
    path.chmod(0o444)
    viewer = Game.open(path)
    assert viewer.read_only and "read-only" in viewer.read_only_reason
    assert len(viewer.events) == 1


def test_opened_for_viewing_holds_no_connection(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    writer = new_game(path)
    viewer = Game.open(path, read_only=True)
    assert viewer.read_only and getattr(viewer.storage, "engine", "x") is None
    writer.vote("Ann", "Bea")
    assert not Path(f"{path}-journal").exists()


def test_an_old_wal_file_is_switched_to_the_journal(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    new_game(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
    game = Game.open(path)
    game.vote("Ann", "Bea")
    game.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert not Path(f"{path}-wal").exists()


def test_create_refuses_a_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(GameFileError, match="no such folder"):
        new_game(tmp_path / "nowhere" / "g.mafia")
    assert not (tmp_path / "nowhere").exists()

"""Byte flips and truncations of a game file: every one opens or is refused with a message,
never a traceback (issue 13: 19 of 300 single-byte corruptions gave tracebacks)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from mafiamod.engine.errors import KnownError
from mafiamod.game import Game

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("played") / "g.mafia"
    roles = {p: "vanilla-townie" for p in PLAYERS} | {"Max": "mafia-goon", "Moe": "mafia-goon"}
    game = Game.create("mountainous", PLAYERS, seed=8, roles=roles).save_as(path)
    for voter in PLAYERS[:3]:
        game.vote(voter, "Bea")
    game.note("Ann", "claims cop")
    game.end_phase()
    game.act("Max", "factional-kill", ["Cal"])
    game.end_phase()
    game.mark_sent("D1/post/0")
    game.close()
    return path


def _open_and_play(path: Path) -> str:
    """ "ok", "refused" (a KnownError); anything else fails the test."""
    try:
        game = Game.open(path)
    except KnownError:
        return "refused"
    try:
        game.result()
        game.export_json()
        game.refused()
    except KnownError:
        return "refused"
    finally:
        game.close()
    return "ok"


def test_byte_flips_never_give_a_traceback(played: Path, tmp_path: Path) -> None:
    data = played.read_bytes()
    rng = random.Random(7)
    outcomes: dict[str, int] = {}
    for i in range(300):
        at = rng.randrange(len(data))
        damaged = bytearray(data)
        damaged[at] ^= rng.randrange(1, 256)
        copy = tmp_path / f"flip{i}.mafia"
        copy.write_bytes(bytes(damaged))
        outcome = _open_and_play(copy)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    assert sum(outcomes.values()) == 300 and outcomes.get("refused", 0) > 0


def test_truncations_never_give_a_traceback(played: Path, tmp_path: Path) -> None:
    data = played.read_bytes()
    for i, size in enumerate(sorted({0, 1, 15, 16, 99, 100, *range(0, len(data), 1024)})):
        copy = tmp_path / f"cut{i}.mafia"
        copy.write_bytes(data[:size])
        assert _open_and_play(copy) == "refused" or size >= 4096


def test_a_vote_payload_of_nothing_is_damage_not_a_traceback(played: Path, tmp_path: Path) -> None:
    import sqlite3

    copy = tmp_path / "empty-payload.mafia"
    shutil.copy(played, copy)
    with sqlite3.connect(copy) as conn:
        conn.execute("UPDATE events SET payload = '{}' WHERE kind = 'vote'")
    with pytest.raises(KnownError, match="damaged.*voter"):
        Game.open(copy)

"""Opening a game reads it with plain sqlite3: SQLAlchemy (the writer) is imported by the
first entry, Alembic only to migrate (issue 12: start + open a small game). And the pragmas
every writer's connection needs are in force from the first write on."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from mafiamod.game import Game, create_game

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]

CHILD = """
import sqlite3, sys
from mafiamod.game import Game
game = Game.open(sys.argv[1])
print(len(game.events), "sqlalchemy" in sys.modules, "alembic" in sys.modules)
game.vote("Eli", "Ann")
print("sqlalchemy" in sys.modules, "alembic" in sys.modules)
conn = game.storage.engine.raw_connection()
print(conn.execute("PRAGMA journal_mode").fetchone()[0], conn.execute("PRAGMA synchronous").fetchone()[0])
conn.close()
game.close()
print(len(Game.open(sys.argv[1], read_only=True).events))
"""


def test_opening_imports_no_sqlalchemy_and_the_first_entry_writes(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = create_game(path, Game.create("mountainous", PLAYERS, seed=3))
    game.vote("Ann", "Bea")
    game.vote("Cal", "Bea")
    game.close()
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, check=True
    ).stdout.split("\n")
    assert out[0] == "2 False False"  # read with sqlite3 alone
    assert out[1] == "True False"  # the entry brought the writer, not the migrations
    assert out[2] == "delete 2"  # rollback journal, synchronous FULL
    assert out[3] == "3"

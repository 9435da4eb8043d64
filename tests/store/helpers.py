"""What the store tests share: a dealt seven-player game and a second process holding it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from mafiamod.game import Game

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]
ROLES = {p: "vanilla-townie" for p in PLAYERS} | {"Max": "mafia-goon", "Moe": "mafia-goon"}

#: another process that opens the game, votes once and keeps it open until killed
HOLDER = """
import sys, time
from mafiamod.game import Game
g = Game.open(sys.argv[1])
print("writable" if not g.read_only else "read-only", flush=True)
g.vote("Ann", "Bea")
print("voted", flush=True)
time.sleep(60)
"""


def new_game(path: Path, *, dealt: bool = True) -> Game:
    """A Mountainous game of :data:`PLAYERS` saved at ``path`` (dealt :data:`ROLES`)."""
    return Game.create("mountainous", PLAYERS, seed=11, roles=ROLES if dealt else {}).save_as(path)


@contextmanager
def holding_process(path: Path) -> Iterator[subprocess.Popen[str]]:
    """A second process holds ``path`` open for writing (it has voted Ann → Bea); on exit it
    is killed with SIGKILL, so it never closes the game and its lock stays behind, stale."""
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "writable"
        assert proc.stdout.readline().strip() == "voted"
        yield proc
    finally:
        proc.kill()
        proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()

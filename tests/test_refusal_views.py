"""A player's refused submission is a record of its own kind: never played, not in the replay
JSON (which is what the played entries give, the same as replaying the exported script), and
listed with its reason in every per-phase view: the CLI's ``show`` and the window's timeline
(tests/gui/test_plain_names.py and below)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mafiamod.game import Game, RefusedEntry
from mafiamod.script import parse_script

PLAYERS = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]
ROLES = {p: "vanilla-townie" for p in PLAYERS} | {"Max": "mafia-goon", "Moe": "mafia-goon"}


def refused_game(path: Path) -> Game:
    game = Game.create("mountainous", PLAYERS, seed=11, roles=ROLES).save_as(path)
    for voter in ("Ann", "Bea", "Cal", "Dov"):
        game.vote(voter, "Max")  # the hammer
    with pytest.raises(RefusedEntry):
        game.vote("Eli", "Ann")
    return game


def show(path: Path) -> str:
    out = subprocess.run(
        [sys.executable, "-m", "mafiamod", "show", str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout


def test_the_cli_lists_a_refusal_in_its_phase_with_its_reason(tmp_path: Path) -> None:
    path = tmp_path / "g.mafia"
    game = refused_game(path)
    game.close()
    assert "D1 (open): refused on entry: elimination vote Eli → Ann (phase-ended)" in show(path)
    game = Game.open(path)
    game.end_phase()
    game.close()
    lines = show(path).splitlines()
    d1 = lines.index("D1:")
    assert "  refused on entry: elimination vote Eli → Ann (phase-ended)" in lines[d1:]


def test_the_replay_json_is_what_the_played_entries_give(tmp_path: Path) -> None:
    game = refused_game(tmp_path / "g.mafia")
    game.end_phase()
    exported = game.export_json()
    replayed = Game.from_script(parse_script(game.to_script())).export_json()
    assert exported == replayed  # the refusal record is no input of the game
    (d1,) = [p for p in exported["phases"] if p["id"] == "D1"]
    assert all(r.get("voter") != "Eli" for r in d1["rejected"])
    assert [(r.payload["voter"], r.reason) for r in game.refused("D1")] == [("Eli", "phase-ended")]


@pytest.mark.gui
def test_the_timeline_lists_a_refusal_with_its_reason(tmp_path: Path) -> None:
    from mafiamod.gui.timeline import timeline_rows

    game = refused_game(tmp_path / "g.mafia")
    record = game.records()[-1]
    rows = timeline_rows(record, None, game.refused("D1"))
    texts = [r.text for r in rows if r.kind == "rejected"]
    assert any("Eli" in t and "refused on entry" in t and "votes Ann" in t for t in texts), texts

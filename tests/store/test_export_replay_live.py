"""A game played in a game file, with undone entries, a replacement and a modkill, exports
as a script (``mafiamod export --script``) that ``mafiamod replay`` plays to the same posts
and PMs: the ones the file stored when each phase closed (what the moderator copied)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from mafiamod.cli import main
from mafiamod.engine.errors import IllegalEntry
from mafiamod.game import Game
from mafiamod.script import parse_script

OWN = Path(__file__).resolve().parents[1] / "scenarios"

#: one game of each setup with a moderator's phases to play live (Charge Me Up and X-SHOTS
#: through a pre-game, as a live game has one)
GAMES = {
    "charge-me-up": "charge-me-up/t21-complete-game.toml",
    "ghoul-duel": "ghoul-duel/gd-own-22-whole-game.toml",
    "peaky-blinders": "peaky-blinders/pb-38-whole-game-town-wins.toml",
    "democrabilities": "democrabilities/dem-own-11-exhaustion.toml",
    "mountainous": "mountainous/mtn-digest-20-mafia-winners-include-the-lynched-goon.toml",
}

#: X-SHOTS: a seeded pre-game (its rolls and deal drawn), then two days and two nights
XSHOTS = """setup = "x-shots"
seed = 227
players = ["Ash", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Gum", "Hazel", "Ivy", "Juniper",
           "Kapok", "Larch", "Maple"]
[[phase]]
id = "pregame"
[[phase]]
id = "D1"
votes = [ { voter = "Birch", target = "Elm" }, { voter = "Cedar", target = "Elm" } ]
[[phase]]
id = "N1"
actions = [
  { actor = "Fir", ability = "factional-kill", targets = ["Gum"] },
  { actor = "Gum", ability = "investigate", targets = ["Hazel"] },
  { actor = "Cedar", ability = "vig-kill", targets = ["Kapok"] },
]
[[phase]]
id = "D2"
votes = [ { voter = "Ivy", target = "Fir" }, { voter = "Larch", target = "Fir" } ]
[[phase]]
id = "N2"
actions = [ { actor = "Hazel", ability = "factional-kill", targets = ["Birch"] } ]
"""


def _renamed(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        return [_renamed(v, names) for v in value]
    if isinstance(value, dict):
        return {k: _renamed(v, names) for k, v in value.items()}
    return value


def _try(entry: Any, *args: Any, **kwargs: Any) -> bool:
    """Enter it as the moderator would; a refused entry is the player's mistake (False)."""
    try:
        entry(*args, **kwargs)
    except IllegalEntry:
        return False
    return True


def play_live(text: str, path: Path) -> list[str]:
    """Play the script's phases through the game file's API, adding in the first phase after
    the pre-game an undone modkill, an undone replacement and a kept replacement, in the
    next one a modkill, and in every phase a repeated first entry that is undone."""
    script = parse_script(text)
    game = Game.create(
        script.setup, script.players, seed=script.seed, roles=script.roles, config=script.config
    ).save_as(path)
    names: dict[str, str] = {}
    done: list[str] = []
    replaced_in: int | None = None
    for index, inp in enumerate(script.phases):
        if game.current_phase_id() is None:
            break
        for entry in inp.moderator:
            entry = _renamed(dict(entry), names)
            if "modkill" in entry:
                _try(game.modkill, entry["modkill"])
            elif "replace" in entry:
                _try(game.replace, entry["replace"], entry["by"])
        living = game.open_state().living_names()
        if replaced_in is None and index and inp.id != "pregame" and len(living) > 2:
            game.modkill(living[-1])
            game.undo()
            game.replace(living[-1], "Undone")
            game.undo()
            names[living[0]] = living[0] + "2"
            game.replace(living[0], living[0] + "2")
            replaced_in = index
            done += ["undone modkill", "undone replace", "replace"]
        elif replaced_in is not None and index == replaced_in + 1 and len(living) > 2:
            game.modkill(living[1])
            done.append("modkill")
        for key, value in inp.data.items():
            game.set_data(key, _renamed(value, names))
        for key, value in inp.pins.items():
            game.pin(key, _renamed(value, names))
        undone = False
        for vote_name, votes in inp.votes.items():
            for v in votes:
                args = (_renamed(v.voter, names), _renamed(v.target, names), vote_name)
                extra = _renamed(dict(v.extra), names)
                if _try(game.vote, *args, **extra) and not undone:
                    undone = _try(game.vote, *args, **extra)  # Peaky: a first ballot is final
                    if undone:
                        game.undo()
        for a in inp.actions:
            targets = [_renamed(t, names) for t in a.targets]
            args = (_renamed(a.actor, names), a.ability, targets)
            extra = _renamed(dict(a.extra), names)
            if _try(game.act, *args, **extra) and not undone:
                undone = _try(game.act, *args, **extra)
                if undone:
                    game.undo()
        done += ["undone entry"] * undone
        game.end_phase()
    game.close()
    return done


def _stored(path: Path) -> list[tuple[str, str, str, str]]:
    con = sqlite3.connect(path)
    try:
        rows = con.execute("SELECT phase, kind, coalesce(recipient, ''), text FROM posts")
        return sorted(rows.fetchall())
    finally:
        con.close()


def _replayed(out: dict[str, Any]) -> list[tuple[str, str, str, str]]:
    rows = [(p["id"], q["kind"], "", q["text"]) for p in out["phases"] for q in p.get("posts", [])]
    rows += [(p["id"], q["kind"], q["to"], q["text"]) for p in out["phases"] for q in p["pms"]]
    return sorted(rows)


@pytest.mark.parametrize("setup", [*GAMES, "x-shots"])
def test_an_exported_live_game_replays_to_its_stored_posts(
    setup: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = XSHOTS if setup == "x-shots" else (OWN / GAMES[setup]).read_text(encoding="utf-8")
    game_file = tmp_path / "game.mafia"
    done = play_live(text, game_file)
    assert {"undone modkill", "undone replace", "replace", "modkill", "undone entry"} <= set(done)
    script = tmp_path / "game.toml"
    assert main(["export", str(game_file), "--script", "-o", str(script)]) == 0
    assert main(["export", str(game_file)]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert main(["replay", str(script), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert _replayed(replayed) == _stored(game_file)
    assert replayed == exported

"""Opening a game file the first time (no kept checkpoints, issue 12): its posts are rendered
when first read, never differently; the collector is on again afterwards; a copied state is
as independent as a deep copy."""

from __future__ import annotations

import gc
import pickle
import subprocess
import sys
from pathlib import Path

from mafiamod import fold_cache
from mafiamod.engine.model import _copy_dict
from mafiamod.game import Game, create_game

from .test_checkpoints import opening_of


def played_file(tmp: Path) -> tuple[Path, Game]:
    """A Mountainous game with closed days and nights and an open day (each vote withdrawn
    again: nobody dies), in a file with no kept checkpoints; and the same log without a
    file, rendered at once."""
    path = tmp / "g.mafia"
    create_game(path, Game(opening_of("mountainous"))).close()
    game = Game.open(path)
    names = game.state.names()
    for day in range(3):
        for i in range(3):
            game.vote(names[i], names[(i + 1 + day) % len(names)])
            game.vote(names[i], "")
        game.vote(names[3], names[4])
        if day < 2:
            game.vote(names[3], "")
            game.end_phase()  # the day: nobody lynched
            game.end_phase()  # the night, with no actions
    scratch = Game(game.opening, game.events)
    game.close()
    fold_cache.file_for(path).unlink(missing_ok=True)
    return path, scratch


def test_a_first_open_renders_a_phase_s_posts_only_when_they_are_read(tmp_path: Path) -> None:
    path, scratch = played_file(tmp_path)
    game = Game.open(path)
    try:
        records = [r for r in game.records() if not r.ignored and r.requests]
        assert len(records) >= 3
        assert all(r.pending is not None for r in records)  # nothing rendered yet
        first, rest = records[0], records[1:]
        expected = {r.id: (r.posts, r.pms) for r in scratch.records()}
        assert (first.posts, first.pms) == expected[first.id]
        assert first.pending is None and all(r.pending is not None for r in rest)
        assert [i.key for i in game.post_items(rest[-1].id)] == [
            i.key for i in scratch.post_items() if i.phase == rest[-1].id
        ]
        assert all(r.pending is not None for r in rest[:-1])  # another phase's list: not these
        assert game.export_json() == scratch.export_json()
        assert all(r.pending is None for r in records)
        assert gc.isenabled()
    finally:
        game.close()
    again = Game.open(path)  # the kept checkpoints were kept rendered
    try:
        assert all(r.pending is None for r in again.records())
        assert again.export_json() == scratch.export_json()
    finally:
        again.close()


def test_a_record_not_rendered_yet_is_pickled_rendered(tmp_path: Path) -> None:
    path, scratch = played_file(tmp_path)
    game = Game.open(path)
    try:
        record = next(r for r in game.records() if r.pending is not None)
        copy = pickle.loads(pickle.dumps(record))
        assert copy.pending is None and record.pending is None
        want = next(r for r in scratch.records() if r.id == record.id)
        assert (copy.posts, copy.pms) == (want.posts, want.pms)
    finally:
        game.close()


def test_the_document_does_not_import_jinja2() -> None:
    code = "import sys, mafiamod.game, mafiamod.store; print('jinja2' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_copied_dict_is_as_independent_as_a_deep_copy() -> None:
    shared = [1, 2]
    d = {"a": shared, "b": shared, "c": "x"}
    c = _copy_dict(d)
    assert c == d and c["a"] is c["b"] and c["a"] is not shared  # one list stays one
    nested = {"a": [[1]], "b": {"k": [2]}}
    c = _copy_dict(nested)
    assert c == nested and c["a"][0] is not nested["a"][0] and c["b"]["k"] is not nested["b"]["k"]
    plain = {"m": [], "t": {"x": 1}, "n": None}
    c = _copy_dict(plain)
    assert c == plain and c["m"] is not plain["m"] and c["t"] is not plain["t"]

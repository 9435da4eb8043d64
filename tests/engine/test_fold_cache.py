"""The checkpoints kept between sessions (mafiamod/fold_cache.py) are derived data only: a game
reopened from them gives exactly what a fold from scratch gives, and whatever no longer holds
— another log, other code, a damaged cache — is simply played again."""

from __future__ import annotations

import contextlib
import itertools
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafiamod import fold_cache
from mafiamod.engine.errors import KnownError
from mafiamod.game import Game, create_game

from .test_checkpoints import OPS, SETUPS, check_same_as_scratch, opening_of, step

_files = itertools.count()


def new_file(tmp: Path, setup: str) -> Path:
    path = tmp / f"g{next(_files)}.mafia"
    create_game(path, Game(opening_of(setup))).close()
    return path


def reopen(game: Game) -> Game:
    path = game.path
    assert path is not None
    game.close()  # keeps the checkpoints
    return Game.open(path)


@pytest.mark.parametrize("setup", sorted(SETUPS))
def test_a_reopened_game_equals_the_fold_from_scratch(setup: str, tmp_path: Path) -> None:
    @settings(
        max_examples=5,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )
    @given(OPS, st.sets(st.integers(0, 19), max_size=4))
    def run(ops: list[tuple[str, int, int, int]], reopen_after: set[int]) -> None:
        game = Game.open(new_file(tmp_path, setup))
        try:
            for position, (op, a, b, c) in enumerate(ops):
                with contextlib.suppress(KnownError):  # a refused entry stores nothing
                    step(game, op, a, b, c)
                if position in reopen_after:
                    game = reopen(game)
                    check_same_as_scratch(game)
            game = reopen(game)
            check_same_as_scratch(game)
        finally:
            game.close()

    run()


def played_game(tmp: Path) -> Game:
    game = Game.open(new_file(tmp, "mountainous"))
    names = list(game.opening.players)
    for _ in range(4):
        game.vote(names[0], names[1])
        game.vote(names[0], "")  # nobody is lynched, nobody is killed
        game.end_phase()
        game.end_phase()
    game.vote(names[2], names[3])
    return game


def test_reopening_plays_almost_nothing_again(tmp_path: Path) -> None:
    game = reopen(played_game(tmp_path))
    game.records()
    game.closed_result()
    assert game._fold is not None and game._fold.played <= 2
    check_same_as_scratch(game)
    game.close()


def test_a_cache_of_another_log_holds_only_where_the_phases_are_the_same(tmp_path: Path) -> None:
    game = played_game(tmp_path)
    path = game.path
    assert path is not None
    game.close()
    old = tmp_path / "old.fold"
    shutil.copy(fold_cache.file_for(path), old)
    game = Game.open(path)
    mafioso = next(p.name for p in game.state.players if p.alignment == "mafia")
    victim = next(p.name for p in game.state.players if p.alignment != "mafia")
    game.act(mafioso, "factional-kill", [victim], phase="N2")  # a correction: N2 on differ
    game.close()
    shutil.copy(old, fold_cache.file_for(path))  # the cache of the log before the correction
    again = Game.open(path)
    check_same_as_scratch(again)
    assert victim not in again.state.living_names()
    # N2 on: D2's boundary reads only whether N2 opens with moderator entries, the same now
    assert again._fold is not None and again._fold.played == 6
    again.close()


def played_elsewhere(tmp: Path, change: Callable[[Game], object]) -> int:
    """Phases played on reopening a game changed by ``change`` in a session whose cache was
    not kept (the cache is the one from before the change)."""
    game = played_game(tmp)
    path = game.path
    assert path is not None
    game.close()
    old = tmp / "old.fold"
    shutil.copy(fold_cache.file_for(path), old)
    game = Game.open(path)
    change(game)
    game.close()
    shutil.copy(old, fold_cache.file_for(path))
    again = Game.open(path)
    try:
        again.records()
        again.closed_result()
        check_same_as_scratch(again)
        assert again._fold is not None
        return again._fold.played
    finally:
        again.close()


def test_an_entry_made_in_another_session_plays_the_open_phase_alone(tmp_path: Path) -> None:
    """A vote in the open phase D5: reopening plays that phase only, not N4 before it too."""

    def vote(game: Game) -> None:
        names = list(game.opening.players)
        game.vote(names[4], names[3])

    assert played_elsewhere(tmp_path, vote) == 1


def test_a_phase_opened_in_another_session_keeps_the_one_before(tmp_path: Path) -> None:
    """D5 ended: reopening plays D5 (its input changed: it is closed now) and N5, not N4."""
    assert played_elsewhere(tmp_path, lambda g: g.end_phase()) == 2


def test_other_code_or_a_damaged_cache_is_played_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = played_game(tmp_path)
    path = game.path
    assert path is not None
    game.close()
    monkeypatch.setattr(fold_cache, "_code", "another version")
    other = Game.open(path)
    check_same_as_scratch(other)
    # every phase once (the closed fold is a prefix of the same fold, nothing played again)
    assert other._fold is not None and other._fold.played == len(other.inputs())
    other.close()  # keeps this version's
    monkeypatch.undo()
    for damage in (b"", b"garbage", fold_cache.file_for(path).read_bytes()[:100]):
        fold_cache.file_for(path).write_bytes(damage)
        again = Game.open(path)
        check_same_as_scratch(again)
        again.close()


def test_lines_written_after_the_fold_are_not_kept(tmp_path: Path) -> None:
    game = played_game(tmp_path)
    path = game.path
    assert path is not None
    game.close()
    snapshot = fold_cache.load(path, Game.open(path, read_only=True)._fold_key())
    assert snapshot is not None and len(snapshot.records) == len(snapshot.digests) > 8
    for record in snapshot.records:
        assert not any(line.startswith(fold_cache.AFTER_FOLD) for line in record.trace)


def test_an_unchanged_file_is_not_parsed_again_and_a_changed_one_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3

    from mafiamod.store import file as store_file

    game = played_game(tmp_path)
    path = game.path
    assert path is not None
    scratch_events = list(game.events)
    game.close()
    parsed: list[int] = []
    real = store_file.check_event

    def counting(*args: object) -> object:
        parsed.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(store_file, "check_event", counting)
    again = Game.open(path)
    assert parsed == [] and again.events == scratch_events  # the kept parse of the same rows
    check_same_as_scratch(again)
    again.close()
    conn = sqlite3.connect(path)  # another program edits one entry's payload
    with conn:
        seq = conn.execute("SELECT seq FROM events WHERE kind = 'vote' LIMIT 1").fetchone()[0]
        conn.execute(
            "UPDATE events SET payload = ? WHERE seq = ?",
            ('{"vote": "elimination", "voter": "Ann", "target": "", "extra": {}}', seq),
        )
    conn.close()
    changed = Game.open(path)
    assert len(parsed) > 1  # read again from its rows
    assert changed.events != scratch_events
    check_same_as_scratch(changed)
    changed.close()

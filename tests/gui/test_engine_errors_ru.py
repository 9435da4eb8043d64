"""Store, roster and thread errors reach the Russian window in Russian (engine_text)."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QSettings

pytestmark = pytest.mark.gui


def test_a_foreign_file_is_refused_in_russian(qtbot, tmp_path: Path, monkeypatch, russian) -> None:
    from PySide6.QtWidgets import QMessageBox

    from mafiamod.gui.window import MainWindow

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: shown.append(text))
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    bad = tmp_path / "notes.mafia"
    bad.write_text("not a game", encoding="utf-8")
    assert win.files.open_path(bad) is False
    assert shown == [f"{bad}: это не файл игры MafiaMod"]
    assert "это не файл игры MafiaMod" in win.statusBar().currentMessage()


def test_a_locked_game_says_why_in_russian(tmp_path: Path, russian) -> None:
    from mafiamod.game import Game
    from mafiamod.gui import engine_text

    path = tmp_path / "g.mafia"
    game = Game.create("vig-10", [f"P{i}" for i in range(10)], seed=1)
    game.save_as(path)
    try:
        other = Game.open(path)  # the first session still holds the lock
        try:
            assert other.read_only
            assert other.read_only_reason.startswith("another MafiaMod session on this computer")
            said = engine_text.say(other.read_only_reason)
            assert said.startswith("эта игра открыта в другом сеансе MafiaMod на этом компьютере")
        finally:
            other.close()
    finally:
        game.close()


def test_roster_and_thread_errors_in_russian(russian) -> None:
    from mafiamod.gui import engine_text
    from mafiamod.gui.wizard import read_players
    from mafiamod.thread.model import ThreadError
    from mafiamod.thread.sources import read_pasted, read_sources

    names, problem = read_players("Ann\nАnn\n")  # a Cyrillic А
    assert names == []
    assert problem == "игроки: 'Аnn' и 'Ann' читаются как одно имя; сделайте их явно разными"
    with pytest.raises(ThreadError) as caught:
        read_sources(["/nonexistent/posts.txt"], str, lambda url: [])
    assert str(caught.value).startswith("/nonexistent/posts.txt: cannot be read")
    assert engine_text.error(caught.value).startswith(
        "/nonexistent/posts.txt: не удаётся прочитать ("
    )
    with pytest.raises(ThreadError) as caught:
        read_pasted("no header here")
    assert str(caught.value).startswith("the pasted text: no posts found")
    assert engine_text.error(caught.value).startswith("вставленный текст: постов не найдено")


def test_a_damaged_entry_is_named_in_russian(tmp_path: Path, russian) -> None:
    """The inner damage ("entry #3: …") is said in Russian too, inside "the game file is
    damaged: …"; the English text stays as it was."""
    from mafiamod.gamefile import GameFileError
    from mafiamod.gui import engine_text
    from mafiamod.store.payloads import check_event

    path = tmp_path / "g.mafia"
    with pytest.raises(GameFileError) as damaged:
        check_event(path, 3, "vote", "D1", None)
    assert (
        str(damaged.value) == f"{path}: the game file is damaged: entry #3: its payload is damaged"
    )
    said = engine_text.error(damaged.value)
    assert "запись №3: повреждено её содержимое" in said and "its payload" not in said
    with pytest.raises(GameFileError) as deep:
        check_event(
            path, 4, "refused", "N1", '{"kind": "vote", "payload": {"voter": 1}, "reason": "x"}'
        )
    assert str(deep.value).endswith("entry #4 (refused entry): 'voter' has the wrong type")
    assert engine_text.error(deep.value).endswith(
        "запись №4 (отклонённая запись): у поля 'voter' неверный тип"
    )


def test_the_pregame_is_named_as_the_moderator_says_it(russian) -> None:
    """A refusal naming the pre-game's post says «Предыгра», not the phase id ``pregame``."""
    from mafiamod.engine.messages import Message
    from mafiamod.gui import engine_text

    message = Message(
        "{phase}'s {post_kind}: {problem}",
        {"phase": "pregame", "post_kind": "role PM", "problem": "x"},
    )
    said = engine_text.say(message)
    assert said.startswith("Предыгра") and "pregame" not in said
    day = Message(
        "{phase}'s {post_kind}: {problem}",
        {"phase": "D1", "post_kind": "vote count", "problem": "x"},
    )
    assert engine_text.say(day).startswith("D1, ")

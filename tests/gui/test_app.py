"""`mafiamod` with no arguments (and `mafiamod gui FILE`) shows the window, in a fresh process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mafiamod.game import Game, create_game

pytestmark = pytest.mark.gui


def start(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        MAFIAMOD_EXIT_WHEN_SHOWN="1",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
    )
    code = "import sys; from mafiamod.cli import main; sys.exit(main(sys.argv[1:]))"
    return subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=60
    )


def test_no_arguments_shows_the_window(tmp_path: Path) -> None:
    done = start(home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "shown"


def test_a_file_argument_opens_the_game(tmp_path: Path) -> None:
    file = tmp_path / "g.mafia"
    create_game(
        file, Game.create("mountainous", ["Ann", "Bob", "Cid", "Dan", "Eve"], seed=1)
    ).store.close()
    done = start("gui", str(file), home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "shown" in done.stdout
    settings = tmp_path / ".config" / "mafiamod" / "settings.ini"  # mafiamod.paths.settings_file
    assert settings.read_text().count("g.mafia") == 1


def test_import_of_the_window_leaves_the_rules_unloaded() -> None:
    code = (
        "import sys, mafiamod.gui.window, mafiamod.gui.app; "
        "print(sorted(m for m in ('mafiamod.game', 'jinja2', 'sqlalchemy', 'alembic') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        timeout=60,
    )
    assert done.stdout.strip() == "[]", done.stderr


LATER = (
    "mafiamod.game",
    "jinja2",
    "sqlalchemy",
    "alembic",
    "mafiamod.gui.panels",
    "mafiamod.gui.dialogs",
    "mafiamod.gui.entry_dialogs",
    "mafiamod.gui.forms.game_view_ui",
    "PySide6.QtSvg",
    "PySide6.QtNetwork",
)


def test_the_first_window_loads_no_game_view(tmp_path: Path) -> None:
    """The start-up window is the menus and the welcome page; the rest waits for a game."""
    code = (
        f"import sys, atexit; atexit.register(lambda: print(sorted(m for m in {LATER!r} if m in sys.modules))); "
        "from mafiamod.cli import main; sys.exit(main([]))"
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        MAFIAMOD_EXIT_WHEN_SHOWN="1",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / ".config"),
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.stdout.split() == ["shown", "[]"], done.stderr

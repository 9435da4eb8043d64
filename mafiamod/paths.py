"""Where MafiaMod's files are: its own data (built-in setups, templates, icons, translations)
and the moderator's folders (own setups, settings, recent files, game files).

The built-in data sits at the top of a source checkout (``setups/``, ``resources/``, the source
of truth) and inside the package once installed or frozen (``mafiamod/_setups``,
``mafiamod/_resources``: the wheel maps the two folders there, and so does the PyInstaller
spec). :func:`data_dir` is the one place that tells them apart.

The moderator's folders follow the platform's conventions (platformdirs): on Linux
``~/.local/share/mafiamod/setups``, ``~/.config/mafiamod/settings.ini``.
"""

from __future__ import annotations

import sys
from pathlib import Path

APP = "mafiamod"
PACKAGE = Path(__file__).resolve().parent
SOURCE_ROOT = PACKAGE.parent
_IN_PACKAGE = {"setups": "_setups", "resources": "_resources"}


def running_from_source() -> bool:
    """True in a source checkout (an editable install counts), where the top folders are used."""
    if getattr(sys, "frozen", False):
        return False
    return (SOURCE_ROOT / "pyproject.toml").is_file() and (SOURCE_ROOT / "setups").is_dir()


def data_dir(name: str) -> Path:
    """The built-in ``setups`` or ``resources`` folder, wherever MafiaMod runs from."""
    if running_from_source():
        return SOURCE_ROOT / name
    return PACKAGE / _IN_PACKAGE[name]


def project_root() -> Path:
    """The folder holding ``setups/`` and ``resources/`` in a source checkout."""
    return SOURCE_ROOT


def setups_dir() -> Path:
    """The built-in setups."""
    return data_dir("setups")


def resource(*parts: str) -> Path:
    """A file under ``resources/`` (templates, icons, i18n)."""
    return data_dir("resources").joinpath(*parts)


def user_data_dir() -> Path:
    """The moderator's MafiaMod data folder (not created here)."""
    from platformdirs import user_data_path

    return user_data_path(APP, appauthor=False)


def user_setups_dir(create: bool = False) -> Path:
    """The moderator's own setups: one folder per setup, in the built-in setups' form.

    The setup loader lists them beside the built-in ones (:func:`mafiamod.setups.list_setups`);
    a setup builder saves a new setup as ``user_setups_dir(create=True) / <id>``.
    """
    folder = user_data_dir() / "setups"
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def settings_file() -> Path:
    """The window's settings (language, recent files, last folder, window geometry)."""
    from platformdirs import user_config_path

    return user_config_path(APP, appauthor=False) / "settings.ini"


def documents_dir() -> Path:
    """The moderator's documents folder (where game files go until another folder is used)."""
    from platformdirs import user_documents_path

    return user_documents_path()

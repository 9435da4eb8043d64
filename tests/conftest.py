"""Test settings shared by every test: Qt runs offscreen, each test gets fresh files."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The moderator's own folders (platformdirs: user setups, settings, documents) point into a
# throw-away folder, so no test reads or writes the real ones.
_HOME = tempfile.mkdtemp(prefix="mafiamod-test-home-")
for _var, _sub in (
    ("XDG_DATA_HOME", "data"),
    ("XDG_CONFIG_HOME", "config"),
    ("XDG_STATE_HOME", "state"),
    ("XDG_CACHE_HOME", "cache"),
    ("XDG_DOCUMENTS_DIR", "Documents"),
):
    os.environ[_var] = os.path.join(_HOME, _sub)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--slow", action="store_true", help="also run the tests marked slow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="slow: builds the wheel or the bundle (run with --slow)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


#: a template jinja2's sandbox refuses (a stranger's setup reaching for Python's internals)
BAD_TEMPLATE = "{{ ().__class__.__bases__ }}\n"


@pytest.fixture
def stranger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A moderator's own copy of Mountainous (a setup from someone else), with templates/
    to put a failing template in."""
    from mafiamod import paths

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    folder = paths.user_setups_dir(create=True) / "stranger"
    shutil.copytree(paths.setups_dir() / "mountainous", folder)
    (folder / "templates").mkdir(exist_ok=True)
    return folder

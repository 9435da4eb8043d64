"""The Russian translation is complete and current (like the forms' check in test_forms)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_translations_are_complete_and_compiled() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build_i18n.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_check_sees_a_new_string(tmp_path: Path, monkeypatch) -> None:
    """A string in the sources that the .ts lacks fails the check (the check can fail)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import build_i18n
    finally:
        sys.path.pop(0)
    extra = tmp_path / "extra.py"
    extra.write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "QCoreApplication.translate('Extra', 'A string nobody translated')\n",
        encoding="utf-8",
    )
    sources = build_i18n.sources
    monkeypatch.setattr(build_i18n, "sources", lambda: [*sources(), str(extra)])
    assert any("A string nobody translated" in line for line in build_i18n.problems("ru"))

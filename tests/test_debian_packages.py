"""packaging/debian-packages.txt covers what Qt's xcb and wayland plugins load (ldd + dpkg -S)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(
    not (shutil.which("dpkg") and shutil.which("ldd")), reason="not a Debian/Ubuntu system"
)


def test_the_package_list_covers_the_platform_plugins() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "debian_packages.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_check_reads_the_xcb_plugin(monkeypatch) -> None:
    """The xcb plugin is among the files read, and a list without libxcb-icccm4 fails."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import debian_packages
    finally:
        sys.path.pop(0)
    assert "libqxcb.so" in {p.name for p in debian_packages.plugin_files()}
    full = debian_packages.listed()
    monkeypatch.setattr(
        debian_packages, "listed", lambda: [p for p in full if p != "libxcb-icccm4"]
    )
    assert any("libxcb-icccm.so.4" in line for line in debian_packages.problems())

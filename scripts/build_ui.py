"""Build the Qt Designer forms in ui/*.ui into mafiamod/gui/forms/*_ui.py with pyside6-uic.

Usage: python scripts/build_ui.py [--check]
``--check`` builds into memory and exits 1 when a committed form differs (the
generator's version header is ignored).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UI_DIR = ROOT / "ui"
FORMS_DIR = ROOT / "mafiamod" / "gui" / "forms"
HEADER = re.compile(r"^## Created by: Qt User Interface Compiler version .*$", re.MULTILINE)


def uic() -> str:
    """The pyside6-uic next to the running interpreter (the venv's)."""
    exe = Path(sys.executable).with_name("pyside6-uic")
    return str(exe) if exe.exists() else "pyside6-uic"


def target(ui: Path) -> Path:
    return FORMS_DIR / f"{ui.stem}_ui.py"


def build(ui: Path) -> str:
    """The Python code pyside6-uic generates for ``ui``."""
    done = subprocess.run([uic(), "--from-imports", str(ui)], capture_output=True, text=True, check=True)
    return done.stdout


def normalise(code: str) -> str:
    """The code without the generator's version line (it changes with every Qt release)."""
    return HEADER.sub("## Created by: Qt User Interface Compiler", code)


def stale() -> list[Path]:
    """Forms whose committed code differs from a fresh build."""
    out = []
    for ui in sorted(UI_DIR.glob("*.ui")):
        path = target(ui)
        if not path.exists() or normalise(path.read_text(encoding="utf-8")) != normalise(build(ui)):
            out.append(path)
    return out


def main(argv: list[str]) -> int:
    if "--check" in argv:
        bad = stale()
        for path in bad:
            print(f"out of date: {path.relative_to(ROOT)} (run scripts/build_ui.py)")
        return 1 if bad else 0
    FORMS_DIR.mkdir(parents=True, exist_ok=True)
    init = FORMS_DIR / "__init__.py"
    if not init.exists():
        init.write_text('"""Generated from ui/*.ui by scripts/build_ui.py: do not edit."""\n', encoding="utf-8")
    for ui in sorted(UI_DIR.glob("*.ui")):
        target(ui).write_text(build(ui), encoding="utf-8")
        print(f"built {target(ui).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

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
SHORTCUT = re.compile(r"\.setShortcut\((QCoreApplication\.translate\(.*\))\)$", re.MULTILINE)
QT_IMPORT = re.compile(r"^from (PySide6\.\w+) import (?:\(([^)]*)\)|([^\n(]+))\n", re.MULTILINE)


def uic() -> str:
    """The pyside6-uic next to the running interpreter (the venv's)."""
    exe = Path(sys.executable).with_name("pyside6-uic")
    return str(exe) if exe.exists() else "pyside6-uic"


def target(ui: Path) -> Path:
    return FORMS_DIR / f"{ui.stem}_ui.py"


def build(ui: Path) -> str:
    """The Python code pyside6-uic generates for ``ui``, importing only the Qt names it uses."""
    done = subprocess.run(
        [uic(), "--from-imports", str(ui)], capture_output=True, text=True, check=True
    )
    return prune_imports(fast_shortcuts(done.stdout))


def fast_shortcuts(code: str) -> str:
    """``action.setShortcut(text)`` → ``action.setShortcuts([QKeySequence(text)])``.

    The same shortcut; but PySide6 resolves ``setShortcut``'s overloads by materialising
    about a hundred Qt enums on its first call (~25 ms at start-up), the list form does not.
    """
    code = SHORTCUT.sub(r".setShortcuts([QKeySequence(\1)])", code)
    if "QKeySequence(" in code and not re.search(r"import \([^)]*\bQKeySequence\b", code):
        code = code.replace(
            "from PySide6.QtGui import (", "from PySide6.QtGui import (QKeySequence, ", 1
        )
    return code


def prune_imports(code: str) -> str:
    """Drop the Qt names the generated code never uses.

    pyside6-uic imports a fixed list of ~30 QtCore/QtGui names into every form; each name
    a PySide6 module hands out is materialised on first access (``Qt`` alone takes ~15 ms),
    which is most of a form's import time at start-up.
    """
    body = re.sub(r"^\s*#.*$", "", QT_IMPORT.sub("", code), flags=re.MULTILINE)
    used = set(re.findall(r"\b[A-Za-z_]\w*\b", body))

    def keep(match: re.Match[str]) -> str:
        names = [
            n.strip() for n in (match.group(2) or match.group(3)).replace("\n", " ").split(",")
        ]
        kept = [n for n in names if n and n in used]
        lines = [", ".join(kept[i : i + 4]) for i in range(0, len(kept), 4)]
        joined = ",\n    ".join(lines)
        return f"from {match.group(1)} import ({joined})\n" if kept else ""

    return QT_IMPORT.sub(keep, code)


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
        init.write_text(
            '"""Generated from ui/*.ui by scripts/build_ui.py: do not edit."""\n', encoding="utf-8"
        )
    for ui in sorted(UI_DIR.glob("*.ui")):
        target(ui).write_text(build(ui), encoding="utf-8")
        print(f"built {target(ui).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Layers stay clean: only mafiamod/gui imports Qt; the engine imports no I/O layers."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "mafiamod"


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            found.add(base)
    return found


def test_importing_the_game_does_not_load_qt() -> None:
    code = "import sys, mafiamod.game, mafiamod.store; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_only_the_gui_package_imports_qt() -> None:
    offenders = [
        str(p.relative_to(PACKAGE))
        for p in PACKAGE.rglob("*.py")
        if "gui" not in p.relative_to(PACKAGE).parts
        and any(i.startswith(("PySide6", "shiboken6", "pytestqt")) for i in imports_of(p))
    ]
    assert offenders == []


def test_engine_and_mechanics_import_no_render_store_or_gui() -> None:
    offenders = []
    for folder in ("engine", "mechanics", "rulesets"):
        for p in (PACKAGE / folder).rglob("*.py"):
            for name in imports_of(p):
                stripped = name.lstrip(".")
                if any(
                    stripped.startswith(x) or f".{x}" in name
                    for x in ("render", "store", "gui", "jinja2", "sqlalchemy")
                ):
                    offenders.append(f"{p.relative_to(PACKAGE)}: {name}")
    assert offenders == []


def test_the_engine_never_imports_a_setup_or_mechanic() -> None:
    offenders = [
        f"{p.name}: {name}"
        for p in (PACKAGE / "engine").rglob("*.py")
        for name in imports_of(p)
        if "mechanics" in name or "rulesets" in name or "setups" in name
    ]
    assert offenders == []


def test_the_store_implements_the_documents_protocol_without_importing_the_game() -> None:
    """``game`` defines the storage protocol (``mafiamod.gamefile``); ``store`` implements it
    and never builds a Game or reaches into one."""
    offenders = [
        f"{p.name}: {name}"
        for p in (PACKAGE / "store").rglob("*.py")
        for name in imports_of(p)
        if name.lstrip(".").split(".")[0] in {"game", "game_file", "gui", "render"}
        or name.endswith((".game", ".game_file"))
        or name.startswith("mafiamod.game")
        and not name.startswith("mafiamod.gamefile")
    ]
    assert offenders == []

"""Run scenario files in-process with the official checker's expectation logic."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import tomllib
from pathlib import Path
from types import ModuleType

from mafiamod.engine.errors import KnownError
from mafiamod.game import replay_file

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CHECKER = SHARED / "tools" / "check-scenarios"


def load_checker() -> ModuleType:
    loader = importlib.machinery.SourceFileLoader("check_scenarios", str(CHECKER))
    spec = importlib.util.spec_from_loader("check_scenarios", loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def run_scenario(path: Path) -> list[str]:
    """The failures of one scenario (an empty list when it passes)."""
    checker = load_checker()
    spec = tomllib.loads(path.read_text(encoding="utf-8"))
    expects = spec.get("expect", [])
    wants_error = any("error" in e for e in expects) or "expect_error" in spec
    words = [w for e in expects if "error" in e for w in e.get("mentions", [])]
    if "expect_error" in spec:
        words.append(str(spec["expect_error"]))
    try:
        game = replay_file(path)
        out = game.export_json()
    except KnownError as exc:
        if not wants_error:
            return [f"replay refused the script: {exc}"]
        message = str(exc).lower()
        return [
            f"error message does not mention {w!r}: {exc}"
            for w in words
            if w.lower() not in message
        ]
    if wants_error:
        return ["replay succeeded; expected a clear refusal"]
    check = checker.Check(out)
    for exp in expects:
        check.run(exp)
    return list(check.fails)

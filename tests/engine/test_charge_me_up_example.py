"""The committed docs/examples/charge-me-up.md is what its generator writes today."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_example_page_matches_its_generator() -> None:
    spec = importlib.util.spec_from_file_location(
        "make_charge_me_up", ROOT / "docs/examples/make_charge_me_up.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    committed = (ROOT / "docs" / "examples" / "charge-me-up.md").read_text(encoding="utf-8")
    assert module.render(module.SCENARIO) == committed

"""The built forms match ui/*.ui (ignoring the generator's version header)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


def load_builder():
    spec = importlib.util.spec_from_file_location("build_ui", ROOT / "scripts" / "build_ui.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_forms_are_up_to_date() -> None:
    builder = load_builder()
    forms = sorted((ROOT / "ui").glob("*.ui"))
    assert forms, "ui/*.ui forms exist"
    for ui in forms:
        committed = builder.target(ui)
        assert committed.exists(), f"{committed} missing: run scripts/build_ui.py"
        assert builder.normalise(committed.read_text(encoding="utf-8")) == builder.normalise(
            builder.build(ui)
        ), f"{committed.name} differs from {ui.name}: run scripts/build_ui.py"


def test_version_header_is_ignored() -> None:
    builder = load_builder()
    a = "## Created by: Qt User Interface Compiler version 6.6.0\nx = 1\n"
    b = "## Created by: Qt User Interface Compiler version 6.12.0\nx = 1\n"
    assert builder.normalise(a) == builder.normalise(b)

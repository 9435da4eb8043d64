"""Test settings shared by every test: Qt runs offscreen, each test gets fresh files."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

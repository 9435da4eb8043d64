"""The classic ruleset: every setup built on the classic role library (data only)."""

from __future__ import annotations

from .rules import ClassicRules

__all__ = ["ClassicRules"]

"""Posts and PMs: one jinja2 environment turning rule records into BBCode."""

from __future__ import annotations

from .bbcode import bb
from .environment import Renderer, TemplateFailure

__all__ = ["Renderer", "TemplateFailure", "bb"]

"""BBCode → HTML for the posts preview (the ``bbcode`` package, plus spoiler and quote=author)."""

from __future__ import annotations

import html
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication


def _quote(tag_name: str, value: str, options: dict[str, Any], parent: Any, context: Any) -> str:
    author = options.get("quote") or options.get("author") or options.get("name") or ""
    wrote = QCoreApplication.translate("BBCodePreview", "{author} wrote:")
    head = f"<b>{wrote.format(author=html.escape(author))}</b><br/>" if author else ""
    return f"<table width='100%' cellpadding='6' style='background:#f3f1ea'><tr><td>{head}{value}</td></tr></table>"


def _spoiler(tag_name: str, value: str, options: dict[str, Any], parent: Any, context: Any) -> str:
    title = options.get("spoiler") or QCoreApplication.translate("BBCodePreview", "Spoiler")
    return (
        f"<table width='100%' cellpadding='6' style='background:#eceff1'><tr><td>"
        f"<b>▸ {html.escape(title)}</b><br/>{value}</td></tr></table>"
    )


@lru_cache(maxsize=1)
def parser() -> Any:
    import bbcode

    p = bbcode.Parser()
    p.add_formatter("quote", _quote, strip=True, swallow_trailing_newline=True)
    p.add_formatter("spoiler", _spoiler, strip=True, swallow_trailing_newline=True)
    return p


def to_html(text: str) -> str:
    """The post as a forum would show it (close enough for proofreading)."""
    return str(parser().format(text))

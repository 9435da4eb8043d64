"""Names are shown as plain text, everywhere in the window (issue 13).

Qt reads a label's or a tooltip's text as rich text (HTML) when it *looks* like HTML, so a
player named ``<b>Bob</b>`` would show as a bold "Bob" and one named ``<a href=…>z</a>`` as a
link. One guard, installed once for the whole application (:func:`install`): the application's
style (:class:`PlainTextStyle`, Qt's own style with one addition) makes **every label plain
text** unless it says otherwise: a label left at ``Qt.AutoText`` (the default, in code and in
the Designer forms) becomes ``Qt.PlainText`` when it is polished, that is before it is first
shown. A label that means rich text sets ``Qt.RichText`` itself (:func:`rich`) and escapes
every name it puts in (``html.escape``).

**Every tooltip is plain text** by the same rule: Qt shows a tooltip (a widget's
``toolTip()``, an item's ``ToolTipRole``) in a label of its own, polished by the same style
before it is given its text.

The style polishes each widget once, where an application event filter (the guard before
issue 12's Resolve work) ran Python on every event of every widget: a tab switch hides and
shows a few hundred widgets, and a Resolve spent about 1 ms of its 10 in that filter.

Item views draw their cells as plain text already (``QStyledItemDelegate``); the window has
no delegate of its own that paints HTML. Text documents (the pre-game record, the setup
description, the post preview) are built as HTML with every name escaped.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QProxyStyle


def rich(label: QLabel) -> QLabel:
    """Mark ``label`` as meaning rich text (it escapes every name it shows)."""
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


class PlainTextStyle(QProxyStyle):
    """The application's style (the one it had, by name) that polishes every label left at
    ``Qt.AutoText``, a tooltip's included, into ``Qt.PlainText``."""

    def polish(self, target: Any) -> Any:
        if isinstance(target, QLabel) and target.textFormat() == Qt.TextFormat.AutoText:
            target.setTextFormat(Qt.TextFormat.PlainText)
        return super().polish(target)


def install(app: QApplication | None = None) -> None:
    """Give the application the guard's style once (the window does, at its start; widgets
    polished before are polished again). A style set on the application later must be a
    :class:`PlainTextStyle` too."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None or isinstance(app.style(), PlainTextStyle):
        return
    app.setStyle(PlainTextStyle(app.style().name()))

"""Names are shown as plain text, everywhere in the window (issue 13).

Qt reads a label's or a tooltip's text as rich text (HTML) when it *looks* like HTML, so a
player named ``<b>Bob</b>`` would show as a bold "Bob" and one named ``<a href=…>z</a>`` as a
link. Two guards, installed once for the whole application (:func:`install`):

- **every label is plain text** unless it says otherwise: a label left at ``Qt.AutoText`` (the
  default, in code and in the Designer forms) becomes ``Qt.PlainText`` when it is polished,
  that is before it is first shown. A label that means rich text sets ``Qt.RichText``
  itself (:func:`rich`) and escapes every name it puts in (``html.escape``);
- **every tooltip is plain text**: a widget's ``toolTip()`` and an item's ``ToolTipRole`` are
  shown escaped (:func:`plain_tip`), so no tooltip can be read as HTML.

Item views draw their cells as plain text already (``QStyledItemDelegate``); the window has
no delegate of its own that paints HTML. Text documents (the pre-game record, the setup
description, the post preview) are built as HTML with every name escaped.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QToolTip, QWidget


def plain_tip(text: str) -> str:
    """``text`` as a tooltip that Qt shows literally (escaped, line breaks kept)."""
    return f"<p style='white-space:pre-wrap'>{html.escape(text, quote=False)}</p>"


def rich(label: QLabel) -> QLabel:
    """Mark ``label`` as meaning rich text (it escapes every name it shows)."""
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def tooltip_text(widget: QWidget, pos: object) -> str | None:
    """The tooltip ``widget`` would show at ``pos``: an item's own (an item view's viewport),
    the widget's, or None when the widget has none (Qt then asks its parent)."""
    view = widget.parent()
    if isinstance(view, QAbstractItemView) and view.viewport() is widget:
        index = view.indexAt(pos)  # type: ignore[arg-type]
        if index.isValid():
            value = index.data(Qt.ItemDataRole.ToolTipRole)
            return "" if value is None else str(value)
        return None
    text = widget.toolTip()
    return text or None


class PlainTextGuard(QObject):
    """The application's event filter behind :mod:`mafiamod.gui.plain`."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # every event of the application passes here: the two cheap type tests come first,
        # the event's type (an enum made for Python on each call) only for what may be
        # ours (a tab switch alone hides and shows a few hundred widgets)
        if isinstance(event, QHelpEvent):  # a tooltip, or "What's this?"
            if event.type() == QEvent.Type.ToolTip and isinstance(obj, QWidget):
                text = tooltip_text(obj, event.pos())
                if text is None:
                    return False  # not ours to show: Qt goes on (to the parent widget)
                if text:
                    QToolTip.showText(event.globalPos(), plain_tip(text), obj)
                else:
                    QToolTip.hideText()
                return True
        elif (
            isinstance(obj, QLabel)
            and event.type() == QEvent.Type.Polish
            and obj.textFormat() == Qt.TextFormat.AutoText
            and obj.metaObject().className() != "QTipLabel"  # shows plain_tip's escape
        ):
            obj.setTextFormat(Qt.TextFormat.PlainText)
        return False


_GUARD: list[PlainTextGuard] = []


def install(app: QApplication | None = None) -> None:
    """Install the guard on the application once (the window does, at its start)."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None or any(g.parent() is app for g in _GUARD):
        return
    guard = PlainTextGuard(app)
    app.installEventFilter(guard)
    _GUARD.append(guard)

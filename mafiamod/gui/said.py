"""The window's fixed words in its language, asked of Qt once per language.

``QCoreApplication.translate`` costs about 2 µs a call; the views said the same few words
("none", "and", a roster field's name) hundreds of times after every change (issue 12: a
Resolve's timeline asked 80 times, its roster 50). :func:`translated` keeps each answer until
the language changes (:data:`LANGUAGE`, bumped by ``app.install_translation``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

# the window's language, as a number that changes with it (the views' kept texts are then
# made again)
LANGUAGE = [0]
_SAID: dict[tuple[int, str, str], str] = {}
MOST = 5000  # texts kept (all forgotten past that: a setup's own words are few)


def translated(context: str, source: str) -> str:
    """``QCoreApplication.translate(context, source)``, asked once per language. ``source``
    is a literal the translations know (``QT_TRANSLATE_NOOP`` marks it for lupdate)."""
    key = (LANGUAGE[0], context, source)
    text = _SAID.get(key)
    if text is None:
        if len(_SAID) >= MOST:
            _SAID.clear()
        text = _SAID[key] = QCoreApplication.translate(context, source)
    return text

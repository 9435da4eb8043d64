"""Escaping for BBCode: text a player controls must never open or close a tag."""

from __future__ import annotations

from typing import Any

# A zero-width space after "[" means no forum (phpBB, vBulletin, XenForo, SMF, …) reads
# a tag there, while the text still reads the same. [noparse] is not portable.
ZWSP = "\u200b"


def bb(value: Any) -> str:
    """Neutralise BBCode in ``value`` (a name, a note, anything a player typed)."""
    text = str(value)
    return text.replace("[", "[" + ZWSP)


def unbb(text: str) -> str:
    """Undo :func:`bb` (for tests and previews)."""
    return text.replace("[" + ZWSP, "[")

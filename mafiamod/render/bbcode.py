"""Escaping for BBCode: text a player controls must never open or close a tag."""

from __future__ import annotations

import re
from typing import Any

# A zero-width space after "[" means no forum (phpBB, vBulletin, XenForo, SMF, …) reads
# a tag there, while the text still reads the same. [noparse] is not portable.
ZWSP = "\u200b"

#: tag names common forums read (phpBB, vBulletin, XenForo, SMF, MyBB, Invision)
KNOWN_TAGS = frozenset(
    [
        "b",
        "i",
        "u",
        "s",
        "url",
        "img",
        "quote",
        "code",
        "color",
        "colour",
        "size",
        "font",
        "list",
        "li",
        "ul",
        "ol",
        "spoiler",
        "center",
        "left",
        "right",
        "justify",
        "email",
        "user",
        "member",
        "mention",
        "media",
        "video",
        "youtube",
        "hr",
        "table",
        "tr",
        "td",
        "th",
        "sub",
        "sup",
        "strike",
        "indent",
        "noparse",
        "plain",
        "php",
        "html",
        "attach",
        "highlight",
        "glow",
        "shadow",
        "move",
        "pre",
        "tt",
        "abbr",
        "acronym",
    ]
)
_TAG_START = re.compile(r"/?([A-Za-z*][A-Za-z0-9*_-]*)(.?)")


def bb(value: Any) -> str:
    """Neutralise BBCode in ``value`` (a name, a note, anything a player typed).

    Every ``[`` gets a zero-width space after it; and a value that would read as a tag when a
    template writes it just after a literal ``[`` (``[{{ name|bb }}]`` with a player named
    ``url=https://…`` or ``b``) starts with a zero-width space too.
    """
    text = str(value).replace("[", "[" + ZWSP)
    start = _TAG_START.match(text)
    if start and (start.group(2) == "=" or start.group(1).lower() in KNOWN_TAGS):
        text = ZWSP + text
    return text


def unbb(text: str) -> str:
    """Undo :func:`bb` (for tests and previews)."""
    return text.replace("[" + ZWSP, "[").removeprefix(ZWSP)

"""A thread's posts as every source yields them, and the marked text votes are read from."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.errors import KnownError

#: markers in a post's marked text; never in the text itself (sources strip them)
BOLD_ON, BOLD_OFF = "\x02", "\x03"
TAG_ON, TAG_OFF = "\x04", "\x05"  # a forum's own vote tag, rendered ([vote]…[/vote])
UNTAG = "\x06"  # a forum's own unvote tag, rendered
MARKERS = BOLD_ON + BOLD_OFF + TAG_ON + TAG_OFF + UNTAG
_STRIP = str.maketrans("", "", MARKERS)


def unmark(text: str) -> str:
    """``text`` without markers."""
    return text.translate(_STRIP)


class ThreadError(KnownError):
    """A thread, page or posts file that cannot be read."""


@dataclass(frozen=True)
class Post:
    """One post: its position in the thread (opening post 1), author and marked text.

    ``text`` holds the author's own words only (no quotes, spoilers or signature), with
    bold runs between :data:`BOLD_ON`/:data:`BOLD_OFF` and rendered vote tags between
    :data:`TAG_ON`/:data:`TAG_OFF`. ``formatted`` is False for plain pasted text, where
    bold cannot be seen (syntaxes that want bold then accept any text).
    """

    number: int
    author: str
    text: str
    time: str | None = None
    edited: bool = False
    formatted: bool = True
    link: str | None = None  # the post's own address, when the page shows it

"""Moments a game script writes, as "YYYY-MM-DD HH:MM" on the moderator's clock: a phase's
``deadline`` (every setup: the phase bar counts down to it, the deadline dialog writes it)
and, in Peaky, an entry's ``at`` (its rules read both, §3.3).
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import Any

from .errors import ScriptError

FORMAT = "%Y-%m-%d %H:%M"
#: the same format in Qt's spelling (the deadline dialog)
QT_FORMAT = "yyyy-MM-dd HH:mm"


def parse_at(value: Any, where: str) -> datetime:
    """A ``"YYYY-MM-DD HH:MM"`` moment (a TOML date-time too); anything else is the script
    error ``bad-time``."""
    if isinstance(value, datetime):  # a TOML local date-time written without quotes
        return value.replace(second=0, microsecond=0, tzinfo=None)
    if not isinstance(value, str):
        raise ScriptError(
            'bad-time: {where}: expected "YYYY-MM-DD HH:MM", found {value!r}',
            where=where,
            value=value,
        )
    try:
        return _parsed(value.strip())
    except ValueError:
        raise ScriptError(
            'bad-time: {where}: expected "YYYY-MM-DD HH:MM", found {value!r}',
            where=where,
            value=value,
        ) from None


@lru_cache(maxsize=4096)
def _parsed(text: str) -> datetime:
    """``text`` read as :data:`FORMAT` (``strptime`` is slow, and a Peaky game reads every
    entry's moment again each time a turn is played; a ``datetime`` is immutable)."""
    return datetime.strptime(text, FORMAT)


def fmt(moment: datetime | None) -> str | None:
    """The script's and the record's spelling of a moment."""
    return moment.strftime(FORMAT) if moment else None

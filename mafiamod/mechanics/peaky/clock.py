"""Moscow time of a turn: deadlines, overtime and the one-hour change limit (§3.3, G-PB-43).

Moments are read and written as every phase's ``deadline`` is (:mod:`mafiamod.engine.moments`).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime, time, timedelta
from typing import Any

from ...engine.errors import ScriptError, toml_literal
from ...engine.moments import parse_at

#: a target change must come at least this long before the deadline (S6)
CHANGE_MARGIN = timedelta(hours=1)


def parse_daily(value: Any) -> time:
    """The config's daily deadline ``"HH:MM"``."""
    try:
        return datetime.strptime(str(value).strip(), "%H:%M").time()
    except ValueError:
        raise ScriptError(
            'bad-time: [config] deadline: expected "HH:MM", found {value}',
            value=toml_literal(value),
        ) from None


def entry_times(entries: Iterable[Any], where: str) -> list[datetime | None]:
    """Each entry's ``at`` (None when absent); they must not decrease along the list (``bad-order``)."""
    out: list[datetime | None] = []
    last: datetime | None = None
    for index, entry in enumerate(entries):
        raw = entry.get("at")
        if raw is None:
            out.append(None)
            continue
        moment = parse_at(raw, f"{where} #{index + 1}")
        if last is not None and moment < last:
            raise ScriptError(
                "bad-order: {where} #{index}: at {at} is earlier than the entry before it",
                where=where,
                index=index + 1,
                at=raw,
            )
        last = moment
        out.append(moment)
    return out


def turn_deadline(
    explicit: Any,
    previous: datetime | None,
    times: Iterable[datetime | None],
    daily: time,
    pid: str,
) -> datetime | None:
    """This turn's deadline (§3.3).

    An explicit ``deadline`` wins. Otherwise the daily time on the day after the previous
    turn's deadline; for the first turn that needs one, the day of its earliest entry (the
    next day if that entry is later than the daily time). None when the turn has no time at all.
    """
    if explicit is not None:
        return parse_at(explicit, f"phase {pid}: deadline")
    if previous is not None:
        return datetime.combine(previous.date() + timedelta(days=1), daily)
    known = [t for t in times if t is not None]
    if not known:
        return None
    first = min(known)
    day: date = first.date()
    if first.time() > daily:
        day += timedelta(days=1)
    return datetime.combine(day, daily)


def overtime(at: datetime | None, deadline: datetime | None) -> bool:
    """S6: an entry after the deadline (21:01 for 21:00) is not accepted."""
    return at is not None and deadline is not None and at > deadline


def too_late_to_change(at: datetime | None, deadline: datetime | None) -> bool:
    """S6: a target may be changed no later than an hour before the deadline."""
    return at is not None and deadline is not None and at > deadline - CHANGE_MARGIN

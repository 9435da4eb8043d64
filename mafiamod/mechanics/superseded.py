"""Entries a later one replaced: the phase record's ``superseded`` field.

Where the last valid entry for a slot counts, an earlier valid entry for the same slot is
accepted but no longer counts. ``superseded`` lists those entries' indices in the phase's
actions (present only when there are some), so the window can show them as "replaced"
without knowing the rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.model import PhaseRecord

SUPERSEDED = "superseded"


def record_superseded(record: PhaseRecord, accepted: Iterable[int], counted: Iterable[int]) -> None:
    """List the ``accepted`` action indices that are not ``counted`` as superseded."""
    gone = sorted(set(accepted) - set(counted))
    if gone:
        record.extra[SUPERSEDED] = gone

"""Typed views of a game that the window (and any other reader) shows.

They are read from the fold's own results — the engine's :class:`~mafiamod.engine.votes.Tally`
kept in the phase record, the record's rejections and replaced entries — never rebuilt from
a template's context or from raw event payloads. :class:`~mafiamod.game.Game` hands them out
(``game.tally()``, ``game.entry_views()``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .engine.model import PhaseRecord
from .engine.votes import Tally
from .events import Event


@dataclass(frozen=True)
class Wagon:
    """One target of one vote: its count, its voters in order, and what it lacks."""

    target: str
    count: float
    voters: tuple[str, ...] = ()
    #: votes still needed for the majority (0 or less: reached), None without a majority
    to_majority: float | None = None


@dataclass(frozen=True)
class TallyView:
    """One vote of a phase as the rules counted it."""

    vote: str
    wagons: tuple[Wagon, ...]
    majority: int | None = None
    living: int | None = None
    hammered: str | None = None


@dataclass(frozen=True)
class EntryView:
    """A vote or an action as entered, with the rules' verdict on it."""

    seq: int  # the entry's number in the game file
    kind: str  # "vote" or "action"
    who: str
    what: str  # the vote's name, or the ability ("" for a bare declaration)
    targets: tuple[str, ...]
    extra: Mapping[str, Any] = field(default_factory=dict)
    index: int = 0  # position in its list (the phase's actions, or its vote's entries)
    refused: str | None = None  # the rules' reason id when they ignored it
    replaced: bool = False  # valid, but a later entry for the same slot counts instead
    #: parts of the entry the rules ignored on lists of their own (X-SHOTS' "joat")
    parts: tuple[tuple[str, str], ...] = ()


def tally_views(record: PhaseRecord | None, living: int | None = None) -> list[TallyView]:
    """Every vote counted in ``record``: from the engine's tally where the rules kept it
    (``record.vote_tallies``), else from the counts alone (a secret ballot)."""
    if record is None:
        return []
    out = []
    for name, counts in record.tallies.items():
        tally: Tally | None = record.vote_tallies.get(name)
        majority = tally.majority if tally is not None else None
        wagons = []
        for target, count in sorted(counts.items(), key=lambda kv: -kv[1]):
            voters = tuple(tally.voters.get(target, ())) if tally is not None else ()
            left = (majority - count) if majority is not None else None
            wagons.append(Wagon(target, count, voters, left))
        out.append(
            TallyView(
                name,
                tuple(wagons),
                majority,
                living if tally is not None else None,
                tally.hammered if tally is not None else None,
            )
        )
    return out


def entry_views(
    entries: Sequence[Event], record: PhaseRecord | None, vote_names: Sequence[str]
) -> list[EntryView]:
    """The phase's entries (posting order, withdrawn ones left out) with their verdicts."""
    rejected = record.rejected if record else []
    refused = {(r.list_name, r.index): r.reason for r in rejected}
    replaced = set(record.extra.get("superseded", ())) if record else set()
    parts: dict[int, list[tuple[str, str]]] = {}
    for r in rejected:
        if r.list_name not in vote_names and r.list_name != "actions":
            parts.setdefault(r.index, []).append((r.list_name, r.reason))
    counters: dict[str, int] = {}
    out = []
    for event in entries:
        p = event.payload
        if event.kind == "vote":
            name = str(p.get("vote", "elimination"))
            what, targets, key = name, (str(p.get("target", "")),), name
        else:
            what = str(p.get("ability") or "")
            targets, key = tuple(p.get("targets", [])), "actions"
        index = counters.get(key, 0)
        counters[key] = index + 1
        is_action = event.kind == "action"
        out.append(
            EntryView(
                event.seq,
                event.kind,
                str(p.get("voter") or p.get("actor") or ""),
                what,
                targets,
                dict(p.get("extra", {})),
                index,
                refused.get((key, index)),
                is_action and index in replaced and (key, index) not in refused,
                tuple(parts.get(index, [])) if is_action else (),
            )
        )
    return out

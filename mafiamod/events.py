"""The event log's vocabulary and its conversion to the engine's phase inputs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .engine.model import Action, PhaseInput, Vote

#: kinds of events that feed the rules (others, like notes, are for people only)
RULE_KINDS = {"moderator", "action", "vote", "pin", "data", "end-phase"}


@dataclass(frozen=True)
class Event:
    """One moderator input, appended to the game file the moment it is entered."""

    kind: str
    phase: str | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    seq: int = 0

    def describe(self) -> str:
        """A short label for menus and the game log ("Undo vote: Ann → Max")."""
        p = self.payload
        if self.kind == "vote":
            target = p.get("target") or "unvote"
            late = f" (before #{p['before']})" if p.get("before") else ""
            return f"{p.get('vote', 'elimination')} vote {p['voter']} → {target}{late}"
        if self.kind == "action":
            targets = ", ".join(p.get("targets", []))
            ability = p.get("ability") or p.get("extra", {}).get("joat", "")
            return f"action {p['actor']} {ability} {targets}".strip()
        if self.kind == "moderator":
            entry = p.get("entry", {})
            if "modkill" in entry:
                return f"modkill {entry['modkill']}"
            return f"replace {entry.get('replace')} by {entry.get('by')}"
        if self.kind == "pin":
            return f"override {p['name']} = {p['value']}"
        if self.kind == "data":
            return f"{p['key']} entry"
        if self.kind == "end-phase":
            return f"end {self.phase}"
        if self.kind == "note":
            return f"note on {p.get('player')}"
        if self.kind == "sent":
            return "mark sent"
        if self.kind == "retract":
            return f"withdraw entry #{p.get('seq')}"
        return self.kind


def posting_order(events: Sequence[Event]) -> list[Event]:
    """The events with each late-found vote (payload ``"before": seq``) moved to just before
    the vote it was posted before; everything else keeps its entry order.

    Withdrawn entries keep their place here (filter them afterwards), so a vote inserted
    before a vote that is later withdrawn stays where that vote was posted.
    """
    ordered: list[Event] = []
    for event in events:
        ref = event.payload.get("before") if event.kind == "vote" else None
        at = None
        if ref:
            at = next(
                (i for i, e in enumerate(ordered) if e.seq == ref and e.phase == event.phase), None
            )
        if at is None:
            ordered.append(event)
        else:
            ordered.insert(at, event)
    return ordered


def phase_inputs(events: Sequence[Event]) -> list[PhaseInput]:
    """Group rule events by phase, in order; a phase is closed by its end-phase event.

    Votes are in posting order (:func:`posting_order`), not necessarily entry order.
    """
    order: list[str] = []
    parts: dict[str, dict[str, Any]] = {}
    retracted = {e.payload.get("seq") for e in events if e.kind == "retract"}
    for event in posting_order(events):
        if (
            event.kind not in RULE_KINDS
            or event.phase is None
            or (event.seq and event.seq in retracted)
        ):
            continue
        if event.phase not in parts:
            order.append(event.phase)
            parts[event.phase] = {
                "moderator": [],
                "actions": [],
                "votes": {},
                "pins": {},
                "data": {},
                "closed": False,
            }
        part = parts[event.phase]
        p = event.payload
        if event.kind == "moderator":
            part["moderator"].append(dict(p["entry"]))
        elif event.kind == "action":
            part["actions"].append(
                Action(
                    p["actor"],
                    p.get("ability"),
                    tuple(p.get("targets", [])),
                    dict(p.get("extra", {})),
                )
            )
        elif event.kind == "vote":
            part["votes"].setdefault(p.get("vote", "elimination"), []).append(
                Vote(p["voter"], p.get("target", ""), dict(p.get("extra", {})))
            )
        elif event.kind == "pin":
            part["pins"][p["name"]] = p["value"]
        elif event.kind == "data":
            part["data"][p["key"]] = p["value"]
        elif event.kind == "end-phase":
            part["closed"] = True
    return [
        PhaseInput(
            id=pid,
            moderator=tuple(parts[pid]["moderator"]),
            actions=tuple(parts[pid]["actions"]),
            votes={k: tuple(v) for k, v in parts[pid]["votes"].items()},
            pins=dict(parts[pid]["pins"]),
            data=dict(parts[pid]["data"]),
            closed=parts[pid]["closed"],
        )
        for pid in order
    ]


def script_events(phases: Sequence[PhaseInput]) -> list[Event]:
    """The events a moderator would have entered to play these script phases."""
    events: list[Event] = []
    for inp in phases:
        pid = inp.id
        events += [Event("moderator", pid, {"entry": dict(m)}) for m in inp.moderator]
        for key, value in inp.data.items():
            events.append(Event("data", pid, {"key": key, "value": value}))
        events += [Event("pin", pid, {"name": k, "value": v}) for k, v in inp.pins.items()]
        for name, votes in inp.votes.items():
            events += [
                Event(
                    "vote",
                    pid,
                    {"vote": name, "voter": v.voter, "target": v.target, "extra": dict(v.extra)},
                )
                for v in votes
            ]
        events += [
            Event(
                "action",
                pid,
                {
                    "actor": a.actor,
                    "ability": a.ability,
                    "targets": list(a.targets),
                    "extra": dict(a.extra),
                },
            )
            for a in inp.actions
        ]
        events.append(Event("end-phase", pid, {}))
    return events

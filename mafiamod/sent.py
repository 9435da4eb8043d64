"""Sent means sent: a "sent" mark remembers the text that was sent (its SHA-256 and the text
itself), so a later correction that changes a sent post or PM shows as *changed since sent*,
with the difference, and the timeline of its phase says so."""

from __future__ import annotations

import difflib
import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .engine.messages import message

if TYPE_CHECKING:
    from .engine.errors import KnownError
    from .engine.model import PhaseRecord
    from .events import Event


@dataclass(frozen=True)
class PostItem:
    """One post or PM of a phase, with the key its sent mark uses."""

    key: str
    phase: str
    kind: str
    to: str  # "" for a public post
    text: str


@dataclass(frozen=True)
class PostFailure:
    """A post or PM of a phase whose template fails to render (a setup's template that the
    sandbox refuses, say): listed where the post would stand, with the key it would have."""

    key: str
    phase: str
    kind: str
    to: str  # "" for a public post
    template: str  # the template's file name
    error: KnownError  # the renderer's error (its message names the template and the problem)


@dataclass(frozen=True)
class SentChange:
    """A post or PM whose text differs from what was sent."""

    item: PostItem
    sent_text: str

    def diff(self) -> str:
        """The change as a unified diff (sent → now)."""
        return "".join(
            difflib.unified_diff(
                self.sent_text.splitlines(keepends=True),
                self.item.text.splitlines(keepends=True),
                "sent",
                "now",
                n=1,
            )
        )


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def post_items(records: Sequence[PhaseRecord]) -> list[PostItem]:
    """Every rendered post and PM, keyed ``phase:kind:to:n`` (n counts same kind and receiver)."""
    items = []
    for record in records:
        if record.ignored:
            continue
        seen: dict[tuple[str, str], int] = {}
        for raw in [*record.posts, *record.pms]:
            to = raw.get("to", "")
            n = seen.get((raw["kind"], to), 0)
            seen[(raw["kind"], to)] = n + 1
            key = f"{record.id}:{raw['kind']}:{to}:{n}"
            items.append(PostItem(key, record.id, raw["kind"], to, raw["text"]))
    return items


def listing_each(
    record: PhaseRecord, render: Callable[[str, Mapping[str, Any]], str]
) -> list[PostItem | PostFailure]:
    """The posts and PMs of ``record`` as :func:`post_items` lists them, each rendered on its
    own with ``render`` (template, context): one whose template fails (``TemplateFailure``)
    is a :class:`PostFailure` in its place, with its key; the record itself stays unrendered
    (what exports or publishes it still fails)."""
    from .render import TemplateFailure

    listing: list[PostItem | PostFailure] = []
    seen: dict[tuple[str, str], int] = {}
    requests = [r for r in record.requests if r.to is None] + [
        r for r in record.requests if r.to is not None
    ]  # the posts, then the PMs (the order of post_items)
    for request in requests:
        to = request.to or ""
        n = seen.get((request.kind, to), 0)
        seen[(request.kind, to)] = n + 1
        key = f"{record.id}:{request.kind}:{to}:{n}"
        try:
            text = render(request.template, request.context)
        except TemplateFailure as exc:
            name = str(exc.message.params.get("name", request.template))
            listing.append(PostFailure(key, record.id, request.kind, to, name, exc))
        else:
            listing.append(PostItem(key, record.id, request.kind, to, text))
    return listing


def marked_phases(marks: Mapping[str, Any]) -> set[str]:
    """The phases whose posts and PMs ``marks`` belong to (a mark stays in its key's phase:
    :func:`placed_marks`), so only theirs need be rendered to place or compare them."""
    return {key.partition(":")[0] for key in marks}


def sent_marks(events: Sequence[Event]) -> dict[str, dict[str, Any]]:
    """key → the payload of its latest "sent" mark, for keys marked sent now."""
    marks: dict[str, dict[str, Any]] = {}
    for e in events:
        if e.kind == "sent":
            if e.payload.get("sent", True):
                marks[e.payload["key"]] = dict(e.payload)
            else:
                marks.pop(e.payload["key"], None)
    return marks


def placed_marks(
    marks: Mapping[str, Mapping[str, Any]], items: Sequence[PostItem]
) -> dict[str, Mapping[str, Any]]:
    """The marks by the key of the post or PM each belongs to.

    A mark stays on its key while that item still reads as sent. Otherwise it follows the
    text it remembers to an unmarked item of the same phase and receiver that reads exactly so:
    a newer MafiaMod may name a kind anew (Charge Me Up's two pre-game PMs were both
    ``role-pm`` before they became ``alignment-pm`` and ``role-pm``/``no-power-role-pm``),
    and the mark of what was sent must not turn into "changed since sent" on another PM.
    A mark that finds no such item stays where it is (a real correction: "changed")."""
    by_key = {item.key: item for item in items}
    placed: dict[str, Mapping[str, Any]] = {}
    loose = []
    for key, mark in marks.items():
        item = by_key.get(key)
        if item is not None and (not mark.get("hash") or mark["hash"] == text_hash(item.text)):
            placed[key] = mark
        else:
            loose.append((key, mark))
    for key, mark in sorted(loose, key=lambda km: km[0]):
        phase, _, rest = key.partition(":")
        to = rest.split(":")[1] if rest.count(":") >= 2 else None
        home = next(
            (
                item
                for item in items
                if item.phase == phase
                and item.to == to
                and item.key not in placed
                and mark.get("hash") == text_hash(item.text)
            ),
            None,
        )
        if home is not None:
            placed[home.key] = mark
        elif key in by_key and key not in placed:
            placed[key] = mark
    return placed


def changes(
    records: Sequence[PhaseRecord],
    events: Sequence[Event],
    *,
    marks: Mapping[str, Mapping[str, Any]] | None = None,
    items: Sequence[PostItem] | None = None,
) -> list[SentChange]:
    """The sent posts and PMs whose text now differs from what was sent (``marks`` and
    ``items``: :func:`sent_marks` of ``events`` and :func:`post_items` of ``records``,
    when the caller has them already)."""
    if marks is None:
        marks = sent_marks(events)
    if not marks:
        return []
    if items is None:
        items = post_items([r for r in records if r.id in marked_phases(marks)])
    placed = placed_marks(marks, items)
    out = []
    for item in items:
        mark = placed.get(item.key)
        if mark and mark.get("hash") and mark["hash"] != text_hash(item.text):
            out.append(SentChange(item, str(mark.get("text", ""))))
    return out


def note_changes(
    records: Sequence[PhaseRecord],
    events: Sequence[Event],
    *,
    marks: Mapping[str, Mapping[str, Any]] | None = None,
    items: Sequence[PostItem] | None = None,
) -> None:
    """Write a timeline line in each phase whose sent posts or PMs a correction changed."""
    by_phase = {r.id: r for r in records}
    for change in changes(records, events, marks=marks, items=items):
        item = change.item
        what = (
            message("the PM to {player}", player=item.to)
            if item.to
            else message("the {kind} post", kind=item.kind)
        )
        line = message(
            "Changed since sent: {what} ({kind}) now reads differently from what was "
            "sent; send a correction",
            what=what,
            kind=item.kind,
        )
        record = by_phase[item.phase]
        if line not in record.trace:  # a record kept from an earlier fold has it already
            record.trace.append(line)

"""The typed quick-entry line: "VUX jail Syreen" → actor, ability, targets (and key=value extras)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.options import EntryOption
from .widgets import parse_extras


@dataclass
class QuickEntry:
    actor: str
    ability: str | None
    targets: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


def _take_name(text: str, names: Sequence[str]) -> tuple[str | None, str]:
    """The longest name ``text`` starts with (whole words, any case), and the rest."""
    low = text.lower()
    for name in sorted(names, key=len, reverse=True):
        n = name.lower()
        if low == n or low.startswith(n + " "):
            return name, text[len(name) :].strip()
    word, _, rest = text.partition(" ")
    hits = [n for n in names if n.lower().startswith(word.lower())] if word else []
    if len(hits) == 1:
        return hits[0], rest.strip()
    return None, text


def _take_ability(text: str, options: Sequence[EntryOption]) -> tuple[EntryOption | None, str]:
    low = text.lower()
    for option in sorted(options, key=lambda o: -max(len(o.ability), len(o.label))):
        for key in (option.ability.lower(), option.label.lower()):
            if low == key or low.startswith(key + " "):
                return option, text[len(key) :].strip()
    word, _, rest = text.partition(" ")
    hits = [
        o
        for o in options
        if word
        and (o.ability.lower().startswith(word.lower()) or o.label.lower().startswith(word.lower()))
    ]
    if len({o.ability for o in hits}) == 1:
        return hits[0], rest.strip()
    return None, text


def parse_quick(text: str, living: Sequence[str], options: Sequence[EntryOption]) -> QuickEntry:
    """Read a quick entry; ValueError says in words what could not be matched."""
    text = " ".join(text.split())
    actor, rest = _take_name(text, living)
    if actor is None:
        raise ValueError(
            QCoreApplication.translate("QuickEntry", "no living player matches {word}").format(
                word=repr(text.split(" ")[0])
            )
            if text
            else QCoreApplication.translate("QuickEntry", "type an entry")
        )
    mine = [o for o in options if o.actor == actor]
    extras_at = min((i for i, w in enumerate(rest.split(" ")) if "=" in w), default=None)
    words = rest.split(" ") if rest else []
    head = " ".join(words[:extras_at] if extras_at is not None else words)
    extra = parse_extras(" ".join(words[extras_at:])) if extras_at is not None else {}
    if not head:
        return QuickEntry(actor, None, [], extra)
    option, head = _take_ability(head, mine)
    if option is None:
        offered = ", ".join(o.ability for o in mine if o.ability) or QCoreApplication.translate(
            "QuickEntry", "nothing"
        )
        raise ValueError(
            QCoreApplication.translate(
                "QuickEntry", "{player} has no ability matching {word} (offered: {offered})"
            ).format(player=actor, word=repr(head.split(" ")[0]), offered=offered)
        )
    targets = []
    while head:
        name, after = _take_name(head, option.candidates or living)
        if name is None:
            raise ValueError(
                QCoreApplication.translate(
                    "QuickEntry", "{word} is not a target {player} may choose"
                ).format(word=repr(head.split(" ")[0]), player=actor)
            )
        targets.append(name)
        head = after
    return QuickEntry(actor, option.ability or None, targets, extra)


def completions(options: Sequence[EntryOption]) -> list[str]:
    """Whole entries for the completer: actor, ability id and (for one target) each target."""
    out = []
    for option in options:
        if not option.ability:  # a declaration with no ability: "actor key=value"
            continue
        stem = f"{option.actor} {option.ability}"
        if option.targets == 1:
            out += [f"{stem} {c}" for c in option.candidates]
        else:
            out.append(stem)
    return out

"""The typed quick-entry line: "VUX jail Syreen" → actor, ability, targets (and key=value extras).

The ability may be written as the form shows it ("Jailkeep"), by one of the setup's words for
it ("jail", «проверить»), or by its id; names are matched as the PM reader matches them
(any case, a unique prefix, a declined or mistyped name). A refusal says why in words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.model import GameState
from ..engine.options import EntryOption
from ..pm_reader import SELF_WORDS, fold, name_matcher, option_words, tokens, word_fits
from .widgets import parse_extras


@dataclass
class QuickEntry:
    actor: str
    ability: str | None
    targets: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    option: EntryOption | None = None


def _take_name(text: str, names: Sequence[str]) -> tuple[str | None, str]:
    """The longest name ``text`` starts with (whole words, any case), and the rest."""
    low = fold(text)
    for name in sorted(names, key=len, reverse=True):
        n = fold(name)
        if low == n or low.startswith(n + " "):
            return name, text[len(name) :].strip()
    word, _, rest = text.partition(" ")
    if not word:
        return None, text
    hits = [n for n in names if fold(n).startswith(fold(word))]
    if len(hits) != 1:
        hits = name_matcher(tokens(word), names)
    if len(hits) == 1:
        return hits[0], rest.strip()
    return None, text


def _take_ability(
    text: str, options: Sequence[EntryOption], words: Mapping[str, Sequence[str]]
) -> tuple[EntryOption | None, str]:
    low = fold(text)
    keyed = [
        (fold(key), option)
        for option in options
        for key in (option.ability, option.label, *words.get(option.ability, ()))
        if key
    ]
    for key, option in sorted(keyed, key=lambda k: -len(k[0])):
        if low == key or low.startswith(key + " "):
            return option, text[len(key) :].strip()
    word, _, rest = text.partition(" ")
    if not word:
        return None, text
    w = fold(word)
    hits = [o for key, o in keyed if key.startswith(w)]
    if len({o.label for o in hits}) != 1:  # a stem: "jailing", «проверяю»
        hits = [o for o in options if any(word_fits(w, p[0]) for p in option_words(o, words))]
    if len({o.label for o in hits}) == 1:
        return hits[0], rest.strip()
    return None, text


def parse_quick(
    text: str,
    living: Sequence[str],
    options: Sequence[EntryOption],
    words: Mapping[str, Sequence[str]] | None = None,
    players: Sequence[str] | None = None,
) -> QuickEntry:
    """Read a quick entry; ValueError says in words what could not be matched. Targets are
    read among all ``players`` (a dead target is entered, and the rules refuse it)."""
    words = words or {}
    everyone = list(players) if players is not None else list(living)
    text = " ".join(text.split())
    if not text:
        example = example_entry(options, words)
        if example:
            raise ValueError(
                QCoreApplication.translate(
                    "QuickEntry", "type an entry: who, what, whom (e.g. {0})"
                ).format(example)
            )
        raise ValueError(QCoreApplication.translate("QuickEntry", "type an entry: who, what, whom"))
    actor, rest = _take_name(text, everyone)
    if actor is None:
        raise ValueError(
            QCoreApplication.translate("QuickEntry", "no player is called “{0}”").format(
                text.split(" ")[0]
            )
        )
    if actor not in living:
        raise ValueError(QCoreApplication.translate("QuickEntry", "{0} is dead").format(actor))
    mine = [o for o in options if o.actor == actor]
    words_in = rest.split(" ") if rest else []
    extras_at = min((i for i, w in enumerate(words_in) if "=" in w), default=None)
    head = " ".join(words_in[:extras_at] if extras_at is not None else words_in)
    extra = parse_extras(" ".join(words_in[extras_at:])) if extras_at is not None else {}
    # the player's only ability may go unsaid: "Yehat" (no target), "VUX Syreen"
    only = [o for o in mine if o.ability] if len(mine) == 1 else []
    if not head:
        if only and only[0].targets == 0 and not extra:
            return QuickEntry(actor, only[0].ability, [], extra, only[0])
        return QuickEntry(actor, None, [], extra)
    option, head = _take_ability(head, mine, words)
    if option is None and only and _take_name(head, everyone)[0] is not None:
        option = only[0]
    if option is None:
        offered = ", ".join(dict.fromkeys(o.label for o in mine if o.ability))
        if not offered:
            raise ValueError(
                QCoreApplication.translate("QuickEntry", "{0} has nothing to enter now").format(
                    actor
                )
            )
        raise ValueError(
            QCoreApplication.translate("QuickEntry", "{0} has no ability “{1}” (may: {2})").format(
                actor, head.split(" ")[0], offered
            )
        )
    targets = []
    while head:
        first = fold(head.split(" ")[0])
        if first in SELF_WORDS:
            targets.append(actor)
            head = head.partition(" ")[2]
            continue
        if first in ("to", "on", "onto", "and", "→", "->", "на", "и"):
            head = head.partition(" ")[2]
            continue
        name, after = _take_name(head, everyone)
        if name is None:
            raise ValueError(
                QCoreApplication.translate("QuickEntry", "no player is called “{0}”").format(
                    head.split(" ")[0]
                )
            )
        targets.append(name)
        head = after
    return QuickEntry(actor, option.ability or None, targets, extra, option)


def verb(option: EntryOption | None, words: Mapping[str, Sequence[str]]) -> str:
    """The ability as a verb for a sentence ("protect"): its first word, or its label."""
    if option is None:
        return QCoreApplication.translate("QuickEntry", "act on")
    found = words.get(option.ability, ())
    return str(found[0]) if found else option.label


def refusal(
    reason: str,
    message: str,
    entry: QuickEntry,
    state: GameState | None,
    words: Mapping[str, Sequence[str]],
) -> str:
    """Why the rules refused ``entry``, in a sentence about the players ("Orz is dead",
    "Supox may not protect themselves"); ``message`` is the rules' own words."""
    actor, option = entry.actor, entry.option
    doing = verb(option, words)
    dead = [t for t in entry.targets if state is not None and not state.is_alive(t)]
    if reason == "actor-dead":
        return QCoreApplication.translate("QuickEntry", "{0} is dead").format(actor)
    if reason == "target-dead" and dead:
        return QCoreApplication.translate("QuickEntry", "{0} is dead").format(dead[0])
    if reason == "self-target" or (reason == "bad-target" and actor in entry.targets):
        return QCoreApplication.translate("QuickEntry", "{0} may not {1} themselves").format(
            actor, doing
        )
    if reason == "no-shots":
        return QCoreApplication.translate("QuickEntry", "{0} has no shots left").format(actor)
    if reason == "no-ability":
        return QCoreApplication.translate("QuickEntry", "{0} may not {1}").format(actor, doing)
    if reason in ("bad-target", "not-offered") and entry.targets:
        return QCoreApplication.translate("QuickEntry", "{0} may not {1} {2}").format(
            actor, doing, ", ".join(entry.targets)
        )
    return message


# window languages written in Cyrillic (the example's word is then a Cyrillic one if any)
CYRILLIC_LANGUAGES = frozenset({"ru", "uk", "be", "bg", "sr", "kk"})


def written_for(text: str, language: str) -> bool:
    """Whether ``text`` is in the script of ``language`` (Cyrillic or not)."""
    cyrillic = any("\u0400" <= ch <= "\u04ff" for ch in text)
    return cyrillic == (language in CYRILLIC_LANGUAGES)


def example_entry(
    options: Sequence[EntryOption],
    words: Mapping[str, Sequence[str]] | None = None,
    language: str = "en",
) -> str:
    """An entry to show as the example: the first player with a one-target ability, the
    setup's first word for it in the window's script (else its first word, else its name)
    and a legal target other than themself; else an ability with no target; ``""`` when
    nothing may be entered now."""
    words = words or {}

    def word(option: EntryOption) -> str:
        said = [*words.get(option.ability, ()), option.label]
        return next((w for w in said if written_for(w, language)), said[0])

    for option in options:
        others = [c for c in option.candidates if c != option.actor]
        if option.ability and option.targets == 1 and others:
            return f"{option.actor} {word(option)} {others[0]}"
    for option in options:
        if option.ability and option.targets == 0:
            return f"{option.actor} {word(option)}"
    return ""


def completions(
    options: Sequence[EntryOption], words: Mapping[str, Sequence[str]] | None = None
) -> list[str]:
    """Whole entries for the completer: actor, the ability's display name and its first word
    (when it has words), and for one target each legal target."""
    words = words or {}
    out: list[str] = []
    for option in options:
        if not option.ability:  # a declaration with no ability: "actor key=value"
            continue
        keys = list(dict.fromkeys([option.label, *words.get(option.ability, ())[:1]]))
        for key in keys:
            stem = f"{option.actor} {key}"
            if option.targets == 1:
                out += [f"{stem} {c}" for c in option.candidates]
            else:
                out.append(stem)
    return list(dict.fromkeys(out))

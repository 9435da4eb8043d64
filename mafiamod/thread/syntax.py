"""How votes are written: each syntax is a small declared set of rules.

Every rule is case-insensitive, allows spaces after its marker and an optional colon; the
written name runs to the end of its line, bold run or tag (the reader trims trailing
punctuation and extra words). A ``bold`` rule reads only bold text that starts with its word
(any line start when the source shows no formatting: plain pasted text).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ..engine.errors import KnownError
from .model import BOLD_OFF, BOLD_ON, MARKERS, TAG_OFF, TAG_ON, UNTAG, unmark

#: the most of a line read as a vote's name: the reader keeps its first few words
#: (``reader.MAX_NAME_WORDS``); a bound keeps a post of thousands of votes on one line linear
NAME_CHARS = 200
_NAME = rf"(?P<name>[^\n{MARKERS}]{{0,{NAME_CHARS}}})"
#: between a marker and its name: spaces, an optional colon, and bold opened or closed there
#: ("##vote [b]Koshi[/b]", "[b]VOTE:[/b] Koshi")
_GAP = rf"[\s{BOLD_ON}{BOLD_OFF}]*:?[\s{BOLD_ON}{BOLD_OFF}]*"
_LIT_NAME = r"(?P<name>[^\[\n]*?)"
_START = r"(?:^|(?<=\n))[ \t]*"
_FLAGS = re.IGNORECASE | re.MULTILINE


@dataclass(frozen=True)
class Rule:
    """One way of writing a vote (``kind`` ``vote``, with a ``name`` group) or an unvote."""

    kind: str
    pattern: re.Pattern[str]
    bold: bool = False
    needle: str = ""  # lower-case text a post must hold for the rule to be tried (speed)


def _rule(kind: str, pattern: str, bold: bool = False, needle: str = "vote") -> Rule:
    return Rule(kind, re.compile(pattern, _FLAGS), bold, needle)


TAG_VOTE = _rule("vote", rf"{TAG_ON}\s*(?P<name>[^{MARKERS}]*?)\s*{TAG_OFF}", needle=TAG_ON)
TAG_UNVOTE = _rule("unvote", UNTAG, needle=UNTAG)
LITERAL_VOTE = _rule("vote", rf"\[vote\]\s*{_LIT_NAME}\s*\[/vote\]")
LITERAL_UNVOTE = _rule("unvote", r"\[unvote\]\s*(?:\[/unvote\])?")
BOLD_VOTE = _rule("vote", rf"{_START}vote\b{_GAP}{_NAME}", bold=True)
BOLD_UNVOTE = _rule("unvote", rf"{_START}unvote\b", bold=True)

SYNTAXES: dict[str, tuple[Rule, ...]] = {
    "mafiascum": (BOLD_VOTE, BOLD_UNVOTE, TAG_VOTE, TAG_UNVOTE, LITERAL_VOTE, LITERAL_UNVOTE),
    "mafiauniverse": (TAG_VOTE, TAG_UNVOTE, LITERAL_VOTE, LITERAL_UNVOTE),
    "teamliquid": (
        _rule("vote", rf"##\s*vote\b{_GAP}{_NAME}"),
        _rule("unvote", r"##\s*unvote\b"),
    ),
    "plain": (BOLD_VOTE, BOLD_UNVOTE),
    "russian": (
        _rule("vote", rf"\bголосую\s+за\b{_GAP}{_NAME}", needle="голос"),
        _rule("vote", rf"\bголос[\s{BOLD_ON}{BOLD_OFF}]*:{_GAP}{_NAME}", needle="голос"),
        _rule("unvote", r"\bснимаю\s+(?:свой\s+|мой\s+)?голос", needle="голос"),
    ),
}
SYNTAXES["auto"] = tuple(dict.fromkeys(r for rules in SYNTAXES.values() for r in rules))

#: words that mean a vote for no elimination, unless the moderator gives others
NO_LYNCH_WORDS = ("no lynch", "nolynch", "no elimination", "no-lynch", "sleep", "no execution")


def rules_for(syntax: str) -> tuple[Rule, ...]:
    """The rules of a syntax by name (in any case: ``TeamLiquid`` is ``teamliquid``)."""
    try:
        return SYNTAXES[syntax.strip().lower()]
    except KeyError:
        names = ", ".join(SYNTAXES)
        raise KnownError(
            "unknown vote syntax {syntax!r} (one of {names})", syntax=syntax, names=names
        ) from None


@dataclass(frozen=True)
class Found:
    """A vote or unvote found in a post's text, where it was and as written."""

    start: int
    kind: str
    name: str
    raw: str  # the words as written, markers dropped
    before: str = ""  # raw up to the name ("##vote", "VOTE:", "[vote]")
    after: str = ""  # raw after the name ("[/vote]")


_BOLD_MARK = re.compile(f"[{BOLD_ON}{BOLD_OFF}]")


def _bold_runs(text: str) -> list[tuple[int, str]]:
    """(offset, text) of each bold run, nested runs flattened into the outer one."""
    if BOLD_ON not in text:
        return []
    runs: list[tuple[int, str]] = []
    depth, start = 0, 0
    for m in _BOLD_MARK.finditer(text):
        if m.group() == BOLD_ON:
            if depth == 0:
                start = m.end()
            depth += 1
        elif depth:
            depth -= 1
            if depth == 0:
                runs.append((start, text[start : m.start()]))
    if depth:
        runs.append((start, text[start:]))
    return runs


def _with_line_rest(text: str, runs: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Each bold run with the rest of its line after it, its closing marker kept.

    A bold vote's name ends with its run ("[b]VOTE: Koshi[/b] because…"); only a marker
    bold alone ("[b]VOTE:[/b] Koshi") takes its name from the words after the run.
    """
    spans = []
    for offset, run in runs:
        end = text.find("\n", offset + len(run))
        spans.append((offset, text[offset : len(text) if end < 0 else end]))
    return spans


def _search_all(rule: Rule, span: str) -> Iterator[re.Match[str]]:
    """Every match, also those starting inside an earlier match's name."""
    pos = 0
    while (m := rule.pattern.search(span, pos)) is not None:
        yield m
        pos = max(m.start("name") if rule.kind == "vote" else m.end(), m.start() + 1)


def find_votes(text: str, rules: tuple[Rule, ...], formatted: bool = True) -> list[Found]:
    """Every vote and unvote in a post's marked text, in the order written.

    Where two syntaxes read the same words, the first (longest) reading wins; a vote
    written inside the name of an earlier one (``##vote a ##vote b`` on one line) ends
    that name.
    """
    hits: list[tuple[int, int, int, Rule, re.Match[str]]] = []
    bold = _with_line_rest(text, _bold_runs(text)) if formatted else [(0, text)]
    lower = text.casefold()
    for rule in rules:
        if rule.needle not in lower:
            continue
        spans = bold if rule.bold else [(0, text)]
        for offset, span in spans:
            for m in _search_all(rule, span):
                name_at = m.start("name") if rule.kind == "vote" else m.end()
                hits.append((offset + m.start(), offset + name_at, offset + m.end(), rule, m))
    hits.sort(key=lambda h: (h[0], -h[2]))
    kept: list[tuple[int, int, int, Rule, re.Match[str]]] = []
    for hit in hits:
        if kept and hit[0] < kept[-1][1]:
            continue  # the same words read by two syntaxes
        kept.append(hit)
    found: list[Found] = []
    for index, (start, _name_at, end, rule, m) in enumerate(kept):
        cut = kept[index + 1][0] - start if index + 1 < len(kept) else None
        if cut is not None and start + cut < end:
            found.append(_found(start, rule, m, m.start() + cut))
        else:
            found.append(_found(start, rule, m))
    return found


def _clean(text: str) -> str:
    return " ".join(text.translate(_BLANKS).split())


_BLANKS = str.maketrans(MARKERS, " " * len(MARKERS))


def _found(start: int, rule: Rule, m: re.Match[str], cut: int | None = None) -> Found:
    if rule.kind == "unvote":
        raw = "[unvote]" if rule is TAG_UNVOTE else _clean(m.group(0))
        return Found(start, "unvote", "", raw, raw)
    name_end = m.end("name") if cut is None else min(cut, m.end("name"))
    name = _clean(m.string[m.start("name") : name_end])
    if rule is TAG_VOTE:
        before, after = "[vote]", "[/vote]"
        name = _TAG_PREFIX.sub("", name)  # MafiaScum shows [vote]x[/vote] as "VOTE: x"
    else:
        before = " ".join(unmark(m.string[m.start() : m.start("name")]).split())
        after = _clean(m.string[m.end("name") : m.end()]) if cut is None else ""
    raw = " ".join(part for part in (before, name) if part) + after
    if rule is TAG_VOTE or rule is LITERAL_VOTE:
        raw = before + name + after
    return Found(start, "vote", name, raw, before, after)


_TAG_PREFIX = re.compile(r"^vote\s*:?\s*", re.IGNORECASE)

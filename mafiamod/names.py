"""Player names: safe to print in a post and impossible to mistake for one another.

A name is refused when it holds control characters, line breaks or bidi controls (a newline
forges lines in a post; an unterminated right-to-left override runs into the rest of it),
when it is blank or too long, when it reads the same as another player's name once
case-folded, with invisible characters removed and look-alike Latin, Cyrillic and Greek
letters mapped together (``Ann``, ``ann``, Cyrillic ``Аnn``, ``Ann`` + zero-width space), and
when it reads as a setup's special vote target (``no-lynch``). Names are kept in NFC, so a
composed and a decomposed ``Café`` are one name.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence

from .engine.errors import KnownError, Shown
from .engine.messages import message

MAX_LENGTH = 64

#: bidi embeddings, overrides, isolates and marks
BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
#: characters that show nothing (ignored when names are compared; refused at the ends)
INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e\u2062\u2063\u2064\u034f")

#: look-alike letters (after case folding) mapped to the Latin letter they imitate
CONFUSABLE = str.maketrans(
    {
        # Cyrillic
        "а": "a", "в": "b", "е": "e", "ё": "e", "з": "3", "к": "k", "м": "m", "н": "h",
        "о": "o", "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i",
        "ї": "i", "ј": "j", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ӏ": "l", "ь": "b",
        "г": "r", "п": "n", "ш": "w", "и": "u",
        # Greek
        "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "μ": "u", "ν": "v",
        "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ω": "w", "γ": "y", "ζ": "z",
        # Latin look-alikes and digits
        "ı": "i", "ł": "l", "ø": "o", "0": "o", "1": "l", "|": "l", "ſ": "s",
    }
)  # fmt: skip


class NameRefused(KnownError):
    """A player name that is unsafe or could be mistaken for another; says which and why."""


def _shown(name: str) -> Shown:
    """``name`` quoted for an error, its invisible characters written as escapes (``\\x00``,
    ``\\u202e``), once: ``{shown!r}`` in a template shows it as it is."""
    text = "".join(
        ch if ch.isprintable() and ch not in BIDI and ch not in INVISIBLE else ascii(ch)[1:-1]
        for ch in name[:80]
    )
    return Shown("'" + text + "'")


def clean(name: str) -> str:
    """``name`` in NFC without surrounding spaces, or NameRefused saying what is wrong."""
    if not isinstance(name, str):
        raise NameRefused("a player name must be text, not {kind}", kind=type(name).__name__)
    text = unicodedata.normalize("NFC", name).strip()
    shown = _shown(name)
    if not text:
        raise NameRefused("a player name is blank")
    if len(text) > MAX_LENGTH:
        raise NameRefused(
            "player name {shown!r} is longer than {limit} characters", shown=shown, limit=MAX_LENGTH
        )
    for ch in text:
        category = unicodedata.category(ch)
        if ch in "\r\n\u2028\u2029\x85" or category in ("Zl", "Zp"):
            raise NameRefused("player name {shown!r} contains a line break", shown=shown)
        if ch in BIDI:
            raise NameRefused(
                "player name {shown!r} contains a text-direction control (U+{code:04X})",
                shown=shown,
                code=ord(ch),
            )
        if category in ("Cc", "Cs", "Co", "Cn"):
            raise NameRefused("player name {shown!r} contains a control character", shown=shown)
    if text[0] in INVISIBLE or text[-1] in INVISIBLE or not key(text):
        raise NameRefused(
            "player name {shown!r} starts or ends with an invisible character", shown=shown
        )
    return text


def key(name: str) -> str:
    """What ``name`` looks like to a reader: two names with one key are one name."""
    text = unicodedata.normalize("NFKC", name).casefold()
    text = "".join(
        ch for ch in text if ch not in INVISIBLE and unicodedata.category(ch) not in ("Cf", "Mn")
    )
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Mn")
    text = text.translate(CONFUSABLE)
    return " ".join(text.replace("_", " ").replace("-", " ").split())


def check_roster(
    names: Sequence[str], special: Iterable[str] = (), where: str = message("players")
) -> list[str]:
    """The names, cleaned; NameRefused for an unsafe name, two names that read the same, or
    a name that reads as a special vote target (``no-lynch``)."""
    cleaned = [clean(n) for n in names]
    specials = {key(s): s for s in special if s}
    seen: dict[str, str] = {}
    for name in cleaned:
        k = key(name)
        if k in specials:
            raise NameRefused(
                "{where}: {name!r} reads as the special vote target {special!r}; "
                "choose another name",
                where=where,
                name=name,
                special=specials[k],
            )
        if k in seen:
            raise NameRefused(
                "{where}: {name!r} and {other!r} read as the same name; "
                "make them clearly different",
                where=where,
                name=name,
                other=seen[k],
            )
        seen[k] = name
    return cleaned


def check_new_name(name: str, others: Iterable[str], special: Iterable[str] = ()) -> str:
    """A replacement's name, cleaned, checked against the players already in the game."""
    return check_roster([*others, name], special, where=message("replacement"))[-1]

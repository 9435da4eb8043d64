"""Reading a player's night PM into an entry: who sends it, which ability, which targets.

The moderator pastes what the player wrote ("jail Syreen tonight pls", «проверяю Томаса»),
with or without the sender (a ``From: name`` line, a forum PM header, "VUX: …", or the row
it is pasted on). The ability is found by the words the setup gives each ability
(``[abilities.<id>] words``, read through the ruleset's typed
:class:`~mafiamod.engine.abilities.AbilitySpec`, plus its display name), the targets by
fuzzy player names.
Nothing is guessed: when the words fit two abilities, two senders or too many names, the
:class:`Reading` carries a question and the readings to choose from.

No Qt here: the night panel and the benchmark use it, and so can a headless command.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from rapidfuzz import fuzz

from .engine.abilities import AbilitySpec
from .engine.options import EntryOption
from .thread.names import NameMatcher, norm

#: an unsettled name is asked about (not dropped) when two players fit it this well
CLOSE = 0.8

#: a mistyped name is read only for names this long, spelt this alike (rapidfuzz ratio)
TYPO_MIN = 5
TYPO_RATIO = 75
#: words a player uses to target themselves
SELF_WORDS = frozenset({"me", "myself", "self", "себя", "меня", "сам", "сама", "себе"})
#: header lines of a forum PM that carry no action (dropped before reading)
_SKIP = re.compile(
    r"^\s*(re:|subject:|тема:|sent:|date:|to:|кому:|отправлено:|дата:|получатель:)",
    re.IGNORECASE,
)
_FROM = re.compile(
    r"^\s*(?:from|sender|от|отправитель|message from|сообщение от)\s*[:\-–—]?\s+(?P<name>.+?)\s*$",
    re.IGNORECASE,
)
_BY = re.compile(r"^\s*by\s+(?P<name>.+?)\s*»", re.IGNORECASE)
_WROTE = re.compile(
    r"^\s*(?P<name>.+?)\s+(?:wrote|writes|писал\(а\)|писала?|написала?)\s*:?\s*$", re.IGNORECASE
)
_TOKEN = re.compile(r"[\w'’]+", re.UNICODE)


def fold(text: str) -> str:
    """Case- and accent-folded text for comparing words (ё reads as е)."""
    text = unicodedata.normalize("NFKC", text).casefold().replace("ё", "е")
    return text.replace("’", "'")


def tokens(text: str) -> list[str]:
    return [fold(t) for t in _TOKEN.findall(text)]


# -- player names ------------------------------------------------------------------
#: ``lookup(phrase_tokens, names) -> names the phrase may mean`` (best first; several when
#: it is unclear which). :func:`name_matcher` is the default.
NameLookup = Callable[[Sequence[str], Sequence[str]], list[str]]


@lru_cache(maxsize=8)
def _thread_matcher(names: tuple[str, ...]) -> NameMatcher:
    return NameMatcher(list(names))


def name_matcher(phrase: Sequence[str], names: Sequence[str]) -> list[str]:
    """The players ``phrase`` (folded tokens of a PM) may mean, through the thread-vote
    matcher (:mod:`mafiamod.thread.names`: exact, prefix, initials, fuzzy). A PM is free
    text, so a short word counts only as a whole name ("my" is not Mycon, "or" not Orz);
    a declined name (Томаса, Syreen's) is the name."""
    written = " ".join(phrase)
    size = len(norm(written))
    if not size:
        return []
    match = _thread_matcher(tuple(names)).match(written)
    if match.kind == "fuzzy" and match.player is not None and not typo_of(written, match.player):
        match = replace(match, player=None, kind="uncertain")
    if match.player is not None and (match.kind == "exact" or (match.certain and size >= 4)):
        return [match.player]
    declined = [
        n
        for n in names
        if len(norm(n)) >= 3 and norm(written).startswith(norm(n)) and size - len(norm(n)) <= 2
    ]
    if len(declined) == 1:
        return declined
    if not match.certain and size >= 5:
        close = [p for p, score in match.candidates if score >= CLOSE]
        if len(close) > 1:
            return close
    return []


def typo_of(written: str, name: str) -> bool:
    """Whether ``written`` reads as ``name`` mistyped: a name of five letters or more, spelt
    nearly the same (Ilwarth for Ilwrath). The thread matcher also finds a name inside a
    longer word (a vote for "coyote"), which in free text mistakes words for short names
    ("heal" for Hal, "challenge" for Hal)."""
    a, b = norm(written), norm(name)
    return len(b) >= TYPO_MIN and fuzz.ratio(a, b) >= TYPO_RATIO


@dataclass(frozen=True)
class Mention:
    """Player names found at a run of tokens (several when the words fit several players)."""

    start: int
    end: int
    names: tuple[str, ...]


def find_names(
    words: Sequence[str],
    names: Sequence[str],
    matcher: NameLookup = name_matcher,
    reserved: Sequence[str] = (),
) -> list[Mention]:
    """Every mention of a player in ``words`` (folded tokens), longest names first. A word
    that names an ability (``reserved``: the abilities' words) is a player only when it is
    the player's very name ("heal" is not Hal, "kill" not Kil)."""
    longest = max((len(tokens(n)) for n in names), default=1)
    exact = {norm(n) for n in names}
    out: list[Mention] = []
    i = 0
    while i < len(words):
        for size in range(min(longest, len(words) - i), 0, -1):
            phrase = words[i : i + size]
            if (
                size == 1
                and norm(phrase[0]) not in exact
                and any(word_fits(phrase[0], w) for w in reserved)
            ):
                continue
            hits = matcher(phrase, names)
            if hits:
                out.append(Mention(i, i + size, tuple(hits)))
                i += size
                break
        else:
            i += 1
    return out


# -- ability words -----------------------------------------------------------------
def ability_words(abilities: Mapping[str, AbilitySpec]) -> dict[str, tuple[str, ...]]:
    """Each ability's words, folded, from the setup's typed abilities (the ruleset's
    ``abilities``: :class:`~mafiamod.engine.abilities.AbilitySpec`, ``[abilities.<id>]
    words`` in ``setup.toml``): the same table the forms and the rules read."""
    return {aid: tuple(fold(w) for w in spec.words) for aid, spec in abilities.items()}


def word_fits(said: str, word: str) -> bool:
    """One written word against one of an ability's words: the same word or the same stem
    (jails/jailing for jail, проверяю for «проверить»)."""
    if said == word:
        return True
    common = 0
    for a, b in zip(said, word, strict=False):
        if a != b:
            break
        common += 1
    return common >= 4 and common >= min(len(said), len(word)) - 3


def _phrase_at(words: Sequence[str], phrase: Sequence[str], used: set[int]) -> set[int]:
    """The token positions where ``phrase`` is written (the first place), or nothing."""
    for i in range(len(words) - len(phrase) + 1):
        span = set(range(i, i + len(phrase)))
        if span & used:
            continue
        if all(word_fits(words[i + k], p) for k, p in enumerate(phrase)):
            return span
    return set()


def ability_phrases(ability: str, label: str, words: Sequence[str]) -> list[list[str]]:
    """The phrases that name an ability: the setup's words, its label's longer words, its
    id's longer words (``fatal-beating``: "fatal", "beating")."""
    phrases = [tokens(w) for w in words]
    phrases += [[t] for t in tokens(label) if len(t) >= 4]
    phrases += [[t] for t in tokens(ability.replace("-", " ")) if len(t) >= 4]
    return [p for p in phrases if p]


def option_words(option: EntryOption, words: Mapping[str, Sequence[str]]) -> list[list[str]]:
    """The phrases that name ``option``: the setup's words, its label, its id."""
    return ability_phrases(option.ability, option.label, words.get(option.ability, ()))


def phrase_score(phrases: Sequence[Sequence[str]], text: Sequence[str]) -> int:
    """How many words of ``phrases`` the text (folded tokens) holds, each place counted once
    (0: the text does not name them)."""
    hits: set[int] = set()
    score = 0
    for phrase in phrases:
        span = _phrase_at(text, phrase, set())
        if span and not span <= hits:
            hits |= span
            score += len(phrase)
    return score


def _score(option: EntryOption, text: Sequence[str], words: Mapping[str, Sequence[str]]) -> int:
    """How many of the option's phrases the PM contains (0: the PM does not name it)."""
    return phrase_score(option_words(option, words), text)


def best_named(text: Sequence[str], phrases: Mapping[str, Sequence[Sequence[str]]]) -> list[str]:
    """Of one holder's abilities (id: :func:`ability_phrases`), those the text names best:
    one, none, or several (then the reader asks which)."""
    scores = {aid: phrase_score(p, text) for aid, p in phrases.items()}
    best = max(scores.values(), default=0)
    return [aid for aid, s in scores.items() if s == best and s > 0]


# -- the reading -------------------------------------------------------------------
@dataclass(frozen=True)
class Reading:
    """What one PM says, as far as it can be read without guessing."""

    text: str
    actor: str | None = None
    option: EntryOption | None = None
    targets: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)
    #: empty when the reading is ready to enter; otherwise what the moderator must answer
    question: str = ""
    #: complete readings to choose from (one per sender, ability or target), when known
    choices: tuple[Reading, ...] = ()

    @property
    def ready(self) -> bool:
        return not self.question and self.actor is not None and self.option is not None

    @property
    def ability(self) -> str | None:
        return (self.option.ability or None) if self.option else None

    def line(self) -> str:
        """The reading as a quick-entry line ("VUX Jailkeep Syreen"), for the moderator to
        check and correct before it is entered."""
        parts = [self.actor or ""]
        if self.option is not None:
            parts.append(self.option.label)
        parts += list(self.targets)
        parts += [f"{k}={v}" for k, v in self.extra.items()]
        return " ".join(p for p in parts if p)


def _header(lines: list[str], names: Sequence[str], matcher: NameLookup) -> tuple[str, list[str]]:
    """The sender named by a header line (or ""), and the lines left to read."""
    sender, body = "", []
    for line in lines:
        match = _FROM.match(line) or _BY.match(line) or _WROTE.match(line)
        if match and not sender:
            hits = matcher(tokens(match.group("name")), names)
            sender = hits[0] if len(hits) == 1 else match.group("name").strip()
            continue
        if _SKIP.match(line):
            continue
        body.append(line)
    return sender, body


def _is_header(line: str) -> bool:
    return bool(_FROM.match(line) or _BY.match(line) or _WROTE.match(line))


def split_pms(text: str, names: Sequence[str] = ()) -> list[str]:
    """Several PMs pasted at once, one by one: each header line (``From: …``, ``by … »``,
    ``… wrote:``) starts a PM; without headers, blank lines part them, and a block whose
    every line starts with a player's name is one PM per line."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if any(_is_header(line) for line in lines):
        chunks: list[list[str]] = []
        for line in lines:
            if _is_header(line) or not chunks:
                # the subject/date lines just above a header belong to the next PM
                carried: list[str] = []
                while chunks and chunks[-1] and _SKIP.match(chunks[-1][-1]):
                    carried.insert(0, chunks[-1].pop())
                chunks.append([*carried, line])
            else:
                chunks[-1].append(line)
        pms = ["\n".join(c).strip() for c in chunks]
        return [p for p in pms if p and not all(_SKIP.match(x) for x in p.split("\n"))]
    blocks = [b.strip() for b in re.split(r"\n\s*\n", "\n".join(lines)) if b.strip()]
    out: list[str] = []
    for block in blocks:
        rows = [r.strip() for r in block.split("\n") if r.strip()]
        if len(rows) > 1 and names and all(_starts_with_name(r, names) for r in rows):
            out += rows
        else:
            out.append(block)
    return out


def _starts_with_name(line: str, names: Sequence[str]) -> bool:
    words = tokens(line)
    found = find_names(words[:4], names)
    return bool(found) and found[0].start == 0 and len(found[0].names) == 1


def read_pm(
    text: str,
    options: Sequence[EntryOption],
    players: Sequence[str],
    words: Mapping[str, Sequence[str]],
    sender: str | None = None,
    matcher: NameLookup = name_matcher,
) -> Reading:
    """Read one PM. ``options`` are the entries the rules offer now (every living player's),
    ``players`` every player's name (a dead target is read, and refused by the rules with
    its reason), ``words`` the abilities' words (:func:`ability_words`), ``sender`` the
    player whose row it was pasted on (for a PM without a sender line of its own)."""
    lines = [line for line in text.replace("\r", "").split("\n") if line.strip()]
    named, body = _header(lines, players, matcher)
    if named and named not in players:
        return Reading(text, question=f"who is “{named}”? No player has that name")
    sender = named or sender or None  # the PM's own header wins over the row it is on
    said = tokens(" ".join(body))
    reserved = [p[0] for o in options for p in option_words(o, words) if len(p) == 1]
    mentions = find_names(said, players, matcher, reserved)
    # "VUX: jail Syreen", or a quick-entry line "VUX jail Syreen": the first name sends it
    if sender is None and mentions and mentions[0].start == 0 and len(mentions[0].names) == 1:
        first = mentions[0].names[0]
        if any(o.actor == first for o in options):
            rest, named_one = _reading_as(text, first, said, mentions[1:], options, words, players)
            if named_one:
                return rest
    if sender is not None:
        return _read_as(text, sender, said, mentions, options, words, players)
    # no sender: the players who hold an ability the PM names
    readings = []
    for actor in dict.fromkeys(o.actor for o in options):
        reading, named_one = _reading_as(text, actor, said, mentions, options, words, players)
        if named_one:
            readings.append(reading)
    if len(readings) == 1:
        return readings[0]
    if not readings:
        return Reading(text, question="no ability named: say who sent it and what they do")
    who = _or([r.actor or "" for r in readings])
    return Reading(text, question=f"who sent it: {who}?", choices=tuple(readings))


def _read_as(
    text: str,
    actor: str,
    said: Sequence[str],
    mentions: Sequence[Mention],
    options: Sequence[EntryOption],
    words: Mapping[str, Sequence[str]],
    players: Sequence[str],
) -> Reading:
    return _reading_as(text, actor, said, mentions, options, words, players)[0]


def _reading_as(
    text: str,
    actor: str,
    said: Sequence[str],
    mentions: Sequence[Mention],
    options: Sequence[EntryOption],
    words: Mapping[str, Sequence[str]],
    players: Sequence[str],
) -> tuple[Reading, bool]:
    """The reading of the PM as ``actor``'s, and whether it names one of their abilities."""
    mine = [o for o in options if o.actor == actor]
    if not mine:
        return Reading(text, actor, question=f"{actor} has nothing to enter now"), False
    # the ability words are read outside the names
    named = {i for m in mentions for i in range(m.start, m.end)}
    free = [w for i, w in enumerate(said) if i not in named]
    scores = [(_score(o, free, words), o) for o in mine]
    best = max(s for s, _ in scores)
    fitting = [o for s, o in scores if s == best and s > 0]
    if not fitting:
        only = mine if len(mine) == 1 else []
        labels = _or([o.label for o in mine])
        return Reading(
            text,
            actor,
            question=f"no ability named: {actor} may {labels}",
            choices=tuple(_targets(text, actor, o, said, mentions, players) for o in only),
        ), False
    if len({o.label for o in fitting}) > 1:
        which = _or([o.label for o in fitting])
        choices = tuple(_targets(text, actor, o, said, mentions, players) for o in fitting)
        return Reading(text, actor, question=f"which ability: {which}?", choices=choices), True
    return _targets(text, actor, fitting[0], said, mentions, players), True


def _targets(
    text: str,
    actor: str,
    option: EntryOption,
    said: Sequence[str],
    mentions: Sequence[Mention],
    players: Sequence[str],
) -> Reading:
    found: list[Mention] = [m for m in mentions if m.names != (actor,) or option.targets > 0]
    if any(w in SELF_WORDS for w in said) and option.targets:
        at = next(i for i, w in enumerate(said) if w in SELF_WORDS)
        found.append(Mention(at, at + 1, (actor,)))
        found.sort(key=lambda m: m.start)
    reading = Reading(text, actor, option)
    if option.targets == 0:
        return reading
    unclear = [m for m in found if len(m.names) > 1]
    if unclear:
        who = _or(list(unclear[0].names))
        return replace(reading, question=f"which player: {who}?")
    names = list(dict.fromkeys(m.names[0] for m in found))
    # the sender's own name (a signature) is not a target unless a target is missing
    if len(names) > option.targets and actor in names:
        names.remove(actor)
    if len(names) == option.targets:
        return replace(reading, targets=tuple(names))
    need = option.targets
    if len(names) < need:
        missing = "a target" if need - len(names) == 1 else f"{need - len(names)} targets"
        return replace(
            reading, targets=tuple(names), question=f"{missing} missing for {option.label}"
        )
    picks = _or(names)
    return replace(
        reading,
        question=f"{option.label} takes {need}: {picks}?",
        choices=tuple(replace(reading, targets=(n,)) for n in names) if need == 1 else (),
    )


def _or(items: Sequence[str]) -> str:
    items = list(dict.fromkeys(items))
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def read_pms(
    text: str,
    options: Sequence[EntryOption],
    players: Sequence[str],
    words: Mapping[str, Sequence[str]],
    sender: str | None = None,
    matcher: NameLookup = name_matcher,
) -> list[Reading]:
    """Every PM in a paste, split (:func:`split_pms`) and read one by one."""
    return [
        read_pm(pm, options, players, words, sender, matcher)
        for pm in split_pms(text, list(players))
    ]

"""Votes read from posts: who voted for whom in which post, and the plain tally.

:func:`read_votes` finds the votes of each post with a syntax, keeps what a post finally
says (an unvote followed by a vote lists both; of several votes only the last), maps
authors and written names to players with :class:`~mafiamod.thread.names.NameMatcher`,
and :func:`tally` counts the settled ones. The window and ``mafiamod votes`` both use them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .model import Post
from .names import WORDS, Match, NameMatcher, norm, similarity
from .syntax import NO_LYNCH_WORDS, Found, find_votes, rules_for

NO_LYNCH = "no-lynch"
#: a written name is tried with at most this many of its leading words
MAX_NAME_WORDS = 5
_TRIM = ".,!?;:)]}\"'»…*~-—"


@dataclass(frozen=True)
class ThreadVote:
    """One vote or unvote found in the thread.

    ``target`` is a player, ``""`` for an unvote or ``no-lynch``; ``match`` is ``exact``,
    ``alias``, ``fuzzy`` (with ``score``) or ``uncertain`` (``target`` empty, the
    ``candidates`` to ask about).
    """

    post: int
    voter: str
    target: str
    raw: str
    match: str
    written: str = ""
    author: str = ""
    score: float | None = None
    candidates: tuple[str, ...] = ()
    time: str | None = None
    link: str | None = None

    @property
    def uncertain(self) -> bool:
        """Not settled: not counted until the moderator says who it is for."""
        return self.match == "uncertain"

    def settled(self, target: str) -> ThreadVote:
        """This vote, settled by the moderator as a vote for ``target``."""
        return ThreadVote(
            self.post, self.voter, target, self.raw, "alias", self.written, self.author,
            None, (), self.time, self.link,
        )  # fmt: skip

    def as_json(self) -> dict[str, Any]:
        """The contract's ``votes`` / ``uncertain`` entry."""
        if self.uncertain:
            return {
                "post": self.post,
                "voter": self.voter,
                "raw": self.raw,
                "candidates": list(self.candidates),
            }
        entry: dict[str, Any] = {
            "post": self.post,
            "voter": self.voter,
            "target": self.target,
            "raw": self.raw,
            "match": self.match,
        }
        if self.score is not None:
            entry["score"] = self.score
        return entry


@dataclass
class Reading:
    """What reading some posts gave."""

    votes: list[ThreadVote] = field(default_factory=list)
    posts_read: int = 0
    last_post: int = 0


def read_votes(
    posts: Iterable[Post],
    matcher: NameMatcher,
    syntax: str = "auto",
    no_lynch: Sequence[str] = NO_LYNCH_WORDS,
    first: int | None = None,
    last: int | None = None,
) -> Reading:
    """Every vote and unvote in ``posts`` (numbered ``first``..``last``), in posting order."""
    rules = rules_for(syntax)
    named = {norm(word) for word, _ in no_lynch_clashes(no_lynch, matcher)}
    sleep = {norm(w) for w in no_lynch if norm(w)} - named  # a player's name is the player's
    reading = Reading()
    for post in posts:
        if (first is not None and post.number < first) or (last is not None and post.number > last):
            continue
        reading.posts_read += 1
        reading.last_post = max(reading.last_post, post.number)
        voter = matcher.author(post.author)
        if voter is None:
            continue  # the host, a spectator: no votes
        for found in final_votes(find_votes(post.text, rules, post.formatted)):
            reading.votes.append(_vote(post, voter, found, matcher, sleep))
    return reading


def no_lynch_clashes(no_lynch: Sequence[str], matcher: NameMatcher) -> list[tuple[str, str]]:
    """The no-lynch words that name a player, with the player: ``[(word, player), ...]``.

    A word that is a player's name, old name or alias (compared as names are) is read as
    that player, as a longer player's name that begins with a no-lynch word is ("Sleep
    Walker"): :func:`read_votes` drops it from the no-lynch words, and ``mafiamod votes``
    warns about it.
    """
    clashes: list[tuple[str, str]] = []
    for word in dict.fromkeys(no_lynch):
        player = matcher.author(word) if norm(word) else None
        if player is not None:
            clashes.append((word, player))
    return clashes


def final_votes(found: Sequence[Found]) -> list[Found]:
    """What one post says in the end: its last vote, with an unvote just before or after it."""
    votes = [i for i, f in enumerate(found) if f.kind == "vote"]
    if not votes:
        return [f for f in found if f.kind == "unvote"][-1:]
    last = votes[-1]
    before = [f for f in found[:last] if f.kind == "unvote"][-1:]
    after = [f for f in found[last + 1 :] if f.kind == "unvote"][:1]
    return [*before, found[last], *after]


def _vote(
    post: Post, voter: str, found: Found, matcher: NameMatcher, sleep: set[str]
) -> ThreadVote:
    def vote(target: str, raw: str, kind: str, written: str = "", **more: Any) -> ThreadVote:
        return ThreadVote(
            post.number,
            voter,
            target,
            raw,
            kind,
            written,
            post.author,
            time=post.time,
            link=post.link,
            **more,
        )

    if found.kind == "unvote":
        return vote("", found.raw, "exact")
    used, match = resolve(found.name, matcher, sleep)
    raw = " ".join(p for p in (found.before, used) if p) + found.after
    if found.before.endswith("]"):
        raw = found.before + used + found.after
    if match is None:
        return vote(NO_LYNCH, raw, "exact", used)
    if not match.certain:
        return vote("", raw, "uncertain", used, candidates=tuple(p for p, _ in match.candidates))
    score = match.score if match.kind == "fuzzy" else None
    return vote(match.player or "", raw, match.kind, used, score=score)


def resolve(written: str, matcher: NameMatcher, sleep: set[str]) -> tuple[str, Match | None]:
    """The words of ``written`` that name a player (None for a no-lynch word), and the match.

    A name runs to the end of its line, so "##vote bats because…" is tried with its leading
    words, longest first. The longest that is a no-lynch word or names a player exactly, by
    alias or shortened wins, or that is clearly one player's name misspelt: fuzzy, with no more words than that
    player's own name and its last word like a later word of it (:func:`_misspelt_name`) ("Wile E. Coyotte" is Wile E. Coyote's name with a typo, not "Wile E."
    and a stray word; "Koshy lol" is "Koshy" and a word). Else the best fuzzy match of any
    of them, else the whole (uncertain).
    """
    words = written.split()[:MAX_NAME_WORDS]
    options = [_trim(" ".join(words[:k])) for k in range(len(words), 0, -1)] or [""]
    matches: list[tuple[str, Match]] = []
    for option in options:
        if norm(option) in sleep:  # after a longer name: "Sleep Walker" is a player's
            return option, None
        if not option:
            continue
        match = matcher.match(option)
        if match.kind in ("exact", "alias"):
            return option, match
        if match.kind == "fuzzy" and _misspelt_name(option, match.player or ""):
            return option, match
        matches.append((option, match))
    fuzzy = [(o, m) for o, m in matches if m.kind == "fuzzy"]
    if fuzzy:
        return max(fuzzy, key=lambda om: om[1].score)
    if matches:
        return max(matches, key=lambda om: om[1].score)
    return written, matcher.match(written)


#: a written name's last word is one of the name's later words from this similarity on
LATER_WORD = 0.65


def _misspelt_name(option: str, player: str) -> bool:
    """``option`` reads as ``player``'s name misspelt, every word of it part of the name.

    No more words than the name, and a last word that is like one of the name's later
    words ("Wile E. Coyotte", "Half teh Sky"); not a shorter name or word with a stray word
    after it ("sleep for" is not Sleep Walker, "Koshi lol" not Koshi).
    """
    written = option.split()
    if len(written) == 1:
        return True
    later = [norm(w) for w in WORDS.findall(player)[1:]]
    last = norm(written[-1])
    return len(written) <= 1 + len(later) and any(
        similarity(last, w) >= LATER_WORD for w in later if w
    )


def _trim(text: str) -> str:
    return text.strip().strip(_TRIM).strip().lstrip("@\"'«(")


@dataclass(frozen=True)
class Wagon:
    """A target with its current votes."""

    target: str
    voters: tuple[str, ...]

    @property
    def count(self) -> int:
        """How many players vote for it now."""
        return len(self.voters)


def tally(votes: Iterable[ThreadVote]) -> list[Wagon]:
    """The plain count of settled votes: the latest per voter, largest wagons first.

    Ties: the wagon whose count last changed earlier comes first.
    """
    current: dict[str, str] = {}
    voters: dict[str, list[str]] = {}
    changed: dict[str, int] = {}
    for index, vote in enumerate(votes):
        if vote.uncertain:
            continue
        old = current.pop(vote.voter, None)
        if old is not None and old == vote.target:
            current[vote.voter] = old
            continue
        if old is not None:
            voters[old].remove(vote.voter)
            changed[old] = index
        if vote.target:
            current[vote.voter] = vote.target
            voters.setdefault(vote.target, []).append(vote.voter)
            changed[vote.target] = index
    wagons = [Wagon(t, tuple(v)) for t, v in voters.items() if v]
    return sorted(wagons, key=lambda w: (-w.count, changed[w.target]))


def not_voting(votes: Iterable[ThreadVote], players: Sequence[str]) -> list[str]:
    """Players with no current vote, in list order."""
    current: dict[str, str] = {}
    for vote in votes:
        if not vote.uncertain:
            current[vote.voter] = vote.target
    return [p for p in players if not current.get(p)]


def as_json(reading: Reading, players: Sequence[str]) -> dict[str, Any]:
    """The contract's JSON of ``mafiamod votes``."""
    settled = [v for v in reading.votes if not v.uncertain]
    return {
        "votes": [v.as_json() for v in settled],
        "uncertain": [v.as_json() for v in reading.votes if v.uncertain],
        "tally": [
            {"target": w.target, "count": w.count, "voters": list(w.voters)}
            for w in tally(reading.votes)
        ],
        "not_voting": not_voting(reading.votes, players),
        "posts_read": reading.posts_read,
    }


def learned_aliases(data: Mapping[str, Any] | None) -> dict[str, str]:
    """Nicknames kept with a game (``{nickname: player}``), tolerating a missing or odd value."""
    if not isinstance(data, Mapping):
        return {}
    return {str(k): str(v) for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}

"""Matching a written name to a player: exact, alias, prefix, initials, fuzzy, or uncertain.

Public API (no Qt; the PM reader and the thread reader both use it)::

    from mafiamod.thread.names import NameMatcher, Match, parse_player_list

    roster = parse_player_list(text)            # lines "Name", "Old -> New", "Name = nick1, nick2"
    m = NameMatcher(roster.players, aliases=roster.aliases, replacements=roster.replacements)
    m = NameMatcher.from_roster(roster)         # the same
    r = m.match("Wile E.")                      # -> Match
    r.player      # the player (newest name of the slot), or None when not settled
    r.kind        # "exact" | "alias" | "fuzzy" | "uncertain"
    r.score       # 0..1 (1.0 for exact and alias)
    r.certain     # True unless kind == "uncertain"
    r.candidates  # ((player, score), ...) best first: who it may be (also when certain)
    m.learn("wiley", "Wile E. Coyote")          # a nickname settled by the moderator
    m.learned()                                 # {nickname: player} learned so far, to store
    m.author("Old Name")                        # a poster's name -> slot's player, or None
                                                # (exact/alias/old names only: never fuzzy)
    m.slot("Old Name")                          # any name a slot had -> its newest name

Rules (``../shared/spec/thread-votes.md``, "Names"): names compare case-insensitively,
ignoring spacing and punctuation. ``exact``: the player's name; ``alias``: a given or learned
alias or a replaced player's old name; then (also ``alias``) a prefix of exactly one player's
name (which covers its leading words), or initials (from its words or its capital letters)
that fit one player only (when these point at different players, ``uncertain`` with each
of them as a candidate), and only after those a prefix of one player's nickname or old name;
``fuzzy``: rapidfuzz similarity when one player is clearly best (score at least
:data:`ACCEPT` and :data:`MARGIN` ahead of the next player); anything else is ``uncertain``
and is asked about, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rapidfuzz import fuzz
from rapidfuzz.distance import JaroWinkler

from ..engine.errors import KnownError

#: a fuzzy match counts from this score (0..1) ...
ACCEPT = 0.80
#: ... when it is at least this far ahead of the best other player
MARGIN = 0.08
#: candidates offered for an uncertain name score at least this much
OFFER = 0.45
#: ... and no further than this below the best one
NEAR = 0.25
#: prefixes and initials need at least this many letters
MIN_SHORT = 2

_NOT_WORD = re.compile(r"[\W_]+", re.UNICODE)
WORDS = re.compile(r"[^\W_]+", re.UNICODE)
_CAPITALS = re.compile(r"[A-ZА-ЯЁ0-9]")


def norm(name: str) -> str:
    """The form names compare in: case-folded, without spaces or punctuation."""
    return _NOT_WORD.sub("", name.casefold())


def initials(name: str) -> set[str]:
    """The initials a name may be written as: of its words, and of its capital letters."""
    found: set[str] = set()
    words = WORDS.findall(name)
    if len(words) > 1:
        found.add("".join(w[0] for w in words).casefold())
    caps = "".join(_CAPITALS.findall(name))
    if len(caps) > 1:
        found.add(caps.casefold())
    # both at once: "Half the SkyX" -> words' initials plus inner capitals
    mixed = "".join(w[0] + "".join(_CAPITALS.findall(w[1:])) for w in words)
    if len(mixed) > 1:
        found.add(mixed.casefold())
    return {i for i in found if len(i) >= MIN_SHORT}


@dataclass(frozen=True)
class Match:
    """What a written name was read as."""

    written: str
    player: str | None
    kind: str
    score: float
    candidates: tuple[tuple[str, float], ...] = ()

    @property
    def certain(self) -> bool:
        """Settled: the vote counts for :attr:`player`."""
        return self.player is not None and self.kind != "uncertain"


@dataclass
class Roster:
    """A player list as read from a file: current names, replacements, aliases."""

    players: list[str] = field(default_factory=list)
    replacements: dict[str, str] = field(default_factory=dict)  # old -> new
    aliases: dict[str, str] = field(default_factory=dict)  # nickname -> player


def parse_player_list(text: str, source: str = "the player list") -> Roster:
    """Read ``Name``, ``Old -> New`` and ``Player = nick1, nick2`` lines (``#`` comments)."""
    roster = Roster()
    pending_aliases: list[tuple[int, str, str]] = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip() if line.lstrip().startswith("#") else line.strip()
        if not line:
            continue
        if "->" in line:
            old, _, new = (part.strip() for part in line.partition("->"))
            if not old or not new:
                raise KnownError(
                    "{source}, line {line}: write a replacement as 'Old -> New'",
                    source=source,
                    line=number,
                )
            roster.replacements[old] = new
            if new not in roster.players:
                roster.players.append(new)
            continue
        if "=" in line:
            player, _, nicks = (part.strip() for part in line.partition("="))
            if not player:
                raise KnownError(
                    "{source}, line {line}: write aliases as 'Player = nick, …'",
                    source=source,
                    line=number,
                )
            if player not in roster.players:
                roster.players.append(player)
            for nick in nicks.split(","):
                if nick.strip():
                    pending_aliases.append((number, nick.strip(), player))
            continue
        if line not in roster.players:
            roster.players.append(line)
    for old in roster.replacements:
        if old in roster.players:
            roster.players.remove(old)
    for _number, nick, player in pending_aliases:
        roster.aliases[nick] = player
    if not roster.players:
        raise KnownError("{source} names no players", source=source)
    return roster


class NameMatcher:
    """Matches written names against one game's players (see the module docstring)."""

    def __init__(
        self,
        players: Sequence[str],
        aliases: Mapping[str, str] | None = None,
        replacements: Mapping[str, str] | None = None,
    ) -> None:
        self.players: list[str] = list(dict.fromkeys(players))
        self._newest: dict[str, str] = {}
        for old, new in (replacements or {}).items():
            self._newest[old] = new
        self._exact: dict[str, str] = {}
        for player in self.players:
            self._exact.setdefault(norm(player), player)
        self._alias: dict[str, str] = {}
        for old in self._newest:
            newest = self.slot(old)
            if newest in self.players:
                self._alias.setdefault(norm(old), newest)
        for nick, player in (aliases or {}).items():
            self._add_alias(nick, player)
        self._learned: dict[str, str] = {}
        self._words = {p: [norm(w) for w in WORDS.findall(p)] for p in self.players}
        self._initials: dict[str, set[str]] = {}
        for player in self.players:
            for key in initials(player):
                self._initials.setdefault(key, set()).add(player)

    @classmethod
    def from_roster(cls, roster: Roster) -> NameMatcher:
        """A matcher over a parsed player list."""
        return cls(roster.players, aliases=roster.aliases, replacements=roster.replacements)

    def slot(self, name: str) -> str:
        """The newest name of the slot that ``name`` ever named (``name`` itself if none)."""
        seen: set[str] = set()
        while name in self._newest and name not in seen:
            seen.add(name)
            name = self._newest[name]
        return name

    def _add_alias(self, nick: str, player: str) -> None:
        newest = self.slot(player)
        if newest not in self.players:
            raise KnownError(
                "the alias {nick!r} is for {player!r}, who is not a player",
                nick=nick,
                player=player,
            )
        key = norm(nick)
        if key and key not in self._exact:
            self._alias[key] = newest

    def learn(self, written: str, player: str) -> None:
        """Remember that ``written`` means ``player`` (a nickname settled by the moderator)."""
        self._add_alias(written, player)
        self._learned[written] = self.slot(player)

    def learned(self) -> dict[str, str]:
        """The nicknames learned with :meth:`learn`, to keep with the game."""
        return dict(self._learned)

    def author(self, name: str) -> str | None:
        """The player who posts as ``name`` (by name, old name or alias), else None."""
        key = norm(name)
        return self._exact.get(key) or self._alias.get(key)

    def match(self, written: str) -> Match:
        """Read ``written`` as one player's name, or say it is uncertain."""
        key = norm(written)
        if not key:
            return Match(written, None, "uncertain", 0.0)
        if key in self._exact:
            return Match(written, self._exact[key], "exact", 1.0, ((self._exact[key], 1.0),))
        if key in self._alias:
            return Match(written, self._alias[key], "alias", 1.0, ((self._alias[key], 1.0),))
        short = self._short_form(key, written)
        if len(short) == 1:
            return Match(written, short[0], "alias", 1.0, ((short[0], 1.0),))
        if short:  # the shortened readings name different players: ask, never pick one
            return Match(written, None, "uncertain", 1.0, tuple((p, 1.0) for p in short))
        return self._fuzzy(written, key)

    def _short_form(self, key: str, written: str = "") -> tuple[str, ...]:
        """Who a shortened name is, in the spec's order: one player, several, or nobody (``()``).

        First a prefix of exactly one player's name, or its leading words when they are one
        player's only ("Wile" is Wile E. Coyote's beside Wilesmith), or initials that fit
        one player only. When these readings name different players ("HTS" begins Htsfoo
        and is Half the Sky's initials) they are all returned, and the name is uncertain:
        the spec admits each reading only "when they fit one player only". Only when none
        names anyone, a prefix of one player's nicknames or old names: "wil" is Wile E.
        Coyote's even when Wilma is "wildcat". An ambiguous prefix alone, or initials of
        several players alone, name nobody here (the fuzzy reading decides).
        """
        if len(key) < MIN_SHORT:
            return ()
        owners = {p for k, p in self._exact.items() if k.startswith(key)}
        if len(owners) > 1:
            words = [norm(w) for w in WORDS.findall(written)]
            leading = {p for p in owners if self._words[p][: len(words)] == words}
            if len(leading) == 1:
                owners = leading
        by_initials = self._initials.get(key, set())
        if len(owners) > 1 and not by_initials:
            return ()
        readings = owners | by_initials
        if len(readings) == 1:
            return (next(iter(readings)),)
        if owners:
            return tuple(p for p in self.players if p in readings)
        if by_initials:
            return ()
        nicks = {p for k, p in self._alias.items() if len(k) > len(key) and k.startswith(key)}
        return (nicks.pop(),) if len(nicks) == 1 else ()

    def _fuzzy(self, written: str, key: str) -> Match:
        scores: dict[str, float] = {}
        for names, kind in ((self._exact, "name"), (self._alias, "alias")):
            for name_key, player in names.items():
                score = similarity(key, name_key)
                if kind == "alias":
                    score *= 0.98  # a player's own name wins a tie with a nickname
                if score > scores.get(player, 0.0):
                    scores[player] = score
        ranked = sorted(scores.items(), key=lambda item: (-item[1], self.players.index(item[0])))
        top = ranked[0][1] if ranked else 0.0
        offered = tuple((p, round(s, 2)) for p, s in ranked if s >= OFFER and s >= top - NEAR)[:5]
        if ranked and len(key) > MIN_SHORT:
            best, best_score = ranked[0]
            runner_up = ranked[1][1] if len(ranked) > 1 else 0.0
            if best_score >= ACCEPT and best_score - runner_up >= MARGIN:
                return Match(written, best, "fuzzy", round(best_score, 2), offered)
        return Match(written, None, "uncertain", round(ranked[0][1], 2) if ranked else 0.0, offered)


def similarity(written: str, name: str) -> float:
    """0..1: how alike a written name and a player's name are (both :func:`norm`-ed).

    The best of edit similarity (typos: ``oatsmastr``), Jaro-Winkler (shared beginnings:
    ``sicklucky``) and, for written names of four letters or more and no longer than the
    name, a slightly discounted partial ratio (a later word of the name: ``coyote``; a
    written name longer than the name is not the name shortened: "Half teh Sky" is not
    "Half" with more letters).
    """
    ratio = fuzz.ratio(written, name) / 100
    jaro = JaroWinkler.normalized_similarity(written, name) * 0.95
    partial = 0.0
    if 4 <= len(written) <= len(name):
        partial = fuzz.partial_ratio(written, name) / 100 * 0.9
    return max(ratio, jaro, partial)

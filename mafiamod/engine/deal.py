"""One deal for every setup: a ``[roles]`` table read against the setup's role table, the
seats a random deal gives out, the seeded draw ``deal`` made by a small named strategy,
and the legality of a ``deal`` pin (docs/ENGINE.md, "The deal").

A setup says what differs as data: its :class:`RoleRule` table (which roles, which
alignments, whether a role takes shots), its seats (one role id or ``{role, …}`` table per
seat), the strategy of its draw (:data:`STRATEGIES`: how the seeded generator is used, so
that every seed keeps dealing what it always dealt) and, where its digest words it, its
own check of a complete ``[roles]`` (Charge Me Up: three Mafia; X-SHOTS: the rolls).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .errors import ScriptError
from .model import GameState, Player
from .rng import Draws, _norm, sample_pin

TOWN, MAFIA = "town", "mafia"
VANILLA_TOWNIE, MAFIA_GOON = "vanilla-townie", "mafia-goon"
#: the roles with no ability (Charge Me Up, X-SHOTS: every other role is a power role)
VANILLAS = frozenset({VANILLA_TOWNIE, MAFIA_GOON})
#: a dealt seat, read: ``role`` and ``alignment``, and ``shots``/``modifiers`` when given
Entry = dict[str, Any]


@dataclass(frozen=True)
class RoleRule:
    """What a role may be in a deal: its alignments (the first is the default), whether it
    takes ``shots`` (``none``, ``optional``, ``required``), and whether ``[roles]`` may name
    it by its bare id (else only as a ``{ role, alignment, … }`` table)."""

    alignments: tuple[str, ...]
    shots: str = "none"
    bare: bool = True


RoleTable = Mapping[str, RoleRule]
#: the vanillas' rules where every other role is a power role (Charge Me Up, X-SHOTS)
VANILLA_RULES = {VANILLA_TOWNIE: RoleRule((TOWN,)), MAFIA_GOON: RoleRule((MAFIA,))}


def read_entry(
    name: str, value: Any, table: RoleTable, keys: Sequence[str] = ("alignment", "shots")
) -> Entry:
    """One ``[roles]`` value (or a dealt seat, or a pin's) as an :data:`Entry`, checked
    against the role table: a known role, an alignment it may have, its shots."""
    if isinstance(value, str):
        entry: Entry = {"role": value}
        rule = table.get(value)
        if rule is not None and not rule.bare:
            raise ScriptError(
                "[roles] {name}: give a {role} as a table {{ role, alignment, … }}",
                name=name,
                role=value,
            )
    elif isinstance(value, Mapping) and isinstance(value.get("role"), str):
        unknown = set(value) - {"role", *keys}
        if unknown:
            raise ScriptError(
                "[roles] {name}: unknown key {unknown}",
                name=name,
                unknown=", ".join(sorted(unknown)),
            )
        entry = dict(value)
    else:
        raise ScriptError(
            "[roles] {name}: expected a role id or {{ role, alignment?, shots?, modifiers? }}",
            name=name,
        )
    role = str(entry["role"])
    rule = table.get(role)
    if rule is None:
        raise ScriptError("[roles] {name}: unknown role {role!r}", name=name, role=role)
    given = entry.get("alignment")
    entry["alignment"] = alignment = rule.alignments[0] if given is None else str(given)
    if alignment not in rule.alignments:
        raise ScriptError(
            "[roles] {name}: a {role} cannot be {alignment}-aligned",
            name=name,
            role=role,
            alignment=alignment,
        )
    shots = entry.get("shots")
    if shots is None and rule.shots == "required":
        raise ScriptError(
            "[roles] {name}: a power role needs 'shots', a whole number >= 0", name=name
        )
    if shots is not None and rule.shots == "none":
        raise ScriptError(
            "[roles] {name}: shots for a {role}, which has no ability", name=name, role=role
        )
    if shots is not None and (isinstance(shots, bool) or not isinstance(shots, int) or shots < 0):
        raise ScriptError("[roles] {name}: shots must be a whole number", name=name)
    return entry


def _token(entry: Entry) -> str:
    """An entry as one comparable value (two seats that deal the same thing are equal)."""
    return repr(sorted((k, sorted(v) if isinstance(v, list) else v) for k, v in entry.items()))


class Strategy(Protocol):
    """How the seeded draw ``deal`` gives out the seats (and what its pin looks like)."""

    def draw(self, deal: Deal, draws: Draws, names: list[str], fixed: Mapping[str, Any]) -> Any:
        """The draw's value (recorded as it always was): a name → seat table, or a list."""

    def legal(self, deal: Deal, pin: Any, names: list[str], fixed: Mapping[str, Any]) -> bool:
        """Whether ``pin`` is an outcome this draw could give."""

    def seated(
        self, deal: Deal, value: Any, names: list[str], fixed: Mapping[str, Any]
    ) -> dict[str, Any]:
        """The draw's value as a seat per player."""


class _Table:
    """A drawn table name → seat; its pin is such a table over every player."""

    def shuffle(self, rng: random.Random, names: list[str], seats: list[Any]) -> dict[str, Any]:
        raise NotImplementedError

    def draw(self, deal: Deal, draws: Draws, names: list[str], fixed: Mapping[str, Any]) -> Any:
        seats = deal.all_seats()
        pick = {_token(deal.entry("deal", s)): s for s in seats}

        def convert(pin: Any) -> dict[str, Any]:  # each pinned value as the seat it names
            return {str(n): pick[_token(deal.entry(str(n), v))] for n, v in pin.items()}

        def legal(pin: Any) -> bool:
            return self.legal(deal, pin, names, fixed)

        single = len(pick) <= 1  # every seat deals the same: one outcome, no draw
        return draws.custom(
            "deal",
            lambda rng: self.shuffle(rng, names, seats),
            legal,
            convert=convert,
            single=single,
        )

    def legal(self, deal: Deal, pin: Any, names: list[str], fixed: Mapping[str, Any]) -> bool:
        if not isinstance(pin, Mapping) or sorted(map(str, pin)) != sorted(names):
            return False
        try:
            dealt = Counter(_token(deal.entry(str(n), v)) for n, v in pin.items())
        except ScriptError:
            return False
        return dealt == Counter(_token(deal.entry("deal", s)) for s in deal.all_seats())

    def seated(
        self, deal: Deal, value: Any, names: list[str], fixed: Mapping[str, Any]
    ) -> dict[str, Any]:
        return dict(value)


def _as_many(names: list[str], seats: list[Any]) -> None:
    """ScriptError unless the deal has one seat per player."""
    if len(names) != len(seats):
        raise ScriptError(
            "the deal has {seats} roles for {players} players",
            seats=len(seats),
            players=len(names),
        )


class ShuffleSeats(_Table):
    """Shuffle the seats, then give them out in sign-up order (the classic library)."""

    def shuffle(self, rng: random.Random, names: list[str], seats: list[Any]) -> dict[str, Any]:
        _as_many(names, seats)
        order = list(seats)
        rng.shuffle(order)
        return dict(zip(names, order, strict=True))


class ShuffleNames(_Table):
    """Shuffle the players, then give them the seats in the seats' order (X-SHOTS)."""

    def shuffle(self, rng: random.Random, names: list[str], seats: list[Any]) -> dict[str, Any]:
        _as_many(names, seats)
        order = list(names)
        rng.shuffle(order)
        dealt = dict(zip(order, seats, strict=True))
        return {n: dealt[n] for n in names}


class SampleHolders:
    """Sample who holds the seats that are not the filler (the Mafia, Mountainous' special
    role), in sign-up order; everybody else gets the filler. Its pin lists the holders. A
    ``[roles]`` that fixes some seats (Charge Me Up's pre-game mode) leaves the draw the rest."""

    def _split(
        self, deal: Deal, names: list[str], fixed: Mapping[str, Any]
    ) -> tuple[list[str], list[str], list[Any]]:
        """(candidates, sure holders, the special seats the draw gives out)."""
        special = [s for s in deal.seats or [] if deal.entry("deal", s)["role"] != deal.filler]
        left = Counter(_token(deal.entry("deal", s)) for s in special)
        sure = []
        for n in names:
            if n in fixed and deal.entry(n, fixed[n])["role"] != deal.filler:
                sure.append(n)
                left[_token(deal.entry(n, fixed[n]))] -= 1
        cands = [n for n in names if n not in fixed or n in sure]
        if any(v < 0 for v in left.values()) or len(special) > len(cands):
            raise deal.counts_error()
        rest = []
        for seat in special:  # the special seats no [roles] entry holds, in their order
            if left[key := _token(deal.entry("deal", seat))] > 0:
                left[key] -= 1
                rest.append(seat)
        return cands, sure, rest

    def draw(self, deal: Deal, draws: Draws, names: list[str], fixed: Mapping[str, Any]) -> Any:
        cands, sure, rest = self._split(deal, names, fixed)
        return draws.sample("deal", cands, len(sure) + len(rest), sure=sure)

    def legal(self, deal: Deal, pin: Any, names: list[str], fixed: Mapping[str, Any]) -> bool:
        cands, sure, rest = self._split(deal, names, fixed)
        return sample_pin(pin, cands, len(sure) + len(rest), sure) is not None

    def seated(
        self, deal: Deal, value: Any, names: list[str], fixed: Mapping[str, Any]
    ) -> dict[str, Any]:
        _, sure, rest = self._split(deal, names, fixed)
        out: dict[str, Any] = {n: fixed.get(n, deal.filler) for n in names}
        out |= dict(zip([n for n in value if n not in sure], rest, strict=False))
        return out


#: the strategies by name, for a setup's data to choose
STRATEGIES: dict[str, Strategy] = {
    "shuffle-seats": ShuffleSeats(),
    "shuffle-names": ShuffleNames(),
    "sample-holders": SampleHolders(),
}


@dataclass
class Deal:
    """The deal of one game. ``seats``: one per player for a random deal (None: only a
    complete ``[roles]`` deals); ``partial``: ``[roles]`` may fix some seats and the draw
    deals the others; ``check``: the setup's own check of a complete ``[roles]`` (default:
    the same role ids as the seats)."""

    table: RoleTable
    seats: list[Any] | None = None
    strategy: str = "shuffle-seats"
    filler: str = VANILLA_TOWNIE
    keys: Sequence[str] = ("alignment", "shots")
    partial: bool = False
    check: Callable[[dict[str, Entry]], None] | None = None

    def entry(self, name: str, value: Any) -> Entry:
        return read_entry(name, value, self.table, self.keys)

    def all_seats(self) -> list[Any]:
        return list(self.seats or [])

    def counts_error(self) -> ScriptError:
        roles = Counter(str(self.entry("deal", s)["role"]) for s in self.all_seats())
        want = ", ".join(f"{k} × {v}" for k, v in roles.items())
        return ScriptError("[roles] must deal exactly the setup's roles ({want})", want=want)

    def is_fixed(self, state: GameState) -> bool:
        """A complete ``[roles]`` deals the game (no draw)."""
        return bool(state.fixed_roles) and not self.partial

    def fixed(self, state: GameState) -> dict[str, Entry]:
        """A complete ``[roles]``: every player named, each entry legal, the setup's counts."""
        missing = [n for n in state.names() if n not in state.fixed_roles]
        if missing:
            raise ScriptError(
                "[roles] must name every player; missing: {missing}", missing=", ".join(missing)
            )
        entries = {n: self.entry(n, state.fixed_roles[n]) for n in state.names()}
        if self.check is not None:
            self.check(entries)
        elif self.seats is not None:
            given = Counter(str(e["role"]) for e in entries.values())
            if given != Counter(str(self.entry("deal", s)["role"]) for s in self.seats):
                raise self.counts_error()
        return entries

    def drawn(self, state: GameState, draws: Draws) -> dict[str, Entry]:
        """The draw ``deal`` gives out the seats (a partial ``[roles]`` fixes its own)."""
        strategy, names, fixed = STRATEGIES[self.strategy], state.names(), state.fixed_roles
        value = strategy.draw(self, draws, names, fixed)
        seats = strategy.seated(self, value, names, fixed)
        return {n: self.entry(n, seats[n]) for n in names}

    def apply(self, state: GameState, draws: Draws) -> dict[str, Entry]:
        """Deal (a complete ``[roles]`` or the draw) and :meth:`seat`; returns the entries."""
        entries = self.fixed(state) if self.is_fixed(state) else self.drawn(state, draws)
        return self.seat(state, entries)

    @staticmethod
    def seat(state: GameState, entries: dict[str, Entry]) -> dict[str, Entry]:
        """Each player's role, alignment and shots from his entry."""
        for player in state.players:
            entry = entries[player.name]
            player.role, player.alignment = str(entry["role"]), str(entry["alignment"])
            player.shots = entry.get("shots")
        return entries

    def pin_is_possible(self, state: GameState, pin: Any) -> bool:
        """A ``deal`` pin no draw read (a later phase, or a complete ``[roles]``): the deal
        ``[roles]`` fixed, or an outcome the draw could give; else it is a bad pin."""
        if self.is_fixed(state):
            return agrees(pin, state)
        if self.seats is None:
            return False
        try:
            return STRATEGIES[self.strategy].legal(self, pin, state.names(), state.fixed_roles)
        except ScriptError:
            return False


def agrees(pin: Any, state: GameState) -> bool:
    """Whether a ``deal`` pin is the deal as made: a table of every player's role (a role id,
    or ``{ role, alignment }``), or the list of the Mafia's names."""
    if isinstance(pin, Mapping):
        if sorted(map(str, pin)) != sorted(state.names()):
            return False
        for name, value in pin.items():
            player = state.player(str(name))
            given = value if isinstance(value, Mapping) else {"role": value}
            if _norm(given.get("role")) != _norm(player.role):
                return False
            if "alignment" in given and _norm(given["alignment"]) != _norm(player.alignment):
                return False
        return True
    wanted = [pin] if isinstance(pin, str) else pin
    if not isinstance(wanted, list) or not all(isinstance(n, str) for n in wanted):
        return False
    mafia = [_norm(p.name) for p in state.players if p.alignment == MAFIA]
    return sorted(map(_norm, wanted)) == sorted(mafia)


def holds_pr(role: str) -> bool:
    """A power role: anything but a Vanilla Townie or a Mafia Goon."""
    return role not in VANILLAS


def informed_team(
    state: GameState, player: Player, factions: Mapping[str, Any], *, informed: bool = False
) -> list[Player]:
    """``player``'s faction when it is informed (``[factions.<id>] informed``, else
    ``informed``), ``player`` included, in sign-up order; else nobody."""
    if not factions.get(player.alignment, {}).get("informed", informed):
        return []
    return [p for p in state.players if p.alignment == player.alignment]

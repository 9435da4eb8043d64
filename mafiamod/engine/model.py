"""Value types of a game: players, entries (actions, votes), phase inputs and records."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from .messages import Message


@dataclass
class Player:
    """One seat at the table. ``fields`` holds setup-specific state that is exported."""

    name: str
    role: str = ""
    alignment: str = ""
    alive: bool = True
    shots: int | None = None
    modkilled: bool = False
    fields: dict[str, Any] = field(default_factory=dict)
    memo: dict[str, Any] = field(default_factory=dict)

    def export(self) -> dict[str, Any]:
        """The player as the replay JSON shows it."""
        out: dict[str, Any] = {
            "name": self.name,
            "role": self.role,
            "alignment": self.alignment,
            "alive": self.alive,
            "shots": self.shots,
        }
        out.update(_copy_dict(self.fields))
        return out

    def copy(self) -> Player:
        """An independent copy (setup fields and memo copied deeply, and only when there are
        any: most players carry none)."""
        return Player(
            self.name,
            self.role,
            self.alignment,
            self.alive,
            self.shots,
            self.modkilled,
            _copy_dict(self.fields),
            _copy_dict(self.memo),
        )


def _copy_dict(d: dict[str, Any]) -> dict[str, Any]:
    """A deep copy of a small dict of plain values, cheap for the common shapes: atoms, and
    lists or dicts of atoms (a player's ``modifiers: []``), each held by one key only."""
    if not d:
        return {}
    out = dict(d)
    held: list[Any] | None = None
    for key, value in d.items():
        kind = type(value)
        if kind in _ATOMS:
            continue
        if kind is list:
            if value and not all(type(v) in _ATOMS for v in value):
                return copy.deepcopy(d)
        elif kind is dict:
            if value and not all(type(v) in _ATOMS for v in value.values()):
                return copy.deepcopy(d)
        else:
            return copy.deepcopy(d)
        if held is None:
            held = [value]
        elif any(h is value for h in held):  # one list under two keys: deepcopy keeps it one
            return copy.deepcopy(d)
        else:
            held.append(value)
        out[key] = value.copy()
    return out


_ATOMS = frozenset({str, int, float, bool, type(None)})


@dataclass
class GameState:
    """Everything the rules know between phases. Copied, never shared, between phases."""

    setup_id: str
    seed: int
    players: list[Player]
    config: dict[str, Any] = field(default_factory=dict)
    fixed_roles: dict[str, Any] = field(default_factory=dict)
    dealt: bool = False
    winner: str | None = None
    winners: list[str] | None = None
    ended_in: str | None = None
    phase_id: str | None = None
    history: list[str] = field(default_factory=list)
    exported: dict[str, Any] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict)
    #: name → player, rebuilt when it no longer matches ``players`` (see :meth:`player`)
    _index: dict[str, Player] = field(default_factory=dict, repr=False, compare=False)
    #: name → position in ``players``, checked the same way
    _seats: dict[str, int] = field(default_factory=dict, repr=False, compare=False)

    # -- lookups ---------------------------------------------------------------
    def _lookup(self, name: str) -> Player | None:
        """The player named ``name`` in O(1). The index is checked against what it finds
        (a player renamed behind its back) and rebuilt when the players list changed size."""
        p = self._index.get(name)
        if p is not None and p.name == name:
            return p
        if p is not None or len(self._index) != len(self.players):
            self._index = {q.name: q for q in self.players}
            return self._index.get(name)
        return None

    def player(self, name: str) -> Player:
        """The player named ``name`` (exact name); KeyError if there is none."""
        p = self._lookup(name)
        if p is None:
            raise KeyError(name)
        return p

    def has_player(self, name: str) -> bool:
        return self._lookup(name) is not None

    def rename(self, old: str, new: str) -> Player:
        """Give the seat of ``old`` the name ``new`` (a replacement)."""
        seat = self.player(old)
        seat.name = new
        self._index.pop(old, None)
        self._index[new] = seat
        self._seats = {}
        return seat

    def living(self) -> list[Player]:
        """Living players in sign-up order."""
        return [p for p in self.players if p.alive]

    def living_names(self, alignment: str | None = None) -> list[str]:
        """The living players' names in sign-up order (of ``alignment`` only, if given)."""
        return [p.name for p in self.players if p.alive and alignment in (None, p.alignment)]

    def is_alive(self, name: str) -> bool:
        p = self._lookup(name)
        return p is not None and p.alive

    def holder(self, role: str, *, alive: bool = True) -> Player | None:
        """The first player (sign-up order) holding ``role``, the living one when ``alive``:
        a unique role's holder (Peaky's Kimber or Grace, classic's N0-peeking Cop)."""
        return next((p for p in self.players if p.role == role and (p.alive or not alive)), None)

    def faction(self, alignment: str, *, alive_only: bool = True) -> list[Player]:
        return [p for p in self.players if p.alignment == alignment and (p.alive or not alive_only)]

    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def order_names(self, names: Iterator[str] | list[str] | set[str]) -> list[str]:
        """Distinct names in sign-up order (result lists are always in this order)."""
        wanted = set(names)
        if len(wanted) * 8 < len(self.players):  # a few names of many players: sort them
            return sorted((n for n in wanted if self.seat(n) >= 0), key=self.seat)
        return [p.name for p in self.players if p.name in wanted]

    def seat(self, name: str) -> int:
        """``name``'s position in sign-up order (-1 for no player), in O(1)."""
        seat = self._seats.get(name, -1)
        players = self.players
        if 0 <= seat < len(players) and players[seat].name == name:
            return seat
        if seat >= 0 or len(self._seats) != len(players):
            self._seats = {p.name: i for i, p in enumerate(players)}
            return self._seats.get(name, -1)
        return -1

    def copy(self) -> GameState:
        """An independent copy: players copied one by one, the setup's own dicts deeply (the
        fold copies the state once per phase played, so this is kept cheap)."""
        players = [p.copy() for p in self.players]
        return GameState(
            self.setup_id,
            self.seed,
            players,
            _copy_dict(self.config),
            _copy_dict(self.fixed_roles),
            self.dealt,
            self.winner,
            list(self.winners) if self.winners is not None else None,
            self.ended_in,
            self.phase_id,
            list(self.history),
            _copy_dict(self.exported),
            _copy_dict(self.data),
            {p.name: p for p in players},
        )

    def export(self) -> dict[str, Any]:
        """The ``state`` object of a phase record."""
        out: dict[str, Any] = {"players": [p.export() for p in self.players]}
        out.update(_copy_dict(self.exported))
        return out


@dataclass(frozen=True)
class Action:
    """A night (or turn) entry as sent: who, which ability, whom, and any setup fields."""

    actor: str
    ability: str | None = None
    targets: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.extra.get(key, default)


@dataclass(frozen=True)
class Vote:
    """A vote as posted; ``target`` "" withdraws the voter's vote."""

    voter: str
    target: str
    extra: Mapping[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.extra.get(key, default)


@dataclass(frozen=True)
class PhaseInput:
    """Everything the moderator entered for one phase, in entry order."""

    id: str
    moderator: tuple[Mapping[str, Any], ...] = ()
    actions: tuple[Action, ...] = ()
    votes: Mapping[str, tuple[Vote, ...]] = field(default_factory=dict)
    pins: Mapping[str, Any] = field(default_factory=dict)
    data: Mapping[str, Any] = field(default_factory=dict)
    closed: bool = True

    def vote_list(self, name: str = "elimination") -> tuple[Vote, ...]:
        return tuple(self.votes.get(name, ()))


@dataclass(frozen=True)
class Death:
    player: str
    cause: str

    def export(self) -> dict[str, Any]:
        return {"player": self.player, "cause": self.cause}


@dataclass
class Rejection:
    """An entry the rules ignored, with the kebab-case reason."""

    who_key: str  # "actor", "voter" or "player"
    who: str
    reason: str
    list_name: str = "actions"
    index: int = -1
    details: dict[str, Any] = field(default_factory=dict)

    def export(self) -> dict[str, Any]:
        out: dict[str, Any] = {"list": self.list_name, "index": self.index, self.who_key: self.who}
        out.update(self.details)
        out["reason"] = self.reason
        return out


@dataclass(frozen=True)
class RenderRequest:
    """A post or PM to render: the rules name a template and give it plain data.

    ``to`` is the receiving player for a PM, None for a public post; ``kind`` names
    the post ("vote-count", "night-result", …).
    """

    template: str
    context: Mapping[str, Any]
    kind: str = ""
    to: str | None = None


@dataclass
class PhaseRecord:
    """What happened in one phase: the replay JSON's phase object, before rendering."""

    id: str
    deaths: list[Death] = field(default_factory=list)
    results: list[dict[str, Any]] = field(default_factory=list)
    rejected: list[Rejection] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    draws: list[dict[str, Any]] = field(default_factory=list)
    tallies: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: the engine's :class:`~mafiamod.engine.votes.Tally` of each vote read (not exported:
    #: the window's tally view reads voters and majority from it)
    vote_tallies: dict[str, Any] = field(default_factory=dict)
    trace: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    requests: list[RenderRequest] = field(default_factory=list)
    #: the rendered PMs and posts (read :attr:`pms` and :attr:`posts`)
    _pms: list[dict[str, str]] = field(default_factory=list, repr=False)
    _posts: list[dict[str, str]] = field(default_factory=list, repr=False)
    skipped: bool = False
    ignored: bool = False
    winner: str | None = None
    state: dict[str, Any] = field(default_factory=dict)
    #: renders :attr:`requests` into :attr:`pms` and :attr:`posts` the first time either is
    #: read (the document renders the records of a game it opens only when their posts are
    #: needed); None once they stand
    pending: Callable[[PhaseRecord], None] | None = field(default=None, repr=False, compare=False)

    @property
    def pms(self) -> list[dict[str, str]]:
        """The PMs rendered from :attr:`requests` (``to``, ``kind``, ``text``)."""
        if self.pending is not None:
            self._render_pending()
        return self._pms

    @pms.setter
    def pms(self, value: list[dict[str, str]]) -> None:
        self._pms = value

    @property
    def posts(self) -> list[dict[str, str]]:
        """The public posts rendered from :attr:`requests` (``kind``, ``text``)."""
        if self.pending is not None:
            self._render_pending()
        return self._posts

    @posts.setter
    def posts(self, value: list[dict[str, str]]) -> None:
        self._posts = value

    def _render_pending(self) -> None:
        render, self.pending = self.pending, None
        if render is None:
            return
        try:
            render(self)
        except BaseException:
            self.pending = render  # a template that fails says so again on the next read
            raise

    def __getstate__(self) -> dict[str, Any]:
        """Pickled rendered (the hook is the document's renderer, not the record's data)."""
        self._render_pending()
        return dict(self.__dict__)

    def reject(
        self,
        who_key: str,
        who: str,
        reason: str,
        list_name: str = "actions",
        index: int = -1,
        **details: Any,
    ) -> Rejection:
        rej = Rejection(who_key, who, reason, list_name, index, dict(details))
        self.rejected.append(rej)
        return rej

    def reject_action(self, index: int, action: Action, reason: str, **details: Any) -> Rejection:
        """List entry ``index`` of the phase's actions as rejected, with its ability and targets."""
        return self.reject(
            "actor",
            action.actor,
            reason,
            "actions",
            index,
            ability=action.ability,
            targets=list(action.targets),
            **details,
        )

    def note(self, template: str, /, **params: Any) -> None:
        """Add a trace line for the moderator's timeline (never published): an English
        template literal with ``{name}`` fields and their values (see
        :mod:`mafiamod.engine.messages`); the line is the formatted English text, and it
        keeps ``template`` and ``params`` for the window to translate."""
        self.trace.append(Message(template, params))

    def add_result(
        self,
        player: str,
        ability: str,
        targets: list[str] | tuple[str, ...],
        outcome: Any,
        **more: Any,
    ) -> dict[str, Any]:
        res: dict[str, Any] = {
            "player": player,
            "ability": ability,
            "targets": list(targets),
            "outcome": outcome,
        }
        res.update(more)
        self.results.append(res)
        return res

    def post(self, kind: str, template: str, **context: Any) -> None:
        self.requests.append(RenderRequest(template, context, kind=kind))

    def pm(self, to: str, template: str, kind: str = "pm", **context: Any) -> None:
        self.requests.append(RenderRequest(template, context, kind=kind, to=to))

    def export(self) -> dict[str, Any]:
        if self.ignored:
            out: dict[str, Any] = {"id": self.id, "ignored": True}
            if self.rejected:
                out["rejected"] = [r.export() for r in self.rejected]
            return out
        out = {
            "id": self.id,
            "skipped": self.skipped,
            "deaths": [d.export() for d in self.deaths],
            "results": copy.deepcopy(self.results),
            "rejected": [r.export() for r in self.rejected],
            "events": copy.deepcopy(self.events),
            "draws": copy.deepcopy(self.draws),
            "tallies": copy.deepcopy(self.tallies),
            "pms": list(self.pms),
            "posts": list(self.posts),
            "trace": list(self.trace),
            "state": self.state,
        }
        if "elimination" in self.tallies:
            out["tally"] = copy.deepcopy(self.tallies["elimination"])
        if self.winner is not None:
            out["winner"] = self.winner
        for key, value in self.extra.items():
            out.setdefault(key, copy.deepcopy(value))
        return out

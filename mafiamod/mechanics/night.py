"""Night primitives the list-system setups share: accepted actions with their final
targets, blocks, visits, protection tokens and pending attacks.

A setup's ruleset runs its own resolution order over a :class:`NightContext`; the
context only keeps the bookkeeping exact (who visited whom, who was blocked and why)
and writes the trace lines the moderator reads.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..engine.model import Action, GameState, PhaseRecord


@dataclass
class NightAction:
    """An accepted action during resolution."""

    index: int  # position in the phase's actions list
    actor: str
    ability: str
    targets: tuple[str, ...]
    final_targets: list[str]
    extra: dict[str, Any] = field(default_factory=dict)
    blocked_by: str | None = None  # who stopped it (jail, roleblock, …)
    failed: str | None = None  # why it had no effect at its target
    performed: bool = False  # it happened: it visits its final targets

    @classmethod
    def accept(cls, index: int, action: Action) -> NightAction:
        return cls(
            index,
            action.actor,
            action.ability or "",
            tuple(action.targets),
            list(action.targets),
            dict(action.extra),
        )

    @property
    def target(self) -> str | None:
        return self.final_targets[0] if self.final_targets else None

    @property
    def redirected(self) -> bool:
        return list(self.targets) != self.final_targets


@dataclass
class Attack:
    """A kill heading for ``target`` (applied at the end of the night)."""

    target: str
    cause: str
    source: NightAction | None = None


class NightContext:
    """Bookkeeping for one night's resolution."""

    def __init__(
        self, state: GameState, record: PhaseRecord, actions: Iterable[NightAction]
    ) -> None:
        self.state = state
        self.record = record
        self.actions = list(actions)
        self.blocked: dict[str, str] = {}  # player -> who blocked them
        self.tokens: dict[str, list[tuple[str, str]]] = {}  # player -> [(kind, giver)]
        self.protected: set[str] = set()  # everyone who received any token tonight
        self.dying: dict[str, str] = {}  # player -> cause (first cause wins)

    # -- queries -----------------------------------------------------------------
    def by_ability(self, *abilities: str) -> list[NightAction]:
        """Accepted actions of these abilities, in submission order."""
        return [a for a in self.actions if a.ability in abilities]

    def of_actor(self, actor: str) -> list[NightAction]:
        return [a for a in self.actions if a.actor == actor]

    def is_blocked(self, player: str) -> bool:
        return player in self.blocked

    # -- effects -----------------------------------------------------------------
    def trace(self, line: str) -> None:
        self.record.note(line)

    def block(self, player: str, by: str, how: str = "blocked") -> None:
        """``player``'s later-step actions fail (jails and roleblocks)."""
        self.blocked.setdefault(player, by)
        self.trace(f"{by} {how} {player}")

    def stop_if_blocked(self, action: NightAction) -> bool:
        """Mark ``action`` as stopped when its actor is blocked; True if it was."""
        by = self.blocked.get(action.actor)
        if by is None:
            return False
        action.blocked_by = by
        self.trace(f"{action.actor}'s {action.ability} fails: {action.actor} was blocked by {by}")
        return True

    def perform(self, action: NightAction) -> None:
        """The action happened: from now on it visits its final targets."""
        action.performed = True

    def add_token(self, player: str, kind: str, giver: str) -> None:
        self.tokens.setdefault(player, []).append((kind, giver))
        self.protected.add(player)
        self.trace(f"{giver} protects {player} ({kind})")

    def use_token(self, player: str, order: Iterable[str] = ()) -> tuple[str, str] | None:
        """Use up one protection token of ``player`` (kinds ranked by ``order``), if any."""
        tokens = self.tokens.get(player, [])
        if not tokens:
            return None
        rank = {kind: i for i, kind in enumerate(order)}
        best = min(range(len(tokens)), key=lambda i: (rank.get(tokens[i][0], len(rank)), i))
        return tokens.pop(best)

    def doom(self, player: str, cause: str) -> None:
        """``player`` dies at the end of the night (the first cause is kept)."""
        self.dying.setdefault(player, cause)

    # -- visits ------------------------------------------------------------------
    def visits(self) -> list[tuple[str, str, NightAction]]:
        """(visitor, visited, action) for every performed action and final target."""
        return [(a.actor, t, a) for a in self.actions if a.performed for t in a.final_targets]

    def tracked(self, player: str, hidden: Iterable[NightAction] = ()) -> list[str]:
        """Whom ``player`` visited tonight, in sign-up order."""
        skip = {id(a) for a in hidden}
        return self.state.order_names(
            t for v, t, a in self.visits() if v == player and id(a) not in skip
        )

    def watched(
        self, player: str, exclude: str | None = None, hidden: Iterable[NightAction] = ()
    ) -> list[str]:
        """Who visited ``player`` tonight (without ``exclude``), in sign-up order."""
        skip = {id(a) for a in hidden}
        return self.state.order_names(
            v for v, t, a in self.visits() if t == player and v != exclude and id(a) not in skip
        )

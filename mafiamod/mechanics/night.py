"""Night primitives the list-system setups share: accepted actions with their final
targets, blocks, jails, visits, protection tokens, attacks and results.

A setup's ruleset runs its resolution order over a :class:`NightContext` by calling the
steps of :mod:`mafiamod.mechanics.steps` (one file per ability) in its own order; the
context only keeps the bookkeeping exact (who visited whom, who was blocked and why,
who is protected, who dies of what) and writes the trace lines the moderator reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from ..engine.messages import N_, Message
from ..engine.model import Action, GameState, PhaseRecord
from ..engine.phase_loop import NightRun
from ..engine.rng import Draws

#: protection token kinds in words (the trace's English is the kind itself)
TOKEN_WORDS = {
    "doctor": N_("doctor"),
    "bodyguard": N_("bodyguard"),
    "jail": N_("jail"),
}


def token_word(kind: str) -> Message:
    """A token kind as a message: its word, translated in the window."""
    word = TOKEN_WORDS.get(kind, kind)
    return Message(word)  # template: forwarded (a word of TOKEN_WORDS)


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
    visits: bool = True  # False for an act that is nobody's visit (an unassigned kill)

    #: bumped whenever any action's visits change (who performed, and where to), so a
    #: night's visit index knows when to build itself again
    changes: ClassVar[int] = 0

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name in ("performed", "final_targets"):
            NightAction.changes += 1

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
    strong: bool = False  # a Strongman attack: no protection stops it


#: a step's gate: True when the step may use this action (funding, immunity, …)
Admit = Callable[[NightAction], bool]


class NightContext:
    """Bookkeeping for one night's resolution."""

    def __init__(
        self,
        state: GameState,
        record: PhaseRecord,
        actions: Iterable[NightAction],
        *,
        cause_order: Sequence[str] = (),
        name_final: bool = False,
        steps: Mapping[str, int] | None = None,
        name_all_blockers: bool = False,
        draws: Draws | None = None,
    ) -> None:
        self.state = state
        self.record = record
        self.actions = list(actions)
        self.blocked: dict[str, str] = {}  # player -> who blocked them (the first)
        self.blockers: dict[str, list[str]] = {}  # player -> everyone who blocked them
        #: the one blocker an action overcomes (id of the action -> blocker; X-SHOTS' Strongman)
        self.overcome: dict[int, str] = {}
        #: a stopped action's trace names every blocker (X-SHOTS), not only the first
        self.name_all_blockers = name_all_blockers
        self.jailed: dict[str, str] = {}  # player -> who jailed them
        self.tokens: dict[str, list[tuple[str, str]]] = {}  # player -> [(kind, giver)]
        self.protected: set[str] = set()  # everyone who received any token tonight
        self.dying: dict[str, str] = {}  # player -> cause (see :meth:`doom`)
        self.commuting: set[str] = set()  # out of reach tonight (:mod:`.steps.commute`)
        self.draws = draws  # the night's random draws (a phase loop night's, Peaky's turn's)
        #: each ability's step in the setup's resolution order (``step`` in ``[abilities]``)
        self.steps: Mapping[str, int] = steps or {}
        self.cause_order = tuple(cause_order)
        #: result PMs name only the final targets (Peaky, G-PB-39: a redirected check
        #: reports the player actually checked), not the chosen ones with the final ones
        self.name_final = name_final

    @classmethod
    def of_run(
        cls, run: NightRun, *args: Any, actions: list[NightAction] | None = None, **kwargs: Any
    ) -> Self:
        """The context of a phase loop night (``run.context``): its accepted actions (or
        ``actions`` made of them), and the deaths it decides in ``run.dying``, which the
        phase loop applies at the end; its random ``draws``."""
        if actions is None:
            actions = [NightAction.accept(i, a) for i, a in run.actions]
        ctx = cls(run.state, run.record, actions, *args, **kwargs)
        ctx.dying = run.dying
        ctx.draws = run.draws
        run.context = ctx
        return ctx

    # -- queries -----------------------------------------------------------------
    def at_step(self, *steps: int) -> list[NightAction]:
        """Accepted actions whose ability is at one of these steps, in submission order."""
        return [a for a in self.actions if self.steps.get(a.ability) in steps]

    def alignment(self, player: str) -> str:
        return self.state.player(player).alignment

    def by_ability(self, *abilities: str) -> list[NightAction]:
        """Accepted actions of these abilities, in submission order."""
        return [a for a in self.actions if a.ability in abilities]

    def of_actor(self, actor: str) -> list[NightAction]:
        return [a for a in self.actions if a.actor == actor]

    def is_blocked(self, player: str) -> bool:
        return player in self.blocked

    # -- effects -----------------------------------------------------------------
    def trace(self, template: str, /, **params: Any) -> None:
        """A trace line (an English template literal and its params, as ``PhaseRecord.note``)."""
        self.record.note(template, **params)

    def block(self, player: str, by: str, how: str = "roleblocks") -> None:
        """``player``'s later-step actions fail: ``how`` is "jails" or "roleblocks"."""
        self.blocked.setdefault(player, by)
        self.blockers.setdefault(player, []).append(by)
        if how == "jails":
            self.trace("{by} jails {player}", by=by, player=player)
        else:
            self.trace("{by} roleblocks {player}", by=by, player=player)

    def stop_if_blocked(self, action: NightAction) -> bool:
        """Mark ``action`` as stopped when its actor is blocked (by anyone but the blocker
        it overcomes, :attr:`overcome`); True if it was."""
        if action.actor not in self.blocked:
            return False
        skip = self.overcome.get(id(action))
        by = [b for b in self.blockers[action.actor] if b != skip]
        if not by:
            return False
        action.blocked_by = by[0]
        if self.name_all_blockers:
            self.trace(
                "{actor}'s {ability} fails: blocked by {by}",
                actor=action.actor,
                ability=action.ability,
                by=", ".join(by),
            )
            return True
        self.trace(
            "{actor}'s {ability} fails: {actor} was blocked by {by}",
            actor=action.actor,
            ability=action.ability,
            by=by[0],
        )
        return True

    def perform(self, action: NightAction) -> None:
        """The action happened: from now on it visits its final targets."""
        action.performed = True

    def proceeds(self, action: NightAction, admit: Admit | None, stoppable: bool) -> bool:
        """The common gate of a step: ``admit`` (if any) lets the action through, then a
        block stops it (when ``stoppable``); an action that proceeds is performed."""
        if admit is not None and not admit(action):
            return False
        if stoppable and self.stop_if_blocked(action):
            return False
        self.perform(action)
        return True

    def jail(self, player: str, by: str) -> None:
        """``player`` is jailed: blocked for the later steps and protected (a ``jail`` token)."""
        self.jailed.setdefault(player, by)
        self.block(player, by, "jails")
        self.add_token(player, "jail", by)

    def result(self, action: NightAction, outcome: Any, **more: Any) -> dict[str, Any]:
        """A result PM for the actor, naming the chosen targets (and the final ones if
        moved), or only the final ones with :attr:`name_final` (also as ``final_targets``
        when moved)."""
        if action.redirected:
            more.setdefault("final_targets", list(action.final_targets))
        if self.name_final:
            return self.record.add_result(
                action.actor, action.ability, list(action.final_targets), outcome, **more
            )
        return self.record.add_result(
            action.actor, action.ability, list(action.targets), outcome, **more
        )

    def add_token(self, player: str, kind: str, giver: str) -> None:
        self.tokens.setdefault(player, []).append((kind, giver))
        self.protected.add(player)
        self.trace(
            "{giver} protects {player} ({kind})", giver=giver, player=player, kind=token_word(kind)
        )

    def use_token(self, player: str, order: Iterable[str] = ()) -> tuple[str, str] | None:
        """Use up one protection token of ``player`` (kinds ranked by ``order``), if any."""
        tokens = self.tokens.get(player, [])
        if not tokens:
            return None
        rank = {kind: i for i, kind in enumerate(order)}
        best = min(range(len(tokens)), key=lambda i: (rank.get(tokens[i][0], len(rank)), i))
        return tokens.pop(best)

    def doom(self, player: str, cause: str) -> None:
        """``player`` dies at the end of the night. With a ``cause_order`` the cause ranked
        first is kept (unranked causes last); without one, the first cause given."""
        old = self.dying.get(player)
        if old is None or self._rank(cause) < self._rank(old):
            self.dying[player] = cause

    def _rank(self, cause: str) -> int:
        order = self.cause_order
        return order.index(cause) if cause in order else len(order)

    def deaths(self) -> list[tuple[str, str]]:
        """(player, cause) of everyone dying tonight, in sign-up order."""
        return [(name, self.dying[name]) for name in self.state.order_names(set(self.dying))]

    # -- visits ------------------------------------------------------------------
    def visits(self) -> list[tuple[str, str, NightAction]]:
        """(visitor, visited, action) for every performed action and final target."""
        return [
            (a.actor, t, a)
            for a in self.actions
            if a.performed and a.visits
            for t in a.final_targets
        ]

    def _visit_index(self) -> tuple[dict[str, list[tuple[str, str, NightAction]]], ...]:
        """The visits by visitor and by visited, built again only after a visit changed (a
        night of n trackers and watchers would otherwise read every visit n times)."""
        cached = getattr(self, "_visits_cache", None)
        if (
            cached is not None
            and cached[0] == NightAction.changes
            and cached[1] == len(self.actions)
        ):
            return cached[2]  # type: ignore[no-any-return]
        by_visitor: dict[str, list[tuple[str, str, NightAction]]] = {}
        by_visited: dict[str, list[tuple[str, str, NightAction]]] = {}
        for visit in self.visits():
            by_visitor.setdefault(visit[0], []).append(visit)
            by_visited.setdefault(visit[1], []).append(visit)
        index = (by_visitor, by_visited)
        self._visits_cache = (NightAction.changes, len(self.actions), index)
        return index

    def tracked(self, player: str, hidden: Iterable[NightAction] = ()) -> list[str]:
        """Whom ``player`` visited tonight, in sign-up order."""
        skip = {id(a) for a in hidden}
        visits = self._visit_index()[0].get(player, [])
        return self.state.order_names(t for v, t, a in visits if id(a) not in skip)

    def watched(
        self, player: str, exclude: str | None = None, hidden: Iterable[NightAction] = ()
    ) -> list[str]:
        """Who visited ``player`` tonight (without ``exclude``), in sign-up order."""
        skip = {id(a) for a in hidden}
        visits = self._visit_index()[1].get(player, [])
        return self.state.order_names(v for v, t, a in visits if v != exclude and id(a) not in skip)

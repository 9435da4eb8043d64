r"""The working context of one turn: the shared night context
(:class:`~mafiamod.mechanics.night.NightContext`: the accepted АС/УС as ``NightAction``\ s
with their final targets, who visited whom, blocks, protections, the trace), the shared
deaths (:meth:`PhaseLoop.die`), and what only Peaky has (ballots, the pub's effects, the
ticket, Campbell's forced role, the exits the results list)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from typing import Any

from ...engine.abilities import AbilitySpec
from ...engine.ability_keys import check_keys
from ...engine.model import GameState, PhaseInput, PhaseRecord
from ...engine.phase_loop import PhaseLoop
from ...engine.rng import Draws
from ..balance import Balances
from ..night import NightAction, NightContext
from ..steps.kill import FACTIONAL_KILL
from .ids import (
    ACTIVE,
    KIMBER,
    POINTS,
    SHELBY,
    THREE_SHOTS,
    TOWNIE_POSITION,
    VISIT_ACTIVE,
    VISIT_KILL,
    VISIT_ULT,
    kind,
    role_abilities,
)


@dataclass
class Ballot:
    """One counted or uncounted vote of the secret tally (§3.6)."""

    voter: str | None
    target: str
    weight: int = 1
    order: int | None = None
    counted: bool = True
    substituted: bool = False
    stuffed: bool = False

    def export(self) -> dict[str, Any]:
        # the fields by hand, as ``asdict`` gives them (all plain values; a tally exports one
        # per vote, and ``asdict``'s recursive deep copy was most of its cost)
        return {
            "voter": self.voter,
            "target": self.target,
            "weight": self.weight,
            "order": self.order,
            "counted": self.counted,
            "substituted": self.substituted,
            "stuffed": self.stuffed,
        }


SETUP = "peaky-blinders"


def check_turn_keys(abilities: Mapping[str, AbilitySpec]) -> None:
    """The keys of setup.toml the steps and the forms read (the shared typed check, an
    ``AbilityError`` naming the key): ``earlier`` a table of the АС and the list it keeps,
    ``after_exit``, ``doubled_after_exit`` and ``usable_on_kimber`` lists of ids,
    ``dead_targets`` and ``pub_recharges`` true or false."""
    for aid, spec in abilities.items():
        check_keys(
            SETUP,
            aid,
            spec.extra,
            tables={"earlier": ("ability", "list")},
            ids=("after_exit", "doubled_after_exit", "usable_on_kimber"),
            flags=("dead_targets", "pub_recharges"),
        )


@dataclass
class Turn(NightContext):
    """Everything one turn resolves on: the shared night context, plus Peaky's own; ``k``
    is the turn's number."""

    rules: PhaseLoop
    state: GameState
    inp: PhaseInput
    draws: Draws
    record: PhaseRecord
    k: int
    deadline: datetime | None = None
    #: the family's accepted entries (mafkill, purchases) by ability: nobody's visit
    team: dict[str, NightAction] = field(default_factory=dict)
    pubs: list[str] = field(default_factory=list)
    letters: list[tuple[str, str]] = field(default_factory=list)
    ballots: list[Ballot] = field(default_factory=list)
    #: the send position of each voter's ballot or «не судить» (S7 late-sender rule)
    sent_at: dict[str, int] = field(default_factory=dict)
    abstained: set[str] = field(default_factory=set)
    #: Shelbys whose turn the moderator refused for inactivity (G-PB-36)
    inactive: set[str] = field(default_factory=set)
    pub_effects: dict[str, str] = field(default_factory=dict)
    ticket: str | None = None
    forced_role: str | None = None
    substituted: list[str] = field(default_factory=list)
    #: the roles' АС and УС, from setup.toml [abilities] (see ids.role_abilities)
    abilities: dict[str, AbilitySpec] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.abilities:
            self.abilities = role_abilities(self.rules.abilities)  # checked by the ruleset
        super().__init__(
            self.state, self.record, [], name_final=True, steps=self.rules.steps, draws=self.draws
        )

    @property
    def points(self) -> Balances:
        """The family's points: the ``points`` account of the shared balance in ``state.data``."""
        return Balances(self.state.data)

    def pay(self, entry: str) -> bool:
        """The family buys ``entry`` if its points cover the ``price`` in setup.toml."""
        return self.points.spend(POINTS, int(self.rules.abilities[entry].extra.get("price", 0)))

    # -- lookups --------------------------------------------------------------
    def holder(self, role: str, *, alive: bool = True) -> str | None:
        """The name of the player holding ``role`` (the living one when ``alive``)."""
        player = self.state.holder(role, alive=alive)
        return player.name if player else None

    # -- effects --------------------------------------------------------------
    def visit_kind(self, action: NightAction) -> str:
        """§3.5: an АС, a УС (Grace's АС report leaves them out) or the mafkill."""
        if action.ability == FACTIONAL_KILL:
            return VISIT_KILL
        return VISIT_ACTIVE if kind(self.abilities[action.ability]) == ACTIVE else VISIT_ULT

    def all_visits(self) -> list[list[Any]]:
        """Every visit of the game so far (turn, visitor, visited, kind): the log of earlier
        turns, then this turn's (the shared context's)."""
        earlier: list[list[Any]] = self.state.data.get("visits", [])
        return earlier + [[self.k, v, x, self.visit_kind(a)] for v, x, a in self.visits()]

    def log_visits(self) -> None:
        """At the end of the turn its visits join the game-long log (Small Heath reads it)."""
        self.state.data["visits"] = self.all_visits()

    def log_exits(self) -> None:
        """At the end of the turn the turn of each exit, for the «after the exit» rules of
        later turns: the record's shared deaths (its modkills too; a replaced account is no
        exit, S10)."""
        exits = self.state.data.setdefault("exit_turn", {})
        exits.update(dict.fromkeys((d.player for d in self.record.deaths), self.k))

    def die(self, name: str, cause: str, *, how: str = "killed") -> None:
        """``name`` leaves the game now: the shared death (its cause, the flip event with
        ``how``, one of :attr:`exits`)."""
        if not self.state.is_alive(name):
            return
        event = "seated" if how == "seated" else "killed"
        self.rules.die(self.state, name, cause, self.record, event=event, how=how)

    @property
    def exits(self) -> list[dict[str, Any]]:
        """The exits the turn's results list, in order: the modkills of its moderator
        entries (with the flip), then its deaths (the shared death events of :meth:`die`)."""
        out = []
        for event in self.record.events:
            if event.get("kind") == "modkill":
                out.append({**self.rules.flip(self.state, event["player"]), "how": "modkill"})
            elif event.get("kind") in ("killed", "seated"):
                out.append({k: v for k, v in event.items() if k != "kind"})
        return out

    def refuse(self, act: NightAction, reason: str) -> None:
        """An accepted entry refused at its own step (a spent or not yet available УС)."""
        self.record.reject_action(act.index, self.inp.actions[act.index], reason)

    def fails_on_kimber(self, actor: str, ability: str, targets: Sequence[str]) -> bool:
        """One of Kimber's shot players aims at Kimber with anything but Thomas's and
        Campbell's УС (R-PB-ORDER d; «3 выстрела» ``usable_on_kimber`` in setup.toml):
        refused when sent, failing when it resolves."""
        shot = actor in self.state.data.get("kimber_shot", [])
        spared = self.abilities[THREE_SHOTS].extra.get("usable_on_kimber", ())
        return shot and self.holder(KIMBER) in targets and ability not in spared

    @cached_property
    def townies(self) -> frozenset[str]:
        """The «мирные жители» (G-PB-15: Danny, Charlie, the plain townies): the roles whose
        ``position`` in setup.toml ``[roles]`` is «мирный житель»."""
        roles: Mapping[str, Any] = self.rules.definition.get("roles", {})
        return frozenset(r for r in roles if roles[r].get("position") == TOWNIE_POSITION)

    def exited_before(self, name: str | None) -> bool:
        """``name`` left the game on an earlier turn (availability of Campbell's and John's УС)."""
        if name is None:
            return False
        turn = self.state.data.get("exit_turn", {}).get(name)
        return turn is not None and turn < self.k

    def shelby_visitors(self, role_target: str) -> list[str]:
        """Shelbys who visited the holder of ``role_target`` this turn (Danny, Charlie)."""
        holders = {p.name for p in self.state.players if p.role == role_target}
        return [a for a, t, _ in self.visits() if t in holders and self.alignment(a) == SHELBY]

    def kill_visit(self, executor: str, target: str, index: int) -> None:
        """The mafkill visits its victim (it is tracked, §3.5): the executor's visit."""
        action = NightAction(index, executor, FACTIONAL_KILL, (target,), [target])
        self.actions.append(action)
        self.perform(action)

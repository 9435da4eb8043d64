"""What the two X-shot list-system setups, Charge Me Up! and X-SHOTS, share on the phase
loop (digest ``charge-me-up-and-x-shots.md`` §0): a pre-game before Day 1, the lynch day
of §0.4 with its configurable tie rule, the parity win with the exception for a town
player who can still kill (§0.5), the night post shown in the live preview too, and one
result PM per night result.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.model import GameState, PhaseInput, PhaseRecord, Player
from ..engine.phase_loop import NightRun, NightStep, PhaseLoop, on_context
from ..engine.rng import Draws
from ..engine.winning import parity_winner
from .lynch import lynch_day
from .night import NightContext
from .results import result_pm


class XShotSetup(PhaseLoop):
    """The phase loop as §0 of the Charge Me Up / X-SHOTS digest configures it."""

    first_phases = ("pregame",)
    optional_phases = frozenset({"pregame"})
    night_post_in_preview = True
    #: §0.5 rule 1, when nobody is left: Charge Me Up ``none``, X-SHOTS ``town``
    nobody_left = "none"

    #: the template of a night result's PM, and the PM's kind
    result_template = "result-pm"
    result_kind = "result-pm"

    def day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> str | None:
        """§0.4: majority hammer, deadline plurality, the ``tie`` rule of ``[config]``."""
        tie = str(state.config.get("tie", "earliest"))
        return lynch_day(self, state, inp, draws, record, tie=tie)

    def winner(self, state: GameState) -> str | None:
        """§0.5: parity, held open at exact parity while a town player can still kill."""
        winner = parity_winner(state, town_can_kill=self.town_can_kill(state))
        return self.nobody_left if winner == "none" else winner

    #: the town roles whose night kill can still change the count (§0.5): Charge Me Up's
    #: Midnight Desperado, X-SHOTS' Vigilante
    town_killers: frozenset[str] = frozenset()

    def town_can_kill(self, state: GameState) -> bool:
        """Whether a living town player of :attr:`town_killers` can still fire a shot."""
        town = state.faction("town")
        return any(p.role in self.town_killers and self.can_fire(state, p) for p in town)

    def can_fire(self, state: GameState, player: Player) -> bool:
        """Whether ``player`` has a shot to fire (his own shots; X-SHOTS: his faction's pool)."""
        return (player.shots or 0) >= 1

    def night_steps(self, config: Mapping[str, Any]) -> Sequence[NightStep]:
        """The night of both: :meth:`begin_night` sets the setup's night context on the
        run, :meth:`resolve_night` runs the seed's steps on it, then one PM per result."""
        return (self.begin_night, on_context(self.resolve_night), self.result_pms)

    def begin_night(self, run: NightRun) -> None:
        """The night's context (``run.context``) from its accepted actions."""
        NightContext.of_run(run, steps=self.steps)

    def resolve_night(self, night: Any) -> None:
        """The seed's resolution order on the night's context."""
        return None

    def result_pms(self, run: NightRun) -> None:
        """The night step after the last one: one PM per result, in the setup's
        :attr:`result_template`."""
        for res in run.record.results:
            result_pm(
                self, run.record, run.inp.id, res, self.result_template, kind=self.result_kind
            )

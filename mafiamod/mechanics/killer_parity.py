"""A parity win held open by a town killer who can still fire (the rule of Charge Me Up and
X-SHOTS, digest ``charge-me-up-and-x-shots.md`` §0.5).

The Mafia win at parity, except at **exact** parity while a living town player of a
killing role can still fire (his kill can still change the count on his own at night).
What counts as a killing role is data (:attr:`KillerParity.town_killers`); whether he can
fire is a hook (:meth:`KillerParity.can_fire`: his own shots by default, a faction pool in
X-SHOTS); who wins when nobody is left is :attr:`KillerParity.nobody_left` (Charge Me Up
``none``, X-SHOTS ``town``).
"""

from __future__ import annotations

from ..engine.model import GameState, Player
from ..engine.phase_loop import PhaseLoop
from ..engine.winning import parity_winner


class KillerParity(PhaseLoop):
    """The phase loop's win rule: parity, held open by a town killer with a shot."""

    #: the town roles whose night kill can still change the count
    town_killers: frozenset[str] = frozenset()
    #: the winner when neither side has a living player left
    nobody_left: str = "none"

    def winner(self, state: GameState) -> str | None:
        """Parity (:func:`~mafiamod.engine.winning.parity_winner`), held open at exact
        parity while :meth:`town_can_kill`; :attr:`nobody_left` when nobody is left."""
        winner = parity_winner(state, town_can_kill=self.town_can_kill(state))
        return self.nobody_left if winner == "none" else winner

    def town_can_kill(self, state: GameState) -> bool:
        """Whether a living town player of :attr:`town_killers` can still fire a shot."""
        town = state.faction("town")
        return any(p.role in self.town_killers and self.can_fire(state, p) for p in town)

    def can_fire(self, state: GameState, player: Player) -> bool:
        """Whether ``player`` has a shot to fire: by default his own shots."""
        return (player.shots or 0) >= 1

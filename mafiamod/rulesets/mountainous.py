"""Mountainous: vanilla townies against mafia goons (../shared/rules/mountainous.md)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import count
from typing import Any

from ..engine.model import Action, GameState, PhaseInput, PhaseRecord
from ..engine.moderator import apply_moderator
from ..engine.rng import Draws
from ..engine.ruleset import Ruleset
from ..engine.winning import declare, parity_winner
from ..mechanics.deal import fixed_deal, random_deal, role_pms
from ..mechanics.deaths import flip, kill
from ..mechanics.endgame import game_over_post
from ..mechanics.lynch import lynch_day
from ..mechanics.superseded import record_superseded

FACTIONAL_KILL = "factional-kill"


class MountainousRules(Ruleset):
    ability_ids = frozenset({FACTIONAL_KILL})

    def phase_ids(self, config: Mapping[str, Any] | None = None) -> Iterator[str]:
        for n in count(1):
            yield f"D{n}"
            yield f"N{n}"

    def deal(self, state: GameState, draws: Draws, first: PhaseInput, record: PhaseRecord) -> None:
        if state.fixed_roles:
            fixed_deal(self, state)
        else:
            mafia = int(state.config.get("mafia") or 0) or max(1, len(state.players) // 4)
            random_deal(self, state, draws, {"mafia-goon": mafia}, "vanilla-townie")
        role_pms(self, state, record)

    def resolve(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        apply_moderator(state, inp, record)
        if inp.moderator and self._check_win(state, record):
            self.reject_all(inp, record, "game-over")
            game_over_post(self, state, record)
            return
        if inp.id.startswith("D"):
            for index, action in enumerate(inp.actions):  # the kill is a night action only
                record.reject_action(index, action, "no-ability")
            lynch_day(self, state, inp, draws, record, tie=str(state.config.get("tie", "earliest")))
        else:
            self._night(state, inp, record)
        if inp.closed and self._check_win(state, record):
            game_over_post(self, state, record)

    def _check_win(self, state: GameState, record: PhaseRecord) -> bool:
        return declare(state, parity_winner(state))

    def _kill_order(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> Action | None:
        order: Action | None = None
        accepted: list[int] = []
        for index, action in enumerate(inp.actions):
            reason = self._invalid(state, action)
            if reason:
                record.reject_action(index, action, reason)
                continue
            accepted.append(index)
            order = action
        record_superseded(record, accepted, accepted[-1:])  # the last kill order counts
        return order

    def _invalid(self, state: GameState, action: Action) -> str | None:
        if not state.is_alive(action.actor):
            return "actor-dead"
        if action.ability != FACTIONAL_KILL or state.player(action.actor).alignment != "mafia":
            return "no-ability"
        if len(action.targets) != 1:
            return "bad-target"
        if not state.is_alive(action.targets[0]):
            return "target-dead"
        return None

    def _night(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> None:
        order = self._kill_order(state, inp, record)
        deaths = []
        if order is None:
            record.note("No kill order: nobody is killed")
        elif inp.closed:
            victim = order.targets[0]
            record.note(f"Mafia {order.actor} killed {victim}")
            kill(self, state, victim, FACTIONAL_KILL, record)
            deaths.append(flip(self, state, victim))
        else:
            record.note(f"Pending: mafia {order.actor} will kill {order.targets[0]}")
        if inp.closed:
            # the game-over post names any winner; the night post only reports deaths
            record.post(
                "night-result",
                "night-result",
                phase=inp.id,
                deaths=deaths,
                winner=None,
                winner_name="",
            )

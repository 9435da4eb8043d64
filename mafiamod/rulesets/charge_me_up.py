"""Charge Me Up! (designer Aneninen): 14 players, X-shot PRs won in a pre-game.

Rules: ``../shared/rules/charge-me-up-and-x-shots.md`` §0 and Part A; rulings in
``setups/charge-me-up/RULINGS.md``. The pieces live in ``mechanics/charge_*.py``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import count
from typing import Any

from ..engine.errors import ScriptError
from ..engine.model import GameState, PhaseInput, PhaseRecord
from ..engine.moderator import apply_moderator
from ..engine.rng import Draws
from ..engine.ruleset import Ruleset
from ..engine.winning import declare, parity_winner
from ..mechanics.charge_deal import (
    alignment_pms,
    deal_alignments,
    deal_direct,
    power_role_pms,
)
from ..mechanics.charge_night import resolve_night
from ..mechanics.charge_pregame import assign, check_choices, read_choices
from ..mechanics.charge_roles import ABILITY_IDS, POWER_ROLES, VANILLA_ROLES
from ..mechanics.charge_submit import accept_actions, spend_shots
from ..mechanics.deaths import flip, kill
from ..mechanics.lynch import lynch_day

PREGAME = "pregame"


class ChargeMeUpRules(Ruleset):
    """Pre-game PR assignment, X-shot night actions in the seed's order, lynch days."""

    ability_ids = ABILITY_IDS
    optional_phases = frozenset({PREGAME})

    def phase_ids(self, config: Mapping[str, Any] | None = None) -> Iterator[str]:
        yield PREGAME
        for n in count(1):
            yield f"D{n}"
            yield f"N{n}"

    def check_phase_names(self, inp: PhaseInput, names: set[str]) -> None:
        if inp.id == PREGAME:
            check_choices(inp.data, names)
        elif "choices" in inp.data:
            raise ScriptError(f"phase {inp.id}: 'choices' belong to the pregame phase only")

    # -- deal ------------------------------------------------------------------
    def deal(self, state: GameState, draws: Draws, first: PhaseInput, record: PhaseRecord) -> None:
        # direct mode (test hook): no pre-game and [roles] names a power role (C.1)
        direct = first.id != PREGAME and any(
            not isinstance(v, str) or v not in VANILLA_ROLES for v in state.fixed_roles.values()
        )
        if direct:
            deal_direct(self, state)
            record.note("Direct mode: final roles and shots come from [roles] (no pre-game)")
            alignment_pms(self, state, record, pregame=False)
            power_role_pms(self, state, record, failed_too=False)
            return
        deal_alignments(state, draws)
        mafia = [p.name for p in state.players if p.alignment == "mafia"]
        record.note(f"Mafia: {', '.join(mafia)}; everyone else is Town")
        alignment_pms(self, state, record, pregame=first.id == PREGAME)
        if first.id != PREGAME:
            record.note("No pre-game: nobody requested a PR, everyone stays vanilla")

    # -- phases ----------------------------------------------------------------
    def resolve(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        apply_moderator(state, inp, record)
        if any("modkill" in m for m in inp.moderator) and self._check_win(state, record, inp.id):
            self.reject_all(inp, record, "game-over")
            return
        if inp.id == PREGAME:
            self._pregame(state, inp, record)
        elif inp.id.startswith("D"):
            lynch_day(self, state, inp, draws, record, tie=str(state.config.get("tie", "earliest")))
            if inp.closed:
                self._check_win(state, record, inp.id)
        else:
            self._night(state, inp, record)

    def _pregame(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> None:
        choices = check_choices(inp.data, set(state.names()))
        names = {r: self.role_name(r) for r in POWER_ROLES}
        requests, votes = read_choices(choices, set(state.living_names()), record, names)
        outcome = assign(state.names(), requests, votes, names)
        for line in outcome.trace:
            record.note(line)
        for player in state.players:
            won = outcome.roles.get(player.name)
            if won:
                player.role, player.shots = won
            record.note(
                f"{player.name} ({player.alignment}): "
                + (
                    f"{self.role_name(player.role)}, {player.shots}-shot"
                    if won
                    else self.role_name(player.role)
                )
            )
        # secret: the moderator's view only, never a public post (A.2, C.2)
        record.extra["votes_received"] = dict(outcome.received)
        power_role_pms(self, state, record, failed_too=True)

    def _night(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> None:
        actions = accept_actions(state, inp, record)
        spend_shots(state, actions, record)
        dying = resolve_night(state, record, actions)
        self._result_pms(inp.id, record)
        deaths = []
        for name, cause in dying.items():
            kill(self, state, name, cause, record)
            deaths.append(flip(self, state, name))
        winner = self._check_win(state, record, inp.id, post=False) if inp.closed else None
        record.post(
            "night-result",
            "night-result",
            phase=inp.id,
            deaths=deaths,
            winner=winner,
            winner_name=self._faction_name(winner),
        )
        if winner:
            self._game_over_post(state, record)

    def _result_pms(self, phase: str, record: PhaseRecord) -> None:
        """One PM per result; a redirected player is told only the target they chose (A.7)."""
        for res in record.results:
            outcome = res["outcome"]
            label = "Vanilla" if outcome == "vanilla" else self.role_name(str(outcome))
            record.pm(
                res["player"],
                "night-pm",
                kind="result-pm",
                phase=phase,
                ability=res["ability"],
                targets=res["targets"],
                outcome=outcome,
                sender=res.get("from", ""),
                role_label=label,
            )

    # -- winning ---------------------------------------------------------------
    def town_can_kill(self, state: GameState) -> bool:
        """A living town Midnight Desperado with a shot can still change parity (0.5)."""
        return any(
            p.alive
            and p.alignment == "town"
            and p.role == "midnight-desperado"
            and (p.shots or 0) >= 1
            for p in state.players
        )

    def _check_win(
        self, state: GameState, record: PhaseRecord, phase: str, *, post: bool = True
    ) -> str | None:
        winner = parity_winner(state, town_can_kill=self.town_can_kill(state))
        if declare(state, winner):
            record.note(f"{self._faction_name(winner)} win at the end of {phase}")
            if post:
                self._game_over_post(state, record)
            return winner
        return None

    def _faction_name(self, faction: str | None) -> str:
        factions: Mapping[str, Any] = self.definition.get("factions", {})
        if not faction:
            return ""
        if faction == "none":
            return "Nobody"
        return str(factions.get(faction, {}).get("name", faction))

    def _game_over_post(self, state: GameState, record: PhaseRecord) -> None:
        players = [
            {"name": p.name, "alive": p.alive, **flip(self, state, p.name)} for p in state.players
        ]
        record.post(
            "game-over",
            "game-over",
            winner=state.winner,
            winner_name=self._faction_name(state.winner),
            players=players,
        )

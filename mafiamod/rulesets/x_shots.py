"""X-SHOTS (yuma): rolled Town PRs and faction shot pools, universal Mafia JOAT.

Rules: ../shared/rules/charge-me-up-and-x-shots.md (§0, Part B, Part C). The pieces live
in ``mafiamod/mechanics/xshots_*.py``: rolls and the Mafia table, pools, the deal,
submissions, the JOAT, the night and its investigations.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import count
from typing import Any

from ..engine.errors import ScriptError
from ..engine.model import GameState, PhaseInput, PhaseRecord
from ..engine.moderator import apply_moderator
from ..engine.options import EntryOption
from ..engine.rng import Draws
from ..engine.ruleset import Ruleset
from ..engine.winning import declare, parity_winner
from ..mechanics.deaths import flip, kill
from ..mechanics.lynch import lynch_day
from ..mechanics.xshots_deal import deal_game
from ..mechanics.xshots_joat import MODIFIERS, PASSIVE, joat_used, reset_for_deaths
from ..mechanics.xshots_night import XNight
from ..mechanics.xshots_pools import ABILITIES, MAFIA, TOWN, Pools, lynch_cost
from ..mechanics.xshots_slots import check_joat_values, read_submissions

#: the ability id of an entry option that names no ability: a bare JOAT declaration (the
#: action form's "— joat only —" item; the entry is sent with ``ability = None``)
DECLARATION_ONLY = ""

OUTCOME_TEXT = {
    "guilty": "Guilty",
    "not-guilty": "Not Guilty",
    "no-result": "No Result",
    "vanilla": "Vanilla",
}


class XShotsRules(Ruleset):
    """The X-SHOTS ruleset: pre-game rolls and deal, lynch days, list-system nights."""

    ability_ids = ABILITIES
    optional_phases = frozenset({"pregame"})

    def phase_ids(self, config: Mapping[str, Any] | None = None) -> Iterator[str]:
        yield "pregame"
        for n in count(1):
            yield f"D{n}"
            yield f"N{n}"

    # -- script checks -------------------------------------------------------------
    def check_phase_names(self, inp: PhaseInput, names: set[str]) -> None:
        problem = check_joat_values(inp)
        if problem:
            raise ScriptError(problem)
        if "rolls" in inp.data and inp.id != "pregame":
            raise ScriptError(f"phase {inp.id}: 'rolls' belongs to the pregame phase")

    def entry_options(self, state: GameState, phase_id: str) -> list[EntryOption]:
        """The setup.toml abilities, plus a ``joat`` field on every mafioso's night entries
        offering the modifiers not in cycle, and for each mafioso a declaration with no ability
        (ability ``DECLARATION_ONLY``, the form's "— joat only —") offering only the free
        passive modifiers: Strongman and Ninja modify an action (B.3.7)."""
        options = super().entry_options(state, phase_id)
        if self.phase_kind(phase_id) != "night":
            return options
        table = joat_used(state.copy())
        free = tuple(m for m in MODIFIERS if not table.get(m))
        passive = tuple(m for m in free if m in PASSIVE)
        out = []
        for option in options:
            if free and state.player(option.actor).alignment == MAFIA:
                option = EntryOption(
                    option.actor,
                    option.ability,
                    option.label,
                    option.targets,
                    option.candidates,
                    {**option.fields, "joat": free},
                )
            out.append(option)
        if passive:
            for player in state.living():
                if player.alignment == MAFIA:
                    out.append(
                        EntryOption(
                            player.name, DECLARATION_ONLY, "— joat only —", 0, (), {"joat": passive}
                        )
                    )
        return out

    # -- pre-game ------------------------------------------------------------------
    def deal(self, state: GameState, draws: Draws, first: PhaseInput, record: PhaseRecord) -> None:
        outcome = deal_game(state, first, draws)
        record.note(
            f"Rolls {list(outcome.rolls)} ({outcome.rule}): Town PRs "
            f"{', '.join(outcome.town_roles)}, Town pool {outcome.town_pool}; Mafia "
            f"{', '.join(outcome.mafia_roles)}, Mafia pool {outcome.mafia_pool}"
        )
        self._role_pms(state, record)

    def _role_pms(self, state: GameState, record: PhaseRecord) -> None:
        roles: Mapping[str, Any] = self.definition.get("roles", {})
        factions: Mapping[str, Any] = self.definition.get("factions", {})
        mafia = [
            {"name": p.name, "role_name": self.role_name(p.role)} for p in state.faction(MAFIA)
        ]
        for player in state.players:
            spec = roles.get(player.role, {})
            faction = factions.get(player.alignment, {})
            is_mafia = player.alignment == MAFIA
            abilities = (
                spec.get("mafia_abilities", spec.get("abilities", ""))
                if is_mafia
                else spec.get("abilities", "")
            )
            pr = player.role not in ("vanilla-townie", "mafia-goon")
            note = (
                (
                    "Your shots come from your faction's shared shot pool; you will not be told "
                    "how many shots it holds."
                )
                if pr or is_mafia
                else ""
            )
            record.pm(
                player.name,
                "role-pm",
                kind="role-pm",
                player=player.name,
                role=player.role,
                role_name=self.role_name(player.role),
                color="red" if is_mafia else "green",
                alignment_name=faction.get("name", player.alignment.title()),
                abilities=abilities,
                pool_note=note,
                team=[m for m in mafia if m["name"] != player.name] if is_mafia else [],
                win_condition=faction.get("win", ""),
            )

    # -- phases --------------------------------------------------------------------
    def resolve(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        # moderator entries come first in every phase, the pre-game included (0.8)
        dead = [d.player for d in apply_moderator(state, inp, record)]
        if dead and self._check_win(state, record):
            reset_for_deaths(state, dead, record)
            self.reject_all(inp, record, "game-over")
            return
        if inp.id == "pregame":
            self.reject_all(inp, record, "not-offered")
            return
        if inp.id.startswith("D"):
            dead += self._day(state, inp, draws, record)
        else:
            dead += self._night(state, inp, draws, record)
        reset_for_deaths(state, dead, record)
        self._check_win(state, record)

    def _day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> list[str]:
        for index, action in enumerate(inp.actions):
            record.reject_action(index, action, "not-offered")
        lynched = lynch_day(
            self, state, inp, draws, record, tie=str(state.config.get("tie", "earliest"))
        )
        if not lynched:
            return []
        cost = lynch_cost(state, lynched)
        if cost:
            Pools(state).change(TOWN, -cost)
            record.note(
                f"{lynched} was a Town PR: the Town pool loses {cost} "
                f"(now {Pools(state).get(TOWN)})"
            )
        return [lynched]

    def _night(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> list[str]:
        for name, votes in inp.votes.items():
            for index, vote in enumerate(votes):
                record.reject(
                    "voter", vote.voter, "not-offered", name, index, vote=name, target=vote.target
                )
        night = XNight(state, record, draws, read_submissions(state, inp, record))
        dying = night.run()
        self._result_pms(state, inp.id, record)
        flips = []
        dead = state.order_names(set(dying))
        for name in dead:
            kill(self, state, name, dying[name], record)
            flips.append(flip(self, state, name))
        record.post(
            "night-result", "night-result", phase=inp.id, deaths=flips, winner=None, winner_name=""
        )
        return dead

    def _result_pms(self, state: GameState, phase: str, record: PhaseRecord) -> None:
        names = {
            "investigate": "investigation",
            "role-investigate": "role investigation",
            "track": "tracking",
            "watch": "watch",
        }
        for res in record.results:
            outcome = res["outcome"]
            listed = outcome if isinstance(outcome, list) else []
            text = OUTCOME_TEXT.get(str(outcome)) or self.role_name(str(outcome))
            record.pm(
                res["player"],
                "xs-result",
                kind="result",
                player=res["player"],
                ability_name=names.get(res["ability"], res["ability"]),
                target=res["targets"][0],
                phase=phase,
                names=listed,
                outcome_text=text,
            )

    # -- winning -------------------------------------------------------------------
    def _town_can_kill(self, state: GameState) -> bool:
        """A living Town Vigilante with a Town shot to fire keeps exact parity open (0.5)."""
        vig = any(p.role == "vigilante" for p in state.faction(TOWN))
        return vig and Pools(state).get(TOWN) >= 1

    def _check_win(self, state: GameState, record: PhaseRecord) -> bool:
        winner = parity_winner(state, town_can_kill=self._town_can_kill(state))
        if winner == "none":
            winner = TOWN  # no survival clause for the Town: nobody left is a Town win (0.5 rule 1)
        if not declare(state, winner):
            return False
        factions: Mapping[str, Any] = self.definition.get("factions", {})
        winner = state.winner or ""
        players = [
            {
                "name": p.name,
                "alive": p.alive,
                "role_name": self.role_name(p.role),
                "alignment_name": factions.get(p.alignment, {}).get("name", p.alignment),
            }
            for p in state.players
        ]
        record.post(
            "game-over",
            "game-over",
            winner=winner,
            winner_name=factions.get(winner, {}).get("name", winner.title()),
            players=players,
        )
        return True

"""Ghoul Duel: ten one-shot ghouls against three goons, with duels and conversion
(../shared/rules/democrabilities-ghoul-duel-peaky.md §2; setups/ghoul-duel/RULINGS.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..engine.errors import ScriptError
from ..engine.messages import N_
from ..engine.model import Action, GameState, PhaseInput, PhaseRecord
from ..engine.options import EntryOption
from ..engine.phase_loop import NightStep, PhaseLoop
from ..engine.rng import Draws
from ..mechanics.day_vote import NO_LYNCH, VoteNotes, VoteRule, decide_vote, elimination_day
from ..mechanics.ghoul_duel.chain import GHOUL, GHOUL_ROLE
from ..mechanics.ghoul_duel.duel import (
    DUEL_CHOICE,
    MAFIA_SINCE,
    ORIGINAL,
    most_senior,
    pick_side,
)
from ..mechanics.ghoul_duel.duel_day import DuelOutcome, ends_early, settle
from ..mechanics.ghoul_duel.night import entry_refusal, is_duel_night, steps
from ..mechanics.steps.kill import FACTIONAL_KILL

#: the trace lines of a normal day's vote and of a duel's
NORMAL_DAY = VoteNotes(
    hammer=N_("{player} reached majority ({majority}): the day ends"),
    chosen=N_("Deadline: {player} leads"),
    tie=N_("Deadline: {player} leads (tie, RNG)"),
    none=N_("Deadline: nobody leads"),
)
DUEL_DAY = VoteNotes(
    hammer=N_("{player} reached majority ({majority}): hammer"),
    chosen=N_("Deadline: {player} has the most votes"),
    tie=N_("Deadline: tie {top}–{top}; the RNG picks {player}"),
)


#: the draws that pick a player of one side (RULINGS 31)
SIDE_DRAWS = frozenset({"duel-town", "convert", "duel-mafia"})


def _side_pin_possible(state: GameState, phase: str, name: str, value: Any) -> bool:
    """Whether an unread pin of a side's draw names a player of that side: a Mafia player
    for ``duel-mafia``; a Town player, or one converted in ``phase``, for the others."""
    if not isinstance(value, str) or not state.has_player(value):
        return False
    player = state.player(value)
    if name == "duel-mafia":
        return player.alignment == "mafia"
    return player.alignment == "town" or player.fields.get(MAFIA_SINCE) == phase


class SkippableNights(frozenset[str]):
    """The phases a script may leave out: even nights, the only ones a duel can skip.

    Whether a given even night really was skipped is only known while playing, so the
    phase loop refuses a missing night that was not skipped (``PhaseLoop.skip_night``).
    """

    def __contains__(self, phase_id: object) -> bool:
        night = isinstance(phase_id, str) and phase_id.startswith("N") and phase_id[1:].isdigit()
        return night and not is_duel_night(str(phase_id))


class GhoulDuelRules(PhaseLoop):
    """The unnamed 13-player ghoul-and-duel setup ("Ghoul Duel").

    Wins are checked at every phase boundary (§0.2 rule 5, 7): decided by the phase that
    closed, unless the next one opens with moderator entries; a duel's early end decides
    the game inside the day.
    """

    special_vote_targets = frozenset({NO_LYNCH})
    draw_names = frozenset({"deal", "lynch-tiebreak", "convert", "duel-town", "duel-mafia"})
    optional_phases = SkippableNights()
    win_points = frozenset({"boundary"})
    deal_filler = GHOUL_ROLE
    role_pm_shows_shots = True  # its role PM's "Shots left: n."
    ability_targets = {GHOUL: 1, FACTIONAL_KILL: 1, DUEL_CHOICE: 0}  # (its slots: fields)

    # -- deal ------------------------------------------------------------------
    def setup_players(self, state: GameState) -> None:
        """Ghouls hold one shot (unless ``[roles]`` gives one); the originals rank first."""
        for player in state.players:
            fixed = state.fixed_roles.get(player.name)
            has_shots = isinstance(fixed, Mapping) and "shots" in fixed
            if player.role == GHOUL_ROLE and not has_shots:
                player.shots = 1
            player.fields[MAFIA_SINCE] = ORIGINAL if player.alignment == "mafia" else None

    # -- pins --------------------------------------------------------------------
    def check_unused_pins(self, state: GameState, inp: PhaseInput, draws: Draws) -> None:
        """An unread pin of a side's draw must name a player of that side (RULINGS 31):
        ``duel-town`` and ``convert`` a Town player (or one converted in this very phase,
        who was Town when the draw would have run), ``duel-mafia`` a Mafia player; every
        pin then takes the shared check (a player's name, ``no-lynch``, a deal)."""
        for name, value in draws.unused_pins().items():
            if name in SIDE_DRAWS and not _side_pin_possible(state, inp.id, name, value):
                raise ScriptError(
                    "bad-pin: phase {phase}: rng pin {name} = {value!r} is not a legal outcome (its draw did not happen, and no draw could give it)",
                    phase=inp.id,
                    name=name,
                    value=value,
                )
        super().check_unused_pins(state, inp, draws)

    # -- one phase ---------------------------------------------------------------
    # -- nights --------------------------------------------------------------------
    def validate_action(self, state: GameState, inp: PhaseInput, action: Action) -> str | None:
        """The spec (``[abilities]``: holder, shots, one target, no self-target, the kill's
        town target), living players, then Ghoul Duel's own limit (duel nights)."""
        return super().validate_action(state, inp, action) or entry_refusal(state, inp, action)

    def night_steps(self, config: Mapping[str, Any]) -> Sequence[NightStep]:
        """Ghoul Duel's steps on the shared night (mechanics/ghoul_duel/night.py)."""
        return steps(self.abilities[DUEL_CHOICE].player_fields)

    def skipped_night(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> None:
        record.note("{phase} is skipped: the mafia duellist lost the duel", phase=inp.id)

    # -- days ----------------------------------------------------------------------
    def day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> str | None:
        """No role has a day action (the goons' day chat is talk, not an action); a duel
        day after a duel night, otherwise a normal day."""
        self.reject_actions(inp, record, "no-ability")
        if "duel" in state.data:
            return self._duel_day(state, inp, draws, record)
        return self._normal_day(state, inp, draws, record)

    def _normal_day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> str | None:
        """Any living player or no-lynch (config); majority hammers; deadline plurality, a
        tie drawn in sign-up order with no-lynch last (G-DUEL-6)."""
        rule = VoteRule(
            hammer=bool(state.config.get("hammer", True)),
            draw="lynch-tiebreak",
            order=state.names(),
            no_lynch=bool(state.config.get("normal_day_no_lynch", True)),
        )
        return elimination_day(self, state, inp, draws, record, rule, NORMAL_DAY)

    def _duel_day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> str | None:
        # a duellist modkilled at the day's start is replaced as if he had died at night
        # (G-DUEL-19): the night's backup while alive and eligible, otherwise the draw
        pending = state.data["duel"]
        mafia = pick_side(state, pending, "mafia", draws, record, day_start=True) or ""
        town = pick_side(state, pending, "town", draws, record, day_start=True) or ""
        pair = tuple(state.order_names([mafia, town]))
        record.events.append({"kind": "duel-announced", "players": list(pair)})
        record.post(
            "duel-announcement",
            "duel-announcement",
            phase=inp.id,
            players=list(pair),
            early_end=ends_early(state),
        )
        rule = VoteRule(
            hammer=bool(state.config.get("hammer", True)),
            draw="lynch-tiebreak",
            order=pair,  # "one of them has to be lynched": a tie, 0–0 included, is drawn
            mandatory=pair,
            no_lynch=False,
            can_receive=lambda target: None if target in pair else "not-a-duellist",
        )
        vote = decide_vote(state, inp, draws, record, rule, DUEL_DAY)
        tally, lynched = vote.tally, vote.chosen
        duel = DuelOutcome(mafia, town, lynched)
        record.post(
            "vote-count",
            "duel-vote-count",
            **vote.context,
            duellists=[
                {"name": n, "count": int(tally.counts.get(n, 0)), "voters": tally.voters.get(n, [])}
                for n in pair
            ],
        )
        if lynched is not None:
            flips = settle(self, state, inp, draws, record, duel)
            del state.data["duel"]
            record.post(
                "duel-result", "duel-result", phase=inp.id, flips=flips, outcome=duel.outcome
            )
            if duel.convert:
                self._conversion_pm(state, duel.convert, inp.id, record)
        record.extra["duel"] = duel.export()
        return lynched

    def _conversion_pm(self, state: GameState, name: str, day: str, record: PhaseRecord) -> None:
        """The convert's PM: the day, his living team (himself included, in sign-up order,
        as in the role PM: RULINGS 33), the nights he acts on (RULINGS 34), the mafia's win
        condition."""
        tonight, duel_night = self._nights_after(state, day)
        record.pm(
            name,
            "conversion-pm",
            kind="conversion-pm",
            player=name,
            day=day,
            team=state.living_names("mafia"),
            tonight=tonight,
            duel_night=duel_night,
            win_condition=self.role_pm_context(state, name)["win_condition"],
        )
        # the team learns who joins its day chat (§2.1; RULINGS.md 25): a PM to each living
        # mafioso, since the moderator adds the convert to their chat
        for mate in state.living_names("mafia"):
            if mate != name:
                record.pm(
                    mate,
                    "convert-joins-pm",
                    kind="convert-joins-pm",
                    player=mate,
                    convert=name,
                    day=day,
                    tonight=tonight,
                    duel_night=duel_night,
                )

    def _nights_after(self, state: GameState, day: str) -> tuple[str, str]:
        """The night after ``day`` and the first duel night after it (RULINGS 34: a duel
        day is followed by an even night, so a convert's first duel choice is a night
        later than his first night kill)."""
        ids = self.phase_ids(state.config)
        for phase in ids:
            if phase == day:
                break
        nights = (p for p in ids if p.startswith("N"))
        tonight = next(nights)
        duel_night = (
            tonight if is_duel_night(tonight) else next(p for p in nights if is_duel_night(p))
        )
        return tonight, duel_night

    def standing_lines(self, state: GameState, name: str) -> list[str]:
        """A convert's seat tells its replacement that it changed sides (RULINGS 30): the
        role PM it includes is the seat's as it stands now, not the ghoul PM the seat was
        dealt."""
        since = state.player(name).fields.get(MAFIA_SINCE)
        if since in (None, ORIGINAL):
            return []
        return [
            f"The seat was converted on {since}: it was a ghoul until then and is now a "
            "member of the Mafia, without the ghoul power."
        ]

    # -- entry forms -----------------------------------------------------------------
    def _duel_day_options(self, state: GameState) -> list[EntryOption]:
        """Who may be voted on a duel day: the pair, while both stand (a missing duellist is
        replaced at the day's start by a backup or a draw, which the rules then apply)."""
        pending = state.data.get("duel")
        if not pending:
            return []
        pair = tuple(state.order_names([pending.get("mafia", ""), pending.get("town", "")]))
        if len(pair) != 2 or not all(state.is_alive(n) for n in pair):
            return []
        return [
            EntryOption(voter, "elimination", "Duel vote", 1, pair)
            for voter in state.living_names()
        ]

    def entry_options(self, state: GameState, phase_id: str) -> list[EntryOption]:
        """Legal night entries: the ghoul shots and the kill as ``[abilities]`` gives them
        (holders, shots, the kill's town targets), and on a duel night the duel choice with
        its four slots; on a duel day, the two duellists as the only vote targets."""
        if phase_id.startswith("D"):
            return self._duel_day_options(state)
        if not phase_id.startswith("N"):
            return []
        base = super().entry_options(state, phase_id)
        out = [o for o in base if o.ability != DUEL_CHOICE]
        if not is_duel_night(phase_id):
            return out
        senior = tuple(most_senior(state))
        # the backup comes from E2: the rest of E1, or the next rank when E1 is one player
        backups = senior if len(senior) > 1 else senior + tuple(most_senior(state, exclude=senior))
        mafia = {"mafia": senior, "mafia_backup": backups}  # the town slots: the spec's townies
        duels = (o for o in base if o.ability == DUEL_CHOICE)
        return out + [replace(o, candidates=(), fields={**o.fields, **mafia}) for o in duels]

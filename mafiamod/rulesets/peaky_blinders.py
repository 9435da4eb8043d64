"""«Острые Козырьки» (peaky-blinders): the Ruleset (rules digest §3)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from ..engine import moments
from ..engine.deal import Deal
from ..engine.errors import ScriptError
from ..engine.model import GameState, PhaseInput, PhaseRecord
from ..engine.options import EntryOption
from ..engine.phase_loop import PhaseLoop
from ..engine.rng import Draws
from ..mechanics.balance import Balances
from ..mechanics.peaky import (
    clock,
    moderation,
    options,
    posts,
    reports,
    steps_early,
    steps_late,
    submit,
    tally,
    victory,
)
from ..mechanics.peaky.context import Turn, check_turn_keys
from ..mechanics.peaky.ids import POINTS, PUB_EFFECTS, SHELBY, ULT, holders, role_abilities
from ..mechanics.peaky.mafkill import step16_mafkill

STEPS = (
    steps_early.step1_lee,
    steps_early.step2_pub,
    steps_early.step3_kimber_ult,
    steps_early.step4_grace,
    steps_early.step5_kimber_redirect,
    steps_early.step6_arthur,
    steps_early.step7_moss,
    steps_early.step8_vote_factors,
    steps_early.step9_ticket,
    tally.step10_vote,
    steps_late.step11_lewis_and_dogs,
    steps_late.step12_licence,
    steps_late.step13_checks,
    steps_late.step14_ults,
    steps_late.step15_beating_and_barmaid,
    step16_mafkill,
    steps_late.step17_interrogation,
    steps_late.step18_purchases,
)


class PeakyRules(PhaseLoop):
    """One phase per turn (T1, T2, …): ballots and every action, resolved in the seed's 18 steps.

    On the phase loop: the base applies the moderator entries (Peaky's own ``ban`` and
    ``inactive`` through :meth:`moderator_entry`) and sends a replacement's role PM; the
    turn's public results (template ``turn-result``) announce the modkills, replacements
    and the end of the game, so :meth:`moderator_post` and :meth:`game_over` add no post
    of their own. The win is checked inside :meth:`turn`, before its results are posted.
    """

    moderator_entries = moderation.ENTRIES
    draw_names = frozenset({"deal", "kimber-dice", "danny-victim", "late-tiebreak", "pub-effect-"})
    #: the targets each ability's steps read (mechanics/peaky): checked when the rules load
    ability_targets = {
        **dict.fromkeys(
            (
                "persuasive-request",
                "lewis-gun",
                "stuff-ballot",
                "train-ticket",
                "beat-half-to-death",
                "fatal-beating",
                "licence",
                "legal-business",
                "weapons-search",
                "undercover-agent",
                "the-barmaid",
                "patrol",
                "interrogation",
                "everyone-works-for-me",
                "factional-kill",
                "lee-alliance",
                "chinese-witch",
                "small-heath",
            ),
            1,
        ),
        "newspaper-feature": 2,
        "three-shots": 3,
    }
    cycle = ("T",)
    win_points: frozenset[str] = frozenset()  # checked in turn(), see the class docstring
    deal_filler = "townie"

    def __init__(self, setup_id: str, definition: Mapping[str, Any]) -> None:
        """The setup.toml keys the turn and the forms read are checked once, at loading."""
        super().__init__(setup_id, definition)
        check_turn_keys(role_abilities(self.abilities))

    def phase_kind(self, phase_id: str) -> str:
        return "turn"

    def new_state(
        self, seed: int, players: Sequence[str], roles: Mapping[str, Any], config: Mapping[str, Any]
    ) -> GameState:
        """The generic start (every switch checked against its declaration), plus a check
        of the daily deadline's time."""
        state = super().new_state(seed, players, roles, config)
        clock.parse_daily(state.config.get("deadline", "21:00"))
        # letters_per_player: its type and 0..5 are the shared [config] check's (setup.toml)
        return state

    # -- the deal ------------------------------------------------------------------
    def deal_plan(self, state: GameState) -> Deal:
        """The default deal of setup.toml ``[deal] roles`` (G-PB-3), every role to a random
        seat (``shuffle-seats``: draw ``deal``, a table name → role id, pinnable)."""
        return replace(super().deal_plan(state), strategy="shuffle-seats")

    def setup_players(self, state: GameState) -> None:
        """Statuses, УС uses, pub and letters per player; the Shelbys' points."""
        letters = int(state.config.get("letters_per_player", 1))
        ult_roles = holders(role_abilities(self.abilities), ULT)
        for p in state.players:
            p.fields.update(
                status_true="negative" if p.alignment == SHELBY else "positive",
                ult_uses_left=1 if p.role in ult_roles else None,
                as_nullified=False,
                first_time_used=False,
                abstention_used=False,
                pub_used=False,
                letters_left=letters,
                reporter_shield_used=False,
            )
        Balances(state.data).set(POINTS, 0)
        for key in ("kimber_shot", "arthur_blocked", "moss_patrolled"):
            state.exported[key] = []

    def role_pm_context(self, state: GameState, name: str) -> dict[str, Any]:
        return super().role_pm_context(state, name) | posts.role_pm_context(self, state, name)

    # -- moderator entries -----------------------------------------------------------
    def begin(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        state.data["inactive_now"] = []

    def moderator_entry(
        self, state: GameState, inp: PhaseInput, entry: Mapping[str, Any], record: PhaseRecord
    ) -> None:
        moderation.apply_entry(state, inp, entry, record)

    def moderator_post(
        self, state: GameState, inp: PhaseInput, record: PhaseRecord, entries: list[dict[str, Any]]
    ) -> None:
        """The turn's results announce modkills (with the role) and replacements (S10: no role)."""
        return None

    def game_over(self, state: GameState, record: PhaseRecord) -> None:
        """The turn's results announce the end: «Игра окончена», the winners by name."""
        return None

    def check_win(self, state: GameState, record: PhaseRecord) -> bool:
        """Victory at the end of a turn (§3.10): control of the vote, the extra turn."""
        if state.winner is None:
            victory.check(state, record, int(record.id[1:]), self.abilities)
        return state.winner is not None

    def pin_is_possible(self, state: GameState, name: str, value: Any) -> bool:
        """A ``pub-effect-<visitor>`` choice names a pub effect; other pins name players."""
        if name.startswith("pub-effect-"):
            return isinstance(value, str) and value in PUB_EFFECTS
        return super().pin_is_possible(state, name, value)

    # -- a turn --------------------------------------------------------------------
    def turn(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        """Ballots and entries are read, the eighteen steps run, the win is checked (closed
        turns), the results go out."""
        k = int(inp.id[1:])
        t = Turn(self, state, inp, draws, record, k)
        t.inactive = set(state.data.pop("inactive_now", []))
        moderation.lift_bans_of_replaced(state, record, k)
        living_at_start = state.living_names()
        t.deadline = self._deadline(t)
        record.extra["deadline"] = moments.fmt(t.deadline)
        t.state.data["grace_watch"] = None
        self._notices(t)
        submit.read_ballots(t)
        submit.read_actions(t)
        submit.remember_targets(t)
        self._letters(t)
        for step in STEPS:
            step(t)
        reports.end_of_turn(t)
        record.extra.setdefault("kill", None)
        record.extra["points"] = t.points.get(POINTS)
        record.extra.setdefault("ballots", [b.export() for b in t.ballots])
        record.extra["missing_votes"] = (
            [] if k == 1 else [n for n in living_at_start if n not in t.sent_at]
        )
        if inp.closed:
            self.check_win(state, record)
        posts.turn_posts(t)

    def _deadline(self, t: Turn) -> datetime | None:
        times = clock.entry_times(t.inp.actions, f"phase {t.inp.id} actions") + clock.entry_times(
            t.inp.vote_list("elimination"), f"phase {t.inp.id} votes"
        )
        previous = t.state.data.get("last_deadline")
        prev = moments.parse_at(previous, "previous deadline") if previous else None
        daily = clock.parse_daily(t.state.config.get("deadline", "21:00"))
        deadline = clock.turn_deadline(t.inp.data.get("deadline"), prev, times, daily, t.inp.id)
        if deadline is not None:
            t.state.data["last_deadline"] = moments.fmt(deadline)
        return deadline

    def _notices(self, t: Turn) -> None:
        """S: the turn after a substitution, the results say whose vote was substituted."""
        notices = t.state.data.get("notices") or {}
        if notices.get("turn") == t.k:
            for name in notices.get("players", []):
                t.record.events.append({"kind": "substitution-notice", "player": name})

    def _letters(self, t: Turn) -> None:
        """Anonymous letters are published with a game-wide number and no author (G-PB-2)."""
        known = t.state.data.setdefault("letters", [])
        for author, text in t.letters:
            n = len(known) + 1
            known.append({"n": n, "author": author, "turn": t.k, "text": text})
            t.record.events.append({"kind": "letter", "n": n, "text": text})

    def entry_options(self, state: GameState, phase_id: str) -> list[EntryOption]:
        """Only what the rules would accept now: spent УС, used pub, no letters are left out."""
        return options.entry_options(
            self.abilities, state, phase_id, tuple(self.definition.get("roles", {}))
        )

    def check_phase_names(self, inp: PhaseInput, names: set[str]) -> None:
        super().check_phase_names(inp, names)  # an entry's keys are its ability's fields
        moderation.check_names(inp, names)
        for key in inp.pins:
            if key.startswith("pub-effect-") and key[len("pub-effect-") :] not in names:
                raise ScriptError(
                    "phase {phase}: rng {key}: {name!r} is not a player",
                    phase=inp.id,
                    key=key,
                    name=key[len("pub-effect-") :],
                )

"""One public vote of a day, decided by the rule a setup names (§0.5 of the Democrabilities /
Ghoul Duel digest): the current votes in posting order, a majority that ends the vote at
once (``hammer``), and at the deadline either the most votes (``plurality``, with a tie rule,
a draw, a draw order and a mandatory pool) or a majority only.

:func:`decide_vote` reads the vote (refusals and the tally, :func:`.lynch.read_votes`),
decides it, writes the setup's trace line for the way it was decided (:class:`VoteNotes`,
template literals the setup marks with ``N_``) and hands back the vote count post's context
(:func:`.lynch.vote_count_context`). Ghoul Duel's normal day and duel day and
Democrabilities' ability vote and mandatory elimination, and the lynch day of Charge Me Up and
X-SHOTS (:func:`.lynch.lynch_day`) are each one :class:`VoteRule`.

:func:`elimination_day` is a whole day of one such vote: the vote count post, the
elimination with its flip, a no-lynch won by a hammer (Charge Me Up's and X-SHOTS' lynch
day, Ghoul Duel's normal day).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.model import GameState, PhaseInput, PhaseRecord
from ..engine.phase_loop import PhaseLoop
from ..engine.rng import Draws
from ..engine.votes import Tally, deadline_choice
from .lynch import living_target, read_votes, vote_count_context
from .vote_history import vote_history

NO_LYNCH = "no-lynch"
#: how the vote count post shows a no-lynch wagon (a display word, not a player's name)
NO_LYNCH_WORD = "No lynch"


@dataclass(frozen=True)
class VoteRule:
    """How one vote is read and decided.

    ``no_lynch``: None, no special target; True, ``no-lynch`` may be voted (and is drawn last
    in a tie); False, a vote for it is refused ``no-lynch-not-allowed``. ``can_receive``: the
    setup's own check of a target (default: a living player). ``order``/``mandatory`` are
    :func:`~mafiamod.engine.votes.deadline_choice`'s.
    """

    vote: str = "elimination"
    hammer: bool = True
    plurality: bool = True  # False: only a single leader at a majority decides
    tie: str = "random"
    draw: str = "lynch-tie"
    order: Sequence[str] | None = None
    mandatory: Sequence[str] | None = None
    no_lynch: bool | None = None
    can_receive: Callable[[str], str | None] | None = None
    #: False: a vote for the voter's current target changes nothing (§0.4 of the Charge Me
    #: Up / X-SHOTS digest: it is no new time for the ``earliest`` tie rule)
    same_target_is_new: bool = True


@dataclass(frozen=True)
class VoteNotes:
    """The trace line for each way a vote is decided (``{player}``, ``{majority}``,
    ``{top}``: the winner's count, ``{vote}``: the hammer's vote number, ``{tie}``: the tie
    rule, and the caller's own params)."""

    hammer: str  # a majority (at once, or a majority-only vote's leader)
    chosen: str = ""  # the deadline's single leader
    tie: str = ""  # the deadline's draw among the tied (default: ``chosen``)
    none: str = ""  # nobody at the deadline
    no_votes: str = ""  # a deadline with no vote at all (default: as the others)


@dataclass(frozen=True)
class VoteOutcome:
    """The tally, who the vote chose (None: nobody, or not yet), whether it is decided, and
    the vote count post's context."""

    tally: Tally
    chosen: str | None
    decided: bool
    context: dict[str, Any]


def majority_leader(tally: Tally) -> str | None:
    """The single leader holding a majority, if any."""
    leaders = tally.leaders()
    if len(leaders) == 1 and tally.majority is not None:
        return leaders[0] if tally.counts[leaders[0]] >= tally.majority else None
    return None


def _receiver(state: GameState, rule: VoteRule) -> Callable[[str], str | None]:
    check = rule.can_receive or living_target(state)
    if rule.no_lynch is None:
        return check

    def receivable(target: str) -> str | None:
        if target == NO_LYNCH:
            return None if rule.no_lynch else "no-lynch-not-allowed"
        return check(target)

    return receivable


def _deadline(tally: Tally, rule: VoteRule, draws: Draws) -> str | None:
    order = rule.order
    if rule.no_lynch and order is not None:
        order = [*order, NO_LYNCH]
    return deadline_choice(tally, rule.tie, draws, rule.draw, order=order, mandatory=rule.mandatory)


def decide_vote(
    state: GameState,
    inp: PhaseInput,
    draws: Draws | None,
    record: PhaseRecord,
    rule: VoteRule,
    notes: VoteNotes,
    *,
    title: str = "Vote count",
    **params: Any,
) -> VoteOutcome:
    """Read and decide one vote of the phase by ``rule``, with the trace line of ``notes``
    (``draws`` may be None for a vote that never draws: a majority-only one)."""
    tally = read_votes(
        state,
        inp,
        record,
        rule.vote,
        hammer=rule.hammer,
        can_receive=_receiver(state, rule),
        same_target_is_new=rule.same_target_is_new,
    )
    chosen, template = tally.hammered, notes.hammer
    if chosen is None and not rule.plurality:
        chosen = majority_leader(tally)
        template = notes.hammer if chosen is not None else notes.none if inp.closed else ""
    elif chosen is None:
        template = ""
        if inp.closed and draws is not None:
            chosen = _deadline(tally, rule, draws)
            if not tally.counts and notes.no_votes:
                template = notes.no_votes
            elif chosen is None:
                template = notes.none
            elif len(tally.leaders()) == 1:
                template = notes.chosen
            else:
                template = notes.tie or notes.chosen
    if template:
        record.note(
            template,
            player=chosen,
            majority=tally.majority,
            top=tally.counts.get(chosen or "", 0),
            vote=(tally.hammer_index or 0) + 1,
            tie=rule.tie,
            **params,
        )
    decided = chosen is not None or inp.closed
    context = vote_count_context(state, tally, inp.id, final=decided, title=title)
    if rule.no_lynch is not None:
        for row in context["wagons"]:
            if row["target"] == NO_LYNCH:
                row["target"] = NO_LYNCH_WORD
        if context["hammered"] == NO_LYNCH:
            context["hammered"] = None  # the no-lynch post says it; nobody was eliminated
    return VoteOutcome(tally, chosen, decided, context)


def elimination_day(
    rules: PhaseLoop,
    state: GameState,
    inp: PhaseInput,
    draws: Draws,
    record: PhaseRecord,
    rule: VoteRule,
    notes: VoteNotes,
    *,
    history: bool = False,
) -> str | None:
    """A day of one elimination vote, decided by ``rule`` (the trace line of ``notes``):
    the ``vote-count`` post (with the day's vote history when ``history``), then the chosen
    player's elimination and flip (:meth:`~mafiamod.engine.phase_loop.PhaseLoop.eliminate`).

    A won ``no-lynch`` (``rule.no_lynch``) is the event ``no-lynch`` and eliminates nobody;
    a hammer on it ends the day at once, so the no-elimination post comes now (at the
    deadline the phase loop posts it). Returns who was eliminated (None: nobody, or not yet).
    """
    vote = decide_vote(state, inp, draws, record, rule, notes)
    context = dict(vote.context)
    if history:
        votes = inp.vote_list(rule.vote)
        context.update(vote_history(votes, vote.tally, inp.data.get("thread")))
    record.post("vote-count", "vote-count", **context)
    if vote.chosen == NO_LYNCH:
        record.events.append({"kind": "no-lynch"})
        if not inp.closed:
            rules.no_elimination(state, inp, record)
        return None
    if vote.chosen:
        rules.eliminate(state, vote.chosen, record, inp.id)
    return vote.chosen

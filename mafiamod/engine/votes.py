"""Public votes: current votes in posting order, weights, majority hammer, deadline plurality.

One function, :func:`count_votes`, feeds the live tally, the vote-count post and the
elimination, so the three can never disagree.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from .messages import N_, Message
from .model import Vote
from .rng import Draws

#: the shared vote ids in words (translated in the window; another id is said as it is)
VOTE_WORDS = {"elimination": N_("elimination"), "ability": N_("ability")}


def vote_word(vote: str) -> Message:
    """A vote id in words, as a message the window translates."""
    word = VOTE_WORDS.get(vote, vote)
    return Message(word)  # template: forwarded (a word of VOTE_WORDS)


def majority_of(living: int) -> int:
    """Votes needed for a majority of ``living`` players: floor(n/2)+1."""
    return living // 2 + 1


@dataclass
class Tally:
    """The state of one vote after reading its entries in order."""

    current: dict[str, str] = field(default_factory=dict)  # voter -> target
    counts: dict[str, float] = field(default_factory=dict)  # target -> counted total
    voters: dict[str, list[str]] = field(default_factory=dict)  # target -> voters, in order
    reached_at: dict[str, int] = field(default_factory=dict)  # target -> index of last change
    cast_at: dict[str, int] = field(default_factory=dict)  # voter -> index of his current vote
    rejected: list[tuple[int, str]] = field(default_factory=list)  # (entry index, reason)
    hammered: str | None = None
    hammer_index: int | None = None
    majority: int | None = None

    def leaders(self) -> list[str]:
        """Targets with the highest positive count."""
        if not self.counts:
            return []
        top = max(self.counts.values())
        if top <= 0:
            return []
        return [t for t, c in self.counts.items() if c == top]

    def counted(self) -> dict[str, float | int]:
        """Non-zero totals, integers where whole (the JSON ``tallies`` value)."""
        return {t: (int(c) if float(c).is_integer() else c) for t, c in self.counts.items() if c}


def count_votes(
    votes: Sequence[Vote],
    *,
    can_vote: Callable[[str], str | None],
    can_receive: Callable[[str], str | None],
    weight: Callable[[str], float] = lambda voter: 1,
    majority: int | None = None,
    hammer: bool = True,
    same_target_is_new: bool = True,
    can_cast: Callable[[str, str], str | None] | None = None,
    locked: bool = False,
) -> Tally:
    """Read ``votes`` in order.

    ``can_vote(voter)`` / ``can_receive(target)`` return a rejection reason or None, and
    then ``can_cast(voter, target)`` (the voter and target together: a refused self-vote).
    ``locked``: a voter's first accepted entry is final, a later one is ``vote-locked``.
    A vote reaching ``majority`` (when ``hammer``) ends the vote: later entries are
    rejected with ``phase-ended``. ``same_target_is_new``: False makes a vote for the
    voter's current target change nothing (no new time for the ``earliest`` tie rule, the
    voter keeps his place among the wagon's voters).
    """
    tally = Tally(majority=majority)
    voted: set[str] = set()  # voters with an accepted entry (``locked``)
    for index, vote in enumerate(votes):
        if tally.hammered is not None:
            tally.rejected.append((index, "phase-ended"))
            continue
        reason = can_vote(vote.voter)
        if reason is None and vote.target:
            reason = can_receive(vote.target)
        if reason is None and can_cast is not None:
            reason = can_cast(vote.voter, vote.target)
        if reason is None and locked and vote.voter in voted:
            reason = "vote-locked"
        if reason is not None:
            tally.rejected.append((index, reason))
            continue
        voted.add(vote.voter)
        if not same_target_is_new and vote.target and tally.current.get(vote.voter) == vote.target:
            continue  # the count does not change
        old = tally.current.pop(vote.voter, None)
        if old is not None:
            tally.voters[old].remove(vote.voter)
            tally.counts[old] -= weight(vote.voter)
            tally.reached_at[old] = index
            tally.cast_at.pop(vote.voter, None)
        if vote.target:
            tally.current[vote.voter] = vote.target
            tally.cast_at[vote.voter] = index
            tally.voters.setdefault(vote.target, []).append(vote.voter)
            tally.counts[vote.target] = tally.counts.get(vote.target, 0) + weight(vote.voter)
            tally.reached_at[vote.target] = index
            if hammer and majority is not None and tally.counts[vote.target] >= majority:
                tally.hammered = vote.target
                tally.hammer_index = index
    return tally


def deadline_choice(
    tally: Tally,
    tie: str,
    draws: Draws,
    draw_name: str = "lynch-tie",
    *,
    order: Sequence[str] | None = None,
    mandatory: Sequence[str] | None = None,
) -> str | None:
    """Who the deadline eliminates by plurality, with the tie rule ``tie``.

    ``earliest``: the tied target whose count last changed first (then the draw);
    ``random``: the draw; ``no-elimination``: nobody. ``order``: the tied targets go to
    the draw in this order (sign-up order, say, with ``no-lynch`` last) instead of the
    order their wagons started. ``mandatory``: someone always goes, a day without a vote
    draws among these players (everyone living, tied at 0); under ``earliest`` a player
    whose wagon emptied during the day reached 0 later than one never voted, so the draw
    is among those at 0 the longest.
    """
    leaders = tally.leaders()
    if order is not None:
        leaders = [t for t in order if t in leaders]
    if not leaders:
        if not mandatory:
            return None
        pool = list(mandatory)
        if tie == "earliest":  # -1: at 0 since the day began
            first = min(tally.reached_at.get(t, -1) for t in pool)
            pool = [t for t in pool if tally.reached_at.get(t, -1) == first]
            if len(pool) == 1:
                return pool[0]
        return draws.choose(draw_name, pool)
    if len(leaders) == 1:
        return leaders[0]
    if tie == "no-elimination":
        return None
    if tie == "earliest":
        first = min(tally.reached_at[t] for t in leaders)
        leaders = [t for t in leaders if tally.reached_at[t] == first]
        if len(leaders) == 1:
            return leaders[0]
    return draws.choose(draw_name, leaders)


def not_voting(living: Sequence[str], tally: Tally) -> list[str]:
    """Living players with no current vote, in the given order."""
    return [name for name in living if name not in tally.current]


def wagons(tally: Tally, order: Mapping[str, int]) -> list[tuple[str, float, list[str]]]:
    """(target, count, voters) for the vote-count post: biggest wagon first, then sign-up order."""
    rows = [(t, c, list(tally.voters.get(t, []))) for t, c in tally.counts.items() if c]
    rows.sort(key=lambda r: (-r[1], order.get(r[0], 1 << 30)))
    return rows

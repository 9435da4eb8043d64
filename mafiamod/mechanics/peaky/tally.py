"""Step 10: the weighted secret tally and the seating rules (§3.6).

``seat`` is a pure function of the totals and the facts it names, so it is unit-tested
on its own; ``weigh`` applies the turn's modifiers to the ballots.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from ...engine.abilities import AbilitySpec
from ...engine.model import GameState
from ...engine.rng import Draws
from .context import Ballot, Turn
from .ids import ACTIVE, CAMPBELL, JOHN, KIMBER, MOSS, SKIP, THOMAS, TOWN, holders


def uniform_voters(state: GameState, abilities: Mapping[str, AbilitySpec]) -> frozenset[str]:
    """The players whose ballots against Moss do not count (S «Форма»): the other
    «мирактивы», the town roles that hold an АС in setup.toml ``[abilities]``."""
    actives = holders(abilities, ACTIVE) - {MOSS}
    return frozenset(p.name for p in state.players if p.alignment == TOWN and p.role in actives)


def stuffed_votes(state: GameState, stuffing: AbilitySpec) -> int:
    """Polly's «Я всё устрою» adds one vote, «Железная леди» two once a role of its
    ``doubled_after_exit`` in setup.toml (Thomas, Arthur, John) is out."""
    brothers = stuffing.extra.get("doubled_after_exit", ())
    return 2 if any(not p.alive for p in state.players if p.role in brothers) else 1


def kimber_weight(k: int) -> int:
    """«Я – Билли Кимбер»: +1 per turn survived, at most 4 (G-PB-21)."""
    return min(k, 4)


def weigh(t: Turn) -> None:
    """Weights and the uncounted ballots: Kimber, Danny's doubling, «Форма», shot players, the Witch."""
    doubled = t.state.data.get("doubled", {})
    doubled_now = set(doubled.get("players", [])) if doubled.get("turn") == t.k else set()
    kimber = t.holder(KIMBER)
    moss = t.holder(MOSS)
    shot = set(t.state.data.get("kimber_shot", []))
    uniform = uniform_voters(t.state, t.abilities)
    for b in t.ballots:
        if b.stuffed or b.voter is None:
            continue
        role = t.state.player(b.voter).role
        b.weight = kimber_weight(t.k) if role == KIMBER else 1
        if b.voter in doubled_now:
            b.weight *= 2
        if b.target == moss and b.voter in uniform and not b.substituted:
            b.counted = False
        if b.target == kimber and b.voter in shot:
            b.counted = False
    witch = t.state.data.get("witch_next", {})
    if witch.get("turn") == t.k:
        for target in witch.get("targets", []):
            sent = [
                b for b in t.ballots if b.target == target and b.order is not None and b.counted
            ]
            if sent:
                first = min(sent, key=lambda b: b.order or 0)
                first.counted = False
                t.trace(
                    "Step 10: the Chinese witch drops {voter}'s ballot against {target}",
                    voter=first.voter,
                    target=target,
                )


def totals(ballots: list[Ballot]) -> dict[str, int]:
    """The counted total per candidate."""
    out: dict[str, int] = {}
    for b in ballots:
        if b.counted:
            out[b.target] = out.get(b.target, 0) + b.weight
    return out


def latest_two(
    top: list[str], lateness: Mapping[str, float], draw: Callable[[list[str], int], list[str]]
) -> list[str]:
    """S7 (G-PB-5): the two tied candidates whose own ballots were sent latest.

    A candidate who sent nothing counts as later than everyone; equal lateness goes to ``draw``.
    """
    chosen: list[str] = []
    for level in sorted({lateness.get(c, math.inf) for c in top}, reverse=True):
        group = [c for c in top if lateness.get(c, math.inf) == level]
        need = 2 - len(chosen)
        if need <= 0:
            break
        chosen.extend(group if len(group) <= need else draw(group, need))
    return chosen


def latest_voters(lateness: Mapping[str, float], fired: list[str]) -> list[str]:
    """``tie3 = "voters"`` (the literal S7): the two players whose ballots (or «не судить»)
    were sent latest this turn, candidates or not; a player whose passive fired is passed over."""
    sent = sorted(
        (v for v in lateness if v not in fired and lateness[v] != math.inf),
        key=lambda v: lateness[v],
        reverse=True,
    )
    return sent[:2]


def seat(
    tally: Mapping[str, int],
    *,
    lateness: Mapping[str, float],
    alive_n: int,
    ticket: str | None = None,
    john: str | None = None,
    first_time: frozenset[str] = frozenset(),
    two_way_tie: str = "both",
    tie3: str = "candidates",
    john_fail: str = "nobody",
    draw: Callable[[list[str], int], list[str]] = lambda group, n: group[:n],
) -> tuple[list[str], list[str]]:
    """Who is seated, and whose first-time passive fired (Thomas, Campbell).

    ``first_time`` holds the Thomas/Campbell players whose passive is still unused.
    ``lateness`` is each voter's send position (ballot or «не судить»).
    """
    pool = {c: v for c, v in tally.items() if v > 0}
    fired: list[str] = []
    john_out = False
    while pool:
        high = max(pool.values())
        top = [c for c in pool if pool[c] == high]
        if len(top) == 1:
            chosen = top
        elif len(top) == 2:
            chosen = top if two_way_tie == "both" else []
        elif tie3 == "voters":
            chosen = latest_voters(lateness, fired)
        else:
            chosen = latest_two(top, lateness, draw)
        chosen = [c for c in chosen if c != ticket]  # G-PB-7: nobody replaces the ticket holder
        if john is not None and john in chosen and alive_n > 6:
            rest = [v for c, v in pool.items() if c != john]
            if pool.get(john, 0) < (max(rest) if rest else 0) + 2:
                chosen.remove(john)  # G-PB-6: nobody is seated in his place
                john_out = john_fail == "next"
        immune = [c for c in chosen if c in first_time and c not in fired]
        if not immune and not john_out:
            return chosen, fired
        fired.extend(immune)
        for c in immune:
            pool.pop(c, None)  # with tie3 = "voters" a seated voter may have no votes at all
        if john_out:
            # config john_fail = "next": like «вместо него», the seating runs again without him
            pool.pop(str(john), None)
            john_out = False
            john = None
    return [], fired


def late_draw(draws: Draws) -> Callable[[list[str], int], list[str]]:
    """Draw ``late-tiebreak`` (§3.12: a list, latest first): ``n`` of equally late candidates,
    the first one drawn counting as the latest. A pin lists them in that order."""
    return lambda group, n: draws.sample("late-tiebreak", group, n, ordered=True)


def step10_vote(t: Turn) -> None:
    """Tally, seat, and record the moderator's view of the ballots (never published)."""
    if t.k == 1:
        t.record.tallies["elimination"] = {}
        t.record.extra["seated"] = []
        return
    weigh(t)
    tally = totals(t.ballots)
    t.record.tallies["elimination"] = dict(tally)
    skip = tally.pop(SKIP, 0)
    if skip and skip >= max(tally.values(), default=0):
        # G-PB-37 (candidate variant): «не судить» on top, alone or tied, seats nobody
        t.trace("Step 10: «не судить» leads with {count}: nobody is seated", count=skip)
        tally = {}
    lateness: dict[str, float] = {v: float(i) for v, i in t.sent_at.items()}
    first_time = frozenset(
        p.name
        for p in t.state.living()
        if p.role in (THOMAS, CAMPBELL) and not p.fields.get("first_time_used")
    )

    seated, fired = seat(
        tally,
        lateness=lateness,
        alive_n=len(t.state.living()),
        ticket=t.ticket,
        john=t.holder(JOHN),
        first_time=first_time,
        two_way_tie=str(t.state.config.get("two_way_tie", "both")),
        tie3=str(t.state.config.get("tie3", "candidates")),
        john_fail=str(t.state.config.get("john_fail", "nobody")),
        draw=late_draw(t.draws),
    )
    for name in fired:
        t.state.player(name).fields["first_time_used"] = True
        t.trace(
            "Step 10: {name} is not seated the first time; the next by votes is seated instead",
            name=name,
        )
    t.record.extra["seated"] = seated = t.state.order_names(seated)
    t.record.extra["ballots"] = [b.export() for b in t.ballots]
    for name in seated:
        t.trace("Step 10: {name} is seated with {count}", name=name, count=tally.get(name, 0))
        t.die(name, "seated", how="seated")

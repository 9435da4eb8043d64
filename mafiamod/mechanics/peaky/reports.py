"""The end of the turn (after step 18): visit-based reports, points, next-turn triggers."""

from __future__ import annotations

from .context import Turn
from .ids import CHARLIE, DANNY, GRACE, POINTS, SHELBY, SMALL_HEATH, VISIT_ULT
from .status import add_layer
from .steps_late import visited_a_shelby


def grace_reports(t: Turn) -> None:
    """«Тайный агент» (her target's contacts, without УС visits; the pub is no visit) and
    «Острый слух» (the roles of her visitors): the shared context's tracked and watched."""
    grace = t.holder(GRACE)
    watch = t.state.data.get("grace_watch")
    ults = [a for a in t.actions if t.visit_kind(a) == VISIT_ULT]
    if watch:
        # her АС resolved at step 4 while she lived (R-PB-ORDER b): the report is hers even if
        # she died later in the turn; only her ПС needs her alive at the end (§3.4 END, §3.5)
        agent, x = watch["actor"], watch["target"]
        visited = [n for n in t.tracked(x, hidden=ults) if n != agent]
        visited_by = t.watched(x, exclude=agent, hidden=ults)
        t.record.add_result(
            agent, "undercover-agent", [x], {"visited": visited, "visited_by": visited_by}
        )
    if grace is not None:
        visitors = t.watched(grace, exclude=grace)
        t.record.add_result(grace, "sharp-hearing", [], [t.state.player(v).role for v in visitors])


def heath_watches(t: Turn) -> None:
    """A Small Heath «no» turns into one «yes» the first later turn the target visits a Shelby."""
    keep = []
    for watch in t.state.data.get("heath_watch", []):
        if watch["since"] < t.k and visited_a_shelby(t, watch["target"], t.k):
            t.record.add_result(SHELBY, SMALL_HEATH, [watch["target"]], "yes")
        else:
            keep.append(watch)
    t.state.data["heath_watch"] = keep


def points_report(t: Turn) -> None:
    """The team learns how many visited the pub (not who) and its balance, while a Shelby lives."""
    if any(p.alignment == SHELBY for p in t.state.living()):
        points = t.points.get(POINTS)
        t.record.add_result(SHELBY, "points", [], {"visits": len(t.pubs), "points": points})


def next_turn_triggers(t: Turn) -> None:
    """Danny doubles and Charlie whitens the Shelbys who visited them, for the next turn;
    the pub's extra letters become usable; Thomas's substitutions are announced next turn."""
    doubled = sorted(set(t.shelby_visitors(DANNY)))
    t.state.data["doubled"] = {"turn": t.k + 1, "players": doubled}
    for name in dict.fromkeys(t.shelby_visitors(CHARLIE)):
        add_layer(t.state, "charlie", name, t.k + 1)
    for name in t.state.data.pop("letters_next", []):
        fields = t.state.player(name).fields
        fields["letters_left"] = int(fields.get("letters_left", 0)) + 1
    t.state.data["notices"] = {"turn": t.k + 1, "players": list(dict.fromkeys(t.substituted))}


def end_of_turn(t: Turn) -> None:
    grace_reports(t)
    heath_watches(t)
    points_report(t)
    next_turn_triggers(t)
    t.log_visits()
    t.log_exits()

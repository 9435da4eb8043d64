"""Duel choices: on a duel night the mafia names one mafioso and one town player.

Seniority (the seed's "players that have been mafia the longest"): original goons
(``mafia_since = "start"``) outrank converts, who rank by their conversion day. The
mafia slot, its backup and any random replacement must come from the most senior living
mafia. Dead or illegal picks fall to the backup, then to a seeded draw.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ...engine.abilities import PlayerField, dead_target
from ...engine.model import Action, GameState, PhaseRecord
from ...engine.rng import Draws

DUEL_CHOICE = "duel-choice"
SLOTS = ("mafia", "mafia_backup", "town", "town_backup")
MAFIA_SINCE = "mafia_since"
ORIGINAL = "start"


def rank(since: Any) -> tuple[int, int]:
    """Sort key of a ``mafia_since`` value: ``"start"`` first, then by day number."""
    if since in (None, ORIGINAL):
        return (0, 0)
    text = str(since)
    digits = "".join(ch for ch in text if ch.isdigit())
    return (1, int(digits) if digits else 0)


def most_senior(state: GameState, exclude: Iterable[str] = ()) -> list[str]:
    """E1: the living mafia (minus ``exclude``) who have been mafia the longest."""
    skip = set(exclude)
    pool = [p for p in state.faction("mafia") if p.name not in skip]
    if not pool:
        return []
    best = min(rank(p.fields.get(MAFIA_SINCE)) for p in pool)
    return [p.name for p in pool if rank(p.fields.get(MAFIA_SINCE)) == best]


@dataclass
class SlotProblem:
    """One slot of a duel choice the rules refuse."""

    slot: str
    name: str
    reason: str


#: the duel choice's four slots as ``[abilities.duel-choice] fields`` gives them (each a
#: player of its side, refused under the digest's ``not-mafia`` / ``not-town``)
Slots = Mapping[str, PlayerField]


def _slot_problem(
    state: GameState, slots: Slots, action: Action, slot: str, valid: Mapping[str, str]
) -> str | None:
    name = str(action.get(slot))
    primary = slot.removesuffix("_backup")
    if slot != primary and name == action.get(primary):
        return "same-as-primary"
    # dead first, then the side (unlike the spec's own order)
    reason = dead_target(state, (name,)) or slots[slot].refusal(state, name)
    if reason is not None or primary != "mafia":
        return reason
    # the primary among E1; the backup among E2, E1 less a valid primary
    senior = most_senior(state, exclude=[valid["mafia"]] if "mafia" in valid else [])
    return None if name in senior else "not-longest-mafia"


def check_choice(
    state: GameState, action: Action, slots: Slots
) -> tuple[dict[str, str], list[SlotProblem]]:
    """The valid slots of a ``duel-choice`` entry and the problems of the others.

    Checked against the state at the start of the night, slot by slot: a backup that
    repeats its primary, a dead pick, the side (``slots``), a mafia pick's seniority. The
    mafia backup must be among the most senior living mafia other than a valid primary
    (E2); with no valid primary, E2 is E1.
    """
    valid: dict[str, str] = {}
    problems: list[SlotProblem] = []
    for slot in SLOTS:
        name = action.get(slot)
        if not name:
            continue
        reason = _slot_problem(state, slots, action, slot, valid)
        if reason is None:
            valid[slot] = name
        else:
            problems.append(SlotProblem(slot, name, reason))
    return valid, problems


def read_choices(
    state: GameState, entries: list[tuple[int, Action]], record: PhaseRecord, slots: Slots
) -> dict[str, str]:
    """Check every ``duel-choice`` entry (index, action) and return the slots that count.

    Invalid slots are rejected one by one and treated as empty. The last entry with at
    least one valid slot counts as a whole (R-ALL-LASTWINS): its empty slots are not
    filled from earlier entries, because a new choice replaces the old one.
    """
    chosen: dict[str, str] = {}
    for index, action in entries:
        valid, problems = check_choice(state, action, slots)
        for problem in problems:
            record.reject(
                "actor",
                action.actor,
                problem.reason,
                "actions",
                index,
                ability=DUEL_CHOICE,
                slot=problem.slot,
                target=problem.name,
            )
        if valid:
            chosen = valid
    return chosen


def pick_side(
    state: GameState,
    chosen: Mapping[str, str],
    side: str,
    draws: Draws,
    record: PhaseRecord,
    gone: Collection[str] = (),
    *,
    day_start: bool = False,
) -> str | None:
    """The duellist of ``side`` ("mafia"/"town"): the first living choice, else a draw.

    A choice counts only while it is still legal now (a mafia pick must still be among
    the most senior living mafia); otherwise the draw ``duel-<side>`` picks among the
    current legal players (E1 for the mafia, every living town player for the town);
    ``gone``: the players dying tonight, no longer legal. ``day_start``: the same rule
    at the duel day's start, for a duellist modkilled there (G-DUEL-19), in its own words.
    """
    if side == "mafia":
        legal = most_senior(state, exclude=gone)
    else:
        legal = [n for n in state.living_names("town") if n not in gone]
    for slot in (side, f"{side}_backup"):
        name = chosen.get(slot)
        if name and name in legal:
            if slot != side and day_start:
                record.note(
                    "Duel: {player} is gone; the night's backup {backup} takes the {faction} slot",
                    player=chosen.get(side),
                    backup=name,
                    faction=side,
                )
            elif slot != side:
                record.note(
                    "Duel: the {faction} choice {choice} is gone; backup {player} takes the slot",
                    faction=side,
                    choice=chosen.get(side) or "(none)",
                    player=name,
                )
            return name
    if not legal:
        record.note(
            "Duel: no {faction} player is left to duel (the phase-start win check follows)",
            faction=side,
        )
        return None
    picked = draws.choose(f"duel-{side}", legal)
    if day_start:
        record.note(
            "Duel: {player} is gone and no backup can stand in; {drawn} is drawn",
            player=chosen.get(side),
            drawn=picked,
        )
        return picked
    record.note(
        "Duel: no usable {faction} choice; {player} is drawn from {legal}",
        faction=side,
        player=picked,
        legal=", ".join(legal),
    )
    return picked

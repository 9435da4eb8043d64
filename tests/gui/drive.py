"""Driving the entry forms as a moderator does: pick in the row's widgets, click Enter / Vote."""

from __future__ import annotations

from typing import Any

from mafiamod.gui.action_row import FIELDS_ONLY
from mafiamod.gui.day_panel import DayPanel
from mafiamod.gui.night_panel import NightPanel


def act(
    panel: NightPanel, actor: str, ability: str | None, targets: tuple[str, ...] = (), **fields: str
) -> bool:
    """Fill ``actor``'s row (ability, target pickers, field controls) and click its Enter button."""
    row = panel.row(actor)
    assert row is not None, f"no row for {actor}"
    assert row.choose(FIELDS_ONLY if ability is None else ability, **fields), (
        f"{actor}: {ability} not offered"
    )
    assert len(row.pickers) >= len(targets), f"{actor} {ability}: {len(row.pickers)} target pickers"
    for picker, target in zip(row.pickers, targets, strict=False):
        assert picker.findText(target) >= 0, f"{target} is not offered to {actor} for {ability}"
        picker.setEditText(target)
    for key, value in fields.items():
        assert key in row.fields, f"{actor} {ability}: no {key} control (has {sorted(row.fields)})"
        assert row.fields[key].set_value(value), f"{actor} {ability}: {key}={value} not offered"
    before = len(panel.session.game.events)
    row.button.click()
    return len(panel.session.game.events) == before + 1


def vote(day: DayPanel, voter: str, target: str, vote_name: str | None = None) -> bool:
    if vote_name is not None:
        day.vote_name.setCurrentText(vote_name)
    day.voter.setEditText(voter)
    day.target.setEditText(target)
    return day.submit()


def offered_targets(day: DayPanel) -> list[str]:
    return [day.target.itemText(i) for i in range(day.target.count())]


def phase(game: Any, phase_id: str) -> dict[str, Any]:
    """The exported record of a closed phase."""
    return next(p for p in game.export_json()["phases"] if p["id"] == phase_id)

"""classic RULINGS 30: the lynch-tie draw lists the tied candidates in the order they first
received a vote that day (the scenario checker compares option lists as sets)."""

from __future__ import annotations

from pathlib import Path

from mafiamod.game import replay_file

SCENARIO = (
    Path(__file__).parent
    / "scenarios"
    / "classic"
    / "classic-model-04-lynch-tie-candidates-in-first-vote-order.toml"
)


def test_lynch_tie_options_in_first_vote_order() -> None:
    day = replay_file(SCENARIO).export_json()["phases"][0]
    (draw,) = [d for d in day["draws"] if d["draw"] == "lynch-tie"]
    assert draw["options"] == ["Eve", "Dan", "Cat"]
    assert draw["value"] == "Dan"

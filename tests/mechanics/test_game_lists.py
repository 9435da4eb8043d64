"""The shared game-long lists (mafiamod.mechanics.game_lists)."""

from __future__ import annotations

from mafiamod.engine.model import GameState, Player
from mafiamod.mechanics.game_lists import remember


def test_an_item_joins_once_and_the_export_shows_the_list() -> None:
    state = GameState("t", 1, [Player("Ann", "townie", "town"), Player("Bob", "goon", "mafia")])
    remember(state, "shot", "Ann")
    remember(state, "shot", "Bob")
    remember(state, "shot", "Ann")
    assert state.data["shot"] == ["Ann", "Bob"]
    assert state.export()["shot"] == ["Ann", "Bob"]
    state.data["shot"].append("Cat")  # the export is a copy, refreshed when the list grows
    assert state.exported["shot"] == ["Ann", "Bob"]


def test_the_export_may_name_the_list_otherwise() -> None:
    state = GameState("t", 1, [])
    remember(state, "used", "track", exported_as="effects_used")
    assert state.data == {"used": ["track"]}
    assert state.exported == {"effects_used": ["track"]}

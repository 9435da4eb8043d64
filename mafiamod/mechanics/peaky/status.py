"""The status model (§3.8): true status, John's toggles and Charlie's override as layers."""

from __future__ import annotations

from typing import Any

from ...engine.model import GameState

POSITIVE = "positive"
NEGATIVE = "negative"


def flip_status(status: str) -> str:
    return NEGATIVE if status == POSITIVE else POSITIVE


def add_layer(state: GameState, kind: str, player: str, turn: int) -> dict[str, Any]:
    """A status layer created now; ``turn`` is the turn of a toggle or the turn an override is for."""
    layer = {"kind": kind, "player": player, "turn": turn, "permanent": False}
    state.data.setdefault("layers", []).append(layer)
    return layer


def layer_active(layer: dict[str, Any], k: int, step: int) -> bool:
    """John's toggle: step 12 of its turn through the end of the next; Charlie: its whole turn."""
    if layer["kind"] == "john":
        if layer["permanent"]:
            return True
        return (layer["turn"] == k and step >= 12) or layer["turn"] + 1 == k
    return bool(layer["turn"] == k)


def apparent(state: GameState, name: str, k: int, step: int) -> str:
    """What checks see at ``step`` of turn ``k``: layers applied in the order they were made."""
    status = str(state.player(name).fields.get("status_true", POSITIVE))
    for layer in state.data.get("layers", []):
        if layer["player"] != name or not layer_active(layer, k, step):
            continue
        status = flip_status(status) if layer["kind"] == "john" else POSITIVE
    return status


def active_john_toggle(state: GameState, name: str, k: int, step: int) -> dict[str, Any] | None:
    """The latest John toggle on ``name`` active now (Legal Business makes it permanent)."""
    found = None
    for layer in state.data.get("layers", []):
        if layer["kind"] == "john" and layer["player"] == name and layer_active(layer, k, step):
            found = layer
    return found

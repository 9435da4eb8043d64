"""A readable text summary of a replayed game (``mafiamod replay`` without --json)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def summary(game: Game) -> str:
    data = game.export_json()
    lines = [f"{game.info.name} ({data['setup']}), seed {data['seed']}"]
    for phase in data["phases"]:
        if phase.get("ignored"):
            lines.append(f"{phase['id']}: ignored (the game was over)")
            continue
        head = f"{phase['id']}:" + (" skipped" if phase.get("skipped") else "")
        lines.append(head)
        for death in phase["deaths"]:
            lines.append(f"  died: {death['player']} ({death['cause']})")
        for rej in phase["rejected"]:
            who = rej.get("actor") or rej.get("voter") or rej.get("player")
            lines.append(f"  rejected: {who} ({rej['reason']})")
        for res in phase["results"]:
            lines.append(f"  result: {res['player']} {res['ability']} → {res['outcome']}")
    winner = data["winner"] or "not decided"
    lines.append(f"Winner: {winner}" + (f" in {data['ended_in']}" if data["ended_in"] else ""))
    if data["winners"]:
        lines.append("Winners: " + ", ".join(data["winners"]))
    return "\n".join(lines)

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
        for refusal in game.refused(phase["id"]):
            # a player's submission refused on entry: a record of its own, never played
            # (not in the replay JSON, which is what the played entries give)
            lines.append(f"  refused on entry: {refusal.describe()} ({refusal.reason})")
        for res in phase["results"]:
            lines.append(f"  result: {res['player']} {res['ability']} → {res['outcome']}")
    shown = {phase["id"] for phase in data["phases"]}
    for refusal in game.refused():
        if refusal.phase not in shown:  # the open phase (not closed, so not in the replay)
            lines.append(
                f"{refusal.phase} (open): refused on entry: {refusal.describe()} ({refusal.reason})"
            )
    winner = data["winner"] or "not decided"
    lines.append(f"Winner: {winner}" + (f" in {data['ended_in']}" if data["ended_in"] else ""))
    if data["winners"]:
        lines.append("Winners: " + ", ".join(data["winners"]))
    return "\n".join(lines)

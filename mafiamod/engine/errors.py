"""Errors sorted by cause: the script's fault, the player's fault, or ours."""

from __future__ import annotations


class KnownError(Exception):
    """A problem the user can fix; the message is shown as it is."""


class ScriptError(KnownError):
    """A game script (or setup input) that cannot be played: unknown names, bad pins, …"""


class IllegalEntry(KnownError):
    """A moderator entry the rules refuse (dead actor, no shots, …); nothing was stored.

    ``reason`` is the kebab-case reason id; the message says it in words.
    """

    def __init__(self, reason: str, message: str = "") -> None:
        self.reason = reason
        super().__init__(message or describe_reason(reason))


REASON_TEXT = {
    "actor-dead": "the player is dead",
    "target-dead": "the target is dead",
    "no-ability": "the player's role has no such ability",
    "no-shots": "the player has no shots left",
    "bad-target": "that target is not allowed",
    "self-target": "the player cannot target themselves",
    "target-alignment": "the ability cannot target a player of that alignment",
    "executor-is-target": "the mafkill's executor cannot be its target",
    "phase-ended": "the phase has already ended",
    "game-over": "the game is over",
    "phase-skipped": "this phase is skipped",
    "not-offered": "that choice is not offered",
    "self-vote": "a player cannot vote for themselves here",
    "no-vote-now": "there is no vote in this phase",
}


def describe_reason(reason: str) -> str:
    """A rejection reason id in words, for dialogs and the timeline."""
    return REASON_TEXT.get(reason, reason.replace("-", " "))

"""Errors sorted by cause: the script's fault, the player's fault, or ours.

Each is raised with an English template literal and its params (see
:mod:`mafiamod.engine.messages`): ``str(exc)`` is the English text, ``exc.message`` the
:class:`~mafiamod.engine.messages.Message` the window translates.
"""

from __future__ import annotations

from typing import Any

from .messages import N_, Message


class KnownError(Exception):
    """A problem the user can fix; the message is shown as it is."""

    message: Message

    def __init__(self, template: object = "", /, *args: object, **params: Any) -> None:
        # the template literal is checked where the error is raised
        text = template if isinstance(template, Message) else None
        if text is None:
            text = Message(str(template), params)  # template: forwarded
        self.message = text
        super().__init__(text, *args)


class ScriptError(KnownError):
    """A game script (or setup input) that cannot be played: unknown names, bad pins, …"""


class IllegalEntry(KnownError):
    """A moderator entry the rules refuse (dead actor, no shots, …); nothing was stored.

    ``reason`` is the kebab-case reason id; the message says it in words (``template`` with
    ``params``, else the reason's own words).
    """

    def __init__(self, reason: str, template: str = "", /, **params: Any) -> None:
        self.reason = reason
        if isinstance(template, Message) and not params:
            text = template  # an error's message handed on (a refusal's own words)
        elif template:
            text = Message(template, params)  # template: forwarded
        else:
            text = describe_reason(reason)
        super().__init__(text)


#: the words of each refusal reason (templates: translated in the window)
REASON_TEXT = {
    "actor-dead": N_("the player is dead"),
    "target-dead": N_("the target is dead"),
    "no-ability": N_("the player's role has no such ability"),
    "no-shots": N_("the player has no shots left"),
    "bad-target": N_("that target is not allowed"),
    "self-target": N_("the player cannot target themselves"),
    "target-alignment": N_("the ability cannot target a player of that alignment"),
    "executor-is-target": N_("the mafkill's executor cannot be its target"),
    "phase-ended": N_("the phase has already ended"),
    "game-over": N_("the game is over"),
    "phase-skipped": N_("this phase is skipped"),
    "not-offered": N_("that choice is not offered"),
    "self-vote": N_("a player cannot vote for themselves here"),
    "no-vote-now": N_("there is no vote in this phase"),
    "bad-pin": N_("that random outcome is not possible here"),
    "bad-entry": N_("the rules cannot play this entry"),
    "committed": N_("it would change the committed deal"),
}


def describe_reason(reason: str) -> Message:
    """A rejection reason id in words, for dialogs and the timeline (an unknown id with its
    dashes as spaces)."""
    words = REASON_TEXT.get(reason, reason.replace("-", " "))
    return Message(words)  # template: forwarded (the words of REASON_TEXT)

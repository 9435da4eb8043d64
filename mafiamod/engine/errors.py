"""Errors sorted by cause: the script's fault, the player's fault, or ours.

Each is raised with an English template literal and its params (see
:mod:`mafiamod.engine.messages`): ``str(exc)`` is the English text, ``exc.message`` the
:class:`~mafiamod.engine.messages.Message` the window translates.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Mapping
from typing import Any

from .messages import N_, Message


class KnownError(Exception):
    """A problem the user can fix; the message is shown as it is."""

    message: Message

    def __init__(self, template: object = "", /, *args: object, **params: Any) -> None:
        # the template literal is checked where the error is raised
        text = template if isinstance(template, Message) else None
        if text is None:
            shown = {
                key: value if key in WHOLE_PARAMS else shown_value(value)
                for key, value in params.items()
            }
            text = Message(str(template), shown)  # template: forwarded
        self.message = text
        super().__init__(text, *args)


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
}


def _toml_string(text: str) -> str:
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def toml_literal(value: object) -> str:
    """``value`` as it is written in TOML, for an error that quotes a ``[config]`` (or other
    script) value: text in double quotes (``"two"``), ``true`` / ``false``, numbers as
    written, a list as ``[1, 2]``, a table as ``{ cop = 1 }``. Anything TOML cannot hold
    (``None``, an object) is shown by its ``repr``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, (dt.datetime, dt.date, dt.time)):
        return value.isoformat()
    if isinstance(value, Mapping):
        if not value:
            return "{}"
        items = (
            f"{k if isinstance(k, str) and _BARE_KEY.fullmatch(k) else toml_literal(str(k))}"
            f" = {toml_literal(v)}"
            for k, v in value.items()
        )
        return "{ " + ", ".join(items) + " }"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_literal(v) for v in value) + "]"
    return repr(value)


#: params quoted whole however long: where the problem is (a file's path, a location)
WHOLE_PARAMS = frozenset({"source", "path", "file", "folder", "where"})
#: the longest text an error quotes whole (a longer one is cut, ending in "…")
SHOWN_TEXT = 120


class Shown(str):
    """A script value an error quotes, already written as TOML: ``{value!r}`` in a template
    shows it as it is (``{ modkill = "Eve" }``), never as a Python ``repr``."""

    def __repr__(self) -> str:
        return str(self)


def _cut(text: str) -> str:
    return text if len(text) <= SHOWN_TEXT else text[: SHOWN_TEXT - 1] + "…"


def shown_value(value: Any) -> Any:
    """A param of an error as the user should see it: a table or list written as TOML (a
    :class:`Shown`), a very long text cut; a :class:`Message` (a nested template), a number
    and anything else as it is."""
    if isinstance(value, Message):
        return value
    if isinstance(value, str):
        return _cut(value) if len(value) > SHOWN_TEXT else value
    if isinstance(value, (Mapping, list, tuple, set, frozenset)):
        items = sorted(value, key=str) if isinstance(value, (set, frozenset)) else value
        return Shown(_cut(toml_literal(items)))
    if isinstance(value, (dt.datetime, dt.date, dt.time)):
        return Shown(value.isoformat())
    return value


def quoted(value: Any) -> str:
    """A value an error quotes, as the user wrote it: a text in quotes (``'two'``), a table
    or list as TOML, a long one cut (for a message built outside :class:`KnownError`)."""
    if isinstance(value, str):
        return repr(_cut(value))
    return _cut(toml_literal(value))


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

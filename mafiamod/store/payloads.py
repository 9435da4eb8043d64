"""The shapes of what a game file stores, checked on reading: a damaged or hand-edited
payload is a :class:`GameFileError` naming the entry and the key, never a traceback."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine.messages import Message, message
from ..events import Event
from ..gamefile import GameFileError

MAX_TEXT = 200_000  # a note, the text of a sent post
MAX_ITEMS = 10_000
MAX_DEPTH = 8
SEED_LIMIT = 2**63

#: per kind: key → the type(s) its value must have; ``?`` marks an optional key
SHAPES: dict[str, dict[str, tuple[type, ...]]] = {
    "vote": {
        "voter": (str,),
        "target": (str,),
        "vote?": (str,),
        "extra?": (dict,),
        "before?": (int,),
    },
    "action": {
        "actor": (str,),
        "ability": (str, type(None)),
        "targets?": (list,),
        "extra?": (dict,),
    },
    "moderator": {"entry": (dict,)},
    "pin": {"name": (str,)},
    "data": {"key": (str,)},
    "note": {"player": (str,), "text": (str,)},
    "sent": {"key": (str,), "sent?": (bool,), "hash?": (str,), "text?": (str,)},
    "retract": {"seq": (int,)},
    "refused": {"kind": (str,), "payload": (dict,), "reason": (str,)},
}


#: SHAPES read once: (key, optional, types, whether a bool is refused)
_SHAPES = {
    kind: tuple(
        (key.rstrip("?"), key.endswith("?"), types, bool not in types)
        for key, types in shape.items()
    )
    for kind, shape in SHAPES.items()
}


def bounded(value: Any, where: str, depth: int = 0, path: str = "") -> None:
    """Refuse values too deep, too long or of a type JSON does not have (ValueError, its
    argument a :class:`~mafiamod.engine.messages.Message`: ``where`` and the key ``path``
    under it, and what is wrong)."""
    if depth > MAX_DEPTH:
        raise ValueError(message("{where}{path}: nested too deeply", where=where, path=path))
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise ValueError(
                message(
                    "{where}{path}: text longer than {max} characters",
                    where=where,
                    path=path,
                    max=MAX_TEXT,
                )
            )
    elif isinstance(value, bool) or value is None or isinstance(value, float):
        return
    elif isinstance(value, int):
        if abs(value) >= SEED_LIMIT:
            raise ValueError(message("{where}{path}: number out of range", where=where, path=path))
    elif isinstance(value, list):
        if len(value) > MAX_ITEMS:
            raise ValueError(
                message(
                    "{where}{path}: more than {max} items", where=where, path=path, max=MAX_ITEMS
                )
            )
        for i, item in enumerate(value):
            bounded(item, where, depth + 1, f"{path}[{i}]")
    elif isinstance(value, dict):
        if len(value) > MAX_ITEMS:
            raise ValueError(
                message(
                    "{where}{path}: more than {max} keys", where=where, path=path, max=MAX_ITEMS
                )
            )
        for key, item in value.items():
            if not isinstance(key, str):
                raise ValueError(
                    message("{where}{path}: a key that is not text", where=where, path=path)
                )
            bounded(item, where, depth + 1, f"{path}.{key}")
    else:
        raise ValueError(
            message(
                "{where}{path}: a value of type {type}",
                where=where,
                path=path,
                type=type(value).__name__,
            )
        )


def damage(exc: BaseException) -> str:
    """What a check found damaged, as its message (the window translates it)."""
    said = exc.args[0] if exc.args else None
    return said if isinstance(said, Message) else str(exc)


def _fine(value: Any, depth: int = 0) -> bool:
    """:func:`bounded` without building a path per value: True only where it would pass (the
    exact JSON types within the same bounds); False sends the value to :func:`bounded`,
    which names what is wrong (reading a 20,000-event game, issue 12)."""
    if depth > MAX_DEPTH:
        return False
    kind = type(value)
    if kind is str:
        return len(value) <= MAX_TEXT
    if kind is int:
        return bool(-SEED_LIMIT < value < SEED_LIMIT)
    if kind is bool or kind is float or value is None:
        return True
    if kind is dict:
        return len(value) <= MAX_ITEMS and all(
            type(k) is str and _fine(v, depth + 1) for k, v in value.items()
        )
    if kind is list:
        return len(value) <= MAX_ITEMS and all(_fine(v, depth + 1) for v in value)
    return False


def check_payload(kind: str, payload: Any, where: str) -> None:
    """ValueError naming the key when ``payload`` is not the shape ``kind`` needs."""
    if not isinstance(payload, dict):
        raise ValueError(message("{where}: the payload is not a table", where=where))
    if not _fine(payload):
        bounded(payload, where)
    for name, optional, types, no_bool in _SHAPES.get(kind, ()):
        if name not in payload:
            if optional:
                continue
            raise ValueError(message("{where}: {name!r} is missing", where=where, name=name))
        value = payload[name]
        if not isinstance(value, types) or (no_bool and isinstance(value, bool)):
            raise ValueError(
                message("{where}: {name!r} has the wrong type", where=where, name=name)
            )
    if kind == "action" and not all(isinstance(t, str) for t in payload.get("targets", [])):
        raise ValueError(message("{where}: 'targets' must be names", where=where))
    if kind == "pin" and "value" not in payload or kind == "data" and "value" not in payload:
        raise ValueError(message("{where}: {name!r} is missing", where=where, name="value"))
    if kind == "refused":
        inner = message("{where} (refused entry)", where=where)
        check_payload(payload["kind"], payload["payload"], inner)


#: the C scanner json.loads itself uses (not in typeshed: an attribute the decoder sets)
_scan: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def _parsed(text: str) -> Any:
    """``json.loads(text)`` for a text that is one JSON value and nothing around it (as the
    game file writes them), without json.loads' own steps; None for anything else (then
    json.loads decides: a blank around the value, or a damaged text)."""
    try:
        value, end = _scan(text, 0)
    except (StopIteration, ValueError, RecursionError):
        return None
    return value if end == len(text) else None


def _quick(kind: str, payload: Any) -> bool:
    """True when ``payload`` certainly passes :func:`check_payload` for ``kind`` (checked
    without building a message): a table within the bounds, with every key its shape needs
    of the right type. False says only "look closer" (:func:`check_payload` then names
    what is wrong, if anything is)."""
    if type(payload) is not dict or len(payload) > MAX_ITEMS:
        return False
    for key, value in payload.items():  # what _fine checks, inline for the common values
        if type(key) is not str:
            return False
        kind_of = type(value)
        if kind_of is str:
            if len(value) > MAX_TEXT:
                return False
        elif kind_of is int:
            if not -SEED_LIMIT < value < SEED_LIMIT:
                return False
        elif not (kind_of is bool or kind_of is float or value is None or _fine(value, 1)):
            return False
    if kind == "refused":
        return False  # a payload inside: the full check
    for name, optional, types, no_bool in _SHAPES.get(kind, ()):
        if name not in payload:
            if optional:
                continue
            return False
        value = payload[name]
        if not isinstance(value, types) or (no_bool and isinstance(value, bool)):
            return False
    if kind == "action":
        return all(type(t) is str for t in payload.get("targets", ()))
    if kind == "pin" or kind == "data":
        return "value" in payload
    return True


def check_event(path: Path, seq: Any, kind: Any, phase: Any, text: Any) -> Event:
    if (
        type(seq) is int
        and type(kind) is str
        and len(kind) <= 32
        and (phase is None or (type(phase) is str and len(phase) <= 32))
        and type(text) is str
    ):
        payload = _parsed(text)
        if payload is not None and _quick(kind, payload):
            return Event(kind, phase, payload, seq)
    where = message("entry #{seq}", seq=seq)
    try:
        if not isinstance(seq, int) or not isinstance(kind, str) or len(kind) > 32:
            raise ValueError(message("{where}: its number or kind is damaged", where=where))
        if phase is not None and (not isinstance(phase, str) or len(phase) > 32):
            raise ValueError(message("{where}: its phase is damaged", where=where))
        if not isinstance(text, str):
            raise ValueError(message("{where}: its payload is damaged", where=where))
        payload = json.loads(text)
        check_payload(kind, payload, where)
    except (ValueError, RecursionError) as exc:
        raise GameFileError(
            "{path}: the game file is damaged: {error}", path=path, error=damage(exc)
        ) from None
    return Event(kind, phase, payload, seq)


def check_opening(path: Path, text: Any) -> dict[str, Any]:
    """The ``new-game`` record: setup, seed, players, roles, config, salt, title."""
    try:
        if not isinstance(text, str):
            raise ValueError(message("the game record is damaged"))
        opening = json.loads(text)
        if not isinstance(opening, dict):
            raise ValueError(message("the game record is not a table"))
        bounded(opening, message("game record"))
        seed = opening.get("seed")
        if not isinstance(opening.get("setup"), str):
            raise ValueError(message("game record: {key!r} is damaged", key="setup"))
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < SEED_LIMIT:
            raise ValueError(message("game record: {key!r} is damaged", key="seed"))
        players = opening.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise ValueError(message("game record: {key!r} is damaged", key="players"))
        for key in ("roles", "config"):
            if not isinstance(opening.get(key, {}), dict):
                raise ValueError(message("game record: {key!r} is damaged", key=key))
        for key in ("salt", "title"):
            if not isinstance(opening.get(key, ""), str):
                raise ValueError(message("game record: {key!r} is damaged", key=key))
    except (ValueError, RecursionError) as exc:
        raise GameFileError(
            "{path}: the game file is damaged: {error}", path=path, error=damage(exc)
        ) from None
    return opening

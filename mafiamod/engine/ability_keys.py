"""Typed checks of the keys a setup's rules read from ``[abilities.<id>]`` beyond the
shared ones (:attr:`~mafiamod.engine.abilities.AbilitySpec.extra`).

Every setup's ``step`` (the shared phase loop's resolution order, ``PhaseLoop.steps``) is
checked here when its abilities load; a setup's own keys are checked by its ruleset with
the same function (Peaky: ``earlier``, ``after_exit``, ``dead_targets``, …). A malformed
value is an :class:`~mafiamod.engine.abilities.AbilityError` naming the table and the key,
never a traceback when the rules first read it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from .abilities import AbilityError


def check_keys(
    setup: str,
    ability: str,
    extra: Mapping[str, Any],
    *,
    ids: Collection[str] = (),
    flags: Collection[str] = (),
    whole: Collection[str] = (),
    tables: Mapping[str, tuple[str, ...]] | None = None,
) -> None:
    """Check the keys of one ``[abilities.<ability>]`` table that are present: each of
    ``tables`` a table whose listed fields are words, each of ``ids`` a list of ids, each of
    ``flags`` true or false, each of ``whole`` a whole number (0 or more)."""
    where = f"[abilities.{ability}]"
    for key, fields in (tables or {}).items():
        value = extra.get(key)
        if value is not None and not (
            isinstance(value, Mapping) and all(isinstance(value.get(f), str) for f in fields)
        ):
            raise AbilityError(
                setup, f"{where} {key} = {{ {', '.join(fields)} }}", "expected a table"
            )
    for key in ids:
        value = extra.get(key, [])
        if not isinstance(value, list) or not all(isinstance(i, str) for i in value):
            raise AbilityError(setup, f"{where} {key}", "expected a list of ids")
    for key in flags:
        flag = extra.get(key, False)
        if not isinstance(flag, bool):
            raise AbilityError(
                setup, f"{where} {key}", "expected true or false, found {own!r}", own=flag
            )
    for key in whole:
        number = extra.get(key, 0)
        if not isinstance(number, int) or isinstance(number, bool) or number < 0:
            raise AbilityError(
                setup,
                f"{where} {key}",
                "expected a whole number (0 or more), found {value!r}",
                value=number,
            )

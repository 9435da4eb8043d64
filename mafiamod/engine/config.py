"""The one check of a setup's ``[config]`` switches: what a declaration in setup.toml says.

A switch is declared as ``[config.<key>]`` (in setup.toml, or in the role library it builds
on) with a ``default`` and, as it needs them:

* ``choices = [...]``: the only legal values (a list; the wizard offers them in a combo box);
* ``kind``: ``"bool"`` (true / false), ``"count"`` (a whole number), ``"day-or-off"`` (a day
  number, or 0 / false / ``"off"`` for never), ``"roles"`` (a table of role id = count, or
  the window's text ``cop=1, doctor=1``), ``"text"``; without a kind, ``min`` or ``max``
  make it a whole number, else the default's TOML type is the switch's type (true/false, a
  whole number, text, a table);
* ``min`` / ``max``: the bounds of a whole number (``count``, ``day-or-off``'s day, or an
  integer default).

Every value a script's ``[config]``, the window's wizard or the setup's own default gives is
checked here (:func:`check_config`); :func:`declaration_problems` is what ``mafiamod
check-setup`` says about the declarations themselves (a default its own declaration refuses).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import ScriptError, toml_literal
from .messages import Message, message

#: the ``kind`` values a declaration may name
KINDS = ("bool", "count", "day-or-off", "roles", "text")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _inferred_kind(default: object) -> str:
    if isinstance(default, bool):
        return "bool"
    if _is_int(default):
        return "count"
    if isinstance(default, str):
        return "text"
    if isinstance(default, Mapping):
        return "table"
    if isinstance(default, float):
        return "float"
    return ""


@dataclass(frozen=True)
class ConfigOption:
    """One declared switch: its key, default, type and legal values."""

    key: str
    default: Any
    kind: str = ""  # "bool", "count", "day-or-off", "roles", "text", "table", "float", "" (any)
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None

    @classmethod
    def from_spec(cls, key: str, spec: Mapping[str, Any]) -> ConfigOption:
        """The switch ``[config.<key>]`` declares (a malformed declaration is read as far as it
        goes: :func:`declaration_problems` names what is wrong with it)."""
        default = spec.get("default")
        kind = spec.get("kind")
        if not isinstance(kind, str) or kind not in KINDS:
            # bounds make a whole number of it, whatever the default; else the default's type
            kind = "count" if "min" in spec or "max" in spec else _inferred_kind(default)
        choices = spec.get("choices")
        low, high = spec.get("min"), spec.get("max")
        return cls(
            key,
            default,
            kind,
            tuple(choices) if isinstance(choices, list) and choices else None,
            low if _is_int(low) else None,
            high if _is_int(high) else None,
        )

    # -- checking a value ----------------------------------------------------------------
    def problem(self, value: Any) -> Message | None:
        """What is wrong with ``value`` for this switch (None: it is legal)."""
        # ``1 in [True]`` is true in Python; TOML's types are distinct
        if self.choices is not None and not any(
            type(value) is type(c) and value == c for c in self.choices
        ):
            shown = ", ".join(map(toml_literal, self.choices))
            return message("expected one of {choices}", choices=shown)
        if self.kind == "bool":
            if not isinstance(value, bool):
                return message("expected true or false")
        elif self.kind == "count":
            if not _is_int(value):
                return self._range_expected()
            return self._range_problem(value)
        elif self.kind == "day-or-off":
            if value is False or value == "off" or (_is_int(value) and value == 0):
                return None
            if not _is_int(value) or value < 1:
                return message('expected a day number (1 or more), or 0 / false / "off"')
            return self._range_problem(value)
        elif self.kind == "roles":
            if role_counts(value) is None:
                return message('expected a table of role id = count (or "cop=1, doctor=1")')
        elif self.kind == "text":
            if not isinstance(value, str):
                return message("expected text in quotes")
        elif self.kind == "table":
            if not isinstance(value, Mapping):
                return message("expected a table")
        elif self.kind == "float":
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                return message("expected a number")
            return self._range_problem(value)
        return None

    def _range_expected(self) -> Message:
        low, high = self.minimum, self.maximum
        if low is not None and high is not None:
            return message("expected a whole number from {min} to {max}", min=low, max=high)
        if low is not None:
            return message("expected a whole number of at least {min}", min=low)
        if high is not None:
            return message("expected a whole number of at most {max}", max=high)
        return message("expected a whole number")

    def _range_problem(self, value: float) -> Message | None:
        low, high = self.minimum, self.maximum
        if (low is not None and value < low) or (high is not None and value > high):
            if self.kind == "day-or-off" and high is None:
                return message(
                    'expected a day number of at least {min}, or 0 / false / "off"', min=low
                )
            if self.kind == "day-or-off":
                return message(
                    'expected a day number from {min} to {max}, or 0 / false / "off"',
                    min=1 if low is None else low,
                    max=high,
                )
            return self._range_expected()
        return None

    def check(self, value: Any) -> Any:
        """The value, normalised (``day-or-off``'s never is 0, ``roles`` a table); a
        ScriptError naming the key, the value as TOML and the problem when it is not legal."""
        problem = self.problem(value)
        if problem is not None:
            raise ScriptError(
                "[config] {key} = {value}: {problem}",
                key=self.key,
                value=toml_literal(value),
                problem=problem,
            )
        if self.kind == "day-or-off" and (value is False or value == "off"):
            return 0
        if self.kind == "roles":
            return role_counts(value)
        return value

    def bounds(self) -> tuple[int, int]:
        """The whole numbers the window's spin box offers (``day-or-off``: 0 is never)."""
        low = self.minimum if self.minimum is not None else 0
        if self.kind == "day-or-off":
            low = 0
        high = self.maximum if self.maximum is not None else max(99, low)
        return low, high


def role_counts(value: Any) -> dict[str, Any] | None:
    """``[config] roles`` as a table: a TOML table, or the window's text ``cop=1, doctor=2``
    (read as a list of ``id=n`` items); empty means not given. None: not a role table."""
    if isinstance(value, Mapping):
        if all(isinstance(k, str) and _is_int(n) and n >= 0 for k, n in value.items()):
            return dict(value)
        return None
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, list):
        return None
    out: dict[str, Any] = {}
    for item in items:
        text = str(item).strip().strip("{}").strip()
        if not text:
            continue
        rid, eq, n = text.partition("=")
        if not eq or not n.strip().isdigit():
            return None
        out[rid.strip()] = int(n.strip())
    return out


def options(declared: Mapping[str, Any]) -> dict[str, ConfigOption]:
    """Every switch of a setup's ``[config]`` table (entries that are not tables skipped)."""
    return {
        key: ConfigOption.from_spec(key, spec)
        for key, spec in declared.items()
        if isinstance(spec, Mapping)
    }


def check_config(
    setup_id: str,
    declared: Mapping[str, ConfigOption],
    config: Mapping[str, Any],
    fixed: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The effective config: every switch's default, then ``fixed`` (the switches a setup
    fixes instead of offering them), then ``config`` checked switch by switch. An unknown key
    or an illegal value is a ScriptError naming the key."""
    for key in config:
        if key not in declared:
            raise ScriptError(
                "[config] {key}: {setup_id} has no such option", key=key, setup_id=setup_id
            )
    out: dict[str, Any] = {}
    for key, option in declared.items():
        out[key] = option.default
        problem = None if key in config else option.problem(option.default)
        if problem is not None:
            raise ScriptError(
                "setup {setup_id}: [config.{key}] default = {value}: {problem}",
                setup_id=setup_id,
                key=key,
                value=toml_literal(option.default),
                problem=problem,
            )
    out.update(fixed or {})
    for key, value in config.items():
        out[key] = declared[key].check(value)
    return out


def declaration_problems(key: str, spec: Any) -> list[tuple[str, Message]]:
    """What is wrong with the declaration ``[config.<key>]``: (the key it names, the problem),
    e.g. a ``min`` above its ``max`` or a default its own declaration refuses."""
    where = f"[config.{key}]"
    if not isinstance(spec, Mapping):
        return [(where, message("expected a table (default, label, help, …)"))]
    out: list[tuple[str, Message]] = []
    kind = spec.get("kind")
    if kind is not None and kind not in KINDS:
        out.append(
            (
                f"{where} kind",
                message(
                    "{value} is not a kind (one of: {kinds})",
                    value=toml_literal(kind),
                    kinds=", ".join(KINDS),
                ),
            )
        )
    for bound in ("min", "max"):
        if bound in spec and not _is_int(spec[bound]):
            out.append(
                (
                    f"{where} {bound}",
                    message(
                        "expected a whole number, found {value}", value=toml_literal(spec[bound])
                    ),
                )
            )
    low, high = spec.get("min"), spec.get("max")
    if isinstance(low, int) and isinstance(high, int) and low > high:
        out.append(
            (
                f"{where} max",
                message("{max} is below min = {min}", max=toml_literal(high), min=low),
            )
        )
    choices = spec.get("choices")
    if choices is not None and (not isinstance(choices, list) or not choices):
        out.append(
            (
                f"{where} choices",
                message(
                    "expected a non-empty list, found {choices}", choices=toml_literal(choices)
                ),
            )
        )
    if "default" not in spec:
        out.append((f"{where} default", message("missing (every option needs a default)")))
        return out
    option = ConfigOption.from_spec(key, spec)
    if option.choices is not None:
        for choice in option.choices:
            problem = ConfigOption(key, None, option.kind, None, option.minimum, option.maximum)
            said = problem.problem(choice)
            if said is not None:
                out.append(
                    (
                        f"{where} choices",
                        message("{value}: {problem}", value=toml_literal(choice), problem=said),
                    )
                )
    said = option.problem(option.default)
    if option.choices is not None and not any(
        type(option.default) is type(c) and option.default == c for c in option.choices
    ):
        shown = ", ".join(map(toml_literal, option.choices))
        out.append(
            (
                f"{where} default",
                message(
                    "{value} is not one of the choices ({shown})",
                    value=toml_literal(option.default),
                    shown=shown,
                ),
            )
        )
    elif said is not None:
        out.append(
            (
                f"{where} default",
                message(
                    "{value} is refused by its own declaration: {problem}",
                    value=toml_literal(option.default),
                    problem=said,
                ),
            )
        )
    return out


__all__ = [
    "KINDS",
    "ConfigOption",
    "check_config",
    "declaration_problems",
    "options",
    "role_counts",
]

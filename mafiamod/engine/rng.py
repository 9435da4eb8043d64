"""Seeded randomness keyed by phase and purpose, with pins and a record of every draw.

Each draw gets its own generator seeded from (game seed, phase, draw name, occurrence),
so editing one phase never reshuffles another and a pin changes only its own draw.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from .errors import ScriptError

T = TypeVar("T")


def keyed_random(seed: int, *parts: object) -> random.Random:
    """A generator determined by the seed and the parts (phase, purpose, …)."""
    key = "|".join([str(seed), *(str(p) for p in parts)])
    digest = hashlib.sha256(key.encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def _norm(value: Any) -> Any:
    if isinstance(value, str):
        return value.strip().lower().replace("_", "-").replace(" ", "-")
    if isinstance(value, (list, tuple)):
        return sorted((_norm(v) for v in value), key=repr)
    if isinstance(value, dict):
        return {_norm(k): _norm(v) for k, v in value.items()}
    return value


def sample_pin(
    pin: Any, cands: Sequence[str], k: int, sure: Sequence[str] = ()
) -> list[str] | None:
    """A pin of a :meth:`Draws.sample` (a name or a list of names) as the chosen candidates, or
    None when it is not ``k`` of them with every ``sure`` one."""
    pins = [pin] if isinstance(pin, str) else list(pin) if isinstance(pin, (list, tuple)) else []
    wanted = {_norm(p) for p in pins if isinstance(p, str)}
    chosen = [c for c in cands if _norm(c) in wanted]
    if len(chosen) != k or len(pins) != k or not set(sure) <= set(chosen):
        return None
    return chosen


def _is_choice(cands: Sequence[str], k: int, sure: Sequence[str]) -> bool:
    """Whether drawing ``k`` of ``cands`` with every ``sure`` one among them leaves a choice."""
    free = [c for c in cands if c not in set(sure)]
    need = k - (len(cands) - len(free))
    return 0 < need < len(free)


class Draws:
    """The random draws of one phase.

    ``pins`` maps a draw name to the outcome the moderator (or script) fixed. Every
    draw with more than one possible outcome is recorded in ``records``.
    """

    def __init__(self, seed: int, phase_id: str, pins: Mapping[str, Any] | None = None) -> None:
        self.seed = seed
        self.phase_id = phase_id
        self.pins = dict(pins or {})
        self.records: list[dict[str, Any]] = []
        self._counts: dict[str, int] = {}
        #: the pins a draw of this phase has read (the others are checked by the ruleset)
        self.used_pins: set[str] = set()

    def _rng(self, name: str) -> random.Random:
        n = self._counts.get(name, 0)
        self._counts[name] = n + 1
        return keyed_random(self.seed, self.phase_id, name, n)

    def is_pinned(self, name: str) -> bool:
        return name in self.pins

    def _pin(self, name: str) -> Any:
        self.used_pins.add(name)
        return self.pins[name]

    def unused_pins(self) -> dict[str, Any]:
        """The pins no draw of this phase read (their draw did not happen)."""
        return {k: v for k, v in self.pins.items() if k not in self.used_pins}

    def _record(
        self,
        name: str,
        value: Any,
        pinned: bool,
        *,
        choice: bool = False,
        options: list[str] | None = None,
    ) -> None:
        record: dict[str, Any] = {"draw": name, "value": value, "pinned": pinned}
        if options is not None:
            record["options"] = list(options)  # the legal outcomes, for the override dialog
        if choice:
            record["choice"] = True  # a moderator's decision with a default, not a random draw
        self.records.append(record)

    def _bad_pin(self, name: str, value: Any, legal: str) -> ScriptError:
        return ScriptError(
            "bad-pin: phase {phase}: rng pin {name} = {value!r} is not a legal outcome ({legal})",
            phase=self.phase_id,
            name=name,
            value=value,
            legal=legal,
        )

    def choose(self, name: str, candidates: Sequence[str]) -> str | None:
        """One of ``candidates`` (None if there are none). Only a real choice is recorded."""
        cands = list(dict.fromkeys(candidates))
        if name in self.pins:
            pin = self._pin(name)
            match = [c for c in cands if _norm(c) == _norm(pin)]
            if not match:
                raise self._bad_pin(name, pin, ", ".join(cands) or "no candidates")
            if len(cands) > 1:
                self._record(name, match[0], True, options=cands)
            return match[0]
        if not cands:
            return None
        if len(cands) == 1:
            return cands[0]
        value = self._rng(name).choice(cands)
        self._record(name, value, False, options=cands)
        return value

    def sample(
        self,
        name: str,
        candidates: Sequence[str],
        k: int,
        *,
        sure: Sequence[str] = (),
        ordered: bool = False,
    ) -> list[str]:
        """``k`` distinct candidates, kept in the candidates' order; the ``sure`` ones are
        always among them (a deal's seats fixed beforehand), the draw picks the rest.
        ``ordered``: the drawn ones in the order drawn (after the sure ones), and a pin lists
        them in that order (Peaky's latest-first tie-break)."""
        cands = list(dict.fromkeys(candidates))
        k = min(k, len(cands))
        if name in self.pins:
            pin = self._pin(name)
            chosen = sample_pin(pin, cands, k, sure)
            if chosen is None:
                raise self._bad_pin(name, pin, f"{k} of {', '.join(cands)}")
            if ordered:
                pins = [_norm(p) for p in ([pin] if isinstance(pin, str) else list(pin))]
                chosen.sort(key=lambda c: pins.index(_norm(c)))
            if _is_choice(cands, k, sure):  # a legal pin of a draw that does not happen: ignored
                self._record(name, chosen, True, options=cands)
            return chosen
        free = [c for c in cands if c not in set(sure)]
        need = k - (len(cands) - len(free))
        if not _is_choice(cands, k, sure):
            return [c for c in cands if c in set(sure) or len(free) <= need]
        drawn = self._rng(name).sample(free, need)
        if ordered:
            chosen = [*(c for c in cands if c in set(sure)), *drawn]
        else:
            picked = set(drawn) | set(sure)
            chosen = [c for c in cands if c in picked]
        self._record(name, chosen, False, options=cands)
        return chosen

    def custom(
        self,
        name: str,
        roll: Callable[[random.Random], T],
        legal: Callable[[Any], bool],
        *,
        convert: Callable[[Any], T] | None = None,
        single: bool = False,
    ) -> T:
        """A draw of any shape: ``roll`` makes it, ``legal`` checks a pin. ``single``: it has
        only one possible outcome, so it is not a draw and is not recorded (a pin is still
        checked)."""
        if name in self.pins:
            pin = self._pin(name)
            if not legal(pin):
                raise self._bad_pin(name, pin, "see the setup's rules")
            value: T = convert(pin) if convert else pin
            if not single:
                self._record(name, value, True)
            return value
        value = roll(self._rng(name))
        if not single:
            self._record(name, value, False)
        return value

    def moderator_choice(self, name: str, options: Sequence[str], default: str) -> str:
        """A choice the moderator makes (pinned) or its default; recorded when there are options."""
        opts = list(dict.fromkeys(options))
        if name in self.pins:
            pin = self._pin(name)
            match = [o for o in opts if _norm(o) == _norm(pin)]
            if not match:
                raise self._bad_pin(name, pin, ", ".join(opts) or "no options")
            if len(opts) > 1:
                self._record(name, match[0], True, choice=True, options=opts)
            return match[0]
        if len(opts) > 1:
            self._record(name, default, False, choice=True, options=opts)
        return default

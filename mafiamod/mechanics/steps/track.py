"""Tracker: whom the target visited tonight (performed visiting actions, sign-up order)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.model import Player
from ..night import NightAction, NightContext
from .investigate import Reader

#: which visits stay hidden from this observer (e.g. a Ninja's)
Hidden = Callable[[NightContext, NightAction], list[NightAction]]


def _nothing_hidden(ctx: NightContext, observer: NightAction) -> list[NightAction]:
    return []


def track_reader(hidden: Hidden = _nothing_hidden) -> Reader:
    """The target's visits, without those ``hidden`` from this tracker."""

    def read(ctx: NightContext, action: NightAction, target: Player) -> Any:
        return ctx.tracked(target.name, hidden=hidden(ctx, action))

    return read


def ninja_visits(is_ninja: Callable[[Player], bool]) -> Hidden:
    """Every visit of a player for whom ``is_ninja`` holds is hidden from everyone."""

    def hidden(ctx: NightContext, observer: NightAction) -> list[NightAction]:
        return [a for a in ctx.actions if is_ninja(ctx.state.player(a.actor))]

    return hidden

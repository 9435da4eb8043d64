"""Watcher: who visited the target tonight, never the watcher himself (sign-up order)."""

from __future__ import annotations

from typing import Any

from ...engine.model import Player
from ..night import NightAction, NightContext
from .investigate import Reader
from .track import Hidden, _nothing_hidden


def watch_reader(hidden: Hidden = _nothing_hidden) -> Reader:
    """The target's visitors other than the watcher, without the ``hidden`` visits."""

    def read(ctx: NightContext, action: NightAction, target: Player) -> Any:
        return ctx.watched(target.name, exclude=action.actor, hidden=hidden(ctx, action))

    return read

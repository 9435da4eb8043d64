"""Deal fairness: a SHA-256 commitment posted at the start, revealed at the end."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from ..engine.model import PhaseInput, PhaseRecord
from ..engine.rng import Draws

if TYPE_CHECKING:
    from ..game import Game

HEADER = "MafiaMod deal commitment v1"


def dealt_roles(game: Game) -> list[tuple[str, str, str]]:
    """(name, role, alignment) of every seat as the deal gives them."""
    state = game.start.copy()
    first = next(game.ruleset.phase_ids(game.start.config))
    game.ruleset.deal(
        state, Draws(state.seed, first, {}), PhaseInput(first, closed=False), PhaseRecord(first)
    )
    return [(p.name, p.role, p.alignment) for p in state.players]


def deal_text(game: Game) -> str:
    """The text whose hash is the commitment: setup, seats, roles and the secret salt."""
    lines = [HEADER, f"setup: {game.opening.setup}"]
    lines += [
        f"{i + 1}. {name}: {role} ({alignment})"
        for i, (name, role, alignment) in enumerate(dealt_roles(game))
    ]
    lines.append(f"salt: {game.opening.salt}")
    return "\n".join(lines) + "\n"


def commitment(game: Game) -> str:
    """The SHA-256 hex digest to post before the game starts."""
    return hashlib.sha256(deal_text(game).encode("utf-8")).hexdigest()


def verify_text(text: str, digest: str) -> bool:
    """Does the revealed ``text`` hash to the posted ``digest``?"""
    normalized = text.replace("\r\n", "\n")
    if not normalized.endswith("\n"):
        normalized += "\n"
    return hashlib.sha256(normalized.encode("utf-8")).hexdigest() == digest.strip().lower()
